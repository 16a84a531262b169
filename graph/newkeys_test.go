package graph

import (
	"context"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cayleygraph/quad"

	cproto "github.com/cayleygraph/cayley/graph/proto"
	hkv "github.com/hidal-go/hidalgo/kv"
	"google.golang.org/protobuf/proto"
)

// TestNewKeysKVWritesWhatCayleyWrites: the same loads (new articles in
// batches, then edited versions of some, which remove quads) into two
// stores, one with newKeysKV and one without, leave the same keys and values,
// the log's write times aside; and newKeysKV answered reads itself.
func TestNewKeysKVWritesWhatCayleyWrites(t *testing.T) {
	batch := generatedBatches(5)
	load := func(backend string, spare bool) (map[string]string, int64) {
		defer func(was bool) { spareNewKeys = was }(spareNewKeys)
		spareNewKeys = spare
		before := sparedReads.Load()
		st, err := Open(backend, filepath.Join(t.TempDir(), "kg.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		for _, b := range [][3]int{{0, 20, 0}, {20, 60, 0}, {10, 30, 1}, {60, 70, 0}, {0, 5, 0}} {
			if _, err := st.WriteBatch(batch(b[0], b[1], b[2] == 1)); err != nil {
				t.Fatal(err)
			}
		}
		return dumpKV(t, st.kv), sparedReads.Load() - before
	}
	for _, backend := range []string{"bolt", "pebble"} {
		with, spared := load(backend, true)
		without, _ := load(backend, false)
		if spared == 0 {
			t.Errorf("%s: newKeysKV answered no read", backend)
		}
		for k, v := range without {
			if with[k] != v {
				t.Errorf("%s: key %q: %q with newKeysKV, %q without", backend, k, with[k], v)
				break
			}
		}
		if len(with) != len(without) {
			t.Errorf("%s: %d keys with newKeysKV, %d without", backend, len(with), len(without))
		}
		t.Logf("%s: %d keys, %d reads spared", backend, len(with), spared)
	}
}

// dumpKV reads every key of db; log entries lose their write time.
func dumpKV(t *testing.T, db hkv.KV) map[string]string {
	out := map[string]string{}
	err := hkv.View(context.Background(), db, func(tx hkv.Tx) error {
		it := tx.Scan(context.Background())
		defer it.Close()
		for it.Next(context.Background()) {
			k := it.Key()
			v := append([]byte(nil), it.Val()...)
			if len(k) > 0 && string(k[0]) == "log" {
				var p cproto.Primitive
				if err := proto.Unmarshal(v, &p); err != nil {
					return err
				}
				p.Timestamp = 0
				var err error
				det := proto.MarshalOptions{Deterministic: true}
				if v, err = det.Marshal(&p); err != nil {
					return err
				}
			}
			out[keyString(k)] = string(v)
		}
		return it.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func keyString(k hkv.Key) string {
	s := ""
	for _, p := range k {
		s += string(p) + "\x00/"
	}
	return s
}

// TestWriterRemembersStoredEntityQuads: a writer asks the store about each
// entity quad once (storedSet); a reload adds nothing; an entity quad deleted
// through Cayley's HTTP API comes back with the next load of its article.
func TestWriterRemembersStoredEntityQuads(t *testing.T) {
	st, err := Open("bolt", filepath.Join(t.TempDir(), "kg.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	xs := seedExtractions(t)
	if _, err := st.WriteBatch(xs); err != nil {
		t.Fatal(err)
	}
	if st.stored.has(keyOf(quad.Quad{})) || len(st.stored.m) == 0 {
		t.Fatalf("the writer remembers %d entity quads", len(st.stored.m))
	}
	if res, err := st.WriteBatch(xs); err != nil || res.Added != 0 {
		t.Fatalf("reload: %+v, %v", res, err)
	}
	var name quad.Quad
	for _, q := range Quads(xs[0]) {
		if q.Predicate == quad.IRI(Name) && st.stored.has(keyOf(q)) {
			name = q
			break
		}
	}
	if name.Subject == nil {
		t.Fatal("the writer does not remember any entity's name")
	}
	body := name.NQuad()
	r := httptest.NewRequest("POST", "/api/v2/delete", strings.NewReader(body+"\n"))
	w := httptest.NewRecorder()
	st.QueryAPI(time.Second, 10, true).ServeHTTP(w, r)
	if w.Code != 200 {
		t.Fatalf("delete: %d %s", w.Code, w.Body.String())
	}
	if ok, _ := st.has(name); ok {
		t.Fatalf("%v still stored after the delete", name)
	}
	if res, err := st.WriteBatch(xs); err != nil || res.Added != 1 {
		t.Errorf("reload after the delete: %+v, %v; want the deleted quad added back", res, err)
	}
	if ok, _ := st.has(name); !ok {
		t.Errorf("%v is not back", name)
	}
}
