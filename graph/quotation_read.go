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
// ok false when the store keeps no complete one. Decoding a card costs
// more than reading it, so the cards are decoded as the scan hands them
// over, on every core.
func (s *Store) bucketQuotation(ctx context.Context, iri string) (q kg.Quotation, ok bool, err error) {
	if !readBucket {
		return q, false, nil
	}
	r := newReading(iri, 0)
	var mu sync.Mutex
	var errs []error
	jobs := make(chan kvReport, 64)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for rep := range jobs {
				st, c, err := s.fromCardText(ctx, rep.id, rep.card, r.ents)
				var a *kg.Article
				if err == nil {
					st, a, err = r.report(ctx, s, rep.id, st, c)
				}
				mu.Lock()
				if err != nil {
					errs = append(errs, err)
				} else {
					r.sts, r.arts = append(r.sts, st), append(r.arts, a)
				}
				mu.Unlock()
			}
		}()
	}
	ok, err = s.kvReports(ctx, iri, func(rep kvReport) { jobs <- rep })
	close(jobs)
	wg.Wait()
	if err = errors.Join(append(errs, err)...); err != nil || !ok {
		return q, ok, err
	}
	if len(r.sts) == 0 {
		return q, true, fmt.Errorf("%w: %s", ErrNoQuotation, iri)
	}
	q, err = s.quotationOfReports(ctx, iri, r.sts, knownArticles(r.arts), r.ents)
	return q, true, err
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
// those of known as they are, the others read from the store.
func (s *Store) quotationOfReports(ctx context.Context, iri string, sts []kg.Statement, known map[string]kg.Article, ents *entityCache) (kg.Quotation, error) {
	q := kg.Quotation{ID: iri, Articles: make(map[string]kg.Article, len(sts))}
	var ids []string
	for _, st := range sts {
		if _, ok := q.Articles[st.Article]; ok {
			continue
		}
		a, ok := known[st.Article]
		q.Articles[st.Article] = a
		if !ok {
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
	for _, a := range as {
		q.Articles[a.ID] = a
	}
	keys := make([]report, len(sts))
	order := make([]int, len(sts))
	for i, st := range sts {
		keys[i] = report{id: st.ID, article: st.Article, date: dateKey(q.Articles[st.Article].Date), start: st.ContentSpan.Start}
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return earlier(&keys[order[i]], &keys[order[j]]) })
	q.Reports = make([]kg.Statement, len(sts))
	for i, k := range order {
		q.Reports[i] = sts[k]
	}
	sts = q.Reports
	q.First = sts[0]
	q.Speaker = sts[0].Speaker
	return q, nil
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
