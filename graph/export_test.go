package graph

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
)

// SetCrashPoint makes writeBatch call f between a quotation plan's removals
// and the rest of the batch (crashPoint), for tests outside the package;
// the returned func puts the old one back.
func SetCrashPoint(f func() error) (restore func()) {
	return swap(&crashPoint, f)
}

// SetBulkSQL turns kg's bulk writes to PostgreSQL (sqlAppend) on or off,
// for tests outside the package; the returned func puts the old setting
// back. Off, every write goes through Cayley's writer.
func SetBulkSQL(on bool) (restore func()) {
	return swap(&useAppender, on)
}

// SetWordPage sets how many statements a PostgreSQL word walk reads in one
// SQL statement (sqlEachWithWords), so that a small store pages too; the
// returned func puts the old size back.
func SetWordPage(n int) (restore func()) {
	return swap(&wordPage, n)
}

// HeldInBatch says for each of qs whether the store holds it, read as a
// PostgreSQL batch reads it (sqlHeld) and as has reads one quad, for tests
// outside the package.
func (s *Store) HeldInBatch(qs []quad.Quad) (batch, single []bool, err error) {
	if batch, err = s.sqlHeld(context.Background(), qs); err != nil {
		return nil, nil, err
	}
	single, err = s.heldOf(qs)
	return batch, single, err
}

// SubjectsInBatch gives the IRI subjects of (?, pred, o) for each of objs,
// read at once as a PostgreSQL batch reads them (sqlSubjectsOf) and one
// object at a time (Subjects), for tests outside the package.
func (s *Store) SubjectsInBatch(pred string, objs []quad.Value) (batch, single [][]string, err error) {
	ctx := context.Background()
	ks := make([]quoteKey, len(objs))
	for i, o := range objs {
		ks[i] = quoteKey{pred, o}
	}
	got, err := s.sqlSubjectsOf(ctx, ks)
	if err != nil {
		return nil, nil, err
	}
	for i, o := range objs {
		batch = append(batch, got[ks[i]])
		var one []string
		if err := s.Subjects(ctx, o, pred, func(iri string) error { one = append(one, iri); return nil }); err != nil {
			return nil, nil, err
		}
		single = append(single, one)
	}
	return batch, single, nil
}

// SetMatchQuotations turns quotation matching on or off, for benchmarks
// outside the package that weigh what it costs; the returned func puts the
// old setting back.
func SetMatchQuotations(on bool) (restore func()) {
	return swap(&matchQuotations, on)
}

// CheckReportsBucket fails t unless the kgreports bucket of s holds exactly
// its links and cards (kvreports_test.go), for tests outside the package.
func CheckReportsBucket(t testing.TB, s *Store, when string) { checkReports(t, s, when) }

// QuotationCorpus is the extractions of testdata/quotations (reportCorpus),
// for tests outside the package.
func QuotationCorpus(t testing.TB) []kg.Extraction { return reportCorpus(t) }

// CPUTime is the process's CPU time so far (cpuTime), for benchmarks
// outside the package.
func CPUTime() time.Duration { return cpuTime() }

// UntypeCountLinks moves every count link of s back to the count nodes of
// all types that stores written before count nodes were typed hold
// (relinkCounts), for tests outside the package.
func UntypeCountLinks(t testing.TB, s *Store) {
	t.Helper()
	ctx := context.Background()
	var ws writeSet
	for _, typ := range kg.EntityTypes {
		err := s.Subjects(ctx, quad.IRI(ClassOf(typ)), RDFType, func(e string) error {
			vs, err := s.values(ctx, e, AtLeast, 0)
			for _, v := range vs {
				c, typed := countOfIRI(plain(v))
				if !typed {
					continue
				}
				ws.dels = append(ws.dels, atLeast(e, c))
				old := countQuad(e, quad.IRI(untypedCountIRI(c.n)))
				if !slices.Contains(ws.adds, old) {
					ws.adds = append(ws.adds, old)
				}
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := s.write(ws); err != nil {
		t.Fatal(err)
	}
	s.tallies.reset()
}

// SQLAppend adds qs to a PostgreSQL store through kg's bulk writer, for
// tests outside the package.
func SQLAppend(st *Store, qs []quad.Quad) error { return st.sqlAppend(context.Background(), qs) }

// SetAnalyzeFloor sets the fewest quads a PostgreSQL writer adds between
// two analyses of its tables, for tests outside the package.
func SetAnalyzeFloor(n int64) (restore func()) {
	return swap(&analyzeFloor, n)
}

// SetAlwaysCopyBodies has a PostgreSQL batch copy its statement bodies
// before it takes the write lock even when the lock is free, as when
// another loader holds it, for tests outside the package.
func SetAlwaysCopyBodies(on bool) (restore func()) {
	return swap(&alwaysCopy, on)
}

// swap sets *p to v and returns the func that puts the old value back.
func swap[T any](p *T, v T) (restore func()) {
	was := *p
	*p = v
	return func() { *p = was }
}
