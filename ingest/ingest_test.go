package ingest

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/internal/corpus"
	"github.com/kg-dev/kg/internal/testkit"
	"github.com/kg-dev/kg/loader"
)

func corpusSource(n int, opt corpus.Options) loader.Source {
	var buf bytes.Buffer
	corpus.New(opt).WriteJSONL(&buf, 0, n)
	return loader.Source{Paths: []string{"-"}, Stdin: &buf}
}

// Parallel extraction and batching must not change what is stored: the same
// quads as one worker writing one article a transaction.
func TestParallelLoadEqualsSerialLoad(t *testing.T) {
	opt := corpus.Options{Seed: 5, MinWords: 80, MaxWords: 160, MinStmts: 2, MaxStmts: 5}
	serial := graph.OpenMemory()
	defer serial.Close()
	s1, err := Load(context.Background(), serial, corpusSource(120, opt), nil, Options{Workers: 1, Batch: 1})
	if err != nil {
		t.Fatal(err)
	}
	parallel, err := graph.Open("bolt", filepath.Join(t.TempDir(), "kg.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer parallel.Close()
	s2, err := Load(context.Background(), parallel, corpusSource(120, opt), nil, Options{Workers: 4, Batch: 16})
	if err != nil {
		t.Fatal(err)
	}
	// Quads added and removed on the way may differ (a quotation renamed
	// when an earlier report comes in a later batch); what is left may not.
	net := func(s Stats) int { return s.Added - s.Removed }
	if s1.Articles != s2.Articles || s1.Statements != s2.Statements || s1.Entities != s2.Entities || net(s1) != net(s2) || s1.Articles != 120 {
		t.Fatalf("serial %+v, parallel %+v", s1, s2)
	}
	a, b := testkit.Lines(t, serial), testkit.Lines(t, parallel)
	if strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Fatalf("the stores differ: %d and %d quads", len(a), len(b))
	}
	again, err := Load(context.Background(), parallel, corpusSource(120, opt), nil, Options{Workers: 3, Batch: 7})
	if err != nil || again.Added != 0 || again.Removed != 0 {
		t.Fatalf("reload changed the store: %+v, %v", again, err)
	}
}

func TestCancelStopsBetweenBatches(t *testing.T) {
	st := graph.OpenMemory()
	defer st.Close()
	ctx, cancel := context.WithCancel(context.Background())
	opt := corpus.Options{Seed: 5, MinWords: 60, MaxWords: 80, MinStmts: 1, MaxStmts: 2}
	stats, err := Load(ctx, st, corpusSource(500, opt), nil, Options{Batch: 10, Progress: func(s Stats) {
		if s.Articles >= 50 {
			cancel()
		}
	}})
	if err != context.Canceled {
		t.Fatalf("err %v, want context.Canceled", err)
	}
	got, _ := st.Stats(context.Background())
	if got.Articles != stats.Articles || stats.Articles%10 != 0 || stats.Articles >= 500 {
		t.Errorf("stopped at %d articles, store has %d: want whole batches", stats.Articles, got.Articles)
	}
}
