package graph_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"regexp"
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
	for _, x := range xs {
		for _, s := range x.Statements {
			if !strings.Contains(s.Content, phrase) {
				continue
			}
			got, err := st.Statement(context.Background(), s.ID)
			if err != nil {
				t.Fatal(err)
			}
			out[x.Article.ID] = got.Quotation
		}
	}
	return out
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

// TestQuotationsInEveryLoadOrder loads the corpus in eight orders, one
// article at a time and as one batch, in memory and on pebble (where the
// kv appender writes): the same quotations every time.
func TestQuotationsInEveryLoadOrder(t *testing.T) {
	for _, backend := range []string{"memstore", "pebble"} {
		t.Run(backend, func(t *testing.T) { quotationsInEveryLoadOrder(t, backend) })
	}
}

func quotationsInEveryLoadOrder(t *testing.T, backend string) {
	xs := quotationCorpus(t)
	q := kg.QuotationIRI(statementWith(xs[0], "until the b"))
	want := map[string]string{"q1-afp": q, "q2-reuters": q, "q3-courier": q, "q4-gazette": q, "q5-herald": q, "q6-post": "", "q7-times": ""}
	// reported speech: the same words in two articles, and a word changed
	// in a third (another quotation, then: a paraphrase is not a quote)
	p := kg.QuotationIRI(statementWith(xs[2], "would pay"))
	wantPay := map[string]string{"q3-courier": p, "q5-herald": p, "q7-times": ""}
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

// TestQuotationsFollowEditedArticles: an article edited to drop the first
// report hands the quotation to the next report (and renames it); the
// original again restores the store a load of all gives.
func TestQuotationsFollowEditedArticles(t *testing.T) {
	xs := quotationCorpus(t)
	for _, backend := range []string{"memstore", "bolt"} {
		t.Run(backend, func(t *testing.T) {
			st := openBackend(t, backend)
			if _, err := st.WriteBatch(xs); err != nil {
				t.Fatal(err)
			}
			whole := testkit.Lines(t, st)
			edited := xs[0].Article
			edited.Text = "LUND (AFP) - Lundia's interior minister visited the flooded valley on Friday."
			if _, err := st.WriteExtraction(loader.NewExtractor(nil).Extract(edited)); err != nil {
				t.Fatal(err)
			}
			second := statementWith(xs[1], "until the b")
			got := quotationsOf(t, st, xs[1:], "until the b")
			for _, a := range []string{"q2-reuters", "q3-courier", "q4-gazette", "q5-herald"} {
				if got[a] != kg.QuotationIRI(second) {
					t.Errorf("after the edit %s reports %q, want the quotation named after q2's report", a, got[a])
				}
			}
			// Read back, neither quotation shows a link the edit removed
			// (a kv store keeps a removed quad's id in its indexes).
			ctx := context.Background()
			if q, err := st.Quotation(ctx, kg.QuotationIRI(statementWith(xs[0], "until the b"))); !errors.Is(err, graph.ErrNoQuotation) {
				t.Errorf("the quotation named after the dropped report: %d reports, %v; want ErrNoQuotation", len(q.Reports), err)
			}
			q, err := st.Quotation(ctx, kg.QuotationIRI(second))
			var arts []string
			for _, r := range q.Reports {
				arts = append(arts, r.Article)
			}
			if err != nil || strings.Join(arts, " ") != "q2-reuters q3-courier q4-gazette q5-herald" {
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
			q, err = st.Quotation(ctx, kg.QuotationIRI(statementWith(xs[0], "until the b")))
			arts = nil
			for _, r := range q.Reports {
				arts = append(arts, r.Article)
			}
			if err != nil || strings.Join(arts, " ") != "q1-afp q2-reuters q3-courier q4-gazette" {
				t.Errorf("the quotation after q5 left it: reports of %v, %v", arts, err)
			}
		})
	}
}

// openBackend opens a new store of backend ("memstore": in memory).
func openBackend(t *testing.T, backend string) *graph.Store {
	t.Helper()
	if backend == "memstore" {
		st := graph.OpenMemory()
		t.Cleanup(func() { st.Close() })
		return st
	}
	st, err := graph.Open(backend, t.TempDir()+"/kg.db")
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
