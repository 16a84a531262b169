package graph_test

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/cayleygraph/quad"
	"github.com/cayleygraph/quad/nquads"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/ingest"
	"github.com/kg-dev/kg/internal/testkit"
	"github.com/kg-dev/kg/loader"
)

// TestCountsAgreeWithARecount: what kg stats shows (Stats, from the
// nodes' reference counts where the backend keeps them) equals a recount
// of every class and kind (Recount) after each way a store changes: loads
// with entity merges, quotations, an article loaded again with other
// words, one loaded again as it was, an import of the export into an
// empty store and the same import again, on every backend; on PostgreSQL
// the entity names it keeps (kg_names) equal a recount too.
func TestCountsAgreeWithARecount(t *testing.T) {
	merge := testkit.FileLines(t, "testdata/merge/articles.jsonl")
	quotes := quotationCorpus(t)
	edited := quotes[2]
	edited.Statements = edited.Statements[:len(edited.Statements)-1] // a statement fewer
	for _, backend := range backendsUnderTest() {
		t.Run(backend.name, func(t *testing.T) {
			st := backend.open(t)
			defer st.Close()
			agree := func(step string) graph.Stats {
				t.Helper()
				ctx := context.Background()
				kept, err := st.Stats(ctx)
				if err != nil {
					t.Fatal(err)
				}
				counted, err := st.Recount(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(kept, counted) {
					t.Errorf("after %s: kept %+v, counted %+v", step, kept, counted)
				}
				diffs, err := st.RecountTallies(ctx)
				if err != nil {
					t.Fatal(err)
				}
				for _, d := range diffs {
					t.Errorf("after %s: %s", step, d)
				}
				names, err := st.RecountNames(ctx)
				if err != nil {
					t.Fatal(err)
				}
				for _, d := range names {
					t.Errorf("after %s: %s", step, d)
				}
				pagesEqualTheCount(t, st, step)
				return kept
			}
			loadLines(t, st, merge)
			agree("loading articles whose entities merge")
			loadLines(t, st, []string{ // a stored speaker merged into a better name: its statements' tallies move
				`{"id":"t1","text":"The NRA said the levy would rise. The NRA said it would march."}`,
				`{"id":"t2","text":"The Norland Riders Association, or NRA, said it opposed the levy."}`,
			})
			before := agree("loading a better name of a stored speaker")
			if _, err := st.Import(nquads.NewReader(strings.NewReader(secondType(t, st)), false)); err != nil {
				t.Fatal(err)
			}
			before = agree("importing a second type of the speaker of the most statements")
			if _, err := st.WriteBatch(quotes); err != nil {
				t.Fatal(err)
			}
			loaded := agree("loading quotations")
			if loaded.Statements <= before.Statements || loaded.Articles != before.Articles+len(quotes) {
				t.Errorf("counts did not grow with a load: %+v, then %+v", before, loaded)
			}
			if _, err := st.WriteBatch(quotes[2:3]); err != nil {
				t.Fatal(err)
			}
			agree("loading an article again")
			if _, err := st.WriteExtraction(edited); err != nil {
				t.Fatal(err)
			}
			if got := agree("editing an article"); got.Statements != loaded.Statements-1 {
				t.Errorf("an edit that drops a statement: %d statements, want %d", got.Statements, loaded.Statements-1)
			}
			emptied := quotes[0]
			emptied.Statements = nil // every statement of an article gone: counts fall below their links
			if _, err := st.WriteExtraction(emptied); err != nil {
				t.Fatal(err)
			}
			agree("editing an article to say nothing")
			var buf bytes.Buffer
			w := nquads.NewWriter(&buf)
			if _, err := st.Export(w); err != nil {
				t.Fatal(err)
			}
			w.Close()
			into := backend.open(t)
			defer into.Close()
			if _, err := into.Import(nquads.NewReader(strings.NewReader(buf.String()), false)); err != nil {
				t.Fatal(err)
			}
			st = into
			agree("importing the export")
			// Cayley's kv writer counts a node's references before it
			// skips a quad the store holds (graph/kv applyAddDeltas), so
			// an import of held quads must not reach it.
			if _, err := into.Import(nquads.NewReader(strings.NewReader(buf.String()), false)); err != nil {
				t.Fatal(err)
			}
			agree("importing the export again")
		})
	}
}

// secondType is an N-Quads line that gives the speaker of the most
// statements in the store a type it does not have yet (and no statement):
// it is then listed, and counted, under both. It fails the test unless the
// speaker has one type.
func secondType(t *testing.T, st *graph.Store) string {
	t.Helper()
	top, _, err := st.EntitiesByCount(context.Background(), "", 0, 2)
	if err != nil || len(top) != 2 || top[0].Entity.ID == top[1].Entity.ID {
		t.Fatalf("the top speaker and the next: %v, %v", top, err)
	}
	e := top[0].Entity
	typ := kg.Organization
	if e.Type == kg.Organization {
		typ = kg.Group
	}
	return fmt.Sprintf("<%s> <%s> <%s> .\n", e.ID, graph.RDFType, graph.ClassOf(typ))
}

// pagesEqualTheCount: the entity list from the kept counts
// (EntitiesByCount) is the list counted the slow way (RecountTallies
// passed, so each entity's statements are its tally), in order, and its
// pages put end to end are the whole list, for every type and for all.
func pagesEqualTheCount(t *testing.T, st *graph.Store, step string) {
	t.Helper()
	ctx := context.Background()
	for _, typ := range append([]kg.EntityType{""}, kg.EntityTypes...) {
		all, kept, err := st.EntitiesByCount(ctx, typ, 0, 0)
		if err != nil || !kept {
			t.Fatalf("after %s: EntitiesByCount(%q): kept %v, %v", step, typ, kept, err)
		}
		want := countedEntities(t, st, typ)
		if typ == "" {
			aliasesAgree(t, st, want)
		}
		if !reflect.DeepEqual(all, want) {
			t.Errorf("after %s, type %q: kept list\n%v\nwant\n%v", step, typ, all, want)
		}
		for _, size := range []int{1, 2, 5} {
			var pages []graph.EntityCount
			for off := 0; off < len(want)+size; off += size {
				p, _, err := st.EntitiesByCount(ctx, typ, off, size)
				if err != nil {
					t.Fatal(err)
				}
				pages = append(pages, p...)
			}
			if !reflect.DeepEqual(pages, want) {
				t.Errorf("after %s, type %q: pages of %d\n%v\nwant\n%v", step, typ, size, pages, want)
			}
		}
	}
}

// countedEntities lists the entities of typ ("" for all) to list, each
// with its statements counted one by one, in the entity list's order.
func countedEntities(t *testing.T, st *graph.Store, typ kg.EntityType) []graph.EntityCount {
	t.Helper()
	ctx := context.Background()
	var out []graph.EntityCount
	for _, et := range kg.EntityTypes {
		if typ != "" && et != typ {
			continue
		}
		if err := st.Subjects(ctx, quad.IRI(graph.ClassOf(et)), graph.RDFType, func(iri string) error {
			e, err := st.Entity(ctx, iri)
			if err != nil || !e.Listed() {
				return err
			}
			n := 0
			if err := st.Subjects(ctx, quad.IRI(iri), graph.WasAttributedTo, func(sub string) error {
				if strings.HasPrefix(sub, kg.Base+"statement/") { // (a quotation is attributed too)
					n++
				}
				return nil
			}); err != nil {
				return err
			}
			out = append(out, graph.EntityCount{Entity: kg.Entity{ID: iri, Name: e.Name, Type: et}, Statements: n})
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	graph.SortTallies(out)
	return out
}

// aliasesAgree: AliasesOf (one statement on PostgreSQL) gives each entity
// the aliases Entity reads.
func aliasesAgree(t *testing.T, st *graph.Store, es []graph.EntityCount) {
	t.Helper()
	ctx := context.Background()
	var ids []string
	for _, e := range es {
		ids = append(ids, e.Entity.ID)
	}
	got, err := st.AliasesOf(ctx, ids)
	if err != nil {
		t.Fatal(err)
	}
	some := false
	for _, id := range ids {
		e, err := st.Entity(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		some = some || len(e.Aliases) > 0
		if fmt.Sprint(got[id]) != fmt.Sprint(e.Aliases) {
			t.Errorf("%s: AliasesOf %q, Entity %q", id, got[id], e.Aliases)
		}
	}
	if !some {
		t.Error("no entity has an alias: the check checks nothing")
	}
}

// TestStoreBeforeTypedCountsIsRelinked: a store whose entities are linked
// to count nodes of all types (as kg wrote them before count nodes were
// typed) has its links moved to its types' count nodes when it is opened
// to write: then the kept links agree with a recount, and the entity list
// is the one the same articles give in a new store.
func TestStoreBeforeTypedCountsIsRelinked(t *testing.T) {
	ctx := context.Background()
	for _, backend := range []string{"bolt", "pebble", "postgres"} {
		t.Run(backend, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "kg.db")
			if backend == "postgres" {
				path = testkit.PostgresURL(t)
			}
			st, err := graph.Open(backend, path)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := st.WriteBatch(quotationCorpus(t)); err != nil {
				t.Fatal(err)
			}
			want, _, err := st.EntitiesByCount(ctx, "", 0, 0)
			if err != nil || len(want) == 0 {
				t.Fatalf("entities: %v, %v", want, err)
			}
			graph.UntypeCountLinks(t, st)
			if diffs, err := st.RecountTallies(ctx); err != nil || len(diffs) == 0 {
				t.Fatalf("untyped links: the recount found no difference (%v)", err)
			}
			pagesEqualTheCount(t, st, "untyping the count links (read as they are)")
			st.Close()
			if st, err = graph.Open(backend, path); err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			diffs, err := st.RecountTallies(ctx)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range diffs {
				t.Errorf("after opening to write: %s", d)
			}
			got, _, err := st.EntitiesByCount(ctx, "", 0, 0)
			if err != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("entity list after relinking:\n%v, %v\nwant\n%v", got, err, want)
			}
		})
	}
}

// TestPagesCutTies: a page that ends inside a tie of many entities with the
// same number of statements holds the first of them by name, then IRI, as
// the whole list does (PostgreSQL reads only the first of a tie, in SQL's
// order, which must be Go's), on every backend.
func TestPagesCutTies(t *testing.T) {
	given := []string{"Zora", "Ada", "Émile", "Bo", "Yusuf", "Cleo", "Åsa", "Dmitri", "Xena", "Eli"}
	family := []string{"Quist", "Abbot", "Lund", "Öberg", "Moss", "Zeller"}
	var lines []string
	for i, g := range given {
		for j, f := range family {
			said := fmt.Sprintf("%s %s said the levy would rise.", g, f)
			if (i+j)%7 == 0 {
				said += fmt.Sprintf(" %s %s said the bridge would close.", g, f) // a second statement: a smaller tie above
			}
			lines = append(lines, fmt.Sprintf(`{"id":"tie-%d-%d","text":%q}`, i, j, said))
		}
	}
	lines = append(lines, `{"id":"tie-alias","text":"The Lund Farmers Union, or LFU, said the levy would rise. The LFU said it would march."}`)
	for _, backend := range backendsUnderTest() {
		t.Run(backend.name, func(t *testing.T) {
			var st *graph.Store
			if backend.name == "postgres" { // a server whose own order of names is not Go's
				var err error
				if st, err = graph.Open("postgres", testkit.PostgresURLCollated(t)); err != nil {
					t.Fatal(err)
				}
			} else {
				st = backend.open(t)
			}
			defer st.Close()
			if _, err := ingest.Load(context.Background(), st, loader.Source{Paths: []string{"-"}, Stdin: strings.NewReader(strings.Join(lines, "\n") + "\n")}, nil, ingest.Options{}); err != nil {
				t.Fatal(err)
			}
			all, _, err := st.EntitiesByCount(context.Background(), kg.Person, 0, 0)
			if err != nil || len(all) < len(lines)-1 {
				t.Fatalf("%d people listed, want %d or more (%v)", len(all), len(lines)-1, err)
			}
			pagesEqualTheCount(t, st, "loading a tie of many people")
		})
	}
}
