package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"reflect"
	"runtime/debug"
	"sort"
	"strings"
	"time"

	"github.com/cayleygraph/quad"
	_ "github.com/cayleygraph/quad/jsonld" // registers the jsonld format
	_ "github.com/cayleygraph/quad/pquads" // registers the pquads format
	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/eval"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/ingest"
	"github.com/kg-dev/kg/loader"
	"github.com/kg-dev/kg/queries"
)

// ExitSkipped is kg load's and kg extract's exit status when some inputs could
// not be read but the rest were processed.
const ExitSkipped = 3

// ExitInterrupted is kg load's exit status when Ctrl-C stopped it.
const ExitInterrupted = 130

type globals struct {
	db, dbpath string
	outlets    string
	cues       string
	strict     bool
}

func newRoot() *cobra.Command {
	g := &globals{}
	root := &cobra.Command{
		Use:   "kg",
		Short: "kg: who said what, through whom — a quote and attribution knowledge graph on Cayley",
		Long: `kg reads news articles, extracts every statement with its speaker, cue, content and the
outlets it travelled through, and keeps it all as quads in a Cayley store that you can question.`,
		Example: `  kg load seeds/
  kg query 'g.V("<https://kg.example.org/entity/obama>").In("<http://www.w3.org/ns/prov#wasAttributedTo>").Out("<http://schema.org/text>").All()'
  kg export > seeds.nq`,
		SilenceUsage:  true,
		SilenceErrors: false,
	}
	envOr := func(k, d string) string {
		if v := os.Getenv(k); v != "" {
			return v
		}
		return d
	}
	root.PersistentFlags().StringVar(&g.db, "db", envOr("KG_DB", ""), "store backend: pebble, bolt, leveldb, memstore, postgres, cockroach (env KG_DB; default: an existing store's own, else "+graph.DefaultBackend+")")
	root.PersistentFlags().StringVar(&g.dbpath, "dbpath", envOr("KG_DBPATH", graph.DefaultPath), "store path or URL (env KG_DBPATH)")
	root.AddCommand(loadCmd(g), extractCmd(g), queryCmd(g), exportCmd(g), importCmd(g), statsCmd(g), evalCmd(g),
		whoSaidCmd(g),
		quoteCmd(g), saidByCmd(g), viaCmd(g), traceCmd(g), entitiesCmd(g), serveCmd(g), genCmd())
	return root
}

// open opens the store for a command that writes it; a store that takes no
// writes (a read replica) fails here, before any input is read.
func (g *globals) open() (*graph.Store, error) {
	st, err := graph.Open(g.db, g.dbpath)
	if err != nil {
		return nil, err
	}
	if ro, why := st.ReadOnly(); ro {
		st.Close()
		return nil, fmt.Errorf("%w: %s", graph.ErrReadOnly, why)
	}
	return st, nil
}

// openReader opens the store for a command that only reads it.
func (g *globals) openReader() (*graph.Store, error) { return graph.OpenReadOnly(g.db, g.dbpath) }

// openToAnswer is openReader for a command that answers and exits: its
// collector runs less often (collectLessForAnswers).
func (g *globals) openToAnswer() (*graph.Store, error) {
	collectLessForAnswers(os.Getenv)
	return g.openReader()
}

func (g *globals) extractor() (*loader.Extractor, error) {
	o := loader.DefaultOutlets()
	if g.outlets != "" {
		f, err := os.Open(g.outlets)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		if err := o.Read(f); err != nil {
			return nil, fmt.Errorf("%s: %w", g.outlets, err)
		}
	}
	x := loader.NewExtractor(o)
	switch g.cues {
	case "":
	case "none":
		x.Cues = nil
	default:
		m, err := readCueModel(g.cues)
		if err != nil {
			return nil, err
		}
		x.Cues = m
	}
	return x, nil
}

// readCueModel reads a cue model file (internal/cuetrain writes them), gzip or not.
func readCueModel(path string) (*loader.CueModel, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		zr, err := gzip.NewReader(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		r = zr
	}
	m, err := loader.ReadCueModel(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m, nil
}

// walk reads the articles of paths, reporting problems on stderr; with
// --strict the first problem stops it.
func (g *globals) walk(paths []string, fn func(kg.Article) error) (skipped int, err error) {
	src := loader.Source{Paths: paths}
	err = src.Walk(fn, func(p *loader.Problem) error {
		skipped++
		fmt.Fprintf(os.Stderr, "kg: skipped %v\n", p)
		if g.strict {
			return p
		}
		return nil
	})
	return skipped, err
}

func addInputFlags(c *cobra.Command, g *globals) {
	c.Flags().StringVar(&g.outlets, "outlets", "", "extra news outlet gazetteer (TSV: name, aliases)")
	c.Flags().StringVar(&g.cues, "cues", "", "learned cue model to use instead of the shipped one (make cuemodel), or none for the rules alone")
	c.Flags().BoolVar(&g.strict, "strict", false, "stop at the first unreadable input instead of skipping it")
}

func loadCmd(g *globals) *cobra.Command {
	var opt ingest.Options
	c := &cobra.Command{
		Use:   "load PATH...",
		Short: "Extract statements from articles and write them into the store",
		Long: `Reads files, directories (.txt, .md, .jsonl, .ndjson, and .gz of each), or - for stdin;
extracts statements and entities on every core and writes them in batches, one transaction a
batch, so that a crash or Ctrl-C leaves whole articles only. Loading an article again changes
nothing; loading an edited one replaces its statements (its named graph). Go's memory has a
soft limit of 450 MiB while it loads (GOMEMLIMIT sets another, or off).
Exit status: 0 all read; 1 error; 3 some inputs skipped (each named on stderr, with its line
for JSON Lines), the rest loaded; 130 interrupted (what was written stays).`,
		Example: `  kg load seeds/
  zcat corpus.jsonl.gz | kg load -`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			limitLoadMemory(os.Getenv)
			st, err := g.open()
			if err != nil {
				return err
			}
			defer st.Close()
			if opt.Extractor, err = g.extractor(); err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
			defer stop()
			src := loader.Source{Paths: args}
			var bar *progressbar.ProgressBar
			if term.IsTerminal(int(os.Stderr.Fd())) {
				bar = progressbar.NewOptions64(src.Size(), progressbar.OptionSetWriter(os.Stderr),
					progressbar.OptionSetDescription("loading"), progressbar.OptionShowBytes(true),
					progressbar.OptionShowCount(), progressbar.OptionSetPredictTime(true),
					progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionClearOnFinish())
				src.Read = func(n int) { bar.Add(n) }
			}
			start := time.Now()
			skipped := 0
			stats, err := ingest.Load(ctx, st, src, func(p *loader.Problem) error {
				skipped++
				if bar != nil {
					bar.Clear()
				}
				fmt.Fprintf(os.Stderr, "kg: skipped %v\n", p)
				if g.strict {
					return p
				}
				return nil
			}, opt)
			if bar != nil {
				bar.Finish()
			}
			secs := time.Since(start).Seconds()
			if err == nil && st.ShouldCompact() {
				err = compact(st)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "loaded %d articles: %d statements, %d new entities, %d quads added, %d removed, %.2f s (%.0f articles/s, %.0f quads/s)\n",
				stats.Articles, stats.Statements, stats.Entities, stats.Added, stats.Removed, secs, float64(stats.Articles)/secs, float64(stats.Added)/secs)
			if errors.Is(err, context.Canceled) {
				fmt.Fprintln(os.Stderr, "kg: interrupted; the articles counted above are stored whole")
				return exitError(ExitInterrupted)
			}
			if err != nil {
				return err
			}
			if skipped > 0 {
				fmt.Fprintf(os.Stderr, "kg: %d input(s) skipped\n", skipped)
				return exitError(ExitSkipped)
			}
			return nil
		},
	}
	addInputFlags(c, g)
	c.Flags().IntVar(&opt.Workers, "workers", 0, "extraction goroutines (default: one per core)")
	c.Flags().IntVar(&opt.Batch, "batch", 128, "articles per transaction")
	return c
}

func extractCmd(g *globals) *cobra.Command {
	var kind string
	c := &cobra.Command{
		Use:   "extract PATH...",
		Short: "Print the statements of articles as JSON Lines, without a store",
		Long: `Runs the same extraction as kg load and prints one JSON object per statement:
article, id, sentence, kind, content, content_span, cue, cue_span, direct, mention,
mention_span, speaker {id, name, type, aliases, role, affiliation}, via [{id, name, type, cue}].
Spans are byte offsets [start, end) into the article text.`,
		Example: `  kg extract seeds/001_abbe178260faeae6.txt | jq -c '[.speaker.name, .cue, .via[].name]'
  kg extract --kind speech seeds/`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			kinds, err := kg.ParseKinds(kind)
			if err != nil {
				return err
			}
			x, err := g.extractor()
			if err != nil {
				return err
			}
			w := bufio.NewWriter(cmd.OutOrStdout())
			defer w.Flush()
			enc := json.NewEncoder(w)
			enc.SetEscapeHTML(false)
			skipped, err := g.walk(args, func(a kg.Article) error {
				for _, s := range x.Extract(a).Statements {
					if !kg.KindIn(s.Kind, kinds) {
						continue
					}
					if err := enc.Encode(s.JSON()); err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil {
				return err
			}
			if skipped > 0 {
				w.Flush()
				return exitError(ExitSkipped)
			}
			return nil
		},
	}
	addKindFlag(c, &kind)
	addInputFlags(c, g)
	return c
}

// addKindFlag adds --kind, the statement kinds a command keeps.
func addKindFlag(c *cobra.Command, kind *string) {
	c.Flags().StringVar(kind, "kind", "all", fmt.Sprintf("only statements of these kinds, comma-separated: %v, or all", kg.Kinds))
}

func queryCmd(g *globals) *cobra.Command {
	var file string
	var limit int
	var timeout time.Duration
	var params map[string]string
	c := &cobra.Command{
		Use:   "query ['GIZMO']",
		Short: "Run a Gizmo query and print its results as JSON",
		Long: `Runs a Gizmo program (https://cayley.gitbook.io/cayley/gizmoapi) against the store and prints
its results as a JSON array, one result a line, as they come. IRIs are written <like-this>.`,
		Example: `  kg query 'g.V("<https://kg.example.org/entity/obama>").In("<http://www.w3.org/ns/prov#wasAttributedTo>").Out("<http://schema.org/text>").All()'
  kg query -f queries/said_by.js --param name=TTP --param members=true`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var program string
			switch {
			case file != "" && len(args) == 0:
				b, err := os.ReadFile(file)
				if err != nil {
					return err
				}
				program = string(b)
			case file == "" && len(args) == 1:
				program = args[0]
			default:
				return fmt.Errorf("give a query or -f FILE, not both")
			}
			if len(params) > 0 {
				program = queries.Bind(program, params)
			}
			st, err := g.openToAnswer()
			if err != nil {
				return err
			}
			defer st.Close()
			ctx, cancel := context.WithTimeout(context.Background(), timeout)
			defer cancel()
			w := bufio.NewWriter(cmd.OutOrStdout())
			defer w.Flush()
			n := 0
			fmt.Fprint(w, "[")
			err = st.Query(ctx, program, limit, func(r any) error {
				var buf bytes.Buffer
				enc := json.NewEncoder(&buf)
				enc.SetEscapeHTML(false) // IRIs are written <like-this>
				if err := enc.Encode(r); err != nil {
					return err
				}
				b := bytes.TrimSpace(buf.Bytes())
				if n > 0 {
					fmt.Fprint(w, ",")
				}
				fmt.Fprintf(w, "\n%s", b)
				n++
				return nil
			})
			fmt.Fprintln(w, "\n]")
			if err == graph.ErrTimeout {
				return fmt.Errorf("query stopped after --timeout %v (%d results printed)", timeout, n)
			}
			return err
		},
	}
	c.Flags().StringVarP(&file, "file", "f", "", "read the Gizmo program from FILE")
	c.Flags().StringToStringVar(&params, "param", nil, "set params.KEY=VALUE for the program (repeatable; see docs/queries.md)")
	c.Flags().IntVar(&limit, "limit", 1000, "at most this many results (0: no limit)")
	c.Flags().DurationVar(&timeout, "timeout", 30*time.Second, "stop the query after this long")
	return c
}

func exportCmd(g *globals) *cobra.Command {
	var out, format string
	c := &cobra.Command{
		Use:     "export",
		Short:   "Write the whole graph as N-Quads (or pquads, jsonld)",
		Example: "  kg export > seeds.nq\n  kg export -o graph.jsonld --format jsonld",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f := quad.FormatByName(format)
			if f == nil || f.Writer == nil {
				return fmt.Errorf("unknown format %q (nquads, pquads, jsonld)", format)
			}
			st, err := g.openToAnswer()
			if err != nil {
				return err
			}
			defer st.Close()
			var w io.Writer = cmd.OutOrStdout()
			if out != "" && out != "-" {
				file, err := os.Create(out)
				if err != nil {
					return err
				}
				defer file.Close()
				w = file
			}
			qw := f.Writer(w)
			if _, err := st.Export(qw); err != nil {
				return err
			}
			return qw.Close()
		},
	}
	c.Flags().StringVarP(&out, "output", "o", "", "write to FILE instead of stdout")
	c.Flags().StringVar(&format, "format", "nquads", "nquads, pquads or jsonld")
	return c
}

func importCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:     "import FILE...",
		Short:   "Read N-Quads files (plain or .gz) into the store",
		Example: "  kg import seeds.nq",
		Args:    cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := g.open()
			if err != nil {
				return err
			}
			defer st.Close()
			for _, path := range args {
				n, err := importFile(st, path)
				if err != nil {
					return fmt.Errorf("%s: %w", path, err)
				}
				fmt.Fprintf(cmd.OutOrStdout(), "%s: %d quads\n", path, n)
			}
			if st.ShouldCompact() {
				return compact(st)
			}
			return nil
		},
	}
}

// importFile checks the whole file first, so that a malformed line (named
// with its number) writes nothing, then streams it into the store.
func importFile(st *graph.Store, path string) (int, error) {
	if _, err := withQuads(path, graph.Check); err != nil {
		return 0, err
	}
	return withQuads(path, st.Import)
}

// withQuads runs fn on a strict N-Quads reader of the file at path, plain or gzip.
func withQuads(path string, fn func(quad.Reader) (int, error)) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	br := bufio.NewReader(f)
	var r io.Reader = br
	if m, _ := br.Peek(2); len(m) == 2 && m[0] == 0x1f && m[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return 0, err
		}
		r = zr
	}
	return fn(graph.NewStrictReader(r))
}

func statsCmd(g *globals) *cobra.Command {
	var recount bool
	c := &cobra.Command{
		Use:   "stats",
		Short: "Count articles, statements, entities by type, and quads",
		Long: `Shows the counts the store keeps: articles, statements by kind, entities by type and quads,
read without a scan (each class's size is the reference count of its node). --recount counts
every class and kind again, one member at a time, shows that, and fails when the kept counts
differ from it; it also counts each entity's statements again and checks the counts kg entities
reads.`,
		Example: "  kg stats\n  kg stats --recount",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := g.openToAnswer()
			if err != nil {
				return err
			}
			defer st.Close()
			ctx := context.Background()
			s, err := st.Stats(ctx)
			if err != nil {
				return err
			}
			if !recount {
				writeStats(cmd.OutOrStdout(), s)
				return nil
			}
			r, err := st.Recount(ctx)
			if err != nil {
				return err
			}
			writeStats(cmd.OutOrStdout(), r)
			if !reflect.DeepEqual(s, r) {
				var kept strings.Builder
				writeStats(&kept, s)
				return fmt.Errorf("the kept counts differ from this recount; kept:\n%s", kept.String())
			}
			fmt.Fprintln(cmd.OutOrStdout(), "the kept counts agree with this recount")
			return recountTallies(ctx, cmd.OutOrStdout(), st)
		},
	}
	c.Flags().BoolVar(&recount, "recount", false, "count again the slow way and check the kept counts")
	return c
}

// recountTallies checks the statements per entity that the store keeps
// against a count of each entity's statements.
func recountTallies(ctx context.Context, w io.Writer, st *graph.Store) error {
	kept, err := st.Tallied(ctx)
	if err != nil {
		return err
	}
	if !kept {
		fmt.Fprintln(w, "statements per entity are not kept in this store (it was written before kg kept them): kg entities counts them; loading its articles again keeps them")
		return nil
	}
	diffs, err := st.RecountTallies(ctx)
	if err != nil {
		return err
	}
	if len(diffs) > 0 {
		return fmt.Errorf("the kept statements per entity differ from this recount:\n%s", strings.Join(diffs, "\n"))
	}
	fmt.Fprintln(w, "the kept statements per entity agree with this recount")
	names, err := st.RecountNames(ctx)
	if err != nil {
		return err
	}
	if len(names) > 0 {
		return fmt.Errorf("the kept entity names differ from this recount:\n%s", strings.Join(names, "\n"))
	}
	reports, checked, err := st.RecountReports(ctx)
	switch {
	case err != nil:
		return err
	case len(reports) > 0:
		return fmt.Errorf("the kept reports of quotations differ from this recount:\n%s", strings.Join(reports, "\n"))
	case checked:
		fmt.Fprintln(w, "the kept reports of quotations agree with this recount")
	}
	missing, checked, err := st.MissingNodes(ctx)
	switch {
	case err != nil:
		return err
	case missing > 0:
		return fmt.Errorf("%d quads name a node the store does not hold", missing)
	case checked:
		fmt.Fprintln(w, "every quad's nodes are stored")
	}
	return nil
}

// writeStats prints what kg stats counts, each count under what it counts:
// statements by kind, entities by type, each with its total.
func writeStats(w io.Writer, s graph.Stats) {
	line := func(label string, n any) { fmt.Fprintf(w, "%-27s %v\n", label, n) }
	line("articles", s.Articles)
	line("statements", s.Statements)
	for _, k := range kg.Kinds {
		line("  of kind "+string(k), s.Kinds[k])
	}
	line("entities", s.EntityTotal())
	for _, t := range s.EntityTypeNames() {
		line("  of type "+string(t), s.Entities[t])
	}
	line("quads", s.Quads)
}

func evalCmd(g *globals) *cobra.Command {
	var goldPath, kind string
	var showErrors bool
	c := &cobra.Command{
		Use:   "eval --gold FILE PATH...",
		Short: "Score the extraction of PATH against gold attributions",
		Long: `Reads gold in either form of the gold guide (one statement a line with speaker_match and
via, or one article a line with attributions [{source, cue, content}]; gzip or not), extracts
PATH and prints span P/R/F1, strict P/R/F1, source accuracy and via. With --kind only
statements of those kinds are scored against all the gold: the precision of speech
statements is that of --kind speech.`,
		Example: "  kg eval --gold eval/testdata/seeds.jsonl seeds/ --errors",
		Args:    cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			kinds, err := kg.ParseKinds(kind)
			if err != nil {
				return err
			}
			gold, err := eval.ReadGoldFile(goldPath)
			if err != nil {
				return err
			}
			x, err := g.extractor()
			if err != nil {
				return err
			}
			var pred []kg.Statement
			if _, err := g.walk(args, func(a kg.Article) error {
				for _, s := range x.Extract(a).Statements {
					if kg.KindIn(s.Kind, kinds) {
						pred = append(pred, s)
					}
				}
				return nil
			}); err != nil {
				return err
			}
			res := eval.Score(gold, pred)
			w := cmd.OutOrStdout()
			res.Report(w, goldPath)
			if showErrors {
				for _, l := range [][]string{res.Misses, res.Wrong, res.Extra} {
					sort.Strings(l)
					fmt.Fprintln(w, strings.Join(l, "\n"))
				}
			}
			return nil
		},
	}
	c.Flags().StringVar(&goldPath, "gold", "", "gold file (JSON Lines, .gz allowed)")
	c.Flags().BoolVar(&showErrors, "errors", false, "list misses, wrong speakers and extras")
	c.MarkFlagRequired("gold")
	addKindFlag(c, &kind)
	addInputFlags(c, g)
	return c
}

// compact settles the store after a large write, saying so: it can take a
// minute on a large store, and questions afterwards read one level.
func compact(st *graph.Store) error {
	start := time.Now()
	fmt.Fprintln(os.Stderr, "kg: compacting the store after a large write, so that questions read one level ...")
	if err := st.Compact(); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "kg: compacted in %.1f s\n", time.Since(start).Seconds())
	return nil
}

// answerGCPercent is the collector's GOGC while kg answers a question,
// unless the environment sets GOGC. A question is a short process whose
// heap is what it reads (decoded cards, the answer being written): with
// Go's default of 100 the collector ran over and over as that heap grew
// from nothing, and took half the time of kg quote's largest answer at
// 100,000 articles (-o json, 3,739 reports: 0.088-0.119 s against
// 0.043-0.044 s at 400; docs/performance.md). The heap then peaks at five
// times what is live rather than twice, which a question's few tens of MB
// allow; kg serve, which lives on, keeps the default.
const answerGCPercent = 400

// collectLessForAnswers sets answerGCPercent when the environment
// (getenv) sets no GOGC, and reports whether it did.
func collectLessForAnswers(getenv func(string) string) bool {
	if getenv("GOGC") != "" {
		return false
	}
	debug.SetGCPercent(answerGCPercent)
	return true
}

// loadMemoryLimit is Go's soft memory limit during kg load, unless
// GOMEMLIMIT says otherwise. A load's live heap grows to a few hundred MB
// (the appender's node cache, the quotation planner's caches, a batch in
// flight), and without a limit the collector lets the heap grow to twice
// that before it runs: 100,000 generated articles peaked at 0.9-1.0 GB of
// RSS, and with this limit at 755 MiB, no slower (1050.9 s against 1085.1
// s; docs/performance.md). The live heap stays well under it, so the
// collector does not run much more often.
const loadMemoryLimit = 450 << 20

// limitLoadMemory sets loadMemoryLimit as the soft memory limit when the
// environment (getenv) sets no GOMEMLIMIT, and reports whether it did.
func limitLoadMemory(getenv func(string) string) bool {
	if getenv("GOMEMLIMIT") != "" {
		return false
	}
	debug.SetMemoryLimit(loadMemoryLimit)
	return true
}
