package graph

import (
	"bytes"
	"context"
	"encoding/binary"
	"sync"
	"sync/atomic"

	ckv "github.com/cayleygraph/cayley/graph/kv"
	hkv "github.com/hidal-go/hidalgo/kv"
)

// newKeysKV spares Cayley's writer the lookups of index keys that cannot
// exist yet.
//
// When a write transaction ends, Cayley's kv store reads every quad index
// key it is about to extend (the quad ids listed under subject+predicate,
// under object+predicate+subject, under the label) and writes it back
// longer. A key is node ids; a node created in this transaction has an id
// above the id counter ("meta"/"horizon") as the transaction found it, so no
// key that holds such an id is in the store, and on a load nearly every key
// holds one (the statement, the article). Cayley's bulk loader skips those
// reads with 100-million-entry bloom filters kept in memory, and only on an
// empty store; kg opens without them (no_bloom: they cost a gigabyte and a
// scan of every quad on each open) and answers these reads from the key
// instead: not found, without asking the database. Every other read, and
// every write, goes to the database as before. TestNewKeysKVWritesWhatCayleyWrites
// holds the stores equal, key for key.
//
// It leans on Cayley's kv layout (as kvwords.go does): the counter's key and
// encoding, index keys as 8-byte big-endian ids under a bucket named by the
// directions' prefixes. A layout that changed would make the horizon unknown
// or the buckets unmatched, and every read would go to the database.
type newKeysKV struct {
	hkv.KV
	buckets map[string]int // index bucket name -> ids in its keys
	hook    *txHook
}

// txHook holds kg's own keys (kgreports) for the next write transaction of
// Cayley's writer, so that they commit with the quads they follow.
type txHook struct {
	mu  sync.Mutex
	ops []kvOp
}

// set puts ops in wait for the next write transaction's commit.
func (h *txHook) set(ops []kvOp) {
	h.mu.Lock()
	h.ops = ops
	h.mu.Unlock()
}

// take returns the ops in wait, and clears them.
func (h *txHook) take() []kvOp {
	h.mu.Lock()
	defer h.mu.Unlock()
	ops := h.ops
	h.ops = nil
	return ops
}

// hookedTx is a write transaction that writes the hook's ops as it commits.
type hookedTx struct {
	hkv.Tx
	hook *txHook
}

func (tx *hookedTx) Commit(ctx context.Context) error {
	for _, op := range tx.hook.take() {
		if err := op.apply(ctx, tx.Tx); err != nil {
			return err
		}
	}
	return tx.Tx.Commit(ctx)
}

// sparedReads counts the reads newKeysKV answered from the key, for tests.
var sparedReads atomic.Int64

// spareNewKeys turns newKeysKV on; tests turn it off to compare.
var spareNewKeys = true

var horizonKey = hkv.Key{[]byte("meta"), []byte("horizon")}

func newNewKeysKV(db hkv.KV, indexes []ckv.QuadIndex) newKeysKV {
	b := map[string]int{}
	for _, ind := range indexes {
		name := make([]byte, len(ind.Dirs))
		for i, d := range ind.Dirs {
			name[i] = d.Prefix()
		}
		b[string(name)] = len(ind.Dirs)
	}
	return newKeysKV{KV: db, buckets: b, hook: &txHook{}}
}

func (db newKeysKV) Tx(ctx context.Context, rw bool) (hkv.Tx, error) {
	tx, err := db.KV.Tx(ctx, rw)
	if err != nil || !rw {
		return tx, err
	}
	tx = &hookedTx{Tx: tx, hook: db.hook}
	if !spareNewKeys {
		return tx, nil
	}
	return &newKeysTx{Tx: tx, buckets: db.buckets}, nil
}

func (db newKeysKV) View(ctx context.Context, fn func(tx hkv.Tx) error) error {
	return hkv.View(ctx, db, fn)
}

func (db newKeysKV) Update(ctx context.Context, fn func(tx hkv.Tx) error) error {
	return hkv.Update(ctx, db, fn)
}

type newKeysTx struct {
	hkv.Tx
	buckets map[string]int
	horizon uint64 // the id counter as this transaction first read it
	known   bool   // horizon was read
}

func (tx *newKeysTx) Get(ctx context.Context, k hkv.Key) (hkv.Value, error) {
	v, err := tx.Tx.Get(ctx, k)
	if !tx.known && err == nil && len(v) == 8 && keyEqual(k, horizonKey) {
		tx.horizon, tx.known = binary.LittleEndian.Uint64(v), true
	} else if !tx.known && err == hkv.ErrNotFound && keyEqual(k, horizonKey) {
		tx.horizon, tx.known = 0, true // a new store: every id is new
	}
	return v, err
}

func (tx *newKeysTx) GetBatch(ctx context.Context, keys []hkv.Key) ([]hkv.Value, error) {
	if !tx.known {
		return hkv.GetBatch(ctx, tx, keys)
	}
	var ask []hkv.Key
	var at []int
	for i, k := range keys {
		if !tx.isNew(k) {
			ask = append(ask, k)
			at = append(at, i)
		}
	}
	out := make([]hkv.Value, len(keys))
	sparedReads.Add(int64(len(keys) - len(ask)))
	if len(ask) == 0 {
		return out, nil
	}
	vals, err := tx.Tx.GetBatch(ctx, ask)
	if err != nil {
		return nil, err
	}
	for j, i := range at {
		out[i] = vals[j]
	}
	return out, nil
}

// isNew reports whether k is an index key that holds an id above the
// horizon.
func (tx *newKeysTx) isNew(k hkv.Key) bool {
	if len(k) != 2 {
		return false
	}
	n, ok := tx.buckets[string(k[0])]
	if !ok || len(k[1]) != 8*n {
		return false
	}
	for i := 0; i < n; i++ {
		if binary.BigEndian.Uint64(k[1][8*i:]) > tx.horizon {
			return true
		}
	}
	return false
}

func keyEqual(a, b hkv.Key) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !bytes.Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}
