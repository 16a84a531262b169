package graph

import (
	"path/filepath"
	"testing"

	cgraph "github.com/cayleygraph/cayley/graph"
	"github.com/cayleygraph/quad"
)

// TestCayleyLosesANodeItRemovesMoreOften: in one transaction of Cayley's kv
// writer, a node that more removed quads name than added ones (its
// reference count goes down) is left out of the added quads: they are
// written with node 0 in its place, and read back with nothing there
// (graph/log.SplitDeltas puts the node among the decremented ones, and
// applyAddDeltas resolves only the incremented). Store.apply therefore
// writes such removals in a transaction of their own first.
func TestCayleyLosesANodeItRemovesMoreOften(t *testing.T) {
	s, o1, o2, o3, p := quad.IRI("s"), quad.IRI("o1"), quad.IRI("o2"), quad.IRI("o3"), quad.IRI("p")
	write := func(st *Store, tx *cgraph.Transaction) {
		if err := st.w.ApplyTransaction(tx); err != nil {
			t.Fatal(err)
		}
	}
	st, err := Open("bolt", filepath.Join(t.TempDir(), "kg.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	tx := cgraph.NewTransaction()
	tx.AddQuad(quad.Make(s, p, o1, nil))
	tx.AddQuad(quad.Make(s, p, o2, nil))
	write(st, tx)
	tx = cgraph.NewTransaction()
	tx.RemoveQuad(quad.Make(s, p, o1, nil))
	tx.RemoveQuad(quad.Make(s, p, o2, nil))
	tx.AddQuad(quad.Make(s, p, o3, nil))
	write(st, tx)
	got, err := quad.ReadAll(cgraph.NewQuadStoreReader(st.qs))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Subject != nil {
		t.Fatalf("Cayley now writes %q: the workaround in Store.apply may go", got)
	}

	// Store.apply writes the same change whole.
	st2, err := Open("bolt", filepath.Join(t.TempDir(), "kg2.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st2.Close()
	if err := st2.write(writeSet{adds: []quad.Quad{quad.Make(s, p, o1, nil), quad.Make(s, p, o2, nil)}}); err != nil {
		t.Fatal(err)
	}
	if err := st2.write(writeSet{dels: []quad.Quad{quad.Make(s, p, o1, nil), quad.Make(s, p, o2, nil)}, adds: []quad.Quad{quad.Make(s, p, o3, nil)}}); err != nil {
		t.Fatal(err)
	}
	got, err = quad.ReadAll(cgraph.NewQuadStoreReader(st2.qs))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0] != quad.Make(s, p, o3, nil) {
		t.Errorf("Store.apply wrote %q, want only s p o3", got)
	}
}
