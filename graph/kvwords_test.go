package graph

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/cayleygraph/cayley/graph/refs"
	"github.com/cayleygraph/quad"
)

// TestIDKeyOrder: the order idKey gives is the order the database holds
// keys in, the escaped one on the flat stores.
func TestIDKeyOrder(t *testing.T) {
	for _, tc := range []struct {
		escaped bool
		ids     []uint64 // in key order
	}{
		{false, []uint64{0x2e, 0x2f, 0x30, 0x5b, 0x5c, 0x5d, 0x932f, 0x9330}},
		{true, []uint64{0x2e, 0x30, 0x5b, 0x2f, 0x5c, 0x5d, 0x9330, 0x932f}},
		{true, []uint64{0x093434, 0x09342f}},
	} {
		s := &Store{escapedKeys: tc.escaped}
		for i := 1; i < len(tc.ids); i++ {
			if c := s.idKey(tc.ids[i-1]).cmp(s.idKey(tc.ids[i])); c >= 0 {
				t.Errorf("escaped %v: %#x sorts at or after %#x (%d)", tc.escaped, tc.ids[i-1], tc.ids[i], c)
			}
		}
		if c := s.idKey(tc.ids[0]).cmp(s.idKey(tc.ids[0])); c != 0 {
			t.Errorf("escaped %v: %#x differs from itself", tc.escaped, tc.ids[0])
		}
	}
}

// TestWordWalkFollowsTheStoresKeyOrder: a word held by hundreds of
// statements, whose node ids run through bytes that the flat stores escape
// ('/' is 0x2f), is walked to every statement, as Cayley's API finds them,
// alone and with a second word. Walking in numeric id order, the merge join
// skipped a statement whose id ends in 0x2f whenever a smaller id followed
// it in the range; on a 10,000-article load that lost a quotation link.
func TestWordWalkFollowsTheStoresKeyOrder(t *testing.T) {
	ctx := context.Background()
	for _, backend := range []string{"bolt", "leveldb", "pebble"} {
		t.Run(backend, func(t *testing.T) {
			s, _ := tempStore(t, backend)
			if s.kv == nil {
				t.Fatal("no kv fast path on a kv store")
			}
			var qs []quad.Quad
			for i := 0; i < 700; i++ {
				st := quad.IRI(fmt.Sprintf("%sstatement/t/%d", NSKG, i))
				g := quad.IRI(fmt.Sprintf("%sarticle/t%d", NSKG, i))
				qs = append(qs, quad.Quad{Subject: st, Predicate: quad.IRI(HasWord), Object: quad.IRI(NSKG + "word/all"), Label: g})
				if i%3 == 0 {
					qs = append(qs, quad.Quad{Subject: st, Predicate: quad.IRI(HasWord), Object: quad.IRI(NSKG + "word/third"), Label: g})
				}
			}
			if err := s.write(writeSet{adds: qs}); err != nil {
				t.Fatal(err)
			}
			has, err := s.qs.ValueOf(quad.IRI(HasWord))
			if err != nil {
				t.Fatal(err)
			}
			walk := func(words ...string) []string {
				var wrefs []refs.Ref
				for _, w := range words {
					r, err := s.qs.ValueOf(quad.IRI(NSKG + "word/" + w))
					if err != nil || r == nil {
						t.Fatalf("word %s: %v", w, err)
					}
					wrefs = append(wrefs, r)
				}
				var got []string
				if err := s.walkWords(ctx, wrefs, has, func(r refs.Ref) error {
					iri, err := s.iriOf(r)
					got = append(got, iri)
					return err
				}); err != nil {
					t.Fatal(err)
				}
				slices.Sort(got)
				return got
			}
			for _, tc := range []struct {
				words []string
				want  int
			}{{[]string{"all"}, 700}, {[]string{"all", "third"}, 234}, {[]string{"third", "all"}, 234}} {
				words := tc.words
				fast := walk(words...)
				kv := s.kv
				s.kv = nil
				slow := walk(words...)
				s.kv = kv
				if len(slow) != tc.want {
					t.Fatalf("%v: Cayley's API finds %d statements", words, len(slow))
				}
				if !slices.Equal(fast, slow) {
					t.Errorf("%v: the kv walk finds %d statements, Cayley's API %d", words, len(fast), len(slow))
				}
			}
		})
	}
}
