package graph

import (
	"context"
	"errors"

	ckv "github.com/cayleygraph/cayley/graph/kv"
	"github.com/cayleygraph/cayley/graph/refs"
	"github.com/cayleygraph/cayley/query/shape"
	"github.com/cayleygraph/quad"
)

// ErrStop, returned by the function EachWithWords calls, ends the walk
// without an error.
var ErrStop = errors.New("stop")

// EachWithWords calls fn with the IRI and content of each statement whose
// content holds every word of words (word node IRIs, kg.WordIRI), until fn
// returns an error; ErrStop ends the walk without one. It finds the same
// statements as queries/who_said.js before its phrase check, faster:
//
// Gizmo intersects two words' statements by walking the first word's and
// asking, for each, whether the second word points at it; Cayley answers that
// by reading every quad of the statement (~40 with its words). Here, on the
// kv stores, the words' ranges of the object-predicate-subject index are
// merged in order (kvwords.go); elsewhere each such question is one lookup
// of the quad (statement, kg:hasWord, word), and on PostgreSQL a few SQL
// statements read the statements and their contents a page at a time
// (sqlread.go).
func (s *Store) EachWithWords(ctx context.Context, words []string, fn func(id, content string) error) error {
	if len(words) == 0 {
		return nil
	}
	has, err := s.qs.ValueOf(quad.IRI(HasWord))
	if err != nil || has == nil {
		return err
	}
	text, err := s.qs.ValueOf(quad.IRI(Text))
	if err != nil || text == nil {
		return err
	}
	// the longest word first: in news, long words are the rarer ones
	order := append([]string(nil), words...)
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && len(order[j]) > len(order[j-1]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	if s.backend == "postgres" {
		err := s.sqlEachWithWords(ctx, order, fn)
		if errors.Is(err, ErrStop) {
			return nil
		}
		return err
	}
	wrefs := make([]refs.Ref, len(order))
	for i, w := range order {
		wrefs[i], err = s.qs.ValueOf(quad.IRI(w))
		if err != nil || wrefs[i] == nil {
			return err // a word no statement holds
		}
	}
	visit := func(st refs.Ref) error {
		id, err := s.qs.NameOf(st)
		if err != nil {
			return err
		}
		vs, err := s.valuesOf(ctx, st, text, 1)
		if err != nil {
			return err
		}
		c := ""
		if len(vs) > 0 {
			c = plain(vs[0])
		}
		return fn(plain(id), c)
	}
	err = s.walkWords(ctx, wrefs, has, visit)
	if errors.Is(err, ErrStop) {
		return nil
	}
	return err
}

// walkWords calls visit with each statement that has every word of wrefs.
func (s *Store) walkWords(ctx context.Context, wrefs []refs.Ref, has refs.Ref, visit func(refs.Ref) error) error {
	if s.kv != nil && nodeID(has) != 0 {
		ids := make([]uint64, len(wrefs))
		for i, w := range wrefs {
			ids[i] = nodeID(w)
		}
		if ids[0] != 0 {
			return s.kvEachWithWords(ctx, ids, nodeID(has), func(st uint64) error { return visit(ckv.Int64Value(st)) })
		}
	}
	it := shape.BuildIterator(ctx, s.qs, shape.QuadsAction{
		Result: quad.Subject,
		Filter: map[quad.Direction]refs.Ref{quad.Object: wrefs[0], quad.Predicate: has},
	}).Iterate()
	defer it.Close()
next:
	for it.Next(ctx) {
		st := it.Result()
		for _, w := range wrefs[1:] {
			ok, err := s.lookup(ctx, map[quad.Direction]refs.Ref{quad.Subject: st, quad.Predicate: has, quad.Object: w}, quad.Subject)
			if err != nil {
				return err
			}
			if ok == nil {
				continue next
			}
		}
		if err := visit(st); err != nil {
			return err
		}
	}
	return it.Err()
}

// lookup returns the value in direction d of one quad that matches filter, or
// nil when none does.
func (s *Store) lookup(ctx context.Context, filter map[quad.Direction]refs.Ref, d quad.Direction) (refs.Ref, error) {
	it := shape.BuildIterator(ctx, s.qs, shape.QuadsAction{Result: d, Filter: filter}).Iterate()
	defer it.Close()
	if it.Next(ctx) {
		return it.Result(), nil
	}
	return nil, it.Err()
}
