package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kg-dev/kg/render"
)

// TestQuoteShowsTheSpreadAndTheChanges: on the quotation corpus of
// graph/testdata, kg quote --phrase finds the minister's quotation with its
// five reports, first in AFP's article, the cut and the changed report
// marked, and the other speaker's same words apart; the quotation's id and
// a report's IRI give the same quotation, and export and import keep it.
func TestQuoteShowsTheSpreadAndTheChanges(t *testing.T) {
	db := filepath.Join(t.TempDir(), "kg.db")
	run(t, db, "load", "../../graph/testdata/quotations/articles.jsonl")
	var qs []render.QuotationJSON
	for _, l := range strings.Split(strings.TrimSpace(run(t, db, "quote", "--phrase", "will not rest", "-o", "json")), "\n") {
		var q render.QuotationJSON
		if err := json.Unmarshal([]byte(l), &q); err != nil {
			t.Fatal(err)
		}
		qs = append(qs, q)
	}
	if len(qs) != 3 {
		t.Fatalf("%d quotations hold the phrase, want 3 (the minister's, the same words by another, another sentence)", len(qs))
	}
	q := qs[0]
	if q.Speaker.Name != "Maria Okonkwo" || !strings.Contains(q.First, "/q1-afp/") || len(q.Wordings) != 3 {
		t.Fatalf("got speaker %q, first %s, %d wordings", q.Speaker.Name, q.First, len(q.Wordings))
	}
	reports := 0
	for _, w := range q.Wordings {
		reports += len(w.Reports)
	}
	if reports != 5 {
		t.Errorf("%d reports, want 5", reports)
	}
	changed := map[string]string{}
	for _, w := range q.Wordings[1:] {
		changed[w.Reports[0].Article] = w.Text
		if !w.Changed {
			t.Errorf("wording %q not marked changed", w.Text)
		}
	}
	if _, ok := changed["q4-gazette"]; !ok {
		t.Errorf("the cut report is not a changed wording: %v", changed)
	}
	if _, ok := changed["q5-herald"]; !ok {
		t.Errorf("the changed report is not a changed wording: %v", changed)
	}
	text := run(t, db, "quote", q.ID, "-o", "table")
	if !strings.Contains(text, "[-and every family is back in its home-]") || !strings.Contains(text, "[-rest-] {+stop+}") {
		t.Errorf("kg quote does not show the diffs:\n%s", text)
	}
	byReport := run(t, db, "quote", q.Wordings[1].Reports[0].ID, "-o", "table")
	if byReport != text {
		t.Errorf("a report's IRI gives another answer than the quotation's id:\n%s", byReport)
	}

	// -o dot draws the spread: the speaker, AFP (the first report's
	// publisher, and the outlet two reports cite), Reuters, and the five
	// articles, the first and the changed ones marked
	g := run(t, db, "quote", q.ID, "-o", "dot")
	for _, want := range []string{"digraph", `label="Maria Okonkwo (Interior Minister)"`, `label="Agence France-Presse"`, `label="Reuters"`,
		"first report", "changed: ", "Lundia vows to rebuild river bridge", `label="said ×3"`, `label="cited by"`} {
		if !strings.Contains(g, want) {
			t.Errorf("kg quote -o dot lacks %s:\n%s", want, g)
		}
	}
	if n := strings.Count(g, "shape=\"note\""); n != 5 || strings.Count(g, `label="Agence France-Presse"`) != 1 {
		t.Errorf("kg quote -o dot draws %d articles (want 5), or an outlet twice:\n%s", n, g)
	}

	// the Gizmo program reads the same reports
	gizmo := run(t, db, "query", "-f", "../../queries/quote.js", "--param", "id=<"+q.ID+">")
	if n := strings.Count(gizmo, `"report"`); n != 5 || !strings.Contains(gizmo, `"first":"<`+q.First+`>"`) {
		t.Errorf("queries/quote.js gives %d reports:\n%s", n, gizmo)
	}

	// export and import keep it
	nq := filepath.Join(t.TempDir(), "all.nq")
	run(t, db, "export", "-o", nq)
	db2 := filepath.Join(t.TempDir(), "kg2.db")
	run(t, db2, "import", nq)
	if again := run(t, db2, "quote", q.ID, "-o", "table"); again != text {
		t.Errorf("after export and import:\n%s", again)
	}
}

// TestWhoSaidGroupsByQuotation: who-said folds the four reports (of five) of the
// minister's quotation into one row that counts them; --no-group lists each.
func TestWhoSaidGroupsByQuotation(t *testing.T) {
	db := filepath.Join(t.TempDir(), "kg.db")
	run(t, db, "load", "../../graph/testdata/quotations/articles.jsonl")
	grouped := answers(t, db, "who-said", "will not rest")
	if len(grouped) != 3 {
		t.Fatalf("%d rows grouped, want 3", len(grouped))
	}
	reports := map[string]int{}
	for _, s := range grouped {
		reports[s.Speaker.Name] += s.Reports
	}
	if reports["Maria Okonkwo"] != 5 || reports["Tomas Berg"] != 1 {
		t.Errorf("reports by speaker %v, want the minister's 4 + 1 (the fifth says stop), Berg's 1", reports)
	}
	if all := answers(t, db, "who-said", "will not rest", "--no-group"); len(all) != 6 {
		t.Errorf("%d rows with --no-group, want 6", len(all))
	}
}
