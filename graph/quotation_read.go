package graph

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

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
func (s *Store) Quotation(ctx context.Context, iri string) (kg.Quotation, error) {
	iri = QuotationIRIOf(iri)
	ids, err := s.subjectsWith(ctx, InQuotation, quad.IRI(iri))
	if err != nil {
		return kg.Quotation{}, err
	}
	if len(ids) == 0 {
		return kg.Quotation{}, fmt.Errorf("%w: %s", ErrNoQuotation, iri)
	}
	sts := make([]kg.Statement, len(ids))
	arts := make([]*kg.Article, len(ids))
	ents := newEntityCache()
	err = inParallel(len(ids), func(i int) error {
		st, c, err := s.cardOf(ctx, TrimIRI(ids[i]), ents)
		if err != nil {
			return err
		}
		if c == nil { // no card: the quads
			sts[i], _, err = s.statement(ctx, TrimIRI(ids[i]), false, ents)
			return err
		}
		st.Quotation = iri
		if a, ok := c.article(); ok {
			arts[i] = &a
		}
		sts[i] = st
		return nil
	})
	if err != nil {
		return kg.Quotation{}, err
	}
	known := map[string]kg.Article{}
	for _, a := range arts {
		if a != nil {
			known[a.ID] = *a
		}
	}
	return s.quotationOfReports(ctx, iri, sts, known, ents)
}

// quotationOfReports orders reports as a quotation's, with their articles:
// those of known as they are, the others read from the store.
func (s *Store) quotationOfReports(ctx context.Context, iri string, sts []kg.Statement, known map[string]kg.Article, ents *entityCache) (kg.Quotation, error) {
	q := kg.Quotation{ID: iri, Articles: map[string]kg.Article{}}
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
	keys := make(map[string]*report, len(sts))
	for _, st := range sts {
		keys[st.ID] = &report{id: st.ID, article: st.Article, date: dateKey(q.Articles[st.Article].Date), start: st.ContentSpan.Start}
	}
	sort.SliceStable(sts, func(i, j int) bool { return earlier(keys[sts[i].ID], keys[sts[j].ID]) })
	q.Reports = sts
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
