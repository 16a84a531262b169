package graph

import (
	"context"
	"database/sql"
	"slices"
	"sort"

	"github.com/cayleygraph/quad"
	"github.com/lib/pq"

	kg "github.com/kg-dev/kg"
)

// The entity list on PostgreSQL, in a few statements over Cayley's tables
// (nodes: hash, refs, value_string; quads: subject_hash, predicate_hash,
// object_hash, label_hash) rather than Cayley's iterators, which ask the
// server once for every entity and every value of it: the same page as
// EntitiesByCount reads on the other backends (TestCountsAgreeWithARecount
// runs on PostgreSQL too).

// nodeHash is the hash Cayley keys iri's node by.
func nodeHash(iri string) []byte { return valueHash(quad.IRI(iri)) }

// nodeHashes hashes the node iri(k) of each key of keys, once each: the
// hashes a statement sends, and the key of each, to read its answers by.
func nodeHashes(keys []string, iri func(string) string) (pq.ByteaArray, map[string]string) {
	of := make(map[string]string, len(keys))
	var hashes pq.ByteaArray
	for _, k := range keys {
		h := nodeHash(iri(k))
		if _, ok := of[string(h)]; !ok {
			of[string(h)] = k
			hashes = append(hashes, h)
		}
	}
	return hashes, of
}

// itself is nodeHashes' iri for keys that are IRIs.
func itself(iri string) string { return iri }

// sqlEntitiesByCount is kvEntitiesByCount on PostgreSQL: the sizes of the
// count nodes in one statement, then the members of each from the top
// down, a statement a node.
func (s *Store) sqlEntitiesByCount(ctx context.Context, l countLayout, types []kg.EntityType, need int, all bool) ([]EntityCount, error) {
	db, err := s.sqlPool()
	if err != nil {
		return nil, err
	}
	groups := l.groups(types)
	nodes := func(c int) []string {
		out := make([]string, len(groups))
		for i, g := range groups {
			out[i] = l.node(g, c)
		}
		return out
	}
	top := 1
	if !all {
		var steps []string
		for c := 1; c <= maxCount; c = l.next(c) {
			steps = append(steps, nodes(c)...)
		}
		sizes, err := sqlNodeRefs(ctx, db, steps)
		if err != nil {
			return nil, err
		}
		top, _ = l.topCount(need, func(node string) (int, error) { return sizes[node], nil }, groups)
	}
	// Of a tie, the page needs the first by name only.
	seen := map[kg.EntityType]map[string]bool{}
	var got []EntityCount
	err = l.walk(top, func() bool { return all || len(got) < need }, func(c int, tie bool) (err error) {
		r := memberRead{pred: AtLeast, objects: nodes(c)}
		if tie {
			r.above = nodes(c + 1)
			if !all {
				r.limit = need - len(got)
			}
		}
		got, err = s.sqlMembers(ctx, db, r, types, seen, got)
		return err
	})
	if err != nil {
		return nil, err
	}
	if all || len(got) < need { // the list reaches the entities without statements
		classes := make([]string, len(types))
		for i, t := range types {
			classes[i] = ClassOf(t)
		}
		if got, err = s.sqlMembers(ctx, db, memberRead{pred: RDFType, objects: classes}, types, seen, got); err != nil {
			return nil, err
		}
	}
	return got, nil
}

// maxCount bounds the count nodes looked for: no entity makes 2^40 statements.
const maxCount = 1 << 40

// countNodes are the typed count nodes of types by hash.
func countNodes(types []kg.EntityType) map[string]countLink {
	out := map[string]countLink{}
	for _, t := range types {
		for c := 1; c <= maxCount; c = nextCount(c) {
			out[string(nodeHash(CountIRI(t, c)))] = countLink{t, c}
		}
	}
	return out
}

// sqlNodeRefs reads the reference counts of the nodes iris, by IRI.
func sqlNodeRefs(ctx context.Context, db *sql.DB, iris []string) (map[string]int, error) {
	hashes, of := nodeHashes(iris, itself)
	refs, err := sqlRefs(ctx, db, hashes)
	out := make(map[string]int, len(refs))
	for h, n := range refs {
		out[of[h]] = n
	}
	return out, err
}

// sqlRefs reads the reference counts of the nodes of hashes, by hash, in
// one statement; a node not stored has none.
func sqlRefs(ctx context.Context, db *sql.DB, hashes pq.ByteaArray) (map[string]int, error) {
	rows, err := db.QueryContext(ctx, `SELECT hash, refs FROM nodes WHERE hash = ANY($1)`, hashes)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make(map[string]int, len(hashes))
	for rows.Next() {
		var h []byte
		var n int
		if err := rows.Scan(&h, &n); err != nil {
			return nil, err
		}
		out[string(h)] = n
	}
	return out, rows.Err()
}

// memberRead is what sqlMembers reads: the subjects of (?, pred, o) for
// any o of objects, but those that are subjects of (?, pred, a) for an a
// of above (count nodes read before), and where limit is more than 0 only
// the first limit of them by name, IRI and type (a tie of one count).
type memberRead struct {
	pred    string
	objects []string
	above   []string
	limit   int
}

// sqlMembers appends to got the entities to list of types that r reads,
// not yet seen under their type, once for each of their types, with their
// names and counts: one statement for every type's node (again with a
// larger limit when the first rows hold entities not to list).
func (s *Store) sqlMembers(ctx context.Context, db *sql.DB, r memberRead, types []kg.EntityType, seen map[kg.EntityType]map[string]bool, got []EntityCount) ([]EntityCount, error) {
	want := r.limit
	if r.limit > 0 {
		r.limit += len(kg.EntityTypes) // a name and IRI of several types is read whole
	}
	var fresh []EntityCount
	for {
		var n int
		var err error
		if fresh, n, err = s.sqlMemberRows(ctx, db, r, types, seen); err != nil {
			return nil, err
		}
		if r.limit == 0 || n < r.limit || len(fresh) >= want {
			break
		}
		r.limit *= 2
	}
	for _, f := range fresh {
		if seen[f.Entity.Type] == nil {
			seen[f.Entity.Type] = map[string]bool{}
		}
		seen[f.Entity.Type][f.Entity.ID] = true
	}
	if err := s.sqlCounts(ctx, db, fresh); err != nil {
		return nil, err
	}
	return append(got, fresh...), nil
}

// sqlMemberRows reads r's rows: the entities among them to list of types
// not yet seen, and how many rows the server sent.
func (s *Store) sqlMemberRows(ctx context.Context, db *sql.DB, r memberRead, types []kg.EntityType, seen map[kg.EntityType]map[string]bool) ([]EntityCount, int, error) {
	hashes := func(iris []string) pq.ByteaArray {
		var hs pq.ByteaArray
		for _, o := range iris {
			hs = append(hs, nodeHash(o))
		}
		return hs
	}
	q := `
SELECT e.value_string, t.value_string, MIN(n.value_string) AS name
FROM quads m
JOIN nodes e ON e.hash = m.subject_hash
JOIN quads qt ON qt.subject_hash = m.subject_hash AND qt.predicate_hash = $3
JOIN nodes t ON t.hash = qt.object_hash
LEFT JOIN quads qn ON qn.subject_hash = m.subject_hash AND qn.predicate_hash = $4
LEFT JOIN nodes n ON n.hash = qn.object_hash
WHERE m.predicate_hash = $1 AND m.object_hash = ANY($2)
AND m.subject_hash NOT IN (SELECT x.subject_hash FROM quads x WHERE x.predicate_hash = $1 AND x.object_hash = ANY($5))
GROUP BY e.value_string, t.value_string`
	// (those above as a set the server hashes once: NOT EXISTS had it
	// scan them again for every member, 83,000 rows for 1,042 members)
	args := []any{nodeHash(r.pred), hashes(r.objects), nodeHash(RDFType), nodeHash(Name), hashes(r.above)}
	if r.limit > 0 {
		// Go's order of strings is their bytes': collation "C"
		q += "\nORDER BY COALESCE(MIN(n.value_string), '') COLLATE \"C\", e.value_string COLLATE \"C\", t.value_string COLLATE \"C\" LIMIT $6"
		args = append(args, r.limit)
	}
	rows, err := db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var fresh []EntityCount
	n := 0
	for rows.Next() {
		n++
		var iri, class string
		var name sql.NullString
		if err := rows.Scan(&iri, &class, &name); err != nil {
			return nil, 0, err
		}
		t, ok := TypeOf(class)
		e := kg.Entity{ID: iri, Name: name.String, Type: t}
		if !ok || !slices.Contains(types, t) || seen[t][iri] || !e.Listed() {
			continue
		}
		fresh = append(fresh, EntityCount{Entity: e})
	}
	return fresh, n, rows.Err()
}

// sqlCounts fills in each entity's number of statements (sqlTallyCounts).
func (s *Store) sqlCounts(ctx context.Context, db *sql.DB, es []EntityCount) error {
	ids := make([]string, len(es))
	for i, e := range es {
		ids[i] = e.Entity.ID
	}
	n, err := sqlTallyCounts(ctx, db, ids)
	for i := range es {
		es[i].Statements = n[es[i].Entity.ID]
	}
	return err
}

// sqlTallyCounts reads the number of statements of each of entities, its
// tally node's reference count, in one statement.
func sqlTallyCounts(ctx context.Context, db *sql.DB, entities []string) (map[string]int, error) {
	out := make(map[string]int, len(entities))
	if len(entities) == 0 {
		return out, nil
	}
	hashes, of := nodeHashes(entities, TallyIRI) // tally node hash -> entity
	refs, err := sqlRefs(ctx, db, hashes)
	for h, n := range refs {
		out[of[h]] = n
	}
	return out, err
}

// sqlTallies reads the tally states of entities from Cayley's tables in
// two statements, where asking for each would cost a loader two round trips
// an entity a batch.
func (s *Store) sqlTallies(ctx context.Context, entities []string) (map[string]tallyState, error) {
	db, err := s.sqlPool()
	if err != nil {
		return nil, err
	}
	counts, err := sqlTallyCounts(ctx, db, entities)
	if err != nil {
		return nil, err
	}
	out := make(map[string]tallyState, len(entities))
	byEntity := map[string]string{}
	var ents pq.ByteaArray
	for _, e := range entities {
		out[e] = tallyState{n: counts[e], have: map[countLink]bool{}}
		h := nodeHash(e)
		byEntity[string(h)] = e
		ents = append(ents, h)
	}
	linked := countNodes(kg.EntityTypes)
	classes := map[string]kg.EntityType{}
	for _, t := range kg.EntityTypes {
		classes[string(nodeHash(ClassOf(t)))] = t
	}
	rows, err := db.QueryContext(ctx, `SELECT subject_hash, object_hash FROM quads WHERE predicate_hash IN ($1, $2) AND subject_hash = ANY($3)`, nodeHash(AtLeast), nodeHash(RDFType), ents)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var sh, oh []byte
		if err := rows.Scan(&sh, &oh); err != nil {
			return nil, err
		}
		e := byEntity[string(sh)]
		if c, ok := linked[string(oh)]; ok {
			out[e].have[c] = true
		} else if t, ok := classes[string(oh)]; ok {
			st := out[e]
			st.types = append(st.types, t)
			out[e] = st
		}
	}
	return out, rows.Err()
}

// AliasesOf returns the aliases of each of the entities iris, sorted, as
// Aliases reads them: on PostgreSQL in one statement, elsewhere side by
// side.
func (s *Store) AliasesOf(ctx context.Context, iris []string) (map[string][]string, error) {
	out := make(map[string][]string, len(iris))
	if s.backend != "postgres" {
		read := make([][]string, len(iris))
		err := inParallel(len(iris), func(i int) error {
			vs, err := s.values(ctx, iris[i], AlternateName, 0)
			for _, v := range vs {
				read[i] = append(read[i], plain(v))
			}
			sort.Strings(read[i])
			return err
		})
		for i, iri := range iris {
			out[iri] = read[i]
		}
		return out, err
	}
	db, err := s.sqlPool()
	if err != nil {
		return nil, err
	}
	var hashes pq.ByteaArray
	for _, iri := range iris {
		hashes = append(hashes, nodeHash(iri))
	}
	rows, err := db.QueryContext(ctx, `
SELECT e.value_string, a.value_string FROM quads q
JOIN nodes e ON e.hash = q.subject_hash
JOIN nodes a ON a.hash = q.object_hash
WHERE q.predicate_hash = $1 AND q.subject_hash = ANY($2)`, nodeHash(AlternateName), hashes)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var iri, alias string
		if err := rows.Scan(&iri, &alias); err != nil {
			return nil, err
		}
		out[iri] = append(out[iri], alias)
	}
	for _, as := range out {
		sort.Strings(as)
	}
	return out, rows.Err()
}
