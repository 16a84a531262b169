package graph

import (
	"context"
	"encoding/binary"
	"errors"

	"github.com/cayleygraph/cayley/graph/refs"
	"github.com/cayleygraph/quad"
	hkv "github.com/hidal-go/hidalgo/kv"
)

// Counts without a scan. Every Cayley backend keeps, for each node, the
// number of quads that name it (its reference count): the kv stores in a
// bucket of their own, PostgreSQL in nodes.refs, and kg's appender and
// Cayley's writer keep it in the same transaction as the quads. A class
// IRI is named by its members' rdf:type quads alone, and a kind IRI by its
// statements' kg:statementOf quads alone, each once a member, so a class's
// reference count is its size: kg stats reads a few numbers, not every
// statement. TestCountsAgreeWithARecount holds them equal to a recount
// after loads, edits, reloads and imports; kg stats --recount checks a
// store (an import of foreign quads that type a node twice would part
// them).

// refCount returns the reference count of v's node: how many quads name it
// (0: none), and false when the backend does not say (then count).
func (s *Store) refCount(ctx context.Context, v quad.Value) (int, bool, error) {
	if s.backend == "postgres" {
		n, err := s.sqlRefCount(ctx, v)
		return n, err == nil, err
	}
	if s.kv == nil {
		return 0, false, nil
	}
	var n uint64
	err := hkv.View(ctx, s.kv, func(tx hkv.Tx) error {
		b, err := tx.Get(ctx, nodeKey('n', refs.HashOf(v)))
		if errors.Is(err, hkv.ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		n, _ = binary.Uvarint(b)
		return nil
	})
	return int(n), err == nil, err
}

// countOf is the number of subjects with predicate pred and the IRI object
// (a class's members, a kind's statements): its reference count where the
// backend keeps one, else counted.
func (s *Store) countOf(ctx context.Context, pred, object string) (int, error) {
	n, ok, err := s.refCount(ctx, quad.IRI(object))
	if err != nil || ok {
		return n, err
	}
	return s.countWith(ctx, pred, object)
}
