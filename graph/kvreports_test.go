package graph

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/cayleygraph/quad"
	"github.com/cayleygraph/quad/nquads"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/loader"
)

// TestKVReportsEqualTheLinks (bolt, leveldb, pebble): the kgreports
// bucket holds, for every link of a statement to a quotation, that
// statement's card, and nothing else, after loads in batches (quotations
// renamed as earlier reports arrive), articles emptied (reports leave,
// quotations split), an article retitled (a report kept in its quotation,
// with a new card), reloads, an import, and a write through Cayley's API
// (the mark goes, questions read the quads, the next opening to write
// fills the bucket again). Every quotation read from the bucket equals the
// one read from the quads.
func TestKVReportsEqualTheLinks(t *testing.T) {
	ctx := context.Background()
	x := loader.NewExtractor(nil)
	xs := append(reportCorpus(t), extractGenerated(150)...)
	r := rand.New(rand.NewPCG(7, 3))
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	var edits []kg.Extraction
	for _, e := range xs[:40] {
		a := e.Article
		if len(edits)%2 == 0 {
			a.Text = "Nothing was said."
		} else {
			a.Title = "A new headline for " + a.ID
		}
		edits = append(edits, x.Extract(a))
	}
	for _, backend := range []string{"bolt", "leveldb", "pebble"} {
		t.Run(backend, func(t *testing.T) {
			st, path := tempStore(t, backend)
			for i := 0; i < len(xs); {
				n := min(1+r.IntN(12), len(xs)-i)
				if _, err := st.WriteBatch(xs[i : i+n]); err != nil {
					t.Fatal(err)
				}
				i += n
			}
			if n := checkReports(t, st, "after the loads"); n < 10 {
				t.Fatalf("%d quotations, too few to test", n)
			}
			for i := 0; i < len(edits); i += 5 {
				if _, err := st.WriteBatch(edits[i:min(i+5, len(edits))]); err != nil {
					t.Fatal(err)
				}
			}
			checkReports(t, st, "after the edits")
			if _, err := st.WriteBatch(xs[:40]); err != nil {
				t.Fatal(err)
			}
			checkReports(t, st, "after the originals again")

			var b strings.Builder
			w := nquads.NewWriter(&b)
			if _, err := st.Export(w); err != nil {
				t.Fatal(err)
			}
			w.Close()
			imp, _ := tempStore(t, backend)
			if _, err := imp.Import(nquads.NewReader(strings.NewReader(b.String()), false)); err != nil {
				t.Fatal(err)
			}
			checkReports(t, imp, "after an import")

			st.cayleyWrote() // as after a write through QueryAPI
			if ok, err := st.reportsIndexed(ctx); ok || err != nil {
				t.Fatalf("the mark stays after a write through Cayley's API (%v)", err)
			}
			checkReports(t, st, "without the mark") // the quads alone
			st.Close()
			st, err := Open(backend, path)
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			if ok, err := st.reportsIndexed(ctx); !ok || err != nil {
				t.Fatalf("opening to write does not fill the bucket again (%v)", err)
			}
			checkReports(t, st, "filled again")
		})
	}
}

// checkReports fails unless the bucket holds exactly the links and cards
// of the store's quads, and unless each quotation reads the same from the
// bucket and from the quads.
func checkReports(t testing.TB, st *Store, when string) (quotations int) {
	t.Helper()
	ctx := context.Background()
	diffs, checked, err := st.RecountReports(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range diffs {
		t.Errorf("%s: %s", when, d)
	}
	if ok, err := st.reportsIndexed(ctx); err != nil || ok != checked {
		t.Errorf("%s: RecountReports checked %v, the mark says %v (%v)", when, checked, ok, err)
	}
	var qs []string
	err = st.Subjects(ctx, quad.IRI(ClassQuotation), RDFType, func(q string) error {
		qs = append(qs, q)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(qs)
	for _, q := range qs {
		fromBucket, err := st.Quotation(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		readBucket = false
		fromQuads, err := st.Quotation(ctx, q)
		readBucket = true
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(fromBucket, fromQuads) {
			t.Errorf("%s: quotation %s read from the bucket differs from the quads:\n%s\n%s", when, q, quotationSummary(fromBucket), quotationSummary(fromQuads))
		}
	}
	return len(qs)
}

func quotationSummary(q kg.Quotation) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s first %s:", q.ID, q.First.ID)
	for _, r := range q.Reports {
		fmt.Fprintf(&b, " %s", r.ID)
	}
	return b.String()
}

// reportCorpus reads testdata/quotations: one minister's quotation
// reported by a wire (q1), relayed by a second (q2), repeated citing it
// (q3), cut short (q4) and changed in a word (q5); the same words by
// another speaker (q6) and another sentence of the minister's that shares
// a phrase (q7).
func reportCorpus(t testing.TB) []kg.Extraction {
	t.Helper()
	f, err := os.Open("testdata/quotations/articles.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	x := loader.NewExtractor(nil)
	var out []kg.Extraction
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var a kg.Article
		if err := json.Unmarshal(sc.Bytes(), &a); err != nil {
			t.Fatal(err)
		}
		out = append(out, x.Extract(a))
	}
	return out
}

// TestReportOpsLeaveTheAppenderRight: the kgreports keys of a write that
// goes through Cayley's writer are read before it (reportOps asks the
// appender which statements the store holds), so that what the appender
// then remembers of them (absent, or their reference counts) is forgotten
// with the rest of what Cayley's writer changes. Read after it, a new
// statement stayed "absent", and the next append gave it a second node:
// its card was lost.
func TestReportOpsLeaveTheAppenderRight(t *testing.T) {
	ctx := context.Background()
	for _, backend := range []string{"bolt", "leveldb", "pebble"} {
		t.Run(backend, func(t *testing.T) {
			st, _ := tempStore(t, backend)
			x := loader.NewExtractor(nil)
			if _, err := st.WriteExtraction(x.Extract(kg.Article{ID: "ra", Text: "Ann Lee said the bridge will open on Monday."})); err != nil {
				t.Fatal(err)
			}
			label := quad.IRI(kg.ArticleIRI("ra"))
			var old quad.Quad
			err := st.eachWith(ctx, quad.Label, Normalize(quad.Quad{Label: label}).Label, func(q quad.Quad) {
				if old.Subject == nil && plain(q.Predicate) == Sentence {
					old = q
				}
			})
			if err != nil || old.Subject == nil {
				t.Fatalf("no quad to remove (%v)", err)
			}
			s := quad.IRI(kg.Base + "statement/ra/90-95")
			card := Normalize(quad.Quad{Subject: s, Predicate: quad.IRI(Card), Object: quad.String(`{"article":"ra"}`), Label: label})
			if err := st.write(writeSet{adds: []quad.Quad{card}, dels: []quad.Quad{old}}); err != nil { // Cayley's writer
				t.Fatal(err)
			}
			text := Normalize(quad.Quad{Subject: s, Predicate: quad.IRI(Text), Object: quad.String("hello"), Label: label})
			if err := st.write(writeSet{adds: []quad.Quad{text}}); err != nil { // the appender
				t.Fatal(err)
			}
			for _, p := range []string{Card, Text} {
				if vs, err := st.values(ctx, string(s), p, 0); err != nil || len(vs) != 1 {
					t.Errorf("%s of the statement written through Cayley, then the appender: %v (%v)", p, vs, err)
				}
			}
		})
	}
}

// TestKVReportsKeepALinkWithoutACard: a report whose card is taken away
// (quads written by hand keep none) stays in the bucket with an empty
// value, and is read from its quads: the quotation reads the same from the
// bucket and from the quads, and a recount agrees.
func TestKVReportsKeepALinkWithoutACard(t *testing.T) {
	ctx := context.Background()
	for _, backend := range []string{"bolt", "pebble"} {
		t.Run(backend, func(t *testing.T) {
			st, _ := tempStore(t, backend)
			xs := reportCorpus(t)
			if _, err := st.WriteBatch(xs); err != nil {
				t.Fatal(err)
			}
			var id, q string
			for _, s := range xs[1].Statements {
				if got, err := st.Statement(ctx, s.ID); err == nil && got.Quotation != "" {
					id, q = s.ID, got.Quotation
				}
			}
			if id == "" {
				t.Fatal("no report of a quotation in the corpus's second article")
			}
			var card quad.Quad
			err := st.eachWith(ctx, quad.Subject, quad.IRI(id), func(x quad.Quad) {
				if plain(x.Predicate) == Card {
					card = x
				}
			})
			if err != nil || card.Subject == nil {
				t.Fatalf("no card for %s (%v)", id, err)
			}
			if err := st.write(writeSet{dels: []quad.Quad{card}}); err != nil {
				t.Fatal(err)
			}
			if n := checkReports(t, st, "without the card"); n == 0 {
				t.Fatal("no quotation")
			}
			quo, err := st.Quotation(ctx, q)
			if err != nil || !slices.ContainsFunc(quo.Reports, func(r kg.Statement) bool { return r.ID == id && r.Content != "" }) {
				t.Errorf("the quotation lost the report without a card, or its words: %v", err)
			}
		})
	}
}
