package graph

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/cayleygraph/cayley/graph/refs"
	"github.com/cayleygraph/cayley/query/shape"
	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
)

// Questions run their Gizmo programs (package queries) to find statements;
// this file turns each statement found back into a whole kg.Statement, read
// quad by quad from its node, so every output format (table, the kg extract
// JSON, N-Quads, Graphviz) shows the same answer.

// node is the quads of one subject, grouped by predicate.
type node map[string][]quad.Quad

func (n node) first(pred string, label quad.Value) quad.Value {
	var any quad.Value
	for _, q := range n[pred] {
		if label == nil || q.Label == label {
			return q.Object
		}
		if any == nil {
			any = q.Object
		}
	}
	return any
}

func (n node) str(pred string, label quad.Value) string {
	if v := n.first(pred, label); v != nil {
		return plain(v)
	}
	return ""
}

func (n node) int(pred string, label quad.Value) int {
	i, _ := strconv.Atoi(n.str(pred, label))
	return i
}

// read returns the quads whose subject is iri.
func (s *Store) read(ctx context.Context, iri string) (node, []quad.Quad, error) {
	n := node{}
	var all []quad.Quad
	err := s.eachWith(ctx, quad.Subject, quad.IRI(iri), func(q quad.Quad) {
		q = Normalize(q)
		p := plain(q.Predicate)
		n[p] = append(n[p], q)
		all = append(all, q)
	})
	return n, all, err
}

// ErrNoStatement is returned for a statement IRI the store does not hold.
var ErrNoStatement = errors.New("no such statement in the store")

// TrimIRI turns "<iri>", as Gizmo results write IRIs, into "iri".
func TrimIRI(s string) string { return strings.TrimSuffix(strings.TrimPrefix(s, "<"), ">") }

// Statement reads the statement with IRI id back from the store. The speaker's
// role and affiliation are the ones its own article gives, since one person
// can be "spokesman" in one article and "commander" in another.
func (s *Store) Statement(ctx context.Context, id string) (kg.Statement, error) {
	st, _, err := s.statement(ctx, TrimIRI(id), false, newEntityCache())
	return st, err
}

// Statements reads the statements with the given IRIs, in their order. They
// are read in parallel (the stores serve concurrent readers), and each entity
// once however many of them name it.
func (s *Store) Statements(ctx context.Context, ids []string) ([]kg.Statement, error) {
	if s.backend == "postgres" {
		return s.sqlStatements(ctx, ids)
	}
	out := make([]kg.Statement, len(ids))
	ents := newEntityCache()
	err := inParallel(len(ids), func(i int) (err error) {
		out[i], _, err = s.statement(ctx, TrimIRI(ids[i]), false, ents)
		return err
	})
	return out, err
}

// inParallel calls fn(0) to fn(n-1) on two goroutines a core: a question's
// reads are point lookups, which pebble serves side by side.
func inParallel(n int, fn func(i int) error) error {
	errs := make([]error, n)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < min(n, 2*runtime.GOMAXPROCS(0)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				errs[i] = fn(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	return errors.Join(errs...)
}

// entityCache holds the entities read while answering one question: a page
// of a speaker's statements names that speaker a hundred times. It lives no
// longer than the question, so it never serves aliases another writer has
// added since.
type entityCache struct {
	mu      sync.Mutex
	m       map[string]kg.Entity
	aliases map[string][]string
}

func newEntityCache() *entityCache {
	return &entityCache{m: map[string]kg.Entity{}, aliases: map[string][]string{}}
}

func (s *Store) cachedEntity(ctx context.Context, c *entityCache, iri string) (kg.Entity, error) {
	c.mu.Lock()
	e, ok := c.m[iri]
	c.mu.Unlock()
	if ok {
		return e, nil
	}
	e, _, err := s.entity(ctx, iri, false)
	if err != nil {
		return e, err
	}
	c.mu.Lock()
	c.m[iri] = e
	c.mu.Unlock()
	return e, nil
}

// cachedAliases returns the aliases of the entity iri, sorted, read once per
// question.
func (s *Store) cachedAliases(ctx context.Context, c *entityCache, iri string) ([]string, error) {
	c.mu.Lock()
	a, ok := c.aliases[iri]
	c.mu.Unlock()
	if ok {
		return a, nil
	}
	vs, err := s.values(ctx, iri, AlternateName, 0)
	if err != nil {
		return nil, err
	}
	for _, v := range vs {
		a = append(a, plain(v))
	}
	sort.Strings(a)
	c.mu.Lock()
	c.aliases[iri] = a
	c.mu.Unlock()
	return a, nil
}

// fromCard reads the statement id through its card (see card.go); ok is false
// when it has none.
func (s *Store) fromCard(ctx context.Context, id string, ents *entityCache) (st kg.Statement, ok bool, err error) {
	st, c, err := s.cardOf(ctx, id, ents)
	return st, c != nil, err
}

// cardOf is fromCard that also returns the card, nil when there is none.
func (s *Store) cardOf(ctx context.Context, id string, ents *entityCache) (st kg.Statement, _ *card, err error) {
	sref, err := s.qs.ValueOf(quad.IRI(id))
	if err != nil || sref == nil {
		return st, nil, err
	}
	cref, err := s.qs.ValueOf(quad.IRI(Card))
	if err != nil || cref == nil {
		return st, nil, err
	}
	return s.cardAt(ctx, sref, cref, id, ents)
}

// cardAt is cardOf for the statement id whose node is sref, cref the node
// of kg:card: a caller that walked to the statement has its node already,
// and looking the IRI up again is a read of its own (in a kv store, of a
// key placed by hash).
func (s *Store) cardAt(ctx context.Context, sref, cref refs.Ref, id string, ents *entityCache) (st kg.Statement, _ *card, err error) {
	vs, err := s.valuesOf(ctx, sref, cref, 1)
	if err != nil || len(vs) == 0 {
		return st, nil, err
	}
	return s.fromCardText(ctx, id, []byte(plain(vs[0])), ents)
}

// fromCardText is the statement id as its card, the JSON text, gives it,
// its entities filled in; the card is nil when text is not one kg wrote.
//
// text may also be a value of the kgreports bucket (a packed card,
// cardpack.go).
func (s *Store) fromCardText(ctx context.Context, id string, text []byte, ents *entityCache) (st kg.Statement, _ *card, err error) {
	c, ok := decodeCard(text)
	if !ok {
		return st, nil, nil // not a card kg wrote: read the quads
	}
	st, err = s.cardStatement(ctx, id, &c, ents)
	if err != nil {
		return st, nil, err
	}
	return st, &c, nil
}

// cardStatement is the statement id as its card c gives it, its entities
// filled in.
func (s *Store) cardStatement(ctx context.Context, id string, c *card, ents *entityCache) (st kg.Statement, err error) {
	content := c.Text
	if content == "" { // an older card, without the content
		text, err := s.values(ctx, id, Text, 1)
		if err != nil {
			return st, err
		}
		if len(text) > 0 {
			content = plain(text[0])
		}
	}
	st = c.statement(id, content)
	fill := func(e *kg.Entity) error {
		if e.ID == "" {
			return nil
		}
		if e.Name != "" && e.Type != "" { // the card names it: only the aliases grow
			aliases, err := s.cachedAliases(ctx, ents, e.ID)
			e.Aliases = aliases
			return err
		}
		full, err := s.cachedEntity(ctx, ents, e.ID)
		if err != nil {
			return err
		}
		role, aff := e.Role, e.Affiliation
		*e = full
		e.Role, e.Affiliation = role, aff
		return nil
	}
	if err := fill(&st.Speaker); err != nil {
		return st, err
	}
	if st.Speaker.Affiliation != nil {
		if err := fill(st.Speaker.Affiliation); err != nil {
			return st, err
		}
	}
	for i := range st.Via {
		if err := fill(&st.Via[i].Entity); err != nil {
			return st, err
		}
	}
	return st, nil
}

// quotationOf is the quotation the statement id reports, or "".
func (s *Store) quotationOf(ctx context.Context, id string) (string, error) {
	vs, err := s.values(ctx, id, InQuotation, 1)
	if err != nil || len(vs) == 0 {
		return "", err
	}
	return plain(vs[0]), nil
}

// Support returns the quads that support the statement with IRI id: the
// statement's and its hops', the article's identifier, and the names and
// types of its speaker, the speaker's affiliation and the outlets.
func (s *Store) Support(ctx context.Context, id string) ([]quad.Quad, error) {
	_, qs, err := s.statement(ctx, TrimIRI(id), true, newEntityCache())
	return qs, err
}

func (s *Store) statement(ctx context.Context, id string, support bool, ents *entityCache) (kg.Statement, []quad.Quad, error) {
	if !support {
		st, ok, err := s.fromCard(ctx, id, ents)
		if ok && err == nil {
			st.Quotation, err = s.quotationOf(ctx, id)
		}
		if ok || err != nil {
			return st, nil, err
		}
	}
	n, quads, err := s.read(ctx, id)
	if err != nil {
		return kg.Statement{}, nil, err
	}
	if len(n) == 0 {
		return kg.Statement{}, nil, fmt.Errorf("%w: %s", ErrNoStatement, id)
	}
	label := n.first(WasDerivedFrom, nil) // the article: its IRI is its graph's label
	st := kg.Statement{
		ID:          id,
		Kind:        kg.Speech,
		Content:     n.str(Text, label),
		Cue:         n.str(Cue, label),
		Direct:      n.str(Direct, label) == "true",
		Mention:     n.str(Mention, label),
		Medium:      n.str(Medium, label),
		Quotes:      kg.ParseSpans(n.str(QuotedParts, label)),
		Sentence:    n.int(Sentence, label),
		ContentSpan: kg.Span{Start: n.int(ContentStart, label), End: n.int(ContentEnd, label)},
		CueSpan:     kg.Span{Start: n.int(CueStart, label), End: n.int(CueEnd, label)},
		MentionSpan: kg.Span{Start: n.int(MentionStart, label), End: n.int(MentionEnd, label)},
	}
	st.Kind = KindOf(n.str(StatementOf, label))
	if c := n.first(Continues, label); c != nil {
		st.Continues = plain(c)
	}
	if label != nil {
		ids, err := s.values(ctx, plain(label), Identifier, 1)
		if err != nil {
			return st, nil, err
		}
		if len(ids) > 0 {
			st.Article = plain(ids[0])
		}
		if support {
			for _, id := range ids {
				quads = append(quads, quad.Quad{Subject: label, Predicate: quad.IRI(Identifier), Object: id, Label: label})
			}
		}
	}
	if sp := n.first(WasAttributedTo, label); sp != nil {
		e, eq, err := s.entity(ctx, plain(sp), support)
		if err != nil {
			return st, nil, err
		}
		e.Role = n.str(SpeakerRole, label)
		if a := n.first(SpeakerAffiliation, label); a != nil {
			aff, aq, err := s.entity(ctx, plain(a), support)
			if err != nil {
				return st, nil, err
			}
			e.Affiliation = &aff
			quads = append(quads, aq...)
		}
		st.Speaker = e
		quads = append(quads, eq...)
	}
	type hop struct {
		i int
		h kg.Hop
	}
	var hops []hop
	for _, q := range n[Via] {
		if q.Label != label {
			continue
		}
		hn, hq, err := s.read(ctx, plain(q.Object))
		if err != nil {
			return st, nil, err
		}
		quads = append(quads, hq...)
		h := kg.Hop{Cue: hn.str(Cue, label)}
		if t := hn.first(Through, label); t != nil {
			e, eq, err := s.entity(ctx, plain(t), support)
			if err != nil {
				return st, nil, err
			}
			h.Entity = e
			quads = append(quads, eq...)
		}
		hops = append(hops, hop{hn.int(HopIndex, label), h})
	}
	sort.Slice(hops, func(i, j int) bool { return hops[i].i < hops[j].i })
	for _, h := range hops {
		st.Via = append(st.Via, h.h)
	}
	if !support {
		quads = nil
	}
	for i := range quads {
		quads[i] = Normalize(quads[i])
	}
	st.Quotation, err = s.quotationOf(ctx, id)
	return st, quads, err
}

// entity reads what an entity is: its name, type and aliases (the quads of
// its own graph), and with support those quads.
func (s *Store) entity(ctx context.Context, iri string, support bool) (kg.Entity, []quad.Quad, error) {
	e := kg.Entity{ID: iri, Type: kg.Unknown}
	var quads []quad.Quad
	for _, p := range []string{Name, RDFType, AlternateName} {
		max := 1
		if p == AlternateName {
			max = 0
		}
		vs, err := s.values(ctx, iri, p, max)
		if err != nil {
			return e, nil, err
		}
		for _, v := range vs {
			switch p {
			case Name:
				e.Name = plain(v)
			case RDFType:
				if t, ok := TypeOf(plain(v)); ok {
					e.Type = t
				}
			case AlternateName:
				e.Aliases = append(e.Aliases, plain(v))
			}
			if support {
				quads = append(quads, quad.Quad{Subject: quad.IRI(iri), Predicate: quad.IRI(p), Object: v, Label: quad.IRI(iri)})
			}
		}
	}
	sort.Strings(e.Aliases)
	return e, quads, nil
}

// HasKey reports whether some entity is known by a name with this kg.MatchKey.
// It stops at the first: a key such as "local farmers", an unnamed group
// of each of thousands of articles, has thousands of owners.
func (s *Store) HasKey(ctx context.Context, key string) (bool, error) {
	found := false
	err := s.Subjects(ctx, quad.String(key), Key, func(string) error {
		found = true
		return ErrStop
	})
	return found, err
}

// NameLookup is what a store holds near a name that no entity has as given.
type NameLookup struct {
	Holding     map[string][]string // entity IRI: its names (canonical or alias) holding every word of the name as a whole word
	Suggestions []string            // names sharing a word with it, or one or two edits from it
}

// LookUpName finds the entities whose names hold every word of name
// ("Khurasani" in "Muhammad Khurasani") and up to max names close to it,
// from one read of every entity name: a question about a name no key
// matches asks for both, and on PostgreSQL the read is most of its time.
func (s *Store) LookUpName(ctx context.Context, name string, max int) (NameLookup, error) {
	want := strings.Fields(kg.MatchKey(name))
	out := NameLookup{Holding: map[string][]string{}}
	if len(want) == 0 {
		return out, nil
	}
	if s.backend == "postgres" {
		return s.sqlLookUpName(ctx, want, max)
	}
	if s.kv != nil {
		if ok, err := s.namesIndexed(ctx); err != nil {
			return out, err
		} else if ok {
			return s.kvLookUpName(ctx, want, max)
		}
	}
	sg := suggester{want: want, seen: map[string]bool{}}
	err := s.eachName(ctx, func(id, n string) {
		if sg.weigh(n, max) && !slices.Contains(out.Holding[id], n) {
			out.Holding[id] = append(out.Holding[id], n)
		}
	})
	out.sort()
	out.Suggestions = sg.best(max)
	return out, err
}

// holdsAll reports whether the words have hold every word of want.
func holdsAll(have, want []string) bool {
	for _, w := range want {
		if !slices.Contains(have, w) {
			return false
		}
	}
	return true
}

// sort puts each entity's matching names in order, whatever order the
// store read them in.
func (l NameLookup) sort() {
	for _, ns := range l.Holding {
		slices.Sort(ns)
	}
}

// eachName calls fn with every entity and each of its names and aliases
// (schema:name, schema:alternateName): on PostgreSQL in one SQL statement,
// where Cayley's walk asks the server for each name's node.
func (s *Store) eachName(ctx context.Context, fn func(entity, name string)) error {
	if s.backend == "postgres" {
		return s.sqlNames(ctx, fn)
	}
	if s.kv != nil && s.kvSP {
		return s.kvNames(ctx, func(e string, v quad.Value) { fn(e, plain(v)) })
	}
	for _, p := range []string{Name, AlternateName} {
		err := s.eachWith(ctx, quad.Predicate, quad.IRI(p), func(q quad.Quad) { fn(plain(q.Subject), plain(q.Object)) })
		if err != nil {
			return err
		}
	}
	return nil
}

// kvNames is eachName on the kv stores, which index no predicate first:
// Cayley would walk every quad of the store for the names (at 100,000
// articles over ten minutes), where the entities of each type are one range
// of the object-predicate-subject index and their names one key each.
func (s *Store) kvNames(ctx context.Context, fn func(entity string, name quad.Value)) error {
	for _, t := range kg.EntityTypes {
		var ents []string
		err := s.Subjects(ctx, quad.IRI(ClassOf(t)), RDFType, func(e string) error {
			ents = append(ents, e)
			return ctx.Err()
		})
		if err != nil {
			return err
		}
		names := make([][]quad.Value, len(ents))
		err = inParallel(len(ents), func(i int) error {
			for _, p := range []string{Name, AlternateName} {
				vs, err := s.values(ctx, ents[i], p, 0)
				if err != nil {
					return err
				}
				names[i] = append(names[i], vs...)
			}
			return ctx.Err()
		})
		if err != nil {
			return err
		}
		for i, e := range ents {
			for _, v := range names[i] {
				fn(e, v)
			}
		}
	}
	return nil
}

// suggester scores names against the words of a name asked for: 3 for each
// word they share, 1 for each of their words one or two edits from one of
// its longer words.
type suggester struct {
	want  []string
	seen  map[string]bool
	cands []suggestion
}

type suggestion struct {
	name  string
	score int
}

// weigh scores the name n for suggestions (when max > 0) and reports
// whether it holds every word asked for: what each way of reading the
// names asks of each name.
func (sg *suggester) weigh(n string, max int) bool {
	have := strings.Fields(kg.MatchKey(n))
	if max > 0 {
		sg.score(n, have)
	}
	return holdsAll(have, sg.want)
}

// score weighs the name n, whose match key's words are have, once.
func (sg *suggester) score(n string, have []string) {
	if sg.seen[n] {
		return
	}
	sg.seen[n] = true
	score := 0
	for _, w := range sg.want {
		for _, h := range have {
			switch {
			case w == h:
				score += 3
			case len(w) > 3 && editDistance(w, h) <= 2:
				score++
			}
		}
	}
	if score > 0 {
		sg.cands = append(sg.cands, suggestion{n, score})
	}
}

// best is up to max of the names scored, highest first, then by name.
func (sg *suggester) best(max int) []string {
	sort.Slice(sg.cands, func(i, j int) bool {
		if sg.cands[i].score != sg.cands[j].score {
			return sg.cands[i].score > sg.cands[j].score
		}
		return sg.cands[i].name < sg.cands[j].name
	})
	var out []string
	for _, c := range sg.cands {
		if len(out) == max {
			break
		}
		out = append(out, c.name)
	}
	return out
}

// bestHeld is best for names some of which may be stale: up to max of the
// names scored for which held is true, highest first, then by name.
func (sg *suggester) bestHeld(max int, held func(name string) (bool, error)) ([]string, error) {
	var out []string
	for _, n := range sg.best(len(sg.cands)) {
		if len(out) == max {
			break
		}
		if ok, err := held(n); err != nil {
			return nil, err
		} else if ok {
			out = append(out, n)
		}
	}
	return out, nil
}

// editDistance is the Levenshtein distance of a and b, in bytes.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// values returns the objects of the quads with subject s and predicate p, in
// any graph, through the store's subject-predicate index: a famous entity's
// name without reading the thousands of quads that point at it.
func (s *Store) values(ctx context.Context, subject, pred string, max int) ([]quad.Value, error) {
	sref, pref, err := s.nodeAndPred(quad.IRI(subject), pred)
	if err != nil || sref == nil {
		return nil, err
	}
	return s.valuesOf(ctx, sref, pref, max)
}

// valuesOf is values for node refs: on the kv stores one key of the
// subject-predicate index (kvvalues.go), elsewhere Cayley's quad filter.
func (s *Store) valuesOf(ctx context.Context, sref, pref refs.Ref, max int) ([]quad.Value, error) {
	if s.kvSP && s.kv != nil {
		return s.kvValues(ctx, nodeID(sref), nodeID(pref), max)
	}
	sh := shape.QuadsAction{Result: quad.Object, Filter: map[quad.Direction]refs.Ref{quad.Subject: sref, quad.Predicate: pref}}
	it := shape.BuildIterator(ctx, s.qs, sh).Iterate()
	defer it.Close()
	var out []quad.Value
	for it.Next(ctx) && (max <= 0 || len(out) < max) {
		v, err := s.qs.NameOf(it.Result())
		if err != nil {
			return nil, err
		}
		out = append(out, Normalize(quad.Quad{Object: v}).Object)
	}
	return out, it.Err()
}

// has reports whether the store holds q, in q's graph: the labels of the
// quads with q's subject, predicate and object, through the
// object-predicate-subject index.
func (s *Store) has(q quad.Quad) (bool, error) {
	ctx := context.Background()
	filter := map[quad.Direction]refs.Ref{}
	for _, d := range []quad.Direction{quad.Subject, quad.Predicate, quad.Object} {
		ref, err := s.qs.ValueOf(q.Get(d))
		if err != nil || ref == nil {
			return false, err
		}
		filter[d] = ref
	}
	it := shape.BuildIterator(ctx, s.qs, shape.QuadsAction{Result: quad.Label, Filter: filter}).Iterate()
	defer it.Close()
	for it.Next(ctx) {
		l, err := s.qs.NameOf(it.Result())
		if err != nil {
			return false, err
		}
		if l == q.Label || l != nil && q.Label != nil && Normalize(quad.Quad{Label: l}).Label == q.Label {
			return true, nil
		}
	}
	return false, it.Err()
}

// plain is a value's text without N-Quads markup: an IRI without <>, a
// string without quotes. (quad.StringOf gives the N-Quads form.)
func plain(v quad.Value) string {
	switch x := v.(type) {
	case nil:
		return ""
	case quad.IRI:
		return string(x)
	case quad.String:
		return string(x)
	case quad.TypedString:
		return string(x.Value)
	case quad.LangString:
		return string(x.Value)
	case quad.BNode:
		return x.String()
	}
	return fmt.Sprint(quad.NativeOf(v))
}

// Entity reads what the entity with IRI iri is: name, type, aliases.
func (s *Store) Entity(ctx context.Context, iri string) (kg.Entity, error) {
	e, _, err := s.entity(ctx, TrimIRI(iri), false)
	return e, err
}

// ErrNoArticle is returned for an article id the store does not hold.
var ErrNoArticle = errors.New("no such article in the store")

// Article reads the article with the given id back (its text, title, date,
// URL and publisher's name), and the IRIs of the statements it holds.
// withText false leaves the text out, for a list of articles.
func (s *Store) Article(ctx context.Context, id string, withText bool) (kg.Article, []string, error) {
	a, err := s.article(ctx, id, withText, newEntityCache())
	if err != nil {
		return a, nil, err
	}
	var ids []string
	err = s.Subjects(ctx, quad.IRI(kg.ArticleIRI(id)), WasDerivedFrom, func(stmt string) error {
		ids = append(ids, stmt)
		return nil
	})
	return a, ids, err
}

// article reads an article's own facts, its publisher's name through ents
// (a quotation's reports name a few outlets many times).
func (s *Store) article(ctx context.Context, id string, withText bool, ents *entityCache) (kg.Article, error) {
	iri := kg.ArticleIRI(id)
	// Each fact by its own lookup: the article's node has its text, which
	// a quotation's many articles need not read.
	one := func(pred string) (quad.Value, error) {
		vs, err := s.values(ctx, iri, pred, 1)
		if err != nil || len(vs) == 0 {
			return nil, err
		}
		return vs[0], nil
	}
	a := kg.Article{ID: id}
	preds := []string{Headline, DatePublished, URL}
	fields := []*string{&a.Title, &a.Date, &a.URL}
	if withText {
		preds, fields = append(preds, Text), append(fields, &a.Text)
	}
	for i, p := range preds {
		v, err := one(p)
		if err != nil {
			return a, err
		}
		if v != nil {
			*fields[i] = plain(v)
		}
	}
	p, err := one(Publisher)
	if err != nil {
		return a, err
	}
	if p == nil && a.Title == "" && a.Date == "" && a.URL == "" {
		// Nothing said of it: an article the store holds is typed so.
		if typ, err := one(RDFType); err != nil || typ == nil {
			return a, errors.Join(err, fmt.Errorf("%w: %s", ErrNoArticle, id))
		}
	}
	if p != nil {
		if e, err := s.cachedEntity(ctx, ents, plain(p)); err == nil {
			a.Publisher = e.Name
		}
	}
	return a, nil
}
