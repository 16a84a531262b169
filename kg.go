// Package kg is the domain of the quote and attribution knowledge graph: articles,
// the statements they report, the entities that made them and the outlets the
// statements travelled through.
//
// The types here know nothing of Cayley or of how statements are found in text:
// package loader turns articles into these values, package graph stores them.
// Identifiers are minted here, from content alone, so that the same article
// always yields the same IRIs whether or not a store is involved (kg extract
// prints them without opening one).
package kg

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Base is the namespace every IRI minted by kg starts with.
const Base = "https://kg.example.org/"

// EntityType says what kind of speaker or intermediary an entity is.
type EntityType string

// The entity types. Their names are part of the `kg extract` contract.
const (
	Person        EntityType = "Person"
	Organization  EntityType = "Organization"
	NewsOutlet    EntityType = "NewsOutlet"
	Group         EntityType = "Group"
	UnnamedSource EntityType = "UnnamedSource"
	Unknown       EntityType = "Unknown"
)

// EntityTypes lists every EntityType, in a stable order.
var EntityTypes = []EntityType{Person, Organization, NewsOutlet, Group, UnnamedSource, Unknown}

// Kind tells speech ("X said", "X told", "according to X") from belief or
// intention ("X believes", "X wants") and from stance ("X supports",
// "X condemned", "X's criticism of"): a reader checking quotes wants the
// first, one mapping positions all three.
type Kind string

// The statement kinds.
const (
	Speech Kind = "speech"
	Belief Kind = "belief"
	Stance Kind = "stance"
)

// Kinds lists every Kind, in a stable order.
var Kinds = []Kind{Speech, Belief, Stance}

// ParseKinds reads a --kind / kind= value: one kind or several separated by
// commas ("speech", "belief,stance"); "" and "all" are every kind (nil).
func ParseKinds(s string) ([]Kind, error) {
	if s == "" || s == "all" {
		return nil, nil
	}
	var out []Kind
	for _, f := range strings.Split(s, ",") {
		k := Kind(strings.TrimSpace(strings.ToLower(f)))
		if !slices.Contains(Kinds, k) {
			return nil, fmt.Errorf("unknown kind %q (have %v, or all)", f, Kinds)
		}
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out, nil
}

// KindIn reports whether k is one of kinds; no kinds at all means every kind.
func KindIn(k Kind, kinds []Kind) bool { return len(kinds) == 0 || slices.Contains(kinds, k) }

// Span is a half-open byte range [Start, End) into an article's text.
type Span struct {
	Start, End int
}

// Valid reports whether s is a non-empty range inside a text of length n.
func (s Span) Valid(n int) bool { return s.Start >= 0 && s.Start < s.End && s.End <= n }

// Of returns the text s covers.
func (s Span) Of(text string) string { return text[s.Start:s.End] }

// Article is one news article as read, before extraction.
type Article struct {
	ID        string // file stem or the JSON Lines "id"
	Text      string
	Title     string
	Publisher string
	Date      string
	URL       string
	Source    string // where it was read from, "file.jsonl:12"; for messages only
}

// Entity is a canonical speaker or intermediary.
type Entity struct {
	ID          string // IRI, from EntityIRI
	Name        string // canonical name
	Type        EntityType
	Aliases     []string // other names met in the text, canonical name excluded
	Role        string   // "spokesman", "analyst"; empty when unknown
	Affiliation *Entity  // the organization the role is held at, or nil
}

// Listed reports whether e belongs in a list of entities (kg entities, the
// page's list): something a reader can look up by name. A speaker of unknown
// type ("unknown": nobody the text names) and a group named only by a
// quantifier or pronoun ("Some", "many", "others") stay the typed speakers
// of their statements but are no entities to list.
func (e Entity) Listed() bool {
	if e.Type == Unknown || e.Name == "" {
		return false
	}
	if e.Type != Group && e.Type != UnnamedSource {
		return true
	}
	for _, w := range strings.Fields(strings.ToLower(e.Name)) {
		if !quantifierWords[w] {
			return true
		}
	}
	return false
}

// quantifierWords name people by how many, not who: "some", "many of them".
var quantifierWords = map[string]bool{
	"some": true, "many": true, "others": true, "other": true, "several": true, "few": true, "a": true,
	"most": true, "all": true, "both": true, "they": true, "them": true, "those": true, "these": true,
	"of": true, "more": true, "fewer": true, "lot": true, "number": true, "unknown": true, "someone": true,
	"somebody": true, "anyone": true, "everyone": true, "nobody": true, "each": true,
}

// FormatSpans writes spans as "start-end start-end" (kg:quotedParts), ""
// for none.
func FormatSpans(sp []Span) string {
	parts := make([]string, len(sp))
	for i, s := range sp {
		parts[i] = strconv.Itoa(s.Start) + "-" + strconv.Itoa(s.End)
	}
	return strings.Join(parts, " ")
}

// ParseSpans reads what FormatSpans writes; a malformed part is left out.
func ParseSpans(s string) []Span {
	var out []Span
	for _, f := range strings.Fields(s) {
		a, b, ok := strings.Cut(f, "-")
		start, err1 := strconv.Atoi(a)
		end, err2 := strconv.Atoi(b)
		if ok && err1 == nil && err2 == nil && start < end {
			out = append(out, Span{Start: start, End: end})
		}
	}
	return out
}

// Hop is one intermediary a statement passed through on its way to the article.
type Hop struct {
	Entity Entity
	Cue    string // "told", "according to", "in an interview with"
}

// Statement is one attribution: who said (or believes) what, how, and through whom.
type Statement struct {
	ID          string // IRI, from StatementIRI
	Article     string // article ID
	Sentence    int    // 0-based index of the sentence that holds the cue (or the content)
	Kind        Kind
	Content     string
	ContentSpan Span
	Cue         string
	CueSpan     Span   // zero when the statement has no cue of its own (a continued quote)
	Direct      bool   // the whole content is in quotation marks: the speaker's own words
	Quotes      []Span // of a content only partly quoted, the quoted parts (the marks excluded); nil when Direct or none
	Mention     string
	MentionSpan Span // zero when the speaker is not named in the text ("it was reported")
	Speaker     Entity
	Via         []Hop  // nearest to the speaker first; never the article's own publisher
	Medium      string // "phone call", "email", "Twitter": how it was said, not who relayed it
	// Continues is the IRI of the statement whose quotation this one goes on
	// in the same paragraph ("“Q1,” X said. “Q2.”"): one attribution written
	// in two parts, which corpora such as PARC and PolNeAR annotate as one.
	Continues string
	// Quotation is the IRI of the quotation this statement reports when
	// other statements report it too (kg.Quotation), "" when none does. The
	// graph decides it when articles are loaded; extraction leaves it empty.
	Quotation string
	// Reports is, in an answer that groups statements by quotation, how
	// many of the answer's statements this one stands for (itself included);
	// 0 where the answer does not group.
	Reports int
}

// Extraction is everything found in one article.
type Extraction struct {
	Article    Article
	Statements []Statement
	Entities   []Entity // every entity the statements refer to, each once
}

// ArticleIRI is the IRI of an article; it also names the article's graph.
func ArticleIRI(id string) string { return Base + "article/" + escape(id) }

// StatementIRI is the IRI of the statement whose content spans content in
// article id. The speaker's mention start tells apart statements that share one
// content ("A and B deeming it ..."); it is left out when there is no mention.
func StatementIRI(article string, content Span, mentionStart int) string {
	b := make([]byte, 0, len(Base)+len(article)+40)
	b = append(b, Base...)
	b = append(b, "statement/"...)
	b = append(b, escape(article)...)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(content.Start), 10)
	b = append(b, '-')
	b = strconv.AppendInt(b, int64(content.End), 10)
	if mentionStart >= 0 {
		b = append(b, '/')
		b = strconv.AppendInt(b, int64(mentionStart), 10)
	}
	return string(b)
}

// HopIRI is the IRI of the i-th via hop of a statement.
func HopIRI(statement string, i int) string { return fmt.Sprintf("%s/via/%d", statement, i) }

// EntityIRI is the IRI of an entity. Named entities (people, organizations,
// outlets) are global: the same canonical name in any article is the same
// entity. Unnamed sources, groups and unknown speakers are local to their
// article: "a security official" in two articles need not be one person.
func EntityIRI(t EntityType, name, article string) string {
	switch t {
	case Group, UnnamedSource, Unknown:
		return LocalEntityIRI(name, article)
	}
	return Base + "entity/" + Slug(name)
}

// LocalEntityIRI is the IRI of an entity local to its article: what
// EntityIRI gives the types that are, and what the loader gives an outlet
// the article describes without naming it ("state media", "a local radio
// station"), which is a news outlet but not one across articles.
func LocalEntityIRI(name, article string) string {
	return Base + "entity/" + escape(article) + "/" + Slug(name)
}

// Slug lower-cases name and joins its runs of letters and digits with '-'.
func Slug(name string) string {
	if s, ok := slugASCII(name); ok {
		return s
	}
	return slugRunes(name)
}

// slugRunes is Slug for any name, rune by rune: the definition slugASCII is
// tested against.
func slugRunes(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	if b.Len() == 0 {
		return "unknown"
	}
	return escape(b.String())
}

// slugASCII is Slug for a name of ASCII bytes, in one allocation (a load
// makes an IRI of every entity of every article); ok is false for any other
// name, which Slug then takes the long way.
func slugASCII(name string) (string, bool) {
	var buf [64]byte
	b := buf[:0]
	dash := false
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= utf8.RuneSelf:
			return "", false
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
		default:
			dash = true
			continue
		}
		if dash && len(b) > 0 {
			b = append(b, '-')
		}
		b = append(b, c)
		dash = false
	}
	if len(b) == 0 {
		return "unknown", true
	}
	return string(b), true // letters, digits and '-' need no escape
}

// escape makes s safe inside an IRI path segment: it percent-encodes what
// N-Quads forbids in an IRI (spaces, <>"{}|^`\ and controls) and '/', '?', '#'.
func escape(s string) string { return url.PathEscape(s) }
