package graph_test

import (
	"bytes"
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/cayleygraph/quad/nquads"

	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/internal/testkit"
)

// TestCountsAgreeWithARecount: what kg stats shows (Stats, from the
// nodes' reference counts where the backend keeps them) equals a recount
// of every class and kind (Recount) after each way a store changes: loads
// with entity merges, quotations, an article loaded again with other
// words, one loaded again as it was, and an import of the export into an
// empty store, on every backend.
func TestCountsAgreeWithARecount(t *testing.T) {
	merge := testkit.FileLines(t, "testdata/merge/articles.jsonl")
	quotes := quotationCorpus(t)
	edited := quotes[2]
	edited.Statements = edited.Statements[:len(edited.Statements)-1] // a statement fewer
	for _, backend := range backendsUnderTest() {
		t.Run(backend.name, func(t *testing.T) {
			st := backend.open(t)
			defer st.Close()
			agree := func(step string) graph.Stats {
				t.Helper()
				ctx := context.Background()
				kept, err := st.Stats(ctx)
				if err != nil {
					t.Fatal(err)
				}
				counted, err := st.Recount(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(kept, counted) {
					t.Errorf("after %s: kept %+v, counted %+v", step, kept, counted)
				}
				return kept
			}
			loadLines(t, st, merge)
			before := agree("loading articles whose entities merge")
			if _, err := st.WriteBatch(quotes); err != nil {
				t.Fatal(err)
			}
			loaded := agree("loading quotations")
			if loaded.Statements <= before.Statements || loaded.Articles != before.Articles+len(quotes) {
				t.Errorf("counts did not grow with a load: %+v, then %+v", before, loaded)
			}
			if _, err := st.WriteBatch(quotes[2:3]); err != nil {
				t.Fatal(err)
			}
			agree("loading an article again")
			if _, err := st.WriteExtraction(edited); err != nil {
				t.Fatal(err)
			}
			if got := agree("editing an article"); got.Statements != loaded.Statements-1 {
				t.Errorf("an edit that drops a statement: %d statements, want %d", got.Statements, loaded.Statements-1)
			}
			var buf bytes.Buffer
			w := nquads.NewWriter(&buf)
			if _, err := st.Export(w); err != nil {
				t.Fatal(err)
			}
			w.Close()
			into := backend.open(t)
			defer into.Close()
			if _, err := into.Import(nquads.NewReader(strings.NewReader(buf.String()), false)); err != nil {
				t.Fatal(err)
			}
			st = into
			agree("importing the export")
		})
	}
}
