package graph

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
)

// Statements per entity, kept rather than counted. Each statement names its
// speaker's tally node (<statement> kg:tally <entity#statements>), which
// nothing else names, so the node's reference count, kept by every backend
// (counts.go), is the number of statements attributed to the entity: one
// read, however many statements it made.
//
// The entity list is in count order, and a page of it is found without
// reading every entity: each entity is linked, in its own graph, to the
// count nodes of its type it has reached (<entity> kg:atLeast
// <count/Person/1>, <count/Person/2>, <count/Person/3>, ... up to its
// count: every count up to 16, then the powers of two; an entity of two
// types is linked under each), and keepTallies keeps those links right in
// the transaction that changes the count or adds a type. The members of
// count/T/c are every entity of type T with at least c statements, and the
// reference count of count/T/c says how many they are; so a page of the
// first n entities of T is among the members of the largest count/T/c that
// has n of them, and no other entity can push into it (EntitiesByCount).
// Count nodes are typed, and every small count has its own, because a type
// can have few talkative members: at 100,000 articles, 298,892 groups (each
// article's own "local farmers") have a statement, 19,351 two or more, 34
// four or more; a page of groups reads those with three, not every group
// with two or three, nor every entity of any type with as many.
//
// TestCountsAgreeWithARecount holds the kept counts and links equal to a
// recount (RecountTallies, `kg stats --recount`) after loads with merges,
// reloads, edits and imports.

// TallyIRI is the tally node of an entity: the object of its statements'
// kg:tally quads.
func TallyIRI(entity string) string { return entity + "#statements" }

// CountIRI is the node of the entities of type t with at least n
// statements (n a count step, nextCount): the object of their kg:atLeast
// quads.
func CountIRI(t kg.EntityType, n int) string {
	return kg.Base + "count/" + string(t) + "/" + strconv.Itoa(n)
}

// untypedCountIRI is the count node of every type that stores written
// before count nodes were typed link to (relinkCounts).
func untypedCountIRI(n int) string { return kg.Base + "count/" + strconv.Itoa(n) }

// entityOfTally is the entity whose tally node v is.
func entityOfTally(v quad.Value) string { return strings.TrimSuffix(plain(v), "#statements") }

// exactCounts is the count up to which every count has its count node;
// past it, the powers of two.
const exactCounts = 16

// nextCount is the count step after c (1, 2, ..., 16, 32, 64, ...).
func nextCount(c int) int {
	if c < exactCounts {
		return c + 1
	}
	return c * 2
}

// prevCount is the count step before c (0 before 1).
func prevCount(c int) int {
	if c <= exactCounts {
		return c - 1
	}
	return c / 2
}

// countLink is a count node: a type and a count step.
type countLink struct {
	t kg.EntityType
	n int
}

// countOfIRI is the count node CountIRI names; ok is false for any other IRI.
func countOfIRI(iri string) (c countLink, ok bool) {
	rest, ok := strings.CutPrefix(iri, kg.Base+"count/")
	t, num, typed := strings.Cut(rest, "/")
	if !ok || !typed {
		return c, false
	}
	n, err := strconv.Atoi(num)
	return countLink{kg.EntityType(t), n}, err == nil && n > 0
}

// atLeast is the quad that says entity, of type t, made at least n statements.
func atLeast(entity string, c countLink) quad.Quad {
	return countQuad(entity, quad.IRI(CountIRI(c.t, c.n)))
}

// countQuad is the link of entity to the count node node, in its graph.
func countQuad(entity string, node quad.Value) quad.Quad {
	e := quad.IRI(entity)
	return Normalize(quad.Quad{Subject: e, Predicate: quad.IRI(AtLeast), Object: node, Label: e})
}

// entityTypes are the entity types among classes (rdf:type values).
func entityTypes(classes []quad.Value) []kg.EntityType {
	var ts []kg.EntityType
	for _, c := range classes {
		if t, ok := TypeOf(plain(c)); ok {
			ts = append(ts, t)
		}
	}
	return ts
}

// tallyOf is the number of statements attributed to entity, from its tally
// node's reference count (counted where the backend keeps none).
func (s *Store) tallyOf(ctx context.Context, entity string) (int, error) {
	return s.countOf(ctx, Tally, TallyIRI(entity))
}

// tallyCache remembers, in a store one process owns (the embedded ones),
// each entity's number of statements as the last write left it, so that a
// load reads an entity's count and links once, not once a batch: every
// write goes through apply, which puts the counts it wrote, and a write
// that fails empties it. A shared store (PostgreSQL), which other loaders
// write, keeps none.
type tallyCache struct {
	mu     sync.Mutex
	m      map[string]tally
	shared bool
}

// tally is an entity's number of statements and its types, as a write
// left them: its count links are those of each type up to n.
type tally struct {
	n     int
	types []kg.EntityType
}

// maxTallies bounds the cache: past it, it starts again empty.
const maxTallies = 1 << 20

func (c *tallyCache) get(e string) (tally, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	t, ok := c.m[e]
	return t, ok
}

func (c *tallyCache) put(counts map[string]tally) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.shared {
		return
	}
	if c.m == nil || len(c.m)+len(counts) > maxTallies {
		c.m = make(map[string]tally, len(counts))
	}
	for e, t := range counts {
		c.m[e] = t
	}
}

func (c *tallyCache) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m = nil
}

// keepTallies adds to ws the kg:atLeast quads that keep the count links of
// each entity whose tally or types ws changes right once ws is written:
// the count now, plus the tally quads ws adds, less those it removes, under
// each type the entity has and ws adds; it returns each such entity's
// tally. ws's removals are quads the store holds; its additions may be
// held already where fresh is false, and are then looked up.
func (s *Store) keepTallies(ctx context.Context, ws *writeSet, fresh bool) (map[string]tally, error) {
	tally, reach, typ := quad.IRI(Tally), quad.IRI(AtLeast), quad.IRI(RDFType)
	delta := map[string]int{}
	added := map[string][]kg.EntityType{}    // entity -> the types ws gives it
	links := map[string]map[countLink]bool{} // entity -> count node -> linked after ws (as far as ws says)
	link := func(q quad.Quad, on bool) {
		e := plain(q.Subject)
		c, ok := countOfIRI(plain(q.Object))
		if !ok {
			return // (an untyped link of a store made before: relinkCounts)
		}
		if links[e] == nil {
			links[e] = map[countLink]bool{}
		}
		links[e][c] = on
	}
	held := func(q quad.Quad) (bool, error) {
		if fresh {
			return false, nil
		}
		return s.has(q)
	}
	for _, q := range ws.adds {
		switch q.Predicate {
		case tally:
			if h, err := held(q); err != nil || h {
				if err != nil {
					return nil, err
				}
				continue
			}
			delta[entityOfTally(q.Object)]++
		case typ:
			t, ok := TypeOf(plain(q.Object))
			if !ok {
				continue
			}
			if h, err := held(q); err != nil || h {
				if err != nil {
					return nil, err
				}
				continue
			}
			e := plain(q.Subject)
			added[e] = append(added[e], t)
			if _, ok := delta[e]; !ok {
				delta[e] = 0
			}
		case reach:
			link(q, true)
		}
	}
	for _, q := range ws.dels {
		switch q.Predicate {
		case tally:
			delta[entityOfTally(q.Object)]--
		case reach:
			link(q, false)
		}
	}
	return s.keepEach(ctx, ws, delta, added, links)
}

// keepEach is keepTallies for each entity of delta, in order.
func (s *Store) keepEach(ctx context.Context, ws *writeSet, delta map[string]int, added map[string][]kg.EntityType, links map[string]map[countLink]bool) (map[string]tally, error) {
	entities := make([]string, 0, len(delta))
	for e := range delta {
		entities = append(entities, e)
	}
	sort.Strings(entities)
	var known map[string]tallyState
	if s.backend == "postgres" {
		var err error
		if known, err = s.sqlTallies(ctx, entities); err != nil {
			return nil, err
		}
	}
	counts := make(map[string]tally, len(entities))
	for _, e := range entities {
		st, ok := known[e]
		if !ok {
			var err error
			if st, err = s.tallyState(ctx, e); err != nil {
				return nil, fmt.Errorf("statements of %s: %w", e, err)
			}
		}
		for _, t := range added[e] {
			if !slices.Contains(st.types, t) {
				st.types = append(st.types, t)
			}
		}
		slices.Sort(st.types)
		counts[e] = keepTally(ws, e, st, delta[e], links[e])
	}
	return counts, nil
}

// relinkBatch is how many entities' links relinkCounts moves a transaction.
const relinkBatch = 5000

// relinkCounts moves the count links of a store written before count nodes
// were typed (every entity linked to count/1, count/2, ... of all types)
// to its types' count nodes, a transaction of relinkBatch entities at a
// time, when the store is opened to write. A crash part way leaves the
// rest to the next opening; until then a page of the entity list may miss
// entities not yet moved.
func (s *Store) relinkCounts(ctx context.Context) error {
	old := untypedCountIRI(1)
	if n, err := s.countOf(ctx, AtLeast, old); err != nil || n == 0 {
		return err
	}
	var members []string
	if err := s.Subjects(ctx, quad.IRI(old), AtLeast, func(iri string) error {
		members = append(members, iri)
		return nil
	}); err != nil {
		return err
	}
	start := time.Now()
	slog.Info("moving the statement count links to typed count nodes, once (kg's store layout changed)", "store", redact(s.path), "entities", len(members))
	defer func() {
		slog.Info("count links moved", "store", redact(s.path), "took", time.Since(start).Round(time.Millisecond))
	}()
	for len(members) > 0 {
		var ws writeSet
		for _, e := range members[:min(relinkBatch, len(members))] {
			vs, err := s.values(ctx, e, AtLeast, 0)
			if err != nil {
				return err
			}
			for _, v := range vs {
				if _, typed := countOfIRI(plain(v)); !typed {
					ws.dels = append(ws.dels, countQuad(e, v))
				}
			}
			st, err := s.tallyState(ctx, e)
			if err != nil {
				return err
			}
			keepTally(&ws, e, st, 0, nil)
		}
		if err := s.write(ws); err != nil {
			return fmt.Errorf("move the count links to typed count nodes: %w", err)
		}
		members = members[min(relinkBatch, len(members)):]
	}
	return nil
}

// tallyState is an entity's number of statements, its types and the count
// links it has, as the store holds them.
type tallyState struct {
	n     int
	types []kg.EntityType
	have  map[countLink]bool // count node -> linked
}

// tallyState reads e's: from the cache of the counts this process wrote
// (whose links are the count steps up to them, under each type), else
// from the store.
func (s *Store) tallyState(ctx context.Context, e string) (tallyState, error) {
	st := tallyState{have: map[countLink]bool{}}
	if t, ok := s.tallies.get(e); ok {
		st.n, st.types = t.n, slices.Clone(t.types)
		for _, typ := range t.types {
			for c := 1; c <= t.n; c = nextCount(c) {
				st.have[countLink{typ, c}] = true // as the write that cached n left them
			}
		}
		return st, nil
	}
	var err error
	if st.n, err = s.tallyOf(ctx, e); err != nil {
		return st, err
	}
	classes, err := s.values(ctx, e, RDFType, 0)
	if err != nil {
		return st, err
	}
	st.types = entityTypes(classes)
	vs, err := s.values(ctx, e, AtLeast, 0)
	for _, v := range vs {
		if c, ok := countOfIRI(plain(v)); ok {
			st.have[c] = true
		}
	}
	return st, err
}

// keepTally adds to ws what makes e's count links match its count after
// ws, its count now (st) plus delta, under each of its types, and returns
// its tally after ws. pending holds what ws already does to the links.
func keepTally(ws *writeSet, e string, st tallyState, delta int, pending map[countLink]bool) tally {
	have := st.have
	want := st.n + delta
	for c, on := range pending {
		have[c] = on
	}
	for _, t := range st.types {
		for c := 1; c <= want; c = nextCount(c) {
			if l := (countLink{t, c}); !have[l] {
				ws.adds = append(ws.adds, atLeast(e, l))
			}
		}
	}
	for l, on := range have {
		if on && (l.n > want || !slices.Contains(st.types, l.t)) {
			ws.dels = append(ws.dels, atLeast(e, l))
		}
	}
	return tally{n: want, types: st.types}
}

// Tallied reports whether every statement names its speaker's tally node,
// so that the kept counts hold: a store written before kg kept them lacks
// them until its articles are loaded again.
func (s *Store) Tallied(ctx context.Context) (bool, error) {
	statements, err := s.countOf(ctx, RDFType, ClassStatement)
	if err != nil {
		return false, err
	}
	n, ok, err := s.refCount(ctx, quad.IRI(Tally))
	if err != nil {
		return false, err
	}
	if !ok {
		n = 0
		if err := s.eachWith(ctx, quad.Predicate, quad.IRI(Tally), func(quad.Quad) { n++ }); err != nil {
			return false, err
		}
	}
	return n == statements, nil
}

// EntityCount is an entity and the number of statements attributed to it.
type EntityCount struct {
	Entity     kg.Entity // IRI, name and type; no aliases
	Statements int
}

// EntitiesByCount returns a page of the entities to list (kg.Entity.Listed),
// of type typ or of every type when typ is "": most statements first, then
// by name, then by IRI, skipping offset of them and holding at most limit
// (0: all). An entity of two types is listed under each. It reads the kept
// counts; ok is false on a store that does not keep them all (Tallied),
// where the caller counts instead.
func (s *Store) EntitiesByCount(ctx context.Context, typ kg.EntityType, offset, limit int) (page []EntityCount, ok bool, err error) {
	if ok, err := s.Tallied(ctx); err != nil || !ok {
		return nil, false, err
	}
	types := kg.EntityTypes
	if typ != "" {
		types = []kg.EntityType{typ}
	}
	l, err := s.countLayout(ctx)
	if err != nil {
		return nil, false, err
	}
	var got []EntityCount
	if s.backend == "postgres" {
		got, err = s.sqlEntitiesByCount(ctx, l, types, offset+limit, limit <= 0)
	} else {
		got, err = s.kvEntitiesByCount(ctx, l, types, offset+limit, limit <= 0)
	}
	if err != nil {
		return nil, false, err
	}
	SortTallies(got)
	got = got[min(max(offset, 0), len(got)):]
	if limit > 0 && len(got) > limit {
		got = got[:limit]
	}
	return got, true, nil
}

// countLayout is how a store's entities are linked to count nodes: typed
// (count/{type}/{n}), or, in a store written before and not opened to
// write since (relinkCounts), untyped: count/{n} of every type at the
// powers of two, whose members' types are read.
type countLayout struct {
	typed bool
}

// countLayout tells a store's layout by whether any entity links the
// untyped count/1.
func (s *Store) countLayout(ctx context.Context) (countLayout, error) {
	n, err := s.countOf(ctx, AtLeast, untypedCountIRI(1))
	return countLayout{typed: n == 0}, err
}

// node is the count node of step c of the types of a group (groups).
func (l countLayout) node(group []kg.EntityType, c int) string {
	if l.typed {
		return CountIRI(group[0], c)
	}
	return untypedCountIRI(c)
}

// next and prev are the count steps after and before c.
func (l countLayout) next(c int) int {
	if l.typed {
		return nextCount(c)
	}
	return c * 2
}

func (l countLayout) prev(c int) int {
	if l.typed {
		return prevCount(c)
	}
	return c / 2
}

// groups are types by the count nodes they share: one a type when typed,
// all in one untyped.
func (l countLayout) groups(types []kg.EntityType) [][]kg.EntityType {
	if !l.typed {
		return [][]kg.EntityType{types}
	}
	out := make([][]kg.EntityType, len(types))
	for i, t := range types {
		out[i] = []kg.EntityType{t}
	}
	return out
}

// walk calls step with each count step from the one above top down to 1,
// while more says the page needs more. A step is a tie when the members
// first met there all have one count, c: below the first step, where the
// next step is c+1 (the members of count/c not in count/c+1).
func (l countLayout) walk(top int, more func() bool, step func(c int, tie bool) error) error {
	first := l.next(top)
	for c := first; c >= 1 && more(); c = l.prev(c) {
		if err := step(c, c < first && l.next(c) == c+1); err != nil {
			return err
		}
	}
	return nil
}

// topCount is the largest count step whose count nodes of the groups hold
// need entities together (1 when none does): the first need entities of
// those types in count order all have at least that many statements.
func (l countLayout) topCount(need int, size func(node string) (int, error), groups [][]kg.EntityType) (int, error) {
	top := 1
	for {
		n := 0
		for _, g := range groups {
			m, err := size(l.node(g, l.next(top)))
			if err != nil {
				return 0, err
			}
			n += m
		}
		if n < need {
			return top, nil
		}
		top = l.next(top)
	}
}

// kvEntitiesByCount reads the entities of types with the most statements,
// need of them at least (every one when all), unsorted: the members of
// each count node from the step above the top down until they are enough,
// then, if the list reaches the entities without statements, every member
// of the types.
func (s *Store) kvEntitiesByCount(ctx context.Context, l countLayout, types []kg.EntityType, need int, all bool) ([]EntityCount, error) {
	groups := l.groups(types)
	top := 1
	if !all {
		var err error
		top, err = l.topCount(need, func(node string) (int, error) { return s.countOf(ctx, AtLeast, node) }, groups)
		if err != nil {
			return nil, err
		}
	}
	seen := make([]map[string]bool, len(groups)) // a group's members read
	var got []EntityCount
	take := func(gi int, node, pred string, known int) error {
		if seen[gi] == nil {
			seen[gi] = map[string]bool{}
		}
		var fresh []string
		if err := s.Subjects(ctx, quad.IRI(node), pred, func(iri string) error {
			if !seen[gi][iri] {
				seen[gi][iri] = true
				fresh = append(fresh, iri)
			}
			return nil
		}); err != nil {
			return err
		}
		read := make([][]EntityCount, len(fresh))
		err := inParallel(len(fresh), func(i int) (err error) {
			read[i], err = s.tallyEntity(ctx, fresh[i], groups[gi], !l.typed, known)
			return err
		})
		for _, r := range read {
			got = append(got, r...)
		}
		return err
	}
	err := l.walk(top, func() bool { return all || len(got) < need }, func(c int, tie bool) error {
		known := -1
		if tie {
			known = c
		}
		for gi, g := range groups {
			if err := take(gi, l.node(g, c), AtLeast, known); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if all || len(got) < need { // the list reaches the entities without statements
		for gi, g := range groups {
			for _, t := range g {
				if err := take(gi, ClassOf(t), RDFType, 0); err != nil {
					return nil, err
				}
			}
		}
	}
	return got, nil
}

// tallyEntity reads the name and count of the entity iri, a member of a
// count node or class of the types group, and returns it once for each
// of those types it has (read when check is set, else the group's one
// type), if it is one to list: an entity typed twice is listed under each
// type. A count known from where the walk met the entity (0 or more) is
// not read.
func (s *Store) tallyEntity(ctx context.Context, iri string, group []kg.EntityType, check bool, known int) ([]EntityCount, error) {
	types := group
	if check {
		classes, err := s.values(ctx, iri, RDFType, 0)
		if err != nil {
			return nil, err
		}
		types = slices.DeleteFunc(entityTypes(classes), func(t kg.EntityType) bool { return !slices.Contains(group, t) })
	}
	if len(types) == 0 {
		return nil, nil
	}
	names, err := s.values(ctx, iri, Name, 1)
	if err != nil {
		return nil, err
	}
	name := ""
	if len(names) > 0 {
		name = plain(names[0])
	}
	var out []EntityCount
	for _, t := range types {
		if e := (kg.Entity{ID: iri, Name: name, Type: t}); e.Listed() {
			out = append(out, EntityCount{Entity: e, Statements: known})
		}
	}
	if len(out) == 0 || known >= 0 {
		return out, nil
	}
	n, err := s.tallyOf(ctx, iri)
	for i := range out {
		out[i].Statements = n
	}
	return out, err
}

// SortTallies puts ts in the entity list's order: most statements first,
// then by name, then by IRI (then by type).
func SortTallies(ts []EntityCount) {
	sort.SliceStable(ts, func(i, j int) bool {
		if ts[i].Statements != ts[j].Statements {
			return ts[i].Statements > ts[j].Statements
		}
		if ts[i].Entity.Name != ts[j].Entity.Name {
			return ts[i].Entity.Name < ts[j].Entity.Name
		}
		if ts[i].Entity.ID != ts[j].Entity.ID {
			return ts[i].Entity.ID < ts[j].Entity.ID
		}
		return ts[i].Entity.Type < ts[j].Entity.Type // an entity typed twice
	})
}

// RecountTallies counts each entity's statements the slow way (its
// prov:wasAttributedTo quads) and returns, one line each, where the kept
// count or count links differ from it: none when they agree.
func (s *Store) RecountTallies(ctx context.Context) ([]string, error) {
	var diffs []string
	for _, t := range kg.EntityTypes {
		var members []string
		if err := s.Subjects(ctx, quad.IRI(ClassOf(t)), RDFType, func(iri string) error {
			members = append(members, iri)
			return nil
		}); err != nil {
			return nil, err
		}
		for _, e := range members {
			counted, err := s.countStatements(ctx, e)
			if err != nil {
				return nil, err
			}
			kept, err := s.tallyOf(ctx, e)
			if err != nil {
				return nil, err
			}
			if kept != counted {
				diffs = append(diffs, fmt.Sprintf("%s: %d statements kept, %d counted", e, kept, counted))
			}
			d, err := s.recountLinks(ctx, e, counted)
			if err != nil {
				return nil, err
			}
			if d != "" {
				diffs = append(diffs, d)
			}
		}
	}
	return diffs, nil
}

// recountLinks says how the count links of entity e differ from those of
// counted statements under each of its types ("" when they agree).
func (s *Store) recountLinks(ctx context.Context, e string, counted int) (string, error) {
	vs, err := s.values(ctx, e, AtLeast, 0)
	if err != nil {
		return "", err
	}
	var links []string
	for _, v := range vs {
		links = append(links, strings.TrimPrefix(plain(v), kg.Base))
	}
	classes, err := s.values(ctx, e, RDFType, 0)
	if err != nil {
		return "", err
	}
	var want []string
	for _, t := range entityTypes(classes) {
		for c := 1; c <= counted; c = nextCount(c) {
			want = append(want, strings.TrimPrefix(CountIRI(t, c), kg.Base))
		}
	}
	sort.Strings(links)
	sort.Strings(want)
	if !slices.Equal(links, want) {
		return fmt.Sprintf("%s: linked to %v, want %v", e, links, want), nil
	}
	return "", nil
}

// countStatements counts the statements attributed to entity one by one
// (a quotation is attributed to its speaker too, and is no statement).
func (s *Store) countStatements(ctx context.Context, entity string) (int, error) {
	n := 0
	err := s.Subjects(ctx, quad.IRI(entity), WasAttributedTo, func(sub string) error {
		classes, err := s.values(ctx, sub, RDFType, 0)
		for _, c := range classes {
			if plain(c) == ClassStatement {
				n++
				break
			}
		}
		return err
	})
	return n, err
}
