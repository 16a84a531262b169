package graph

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"

	cgraph "github.com/cayleygraph/cayley/graph"
	ckv "github.com/cayleygraph/cayley/graph/kv"
	"github.com/cayleygraph/cayley/query"
	_ "github.com/cayleygraph/cayley/query/gizmo" // registers the "gizmo" language
	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
)

// ErrTimeout is returned by Query when the query ran out of time.
var ErrTimeout = errors.New("query timed out")

// Query runs a Gizmo program and calls fn with each result, as it comes, in the
// JSON collation (maps of tag to value, or plain values). At most limit results
// are produced (0: no limit). The query stops when ctx is done, even inside a
// loop of the program's own: Cayley interrupts its JavaScript VM when the
// context given to the result iterator ends (Execute's own context is ignored).
//
// Results are passed on as they come, never collected: fn may stop the
// query by returning an error, which Query returns. Gizmo's own limit does not
// stop a program's ForEach loops, so Query counts results itself.
func (s *Store) Query(ctx context.Context, program string, limit int, fn func(any) error) error {
	s.queries.Add(1)
	defer s.queries.Done()
	sess := query.NewSession(s.qs, "gizmo")
	it, err := sess.Execute(ctx, program, query.Options{Collation: query.JSON, Limit: limit})
	if err != nil {
		return fmt.Errorf("gizmo: %w", err)
	}
	defer func() {
		// Close only interrupts the program's goroutine, which may still be
		// reading the store: drain it until it has returned, so that closing
		// the store afterwards is safe (TestCloseWaitsForStoppedPrograms).
		it.Close()
		for it.Next(context.Background()) {
		}
	}()
	n := 0
	for it.Next(ctx) {
		r := it.Result()
		if r == nil {
			continue
		}
		if err := fn(r); err != nil {
			return err
		}
		if n++; limit > 0 && n >= limit {
			return nil
		}
	}
	if err := it.Err(); err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return ErrTimeout
		}
		return fmt.Errorf("gizmo: %w", err)
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return ErrTimeout
	}
	return nil
}

// Export writes every quad of the store to w, normalised to full, escaped IRIs,
// and returns how many it wrote.
func (s *Store) Export(w quad.Writer) (int, error) {
	r := cgraph.NewQuadStoreReader(s.qs)
	defer r.Close()
	n := 0
	for {
		q, err := r.ReadQuad()
		if err != nil {
			if err == io.EOF {
				return n, nil
			}
			return n, err
		}
		if err := w.WriteQuad(Normalize(q)); err != nil {
			return n, err
		}
		n++
	}
}

// Stats counts what the store holds.
type Stats struct {
	Articles   int
	Statements int
	Kinds      map[kg.Kind]int // statements by kind
	Entities   map[kg.EntityType]int
	Quads      int64
}

// EntityTotal is the number of entities of every type.
func (st Stats) EntityTotal() int {
	n := 0
	for _, c := range st.Entities {
		n += c
	}
	return n
}

// Stats counts articles, statements, entities by type, and quads.
func (s *Store) Stats(ctx context.Context) (Stats, error) {
	return s.stats(ctx, s.countOf, true)
}

// Recount is Stats the slow way: every class's and kind's members counted
// one by one, as kg stats --recount shows beside Stats to check the kept
// counts.
func (s *Store) Recount(ctx context.Context) (Stats, error) {
	return s.stats(ctx, s.countWith, false)
}

// stats fills Stats with count (pred, object IRI); kept reads the quad
// count PostgreSQL keeps, where it keeps one.
func (s *Store) stats(ctx context.Context, count func(ctx context.Context, pred, object string) (int, error), kept bool) (Stats, error) {
	st := Stats{Entities: map[kg.EntityType]int{}, Kinds: map[kg.Kind]int{}}
	var err error
	if st.Articles, err = count(ctx, RDFType, ClassArticle); err != nil {
		return st, err
	}
	if st.Statements, err = count(ctx, RDFType, ClassStatement); err != nil {
		return st, err
	}
	for _, k := range kg.Kinds {
		n, err := count(ctx, StatementOf, KindIRI(k))
		if err != nil {
			return st, err
		}
		st.Kinds[k] = n
	}
	for _, t := range kg.EntityTypes {
		n, err := count(ctx, RDFType, ClassOf(t))
		if err != nil {
			return st, err
		}
		if n > 0 {
			st.Entities[t] = n
		}
	}
	if s.backend == "postgres" {
		// Cayley's SQL store keeps the count it last took until its own
		// writer writes, and kg writes in bulk beside it (sqlappend.go).
		n, err := s.sqlQuads(ctx, kept)
		st.Quads = n
		return st, err
	}
	// Cayley's kv stores keep the number of quads exactly; asked for
	// exact statistics they also count every node, one by one, which
	// Stats has no use for.
	cs, err := s.qs.Stats(ctx, s.kv == nil)
	if errors.Is(err, ckv.ErrNoBucket) {
		return st, nil // Cayley's kv stores fail to count nothing (TestStatsOfAnEmptyStore)
	}
	if err != nil {
		return st, err
	}
	st.Quads = cs.Quads.Value
	return st, nil
}

// countWith counts the distinct subjects with predicate pred and the IRI
// object, in any graph.
func (s *Store) countWith(ctx context.Context, pred, object string) (int, error) {
	subjects := map[string]struct{}{}
	err := s.eachWith(ctx, quad.Object, quad.IRI(object), func(q quad.Quad) {
		if Normalize(q).Predicate == quad.IRI(pred) {
			subjects[quad.StringOf(q.Subject)] = struct{}{}
		}
	})
	return len(subjects), err
}

// eachWith calls fn for every quad whose direction d holds v.
func (s *Store) eachWith(ctx context.Context, d quad.Direction, v quad.Value, fn func(quad.Quad)) error {
	ref, err := s.qs.ValueOf(v)
	if err != nil || ref == nil {
		return err
	}
	it := s.qs.QuadIterator(d, ref).Iterate()
	defer it.Close()
	for it.Next(ctx) {
		q, err := s.qs.Quad(it.Result())
		if err != nil {
			return err
		}
		fn(q)
	}
	return it.Err()
}

// EntityTypeNames returns the entity types in Stats, sorted, for printing.
func (st Stats) EntityTypeNames() []kg.EntityType {
	var ts []kg.EntityType
	for t := range st.Entities {
		ts = append(ts, t)
	}
	sort.Slice(ts, func(i, j int) bool { return ts[i] < ts[j] })
	return ts
}
