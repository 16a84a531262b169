package graph

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"

	ckv "github.com/cayleygraph/cayley/graph/kv"
	cproto "github.com/cayleygraph/cayley/graph/proto"
	"github.com/cayleygraph/quad"
	hkv "github.com/hidal-go/hidalgo/kv"
	"github.com/hidal-go/hidalgo/kv/options"
	"google.golang.org/protobuf/proto"
)

// Walking a word's statements through Cayley's API costs a transaction and a
// few reads per statement, and asking whether a statement holds a second word
// costs one read per quad of the statement. In Cayley's kv stores both are
// plain keys of the object-predicate-subject index: (word, kg:hasWord,
// statement), each holding the ids of the quads with those three values. So
// on those stores EachWithWords scans the first word's keys and looks the
// others up directly, in one read transaction.
//
// This reads Cayley's on-disk layout (graph/kv/indexing.go, at the version
// go.mod pins): index buckets named by their directions' prefixes, keys of
// big-endian node ids, values of uvarint quad ids, and the "log" bucket of
// protobuf primitives, where a removed quad stays, marked Deleted.
// TestWordWalkOnKVEqualsCayleysAPI holds it to Cayley's own answers.

// opsIndex is Cayley's default object-predicate-subject index.
var opsIndex = ckv.QuadIndex{Dirs: []quad.Direction{quad.Object, quad.Predicate, quad.Subject}}

var logBucket = []byte("log")

// storeIndexes reads the indexes a kv store keeps (Cayley's meta record).
func storeIndexes(db hkv.KV) []ckv.QuadIndex {
	var have []ckv.QuadIndex
	_ = hkv.View(context.Background(), db, func(tx hkv.Tx) error {
		b, err := tx.Get(context.Background(), hkv.Key{[]byte("meta"), []byte("indexes")})
		if err != nil {
			return err
		}
		return json.Unmarshal(b, &have)
	})
	return have
}

// nodeID is the kv store's id of a node ref, or 0.
func nodeID(r any) uint64 {
	if v, ok := r.(ckv.Int64Value); ok {
		return uint64(v)
	}
	return 0
}

// kvEachWithWords calls fn with the node id of each statement that has every
// word of words (node ids), through has (the node id of kg:hasWord); fn's
// ErrStop ends the walk.
func (s *Store) kvEachWithWords(ctx context.Context, words []uint64, has uint64, fn func(stmt uint64) error) error {
	return hkv.View(ctx, s.kv, func(tx hkv.Tx) error {
		it := tx.Scan(ctx, options.WithPrefixKV(opsIndex.Key([]uint64{words[0], has})))
		defer it.Close()
	next:
		for it.Next(ctx) {
			k := it.Key()
			if len(k) != 2 || len(k[1]) != 24 {
				return errors.New("unexpected key in Cayley's object-predicate-subject index")
			}
			stmt := binary.BigEndian.Uint64(k[1][16:])
			lists := [][]byte{append([]byte(nil), it.Val()...)}
			for _, w := range words[1:] { // first whether the keys exist: most candidates end here
				v, err := tx.Get(ctx, opsIndex.Key([]uint64{w, has, stmt}))
				if errors.Is(err, hkv.ErrNotFound) {
					continue next
				}
				if err != nil {
					return err
				}
				lists = append(lists, v)
			}
			for _, l := range lists { // then whether their quads are still there
				if ok, err := live(ctx, tx, l); err != nil || !ok {
					if err != nil {
						return err
					}
					continue next
				}
			}
			if err := fn(stmt); err != nil {
				return err
			}
		}
		return it.Err()
	})
}

// live reports whether any quad of an index value (uvarint quad ids) is
// still in the store: removing a quad marks it Deleted in the log and leaves
// its id in the indexes.
func live(ctx context.Context, tx hkv.Tx, ids []byte) (bool, error) {
	for len(ids) > 0 {
		id, n := binary.Uvarint(ids)
		if n <= 0 {
			return false, errors.New("malformed quad id list in Cayley's index")
		}
		ids = ids[n:]
		key := make([]byte, 8)
		binary.BigEndian.PutUint64(key, id)
		b, err := tx.Get(ctx, hkv.Key{logBucket, key})
		if errors.Is(err, hkv.ErrNotFound) {
			continue
		}
		if err != nil {
			return false, err
		}
		var p cproto.Primitive
		if err := proto.Unmarshal(b, &p); err != nil {
			return false, err
		}
		if !p.Deleted {
			return true, nil
		}
	}
	return false, nil
}
