package render

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	kg "github.com/kg-dev/kg"
)

// Quotation prints a quotation for a reader: its speaker and first report,
// the routes it took, and its reports grouped by wording, each wording
// that differs from the first shown as a word diff ([-cut-] {+added+}).
func Quotation(w io.Writer, q kg.Quotation) {
	id := q.ID
	if id == "" {
		id = "(reported once: " + q.First.ID + ")"
	}
	fmt.Fprintf(w, "quotation %s\n", id)
	fmt.Fprintf(w, "  speaker: %s\n", who(q.Speaker))
	fmt.Fprintf(w, "  first reported: %s\n", place(q, q.First))
	fmt.Fprintf(w, "  %d report(s) in %d article(s)\n", len(q.Reports), len(q.Articles))
	fmt.Fprintln(w, "  routes:")
	for _, r := range q.Routes() {
		fmt.Fprintf(w, "    %s -> %s: %d\n", q.Speaker.Name, strings.Join(r.Through, " -> "), r.Reports)
	}
	for i, wd := range q.Wordings() {
		label := "first wording"
		if i > 0 {
			label = "unchanged wording"
			if wd.Changed {
				label = "changed: " + kg.FormatDiff(wd.Diff)
			}
		}
		fmt.Fprintf(w, "  %q\n    %s\n", wd.Text, label)
		for _, r := range wd.Reports {
			fmt.Fprintf(w, "    - %s\n", place(q, r))
		}
	}
}

// place names where a report is: its article's title, publisher and date,
// and the article id and bytes.
func place(q kg.Quotation, st kg.Statement) string {
	a := q.Articles[st.Article]
	var parts []string
	for _, p := range []string{a.Title, a.Publisher, a.Date} {
		if p != "" {
			parts = append(parts, p)
		}
	}
	via := ""
	for _, h := range st.Via {
		via += " via " + h.Entity.Name
	}
	return fmt.Sprintf("%s [%s, bytes %d-%d]%s", strings.Join(parts, ", "), st.Article, st.ContentSpan.Start, st.ContentSpan.End, via)
}

func who(e kg.Entity) string {
	if e.Role != "" {
		return e.Name + " (" + e.Role + ")"
	}
	return e.Name
}

// QuotationJSON is a quotation as kg quote -o json writes it.
type QuotationJSON struct {
	ID       string             `json:"id,omitempty"`
	Speaker  kg.EntityJSON      `json:"speaker"`
	First    string             `json:"first"` // statement IRI
	Articles map[string]article `json:"articles"`
	Routes   []kg.Route         `json:"routes"`
	Wordings []wordingJSON      `json:"wordings"`
}

type article struct {
	Title     string `json:"title,omitempty"`
	Publisher string `json:"publisher,omitempty"`
	Date      string `json:"date,omitempty"`
}

type wordingJSON struct {
	kg.Wording
	Reports []kg.StatementJSON `json:"reports"`
}

// QuotationsJSON writes quotations as JSON Lines.
func QuotationsJSON(w io.Writer, qs []kg.Quotation) error {
	enc := json.NewEncoder(w)
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
			return err
		}
	}
	return nil
}
