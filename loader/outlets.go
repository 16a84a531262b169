package loader

import (
	"bufio"
	"bytes"
	_ "embed"
	"fmt"
	"io"
	"strings"
)

//go:embed data/outlets.tsv
var defaultOutlets string

// Outlets is a gazetteer of news outlets and agencies: the one list of names
// the extractor knows in advance, since "told Bloomberg" makes Bloomberg an
// intermediary only if Bloomberg is known to be an outlet. People and groups
// are never listed: they come from the text.
type Outlets struct {
	byKey   map[string]string   // normalised name or alias -> canonical name
	aliases map[string][]string // canonical name -> its other names, as listed
	max     int                 // longest name, in words
}

// DefaultOutlets returns the gazetteer shipped in loader/data/outlets.tsv.
func DefaultOutlets() *Outlets {
	o := &Outlets{byKey: map[string]string{}, aliases: map[string][]string{}}
	if err := o.Read(strings.NewReader(defaultOutlets)); err != nil {
		panic(err) // the embedded file is tested
	}
	return o
}

// Read adds the outlets of a gazetteer file: one outlet a line, its canonical
// name then its aliases, separated by tabs; '#' starts a comment line.
func (o *Outlets) Read(r io.Reader) error {
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		t := strings.TrimSpace(sc.Text())
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		names := strings.Split(t, "\t")
		canon := strings.TrimSpace(names[0])
		if canon == "" {
			return fmt.Errorf("line %d: no outlet name", line)
		}
		for _, n := range names[1:] {
			if n = strings.TrimSpace(n); n != "" {
				o.aliases[canon] = append(o.aliases[canon], n)
			}
		}
		for _, n := range names {
			if k := outletKey(n); k != "" {
				o.byKey[k] = canon
				o.max = max(o.max, len(strings.Fields(k)))
			}
		}
	}
	return sc.Err()
}

// Lookup returns the canonical name of the outlet called name, if it is one.
// A description around a listed name names it too: "the TASS news agency",
// "Iran's semi-official Tasnim news agency", "the Yomiuri newspaper".
func (o *Outlets) Lookup(name string) (string, bool) {
	c, ok := o.lookupKey(name)
	bare := strings.TrimPrefix(strings.TrimPrefix(name, "the "), "The ")
	if !ok && len(bare) < len(name) {
		c, ok = o.lookupKey(bare)
	}
	if ok {
		return c, ok
	}
	for _, noun := range outletNouns {
		if rest, cut := strings.CutSuffix(name, noun); cut && len(rest) > 0 {
			// the capitalized words just before the noun: "Tasnim" in
			// "Iran's semi-official Tasnim news agency"
			words := strings.Fields(rest)
			a := len(words)
			for a > 0 && words[a-1] != "" && words[a-1][0] >= 'A' && words[a-1][0] <= 'Z' {
				a--
			}
			for ; a < len(words); a++ {
				if c, ok := o.lookupKey(strings.Join(words[a:], " ")); ok {
					return c, ok
				}
			}
			return "", false
		}
	}
	if n := newspaperName(bare); n != "" {
		return n, true
	}
	return "", false
}

// newspaperHeads end the name of a newspaper the gazetteer need not list:
// "the Atlanta Journal-Constitution", "the Denver Post", "the Salt Lake
// Tribune". Words as often another body's ("Express", "Mail", "Examiner",
// "Standard") are left out.
var newspaperHeads = set("times post journal herald tribune gazette chronicle inquirer enquirer courier bulletin dispatch observer mirror globe")

// newspaperName returns name, without a possessive, when its words are all
// capitalized, two to five of them, and the last is a newspaperHead (or a
// hyphenated pair holding one), else "". The extractor asks it of every
// name the gazetteer lacks, so it looks at the last word before it splits.
func newspaperName(name string) string {
	name = trimPossessive(name)
	sp := strings.LastIndexByte(name, ' ')
	if sp <= 0 || len(name)-sp-1 > 24 {
		return ""
	}
	var buf [24]byte
	last := buf[:0]
	for _, c := range []byte(name[sp+1:]) {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		last = append(last, c)
	}
	head := false
	for len(last) > 0 && !head {
		part := last
		if k := bytes.IndexByte(last, '-'); k >= 0 {
			part, last = last[:k], last[k+1:]
		} else {
			last = nil
		}
		head = newspaperHeads[string(part)] // (no allocation: the map lookup does not keep the string)
	}
	if !head {
		return ""
	}
	words := strings.Fields(name)
	if len(words) > 5 {
		return ""
	}
	for _, w := range words {
		if w[0] < 'A' || w[0] > 'Z' {
			return ""
		}
	}
	return strings.Join(words, " ")
}

// isOutlet reports whether name is a listed outlet; a nil gazetteer lists none.
func (o *Outlets) isOutlet(name string) bool {
	if o == nil {
		return false
	}
	_, ok := o.Lookup(name)
	return ok
}

// outletNouns say what kind of outlet the name before them is.
var outletNouns = []string{" news agency", " agency", " newspaper", " magazine", " daily", " broadcaster", " television", " TV", " news channel", " channel", " website"}

// outletNounWords are the last words of outletNouns, lower-cased: what a
// phrase must end with for Lookup to read an outlet before it.
var outletNounWords = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range outletNouns {
		m[strings.ToLower(n[strings.LastIndexByte(n, ' ')+1:])] = true
	}
	return m
}()

// lookupKey is byKey[outletKey(name)]. The extractor asks it of every
// speaker and hop candidate; for the common name, single-spaced ASCII, it
// lower-cases into a buffer on the stack, which the map lookup does not copy.
func (o *Outlets) lookupKey(name string) (string, bool) {
	s := trimPossessive(strings.TrimSpace(name))
	if len(s) <= 128 && singleSpaced(s) {
		var buf [128]byte
		b := buf[:len(s)]
		for i := 0; i < len(s); i++ {
			c := s[i]
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			b[i] = c
		}
		c, ok := o.byKey[string(b)]
		return c, ok
	}
	c, ok := o.byKey[outletKey(name)]
	return c, ok
}

// Aliases returns the other names the gazetteer lists for the outlet whose
// canonical name is canon. They go into the graph with the outlet, so that
// "Bloomberg" finds Bloomberg News in a store whatever the articles called it.
func (o *Outlets) Aliases(canon string) []string { return o.aliases[canon] }

func outletKey(s string) string {
	s = strings.TrimSpace(s)
	s = trimPossessive(s)
	if singleSpaced(s) {
		return strings.ToLower(s) // the common case, without Fields and Join
	}
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}

// singleSpaced reports whether s is printable ASCII whose words are parted by
// single spaces, so that strings.Fields would give it back unchanged.
func singleSpaced(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < ' ' || c >= 0x7f || c == ' ' && (i == 0 || s[i-1] == ' ') {
			return false
		}
	}
	return len(s) == 0 || s[len(s)-1] != ' '
}

// mediaNameWords are words that make a capitalized name an outlet's or a
// programme's when the gazetteer lacks it: "Lund Daily Voice", "Brian
// Lehrer Show", "Radio Lund", "Morning Edition".
var mediaNameWords = set("news daily weekly radio tv television channel network show programme program podcast " +
	"magazine media broadcasting broadcast press wire online edition hour tonight live newsroom " +
	"times post journal herald tribune gazette chronicle inquirer courier bulletin dispatch observer")

// outletShaped reports whether p, a capitalized name the gazetteer lacks, is
// shaped like an outlet or a programme rather than a person: a word of
// mediaNameWords ("Lund Daily Voice", "Today programme"), one word that
// opens with "News" and goes on ("Newsmax", "Newsday"), or a broadcaster's
// call letters (four capitals opening with K or W: "WNYC", "KQED"). A name
// of people ("Smith", "Ada Moss") is not.
func outletShaped(p []token) bool {
	if len(p) == 0 || len(p) > 8 || !p[0].cap() {
		return false
	}
	for _, t := range p {
		if mediaNameWords[t.lower] {
			return true
		}
	}
	if len(p) != 1 {
		return false
	}
	w := p[0].text
	if len(w) >= 7 && strings.HasPrefix(w, "News") {
		return true
	}
	if len(w) == 4 && (w[0] == 'K' || w[0] == 'W') && allUpper(w) {
		return true
	}
	return false
}
