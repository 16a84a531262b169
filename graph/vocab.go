package graph

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cayleygraph/quad"
	"github.com/cayleygraph/quad/voc"

	kg "github.com/kg-dev/kg"
)

// Namespaces of the vocabulary. docs/model.md documents every term.
const (
	NSRDF    = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
	NSXSD    = "http://www.w3.org/2001/XMLSchema#"
	NSSchema = "http://schema.org/"
	NSProv   = "http://www.w3.org/ns/prov#"
	NSKG     = kg.Base + "ns#"
)

// The terms kg writes, as full IRIs. Cayley itself would write some of these
// short (<rdf:type>), which is not a valid N-Quads IRI; see Normalize.
const (
	RDFType = NSRDF + "type"

	XSDInteger = NSXSD + "integer"
	XSDBoolean = NSXSD + "boolean"
	RDFJSON    = NSRDF + "JSON" // the datatype of JSON literals (RDF 1.1 JSON-LD, RDF 1.2)

	// classes
	ClassArticle       = NSSchema + "NewsArticle"
	ClassStatement     = NSKG + "Statement"     // one report, in one article
	ClassQuotation     = NSSchema + "Quotation" // what one speaker said once, however many statements report it
	ClassPerson        = NSSchema + "Person"
	ClassOrganization  = NSSchema + "Organization"
	ClassNewsOutlet    = NSSchema + "NewsMediaOrganization"
	ClassGroup         = NSKG + "Group"
	ClassUnnamedSource = NSKG + "UnnamedSource"
	ClassUnknown       = NSKG + "UnknownSource"
	ClassHop           = NSKG + "ViaHop"
	KindSpeech         = NSKG + "Speech"
	KindBelief         = NSKG + "Belief"
	KindStance         = NSKG + "Stance"

	// schema.org properties
	Name          = NSSchema + "name"
	AlternateName = NSSchema + "alternateName"
	Text          = NSSchema + "text"
	JobTitle      = NSSchema + "jobTitle"
	MemberOf      = NSSchema + "memberOf"
	Headline      = NSSchema + "headline"
	Publisher     = NSSchema + "publisher"
	DatePublished = NSSchema + "datePublished"
	URL           = NSSchema + "url"
	Identifier    = NSSchema + "identifier"

	// PROV-O properties
	WasAttributedTo = NSProv + "wasAttributedTo"
	WasDerivedFrom  = NSProv + "wasDerivedFrom"

	// kg properties: what neither vocabulary has
	Cue          = NSKG + "cue"
	Direct       = NSKG + "direct"
	StatementOf  = NSKG + "kind"
	Mention      = NSKG + "mention"
	Medium       = NSKG + "medium"
	QuotedParts  = NSKG + "quotedParts"
	Sentence     = NSKG + "sentence"
	ContentStart = NSKG + "contentStart"
	ContentEnd   = NSKG + "contentEnd"
	CueStart     = NSKG + "cueStart"
	CueEnd       = NSKG + "cueEnd"
	MentionStart = NSKG + "mentionStart"
	MentionEnd   = NSKG + "mentionEnd"
	Via          = NSKG + "via"
	HopIndex     = NSKG + "hopIndex"
	Through      = NSKG + "through"
	Continues    = NSKG + "continues" // statement -> the statement whose quotation it goes on, in the same paragraph

	// quotations across articles (quotations.go)
	InQuotation  = NSKG + "quotation"    // statement -> the quotation it reports, in the statement's graph
	QuoteBand    = NSKG + "quoteBand"    // statement -> band node (BandIRI) of its content's sketch
	QuotationKey = NSKG + "quotationKey" // quotation -> the kg.QuotationKey it is named after, as a string
	// FirstReport (quotation -> its earliest statement) named a quotation
	// in stores written before QuotationKey; a batch that meets such a
	// quotation renames it (quoteIndex.wholeNode).
	FirstReport = NSKG + "firstReport"

	// the speaker as the statement's article describes them: one person can
	// be "spokesman" in one article and "commander" in another
	SpeakerRole        = NSKG + "speakerRole"        // statement -> string
	SpeakerAffiliation = NSKG + "speakerAffiliation" // statement -> organization

	// the index: name keys and content words, so that no question scans
	// every statement or entity
	Key     = NSKG + "key"     // entity -> kg.MatchKey of each of its names
	HasWord = NSKG + "hasWord" // statement -> word node (kg.WordIRI) of each word of its content
	// kept counts (tally.go): statements per entity, and the entity list's order
	Tally   = NSKG + "tally"   // statement -> its speaker's tally node (TallyIRI), which nothing else names
	AtLeast = NSKG + "atLeast" // entity -> count node (CountIRI) of each power of two up to its number of statements

	// Card is a copy of a statement's fields (but its content) in one JSON
	// literal, so that a question reads a statement in one lookup; see card.go.
	Card = NSKG + "card"
)

// ClassOf maps an entity type to its class IRI.
func ClassOf(t kg.EntityType) string {
	switch t {
	case kg.Person:
		return ClassPerson
	case kg.Organization:
		return ClassOrganization
	case kg.NewsOutlet:
		return ClassNewsOutlet
	case kg.Group:
		return ClassGroup
	case kg.UnnamedSource:
		return ClassUnnamedSource
	}
	return ClassUnknown
}

// KindIRI is the object of kg:kind for a statement kind; a kind this
// version does not know is speech, as a statement without one is.
func KindIRI(k kg.Kind) string {
	switch k {
	case kg.Belief:
		return KindBelief
	case kg.Stance:
		return KindStance
	}
	return KindSpeech
}

// KindOf maps an object of kg:kind back to its kind (speech when unknown).
func KindOf(iri string) kg.Kind {
	for _, k := range kg.Kinds {
		if KindIRI(k) == iri {
			return k
		}
	}
	return kg.Speech
}

// TypeOf maps a class IRI back to its entity type; ok is false for classes that
// are not entity classes.
func TypeOf(class string) (t kg.EntityType, ok bool) {
	for _, t := range kg.EntityTypes {
		if ClassOf(t) == class {
			return t, true
		}
	}
	return "", false
}

// Normalize returns q with every IRI in full form and escaped, and every typed
// literal carrying a full datatype IRI, so that any N-Quads parser accepts it.
//
// Cayley's quad values print short IRIs for known prefixes (quad.Int prints
// "1"^^<xsd:integer>, voc-registered prefixes shorten <rdf:type>) and write an
// IRI's characters as they are, spaces and all; quad.Bool prints "True", which
// xsd:boolean does not allow. Every quad that enters or leaves
// the store through this package goes through Normalize.
func Normalize(q quad.Quad) quad.Quad {
	q.Subject = normValue(q.Subject)
	q.Predicate = normValue(q.Predicate)
	q.Object = normValue(q.Object)
	if q.Label != nil {
		q.Label = normValue(q.Label)
	}
	return q
}

func normValue(v quad.Value) quad.Value {
	switch x := v.(type) {
	case quad.IRI:
		return quad.IRI(EscapeIRI(fullIRI(string(x))))
	case quad.Bool:
		// quad.Bool prints "True"/"False", which is not an xsd:boolean lexical form.
		return quad.TypedString{Value: quad.String(strconv.FormatBool(bool(x))), Type: XSDBoolean}
	case quad.TypedString:
		x.Type = quad.IRI(EscapeIRI(fullIRI(string(x.Type))))
		return x
	case quad.TypedStringer:
		ts := x.TypedString()
		ts.Type = quad.IRI(EscapeIRI(fullIRI(string(ts.Type))))
		return ts
	}
	return v
}

// EscapeIRI percent-encodes the characters that N-Quads does not allow inside
// <...>: controls, space, <>"{}|^`\ . Everything else, including non-ASCII
// letters, is kept as it is. An IRI without a scheme is made absolute under kg.Base.
func EscapeIRI(s string) string {
	if !strings.Contains(s, ":") {
		s = kg.Base + s
	}
	clean := true
	for i := 0; i < len(s); i++ {
		if badIRIByte(s[i]) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; badIRIByte(c) {
			fmt.Fprintf(&b, "%%%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// fullIRI expands a short IRI ("rdf:type") to its full form. IRIs that are
// already full, nearly all of kg's, skip voc's lookup: it takes a lock and
// tries every registered prefix, a tenth of a load's time once.
func fullIRI(s string) string {
	if strings.HasPrefix(s, "https://") || strings.HasPrefix(s, "http://") {
		return s
	}
	return voc.FullIRI(s)
}

func badIRIByte(c byte) bool { return badIRIBytes[c] }

var badIRIBytes = func() (t [256]bool) {
	for c := 0; c <= 0x20; c++ {
		t[c] = true
	}
	t[0x7f] = true
	for _, c := range []byte("<>\"{}|^`\\") {
		t[c] = true
	}
	return t
}()
