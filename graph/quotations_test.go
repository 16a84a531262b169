package graph_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/cayleygraph/quad/nquads"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/internal/testkit"
	"github.com/kg-dev/kg/loader"
)

// quotationCorpus reads testdata/quotations (graph.QuotationCorpus).
func quotationCorpus(t *testing.T) []kg.Extraction { return graph.QuotationCorpus(t) }

// quotationsOf returns, for each article, the quotation of its statement
// whose content holds phrase ("" for none).
func quotationsOf(t *testing.T, st *graph.Store, xs []kg.Extraction, phrase string) map[string]string {
	t.Helper()
	out := map[string]string{}
	eachStoredWith(t, st, xs, phrase, func(x kg.Extraction, _, stored kg.Statement) {
		out[x.Article.ID] = stored.Quotation
	})
	return out
}

// eachStoredWith calls fn with each statement of xs whose content holds
// phrase, as extracted and as st holds it.
func eachStoredWith(t *testing.T, st *graph.Store, xs []kg.Extraction, phrase string, fn func(x kg.Extraction, s, stored kg.Statement)) {
	t.Helper()
	for _, x := range xs {
		for _, s := range x.Statements {
			if !strings.Contains(s.Content, phrase) {
				continue
			}
			got, err := st.Statement(context.Background(), s.ID)
			if err != nil {
				t.Fatal(err)
			}
			fn(x, s, got)
		}
	}
}

// statementWith is the IRI of x's statement whose content holds phrase.
func statementWith(x kg.Extraction, phrase string) string {
	for _, s := range x.Statements {
		if strings.Contains(s.Content, phrase) {
			return s.ID
		}
	}
	return ""
}

// quotationNamed is the IRI of the quotation whose reports are the
// statements holding phrase in the articles arts of xs: named after its
// speaker, as the store holds it, and the key of its fullest report.
func quotationNamed(t *testing.T, st *graph.Store, xs []kg.Extraction, phrase string, arts ...string) string {
	t.Helper()
	var key kg.QuotationKey
	speaker := ""
	xs = slices.DeleteFunc(slices.Clone(xs), func(x kg.Extraction) bool { return !slices.Contains(arts, x.Article.ID) })
	eachStoredWith(t, st, xs, phrase, func(_ kg.Extraction, s, stored kg.Statement) {
		if k := kg.NewQuoteSketch(s.Content, true).Key(); speaker == "" || k.Fuller(key) {
			key, speaker = k, stored.Speaker.ID
		}
	})
	return kg.QuotationIRI(speaker, key)
}

// TestQuotationsInEveryLoadOrder loads the corpus in eight orders, one
// article at a time and as one batch, in memory and on pebble (where the
// kv appender writes): the same quotations every time.
func TestQuotationsInEveryLoadOrder(t *testing.T) {
	for _, backend := range []string{"memstore", "pebble", "postgres"} {
		t.Run(backend, func(t *testing.T) { quotationsInEveryLoadOrder(t, backend) })
	}
}

func quotationsInEveryLoadOrder(t *testing.T, backend string) {
	xs := quotationCorpus(t)
	var want, wantPay map[string]string
	var ref []string
	r := rand.New(rand.NewPCG(4, 2))
	for run := 0; run < 8; run++ {
		order := append([]kg.Extraction(nil), xs...)
		switch {
		case run == 1:
			for i, j := 0, len(order)-1; i < j; i, j = i+1, j-1 {
				order[i], order[j] = order[j], order[i]
			}
		case run > 1:
			r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		}
		st := openBackend(t, backend)
		if run%2 == 0 {
			for _, x := range order {
				if _, err := st.WriteExtraction(x); err != nil {
					t.Fatal(err)
				}
			}
		} else if _, err := st.WriteBatch(order); err != nil {
			t.Fatal(err)
		}
		if want == nil {
			q := quotationNamed(t, st, xs, "until the b", "q1-afp", "q2-reuters", "q3-courier", "q4-gazette", "q5-herald")
			want = map[string]string{"q1-afp": q, "q2-reuters": q, "q3-courier": q, "q4-gazette": q, "q5-herald": q, "q6-post": "", "q7-times": ""}
			// reported speech: the same words in two articles, and a word changed
			// in a third (another quotation, then: a paraphrase is not a quote)
			p := quotationNamed(t, st, xs, "would pay", "q3-courier", "q5-herald")
			wantPay = map[string]string{"q3-courier": p, "q5-herald": p, "q7-times": ""}
		}
		got := quotationsOf(t, st, xs, "until the b")
		for a, w := range want {
			if got[a] != w {
				t.Errorf("run %d: %s reports quotation %q, want %q", run, a, got[a], w)
			}
		}
		got = quotationsOf(t, st, xs, "would pay")
		for a, w := range wantPay {
			if got[a] != w {
				t.Errorf("run %d: %s's reported speech is in quotation %q, want %q", run, a, got[a], w)
			}
		}
		lines := testkit.Lines(t, st)
		if ref == nil {
			ref = lines
		} else if strings.Join(lines, "\n") != strings.Join(ref, "\n") {
			t.Errorf("run %d: the store differs from the first order's", run)
		}
		st.Close()
	}
}

// TestQuotationsFollowEditedArticles: an article edited to drop a report
// takes it out of its quotation, which keeps its name while a report of
// its fullest wording stays; the original again restores the store a load
// of all gives; a report whose words change leaves the quotation.
func TestQuotationsFollowEditedArticles(t *testing.T) {
	xs := quotationCorpus(t)
	for _, backend := range []string{"memstore", "bolt", "postgres"} {
		t.Run(backend, func(t *testing.T) {
			st := openBackend(t, backend)
			if _, err := st.WriteBatch(xs); err != nil {
				t.Fatal(err)
			}
			whole := testkit.Lines(t, st)
			name := quotationNamed(t, st, xs, "until the b", "q1-afp", "q2-reuters", "q3-courier", "q4-gazette", "q5-herald")
			edited := xs[0].Article
			edited.Text = "LUND (AFP) - Lundia's interior minister visited the flooded valley on Friday."
			if _, err := st.WriteExtraction(loader.NewExtractor(nil).Extract(edited)); err != nil {
				t.Fatal(err)
			}
			got := quotationsOf(t, st, xs[1:], "until the b")
			for _, a := range []string{"q2-reuters", "q3-courier", "q4-gazette", "q5-herald"} {
				if got[a] != name {
					t.Errorf("after the edit %s reports %q, want %q (q2 and q3 give its fullest wording still)", a, got[a], name)
				}
			}
			// Read back, the quotation shows no link the edit removed (a
			// kv store keeps a removed quad's id in its indexes).
			ctx := context.Background()
			q, err := st.Quotation(ctx, name)
			if arts := reportArticles(q); err != nil || arts != "q2-reuters q3-courier q4-gazette q5-herald" {
				t.Errorf("the quotation after the edit: reports of %v, %v", arts, err)
			}
			if _, err := st.WriteExtraction(xs[0]); err != nil {
				t.Fatal(err)
			}
			if back := testkit.Lines(t, st); strings.Join(back, "\n") != strings.Join(whole, "\n") {
				t.Errorf("the original back leaves %d quads, a load of all %d, and they differ", len(back), len(whole))
			}
			// The changed report quotes other words, at the same place (so
			// its statement keeps its IRI): it leaves the quotation, which
			// stays, and reading it back shows the others only.
			changed := xs[4].Article
			changed.Text = strings.Replace(changed.Text, "We will not stop until the bridge over the river is rebuilt and every family is back in its home",
				"Our crews will clear each road in the valley this week and open all of the schools by next month", 1)
			y := loader.NewExtractor(nil).Extract(changed)
			if _, err := st.WriteExtraction(y); err != nil {
				t.Fatal(err)
			}
			left := statementWith(y, "Our crews")
			if left == "" || left != statementWith(xs[4], "until the b") {
				t.Fatalf("the changed report's statement is %q, want the IRI it had, %q", left, statementWith(xs[4], "until the b"))
			}
			q, err = st.Quotation(ctx, name)
			if arts := reportArticles(q); err != nil || arts != "q1-afp q2-reuters q3-courier q4-gazette" {
				t.Errorf("the quotation after q5 left it: reports of %v, %v", arts, err)
			}
		})
	}
}

// reportArticles are the articles of q's reports, earliest first.
func reportArticles(q kg.Quotation) string {
	var arts []string
	for _, r := range q.Reports {
		arts = append(arts, r.Article)
	}
	return strings.Join(arts, " ")
}

// openBackend opens a new store of backend ("memstore": in memory,
// "postgres": a new database on KG_TEST_POSTGRES's server).
func openBackend(t *testing.T, backend string) *graph.Store {
	t.Helper()
	path := t.TempDir() + "/kg.db"
	switch backend {
	case "memstore":
		st := graph.OpenMemory()
		t.Cleanup(func() { st.Close() })
		return st
	case "postgres":
		path = testkit.PostgresURL(t) // a new database; skipped without one, but under CI
	}
	st, err := graph.Open(backend, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// TestQuotationReportsShowTheirArticles: a quotation's reports carry their
// articles as the store holds them (read from the statements' cards), after
// an article is reloaded with a new title, and from a store whose cards do
// not copy their articles (the articles are read instead).
func TestQuotationReportsShowTheirArticles(t *testing.T) {
	ctx := context.Background()
	xs := quotationCorpus(t)
	st := openBackend(t, "bolt")
	if _, err := st.WriteBatch(xs); err != nil {
		t.Fatal(err)
	}
	retitled := xs[2].Article
	retitled.Title = "A new headline for the third report"
	if _, err := st.WriteExtraction(loader.NewExtractor(nil).Extract(retitled)); err != nil {
		t.Fatal(err)
	}
	q, err := st.QuotationOfStatement(ctx, statementWith(xs[1], "until the b"))
	if err != nil || len(q.Reports) < 4 {
		t.Fatalf("quotation of q2's report: %d reports, %v", len(q.Reports), err)
	}
	whole, err := st.Quotation(ctx, q.ID)
	if err != nil {
		t.Fatal(err)
	}
	checkArticles(t, st, whole)
	if got := whole.Articles[retitled.ID].Title; got != retitled.Title {
		t.Errorf("the reloaded article shows the title %q, want %q", got, retitled.Title)
	}

	var lines []string
	for _, l := range testkit.Lines(t, st) {
		if strings.Contains(l, "<"+graph.Card+">") {
			l = regexp.MustCompile(`,\\"published\\":\{[^}]*\}`).ReplaceAllString(l, "")
		}
		lines = append(lines, l)
	}
	old := openBackend(t, "bolt")
	if _, err := old.Import(nquads.NewReader(strings.NewReader(strings.Join(lines, "\n")+"\n"), false)); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(strings.Join(testkit.Lines(t, old), "\n"), `published`) {
		t.Fatal("the cards still copy their articles")
	}
	fromArticles, err := old.Quotation(ctx, q.ID)
	if err != nil {
		t.Fatal(err)
	}
	checkArticles(t, old, fromArticles)
	if !reflect.DeepEqual(fromArticles.Articles, whole.Articles) {
		t.Errorf("articles read from the store:\n%v\nfrom the cards:\n%v", fromArticles.Articles, whole.Articles)
	}
}

// checkArticles fails unless every report of q has its article, as
// Store.Article reads it without its text.
func checkArticles(t *testing.T, st *graph.Store, q kg.Quotation) {
	t.Helper()
	for _, r := range q.Reports {
		want, _, err := st.Article(context.Background(), r.Article, false)
		if err != nil {
			t.Fatal(err)
		}
		if got := q.Articles[r.Article]; got != want || got.Title == "" || got.Publisher == "" || got.Date == "" {
			t.Errorf("report %s shows its article as %+v, the store holds %+v", r.ID, got, want)
		}
	}
}

// TestQuotationKeepsItsName: a quotation is named after its fullest
// report, so reports that arrive later, earlier ones included, remove no
// quad; it is renamed when its fullest wording leaves it.
func TestQuotationKeepsItsName(t *testing.T) {
	xs := quotationCorpus(t)
	st := openBackend(t, "pebble")
	// q4 cut the quotation short, q5 changed a word of it: q5 names it
	// until the fuller q2 ("rest" sorts before "stop") arrives
	for _, i := range []int{4, 3} {
		if _, err := st.WriteExtraction(xs[i]); err != nil {
			t.Fatal(err)
		}
	}
	early := quotationsOf(t, st, xs[3:5], "until the b")["q5-herald"]
	if want := quotationNamed(t, st, xs, "until the b", "q4-gazette", "q5-herald"); early != want {
		t.Fatalf("q4 and q5 report %q, want %q", early, want)
	}
	res, err := st.WriteExtraction(xs[1])
	if err != nil {
		t.Fatal(err)
	}
	name := quotationNamed(t, st, xs, "until the b", "q2-reuters", "q4-gazette", "q5-herald")
	if name == early || res.Removed == 0 {
		t.Errorf("the fuller q2 keeps the name %q (%d quads removed)", name, res.Removed)
	}
	// a later and an earlier report of q2's words (q1 is the first of
	// all): the name stays, nothing is removed
	for _, i := range []int{2, 0} {
		res, err := st.WriteExtraction(xs[i])
		if err != nil {
			t.Fatal(err)
		}
		if res.Removed != 0 {
			t.Errorf("%s removed %d quads", xs[i].Article.ID, res.Removed)
		}
	}
	got := quotationsOf(t, st, xs[:5], "until the b")
	for _, x := range xs[:5] {
		if got[x.Article.ID] != name {
			t.Errorf("%s reports %q, want %q", x.Article.ID, got[x.Article.ID], name)
		}
	}
}

// TestQuotationsOfOneKey: two quotations of one speaker with the same
// number of words and the same first and last words, too far apart in the
// middle to be one, are two quotations, in any order; the one met second
// keeps its name as it grows.
func TestQuotationsOfOneKey(t *testing.T) {
	a := "We will not rest until the bridge over the river is rebuilt and every family is back in its home"
	b := "We will not rest until the bridge over the river gets paid so every family is back in its home"
	if kg.NewQuoteSketch(a, true).Key() != kg.NewQuoteSketch(b, true).Key() || kg.SameQuotation(kg.NewQuoteSketch(a, true), kg.NewQuoteSketch(b, true)) {
		t.Fatal("the two contents should share a key and be two quotations")
	}
	var xs []kg.Extraction
	for i, c := range []string{a, a, b, b, b} {
		art := kg.Article{ID: fmt.Sprintf("k%d", i), Date: fmt.Sprintf("2024-03-0%d", i+1),
			Text: "The valley waited.\n\n\"" + c + ",\" Interior Minister Maria Okonkwo said.\n\nThe floods receded."}
		xs = append(xs, loader.NewExtractor(nil).Extract(art))
	}
	for i, order := range [][]int{{0, 1, 2, 3, 4}, {4, 3, 2, 1, 0}, {0, 2, 1, 3, 4}} {
		st := openBackend(t, []string{"pebble", "memstore", "postgres"}[i])
		for _, i := range order {
			if _, err := st.WriteExtraction(xs[i]); err != nil {
				t.Fatal(err)
			}
		}
		got := quotationsOf(t, st, xs, "")
		if got["k0"] == "" || got["k0"] != got["k1"] || got["k2"] == "" || got["k2"] != got["k3"] || got["k3"] != got["k4"] || got["k0"] == got["k2"] {
			t.Errorf("order %v: quotations %v, want k0 k1 in one and k2 k3 k4 in another", order, got)
		}
		for id, n := range map[string]int{got["k0"]: 2, got["k2"]: 3} {
			if q, err := st.Quotation(context.Background(), id); err != nil || len(q.Reports) != n {
				t.Errorf("order %v: quotation %s has %d reports (%v)", order, id, len(q.Reports), err)
			}
		}
	}
}

// TestQuotationNamedAfterItsFirstReport: a store written before quotation
// keys names a quotation after its first report and holds kg:firstReport
// and schema:text; the first batch that meets such a quotation renames it
// to its key and leaves neither.
func TestQuotationNamedAfterItsFirstReport(t *testing.T) {
	xs := quotationCorpus(t)
	st := openBackend(t, "pebble")
	if _, err := st.WriteBatch(xs[:3]); err != nil {
		t.Fatal(err)
	}
	name := quotationNamed(t, st, xs, "until the b", "q1-afp", "q2-reuters", "q3-courier")
	first := statementWith(xs[0], "until the b")
	old := "<" + kg.Base + "quotation/0123456789abcdef>"
	var lines []string
	for _, l := range testkit.Lines(t, st) {
		if strings.Contains(l, graph.QuotationKey) {
			lines = append(lines, "<"+name+"> <"+graph.FirstReport+"> <"+first+"> <"+name+"> .",
				"<"+name+"> <"+graph.Text+"> \"We will not rest\" <"+name+"> .")
			continue
		}
		lines = append(lines, l)
	}
	older := openBackend(t, "pebble")
	dump := strings.ReplaceAll(strings.Join(lines, "\n")+"\n", "<"+name+">", old)
	if _, err := older.Import(nquads.NewReader(strings.NewReader(dump), false)); err != nil {
		t.Fatal(err)
	}
	if got := quotationsOf(t, older, xs[:3], "until the b")["q2-reuters"]; got != strings.Trim(old, "<>") {
		t.Fatalf("the imported store's q2 reports %q", got)
	}
	if _, err := older.WriteExtraction(xs[3]); err != nil {
		t.Fatal(err)
	}
	got := quotationsOf(t, older, xs[:4], "until the b")
	for _, x := range xs[:4] {
		if got[x.Article.ID] != name {
			t.Errorf("%s reports %q, want %q", x.Article.ID, got[x.Article.ID], name)
		}
	}
	if all := strings.Join(testkit.Lines(t, older), "\n"); strings.Contains(all, graph.FirstReport) || strings.Contains(all, old) {
		t.Errorf("the renamed quotation left %s or its old name", graph.FirstReport)
	}
}
