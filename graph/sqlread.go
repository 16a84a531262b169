package graph

import (
	"context"
	"database/sql"
	"fmt"
	"slices"

	"github.com/cayleygraph/quad"
	"github.com/lib/pq"

	kg "github.com/kg-dev/kg"
)

// The questions' reads on PostgreSQL, each in a few statements over
// Cayley's tables. Through Cayley's iterators each statement of a page
// costs the server five round trips or more (its node, the card's quad, the
// card's node, the link's quad and node, each alias list), so a page of a
// hundred statements was a thousand of them. Here a page is two: every card
// and quotation link of the page, then every alias of the entities the
// cards name; a walk from a node (who-said's words, said-by's and via's
// steps, a quotation's reports) reads its subjects a page at a time; the
// names a misspelled name is matched against are one read. What a card
// does not hold is read as on the other backends; TestStoreConformance
// holds the answers equal to theirs.

// sqlStatements is Statements on PostgreSQL.
func (s *Store) sqlStatements(ctx context.Context, ids []string) ([]kg.Statement, error) {
	sts, _, err := s.sqlRead(ctx, ids, newEntityCache())
	return sts, err
}

// sqlQuotation is Quotation on PostgreSQL: its reports' IRIs in one walk,
// their cards (which copy their articles) as a page's.
func (s *Store) sqlQuotation(ctx context.Context, iri string) (kg.Quotation, error) {
	var ids []string
	err := s.sqlSubjects(ctx, quad.IRI(iri), InQuotation, func(id string) error {
		ids = append(ids, id)
		return nil
	})
	if err != nil {
		return kg.Quotation{}, err
	}
	if len(ids) == 0 {
		return kg.Quotation{}, fmt.Errorf("%w: %s", ErrNoQuotation, iri)
	}
	ents := newEntityCache()
	sts, arts, err := s.sqlRead(ctx, ids, ents)
	if err != nil {
		return kg.Quotation{}, err
	}
	return s.quotationOfReports(ctx, iri, sts, arts, ents)
}

// sqlRead reads the statements ids from their cards, and the articles the
// cards copy; a statement without a card is read from its quads.
func (s *Store) sqlRead(ctx context.Context, ids []string, ents *entityCache) ([]kg.Statement, map[string]kg.Article, error) {
	cards, links, err := s.sqlCards(ctx, ids)
	if err != nil {
		return nil, nil, err
	}
	if err := s.prefillAliases(ctx, ents, cards); err != nil {
		return nil, nil, err
	}
	out := make([]kg.Statement, len(ids))
	arts := make([]*kg.Article, len(ids))
	err = inParallel(len(ids), func(i int) error {
		id := TrimIRI(ids[i])
		if text, ok := cards[id]; ok {
			st, c, err := s.fromCardText(ctx, id, []byte(text), ents)
			if err != nil || c != nil {
				st.Quotation = links[id]
				out[i] = st
				if c == nil {
					return err
				}
				if a, ok := c.article(); ok {
					arts[i] = &a
				}
				return nil
			}
		}
		var err error
		out[i], _, err = s.statement(ctx, id, false, ents) // no card kg wrote: the quads
		return err
	})
	return out, knownArticles(arts), err
}

// sqlCards reads the card (kg:card) and the quotation (kg:inQuotation) of
// each statement of ids, by IRI, in one statement.
func (s *Store) sqlCards(ctx context.Context, ids []string) (cards, links map[string]string, err error) {
	cards, links = map[string]string{}, map[string]string{}
	if len(ids) == 0 {
		return cards, links, nil
	}
	db, err := s.sqlPool()
	if err != nil {
		return nil, nil, err
	}
	trimmed := make([]string, len(ids))
	for i, id := range ids {
		trimmed[i] = TrimIRI(id)
	}
	hashes, of := nodeHashes(trimmed, itself) // node hash -> IRI
	card := nodeHash(Card)
	rows, err := db.QueryContext(ctx, `
SELECT q.subject_hash, q.predicate_hash = $2, o.value_string FROM quads q
JOIN nodes o ON o.hash = q.object_hash
WHERE q.subject_hash = ANY($1) AND q.predicate_hash IN ($2, $3)`, hashes, card, nodeHash(InQuotation))
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var sh []byte
		var isCard bool
		var v string
		if err := rows.Scan(&sh, &isCard, &v); err != nil {
			return nil, nil, err
		}
		if isCard {
			cards[of[string(sh)]] = v
		} else {
			links[of[string(sh)]] = v
		}
	}
	return cards, links, rows.Err()
}

// sqlArticles reads the facts of the articles ids as article does, in one
// statement, but their publishers' names (through ents: a few outlets). An
// article the store does not hold is left out, for article to say so.
func (s *Store) sqlArticles(ctx context.Context, ids []string, ents *entityCache) (map[string]kg.Article, error) {
	out := map[string]kg.Article{}
	if len(ids) == 0 {
		return out, nil
	}
	db, err := s.sqlPool()
	if err != nil {
		return nil, err
	}
	hashes, of := nodeHashes(ids, kg.ArticleIRI) // node hash -> article id
	ph, predOf := nodeHashes([]string{Headline, DatePublished, URL, Publisher, RDFType}, itself)
	rows, err := db.QueryContext(ctx, `
SELECT q.subject_hash, q.predicate_hash, o.value_string FROM quads q
JOIN nodes o ON o.hash = q.object_hash
WHERE q.subject_hash = ANY($1) AND q.predicate_hash = ANY($2)
ORDER BY q.subject_hash, q.predicate_hash, q.object_hash`, hashes, ph)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	facts := map[string]map[string]string{} // article -> predicate -> its first value
	for rows.Next() {
		var sh, p []byte
		var v sql.NullString
		if err := rows.Scan(&sh, &p, &v); err != nil {
			return nil, err
		}
		id := of[string(sh)]
		if facts[id] == nil {
			facts[id] = map[string]string{}
		}
		if _, ok := facts[id][predOf[string(p)]]; !ok {
			facts[id][predOf[string(p)]] = v.String
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for id, f := range facts {
		a := kg.Article{ID: id, Title: f[Headline], Date: f[DatePublished], URL: f[URL]}
		if p, ok := f[Publisher]; ok {
			if e, err := s.cachedEntity(ctx, ents, p); err == nil {
				a.Publisher = e.Name
			}
		}
		out[id] = a
	}
	return out, nil
}

// prefillAliases reads, in one statement, the aliases of every entity the
// cards name, into ents, where fromCardText finds them.
func (s *Store) prefillAliases(ctx context.Context, ents *entityCache, cards map[string]string) error {
	seen := map[string]bool{}
	var iris []string
	for _, text := range cards {
		for _, e := range cardEntities(text) {
			if !seen[e] {
				seen[e] = true
				iris = append(iris, e)
			}
		}
	}
	as, err := s.AliasesOf(ctx, iris)
	if err != nil {
		return err
	}
	ents.mu.Lock()
	defer ents.mu.Unlock()
	for _, iri := range iris {
		ents.aliases[iri] = as[iri]
	}
	return nil
}

// wordPage is how many statements a walk in SQL (sqlEachWithWords,
// sqlSubjects) reads in one statement: a page of answers needs a hundred,
// and a word in every statement must not be read whole.
var wordPage = 256

// sqlEachWithWords is EachWithWords on PostgreSQL: the statements that
// have every word, with their contents.
func (s *Store) sqlEachWithWords(ctx context.Context, words []string, fn func(id, content string) error) error {
	args := []any{nodeHash(HasWord), nodeHash(words[0]), nodeHash(Text)}
	joins := ""
	for i, w := range words[1:] {
		args = append(args, nodeHash(w))
		joins += fmt.Sprintf("\nJOIN quads w%d ON w%d.subject_hash = w.subject_hash AND w%d.predicate_hash = $1 AND w%d.object_hash = $%d", i, i, i, i, len(args))
	}
	return s.sqlWalk(ctx, joins+`
LEFT JOIN quads t ON t.subject_hash = w.subject_hash AND t.predicate_hash = $3
LEFT JOIN nodes c ON c.hash = t.object_hash`, "COALESCE(c.value_string, '')", args, fn)
}

// sqlSubjects is Subjects on PostgreSQL: the IRI subjects of (?, pred, obj).
func (s *Store) sqlSubjects(ctx context.Context, obj quad.Value, pred string, fn func(subject string) error) error {
	args := []any{nodeHash(pred), valueHash(obj)}
	return s.sqlWalk(ctx, "", "''", args, func(subject, _ string) error { return fn(subject) })
}

// sqlWalk calls fn with the IRI subjects of the quads w (?, $1, $2) that the
// joins keep, and the column extra, in node hash order (the order of
// Cayley's own walk through its predicate-object-subject index), reading
// wordPage of them in each SQL statement.
func (s *Store) sqlWalk(ctx context.Context, joins, extra string, args []any, fn func(subject, extra string) error) error {
	db, err := s.sqlPool()
	if err != nil {
		return err
	}
	args = append(args, []byte{})
	after := len(args) // the placeholder of the last subject hash read
	query := fmt.Sprintf(`
SELECT w.subject_hash, s.value_string, %s FROM quads w%s
JOIN nodes s ON s.hash = w.subject_hash AND s.iri
WHERE w.predicate_hash = $1 AND w.object_hash = $2 AND w.subject_hash > $%d
ORDER BY w.subject_hash LIMIT %d`, extra, joins, after, wordPage)
	for {
		type hit struct{ subject, extra string }
		var page []hit
		rows, err := db.QueryContext(ctx, query, args...)
		if err != nil {
			return err
		}
		for rows.Next() {
			var h hit
			var sh []byte
			if err := rows.Scan(&sh, &h.subject, &h.extra); err != nil {
				rows.Close()
				return err
			}
			page = append(page, h)
			args[after-1] = sh
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, h := range page {
			if err := fn(h.subject, h.extra); err != nil {
				return err
			}
		}
		if len(page) < wordPage {
			return nil
		}
	}
}

// sqlLookUpName is LookUpName on PostgreSQL. It reads each distinct name
// once (a name node, not every entity that has it: at 10,000 articles 5,300
// names against 37,000 name quads), from kg_names (sqlnames.go) where the
// store keeps it, and the entities of the names that hold every word asked
// for in a second statement.
func (s *Store) sqlLookUpName(ctx context.Context, want []string, max int) (NameLookup, error) {
	out := NameLookup{Holding: map[string][]string{}}
	db, err := s.sqlPool()
	if err != nil {
		return out, err
	}
	sg := suggester{want: want, seen: map[string]bool{}}
	var matched pq.ByteaArray
	weigh := func(h []byte, n string) {
		if sg.weigh(n, max) {
			matched = append(matched, h)
		}
	}
	kept, err := s.keptNames(ctx, weigh)
	if err != nil {
		return out, err
	}
	if !kept {
		if err := s.sqlNodeNames(ctx, weigh); err != nil {
			return out, err
		}
	}
	out.Suggestions = sg.best(max)
	if len(matched) == 0 {
		return out, nil
	}
	rows, err := db.QueryContext(ctx, `
SELECT e.value_string, n.value_string FROM quads q
JOIN nodes e ON e.hash = q.subject_hash
JOIN nodes n ON n.hash = q.object_hash
WHERE q.predicate_hash IN ($1, $2) AND q.object_hash = ANY($3)`, nodeHash(Name), nodeHash(AlternateName), matched)
	if err != nil {
		return out, err
	}
	defer rows.Close()
	for rows.Next() {
		var e, n string
		if err := rows.Scan(&e, &n); err != nil {
			return out, err
		}
		if !slices.Contains(out.Holding[e], n) {
			out.Holding[e] = append(out.Holding[e], n)
		}
	}
	out.sort()
	return out, rows.Err()
}

// sqlNodeNames calls fn with the hash and text of each distinct name node,
// read from Cayley's tables: for a store without kg_names.
func (s *Store) sqlNodeNames(ctx context.Context, fn func(hash []byte, name string)) error {
	db, err := s.sqlPool()
	if err != nil {
		return err
	}
	rows, err := db.QueryContext(ctx, `
SELECT o.h, n.value_string FROM (SELECT DISTINCT object_hash AS h FROM quads WHERE predicate_hash IN ($1, $2)) o
CROSS JOIN LATERAL (SELECT value_string FROM nodes WHERE hash = o.h LIMIT 1) n`, nodeHash(Name), nodeHash(AlternateName))
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var h []byte
		var n string
		if err := rows.Scan(&h, &n); err != nil {
			return err
		}
		fn(h, n)
	}
	return rows.Err()
}

// sqlNames is eachName on PostgreSQL.
func (s *Store) sqlNames(ctx context.Context, fn func(entity, name string)) error {
	db, err := s.sqlPool()
	if err != nil {
		return err
	}
	rows, err := db.QueryContext(ctx, `
SELECT e.value_string, n.value_string FROM quads q
JOIN nodes e ON e.hash = q.subject_hash
JOIN nodes n ON n.hash = q.object_hash
WHERE q.predicate_hash IN ($1, $2)`, nodeHash(Name), nodeHash(AlternateName))
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var e, n string
		if err := rows.Scan(&e, &n); err != nil {
			return err
		}
		fn(e, n)
	}
	return rows.Err()
}
