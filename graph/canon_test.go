package graph_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/ask"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/ingest"
	"github.com/kg-dev/kg/internal/testkit"
	"github.com/kg-dev/kg/loader"
)

// loadLines loads JSON Lines articles, each batch of the given lines apart.
func loadLines(t *testing.T, st *graph.Store, lines []string) {
	t.Helper()
	for _, l := range lines {
		if _, err := ingest.Load(context.Background(), st, loader.Source{Paths: []string{"-"}, Stdin: strings.NewReader(l + "\n")}, nil, ingest.Options{}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestOneEntityForManyNamesInAnyOrder: an organization that one article
// names "the Lund Farmers Union", another "the Lund Farmers Union, or LFU"
// and a third "the LFU" is one entity in the store, named by its fullest
// name with the others as aliases, whatever order the articles come in (one
// at a time or together); reloading any of them changes nothing. A band
// whose name shares words but no name key ("Lund Farmers") stays apart.
func TestOneEntityForManyNamesInAnyOrder(t *testing.T) {
	lines := testkit.FileLines(t, "testdata/merge/articles.jsonl")
	orders := [][]int{{0, 1, 2, 3, 4, 5}, {2, 1, 0, 3, 5, 4}, {4, 1, 2, 0, 3, 5}, {5, 3, 2, 0, 4, 1}, {0, 4, 2, 3, 1, 5}}
	var want []string
	for _, backend := range backendsUnderTest() {
		t.Run(backend.name, func(t *testing.T) { // (a backend not here, PostgreSQL without a server, skips alone)
			orderedLoads(t, backend, lines, orders, &want)
		})
	}
	st := graph.OpenMemory()
	defer st.Close()
	loadLines(t, st, lines)
	orgs, err := ask.Entities(context.Background(), st, kg.Organization, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, o := range orgs {
		names = append(names, o.Entity.Name+" "+strings.Join(o.Entity.Aliases, ","))
	}
	if !slices.Contains(names, "Lund Farmers Union LFU") || slices.ContainsFunc(names, func(n string) bool { return strings.HasPrefix(n, "LFU") }) {
		t.Errorf("organizations: %q, want one Lund Farmers Union known as LFU", names)
	}
	for _, l := range testkit.Lines(t, st) {
		if strings.Contains(l, "<https://kg.example.org/entity/lfu>") {
			t.Errorf("the export still names entity/lfu: %s", l)
		}
	}
	all, err := ask.Entities(context.Background(), st, "", 0, 0)
	if err != nil || !slices.ContainsFunc(all, func(e ask.EntityCount) bool { return e.Entity.Name == "Lund Farmers" }) {
		t.Errorf("the band Lund Farmers is no entity of its own (%v)", err)
	}
	sts, err := ask.Statements(context.Background(), st, ask.SaidBy("LFU", true), 0)
	if err != nil || len(sts) != 7 {
		t.Errorf("said-by LFU --members: %d statements (%v), want the union's three and its two people's four", len(sts), err)
	}
	for _, s := range sts {
		if a := s.Speaker.Affiliation; a != nil && a.Name != "Lund Farmers Union" {
			t.Errorf("%s's affiliation is %q", s.Speaker.Name, a.Name)
		}
	}
}

// orderedLoads loads lines into a store of backend in each order (the
// first all in one batch, the others an article at a time) and holds each
// store's quads to the first's (want), and a reload to no change.
func orderedLoads(t *testing.T, backend backendCase, lines []string, orders [][]int, want *[]string) {
	for oi, order := range orders {
		st := backend.open(t)
		var ls []string
		for _, i := range order {
			ls = append(ls, lines[i])
		}
		if oi == 0 {
			loadLines(t, st, []string{strings.Join(ls, "\n")}) // all in one batch
		} else {
			loadLines(t, st, ls)
		}
		got := testkit.Lines(t, st)
		if *want == nil {
			*want = got
		} else if !slices.Equal(got, *want) {
			t.Errorf("%s, order %v: %d quads, unlike the first load's %d", backend.name, order, len(got), len(*want))
		}
		loadLines(t, st, ls[:2])
		if again := testkit.Lines(t, st); !slices.Equal(again, got) {
			t.Errorf("%s, order %v: reloading changed the store", backend.name, order)
		}
		st.Close()
	}
}
