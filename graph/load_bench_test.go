package graph_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/ingest"
	"github.com/kg-dev/kg/internal/corpus"
	"github.com/kg-dev/kg/loader"
)

// BenchmarkKgLoadQuotations weighs quotation matching as a user meets it:
// kg load of kg gen's articles (seed 1, as `kg gen` writes them, quotations
// repeated across articles) end to end, reading and extraction on every
// core included, into a new pebble store, with matching and without, one
// after the other in each round (each first in every other round). It
// reports both rates, their ratio, and the ratio of the CPU time each took.
// 2,000 articles, or KG_BENCH_ARTICLES.
func BenchmarkKgLoadQuotations(b *testing.B) {
	n := 2000
	if v, err := strconv.Atoi(os.Getenv("KG_BENCH_ARTICLES")); err == nil && v > 0 {
		n = v
	}
	var buf bytes.Buffer
	if err := corpus.New(corpus.Options{Seed: 1}).WriteJSONL(&buf, 0, n); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	var wall, cpu [2]time.Duration
	for i := 0; i < b.N; i++ {
		for j := range 2 {
			v := (i + j) % 2 // each goes first in every other round
			c := graph.CPUTime()
			wall[v] += kgLoadTimed(b, buf.Bytes(), v == 0)
			cpu[v] += graph.CPUTime() - c
		}
	}
	rate := func(d time.Duration) float64 { return float64(n*b.N) / d.Seconds() }
	b.ReportMetric(rate(wall[0]), "matching-articles/s")
	b.ReportMetric(rate(wall[1]), "none-articles/s")
	b.ReportMetric(float64(wall[1])/float64(wall[0]), "speed-ratio")
	// CPU time swings less than the clock with other tenants of the
	// machine: the load's work, extraction and compaction included.
	b.ReportMetric(float64(cpu[1])/float64(cpu[0]), "cpu-ratio")
}

// kgLoadTimed loads the JSON Lines corpus into a new pebble store as kg
// load does, compaction included, with quotation matching or without.
func kgLoadTimed(b *testing.B, corpus []byte, match bool) time.Duration {
	defer graph.SetMatchQuotations(match)()
	st, err := graph.Open("pebble", filepath.Join(b.TempDir(), "kg.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	start := time.Now()
	src := loader.Source{Paths: []string{"-"}, Stdin: bytes.NewReader(corpus)}
	if _, err := ingest.Load(context.Background(), st, src, nil, ingest.Options{}); err != nil {
		b.Fatal(err)
	}
	if err := st.Compact(); err != nil {
		b.Fatal(err)
	}
	return time.Since(start)
}
