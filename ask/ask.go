// Package ask answers kg's attribution questions: who said a phrase, what an
// entity (and its members) said, what came through an outlet, the path of a
// statement. Each question runs one Gizmo program of package queries through
// a graph.Store, the same text `kg query -f` runs, and reads every statement
// it finds back whole (graph.Store.Statement).
package ask

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/queries"
)

// Question is a program of package queries and its parameters.
type Question struct {
	Program string
	Params  map[string]string
}

// WhoSaid finds statements whose content holds phrase.
func WhoSaid(phrase string) Question {
	return Question{"who_said", map[string]string{"phrase": phrase}}
}

// SaidBy finds the statements of the entity called name (any of its names);
// with members, also those of the people affiliated with it.
func SaidBy(name string, members bool) Question {
	p := map[string]string{"name": name}
	if members {
		p["members"] = "true"
	}
	return Question{"said_by", p}
}

// Via finds the statements that reached their article through an outlet.
func Via(outlet string) Question {
	return Question{"via", map[string]string{"name": outlet}}
}

// OfKinds narrows q to statements of the given kinds (kg.ParseKinds; none:
// every kind). The programs of queries/ read it as params.kind.
func (q Question) OfKinds(kinds []kg.Kind) Question {
	if len(kinds) == 0 {
		return q
	}
	p := make(map[string]string, len(q.Params)+1)
	for k, v := range q.Params {
		p[k] = v
	}
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = string(k)
	}
	p["kind"] = strings.Join(names, ",")
	return Question{q.Program, p}
}

// Command is the kg query command line that runs the same program by hand.
func (q Question) Command() string {
	keys := make([]string, 0, len(q.Params))
	for k := range q.Params {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "kg query -f queries/%s.js", q.Program)
	for _, k := range keys {
		fmt.Fprintf(&b, " --param %s", shellQuote(k+"="+q.Params[k]))
	}
	return b.String()
}

func shellQuote(s string) string {
	if strings.IndexFunc(s, func(r rune) bool {
		return !(r == '=' || r == '-' || r == '_' || r == '.' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// NoMatch is the error of a question about a name no entity has.
type NoMatch struct {
	Name        string
	Suggestions []string
}

func (e *NoMatch) Error() string {
	msg := fmt.Sprintf("no entity is called %q", e.Name)
	if len(e.Suggestions) > 0 {
		msg += "; did you mean " + strings.Join(quoteAll(e.Suggestions), ", ") + "?"
	}
	return msg
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}

// Statements runs q and returns the statements it found, at most limit (0: no
// limit), ordered by article and position. A question about a name that no
// entity has fails with a *NoMatch that suggests close names.
func Statements(ctx context.Context, st *graph.Store, q Question, limit int) ([]kg.Statement, error) {
	kinds, err := kg.ParseKinds(q.Params["kind"])
	if err != nil {
		return nil, err
	}
	if len(kinds) == 0 {
		return statements(ctx, st, q, limit)
	}
	// A statement's kind is read with the statement: look at every one the
	// question finds and keep the first limit of the kinds asked for.
	all, err := statements(ctx, st, q, 0)
	if err != nil {
		return nil, err
	}
	out := all[:0]
	for _, s := range all {
		if kg.KindIn(s.Kind, kinds) && (limit == 0 || len(out) < limit) {
			out = append(out, s)
		}
	}
	return out, nil
}

// statements is Statements over every kind.
func statements(ctx context.Context, st *graph.Store, q Question, limit int) ([]kg.Statement, error) {
	q, err := withName(ctx, st, q)
	if err != nil {
		return nil, err
	}
	if q.Program == "who_said" {
		ids, err := whoSaid(ctx, st, q.Params["phrase"], limit)
		if err != nil {
			return nil, err
		}
		return Describe(ctx, st, ids)
	}
	if ids, ok, err := fixedSteps(ctx, st, q, limit); ok || err != nil {
		if err != nil {
			return nil, err
		}
		return Describe(ctx, st, ids)
	}
	params := map[string]string{"brief": "true"} // ids only: Describe reads the rest
	for k, v := range q.Params {
		params[k] = v
	}
	program, err := queries.Program(q.Program, params)
	if err != nil {
		return nil, err
	}
	var ids []string
	seen := map[string]bool{}
	err = st.Query(ctx, program, 0, func(r any) error {
		m, ok := r.(map[string]any)
		if !ok {
			return fmt.Errorf("%s.js emitted %T, want an object with an id", q.Program, r)
		}
		id, _ := m["id"].(string)
		if id != "" && !seen[id] {
			seen[id] = true
			ids = append(ids, id)
			if limit > 0 && len(ids) >= limit {
				return errLimit
			}
		}
		return nil
	})
	if err != nil && !errors.Is(err, errLimit) {
		return nil, err
	}
	return Describe(ctx, st, ids)
}

var errLimit = errors.New("limit reached")

// whoSaid finds what queries/who_said.js finds (a test holds them equal),
// through graph.Store.EachWithWords: the statements that hold every index
// word of phrase, then those whose content holds the phrase, word by word.
func whoSaid(ctx context.Context, st *graph.Store, phrase string, limit int) ([]string, error) {
	var nodes []string
	for _, w := range kg.Words(phrase) {
		nodes = append(nodes, kg.WordIRI(w))
	}
	want := phraseTokens(phrase)
	var ids []string
	err := st.EachWithWords(ctx, nodes, func(id, content string) error {
		if !containsRun(phraseTokens(content), want) {
			return nil
		}
		ids = append(ids, id)
		if limit > 0 && len(ids) >= limit {
			return graph.ErrStop
		}
		return nil
	})
	return ids, err
}

// phraseTokens splits s, lower-cased, into runs of word characters, as
// who_said.js's words() does: a-z, 0-9 and the letters past Latin-1's
// symbols, but not general punctuation (U+2000-U+206F: dashes, curly quotes).
func phraseTokens(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		word := r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r >= 0xC0 && r <= 0x1FFF || r >= 0x2070
		return !word
	})
}

// containsRun reports whether run occurs in tokens, contiguous.
func containsRun(tokens, run []string) bool {
	if len(run) == 0 {
		return false
	}
	for i := 0; i+len(run) <= len(tokens); i++ {
		match := true
		for j := range run {
			if tokens[i+j] != run[j] {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}

// known returns nil when some entity is called name, else a *NoMatch with
// close names.
// Ambiguous is the error of a question about a part of a name ("Sharif")
// that more than one entity's names hold.
type Ambiguous struct {
	Name       string
	Candidates []string
}

func (e *Ambiguous) Error() string {
	return fmt.Sprintf("%q is part of the names of %d entities: %s; ask for one of them", e.Name, len(e.Candidates), strings.Join(quoteAll(e.Candidates), ", "))
}

// resolveName returns the name a question asks about: name itself when an
// entity has it (any of its names, by kg.MatchKey); else the canonical name
// of the one entity whose names hold every word of it, as people type a
// surname ("Khurasani" for Muhammad Khurasani). A part of several entities'
// names is an *Ambiguous error listing them; no entity at all a *NoMatch
// with close names.
func resolveName(ctx context.Context, st *graph.Store, name string) (string, error) {
	found, err := st.HasKey(ctx, kg.MatchKey(name))
	if err != nil || found {
		return name, err
	}
	near, err := st.LookUpName(ctx, name, 5)
	if err != nil {
		return "", err
	}
	byKey, err := candidateEntities(ctx, st, near.Holding)
	if err != nil {
		return "", err
	}
	switch len(byKey) {
	case 0:
		return "", &NoMatch{Name: name, Suggestions: near.Suggestions}
	case 1:
		for _, n := range byKey {
			return n, nil
		}
	}
	var cands []string
	for _, n := range byKey {
		cands = append(cands, n)
	}
	sort.Strings(cands)
	return "", &Ambiguous{Name: name, Candidates: cands}
}

// candidateEntities returns the listed entities among ids, one name per
// entity as the questions see it: entities that share a name key (the TTP
// of one article and the Pakistani Taliban of another, one of whose names
// the other's article gave) are one, named by the first of them in order.
func candidateEntities(ctx context.Context, st *graph.Store, ids map[string][]string) (map[string]string, error) {
	sorted := make([]string, 0, len(ids))
	for id := range ids {
		sorted = append(sorted, id)
	}
	sort.Strings(sorted)
	group := map[string]string{} // name key -> the name of the entity that first had it
	out := map[string]string{}   // first key of each entity -> its name
	for _, id := range sorted {
		e, err := st.Entity(ctx, id)
		if err != nil {
			return nil, err
		}
		if e.Name == "" || !e.Listed() {
			continue
		}
		keys, err := st.Objects(ctx, id, graph.Key)
		if err != nil {
			return nil, err
		}
		name := e.Name
		for _, k := range keys {
			if n, ok := group[quad.StringOf(k)]; ok {
				name = n
			}
		}
		for _, k := range keys {
			group[quad.StringOf(k)] = name
		}
		delete(out, kg.MatchKey(e.Name))
		out[kg.MatchKey(name)] = name
	}
	return out, nil
}

// withName returns q asking about the name resolveName gives for its
// "name" parameter.
func withName(ctx context.Context, st *graph.Store, q Question) (Question, error) {
	name, ok := q.Params["name"]
	if !ok {
		return q, nil
	}
	resolved, err := resolveName(ctx, st, name)
	if err != nil || resolved == name {
		return q, err
	}
	p := make(map[string]string, len(q.Params))
	for k, v := range q.Params {
		p[k] = v
	}
	p["name"] = resolved
	return Question{q.Program, p}, nil
}

// Describe reads the statements with the given IRIs, ordered by article and
// position.
func Describe(ctx context.Context, st *graph.Store, ids []string) ([]kg.Statement, error) {
	out, err := st.Statements(ctx, ids)
	if err != nil {
		return nil, err
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Article != out[j].Article {
			return out[i].Article < out[j].Article
		}
		if out[i].ContentSpan.Start != out[j].ContentSpan.Start {
			return out[i].ContentSpan.Start < out[j].ContentSpan.Start
		}
		return out[i].MentionSpan.Start < out[j].MentionSpan.Start
	})
	return out, nil
}

// ErrNotStatementIRI is returned by Trace for an id that is no statement IRI.
var ErrNotStatementIRI = errors.New("not a statement IRI")

// Trace returns the statement with IRI id.
func Trace(ctx context.Context, st *graph.Store, id string) ([]kg.Statement, error) {
	if !strings.Contains(id, "/statement/") {
		return nil, fmt.Errorf("%q: %w (they look like %sstatement/ARTICLE/START-END)", id, ErrNotStatementIRI, kg.Base)
	}
	return Describe(ctx, st, []string{graph.TrimIRI(id)})
}

// EntityCount is an entity and the number of statements attributed to it.
type EntityCount = graph.EntityCount

// Entities lists the canonical entities, of one type when typ is not empty,
// with their aliases and statement counts, most statements first (then by
// name, then by IRI): the page that skips offset of them and holds at most
// limit (0: all). It reads the counts the store keeps; on a store written
// before kg kept them, the entities program counts them. Only the page's
// aliases are read.
func Entities(ctx context.Context, st *graph.Store, typ kg.EntityType, offset, limit int) ([]EntityCount, error) {
	out, kept, err := st.EntitiesByCount(ctx, typ, offset, limit)
	if err != nil {
		return nil, err
	}
	if !kept {
		if out, err = countEntities(ctx, st, typ, offset, limit); err != nil {
			return nil, err
		}
	}
	ids := make([]string, len(out))
	for i, e := range out {
		ids[i] = e.Entity.ID
	}
	aliases, err := st.AliasesOf(ctx, ids)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Entity.Aliases = aliases[out[i].Entity.ID]
	}
	return out, nil
}

// countEntities is Entities the slow way, without aliases: the entities
// program counts every entity's statements.
func countEntities(ctx context.Context, st *graph.Store, typ kg.EntityType, offset, limit int) ([]EntityCount, error) {
	p := map[string]string{}
	if typ != "" {
		p["class"] = "<" + graph.ClassOf(typ) + ">"
	}
	program, err := queries.Program("entities", p)
	if err != nil {
		return nil, err
	}
	var out []EntityCount
	err = st.Query(ctx, program, 0, func(r any) error {
		m, _ := r.(map[string]any)
		id, _ := m["id"].(string)
		name, _ := m["name"].(string)
		class, _ := m["class"].(string)
		n, _ := m["statements"].(float64)
		if ni, ok := m["statements"].(int64); ok {
			n = float64(ni)
		}
		t, _ := graph.TypeOf(graph.TrimIRI(class))
		if !(kg.Entity{Name: name, Type: t}).Listed() {
			return nil // "Some", "many", "unknown": speakers of their statements, no entities to list
		}
		out = append(out, EntityCount{Entity: kg.Entity{ID: graph.TrimIRI(id), Name: name, Type: t}, Statements: int(n)})
		return nil
	})
	if err != nil {
		return nil, err
	}
	graph.SortTallies(out)
	out = out[min(max(offset, 0), len(out)):]
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// EntitiesNamed returns the entities known by name (any of their names, across
// articles), or a *NoMatch.
func EntitiesNamed(ctx context.Context, st *graph.Store, name string) ([]kg.Entity, error) {
	name, err := resolveName(ctx, st, name)
	if err != nil {
		return nil, err
	}
	program, err := queries.Program("entity", map[string]string{"name": name})
	if err != nil {
		return nil, err
	}
	var out []kg.Entity
	err = st.Query(ctx, program, 0, func(r any) error {
		m, _ := r.(map[string]any)
		id, _ := m["id"].(string)
		e, err := st.Entity(ctx, id)
		if err != nil {
			return err
		}
		out = append(out, e)
		return nil
	})
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, err
}

// Article returns the article with the given id, its text included when
// withText, and its statements in the order of the text.
func Article(ctx context.Context, st *graph.Store, id string, withText bool) (kg.Article, []kg.Statement, error) {
	a, ids, err := st.Article(ctx, id, withText)
	if err != nil {
		return a, nil, err
	}
	sts, err := Describe(ctx, st, ids)
	return a, sts, err
}

// Quote reads one quotation: ref is its IRI or id, or the IRI of a
// statement that reports it.
func Quote(ctx context.Context, st *graph.Store, ref string) (kg.Quotation, error) {
	if strings.Contains(ref, "/statement/") {
		return st.QuotationOfStatement(ctx, ref)
	}
	return st.Quotation(ctx, ref)
}

// QuotesOf returns the quotations whose reports hold phrase (WhoSaid),
// those with the most reports first, at most limit (0: all). A statement no
// other statement reports is a quotation of one report; those come last, in
// the order WhoSaid lists them.
//
// Each quotation is read once, through the first of its statements that
// holds the phrase, and a quotation of one report is made only while the
// limit has room, from the statement in hand (graph's SingleQuotations): a
// common word is held by a hundred thousand statements at 100,000
// articles, nearly all of them in no quotation, and reading each again
// took a minute.
func QuotesOf(ctx context.Context, st *graph.Store, phrase string, limit int) ([]kg.Quotation, error) {
	sts, err := Statements(ctx, st, WhoSaid(phrase), 0)
	if err != nil {
		return nil, err
	}
	var out []kg.Quotation
	var alone []kg.Statement
	seen := map[string]bool{}
	for _, s := range sts {
		if s.Quotation == "" {
			alone = append(alone, s)
			continue
		}
		if seen[s.Quotation] {
			continue
		}
		seen[s.Quotation] = true
		q, err := st.Quotation(ctx, s.Quotation)
		if err != nil {
			return nil, err
		}
		out = append(out, q)
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].Reports) > len(out[j].Reports) })
	if limit > 0 {
		alone = alone[:max(0, min(len(alone), limit-len(out)))]
	}
	singles, err := st.SingleQuotations(ctx, alone)
	if err != nil {
		return nil, err
	}
	out = append(out, singles...)
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// Grouped returns sts with the statements of one quotation folded into its
// first one in sts, whose Reports says how many of sts it stands for
// (a statement in no quotation stands for itself: 1). Order is kept.
func Grouped(sts []kg.Statement) []kg.Statement {
	var out []kg.Statement
	at := map[string]int{}
	for _, s := range sts {
		if s.Quotation != "" {
			if i, ok := at[s.Quotation]; ok {
				out[i].Reports++
				continue
			}
			at[s.Quotation] = len(out)
		}
		s.Reports = 1
		out = append(out, s)
	}
	return out
}
