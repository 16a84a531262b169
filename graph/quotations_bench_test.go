package graph

import (
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/internal/corpus"
	"github.com/kg-dev/kg/loader"
)

// BenchmarkLoadQuotations writes the same extracted articles (kg gen's,
// which repeat quotations across articles) to pebble with quotation
// matching and without it (no band quads, no planning), in batches of
// 128 as kg load writes them: the ratio of the two rates is what matching
// costs a load. 2,000 articles, or KG_BENCH_ARTICLES.
func BenchmarkLoadQuotations(b *testing.B) {
	n := 2000
	if v, err := strconv.Atoi(os.Getenv("KG_BENCH_ARTICLES")); err == nil && v > 0 {
		n = v
	}
	xs := extractGenerated(n)
	for _, c := range []struct {
		name  string
		match bool
	}{{"matching", true}, {"none", false}} {
		b.Run(c.name, func(b *testing.B) {
			defer func(was bool) { matchQuotations = was }(matchQuotations)
			matchQuotations = c.match
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				st, err := Open("pebble", filepath.Join(b.TempDir(), "kg.db"))
				if err != nil {
					b.Fatal(err)
				}
				cpu0 := cpuTime()
				b.StartTimer()
				quads := 0
				for j := 0; j < len(xs); j += 128 {
					res, err := st.WriteBatch(xs[j:min(j+128, len(xs))])
					if err != nil {
						b.Fatal(err)
					}
					quads += res.Added - res.Removed
				}
				b.ReportMetric(float64(quads), "quads")
				b.ReportMetric((cpuTime() - cpu0).Seconds(), "cpu-s")
				b.StopTimer()
				st.Close()
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "articles/s")
		})
	}
}

// cpuTime is the CPU time this process has used, on every thread: less
// noisy than the clock on a shared machine (pebble compacts in the
// background, so it counts too).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// extractGenerated extracts n of kg gen's default articles, on every core.
func extractGenerated(n int) []kg.Extraction {
	g := corpus.New(corpus.Options{Seed: 9})
	x := loader.NewExtractor(nil)
	xs := make([]kg.Extraction, n)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				a := g.Article(i)
				xs[i] = x.Extract(kg.Article{ID: a.ID, Publisher: a.Publisher, Date: a.Date, Title: a.Title, Text: a.Text})
			}
		}()
	}
	for i := range xs {
		next <- i
	}
	close(next)
	wg.Wait()
	return xs
}
