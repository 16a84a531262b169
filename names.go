package kg

import (
	"sort"
	"strings"
	"unicode"
)

// Names and words as the graph indexes them. Both the writer (package graph)
// and every question (the CLI, queries/) derive them with these functions, so
// that a name typed by a user meets the name read in an article.

// Demonyms map a people's adjective to its country, so that "Pakistani
// Taliban" and "Taliban in Pakistan" are recognised as one name.
var Demonyms = map[string]string{
	"pakistani": "pakistan", "afghan": "afghanistan", "american": "america", "british": "britain",
	"french": "france", "german": "germany", "russian": "russia", "chinese": "china", "indian": "india",
	"iranian": "iran", "iraqi": "iraq", "syrian": "syria", "israeli": "israel", "palestinian": "palestine",
	"turkish": "turkey", "saudi": "saudi", "egyptian": "egypt", "mexican": "mexico", "canadian": "canada",
	"japanese": "japan", "korean": "korea", "ukrainian": "ukraine", "nigerian": "nigeria", "kenyan": "kenya",
	"yemeni": "yemen", "libyan": "libya", "somali": "somalia", "italian": "italy", "spanish": "spain",
	"european": "europe", "african": "africa", "arab": "arabia", "us": "america", "u.s.": "america", "u.s": "america", "uk": "britain", "u.k": "britain",
}

// nameFillers are left out of a MatchKey: they change no name's identity.
var nameFillers = map[string]bool{"the": true, "of": true, "in": true, "a": true, "an": true, "and": true, "for": true}

// MatchKey is the key under which an entity's names are indexed: lower case,
// words only, demonyms turned into their country, articles and "of/in/for"
// dropped, and the words sorted. "The Taliban in Pakistan", "Pakistani
// Taliban" and "taliban, pakistani" share the key "pakistan taliban".
func MatchKey(name string) string {
	var ws []string
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '’' && r != '.'
	}) {
		w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
		w = strings.Trim(w, "'’.")
		if c, ok := Demonyms[w]; ok {
			w = c
		}
		if w == "" || nameFillers[w] {
			continue
		}
		ws = append(ws, w)
	}
	sort.Strings(ws)
	return strings.Join(ws, " ")
}

// stopWords are too common to index: a question made only of them reads the
// statements of its rarest word instead.
var stopWords = map[string]bool{
	"a": true, "an": true, "the": true, "and": true, "or": true, "of": true, "to": true, "in": true,
	"on": true, "at": true, "by": true, "for": true, "is": true, "was": true, "it": true, "that": true,
	"be": true, "are": true, "as": true, "with": true, "s": true,
}

// Words returns the distinct index words of a text, in order of first
// occurrence: lower-cased runs of letters and digits, stop words left out.
func Words(text string) []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}) {
		if stopWords[w] || seen[w] {
			continue
		}
		seen[w] = true
		out = append(out, w)
	}
	return out
}

// WordIRI is the IRI of an index word node.
func WordIRI(w string) string { return Base + "word/" + escape(w) }
