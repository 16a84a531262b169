package graph

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"

	ckv "github.com/cayleygraph/cayley/graph/kv"
	"github.com/cayleygraph/cayley/graph/refs"
	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
)

// ErrNoQuotation is returned for a quotation the store does not hold.
var ErrNoQuotation = errors.New("no such quotation in the store")

// QuotationIRIOf is the IRI a user's reference to a quotation names: its
// IRI, or the id at its end.
func QuotationIRIOf(ref string) string {
	ref = TrimIRI(strings.TrimSpace(ref))
	if !strings.Contains(ref, "/") {
		return kg.Base + "quotation/" + ref
	}
	return ref
}

// Quotation reads the quotation iri (or its id) back: every report, earliest
// first (by article date, then article id), and each report's article
// without its text.
//
// A quotation of a thousand reports is a thousand statements read in a
// process that has just opened the store, whose every read goes to disk:
// each report is read from its node (no lookup of its IRI), and all its
// reads, the one that says its link is still there included, run in
// parallel.
func (s *Store) Quotation(ctx context.Context, iri string) (kg.Quotation, error) {
	iri = QuotationIRIOf(iri)
	if s.backend == "postgres" {
		return s.sqlQuotation(ctx, iri)
	}
	if q, ok, err := s.bucketQuotation(ctx, iri); ok || err != nil {
		return q, err
	}
	links, err := s.reportLinks(ctx, iri)
	if err != nil {
		return kg.Quotation{}, err
	}
	cref, err := s.qs.ValueOf(quad.IRI(Card))
	if err != nil {
		return kg.Quotation{}, err
	}
	r := newReading(iri, len(links))
	err = inParallel(len(links), func(i int) error {
		if ok, err := links[i].live(ctx, s); !ok || err != nil {
			return err
		}
		id, err := s.iriOf(links[i].ref)
		if err != nil {
			return err
		}
		id = TrimIRI(id)
		var st kg.Statement
		var c *card
		if cref != nil {
			if st, c, err = s.cardAt(ctx, links[i].ref, cref, id, r.ents); err != nil {
				return err
			}
		}
		return r.keep(ctx, s, i, id, st, c)
	})
	if err != nil {
		return kg.Quotation{}, err
	}
	sts := slices.DeleteFunc(r.sts, func(st kg.Statement) bool { return st.ID == "" }) // links removed
	if len(sts) == 0 {
		return kg.Quotation{}, fmt.Errorf("%w: %s", ErrNoQuotation, iri)
	}
	return s.quotationOfReports(ctx, iri, sts, knownArticles(r.arts), r.ents)
}

// reading holds the reports of the quotation iri as they are read, in
// parallel.
type reading struct {
	iri  string
	sts  []kg.Statement
	arts []*kg.Article // the articles the cards copy
	ents *entityCache
}

func newReading(iri string, n int) *reading {
	return &reading{iri: iri, sts: make([]kg.Statement, n), arts: make([]*kg.Article, n), ents: newEntityCache()}
}

// report is the report id as its card c gives it (st), or, without a card
// kg wrote (c nil), as its quads give it; and the article its card copies
// (nil: none).
func (r *reading) report(ctx context.Context, s *Store, id string, st kg.Statement, c *card) (kg.Statement, *kg.Article, error) {
	if c == nil {
		st, _, err := s.statement(ctx, id, false, r.ents)
		return st, nil, err
	}
	st.Quotation = r.iri
	if a, ok := c.article(); ok {
		return st, &a, nil
	}
	return st, nil, nil
}

// keep files report i (see report).
func (r *reading) keep(ctx context.Context, s *Store, i int, id string, st kg.Statement, c *card) (err error) {
	r.sts[i], r.arts[i], err = r.report(ctx, s, id, st, c)
	return err
}

// bucketQuotation is Quotation read from the kgreports bucket (kvReports),
// ok false when the store keeps no complete one. The cards are decoded as
// the scan hands them over, on every core; then the aliases of the few
// entities they name are read at once, in parallel, rather than by
// whichever report meets an entity first.
func (s *Store) bucketQuotation(ctx context.Context, iri string) (q kg.Quotation, ok bool, err error) {
	if !readBucket {
		return q, false, nil
	}
	ds, ok, err := s.decodedReports(ctx, iri)
	if err != nil || !ok {
		return q, ok, err
	}
	if len(ds) == 0 {
		return q, true, fmt.Errorf("%w: %s", ErrNoQuotation, iri)
	}
	r := newReading(iri, len(ds))
	var iris []string
	seen := map[string]bool{}
	for _, d := range ds {
		for _, e := range d.entities() {
			if !seen[e] {
				seen[e] = true
				iris = append(iris, e)
			}
		}
	}
	err = inParallel(len(iris), func(i int) error {
		_, err := s.cachedAliases(ctx, r.ents, iris[i])
		return err
	})
	if err != nil {
		return q, true, err
	}
	err = inParallel(len(ds), func(i int) error {
		if ds[i].c == nil {
			return r.keep(ctx, s, i, ds[i].id, kg.Statement{}, nil)
		}
		st, err := s.cardStatement(ctx, ds[i].id, ds[i].c, r.ents)
		if err != nil {
			return err
		}
		return r.keep(ctx, s, i, ds[i].id, st, ds[i].c)
	})
	if err != nil {
		return q, true, err
	}
	q, err = s.quotationOfReports(ctx, iri, r.sts, knownArticles(r.arts), r.ents)
	return q, true, err
}

// decodeBatch is how many reports decodedReports hands a worker at once.
const decodeBatch = 128

// decodedReport is a report of the bucket with its card decoded (nil: the
// report has none kg wrote, and is read from its quads).
type decodedReport struct {
	id string
	c  *card
}

func (d decodedReport) entities() []string {
	if d.c == nil {
		return nil
	}
	return d.c.entities()
}

// decodedReports are the reports of quotation iri in the bucket, in no
// particular order (quotationOfReports orders them), their cards decoded
// by a worker a core as the scan goes.
func (s *Store) decodedReports(ctx context.Context, iri string) (ds []decodedReport, ok bool, err error) {
	var mu sync.Mutex
	jobs := make(chan []kvReport, 4)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for reps := range jobs {
				out := make([]decodedReport, len(reps))
				for i, rep := range reps {
					out[i].id = rep.id
					if c, ok := decodeCard(rep.card); ok {
						out[i].c = &c
					}
				}
				mu.Lock()
				ds = append(ds, out...)
				mu.Unlock()
			}
		}()
	}
	var batch []kvReport // a channel send a report cost as much as its decoding
	ok, err = s.kvReports(ctx, iri, func(rep kvReport) {
		if batch = append(batch, rep); len(batch) == decodeBatch {
			jobs <- batch
			batch = nil
		}
	})
	jobs <- batch
	close(jobs)
	wg.Wait()
	return ds, ok, err
}

// readBucket turns the reads of kgreports on; tests turn it off to compare.
var readBucket = true

// reportLink is a statement linked to a quotation: its node and, in a kv
// store, the index entry whose quads say whether the link is still there.
type reportLink struct {
	ref refs.Ref
	kv  *kvLink // nil: the link is known to be there
}

func (l reportLink) live(ctx context.Context, s *Store) (bool, error) {
	if l.kv == nil {
		return true, nil
	}
	return s.liveLink(ctx, *l.kv)
}

// reportLinks lists the statements linked to the quotation iri: in a kv
// store every entry of the index, for the caller to check, elsewhere
// those Cayley finds there.
func (s *Store) reportLinks(ctx context.Context, iri string) ([]reportLink, error) {
	var out []reportLink
	if s.kv != nil {
		qref, pref, err := s.nodeAndPred(quad.IRI(iri), InQuotation)
		if err != nil || qref == nil {
			return nil, err
		}
		if nodeID(qref) != 0 && nodeID(pref) != 0 {
			kls, err := s.kvLinks(ctx, nodeID(qref), nodeID(pref))
			for i := range kls {
				out = append(out, reportLink{ref: ckv.Int64Value(kls[i].subject), kv: &kls[i]})
			}
			return out, err
		}
	}
	rs, err := s.subjectRefs(ctx, InQuotation, quad.IRI(iri))
	for _, r := range rs {
		out = append(out, reportLink{ref: r})
	}
	return out, err
}

// knownArticles are the articles the cards of a quotation's reports copy,
// by id (nil entries: a report whose card copies none).
func knownArticles(arts []*kg.Article) map[string]kg.Article {
	known := make(map[string]kg.Article, len(arts))
	for _, a := range arts {
		if a != nil {
			known[a.ID] = *a
		}
	}
	return known
}

// quotationOfReports orders reports as a quotation's, with their articles:
// those of known as they are (known becomes the quotation's), the others
// read from the store. It reorders sts in place: a quotation's thousands of
// reports are not copied.
func (s *Store) quotationOfReports(ctx context.Context, iri string, sts []kg.Statement, known map[string]kg.Article, ents *entityCache) (kg.Quotation, error) {
	if known == nil {
		known = map[string]kg.Article{}
	}
	q := kg.Quotation{ID: iri, Articles: known}
	var ids []string
	for _, st := range sts {
		if _, ok := q.Articles[st.Article]; !ok {
			q.Articles[st.Article] = kg.Article{}
			ids = append(ids, st.Article)
		}
	}
	as := make([]kg.Article, len(ids))
	err := inParallel(len(ids), func(i int) (err error) {
		as[i], err = s.article(ctx, ids[i], false, ents)
		return err
	})
	if err != nil {
		return q, err
	}
	for i, a := range as {
		q.Articles[ids[i]] = a
	}
	keys := make([]report, len(sts))
	dates := map[string]string{} // article date -> dateKey: a quotation's thousand articles share a few hundred
	order := make([]int, len(sts))
	for i, st := range sts {
		d := q.Articles[st.Article].Date
		key, ok := dates[d]
		if !ok {
			key = dateKey(d)
			dates[d] = key
		}
		keys[i] = report{id: st.ID, article: st.Article, date: key, start: st.ContentSpan.Start}
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return earlier(&keys[order[i]], &keys[order[j]]) })
	permute(sts, order)
	q.Reports = sts
	q.First = sts[0]
	q.Speaker = sts[0].Speaker
	return q, nil
}

// permute puts sts[order[i]] at i for every i, moving each statement once.
func permute(sts []kg.Statement, order []int) {
	done := make([]bool, len(sts))
	for i := range sts {
		if done[i] {
			continue
		}
		held := sts[i]
		for j := i; ; {
			done[j] = true
			k := order[j]
			if k == i {
				sts[j] = held
				break
			}
			sts[j] = sts[k]
			j = k
		}
	}
}

// SingleQuotations returns the quotation of one report, with no IRI, of
// each of sts, statements that no quotation holds, as QuotationOfStatement
// would, from the statements in hand: their articles are read once each
// (on PostgreSQL all in one statement, sqlArticles), and no statement is
// read again.
func (s *Store) SingleQuotations(ctx context.Context, sts []kg.Statement) ([]kg.Quotation, error) {
	ents := newEntityCache()
	known := map[string]kg.Article{}
	if s.backend == "postgres" {
		var ids []string
		for _, st := range sts {
			ids = append(ids, st.Article)
		}
		var err error
		if known, err = s.sqlArticles(ctx, ids, ents); err != nil {
			return nil, err
		}
	}
	out := make([]kg.Quotation, len(sts))
	for i, st := range sts {
		if _, ok := known[st.Article]; !ok {
			a, err := s.article(ctx, st.Article, false, ents)
			if err != nil {
				return nil, err
			}
			known[st.Article] = a
		}
		q, err := s.quotationOfReports(ctx, "", []kg.Statement{st}, map[string]kg.Article{st.Article: known[st.Article]}, ents)
		if err != nil {
			return nil, err
		}
		out[i] = q
	}
	return out, nil
}

// QuotationOfStatement is the quotation the statement id reports; one
// that no other statement reports is a quotation of one report, with no IRI.
func (s *Store) QuotationOfStatement(ctx context.Context, id string) (kg.Quotation, error) {
	st, err := s.Statement(ctx, TrimIRI(id))
	if err != nil {
		return kg.Quotation{}, err
	}
	if st.Quotation != "" {
		return s.Quotation(ctx, st.Quotation)
	}
	return s.quotationOfReports(ctx, "", []kg.Statement{st}, nil, newEntityCache())
}
