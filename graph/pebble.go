package graph

import (
	"context"
	"sync"

	"github.com/hidal-go/hidalgo/kv/flat"
)

// onceClosed guards pebble from transactions closed twice.
//
// hidalgo's kv.View closes each read transaction twice (once after its
// function, once deferred), which Cayley's kv store calls for every lookup.
// bolt shrugs that off; hidalgo's pebble transaction is a pebble batch,
// which Close returns to a pool, so the second Close returned it again while
// another goroutine had taken it: that goroutine's reads then failed with
// "pebble: batch not indexed" or read through a batch reset under them
// (found by the race detector on parallel questions;
// TestHidalgoClosesPebbleBatchesTwice).
type onceClosed struct{ flat.KV }

func (db onceClosed) Tx(ctx context.Context, rw bool) (flat.Tx, error) {
	tx, err := db.KV.Tx(ctx, rw)
	if err != nil {
		return nil, err
	}
	return &onceTx{Tx: tx}, nil
}

func (db onceClosed) View(ctx context.Context, fn func(tx flat.Tx) error) error {
	return flat.View(ctx, db, fn)
}

func (db onceClosed) Update(ctx context.Context, fn func(tx flat.Tx) error) error {
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
