package graph

import (
	"strconv"

	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
)

// Quads turns one article's extraction into quads. What the article says is
// labelled with the article's IRI (its named graph), so that "which article
// says so" is always a label away and an article can be replaced as a whole:
// its statements, hops, and the role and affiliation it gives each entity.
//
// What an entity is, whatever the article, goes once in the entity's own
// graph (labelled with its IRI): its type, names, aliases and name keys. A
// question then reads a few quads of a famous entity, not a few for every
// article that names it. Those quads outlive an edit of the article that
// first gave them (an alias stays an alias of the entity); see docs/model.md.
//
// Cayley's kv stores keep, for each subject and predicate, and for each
// label, one list of quad ids, rewritten whole whenever a quad joins it. So
// no subject may gather quads of one predicate from every article, nor a
// label from every entity: a common word's list would grow with the store
// and be rewritten by every batch. Hence the word index runs from statement
// to word (kg:hasWord), where the store keeps one key per quad, and each
// entity has a graph of its own rather than sharing the default graph.
func Quads(x kg.Extraction) []quad.Quad {
	a := x.Article
	label := quad.IRI(kg.ArticleIRI(a.ID))
	b := builder{label: label}
	art := label

	b.iri(art, RDFType, ClassArticle)
	b.str(art, Identifier, a.ID)
	b.str(art, Text, a.Text)
	b.str(art, Headline, a.Title)
	b.str(art, DatePublished, a.Date)
	b.str(art, URL, a.URL)
	if a.Publisher != "" {
		pub := publisherOf(a)
		b.link(art, Publisher, pub.ID)
		b.entity(pub)
	}

	for _, e := range x.Entities {
		b.entity(e)
	}
	for _, st := range x.Statements {
		s := quad.IRI(st.ID)
		b.iri(s, RDFType, ClassStatement)
		b.iri(s, StatementOf, KindIRI(st.Kind))
		b.link(s, WasDerivedFrom, string(art))
		b.link(s, WasAttributedTo, st.Speaker.ID)
		if st.Speaker.ID != "" {
			b.link(s, Tally, TallyIRI(st.Speaker.ID))
		}
		b.str(s, SpeakerRole, st.Speaker.Role)
		if st.Speaker.Affiliation != nil {
			b.link(s, SpeakerAffiliation, st.Speaker.Affiliation.ID)
		}
		b.str(s, Text, st.Content)
		b.str(s, Cue, st.Cue)
		b.str(s, Mention, st.Mention)
		b.str(s, Medium, st.Medium)
		b.str(s, QuotedParts, kg.FormatSpans(st.Quotes))
		b.add(s, Direct, quad.TypedString{Value: quad.String(strconv.FormatBool(st.Direct)), Type: XSDBoolean})
		b.int(s, Sentence, st.Sentence)
		b.span(s, ContentStart, ContentEnd, st.ContentSpan)
		b.span(s, CueStart, CueEnd, st.CueSpan)
		b.span(s, MentionStart, MentionEnd, st.MentionSpan)
		b.link(s, Continues, st.Continues)
		b.add(s, Card, cardOf(st, a))
		for _, w := range kg.Words(st.Content) {
			b.add(s, HasWord, quad.IRI(kg.WordIRI(w)))
		}
		for _, k := range bandsOf(st) {
			b.add(s, QuoteBand, quad.IRI(BandIRI(st.Speaker.ID, k)))
		}
		for i, h := range st.Via {
			hop := quad.IRI(kg.HopIRI(st.ID, i))
			b.link(s, Via, string(hop))
			b.iri(hop, RDFType, ClassHop)
			b.int(hop, HopIndex, i)
			b.link(hop, Through, h.Entity.ID)
			b.str(hop, Cue, h.Cue)
		}
	}
	return b.quads
}

type builder struct {
	label quad.IRI
	quads []quad.Quad
}

func (b *builder) add(s quad.IRI, p string, o quad.Value) {
	b.quads = append(b.quads, Normalize(quad.Quad{Subject: s, Predicate: quad.IRI(p), Object: o, Label: b.label}))
}

// global adds a quad to the graph of its subject, an entity.
func (b *builder) global(s quad.IRI, p string, o quad.Value) {
	b.quads = append(b.quads, Normalize(quad.Quad{Subject: s, Predicate: quad.IRI(p), Object: o, Label: s}))
}

func (b *builder) iri(s quad.IRI, p, o string) { b.add(s, p, quad.IRI(o)) }

func (b *builder) link(s quad.IRI, p, o string) {
	if o != "" {
		b.add(s, p, quad.IRI(o))
	}
}

func (b *builder) str(s quad.IRI, p, o string) {
	if o != "" {
		b.add(s, p, quad.String(o))
	}
}

func (b *builder) int(s quad.IRI, p string, n int) {
	b.add(s, p, quad.TypedString{Value: quad.String(strconv.Itoa(n)), Type: XSDInteger})
}

func (b *builder) span(s quad.IRI, start, end string, sp kg.Span) {
	if sp.End > sp.Start {
		b.int(s, start, sp.Start)
		b.int(s, end, sp.End)
	}
}

func (b *builder) entity(e kg.Entity) {
	s := quad.IRI(e.ID)
	b.global(s, RDFType, quad.IRI(ClassOf(e.Type)))
	if e.Name != "" {
		b.global(s, Name, quad.String(e.Name))
	}
	keys := map[string]bool{}
	for _, n := range append([]string{e.Name}, e.Aliases...) {
		if n != e.Name && n != "" {
			b.global(s, AlternateName, quad.String(n))
		}
		if k := kg.MatchKey(n); k != "" && !keys[k] {
			keys[k] = true
			b.global(s, Key, quad.String(k))
		}
	}
	b.str(s, JobTitle, e.Role)
	if e.Affiliation != nil {
		b.link(s, MemberOf, e.Affiliation.ID)
		b.entity(*e.Affiliation)
	}
}

// matchQuotations turns quotation matching on (band quads, and the plan
// of each batch); BenchmarkLoadQuotations turns it off to measure its cost.
var matchQuotations = true

// bandsOf are the band keys of a statement's content.
func bandsOf(st kg.Statement) []uint64 {
	if !matchQuotations {
		return nil
	}
	return kg.NewQuoteSketch(st.Content, st.Direct || len(st.Quotes) > 0).Bands
}
