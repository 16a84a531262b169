package graph

import (
	"fmt"
	"reflect"
	"runtime"
	"testing"

	cgraph "github.com/cayleygraph/cayley/graph"
	graphlog "github.com/cayleygraph/cayley/graph/log"
	"github.com/cayleygraph/quad"
)

// TestHashQuadsIsSplitDeltas: hashQuads, on every core and with each
// value hashed once, gives the quad hashes and node counts that Cayley's
// SplitDeltas gives, for batches smaller and larger than a core's part,
// values repeated across parts.
func TestHashQuadsIsSplitDeltas(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	for _, n := range []int{1, 100, 3 * appendPart, 10*appendPart + 7} {
		quads := make([]quad.Quad, n)
		for i := range quads {
			var o quad.Value = quad.String(fmt.Sprint("word ", i%97))
			switch i % 5 {
			case 1:
				o = quad.IRI(fmt.Sprint("https://kg.example.org/e/", i%1013))
			case 2:
				o = quad.TypedString{Value: quad.String(fmt.Sprint("word ", i%97)), Type: "http://www.w3.org/2001/XMLSchema#string"}
			case 3:
				o = quad.Int(i % 7)
			}
			var label quad.Value
			if i%3 > 0 {
				label = quad.IRI(fmt.Sprint("https://kg.example.org/article/", i/500))
			}
			quads[i] = quad.Quad{Subject: quad.IRI(fmt.Sprint("https://kg.example.org/s/", i/30)),
				Predicate: quad.IRI(fmt.Sprint("https://kg.example.org/ns#p", i%11)), Object: o, Label: label}
		}
		in := make([]cgraph.Delta, n)
		for i, q := range quads {
			in[i] = cgraph.Delta{Quad: q, Action: cgraph.Add}
		}
		want := graphlog.SplitDeltas(in)
		nodes, hashes := hashQuads(quads)
		if len(nodes) != len(want.IncNode) {
			t.Fatalf("%d quads: %d nodes, SplitDeltas %d", n, len(nodes), len(want.IncNode))
		}
		for i, w := range want.IncNode {
			if g := nodes[i]; g.Hash != w.Hash || g.RefInc != w.RefInc || quad.ToString(g.Val) != quad.ToString(w.Val) {
				t.Fatalf("%d quads: node %d is %v %d %v, SplitDeltas %v %d %v", n, i, g.Hash, g.RefInc, g.Val, w.Hash, w.RefInc, w.Val)
			}
		}
		for i, w := range want.QuadAdd {
			if !reflect.DeepEqual(hashes[i], w.Quad) {
				t.Fatalf("%d quads: quad %d hashes %v, SplitDeltas %v", n, i, hashes[i], w.Quad)
			}
		}
	}
}
