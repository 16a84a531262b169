package graph

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strings"

	cgraph "github.com/cayleygraph/cayley/graph"
	graphlog "github.com/cayleygraph/cayley/graph/log"
	csql "github.com/cayleygraph/cayley/graph/sql"
	"github.com/cayleygraph/quad"
	"github.com/lib/pq"
)

// PostgreSQL writes in bulk. Cayley's SQL writer sends one INSERT a node
// and one a quad, each a round trip to the server: about 6,000 quads a
// second on this machine, 16 articles. sqlAppend writes the rows it would
// write, computed by its own functions (graphlog.SplitDeltas for each
// node's reference increment, csql.NodeValues for a node's columns,
// csql.NodeHash for a quad's), by COPY and multi-row statements, in one transaction:
// TestSQLAppendEqualsCayleysWriter holds the tables equal, row for row.
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
func (s *Store) sqlAppend(ctx context.Context, quads []quad.Quad) error {
	err := s.sqlAppendTx(ctx, quads)
	var pe *pq.Error
	if !errors.As(err, &pe) || pe.Code != "23505" { // unique_violation
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

// sqlAppendTx is sqlAppend in one transaction. The client hashes the
// quads a chunk at a time in a goroutine (Cayley's SplitDeltas) while the
// server adds the nodes of the chunk before (multi-row upserts; a node in
// several chunks has each chunk's increment added); then the quads stream
// to the server by COPY, which inserts rows as they arrive while the client
// encodes the next. Nodes go first: kg_names' trigger reads the nodes of
// the names a statement inserts. In multi-row INSERTs of the whole batch
// the client hashed and encoded, then waited, and the server waited for
// it: a third of a load was the two taking turns.
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
	chunks := make(chan *graphlog.Deltas, 2)
	go splitChunks(quads, chunks)
	adds := make([]graphlog.QuadUpdate, 0, len(quads))
	for d := range chunks {
		if err == nil {
			err = upsertNodes(ctx, tx, d.IncNode)
		}
		adds = append(adds, d.QuadAdd...)
	}
	if err != nil {
		return fmt.Errorf("nodes: %w", err)
	}
	if err := copyQuads(ctx, tx, adds); err != nil {
		return fmt.Errorf("quads: %w", err)
	}
	return tx.Commit()
}

// appendChunk is how many quads splitChunks hashes at a time.
const appendChunk = 8192

// splitChunks sends SplitDeltas of each appendChunk quads of quads, in
// order, then closes out.
func splitChunks(quads []quad.Quad, out chan<- *graphlog.Deltas) {
	defer close(out)
	for lo := 0; lo < len(quads); lo += appendChunk {
		part := quads[lo:min(lo+appendChunk, len(quads))]
		in := make([]cgraph.Delta, len(part))
		for i, q := range part {
			in[i] = cgraph.Delta{Quad: q, Action: cgraph.Add}
		}
		out <- graphlog.SplitDeltas(in)
	}
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
		if err := insertRows(ctx, tx, head, tail, "", rows[t]); err != nil {
			return err
		}
	}
	return nil
}

// copyQuads copies adds into quads. The rows' time is the transaction's,
// as now() gives it to Cayley's inserts.
func copyQuads(ctx context.Context, tx *sql.Tx, adds []graphlog.QuadUpdate) error {
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
	for _, q := range adds {
		for i, h := range q.Quad.Dirs() {
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
// statement as maxParams allows; extra is appended to each row's values
// as SQL ("now()").
func insertRows(ctx context.Context, tx *sql.Tx, head, tail, extra string, rows [][]any) error {
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
			if extra != "" {
				b.WriteString(", " + extra)
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
