package ask

import (
	"bytes"
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/ingest"
	"github.com/kg-dev/kg/internal/corpus"
	"github.com/kg-dev/kg/loader"
	"github.com/kg-dev/kg/queries"
)

func TestPhraseTokens(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string
	}{
		{"The perfect Revenge!", "the|perfect|revenge"},
		{"“utter barbarism”", "utter|barbarism"},
		{"Tehrik-e-Taliban’s men", "tehrik|e|taliban|s|men"},
		{"  ", ""},
		{"Zürich 2014", "zürich|2014"},
	} {
		if got := strings.Join(phraseTokens(c.in), "|"); got != c.want {
			t.Errorf("phraseTokens(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestContainsRun(t *testing.T) {
	toks := []string{"we", "will", "rebuild", "the", "ceasefire"}
	for _, c := range []struct {
		run  []string
		want bool
	}{
		{[]string{"rebuild", "the", "ceasefire"}, true},
		{[]string{"rebuild", "ceasefire"}, false},
		{[]string{"we"}, true},
		{[]string{"ceasefire", "now"}, false},
		{nil, false},
	} {
		if got := containsRun(toks, c.run); got != c.want {
			t.Errorf("containsRun(%v) = %v, want %v", c.run, got, c.want)
		}
	}
}

// TestWhoSaidFindsWhatTheGizmoProgramFinds: kg's who-said walks the word
// index itself (graph.Store.EachWithWords); queries/who_said.js, which
// `kg query -f` runs, must find the very same statements.
func TestWhoSaidFindsWhatTheGizmoProgramFinds(t *testing.T) {
	ctx := context.Background()
	st := graph.OpenMemory()
	defer st.Close()
	var buf bytes.Buffer
	corpus.New(corpus.Options{Seed: 7}).WriteJSONL(&buf, 0, 300)
	src := loader.Source{Paths: []string{"../seeds", "-"}, Stdin: &buf}
	if _, err := ingest.Load(ctx, st, src, nil, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	phrases := []string{"revenge", "utter barbarism", "rebuild the ceasefire", "budget", "the budget", "Pakistan", "ceasefire talks", "no such words here"}
	total := 0
	for _, ph := range phrases {
		got, err := whoSaid(ctx, st, ph, 0)
		if err != nil {
			t.Fatal(err)
		}
		program, err := queries.Program("who_said", map[string]string{"phrase": ph, "brief": "true"})
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		err = st.Query(ctx, program, 0, func(r any) error {
			want = append(want, graph.TrimIRI(fmt.Sprint(r.(map[string]any)["id"])))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		sort.Strings(got)
		sort.Strings(want)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%q: kg found %d statements, who_said.js %d", ph, len(got), len(want))
		}
		total += len(got)
		if limited, _ := whoSaid(ctx, st, ph, 3); len(limited) > 3 {
			t.Errorf("%q: limit 3 gave %d", ph, len(limited))
		}
	}
	if total < 50 {
		t.Errorf("only %d statements found for all phrases: the test tests little", total)
	}
}
