package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	kg "github.com/kg-dev/kg"
)

// TestQuotationsJSONWritesWhatAnEncoderWrites: written a report at a time,
// each line is what json.Encoder writes for the whole QuotationJSON (HTML
// escapes, sorted articles and all).
func TestQuotationsJSONWritesWhatAnEncoderWrites(t *testing.T) {
	ann := kg.Entity{ID: "https://kg.example.org/entity/ann", Name: "Ann <Lee>", Type: kg.Person}
	report := func(id, article, content string, via ...kg.Hop) kg.Statement {
		return kg.Statement{ID: "https://kg.example.org/statement/" + id, Article: article, Content: content, Cue: "said",
			Speaker: ann, Direct: true, Via: via, Quotation: "https://kg.example.org/quotation/q"}
	}
	hop := kg.Hop{Entity: kg.Entity{ID: "https://kg.example.org/entity/afp", Name: "AFP & co", Type: kg.NewsOutlet}, Cue: "told"}
	first := report("a/0-40", "a", "We will not rest until the bridge is rebuilt")
	q := kg.Quotation{ID: "https://kg.example.org/quotation/q", Speaker: ann, First: first,
		Articles: map[string]kg.Article{"b": {ID: "b", Title: "B's <title>", Date: "2024-03-02"}, "a": {ID: "a", Title: "A", Publisher: "AFP", Date: "2024-03-01"}},
		Reports: []kg.Statement{first, report("b/3-40", "b", "We will not rest until the bridge is rebuilt", hop),
			report("c/0-30", "c", "We will not rest until the bridge"), report("d/0-45", "d", "We will not stop until the bridge is rebuilt")}}
	one := kg.Quotation{ID: "", Speaker: ann, First: first, Articles: map[string]kg.Article{"a": {ID: "a"}}, Reports: []kg.Statement{first}}
	// Hundreds of reports: encoded on several cores, written in order.
	many := q
	many.Articles = map[string]kg.Article{}
	many.Reports = nil
	for i := range 300 {
		a := fmt.Sprintf("art%03d", i)
		many.Articles[a] = kg.Article{ID: a, Title: "T " + a, Date: fmt.Sprintf("2024-03-%02d", i%28+1)}
		words := []string{"We will not rest until the bridge is rebuilt", "We will not rest until the bridge", "We will never rest until the bridge is rebuilt"}
		many.Reports = append(many.Reports, report(fmt.Sprintf("%s/0-40", a), a, words[i%3], hop))
	}
	many.First = many.Reports[0]
	for _, qs := range [][]kg.Quotation{{q}, {q, one}, nil, {many}} {
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		for _, q := range qs {
			j := QuotationJSON{ID: q.ID, Speaker: q.Speaker.JSON(), First: q.First.ID, Articles: map[string]article{}, Routes: q.Routes()}
			for id, a := range q.Articles {
				j.Articles[id] = article{a.Title, a.Publisher, a.Date}
			}
			for _, wd := range q.Wordings() {
				wj := wordingJSON{Wording: wd}
				for _, r := range wd.Reports {
					wj.Reports = append(wj.Reports, r.JSON())
				}
				j.Wordings = append(j.Wordings, wj)
			}
			if err := enc.Encode(j); err != nil {
				t.Fatal(err)
			}
		}
		var got bytes.Buffer
		if err := QuotationsJSON(&got, qs); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Errorf("got\n%s\nwant\n%s", got.String(), want.String())
		}
	}
	if n := len(q.Wordings()); n < 3 {
		t.Fatalf("%d wordings: the test wants several", n)
	}
}
