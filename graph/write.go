package graph

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	cgraph "github.com/cayleygraph/cayley/graph"
	"github.com/cayleygraph/cayley/graph/refs"
	"github.com/cayleygraph/quad"
	hkv "github.com/hidal-go/hidalgo/kv"
	"github.com/lib/pq"

	kg "github.com/kg-dev/kg"
)

// WriteResult says what writing one article changed.
type WriteResult struct {
	Added, Removed int // quads
	Entities       int // entities new to the store
}

// WriteExtraction stores one article's extraction in a single transaction.
//
// The article's named graph is replaced as a whole: quads it held before that
// the new extraction does not produce are removed, new ones are added, and
// quads present in both are left alone. Loading the same article twice
// therefore changes nothing, and loading an edited article never mixes its old
// statements with the new ones.
func (s *Store) WriteExtraction(x kg.Extraction) (WriteResult, error) {
	return s.WriteBatch([]kg.Extraction{x})
}

// WriteBatch stores several articles in one transaction, each replacing its
// graph as WriteExtraction does: after a crash the store holds the whole
// batch or none of it. An article given twice keeps its last version.
//
// On a shared SQL store two loaders can deadlock on the rows of nodes they
// both count; the database then aborts one transaction, which WriteBatch
// runs again, a few times.
func (s *Store) WriteBatch(xs []kg.Extraction) (WriteResult, error) {
	if s.w == nil {
		return WriteResult{}, s.errReadOnly()
	}
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	unlock, pending, err := s.copyBodiesThenLock(xs) // (PostgreSQL: sqlbodies.go)
	if err != nil {
		return WriteResult{}, fmt.Errorf("write %d article(s) from %s: %w", len(xs), xs[0].Article.ID, err)
	}
	defer unlock()
	for try := 0; ; try++ {
		res, err := s.writeBatch(xs, pending)
		pending = nil // written or rolled back; a retry writes the batch the usual way
		if err != nil {
			s.quoteCache.reset() // a plan's removals may have landed without the rest
		}
		if err == nil || try == 4 || !retryable(err) {
			return res, err
		}
		time.Sleep(time.Duration(50*(try+1)) * time.Millisecond)
	}
}

// retryable reports whether err is a transaction the database aborted to
// break a deadlock or a serialization conflict (SQLSTATE 40P01, 40001).
func retryable(err error) bool {
	var pe *pq.Error
	if errors.As(err, &pe) {
		return pe.Code == "40P01" || pe.Code == "40001"
	}
	msg := err.Error()
	return strings.Contains(msg, "deadlock detected") || strings.Contains(msg, "40P01") || strings.Contains(msg, "40001")
}

// writeBatch writes xs under the write lock, in the transaction of
// pending, the bodies of its new articles (copyBodies), when there is one.
func (s *Store) writeBatch(xs []kg.Extraction, pending *pendingBodies) (WriteResult, error) {
	defer func() { pending.end(); s.pending = nil }() // unless written (sqlAppend takes it)
	ctx := context.Background()
	xs, canon, stored, err := s.canonicalize(ctx, xs)
	if err != nil {
		return WriteResult{}, err
	}
	pending, err = s.keepPending(ctx, pending)
	if err != nil {
		return WriteResult{}, err
	}
	bodies := pending.graphs() // written as new
	last := map[string]int{}
	writing := map[quad.Value]bool{}
	for i, x := range xs {
		last[x.Article.ID] = i
		writing[Normalize(quad.Quad{Label: quad.IRI(kg.ArticleIRI(x.Article.ID))}).Label] = true
	}
	var latest []kg.Extraction
	for i, x := range xs {
		if last[x.Article.ID] == i {
			latest = append(latest, x)
		}
	}
	quads := make(chan [][]quad.Quad, 1)
	go func() { quads <- batchQuads(xs, last) }() // while the quotations are planned
	plan, err := s.quotations(ctx, latest, canon, bodies)
	all := <-quads
	if err != nil {
		return WriteResult{}, err
	}
	n := 0
	for _, qs := range all {
		n += len(qs)
	}
	moved, err := s.unlink(plan, xs)
	if err != nil {
		return WriteResult{}, err
	}
	ws := writeSet{adds: make([]quad.Quad, 0, n+len(plan.adds)), cards: moved}
	ws.adds = append(ws.adds, plan.adds...)
	res := WriteResult{Added: len(plan.adds), Removed: len(plan.dels)}

	global := map[quad.Quad]bool{}  // entity quads of this batch, and the merges' rewrites
	deleted := map[quad.Quad]bool{} // the quads the merges remove
	if len(canon) > 0 {
		before := len(ws.adds)
		if err := s.mergeStored(ctx, &ws, canon, stored, writing, global, deleted); err != nil {
			return WriteResult{}, err
		}
		res.Added += len(ws.adds) - before
	}
	held, err := s.heldGlobals(ctx, xs, all, last)
	if err != nil {
		return WriteResult{}, err
	}
	var added []quadKey // entity quads this batch adds
	for i, x := range xs {
		if last[x.Article.ID] != i {
			continue
		}
		article := Normalize(quad.Quad{Label: quad.IRI(kg.ArticleIRI(x.Article.ID))}).Label
		var labelled []quad.Quad
		for _, q := range all[i] {
			if q.Label == article {
				labelled = append(labelled, q)
			} else if deleted[q] {
				deleted[q] = false // a merge would remove what the batch writes again: it stays
			} else if !global[q] {
				global[q] = true
				k := keyOf(q)
				if ok, err := s.storedGlobal(q, k, held); err != nil {
					return WriteResult{}, err
				} else if ok {
					continue
				}
				ws.adds = append(ws.adds, q)
				added = append(added, k)
				res.Added++
				if q.Predicate == quad.IRI(RDFType) {
					res.Entities++
				}
			}
		}
		if bodies[article] {
			labelled = slices.DeleteFunc(labelled, isBody) // written before the lock
		}
		r, err := s.replaceGraph(&ws, article.(quad.IRI), labelled, bodies[article])
		if err != nil {
			return WriteResult{}, err
		}
		res.Added += r.Added
		res.Removed += r.Removed
	}
	if len(deleted) > 0 {
		// A merge's removals go first, in a transaction of their own.
		// Loading PolNeAR train with a variant that also merged across
		// types, a transaction that removed a merged entity's quads and
		// added the batch's left a quad whose object node had been freed
		// (a key string another entity still held); with the removals
		// applied first it did not happen. Removed first, the merge also
		// leaves a consistent store if the batch never lands.
		// TestMergeKeepsSharedNodes checks the store after such a merge.
		var mergeDels, kept []quad.Quad
		for _, q := range ws.dels {
			gone, merged := deleted[q]
			switch {
			case merged && gone:
				mergeDels = append(mergeDels, q)
			case !merged:
				kept = append(kept, q)
			}
		}
		if len(mergeDels) > 0 {
			linked, unlinked, err := s.apply(writeSet{dels: mergeDels}, true)
			if err != nil {
				return WriteResult{}, fmt.Errorf("merge entities for %d article(s) from %s: %w", len(xs), xs[0].Article.ID, err)
			}
			s.stored.reset()
			res.Added += linked
			res.Removed += len(mergeDels) + unlinked
		}
		ws.dels = kept
	}
	res.Added += s.placeBodies(&ws, pending)
	if len(ws.adds) == 0 && len(ws.dels) == 0 {
		plan.remember()
		return res, nil
	}
	linked, unlinked, err := s.apply(ws, true)
	if err != nil {
		return WriteResult{}, fmt.Errorf("write %d article(s) from %s: %w", len(xs), xs[0].Article.ID, err)
	}
	res.Added += linked
	res.Removed += unlinked
	plan.remember()
	if len(canon) > 0 && len(ws.dels) > 0 {
		s.stored.reset() // a merge removed entity quads the cache may hold
	}
	s.noteKeys(xs)
	for _, k := range added {
		s.stored.add(k)
	}
	if s.bolt != nil {
		trimMap(s.bolt)
	}
	return res, nil
}

// batchQuads are the quads of each article of xs that is written (its last
// version, last[id]), nil for the others. Making them is a tenth of a
// batch's CPU in the writer, pure, so it runs beside the quotation plan and
// on every core.
func batchQuads(xs []kg.Extraction, last map[string]int) [][]quad.Quad {
	all := make([][]quad.Quad, len(xs))
	var wg sync.WaitGroup
	next := make(chan int, len(xs))
	for i, x := range xs {
		if last[x.Article.ID] == i {
			next <- i
		}
	}
	close(next)
	for range min(runtime.GOMAXPROCS(0), len(xs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				all[i] = Quads(xs[i])
			}
		}()
	}
	wg.Wait()
	return all
}

// unlink writes the removals of a quotation plan (quotations renamed or
// split lose their old links) in a transaction of their own, so that a
// batch of new articles is still written by the appender (a removal sends
// the whole transaction through Cayley's writer, ten times slower). It
// returns the cards of the reports whose links it removed, which the
// kgreports bucket files under their new quotation.
func (s *Store) unlink(plan quotePlan, xs []kg.Extraction) (map[string]string, error) {
	if len(plan.dels) == 0 {
		return nil, nil
	}
	moved, err := s.reportCards(context.Background(), plan.dels)
	if err != nil {
		return nil, err
	}
	if _, _, err := s.apply(writeSet{dels: plan.dels, quotations: true}, true); err != nil {
		return nil, fmt.Errorf("quotations of %d article(s) from %s: %w", len(xs), xs[0].Article.ID, err)
	}
	return moved, crashPoint()
}

// heldGlobals reads, on PostgreSQL, which of the batch's quads outside its
// articles' graphs (entities, tallies) the store holds, in one statement
// (sqlHeld) rather than a round trip each; elsewhere, and for a quad it
// does not list, writeBatch asks has.
func (s *Store) heldGlobals(ctx context.Context, xs []kg.Extraction, all [][]quad.Quad, last map[string]int) (map[quad.Quad]bool, error) {
	if s.backend != "postgres" {
		return nil, nil
	}
	var qs []quad.Quad
	seen := map[quad.Quad]bool{}
	for i, x := range xs {
		if last[x.Article.ID] != i {
			continue
		}
		article := Normalize(quad.Quad{Label: quad.IRI(kg.ArticleIRI(x.Article.ID))}).Label
		for _, q := range all[i] {
			if q.Label != article && !seen[q] && !s.stored.has(keyOf(q)) {
				seen[q] = true
				qs = append(qs, q)
			}
		}
	}
	ok, err := s.sqlHeld(ctx, qs)
	held := make(map[quad.Quad]bool, len(qs))
	for i, q := range qs {
		if err == nil {
			held[q] = ok[i]
		}
	}
	return held, err
}

// storedGlobal reports whether the store holds q, a quad outside any
// article's graph (key k): known stored in this process (s.stored), else
// as held says (PostgreSQL's batch read, heldGlobals), else asked (has).
// A quad found stored is remembered.
func (s *Store) storedGlobal(q quad.Quad, k quadKey, held map[quad.Quad]bool) (bool, error) {
	if s.stored.has(k) {
		return true, nil
	}
	ok, known := held[q]
	if !known {
		var err error
		if ok, err = s.has(q); err != nil {
			return false, err
		}
	}
	if ok {
		s.stored.add(k)
	}
	return ok, nil
}

// useAppender turns the kv appender on; tests turn it off to compare.
var useAppender = true

// writeSet is one transaction's changes: quads to remove and quads to add,
// each quad at most once in all (writeBatch and replaceGraph see to it; a
// quad in both would be Cayley's no-op, and is never built).
type writeSet struct {
	adds, dels []quad.Quad
	quotations bool              // a quotation plan's own removals, which quoteCache follows
	cards      map[string]string // statement IRI -> card, of reports that move to another quotation (reportCards)
}

// apply writes ws in one transaction with the count links its tally quads
// call for (keepTallies); fresh says that ws adds no quad the store holds.
// It returns how many quads those links added and removed.
func (s *Store) apply(ws writeSet, fresh bool) (linked, unlinked int, err error) {
	adds, dels := len(ws.adds), len(ws.dels)
	counts, err := s.keepTallies(context.Background(), &ws, fresh)
	if err != nil {
		return 0, 0, err
	}
	if err := s.write(ws); err != nil {
		s.tallies.reset() // part of it may have landed
		return 0, 0, err
	}
	s.tallies.put(counts)
	return len(ws.adds) - adds, len(ws.dels) - dels, nil
}

// write writes ws: through the kv appender when it only adds, else through
// Cayley's writer, after which what the caches hold of the nodes ws names
// is out of date.
func (s *Store) write(ws writeSet) error {
	ctx := context.Background()
	// The kgreports keys of ws, read before anything is written (and
	// before cayleyWrites forgets what the appender's lookups remember).
	reports, err := s.reportOps(ctx, ws)
	if err != nil {
		return err
	}
	if s.appender != nil && useAppender && len(ws.dels) == 0 {
		names, err := nameKeys(ws.adds)
		if err != nil {
			return err
		}
		_, err = s.appender.append(ws.adds, append(names, reports...)...)
		return err
	}
	if s.kv != nil {
		if err := s.keepNames(ctx, ws.adds); err != nil {
			return err
		}
	}
	s.cayleyWrites(ws)
	if s.backend == "postgres" && useAppender && len(ws.dels) == 0 {
		if err := s.sqlAppend(ctx, ws.adds); err != nil { // Cayley's rows, in bulk
			return err
		}
		s.keepStatistics(ctx, len(ws.adds))
		return nil
	}
	if s.kv != nil && len(ws.adds) > 0 && shrinksAnAddedNode(ws) {
		// Cayley's kv writer would write the adds without that node
		// (TestCayleyLosesANodeItRemovesMoreOften): remove first, then add
		// (with all of reports: deleting a key twice is harmless).
		if err := s.write(writeSet{dels: ws.dels}); err != nil {
			return err
		}
		ws.dels = nil
	}
	tx := cgraph.NewTransactionN(len(ws.adds) + len(ws.dels))
	for _, q := range ws.dels {
		tx.RemoveQuad(q)
	}
	for _, q := range ws.adds {
		tx.AddQuad(q)
	}
	if s.hook == nil {
		return s.w.ApplyTransaction(tx)
	}
	s.hook.set(reports) // committed with the quads (newKeysKV)
	err = s.w.ApplyTransaction(tx)
	if left := s.hook.take(); err == nil && len(left) > 0 {
		err = s.putOps(ctx, left) // the writer had nothing to commit
	}
	return err
}

// shrinksAnAddedNode reports whether a node of an added quad is in more of
// ws's removed quads than its added ones.
func shrinksAnAddedNode(ws writeSet) bool {
	net := map[quad.Value]int{}
	count := func(q quad.Quad, d int) {
		for _, dir := range quad.Directions {
			if v := q.Get(dir); v != nil {
				net[v] += d
			}
		}
	}
	for _, q := range ws.adds {
		count(q, 1)
	}
	for _, q := range ws.dels {
		count(q, -1)
	}
	for _, q := range ws.adds {
		for _, dir := range quad.Directions {
			if v := q.Get(dir); v != nil && net[v] < 0 {
				return true
			}
		}
	}
	return false
}

// cayleyWrites tells the caches that Cayley's writer writes ws. Its writer
// changes only the nodes the quads name (their reference counts, and those
// it creates or frees), so the appender forgets those; the name keys'
// owners change only with a kg:key quad. Forgetting less than everything
// matters on a load whose quotations are renamed now and then: each
// rename's removal otherwise costs the next batches a read of every node.
func (s *Store) cayleyWrites(ws writeSet) {
	keys := false
	if s.appender != nil {
		s.appender.forgetAbsent() // Cayley may create them
	}
	for _, qs := range [][]quad.Quad{ws.adds, ws.dels} {
		for _, q := range qs {
			if s.appender != nil {
				for _, d := range quad.Directions {
					if v := q.Get(d); v != nil {
						s.appender.nodes.forget(refs.HashOf(v))
					}
				}
			}
			keys = keys || plain(q.Predicate) == Key
		}
	}
	if keys {
		s.keys.reset()
	}
	if !ws.quotations {
		s.quoteCache.reset()
	}
}

// cayleyWrote tells the appender that Cayley's writer wrote, what is not known.
func (s *Store) cayleyWrote() {
	if s.kv != nil {
		_ = hkv.Update(context.Background(), s.kv, func(tx hkv.Tx) error {
			return errors.Join(tx.Del(context.Background(), namesComplete), tx.Del(context.Background(), reportsComplete))
		})
	}
	if s.appender != nil {
		s.appender.nodes.reset()
		s.appender.forgetAbsent()
	}
	s.quoteCache.reset()
	s.keys.reset() // a delete or a write of any quads may change who holds a name key
}

// crashPoint stands, in tests, for a process killed between a quotation
// plan's removals and the rest of its batch (TestRerunAfterACrashBetweenTransactions),
// and on PostgreSQL between a batch's copy of its bodies and the rest
// (TestABatchCopiedBeforeTheLockCommitsWhole).
var crashPoint = func() error { return nil }

// ErrReadOnly is returned by writes to a store opened with OpenReadOnly.
var ErrReadOnly = errors.New("store is open read-only")

// errReadOnly is ErrReadOnly with the reason.
func (s *Store) errReadOnly() error { return fmt.Errorf("%w: %s", ErrReadOnly, s.readOnlyWhy) }

// ReadOnly reports whether writes fail, and why: the store was opened for
// reading, or it is a read replica.
func (s *Store) ReadOnly() (bool, string) { return s.readOnly, s.readOnlyWhy }

// replaceGraph adds to ws what turns the graph labelled label into quads;
// bodiesOnly says that the graph holds only the bodies this batch wrote,
// which quads leaves out, so it is not read.
func (s *Store) replaceGraph(ws *writeSet, label quad.IRI, quads []quad.Quad, bodiesOnly bool) (WriteResult, error) {
	want := make(map[quad.Quad]struct{}, len(quads))
	for _, q := range quads {
		want[q] = struct{}{}
	}
	var res WriteResult
	stored := !bodiesOnly
	if stored && s.appender != nil && useAppender {
		// A new article's label is no node yet: the appender's lookup
		// answers that for less than Cayley's walk of the label.
		var err error
		if stored, err = s.appender.holds(label); err != nil {
			return res, err
		}
	}
	if stored {
		err := s.eachWith(context.Background(), quad.Label, label, func(q quad.Quad) {
			q = Normalize(q)
			if _, ok := want[q]; ok {
				delete(want, q)
				return
			}
			ws.dels = append(ws.dels, q)
			res.Removed++
		})
		if err != nil {
			return res, err
		}
	}
	for _, q := range quads { // in order, for a stable write
		if _, ok := want[q]; ok {
			delete(want, q)
			ws.adds = append(ws.adds, q)
			res.Added++
		}
	}
	return res, nil
}

// ImportBatch is how many quads Import writes per transaction: Cayley's own
// default batch, the size `cayley load` uses.
var ImportBatch = quad.DefaultBatch

// Check reads every quad of r and returns how many there are, or the first
// error: Import's first pass, so that a malformed line writes nothing.
func Check(r quad.Reader) (int, error) {
	n := 0
	for {
		_, err := r.ReadQuad()
		if err == io.EOF {
			return n, nil
		}
		if err != nil {
			return n, err
		}
		n++
	}
}

// heldOf says, for each of qs, whether the store holds it.
func (s *Store) heldOf(qs []quad.Quad) ([]bool, error) {
	held := make([]bool, len(qs))
	for i, q := range qs {
		ok, err := s.has(q)
		if err != nil {
			return nil, err
		}
		held[i] = ok
	}
	return held, nil
}

// Import writes every quad of r, normalised, into the store in transactions
// of ImportBatch quads, streaming; quads already present are skipped. Run
// Check over the same input first where a malformed line must write nothing.
func (s *Store) Import(r quad.Reader) (int, error) {
	if s.w == nil {
		return 0, s.errReadOnly()
	}
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	n := 0
	var ws writeSet
	seen := make(map[quad.Quad]struct{}, ImportBatch) // a quad given twice in a batch is written once
	flush := func() error {
		if len(ws.adds) == 0 {
			return nil
		}
		s.keys.reset() // imported quads may hold name keys
		// Cayley's kv writer counts the references of a quad's nodes
		// before it skips a quad the store holds (graph/kv
		// applyAddDeltas), and the appender does as it does: such a quad
		// never reaches them, or class sizes and tallies would grow
		// (TestCountsAgreeWithARecount imports an export twice).
		held, err := s.heldOf(ws.adds)
		if err != nil {
			return err
		}
		w := writeSet{adds: make([]quad.Quad, 0, len(ws.adds))}
		for i, q := range ws.adds {
			if !held[i] {
				w.adds = append(w.adds, q)
			}
		}
		_, _, err = s.apply(w, true)
		ws.adds = ws.adds[:0]
		clear(seen)
		if s.bolt != nil {
			trimMap(s.bolt)
		}
		return err
	}
	for {
		q, err := r.ReadQuad()
		if err == io.EOF {
			return n, flush()
		}
		if err != nil {
			return n, err
		}
		q = Normalize(q)
		n++
		if q.Predicate == quad.IRI(AtLeast) {
			continue // count links are the store's own, kept from its tallies (keepTallies)
		}
		if _, ok := seen[q]; ok {
			continue
		}
		seen[q] = struct{}{}
		ws.adds = append(ws.adds, q)
		if len(ws.adds) >= ImportBatch {
			if err := flush(); err != nil {
				return n, err
			}
		}
	}
}

// storedSet remembers entity quads known to be in the store, so that a
// writer asks the store about each once: popular speakers and outlets come
// back in article after article, and each question costs several lookups.
// Entity quads are never removed (an edited article keeps the aliases it
// gave), so a quad once stored stays stored, whoever else writes (a delete
// through Cayley's HTTP API, QueryAPI, empties the set). The set is
// bounded: when full it starts again, which costs lookups, never answers.
type storedSet struct {
	mu sync.Mutex
	m  map[quadKey]struct{}
}

// quadKey is 128 bits of a quad's hash: a set of quads kept whole cost ~400
// bytes a quad.
type quadKey [16]byte

func keyOf(q quad.Quad) quadKey {
	sum := sha256.Sum256([]byte(q.NQuad()))
	return quadKey(sum[:16])
}

// storedMax bounds storedSet: about 10 MB.
const storedMax = 200_000

func (c *storedSet) has(k quadKey) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.m[k]
	return ok
}

func (c *storedSet) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m = nil
}

func (c *storedSet) add(k quadKey) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= storedMax {
		c.m = make(map[quadKey]struct{})
	}
	c.m[k] = struct{}{}
}
