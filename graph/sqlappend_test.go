package graph_test

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/internal/testkit"
	"github.com/kg-dev/kg/loader"
)

// TestSQLAppendEqualsCayleysWriter: loads into PostgreSQL through kg's
// bulk writer (sqlAppend) leave Cayley's tables, row for row, as Cayley's
// own writer leaves them: every node with its reference count and value
// columns, every quad (all but the insertion order, horizon, and the time,
// ts). The loads include an entity merge, quotations, an edit that removes
// statements (removals go through Cayley's writer either way) and an
// import of quads the store holds.
func TestSQLAppendEqualsCayleysWriter(t *testing.T) {
	dump := func(bulk bool) []string {
		defer graph.SetBulkSQL(bulk)()
		url := testkit.PostgresURL(t)
		st, err := graph.Open("postgres", url)
		if err != nil {
			t.Fatal(err)
		}
		loadLines(t, st, testkit.FileLines(t, "testdata/merge/articles.jsonl"))
		quotes := quotationCorpus(t)
		if _, err := st.WriteBatch(quotes); err != nil {
			t.Fatal(err)
		}
		edited := quotes[1]
		edited.Statements = edited.Statements[:1]
		if _, err := st.WriteExtraction(edited); err != nil {
			t.Fatal(err)
		}
		loadSeeds(t, st)
		st.Close()
		db := openSQL(t, url)
		var out []string
		for _, q := range []string{
			`SELECT hash, refs, value, value_string, datatype, language, iri, bnode, value_int, value_bool, value_float, value_time FROM nodes ORDER BY hash`,
			`SELECT subject_hash, predicate_hash, object_hash, label_hash FROM quads ORDER BY subject_hash, predicate_hash, object_hash, label_hash`,
		} {
			rows, err := db.Query(q)
			if err != nil {
				t.Fatal(err)
			}
			cols, _ := rows.Columns()
			for rows.Next() {
				vals := make([]any, len(cols))
				ptrs := make([]any, len(cols))
				for i := range vals {
					ptrs[i] = &vals[i]
				}
				if err := rows.Scan(ptrs...); err != nil {
					t.Fatal(err)
				}
				out = append(out, fmt.Sprintf("%v", vals))
			}
			rows.Close()
		}
		return out
	}
	bulk, cayley := dump(true), dump(false)
	if len(bulk) < 1000 {
		t.Fatalf("%d rows: the loads wrote little", len(bulk))
	}
	if extra, missing := testkit.Diff(bulk, cayley); len(extra)+len(missing) > 0 {
		t.Errorf("%d rows through the bulk writer, %d through Cayley's; %d only in the first, %d only in the second:\n%s",
			len(bulk), len(cayley), len(extra), len(missing), strings.Join(append(extra[:min(5, len(extra))], missing[:min(5, len(missing))]...), "\n"))
	}
}

// TestSQLAppendOfAStoredQuad: the bulk writer inserts without ON CONFLICT;
// a batch that holds a quad the store has, or one quad twice, is written
// again without them: the stored quad stays one row, the rest is added,
// and a node counts each quad that holds it once (Cayley's writer counts
// a quad given twice in one transaction twice).
func TestSQLAppendOfAStoredQuad(t *testing.T) {
	url := testkit.PostgresURL(t)
	st, err := graph.Open("postgres", url)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	db := openSQL(t, url)
	q := func(s, o string) quad.Quad {
		return quad.Make(quad.IRI("https://kg.example.org/s/"+s), quad.IRI("https://kg.example.org/ns#p"), quad.String(o), quad.IRI("https://kg.example.org/g"))
	}
	rows := func() (n int) {
		if err := db.QueryRow(`SELECT count(*) FROM quads`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	before := rows()
	for i, batch := range [][]quad.Quad{
		{q("a", "one"), q("b", "two")},
		{q("a", "one"), q("c", "three")}, // a stored quad
		{q("d", "four"), q("d", "four")}, // one quad twice
	} {
		if err := graph.SQLAppend(st, batch); err != nil {
			t.Fatalf("batch %d: %v", i, err)
		}
	}
	if got := rows() - before; got != 4 {
		t.Errorf("%d quads added, want 4 (a, b, c, d)", got)
	}
	var refs int
	if err := db.QueryRow(`SELECT refs FROM nodes WHERE value_string = 'https://kg.example.org/ns#p'`).Scan(&refs); err != nil {
		t.Fatal(err)
	}
	if refs != 4 {
		t.Errorf("the predicate's node counts %d references, want 4, one a quad", refs)
	}
}

// TestLoadKeepsStatistics: a PostgreSQL writer has the server analyze
// quads and nodes as its writes grow them (keepStatistics), rather than
// wait for autovacuum, whose lag left the first batches' reads planned
// for an empty table.
func TestLoadKeepsStatistics(t *testing.T) {
	defer graph.SetAnalyzeFloor(500)()
	url := testkit.PostgresURL(t)
	st, err := graph.Open("postgres", url)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	loadSeeds(t, st)
	db := openSQL(t, url)
	var quads, nodes int
	for try := 0; try < 50; try++ { // the server shows a session's counts within a second or so
		if err := db.QueryRow(`SELECT sum(analyze_count) FILTER (WHERE relname = 'quads'), sum(analyze_count) FILTER (WHERE relname = 'nodes')
FROM pg_stat_user_tables`).Scan(&quads, &nodes); err != nil {
			t.Fatal(err)
		}
		if quads > 0 && nodes > 0 {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Errorf("after a load of the seeds, quads analyzed %d times and nodes %d, want both", quads, nodes)
}

// TestQuadCountOfAnOlderStore: a store whose quad count kg kept in one
// updated row (its trigger an UPDATE, which makes loaders writing at once
// wait for each other) gets the trigger that adds rows when a writer opens
// it, and its count stays the table's, as kg stats --recount counts it.
func TestQuadCountOfAnOlderStore(t *testing.T) {
	url := testkit.PostgresURL(t)
	st, err := graph.Open("postgres", url)
	if err != nil {
		t.Fatal(err)
	}
	loadSeeds(t, st)
	st.Close()
	db := openSQL(t, url)
	for _, q := range []string{
		`WITH d AS (DELETE FROM kg_quad_count RETURNING n) INSERT INTO kg_quad_count SELECT sum(n) FROM d`,
		`CREATE OR REPLACE FUNCTION kg_count_quads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE kg_quad_count SET n = n + (SELECT count(*) FROM kg_new);
	ELSE
		UPDATE kg_quad_count SET n = n - (SELECT count(*) FROM kg_old);
	END IF;
	RETURN NULL;
END $$`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	st, err = graph.Open("postgres", url)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var src string
	if err := db.QueryRow(`SELECT prosrc FROM pg_proc WHERE proname = 'kg_count_quads'`).Scan(&src); err != nil || strings.Contains(src, "UPDATE") {
		t.Errorf("the count's trigger after a writer opened the store: %q (%v), want rows added", src, err)
	}
	x := loader.NewExtractor(nil).Extract(kg.Article{ID: "older-store", Text: "Ada Moss said the bridge would open in May."})
	if _, err := st.WriteExtraction(x); err != nil {
		t.Fatal(err)
	}
	kept, err := st.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	counted, err := st.Recount(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if kept.Quads != counted.Quads || kept.Quads == 0 {
		t.Errorf("kept quad count %d, counted %d", kept.Quads, counted.Quads)
	}
}

// openSQL opens the PostgreSQL database at url for a test's own queries.
func openSQL(t *testing.T, url string) *sql.DB {
	t.Helper()
	db, err := sql.Open("postgres", url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}
