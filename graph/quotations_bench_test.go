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
// matching and without it (no band quads, no planning), one after the
// other in each round (each first in every other round), in batches of 128 as kg load writes them. It
// reports both rates and their ratio, by the clock and by CPU time (less
// noisy on a shared machine): what matching costs a load. 2,000 articles,
// or KG_BENCH_ARTICLES.
func BenchmarkLoadQuotations(b *testing.B) {
	n := 2000
	if v, err := strconv.Atoi(os.Getenv("KG_BENCH_ARTICLES")); err == nil && v > 0 {
		n = v
	}
	xs := extractGenerated(n)
	b.ResetTimer()
	var wall, cpu [2]time.Duration
	for i := 0; i < b.N; i++ {
		for j := range 2 {
			v := (i + j) % 2 // each goes first in every other round
			w, c := loadTimed(b, xs, v == 0)
			wall[v] += w
			cpu[v] += c
		}
	}
	rate := func(d time.Duration) float64 { return float64(n*b.N) / d.Seconds() }
	b.ReportMetric(rate(wall[0]), "matching-articles/s")
	b.ReportMetric(rate(wall[1]), "none-articles/s")
	b.ReportMetric(float64(wall[1])/float64(wall[0]), "speed-ratio")
	b.ReportMetric(float64(cpu[1])/float64(cpu[0]), "cpu-ratio")
}

// loadTimed writes xs to a new pebble store, with quotation matching or
// without, and returns the time it took by the clock and in CPU.
func loadTimed(b *testing.B, xs []kg.Extraction, match bool) (wall, cpu time.Duration) {
	defer func(was bool) { matchQuotations = was }(matchQuotations)
	matchQuotations = match
	st, err := Open("pebble", filepath.Join(b.TempDir(), "kg.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	start, cpu0 := time.Now(), cpuTime()
	for j := 0; j < len(xs); j += 128 {
		if _, err := st.WriteBatch(xs[j:min(j+128, len(xs))]); err != nil {
			b.Fatal(err)
		}
	}
	return time.Since(start), cpuTime() - cpu0
}

// cpuTime is the CPU time this process has used, on every thread (pebble
// compacts in the background, so that counts too).
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
