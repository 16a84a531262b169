package graph

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"

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

// TrimIRI turns "<iri>", as Gizmo results write IRIs, into "iri".
func TrimIRI(s string) string { return strings.TrimSuffix(strings.TrimPrefix(s, "<"), ">") }

// Statement reads the statement with IRI id back from the store. The speaker's
// role, affiliation and aliases are the ones its own article gives, since one
// person can be "spokesman" in one article and "commander" in another.
func (s *Store) Statement(ctx context.Context, id string) (kg.Statement, error) {
	st, _, err := s.statement(ctx, TrimIRI(id), false)
	return st, err
}

// Support returns the quads that support the statement with IRI id: the
// statement's, its hops', its speaker's and their affiliations' and outlets'
// quads in its article's graph, and the article's own (its text left out).
func (s *Store) Support(ctx context.Context, id string) ([]quad.Quad, error) {
	_, qs, err := s.statement(ctx, TrimIRI(id), true)
	return qs, err
}

func (s *Store) statement(ctx context.Context, id string, support bool) (kg.Statement, []quad.Quad, error) {
	n, quads, err := s.read(ctx, id)
	if err != nil {
		return kg.Statement{}, nil, err
	}
	if len(n) == 0 {
		return kg.Statement{}, nil, fmt.Errorf("no statement %s in the store", id)
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
		Sentence:    n.int(Sentence, label),
		ContentSpan: kg.Span{Start: n.int(ContentStart, label), End: n.int(ContentEnd, label)},
		CueSpan:     kg.Span{Start: n.int(CueStart, label), End: n.int(CueEnd, label)},
		MentionSpan: kg.Span{Start: n.int(MentionStart, label), End: n.int(MentionEnd, label)},
	}
	if n.str(StatementOf, label) == KindBelief {
		st.Kind = kg.Belief
	}
	more := func(qs []quad.Quad) {
		if !support {
			return
		}
		for _, q := range qs {
			if q.Label == label && !(plain(q.Predicate) == Text && plain(q.Subject) == plain(label)) {
				quads = append(quads, q)
			}
		}
	}
	if label != nil {
		an, aq, err := s.read(ctx, plain(label))
		if err != nil {
			return st, nil, err
		}
		st.Article = an.str(Identifier, label)
		more(aq)
	}
	if sp := n.first(WasAttributedTo, label); sp != nil {
		e, eq, err := s.entity(ctx, plain(sp), label, support)
		if err != nil {
			return st, nil, err
		}
		st.Speaker = e
		more(eq)
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
		more(hq)
		h := kg.Hop{Cue: hn.str(Cue, label)}
		if t := hn.first(Through, label); t != nil {
			e, eq, err := s.entity(ctx, plain(t), label, support)
			if err != nil {
				return st, nil, err
			}
			h.Entity = e
			more(eq)
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
	return st, quads, nil
}

// entity reads an entity as the article labelled label describes it, with its
// affiliation one level deep.
func (s *Store) entity(ctx context.Context, iri string, label quad.Value, support bool) (kg.Entity, []quad.Quad, error) {
	n, quads, err := s.read(ctx, iri)
	if err != nil {
		return kg.Entity{}, nil, err
	}
	e := kg.Entity{ID: iri, Name: n.str(Name, label), Role: n.str(JobTitle, label), Type: kg.Unknown}
	if t, ok := TypeOf(n.str(RDFType, label)); ok {
		e.Type = t
	}
	for _, q := range n[AlternateName] {
		if q.Label == label {
			e.Aliases = append(e.Aliases, plain(q.Object))
		}
	}
	sort.Strings(e.Aliases)
	var keep []quad.Quad
	for _, q := range quads {
		if q.Label == label {
			keep = append(keep, q)
		}
	}
	for _, q := range n[MemberOf] {
		if q.Label != label {
			continue
		}
		a, aq, err := s.entity(ctx, plain(q.Object), label, false)
		if err != nil {
			return e, nil, err
		}
		a.Affiliation = nil
		e.Affiliation = &a
		if support {
			for _, q := range aq {
				if q.Label == label {
					keep = append(keep, q)
				}
			}
		}
		break
	}
	return e, keep, nil
}

// HasKey reports whether some entity is known by a name with this kg.MatchKey.
func (s *Store) HasKey(ctx context.Context, key string) (bool, error) {
	found := false
	err := s.eachWith(ctx, quad.Object, quad.String(key), func(q quad.Quad) {
		if plain(Normalize(q).Predicate) == Key {
			found = true
		}
	})
	return found, err
}

// Suggest returns up to max entity names close to name: sharing a word with
// it, or one or two edits from it. It reads every entity name, so it is for
// the moment a question found nothing, not for every question.
func (s *Store) Suggest(ctx context.Context, name string, max int) ([]string, error) {
	want := strings.Fields(kg.MatchKey(name))
	seen := map[string]bool{}
	type cand struct {
		name  string
		score int
	}
	var cands []cand
	for _, p := range []string{Name, AlternateName} {
		err := s.eachWith(ctx, quad.Predicate, quad.IRI(p), func(q quad.Quad) {
			n := plain(q.Object)
			if seen[n] {
				return
			}
			seen[n] = true
			have := strings.Fields(kg.MatchKey(n))
			score := 0
			for _, w := range want {
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
				cands = append(cands, cand{n, score})
			}
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Slice(cands, func(i, j int) bool {
		if cands[i].score != cands[j].score {
			return cands[i].score > cands[j].score
		}
		return cands[i].name < cands[j].name
	})
	var out []string
	for _, c := range cands {
		if len(out) == max {
			break
		}
		out = append(out, c.name)
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

// Aliases returns every alternate name an entity has in any article, sorted.
func (s *Store) Aliases(ctx context.Context, iri string) ([]string, error) {
	n, _, err := s.read(ctx, iri)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var out []string
	for _, q := range n[AlternateName] {
		if a := plain(q.Object); !seen[a] {
			seen[a] = true
			out = append(out, a)
		}
	}
	sort.Strings(out)
	return out, nil
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
