package main

import (
	"context"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/internal/corpus"
)

// TestMain lets the crash test run this test binary as the kg command: a
// real process it can kill.
func TestMain(m *testing.M) {
	if os.Getenv("KG_TEST_AS_KG") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// TestKilledLoadThenRerunEqualsCleanLoad kills `kg load` of 10,000 articles
// with SIGKILL at a random moment, loads again, and checks the store against
// one clean load, quad for quad.
func TestKilledLoadThenRerunEqualsCleanLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("loads 10,000 articles three times")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "corpus.jsonl")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	opt := corpus.Options{Seed: 11, MinWords: 30, MaxWords: 60, MinStmts: 1, MaxStmts: 3}
	if err := corpus.New(opt).WriteJSONL(f, 0, 10000); err != nil {
		t.Fatal(err)
	}
	f.Close()

	db := filepath.Join(dir, "crash.db")
	kg := func(args ...string) *exec.Cmd { return kgProcess(t, append([]string{"--dbpath", db}, args...)...) }
	// The kill comes at a random moment of the load; a load that ends
	// first (a fast machine) is no test of a kill, so it starts again from
	// an empty store with half the wait.
	wait := time.Duration(500+rand.IntN(8000)) * time.Millisecond
	if v, err := time.ParseDuration(os.Getenv("KG_TEST_KILL_AFTER")); err == nil {
		wait = v // a moment that failed, to run again
	}
	for {
		cmd := kg("load", path)
		out, exited := startProcess(t, cmd)
		select {
		case err := <-exited:
			if err != nil || wait < 100*time.Millisecond {
				t.Fatalf("kg load ended before the kill at %v: %v\n%s", wait, err, out.String())
			}
			t.Logf("kg load ended before the kill at %v; again, killed sooner", wait)
			if err := os.RemoveAll(db); err != nil {
				t.Fatal(err)
			}
			wait /= 2
			continue
		case <-time.After(wait):
		}
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		<-exited
		break
	}
	t.Logf("killed kg load after %v", wait)

	// what the killed load left is whole articles only
	if st, err := graph.OpenReadOnly("", db); err == nil {
		s, err := st.Stats(context.Background())
		st.Close()
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("the killed load stored %d articles", s.Articles)
	}

	n := rerunEqualsCleanLoad(t, "", db, path)
	t.Logf("%d quads, equal to a clean load", n)
	if b, err := kg("stats", "--recount").CombinedOutput(); err != nil || !strings.Contains(string(b), "the kept reports of quotations agree") {
		t.Errorf("kg stats --recount after the rerun: %v\n%s", err, b)
	}
}
