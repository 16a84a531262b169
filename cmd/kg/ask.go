package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	"github.com/cayleygraph/quad"
	"github.com/cayleygraph/quad/nquads"
	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/ask"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/render"
)

// askFlags are the flags every question shares.
type askFlags struct {
	output  string
	limit   int
	timeout time.Duration
	explain bool
	kind    string
	noGroup bool
}

func (f *askFlags) add(c *cobra.Command) {
	c.Flags().StringVarP(&f.output, "output", "o", "", "table, json (kg extract's JSON Lines), nquads (the supporting subgraph), dot (Graphviz), trace; default table on a terminal, json otherwise")
	c.Flags().IntVar(&f.limit, "limit", 100, "at most this many statements (0: all)")
	c.Flags().DurationVar(&f.timeout, "timeout", 30*time.Second, "stop the question after this long")
	c.Flags().BoolVar(&f.explain, "explain", false, "print the kg query command that runs the same Gizmo program, and stop")
}

// addQuestion adds the flags of the questions that find statements: those
// of every question and --kind.
func (f *askFlags) addQuestion(c *cobra.Command) {
	f.add(c)
	addKindFlag(c, &f.kind)
	c.Flags().BoolVar(&f.noGroup, "no-group", false, "one row a statement: do not fold the reports of one quotation into its first (whose \"reports\" counts them)")
}

// format is the output format asked for, or the default for where stdout goes.
func (f *askFlags) format(w io.Writer) (string, error) {
	if f.output == "" {
		if file, ok := w.(*os.File); ok && term.IsTerminal(int(file.Fd())) {
			return "table", nil
		}
		return "json", nil
	}
	for _, ok := range render.Formats {
		if f.output == ok {
			return f.output, nil
		}
	}
	return "", fmt.Errorf("unknown --output %q (have %v)", f.output, render.Formats)
}

func termWidth(w io.Writer) int {
	if file, ok := w.(*os.File); ok {
		if width, _, err := term.GetSize(int(file.Fd())); err == nil {
			return width
		}
	}
	return 0
}

// answer runs a question and prints its statements in the chosen format.
func (g *globals) answer(cmd *cobra.Command, f *askFlags, q ask.Question, find func(context.Context, *graph.Store) ([]kg.Statement, error)) error {
	out := cmd.OutOrStdout()
	if f.explain {
		fmt.Fprintln(out, q.Command())
		return nil
	}
	format, err := f.format(out)
	if err != nil {
		return err
	}
	var sts []kg.Statement
	err = g.withReader(f, func(ctx context.Context, st *graph.Store) error {
		var err error
		sts, err = find(ctx, st)
		if err != nil {
			return err
		}
		return printStatements(ctx, st, out, format, sts)
	})
	return err
}

// withReader opens the store to read, runs fn under --timeout, and closes
// the store; a question stopped by the timeout says so.
func (g *globals) withReader(f *askFlags, fn func(context.Context, *graph.Store) error) error {
	st, err := g.openToAnswer()
	if err != nil {
		return err
	}
	defer st.Close()
	ctx, cancel := context.WithTimeout(context.Background(), f.timeout)
	defer cancel()
	err = fn(ctx, st)
	if err == graph.ErrTimeout {
		return fmt.Errorf("question stopped after --timeout %v", f.timeout)
	}
	return err
}

// printStatements writes a question's statements in format.
func printStatements(ctx context.Context, st *graph.Store, out io.Writer, format string, sts []kg.Statement) error {
	switch format {
	case "table":
		render.Table(out, sts, termWidth(out))
	case "json":
		return render.JSONLines(out, sts)
	case "trace":
		render.Trace(out, sts)
	case "dot":
		render.Dot(out, sts)
	case "nquads":
		w := nquads.NewWriter(out)
		defer w.Close()
		seen := map[quad.Quad]bool{} // statements share speakers, outlets, articles
		for _, s := range sts {
			qs, err := st.Support(ctx, s.ID)
			if err != nil {
				return err
			}
			for _, q := range qs {
				if !seen[q] {
					seen[q] = true
					if err := w.WriteQuad(q); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

func (g *globals) ask(f *askFlags, q func(args []string) ask.Question) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, args []string) error {
		kinds, err := kg.ParseKinds(f.kind)
		if err != nil {
			return err
		}
		question := q(args).OfKinds(kinds)
		return g.answer(cmd, f, question, func(ctx context.Context, st *graph.Store) ([]kg.Statement, error) {
			sts, err := ask.Statements(ctx, st, question, f.limit)
			if err != nil || f.noGroup || f.output == "nquads" {
				return sts, err
			}
			return ask.Grouped(sts), nil
		})
	}
}

func whoSaidCmd(g *globals) *cobra.Command {
	f := &askFlags{}
	c := &cobra.Command{
		Use:   "who-said PHRASE",
		Short: "Statements whose content contains a phrase, with speaker, role, cue, via chain and article",
		Long: `Finds the statements whose content holds PHRASE (case-insensitive, word by word), through
the word index in the graph: no statement is scanned that lacks one of its words.`,
		Example: `  kg who-said revenge
  kg who-said "utter barbarism" -o json`,
		Args: cobra.ExactArgs(1),
		RunE: g.ask(f, func(a []string) ask.Question { return ask.WhoSaid(a[0]) }),
	}
	f.addQuestion(c)
	return c
}

func saidByCmd(g *globals) *cobra.Command {
	f := &askFlags{}
	var members bool
	c := &cobra.Command{
		Use:   "said-by NAME",
		Short: "Statements of an entity, found by any of its names; --members adds its people's",
		Long: `NAME is matched through every name and alias the articles gave an entity (TTP,
Tehrik-e-Taliban Pakistan and Pakistani Taliban are one entity when an article says so),
across articles. --members adds the statements of the people whose affiliation it is.
A name no entity has is reported with close names.`,
		Example: `  kg said-by Obama
  kg said-by "Pakistani Taliban" --members`,
		Args: cobra.ExactArgs(1),
		RunE: g.ask(f, func(a []string) ask.Question { return ask.SaidBy(a[0], members) }),
	}
	c.Flags().BoolVar(&members, "members", false, "add the statements of people affiliated with the entity")
	f.addQuestion(c)
	return c
}

func viaCmd(g *globals) *cobra.Command {
	f := &askFlags{}
	c := &cobra.Command{
		Use:     "via OUTLET",
		Short:   "Statements that reached their article through an outlet, at any hop",
		Example: `  kg via Bloomberg`,
		Args:    cobra.ExactArgs(1),
		RunE:    g.ask(f, func(a []string) ask.Question { return ask.Via(a[0]) }),
	}
	f.addQuestion(c)
	return c
}

func traceCmd(g *globals) *cobra.Command {
	f := &askFlags{}
	var speaker string
	c := &cobra.Command{
		Use:   "trace [STATEMENT-IRI]",
		Short: "The whole path of a statement: speaker -> statement -> each via hop -> article",
		Long: `Prints, for one statement (by IRI) or every statement of a speaker (--speaker), the speaker
with role and affiliation, the cue and content, each via hop in order, and the article with
byte offsets. --output trace is the default here.`,
		Example: `  kg trace --speaker "Oliver Coleman"
  kg trace 'https://kg.example.org/statement/001_abbe178260faeae6/1842-2001/2004'`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if f.output == "" {
				f.output = "trace"
			}
			switch {
			case speaker != "" && len(args) == 0:
				return g.ask(f, func([]string) ask.Question { return ask.SaidBy(speaker, false) })(cmd, args)
			case speaker == "" && len(args) == 1:
				q := ask.Question{Program: "trace", Params: map[string]string{"id": "<" + graph.TrimIRI(args[0]) + ">"}}
				return g.answer(cmd, f, q, func(ctx context.Context, st *graph.Store) ([]kg.Statement, error) {
					return ask.Trace(ctx, st, args[0])
				})
			}
			return fmt.Errorf("give a statement IRI or --speaker NAME")
		},
	}
	c.Flags().StringVar(&speaker, "speaker", "", "trace every statement of this speaker")
	f.addQuestion(c)
	return c
}

func entitiesCmd(g *globals) *cobra.Command {
	f := &askFlags{}
	var typ string
	var offset int
	c := &cobra.Command{
		Use:   "entities",
		Short: "Canonical entities with aliases, type and number of statements, most statements first",
		Example: `  kg entities --type Person
  kg entities --limit 50 --offset 50     # the second page of 50`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			if f.explain {
				p := map[string]string{}
				if typ != "" {
					p["class"] = "<" + graph.ClassOf(kg.EntityType(typ)) + ">"
				}
				fmt.Fprintln(out, ask.Question{Program: "entities", Params: p}.Command())
				return nil
			}
			if typ != "" && !slices.Contains(kg.EntityTypes, kg.EntityType(typ)) {
				return fmt.Errorf("unknown --type %q (have %v)", typ, kg.EntityTypes)
			}
			format, err := f.format(out)
			if err != nil {
				return err
			}
			st, err := g.openToAnswer()
			if err != nil {
				return err
			}
			defer st.Close()
			ctx, cancel := context.WithTimeout(context.Background(), f.timeout)
			defer cancel()
			es, err := ask.Entities(ctx, st, kg.EntityType(typ), offset, f.limit)
			if err != nil {
				return err
			}
			if format == "json" {
				enc := json.NewEncoder(out)
				for _, e := range es {
					j := struct {
						kg.EntityJSON
						Statements int `json:"statements"`
					}{e.Entity.JSON(), e.Statements}
					if err := enc.Encode(j); err != nil {
						return err
					}
				}
				return nil
			}
			t := table.NewWriter()
			t.SetOutputMirror(out)
			t.SetStyle(table.StyleLight)
			t.AppendHeader(table.Row{"name", "type", "statements", "aliases", "IRI"})
			for _, e := range es {
				t.AppendRow(table.Row{e.Entity.Name, e.Entity.Type, e.Statements, fmt.Sprint(e.Entity.Aliases), e.Entity.ID})
			}
			t.Render()
			return nil
		},
	}
	c.Flags().StringVar(&typ, "type", "", fmt.Sprintf("only entities of this type: %v", kg.EntityTypes))
	c.Flags().IntVar(&offset, "offset", 0, "skip this many entities (with --limit: one page)")
	f.add(c)
	return c
}

func quoteCmd(g *globals) *cobra.Command {
	f := &askFlags{}
	var phrase string
	c := &cobra.Command{
		Use:   "quote [QUOTATION | STATEMENT-IRI]",
		Short: "One quotation across articles: speaker, first report, routes, reports grouped by wording",
		Long: `A quotation is what one speaker said once, however many statements report it: kg links
near-duplicate statements of one speaker when it loads them (a report cut short or with a
word changed is the same quotation). kg quote shows it by its id or IRI, by the IRI of a
statement that reports it, or (--phrase) every quotation whose reports hold a phrase, the
most reported first. Wordings that differ from the first report's show a word diff:
[-cut-] and {+added+}. -o dot draws how it spread (dot -Tsvg): speaker, outlets, articles.`,
		Example: `  kg quote --phrase "will not rest"
  kg quote 5cdafb926443a9ae -o json
  kg quote 5cdafb926443a9ae -o dot | dot -Tsvg > spread.svg`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if (phrase == "") == (len(args) == 0) {
				return fmt.Errorf("give a quotation (or statement IRI) or --phrase TEXT")
			}
			out := cmd.OutOrStdout()
			format, err := f.format(out)
			if err != nil {
				return err
			}
			var qs []kg.Quotation
			err = g.withReader(f, func(ctx context.Context, st *graph.Store) error {
				if phrase != "" {
					var err error
					qs, err = ask.QuotesOf(ctx, st, phrase, f.limit)
					return err
				}
				q, err := ask.Quote(ctx, st, args[0])
				qs = append(qs, q)
				return err
			})
			if err != nil {
				return err
			}
			switch format {
			case "json":
				return render.QuotationsJSON(out, qs)
			case "dot":
				for _, q := range qs {
					render.QuotationDot(out, q)
				}
				return nil
			case "table":
			default:
				return fmt.Errorf("kg quote writes table, json or dot, not %s", format)
			}
			for i, q := range qs {
				if i > 0 {
					fmt.Fprintln(out)
				}
				render.Quotation(out, q)
			}
			return nil
		},
	}
	c.Flags().StringVar(&phrase, "phrase", "", "the quotations whose reports hold this phrase")
	f.add(c)
	return c
}
