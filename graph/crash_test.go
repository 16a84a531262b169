package graph_test

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/internal/testkit"
	"github.com/kg-dev/kg/loader"
)

// TestRerunAfterACrashBetweenTransactions: a batch whose quotation plan
// renames a stored quotation removes its old graph in one transaction and
// writes the rest in another. A process killed between the two, then the
// same load again, must leave what one clean load leaves.
func TestRerunAfterACrashBetweenTransactions(t *testing.T) {
	for name, batches := range map[string][2][]kg.Extraction{
		"the corpus, its fullest wording last": {quotationCorpus(t)[3:], quotationCorpus(t)[:3]},
		"a report met only through another":    renameOrphans(),
	} {
		t.Run(name, func(t *testing.T) { rerunAfterCrash(t, batches[0], batches[1]) })
	}
}

// renameOrphans: A and B are stored, B a quotation's tail that meets A
// only through its tail key; C, which goes on past A's end, meets A only
// (through its head key), and renames their quotation.
func renameOrphans() [2][]kg.Extraction {
	x := loader.NewExtractor(nil)
	art := func(id, date, text string) kg.Extraction {
		return x.Extract(kg.Article{ID: id, Date: date, Publisher: "Valley Times", Text: text})
	}
	a := art("o-a", "2024-03-02", "Interior Minister Maria Okonkwo spoke on Tuesday.\n\n\"We will not rest until the bridge over the valley river stands again and every family returns home safely,\" Maria Okonkwo said.")
	b := art("o-b", "2024-03-03", "The minister repeated her pledge.\n\n\"Until the bridge over the valley river stands again and every family returns home safely,\" Maria Okonkwo said.")
	c := art("o-c", "2024-03-01", "The minister visited the valley.\n\n\"We will not rest until the bridge over the valley river stands again and every family returns home safely before the winter comes,\" Maria Okonkwo said.")
	return [2][]kg.Extraction{{a, b}, {c}}
}

func rerunAfterCrash(t *testing.T, first, last []kg.Extraction) {
	clean := openBackend(t, "pebble")
	for _, b := range [][]kg.Extraction{first, last} {
		if _, err := clean.WriteBatch(b); err != nil {
			t.Fatal(err)
		}
	}
	want := testkit.Lines(t, clean)

	path := filepath.Join(t.TempDir(), "kg.db")
	s, err := graph.Open("pebble", path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.WriteBatch(first); err != nil {
		t.Fatal(err)
	}
	writeKilled(t, s, last, "the batch that renames a quotation")
	s.Close()
	s, err = graph.Open("pebble", path) // a new process
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, b := range [][]kg.Extraction{first, last} { // the same load again
		if _, err := s.WriteBatch(b); err != nil {
			t.Fatal(err)
		}
	}
	sameAsCleanLoad(t, testkit.Lines(t, s), want)
	graph.CheckReportsBucket(t, s, "after the crash and a rerun")
}

// writeKilled writes xs into s with the process killed at the crash point,
// and fails unless the write got there; what names the batch.
func writeKilled(t *testing.T, s *graph.Store, xs []kg.Extraction, what string) {
	t.Helper()
	killed := errors.New("killed")
	restore := graph.SetCrashPoint(func() error { return killed })
	_, err := s.WriteBatch(xs)
	restore()
	if !errors.Is(err, killed) {
		t.Fatalf("%s did not reach the crash point: %v", what, err)
	}
}

// sameAsCleanLoad fails unless the lines of a store after a crash and a
// rerun are want, a clean load's.
func sameAsCleanLoad(t *testing.T, got, want []string) {
	t.Helper()
	if extra, missing := testkit.Diff(got, want); len(extra)+len(missing) > 0 {
		t.Errorf("after the crash and a rerun the store has %d quads, a clean load %d\nonly after the crash:\n%s\nonly in the clean load:\n%s",
			len(got), len(want), strings.Join(extra, "\n"), strings.Join(missing, "\n"))
	}
}

// TestABatchCopiedBeforeTheLockCommitsWhole: on PostgreSQL a batch that
// waits for the write lock copies its statement bodies meanwhile
// (sqlbodies.go), in the transaction that writes the rest under the lock. A process killed
// in between leaves nothing of the batch, and the same load again leaves
// what one clean load leaves.
func TestABatchCopiedBeforeTheLockCommitsWhole(t *testing.T) {
	addr := testkit.PostgresURL(t)
	defer graph.SetAlwaysCopyBodies(true)() // as when another loader holds the lock
	xs := quotationCorpus(t)
	clean := openBackend(t, "pebble")
	if _, err := clean.WriteBatch(xs); err != nil {
		t.Fatal(err)
	}
	want := testkit.Lines(t, clean)

	s, err := graph.Open("postgres", addr)
	if err != nil {
		t.Fatal(err)
	}
	writeKilled(t, s, xs, "the batch")
	if left := testkit.Lines(t, s); len(left) != 1 || left[0] != "" {
		t.Errorf("a batch killed after copying its bodies left %d quads, want none: %q", len(left), left)
	}
	s.Close()
	s, err = graph.Open("postgres", addr) // a new process
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.WriteBatch(xs); err != nil {
		t.Fatal(err)
	}
	sameAsCleanLoad(t, testkit.Lines(t, s), want)
}
