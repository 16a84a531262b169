package graph

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/cayleygraph/quad"
	hkv "github.com/hidal-go/hidalgo/kv"
	"github.com/hidal-go/hidalgo/kv/options"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/loader"
)

// TestKVNamesEqualAScan: on the kv stores a name no key matches is looked
// up in the kgnames bucket (kvLookUpName); its answers, the entities whose
// names hold the words and the names suggested, equal those of a scan of
// every entity (a memory store, written alike), after a load, after edits
// that take entities and their names away, for a store whose bucket is
// gone (filled again when it is opened to write), and after a write
// through Cayley's own API (back to the scan until then).
func TestKVNamesEqualAScan(t *testing.T) {
	ctx := context.Background()
	x := loader.NewExtractor(nil)
	// a name only one article gives, which its edit takes away
	gone := x.Extract(kg.Article{ID: "kvn-gone", Text: "Zebulon Quartermaine said the bridge will open on Monday."})
	xs := append(append(seedExtractions(t), gone), extractGenerated(60)...)
	var asks []string
	for _, x := range xs[len(xs)-20 : len(xs)-12] { // the articles the edits empty
		for _, st := range x.Statements[:min(2, len(x.Statements))] {
			if n := st.Speaker.Name; len(n) > 6 {
				asks = append(asks, n[:len(n)-1]+"x", strings.Fields(n)[0], n+" Jr")
			}
		}
	}
	asks = append(asks, "Pakistani Talibn", "Khurasni", "Obamma", "no such name anywhere",
		"Zebulon Quartermain", "Brandtwhistle", "Ophelia Brandtwhistl", "Ophelia Quartermain", "Quartermaine")
	// edits: articles emptied, and one that names somebody new in a batch
	// that also removes (written through Cayley's writer)
	emptied := []kg.Extraction{x.Extract(kg.Article{ID: gone.Article.ID, Text: "Nothing was said."})}
	for _, a := range xs[len(xs)-20 : len(xs)-10] {
		emptied = append(emptied, x.Extract(kg.Article{ID: a.Article.ID, Text: "Nothing was said."}))
	}
	emptied[1] = x.Extract(kg.Article{ID: emptied[1].Article.ID, Text: "Ophelia Brandtwhistle told reporters the plan was dead."})
	for _, backend := range []string{"bolt", "pebble"} {
		t.Run(backend, func(t *testing.T) {
			st, path := tempStore(t, backend)
			ref := OpenMemory()
			defer ref.Close()
			answers := func(s *Store) string {
				var b strings.Builder
				for _, a := range asks {
					l, err := s.LookUpName(ctx, a, 5)
					if err != nil {
						t.Fatal(err)
					}
					fmt.Fprintf(&b, "%s: %v %v\n", a, l.Holding, l.Suggestions)
				}
				return b.String()
			}
			check := func(stage string, s *Store, bucket bool) {
				t.Helper()
				if ok, err := s.namesIndexed(ctx); err != nil || ok != bucket {
					t.Fatalf("%s: bucket in use %v, want %v (%v)", stage, ok, bucket, err)
				}
				if got, want := answers(s), answers(ref); got != want {
					t.Errorf("%s: the bucket answers\n%s\na scan\n%s", stage, got, want)
				}
			}
			for _, s := range []*Store{st, ref} {
				if _, err := s.WriteBatch(xs); err != nil {
					t.Fatal(err)
				}
			}
			check("after a load", st, true)
			for _, s := range []*Store{st, ref} {
				if _, err := s.WriteBatch(emptied); err != nil {
					t.Fatal(err)
				}
			}
			check("after edits", st, true)
			// a name the bucket took in before a crash kept its quads out
			lost := quad.Quad{Subject: quad.IRI(kg.Base + "entity/lost"), Predicate: quad.IRI(Name), Object: quad.String("Ophelia Quartermaine")}
			if err := st.keepNames(ctx, []quad.Quad{lost}); err != nil {
				t.Fatal(err)
			}
			check("with a name no quad gives", st, true)

			// a store without the bucket, as one made before it
			err := hkv.Update(ctx, st.kv, func(tx hkv.Tx) error {
				it := tx.Scan(ctx, options.WithPrefixKV(hkv.Key{namesBucket}))
				var keys []hkv.Key
				for it.Next(ctx) {
					keys = append(keys, append(hkv.Key(nil), it.Key()...))
				}
				it.Close()
				if len(keys) == 0 {
					return fmt.Errorf("the bucket is empty")
				}
				for _, k := range append(keys, namesComplete) {
					if err := tx.Del(ctx, k); err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			check("without the bucket", st, false)
			st.Close()
			if st, err = Open(backend, path); err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			check("opened again to write", st, true)

			st.cayleyWrote() // as after a write through QueryAPI
			check("after a write through Cayley's API", st, false)
		})
	}
}
