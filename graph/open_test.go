package graph

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	cgraph "github.com/cayleygraph/cayley/graph"
	ckv "github.com/cayleygraph/cayley/graph/kv"
	cpath "github.com/cayleygraph/cayley/query/path"
	cshape "github.com/cayleygraph/cayley/query/shape"
	"github.com/cayleygraph/quad"
	"github.com/cockroachdb/pebble"
	hkv "github.com/hidal-go/hidalgo/kv"
	hbolt "github.com/hidal-go/hidalgo/kv/bolt"
	hflat "github.com/hidal-go/hidalgo/kv/flat"
	hpebble "github.com/hidal-go/hidalgo/kv/flat/pebble"
	hopts "github.com/hidal-go/hidalgo/kv/options"

	kg "github.com/kg-dev/kg"
)

// tempStore opens a fresh store of backend in the test's temp folder.
func tempStore(t *testing.T, backend string) (*Store, string) {
	t.Helper()
	path := ""
	if backend != "memstore" {
		path = filepath.Join(t.TempDir(), "kg.db")
	}
	s, err := Open(backend, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, path
}

func readIndexes(t *testing.T, db hkv.KV) []ckv.QuadIndex {
	t.Helper()
	var got []ckv.QuadIndex
	err := hkv.View(context.Background(), db, func(tx hkv.Tx) error {
		b, err := tx.Get(context.Background(), hkv.Key{[]byte("meta"), []byte("indexes")})
		if err != nil {
			return err
		}
		return json.Unmarshal(b, &got)
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func hasLabelIndex(ind []ckv.QuadIndex) bool {
	for _, i := range ind {
		if len(i.Dirs) > 0 && i.Dirs[0] == quad.Label {
			return true
		}
	}
	return false
}

// Cayley reads CAYLEY_KV_INDEXES but decodes it into an unexported field,
// so a store it creates never gets the indexes asked for. If this starts to
// fail, Cayley was fixed and writeIndexes may go.
func TestCayleyIgnoresIndexVariable(t *testing.T) {
	t.Setenv("CAYLEY_KV_INDEXES", `{"all":[{"dirs":["label"]},{"dirs":["subject","predicate"]}]}`)
	db, err := hbolt.Open(filepath.Join(t.TempDir(), "x.bolt"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := ckv.Init(db, nil); err != nil {
		t.Fatal(err)
	}
	if hasLabelIndex(readIndexes(t, db)) {
		t.Skip("Cayley now honours CAYLEY_KV_INDEXES: writeIndexes may be dropped")
	}
}

func TestStoresKeepALabelIndex(t *testing.T) {
	for _, backend := range kvBackends {
		t.Run(backend, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "kg.db")
			s, err := Open(backend, path)
			if err != nil {
				t.Fatal(err)
			}
			s.Close()
			db, err := openKV(backend, path, false, true)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if !hasLabelIndex(readIndexes(t, db)) {
				t.Fatal("the store has no label index: replacing an article would scan every quad")
			}
		})
	}
}

func TestSecondOpenFailsFastNamingTheStore(t *testing.T) {
	for _, backend := range kvBackends {
		t.Run(backend, func(t *testing.T) {
			_, path := tempStore(t, backend)
			start := time.Now()
			_, err := Open(backend, path)
			took := time.Since(start)
			if !errors.Is(err, ErrLocked) || !strings.Contains(err.Error(), path) {
				t.Fatalf("second writer: %v, want ErrLocked naming %s", err, path)
			}
			if took > 2*time.Second {
				t.Errorf("the second writer waited %v, over 2 s", took)
			}
		})
	}
}

func TestReadersShareTheStore(t *testing.T) {
	s, path := tempStore(t, "bolt")
	if _, err := s.WriteExtraction(sample("The bridge opens today, Lois Lane said.")); err != nil {
		t.Fatal(err)
	}
	s.Close()
	a, err := OpenReadOnly("bolt", path)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := OpenReadOnly("bolt", path)
	if err != nil {
		t.Fatalf("a second reader: %v", err)
	}
	defer b.Close()
	if _, err := b.WriteExtraction(sample("x, y said.")); !errors.Is(err, ErrReadOnly) {
		t.Errorf("a write through a reader: %v, want ErrReadOnly", err)
	}
}

// Gizmo's goroutine goes on reading after the iterator is closed; closing a
// bolt store under it crashed the process. Query drains it, Close waits.
func TestCloseWaitsForStoppedPrograms(t *testing.T) {
	for i := 0; i < 5; i++ {
		s, _ := tempStore(t, "bolt")
		for a := 0; a < 30; a++ {
			x := sample("The bridge opens today, Lois Lane said.")
			x.Article.ID = "a" + string(rune('A'+a))
			if _, err := s.WriteExtraction(x); err != nil {
				t.Fatal(err)
			}
		}
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
			defer cancel()
			s.Query(ctx, `while (true) { g.V().ForEach(function(d){ g.V(d.id).Out().ToArray(); }); }`, 0, func(any) error { return nil })
		}()
		time.Sleep(10 * time.Millisecond)
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		wg.Wait()
	}
}

func TestStatsOfAnEmptyStore(t *testing.T) {
	for _, backend := range append([]string{"memstore"}, kvBackends...) {
		t.Run(backend, func(t *testing.T) {
			s, _ := tempStore(t, backend)
			st, err := s.Stats(context.Background())
			if err != nil || st.Articles != 0 || st.Quads != 0 {
				t.Fatalf("stats of an empty store: %+v, %v", st, err)
			}
		})
	}
}

func TestQueryLimitStopsForEach(t *testing.T) {
	s, _ := tempStore(t, "memstore")
	n := 0
	err := s.Query(context.Background(), `for (var i = 0; i < 1000; i++) { g.Emit(i); }`, 3, func(any) error { n++; return nil })
	if err != nil || n != 3 {
		t.Fatalf("%d results, %v; want 3", n, err)
	}
}

// Cayley's kv registry copies hidalgo's in an init that, since Go 1.21's
// init order, runs before hidalgo's pebble and badger packages register
// themselves: Cayley never offers them. kg opens pebble through hidalgo.
func TestCayleyMissesPebbleAndBadger(t *testing.T) {
	for _, b := range []string{"pebble", "badger"} {
		if cgraph.IsRegistered(b) {
			t.Skipf("Cayley now registers %s: openFlat could use its registry", b)
		}
	}
}

// TestCayleyRefusesIndexPrefixes: Cayley's kv store answers a step from one
// node with an index range only when its filter names every direction of an
// index, so g.V(x).In(p) (object and predicate: a prefix of the
// object-predicate-subject index) stays an intersection that reads all of
// x's quads. kvStore answers it with the index's range, and the same nodes.
func TestCayleyRefusesIndexPrefixes(t *testing.T) {
	s, _ := tempStore(t, "bolt")
	if _, err := s.WriteBatch(seedExtractions(t)); err != nil {
		t.Fatal(err)
	}
	ks, ok := s.qs.(kvStore)
	if !ok {
		t.Fatalf("a bolt store's quad store is %T, want kvStore", s.qs)
	}
	ctx := context.Background()
	var speaker quad.IRI
	for _, x := range seedExtractions(t) {
		speaker = quad.IRI(x.Statements[0].Speaker.ID)
		break
	}
	step := func(qs cgraph.QuadStore) cshape.Shape {
		return cpath.StartPath(qs, speaker).In(quad.IRI(WasAttributedTo)).Shape()
	}

	raw, _ := cshape.Optimize(ctx, step(ks.QuadStore), ks.QuadStore)
	if _, refused := raw.(cshape.QuadsAction); !refused {
		t.Errorf("Cayley now optimizes an index prefix (%#v): kvStore's mend may go", raw)
	}
	mended, _ := cshape.Optimize(ctx, step(ks), ks)
	nf, ok := mended.(cshape.NodesFrom)
	if _, isRange := nf.Quads.(indexRange); !ok || !isRange {
		t.Fatalf("kvStore left %#v", mended)
	}
	nodes := func(qs cgraph.QuadStore, sh cshape.Shape) []string {
		it := cshape.BuildIterator(ctx, qs, sh).Iterate()
		defer it.Close()
		var out []string
		for it.Next(ctx) {
			v, err := qs.NameOf(it.Result())
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, v.String())
		}
		return out
	}
	a, b := nodes(ks.QuadStore, step(ks.QuadStore)), nodes(ks, step(ks))
	if len(a) == 0 || strings.Join(a, " ") != strings.Join(b, " ") {
		t.Errorf("Cayley's iterator gives %v, kvStore's %v", a, b)
	}
}

// TestHidalgoClosesPebbleBatchesTwice: hidalgo's kv.View closes a read
// transaction twice. On pebble the first Close returns the transaction's
// batch to a pool; a transaction begun before the second Close (in kg:
// another goroutine's) takes that batch, and the second Close returns it
// again under it, so its reads fail ("batch not indexed") or go through a
// batch reset under them. The interleaving, in one goroutine: close, begin,
// close again, read. pebbleKV (what kg opens pebble with) closes once.
func TestHidalgoClosesPebbleBatchesTwice(t *testing.T) {
	ctx := context.Background()
	key := hkv.Key{[]byte("b"), []byte("k")}
	readAfterDoubleClose := func(db hflat.KV) error {
		kv := hflat.Upgrade(db)
		defer kv.Close()
		if err := hkv.Update(ctx, kv, func(tx hkv.Tx) error { return tx.Put(ctx, key, []byte("v")) }); err != nil {
			t.Fatal(err)
		}
		first, err := kv.Tx(ctx, false)
		if err != nil {
			t.Fatal(err)
		}
		first.Close() // kv.View's own Close
		second, err := kv.Tx(ctx, false)
		if err != nil {
			t.Fatal(err)
		}
		defer second.Close()
		first.Close() // kv.View's deferred Close
		_, err = second.Get(ctx, key)
		return err
	}
	open := func() hflat.KV {
		db, err := hpebble.OpenPath(filepath.Join(t.TempDir(), "p"))
		if err != nil {
			t.Fatal(err)
		}
		return db
	}
	// sync.Pool may hand out another batch now and then (a goroutine moved
	// to another P): a few tries
	var bug error
	for i := 0; i < 20 && bug == nil; i++ {
		bug = readAfterDoubleClose(open())
	}
	if bug == nil {
		t.Error("hidalgo's pebble read fine after a double Close, 20 times: the bug may be gone, and onceTx with it")
	} else {
		t.Logf("hidalgo's pebble: %v", bug)
	}
	if err := readAfterDoubleClose(pebbleKV{open().(*hpebble.DB)}); err != nil {
		t.Errorf("pebbleKV: %v", err)
	}
}

// TestPebbleReadsSeeOneMoment: kg's pebble read transactions are snapshots
// (pebbleKV), as hidalgo's indexed batches were: a read sees the store as it
// was when the transaction began, and a prefix scan yields the prefix's keys
// only, in order, up to the last possible byte.
func TestPebbleReadsSeeOneMoment(t *testing.T) {
	ctx := context.Background()
	db, err := hpebble.OpenPathOptions(filepath.Join(t.TempDir(), "p"), &pebble.Options{})
	if err != nil {
		t.Fatal(err)
	}
	kv := pebbleKV{db}
	defer kv.Close()
	put := func(k, v string) {
		if err := kv.Update(ctx, func(tx hflat.Tx) error { return tx.Put(ctx, hflat.Key(k), hflat.Value(v)) }); err != nil {
			t.Fatal(err)
		}
	}
	for _, k := range []string{"a", "b\x00", "b\x01", "b\xff", "b\xff\xff", "c"} {
		put(k, "1")
	}
	tx, err := kv.Tx(ctx, false)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Close()
	put("b\x01", "2")
	put("b\x02", "new")
	if v, err := tx.Get(ctx, hflat.Key("b\x01")); err != nil || string(v) != "1" {
		t.Errorf("read in a transaction begun before the write: %q, %v; want the old value", v, err)
	}
	if _, err := tx.Get(ctx, hflat.Key("b\x02")); err != hflat.ErrNotFound {
		t.Errorf("a key written after the transaction began: %v, want not found", err)
	}
	var keys []string
	it := tx.Scan(ctx, hopts.WithPrefixFlat(hflat.Key("b")))
	for it.Next(ctx) {
		keys = append(keys, string(it.Key()))
	}
	if err := it.Close(); err != nil {
		t.Fatal(err)
	}
	if want := []string{"b\x00", "b\x01", "b\xff", "b\xff\xff"}; !slices.Equal(keys, want) {
		t.Errorf("prefix scan: %q, want %q", keys, want)
	}
	if err := tx.Put(ctx, hflat.Key("x"), nil); err != hflat.ErrReadOnly {
		t.Errorf("Put in a read transaction: %v, want ErrReadOnly", err)
	}
	if end := prefixEnd([]byte("a\xff\xff")); string(end) != "b" {
		t.Errorf("prefixEnd(a ff ff) = %q, want b", end)
	}
	if end := prefixEnd([]byte("\xff")); end != nil {
		t.Errorf("prefixEnd(ff) = %q, want nil", end)
	}
}

// TestPebbleStartsNewManifests: pebble's MANIFEST, which every process
// replays to open the store, is started anew once it passes manifestSize
// (here one byte), rather than growing with every flush for the store's
// life.
func TestPebbleStartsNewManifests(t *testing.T) {
	defer func(was int64) { manifestSize = was }(manifestSize)
	manifestSize = 1
	s, path := tempStore(t, "pebble")
	for i, text := range []string{"Alice said the bridge would open.", "Bob said the road would close."} {
		x := kg.Extraction{Article: kg.Article{ID: fmt.Sprint("m", i), Text: text}}
		if _, err := s.WriteExtraction(x); err != nil {
			t.Fatal(err)
		}
		if err := s.pebble.Flush(); err != nil {
			t.Fatal(err)
		}
	}
	current, err := os.ReadFile(filepath.Join(path, "CURRENT"))
	if err != nil {
		t.Fatal(err)
	}
	if m := strings.TrimSpace(string(current)); m == "MANIFEST-000001" {
		t.Errorf("after two flushes the store still opens from %s", m)
	}
}
