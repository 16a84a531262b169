package corpus

import (
	"bytes"
	"strings"
	"testing"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/loader"
)

func TestArticlesAreDeterministicAndSized(t *testing.T) {
	g := New(Options{Seed: 7})
	a, b := g.Article(12), New(Options{Seed: 7}).Article(12)
	if a != b {
		t.Fatal("the same seed and index gave two articles")
	}
	if a == g.Article(13) {
		t.Fatal("two indexes gave one article")
	}
	for i := 0; i < 50; i++ {
		n := len(strings.Fields(g.Article(i).Text))
		if n < 300 || n > 900 {
			t.Errorf("article %d has %d words, want 300-800 (a sentence over)", i, n)
		}
	}
}

func TestWriteJSONL(t *testing.T) {
	var buf bytes.Buffer
	if err := New(Options{Seed: 1}).WriteJSONL(&buf, 5, 8); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(buf.String(), "\n"); n != 3 {
		t.Errorf("%d lines, want 3", n)
	}
	if !strings.Contains(buf.String(), `"id":"gen-0000005"`) {
		t.Error("ids do not follow the index")
	}
}

// The corpus is for load tests: the extractor must find its statements and
// their via chains, or the benchmarks measure a corpus unlike news.
func TestExtractorFindsTheStatements(t *testing.T) {
	g := New(Options{Seed: 3})
	x := loader.NewExtractor(nil)
	stmts, hops := 0, 0
	for i := 0; i < 40; i++ {
		a := g.Article(i)
		ex := x.Extract(kg.Article{ID: a.ID, Text: a.Text})
		stmts += len(ex.Statements)
		for _, s := range ex.Statements {
			hops += len(s.Via)
		}
	}
	if stmts < 40*5 || hops < 40 {
		t.Errorf("%d statements, %d via hops in 40 articles: want >= 5 statements and >= 1 hop an article", stmts, hops)
	}
}
