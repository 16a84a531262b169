// Package ingest is kg's streaming loader: it reads articles (package
// loader), extracts them on every core, and writes them to a graph.Store in
// batches, one transaction a batch, in input order. Memory stays flat in the
// size of the corpus: at most a bounded number of articles are in flight.
package ingest

import (
	"context"
	"runtime"
	"sync"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/loader"
)

// Options tune a load. Zero values pick the defaults.
type Options struct {
	Workers   int               // extraction goroutines; default GOMAXPROCS
	Batch     int               // articles per transaction; default 128
	Extractor *loader.Extractor // default loader.NewExtractor(nil)
	// Progress, if set, is called after each batch is written with the
	// totals so far.
	Progress func(Stats)
}

// Stats count what a load did.
type Stats struct {
	Articles, Statements int
	Entities             int // new to the store
	Added, Removed       int // quads
}

type job struct {
	seq int
	a   kg.Article
}

type done struct {
	seq int
	x   kg.Extraction
}

// Load reads src, extracts every article and writes it to st. Problems with
// inputs go to problem as loader.Source.Walk passes them. When ctx is
// cancelled, Load stops between batches: what was written stays whole.
func Load(ctx context.Context, st *graph.Store, src loader.Source, problem func(*loader.Problem) error, opt Options) (Stats, error) {
	if opt.Workers <= 0 {
		opt.Workers = runtime.GOMAXPROCS(0)
	}
	if opt.Batch <= 0 {
		opt.Batch = 128
	}
	if opt.Extractor == nil {
		opt.Extractor = loader.NewExtractor(nil)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	// tokens bound the articles between reading and writing
	tokens := make(chan struct{}, opt.Batch+4*opt.Workers)
	jobs := make(chan job, opt.Workers)
	results := make(chan done, opt.Workers)

	var readErr error
	go func() {
		defer close(jobs)
		seq := 0
		readErr = src.Walk(func(a kg.Article) error {
			select {
			case tokens <- struct{}{}:
			case <-ctx.Done():
				return ctx.Err()
			}
			jobs <- job{seq, a}
			seq++
			return nil
		}, problem)
	}()

	var wg sync.WaitGroup
	for i := 0; i < opt.Workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				results <- done{j.seq, opt.Extractor.Extract(j.a)}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()

	var stats Stats
	var writeErr error
	pending := map[int]kg.Extraction{}
	next := 0
	batch := make([]kg.Extraction, 0, opt.Batch)
	flush := func() {
		if len(batch) == 0 || writeErr != nil {
			return
		}
		if ctx.Err() != nil {
			writeErr = ctx.Err()
			return
		}
		res, err := st.WriteBatch(batch)
		if err != nil {
			writeErr = err
			cancel()
			return
		}
		stats.Added += res.Added
		stats.Removed += res.Removed
		stats.Entities += res.Entities
		for _, x := range batch {
			stats.Articles++
			stats.Statements += len(x.Statements)
			<-tokens
		}
		batch = batch[:0]
		if opt.Progress != nil {
			opt.Progress(stats)
		}
	}
	for d := range results {
		pending[d.seq] = d.x
		for {
			x, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			batch = append(batch, x)
			if len(batch) == opt.Batch {
				flush()
			}
		}
	}
	flush()
	if writeErr != nil {
		return stats, writeErr // context.Canceled when ctx was: the load was interrupted
	}
	if readErr != nil {
		return stats, readErr
	}
	return stats, nil
}
