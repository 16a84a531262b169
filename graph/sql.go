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
)

// The SQL backends: Cayley's own, for stores that several machines share.
var sqlBackends = map[string]string{"postgres": "postgres", "cockroach": "pgx"} // backend -> database/sql driver

// ConnectTimeout bounds connecting to a SQL store: a wrong host fails in
// seconds, not after the operating system's TCP timeout.
var ConnectTimeout = 5 * time.Second

// openSQLStore opens (creating the tables on first use) a Cayley SQL store;
// standby is true for a PostgreSQL read replica, opened as it is: a hot
// standby takes no DDL, and its schema is its primary's.
func openSQLStore(backend, addr string) (qs cgraph.QuadStore, standby bool, err error) {
	addr, err = withConnectTimeout(addr)
	if err != nil {
		return nil, false, fmt.Errorf("%s store %s: %w", backend, redact(addr), err)
	}
	if backend == "postgres" {
		if standby, err = inRecovery(addr); err != nil {
			return nil, false, fmt.Errorf("%s store %s: %w", backend, redact(addr), err)
		}
	}
	if standby {
		exists, err := sqlTablesExist(backend, addr)
		if err != nil {
			return nil, true, fmt.Errorf("%s store %s: %w", backend, redact(addr), err)
		}
		if !exists {
			return nil, true, fmt.Errorf("%s store %s is a read replica without kg's tables: load into its primary first", backend, redact(addr))
		}
	} else if err := sqlCreate(backend, addr); err != nil {
		return nil, false, err
	}
	qs, err = cgraph.NewQuadStore(backend, addr, nil)
	if err != nil {
		return nil, false, fmt.Errorf("%s store %s: %w", backend, redact(addr), err)
	}
	return qs, standby, nil
}

// inRecovery reports whether the PostgreSQL server at addr is a hot standby
// (a streaming read replica), which answers but takes no writes.
func inRecovery(addr string) (bool, error) {
	db, err := sql.Open("postgres", addr)
	if err != nil {
		return false, err
	}
	defer db.Close()
	var standby bool
	err = db.QueryRow(`SELECT pg_is_in_recovery()`).Scan(&standby)
	return standby, err
}

// sqlCreate creates Cayley's tables and kg's index where they are missing.
func sqlCreate(backend, addr string) error {
	if backend == "postgres" {
		// two loaders starting at once would both create the tables
		unlock, err := advisoryLock(addr)
		if err != nil {
			return fmt.Errorf("%s store %s: %w", backend, redact(addr), err)
		}
		defer unlock()
	}
	exists, err := sqlPrepare(backend, addr)
	if err != nil {
		return fmt.Errorf("%s store %s: %w", backend, redact(addr), err)
	}
	if !exists {
		// Cayley logs an error when another process created the tables
		// first; the error itself is expected then.
		if err := cgraph.InitQuadStore(backend, addr, nil); err != nil && !errors.Is(err, cgraph.ErrDatabaseExists) && !strings.Contains(err.Error(), "already exists") {
			return fmt.Errorf("%s store %s: %w", backend, redact(addr), err)
		}
		if _, err := sqlPrepare(backend, addr); err != nil {
			return fmt.Errorf("%s store %s: %w", backend, redact(addr), err)
		}
	}
	return nil
}

// sqlTablesExist reports whether Cayley's tables exist at addr.
func sqlTablesExist(backend, addr string) (bool, error) {
	db, err := sql.Open(sqlBackends[backend], addr)
	if err != nil {
		return false, err
	}
	defer db.Close()
	var name sql.NullString
	err = db.QueryRow(`SELECT to_regclass('quads')::text`).Scan(&name)
	return name.Valid, err
}

// sqlPrepare reports whether Cayley's tables exist and, when they do, adds
// the index on quads' labels that Cayley's SQL schema lacks (it has four on
// subject, predicate and object only): replacing an article's graph would
// otherwise read the whole quads table.
func sqlPrepare(backend, addr string) (exists bool, err error) {
	if exists, err = sqlTablesExist(backend, addr); err != nil || !exists {
		return false, err
	}
	db, err := sql.Open(sqlBackends[backend], addr)
	if err != nil {
		return false, err
	}
	defer db.Close()
	_, err = db.Exec(`CREATE INDEX IF NOT EXISTS kg_label_index ON quads (label_hash)`)
	if err != nil && strings.Contains(err.Error(), "already exists") {
		err = nil // two processes created it at once
	}
	return true, err
}

// advisoryLock takes kg's PostgreSQL advisory lock for creating the schema;
// unlock releases it.
func advisoryLock(addr string) (unlock func(), err error) {
	db, err := sql.Open("postgres", addr)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := db.Conn(ctx)
	if err != nil {
		db.Close()
		return nil, err
	}
	const kgSchemaLock = 0x6b67 // "kg"
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, kgSchemaLock); err != nil {
		conn.Close()
		db.Close()
		return nil, err
	}
	return func() {
		conn.ExecContext(context.Background(), `SELECT pg_advisory_unlock($1)`, kgSchemaLock)
		conn.Close()
		db.Close()
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
	if s.backend != "postgres" {
		return func() {}, nil
	}
	db, err := s.sqlPool()
	if err != nil {
		return nil, err
	}
	ctx := context.Background()
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, kgWriteLock); err != nil {
		conn.Close()
		return nil, err
	}
	return func() {
		conn.ExecContext(ctx, `SELECT pg_advisory_unlock($1)`, kgWriteLock)
		conn.Close()
	}, nil
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
