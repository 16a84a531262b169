package graph

import (
	"context"
	"encoding/binary"
	"errors"

	ckv "github.com/cayleygraph/cayley/graph/kv"
	cproto "github.com/cayleygraph/cayley/graph/proto"
	"github.com/cayleygraph/quad"
	"github.com/cayleygraph/quad/pquads"
	hkv "github.com/hidal-go/hidalgo/kv"
	"google.golang.org/protobuf/proto"
)

// A question reads, for each statement it shows, the statement's card and
// text and its speaker's name, type and aliases: values of one subject and
// one predicate. Through Cayley's API each is a transaction, a prefix scan of
// the subject-predicate index (on pebble: a new iterator over every level)
// and the reads behind it. In Cayley's kv layout that index's key is exactly
// (subject, predicate), so kvValues reads it with one lookup, then the quads
// it lists from the log and their objects' values: the same reads, without
// the scan. TestKVValuesEqualCayleysAPI holds it to Cayley's answers,
// removed quads included. Like kvwords.go it reads the layout of the pinned
// Cayley version.

// spIndex is Cayley's default subject-predicate index.
var spIndex = ckv.QuadIndex{Dirs: []quad.Direction{quad.Subject, quad.Predicate}}

// kvValues returns the objects of the quads with subject s and predicate p
// (node ids), at most max of them (0: all), in the order Cayley lists them.
func (s *Store) kvValues(ctx context.Context, subj, pred uint64, max int) ([]quad.Value, error) {
	var out []quad.Value
	err := hkv.View(ctx, s.kv, func(tx hkv.Tx) error {
		ids, err := tx.Get(ctx, spIndex.Key([]uint64{subj, pred}))
		if errors.Is(err, hkv.ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		for len(ids) > 0 && (max <= 0 || len(out) < max) {
			id, n := binary.Uvarint(ids)
			if n <= 0 {
				return errors.New("malformed quad id list in Cayley's index")
			}
			ids = ids[n:]
			q, err := logPrimitive(ctx, tx, id)
			if err != nil || q == nil || q.Deleted {
				if err != nil {
					return err
				}
				continue // removed quads keep their ids in the index
			}
			node, err := logPrimitive(ctx, tx, q.Object)
			if err != nil {
				return err
			}
			if node == nil {
				return errors.New("a quad's object is missing from Cayley's log")
			}
			v, err := pquads.UnmarshalValue(node.Value)
			if err != nil {
				return err
			}
			out = append(out, Normalize(quad.Quad{Object: v}).Object)
		}
		return nil
	})
	return out, err
}

// logPrimitive reads the primitive (quad or node) with id from Cayley's log,
// or nil.
func logPrimitive(ctx context.Context, tx hkv.Tx, id uint64) (*cproto.Primitive, error) {
	key := make([]byte, 8)
	binary.BigEndian.PutUint64(key, id)
	b, err := tx.Get(ctx, hkv.Key{logBucket, key})
	if errors.Is(err, hkv.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var p cproto.Primitive
	if err := proto.Unmarshal(b, &p); err != nil {
		return nil, err
	}
	return &p, nil
}
