package ask

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/ingest"
	"github.com/kg-dev/kg/internal/corpus"
	"github.com/kg-dev/kg/loader"
	"github.com/kg-dev/kg/queries"
)

func TestPhraseTokens(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string
	}{
		{"The perfect Revenge!", "the|perfect|revenge"},
		{"“utter barbarism”", "utter|barbarism"},
		{"Tehrik-e-Taliban’s men", "tehrik|e|taliban|s|men"},
		{"  ", ""},
		{"Zürich 2014", "zürich|2014"},
	} {
		if got := strings.Join(phraseTokens(c.in), "|"); got != c.want {
			t.Errorf("phraseTokens(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestContainsRun(t *testing.T) {
	toks := []string{"we", "will", "rebuild", "the", "ceasefire"}
	for _, c := range []struct {
		run  []string
		want bool
	}{
		{[]string{"rebuild", "the", "ceasefire"}, true},
		{[]string{"rebuild", "ceasefire"}, false},
		{[]string{"we"}, true},
		{[]string{"ceasefire", "now"}, false},
		{nil, false},
	} {
		if got := containsRun(toks, c.run); got != c.want {
			t.Errorf("containsRun(%v) = %v, want %v", c.run, got, c.want)
		}
	}
}

// TestWhoSaidFindsWhatTheGizmoProgramFinds: kg's who-said walks the word
// index itself (graph.Store.EachWithWords); queries/who_said.js, which
// `kg query -f` runs, must find the very same statements.
func TestWhoSaidFindsWhatTheGizmoProgramFinds(t *testing.T) {
	ctx := context.Background()
	st := genStore(t, 7, 300, "../seeds")
	phrases := []string{"revenge", "utter barbarism", "rebuild the ceasefire", "budget", "the budget", "Pakistan", "ceasefire talks", "no such words here"}
	total := 0
	for _, ph := range phrases {
		got, err := whoSaid(ctx, st, ph, 0)
		if err != nil {
			t.Fatal(err)
		}
		program, err := queries.Program("who_said", map[string]string{"phrase": ph, "brief": "true"})
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		err = st.Query(ctx, program, 0, func(r any) error {
			want = append(want, graph.TrimIRI(fmt.Sprint(r.(map[string]any)["id"])))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		sort.Strings(got)
		sort.Strings(want)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%q: kg found %d statements, who_said.js %d", ph, len(got), len(want))
		}
		total += len(got)
		if limited, _ := whoSaid(ctx, st, ph, 3); len(limited) > 3 {
			t.Errorf("%q: limit 3 gave %d", ph, len(limited))
		}
	}
	if total < 50 {
		t.Errorf("only %d statements found for all phrases: the test tests little", total)
	}
}

// TestGoQuestionsFindWhatTheProgramsFind: said-by (with and without
// members) and via, answered in Go (fixed.go), give the statements
// queries/said_by.js and via.js give, in the same order, in full and cut at a
// limit, on bolt, pebble and memstore (memstore: the same set; its order is
// its own), also after an edit has left removed quads in the indexes.
func TestGoQuestionsFindWhatTheProgramsFind(t *testing.T) {
	ctx := context.Background()
	var buf bytes.Buffer
	gen := corpus.New(corpus.Options{Seed: 8})
	gen.WriteJSONL(&buf, 0, 300)
	corpusText := buf.String()
	for _, backend := range []string{"bolt", "pebble", "memstore"} {
		t.Run(backend, func(t *testing.T) {
			var st *graph.Store
			var err error
			if backend == "memstore" {
				st = graph.OpenMemory()
			} else if st, err = graph.Open(backend, filepath.Join(t.TempDir(), "kg.db")); err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			src := loader.Source{Paths: []string{"../seeds", "-"}, Stdin: strings.NewReader(corpusText)}
			if _, err := ingest.Load(ctx, st, src, nil, ingest.Options{}); err != nil {
				t.Fatal(err)
			}
			// an edit: the first generated article loses its second half
			a := gen.Article(0)
			a.Text = a.Text[:len(a.Text)/2]
			line, _ := json.Marshal(a)
			if _, err := ingest.Load(ctx, st, loader.Source{Paths: []string{"-"}, Stdin: bytes.NewReader(line)}, nil, ingest.Options{}); err != nil {
				t.Fatal(err)
			}
			orgs, err := Entities(ctx, st, kg.Organization, 0, 2)
			if err != nil || len(orgs) < 2 {
				t.Fatalf("organizations: %v, %v", orgs, err)
			}
			people, err := Entities(ctx, st, kg.Person, 0, 1)
			if err != nil || len(people) < 1 {
				t.Fatalf("people: %v, %v", people, err)
			}
			qs := []Question{
				SaidBy("Pakistani Taliban", false), SaidBy("Pakistani Taliban", true), SaidBy("TTP", true),
				SaidBy(orgs[0].Entity.Name, true), SaidBy(orgs[1].Entity.Name, false), SaidBy(people[0].Entity.Name, false),
				Via("Bloomberg"), Via("Reuters"), Via("The Daily Beast"), SaidBy("nobody of that name", false),
			}
			total := 0
			defer func(was int) { hopBatch = was }(hopBatch)
			for _, q := range qs {
				// via steps from its hops in batches: of a page's size, and
				// of 3, so that pages end inside batches and between them
				for _, c := range []struct{ limit, batch int }{{0, 128}, {7, 128}, {0, 3}, {7, 3}, {2, 3}} {
					limit := c.limit
					hopBatch = c.batch
					got, ok, err := fixedSteps(ctx, st, q, limit)
					if err != nil || !ok {
						t.Fatalf("%s: %v, %v", q.Command(), ok, err)
					}
					want := programIDs(t, st, q, limit)
					for i := range got {
						got[i] = graph.TrimIRI(got[i])
					}
					if backend == "memstore" {
						sort.Strings(got)
						sort.Strings(want)
						if limit > 0 {
							continue // which 7 depends on each path's order
						}
					}
					if strings.Join(got, "\n") != strings.Join(want, "\n") {
						t.Errorf("%s, limit %d, hops in batches of %d: Go found %d statements, the program %d (or in another order)", q.Command(), limit, c.batch, len(got), len(want))
					}
					if limit == 0 && c.batch == 128 {
						total += len(got)
					}
				}
			}
			if total < 100 {
				t.Errorf("only %d statements in all: the test tests little", total)
			}
		})
	}
}

// programIDs runs q's Gizmo program (ids only) and returns what it emits, up to limit.
func programIDs(t *testing.T, st *graph.Store, q Question, limit int) []string {
	t.Helper()
	params := map[string]string{"brief": "true"}
	for k, v := range q.Params {
		params[k] = v
	}
	program, err := queries.Program(q.Program, params)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	seen := map[string]bool{}
	err = st.Query(context.Background(), program, 0, func(r any) error {
		id := graph.TrimIRI(fmt.Sprint(r.(map[string]any)["id"]))
		if !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
		if limit > 0 && len(ids) >= limit {
			return errLimit
		}
		return nil
	})
	if err != nil && err != errLimit {
		t.Fatal(err)
	}
	return ids
}

// TestKindsFindWhatTheProgramsFind: a question narrowed to kinds
// (Question.OfKinds) finds, in Go, the statements its program finds with
// params.kind (prelude.js kindOK), each of a kind asked for, and a limit
// counts only those.
func TestKindsFindWhatTheProgramsFind(t *testing.T) {
	ctx := context.Background()
	st, err := graph.Open("bolt", filepath.Join(t.TempDir(), "kg.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := ingest.Load(ctx, st, loader.Source{Paths: []string{"../seeds"}}, nil, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	seen := map[kg.Kind]int{}
	for _, q := range []Question{WhoSaid("attack"), WhoSaid("Pakistan"), SaidBy("TTP", true), SaidBy("Pakistani Taliban", false), Via("Bloomberg")} {
		for _, kinds := range [][]kg.Kind{{kg.Speech}, {kg.Belief}, {kg.Stance}, {kg.Belief, kg.Stance}} {
			nq := q.OfKinds(kinds)
			got, err := Statements(ctx, st, nq, 0)
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for _, s := range got {
				if !kg.KindIn(s.Kind, kinds) {
					t.Errorf("%s: %s is %s", nq.Command(), s.ID, s.Kind)
				}
				seen[s.Kind]++
				ids = append(ids, graph.TrimIRI(s.ID))
			}
			want := programIDs(t, st, nq, 0)
			sort.Strings(ids)
			sort.Strings(want)
			if strings.Join(ids, "\n") != strings.Join(want, "\n") {
				t.Errorf("%s: Go found %d statements, the program %d", nq.Command(), len(ids), len(want))
			}
			if len(got) > 1 {
				if one, _ := Statements(ctx, st, nq, 1); len(one) != 1 || one[0].ID != got[0].ID {
					t.Errorf("%s, limit 1: %d statements", nq.Command(), len(one))
				}
			}
		}
	}
	for _, k := range kg.Kinds {
		if seen[k] == 0 {
			t.Errorf("no statement of kind %s among the answers: the test tests little", k)
		}
	}
	if _, err := Statements(ctx, st, Question{"who_said", map[string]string{"phrase": "x", "kind": "rumour"}}, 0); err == nil {
		t.Error("an unknown kind gave no error")
	}
}

// TestNamesPeopleType: a question about a surname or another part of a name
// that one entity's names hold asks about that entity; a part several
// entities' names hold lists them; a name nobody has suggests close ones.
func TestNamesPeopleType(t *testing.T) {
	ctx := context.Background()
	st := graph.OpenMemory()
	defer st.Close()
	articles := `{"id":"a1","text":"Ada Moss, the mayor of Lund, said the levy would rise. Ola Dahl said the bridge was safe."}
{"id":"a2","text":"Ivar Dahl told reporters that the mill would close. The Lund Farmers Union said it opposed the levy."}
`
	if _, err := ingest.Load(ctx, st, loader.Source{Paths: []string{"-"}, Stdin: strings.NewReader(articles)}, nil, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name    string
		speaker string // the speaker of every statement found, "" for an error
		errHas  []string
	}{
		{"Ada Moss", "Ada Moss", nil},
		{"Moss", "Ada Moss", nil},
		{"moss", "Ada Moss", nil},
		{"Ivar", "Ivar Dahl", nil},
		{"Farmers Union", "Lund Farmers Union", nil},
		{"Dahl", "", []string{"2 entities", "Ola Dahl", "Ivar Dahl"}},
		{"Mossberg", "", []string{"no entity is called"}},
	} {
		sts, err := Statements(ctx, st, SaidBy(tt.name, false), 0)
		if tt.speaker == "" {
			if err == nil {
				t.Errorf("said-by %q: %d statements, want an error", tt.name, len(sts))
				continue
			}
			for _, h := range tt.errHas {
				if !strings.Contains(err.Error(), h) {
					t.Errorf("said-by %q: %v, want it to hold %q", tt.name, err, h)
				}
			}
			continue
		}
		if err != nil || len(sts) == 0 {
			t.Errorf("said-by %q: %d statements, %v", tt.name, len(sts), err)
			continue
		}
		for _, s := range sts {
			if s.Speaker.Name != tt.speaker {
				t.Errorf("said-by %q: a statement of %s", tt.name, s.Speaker.Name)
			}
		}
	}
	es, err := EntitiesNamed(ctx, st, "Moss")
	if err != nil || len(es) != 1 || es[0].Name != "Ada Moss" {
		t.Errorf("EntitiesNamed(Moss) = %v, %v", es, err)
	}
}

// TestEntitiesPages: pages of Entities, put end to end, are the whole list
// in its order (most statements first, then by name), each with its aliases.
func TestEntitiesPages(t *testing.T) {
	ctx := context.Background()
	st := genStore(t, 3, 20, "../seeds")
	for _, typ := range []kg.EntityType{"", kg.Person, kg.NewsOutlet} {
		all, err := Entities(ctx, st, typ, 0, 0)
		if err != nil || len(all) < 10 {
			t.Fatalf("%q: %d entities, %v", typ, len(all), err)
		}
		counted, err := countEntities(ctx, st, typ, 0, 0) // the entities program, without aliases
		kept := append([]EntityCount(nil), all...)
		for i := range kept {
			kept[i].Entity.Aliases = nil
		}
		if err != nil || fmt.Sprint(counted) != fmt.Sprint(kept) {
			t.Errorf("%q: the kept counts list\n%v\nthe entities program\n%v (%v)", typ, kept, counted, err)
		}
		for i := 1; i < len(all); i++ {
			a, b := all[i-1], all[i]
			if a.Statements < b.Statements || a.Statements == b.Statements && a.Entity.Name > b.Entity.Name {
				t.Errorf("%q: %s (%d) before %s (%d)", typ, a.Entity.Name, a.Statements, b.Entity.Name, b.Statements)
			}
			if typ != "" && b.Entity.Type != typ {
				t.Errorf("--type %s lists %s, a %s", typ, b.Entity.Name, b.Entity.Type)
			}
		}
		for _, size := range []int{4, len(all) + 3} {
			var pages []EntityCount
			for off := 0; off < len(all); off += size {
				p, err := Entities(ctx, st, typ, off, size)
				if err != nil {
					t.Fatal(err)
				}
				if len(p) > size {
					t.Fatalf("%q: a page of %d holds %d", typ, size, len(p))
				}
				pages = append(pages, p...)
			}
			if fmt.Sprint(pages) != fmt.Sprint(all) {
				t.Errorf("%q: pages of %d differ from the whole list", typ, size)
			}
		}
		if p, err := Entities(ctx, st, typ, len(all), 5); err != nil || len(p) != 0 {
			t.Errorf("%q: a page past the end: %v, %v", typ, p, err)
		}
	}
	aliased := false
	all, _ := Entities(ctx, st, "", 0, 0)
	for _, e := range all {
		aliased = aliased || len(e.Entity.Aliases) > 0
	}
	if !aliased {
		t.Error("no entity listed with its aliases")
	}
}

// TestQuotesOfEqualsEveryStatementsQuotation: QuotesOf, which reads each
// quotation once and makes quotations of one report only while the limit
// has room, lists what the plain definition lists: the quotation of every
// statement that holds the phrase, each once, those with the most reports
// first (stably), cut to the limit.
func TestQuotesOfEqualsEveryStatementsQuotation(t *testing.T) {
	ctx := context.Background()
	st := genStore(t, 7, 300)
	plain := func(phrase string, limit int) []string {
		sts, err := Statements(ctx, st, WhoSaid(phrase), 0)
		if err != nil {
			t.Fatal(err)
		}
		var qs []kg.Quotation
		seen := map[string]bool{}
		for _, s := range sts {
			q, err := st.QuotationOfStatement(ctx, s.ID)
			if err != nil {
				t.Fatal(err)
			}
			if q.ID != "" && seen[q.ID] {
				continue
			}
			seen[q.ID] = true
			qs = append(qs, q)
		}
		sort.SliceStable(qs, func(i, j int) bool { return len(qs[i].Reports) > len(qs[j].Reports) })
		if limit > 0 && len(qs) > limit {
			qs = qs[:limit]
		}
		return quoteLines(qs)
	}
	several := 0
	for _, tc := range []struct {
		phrase string
		limit  int
	}{
		{"budget", 0}, {"budget", 3}, {"budget", 40}, {"rebuild", 1}, {"will", 0}, {"will", 4}, {"we", 6}, {"no such words here", 0},
	} {
		qs, err := QuotesOf(ctx, st, tc.phrase, tc.limit)
		if err != nil {
			t.Fatal(err)
		}
		got, want := quoteLines(qs), plain(tc.phrase, tc.limit)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%q, limit %d: QuotesOf lists\n%s\nevery statement's quotation lists\n%s", tc.phrase, tc.limit, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		for _, q := range qs {
			if len(q.Reports) > 1 {
				several++
			}
			if q.ID != "" {
				continue
			}
			// a quotation of one report, made from the statement in hand, is
			// the one read through the statement's IRI, field for field
			if one, err := st.QuotationOfStatement(ctx, q.First.ID); err != nil || !reflect.DeepEqual(one, q) {
				t.Errorf("%q: the quotation of one report %s differs from QuotationOfStatement's (%v):\n%+v\n%+v", tc.phrase, q.First.ID, err, q, one)
			}
		}
	}
	if several == 0 {
		t.Error("no quotation of several reports among the answers: the test shows nothing")
	}
}

// quoteLines are quotations as a test compares them: IRI, first report and
// every report.
func quoteLines(qs []kg.Quotation) []string {
	var out []string
	for _, q := range qs {
		ids := make([]string, len(q.Reports))
		for i, r := range q.Reports {
			ids[i] = r.ID
		}
		out = append(out, fmt.Sprintf("%s first %s: %s", q.ID, q.First.ID, strings.Join(ids, " ")))
	}
	return out
}

// genStore is a memory store holding the articles under paths, then n of
// kg gen's articles from seed.
func genStore(t *testing.T, seed uint64, n int, paths ...string) *graph.Store {
	t.Helper()
	st := graph.OpenMemory()
	t.Cleanup(func() { st.Close() })
	var buf bytes.Buffer
	if err := corpus.New(corpus.Options{Seed: seed}).WriteJSONL(&buf, 0, n); err != nil {
		t.Fatal(err)
	}
	src := loader.Source{Paths: append(paths, "-"), Stdin: &buf}
	if _, err := ingest.Load(context.Background(), st, src, nil, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	return st
}

// TestSaidByListsStatementsNotQuotations: a quotation is attributed to its
// speaker as its reports are (prov:wasAttributedTo), so said-by, in Go and
// in queries/said_by.js, passes over it; it listed an empty row for each
// quotation of the speaker.
func TestSaidByListsStatementsNotQuotations(t *testing.T) {
	ctx := context.Background()
	st := genStore(t, 7, 300)
	qs, err := QuotesOf(ctx, st, "will", 0)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, q := range qs {
		if len(q.Reports) < 2 || checked == 3 {
			continue
		}
		checked++
		question := SaidBy(q.Speaker.Name, false)
		got, _, err := fixedSteps(ctx, st, question, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, ids := range [][]string{got, programIDs(t, st, question, 0)} {
			for _, id := range ids {
				if !strings.Contains(id, "/statement/") {
					t.Errorf("said-by %q lists %s", q.Speaker.Name, id)
				}
			}
		}
		sts, err := Statements(ctx, st, question, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range sts {
			if s.Content == "" {
				t.Errorf("said-by %q: an empty row %s", q.Speaker.Name, s.ID)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no quotation of two reports to ask about")
	}
}
