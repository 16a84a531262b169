package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/kg-dev/kg/graph"
)

// run executes kg with args against the bolt store at dbpath and returns stdout.
func run(t *testing.T, dbpath string, args ...string) string {
	t.Helper()
	out, err := runErr(dbpath, args...)
	if err != nil {
		t.Fatalf("kg %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

func runErr(dbpath string, args ...string) (string, error) {
	root := newRoot()
	var buf bytes.Buffer
	root.SetOut(&buf)
	root.SetErr(&buf)
	root.SetArgs(append([]string{"--db", "bolt", "--dbpath", dbpath}, args...))
	err := root.Execute()
	return buf.String(), err
}

const seeds = "../../seeds"

func sortedLines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	sort.Strings(out)
	return out
}

func TestLoadExportIsValidNQuads(t *testing.T) {
	db := filepath.Join(t.TempDir(), "kg.db")
	run(t, db, "load", seeds)
	nq := run(t, db, "export")
	if !strings.Contains(nq, "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>") {
		t.Fatal("export has no full rdf:type IRI")
	}
	if strings.Contains(nq, "<rdf:") || strings.Contains(nq, "<xsd:") || strings.Contains(nq, "<schema:") {
		t.Fatal("export has short IRIs")
	}
	rapper, err := exec.LookPath("rapper")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("rapper (raptor2-utils) is not installed; .ci/run installs it")
		}
		t.Skip("rapper not installed (apt-get install raptor2-utils); CI runs this check")
	}
	file := filepath.Join(t.TempDir(), "seeds.nq")
	if err := os.WriteFile(file, []byte(nq), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(rapper, "-i", "nquads", "-c", file)
	out, err := cmd.CombinedOutput()
	if err != nil || strings.Contains(strings.ToLower(string(out)), "warning") || strings.Contains(strings.ToLower(string(out)), "error") {
		t.Fatalf("rapper -i nquads -c: %v\n%s", err, out)
	}
	t.Logf("rapper: %s", strings.TrimSpace(string(out)))
}

func TestImportOfExportGivesTheSameQuads(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.db"), filepath.Join(dir, "b.db")
	run(t, a, "load", seeds)
	first := run(t, a, "export")
	file := filepath.Join(dir, "seeds.nq")
	if err := os.WriteFile(file, []byte(first), 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, b, "import", file)
	second := run(t, b, "export")
	x, y := sortedLines(first), sortedLines(second)
	if strings.Join(x, "\n") != strings.Join(y, "\n") {
		t.Fatalf("export after import differs: %d quads before, %d after", len(x), len(y))
	}
	if len(x) < 100 {
		t.Fatalf("only %d quads exported from the seeds", len(x))
	}
}

func TestLoadingTwiceAddsNothing(t *testing.T) {
	db := filepath.Join(t.TempDir(), "kg.db")
	run(t, db, "load", seeds)
	before := sortedLines(run(t, db, "export"))
	out := run(t, db, "load", seeds)
	if !strings.Contains(out, " 0 quads added") {
		t.Errorf("second load reported: %s", out)
	}
	after := sortedLines(run(t, db, "export"))
	if len(before) != len(after) {
		t.Fatalf("quads: %d after first load, %d after second", len(before), len(after))
	}
	stats := run(t, db, "stats")
	for _, want := range []string{"articles                    3\n", "statements                  ", "  of kind speech ", "  of kind belief ", "  of kind stance ", "entities                    ", "  of type Person "} {
		if !strings.Contains(stats, want) {
			t.Errorf("stats lacks %q:\n%s", want, stats)
		}
	}
	if re := run(t, db, "stats", "--recount"); !strings.HasPrefix(re, stats) || !strings.Contains(re, "the kept counts agree") || !strings.Contains(re, "the kept statements per entity agree") ||
		!strings.Contains(re, "the kept reports of quotations agree") {
		t.Errorf("stats --recount, after stats:\n%s\n%s", re, stats)
	}
}

// readmeQuery is the query the README shows; keep the two the same.
const readmeQuery = `g.V("<https://kg.example.org/entity/obama>").In("<http://www.w3.org/ns/prov#wasAttributedTo>").Out("<http://schema.org/text>").All()`

func TestReadmeQueryWalksFromObamaToHisWords(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), readmeQuery) {
		t.Fatal("README does not show the query this test runs")
	}
	db := filepath.Join(t.TempDir(), "kg.db")
	run(t, db, "load", seeds)
	out := run(t, db, "query", readmeQuery)
	for _, want := range []string{"terrorists have once again shown their depravity", "efforts to combat terrorism"} {
		if !strings.Contains(out, want) {
			t.Errorf("query result lacks %q:\n%s", want, out)
		}
	}
}

func TestExtractPrintsTheContract(t *testing.T) {
	out := run(t, "", "extract", seeds+"/001_abbe178260faeae6.txt")
	for _, field := range []string{`"article":"001_abbe178260faeae6"`, `"content_span":[`, `"cue_span":[`, `"mention_span":[`,
		`"speaker":{"id":"https://kg.example.org/entity/`, `"via":[`, `"direct":`, `"kind":"speech"`} {
		if !strings.Contains(out, field) {
			t.Errorf("kg extract output lacks %s", field)
		}
	}
}

func TestLoadSkipsBadInputAndSaysSo(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "kg.db")
	bad := filepath.Join(dir, "corpus.jsonl")
	os.WriteFile(bad, []byte(`{"id":"a1","text":"The mayor said the bridge will open."}`+"\n{not json\n"), 0o644)
	out, err := runErr(db, "load", bad, filepath.Join(dir, "missing.txt"))
	if ex, ok := err.(exitError); !ok || int(ex) != ExitSkipped {
		t.Fatalf("exit: %v, want %d\n%s", err, ExitSkipped, out)
	}
	if !strings.Contains(out, "loaded 1 articles") {
		t.Errorf("the good article was not loaded: %s", out)
	}
}

func TestLoadStrictStopsAtTheFirstProblem(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "kg.db")
	empty := filepath.Join(dir, "empty.txt")
	os.WriteFile(empty, nil, 0o644)
	out, err := runErr(db, "load", "--strict", empty, seeds)
	if err == nil || !strings.Contains(err.Error(), "empty.txt") {
		t.Fatalf("--strict: %v\n%s", err, out)
	}
	if !strings.Contains(out, "loaded 0 articles") {
		t.Errorf("--strict loaded past the problem: %s", out)
	}
}

func TestImportOfMalformedNQuadsNamesTheLineAndWritesNothing(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "kg.db")
	bad := filepath.Join(dir, "bad.nq")
	os.WriteFile(bad, []byte("<http://a.org/s> <http://a.org/p> \"ok\" .\n\n<http://a.org/s> <http://a.org/p> broken .\n"), 0o644)
	out, err := runErr(db, "import", bad)
	if err == nil || !strings.Contains(err.Error(), "bad.nq: line 3:") {
		t.Fatalf("import: %v\n%s", err, out)
	}
	if stats := run(t, db, "stats"); !strings.Contains(stats, "quads                       0") {
		t.Errorf("a malformed file wrote quads:\n%s", stats)
	}
}

func TestSecondLoadFailsFastWhileOneWrites(t *testing.T) {
	db := filepath.Join(t.TempDir(), "kg.db")
	run(t, db, "load", seeds)
	holder, err := graph.Open("bolt", db) // a load in progress holds the store
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	start := time.Now()
	_, err = runErr(db, "load", seeds)
	if !errors.Is(err, graph.ErrLocked) || !strings.Contains(err.Error(), db) {
		t.Fatalf("second load: %v, want ErrLocked naming %s", err, db)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("took %v to fail, over 2 s", d)
	}
}

// TestCuesFlag: the shipped cue model finds a stance no rule lists; --cues
// none runs the rules alone; a model file that cannot be read is named.
func TestCuesFlag(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "a.txt")
	os.WriteFile(text, []byte("Johnson identified a location.\n"), 0o644)
	if out := run(t, "", "extract", text); !strings.Contains(out, `"kind":"stance"`) || !strings.Contains(out, `"cue":"identified"`) {
		t.Errorf("shipped model: %s", out)
	}
	if out := run(t, "", "extract", "--cues", "none", text); out != "" {
		t.Errorf("--cues none: %s", out)
	}
	if out := run(t, "", "extract", "--kind", "speech", text); out != "" {
		t.Errorf("--kind speech: %s", out)
	}
	if _, err := runErr("", "extract", "--kind", "rumour", text); err == nil || !strings.Contains(err.Error(), "rumour") {
		t.Errorf("--kind rumour: %v, want an error naming it", err)
	}
	bad := filepath.Join(dir, "bad.tsv")
	os.WriteFile(bad, []byte("threshold\t0.5\nweights\n"), 0o644)
	for _, path := range []string{bad, filepath.Join(dir, "missing.tsv")} {
		out, err := runErr("", "extract", "--cues", path, text)
		if err == nil || !strings.Contains(err.Error()+out, path) {
			t.Errorf("--cues %s: error %v, want one naming the file\n%s", path, err, out)
		}
	}
	if _, err := runErr("", "extract", "--cues", bad, text); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("a bad model line: %v, want line 2", err)
	}
}
