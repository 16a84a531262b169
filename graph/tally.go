package graph

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"

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
// count nodes it has reached (<entity> kg:atLeast <count/1>, <count/2>,
// <count/4>, ... up to its count), and keepTallies keeps those links right
// in the transaction that changes the count. The members of count/2^b are
// every entity with at least 2^b statements, and the reference count of
// count/2^b says how many they are; so a page of the first n entities is
// among the members of the largest count/2^b that has n of them, and no
// other entity can push into it (EntitiesByCount).
//
// TestCountsAgreeWithARecount holds the kept counts and links equal to a
// recount (RecountTallies, `kg stats --recount`) after loads with merges,
// reloads, edits and imports.

// TallyIRI is the tally node of an entity: the object of its statements'
// kg:tally quads.
func TallyIRI(entity string) string { return entity + "#statements" }

// CountIRI is the node of the entities with at least n statements (n a
// power of two): the object of their kg:atLeast quads.
func CountIRI(n int) string { return kg.Base + "count/" + strconv.Itoa(n) }

// entityOfTally is the entity whose tally node v is.
func entityOfTally(v quad.Value) string { return strings.TrimSuffix(plain(v), "#statements") }

// countOfIRI is n of CountIRI(n), or 0.
func countOfIRI(iri string) int {
	n, _ := strconv.Atoi(strings.TrimPrefix(iri, kg.Base+"count/"))
	return n
}

// atLeast is the quad that says entity made at least n statements.
func atLeast(entity string, n int) quad.Quad {
	e := quad.IRI(entity)
	return Normalize(quad.Quad{Subject: e, Predicate: quad.IRI(AtLeast), Object: quad.IRI(CountIRI(n)), Label: e})
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
	m      map[string]int
	shared bool
}

// maxTallies bounds the cache: past it, it starts again empty.
const maxTallies = 1 << 20

func (c *tallyCache) get(e string) (int, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	n, ok := c.m[e]
	return n, ok
}

func (c *tallyCache) put(counts map[string]int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.shared {
		return
	}
	if c.m == nil || len(c.m)+len(counts) > maxTallies {
		c.m = make(map[string]int, len(counts))
	}
	for e, n := range counts {
		c.m[e] = n
	}
}

func (c *tallyCache) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m = nil
}

// keepTallies adds to ws the kg:atLeast quads that keep the count links of
// each entity whose tally ws changes right once ws is written: the count
// now, plus the tally quads ws adds, less those it removes, which it
// returns. ws's removals are quads the store holds; its additions may be
// held already where fresh is false, and are then looked up.
func (s *Store) keepTallies(ctx context.Context, ws *writeSet, fresh bool) (map[string]int, error) {
	tally, reach := quad.IRI(Tally), quad.IRI(AtLeast)
	delta := map[string]int{}
	links := map[string]map[string]bool{} // entity -> count IRI -> linked after ws (as far as ws says)
	link := func(q quad.Quad, on bool) {
		e := plain(q.Subject)
		if links[e] == nil {
			links[e] = map[string]bool{}
		}
		links[e][plain(q.Object)] = on
	}
	for _, q := range ws.adds {
		switch q.Predicate {
		case tally:
			if !fresh {
				if held, err := s.has(q); err != nil {
					return nil, err
				} else if held {
					continue
				}
			}
			delta[entityOfTally(q.Object)]++
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
	counts := make(map[string]int, len(entities))
	for _, e := range entities {
		st, ok := known[e]
		if !ok {
			var err error
			if st, err = s.tallyState(ctx, e); err != nil {
				return nil, fmt.Errorf("statements of %s: %w", e, err)
			}
		}
		counts[e] = keepTally(ws, e, st, delta[e], links[e])
	}
	return counts, nil
}

// tallyState is an entity's number of statements and the count links it
// has, as the store holds them.
type tallyState struct {
	n    int
	have map[int]bool // count -> linked
}

// tallyState reads e's: from the cache of the counts this process wrote
// (whose links are the powers of two up to them), else from the store.
func (s *Store) tallyState(ctx context.Context, e string) (tallyState, error) {
	st := tallyState{have: map[int]bool{}}
	if n, ok := s.tallies.get(e); ok {
		st.n = n
		for c := 1; c <= n; c *= 2 {
			st.have[c] = true // as the write that cached n left them
		}
		return st, nil
	}
	var err error
	if st.n, err = s.tallyOf(ctx, e); err != nil {
		return st, err
	}
	vs, err := s.values(ctx, e, AtLeast, 0)
	for _, v := range vs {
		st.have[countOfIRI(plain(v))] = true
	}
	return st, err
}

// keepTally adds to ws what makes e's count links match its count after
// ws, its count now (st) plus delta, which it returns. pending holds what ws
// already does to the links.
func keepTally(ws *writeSet, e string, st tallyState, delta int, pending map[string]bool) int {
	n, have := st.n, st.have
	want := n + delta
	for iri, on := range pending {
		have[countOfIRI(iri)] = on
	}
	for c := 1; c <= want; c *= 2 {
		if !have[c] {
			ws.adds = append(ws.adds, atLeast(e, c))
		}
	}
	for c, on := range have {
		if on && c > want && c > 0 {
			ws.dels = append(ws.dels, atLeast(e, c))
		}
	}
	return want
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
// (0: all). It reads the kept counts; ok is false on a store that does not
// keep them all (Tallied), where the caller counts instead.
func (s *Store) EntitiesByCount(ctx context.Context, typ kg.EntityType, offset, limit int) (page []EntityCount, ok bool, err error) {
	if ok, err := s.Tallied(ctx); err != nil || !ok {
		return nil, false, err
	}
	if s.backend == "postgres" {
		page, err := s.sqlEntitiesByCount(ctx, typ, offset, limit)
		return page, err == nil, err
	}
	need := offset + limit
	top := 1
	for limit > 0 {
		n, err := s.countOf(ctx, AtLeast, CountIRI(top*2))
		if err != nil {
			return nil, false, err
		}
		if n < need {
			break
		}
		top *= 2
	}
	seen := map[string]bool{}
	var got []EntityCount
	take := func(node, pred string) error {
		var fresh []string
		if err := s.Subjects(ctx, quad.IRI(node), pred, func(iri string) error {
			if !seen[iri] {
				seen[iri] = true
				fresh = append(fresh, iri)
			}
			return nil
		}); err != nil {
			return err
		}
		read := make([][]EntityCount, len(fresh))
		err := inParallel(len(fresh), func(i int) (err error) {
			read[i], err = s.tallyEntity(ctx, fresh[i], typ)
			return err
		})
		for _, r := range read {
			got = append(got, r...)
		}
		return err
	}
	// A page of one type may hold few of each count node's members: of a
	// type with fewer entities than a page (twenty news outlets), the walk
	// read every entity of every type. Where a count node has more members
	// than the type has entities, the type's own members are read instead
	// (its class's reference count is its size), as the page's end reads
	// them: the walk stops short of the page, so every entity of the type
	// is then among those read.
	size := -1
	if typ != "" {
		if size, err = s.countOf(ctx, RDFType, ClassOf(typ)); err != nil {
			return nil, false, err
		}
	}
	for c := top; c >= 1 && (limit <= 0 || len(got) < need); c /= 2 {
		if size >= 0 {
			if n, err := s.countOf(ctx, AtLeast, CountIRI(c)); err != nil {
				return nil, false, err
			} else if n > size {
				break
			}
		}
		if err := take(CountIRI(c), AtLeast); err != nil {
			return nil, false, err
		}
	}
	if limit <= 0 || len(got) < need {
		// the page reaches the entities without statements
		for _, t := range kg.EntityTypes {
			if typ != "" && t != typ {
				continue
			}
			if err := take(ClassOf(t), RDFType); err != nil {
				return nil, false, err
			}
		}
	}
	SortTallies(got)
	got = got[min(max(offset, 0), len(got)):]
	if limit > 0 && len(got) > limit {
		got = got[:limit]
	}
	return got, true, nil
}

// tallyEntity reads the name, types and count of the entity iri, and
// returns it once for each type it has (typ, or any when typ is ""), if it
// is one to list: an entity typed twice is listed under each type, as the
// entities program lists each class's members.
func (s *Store) tallyEntity(ctx context.Context, iri string, typ kg.EntityType) ([]EntityCount, error) {
	classes, err := s.values(ctx, iri, RDFType, 0)
	if err != nil || len(classes) == 0 {
		return nil, err
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
	for _, c := range classes {
		t, ok := TypeOf(plain(c))
		if !ok || typ != "" && t != typ {
			continue
		}
		if e := (kg.Entity{ID: iri, Name: name, Type: t}); e.Listed() {
			out = append(out, EntityCount{Entity: e})
		}
	}
	if len(out) == 0 {
		return nil, nil
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
			vs, err := s.values(ctx, e, AtLeast, 0)
			if err != nil {
				return nil, err
			}
			var links []int
			for _, v := range vs {
				links = append(links, countOfIRI(plain(v)))
			}
			sort.Ints(links)
			var want []int
			for c := 1; c <= counted; c *= 2 {
				want = append(want, c)
			}
			if fmt.Sprint(links) != fmt.Sprint(want) {
				diffs = append(diffs, fmt.Sprintf("%s: linked to counts %v, want %v", e, links, want))
			}
		}
	}
	return diffs, nil
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
