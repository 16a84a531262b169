package graph_test

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kg-dev/kg/ask"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/ingest"
	"github.com/kg-dev/kg/internal/corpus"
	"github.com/kg-dev/kg/internal/testkit"
	"github.com/kg-dev/kg/loader"
)

type backendCase struct {
	name string
	open func(t *testing.T) *graph.Store
}

// backendsUnderTest: the embedded stores and PostgreSQL, one suite for all
// (the way Cayley's graphtest runs one suite against every backend).
func backendsUnderTest() []backendCase {
	kv := func(b string) func(t *testing.T) *graph.Store {
		return func(t *testing.T) *graph.Store {
			st, err := graph.Open(b, filepath.Join(t.TempDir(), "kg.db"))
			if err != nil {
				t.Fatal(err)
			}
			return st
		}
	}
	return []backendCase{
		{"memstore", func(t *testing.T) *graph.Store { return graph.OpenMemory() }},
		{"bolt", kv("bolt")},
		{"leveldb", kv("leveldb")},
		{"pebble", kv("pebble")},
		{"postgres", func(t *testing.T) *graph.Store {
			st, err := graph.Open("postgres", testkit.PostgresURL(t))
			if err != nil {
				t.Fatal(err)
			}
			return st
		}},
		{"postgres, bodies copied first", func(t *testing.T) *graph.Store { // each batch as when another loader holds the lock
			st, err := graph.Open("postgres", testkit.PostgresURL(t))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(graph.SetAlwaysCopyBodies(true))
			return st
		}},
	}
}

func loadSeeds(t *testing.T, st *graph.Store) ingest.Stats {
	t.Helper()
	s, err := ingest.Load(context.Background(), st, loader.Source{Paths: []string{"../seeds"}}, nil, ingest.Options{Batch: 2})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// loadQuotations loads testdata/quotations, whose reports make quotations.
func loadQuotations(t *testing.T, st *graph.Store) {
	t.Helper()
	src := loader.Source{Paths: []string{"testdata/quotations/articles.jsonl"}}
	if _, err := ingest.Load(context.Background(), st, src, nil, ingest.Options{Batch: 3}); err != nil {
		t.Fatal(err)
	}
}

func answer(t *testing.T, st *graph.Store, q ask.Question) string {
	t.Helper()
	sts, err := ask.Statements(context.Background(), st, q, 0)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, s := range sts {
		fmt.Fprintf(&b, "%s %s %s %v %s %s %v\n", s.ID, s.Speaker.Name, s.Speaker.Role, s.Speaker.Aliases, s.Content, s.Quotation, s.Via)
	}
	return b.String()
}

// nameAnswers is how st answers said-by for names that are misspelled,
// partial or ambiguous: the error, with its suggestions or candidates, or
// the number of statements.
func nameAnswers(st *graph.Store) string {
	var b strings.Builder
	for _, n := range []string{"Khurasni", "Pakistani", "Obamma", "Taliban", "Coleman", "Pakistani Talibn"} {
		sts, err := ask.Statements(context.Background(), st, ask.SaidBy(n, false), 0)
		fmt.Fprintf(&b, "%s: %d %v\n", n, len(sts), err)
	}
	return b.String()
}

// quoteAnswers is how st shows the quotations of a phrase (kg quote
// --phrase): each one's speaker, reports in order and their articles.
func quoteAnswers(t *testing.T, st *graph.Store) string {
	t.Helper()
	qs, err := ask.QuotesOf(context.Background(), st, "until the bridge", 0)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, q := range qs {
		fmt.Fprintf(&b, "%s %s %s\n", q.ID, q.Speaker.Name, q.First.ID)
		for _, r := range q.Reports {
			fmt.Fprintf(&b, "  %s %s %v %+v\n", r.ID, r.Content, r.Via, q.Articles[r.Article])
		}
	}
	return b.String()
}

// TestStoreConformance loads the seeds into every backend and checks that
// each holds the same quads, answers the questions alike (PostgreSQL reads
// its pages and words in SQL, sqlread.go), and that a reload adds nothing.
func TestStoreConformance(t *testing.T) {
	ref := graph.OpenMemory()
	defer ref.Close()
	loadSeeds(t, ref)
	wantQuads := testkit.Lines(t, ref)
	loadQuotations(t, ref)
	withQuotations := testkit.Lines(t, ref)
	questions := []ask.Question{ask.SaidBy("Pakistani Taliban", true), ask.WhoSaid("revenge"), ask.WhoSaid("the military operation"),
		ask.Via("Bloomberg"), ask.SaidBy("Obama", false), ask.WhoSaid("until the bridge")}
	var want []string
	for _, q := range questions {
		want = append(want, answer(t, ref, q))
	}
	wantNames := nameAnswers(ref)
	wantQuotes := quoteAnswers(t, ref)
	if strings.Count(wantQuotes, "\n  ") < 4 {
		t.Fatalf("the quotation corpus makes no quotation of 4 reports or more:\n%s", wantQuotes)
	}
	for _, bc := range backendsUnderTest() {
		t.Run(bc.name, func(t *testing.T) {
			st := bc.open(t)
			defer st.Close()
			first := loadSeeds(t, st)
			if first.Articles != 3 || first.Added != len(wantQuads) {
				t.Errorf("load: %+v, want 3 articles and %d quads", first, len(wantQuads))
			}
			if got := testkit.Lines(t, st); strings.Join(got, "\n") != strings.Join(wantQuads, "\n") {
				t.Errorf("export: %d quads differ from memstore's %d", len(got), len(wantQuads))
			}
			loadQuotations(t, st)
			if got := testkit.Lines(t, st); strings.Join(got, "\n") != strings.Join(withQuotations, "\n") {
				t.Errorf("export with quotations: %d quads differ from memstore's %d", len(got), len(withQuotations))
			}
			for i, q := range questions {
				if got := answer(t, st, q); got != want[i] {
					t.Errorf("%s %v:\n%s\nwant\n%s", q.Program, q.Params, got, want[i])
				}
			}
			if got := quoteAnswers(t, st); got != wantQuotes {
				t.Errorf("quotations:\n%s\nwant\n%s", got, wantQuotes)
			}
			if got := nameAnswers(st); got != wantNames {
				t.Errorf("names not found as given:\n%s\nwant\n%s", got, wantNames)
			}
			restore := graph.SetWordPage(1) // PostgreSQL's word walk reads a statement at a time
			for i, q := range questions {
				if got := answer(t, st, q); got != want[i] {
					t.Errorf("%s %v, the word walk paged:\n%s\nwant\n%s", q.Program, q.Params, got, want[i])
				}
			}
			restore()
			again := loadSeeds(t, st)
			if again.Added != 0 || again.Removed != 0 {
				t.Errorf("reload changed the store: %+v", again)
			}
		})
	}
}

// TestTrimmedBoltStaysWhole: kg drops bolt's memory map from its resident
// set after every write (trimMap); a range past the map would zero Go's own
// memory. Hundreds of small batches, each growing and remapping the file,
// must leave a process that runs on and a store equal to memstore's.
func TestTrimmedBoltStaysWhole(t *testing.T) {
	load := func(st *graph.Store) {
		var buf bytes.Buffer
		corpus.New(corpus.Options{Seed: 11}).WriteJSONL(&buf, 0, 200)
		src := loader.Source{Paths: []string{"-"}, Stdin: &buf}
		if _, err := ingest.Load(context.Background(), st, src, nil, ingest.Options{Batch: 2}); err != nil {
			t.Fatal(err)
		}
	}
	ref := graph.OpenMemory()
	defer ref.Close()
	load(ref)
	st, err := graph.Open("bolt", filepath.Join(t.TempDir(), "kg.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	load(st)
	want, got := testkit.Lines(t, ref), testkit.Lines(t, st)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("bolt holds %d quads, memstore %d, and they differ", len(got), len(want))
	}
	if len(want) < 30000 {
		t.Errorf("only %d quads: too few batches to test remapping", len(want))
	}
}

// TestCompactSettlesALargeLoad: after a load that wrote most of a pebble
// store, lookups read several levels and ShouldCompact says so; Compact
// leaves one level and the same quads. A few articles more into the settled
// store do not ask for another rewrite; bolt never does.
func TestCompactSettlesALargeLoad(t *testing.T) {
	load := func(st *graph.Store, from, n int) {
		var buf bytes.Buffer
		corpus.New(corpus.Options{Seed: 12}).WriteJSONL(&buf, from, n)
		src := loader.Source{Paths: []string{"-"}, Stdin: &buf}
		if _, err := ingest.Load(context.Background(), st, src, nil, ingest.Options{}); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "kg.db")
	st, err := graph.Open("pebble", path)
	if err != nil {
		t.Fatal(err)
	}
	load(st, 0, 400)
	if !st.ShouldCompact() {
		t.Fatal("a fresh load of 400 articles does not ask for compaction")
	}
	before := testkit.Lines(t, st)
	if err := st.Compact(); err != nil {
		t.Fatal(err)
	}
	if st.ShouldCompact() {
		t.Error("still asks for compaction after Compact")
	}
	if after := testkit.Lines(t, st); strings.Join(after, "\n") != strings.Join(before, "\n") {
		t.Errorf("Compact changed the quads: %d before, %d after", len(before), len(after))
	}
	st.Close()

	st, err = graph.Open("", path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	load(st, 1000, 3)
	if st.ShouldCompact() {
		t.Error("3 articles into a store of 400 ask for a rewrite of all of it")
	}

	b, err := graph.Open("bolt", filepath.Join(t.TempDir(), "b.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	load(b, 0, 50)
	if b.ShouldCompact() {
		t.Error("bolt asks for compaction")
	}
}
