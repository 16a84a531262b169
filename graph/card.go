package graph

import (
	"encoding/json"

	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
)

// A card is a statement's fields, in one JSON literal
// (kg:card, datatype rdf:JSON) beside the statement's own quads.
//
// Reading a statement quad by quad costs, in Cayley's kv stores, a
// transaction and five lookups for each of its ~16 quads and its hops' nodes:
// about half a millisecond a statement, so 50 ms for a page of 100. The card
// is one subject-predicate lookup. It is a copy, written in the same graph and
// the same transaction as the quads it copies, so it is replaced with them;
// the quads stay the model (Gizmo programs and other RDF tools read them), and
// a statement without a card (quads written by hand, an old export) is read
// quad by quad.
type card struct {
	Article     string    `json:"article"`
	Sentence    int       `json:"sentence"`
	Kind        kg.Kind   `json:"kind"`
	ContentSpan [2]int    `json:"contentSpan"`
	Cue         string    `json:"cue,omitempty"`
	CueSpan     [2]int    `json:"cueSpan"`
	Direct      bool      `json:"direct,omitempty"`
	Quotes      [][2]int  `json:"quotes,omitempty"` // the quoted parts of a content partly quoted
	Mention     string    `json:"mention,omitempty"`
	MentionSpan [2]int    `json:"mentionSpan"`
	Speaker     string    `json:"speaker,omitempty"` // entity IRI
	Role        string    `json:"role,omitempty"`
	Affiliation string    `json:"affiliation,omitempty"` // entity IRI
	Via         []cardHop `json:"via,omitempty"`
	Medium      string    `json:"medium,omitempty"`
	Continues   string    `json:"continues,omitempty"` // statement IRI

	// So that a page of statements reads one key each, a card holds the
	// content, and the names and types of the entities (an entity's
	// IRI is minted from its type and name, so they do not change; its
	// aliases grow, and are read from the entity's graph). Cards without
	// them read those from the quads.
	Text            string        `json:"text,omitempty"`
	SpeakerName     string        `json:"speakerName,omitempty"`
	SpeakerType     kg.EntityType `json:"speakerType,omitempty"`
	AffiliationName string        `json:"affiliationName,omitempty"`
	AffiliationType kg.EntityType `json:"affiliationType,omitempty"`

	// Published is what a report shows of the statement's article (kg
	// quote lists a quotation's reports with their articles' titles,
	// dates and outlets): copied here, so that a quotation of a thousand
	// reports reads a thousand keys rather than five thousand. The card is
	// in the article's graph, so it is rewritten when the article is.
	// Cards without it read the article.
	Published *cardArticle `json:"published,omitempty"`
}

// cardArticle is an article as a report shows it: no text.
type cardArticle struct {
	Title     string `json:"title,omitempty"`
	Date      string `json:"date,omitempty"`
	URL       string `json:"url,omitempty"`
	Publisher string `json:"publisher,omitempty"` // the outlet's name
}

// article is the card's article, ok false when the card does not copy it.
func (c card) article() (a kg.Article, ok bool) {
	if c.Published == nil {
		return kg.Article{}, false
	}
	p := c.Published
	return kg.Article{ID: c.Article, Title: p.Title, Date: p.Date, URL: p.URL, Publisher: p.Publisher}, true
}

type cardHop struct {
	Through string        `json:"through"` // entity IRI
	Cue     string        `json:"cue,omitempty"`
	Name    string        `json:"name,omitempty"`
	Type    kg.EntityType `json:"type,omitempty"`
}

// cardOf is the card of st, a statement of the article a, as a typed literal.
func cardOf(st kg.Statement, a kg.Article) quad.Value {
	c := card{
		Article:     st.Article,
		Sentence:    st.Sentence,
		Kind:        st.Kind,
		ContentSpan: [2]int{st.ContentSpan.Start, st.ContentSpan.End},
		Cue:         st.Cue,
		CueSpan:     [2]int{st.CueSpan.Start, st.CueSpan.End},
		Direct:      st.Direct,
		Mention:     st.Mention,
		MentionSpan: [2]int{st.MentionSpan.Start, st.MentionSpan.End},
		Speaker:     st.Speaker.ID,
		Role:        st.Speaker.Role,
		Medium:      st.Medium,
		Quotes:      spanPairs(st.Quotes),
		Continues:   st.Continues,
		Text:        st.Content,
		SpeakerName: st.Speaker.Name,
		SpeakerType: st.Speaker.Type,
		Published:   &cardArticle{Title: a.Title, Date: a.Date, URL: a.URL, Publisher: a.Publisher},
	}
	if a := st.Speaker.Affiliation; a != nil {
		c.Affiliation, c.AffiliationName, c.AffiliationType = a.ID, a.Name, a.Type
	}
	for _, h := range st.Via {
		c.Via = append(c.Via, cardHop{Through: h.Entity.ID, Cue: h.Cue, Name: h.Entity.Name, Type: h.Entity.Type})
	}
	b, err := json.Marshal(c)
	if err != nil {
		panic(err) // a struct of strings, ints and bools always marshals
	}
	return quad.TypedString{Value: quad.String(b), Type: RDFJSON}
}

// statement is the card as a kg.Statement with id and content; its entities
// carry only their IRIs, for the caller to fill in.
func (c card) statement(id, content string) kg.Statement {
	st := kg.Statement{
		ID:          id,
		Article:     c.Article,
		Sentence:    c.Sentence,
		Kind:        c.Kind,
		Content:     content,
		ContentSpan: kg.Span{Start: c.ContentSpan[0], End: c.ContentSpan[1]},
		Cue:         c.Cue,
		CueSpan:     kg.Span{Start: c.CueSpan[0], End: c.CueSpan[1]},
		Direct:      c.Direct,
		Mention:     c.Mention,
		MentionSpan: kg.Span{Start: c.MentionSpan[0], End: c.MentionSpan[1]},
		Speaker:     kg.Entity{ID: c.Speaker, Role: c.Role, Name: c.SpeakerName, Type: c.SpeakerType},
		Medium:      c.Medium,
		Quotes:      spansOf(c.Quotes),
		Continues:   c.Continues,
	}
	if st.Kind == "" {
		st.Kind = kg.Speech
	}
	if c.Affiliation != "" {
		st.Speaker.Affiliation = &kg.Entity{ID: c.Affiliation, Name: c.AffiliationName, Type: c.AffiliationType}
	}
	for _, h := range c.Via {
		st.Via = append(st.Via, kg.Hop{Entity: kg.Entity{ID: h.Through, Name: h.Name, Type: h.Type}, Cue: h.Cue})
	}
	return st
}

func spanPairs(sp []kg.Span) [][2]int {
	var out [][2]int
	for _, s := range sp {
		out = append(out, [2]int{s.Start, s.End})
	}
	return out
}

func spansOf(p [][2]int) []kg.Span {
	var out []kg.Span
	for _, s := range p {
		out = append(out, kg.Span{Start: s[0], End: s[1]})
	}
	return out
}

// cardEntities are the entities the card text names: its speaker, the
// speaker's affiliation and the outlets of its hops.
func cardEntities(text string) []string {
	var c card
	if json.Unmarshal([]byte(text), &c) != nil {
		return nil
	}
	return c.entities()
}

// entities are the entities c names: its speaker, the speaker's
// affiliation and the outlets of its hops.
func (c *card) entities() []string {
	out := make([]string, 0, 2+len(c.Via))
	for _, e := range append([]string{c.Speaker, c.Affiliation}, hopEntities(c.Via)...) {
		if e != "" {
			out = append(out, e)
		}
	}
	return out
}

func hopEntities(hs []cardHop) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.Through
	}
	return out
}
