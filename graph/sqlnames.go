package graph

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
)

// Entity names kept on PostgreSQL. A question about a name no entity has
// scores every distinct name (LookUpName); read from the nodes table that
// is a lookup by hash for each of thousands of names, most of the question's
// time. kg_names keeps each name node that some quad (entity, schema:name or
// schema:alternateName, name) holds, with its text and how many such quads
// hold it, by triggers on quads like kg_quad_count's, whoever writes: one
// small table read in one scan. A replica replays it like any other table.

// keepNames creates kg_names, fills it from the quads there are and adds
// the triggers that keep it, unless it exists.
func keepNames(db *sql.DB) error {
	preds := fmt.Sprintf(`('\x%x'::bytea, '\x%x'::bytea)`, nodeHash(Name), nodeHash(AlternateName))
	return keepTable(db, "kg_names", "the entity names", []string{
		`CREATE TABLE kg_names (hash BYTEA PRIMARY KEY, name TEXT NOT NULL, n BIGINT NOT NULL)`,
		`INSERT INTO kg_names SELECT q.object_hash, min(v.value_string), count(*) FROM quads q
JOIN nodes v ON v.hash = q.object_hash WHERE q.predicate_hash IN ` + preds + ` GROUP BY q.object_hash`,
		`CREATE OR REPLACE FUNCTION kg_keep_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO kg_names SELECT k.object_hash, min(v.value_string), count(*) FROM kg_new k
		JOIN nodes v ON v.hash = k.object_hash WHERE k.predicate_hash IN ` + preds + ` GROUP BY k.object_hash
		ON CONFLICT (hash) DO UPDATE SET n = kg_names.n + EXCLUDED.n;
	ELSE
		UPDATE kg_names SET n = kg_names.n - d.c FROM (SELECT k.object_hash AS h, count(*) AS c FROM kg_old k
		WHERE k.predicate_hash IN ` + preds + ` GROUP BY k.object_hash) d WHERE kg_names.hash = d.h;
		DELETE FROM kg_names WHERE n <= 0;
	END IF;
	RETURN NULL;
END $$`,
		`CREATE TRIGGER kg_names_added AFTER INSERT ON quads REFERENCING NEW TABLE AS kg_new FOR EACH STATEMENT EXECUTE FUNCTION kg_keep_names()`,
		`CREATE TRIGGER kg_names_removed AFTER DELETE ON quads REFERENCING OLD TABLE AS kg_old FOR EACH STATEMENT EXECUTE FUNCTION kg_keep_names()`,
	})
}

// keptNames calls fn with each kept name node's hash and text; ok is false
// where the store keeps none (no kg writer has opened it since kg kept
// them), and fn was not called.
func (s *Store) keptNames(ctx context.Context, fn func(hash []byte, name string)) (ok bool, err error) {
	db, err := s.sqlPool()
	if err != nil {
		return false, err
	}
	var table sql.NullString
	if err := db.QueryRowContext(ctx, `SELECT to_regclass('kg_names')::text`).Scan(&table); err != nil || !table.Valid {
		return false, err
	}
	rows, err := db.QueryContext(ctx, `SELECT hash, name FROM kg_names`)
	if err != nil {
		return false, err
	}
	defer rows.Close()
	for rows.Next() {
		var h []byte
		var n string
		if err := rows.Scan(&h, &n); err != nil {
			return false, err
		}
		fn(h, n)
	}
	return true, rows.Err()
}

// RecountNames counts, on PostgreSQL, the quads that hold each name the
// slow way and returns, one line each, where kg_names differs from it: none
// when they agree, and none on the other backends, which keep no names.
func (s *Store) RecountNames(ctx context.Context) ([]string, error) {
	if s.backend != "postgres" {
		return nil, nil
	}
	kept := map[string]string{}
	ok, err := s.keptNames(ctx, func(h []byte, n string) { kept[string(h)] = n })
	if err != nil || !ok {
		return nil, err
	}
	db, err := s.sqlPool()
	if err != nil {
		return nil, err
	}
	rows, err := db.QueryContext(ctx, `
SELECT q.object_hash, min(v.value_string), count(*), COALESCE(min(k.n), 0) FROM quads q
JOIN nodes v ON v.hash = q.object_hash
LEFT JOIN kg_names k ON k.hash = q.object_hash
WHERE q.predicate_hash IN ($1, $2) GROUP BY q.object_hash`, nodeHash(Name), nodeHash(AlternateName))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var diffs []string
	for rows.Next() {
		var h []byte
		var name string
		var counted, n int64
		if err := rows.Scan(&h, &name, &counted, &n); err != nil {
			return nil, err
		}
		if k, ok := kept[string(h)]; !ok || k != name || n != counted {
			diffs = append(diffs, fmt.Sprintf("name %q: %d quads hold it, kg_names keeps %d", name, counted, n))
		}
		delete(kept, string(h))
	}
	for _, n := range kept {
		diffs = append(diffs, fmt.Sprintf("name %q: kept, but no quad holds it", n))
	}
	slices.Sort(diffs)
	return diffs, rows.Err()
}
