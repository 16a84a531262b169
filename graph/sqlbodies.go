package graph

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"sort"

	graphlog "github.com/cayleygraph/cayley/graph/log"
	"github.com/cayleygraph/cayley/graph/refs"
	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
)

// On PostgreSQL a batch that finds the write lock (lockWrites) taken by
// another loader copies the bodies of its new articles' statements (their
// words, cues, mentions and offsets: two thirds of its quads) into its
// transaction while it waits, and writes the rest in the same transaction
// under the lock. No other batch's plan reads bodies, so loaders copy side
// by side, and the batch still commits whole or not at all. The bodies'
// nodes are counted at the end, under the lock: an upsert locks the rows
// of the nodes it counts (predicates, common words, small numbers that
// every batch names) until the commit, and before the lock it would hold
// rows the lock's holder needs, a wait PostgreSQL cannot see. A loader
// alone finds the lock free and writes each batch as before: the copy
// would cost it 5-10%.

// pendingBodies is a batch's bodies, copied into a transaction that stays
// open until the rest of the batch is written in it (sqlAppend).
type pendingBodies struct {
	tx     *sql.Tx
	quads  []quad.Quad           // the bodies: written again the usual way should the transaction end
	nodes  []graphlog.NodeUpdate // their nodes, counted when the rest is written
	labels map[quad.Value]bool   // their articles' graphs
	cancel context.CancelFunc    // ends tx's context
}

// end rolls the bodies back, when they are still pending.
func (p *pendingBodies) end() {
	if p != nil && p.tx != nil {
		p.tx.Rollback()
		p.cancel()
		p.tx = nil
	}
}

// graphs are the labels of p's articles (none for nil).
func (p *pendingBodies) graphs() map[quad.Value]bool {
	if p == nil {
		return nil
	}
	return p.labels
}

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

// copyBodies copies, on PostgreSQL, the body quads of the articles of xs
// that the store does not hold (their last version in xs) into a new
// transaction, and leaves it open. It returns nil where it copies none:
// not PostgreSQL, no new article, or a body stored already (another loader
// wrote the article meanwhile), which the usual write then sorts out.
func (s *Store) copyBodies(xs []kg.Extraction) (*pendingBodies, error) {
	if s.backend != "postgres" || !useAppender {
		return nil, nil
	}
	ctx := context.Background()
	db, err := s.sqlPool()
	if err != nil {
		return nil, err
	}
	news, err := s.newArticles(ctx, db, xs)
	if err != nil || len(news) == 0 {
		return nil, err
	}
	p := &pendingBodies{labels: map[quad.Value]bool{}}
	seen := map[quad.Quad]bool{} // an article may give a quad twice (replaceGraph writes it once)
	at := make(map[string]int, len(news))
	for i, x := range news {
		at[x.Article.ID] = i
	}
	for i, qs := range batchQuads(news, at) {
		label := Normalize(quad.Quad{Label: quad.IRI(kg.ArticleIRI(news[i].Article.ID))}).Label
		p.labels[label] = true
		for _, q := range qs {
			if q.Label == label && isBody(q) && !seen[q] {
				seen[q] = true
				p.quads = append(p.quads, q)
			}
		}
	}
	if p.nodes, err = s.copyPending(ctx, db, p); uniqueViolation(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return p, nil
}

// copyPending begins p's transaction and copies p's quads into it; it
// returns their nodes.
func (s *Store) copyPending(ctx context.Context, db *sql.DB, p *pendingBodies) ([]graphlog.NodeUpdate, error) {
	tctx, cancel := context.WithCancel(ctx)
	tx, err := db.BeginTx(tctx, nil)
	if err != nil {
		cancel()
		return nil, err
	}
	p.tx, p.cancel = tx, cancel
	nodes, hashes := hashQuads(p.quads)
	if err := copyQuads(tctx, tx, hashes); err != nil {
		p.end()
		return nil, fmt.Errorf("statement bodies: %w", err)
	}
	return nodes, nil
}

// newArticles are the last versions of the articles of xs whose graphs the
// store does not hold.
func (s *Store) newArticles(ctx context.Context, db *sql.DB, xs []kg.Extraction) ([]kg.Extraction, error) {
	last := map[string]int{}
	var iris []string
	for i, x := range xs {
		if _, ok := last[x.Article.ID]; !ok {
			iris = append(iris, kg.ArticleIRI(x.Article.ID))
		}
		last[x.Article.ID] = i
	}
	stored, err := sqlNodeRefs(ctx, db, iris)
	if err != nil {
		return nil, err
	}
	var news []kg.Extraction
	for i, x := range xs {
		if _, ok := stored[kg.ArticleIRI(x.Article.ID)]; !ok && last[x.Article.ID] == i {
			news = append(news, x)
		}
	}
	return news, nil
}

// copyBodiesThenLock takes the write lock for the batch xs. Should another
// writer hold it, it copies the bodies of xs (copyBodies) before it waits.
func (s *Store) copyBodiesThenLock(xs []kg.Extraction) (unlock func(), p *pendingBodies, err error) {
	if !alwaysCopy {
		unlock, ok, err := s.tryLockWrites()
		if err != nil || ok {
			return unlock, nil, err
		}
	}
	if p, err = s.copyBodies(xs); err != nil {
		return nil, nil, err
	}
	if p != nil {
		if err := crashPoint(); err != nil {
			p.end()
			return nil, nil, err
		}
	}
	if unlock, err = s.lockWrites(); err != nil {
		p.end()
	}
	return unlock, p, err
}

// alwaysCopy has a batch copy its bodies when the lock is free too; tests
// set it to reach that path with one writer.
var alwaysCopy = false

// articleHeader is the quad that says an article is stored: its type, in
// its graph, which the bodies never hold.
func articleHeader(label quad.Value) quad.Quad {
	return Normalize(quad.Quad{Subject: label, Predicate: quad.IRI(RDFType), Object: quad.IRI(ClassArticle), Label: label})
}

// stillNew reports, under the write lock, whether every article of p is
// still not stored (no other loader stored one since p was copied): only
// then may the batch write them as new, without reading their graphs.
func (s *Store) stillNew(ctx context.Context, p *pendingBodies) (bool, error) {
	headers := make([]quad.Quad, 0, len(p.labels))
	for l := range p.labels {
		headers = append(headers, articleHeader(l))
	}
	held, err := s.sqlHeld(ctx, headers)
	if err != nil {
		return false, err
	}
	for _, h := range held {
		if h {
			return false, nil
		}
	}
	return true, nil
}

// keepPending returns p when its articles are still new under the write
// lock (stillNew), else rolls it back and returns nil: another loader
// stored one of them meanwhile, and the batch is written the usual way.
func (s *Store) keepPending(ctx context.Context, p *pendingBodies) (*pendingBodies, error) {
	if p == nil {
		return nil, nil
	}
	ok, err := s.stillNew(ctx, p)
	if err != nil || !ok {
		p.end()
		return nil, err
	}
	return p, nil
}

// placeBodies has the batch's write set ws take the bodies of p: in p's
// transaction, which sqlAppend commits with ws's additions, or, when ws
// removes quads (Cayley's writer), rolled back and added to ws. It returns
// how many quads they are.
func (s *Store) placeBodies(ws *writeSet, p *pendingBodies) int {
	if p == nil {
		return 0
	}
	if len(ws.dels) == 0 {
		s.pending = p
	} else {
		p.end()
		ws.adds = append(ws.adds, p.quads...)
	}
	return len(p.quads)
}

// appendPending writes quads in p's transaction, counts the nodes of both,
// and commits: the batch whole.
func (s *Store) appendPending(ctx context.Context, p *pendingBodies, quads []quad.Quad) error {
	defer p.end()
	nodes, hashes := hashQuads(quads)
	if err := upsertNodes(ctx, p.tx, mergeNodes(nodes, p.nodes)); err != nil {
		return fmt.Errorf("nodes: %w", err)
	}
	if err := copyQuads(ctx, p.tx, hashes); err != nil {
		return fmt.Errorf("quads: %w", err)
	}
	err := p.tx.Commit()
	p.tx = nil
	p.cancel()
	return err
}

// mergeNodes is a and b, each node once with the references of both.
func mergeNodes(a, b []graphlog.NodeUpdate) []graphlog.NodeUpdate {
	at := make(map[refs.ValueHash]int, len(a))
	out := append([]graphlog.NodeUpdate(nil), a...)
	for i, n := range out {
		at[n.Hash] = i
	}
	for _, n := range b {
		if i, ok := at[n.Hash]; ok {
			out[i].RefInc += n.RefInc
			continue
		}
		at[n.Hash] = len(out)
		out = append(out, n)
	}
	sort.Slice(out, func(i, j int) bool { return bytes.Compare(out[i].Hash[:], out[j].Hash[:]) < 0 })
	return out
}
