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
	if rest, ok := strings.CutPrefix(name, "the "); ok && !strings.Contains(rest, " ") && !capitalTail(rest) {
		return "", false // "the post said": a blog post, not the Post
	}
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

// capitalTail reports whether the last word of name has a capital or a
// digit: an outlet's name after "the" is written so ("the Post"), a common
// noun is not ("the post", "the times").
func capitalTail(name string) bool {
	last := name[strings.LastIndexByte(name, ' ')+1:]
	for i := 0; i < len(last); i++ {
		if c := last[i]; c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80 {
			return true
		}
	}
	return false
}

// newspaperHeads end the name of a newspaper the gazetteer need not list:
// "the Atlanta Journal-Constitution", "the Denver Post", "the Salt Lake
// Tribune". Words as often another body's ("Express", "Mail", "Examiner",
// "Standard") are left out.
var newspaperHeads = set("times post journal herald tribune gazette chronicle inquirer enquirer courier bulletin dispatch observer mirror globe record telegraph register")

// newspaperName returns name, without a possessive, when its words are all
// capitalized, two to five of them, and the last is a newspaperHead (or a
// hyphenated pair holding one), and not a country's Post, else "". The extractor asks it of every
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
	if len(words) == 2 && mailService(words[0], words[1]) {
		return ""
	}
	return strings.Join(words, " ")
}

// mailService reports whether a two-word name is a country's mail service,
// an organization: "Canada Post", "Australia Post" (a city's Post is a
// paper: "the Denver Post").
func mailService(first, last string) bool {
	return last == "Post" && states[strings.ToLower(first)]
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

func outletName(toks []token, np rng, outlets *Outlets) (string, bool) {
	if np.empty() {
		return "", false
	}
	if owner := mediumOwner(toks[np.a:np.b]); len(owner) > 0 && len(owner) < np.b-np.a {
		a := np.b - 1 - len(owner)
		return outletName(toks, rng{a, a + len(owner)}, outlets) // "a Kyodo report": Kyodo's
	}
	for b := np.b; b > np.a; b-- {
		if !toks[b-1].cap() {
			continue // an outlet's name is capitalized: "the Journal", not "the journal Nature"
		}
		if b < np.b && toks[b].cap() && !timeWords[toks[b].lower] && !mediaNameWords[toks[b].lower] && !possessive(toks[b-1].lower) && !localStation(toks, b, np.b) {
			continue // "the National Institute of Standards", "the Times Colonist": a name that opens with an outlet's goes on (not "BBC Radio", "Fox News Sunday")
		}
		if name, ok := outlets.Lookup(joinToks(toks[np.a:b])); ok {
			return name, true
		}
	}
	for a := np.a + 1; a < np.b; a++ {
		if toks[a].cap() && !toks[a-1].cap() {
			if name, ok := outlets.Lookup(joinToks(toks[a:np.b])); ok {
				return name, true // "the news agency Reuters"
			}
		}
	}
	if w := toks[np.b-1].lower; !toks[np.b-1].cap() && outletNounWords[w] {
		if name, ok := outlets.Lookup(joinToks(toks[np.a:np.b])); ok {
			return name, true // "Japan's Kyodo news agency", "the People's Daily newspaper": a known name before what it is
		}
	}
	p := toks[np.a:np.b]
	if n := len(p); possessive(p[n-1].lower) {
		p = append(p[:n-1:n-1], withoutPossessive(p[n-1])) // "on Lund TV’s “Morning Lund.”"
	}
	if name, ok := describedOutlet(p); ok {
		return name, true
	}
	return unnamedOutlet(p)
}

// localStation reports whether the capitalized words from toks[b] on (up to e) after a
// broadcaster's acronym name where its station is: "CBC Hamilton", "CTV
// Ottawa", "NBC Bay Area" (one or two words, no body's head: not "CBC
// Radio", which mediaNameWords reads, nor "the BBC Trust").
func localStation(toks []token, b, e int) bool {
	if b == 0 || !isAcronym(toks[b-1].text) {
		return false
	}
	n := 0
	for _, t := range toks[b:e] {
		if !t.cap() || t.kind != tWord {
			break
		}
		if orgHeads[t.lower] || isAcronym(t.text) || possessive(t.lower) || mediaNameWords[t.lower] {
			return false // (not "CBC Radio's The Current")
		}
		n++
	}
	return n <= 2
}

// recipientOutlet returns the outlet that np, whom a statement was told or
// who interviewed its speaker, names or belongs to: a listed or described
// one (outletName); else a name the gazetteer lacks that is shaped like an
// outlet or a programme ("told Newsmax", "told Lund Daily Voice on
// Monday"); else the owner of a possessive shaped so ("told WNYC's Brian
// Lehrer Show host Brian Lehrer": WNYC). A person ("told Smith", "told
// reporters") is no outlet.
func recipientOutlet(toks []token, np rng, outlets *Outlets) (string, bool) {
	if name, ok := outletName(toks, np, outlets); ok || np.empty() {
		return name, ok
	}
	for k := np.a; k < np.b && toks[k].cap(); k++ {
		if possessive(toks[k].lower) {
			owner := append(toks[np.a:k:k], withoutPossessive(toks[k]))
			if name, ok := outlets.Lookup(joinToks(owner)); ok {
				return name, true
			}
			if outletShaped(owner) {
				return joinToks(owner), true
			}
			return "", false
		}
	}
	if np.b-np.a >= 2 && isNumber(toks[np.a].text) && callLetters(toks[np.a+1].text) {
		return joinToks(toks[np.a : np.a+2]), true // "680 CJOB": a station's frequency and call letters
	}
	a := np.a
	if a+1 < np.b && toks[a].lower == "the" {
		a++ // "the Times Lundonian"
	}
	e := a
	for e < np.b && (toks[e].cap() && !timeWords[toks[e].lower] || e > a && isNumber(toks[e].text) && mediaNameWords[toks[e-1].lower]) {
		e++ // the name, before "on Thursday"; "News 1130": a station's word and its frequency
	}
	if p := toks[a:e]; outletShaped(p) {
		return joinToks(p), true
	}
	return "", false
}

// callLetters reports whether w is a broadcaster's call letters: three or
// four capitals opening with C, K or W ("CJOB", "KQED").
func callLetters(w string) bool {
	return (len(w) == 3 || len(w) == 4) && (w[0] == 'C' || w[0] == 'K' || w[0] == 'W') && allUpper(w)
}

// describedOutlet returns the outlet a phrase the gazetteer lacks names by
// its own words: a capitalized name after a word that says it is an outlet
// ("local television station KLND", "the newspaper Lund Posten"), or a
// state's own media ("Egyptian state media", "Syria's official news
// agency").
func describedOutlet(p []token) (string, bool) {
	for a := 1; a < len(p); a++ {
		if p[a].cap() && !p[a-1].cap() && (outletDescriptors[p[a-1].lower] || newsAgency(p[:a]) || a >= 2 && p[a-2].lower == "news" && (p[a-1].lower == "site" || p[a-1].lower == "website" || p[a-1].lower == "outlet")) && allCapitalized(p[a:]) {
			// ("tech news site The Logic", "the news outlet Semafor")
			return joinToks(p[a:]), true
		}
	}
	if stateMedia(p) {
		a := 0
		for a < len(p) && determiners[p[a].lower] {
			a++
		}
		return joinToks(p[a:]), true
	}
	if n := len(p); n >= 2 && n <= 4 && allCapitalized(p) && broadcastEnds[p[n-1].text] {
		return joinToks(p), true // "Geo TV", "Dawn News", "Radio Free Europe": the name says what it is
	}
	if n := len(p); n >= 2 && n <= 4 && (p[n-1].lower == "television" || p[n-1].lower == "radio") && !p[n-1].cap() {
		a := 0
		if p[0].lower == "the" {
			a = 1
		}
		if a < n-1 && allCapitalized(p[a:n-1]) && !(n-1-a == 1 && (demonym(p[a].text) || countries[p[a].lower])) {
			return joinToks(p[a : n-1]), true // "told TF1 television": the broadcaster TF1 (not "French television", a country's)
		}
	}
	if n := len(p); n >= 2 && n <= 5 && outletDescriptors[p[n-1].lower] && !p[n-1].cap() {
		a := 0
		if p[0].lower == "the" {
			a = 1
		}
		if a < n-1 && allCapitalized(p[a:n-1]) {
			return joinToks(p[a:]), true // "People magazine", "New York magazine": the word after the name says what it is (and keeps it apart from the place)
		}
	}
	return "", false
}

// describedOutletEnd returns where "state news agency WAM" (lower-case
// words, then a name) ends after i, or i.
func describedOutletEnd(toks []token, i int) int {
	k := i
	for k < len(toks) && k < i+4 && toks[k].kind == tWord && !toks[k].cap() {
		k++
	}
	if k == i || k >= len(toks) || !toks[k].cap() {
		return i
	}
	for k < len(toks) && toks[k].cap() {
		k++
	}
	return k
}

// stateMedia reports whether p describes a state's own outlets and says
// whose: "Egyptian state media", "Iranian state television", "Syria's
// official news agency".
func stateMedia(p []token) bool {
	if len(p) < 2 || len(p) > 5 || !stateMediaHeads[p[len(p)-1].lower] {
		return false
	}
	state, whose := false, false // whose: "Egyptian", "Iran's"; not "the official news agency", which could be any state's
	for _, t := range p[:len(p)-1] {
		if w := t.lower; w == "state" || w == "state-run" || w == "state-owned" || w == "official" {
			state = true
		}
		whose = whose || t.cap() && !determiners[t.lower]
	}
	return state && whose
}

// newsAgency reports whether p ends with "news agency" or "press agency":
// "state news agency WAM" (not "the regulatory agency FDA").
func newsAgency(p []token) bool {
	n := len(p)
	return n >= 2 && p[n-1].lower == "agency" && (p[n-2].lower == "news" || p[n-2].lower == "press")
}

// outletPhraseAfter returns the noun phrase that starts at i, as
// nounPhraseAfter reads it, or else the longest run of at most six words
// there that describes an outlet without naming it ("speaking on state
// television", "in an interview with local media"), or an empty range.
func outletPhraseAfter(toks []token, i int) rng {
	if np := nounPhraseAfter(toks, i); !np.empty() {
		if np.b-np.a > 1 && pronouns[toks[np.b-1].lower] != "" {
			np.b-- // "told the newspaper it would": the clause's pronoun is no part of the outlet
		}
		return np
	}
	j := i
	for j < len(toks) && j < i+6 && toks[j].kind == tWord && !toks[j].quoted {
		j++
	}
	for ; j > i; j-- {
		if _, ok := unnamedOutlet(toks[i:j]); ok {
			if outletDescriptors[toks[j-1].lower] {
				j = nameEndAfter(toks, j) // "told local broadcaster NRK": the name after the description
			}
			return rng{i, j}
		}
	}
	return rng{i, i}
}

// nameEndAfter returns the end of the capitalized name of at most four words
// that opens at j, or j.
func nameEndAfter(toks []token, j int) int {
	e := j
	for e < len(toks) && e < j+4 && toks[e].kind == tWord && toks[e].cap() && !timeWords[toks[e].lower] {
		e++
	}
	return e
}

// unnamedOutlet returns the name of an outlet that p describes without
// naming it, as written ("state media", "a local radio station", "the
// official news agency", "Israeli media"), and reports whether p is one.
// Such an outlet relays what it reports as a named one does ("Police said
// Q, state media reported"), but it is the article's own: its IRI is local
// (articleScope.iri), since "state media" in two articles need not be one
// outlet. A definite one keeps its article, lower case, so that it may
// refer back to an outlet the article named ("Reuters ... the news agency").
func unnamedOutlet(p []token) (string, bool) {
	if len(p) == 0 || len(p) > 6 || !outletHead(p[len(p)-1].text) {
		return "", false // (most phrases, which analyze asks of every mention, without building a string)
	}
	words := make([]string, len(p))
	for i, t := range p {
		if t.kind != tWord {
			return "", false
		}
		words[i] = t.text
	}
	if !unnamedOutletName(strings.Join(words, " ")) {
		return "", false
	}
	if p[0].lower == "the" {
		words[0] = "the"
	}
	return strings.Join(words, " "), true
}

// unnamedOutletName reports whether name describes an outlet without
// naming it: determiners, then words that say whose or what kind of outlet
// (lower case, or a people's or a country's name: "state-run", "local",
// "Iranian"), then a lower-case word for an outlet. "Media", "television"
// and "radio" need a word before them ("the media", "on television" are
// no one outlet); "agency", "station" and "channel" need one that says
// news ("the news agency", "a radio station", not "the agency"), or
// "the" alone for the outlet named before ("the network": referringHeads).
func unnamedOutletName(name string) bool {
	f := strings.Fields(name)
	i := 0
	for i < len(f) && determiners[strings.ToLower(f[i])] {
		i++
	}
	if i >= len(f) {
		return false
	}
	head := f[len(f)-1]
	mods := f[i : len(f)-1]
	if !outletHead(head) {
		return false
	}
	switch {
	case unnamedOutletHeads[head] && len(mods) > 0:
	case head == "newspaper" || head == "newspapers" || head == "broadcaster" || head == "broadcasters":
	case referringHeads[head] && len(mods) == 0 && i == 1 && strings.ToLower(f[0]) == "the":
		// "Lee later told the network", "the magazine said": the outlet named before
	case (head == "agency" || head == "station" || head == "channel" || head == "outlet" || head == "outlets") && len(mods) > 0 && outletKindWords[mods[len(mods)-1]]:
	default:
		return false
	}
	for _, m := range mods {
		l := strings.ToLower(m)
		if outletModifiers[l] || outletKindWords[l] {
			continue // ("Local media, citing police, said": a capital that opens the sentence)
		}
		if m == l {
			return false // "social media", "the party's radio": not an outlet's description
		}
		if !demonym(l) && !countries[trimPossessive(l)] {
			return false // "New York magazine": a name
		}
	}
	return true
}

// outletHead reports whether w, in lower case, may end an outlet's
// description: "media", "newspaper", "agency", "network".
func outletHead(w string) bool {
	return unnamedOutletHeads[w] || referringHeads[w] || w == "newspaper" || w == "newspapers" || w == "broadcaster" || w == "broadcasters" ||
		w == "agency" || w == "station" || w == "channel" || w == "outlet" || w == "outlets"
}

// outletShaped reports whether p, a capitalized name the gazetteer lacks, is
// shaped like an outlet or a programme rather than a person: a word of
// mediaNameWords ("Lund Daily Voice", "Today programme"), one word that
// opens with "News" and goes on ("Newsmax", "Newsday") or ends with it
// ("CityNews"), a hyphenated one with a media word ("Radio-Lund"), or a broadcaster's
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
	if n := len(w); n >= 7 && strings.HasSuffix(w, "News") && w[n-5] >= 'a' && w[n-5] <= 'z' {
		return true // "CityNews": one word that ends with "News"
	}
	for _, part := range strings.Split(p[0].lower, "-") {
		if part != p[0].lower && mediaNameWords[part] {
			return true // "Radio-Lund": a hyphenated name with a media word
		}
	}
	if len(w) == 4 && (w[0] == 'K' || w[0] == 'W') && allUpper(w) {
		return true
	}
	return false
}
