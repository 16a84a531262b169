package graph

import (
	"context"
	"time"

	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
)

// On PostgreSQL a batch is written in two transactions. The first, before
// the write lock (lockWrites), holds the bodies of the statements of the
// batch's new articles: their words, cues, mentions and offsets, two
// thirds of a batch's quads. No other batch's
// plan reads them, so loaders write them side by side. The second, under
// the lock, writes everything else as one load always did: the statements'
// types, contents, speakers, cards, tallies, quotations and entities. A statement is
// found through those (a type, a tally, a card), and the word walk of the
// questions reads only statements that have their type (sqlEachWithWords),
// so no question sees a statement whose second transaction has not
// committed.
//
// A process killed between the two leaves bodies under an article label;
// the same load again finds the label stored and writes the article as an
// edit (replaceGraph's read), which adds the rest and leaves what one clean
// load leaves (TestRerunAfterACrashBetweenABatchsTwoWrites).

// bodyPredicates are the predicates of a statement's body. A content
// (schema:text) is not one: a quotation's plan finds the statements that
// share a content through it.
var bodyPredicates = func() map[quad.Value]bool {
	m := map[quad.Value]bool{}
	for _, p := range []string{HasWord, Cue, Mention, Medium, QuotedParts, Direct, Sentence,
		ContentStart, ContentEnd, CueStart, CueEnd, MentionStart, MentionEnd, SpeakerRole} {
		m[normValue(quad.IRI(p))] = true
	}
	return m
}()

// isBody reports whether q, a quad of an article's graph, is a body quad.
func isBody(q quad.Quad) bool { return bodyPredicates[q.Predicate] }

// writeBodies writes, on PostgreSQL, the body quads of the articles of xs
// that the store does not hold yet (their last version in xs), in a
// transaction of its own, and returns their labels and how many quads it
// wrote. Elsewhere it writes nothing.
func (s *Store) writeBodies(xs []kg.Extraction) (map[quad.Value]bool, int, error) {
	if s.backend != "postgres" || !useAppender {
		return nil, 0, nil
	}
	ctx := context.Background()
	last := map[string]int{}
	var iris []string
	for i, x := range xs {
		if _, ok := last[x.Article.ID]; !ok {
			iris = append(iris, kg.ArticleIRI(x.Article.ID))
		}
		last[x.Article.ID] = i
	}
	db, err := s.sqlPool()
	if err != nil {
		return nil, 0, err
	}
	stored, err := sqlNodeRefs(ctx, db, iris)
	if err != nil {
		return nil, 0, err
	}
	var news []kg.Extraction // the last version of each article not stored
	at := map[string]int{}
	for i, x := range xs {
		if _, ok := stored[kg.ArticleIRI(x.Article.ID)]; !ok && last[x.Article.ID] == i {
			at[x.Article.ID] = len(news)
			news = append(news, x)
		}
	}
	labels := map[quad.Value]bool{}
	var bodies []quad.Quad
	seen := map[quad.Quad]bool{} // an article may give a quad twice (replaceGraph writes it once)
	for i, qs := range batchQuads(news, at) {
		label := Normalize(quad.Quad{Label: quad.IRI(kg.ArticleIRI(news[i].Article.ID))}).Label
		labels[label] = true
		for _, q := range qs {
			if q.Label == label && isBody(q) && !seen[q] {
				seen[q] = true
				bodies = append(bodies, q)
			}
		}
	}
	for try := 0; ; try++ {
		err = s.sqlAppend(ctx, bodies)
		if err == nil || try == 4 || !retryable(err) {
			break
		}
		time.Sleep(time.Duration(50*(try+1)) * time.Millisecond)
	}
	if err != nil {
		return nil, 0, err
	}
	s.keepStatistics(ctx, len(bodies))
	return labels, len(bodies), nil
}

// articleHeader is the quad that says an article is stored whole: its type,
// in its graph, written with the second transaction.
func articleHeader(label quad.Value) quad.Quad {
	return Normalize(quad.Quad{Subject: label, Predicate: quad.IRI(RDFType), Object: quad.IRI(ClassArticle), Label: label})
}

// bodiesOnly returns the labels of bodies whose articles no other writer
// has completed since (their header is not stored): the graphs that hold
// nothing but the bodies this process wrote, which the second transaction
// need not read.
func (s *Store) bodiesOnly(ctx context.Context, bodies map[quad.Value]bool) (map[quad.Value]bool, error) {
	if len(bodies) == 0 {
		return nil, nil
	}
	labels := make([]quad.Value, 0, len(bodies))
	headers := make([]quad.Quad, 0, len(bodies))
	for l := range bodies {
		labels = append(labels, l)
		headers = append(headers, articleHeader(l))
	}
	held, err := s.sqlHeld(ctx, headers)
	if err != nil {
		return nil, err
	}
	out := make(map[quad.Value]bool, len(labels))
	for i, l := range labels {
		if !held[i] {
			out[l] = true
		}
	}
	return out, nil
}
