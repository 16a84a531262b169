package render

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/emicklei/dot"

	kg "github.com/kg-dev/kg"
)

// Quotation prints a quotation for a reader: its speaker and first report,
// the routes it took, and its reports grouped by wording, each wording
// that differs from the first shown as a word diff ([-cut-] {+added+}).
func Quotation(out io.Writer, q kg.Quotation) {
	w := bufio.NewWriterSize(out, 64<<10) // a line a report: thousands of writes
	defer w.Flush()
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
	bw := bufio.NewWriterSize(w, 64<<10)
	for _, q := range qs {
		if err := quotationJSON(bw, q); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// quotationJSON writes q as a json.Encoder writes its QuotationJSON, byte
// for byte, a part at a time: the Encoder builds the whole line in one
// buffer first, and a quotation of thousands of reports is megabytes,
// whose growing buffer (cleared at each doubling) was a quarter of kg
// quote's time. The reports are encoded on every core (reportsJSON).
func quotationJSON(w *bufio.Writer, q kg.Quotation) error {
	w.WriteByte('{')
	if q.ID != "" {
		writeField(w, "id", q.ID)
		w.WriteByte(',')
	}
	writeField(w, "speaker", q.Speaker.JSON())
	w.WriteByte(',')
	writeField(w, "first", q.First.ID)
	w.WriteString(`,"articles":{`)
	ids := make([]string, 0, len(q.Articles))
	for id := range q.Articles {
		ids = append(ids, id)
	}
	sort.Strings(ids) // as encoding/json orders a map's keys
	for i, id := range ids {
		if i > 0 {
			w.WriteByte(',')
		}
		a := q.Articles[id]
		writeField(w, id, article{a.Title, a.Publisher, a.Date})
	}
	w.WriteString(`},`)
	writeField(w, "routes", q.Routes())
	wordings := q.Wordings()
	if wordings == nil {
		_, err := w.WriteString(`,"wordings":null}` + "\n")
		return err
	}
	w.WriteString(`,"wordings":[`)
	reports := reportsJSON(wordings)
	for i, wd := range wordings {
		if i > 0 {
			w.WriteByte(',')
		}
		if err := wordingJSONTo(w, wd, reports[:len(wd.Reports)]); err != nil {
			return err
		}
		reports = reports[len(wd.Reports):]
	}
	_, err := w.WriteString("]}\n")
	return err
}

// writeField writes "name":v as encoding/json writes a field or a map
// entry. Its values (strings, the structs of a quotation) always encode.
func writeField(w *bufio.Writer, name string, v any) {
	k, _ := json.Marshal(name)
	w.Write(k)
	w.WriteByte(':')
	b, _ := json.Marshal(v)
	w.Write(b)
}

// reportsJSON encodes the reports of every wording, in order, a share of
// them on each core.
func reportsJSON(wordings []kg.Wording) [][]byte {
	var sts []kg.Statement
	for _, wd := range wordings {
		sts = append(sts, wd.Reports...)
	}
	out := make([][]byte, len(sts))
	workers := min(runtime.GOMAXPROCS(0), len(sts)/64+1)
	var wg sync.WaitGroup
	for k := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := k; i < len(sts); i += workers {
				out[i], _ = json.Marshal(sts[i].JSON())
			}
		}()
	}
	wg.Wait()
	return out
}

// wordingJSONTo writes wd as json.Marshal writes its wordingJSON, its
// reports encoded already.
func wordingJSONTo(w *bufio.Writer, wd kg.Wording, reports [][]byte) error {
	b, err := json.Marshal(wordingJSON{Wording: wd, Reports: []kg.StatementJSON{}})
	if err != nil {
		return err
	}
	if len(wd.Reports) == 0 {
		b = append(b[:len(b)-3], "null}"...)
		_, err = w.Write(b)
		return err
	}
	w.Write(b[:len(b)-2]) // up to the reports' "["
	for i, r := range reports {
		if i > 0 {
			w.WriteByte(',')
		}
		w.Write(r)
	}
	_, err = w.WriteString("]}")
	return err
}

// QuotationDot draws how a quotation spread, as a Graphviz graph: its
// speaker, the outlets each report came through (via hops, each cited by
// the next, then the article's publisher), and each report's article,
// dated. The first
// report's article is filled; an article whose wording changed is dashed
// and says how. An edge that several reports took is drawn once, with
// their number.
func QuotationDot(w io.Writer, q kg.Quotation) {
	g, node := dotGraph()
	changed := map[string]string{} // report IRI -> its word diff
	for _, wd := range q.Wordings() {
		if wd.Changed {
			for _, r := range wd.Reports {
				changed[r.ID] = kg.FormatDiff(wd.Diff)
			}
		}
	}
	type hop struct{ from, to, cue string }
	var order []hop
	count := map[hop]int{}
	nodes := map[string]dot.Node{}
	add := func(from, to, cue string) {
		h := hop{from, to, cue}
		if count[h] == 0 {
			order = append(order, h)
		}
		count[h]++
	}
	sp := "speaker:" + q.Speaker.ID
	nodes[sp] = node(sp, who(q.Speaker), "ellipse")
	outlet := func(name string) string { // one node an outlet, cited or publishing
		id := "outlet:" + name
		if _, ok := nodes[id]; !ok {
			nodes[id] = node(id, name, "hexagon")
		}
		return id
	}
	for _, r := range q.Reports {
		prev, cue := sp, r.Cue
		for _, h := range r.Via {
			id := outlet(h.Entity.Name)
			add(prev, id, cue)
			prev, cue = id, "cited by"
		}
		a := q.Articles[r.Article]
		if a.Publisher != "" && (len(r.Via) == 0 || r.Via[len(r.Via)-1].Entity.Name != a.Publisher) {
			id := outlet(a.Publisher)
			add(prev, id, cue)
			prev = id
		}
		cue = "published"
		if prev == sp {
			cue = r.Cue
		}
		id := "article:" + r.Article
		label := strings.Join(nonEmpty(a.Title, a.Date), "\n")
		if label == "" {
			label = "article " + r.Article
		}
		n := node(id, label, "note")
		switch {
		case r.ID == q.First.ID:
			n.Attr("style", "filled")
			n.Attr("fillcolor", "#fff3b0")
			n.Attr("label", label+"\nfirst report")
		case changed[r.ID] != "":
			n.Attr("style", "dashed")
			n.Attr("label", label+"\nchanged: "+short(changed[r.ID], 60))
		}
		nodes[id] = n
		add(prev, id, cue)
	}
	for _, h := range order {
		label := h.cue
		if c := count[h]; c > 1 {
			label = fmt.Sprintf("%s ×%d", h.cue, c)
		}
		g.Edge(nodes[h.from], nodes[h.to], label)
	}
	fmt.Fprintln(w, g.String())
}

func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}
