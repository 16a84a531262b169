package graph_test

import (
	"database/sql"
	"slices"
	"strings"
	"testing"

	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/internal/testkit"
)

// TestPlanningReadsInBatchAnswerAsSingleReads: on PostgreSQL a batch's
// reads before it writes go in one statement each (sqlHeld, sqlSubjectsOf);
// they answer, quad for quad and key for key, as the single reads through
// Cayley do: for quads the store holds, quads it does not, and quads it
// holds under another label only; for name keys, text and quotation keys
// with and without statements, in the same order.
func TestPlanningReadsInBatchAnswerAsSingleReads(t *testing.T) {
	st, err := graph.Open("postgres", testkit.PostgresURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	loadLines(t, st, testkit.FileLines(t, "testdata/merge/articles.jsonl"))
	quotes := quotationCorpus(t)
	if _, err := st.WriteBatch(quotes); err != nil {
		t.Fatal(err)
	}
	var qs []quad.Quad
	for _, x := range quotes {
		for i, q := range graph.Quads(x) {
			qs = append(qs, q)
			switch i % 3 {
			case 0: // the same quad in another article's graph
				qs = append(qs, quad.Quad{Subject: q.Subject, Predicate: q.Predicate, Object: q.Object, Label: quad.IRI(kg.ArticleIRI("elsewhere"))})
			case 1: // an object the store never held
				qs = append(qs, quad.Quad{Subject: q.Subject, Predicate: q.Predicate, Object: quad.String("never written"), Label: q.Label})
			case 2: // no label
				qs = append(qs, quad.Quad{Subject: q.Subject, Predicate: q.Predicate, Object: q.Object})
			}
		}
	}
	batch, single, err := st.HeldInBatch(qs)
	if err != nil {
		t.Fatal(err)
	}
	held := 0
	for i := range qs {
		if batch[i] != single[i] {
			t.Errorf("%v: held %v in a batch, %v read alone", qs[i], batch[i], single[i])
		}
		if single[i] {
			held++
		}
	}
	if held == 0 || held == len(qs) {
		t.Fatalf("%d of %d quads held: the cases do not cover both answers", held, len(qs))
	}

	tests := []struct {
		pred string
		objs []quad.Value
	}{
		{graph.Key, []quad.Value{quad.String(kg.MatchKey("Lund Farmers Union")), quad.String(kg.MatchKey("LFU")), quad.String("no such key")}},
		{graph.Text, nil},
		{graph.InQuotation, nil},
	}
	for _, x := range quotes {
		for _, s := range x.Statements {
			tests[1].objs = append(tests[1].objs, quad.String(s.Content))
			tests[2].objs = append(tests[2].objs, quad.IRI(kg.Base+"quotation/none"))
		}
	}
	for _, tc := range tests {
		batch, single, err := st.SubjectsInBatch(tc.pred, tc.objs)
		if err != nil {
			t.Fatal(err)
		}
		found := 0
		for i, o := range tc.objs {
			if !slices.Equal(batch[i], single[i]) {
				t.Errorf("%s %v: %v in a batch, %v read alone", tc.pred, o, batch[i], single[i])
			}
			found += len(single[i])
		}
		if found == 0 && tc.pred != graph.InQuotation {
			t.Errorf("%s: no subjects found: the case tests nothing", tc.pred)
		}
	}
}

// TestPostgresKeepsNoForeignKeysAndChecksNodes: kg drops Cayley's foreign
// keys from quads (each insert looked up four nodes rows), and MissingNodes,
// which kg stats --recount runs in their place, finds a quad whose node row
// is gone.
func TestPostgresKeepsNoForeignKeysAndChecksNodes(t *testing.T) {
	st, db := seededPostgres(t)
	var fks int
	if err := db.QueryRow(`SELECT count(*) FROM pg_constraint WHERE conrelid = 'quads'::regclass AND contype = 'f'`).Scan(&fks); err != nil || fks != 0 {
		t.Fatalf("%d foreign keys on quads (%v), want none", fks, err)
	}
	missing, checked, err := st.MissingNodes(t.Context())
	if err != nil || !checked || missing != 0 {
		t.Fatalf("MissingNodes after a load = %d, %v, %v; want 0, checked", missing, checked, err)
	}
	res, err := db.Exec(`DELETE FROM nodes WHERE hash = (SELECT object_hash FROM quads ORDER BY horizon LIMIT 1)`)
	if n, _ := res.RowsAffected(); err != nil || n != 1 {
		t.Fatalf("delete a node row: %v (%d rows)", err, n)
	}
	if missing, _, err = st.MissingNodes(t.Context()); err != nil || missing == 0 {
		t.Errorf("MissingNodes with a node row deleted = %d, %v; want at least one", missing, err)
	}
}

// TestPostgresKeptNamesFollowRemovals: kg_names, which a question about an
// unknown name reads on PostgreSQL, loses a name when the last quad that
// holds it goes, whoever removes it, and agrees with a recount after.
func TestPostgresKeptNamesFollowRemovals(t *testing.T) {
	st, db := seededPostgres(t)
	const name = "Muhammad Khurasani"
	kept := func() int {
		var n int
		if err := db.QueryRow(`SELECT count(*) FROM kg_names WHERE name = $1`, name).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if kept() != 1 {
		t.Fatalf("%q is not kept after loading the seeds", name)
	}
	if _, err := db.Exec(`DELETE FROM quads WHERE object_hash = (SELECT hash FROM kg_names WHERE name = $1)`, name); err != nil {
		t.Fatal(err)
	}
	if kept() != 0 {
		t.Errorf("%q is still kept after every quad holding it went", name)
	}
	diffs, err := st.RecountNames(t.Context())
	if err != nil || len(diffs) > 0 {
		t.Errorf("kept names differ from a recount (%v):\n%s", err, strings.Join(diffs, "\n"))
	}
}

// seededPostgres is a new PostgreSQL store with the seeds loaded, and a
// connection of its own to its database; both close when the test ends.
func seededPostgres(t *testing.T) (*graph.Store, *sql.DB) {
	t.Helper()
	url := testkit.PostgresURL(t)
	st, err := graph.Open("postgres", url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	loadSeeds(t, st)
	db, err := sql.Open("postgres", url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return st, db
}

// TestQuadIndexesServeEveryLookup: kg keeps six indexes on quads, three of
// Cayley's seven (trimQuadIndexes), and still every lookup a
// question or Cayley's reads make, by any direction or pair of them, has a
// whole (not partial) index that starts with one of its columns, and a
// labelled quad inserted twice is still one row.
func TestQuadIndexesServeEveryLookup(t *testing.T) {
	_, db := seededPostgres(t)
	rows, err := db.Query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'quads' ORDER BY indexname`)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	lead := map[string]bool{} // the first column of each whole index
	for rows.Next() {
		var n, def string
		if err := rows.Scan(&n, &def); err != nil {
			t.Fatal(err)
		}
		names = append(names, n)
		if cols := def[strings.Index(def, "(")+1:]; !strings.Contains(def, " WHERE ") {
			lead[strings.FieldsFunc(cols, func(r rune) bool { return r == ',' || r == ')' || r == ' ' })[0]] = true
		}
	}
	rows.Close()
	if got, want := strings.Join(names, " "), "kg_label_index kg_predicate_index kg_spol ops_index quads_pkey spo_unique"; got != want {
		t.Errorf("indexes on quads: %s, want %s", got, want)
	}
	for _, lookup := range [][]string{
		{"subject_hash"}, {"predicate_hash"}, {"object_hash"}, {"label_hash"},
		{"subject_hash", "predicate_hash"}, {"object_hash", "predicate_hash"}, {"subject_hash", "object_hash"},
		{"predicate_hash", "label_hash"},
	} {
		if !slices.ContainsFunc(lookup, func(c string) bool { return lead[c] }) {
			t.Errorf("no whole index starts with any of %v (leading columns: %v)", lookup, lead)
		}
	}
	var s, p, o, l []byte
	if err := db.QueryRow(`SELECT subject_hash, predicate_hash, object_hash, label_hash FROM quads WHERE label_hash IS NOT NULL LIMIT 1`).Scan(&s, &p, &o, &l); err != nil {
		t.Fatal(err)
	}
	var before, after int
	db.QueryRow(`SELECT count(*) FROM quads`).Scan(&before)
	if _, err := db.Exec(`INSERT INTO quads(subject_hash, predicate_hash, object_hash, label_hash, ts) VALUES ($1, $2, $3, $4, now()) ON CONFLICT DO NOTHING`, s, p, o, l); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO quads(subject_hash, predicate_hash, object_hash, label_hash, ts) VALUES ($1, $2, $3, $4, now())`, s, p, o, l); err == nil {
		t.Error("a labelled quad inserted twice without ON CONFLICT was taken")
	}
	db.QueryRow(`SELECT count(*) FROM quads`).Scan(&after)
	if after != before {
		t.Errorf("quads went from %d to %d rows after inserting a stored quad again", before, after)
	}
}
