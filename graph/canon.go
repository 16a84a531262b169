package graph

import (
	"context"
	"encoding/json"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
)

// One thing, one entity. Extraction resolves names within an article, so an
// organization that one article calls "the Pakistani Taliban", another "the
// TTP" and a third "Tehrik-e-Taliban Pakistan, or TTP" leaves three named
// entities. At write time the entities of a type that share a name key
// (kg.MatchKey of any of their names, as the questions' named() follows
// them) are merged into one canonical entity, the others' names becoming
// its aliases, so that the entity list, the page and the export carry one
// node. The canonical one is the best of the names met (canonicalBefore),
// not the first loaded: when a better one arrives, the stored entity it
// replaces is rewritten into it (mergeStored), and a reload changes
// nothing. On a corpus whose articles give a name different types (a
// person in one, an organization in another), which merges happen can
// still depend on the order the articles arrive.

// keyCache remembers, in a store one process owns (the embedded ones),
// which entities hold each name key it has looked up, so that a load asks
// the store once a key, not once an article. Any write through Cayley's
// writer (a merge, an edit, an import, the HTTP API) empties it; a shared
// store (PostgreSQL), which other loaders write, keeps none.
type keyCache struct {
	mu     sync.Mutex
	m      map[string][]string
	shared bool
}

func (c *keyCache) get(k string) ([]string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	o, ok := c.m[k]
	return o, ok
}

func (c *keyCache) put(k string, owners []string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.shared {
		return
	}
	if c.m == nil {
		c.m = map[string][]string{}
	}
	c.m[k] = owners
}

// add records that iri holds k, where k's owners are known.
func (c *keyCache) add(k, iri string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if o, ok := c.m[k]; ok && !slices.Contains(o, iri) {
		c.m[k] = append(o, iri)
	}
}

func (c *keyCache) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m = nil
}

// keyOwners returns the IRIs of the entities that hold the name key k.
func (s *Store) keyOwners(ctx context.Context, k string) ([]string, error) {
	if o, ok := s.keys.get(k); ok {
		return o, nil
	}
	var owners []string
	if err := s.Subjects(ctx, quad.String(k), Key, func(iri string) error {
		owners = append(owners, iri)
		return nil
	}); err != nil {
		return nil, err
	}
	s.keys.put(k, owners)
	return owners, nil
}

// keyOwnersOf is keyOwners of each of ks read at once on PostgreSQL
// (sqlSubjectsOf), where a load would otherwise ask the server once a key;
// elsewhere it reads nothing, and keyOwners asks its cache.
func (s *Store) keyOwnersOf(ctx context.Context, ks []string) (map[string][]string, error) {
	if s.backend != "postgres" || len(ks) == 0 {
		return nil, nil
	}
	qk := make([]quoteKey, len(ks))
	for i, k := range ks {
		qk[i] = quoteKey{Key, quad.String(k)}
	}
	got, err := s.sqlSubjectsOf(ctx, qk)
	if err != nil {
		return nil, err
	}
	out := make(map[string][]string, len(ks))
	for i, k := range ks {
		out[k] = got[qk[i]]
	}
	return out, nil
}

// noteKeys records the keys of the entities xs wrote (as canonicalize
// mapped them) in the key cache.
func (s *Store) noteKeys(xs []kg.Extraction) {
	for _, x := range xs {
		eachEntity(x, func(e kg.Entity) {
			for _, k := range entityKeys(e) {
				s.keys.add(k, e.ID)
			}
		})
	}
}

// canonMember is an entity of a merge: from the batch, from the store, or both.
type canonMember struct {
	e      kg.Entity // ID, Name, Type and Aliases (every name met, canonical one excluded)
	keys   []string
	stored bool
}

// mergeable reports whether entities of type t merge across articles: those
// with an IRI of their own (entity/SLUG); groups and unnamed sources are
// their article's.
func mergeable(e kg.Entity) bool {
	switch e.Type {
	case kg.Person, kg.Organization, kg.NewsOutlet:
		return e.ID != "" && !strings.Contains(strings.TrimPrefix(e.ID, kg.Base+"entity/"), "/")
	}
	return false
}

// canonicalBefore orders the candidates for the canonical entity: the
// fuller name first (more words, then more letters: "Tehrik-e-Taliban
// Pakistan" before "TTP"), then the smaller IRI.
func canonicalBefore(a, b kg.Entity) bool {
	wa, wb := len(strings.Fields(a.Name)), len(strings.Fields(b.Name))
	if wa != wb {
		return wa > wb
	}
	if len(a.Name) != len(b.Name) {
		return len(a.Name) > len(b.Name)
	}
	return a.ID < b.ID
}

// entityKeys are the name keys of e's names.
func entityKeys(e kg.Entity) []string {
	var out []string
	for _, n := range append([]string{e.Name}, e.Aliases...) {
		if k := kg.MatchKey(n); k != "" && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// canonicalize finds, for the entities of xs, the canonical entity of each
// (among themselves and the stored ones that share a key with them,
// transitively, of the same type), and returns xs with every reference
// mapped onto it, the map from each merged entity's IRI to its canonical
// entity (with every name of the merge), and which of them are stored.
func (s *Store) canonicalize(ctx context.Context, xs []kg.Extraction) ([]kg.Extraction, map[string]kg.Entity, map[string]bool, error) {
	members := map[string]*canonMember{}
	var queue []string
	add := func(e kg.Entity, stored bool) {
		m := members[e.ID]
		if m == nil {
			m = &canonMember{e: kg.Entity{ID: e.ID, Name: e.Name, Type: e.Type}}
			members[e.ID] = m
		}
		m.stored = m.stored || stored
		for _, n := range append([]string{e.Name}, e.Aliases...) {
			if n != "" && n != m.e.Name && !slices.Contains(m.e.Aliases, n) {
				m.e.Aliases = append(m.e.Aliases, n)
			}
		}
		for _, k := range entityKeys(e) {
			if !slices.Contains(m.keys, k) {
				m.keys = append(m.keys, k)
				queue = append(queue, k)
			}
		}
	}
	for _, x := range xs {
		eachEntity(x, func(e kg.Entity) {
			if mergeable(e) {
				add(e, false)
			}
		})
	}
	pre, err := s.keyOwnersOf(ctx, queue)
	if err != nil {
		return nil, nil, nil, err
	}
	byKey := map[string][]string{} // key -> member IRIs of one type each
	seen := map[string]bool{}
	for len(queue) > 0 {
		k := queue[0]
		queue = queue[1:]
		if seen[k] {
			continue
		}
		seen[k] = true
		owners, ok := pre[k]
		if !ok {
			if owners, err = s.keyOwners(ctx, k); err != nil {
				return nil, nil, nil, err
			}
		}
		for _, iri := range owners {
			if m := members[iri]; m != nil {
				// the batch's own entity, stored before, holds k in the store
				// (perhaps through a name this batch does not give it); no
				// other stored entity of its type shares a key with it (that
				// would have been merged when written), so its other stored
				// keys lead nowhere new
				m.stored = true
				if !slices.Contains(m.keys, k) {
					m.keys = append(m.keys, k)
				}
				continue
			}
			e, keys, err := s.storedEntity(ctx, iri)
			if err != nil {
				return nil, nil, nil, err
			}
			if !mergeable(e) {
				continue
			}
			add(e, true)
			for _, k2 := range keys {
				if !slices.Contains(members[iri].keys, k2) {
					members[iri].keys = append(members[iri].keys, k2)
					queue = append(queue, k2)
				}
			}
		}
	}
	for iri, m := range members {
		for _, k := range m.keys {
			if m.e.Type == kg.Person && !strings.Contains(k, " ") {
				continue // a surname alone ("Sharif") is many people's: people merge by full names
			}
			byKey[k] = append(byKey[k], iri)
		}
	}
	canon := components(members, byKey)
	if len(canon) == 0 {
		return xs, nil, nil, nil
	}
	stored := map[string]bool{}
	for iri, m := range members {
		stored[iri] = m.stored
	}
	out := make([]kg.Extraction, len(xs))
	for i, x := range xs {
		out[i] = mapEntities(x, canon)
	}
	return out, canon, stored, nil
}

// components groups members of one type that share a key and returns, for
// every member of a group of two or more, its canonical entity (itself
// included), with the names of the whole group.
func components(members map[string]*canonMember, byKey map[string][]string) map[string]kg.Entity {
	parent := map[string]string{}
	var find func(string) string
	find = func(x string) string {
		if p, ok := parent[x]; ok && p != x {
			r := find(p)
			parent[x] = r
			return r
		}
		return x
	}
	keys := make([]string, 0, len(byKey))
	for k := range byKey {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		iris := byKey[k]
		for _, a := range iris {
			for _, b := range iris {
				if a < b && members[a].e.Type == members[b].e.Type {
					if ra, rb := find(a), find(b); ra != rb {
						parent[ra] = rb
					}
				}
			}
		}
	}
	groups := map[string][]*canonMember{}
	for iri, m := range members {
		groups[find(iri)] = append(groups[find(iri)], m)
	}
	canon := map[string]kg.Entity{}
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		sort.Slice(g, func(i, j int) bool { return canonicalBefore(g[i].e, g[j].e) })
		best := kg.Entity{ID: g[0].e.ID, Name: g[0].e.Name, Type: g[0].e.Type}
		for _, m := range g {
			for _, n := range append([]string{m.e.Name}, m.e.Aliases...) {
				if n != best.Name && !slices.Contains(best.Aliases, n) {
					best.Aliases = append(best.Aliases, n)
				}
			}
		}
		sort.Strings(best.Aliases)
		for _, m := range g {
			canon[m.e.ID] = best
		}
	}
	return canon
}

// storedEntity reads an entity's type, names and keys from its graph.
func (s *Store) storedEntity(ctx context.Context, iri string) (kg.Entity, []string, error) {
	e := kg.Entity{ID: iri}
	classes, err := s.Objects(ctx, iri, RDFType)
	if err != nil {
		return e, nil, err
	}
	for _, c := range classes {
		if t, ok := TypeOf(plain(c)); ok {
			e.Type = t
		}
	}
	names, err := s.Objects(ctx, iri, Name)
	if err != nil {
		return e, nil, err
	}
	if len(names) > 0 {
		e.Name = plain(names[0])
	}
	alts, err := s.Objects(ctx, iri, AlternateName)
	if err != nil {
		return e, nil, err
	}
	for _, a := range alts {
		e.Aliases = append(e.Aliases, plain(a))
	}
	ks, err := s.Objects(ctx, iri, Key)
	if err != nil {
		return e, nil, err
	}
	var keys []string
	for _, k := range ks {
		keys = append(keys, plain(k))
	}
	return e, keys, nil
}

// publisherOf is the outlet entity of a's publisher, as Quads writes it
// (no ID when the article names none).
func publisherOf(a kg.Article) kg.Entity {
	if a.Publisher == "" {
		return kg.Entity{}
	}
	p := kg.Entity{Name: a.Publisher, Type: kg.NewsOutlet}
	p.ID = kg.EntityIRI(p.Type, p.Name, a.ID)
	return p
}

// eachEntity calls fn with every entity x refers to: its publisher, its
// entities, and its statements' speakers, affiliations and hops.
func eachEntity(x kg.Extraction, fn func(kg.Entity)) {
	if p := publisherOf(x.Article); p.ID != "" {
		fn(p)
	}
	for _, e := range x.Entities {
		fn(e)
		if e.Affiliation != nil {
			fn(*e.Affiliation)
		}
	}
	for _, st := range x.Statements {
		fn(st.Speaker)
		if st.Speaker.Affiliation != nil {
			fn(*st.Speaker.Affiliation)
		}
		for _, h := range st.Via {
			fn(h.Entity)
		}
	}
}

// mapEntities returns x with every entity of canon replaced by its canonical
// one (its role and affiliation, the article's, kept), the entity list
// without repeats.
func mapEntities(x kg.Extraction, canon map[string]kg.Entity) kg.Extraction {
	to := func(e kg.Entity) kg.Entity {
		c, ok := canon[e.ID]
		if !ok {
			return e
		}
		c.Role, c.Affiliation = e.Role, e.Affiliation
		return c
	}
	var aff func(e kg.Entity) kg.Entity
	aff = func(e kg.Entity) kg.Entity {
		e = to(e)
		if e.Affiliation != nil {
			a := aff(*e.Affiliation)
			e.Affiliation = &a
		}
		return e
	}
	y := x
	if c, ok := canon[publisherOf(x.Article).ID]; ok && x.Article.Publisher != "" {
		y.Article.Publisher = c.Name // Quads mints the publisher's IRI from its name: the canonical one's
	}
	y.Statements = make([]kg.Statement, len(x.Statements))
	for i, st := range x.Statements {
		st.Speaker = aff(st.Speaker)
		st.Via = append([]kg.Hop(nil), st.Via...)
		for j := range st.Via {
			st.Via[j].Entity = aff(st.Via[j].Entity)
		}
		y.Statements[i] = st
	}
	y.Entities = nil
	seen := map[string]bool{}
	for _, e := range x.Entities {
		e = aff(e)
		if !seen[e.ID] {
			seen[e.ID] = true
			y.Entities = append(y.Entities, e)
		}
	}
	return y
}

// mergeStored adds to ws the rewrite of the stored entities merged into
// another (canon: entity IRI -> its canonical entity; stored: the stored
// ones). Every quad of a merged entity's own graph goes (the canonical
// one's graph gets its names as aliases, written with the batch); every
// quad that names it as subject or object in an article's graph names the
// canonical entity instead; the cards of the statements it touches are
// rewritten with the canonical IRI, name and type. Articles the batch
// writes anew (writing) are left to it; adds holds the quads ws adds.
func (s *Store) mergeStored(ctx context.Context, ws *writeSet, canon map[string]kg.Entity, stored map[string]bool, writing map[quad.Value]bool, adds, deleted map[quad.Quad]bool) error {
	mapped := func(v quad.Value) quad.Value {
		if iri, ok := v.(quad.IRI); ok {
			if c, ok := canon[string(iri)]; ok && c.ID != string(iri) && stored[string(iri)] {
				return quad.IRI(c.ID)
			}
		}
		return v
	}
	var froms []string
	for iri, c := range canon {
		if c.ID != iri && stored[iri] {
			froms = append(froms, iri)
		}
	}
	sort.Strings(froms)
	cards := map[string]quad.Value{} // statement IRI -> its article's label
	for _, from := range froms {
		for _, d := range []quad.Direction{quad.Subject, quad.Object} {
			var found []quad.Quad
			if err := s.eachWith(ctx, d, quad.IRI(from), func(q quad.Quad) { found = append(found, Normalize(q)) }); err != nil {
				return err
			}
			for _, q := range found {
				if writing[q.Label] || deleted[q] {
					continue
				}
				deleted[q] = true
				ws.dels = append(ws.dels, q)
				if _, own := canon[plain(q.Label)]; own && q.Label == q.Subject {
					continue // a merged entity's own graph: its names become aliases
				}
				n := q
				n.Subject, n.Object = mapped(q.Subject), mapped(q.Object)
				if err := s.addOnce(ws, adds, n); err != nil {
					return err
				}
				switch plain(q.Predicate) {
				case WasAttributedTo:
					cards[plain(q.Subject)] = q.Label
					if err := s.moveTally(ws, q, n.Object, adds, deleted); err != nil {
						return err
					}
				case SpeakerAffiliation:
					cards[plain(q.Subject)] = q.Label
				case Through:
					if err := s.Subjects(ctx, q.Subject, Via, func(stmt string) error {
						cards[stmt] = q.Label
						return nil
					}); err != nil {
						return err
					}
				}
			}
		}
	}
	for stmt, label := range cards {
		if err := s.rewriteCard(ctx, ws, stmt, label, canon, stored, adds, deleted); err != nil {
			return err
		}
	}
	return nil
}

// moveTally moves the tally quad of the statement q attributes to a merged
// entity to the tally node of the entity it merges into, to.
func (s *Store) moveTally(ws *writeSet, q quad.Quad, to quad.Value, adds, deleted map[quad.Quad]bool) error {
	old := Normalize(quad.Quad{Subject: q.Subject, Predicate: quad.IRI(Tally), Object: quad.IRI(TallyIRI(plain(q.Object))), Label: q.Label})
	if held, err := s.has(old); err != nil || !held || deleted[old] {
		return err // (a statement written before kg kept tallies has none)
	}
	deleted[old] = true
	ws.dels = append(ws.dels, old)
	n := old
	n.Object = quad.IRI(TallyIRI(plain(to)))
	return s.addOnce(ws, adds, Normalize(n))
}

// addOnce adds q to ws unless ws or the store has it.
func (s *Store) addOnce(ws *writeSet, adds map[quad.Quad]bool, q quad.Quad) error {
	if adds[q] {
		return nil
	}
	ok, err := s.has(q)
	if err != nil || ok {
		return err
	}
	adds[q] = true
	ws.adds = append(ws.adds, q)
	return nil
}

// rewriteCard replaces the card of stmt with one that names the canonical
// entities where it named the stored ones merged into them.
func (s *Store) rewriteCard(ctx context.Context, ws *writeSet, stmt string, label quad.Value, canon map[string]kg.Entity, stored map[string]bool, adds, deleted map[quad.Quad]bool) error {
	vals, err := s.Objects(ctx, stmt, Card)
	if err != nil {
		return err
	}
	to := func(iri string) (kg.Entity, bool) {
		c, ok := canon[iri]
		return c, ok && c.ID != iri && stored[iri]
	}
	for _, v := range vals {
		var c card
		if err := json.Unmarshal([]byte(plain(v)), &c); err != nil {
			continue // not a card of ours: left as it is
		}
		if e, ok := to(c.Speaker); ok {
			c.Speaker, c.SpeakerName, c.SpeakerType = e.ID, e.Name, e.Type
		}
		if e, ok := to(c.Affiliation); ok {
			c.Affiliation, c.AffiliationName, c.AffiliationType = e.ID, e.Name, e.Type
		}
		for i := range c.Via {
			if e, ok := to(c.Via[i].Through); ok {
				c.Via[i].Through, c.Via[i].Name, c.Via[i].Type = e.ID, e.Name, e.Type
			}
		}
		b, err := json.Marshal(c)
		if err != nil {
			return err
		}
		old := Normalize(quad.Quad{Subject: quad.IRI(stmt), Predicate: quad.IRI(Card), Object: v, Label: label})
		n := Normalize(quad.Quad{Subject: old.Subject, Predicate: old.Predicate, Object: quad.TypedString{Value: quad.String(b), Type: RDFJSON}, Label: label})
		if n == old || deleted[old] {
			continue
		}
		deleted[old] = true
		ws.dels = append(ws.dels, old)
		if err := s.addOnce(ws, adds, n); err != nil {
			return err
		}
	}
	return nil
}
