package ingest

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/internal/corpus"
)

// BenchmarkLoad loads generated articles into each embedded backend: 1,000,
// or KG_LOAD_ARTICLES (a profile of a larger store's load).
func BenchmarkLoad(b *testing.B) {
	n := 1000
	if v, err := strconv.Atoi(os.Getenv("KG_LOAD_ARTICLES")); err == nil && v > 0 {
		n = v
	}
	for _, backend := range []string{"bolt", "leveldb", "pebble"} {
		b.Run(backend, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				st, err := graph.Open(backend, filepath.Join(b.TempDir(), "kg.db"))
				if err != nil {
					b.Fatal(err)
				}
				src := corpusSource(n, corpus.Options{Seed: 9})
				b.StartTimer()
				s, err := Load(context.Background(), st, src, nil, Options{})
				if err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				st.Close()
				b.ReportMetric(float64(s.Articles)/b.Elapsed().Seconds()*float64(i+1)/float64(i+1), "articles/s")
				b.ReportMetric(float64(s.Added), "quads")
			}
		})
	}
}
