// Package render writes the answers to kg's questions in each output format:
// a table for people, JSON Lines in the kg extract contract for programs,
// N-Quads of the supporting subgraph for RDF tools, Graphviz for pictures,
// and a trace of each statement's path.
package render

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/emicklei/dot"
	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"

	kg "github.com/kg-dev/kg"
)

// Formats lists the output formats of statements.
var Formats = []string{"table", "json", "nquads", "dot", "trace"}

// Speaker describes a speaker with role and affiliation: "Oliver Coleman
// (analyst, Verisk Maplecroft)".
func Speaker(e kg.Entity) string {
	var extra []string
	if e.Role != "" {
		extra = append(extra, e.Role)
	}
	if e.Affiliation != nil && e.Affiliation.Name != "" {
		extra = append(extra, e.Affiliation.Name)
	}
	if len(extra) == 0 {
		return e.Name
	}
	return e.Name + " (" + strings.Join(extra, ", ") + ")"
}

// ViaChain writes the hops in order: "told Bloomberg News".
func ViaChain(hops []kg.Hop) string {
	var parts []string
	for _, h := range hops {
		parts = append(parts, strings.TrimSpace(h.Cue+" "+h.Entity.Name))
	}
	return strings.Join(parts, " -> ")
}

// Table writes statements as an aligned table whose text columns wrap so the
// whole fits in width columns (0: no limit).
func Table(w io.Writer, sts []kg.Statement, width int) {
	t := table.NewWriter()
	t.SetOutputMirror(w)
	t.SetStyle(table.StyleLight)
	t.AppendHeader(table.Row{"speaker", "cue", "content", "via", "article"})
	for _, s := range sts {
		content := s.Content
		switch {
		case s.Direct:
			content += " [quote]" // all of it is the speaker's words
		case len(s.Quotes) > 0:
			content += " [partly quoted]" // only the words in its quotation marks are
		}
		if s.Reports > 1 {
			content += fmt.Sprintf(" [%d reports: kg quote %s]", s.Reports, strings.TrimPrefix(s.Quotation, kg.Base+"quotation/"))
		}
		t.AppendRow(table.Row{Speaker(s.Speaker), s.Cue, content, ViaChain(s.Via), s.Article})
	}
	if width > 0 {
		// borders and padding take 3 columns a column, plus 1
		room := width - 16
		speaker, cue, via, article := room*20/100, room*8/100, room*17/100, room*15/100
		content := room - speaker - cue - via - article
		cfg := func(n, max int) table.ColumnConfig {
			return table.ColumnConfig{Number: n, WidthMax: max, WidthMaxEnforcer: text.WrapSoft}
		}
		if room > 40 {
			t.SetColumnConfigs([]table.ColumnConfig{cfg(1, speaker), cfg(2, cue), cfg(3, content), cfg(4, via), cfg(5, article)})
		}
	}
	t.Render()
	fmt.Fprintf(w, "%d statement(s)\n", len(sts))
}

// JSONLines writes one statement a line in the kg extract contract.
func JSONLines(w io.Writer, sts []kg.Statement) error {
	enc := json.NewEncoder(w)
	for _, s := range sts {
		if err := enc.Encode(s.JSON()); err != nil {
			return err
		}
	}
	return nil
}

// Trace writes each statement's path: speaker (role, affiliation) -> cue ->
// each via hop -> article, with the sentence and byte offsets.
func Trace(w io.Writer, sts []kg.Statement) {
	for i, s := range sts {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "%s\n", s.ID)
		fmt.Fprintf(w, "  speaker  %s", Speaker(s.Speaker))
		if s.Mention != "" && s.Mention != s.Speaker.Name {
			fmt.Fprintf(w, ", written %q", s.Mention)
		}
		if s.MentionSpan.End > 0 {
			fmt.Fprintf(w, " [bytes %d-%d]", s.MentionSpan.Start, s.MentionSpan.End)
		}
		fmt.Fprintln(w)
		kind := "said"
		switch s.Kind {
		case kg.Belief:
			kind = "believes"
		case kg.Stance:
			kind = "takes a stance"
		}
		fmt.Fprintf(w, "  -> %s %q", kind, s.Cue)
		if s.CueSpan.End > 0 {
			fmt.Fprintf(w, " [bytes %d-%d]", s.CueSpan.Start, s.CueSpan.End)
		}
		if s.Medium != "" {
			fmt.Fprintf(w, " by %s", s.Medium)
		}
		fmt.Fprintln(w)
		q := "indirect"
		if s.Direct {
			q = "direct quote"
		}
		fmt.Fprintf(w, "  -> content (%s) %q [bytes %d-%d]\n", q, s.Content, s.ContentSpan.Start, s.ContentSpan.End)
		if s.Continues != "" {
			fmt.Fprintf(w, "  -> continues the quotation of %s\n", s.Continues)
		}
		for _, h := range s.Via {
			fmt.Fprintf(w, "  -> %s %s\n", h.Cue, h.Entity.Name)
		}
		fmt.Fprintf(w, "  -> article %s, sentence %d\n", s.Article, s.Sentence)
	}
}

// Dot writes the statements as a Graphviz graph: speaker -> statement ->
// each outlet -> article, ready for `dot -Tsvg`.
func Dot(w io.Writer, sts []kg.Statement) {
	g, node := dotGraph()
	for _, s := range sts {
		sp := node(s.Speaker.ID, Speaker(s.Speaker), "ellipse")
		st := node(s.ID, short(s.Content, 60), "box")
		g.Edge(sp, st, s.Cue)
		prev := st
		for _, h := range s.Via {
			o := node(h.Entity.ID, h.Entity.Name, "hexagon")
			g.Edge(prev, o, h.Cue)
			prev = o
		}
		a := node(kg.ArticleIRI(s.Article), "article "+s.Article, "note")
		g.Edge(prev, a, "in")
	}
	fmt.Fprintln(w, g.String())
}

// dotGraph is a left-to-right Graphviz graph and a function that adds a
// node with a label and a shape.
func dotGraph() (*dot.Graph, func(id, label, shape string) dot.Node) {
	g := dot.NewGraph(dot.Directed)
	g.Attr("rankdir", "LR")
	return g, func(id, label, shape string) dot.Node {
		n := g.Node(id)
		n.Attr("label", label)
		n.Attr("shape", shape)
		return n
	}
}

func short(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
