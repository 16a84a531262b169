package graph

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/cayleygraph/quad/nquads"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/loader"
)

// TestRerunAfterACrashBetweenTransactions: a batch whose quotation plan
// renames a stored quotation removes its old graph in one transaction and
// writes the rest in another. A process killed between the two, then the
// same load again, must leave what one clean load leaves.
func TestRerunAfterACrashBetweenTransactions(t *testing.T) {
	for name, batches := range map[string][2][]kg.Extraction{
		"the corpus, q1 last":               {QuotationArticles(t)[1:], QuotationArticles(t)[:1]},
		"a report met only through another": renameOrphans(),
	} {
		t.Run(name, func(t *testing.T) { rerunAfterCrash(t, batches[0], batches[1]) })
	}
}

// renameOrphans: A and B are stored, B a quotation's tail that meets A
// only through its tail key; C, earlier than both, is its head, which meets
// A only, and renames their quotation.
func renameOrphans() [2][]kg.Extraction {
	x := loader.NewExtractor(nil)
	art := func(id, date, text string) kg.Extraction {
		return x.Extract(kg.Article{ID: id, Date: date, Publisher: "Valley Times", Text: text})
	}
	a := art("o-a", "2024-03-02", "Interior Minister Maria Okonkwo spoke on Tuesday.\n\n\"We will not rest until the bridge over the valley river stands again and every family returns home safely,\" Maria Okonkwo said.")
	b := art("o-b", "2024-03-03", "The minister repeated her pledge.\n\n\"Until the bridge over the valley river stands again and every family returns home safely,\" Maria Okonkwo said.")
	c := art("o-c", "2024-03-01", "The minister visited the valley.\n\n\"We will not rest until the bridge over the valley river stands again,\" Maria Okonkwo said.")
	return [2][]kg.Extraction{{a, b}, {c}}
}

func rerunAfterCrash(t *testing.T, first, last []kg.Extraction) {
	clean, _ := tempStore(t, "pebble")
	for _, b := range [][]kg.Extraction{first, last} {
		if _, err := clean.WriteBatch(b); err != nil {
			t.Fatal(err)
		}
	}
	want := exportLines(t, clean)

	s, path := tempStore(t, "pebble")
	if _, err := s.WriteBatch(first); err != nil {
		t.Fatal(err)
	}
	killed := errors.New("killed")
	defer func(was func() error) { crashPoint = was }(crashPoint)
	crashPoint = func() error { return killed }
	if _, err := s.WriteBatch(last); !errors.Is(err, killed) {
		t.Fatalf("the batch that renames a quotation did not reach the crash point: %v", err)
	}
	crashPoint = func() error { return nil }
	s.Close()
	s, err := Open("pebble", path) // a new process
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, b := range [][]kg.Extraction{first, last} { // the same load again
		if _, err := s.WriteBatch(b); err != nil {
			t.Fatal(err)
		}
	}
	if got := exportLines(t, s); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("after the crash and a rerun the store has %d quads, a clean load %d:\n%s", len(got), len(want), lineDiff(got, want))
	}
}

// QuotationArticles extracts testdata/quotations (see quotations_test.go),
// for this package's tests and its external ones.
func QuotationArticles(t *testing.T) []kg.Extraction {
	f, err := os.Open(filepath.Join("testdata", "quotations", "articles.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	x := loader.NewExtractor(nil)
	var out []kg.Extraction
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var j struct{ ID, Publisher, Date, Title, Text string }
		if err := json.Unmarshal(sc.Bytes(), &j); err != nil {
			t.Fatal(err)
		}
		out = append(out, x.Extract(kg.Article{ID: j.ID, Publisher: j.Publisher, Date: j.Date, Title: j.Title, Text: j.Text}))
	}
	return out
}

func exportLines(t *testing.T, s *Store) []string {
	var buf bytes.Buffer
	w := nquads.NewWriter(&buf)
	if _, err := s.Export(w); err != nil {
		t.Fatal(err)
	}
	w.Close()
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	sort.Strings(lines)
	return lines
}

func lineDiff(got, want []string) string {
	in := map[string]bool{}
	for _, l := range want {
		in[l] = true
	}
	var b strings.Builder
	for _, l := range got {
		if !in[l] {
			b.WriteString("+ " + l + "\n")
		}
		delete(in, l)
	}
	for _, l := range want {
		if in[l] {
			b.WriteString("- " + l + "\n")
		}
	}
	return b.String()
}
