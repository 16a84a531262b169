package main

import (
	"bytes"
	"context"
	"database/sql"
	"io"
	"math/rand/v2"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/ingest"
	"github.com/kg-dev/kg/internal/corpus"
	"github.com/kg-dev/kg/internal/testkit"
	"github.com/kg-dev/kg/loader"
)

// kgProcess runs this test binary as the kg command (see TestMain).
func kgProcess(t *testing.T, args ...string) *exec.Cmd {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), "KG_TEST_AS_KG=1")
	return cmd
}

// startProcess starts cmd with its output gathered in the buffer it
// returns, and a channel that gets cmd's end.
func startProcess(t *testing.T, cmd *exec.Cmd) (*bytes.Buffer, chan error) {
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	return &out, exited
}

func writeCorpus(t *testing.T, path string, from, to int) {
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	opt := corpus.Options{Seed: 21, MinWords: 40, MaxWords: 80, MinStmts: 1, MaxStmts: 4}
	if err := corpus.New(opt).WriteJSONL(f, from, to); err != nil {
		t.Fatal(err)
	}
}

// graphs groups a store's quads by named graph.
func graphs(t *testing.T, st *graph.Store) map[string][]string {
	out := map[string][]string{}
	for _, l := range testkit.Lines(t, st) {
		label := "default"
		if i := strings.LastIndex(l, " <https://kg.example.org/article/"); i > 0 {
			label = l[i:]
		}
		out[label] = append(out[label], l)
	}
	return out
}

// quadsStored is the number of rows in the quads table of the PostgreSQL
// store at db (-1 where it cannot say, as before its tables exist).
func quadsStored(t *testing.T, db string) int {
	conn, err := sql.Open("postgres", db)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	n := -1
	if conn.QueryRow(`SELECT count(*) FROM quads`).Scan(&n) != nil {
		return -1
	}
	return n
}

// untilQuadsStored waits, at most a minute, until the PostgreSQL store at
// db holds a quad: a load has written its first batches.
func untilQuadsStored(t *testing.T, db string) {
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline) && quadsStored(t, db) <= 0; {
		time.Sleep(50 * time.Millisecond)
	}
}

// rerunEqualsCleanLoad runs kg load of path into the store at db again (after
// a kill; backend "" is the store's own) and fails unless the store then holds the quads of one clean load,
// naming those that differ; it returns how many it holds.
func rerunEqualsCleanLoad(t *testing.T, backend, db, path string) int {
	t.Helper()
	args := []string{"--dbpath", db, "load", path}
	if backend != "" {
		args = append([]string{"--db", backend}, args...)
	}
	if b, err := kgProcess(t, args...).CombinedOutput(); err != nil {
		t.Fatalf("rerun: %v\n%s", err, b)
	}
	st, err := graph.OpenReadOnly(backend, db)
	if err != nil {
		t.Fatal(err)
	}
	got := testkit.Lines(t, st)
	st.Close()
	want := testkit.Lines(t, cleanLoad(t, path))
	if extra, missing := testkit.Diff(got, want); len(extra)+len(missing) > 0 {
		t.Fatalf("after a kill and a rerun the store has %d quads, one clean load %d\nonly after the kill (first 10):\n%s\nonly in the clean load (first 10):\n%s",
			len(got), len(want), strings.Join(extra[:min(10, len(extra))], "\n"), strings.Join(missing[:min(10, len(missing))], "\n"))
	}
	return len(got)
}

func cleanLoad(t *testing.T, paths ...string) *graph.Store {
	st := graph.OpenMemory()
	t.Cleanup(func() { st.Close() })
	if _, err := ingest.Load(context.Background(), st, loader.Source{Paths: paths}, nil, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	return st
}

func TestTwoLoadsAtOnceIntoPostgresEqualOneLoad(t *testing.T) {
	db := testkit.PostgresURL(t)
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	writeCorpus(t, a, 0, 150)
	writeCorpus(t, b, 150, 300)
	var wg sync.WaitGroup
	outs := make([][]byte, 2)
	errs := make([]error, 2)
	for i, p := range []string{a, b} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outs[i], errs[i] = kgProcess(t, "--db", "postgres", "--dbpath", db, "load", "--batch", "16", p).CombinedOutput()
		}()
	}
	wg.Wait()
	for i := range errs {
		if errs[i] != nil {
			t.Fatalf("load %d: %v\n%s", i, errs[i], outs[i])
		}
	}
	st, err := graph.OpenReadOnly("postgres", db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	got, want := graphs(t, st), graphs(t, cleanLoad(t, a, b))
	if len(got) != len(want) {
		t.Fatalf("%d graphs, want %d", len(got), len(want))
	}
	for label, ls := range want {
		if strings.Join(got[label], "\n") != strings.Join(ls, "\n") {
			t.Errorf("graph %s: %d quads, want %d", label, len(got[label]), len(ls))
		}
	}
}

func TestPostgresBadAddressesFailClearlyAndFast(t *testing.T) {
	for _, addr := range []string{"not a url", "postgres://postgres@127.0.0.1:1/kg?sslmode=disable"} {
		start := time.Now()
		out, err := kgProcess(t, "--db", "postgres", "--dbpath", addr, "stats").CombinedOutput()
		if err == nil {
			t.Errorf("%s: no error\n%s", addr, out)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s: failed after %v, over 5 s", addr, d)
		}
		if !strings.Contains(string(out), "postgres store") {
			t.Errorf("%s: unclear message: %s", addr, out)
		}
	}
}

// proxy forwards loopback connections to target until closed.
type proxy struct {
	ln    net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

func newProxy(t *testing.T, target string) *proxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{ln: ln}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			p.mu.Lock()
			p.conns = append(p.conns, c, s)
			p.mu.Unlock()
			go func() { io.Copy(s, c); s.Close() }()
			go func() { io.Copy(c, s); c.Close() }()
		}
	}()
	return p
}

func (p *proxy) Close() {
	p.ln.Close()
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
}

// TestPostgresGoneMidLoad cuts the connection under a running kg load: it
// must fail within 5 s with a non-zero exit, and every article it stored must
// be whole.
func TestPostgresGoneMidLoad(t *testing.T) {
	db := testkit.PostgresURL(t)
	u, err := url.Parse(db)
	if err != nil {
		t.Fatal(err)
	}
	p := newProxy(t, u.Host)
	defer p.Close()
	via := *u
	via.Host = p.ln.Addr().String()
	path := filepath.Join(t.TempDir(), "c.jsonl")
	writeCorpus(t, path, 0, 3000)
	cmd := kgProcess(t, "--db", "postgres", "--dbpath", via.String(), "load", "--batch", "8", path)
	out, exited := startProcess(t, cmd)
	untilQuadsStored(t, db) // cut once some batches are in, whatever the machine's speed
	time.Sleep(time.Second)
	p.Close()
	cut := time.Now()
	select {
	case err := <-exited:
		if err == nil {
			t.Fatalf("kg load succeeded with its server gone:\n%s", out.String())
		}
		if d := time.Since(cut); d > 5*time.Second {
			t.Errorf("failed %v after the server went, over 5 s", d)
		}
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("kg load still running 30 s after its server went:\n%s", out.String())
	}
	t.Logf("kg load said: %s", strings.TrimSpace(out.String()))
	st, err := graph.OpenReadOnly("postgres", db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	got, want := graphs(t, st), graphs(t, cleanLoad(t, path))
	whole := 0
	for label, ls := range got {
		if label == "default" {
			continue
		}
		if strings.Join(ls, "\n") != strings.Join(want[label], "\n") {
			t.Errorf("article graph %s is half written: %d quads of %d", label, len(ls), len(want[label]))
		}
		whole++
	}
	if whole == 0 || whole >= 3000 {
		t.Errorf("%d articles stored: the cut did not fall mid-load", whole)
	}
	t.Logf("%d whole articles stored before the cut", whole)
}

// TestReplicaAnswersWhatThePrimaryLoaded: articles loaded into the primary
// are answered by its streaming replica, which kg opens read-only: a load
// there fails and says why, and writes nothing.
func TestReplicaAnswersWhatThePrimaryLoaded(t *testing.T) {
	primary := testkit.PostgresURL(t)
	replica := testkit.ReplicaURL(t, primary)
	pg := func(dbpath string, args ...string) (string, error) {
		out, err := kgProcess(t, append([]string{"--db", "postgres", "--dbpath", dbpath}, args...)...).CombinedOutput()
		return string(out), err
	}
	if out, err := pg(primary, "load", seeds); err != nil {
		t.Fatalf("load into the primary: %v\n%s", err, out)
	}
	committed := time.Now()
	want, err := pg(primary, "who-said", "revenge", "-o", "json")
	if err != nil || !strings.Contains(want, "revenge") {
		t.Fatalf("the primary answers %v\n%s", err, want)
	}
	// The replica replays the primary's log on its own time: ask until it
	// answers, for at most a minute (make bench prints the usual lag).
	var got string
	for got != want && time.Since(committed) < time.Minute {
		got, _ = pg(replica, "who-said", "revenge", "-o", "json")
		time.Sleep(20 * time.Millisecond)
	}
	if got != want {
		t.Fatalf("the replica answers\n%s\nthe primary\n%s", got, want)
	}
	t.Logf("the replica answered %.2f s after the load's commit", time.Since(committed).Seconds())

	out, err := pg(replica, "load", seeds)
	if err == nil || !strings.Contains(out, "read replica") || !strings.Contains(out, "primary") {
		t.Errorf("a load into the replica: %v\n%s\nwant an error that names the replica and its primary", err, out)
	}
	if strings.Contains(out, "loaded") {
		t.Errorf("a load into the replica reads its input before it fails:\n%s", out)
	}
	before, _ := pg(primary, "stats")
	if after, _ := pg(replica, "stats"); after != before {
		t.Errorf("stats on the replica after the failed load:\n%s\non the primary:\n%s", after, before)
	}
}

// TestKilledPostgresLoadThenRerunEqualsCleanLoad: kill -9 of kg load into
// PostgreSQL once some batches are in, then the same load again, leaves
// the quads of one clean load, and the counts kg stats and kg entities
// read agree with a recount (kg stats --recount).
func TestKilledPostgresLoadThenRerunEqualsCleanLoad(t *testing.T) {
	db := testkit.PostgresURL(t)
	path := filepath.Join(t.TempDir(), "c.jsonl")
	writeCorpus(t, path, 0, 400)
	pg := func(args ...string) *exec.Cmd {
		return kgProcess(t, append([]string{"--db", "postgres", "--dbpath", db}, args...)...)
	}
	cmd := pg("load", "--batch", "8", path)
	out, exited := startProcess(t, cmd)
	// kill once some batches are in, whatever the machine's speed, at a
	// moment of its own after that
	untilQuadsStored(t, db)
	time.Sleep(time.Duration(rand.IntN(1500)) * time.Millisecond)
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if err := <-exited; err == nil {
		t.Fatalf("kg load ended before the kill: a rerun tests nothing\n%s", out.String())
	}
	t.Logf("killed with %d quads stored", quadsStored(t, db))

	rerunEqualsCleanLoad(t, "postgres", db, path)
	if b, err := pg("stats", "--recount").CombinedOutput(); err != nil || !strings.Contains(string(b), "the kept statements per entity agree") {
		t.Errorf("kg stats --recount after the rerun: %v\n%s", err, b)
	}
}
