package graph

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/loader"
)

// seedExtractions extracts the seed articles (the loader, not the ingest
// package, which imports this one).
func seedExtractions(t *testing.T) []kg.Extraction {
	t.Helper()
	paths, err := filepath.Glob("../seeds/*.txt")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no seeds: %v", err)
	}
	x := loader.NewExtractor(nil)
	var out []kg.Extraction
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		id := strings.TrimSuffix(filepath.Base(p), ".txt")
		out = append(out, x.Extract(kg.Article{ID: id, Text: string(b)}))
	}
	return out
}

// TestCardReadsAsTheQuads: every seed statement read through its card equals
// the same statement read quad by quad, and equals what was extracted but for
// the entities' aliases, which the store gathers across articles.
func TestCardReadsAsTheQuads(t *testing.T) {
	ctx := context.Background()
	for _, backend := range []string{"memstore", "bolt"} {
		t.Run(backend, func(t *testing.T) {
			s, _ := tempStore(t, backend)
			xs := seedExtractions(t)
			if _, err := s.WriteBatch(xs); err != nil {
				t.Fatal(err)
			}
			n, continued := 0, 0
			for _, x := range xs {
				for _, want := range x.Statements {
					byCard, ok, err := s.fromCard(ctx, want.ID, newEntityCache())
					if err != nil || !ok {
						t.Fatalf("%s: no card (%v)", want.ID, err)
					}
					byQuads, _, err := s.statement(ctx, want.ID, true, newEntityCache())
					if err != nil {
						t.Fatal(err)
					}
					if !reflect.DeepEqual(byCard, byQuads) {
						t.Errorf("%s:\ncard  %+v\nquads %+v", want.ID, byCard, byQuads)
					}
					if byCard.Content != want.Content || byCard.Speaker.ID != want.Speaker.ID || byCard.Speaker.Role != want.Speaker.Role ||
						len(byCard.Via) != len(want.Via) || byCard.ContentSpan != want.ContentSpan || byCard.Kind != want.Kind || byCard.Continues != want.Continues {
						t.Errorf("%s:\nread      %+v\nextracted %+v", want.ID, byCard, want)
					}
					n++
					if want.Continues != "" {
						continued++
					}
				}
			}
			if n < 20 {
				t.Errorf("only %d statements in the seeds", n)
			}
			if continued == 0 {
				t.Errorf("no seed statement continues another's quotation: kg:continues is not read back here")
			}
		})
	}
}

// TestStatementWithoutCardIsReadFromItsQuads: quads written by hand (or an
// export from before cards) still read back whole.
func TestStatementWithoutCardIsReadFromItsQuads(t *testing.T) {
	ctx := context.Background()
	s, _ := tempStore(t, "memstore")
	xs := seedExtractions(t)[:1]
	want := xs[0].Statements[0]
	var kept []quad.Quad
	for _, q := range Quads(xs[0]) {
		if plain(q.Predicate) != Card {
			kept = append(kept, q)
		}
	}
	if _, err := s.Import(quad.NewReader(kept)); err != nil {
		t.Fatal(err)
	}
	got, err := s.Statement(ctx, want.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Content != want.Content || got.Speaker.ID != want.Speaker.ID || got.Cue != want.Cue {
		t.Errorf("read %+v\nwant %+v", got, want)
	}
}

// TestWordWalkOnKVEqualsCayleysAPI: the word walk that reads Cayley's kv
// layout (kvwords.go) finds what the walk through Cayley's API finds, also
// after an edit has left removed quads in the indexes.
func TestWordWalkOnKVEqualsCayleysAPI(t *testing.T) {
	ctx := context.Background()
	for _, backend := range []string{"bolt", "pebble"} {
		t.Run(backend, func(t *testing.T) {
			s, _ := tempStore(t, backend)
			if s.kv == nil {
				t.Fatal("no kv fast path on a kv store")
			}
			xs := seedExtractions(t)
			if _, err := s.WriteBatch(xs); err != nil {
				t.Fatal(err)
			}
			walk := func(words ...string) string {
				var iris []string
				for _, w := range words {
					iris = append(iris, kg.WordIRI(w))
				}
				var got []string
				if err := s.EachWithWords(ctx, iris, func(id, content string) error {
					got = append(got, id+" "+content)
					return nil
				}); err != nil {
					t.Fatal(err)
				}
				sort.Strings(got)
				return strings.Join(got, "\n")
			}
			sets := [][]string{{"taliban"}, {"revenge"}, {"pakistan", "taliban"}, {"attack", "school"}, {"nosuchword"}, {"said", "nosuchword"}}
			check := func(stage string) int {
				n := 0
				for _, ws := range sets {
					fast := walk(ws...)
					kv := s.kv
					s.kv = nil
					slow := walk(ws...)
					s.kv = kv
					if fast != slow {
						t.Errorf("%s, %v:\nkv walk:\n%s\nCayley's API:\n%s", stage, ws, fast, slow)
					}
					if fast != "" {
						n += strings.Count(fast, "\n") + 1
					}
				}
				return n
			}
			before := check("after load")
			// edit: the first article loses its second half
			edited := xs[0].Article
			edited.Text = edited.Text[:len(edited.Text)/2]
			x := loader.NewExtractor(nil).Extract(edited)
			if res, err := s.WriteBatch([]kg.Extraction{x}); err != nil || res.Removed == 0 {
				t.Fatalf("edit: %+v, %v", res, err)
			}
			after := check("after an edit")
			if before == 0 || after >= before {
				t.Errorf("statements found: %d before the edit, %d after; want some, then fewer", before, after)
			}
		})
	}
}

// TestKVValuesEqualCayleysAPI: values read straight from Cayley's
// subject-predicate index (kvvalues.go) equal those read through Cayley's
// API, for every statement's card, text and speaker and every entity's name,
// type and aliases, after a load and after an edit that removed quads.
func TestKVValuesEqualCayleysAPI(t *testing.T) {
	ctx := context.Background()
	for _, backend := range []string{"bolt", "pebble"} {
		t.Run(backend, func(t *testing.T) {
			s, _ := tempStore(t, backend)
			if !s.kvSP {
				t.Fatal("no subject-predicate fast path on a kv store")
			}
			xs := seedExtractions(t)
			if _, err := s.WriteBatch(xs); err != nil {
				t.Fatal(err)
			}
			type pair struct{ subj, pred string }
			var pairs []pair
			for _, x := range xs {
				for _, st := range x.Statements {
					for _, p := range []string{Card, Text, Cue, WasAttributedTo} {
						pairs = append(pairs, pair{st.ID, p})
					}
				}
				for _, e := range x.Entities {
					for _, p := range []string{Name, RDFType, AlternateName} {
						pairs = append(pairs, pair{e.ID, p})
					}
				}
			}
			check := func(stage string) int {
				n := 0
				for _, pr := range pairs {
					fast, err := s.values(ctx, pr.subj, pr.pred, 0)
					if err != nil {
						t.Fatal(err)
					}
					s.kvSP = false
					slow, err := s.values(ctx, pr.subj, pr.pred, 0)
					s.kvSP = true
					if err != nil {
						t.Fatal(err)
					}
					if !reflect.DeepEqual(fast, slow) {
						t.Errorf("%s, %s %s: kv %v, Cayley %v", stage, pr.subj, pr.pred, fast, slow)
					}
					n += len(fast)
				}
				return n
			}
			before := check("after load")
			edited := xs[0].Article
			edited.Text = edited.Text[:len(edited.Text)/2]
			if res, err := s.WriteBatch([]kg.Extraction{loader.NewExtractor(nil).Extract(edited)}); err != nil || res.Removed == 0 {
				t.Fatalf("edit: %+v, %v", res, err)
			}
			after := check("after an edit")
			if before == 0 || after >= before {
				t.Errorf("values: %d before the edit, %d after; want some, then fewer", before, after)
			}
		})
	}
}
