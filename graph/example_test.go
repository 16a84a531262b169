package graph_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/loader"
)

// Extract an article, store it, and ask who said what with Gizmo.
func Example() {
	store := graph.OpenMemory()
	defer store.Close()

	text := `"The bridge will open in May," Mayor Jane Doe told Reuters.`
	x := loader.NewExtractor(nil).Extract(kg.Article{ID: "bridge", Text: text})
	if _, err := store.WriteExtraction(x); err != nil {
		fmt.Println(err)
		return
	}
	q := `g.V().Has("<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>", "<https://kg.example.org/ns#Statement>")
	  .Save("<http://schema.org/text>", "said")
	  .Out("<http://www.w3.org/ns/prov#wasAttributedTo>").Save("<http://schema.org/name>", "who").All()`
	store.Query(context.Background(), q, 0, func(r any) error {
		m := r.(map[string]any)
		fmt.Println(m["who"], "said:", m["said"])
		return nil
	})
	// Output: Jane Doe said: The bridge will open in May
}

// The counts kg stats shows, kept by the store, and the same counted one
// by one to check them.
func ExampleStore_Recount() {
	store, done, err := openPebble()
	if err != nil {
		fmt.Println(err)
		return
	}
	defer done()
	text := `"The bridge will open in May," Mayor Jane Doe told Reuters. The council opposes the plan.`
	store.WriteExtraction(loader.NewExtractor(nil).Extract(kg.Article{ID: "bridge", Text: text}))
	ctx := context.Background()
	kept, _ := store.Stats(ctx)
	counted, _ := store.Recount(ctx)
	fmt.Println("articles", kept.Articles, "statements", kept.Statements, "people", kept.Entities[kg.Person])
	fmt.Println("agree:", reflect.DeepEqual(kept, counted))
	// Output:
	// articles 1 statements 2 people 1
	// agree: true
}

// One quotation reported by two articles, read back with its reports, and
// the store's kept list of reports checked against its quads.
func ExampleStore_Quotation() {
	store, done, err := openPebble()
	if err != nil {
		fmt.Println(err)
		return
	}
	defer done()
	x := loader.NewExtractor(nil)
	quote := `"We will not rest until the bridge over the river is rebuilt," Mayor Jane Doe said.`
	first := x.Extract(kg.Article{ID: "a", Date: "2024-03-01", Text: quote})
	second := x.Extract(kg.Article{ID: "b", Date: "2024-03-02", Text: "Residents waited. " + quote})
	store.WriteBatch([]kg.Extraction{second, first})
	ctx := context.Background()
	q, err := store.QuotationOfStatement(ctx, second.Statements[0].ID)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(q.Speaker.Name, "first reported in", q.First.Article, "and in", len(q.Reports), "reports")
	diffs, checked, _ := store.RecountReports(ctx)
	fmt.Println("kept reports checked:", checked, "differences:", len(diffs))
	// Output:
	// Jane Doe first reported in a and in 2 reports
	// kept reports checked: true differences: 0
}

// openPebble opens a new pebble store in a temporary folder; done closes
// it and removes the folder.
func openPebble() (store *graph.Store, done func(), err error) {
	dir, err := os.MkdirTemp("", "kg")
	if err != nil {
		return nil, nil, err
	}
	store, err = graph.Open("pebble", filepath.Join(dir, "kg.db"))
	if err != nil {
		os.RemoveAll(dir)
		return nil, nil, err
	}
	return store, func() { store.Close(); os.RemoveAll(dir) }, nil
}
