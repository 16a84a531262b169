package graph

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"

	ckv "github.com/cayleygraph/cayley/graph/kv"
	"github.com/cayleygraph/quad"
	hkv "github.com/hidal-go/hidalgo/kv"
	"github.com/hidal-go/hidalgo/kv/options"
)

// Walking a word's statements through Cayley's API costs a transaction and a
// few reads per statement, and asking whether a statement holds a second word
// costs more. In Cayley's kv stores a word's statements are plain keys of
// the object-predicate-subject index, (word, kg:hasWord, statement), each
// holding the ids of the quads with those three values, in statement order.
// So on those stores EachWithWords reads the words' key ranges side by side,
// in one read transaction.
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
//
// Each word's keys (word, kg:hasWord, statement) are sorted by statement
// id, so the statements that hold every word are found by walking the
// words' ranges side by side (a merge join: each range steps on to the
// largest id any range is at), reading each range in order rather than
// looking keys up one by one, which on pebble costs a search of every level.
func (s *Store) kvEachWithWords(ctx context.Context, words []uint64, has uint64, fn func(stmt uint64) error) error {
	return hkv.View(ctx, s.kv, func(tx hkv.Tx) error {
		its := make([]hkv.Iterator, len(words))
		for i, w := range words {
			its[i] = tx.Scan(ctx, options.WithPrefixKV(opsIndex.Key([]uint64{w, has})))
			defer its[i].Close()
		}
		cur := make([]uint64, len(words))
		// at moves range i on to its first statement id >= min and
		// reports whether it has one. It steps rather than seeks: hidalgo's
		// iterators disagree on what key Seek takes, and the keys are read
		// in order either way.
		at := func(i int, min uint64) (bool, error) {
			for ok := its[i].Next(ctx); ok; {
				k := its[i].Key()
				if len(k) != 2 || len(k[1]) != 24 {
					return false, errors.New("unexpected key in Cayley's object-predicate-subject index")
				}
				if cur[i] = binary.BigEndian.Uint64(k[1][16:]); cur[i] >= min {
					return true, nil
				}
				ok = its[i].Next(ctx)
			}
			return false, its[i].Err()
		}
		for i := range its {
			if ok, err := at(i, 0); !ok || err != nil {
				return err
			}
		}
		for {
			max := cur[0]
			for _, c := range cur[1:] {
				if c > max {
					max = c
				}
			}
			same := true
			for i := range its {
				if cur[i] < max {
					same = false
					if ok, err := at(i, max); !ok || err != nil {
						return err
					}
				}
			}
			if !same {
				continue
			}
			alive := true
			for i := range its { // removed quads keep their keys: the log says whether they are there
				ok, err := live(ctx, tx, its[i].Val())
				if err != nil {
					return err
				}
				alive = alive && ok
			}
			if alive {
				if err := fn(max); err != nil {
					return err
				}
			}
			for i := range its {
				if ok, err := at(i, max+1); !ok || err != nil {
					return err
				}
			}
		}
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
		p, err := logPrimitive(ctx, tx, id)
		if err != nil {
			return false, err
		}
		if p != nil && !p.Deleted {
			return true, nil
		}
	}
	return false, nil
}

// kvLink is one key (object, predicate, subject) of the
// object-predicate-subject index: the subject's node id and the ids of the
// quads it lists, removed ones among them (live tells).
type kvLink struct {
	subject uint64
	quads   []byte
}

// kvLinks lists the keys (object, pred, any subject) in one range read and
// leaves the log reads that tell which are still there to the caller, who
// may do them in parallel with the reads that follow (Store.Quotation).
func (s *Store) kvLinks(ctx context.Context, object, pred uint64) ([]kvLink, error) {
	var out []kvLink
	err := hkv.View(ctx, s.kv, func(tx hkv.Tx) error {
		it := tx.Scan(ctx, options.WithPrefixKV(opsIndex.Key([]uint64{object, pred})))
		defer it.Close()
		for it.Next(ctx) {
			k := it.Key()
			if len(k) != 2 || len(k[1]) != 24 {
				return errors.New("unexpected key in Cayley's object-predicate-subject index")
			}
			out = append(out, kvLink{binary.BigEndian.Uint64(k[1][16:]), bytes.Clone(it.Val())})
		}
		return it.Err()
	})
	return out, err
}

// liveLink reports whether l's quad is still in the store.
func (s *Store) liveLink(ctx context.Context, l kvLink) (ok bool, err error) {
	err = hkv.View(ctx, s.kv, func(tx hkv.Tx) error {
		ok, err = live(ctx, tx, l.quads)
		return err
	})
	return ok, err
}
