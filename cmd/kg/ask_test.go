package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	kg "github.com/kg-dev/kg"
)

// seedStore loads the seeds into a fresh bolt store and returns its path.
func seedStore(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "kg.db")
	run(t, db, "load", seeds)
	return db
}

// answers runs a question with --output json and decodes its statements.
func answers(t *testing.T, db string, args ...string) []kg.StatementJSON {
	t.Helper()
	out := run(t, db, append(args, "-o", "json")...)
	var sts []kg.StatementJSON
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if line == "" {
			continue
		}
		var s kg.StatementJSON
		if err := json.Unmarshal([]byte(line), &s); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		sts = append(sts, s)
	}
	return sts
}

// row is what the done-when lines of the questions issue check of a statement.
type row struct{ article, speaker, role, affiliation, via string }

func rows(sts []kg.StatementJSON) map[row]int {
	out := map[row]int{}
	for _, s := range sts {
		r := row{article: s.Article[:3], speaker: s.Speaker.Name, role: s.Speaker.Role}
		if s.Speaker.Affiliation != nil {
			r.affiliation = s.Speaker.Affiliation.Name
		}
		var via []string
		for _, h := range s.Via {
			via = append(via, h.Name)
		}
		r.via = strings.Join(via, ",")
		out[r]++
	}
	return out
}

func TestSaidByPakistaniTalibanWithMembers(t *testing.T) {
	db := seedStore(t)
	got := rows(answers(t, db, "said-by", "Pakistani Taliban", "--members"))
	want := map[row]int{
		{"000", "Muhammad Khurasani", "spokesman", "Tehrik-e-Taliban Pakistan", ""}:       3, // "the Pakistani Taliban" there: one entity, by its canonical name
		{"001", "Tehrik-e-Taliban Pakistan", "", "", ""}:                                  4, // with the belief "which wants to dismantle Pakistan's government"
		{"001", "Tehrik-e-Taliban Pakistan", "", "", "Bloomberg News"}:                    2, // the quoted ones
		{"002", "Yar Wazir", "commander", "Tehrik-e-Taliban Pakistan", "The Daily Beast"}: 3, // the interview's via carries to "the commander"'s words
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v\nwant %v", got, want)
	}
	for _, name := range []string{"TTP", "Tehrik-e-Taliban Pakistan"} {
		if other := rows(answers(t, db, "said-by", name, "--members")); !reflect.DeepEqual(other, got) {
			t.Errorf("said-by %q --members differs from \"Pakistani Taliban\":\n%v", name, other)
		}
	}
	// without --members only the organization's own statements
	for r := range rows(answers(t, db, "said-by", "TTP")) {
		if r.speaker != "Tehrik-e-Taliban Pakistan" {
			t.Errorf("said-by TTP without --members gave %v", r)
		}
	}
}

func TestWhoSaidRevenge(t *testing.T) {
	db := seedStore(t)
	var got []string
	for _, s := range answers(t, db, "who-said", "revenge") {
		if !strings.Contains(strings.ToLower(s.Content), "revenge") {
			t.Errorf("%q does not hold the phrase", s.Content)
		}
		got = append(got, s.Article[:3]+" "+s.Speaker.Name)
	}
	sort.Strings(got)
	want := []string{"000 Muhammad Khurasani", "001 Tehrik-e-Taliban Pakistan", "002 Yar Wazir"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if n := len(answers(t, db, "who-said", "perfect revenge")); n != 1 {
		t.Errorf("who-said \"perfect revenge\": %d statements, want Yar Wazir's one", n)
	}
	if n := len(answers(t, db, "who-said", "revenge perfect")); n != 0 {
		t.Errorf("a phrase is words in order: \"revenge perfect\" gave %d", n)
	}
}

func TestSaidByObamaGivesExactlyHisTwoStatements(t *testing.T) {
	db := seedStore(t)
	sts := answers(t, db, "said-by", "Obama")
	if len(sts) != 2 {
		t.Fatalf("%d statements, want 2: %+v", len(sts), sts)
	}
	for _, s := range sts {
		if s.Speaker.Name != "Obama" || s.Article[:3] != "000" {
			t.Errorf("not Obama's in 000: %+v", s)
		}
	}
}

func TestViaBloomberg(t *testing.T) {
	db := seedStore(t)
	got := map[string]int{}
	for _, s := range answers(t, db, "via", "Bloomberg") {
		got[s.Speaker.Name]++
	}
	want := map[string]int{"Tehrik-e-Taliban Pakistan": 2, "a Pakistani security official": 3, "Oliver Coleman": 2} // ("The same unnamed Pakistani official said": told Bloomberg, carried)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestTraceSpeakerOliverColeman(t *testing.T) {
	db := seedStore(t)
	out := run(t, db, "trace", "--speaker", "Oliver Coleman")
	for _, want := range []string{
		"speaker  Oliver Coleman (analyst, Verisk Maplecroft) [bytes 2004-2018]",
		`-> said "told" [bytes 2087-2091]`,
		"-> told Bloomberg News",
		"-> article 001_abbe178260faeae6",
		"[bytes 1842-2001]",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("trace lacks %q:\n%s", want, out)
		}
	}
	text, err := os.ReadFile(filepath.Join(seeds, "001_abbe178260faeae6.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if string(text[2004:2018]) != "Oliver Coleman" || string(text[2087:2091]) != "told" {
		t.Errorf("the offsets do not point at the speaker and cue")
	}
	// one statement by IRI
	one := run(t, db, "trace", "https://kg.example.org/statement/001_abbe178260faeae6/1842-2001/2004")
	if !strings.Contains(one, "Oliver Coleman") || strings.Count(one, "-> article") != 1 {
		t.Errorf("trace by IRI:\n%s", one)
	}
}

func TestSaidByAfterExportAndImportIntoAFreshStore(t *testing.T) {
	db := seedStore(t)
	nq := filepath.Join(t.TempDir(), "seeds.nq")
	run(t, db, "export", "-o", nq)
	fresh := filepath.Join(t.TempDir(), "fresh.db")
	run(t, fresh, "import", nq)
	a := run(t, db, "said-by", "Pakistani Taliban", "--members", "-o", "json")
	b := run(t, fresh, "said-by", "Pakistani Taliban", "--members", "-o", "json")
	if a != b || a == "" {
		t.Errorf("answers differ after export and import:\n%s\n---\n%s", a, b)
	}
}

func TestUnknownNameSuggestsCloseNames(t *testing.T) {
	db := seedStore(t)
	out, err := runErr(db, "said-by", "Obma")
	if err == nil || !strings.Contains(err.Error(), `no entity is called "Obma"`) || !strings.Contains(err.Error(), `"Obama"`) {
		t.Errorf("got %v\n%s", err, out)
	}
}

func TestDotRendersWithGraphviz(t *testing.T) {
	db := seedStore(t)
	out := run(t, db, "said-by", "Pakistani Taliban", "--members", "-o", "dot")
	if !strings.HasPrefix(out, "digraph") {
		t.Fatalf("not a dot graph:\n%s", out)
	}
	dot, err := exec.LookPath("dot")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("graphviz is not installed; .ci/run installs it")
		}
		t.Skip("graphviz's dot is not installed")
	}
	cmd := exec.Command(dot, "-Tsvg")
	cmd.Stdin = strings.NewReader(out)
	svg, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(svg), "<svg") {
		t.Fatalf("dot -Tsvg: %v\n%s", err, svg)
	}
}

func TestNQuadsOutputIsTheSupportingSubgraph(t *testing.T) {
	db := seedStore(t)
	out := run(t, db, "said-by", "Obama", "-o", "nquads")
	for _, want := range []string{"<https://kg.example.org/entity/obama>", "<http://www.w3.org/ns/prov#wasAttributedTo>", "<https://kg.example.org/ns#speakerRole>"} {
		if !strings.Contains(out, want) {
			t.Errorf("subgraph lacks %s", want)
		}
	}
	if strings.Contains(out, "Imran Khan") {
		t.Error("subgraph holds quads that do not support the answer")
	}
}

func TestExplainPrintsTheSameProgram(t *testing.T) {
	db := seedStore(t)
	cmd := run(t, db, "said-by", "Obama", "--explain")
	if strings.TrimSpace(cmd) != "kg query -f queries/said_by.js --param name=Obama" {
		t.Fatalf("explain: %q", cmd)
	}
	out := run(t, db, "query", "-f", "../../queries/said_by.js", "--param", "name=Obama")
	if strings.Count(out, `"speaker":"Obama"`) != 2 {
		t.Errorf("the program run by hand:\n%s", out)
	}
}

// TestTheSeedsHaveOneTTP: the three seeds call the TTP "the Pakistani
// Taliban", "Tehrik-e-Taliban Pakistan, or TTP" and "the TTP"; the store and
// its export hold one entity with the other names as aliases.
func TestTheSeedsHaveOneTTP(t *testing.T) {
	db := seedStore(t)
	var ttp []string
	for _, line := range strings.Split(strings.TrimSpace(run(t, db, "entities", "--type", "Organization", "-o", "json", "--limit", "0")), "\n") {
		var e kg.EntityJSON
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatal(err)
		}
		names := strings.ToLower(e.Name + " " + strings.Join(e.Aliases, " "))
		if strings.Contains(names, "taliban") || strings.Contains(names, "ttp") {
			ttp = append(ttp, e.Name+" "+fmt.Sprint(e.Aliases))
		}
	}
	if len(ttp) != 1 || ttp[0] != "Tehrik-e-Taliban Pakistan [Pakistani Taliban TPP TTP Taliban in Pakistan]" {
		t.Errorf("the TTP's entities: %q", ttp)
	}
	export := run(t, db, "export")
	for _, iri := range []string{"<https://kg.example.org/entity/ttp>", "<https://kg.example.org/entity/pakistani-taliban>"} {
		if strings.Contains(export, iri) {
			t.Errorf("the export still names %s", iri)
		}
	}
}
