package graph

import (
	"context"
	"errors"
	"slices"

	"github.com/cayleygraph/quad"
	"github.com/cayleygraph/quad/pquads"
	hkv "github.com/hidal-go/hidalgo/kv"
	"github.com/hidal-go/hidalgo/kv/options"
)

// A question about a name that no entity's name key matches ("Eva Reyess",
// "Reyes") reads every entity name: to find the entities whose names hold
// its words, and to suggest names close to it. Through Cayley's layout that
// is a read of each entity (at 100,000 kg gen articles, 398,322 of them:
// 25 s). So the kv stores keep, beside Cayley's buckets, one of their own,
// kgnames: a key for each name value any quad has written as an entity's
// schema:name or schema:alternateName (pquads-encoded), read in one prefix
// scan.
//
// The bucket only grows: it is written before the quads that name (write),
// so after a crash it may hold a name the store does not, never the other
// way round; and a name whose entities are gone stays. So a name read from
// it counts only where a quad still gives it to an entity (heldName), as
// TestKVNamesEqualAScan checks after edits, merges and a store that had no
// bucket. A store made before the bucket has no namesComplete mark: opening
// it to write fills the bucket from a scan (indexNames), and until then its
// questions scan as before.

var (
	namesBucket   = []byte("kgnames")
	namesComplete = hkv.Key{[]byte("kgmeta"), []byte("names")}
)

// nameKey is the bucket's key of a name value.
func nameKey(v quad.Value) (hkv.Key, error) {
	b, err := pquads.MarshalValue(v)
	return hkv.Key{namesBucket, b}, err
}

// isNameQuad reports whether q gives an entity a name or an alias.
func isNameQuad(q quad.Quad) bool {
	p := plain(q.Predicate)
	return (p == Name || p == AlternateName) && q.Object != nil
}

// nameKeys are the bucket's keys of the names adds gives entities.
func nameKeys(adds []quad.Quad) ([]kvOp, error) {
	var keys []kvOp
	seen := map[quad.Value]bool{}
	for _, q := range adds {
		if isNameQuad(q) && !seen[q.Object] {
			seen[q.Object] = true
			k, err := nameKey(q.Object)
			if err != nil {
				return nil, err
			}
			keys = append(keys, kvOp{key: k, val: []byte{1}})
		}
	}
	return keys, nil
}

// keepNames puts the name values of adds in the bucket, before they are
// written (write puts them in the appender's own batch): the bucket may
// hold more than the store, never less. A write through Cayley's own API
// (QueryAPI) passes it by: cayleyWrote takes the namesComplete mark away,
// and the next opening to write fills the bucket again.
func (s *Store) keepNames(ctx context.Context, adds []quad.Quad) error {
	keys, err := nameKeys(adds)
	if err != nil || len(keys) == 0 {
		return err
	}
	return s.putOps(ctx, keys)
}

// namesIndexed reports whether the bucket holds every name of the store.
func (s *Store) namesIndexed(ctx context.Context) (bool, error) { return s.marked(ctx, namesComplete) }

// marked reports whether the store holds kg's mark key (a bucket's
// completeness: namesComplete, reportsComplete).
func (s *Store) marked(ctx context.Context, key hkv.Key) (ok bool, err error) {
	err = hkv.View(ctx, s.kv, func(tx hkv.Tx) error {
		ok, err = markedIn(ctx, tx, key)
		return err
	})
	return ok, err
}

// markedIn is marked within the transaction tx.
func markedIn(ctx context.Context, tx hkv.Tx, key hkv.Key) (bool, error) {
	_, err := tx.Get(ctx, key)
	if errors.Is(err, hkv.ErrNotFound) {
		return false, nil
	}
	return err == nil, err
}

// indexNames fills the bucket of a store opened to write that has no
// namesComplete mark (new, or made before the bucket) from a scan of every
// entity's names, then marks it.
func (s *Store) indexNames(ctx context.Context) error {
	if ok, err := s.namesIndexed(ctx); err != nil || ok {
		return err
	}
	var names []quad.Quad
	each := func(e string, v quad.Value) {
		names = append(names, quad.Quad{Subject: quad.IRI(e), Predicate: quad.IRI(Name), Object: v})
	}
	var err error
	if s.kvSP {
		err = s.kvNames(ctx, each)
	} else {
		for _, p := range []string{Name, AlternateName} {
			err = errors.Join(err, s.eachWith(ctx, quad.Predicate, quad.IRI(p), func(q quad.Quad) { each(plain(q.Subject), q.Object) }))
		}
	}
	if err != nil {
		return err
	}
	if err := s.keepNames(ctx, names); err != nil {
		return err
	}
	return s.putOps(ctx, []kvOp{{key: namesComplete, val: []byte{1}}})
}

// kvLookUpName is LookUpName from the bucket.
func (s *Store) kvLookUpName(ctx context.Context, want []string, max int) (NameLookup, error) {
	out := NameLookup{Holding: map[string][]string{}}
	sg := suggester{want: want, seen: map[string]bool{}}
	values := map[string][]quad.Value{} // plain name -> its values in the bucket
	var holding []quad.Value
	err := hkv.View(ctx, s.kv, func(tx hkv.Tx) error {
		it := tx.Scan(ctx, options.WithPrefixKV(hkv.Key{namesBucket}))
		defer it.Close()
		for it.Next(ctx) {
			v, err := pquads.UnmarshalValue(it.Key()[1])
			if err != nil {
				return err
			}
			n := plain(v)
			values[n] = append(values[n], v)
			if sg.weigh(n, max) {
				holding = append(holding, v)
			}
		}
		return it.Err()
	})
	if err != nil {
		return out, err
	}
	for _, v := range holding {
		for _, p := range []string{Name, AlternateName} {
			err := s.Subjects(ctx, v, p, func(e string) error {
				if n := plain(v); !slices.Contains(out.Holding[e], n) {
					out.Holding[e] = append(out.Holding[e], n)
				}
				return nil
			})
			if err != nil {
				return out, err
			}
		}
	}
	out.sort()
	out.Suggestions, err = sg.bestHeld(max, func(n string) (bool, error) { return s.heldName(ctx, values[n]) })
	return out, err
}

// heldName reports whether a quad still gives one of the values vs to an
// entity as its name or alias.
func (s *Store) heldName(ctx context.Context, vs []quad.Value) (bool, error) {
	held := false
	for _, v := range vs {
		for _, p := range []string{Name, AlternateName} {
			err := s.Subjects(ctx, v, p, func(string) error {
				held = true
				return ErrStop
			})
			if err != nil || held {
				return held, err
			}
		}
	}
	return false, nil
}
