package graph

import (
	"context"
	"encoding/binary"
	"errors"

	ckv "github.com/cayleygraph/cayley/graph/kv"
	"github.com/cayleygraph/cayley/graph/refs"
	"github.com/cayleygraph/cayley/query/shape"
	"github.com/cayleygraph/quad"
	hkv "github.com/hidal-go/hidalgo/kv"
	"github.com/hidal-go/hidalgo/kv/options"
)

// SubjectsOfEach is Subjects for each IRI of objs in turn, in that order,
// until fn returns ErrStop. On PostgreSQL the subjects of all of objs are
// read in one statement (sqlSubjectsOf): the via question steps from each
// hop of a page to its statement, and asked the server once a hop.
func (s *Store) SubjectsOfEach(ctx context.Context, objs []string, pred string, fn func(subject string) error) error {
	if s.backend == "postgres" {
		ks := make([]quoteKey, len(objs))
		for i, o := range objs {
			ks[i] = quoteKey{pred, quad.IRI(o)}
		}
		got, err := s.sqlSubjectsOf(ctx, ks)
		if err != nil {
			return err
		}
		for _, k := range ks {
			for _, sub := range got[k] {
				if err := fn(sub); errors.Is(err, ErrStop) {
					return nil
				} else if err != nil {
					return err
				}
			}
		}
		return nil
	}
	stopped := false
	each := func(sub string) error {
		err := fn(sub)
		stopped = errors.Is(err, ErrStop)
		return err
	}
	for _, o := range objs {
		if err := s.Subjects(ctx, quad.IRI(o), pred, each); err != nil || stopped {
			return err
		}
	}
	return nil
}

// Subjects calls fn with the IRI of the subject of each quad (?, pred, obj),
// in the order Gizmo's g.V(obj).In(pred) lists them; fn's ErrStop ends the
// walk. On the kv stores it reads the (obj, pred) range of Cayley's
// object-predicate-subject index itself, one key per subject (the layout of
// kvwords.go), skipping quads an edit removed; on PostgreSQL it reads them
// in SQL, a page at a time (sqlread.go); elsewhere it asks Cayley.
// The questions step this way from fixed nodes (queries/said_by.js, via.js)
// without the JavaScript VM: TestGoQuestionsFindWhatTheProgramsFind in
// package ask holds the two equal.
func (s *Store) Subjects(ctx context.Context, obj quad.Value, pred string, fn func(subject string) error) error {
	if s.backend == "postgres" {
		err := s.sqlSubjects(ctx, obj, pred, fn)
		if errors.Is(err, ErrStop) {
			return nil
		}
		return err
	}
	oref, err := s.qs.ValueOf(Normalize(quad.Quad{Object: obj}).Object)
	if err != nil || oref == nil {
		return err
	}
	pref, err := s.qs.ValueOf(quad.IRI(pred))
	if err != nil || pref == nil {
		return err
	}
	visit := func(sub refs.Ref) error {
		v, err := s.qs.NameOf(sub)
		if err != nil {
			return err
		}
		iri, ok := v.(quad.IRI)
		if !ok {
			return nil // a literal subject: not one of kg's
		}
		return fn(string(iri))
	}
	var walkErr error
	if s.kv != nil {
		err = hkv.View(ctx, s.kv, func(tx hkv.Tx) error {
			it := tx.Scan(ctx, options.WithPrefixKV(opsIndex.Key([]uint64{nodeID(oref), nodeID(pref)})))
			defer it.Close()
			for it.Next(ctx) {
				k := it.Key()
				if len(k) != 2 || len(k[1]) != 24 {
					return errors.New("unexpected key in Cayley's object-predicate-subject index")
				}
				ok, err := live(ctx, tx, it.Val())
				if err != nil {
					return err
				}
				if !ok {
					continue
				}
				if walkErr = visit(ckv.Int64Value(binary.BigEndian.Uint64(k[1][16:]))); walkErr != nil {
					return walkErr
				}
			}
			return it.Err()
		})
	} else {
		it := shape.BuildIterator(ctx, s.qs, shape.QuadsAction{Result: quad.Subject,
			Filter: map[quad.Direction]refs.Ref{quad.Object: oref, quad.Predicate: pref}}).Iterate()
		defer it.Close()
		for it.Next(ctx) {
			if walkErr = visit(it.Result()); walkErr != nil {
				break
			}
		}
		if walkErr == nil {
			err = it.Err()
		}
	}
	if errors.Is(walkErr, ErrStop) || errors.Is(err, ErrStop) {
		return nil
	}
	if walkErr != nil {
		return walkErr
	}
	return err
}

// Objects returns the objects of the quads (subj, pred, ?), in the order
// Gizmo's g.V(subj).Out(pred) lists them.
func (s *Store) Objects(ctx context.Context, subj, pred string) ([]quad.Value, error) {
	return s.values(ctx, subj, pred, 0)
}
