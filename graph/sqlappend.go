package graph

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"strings"
	"sync"

	graphlog "github.com/cayleygraph/cayley/graph/log"
	"github.com/cayleygraph/cayley/graph/refs"
	csql "github.com/cayleygraph/cayley/graph/sql"
	"github.com/cayleygraph/quad"
	"github.com/lib/pq"
)

// PostgreSQL writes in bulk. Cayley's SQL writer sends one INSERT a node
// and one a quad, each a round trip to the server: about 6,000 quads a
// second on this machine, 16 articles. sqlAppend writes the rows it would
// write, computed by its own functions (refs.HashOf for each value, as its
// graphlog.SplitDeltas hashes them, csql.NodeValues for a node's columns,
// csql.NodeHash for a quad's), by COPY and multi-row statements, in one
// transaction: TestSQLAppendEqualsCayleysWriter holds the tables equal,
// row for row, and TestHashQuadsIsSplitDeltas the hashes and counts.
// Removals still go through Cayley's writer (write).

// maxParams keeps a statement under PostgreSQL's 65,535 parameters.
const maxParams = 60000

// sqlAppend adds quads to the PostgreSQL store as Cayley's writer would
// (duplicates ignored), in a few statements.
//
// The quads go in by plain INSERT: the batch's plan left out what the store
// holds, and ON CONFLICT DO NOTHING, which Cayley's writer uses, has the
// server probe every unique index for each row before inserting it (a
// tenth of a load). Should a quad be stored already after all (a batch
// that gives one quad twice, a loader that is not kg), the server refuses
// the statement, and the transaction runs again without the quads the
// store holds and the repeats: each node then counts the quads that hold
// it (TestSQLAppendOfAStoredQuad).
//
// A batch's bodies copied before the write lock (s.pending, sqlbodies.go)
// are committed with quads, in their transaction.
func (s *Store) sqlAppend(ctx context.Context, quads []quad.Quad) error {
	if p := s.pending; p != nil {
		s.pending = nil
		s.keepStatistics(ctx, len(p.quads))
		if err := s.appendPending(ctx, p, quads); !uniqueViolation(err) {
			return err
		}
		quads = append(append([]quad.Quad(nil), p.quads...), quads...) // the transaction is gone, and the bodies with it
	}
	if err := s.sqlAppendTx(ctx, quads); !uniqueViolation(err) {
		return err
	}
	held, err := s.sqlHeld(ctx, quads)
	if err != nil {
		return err
	}
	var fresh []quad.Quad
	seen := map[quad.Quad]bool{}
	for i, q := range quads {
		if !held[i] && !seen[q] {
			seen[q] = true
			fresh = append(fresh, q)
		}
	}
	return s.sqlAppendTx(ctx, fresh)
}

// uniqueViolation reports whether err is the server's refusal of a row a
// unique index holds already (SQLSTATE 23505).
func uniqueViolation(err error) bool {
	var pe *pq.Error
	return errors.As(err, &pe) && pe.Code == "23505"
}

// sqlAppendTx is sqlAppend in one transaction: the nodes, each with the
// number of quads that name it, in multi-row upserts (first: kg_names'
// trigger reads the nodes of the names a statement inserts), then the
// quads by COPY, which the server inserts as they arrive while the client
// encodes the next. The server waits while the client hashes, so the
// client hashes on every core (hashQuads).
func (s *Store) sqlAppendTx(ctx context.Context, quads []quad.Quad) error {
	if len(quads) == 0 {
		return nil
	}
	db, err := s.sqlPool()
	if err != nil {
		return err
	}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	nodes, hashes := hashQuads(quads)
	if err := upsertNodes(ctx, tx, nodes); err != nil {
		return fmt.Errorf("nodes: %w", err)
	}
	if err := copyQuads(ctx, tx, hashes); err != nil {
		return fmt.Errorf("quads: %w", err)
	}
	return tx.Commit()
}

// hashQuads is what Cayley's SplitDeltas makes of quads added: each quad's
// node hashes (refs.HashOf), and each node with the number of quads that
// name it, in hash order. It hashes each distinct value once (a batch
// names its predicates, labels and statements again and again), a part of
// quads on each core.
func hashQuads(quads []quad.Quad) ([]graphlog.NodeUpdate, []refs.QuadHash) {
	hashes := make([]refs.QuadHash, len(quads))
	parts := min(runtime.GOMAXPROCS(0), 1+len(quads)/appendPart)
	counts := make([]map[refs.ValueHash]*graphlog.NodeUpdate, parts)
	var wg sync.WaitGroup
	for p := range parts {
		lo, hi := p*len(quads)/parts, (p+1)*len(quads)/parts
		wg.Add(1)
		go func() {
			defer wg.Done()
			counts[p] = hashPart(quads[lo:hi], hashes[lo:hi])
		}()
	}
	wg.Wait()
	all := counts[0]
	for _, c := range counts[1:] {
		for h, n := range c {
			if m := all[h]; m != nil {
				m.RefInc += n.RefInc
			} else {
				all[h] = n
			}
		}
	}
	nodes := make([]graphlog.NodeUpdate, 0, len(all))
	for _, n := range all {
		nodes = append(nodes, *n)
	}
	sort.Slice(nodes, func(i, j int) bool { return bytes.Compare(nodes[i].Hash[:], nodes[j].Hash[:]) < 0 })
	return nodes, hashes
}

// appendPart is the fewest quads hashQuads gives a core of its own.
const appendPart = 4096

// hashPart fills hashes with the node hashes of quads and counts the quads
// of each node (a value Cayley hashes alike as another is the same node).
func hashPart(quads []quad.Quad, hashes []refs.QuadHash) map[refs.ValueHash]*graphlog.NodeUpdate {
	known := make(map[quad.Value]refs.ValueHash, len(quads))
	count := make(map[refs.ValueHash]*graphlog.NodeUpdate, len(quads))
	for i, q := range quads {
		for _, dir := range quad.Directions {
			v := q.Get(dir)
			if v == nil {
				continue
			}
			h, ok := known[v]
			if !ok {
				h = refs.HashOf(v)
				known[v] = h
			}
			hashes[i].Set(dir, h)
			n := count[h]
			if n == nil {
				n = &graphlog.NodeUpdate{Hash: h, Val: v}
				count[h] = n
			}
			n.RefInc++
		}
	}
	return count
}

// upsertNodes adds nodes to the nodes table, or their increments to the
// reference counts of those it holds, a multi-row statement for each kind
// of value.
func upsertNodes(ctx context.Context, tx *sql.Tx, nodes []graphlog.NodeUpdate) error {
	rows := map[csql.ValueType][][]any{}
	for _, n := range nodes {
		typ, vals, err := csql.NodeValues(csql.NodeHash{ValueHash: n.Hash}, n.Val)
		if err != nil {
			return err
		}
		rows[typ] = append(rows[typ], append([]any{n.RefInc}, vals...))
	}
	types := make([]csql.ValueType, 0, len(rows))
	for t := range rows {
		types = append(types, t)
	}
	sort.Slice(types, func(i, j int) bool { return types[i] < types[j] })
	for _, t := range types {
		head := "INSERT INTO nodes(refs, hash, " + strings.Join(t.Columns(), ", ") + ") VALUES "
		tail := " ON CONFLICT (hash) DO UPDATE SET refs = nodes.refs + EXCLUDED.refs"
		if err := insertRows(ctx, tx, head, tail, rows[t]); err != nil {
			return err
		}
	}
	return nil
}

// copyQuads copies the quads of hashes into quads. The rows' time is the transaction's,
// as now() gives it to Cayley's inserts.
func copyQuads(ctx context.Context, tx *sql.Tx, hashes []refs.QuadHash) error {
	var now string
	if err := tx.QueryRowContext(ctx, `SELECT LOCALTIMESTAMP::text`).Scan(&now); err != nil {
		return err
	}
	cp, err := tx.PrepareContext(ctx, pq.CopyIn("quads", "subject_hash", "predicate_hash", "object_hash", "label_hash", "ts"))
	if err != nil {
		return err
	}
	defer cp.Close()
	row := make([]any, 5)
	row[4] = now
	for _, q := range hashes {
		for i, h := range q.Dirs() {
			row[i] = csql.NodeHash{ValueHash: h}.SQLValue()
		}
		if _, err := cp.ExecContext(ctx, row...); err != nil {
			return err
		}
	}
	_, err = cp.ExecContext(ctx) // the end of the copy: the server's answer
	return err
}

// insertRows runs head VALUES (...), (...) tail over rows, as many rows a
// statement as maxParams allows.
func insertRows(ctx context.Context, tx *sql.Tx, head, tail string, rows [][]any) error {
	for len(rows) > 0 {
		width := len(rows[0])
		n := min(len(rows), maxParams/width)
		var b strings.Builder
		b.WriteString(head)
		args := make([]any, 0, n*width)
		for i, r := range rows[:n] {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteByte('(')
			for j, v := range r {
				if j > 0 {
					b.WriteString(", ")
				}
				args = append(args, v)
				fmt.Fprintf(&b, "$%d", len(args))
			}
			b.WriteByte(')')
		}
		b.WriteString(tail)
		if _, err := tx.ExecContext(ctx, b.String(), args...); err != nil {
			return err
		}
		rows = rows[n:]
	}
	return nil
}

// Statistics that keep up with a load. PostgreSQL plans a batch's reads
// from what it knows of quads and nodes, which autovacuum renews after a
// tenth of a table has changed, up to a minute later. Loading into an
// empty store, the first batches' reads were planned for a small table:
// a parallel scan of all of quads and a hash join, where an index holds
// the few rows asked for; the plan lasted as the table grew (kg gen's
// 10,000 articles: 23 s of a load in the quotation keys' read, 4.5 s when
// the statistics were fresh). So a loader has the server analyze both
// tables each time its writes have doubled quads since it last knew.

// analyzeFloor is the fewest quads written between two analyses.
var analyzeFloor int64 = 50000

// sqlGrowth is how many quads the store held when the statistics were last
// renewed, as far as this process knows, and how many it wrote since.
type sqlGrowth struct {
	known, added int64
	read         bool
}

// keepStatistics notes n quads written and analyzes quads and nodes when
// they are as many as the store held at the last analysis (or
// analyzeFloor). It is a help, not a part of the write, which has
// committed: an error leaves the statistics to autovacuum, as does a role
// that does not own the tables (the server warns and skips them).
func (s *Store) keepStatistics(ctx context.Context, n int) {
	g := &s.pgGrowth
	db, err := s.sqlPool()
	if err != nil {
		return
	}
	if !g.read {
		var tuples float64
		_ = db.QueryRowContext(ctx, `SELECT reltuples FROM pg_class WHERE relname = 'quads'`).Scan(&tuples)
		g.known, g.read = max(int64(tuples), 0), true
	}
	g.added += int64(n)
	if g.added < max(g.known, analyzeFloor) {
		return
	}
	_, _ = db.ExecContext(ctx, `ANALYZE quads, nodes`)
	_ = compactQuadCount(ctx, db)
	g.known, g.added = g.known+g.added, 0
}
