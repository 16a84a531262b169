package graph

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/cayleygraph/quad"
	hkv "github.com/hidal-go/hidalgo/kv"
	"github.com/hidal-go/hidalgo/kv/options"
)

// kg quote reads every report of a quotation. Through Cayley's layout a
// report is five point reads in five places of the store (its link's quad,
// its IRI, its card's index entry, quad and value), and a process that has
// just opened the store finds none of them in its cache: at 100,000
// articles a quotation of 3,739 reports missed the block cache 24,017
// times (0.56 s a process). So the kv stores keep, beside Cayley's buckets,
// one of their own, kgreports: for each link of a statement to its
// quotation, a key of the quotation's IRI and the statement's, whose value
// is the statement's card, packed (cardpack.go). A quotation's reports are
// one prefix scan, in one region of the store.
//
// The bucket is exact: every write that adds or removes a link or a card
// puts or deletes its keys in the same transaction (reportOps, in the kv
// appender's batch or in the transaction of Cayley's writer, newKeysKV).
// A linked statement without a card (quads written by hand) has a key
// with an empty value, and is read from its quads. A write through
// Cayley's own HTTP API passes the bucket by: cayleyWrote takes the
// reportsComplete mark away, questions read the quads again, and the next
// opening to write fills the bucket anew (indexReports), as it does for a
// store made before the bucket. TestKVReportsEqualTheLinks holds the bucket
// equal to the links and cards after loads in random batches, edits,
// reloads, an import, an API write and a refill; kg stats --recount
// checks it (RecountReports).

var (
	reportsBucket   = []byte("kgreports")
	reportsComplete = hkv.Key{[]byte("kgmeta"), []byte("reports")}
)

// kvOp is a put (del false) or a delete of one of kg's own keys, written
// in the transaction of the quads it follows.
type kvOp struct {
	key hkv.Key
	val []byte
	del bool
}

// reportPrefix is the bucket's prefix of the quotation q's keys.
func reportPrefix(q string) []byte { return append([]byte(q), 0) }

// reportKey is the bucket's key of statement id's link to quotation q.
func reportKey(q, id string) hkv.Key {
	return hkv.Key{reportsBucket, append(reportPrefix(q), id...)}
}

// keepsReports says whether the store keeps the kgreports bucket.
func (s *Store) keepsReports() bool { return s.kv != nil && matchQuotations }

// reportOps are the bucket's changes that ws makes:
//   - a link removed deletes its key;
//   - a link added puts its key, with the statement's card from ws, or
//     ws.cards, or the store;
//   - a card added for a statement whose links ws does not add puts the
//     keys of the links the store holds (a merge rewrote the statement, or
//     an edited article kept it in its quotation), and a card removed and
//     not replaced leaves them empty.
func (s *Store) reportOps(ctx context.Context, ws writeSet) ([]kvOp, error) {
	if !s.keepsReports() {
		return nil, nil
	}
	cards := map[string]string{} // statement IRI -> its card as ws leaves it ("": none)
	for _, q := range ws.dels {
		if plain(q.Predicate) == Card {
			cards[plain(q.Subject)] = ""
		}
	}
	for _, q := range ws.adds {
		if plain(q.Predicate) == Card {
			cards[plain(q.Subject)] = plain(q.Object)
		}
	}
	var ops []kvOp
	gone := map[[2]string]bool{}
	for _, q := range ws.dels {
		if plain(q.Predicate) == InQuotation {
			k := [2]string{plain(q.Subject), plain(q.Object)}
			gone[k] = true
			ops = append(ops, kvOp{key: reportKey(k[1], k[0]), del: true})
		}
	}
	linked := map[string]bool{}
	for _, q := range ws.adds {
		if plain(q.Predicate) != InQuotation {
			continue
		}
		id, quo := plain(q.Subject), plain(q.Object)
		linked[id] = true
		c, ok := cards[id]
		if !ok {
			c, ok = ws.cards[id]
		}
		if !ok {
			var err error
			if c, _, err = s.storedCard(ctx, id); err != nil {
				return nil, err
			}
		}
		ops = append(ops, kvOp{key: reportKey(quo, id), val: reportValue(c)})
	}
	var rest []string
	for id := range cards {
		if !linked[id] {
			rest = append(rest, id)
		}
	}
	held, err := s.storedLinks(ctx, rest)
	if err != nil {
		return nil, err
	}
	for id, qs := range held {
		for _, quo := range qs {
			if !gone[[2]string{id, quo}] {
				ops = append(ops, kvOp{key: reportKey(quo, id), val: reportValue(cards[id])})
			}
		}
	}
	return ops, nil
}

// storedCard is the text of the card the store holds for statement id.
func (s *Store) storedCard(ctx context.Context, id string) (string, bool, error) {
	vs, err := s.values(ctx, id, Card, 1)
	if err != nil || len(vs) == 0 {
		return "", false, err
	}
	return plain(vs[0]), true, nil
}

// storedLinks are the quotations the store links each of the statements
// ids to; a statement the store does not hold (most of a load's) costs a
// look at the tables' bloom filters, through the appender.
func (s *Store) storedLinks(ctx context.Context, ids []string) (map[string][]string, error) {
	out := map[string][]string{}
	if len(ids) == 0 {
		return out, nil
	}
	if s.appender != nil && useAppender {
		vs := make([]quad.Value, len(ids))
		for i, id := range ids {
			vs[i] = quad.IRI(id)
		}
		have, err := s.appender.existing(vs)
		if err != nil {
			return nil, err
		}
		ids = ids[:0:0]
		for _, v := range vs {
			if have[v] {
				ids = append(ids, plain(v))
			}
		}
	}
	for _, id := range ids {
		vs, err := s.values(ctx, id, InQuotation, 0)
		if err != nil {
			return nil, err
		}
		for _, v := range vs {
			out[id] = append(out[id], plain(v))
		}
	}
	return out, nil
}

// reportCards are the cards the bucket holds for the statements of the
// links dels removes: a quotation renamed or split moves its stored
// reports to another quotation, and their cards move with them.
func (s *Store) reportCards(ctx context.Context, dels []quad.Quad) (map[string]string, error) {
	out := map[string]string{}
	if !s.keepsReports() {
		return out, nil
	}
	ok, err := s.reportsIndexed(ctx)
	if err != nil || !ok {
		return out, err
	}
	err = hkv.View(ctx, s.kv, func(tx hkv.Tx) error {
		for _, q := range dels {
			if plain(q.Predicate) != InQuotation {
				continue
			}
			id := plain(q.Subject)
			v, err := tx.Get(ctx, reportKey(plain(q.Object), id))
			if errors.Is(err, hkv.ErrNotFound) {
				continue
			}
			if err != nil {
				return err
			}
			out[id] = string(v)
		}
		return nil
	})
	return out, err
}

// reportsIndexed reports whether the bucket holds every link of the store.
func (s *Store) reportsIndexed(ctx context.Context) (bool, error) {
	return s.marked(ctx, reportsComplete)
}

// kvReport is a report as the bucket keeps it.
// kvReport is one key of the bucket: a statement of the quotation and its
// card (empty: none).
type kvReport struct {
	id   string
	card []byte
}

// kvReports hands each report of quotation q in the bucket to each, in the
// bucket's order, as it scans them; ok is false when the bucket is not
// complete, and the caller reads the quads.
func (s *Store) kvReports(ctx context.Context, q string, each func(kvReport)) (ok bool, err error) {
	if !s.keepsReports() {
		return false, nil
	}
	err = hkv.View(ctx, s.kv, func(tx hkv.Tx) error {
		if ok, err = markedIn(ctx, tx, reportsComplete); !ok || err != nil {
			return err
		}
		pref := reportPrefix(q)
		it := tx.Scan(ctx, options.WithPrefixKV(hkv.Key{reportsBucket, pref}))
		defer it.Close()
		for it.Next(ctx) {
			k := it.Key()
			if len(k) != 2 || !bytes.HasPrefix(k[1], pref) {
				return errors.New("unexpected key in kg's kgreports bucket")
			}
			each(kvReport{id: string(k[1][len(pref):]), card: bytes.Clone(it.Val())})
		}
		return it.Err()
	})
	return ok, err
}

// indexReports fills the bucket of a store opened to write that has no
// reportsComplete mark (new, or made before the bucket, or written through
// Cayley's API) from every quotation's links and their statements' cards,
// in transactions of reportsChunk keys, then marks it: a crash before the
// mark leaves it to the next opening.
func (s *Store) indexReports(ctx context.Context) error {
	if !s.keepsReports() {
		return nil
	}
	if ok, err := s.reportsIndexed(ctx); err != nil || ok {
		return err
	}
	var ops []kvOp
	err := s.eachKept(ctx, func(k, _ string) {
		ops = append(ops, kvOp{key: hkv.Key{reportsBucket, []byte(k)}, del: true})
	})
	if err != nil {
		return err
	}
	err = s.eachReport(ctx, func(q, id, card string) error {
		ops = append(ops, kvOp{key: reportKey(q, id), val: reportValue(card)})
		if len(ops) < reportsChunk {
			return nil
		}
		err := s.putOps(ctx, ops)
		ops = ops[:0]
		return err
	})
	if err != nil {
		return err
	}
	return s.putOps(ctx, append(ops, kvOp{key: reportsComplete, val: []byte{1}}))
}

// eachReport calls fn with each link of a statement to a quotation that the
// quads hold, and the statement's card ("" for none).
func (s *Store) eachReport(ctx context.Context, fn func(q, id, card string) error) error {
	var quotations []string
	err := s.Subjects(ctx, quad.IRI(ClassQuotation), RDFType, func(q string) error {
		quotations = append(quotations, q)
		return nil
	})
	for _, q := range quotations {
		if err != nil {
			return err
		}
		err = s.Subjects(ctx, quad.IRI(q), InQuotation, func(id string) error {
			c, _, err := s.storedCard(ctx, id)
			if err == nil {
				err = fn(q, id, c)
			}
			return err
		})
	}
	return err
}

// RecountReports compares the kgreports bucket with the quotation links
// and cards the quads hold, read the slow way (kg stats --recount), and
// returns how they differ; checked is false for a store that keeps no
// complete bucket.
func (s *Store) RecountReports(ctx context.Context) (diffs []string, checked bool, err error) {
	if !s.keepsReports() {
		return nil, false, nil
	}
	if checked, err = s.reportsIndexed(ctx); err != nil || !checked {
		return nil, checked, err
	}
	want := map[string]string{}
	err = s.eachReport(ctx, func(q, id, card string) error {
		want[string(reportKey(q, id)[1])] = string(reportValue(card))
		return nil
	})
	if err != nil {
		return nil, true, err
	}
	got := map[string]string{}
	err = s.eachKept(ctx, func(k, card string) { got[k] = string(reportValue(card)) }) // a store older than packing holds JSON
	name := func(k string) string {
		q, id, _ := strings.Cut(k, "\x00")
		return fmt.Sprintf("quotation %s, report %s", q, id)
	}
	for k, c := range want {
		if g, ok := got[k]; !ok {
			diffs = append(diffs, name(k)+": not kept")
		} else if g != c {
			diffs = append(diffs, fmt.Sprintf("%s: kept with the card %s, the statement's is %s", name(k), cardText([]byte(g)), cardText([]byte(c))))
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			diffs = append(diffs, name(k)+": kept, but no quad links them")
		}
	}
	slices.Sort(diffs)
	return diffs, true, err
}

// reportsChunk is how many keys indexReports writes a transaction.
const reportsChunk = 20000

// putOps writes ops in one transaction.
func (s *Store) putOps(ctx context.Context, ops []kvOp) error {
	return hkv.Update(ctx, s.kv, func(tx hkv.Tx) error {
		for _, op := range ops {
			if err := op.apply(ctx, tx); err != nil {
				return err
			}
		}
		return nil
	})
}

func (op kvOp) apply(ctx context.Context, tx hkv.Tx) error {
	if op.del {
		return tx.Del(ctx, op.key)
	}
	return tx.Put(ctx, op.key, op.val)
}

// eachKept calls fn with every key of the bucket (the quotation's IRI, a
// zero byte, the statement's) and its card.
func (s *Store) eachKept(ctx context.Context, fn func(k, card string)) error {
	return hkv.View(ctx, s.kv, func(tx hkv.Tx) error {
		it := tx.Scan(ctx, options.WithPrefixKV(hkv.Key{reportsBucket}))
		defer it.Close()
		for it.Next(ctx) {
			fn(string(it.Key()[1]), string(it.Val()))
		}
		return it.Err()
	})
}
