package graph

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"sort"
	"strings"
	"time"

	ckv "github.com/cayleygraph/cayley/graph/kv"
	"github.com/cayleygraph/cayley/graph/refs"
	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
)

// Quotations across articles. When a batch is written, each of its
// statements is compared with the stored statements that share one of its
// band keys (kg.QuoteSketch, written as kg:quoteBand quads with the
// statement) and with the rest of the batch; a pair with the same speaker
// and kg.SameQuotation is one quotation. A quotation is a connected
// component of such pairs, named after its speaker and the key of its
// fullest report (kg.QuotationKey, kg.QuotationIRI), so the same articles in
// any order give the same quotations: which pairs match depends on the two
// contents alone, a component on its pairs, and the key on the component.
// The key, unlike the first report, seldom changes as reports arrive, and a
// change renames the quotation: every link of it is rewritten.
//
// A batch that replaces articles takes their old statements out of their
// quotations first: a quotation that loses a report is split again from
// the pairs its other reports make. Nothing reads a quotation that the
// batch does not touch.
//
// Reports of one quotation may share no band key (kg.SharesBand is the
// index's reach): they are then in one quotation only through a third
// report that matches both, or not at all. Two loaders writing to one
// PostgreSQL store at once do not see each other's batches, so two reports
// they write at the same moment can miss each other.

// BandIRI is the IRI of the band node of a speaker's band key: statements of
// one speaker whose contents share a band key point at the same one. The
// speaker is in the node so that a phrase many people use (or a wire's
// stock sentence) gathers no list of every statement that holds it.
func BandIRI(speaker string, k uint64) string {
	h := fnv.New64a()
	h.Write([]byte(speaker))
	return fmt.Sprintf("%sband/%016x", kg.Base, h.Sum64()^k)
}

// subjectsWith returns the IRIs of the subjects of the quads (any, pred,
// object), through the object-predicate-subject index (walkWords).
func (s *Store) subjectsWith(ctx context.Context, pred string, object quad.Value) ([]string, error) {
	oref, pref, err := s.nodeAndPred(object, pred)
	if err != nil || oref == nil {
		return nil, err
	}
	return s.subjectsOf(ctx, oref, pref)
}

// subjectsOf is subjectsWith of the nodes oref and pref.
func (s *Store) subjectsOf(ctx context.Context, oref, pref refs.Ref) ([]string, error) {
	rs, err := s.subjectRefsOf(ctx, oref, pref)
	out := make([]string, len(rs))
	for i, r := range rs {
		if err != nil {
			break
		}
		out[i], err = s.iriOf(r)
	}
	return out, err
}

// subjectRefs is subjectsWith's nodes, for a caller that reads on from
// them (and names them as it goes, in parallel).
func (s *Store) subjectRefs(ctx context.Context, pred string, object quad.Value) ([]refs.Ref, error) {
	oref, pref, err := s.nodeAndPred(object, pred)
	if err != nil || oref == nil {
		return nil, err
	}
	return s.subjectRefsOf(ctx, oref, pref)
}

// subjectRefsOf is subjectRefs of the nodes oref and pref.
func (s *Store) subjectRefsOf(ctx context.Context, oref, pref refs.Ref) ([]refs.Ref, error) {
	var rs []refs.Ref
	err := s.walkWords(ctx, []refs.Ref{oref}, pref, func(r refs.Ref) error {
		rs = append(rs, r)
		return nil
	})
	return rs, err
}

// nodeAndPred looks up the nodes of v and of the predicate pred; both are
// nil when the store holds either not.
func (s *Store) nodeAndPred(v quad.Value, pred string) (node, p refs.Ref, err error) {
	node, err = s.qs.ValueOf(v)
	if err != nil || node == nil {
		return nil, nil, err
	}
	p, err = s.qs.ValueOf(quad.IRI(pred))
	if err != nil || p == nil {
		return nil, nil, err
	}
	return node, p, nil
}

// iriOf is the IRI (or value) of the node r.
func (s *Store) iriOf(r refs.Ref) (string, error) {
	v, err := s.qs.NameOf(r)
	if err != nil {
		return "", err
	}
	return plain(v), nil
}

// report is a statement as quotations compare it.
type report struct {
	id, article, speaker, content string
	date                          string // sortable (dateKey); "" when the article has none
	start                         int
	sketch                        kg.QuoteSketch
	key                           kg.QuotationKey // of sketch; of a whole quotation, its own
	quotation                     string          // stored: its quotation now; "" for none or a batch report
	stored                        bool
	whole                         string     // set: the node of this stored quotation, which keeps its reports (its speaker and key only)
	ks                            []quoteKey // keys(), once made
}

// newReport is a report of statement id with a sketch of content.
func newReport(id, article, speaker, content string, start int, sk kg.QuoteSketch) *report {
	return &report{id: id, article: article, speaker: speaker, content: content, start: start, sketch: sk, key: sk.Key()}
}

// quoteKey is a node through which a statement meets the others that may
// report its quotation: a band node of its speaker (kg:quoteBand) or the
// node of its text (schema:text).
type quoteKey struct {
	pred string
	node quad.Value
}

// keys are r's quoteKeys, made once: a batch asks for them when it reads
// which the store holds, when it matches, and when the cache takes it in.
func (r *report) keys() []quoteKey {
	if r.ks != nil {
		return r.ks
	}
	r.ks = []quoteKey{}
	for _, k := range r.sketch.Bands {
		r.ks = append(r.ks, quoteKey{QuoteBand, quad.IRI(BandIRI(r.speaker, k))})
	}
	if r.content != "" {
		r.ks = append(r.ks, quoteKey{Text, quad.String(r.content)})
	}
	return r.ks
}

// earlier orders reports: dated before undated, then by date, by article id,
// by position and by IRI.
func earlier(a, b *report) bool {
	if (a.date == "") != (b.date == "") {
		return a.date != ""
	}
	if a.date != b.date {
		return a.date < b.date
	}
	if a.article != b.article {
		return a.article < b.article
	}
	if a.start != b.start {
		return a.start < b.start
	}
	return a.id < b.id
}

// dateLayouts are the article dates quotations order by; anything else
// sorts as undated.
var dateLayouts = []string{time.RFC3339, "2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006-01-02", "January 2, 2006", "Jan 2, 2006", "2 January 2006", "02 Jan 2006", "2006/01/02"}

// dateKey is an article date in a form that sorts, or "".
func dateKey(s string) string {
	s = strings.TrimSpace(s)
	for _, l := range dateLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return t.UTC().Format(time.RFC3339)
		}
	}
	return ""
}

// quotePlan is what a batch changes in quotations: the quads of their
// graphs to add and remove.
type quotePlan struct {
	adds, dels []quad.Quad
	ix         *quoteIndex // nil: nothing planned
	batch      []*report
}

// remember tells the quotation cache, once the batch is written, what it
// read and wrote.
func (p quotePlan) remember() {
	if p.ix != nil && p.ix.cache != nil {
		p.ix.cache.commit(p.ix, p.batch)
	}
}

// quoteIndex gathers what one batch compares.
type quoteIndex struct {
	s         *Store
	ctx       context.Context
	canon     map[string]kg.Entity   // entity IRIs the batch merges, to their canonical entity
	rewritten map[string]bool        // article ids the batch replaces
	reports   map[string]*report     // by statement IRI, stored ones read once
	dates     map[string]string      // article id -> dateKey
	lost      map[string]bool        // stored quotations that lose a report: split again
	whole     map[string]*report     // stored quotations that stay whole, each as one node
	bands     map[quad.Value]bool    // the batch's key nodes the store holds; nil: not known
	keyed     map[quoteKey][]string  // PostgreSQL: the stored statements on each of the batch's key nodes, read at once
	links     map[string]string      // stored statement IRI -> its quotation, as read
	named     map[string]string      // statement IRI -> its quotation as planned ("" for none)
	cards     map[string]*storedCard // stored statement IRI -> its card, read once a batch (nil: none)
	cache     *quoteCache            // what earlier batches read and wrote; nil: none
	bodies    map[quad.Value]bool    // labels of new articles whose graphs hold only their bodies (sqlbodies.go)
}

// quotations plans the quotations of the batch xs (each article once, its
// entities canonical); bodies are the labels of its new articles whose
// bodies are copied (copyBodies), which hold no statement's article link.
func (s *Store) quotations(ctx context.Context, xs []kg.Extraction, canon map[string]kg.Entity, bodies map[quad.Value]bool) (quotePlan, error) {
	if !matchQuotations {
		return quotePlan{}, nil
	}
	ix := &quoteIndex{s: s, ctx: ctx, canon: canon, rewritten: map[string]bool{}, reports: map[string]*report{},
		dates: map[string]string{}, whole: map[string]*report{}, links: map[string]string{}, named: map[string]string{}, cards: map[string]*storedCard{}, bodies: bodies}
	if s.appender != nil && useAppender {
		ix.cache = &s.quoteCache
	}
	u := newUnits()
	var batch []*report
	for _, x := range xs {
		ix.rewritten[x.Article.ID] = true
		// Not in ix.dates, which the cache keeps: the cards written now
		// copy their article's date.
		date := dateKey(x.Article.Date)
		for _, st := range x.Statements {
			r := newReport(st.ID, st.Article, st.Speaker.ID, st.Content, st.ContentSpan.Start, kg.NewQuoteSketch(st.Content, st.Direct || len(st.Quotes) > 0))
			r.date = date
			batch = append(batch, r)
			u.add(r)
		}
	}
	if err := ix.readBands(batch); err != nil {
		return quotePlan{}, err
	}
	var err error
	if ix.lost, err = ix.leaving(xs); err != nil {
		return quotePlan{}, err
	}
	for q := range ix.lost {
		if err := ix.split(q, u); err != nil {
			return quotePlan{}, err
		}
	}
	if err := ix.match(batch, u); err != nil {
		return quotePlan{}, err
	}
	p, err := ix.plan(u)
	p.ix, p.batch = ix, batch
	return p, err
}

// readBands notes which key nodes of the batch's reports the store holds,
// in one read where the kv appender can tell: most are new, and Cayley
// takes a read transaction for each node it looks up.
func (ix *quoteIndex) readBands(batch []*report) error {
	if ix.s.backend == "postgres" {
		return ix.readKeyed(batch)
	}
	a := ix.s.appender
	if a == nil || !useAppender {
		return nil
	}
	var vs []quad.Value
	for _, r := range batch {
		for _, k := range r.keys() {
			vs = append(vs, k.node)
		}
	}
	var err error
	ix.bands, err = a.existing(vs)
	return err
}

// readKeyed reads, on PostgreSQL, the stored statements on every key node
// of the batch in one statement (sqlSubjectsOf), and notes the key nodes
// that have any as the ones the store holds.
func (ix *quoteIndex) readKeyed(batch []*report) error {
	var ks []quoteKey
	for _, r := range batch {
		ks = append(ks, r.keys()...)
	}
	keyed, err := ix.s.sqlSubjectsOf(ix.ctx, ks)
	if err != nil {
		return err
	}
	ix.keyed = keyed
	ix.bands = map[quad.Value]bool{}
	for k, ids := range keyed {
		if len(ids) > 0 {
			ix.bands[k.node] = true
		}
	}
	return ix.readCandidates(keyed)
}

// readCandidates reads, on PostgreSQL, the card and the quotation link of
// every stored statement on the batch's key nodes in one statement
// (sqlCards). matchStored reads each candidate's card, and its link when
// the card matches: through Cayley a few round trips each, some 250,000 in
// a load of 10,000 articles, which the server answers at once but which
// held the load for a fifth of its time.
func (ix *quoteIndex) readCandidates(keyed map[quoteKey][]string) error {
	var ids []string
	seen := map[string]bool{}
	for _, stmts := range keyed {
		for _, id := range stmts {
			if seen[id] || strings.HasPrefix(id, quotationPrefix) {
				continue
			}
			seen[id] = true
			if _, ok := ix.cards[id]; ok {
				continue
			}
			if ix.cache != nil {
				if _, ok := ix.cache.cards.get(id); ok {
					continue
				}
			}
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	cards, links, err := ix.s.sqlCards(ix.ctx, ids)
	if err != nil {
		return err
	}
	for _, id := range ids {
		raw, ok := cards[id]
		if !ok {
			continue // read as the other backends do (readCard)
		}
		c, err := ix.parseCard(id, raw)
		if err != nil {
			return err
		}
		ix.cards[id] = c
		if _, known := ix.knownQuotation(id); !known {
			ix.links[id] = links[id]
			if ix.cache != nil {
				ix.cache.links.put(id, ix.links[id])
			}
		}
	}
	return nil
}

// leaving returns the stored quotations that the batch's articles report
// now, which their old statements leave.
func (ix *quoteIndex) leaving(xs []kg.Extraction) (map[string]bool, error) {
	lost := map[string]bool{}
	for _, x := range xs {
		label := Normalize(quad.Quad{Label: quad.IRI(kg.ArticleIRI(x.Article.ID))}).Label
		if ix.bodies[label] {
			continue // a new article, its bodies written
		}
		if held, err := ix.holds(label); err != nil || !held {
			if err != nil {
				return nil, err
			}
			continue // a new article
		}
		var old []string
		err := ix.s.eachWith(ix.ctx, quad.Label, label, func(q quad.Quad) {
			if plain(q.Predicate) == WasDerivedFrom {
				old = append(old, plain(q.Subject))
			}
		})
		if err != nil {
			return nil, err
		}
		for _, id := range old {
			q, err := ix.quotationOf(id)
			if err != nil {
				return nil, err
			}
			if q != "" {
				lost[q] = true
			}
		}
	}
	return lost, nil
}

// match joins each batch report with the reports it matches: the batch's
// own and the stored ones that share a key node. A stored report in a
// quotation that stays whole joins as that quotation, read no further.
func (ix *quoteIndex) match(batch []*report, u *units) error {
	byKey := map[quad.Value][]*report{}
	for _, r := range batch {
		seen := map[*report]bool{}
		for _, k := range r.keys() {
			for _, o := range byKey[k.node] {
				if !seen[o] && o.speaker == r.speaker && kg.SameQuotation(o.sketch, r.sketch) {
					u.union(o, r)
				}
				seen[o] = true
			}
			byKey[k.node] = append(byKey[k.node], r)
			if err := ix.matchStored(r, k, u, seen); err != nil {
				return err
			}
		}
	}
	return nil
}

// quotationPrefix starts the IRI of every quotation. In a store written
// before quotation keys a quotation's node has its first report's text too,
// so it is among the subjects of that text's node: no report.
var quotationPrefix = kg.Base + "quotation/"

// matchStored joins r with the stored reports of its speaker that have key
// k and report the same quotation.
func (ix *quoteIndex) matchStored(r *report, k quoteKey, u *units, seen map[*report]bool) error {
	if ix.bands != nil && !ix.bands[k.node] {
		return nil // no stored statement has it
	}
	ids, err := ix.subjects(k)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if strings.HasPrefix(id, quotationPrefix) {
			continue
		}
		if c, ok := ix.reports[id]; ok && (c == nil || seen[c]) {
			continue
		}
		// A report of a quotation r has joined already adds nothing:
		// where its quotation is known without a read, look at it first.
		if q, ok := ix.knownQuotation(id); ok {
			if w := ix.whole[q]; w != nil && u.find(w) == u.find(r) {
				continue
			}
		}
		// Another speaker's statement (the same text), or one whose words
		// differ, is no candidate: its card says so before its link to a
		// quotation is read. Most candidates are of this kind, a
		// sentence of the same speaker that begins or ends alike.
		if cd, err := ix.card(id); err != nil {
			return err
		} else if cd == nil || ix.speaker(cd) != r.speaker || !kg.SameQuotation(cd.sketch(), r.sketch) {
			continue
		}
		c, err := ix.stored(id)
		if err != nil {
			return err
		}
		if c == nil || seen[c] {
			continue
		}
		seen[c] = true // its card matched r above
		if c.quotation == "" || ix.lost[c.quotation] {
			u.union(c, r) // split added c's quotation's other reports
			continue
		}
		w, err := ix.wholeNode(c.quotation)
		if err != nil {
			return err
		}
		if w != nil {
			u.union(w, r)
		}
	}
	return nil
}

// ref is the node of v: from the kv appender's node cache when it holds
// it (the plan runs in the writer, which alone uses that cache), else
// through Cayley, whose lookup seeks every level of the store.
func (ix *quoteIndex) ref(v quad.Value) (refs.Ref, error) {
	if a := ix.s.appender; a != nil && useAppender {
		if info, ok := a.nodes.get(refs.HashOf(v)); ok {
			return ckv.Int64Value(info.id), nil
		}
	}
	return ix.s.qs.ValueOf(v)
}

// holds reports whether the store has a node for v: through the kv
// appender's lookup where it writes (its node cache, then the tables'
// bloom filters: most articles of a load are new), else Cayley's.
func (ix *quoteIndex) holds(v quad.Value) (bool, error) {
	if a := ix.s.appender; a != nil && useAppender {
		return a.holds(v)
	}
	r, err := ix.s.qs.ValueOf(v)
	return r != nil, err
}

// holdsQuotation reports whether the store holds a quotation named name:
// through holds where the kv appender writes, else by reading its class
// (Cayley's SQL store names any value a node without a query, so its
// answer to holds is always yes).
func (ix *quoteIndex) holdsQuotation(name string) (bool, error) {
	if a := ix.s.appender; a != nil && useAppender {
		return a.holds(quad.IRI(name))
	}
	vs, err := ix.values(name, RDFType, 1)
	return len(vs) > 0, err
}

// values is Store.values through ref.
func (ix *quoteIndex) values(subject, pred string, max int) ([]quad.Value, error) {
	sref, err := ix.ref(quad.IRI(subject))
	if err != nil || sref == nil {
		return nil, err
	}
	pref, err := ix.ref(quad.IRI(pred))
	if err != nil || pref == nil {
		return nil, err
	}
	return ix.s.valuesOf(ix.ctx, sref, pref, max)
}

// subjectsWith is Store.subjectsWith through ref.
func (ix *quoteIndex) subjectsWith(pred string, object quad.Value) ([]string, error) {
	oref, err := ix.ref(object)
	if err != nil || oref == nil {
		return nil, err
	}
	pref, err := ix.ref(quad.IRI(pred))
	if err != nil || pref == nil {
		return nil, err
	}
	return ix.s.subjectsOf(ix.ctx, oref, pref)
}

// subjects are the statements on the key node k.
func (ix *quoteIndex) subjects(k quoteKey) ([]string, error) {
	if ids, ok := ix.keyed[k]; ok {
		return ids, nil
	}
	if ix.cache != nil {
		if ids, ok := ix.cache.keys.get(refs.HashOf(k.node)); ok {
			return ids, nil
		}
	}
	ids, err := ix.subjectsWith(k.pred, k.node)
	if err == nil && ix.cache != nil {
		ix.cache.keys.put(refs.HashOf(k.node), ids)
	}
	return ids, err
}

// knownQuotation is the stored quotation of a statement when the batch or
// the cache knows it without a read.
func (ix *quoteIndex) knownQuotation(id string) (string, bool) {
	if r := ix.reports[id]; r != nil {
		return r.quotation, true
	}
	if q, ok := ix.links[id]; ok {
		return q, true
	}
	if ix.cache != nil {
		if q, ok := ix.cache.links.get(id); ok {
			return q, true
		}
	}
	return "", false
}

// quotationOf is the stored quotation of a statement, or "".
func (ix *quoteIndex) quotationOf(id string) (string, error) {
	if q, ok := ix.knownQuotation(id); ok {
		return q, nil
	}
	vs, err := ix.values(id, InQuotation, 1)
	q := ""
	if len(vs) > 0 {
		q = plain(vs[0])
	}
	if err == nil {
		ix.links[id] = q
		if ix.cache != nil {
			ix.cache.links.put(id, q)
		}
	}
	return q, err
}

// wholeNode is the node standing for the stored quotation q in a batch that
// leaves all its reports in place: its speaker and key, marked as q's. A
// quotation of a store written before keys (named after its first report)
// stands as its first report, so that the batch renames it.
func (ix *quoteIndex) wholeNode(q string) (*report, error) {
	if w, ok := ix.whole[q]; ok {
		return w, nil
	}
	w := &report{whole: q}
	ks, err := ix.values(q, QuotationKey, 1)
	if err != nil {
		return nil, err
	}
	if len(ks) > 0 {
		k, ok := kg.ParseQuotationKey(plain(ks[0]))
		if !ok {
			return nil, fmt.Errorf("quotation %s: key %q", q, plain(ks[0]))
		}
		by, err := ix.values(q, WasAttributedTo, 1)
		if err != nil || len(by) == 0 {
			return nil, err
		}
		w.speaker, w.key = plain(by[0]), k
		if e, ok := ix.canon[w.speaker]; ok {
			w.speaker = e.ID
		}
	} else {
		vs, err := ix.values(q, FirstReport, 1)
		if err != nil || len(vs) == 0 {
			return nil, err
		}
		first, err := ix.stored(plain(vs[0]))
		if err != nil || first == nil {
			return nil, err
		}
		w.speaker, w.key = first.speaker, first.key
	}
	ix.whole[q] = w
	return w, nil
}

// stored reads a stored statement as a report, or nil when its article is
// one the batch replaces or it has no card.
func (ix *quoteIndex) stored(id string) (*report, error) {
	if r, ok := ix.reports[id]; ok {
		return r, nil
	}
	c, err := ix.card(id)
	if err != nil || c == nil || ix.rewritten[c.article] {
		ix.reports[id] = nil
		return nil, err
	}
	r := newReport(id, c.article, ix.speaker(c), c.content, c.start, c.sketch())
	r.stored = true
	if r.date = c.date; !c.dated {
		if r.date, err = ix.date(c.article); err != nil {
			return nil, err
		}
	}
	if r.quotation, err = ix.quotationOf(id); err != nil {
		return nil, err
	}
	ix.reports[id] = r
	return r, nil
}

// speaker is the speaker of a stored card, as the batch merges entities.
func (ix *quoteIndex) speaker(c *storedCard) string {
	if e, ok := ix.canon[c.speaker]; ok {
		return e.ID
	}
	return c.speaker
}

// card reads what a report of the stored statement id is made of, or nil
// when it has no card.
func (ix *quoteIndex) card(id string) (*storedCard, error) {
	if c, ok := ix.cards[id]; ok {
		return c, nil
	}
	c, err := ix.readCard(id)
	if err == nil {
		ix.cards[id] = c
	}
	return c, err
}

// readCard is card, from the cache or the store.
func (ix *quoteIndex) readCard(id string) (*storedCard, error) {
	if ix.cache != nil {
		if c, ok := ix.cache.cards.get(id); ok {
			return c, nil
		}
	}
	vs, err := ix.values(id, Card, 1)
	if err != nil || len(vs) == 0 {
		return nil, err
	}
	return ix.parseCard(id, plain(vs[0]))
}

// parseCard makes the storedCard of statement id from its card's text (nil
// when it is not one), reading its text when the card leaves it out.
func (ix *quoteIndex) parseCard(id, raw string) (*storedCard, error) {
	var c card
	if json.Unmarshal([]byte(raw), &c) != nil {
		return nil, nil
	}
	sc := &storedCard{article: c.Article, speaker: c.Speaker, content: c.Text, start: c.ContentSpan[0]}
	if a, ok := c.article(); ok {
		sc.date, sc.dated = dateKey(a.Date), true
	}
	if sc.content == "" {
		if t, err := ix.values(id, Text, 1); err != nil {
			return nil, err
		} else if len(t) > 0 {
			sc.content = plain(t[0])
		}
	}
	sc.quoted = len(kg.NewQuoteSketch(sc.content, c.Direct || len(c.Quotes) > 0).Bands) > 0
	if ix.cache != nil {
		ix.cache.cards.put(id, sc)
	}
	return sc, nil
}

// date is the dateKey of a stored article.
func (ix *quoteIndex) date(article string) (string, error) {
	if d, ok := ix.dates[article]; ok {
		return d, nil
	}
	if ix.cache != nil {
		if d, ok := ix.cache.dates.get(article); ok {
			ix.dates[article] = d
			return d, nil
		}
	}
	vs, err := ix.values(kg.ArticleIRI(article), DatePublished, 1)
	if err != nil {
		return "", err
	}
	d := ""
	if len(vs) > 0 {
		d = dateKey(plain(vs[0]))
	}
	ix.dates[article] = d
	return d, nil
}

// members returns the reports of the stored quotation q, but those of the
// articles the batch replaces.
func (ix *quoteIndex) members(q string) ([]*report, error) {
	ids, err := ix.subjectsWith(InQuotation, quad.IRI(q))
	if err != nil {
		return nil, err
	}
	sort.Strings(ids)
	var out []*report
	for _, id := range ids {
		r, err := ix.stored(id)
		if err != nil {
			return nil, err
		}
		if r != nil {
			out = append(out, r)
		}
	}
	return out, nil
}

// split adds the reports the stored quotation q keeps to u, joined by the
// pairs they make: without the reports it loses, it may fall apart.
func (ix *quoteIndex) split(q string, u *units) error {
	ms, err := ix.members(q)
	if err != nil {
		return err
	}
	for _, m := range ms {
		u.add(m)
	}
	for i, a := range ms {
		for _, b := range ms[i+1:] {
			if a.speaker == b.speaker && kg.Matches(a.sketch, b.sketch) {
				u.union(a, b)
			}
		}
	}
	return nil
}

// plan names each component of u after its speaker and the key of its
// fullest report and lists the quads that make the store say so: a
// quotation's graph holds its class, speaker and key, and the link of each
// report to it.
func (ix *quoteIndex) plan(u *units) (quotePlan, error) {
	var p quotePlan
	gone := map[string]bool{} // stored quotations whose graph may change
	for q := range ix.lost {
		gone[q] = true
	}
	want := map[quad.Quad]bool{}
	named := map[string]bool{} // the names this plan gives
	for _, comp := range u.components() {
		if len(comp) < 2 {
			if r := comp[0]; r.whole == "" {
				ix.named[r.id] = "" // a report alone is in no quotation: its old link, if any, is in a gone graph
			}
			continue
		}
		name, fresh, err := ix.name(comp, gone, named)
		if err != nil {
			return p, err
		}
		named[name] = true
		if fresh {
			for _, q := range quotationQuads(name, fullest(comp)) {
				want[q] = true
			}
		}
		for _, r := range comp {
			if err := ix.linkInto(want, r, name, gone); err != nil {
				return p, err
			}
		}
	}
	stale := map[quad.Quad]bool{}
	for q := range gone {
		err := ix.s.eachWith(ix.ctx, quad.Label, Normalize(quad.Quad{Label: quad.IRI(q)}).Label, func(qd quad.Quad) {
			stale[Normalize(qd)] = true
		})
		if err != nil {
			return p, err
		}
	}
	for q := range stale {
		if !want[q] {
			p.dels = append(p.dels, q)
		}
	}
	for q := range want {
		if !stale[q] {
			p.adds = append(p.adds, q)
		}
	}
	sortQuads(p.dels)
	sortQuads(p.adds)
	return p, nil
}

// fullest is the report of comp whose key names it: the fullest, and of
// those with one key, the earliest.
func fullest(comp []*report) *report {
	f := comp[0]
	for _, r := range comp[1:] {
		if r.key.Fuller(f.key) || r.key == f.key && (f.whole != "" || r.whole == "" && earlier(r, f)) {
			f = r
		}
	}
	return f
}

// name is the IRI of the quotation comp, and whether its graph is to be
// written (no stored quotation of that name is in comp). Two quotations
// of one speaker can have one key (the same number of words, the same
// first and last words, and too many words apart in the middle to match):
// the second one met is named after its fullest report's statement too,
// and keeps the name of a stored quotation it holds. Only then does a name
// depend on the order articles came in.
func (ix *quoteIndex) name(comp []*report, gone, named map[string]bool) (string, bool, error) {
	f := fullest(comp)
	name := kg.QuotationIRI(f.speaker, f.key)
	kept := "" // the smallest name of a stored quotation comp holds
	for _, r := range comp {
		if r.whole == name {
			return name, false, nil
		}
		if r.whole != "" && (kept == "" || r.whole < kept) {
			kept = r.whole
		}
	}
	taken := named[name]
	if !taken && !gone[name] {
		var err error
		if taken, err = ix.holdsQuotation(name); err != nil {
			return "", false, err
		}
	}
	switch {
	case !taken:
		return name, true, nil
	case kept != "":
		return kept, false, nil
	}
	return kg.QuotationIRI(f.speaker, kg.QuotationKey{Words: f.key.Words, Ends: f.key.Ends + " / " + f.id}), true, nil
}

// linkInto adds to want the links that put r, a report or a whole quotation's
// node, in the quotation name.
func (ix *quoteIndex) linkInto(want map[quad.Quad]bool, r *report, name string, gone map[string]bool) error {
	switch {
	case r.whole == name:
		return nil // its reports' links stand
	case r.whole != "":
		gone[r.whole] = true // renamed: each report moves
		ms, err := ix.members(r.whole)
		if err != nil {
			return err
		}
		for _, m := range ms {
			want[link(m.id, name)] = true
			ix.named[m.id] = name
		}
	case r.stored && r.quotation == name && !gone[name]:
		ix.named[r.id] = name // linked already
	default:
		want[link(r.id, name)] = true
		ix.named[r.id] = name
	}
	return nil
}

// link is the quad that says statement id reports quotation q.
func link(id, q string) quad.Quad {
	return Normalize(quad.Quad{Subject: quad.IRI(id), Predicate: quad.IRI(InQuotation), Object: quad.IRI(q), Label: quad.IRI(q)})
}

// quotationQuads are the quads of a quotation's own graph: its class,
// speaker and key.
func quotationQuads(name string, f *report) []quad.Quad {
	b := builder{}
	s := quad.IRI(name)
	b.global(s, RDFType, quad.IRI(ClassQuotation))
	if f.speaker != "" {
		b.global(s, WasAttributedTo, quad.IRI(f.speaker))
	}
	b.global(s, QuotationKey, quad.String(f.key.String()))
	return b.quads
}

func sortQuads(qs []quad.Quad) {
	sort.Slice(qs, func(i, j int) bool { return qs[i].String() < qs[j].String() })
}

// units is a union-find over reports.
type units struct {
	parent map[*report]*report
	order  []*report
}

func newUnits() *units { return &units{parent: map[*report]*report{}} }

func (u *units) add(r *report) {
	if _, ok := u.parent[r]; !ok {
		u.parent[r] = r
		u.order = append(u.order, r)
	}
}

func (u *units) find(r *report) *report {
	for u.parent[r] != r {
		u.parent[r] = u.parent[u.parent[r]]
		r = u.parent[r]
	}
	return r
}

func (u *units) union(a, b *report) {
	u.add(a)
	u.add(b)
	ra, rb := u.find(a), u.find(b)
	if ra != rb {
		u.parent[ra] = rb
	}
}

// components returns the sets of u, each in the order its reports joined.
func (u *units) components() [][]*report {
	idx := map[*report]int{}
	var out [][]*report
	for _, r := range u.order {
		root := u.find(r)
		i, ok := idx[root]
		if !ok {
			i = len(out)
			idx[root] = i
			out = append(out, nil)
		}
		out[i] = append(out[i], r)
	}
	return out
}
