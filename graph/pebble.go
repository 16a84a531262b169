package graph

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"sync"

	"github.com/cockroachdb/pebble"
	hkv "github.com/hidal-go/hidalgo/kv"
	"github.com/hidal-go/hidalgo/kv/flat"
	hpebble "github.com/hidal-go/hidalgo/kv/flat/pebble"
)

// pebbleKV is hidalgo's pebble store with two mends.
//
// Read transactions read a pebble snapshot. hidalgo makes every transaction,
// read-only ones too, an indexed batch: pebble allocates its index, and each
// Get goes through a merging iterator over the (empty) batch and the store.
// Cayley opens a transaction for nearly every lookup, so a question paid that
// on each of its thousands of reads; a snapshot reads the store directly, as
// of one moment, as the batch did (TestPebbleReadsSeeOneMoment).
// Prefix scans set the iterator's bounds, so pebble skips the tables outside
// the prefix instead of only stopping at its end.
//
// Each transaction is closed once. hidalgo's kv.View closes each read
// transaction twice (once after its function, once deferred); bolt shrugs
// that off, but a pebble batch's Close returns it to a pool, so the second
// Close returned it again while another goroutine had taken it: that
// goroutine's reads then failed with "pebble: batch not indexed" or read
// through a batch reset under them (found by the race detector on parallel
// questions; TestHidalgoClosesPebbleBatchesTwice).
type pebbleKV struct{ *hpebble.DB }

func (db pebbleKV) Tx(ctx context.Context, rw bool) (flat.Tx, error) {
	if !rw {
		return &snapTx{snap: db.DB.DB().NewSnapshot()}, nil
	}
	tx, err := db.DB.Tx(ctx, rw)
	if err != nil {
		return nil, err
	}
	return &onceTx{Tx: tx}, nil
}

func (db pebbleKV) View(ctx context.Context, fn func(tx flat.Tx) error) error {
	return flat.View(ctx, db, fn)
}

func (db pebbleKV) Update(ctx context.Context, fn func(tx flat.Tx) error) error {
	return flat.Update(ctx, db, fn)
}

type onceTx struct {
	flat.Tx
	once sync.Once
	err  error
}

func (t *onceTx) Close() error {
	t.once.Do(func() { t.err = t.Tx.Close() })
	return t.err
}

// snapTx is a read transaction on a pebble snapshot.
type snapTx struct {
	snap *pebble.Snapshot
	once sync.Once
	err  error
}

func (t *snapTx) Commit(ctx context.Context) error { return flat.ErrReadOnly }

func (t *snapTx) Close() error {
	t.once.Do(func() { t.err = t.snap.Close() })
	return t.err
}

func (t *snapTx) Get(ctx context.Context, key flat.Key) (flat.Value, error) {
	if len(key) == 0 {
		return nil, flat.ErrNotFound
	}
	val, closer, err := t.snap.Get(key)
	if err == pebble.ErrNotFound {
		return nil, flat.ErrNotFound
	} else if err != nil {
		return nil, err
	}
	return copyClose(val, closer), nil
}

func copyClose(val []byte, closer io.Closer) []byte {
	out := make([]byte, len(val))
	copy(out, val)
	closer.Close()
	return out
}

func (t *snapTx) GetBatch(ctx context.Context, keys []flat.Key) ([]flat.Value, error) {
	return flat.GetBatch(ctx, t, keys)
}

func (t *snapTx) Put(ctx context.Context, k flat.Key, v flat.Value) error { return flat.ErrReadOnly }

func (t *snapTx) Del(ctx context.Context, k flat.Key) error { return flat.ErrReadOnly }

func (t *snapTx) Scan(ctx context.Context, opts ...flat.IteratorOption) flat.Iterator {
	var it flat.Iterator = &snapIter{it: t.snap.NewIter(nil), first: true}
	return flat.ApplyIteratorOptions(it, opts)
}

// snapIter walks a snapshot; a prefix becomes the iterator's bounds.
type snapIter struct {
	it    *pebble.Iterator
	pref  flat.Key
	first bool
}

var (
	_ flat.Seeker         = (*snapIter)(nil)
	_ flat.PrefixIterator = (*snapIter)(nil)
)

func (it *snapIter) Reset() { it.first = true }

func (it *snapIter) WithPrefix(pref flat.Key) flat.Iterator {
	it.Reset()
	it.pref = pref
	it.it.SetBounds(pref, prefixEnd(pref))
	return it
}

func (it *snapIter) Seek(ctx context.Context, key flat.Key) bool {
	it.first = false
	it.it.SeekGE(key)
	return it.valid()
}

func (it *snapIter) Next(ctx context.Context) bool {
	if it.first {
		it.first = false
		if len(it.pref) > 0 {
			it.it.SeekGE(it.pref)
		} else {
			it.it.First()
		}
	} else {
		it.it.Next()
	}
	return it.valid()
}

func (it *snapIter) valid() bool {
	return it.it.Valid() && (len(it.pref) == 0 || bytes.HasPrefix(it.it.Key(), it.pref))
}

func (it *snapIter) Err() error      { return it.it.Error() }
func (it *snapIter) Close() error    { return it.it.Close() }
func (it *snapIter) Key() flat.Key   { return it.it.Key() }
func (it *snapIter) Val() flat.Value { return it.it.Value() }

// prefixEnd is the least key above every key that starts with pref, or nil
// when there is none (pref is all 0xff).
func prefixEnd(pref []byte) []byte {
	end := bytes.Clone(pref)
	for i := len(end) - 1; i >= 0; i-- {
		if end[i] < 0xff {
			end[i]++
			return end[:i+1]
		}
	}
	return nil
}

// pebbleStore is a pebble store as Cayley sees it, with the pebble database
// beside it for Compact.
type pebbleStore struct {
	hkv.KV
	db *pebble.DB
}

// CompactShare is how much a writer must have written, as a share of the
// store's size on disk, for Compact to rewrite the store.
const CompactShare = 0.1

// ShouldCompact reports whether Compact would rewrite the store: it is
// pebble, this Store wrote at least CompactShare of its size, and a lookup
// reads more than one level. A load leaves pebble's tables in several
// levels, overlapping (L0, and the levels its background compactions had not
// merged when the load closed the store), and every lookup searches each: on
// 30,000 articles a full compaction took 15 s and made questions 40% faster
// (docs/performance.md). The share keeps a load of a few articles into a
// large store from rewriting all of it. bolt keeps one B-tree and needs none.
func (s *Store) ShouldCompact() bool {
	if s.pebble == nil || s.readOnly {
		return false
	}
	m := s.pebble.Metrics()
	return float64(m.WAL.BytesIn) >= CompactShare*float64(m.DiskSpaceUsage()) && m.ReadAmp() > 1
}

// Compact merges a pebble store's tables into one level (see ShouldCompact);
// on other backends it does nothing.
func (s *Store) Compact() error {
	if s.pebble == nil || s.readOnly {
		return nil
	}
	if err := s.pebble.Compact([]byte{}, bytes.Repeat([]byte{0xff}, 16), true); err != nil {
		return fmt.Errorf("compact %s: %w", s.path, err)
	}
	return nil
}
