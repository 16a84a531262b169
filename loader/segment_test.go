package loader

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	kg "github.com/kg-dev/kg"
)

// Tokens take their lower case from one lowered copy of the paragraph and
// decide their capital once; both must agree with the plain definitions.
func TestTokensLowerAndCapitalAsDefined(t *testing.T) {
	for _, text := range []string{
		"Prime Minister Nawaz Sharif said the U.S. would help.",
		"İstanbul’s MAYOR, Ékrem, told «Le Monde» (AFP) 47% say no.",
		"@AalawOfficial tweeted: #Peshawar ''Never again,'' he said.",
		"ΑΘΗΝΑ and Straße and ǅemal — ÀÉÎ lower-case Ünïcode.",
		"",
	} {
		for _, tok := range tokenize(text, 0, len(text)) {
			if want := strings.ToLower(tok.text); tok.lower != want {
				t.Errorf("%q: lower %q, want %q", tok.text, tok.lower, want)
			}
			r, _ := utf8.DecodeRuneInString(tok.text)
			if want := tok.kind == tWord && (unicode.IsUpper(r) || r == '@' || r == '#'); tok.cap() != want {
				t.Errorf("%q: cap %v, want %v", tok.text, tok.cap(), want)
			}
		}
	}
}

func TestOutletKeyMatchesFieldsAndJoin(t *testing.T) {
	for _, s := range []string{"Bloomberg News", " The  Daily Beast ", "Reuters's", "Le\tMonde", "BBC\u00a0News", "al-Jazeera’s", "", "A  B"} {
		trimmed := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(s), "'s"), "’s")
		want := strings.Join(strings.Fields(strings.ToLower(trimmed)), " ")
		if got := outletKey(s); got != want {
			t.Errorf("outletKey(%q) = %q, want %q", s, got, want)
		}
	}
}

// nameKey builds its key in one pass; this is the plain definition it must equal.
func TestNameKeyMatchesItsDefinition(t *testing.T) {
	ref := func(name string) string {
		var ws []string
		for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == ' ' || r == '-' }) {
			w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
			if w == "the" || w == "in" || w == "of" || w == "" {
				continue
			}
			if c, ok := kg.Demonyms[w]; ok {
				w = c
			}
			ws = append(ws, w)
		}
		return strings.Join(ws, " ")
	}
	for _, s := range []string{"the Pakistani Taliban", "Tehrik-e-Taliban Pakistan", "  Bank of  England's ", "--", "'s", "Ministry of Defence - UK", ""} {
		if got, want := nameKey(s), ref(s); got != want {
			t.Errorf("nameKey(%q) = %q, want %q", s, got, want)
		}
	}
}

// acronymEnds jumps from one "(" or " or " to the next; this is the plain
// byte-by-byte definition it must equal.
func TestAcronymEndsMatchesItsDefinition(t *testing.T) {
	ref := func(text string) []int {
		var out []int
		for i := 0; i < len(text); i++ {
			j := -1
			switch {
			case text[i] == '(':
				j = i + 1
			case text[i] == ' ' && strings.HasPrefix(text[i:], " or "):
				j = i + 4
				if strings.HasPrefix(text[j:], "the ") {
					j += 4
				}
			default:
				continue
			}
			k := j
			for k < len(text) && (text[k] >= 'A' && text[k] <= 'Z' || k > j && (text[k] == '-' || text[k] == '&')) {
				k++
			}
			if n := k - j; n >= 2 && n <= 8 && (k == len(text) || !isWordByte(text[k])) && capitalBefore(text, i) {
				out = append(out, k)
			}
		}
		return out
	}
	seeds, _ := filepath.Glob("../seeds/*.txt")
	texts := []string{"Tehrik-e-Taliban Pakistan, or TTP, said", "the Workers Union (WU) and (AB", "x or the UN or", "(", " or ", "Bank of England (BoE), or the BOE-X&Y"}
	for _, f := range seeds {
		b, _ := os.ReadFile(f)
		texts = append(texts, string(b))
	}
	for _, s := range texts {
		if got, want := acronymEnds(s), ref(s); !slices.Equal(got, want) {
			t.Errorf("acronymEnds(%.40q) = %v, want %v", s, got, want)
		}
	}
}

// cueBits puts a filter of word shapes in front of cueWords; it must answer
// as the map does for every word, and let few of an article's words through
// to the map (else it only costs).
func TestCueBitsAnswersAsTheMap(t *testing.T) {
	words := map[string]bool{"": true, "x": true, "SAID": true, "saidd": true, "according": true}
	for w := range cueWords {
		words[w] = true
	}
	files, _ := filepath.Glob("../seeds/*.txt")
	passed, all := 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, tok := range tokenize(string(data), 0, len(data)) {
			if tok.kind == tWord {
				words[tok.lower] = true
				all++
				if cueShapes.has(tok.lower) && cueWords[tok.lower] == 0 {
					passed++
				}
			}
		}
	}
	for w := range words {
		if got, want := cueBits(w), cueWords[w]; got != want {
			t.Errorf("cueBits(%q) = %b, the map says %b", w, got, want)
		}
	}
	if all == 0 || passed*3 > all {
		t.Errorf("%d of %d seed words that are no cue word pass the shape filter: it filters too little", passed, all)
	}
	t.Logf("%d of %d seed words that are no cue word pass the shape filter", passed, all)
}

// Lookup's stack-buffer key must find what outletKey's does, and miss the same.
func TestOutletLookupMatchesOutletKey(t *testing.T) {
	o := DefaultOutlets()
	for _, s := range []string{"Bloomberg News", "bloomberg", "The Daily Beast", " The  Daily Beast ", "the BBC", "Reuters's",
		"BBC\u00a0News", "Al Jazeera’s", "Ada Moss", "", "The", strings.Repeat("A", 200)} {
		got, gok := o.Lookup(s)
		want, wok := o.byKey[outletKey(s)]
		if bare := strings.TrimPrefix(strings.TrimPrefix(s, "the "), "The "); !wok {
			want, wok = o.byKey[outletKey(bare)]
		}
		if got != want || gok != wok {
			t.Errorf("Lookup(%q) = %q %v, by outletKey %q %v", s, got, gok, want, wok)
		}
	}
}

// TestNumbersKeepTheirSlash: "9/11" and "24/7" are one word each, as
// "1,000" is; a slash between words or after a number's end splits.
func TestNumbersKeepTheirSlash(t *testing.T) {
	for text, want := range map[string][]string{
		"9/11 widow":        {"9/11", "widow"},
		"open 24/7 now":     {"open", "24/7", "now"},
		"and/or 9/ 11":      {"and", "/", "or", "9", "/", "11"},
		"1,000/2,000 votes": {"1,000/2,000", "votes"},
	} {
		var got []string
		for _, tok := range tokenize(text, 0, len(text)) {
			got = append(got, tok.text)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: tokens %q, want %q", text, got, want)
		}
	}
}

// TestMojibakeStaysOneWord: UTF-8 text once read as Latin-1 ("LibÃ©ration",
// "PeÃ±a"), even twice and decomposed ("FranÃ\u0083Â§ois" with combining
// marks), keeps each name one word, so that speakers keep their names.
func TestMojibakeStaysOneWord(t *testing.T) {
	for _, text := range []string{"LibÃ©ration", "PeÃ±a", "FranÃ\u0083Â§ois", "FranA\u0303\u0083A\u0302§ois"} {
		toks := tokenize(text, 0, len(text))
		if len(toks) != 1 || toks[0].text != text {
			var got []string
			for _, tk := range toks {
				got = append(got, tk.text)
			}
			t.Errorf("%q: tokens %q, want one word", text, got)
		}
	}
	if toks := tokenize("a § b", 0, len("a § b")); len(toks) != 3 {
		t.Errorf("a section sign between words stays a token of its own: %d tokens", len(toks))
	}
}

// TestNameSuffixKeepsItsDot: a name's suffix keeps its dot before a word
// in lower case, so that the name ends at it and a cue can follow; before
// a capital the dot stands alone, as any word's does.
func TestNameSuffixKeepsItsDot(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Martin Luther King Jr. said it.", "Martin|Luther|King|Jr.|said|it|."},
		{"Lundpharm Inc. reported a loss.", "Lundpharm|Inc.|reported|a|loss|."},
		{"He met Ola Dahl Jr. Then he left.", "He|met|Ola|Dahl|Jr|.|Then|he|left|."},
		{"along the U.S.-Mexico border", "along|the|U.S.-Mexico|border"},              // a hyphen after the dot, no dash
		{"a Mississauga, Ont.-based firm", "a|Mississauga|,|Ont.-based|firm"},         // so after an abbreviation's one dot
		{"a Reuters/Ipsos poll, and/or 24/7", "a|Reuters/Ipsos|poll|,|and|/|or|24/7"}, // two capitals joined by a slash: one name
		{"to pay $612,400 back", "to|pay|$612,400|back"},                              // a sum's thousands stay in it
		{"Maj. Gen. Asim Bajwa said it.", "Maj.|Gen.|Asim|Bajwa|said|it|."},           // military ranks keep theirs
		{"Brig. Gen. Ana Vos said it.", "Brig.|Gen.|Ana|Vos|said|it|."},
	} {
		var got []string
		for _, k := range tokenize(c.text, 0, len(c.text)) {
			got = append(got, k.text)
		}
		if g := strings.Join(got, "|"); g != c.want {
			t.Errorf("%q: tokens %s, want %s", c.text, g, c.want)
		}
	}
}

// TestAStateAbbreviationBeforeAQuotation: a dotted abbreviation ends its
// sentence when a quotation opens after it with a capital; before a comma or
// a word in lower case it stays inside, and a court case's "v." never ends one.
func TestAStateAbbreviationBeforeAQuotation(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{
		{"“We won,” Ada Moss told reporters in Lund, S.C. “It was close.”", 2},
		{"A delegate from Lund, S.C., said it was close.", 1},
		{"The vote in Lund, S.C. was close.", 1},
		{"Ada Moss met Mr. “Fixit” Dahl.", 1},
		{"At risk is Moss v. Lund, scholars said.", 1},                                 // a case's "v."
		{"Asked if he agreed, the mayor said no. But he said the levy would stay.", 2}, // "no." short for a number only before one
		{"The levy ranks No. 1 in the poll.", 1},
	} {
		if got := len(segment(c.text)); got != c.want {
			t.Errorf("%q: %d sentences, want %d", c.text, got, c.want)
		}
	}
}
