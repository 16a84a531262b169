package graph

import (
	"context"
	"slices"

	"github.com/cayleygraph/cayley/graph/refs"
	"github.com/cayleygraph/quad"
	"github.com/lib/pq"
)

// A batch's reads before it writes, on PostgreSQL. Planning a batch asks
// the store thousands of small questions: which of its entity quads are
// stored already (has), which entities hold each of its name keys
// (keyOwners), which stored statements share each of its quotation keys
// (quoteIndex.subjects). Through Cayley each is a round trip to the server,
// about fifty an article, which cost a load more than its inserts. Here
// each kind is one statement for the whole batch (a few where it is large),
// and the answers are the ones the single reads give
// (TestStoreConformance and the quotation and merge tests run on
// PostgreSQL too).

// sqlBatchRows caps the values one statement of these reads sends.
const sqlBatchRows = 20000

// valueHash is the hash Cayley keys v's node by.
func valueHash(v quad.Value) []byte {
	h := refs.HashOf(Normalize(quad.Quad{Object: v}).Object)
	return h[:]
}

// sqlHeld says, for each of qs, whether the store holds it, as has does.
// A quad whose subject, predicate and object are stored under another
// label only is asked again through has, which also accepts a label stored
// unnormalised.
func (s *Store) sqlHeld(ctx context.Context, qs []quad.Quad) ([]bool, error) {
	held := make([]bool, len(qs))
	db, err := s.sqlPool()
	if err != nil {
		return nil, err
	}
	for lo := 0; lo < len(qs); lo += sqlBatchRows {
		part := qs[lo:min(lo+sqlBatchRows, len(qs))]
		var subj, pred, obj pq.ByteaArray
		type spo struct{ s, p, o string }
		want := make(map[spo][]int, len(part))
		for i, q := range part {
			k := spo{string(valueHash(q.Subject)), string(valueHash(q.Predicate)), string(valueHash(q.Object))}
			if _, ok := want[k]; !ok {
				subj, pred, obj = append(subj, []byte(k.s)), append(pred, []byte(k.p)), append(obj, []byte(k.o))
			}
			want[k] = append(want[k], lo+i)
		}
		rows, err := db.QueryContext(ctx, `
SELECT q.subject_hash, q.predicate_hash, q.object_hash, q.label_hash FROM quads q
JOIN unnest($1::bytea[], $2::bytea[], $3::bytea[]) AS w(s, p, o)
  ON q.subject_hash = w.s AND q.predicate_hash = w.p AND q.object_hash = w.o`, subj, pred, obj)
		if err != nil {
			return nil, err
		}
		other := map[int]bool{} // stored under another label
		for rows.Next() {
			var sh, ph, oh, lh []byte
			if err := rows.Scan(&sh, &ph, &oh, &lh); err != nil {
				rows.Close()
				return nil, err
			}
			for _, i := range want[spo{string(sh), string(ph), string(oh)}] {
				if label := qs[i].Label; label == nil && lh == nil || label != nil && slices.Equal(lh, valueHash(label)) {
					held[i] = true
				} else {
					other[i] = true
				}
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
		for i := range other {
			if !held[i] {
				if held[i], err = s.has(qs[i]); err != nil {
					return nil, err
				}
			}
		}
	}
	return held, nil
}

// sqlSubjectsOf is sqlSubjects for many (predicate, object) pairs at once:
// the IRI subjects of each, in node hash order as sqlSubjects gives them.
// A pair the store has no subject for is in the map with none.
func (s *Store) sqlSubjectsOf(ctx context.Context, keys []quoteKey) (map[quoteKey][]string, error) {
	out := make(map[quoteKey][]string, len(keys))
	db, err := s.sqlPool()
	if err != nil {
		return nil, err
	}
	type pair struct{ p, o string }
	for lo := 0; lo < len(keys); lo += sqlBatchRows {
		part := keys[lo:min(lo+sqlBatchRows, len(keys))]
		var preds, objs pq.ByteaArray
		at := make(map[pair][]quoteKey, len(part))
		for _, k := range part {
			pk := pair{string(nodeHash(k.pred)), string(valueHash(k.node))}
			if _, ok := at[pk]; !ok {
				preds, objs = append(preds, []byte(pk.p)), append(objs, []byte(pk.o))
			}
			if !slices.Contains(at[pk], k) {
				at[pk] = append(at[pk], k)
			}
			if _, ok := out[k]; !ok {
				out[k] = nil
			}
		}
		rows, err := db.QueryContext(ctx, `
SELECT q.predicate_hash, q.object_hash, s.value_string FROM quads q
JOIN unnest($1::bytea[], $2::bytea[]) AS w(p, o) ON q.predicate_hash = w.p AND q.object_hash = w.o
JOIN nodes s ON s.hash = q.subject_hash AND s.iri
ORDER BY q.predicate_hash, q.object_hash, q.subject_hash`, preds, objs)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var ph, oh []byte
			var subject string
			if err := rows.Scan(&ph, &oh, &subject); err != nil {
				rows.Close()
				return nil, err
			}
			for _, k := range at[pair{string(ph), string(oh)}] {
				out[k] = append(out[k], subject)
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}
