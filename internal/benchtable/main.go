// Command benchtable prints kg's performance table (make bench): extraction
// speed, kg load end to end, Cayley's own bulk load of the same quads, and
// question latency, all measured in one run on this machine, so that the
// figures can be read as ratios.
//
//	go run ./internal/benchtable -articles 10000[,100000]
package main

import (
	"bufio"
	"context"
	"database/sql"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	cgraph "github.com/cayleygraph/cayley/graph"
	ckv "github.com/cayleygraph/cayley/graph/kv"
	_ "github.com/cayleygraph/cayley/graph/kv/bolt"    // Cayley's own bolt opener, as `cayley load` uses it
	_ "github.com/cayleygraph/cayley/graph/kv/leveldb" // and its leveldb
	"github.com/cayleygraph/quad"
	"github.com/cayleygraph/quad/nquads"
	"github.com/hidal-go/hidalgo/kv/flat"
	hpebble "github.com/hidal-go/hidalgo/kv/flat/pebble"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/ask"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/internal/corpus"
	"github.com/kg-dev/kg/loader"
)

func main() {
	if len(os.Args) == 4 && os.Args[1] == "cayley-load" {
		cayleyLoad(os.Args[2], os.Args[3])
		return
	}
	if len(os.Args) == 4 && os.Args[1] == "questions" { // benchtable questions BACKEND PATH: an existing store
		questions(os.Args[2], os.Args[3])
		return
	}
	sizes := flag.String("articles", "10000", "corpus sizes, comma-separated; empty for the extraction rows alone")
	backends := flag.String("backends", "pebble,bolt", "kg load backends (questions run on the first)")
	cayley := flag.Bool("cayley", true, "also time Cayley's own bulk load of the same quads")
	pg := flag.String("postgres", "", "a postgres:// URL of a throw-away database: adds kg load and questions on PostgreSQL")
	replica := flag.String("replica", "", "the -postgres database on a streaming read replica: adds how soon it answers a load")
	flag.Parse()
	dir, err := os.MkdirTemp("", "kg-bench-")
	check(err)
	defer os.RemoveAll(dir)
	kgBin := filepath.Join(dir, "kg")
	run("go", "build", "-o", kgBin, "./cmd/kg")

	fmt.Printf("# kg performance, %s, %d CPUs (%s), Go %s\n\n", time.Now().Format("2006-01-02"), runtime.NumCPU(), cpuName(), runtime.Version())
	extraction()
	if *sizes == "" {
		return // -articles "": the extraction rows alone
	}
	for _, s := range strings.Split(*sizes, ",") {
		n, err := strconv.Atoi(s)
		check(err)
		loads(kgBin, dir, n, strings.Split(*backends, ","), *pg, *cayley)
	}
	if *pg != "" && *replica != "" {
		replicaLag(kgBin, dir, *pg, *replica)
	}
}

// replicaLag loads one article at a time into the primary pg and times,
// from the end of each kg load (its commit), until the replica answers
// for the article: the median of 10.
func replicaLag(kgBin, dir, pg, replica string) {
	st, err := graph.OpenReadOnly("postgres", replica)
	check(err)
	defer st.Close()
	ctx := context.Background()
	g := corpus.New(corpus.Options{Seed: 99})
	var lags []float64
	for i := 0; i < 10; i++ {
		a := g.Article(1_000_000 + i)
		path := filepath.Join(dir, "replica.jsonl")
		f, err := os.Create(path)
		check(err)
		check(g.WriteJSONL(f, 1_000_000+i, 1_000_001+i))
		f.Close()
		run(kgBin, "--db", "postgres", "--dbpath", pg, "load", path)
		committed := time.Now()
		for {
			if _, _, err := st.Article(ctx, a.ID, false); err == nil {
				break
			}
			if time.Since(committed) > time.Minute {
				fmt.Println("| replica | no answer within a minute | |")
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
		lags = append(lags, float64(time.Since(committed).Microseconds())/1000)
	}
	sort.Float64s(lags)
	fmt.Println("| PostgreSQL read replica | median ms | max ms |")
	fmt.Println("| --- | --- | --- |")
	fmt.Printf("| an article loaded on the primary, until the replica answers for it | %.1f | %.1f |\n\n", lags[len(lags)/2], lags[len(lags)-1])
}

// extraction measures the extractor alone on a generated corpus.
func extraction() {
	g := corpus.New(corpus.Options{Seed: 7})
	var arts []kg.Article
	size := 0
	for i := 0; i < 2000; i++ {
		a := g.Article(i)
		arts = append(arts, kg.Article{ID: a.ID, Text: a.Text})
		size += len(a.Text)
	}
	fmt.Println("| extraction (2,000 generated articles) | MB/s | articles/s |")
	fmt.Println("| --- | --- | --- |")
	rules := loader.NewExtractor(nil)
	rules.Cues = nil
	for _, run := range []struct {
		name string
		x    *loader.Extractor
	}{{"", loader.NewExtractor(nil)}, {", rules alone (--cues none)", rules}} {
		extractWith(run.x, run.name, arts, size)
	}
	fmt.Println()
}

// extractWith prints the rows of one extractor: on one core, and on all.
func extractWith(x *loader.Extractor, name string, arts []kg.Article, size int) {
	for _, a := range arts[:200] {
		x.Extract(a) // warm up: the first rows had been the slower ones, whichever extractor ran first
	}
	for _, cores := range []int{1, runtime.NumCPU()} {
		old := runtime.GOMAXPROCS(cores)
		start := time.Now()
		var wg sync.WaitGroup
		next := make(chan kg.Article)
		for w := 0; w < cores; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for a := range next {
					x.Extract(a)
				}
			}()
		}
		for _, a := range arts {
			next <- a
		}
		close(next)
		wg.Wait()
		secs := time.Since(start).Seconds()
		runtime.GOMAXPROCS(old)
		fmt.Printf("| %d core(s)%s | %.1f | %.0f |\n", cores, name, float64(size)/1e6/secs, float64(len(arts))/secs)
	}
}

var loadedRe = regexp.MustCompile(`loaded (\d+) articles: (\d+) statements, \d+ new entities, (\d+) quads added`)

func loads(kgBin, dir string, n int, backends []string, pg string, cayley bool) {
	path := filepath.Join(dir, fmt.Sprintf("corpus-%d.jsonl", n))
	f, err := os.Create(path)
	check(err)
	check(corpus.New(corpus.Options{Seed: 1}).WriteJSONL(bufio.NewWriter(f), 0, n))
	f.Close()
	f, _ = os.Create(path)
	w := bufio.NewWriterSize(f, 1<<20)
	check(corpus.New(corpus.Options{Seed: 1}).WriteJSONL(w, 0, n))
	check(w.Flush())
	f.Close()

	fmt.Printf("## %d articles\n\n", n)
	if pg != "" {
		fmt.Printf("PostgreSQL: %s\n\n", serverSettings(pg))
	}
	fmt.Println("| load | seconds | articles/s | quads | quads/s | peak RSS MB |")
	fmt.Println("| --- | --- | --- | --- | --- | --- |")
	var firstDB, firstBackend string
	var kgRate = map[string]float64{}
	if pg != "" {
		backends = append(backends, "postgres")
	}
	for _, b := range backends {
		db := filepath.Join(dir, fmt.Sprintf("kg-%s-%d.db", b, n))
		if b == "postgres" {
			db = pg
		}
		start := time.Now()
		out, rss := measure(kgBin, "--db", b, "--dbpath", db, "load", path)
		secs := time.Since(start).Seconds()
		m := loadedRe.FindStringSubmatch(out)
		if m == nil {
			fmt.Fprintf(os.Stderr, "kg load: %s\n", out)
			os.Exit(1)
		}
		quads, _ := strconv.Atoi(m[3])
		kgRate[b] = float64(quads) / secs
		fmt.Printf("| kg load, %s | %.1f | %.0f | %d | %.0f | %.0f |\n", b, secs, float64(n)/secs, quads, float64(quads)/secs, rss)
		if firstDB == "" { // the first backend: questions run on it, its export feeds Cayley
			firstDB, firstBackend = db, b
		}
	}
	nq := filepath.Join(dir, fmt.Sprintf("export-%d.nq", n))
	self, _ := os.Executable()
	if cayley {
		measure(kgBin, "--db", firstBackend, "--dbpath", firstDB, "export", "-o", nq)
	}
	cayleyOn := []string{"bolt"} // the baseline, and each store kg loaded
	for _, b := range backends {
		if b != "bolt" && b != "badger" {
			cayleyOn = append(cayleyOn, b)
		}
	}
	for _, b := range cayleyOn {
		if !cayley {
			break
		}
		db := filepath.Join(dir, fmt.Sprintf("cayley-%s-%d", b, n))
		start := time.Now()
		out, rss := measure(self, "cayley-load", b+":"+db, nq)
		secs := time.Since(start).Seconds()
		quads, _ := strconv.Atoi(strings.TrimSpace(out))
		// kg load on each backend over this row: the issue asks for kg's
		// default over Cayley on bolt, and kg over Cayley on the default.
		var ratios []string
		for _, k := range backends {
			if r, ok := kgRate[k]; ok && quads > 0 {
				ratios = append(ratios, fmt.Sprintf("%s %.2fx", k, r/(float64(quads)/secs)))
			}
		}
		ratio := ""
		if len(ratios) > 0 {
			ratio = " (kg load on " + strings.Join(ratios, ", on ") + ")"
		}
		fmt.Printf("| Cayley's bulk load of the same quads, %s%s | %.1f | | %d | %.0f | %.0f |\n", b, ratio, secs, quads, float64(quads)/secs, rss)
	}
	if pg != "" {
		twoLoaders(kgBin, dir, path, pg, n, kgRate["postgres"])
	}
	fmt.Println()
	fmt.Printf("Questions on %s:\n\n", firstBackend)
	q := questions(firstBackend, firstDB)
	perProcess(kgBin, firstBackend, firstDB, q)
	if pg != "" {
		fmt.Println("Questions on PostgreSQL:")
		fmt.Println()
		q := questions("postgres", pg)
		perProcess(kgBin, "postgres", pg, q)
	}
}

// serverSettings names the PostgreSQL server at pg and the settings a
// load's speed turns on (docs/postgres.md), for the table to say what it
// was measured on.
func serverSettings(pg string) string {
	db, err := sql.Open("postgres", pg)
	check(err)
	defer db.Close()
	var version string
	check(db.QueryRow(`SHOW server_version`).Scan(&version))
	out := []string{"PostgreSQL " + version}
	for _, name := range []string{"shared_buffers", "max_wal_size", "checkpoint_timeout", "wal_compression", "fsync", "synchronous_commit"} {
		var v string
		check(db.QueryRow(`SHOW ` + name).Scan(&v))
		out = append(out, name+"="+v)
	}
	return strings.Join(out, ", ")
}

// twoLoaders loads the corpus at path into PostgreSQL again, emptied, as
// two kg loads at once, one on each half, and prints their rate beside one
// loader's quads/s (one). It ends with the corpus loaded, as one load
// leaves it (TestTwoLoadsAtOnceIntoPostgresEqualOneLoad), for the
// questions.
func twoLoaders(kgBin, dir, path, pg string, n int, one float64) {
	db, err := sql.Open("postgres", pg)
	check(err)
	_, err = db.Exec(`DROP SCHEMA public CASCADE; CREATE SCHEMA public`) // a throw-away database
	db.Close()
	check(err)
	b, err := os.ReadFile(path)
	check(err)
	lines := strings.SplitAfter(strings.TrimSuffix(string(b), "\n"), "\n")
	var halves [2]string
	for i, part := range [][]string{lines[:len(lines)/2], lines[len(lines)/2:]} {
		halves[i] = filepath.Join(dir, fmt.Sprintf("half-%d.jsonl", i))
		check(os.WriteFile(halves[i], []byte(strings.Join(part, "")), 0o644))
	}
	start := time.Now()
	var wg sync.WaitGroup
	added := make([]int, 2)
	for i, h := range halves {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out, _ := measure(kgBin, "--db", "postgres", "--dbpath", pg, "load", h)
			if m := loadedRe.FindStringSubmatch(out); m != nil {
				added[i], _ = strconv.Atoi(m[3])
			}
		}()
	}
	wg.Wait()
	secs := time.Since(start).Seconds()
	quads := added[0] + added[1]
	fmt.Printf("| kg load, postgres, two loaders at once, half each (%.2fx one loader's quads/s) | %.1f | %.0f | %d | %.0f | |\n",
		float64(quads)/secs/one, secs, float64(n)/secs, quads, float64(quads)/secs)
}

// questions times each question on a store: median of 20. It returns the
// quotation it asked kg quote for ("": none).
func questions(backend, db string) (quotation string) {
	st, err := graph.OpenReadOnly(backend, db)
	check(err)
	defer st.Close()
	ctx := context.Background()
	sample, err := ask.Statements(ctx, st, ask.WhoSaid("budget"), 1)
	check(err)
	if len(sample) == 0 {
		return ""
	}
	person := sample[0].Speaker.Name
	org := "Royal Coastal Front"
	if orgs, err := ask.Entities(ctx, st, kg.Organization, 0, 1); err == nil && len(orgs) > 0 {
		org = orgs[0].Entity.Name // the organization with most statements
	}
	page := func(q ask.Question) func() (int, error) {
		return func() (int, error) {
			s, err := ask.Statements(ctx, st, q, 100)
			return len(s), err
		}
	}
	qs := []struct {
		name string
		run  func() (int, error)
	}{
		{`who-said "rebuild the ceasefire"`, page(ask.WhoSaid("rebuild the ceasefire"))},
		{"who-said budget", page(ask.WhoSaid("budget"))},
		{"said-by " + person, page(ask.SaidBy(person, false))},
		{fmt.Sprintf("said-by %q --members", org), page(ask.SaidBy(org, true))},
		{`said-by "local farmers" (a name an unnamed group of each of thousands of articles has)`, page(ask.SaidBy("local farmers", false))},
		{"via Reuters", page(ask.Via("Reuters"))},
		{"trace ID", func() (int, error) { s, err := ask.Trace(ctx, st, sample[0].ID); return len(s), err }},
		{"entities (a page of 100, most statements first)", func() (int, error) {
			es, err := ask.Entities(ctx, st, "", 0, 100)
			return len(es), err
		}},
		{"entities --type Person", func() (int, error) { es, err := ask.Entities(ctx, st, kg.Person, 0, 100); return len(es), err }},
		{"entities --type Group (thousands of articles' own groups, a few statements each)", func() (int, error) {
			es, err := ask.Entities(ctx, st, kg.Group, 0, 100)
			return len(es), err
		}},
	}
	if quotation = mostReported(ctx, st); quotation != "" {
		q := quotation
		qs = append(qs, struct {
			name string
			run  func() (int, error)
		}{"quote ID (the most reported quotation of a who-said page)", func() (int, error) {
			quo, err := ask.Quote(ctx, st, q)
			return len(quo.Reports), err
		}})
	}
	fmt.Println("| question (a page of at most 100 statements) | median ms | statements (reports, for quote) |")
	fmt.Println("| --- | --- | --- |")
	for _, q := range qs {
		var times []float64
		n := 0
		for i := 0; i < 20; i++ {
			start := time.Now()
			k, err := q.run()
			if err != nil {
				fmt.Printf("| %s | error: %v | |\n", q.name, err)
				break
			}
			n = k
			times = append(times, float64(time.Since(start).Microseconds())/1000)
		}
		if len(times) == 0 {
			continue
		}
		sort.Float64s(times)
		fmt.Printf("| %s | %.1f | %d |\n", q.name, times[len(times)/2], n)
	}
	fmt.Println()
	return quotation
}

// perProcess times the kept counts' commands, and kg quote of the
// quotation questions asked for, as a user runs them, each in a process of
// its own (opening the store included): median of 5.
func perProcess(kgBin, backend, db, quotation string) {
	fmt.Println("| command, per process | median ms |")
	fmt.Println("| --- | --- |")
	cmds := [][]string{{"stats"}, {"entities"}, {"entities", "--type", "Person"}, {"entities", "--type", "Group"}, {"entities", "--type", "UnnamedSource"}, {"entities", "--limit", "10", "--offset", "1000"}}
	if quotation != "" {
		cmds = append(cmds, []string{"quote", strings.TrimPrefix(graph.TrimIRI(quotation), kg.Base+"quotation/"), "-o", "table"})
	}
	for _, args := range cmds {
		var times []float64
		for i := 0; i < 5; i++ {
			start := time.Now()
			measure(kgBin, append([]string{"--db", backend, "--dbpath", db}, args...)...)
			times = append(times, float64(time.Since(start).Microseconds())/1000)
		}
		sort.Float64s(times)
		fmt.Printf("| kg %s | %.0f |\n", strings.Join(args, " "), times[len(times)/2])
	}
	fmt.Println()
}

// mostReported is the quotation with the most reports among those of a
// who-said page of common words, or "".
func mostReported(ctx context.Context, st *graph.Store) string {
	best, n := "", 0
	for _, w := range []string{"budget", "said", "government"} {
		sts, err := ask.Statements(ctx, st, ask.WhoSaid(w), 1000)
		if err != nil {
			continue
		}
		for _, s := range ask.Grouped(sts) {
			if s.Quotation != "" && s.Reports > n {
				best, n = s.Quotation, s.Reports
			}
		}
	}
	return best
}

// cayleyLoad is what `cayley load` does (cmd/cayley/command/database.go and
// internal/load.go at the version go.mod pins): the store opened through
// Cayley's registry, its own bulk writer (QuadStore.NewQuadWriter, which
// commits every 200,000 quads), N-Quads copied in batches of
// quad.DefaultBatch. Cayley's registry misses pebble since Go 1.21
// (TestCayleyMissesPebbleAndBadger), so pebble is opened through hidalgo
// and handed to Cayley's kv store the way its registry would. It prints the
// number of quads.
func cayleyLoad(target, nq string) {
	backend, path, _ := strings.Cut(target, ":")
	var qs cgraph.QuadStore
	if backend == "pebble" {
		fdb, err := hpebble.OpenPath(path)
		check(err)
		db := flat.Upgrade(fdb)
		check(ckv.Init(db, nil))
		qs, err = ckv.New(db, nil)
		check(err)
	} else {
		check(cgraph.InitQuadStore(backend, path, nil))
		var err error
		qs, err = cgraph.NewQuadStore(backend, path, nil)
		check(err)
	}
	qw, err := qs.NewQuadWriter()
	check(err)
	f, err := os.Open(nq)
	check(err)
	n, err := quad.CopyBatch(qw, nquads.NewReader(bufio.NewReaderSize(f, 1<<20), false), quad.DefaultBatch)
	check(err)
	check(qw.Close())
	check(qs.Close())
	fmt.Println(n)
}

// measure runs a command and returns its output and peak RSS in MB.
func measure(name string, args ...string) (string, float64) {
	cmd := exec.Command(name, args...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s %v: %v\n%s", name, args, err, out)
		os.Exit(1)
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	return string(out), float64(ru.Maxrss) / 1024
}

func run(name string, args ...string) {
	cmd := exec.Command(name, args...)
	cmd.Stderr = os.Stderr
	check(cmd.Run())
}

func cpuName() string {
	b, _ := os.ReadFile("/proc/cpuinfo")
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "model name") {
			_, v, _ := strings.Cut(l, ":")
			return strings.TrimSpace(v)
		}
	}
	return "unknown CPU"
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
