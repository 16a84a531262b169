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
// holding the ids of the quads with those three values, in the database's
// key order of statement ids (idKey). So on those stores EachWithWords reads the words' key ranges side by side,
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
// Each word's keys (word, kg:hasWord, statement) are sorted in the store's
// key order (s.idKey), so the statements that hold every word are found by
// walking the words' ranges side by side (a merge join: each range steps on
// to the last key any range is at), reading each range in order rather than
// looking keys up one by one, which on pebble costs a search of every level.
func (s *Store) kvEachWithWords(ctx context.Context, words []uint64, has uint64, fn func(stmt uint64) error) error {
	return hkv.View(ctx, s.kv, func(tx hkv.Tx) error {
		its := make([]hkv.Iterator, len(words))
		for i, w := range words {
			its[i] = tx.Scan(ctx, options.WithPrefixKV(opsIndex.Key([]uint64{w, has})))
			defer its[i].Close()
		}
		cur := make([]uint64, len(words))
		ord := make([]idKey, len(words))
		// at moves range i on to its first key at or past min (after:
		// past it) and reports whether it has one. It steps rather than
		// seeks: hidalgo's iterators disagree on what key Seek takes, and
		// the keys are read in order either way.
		at := func(i int, min idKey, after bool) (bool, error) {
			for ok := its[i].Next(ctx); ok; ok = its[i].Next(ctx) {
				k := its[i].Key()
				if len(k) != 2 || len(k[1]) != 24 {
					return false, errors.New("unexpected key in Cayley's object-predicate-subject index")
				}
				cur[i] = binary.BigEndian.Uint64(k[1][16:])
				ord[i] = s.idKey(cur[i])
				if c := ord[i].cmp(min); c > 0 || c == 0 && !after {
					return true, nil
				}
			}
			return false, its[i].Err()
		}
		for i := range its {
			if ok, err := at(i, idKey{}, false); !ok || err != nil {
				return err
			}
		}
		for {
			last := 0
			for i := range its {
				if ord[i].cmp(ord[last]) > 0 {
					last = i
				}
			}
			same := true
			for i := range its {
				if cur[i] != cur[last] {
					same = false
					if ok, err := at(i, ord[last], false); !ok || err != nil {
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
				if err := fn(cur[last]); err != nil {
					return err
				}
			}
			done := ord[last]
			for i := range its {
				if ok, err := at(i, done, true); !ok || err != nil {
					return err
				}
			}
		}
	})
}

// idKey is where a node id sorts among the keys of one range of a kv
// index: its eight big-endian bytes as the database holds them. Bolt holds
// them as they are, so ids sort as numbers. Pebble and leveldb are flat
// stores under hidalgo's flat.Upgrade, which escapes each '/' and '\' byte
// of a key with a '\' (flat.KeyEscape): there 0x09342f sorts after
// 0x093434. A merge join that took the numeric order skipped such ids
// (TestWordWalkFollowsTheStoresKeyOrder).
type idKey struct {
	b [16]byte
	n uint8
}

// cmp compares a and b in key order: -1, 0 or +1.
func (a idKey) cmp(b idKey) int { return bytes.Compare(a.b[:a.n], b.b[:b.n]) }

// idKey is id's place in s's key order.
func (s *Store) idKey(id uint64) idKey {
	var k idKey
	var raw [8]byte
	binary.BigEndian.PutUint64(raw[:], id)
	for _, c := range raw {
		if s.escapedKeys && (c == '/' || c == '\\') {
			k.b[k.n] = '\\'
			k.n++
		}
		k.b[k.n] = c
		k.n++
	}
	return k
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
