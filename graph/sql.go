package graph

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	cgraph "github.com/cayleygraph/cayley/graph"
	"github.com/cayleygraph/cayley/graph/refs"
	_ "github.com/cayleygraph/cayley/graph/sql/cockroach" // registers "cockroach" (pgx driver)
	_ "github.com/cayleygraph/cayley/graph/sql/postgres"  // registers "postgres" (lib/pq driver)
	"github.com/cayleygraph/quad"
	"github.com/lib/pq"
)

// The SQL backends: Cayley's own, for stores that several machines share.
var sqlBackends = map[string]string{"postgres": "postgres", "cockroach": "pgx"} // backend -> database/sql driver

// ConnectTimeout bounds connecting to a SQL store: a wrong host fails in
// seconds, not after the operating system's TCP timeout.
var ConnectTimeout = 5 * time.Second

// openSQLStore opens (creating the tables on first use) a Cayley SQL store;
// standby is true for a PostgreSQL read replica, opened as it is: a hot
// standby takes no DDL, and its schema is its primary's. A reader (readOnly)
// of a store that has its tables runs no DDL either. Every check goes
// through one pool, db, which the store keeps for its own reads (sqlPool):
// each new connection costs the server a process, and a question's process
// opened five.
func openSQLStore(backend, addr string, readOnly bool) (qs cgraph.QuadStore, db *sql.DB, standby bool, err error) {
	addr, err = withConnectTimeout(addr)
	if err != nil {
		return nil, nil, false, fmt.Errorf("%s store %s: %w", backend, redact(addr), err)
	}
	if db, err = sql.Open(sqlBackends[backend], addr); err != nil {
		return nil, nil, false, fmt.Errorf("%s store %s: %w", backend, redact(addr), err)
	}
	db.SetMaxIdleConns(1)
	fail := func(err error) (cgraph.QuadStore, *sql.DB, bool, error) {
		db.Close()
		return nil, nil, standby, fmt.Errorf("%s store %s: %w", backend, redact(addr), err)
	}
	if backend == "postgres" {
		if err := db.QueryRow(`SELECT pg_is_in_recovery()`).Scan(&standby); err != nil {
			return fail(err)
		}
	}
	exists, err := sqlTablesExist(db)
	switch {
	case err != nil:
		return fail(err)
	case standby && !exists:
		return fail(errors.New("a read replica without kg's tables: load into its primary first"))
	case standby, readOnly && exists:
	default:
		if err := sqlCreate(backend, addr, db); err != nil {
			return fail(err)
		}
	}
	if qs, err = cgraph.NewQuadStore(backend, addr, nil); err != nil {
		return fail(err)
	}
	return qs, db, standby, nil
}

// sqlCreate creates Cayley's tables at addr unless they exist, and kg's
// index (sqlPrepare).
func sqlCreate(backend, addr string, db *sql.DB) error {
	if backend == "postgres" {
		// two loaders starting at once would both create the tables
		unlock, err := advisoryLock(db)
		if err != nil {
			return err
		}
		defer unlock()
	}
	exists, err := sqlPrepare(db)
	if err != nil {
		return err
	}
	if !exists {
		// Cayley logs an error when another process created the tables
		// first; the error itself is expected then.
		if err := cgraph.InitQuadStore(backend, addr, nil); err != nil && !errors.Is(err, cgraph.ErrDatabaseExists) && !strings.Contains(err.Error(), "already exists") {
			return err
		}
		if _, err := sqlPrepare(db); err != nil {
			return err
		}
	}
	if backend == "postgres" {
		if err := dropForeignKeys(db); err != nil {
			return err
		}
		return trimQuadIndexes(db)
	}
	return nil
}

// redundantQuadIndexes are three of Cayley's indexes on quads that another
// answers for, and its partial unique index on labelled quads, which kg
// makes whole (kg_spol) so that it answers for the first.
var redundantQuadIndexes = []string{"spo_index", "osp_index", "pos_index", "spol_unique"}

// trimQuadIndexes keeps three of the seven indexes Cayley's schema puts on
// quads and adds two (with kg_label_index, six), and only two of them are
// updated at a random place for each quad inserted (the keys are hashes),
// where Cayley's are five: about a third of a load's inserts went to
// spo_index and osp_index, and of what was left at 10,000 articles
// pos_index took two fifths. kg_spol, unique on (subject, predicate, object,
// label) for every row, enforces what spol_unique did (NULL labels are
// distinct in it; spo_unique, kept, covers those) and serves every lookup
// by subject that spo_index served; ops_index serves those by object that
// osp_index served, and by object and predicate that pos_index served.
// A lookup by predicate alone reads kg_predicate_index, whose few keys
// each gather their rows in the order they come (the heap's), so that an
// insert lands on a page already in memory. Questions and Cayley's own
// reads find an index for every lookup (TestQuadIndexesServeEveryLookup).
// In one transaction, so that the store is never without its unique index.
func trimQuadIndexes(db *sql.DB) error {
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM pg_indexes WHERE tablename = 'quads' AND indexname = ANY($1)`,
		pq.StringArray(redundantQuadIndexes)).Scan(&n); err != nil || n == 0 {
		return err
	}
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	stmts := []string{
		`CREATE UNIQUE INDEX IF NOT EXISTS kg_spol ON quads (subject_hash, predicate_hash, object_hash, label_hash)`,
		`CREATE INDEX IF NOT EXISTS kg_predicate_index ON quads (predicate_hash)`,
	}
	for _, ix := range redundantQuadIndexes {
		stmts = append(stmts, "DROP INDEX IF EXISTS "+ix)
	}
	for _, q := range stmts {
		if _, err := tx.Exec(q); err != nil {
			return fmt.Errorf("kg's indexes on quads: %w", err)
		}
	}
	return tx.Commit()
}

// sqlTablesExist reports whether Cayley's tables exist.
func sqlTablesExist(db *sql.DB) (bool, error) {
	var name sql.NullString
	err := db.QueryRow(`SELECT to_regclass('quads')::text`).Scan(&name)
	return name.Valid, err
}

// sqlPrepare reports whether Cayley's tables exist and, when they do, adds
// the index on quads' labels that Cayley's SQL schema lacks (it has four on
// subject, predicate and object only): replacing an article's graph would
// otherwise read the whole quads table.
func sqlPrepare(db *sql.DB) (exists bool, err error) {
	if exists, err = sqlTablesExist(db); err != nil || !exists {
		return false, err
	}
	_, err = db.Exec(`CREATE INDEX IF NOT EXISTS kg_label_index ON quads (label_hash)`)
	if err != nil && strings.Contains(err.Error(), "already exists") {
		err = nil // two processes created it at once
	}
	if err == nil {
		err = keepQuadCount(db)
	}
	if err == nil {
		err = keepNames(db)
	}
	return true, err
}

// cayleyForeignKeys are the constraints Cayley's PostgreSQL schema puts on
// quads: each names the nodes row of one of its columns.
var cayleyForeignKeys = []string{"subject_hash_fk", "predicate_hash_fk", "object_hash_fk", "label_hash_fk"}

// dropForeignKeys drops Cayley's foreign keys from quads. Each quad a load
// inserts had the server look up four nodes rows, which cost an insert of
// quads about 40% of its time; both writers (sqlAppend and Cayley's)
// write a quad's nodes, and count their references, in the transaction
// that writes the quad, and kg stats --recount checks that no quad names a
// node that is not there (sqlDangling). A store whose keys are gone
// already is left as it is.
func dropForeignKeys(db *sql.DB) error {
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM pg_constraint WHERE conrelid = 'quads'::regclass AND conname = ANY($1)`,
		pq.StringArray(cayleyForeignKeys)).Scan(&n); err != nil || n == 0 {
		return err
	}
	q := "ALTER TABLE quads"
	for i, k := range cayleyForeignKeys {
		if i > 0 {
			q += ","
		}
		q += " DROP CONSTRAINT IF EXISTS " + k
	}
	if _, err := db.Exec(q); err != nil {
		return fmt.Errorf("drop Cayley's foreign keys: %w", err)
	}
	return nil
}

// keepQuadCount has PostgreSQL keep the number of quads in kg_quad_count,
// by triggers on quads that add a row for each statement's inserted rows
// and one for its deleted ones, whoever writes (kg's bulk writes or
// Cayley's writer), in the writing transaction: kg stats sums a few rows
// where Cayley's Stats counts the whole table (COUNT(*) of 4.6 M rows at
// 10,000 articles). Rows are added, never updated, so that loaders writing
// at once never wait for one another's count (sqlbodies.go);
// compactQuadCount folds them into one now and then. A store made before
// starts its count from a COUNT(*) taken while writes wait. A replica
// replays the table like any other.
func keepQuadCount(db *sql.DB) error {
	err := keepTable(db, "kg_quad_count", "the quad count", []string{
		`CREATE TABLE kg_quad_count (n BIGINT NOT NULL)`,
		`INSERT INTO kg_quad_count SELECT count(*) FROM quads`,
		countQuadsFunction,
		`CREATE TRIGGER kg_quads_added AFTER INSERT ON quads REFERENCING NEW TABLE AS kg_new FOR EACH STATEMENT EXECUTE FUNCTION kg_count_quads()`,
		`CREATE TRIGGER kg_quads_removed AFTER DELETE ON quads REFERENCING OLD TABLE AS kg_old FOR EACH STATEMENT EXECUTE FUNCTION kg_count_quads()`,
	})
	if err != nil {
		return err
	}
	var src string
	if err := db.QueryRow(`SELECT prosrc FROM pg_proc WHERE proname = 'kg_count_quads'`).Scan(&src); err != nil {
		return fmt.Errorf("the quad count: %w", err)
	}
	if strings.Contains(src, "UPDATE kg_quad_count") { // a store whose count kg kept in one row
		if _, err := db.Exec(countQuadsFunction); err != nil {
			return fmt.Errorf("the quad count: %w", err)
		}
	}
	return nil
}

// countQuadsFunction is the trigger function of kg_quad_count.
const countQuadsFunction = `CREATE OR REPLACE FUNCTION kg_count_quads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO kg_quad_count SELECT count(*) FROM kg_new;
	ELSE
		INSERT INTO kg_quad_count SELECT -count(*) FROM kg_old;
	END IF;
	RETURN NULL;
END $$`

// compactQuadCount folds the rows of kg_quad_count into one. A row a
// writer adds meanwhile is not yet visible to it and stays.
func compactQuadCount(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `WITH d AS (DELETE FROM kg_quad_count RETURNING n) INSERT INTO kg_quad_count SELECT coalesce(sum(n), 0) FROM d`)
	return err
}

// keepTable creates table by steps (the table, what fills it from the
// quads there are, the triggers that keep it), unless it exists, in one
// transaction that holds writes to quads off: a kept table is right from
// its first row. what names it in an error.
func keepTable(db *sql.DB, table, what string, steps []string) error {
	var name sql.NullString
	if err := db.QueryRow(`SELECT to_regclass($1)::text`, table).Scan(&name); err != nil || name.Valid {
		return err
	}
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, q := range append([]string{`LOCK TABLE quads IN SHARE ROW EXCLUSIVE MODE`}, steps...) {
		if _, err := tx.Exec(q); err != nil {
			return fmt.Errorf("keep %s: %w", what, err)
		}
	}
	return tx.Commit()
}

// sqlQuads is the number of quads in a PostgreSQL store: with kept, the
// count PostgreSQL keeps (keepQuadCount) where it keeps one (a store no kg
// writer has opened since does not), else counted.
func (s *Store) sqlQuads(ctx context.Context, kept bool) (int64, error) {
	db, err := s.sqlPool()
	if err != nil {
		return 0, err
	}
	var n int64
	if kept {
		var name sql.NullString
		if err := db.QueryRowContext(ctx, `SELECT to_regclass('kg_quad_count')::text`).Scan(&name); err != nil {
			return 0, err
		}
		if name.Valid {
			err := db.QueryRowContext(ctx, `SELECT coalesce(sum(n), 0) FROM kg_quad_count`).Scan(&n)
			return n, err
		}
	}
	err = db.QueryRowContext(ctx, `SELECT count(*) FROM quads`).Scan(&n)
	return n, err
}

// advisoryLock takes kg's PostgreSQL advisory lock for creating the schema,
// on a connection of db; unlock releases it.
func advisoryLock(db *sql.DB) (unlock func(), err error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	const kgSchemaLock = 0x6b67 // "kg"
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, kgSchemaLock); err != nil {
		conn.Close()
		return nil, err
	}
	return func() {
		conn.ExecContext(context.Background(), `SELECT pg_advisory_unlock($1)`, kgSchemaLock)
		conn.Close()
	}, nil
}

// kgWriteLock is the PostgreSQL advisory lock key that orders writes.
const kgWriteLock = 0x6b6777 // "kgw"

// lockWrites takes, on a PostgreSQL store, the lock that every kg process
// writing to it takes for each batch, from reading what the batch compares
// with to its commit: a batch's quotations are planned from the reports
// the store holds, and two loaders planning at once would miss each
// other's (TestTwoLoadsAtOnceIntoPostgresEqualOneLoad). Loaders still
// extract side by side; their writes take turns. Elsewhere it does nothing:
// the embedded stores have one writing process.
func (s *Store) lockWrites() (unlock func(), err error) {
	unlock, _, err = s.takeWriteLock(true)
	return unlock, err
}

// tryLockWrites is lockWrites when no other writer holds the lock; else it
// returns at once, ok false.
func (s *Store) tryLockWrites() (unlock func(), ok bool, err error) {
	return s.takeWriteLock(false)
}

// takeWriteLock takes the write lock, waiting for it with wait.
func (s *Store) takeWriteLock(wait bool) (unlock func(), ok bool, err error) {
	if s.backend != "postgres" {
		return func() {}, true, nil
	}
	db, err := s.sqlPool()
	if err != nil {
		return nil, false, err
	}
	ctx := context.Background()
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, false, err
	}
	ok = true
	if wait {
		_, err = conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, kgWriteLock)
	} else {
		err = conn.QueryRowContext(ctx, `SELECT pg_try_advisory_lock($1)`, kgWriteLock).Scan(&ok)
	}
	if err != nil || !ok {
		conn.Close()
		return nil, false, err
	}
	return func() {
		conn.ExecContext(ctx, `SELECT pg_advisory_unlock($1)`, kgWriteLock)
		conn.Close()
	}, true, nil
}

// sqlPool is kg's own connection pool to a PostgreSQL store, beside
// Cayley's: for the write lock and for the reads Cayley offers no call for.
func (s *Store) sqlPool() (*sql.DB, error) {
	s.poolMu.Lock()
	defer s.poolMu.Unlock()
	if s.pgPool == nil {
		addr, err := withConnectTimeout(s.path)
		if err != nil {
			return nil, err
		}
		if s.pgPool, err = sql.Open("postgres", addr); err != nil {
			return nil, err
		}
		s.pgPool.SetMaxIdleConns(1)
	}
	return s.pgPool, nil
}

// sqlRefCount is the reference count of v's node in Cayley's nodes table.
func (s *Store) sqlRefCount(ctx context.Context, v quad.Value) (int, error) {
	db, err := s.sqlPool()
	if err != nil {
		return 0, err
	}
	h := refs.HashOf(v)
	var n int
	err = db.QueryRowContext(ctx, `SELECT refs FROM nodes WHERE hash = $1`, h[:]).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return n, err
}

// withConnectTimeout adds connect_timeout to a postgres:// URL that has none.
func withConnectTimeout(addr string) (string, error) {
	u, err := url.Parse(addr)
	if err != nil || u.Scheme != "postgres" && u.Scheme != "postgresql" {
		return addr, fmt.Errorf("want a URL like postgres://USER@HOST:PORT/DB?sslmode=disable")
	}
	q := u.Query()
	if q.Get("connect_timeout") == "" {
		q.Set("connect_timeout", fmt.Sprint(int(ConnectTimeout.Seconds())))
		u.RawQuery = q.Encode()
	}
	return u.String(), nil
}

// redact hides a URL's password in messages.
func redact(addr string) string {
	u, err := url.Parse(addr)
	if err != nil {
		return addr
	}
	return u.Redacted()
}

// MissingNodes counts, on PostgreSQL, the quads that name a node the nodes
// table does not hold: the check kg keeps in place of Cayley's foreign keys
// (dropForeignKeys), run by kg stats --recount. checked is false on the
// other backends, whose writers keep a quad's nodes in the same key space.
func (s *Store) MissingNodes(ctx context.Context) (n int64, checked bool, err error) {
	if s.backend != "postgres" {
		return 0, false, nil
	}
	db, err := s.sqlPool()
	if err != nil {
		return 0, false, err
	}
	err = db.QueryRowContext(ctx, `
SELECT count(*) FROM quads q
WHERE NOT EXISTS (SELECT 1 FROM nodes n WHERE n.hash = q.subject_hash)
   OR NOT EXISTS (SELECT 1 FROM nodes n WHERE n.hash = q.predicate_hash)
   OR NOT EXISTS (SELECT 1 FROM nodes n WHERE n.hash = q.object_hash)
   OR q.label_hash IS NOT NULL AND NOT EXISTS (SELECT 1 FROM nodes n WHERE n.hash = q.label_hash)`).Scan(&n)
	return n, err == nil, err
}
