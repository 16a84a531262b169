package ask

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/ingest"
	"github.com/kg-dev/kg/internal/corpus"
	"github.com/kg-dev/kg/loader"
)

var (
	benchOnce  sync.Once
	benchDir   string
	benchStore *graph.Store
	benchStats ingest.Stats
)

// TestMain removes BenchmarkQuestions' store, which its sub-benchmarks share.
func TestMain(m *testing.M) {
	code := m.Run()
	if benchStore != nil {
		benchStore.Close()
	}
	if benchDir != "" {
		os.RemoveAll(benchDir)
	}
	os.Exit(code)
}

// benchArticles is the corpus size of BenchmarkQuestions: KG_BENCH_ARTICLES,
// or 1,000 (about 10,000 statements). make bench sets 8,000 (about 100,000).
func benchArticles() int {
	if n, err := strconv.Atoi(os.Getenv("KG_BENCH_ARTICLES")); err == nil && n > 0 {
		return n
	}
	return 1000
}

func store(b *testing.B) *graph.Store {
	benchOnce.Do(func() {
		dir, err := os.MkdirTemp("", "kg-bench-")
		if err != nil {
			b.Fatal(err)
		}
		benchDir = dir
		st, err := graph.Open("bolt", filepath.Join(dir, "kg.db"))
		if err != nil {
			b.Fatal(err)
		}
		var buf bytes.Buffer
		corpus.New(corpus.Options{Seed: 42}).WriteJSONL(&buf, 0, benchArticles())
		benchStats, err = ingest.Load(context.Background(), st, loader.Source{Paths: []string{"-"}, Stdin: &buf}, nil, ingest.Options{})
		if err != nil {
			b.Fatal(err)
		}
		benchStore = st
	})
	if benchStore == nil {
		b.Skip("no store")
	}
	return benchStore
}

// BenchmarkQuestions times each question, as the CLI asks it (a page of at
// most 100 statements, each read back whole), on a bolt store of generated
// articles. It reports ms per question.
func BenchmarkQuestions(b *testing.B) {
	st := store(b)
	b.Logf("store: %d articles, %d statements, %d quads", benchStats.Articles, benchStats.Statements, benchStats.Added)
	ctx := context.Background()
	// names that are in the store: a popular person and an outlet
	sts, err := Statements(ctx, st, WhoSaid("budget"), 1)
	if err != nil || len(sts) == 0 {
		b.Fatalf("no statement about the budget: %v", err)
	}
	person := sts[0].Speaker.Name
	orgs, err := Entities(ctx, st, kg.Organization, 0, 1) // the one with most statements
	if err != nil || len(orgs) == 0 {
		b.Fatalf("no organization: %v", err)
	}
	org := orgs[0].Entity.Name
	questions := []struct {
		name string
		q    Question
	}{
		{"who-said rare phrase", WhoSaid("rebuild the ceasefire")},
		{"who-said common word", WhoSaid("budget")},
		{"said-by", SaidBy(person, false)},
		{"said-by members", SaidBy(org, true)},
		{"via", Via("Reuters")},
	}
	for _, q := range questions {
		b.Run(q.name, func(b *testing.B) {
			n := 0
			for b.Loop() {
				sts, err := Statements(ctx, st, q.q, 100)
				if err != nil {
					b.Fatal(err)
				}
				n = len(sts)
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/question")
			b.ReportMetric(float64(n), "statements")
		})
	}
	b.Run("trace", func(b *testing.B) {
		for b.Loop() {
			if _, err := Trace(ctx, st, sts[0].ID); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/question")
	})
}
