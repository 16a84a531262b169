package loader

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"

	kg "github.com/kg-dev/kg"
)

// Stages 5 and 6, coreference and entity resolution: a speaker phrase becomes a
// canonical entity. Pronouns and definite descriptions ("he", "the extremist
// group", "the same unnamed official") point back to an entity met earlier in
// the article; names are matched through acronyms, surnames, demonyms and
// one-letter misspellings to the entities this article and earlier ones
// defined.

// entityRec is an entity while it is being resolved.
type entityRec struct {
	kg.Entity
	head string // head noun of an unnamed source or group ("official")
	keys []string
}

// Resolver turns speaker phrases into entities. It resolves within one article
// only, so that extraction is deterministic per article: articles can be
// extracted in any order and in parallel, and a reload gives the same quads.
// Across articles, entities are linked in the graph through their names and
// aliases (kg.MatchKey), where every article's aliases count, not only the
// ones read before.
type Resolver struct {
	Outlets *Outlets
}

// NewResolver returns a Resolver using the given gazetteer (DefaultOutlets if nil).
func NewResolver(o *Outlets) *Resolver {
	if o == nil {
		o = DefaultOutlets()
	}
	return &Resolver{Outlets: o}
}

// articleScope is the state of resolution within one article.
type articleScope struct {
	r       *Resolver
	article kg.Article
	ents    []*entityRec // in order of first mention
	byKey   map[string]*entityRec
	acros   map[string]string // acronym -> long form defined in the text
	asked   int               // byte of an interview's first "Q:", or -1 (interviewee)
	answers []int             // the paragraphs of its answers, "A: ..."
	last    []*entityRec      // speakers and affiliations in order of mention
	lastPos []int             // byte offset of each mention in last
	aside   []bool            // whether each mention in last is a speaker's affiliation ("an analyst at X")
	names   []nameMention     // people named anywhere in the text, in order
	firms   []nameMention     // companies named by their shares, results or officers ("Apple shares", "shares of Acme"), or their suffix ("Acme Corp"), in order
	clubs   []nameMention     // sports clubs named by their names' ends ("Lund United"), in order
	bodies  []string          // nameKeys of bodies the text names as such ("a gang known as BlackNova")
	honor   map[string]string // surname -> "he"/"she" from courtesy titles ("Mrs. Clinton"), "?" when they disagree
	// outletsNamed are the outlets the text names, in order, which "the
	// newspaper" or "the news agency" after them refers back to ("told the
	// New York Times ... she told the newspaper"), whether or not they
	// spoke; collected from sents on the first such reference (few
	// articles have one)
	outletsNamed []outletMention
	outletsRead  bool
	sents        []sentence
}

// outletMention is an outlet named in the text: its canonical name and
// where it is named.
type outletMention struct {
	pos  int
	name string
}

// placePrepositions come before places more than before people.
var placePrepositions = map[string]bool{"in": true, "at": true, "from": true, "to": true, "near": true, "across": true, "into": true, "outside": true, "inside": true, "aboard": true, "onboard": true, "off": true}

// nameMention is a run of capitalized words that looks like a person's name.
type nameMention struct {
	pos     int
	toks    []token
	gender  string  // "he" or "she" when the text says ("Her husband, Imran,")
	key     string  // nameKey of toks (asked of every name by pronouns, and of every person named by firms)
	askedIn int     // "Asked whether X was a candidate, he declined": the end of X's sentence, where "he" is not X
	titled  []token // the name with the titles and role before it ("Lund United manager Erik Sand"), when there are any
	subject bool    // the name opens its sentence, a verb after it (a firm's, a club's, a person's)
	// objectOf is one past the start of the name's sentence when a
	// preposition stands before it ("said after meeting with X"), else 0:
	// a later "he" means that sentence's speaker before the name
	objectOf int
	thing    bool // the name of a body, place, law or work ("Trump Plaza", "La Stampa"), which no "he" means
	// roleAfter is the role an appositive gives the name ("Ana Vos, the
	// foreign minister,"), lower case, or ""
	roleAfter string
	// described is the appositive with a role after the name ("Ana Vos,
	// chief economist at Lund Bank, was cautious"), or nil
	described []token
}

// personInitials reports whether toks[j] is a person's initials before
// the rest of the name ("J.T. Miller", "P.K. Subban"), not a country's
// ("U.S. Senator") nor a province's.
func personInitials(toks []token, j int) bool {
	w := toks[j].text
	if len(w) < 4 || len(w) > 6 || placeInitials[w] || j+1 >= len(toks) || !toks[j+1].cap() || isAcronym(toks[j+1].text) || titles[toks[j+1].lower] || orgHeads[toks[j+1].lower] {
		return false
	}
	for k := 0; k < len(w); k += 2 {
		if w[k] < 'A' || w[k] > 'Z' || k+1 >= len(w) || w[k+1] != '.' {
			return false
		}
	}
	return true
}

// placeInitials are the initials of places and unions of them.
var placeInitials = set("U.S. U.K. U.N. E.U. D.C. B.C. P.E.I. N.S. N.B. N.L. L.A. N.Y.")

// collectNames finds the two- and three-word capitalized names of the article,
// which "he" and "she" may refer to even when they never speak.
func (sc *articleScope) collectNames(sents []sentence) {
	sc.sents = sents
	latest := map[string]int{}     // surname -> its last full name in sc.names
	owners := map[string][]token{} // surname -> a full name met only as a possessive ("Doug Ford's Progressive Conservatives")
	for _, s := range sents {
		toks := s.toks
		sc.collectFirms(toks)
		asked := -1              // the comma that closes a sentence-initial "Asked ..." clause
		cs := contentStart(toks) // (after a dateline: "MOSCOW (Reuters) - The Kremlin")
		if cs < len(toks) && toks[cs].lower == "asked" {
			for k := cs + 1; k < len(toks); k++ {
				if toks[k].text == "," {
					asked = k
					break
				}
			}
		}
		for i := 0; i < len(toks); {
			j := i
			for j < len(toks) && toks[j].cap() && (!isAcronym(toks[j].text) || personInitials(toks, j)) {
				j++
				if w := toks[j-1].lower; placeBased(w) || strings.HasSuffix(w, "-area") || strings.HasSuffix(w, "-born") {
					break // "a Los Angeles-area Sanders volunteer": where, then whom he backs
				}
			}
			if j == i {
				i++ // no capitalized run starts here (most words)
				continue
			}
			if i > 0 && isAcronym(toks[i-1].text) && sc.r.Outlets.isOutlet(toks[i-1].text+" "+toks[i].text) {
				i = j // "told CTV News Vancouver": an outlet's name and its city, no person
				continue
			}
			k := i
			for k < j && (titles[toks[k].lower] || i == cs && k == cs && (determiners[toks[k].lower] || prepositions[toks[k].lower] || subordinators[toks[k].lower] || isConnective(toks[k].lower) || strings.HasSuffix(toks[k].lower, "ly") || preCueSkip[toks[k].lower]) ||
				k == i && i > 0 && (toks[i-1].kind != tWord || subordinators[toks[k].lower] && toks[i-1].text != "and") && (subordinators[toks[k].lower] || isConnective(toks[k].lower) || toks[k].lower == "besides")) {
				k++ // "The", "On", "When", "But", "Ultimately", "Does" opening a sentence are no part of a name; nor "If" opening a quotation ("“If Sanders ...")
			}
			for k > i && k < j-1 && timeWords[toks[k].lower] {
				k++ // "On Monday Trump said": the day is no part of the name
			}
			if j-k > 3 {
				// "Police Superintendent David Ruiz", "Senate Majority Leader Ada
				// Brooks": the name after the last title of a long run
				for p := j - 3; p >= k; p-- {
					if titles[toks[p].lower] || roleNouns[toks[p].lower] {
						k = p + 1
						break
					}
				}
			}
			if g := honorificGender[toks[max(k-1, 0)].lower]; g != "" && k > i && k < j {
				sc.noteHonorific(trimPossessive(toks[j-1].text), g) // "Mrs. Clinton": she
			}
			for t := j - 2; t > k; t-- {
				if titles[toks[t].lower] {
					k = t + 1 // "French President Ira Kent": the name after the last title
					break
				}
			}
			if (j-k >= 3 || j-k == 2 && placeOrTeamOwner(toks[k])) && possessive(toks[k].lower) && !possessive(toks[j-1].lower) {
				k++ // "Canada's Summer McIntosh": the owner, then the name
			}
			if j > k && timeWords[toks[j-1].lower] {
				i = max(j, i+1) // "On Tuesday", "Last March": a time, which "he" never is
				continue
			}
			if i > 0 && (toks[i-1].lower == "the" || toks[i-1].lower == "of") || toks[k].lower == "the" {
				i = max(j, i+1) // "the Pakistani Taliban": an organization's name ("The Globe and Mail" a paper's)
				continue
			}
			if i > 1 && toks[i-1].lower == "as" && (toks[i-2].lower == "known" || toks[i-2].lower == "identified") {
				i = max(j, i+1) // "a group known as Ansar al-Sharia": a name the text gives a thing
				continue
			}
			if i > 0 && placePrepositions[toks[i-1].lower] && !anyWord(toks[i:j], titles) && !(i > 1 && toks[i-1].lower == "to" && toks[i-2].lower == "according") {
				i = max(j, i+1) // "in San Diego": a place, which "he" never is
				continue
			}
			name := toks[k:j]
			if j > k && possessive(toks[j-1].lower) {
				if last := toks[j-1]; strings.HasSuffix(last.lower, "s'") || strings.HasSuffix(last.lower, "s’") {
					// "Sen. Bernie Sanders’ immigration record": the name without
					// its apostrophe
					name = append(toks[k:j-1:j-1], withoutPossessive(last))
				} else {
					if n := j - k; n >= 2 && n <= 3 && !grammarWord(toks[k].lower) {
						owners[trimPossessive(last.text)] = append(toks[k:j-1:j-1], withoutPossessive(last)) // for "Ford takes the stage" later
					}
					i = max(j, i+1) // "Mr. Trump's appearance": a possessive, which "he" does not name
					continue
				}
			}
			if n := j - k; n >= 2 && n <= 3 || n == 1 && k > i && (strings.HasPrefix(toks[k-1].lower, "mr") || strings.HasPrefix(toks[k-1].lower, "ms")) {
				nm := nameMention{pos: toks[k].start, toks: name, subject: k == cs && j < len(toks) && !toks[j].cap() && toks[j].kind == tWord}
				if i > 0 && objectPrepositions[toks[i-1].lower] {
					nm.objectOf = toks[0].start + 1
				}
				if k < asked {
					nm.askedIn = toks[len(toks)-1].end
				}
				if pre := titlesBefore(toks, i); (pre < i || k > i && titles[toks[k-1].lower]) && !titleCase(toks) {
					nm.titled = toks[pre:j] // (not a headline's "Republican Presidential Candidate X")
				}
				nm.roleAfter = appositiveRole(toks, j)
				if ap := appositivesAfter(toks, j); len(ap) > 0 && hasRoleNoun(toks[ap[0].a:ap[0].b]) {
					nm.described = toks[ap[0].a:ap[0].b]
				}
				sc.names = append(sc.names, nm)
				if n >= 2 {
					latest[name[len(name)-1].text] = len(sc.names) - 1
				}
			} else if full, ok := fullNameFor(sc.names, latest, owners, firstText(name)); n == 1 && ok && k == i && (i == cs || afterOpeningClause(toks, i)) {
				// "Deacon had raised ... She had gone", "Asked what she misses,
				// Keller paused. ... she said": a surname alone opening a
				// sentence, or its main clause, mentions the full name met
				// before, for later pronouns (as a subject; objects are
				// seldom meant)
				sc.names = append(sc.names, nameMention{pos: toks[k].start, toks: full.toks, gender: full.gender})
			} else if g := kinGender[kinBefore(toks, i)]; n == 1 && g != "" && j < len(toks) && toks[j].text == "," {
				// "Her husband, Imran, disagrees": a one-word name that "he" may mean
				sc.names = append(sc.names, nameMention{pos: toks[k].start, toks: toks[k:j], gender: g})
			}
			i = max(j, i+1)
		}
	}
	for i := range sc.names {
		n := &sc.names[i]
		name := joinToks(n.toks)
		n.key = nameKey(name) // once: pronouns ask of every name before them
		h := n.toks[len(n.toks)-1].lower
		if strings.HasSuffix(h, "s") && orgHeads[h[:len(h)-1]] {
			h = h[:len(h)-1] // "northern First Nations": bodies, which no "he" means
		}
		n.thing = orgHeads[h] && (n.titled == nil || slices.ContainsFunc(n.toks, func(t token) bool { return possessive(t.lower) })) || thingHeads[h] && !(len(n.toks) == 2 && givenGender[n.toks[0].text] != "") || sc.r.Outlets.isOutlet(name) || // ("candidate Leslie Church": a role before, a person)
			camelCase(trimPossessive(n.toks[len(n.toks)-1].text)) // ("OpenAI's ChatGPT": a product's name)
		// ("Jon Park", "Ada Lake": a given name, then a surname that is also a thing's word)
	}
}

// fullNameFor returns the full name a surname alone stands for: the last
// one met as a name (latest, an index into names), else one met only as a
// possessive ("Doug Ford's Progressive Conservatives ... Ford takes the
// stage").
func fullNameFor(names []nameMention, latest map[string]int, owners map[string][]token, surname string) (nameMention, bool) {
	if at, ok := latest[surname]; ok {
		return names[at], true
	}
	if t, ok := owners[surname]; ok {
		return nameMention{toks: t}, true
	}
	return nameMention{}, false
}

// collectOutlets notes the outlets named in toks: a run of capitalized
// words the gazetteer knows ("The Journal notes"), or one that a word for
// an outlet follows ("Family Circle magazine’s poll"). A possessive
// ("CNN’s") is the outlet's.
func (sc *articleScope) collectOutlets(toks []token) {
	for i := 0; i < len(toks); {
		if !toks[i].cap() || toks[i].kind != tWord {
			i++
			continue
		}
		j := i
		for j < len(toks) && j < i+6 && toks[j].kind == tWord && (toks[j].cap() || j > i && nameLinks[toks[j].lower] && j+1 < len(toks) && toks[j+1].cap()) {
			j++ // (over the small words inside a name: "The Globe and Mail")
		}
		for j > i+1 && nameLinks[toks[j-1].lower] {
			j--
		}
		if n := toks[i:j]; len(n) > 1 && slices.ContainsFunc(n[1:], func(t token) bool { return !t.cap() }) {
			if _, ok := sc.r.Outlets.Lookup(joinToks(n)); !ok {
				for k := i + 1; k < j; k++ {
					if !toks[k].cap() {
						j = k // a run of capitals and its small word that names no outlet: the capitals alone
						break
					}
				}
			}
		}
		p := toks[i:j]
		if n := len(p); possessive(p[n-1].lower) {
			p = append(p[:n-1:n-1], withoutPossessive(p[n-1]))
		}
		name, ok := sc.r.Outlets.Lookup(joinToks(p))
		if !ok && j < len(toks) && outletDescriptors[trimPossessive(toks[j].lower)] && !(len(p) == 1 && determiners[p[0].lower]) { // (not "The newspaper, citing ...": a description)
			name, ok = joinToks(p)+" "+withoutPossessive(toks[j]).text, true // "Family Circle magazine"
		}
		if ok {
			sc.outletsNamed = append(sc.outletsNamed, outletMention{pos: toks[i].start, name: name})
		}
		i = j
	}
}

// outletNamedBefore returns the outlet the text named last before byte
// at, or nil.
func (sc *articleScope) outletNamedBefore(at int) *entityRec {
	if !sc.outletsRead {
		sc.outletsRead = true
		for _, s := range sc.sents {
			sc.collectOutlets(s.toks)
		}
	}
	for k := len(sc.outletsNamed) - 1; k >= 0; k-- {
		if o := sc.outletsNamed[k]; o.pos < at {
			return sc.resolveNamed(mentionInfo{name: o.name, typ: kg.NewsOutlet})
		}
	}
	return nil
}

// bodyBeforeRole returns where a name of two or three capitalized words
// that ends at k starts, when a role in lower case and a person's name
// follow it ("Destination Toronto president Andrew Weir"): the name is a
// body's, its employer's; else k.
func bodyBeforeRole(toks []token, k int) int {
	if k < 2 || k+2 >= len(toks) || toks[k].cap() || !toks[k-1].cap() || !toks[k+1].cap() || !toks[k+2].cap() || !roleNouns[toks[k].lower] || titles[toks[k+1].lower] {
		return k
	}
	a := k
	for a > 0 && k-a < 3 && toks[a-1].cap() && toks[a-1].kind == tWord && !titles[toks[a-1].lower] && !roleNouns[toks[a-1].lower] && !possessive(toks[a-1].lower) && !isAcronym(toks[a-1].text) {
		a--
	}
	if k-a < 2 || determiners[toks[a].lower] || a > 0 && toks[a-1].cap() {
		return k
	}
	return a
}

// collectFirms finds the companies a sentence names by their shares, their
// results, their officers or a brand's one word: "Apple shares fell",
// "shares of Lundcorp", "Microsoft reported quarterly revenue", "Microsoft's
// chief financial officer", "WestJet cancelled". "The company" may refer to them though they never speak, and
// they are typed organizations when they do.
func (sc *articleScope) collectFirms(toks []token) {
	add := func(name []token) {
		sc.firms = append(sc.firms, nameMention{pos: name[0].start, toks: name, key: nameKey(joinToks(name))})
	}
	cs := contentStart(toks)
	for k, t := range toks {
		if k > 0 && toks[k-1].cap() && (t.cap() || t.lower == "plc") && (corporateSuffixes[t.text] || clubEnds[t.text]) && !possessive(toks[k-1].lower) {
			// "Lundmotors Corp recalled ...", "Lund United sacked ...": the name
			// says it is a company or a club, which "the company" and "the
			// club" may mean
			if a := firmNameStart(toks, k-1); a < k && (a == 0 || !titles[toks[a-1].lower]) {
				name := toks[a : k+1]
				if clubEnds[t.text] {
					sc.clubs = append(sc.clubs, nameMention{pos: name[0].start, toks: name, key: nameKey(joinToks(name)), subject: a == cs})
				} else {
					add(name)
					sc.firms[len(sc.firms)-1].subject = a == cs
				}
			}
			continue
		}
		if k == cs && camelCase(t.text) && k+1 < len(toks) && toks[k+1].kind == tWord && !toks[k+1].cap() {
			// "WestJet cancelled 400 flights ... The airline said": a brand's
			// one word opening the sentence, which "the airline" may mean
			add(toks[k : k+1])
			sc.firms[len(sc.firms)-1].subject = true
			continue
		}
		if n := teamName(toks, k); n > 0 {
			// "The Vancouver Canucks signed ...": a club by its plural name,
			// which "the team" may mean
			name := toks[k-n+1 : k+1]
			sc.clubs = append(sc.clubs, nameMention{pos: name[0].start, toks: name, key: nameKey(joinToks(name)), subject: k-n == cs})
			continue
		}
		if a := bodyBeforeRole(toks, k); a < k {
			sc.bodies = append(sc.bodies, nameKey(joinToks(toks[a:k]))) // "Destination Toronto president Andrew Weir": a body's name
			continue
		}
		if k > 3 && t.cap() && toks[k-1].lower == "as" && toks[k-2].lower == "known" && (orgNouns[toks[k-3].lower] || toks[k-3].lower == "gang") {
			// "a ransomware gang known as BlackNova": a body's name ("a group
			// called X" is as often "the campaign called Trump a liar")
			e := k
			for e < len(toks) && e < k+4 && toks[e].kind == tWord && toks[e].cap() {
				e++
			}
			sc.bodies = append(sc.bodies, nameKey(joinToks(toks[k:e])))
			continue
		}
		if k > 0 && (t.cap() || lowerBrand(t.text)) && !toks[k-1].cap() && businessHeads[toks[k-1].lower] && (k < 2 || !determiners[toks[k-2].lower] || toks[k-2].lower == "the") {
			// "payroll provider Lundpay", "cybersecurity firm Mandiant",
			// "the carmaker Lundmotors", "startup xAI": a company by its kind
			e := k
			for e < len(toks) && e < k+3 && toks[e].kind == tWord && (toks[e].cap() || e == k) && !possessive(toks[e].lower) {
				e++
			}
			if e < len(toks) && possessive(toks[e].lower) {
				continue // "the company Lundpay's ...": (its owner's) name runs on
			}
			add(toks[k:e])
			sc.firms[len(sc.firms)-1].subject = k-1 <= cs+2
			continue
		}
		if k > 0 && t.cap() && k+1 < len(toks) && possessive(t.lower) && (corporateNouns[toks[k+1].lower] ||
			toks[k+1].lower == "chief" && k+2 < len(toks) && corporateChiefs[toks[k+2].lower]) {
			// "Microsoft's chief financial officer", "Acme's revenue"
			if a := firmNameStart(toks, k); a == 0 || !titles[toks[a-1].lower] {
				add(append(toks[a:k:k], withoutPossessive(t)))
			}
			continue
		}
		if (t.lower == "reported" || t.lower == "posted") && k > 0 && k+2 < len(toks) && toks[k-1].cap() {
			// "Microsoft reported quarterly revenue of ...": only a company reports its results
			j := k + 1
			for j < len(toks) && j < k+4 && !earningsNouns[toks[j].lower] && toks[j].kind == tWord && !toks[j].cap() {
				j++
			}
			if a := firmNameStart(toks, k); j < len(toks) && earningsNouns[toks[j].lower] && a < k && (a == 0 || !titles[toks[a-1].lower]) {
				add(toks[a:k])
			}
			continue
		}
		if t.lower != "shares" && t.lower != "stock" {
			continue
		}
		a := firmNameStart(toks, k)
		name := toks[a:k]
		if n := len(name); n > 0 && !possessive(name[n-1].lower) && !(k+1 < len(toks) && shareMoves(toks[k+1])) || a > 0 && titles[toks[a-1].lower] {
			name = nil // "Mrs. Clinton shares the view": a verb; "Acme shares fell", "Acme's stock" name the company
		}
		if len(name) == 0 && k+2 < len(toks) && (toks[k+1].lower == "of" || toks[k+1].lower == "in") && toks[k+2].cap() {
			e := k + 2
			for e < len(toks) && e-k-2 < 3 && toks[e].kind == tWord && toks[e].cap() && !possessive(toks[e].lower) {
				e++
			}
			name = toks[k+2 : e]
		}
		if n := len(name); n > 0 && possessive(name[n-1].lower) {
			name = append(name[:n-1:n-1], withoutPossessive(name[n-1]))
		}
		if len(name) > 0 && !allTitles(name) {
			add(name)
		}
	}
}

// firmNameStart returns where the capitalized words (up to three) before
// toks[k] start, without a title, a time or a sentence's opening word
// ("When Lundcorp shares fell": Lundcorp).
func firmNameStart(toks []token, k int) int {
	a := k
	for a > 0 && k-a < 3 && toks[a-1].kind == tWord && toks[a-1].cap() && !determiners[toks[a-1].lower] && !titles[toks[a-1].lower] && !timeWords[toks[a-1].lower] {
		a--
	}
	if a >= 2 && a < k && toks[a-1].lower == "of" && toks[a-2].cap() && orgHeads[toks[a-2].lower] {
		a = firmNameStart(toks, a-1) // "Royal Bank of Canada reported": the bank, not the country
	}
	for a < k && (subordinators[toks[a].lower] || prepositions[toks[a].lower] || isConnective(toks[a].lower)) {
		a++
	}
	return a
}

// knownCompany reports whether a name is a company the article names by
// its shares or results ("Microsoft's chief financial officer" after
// "Microsoft reported quarterly revenue"), and no person's surname.
func (sc *articleScope) knownCompany(name string) bool {
	return sc.firmNamed(name) && sc.onlyFullName(name) == ""
}

// firmNamed reports whether the article names a company so (collectFirms).
func (sc *articleScope) firmNamed(name string) bool {
	if len(sc.firms) == 0 {
		return false
	}
	key := nameKey(name)
	for _, f := range sc.firms {
		if f.key == key || slices.Contains(shortFirmKeys(strings.Fields(joinToks(f.toks))), key) {
			return true // "Lundsoft Inc. ... Lundsoft said": the name without its legal form is the company's too
		}
	}
	return false
}

// shortFirmKeys are the name keys of a company's name without its legal
// form, the way an article names it again: "Lundsoft Inc." is "Lundsoft";
// "Brightline Systems Inc." is "Brightline Systems" and "Brightline". A
// name without a legal form has none ("Northwind Airlines" may be one of
// several Northwinds).
func shortFirmKeys(words []string) []string {
	n := len(words)
	if n < 2 || !legalSuffixes[words[n-1]] {
		return nil
	}
	keys := []string{nameKey(strings.Join(words[:n-1], " "))}
	if n > 2 && corporateSuffixes[words[n-2]] && !legalSuffixes[words[n-2]] {
		keys = append(keys, nameKey(strings.Join(words[:n-2], " ")))
	}
	return keys
}

// legalDotsJoined joins the dot a tokenizer split from a legal form inside
// a name to it: "Loblaw Cos . Ltd." is "Loblaw Cos. Ltd.".
func legalDotsJoined(toks []token) []token {
	k := slices.IndexFunc(toks, func(t token) bool { return t.text == "." })
	if k < 1 || k+1 >= len(toks) || !nameSuffixes[toks[k-1].lower] {
		return toks
	}
	out := make([]token, 0, len(toks)-1)
	for i := 0; i < len(toks); i++ {
		if i+1 < len(toks) && toks[i+1].text == "." && nameSuffixes[toks[i].lower] && i+2 < len(toks) {
			t := toks[i]
			t.text, t.lower, t.end = t.text+".", t.lower+".", toks[i+1].end
			out = append(out, t)
			i++
			continue
		}
		out = append(out, toks[i])
	}
	return out
}

// corporateSuffixes end a company's name: "Lundmotors Corp", "Acme Inc.".
var corporateSuffixes = set("Corp Corp. Corporation Inc Inc. Ltd Ltd. Co. Cos Cos. plc PLC LLC AG SA NV Holdings " +
	"Airlines Airways Motors Systems Technologies Pharmaceuticals Therapeutics Industries Brands Foods Robotics Software " +
	"Communications Telecommunications Networks Enterprises Solutions Laboratories Management Energy Resources Properties Investments Mining Minerals Utilities")

// kindOnly reports whether a definite description of a business says no
// more than its kind: "the company", "the e-commerce company", "the
// U.S.-based airline"; not "the combined company" or "the parent company",
// which are other firms. (A capitalized modifier, "the Ottawa-based
// company", makes a name of the description before this is asked.)
func kindOnly(desc string) bool {
	f := strings.Fields(desc)
	if n := len(f); n > 3 && (placeBased(f[n-2]) || placeBased(f[n-3]) && compound(f[n-2])) {
		return true // "the Santa Clara, California-based chipmaker": where it sits, then its kind ("the Ottawa-based e-commerce company")
	}
	if len(f) == 3 {
		return compound(f[1])
	}
	return len(f) == 2
}

// rankedKind reports whether desc names a company by its rank where it
// is: "Canada's largest lender", "the world's third-largest automaker",
// "the country's No. 2 carrier".
func rankedKind(desc string) bool {
	f := strings.Fields(strings.ToLower(desc))
	if len(f) > 0 && f[0] == "the" {
		f = f[1:]
	}
	if len(f) < 3 || len(f) > 5 || !possessive(f[0]) {
		return false
	}
	if place := trimPossessive(f[0]); !rankPlaces[place] && !countries[place] && !states[place] && !regions[place] {
		return false
	}
	for _, w := range f[1 : len(f)-1] {
		if !strings.HasSuffix(w, "est") && !ordinalWords[w] && w != "no." && !isNumber(w) {
			return false
		}
	}
	return true
}

// rankPlaces, as possessors, rank a company among others: "the world's
// largest", "the country's second-biggest".
var rankPlaces = set("world country nation province state city region continent industry")

// compound reports whether w is a hyphenated modifier: "e-commerce",
// "U.S.-based".
func compound(w string) bool { return strings.Contains(w, "-") && !strings.HasPrefix(w, "-") }

// legalSuffixes are the corporateSuffixes that give a company's legal form,
// which the article leaves out once it has named the company: "Lundsoft
// Inc." is "Lundsoft" below (not "Northwind Airlines", whose last word is
// its trade).
var legalSuffixes = set("Corp Corp. Corporation Inc Inc. Ltd Ltd. Co. Cos. plc PLC LLC AG SA NV")

// clubEnds end the name of a sports club: "Lund United", "Vik City", "Lund FC".
var clubEnds = set("United City FC Rovers Athletic Wanderers Albion Hotspur")

// corporateNouns after a possessive name a company's officer or accounts:
// "Microsoft's chief financial officer", "Acme's revenue" (not "Trump's
// spokesman", whose possessor may be a person).
var corporateNouns = set("ceo cfo coo shareholders revenue revenues profit profits earnings stock shares")

// corporateChiefs follow "chief" in a company's officers: "chief executive",
// "chief financial officer" (not "chief of staff", "chief strategist").
var corporateChiefs = set("executive financial operating technology")

// earningsNouns are results only a company reports: "reported quarterly
// revenue", "posted a loss".
var earningsNouns = set("revenue revenues profit profits earnings sales results loss losses")

// shareMoves reports whether t, after "X shares", says what the shares did:
// "fell", "rose", "were up".
func shareMoves(t token) bool {
	w := t.lower
	return !t.cap() && (strings.HasSuffix(w, "ed") || preCueSkip[w] || shareVerbs[w])
}

var shareVerbs = set("rose fell sank slid soared surged climbed tumbled gained lost jumped dropped plunged rallied slumped traded")

// allTitles reports whether every word of p is a title ("President").
func allTitles(p []token) bool {
	for _, t := range p {
		if !titles[t.lower] {
			return false
		}
	}
	return true
}

// firmBefore returns the company last named by its shares before byte at,
// when no organization was met after it.
func (sc *articleScope) firmBefore(at int) *nameMention {
	return sc.namedBefore(sc.firms, at)
}

// namedBefore returns the last of names (firms, clubs) before byte at, when
// no organization was met after it.
func (sc *articleScope) namedBefore(names []nameMention, at int) *nameMention {
	var hit, subject *nameMention
	for i := range names {
		if names[i].pos >= at {
			break
		}
		hit = &names[i]
		if hit.subject {
			subject = hit
		}
	}
	if subject != nil {
		hit = subject // "Lund United sacked X after a defeat by Vik City ... the club said": the subject, not the last named
	}
	if hit == nil {
		return nil
	}
	for i := len(sc.last) - 1; i >= 0 && sc.lastPos[i] > hit.pos; i-- {
		if e := sc.last[i]; e.Type == kg.Organization && !sc.aside[i] && !slices.Contains(e.keys, hit.key) && sc.firmLike(e) {
			return nil
		}
	}
	return hit
}

// firmLike reports whether an organization is a business by its name: a
// company's legal form or trade word ends it, or the article named it by
// its shares or results (collectFirms). "According to LSEG Data &
// Analytics" or "the ministry said" after a firm leaves "the company" the
// firm's.
func (sc *articleScope) firmLike(e *entityRec) bool {
	f := strings.Fields(e.Name)
	return len(f) > 0 && corporateSuffixes[f[len(f)-1]] || sc.firmNamed(e.Name)
}

// teamName returns how many words the plural name of a team that ends at
// k has, after "the": "the Vancouver Canucks", "the Toronto Maple Leafs"
// (a place, then the plural); 0 for none, and for a party's or a people's
// members ("the House Democrats").
func teamName(toks []token, k int) int {
	t := toks[k]
	if k+1 < len(toks) && toks[k+1].cap() || !t.cap() || len(t.lower) < 4 || !strings.HasSuffix(t.lower, "s") || strings.HasSuffix(t.lower, "ss") || isAcronym(t.text) || pluralMembers(t) {
		return 0
	}
	a := k
	for a > 0 && a > k-3 && toks[a-1].cap() && toks[a-1].kind == tWord && toks[a-1].lower != "the" && !possessive(toks[a-1].lower) {
		a--
	}
	if a == k || a == 0 || toks[a-1].lower != "the" {
		return 0
	}
	return k - a + 1
}

// namedInFull returns the person last named in full whose surname a
// one-word person's name is, if any.
func (sc *articleScope) namedInFull(m mentionInfo, key string) *entityRec {
	if m.typ != kg.Person || strings.Contains(key, " ") {
		return nil
	}
	for i := len(sc.ents) - 1; i >= 0; i-- {
		if e := sc.ents[i]; e.Type == kg.Person && strings.HasSuffix(nameKey(e.Name), " "+key) {
			return e
		}
	}
	return nil
}

// firstText is the first token's text, or "" for none.
func firstText(toks []token) string {
	if len(toks) == 0 {
		return ""
	}
	return toks[0].text
}

// genderOf returns the pronoun the text gave a person's name ("Her husband,
// Imran,": he), or "".
func (sc *articleScope) genderOf(e *entityRec) string {
	if g := sc.textGender(e); g != "" {
		return g
	}
	if i := strings.IndexByte(e.Name, ' '); i > 0 {
		return givenGender[e.Name[:i]] // "Rachel Reeves": she
	}
	if sc.onlyFullName(e.Name) == "" {
		return givenGender[e.Name] // "Jim and Linda Sutherland ... Linda said": a given name alone (not "Moss", a surname the article gave)
	}
	return ""
}

// textGender is the gender the text gives a person: a kin or sex noun at
// the head, a pronoun for the name, a courtesy title; not a guess from a
// given name.
func (sc *articleScope) textGender(e *entityRec) string {
	if g := kinGender[e.head]; g != "" {
		return g // "his mother" is no "he"
	}
	if g := sexNouns[e.head]; g != "" {
		return g
	}
	key := nameKey(e.Name)
	for _, n := range sc.names {
		if n.gender != "" && n.key == key {
			return n.gender
		}
	}
	// "Mrs. Clinton" anywhere: she, when the article names one person so
	// (not Bill and Hillary Clinton both)
	if i := strings.LastIndexByte(e.Name, ' '); i > 0 {
		if g := sc.honor[e.Name[i+1:]]; (g == "he" || g == "she") && sc.onlyFullName(e.Name[i+1:]) == e.Name {
			return g
		}
	}
	return ""
}

// guessedOtherGender is the last person who spoke when every one before
// was of the other gender than pronoun only by the list of given names
// (given_names.tsv): a guess from a first name is no evidence against the
// one person the text goes on about ("Kim Castro said ... He added").
// Where the text gave the gender ("Her husband, Imran,", "Mrs. Castro",
// "his mother") it stands: nil.
func (sc *articleScope) guessedOtherGender(pronoun string, at int) *entityRec {
	for i := len(sc.last) - 1; i >= 0; i-- {
		if e := sc.last[i]; e.Type == kg.Person {
			if sc.genderOf(e) == otherGender[pronoun] && sc.textGender(e) == "" && !kinSince(sc.article.Text, sc.lastPos[i], at, pronoun) {
				return e
			}
			return nil
		}
	}
	return nil
}

// kinSince reports whether the text from from to at names a relative or a
// person by a noun of the pronoun's gender ("Her husband is more
// optimistic. He points to ..."): the pronoun means that one, whom the
// article did not name, not the person of the other gender before.
func kinSince(text string, from, at int, pronoun string) bool {
	if from < 0 || at > len(text) || from >= at {
		return false
	}
	for _, w := range strings.FieldsFunc(text[from:at], func(r rune) bool { return !unicode.IsLetter(r) }) {
		w = strings.ToLower(w)
		if kinGender[w] == pronoun || sexNouns[w] == pronoun {
			return true
		}
	}
	return false
}

// honorificGender is the pronoun a courtesy title gives its name. The
// courtesy titles say nothing else of a person: none is a role.
var honorificGender = map[string]string{"mr.": "he", "mr": "he", "mrs.": "she", "mrs": "she", "ms.": "she", "ms": "she", "miss": "she"}

// noteHonorific records the gender a courtesy title gives a surname; two
// that disagree ("Mr. Clinton", "Mrs. Clinton") leave it unknown.
func (sc *articleScope) noteHonorific(surname, g string) {
	if sc.honor == nil {
		sc.honor = map[string]string{}
	}
	if old, ok := sc.honor[surname]; ok && old != g {
		g = "?"
	}
	sc.honor[surname] = g
}

var otherGender = map[string]string{"he": "she", "she": "he"}

// kinBefore returns the noun of "her husband, " right before a name at i
// ("Her husband, Imran,"), or "".
func kinBefore(toks []token, i int) string {
	if i < 3 || toks[i-1].text != "," || !possessiveDeterminers[toks[i-3].lower] && !(toks[i-3].cap() && possessive(toks[i-3].lower)) {
		return "" // "Her husband, Imran,", "MacDonald's daughter, Kayla,"
	}
	return toks[i-2].lower
}

// legalDocuments speak in a headline by their one word: "Lawsuit alleges
// care home ignored warnings".
var legalDocuments = set("lawsuit suit complaint indictment filing petition memo letter")

// sexNouns give the pronoun of an unnamed person by the head of the phrase
// ("a young man ... she said": not the man).
var sexNouns = map[string]string{"man": "he", "woman": "she", "boy": "he", "girl": "she"}

// onlyFullName returns the one two- or three-word name of the article that
// ends with surname ("Bernie Sanders" for "Sanders"), or "" when there is
// none or more than one.
func (sc *articleScope) onlyFullName(surname string) string {
	full := ""
	for _, n := range sc.names {
		if len(n.toks) < 2 || !strings.EqualFold(n.toks[len(n.toks)-1].text, surname) || pluralMembers(n.toks[len(n.toks)-1]) { // ("PENCE:" in a transcript; "Senate Republicans" names no one "Republicans")
			continue
		}
		if l := n.toks[len(n.toks)-1].lower; (states[l] || countries[l]) && !givenNameFirst(n.toks) {
			continue // "Canada says ..., Statistics Canada said": a body named after its state, no one's full name ("Steve Israel" is one)
		}
		if f := joinToks(n.toks); full == "" || nameKey(f) == nameKey(full) {
			full = f
		} else {
			return ""
		}
	}
	return full
}

// irregularPlurals are plural common nouns without an s, which open a
// sentence as groups, not names: "Children who survived say ...".
var irregularPlurals = set("children people men women police staff youth clergy")

var acronymDef = regexp.MustCompile(`((?:[A-Z][\p{L}\-']+ (?:(?:of|for|and|the|on|de|del|in) )*)*[A-Z][\p{L}\-']+),? (?:or|\()\s?(?:the )?([A-Z][A-Z\-&]{1,7})\b`)

func (r *Resolver) scope(a kg.Article) *articleScope {
	sc := &articleScope{r: r, article: a, byKey: map[string]*entityRec{}, acros: map[string]string{}}
	// The full pattern backtracks over every capitalized run of the text;
	// it is run only on the few bytes before each "or ACR" / "(ACR".
	for _, end := range acronymEnds(a.Text) {
		win := a.Text[max(0, end-180):end]
		for _, m := range acronymDef.FindAllStringSubmatch(win, -1) {
			long, acr := withoutOpening(m[1]), m[2]
			if strings.HasSuffix(win, m[0]) && (initialsMatch(long, acr) || len(strings.Fields(long)) > 1) {
				sc.acros[acr] = long
			}
		}
	}
	return sc
}

// withoutOpening drops the sentence's connective and article from the front
// of an acronym's long form: "But the Confederation of British Industry".
func withoutOpening(long string) string {
	for {
		w, rest, ok := strings.Cut(long, " ")
		if !ok || !isConnective(strings.ToLower(w)) && w != "The" && w != "the" {
			return long
		}
		long = rest
	}
}

// acronymEnds returns the end offsets of each "or ACR" / "(ACR" in text: an
// upper-case word of 2 to 8 letters after "or ", "or the " or "(".
func acronymEnds(text string) []int {
	var out []int
	// the next "(" and " or " at or after i, found with IndexByte and Index
	// (assembly; most of a text holds neither), each searched again only
	// once passed
	paren, or := -1, -1
	find := func(from int, sep string) int {
		if k := strings.Index(text[from:], sep); k >= 0 {
			return from + k
		}
		return len(text)
	}
	for i := 0; i < len(text); i++ {
		if paren < i {
			paren = find(i, "(")
		}
		if or < i {
			or = find(i, " or ")
		}
		if i = min(paren, or); i >= len(text) {
			break
		}
		j := -1
		switch {
		case text[i] == '(':
			j = i + 1
		default: // " or "
			j = i + 4
			if strings.HasPrefix(text[j:], "the ") {
				j += 4
			}
		}
		k := j
		for k < len(text) && (text[k] >= 'A' && text[k] <= 'Z' || k > j && (text[k] == '-' || text[k] == '&')) {
			k++
		}
		if n := k - j; n >= 2 && n <= 8 && (k == len(text) || !isWordByte(text[k])) && text[j+1] != '-' && capitalBefore(text, i) { // (not "(D-N.J.)": a party and state)
			out = append(out, k)
		}
	}
	return out
}

// capitalBefore reports whether the word that ends before text[i] (past a
// space and a comma) holds a capital with a letter after it, which acronymDef
// needs there: most "(" and " or " have none, and skip the pattern.
func capitalBefore(text string, i int) bool {
	k := i
	for k > 0 && (text[k-1] == ' ' || text[k-1] == ',') && i-k < 2 {
		k--
	}
	for k > 0 && k > i-80 {
		c := text[k-1]
		if c >= 'A' && c <= 'Z' {
			return true // a letter follows: the next byte was a word byte
		}
		if !(c >= 'a' && c <= 'z' || c == '-' || c == '\'' || c >= 0x80) {
			return false
		}
		k--
	}
	return false
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// lastWordCapitalized reports whether name ends with a capitalized word:
// a name, not a phrase that runs on ("University of New Hampshire poll out").
func lastWordCapitalized(name string) bool {
	w := name[strings.LastIndexByte(name, ' ')+1:]
	return w != "" && w[0] >= 'A' && w[0] <= 'Z'
}

func initialsMatch(long, acr string) bool {
	var ini strings.Builder
	for _, w := range strings.FieldsFunc(long, func(r rune) bool { return r == ' ' || r == '-' }) {
		if w != "" && w[0] >= 'A' && w[0] <= 'Z' {
			ini.WriteByte(w[0])
		}
	}
	return strings.EqualFold(ini.String(), strings.ReplaceAll(acr, "-", ""))
}

// nameKey normalises a name for matching: lower case, no determiner, no
// possessive, demonyms to country names, "in"/"of" dropped.
func nameKey(name string) string {
	var b strings.Builder
	b.Grow(len(name))
	rest := strings.ToLower(name)
	for rest != "" {
		i := strings.IndexAny(rest, " -")
		w := rest
		if i >= 0 {
			w, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		w = trimPossessive(w)
		if w == "the" || w == "in" || w == "of" || w == "" {
			continue
		}
		if c, ok := kg.Demonyms[w]; ok {
			w = c
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	return b.String()
}

// mentionInfo is what the words of a speaker phrase say about its entity.
type mentionInfo struct {
	text     string
	name     string
	typ      kg.EntityType
	role     string
	pronoun  string
	definite bool   // "the group", "the same official": refers back
	head     string // head noun for unnamed sources, groups and definite descriptions
	acronym  bool
	country  bool // a name on loader/data/countries.txt: a state, unless a person of that surname is named
	// affiliation: the organization named before a role, "Hamas spokesman X"
	affiliation []token
}

// mentionWords returns a speaker phrase without what is no part of whom it
// names: a possessive's ending, the letters after a name, a day after a
// document; a legal form's dots joined to it.
func mentionWords(toks []token) []token {
	if n := len(toks); n > 0 && (toks[n-1].cap() && len(toks[n-1].text) > 3 || n > 1 && !toks[n-1].cap() && toks[n-1].kind == tWord) {
		// "Trump's claim that ...", "The senator's warning that ...": the
		// name or the description without its possessive
		if possessive(toks[n-1].lower) {
			toks = append(toks[:n-1:n-1], withoutPossessive(toks[n-1]))
		}
	}
	if n := len(toks); n >= 3 && postnominals[toks[n-1].text] && toks[n-2].cap() && toks[n-3].cap() && !determiners[toks[n-3].lower] {
		toks = toks[:n-1] // "Sarah Whitcombe KC", "Ada Moss MP": the letters after a name are no part of it
	}
	toks = legalDotsJoined(toks)
	if n := len(toks); n > 2 && timeWords[toks[n-1].lower] && toks[n-1].cap() && toks[n-2].kind == tWord && !toks[n-2].cap() {
		toks = toks[:n-1] // "a court filing Friday", "a poll in February": the filing, not a person "Friday"
		if w := toks[n-2].lower; n > 3 && (w == "in" || w == "on" || w == "out") {
			toks = toks[:n-2]
		}
	}
	return toks
}

// analyze reads a speaker phrase alone, without the article: a pronoun, an
// outlet, a name with its role and body ("Hamas spokesman Hazem Qassem"),
// or a description ("a senior official", "the ministry"), typed. sentFirst
// says the phrase opens its sentence, where any word is capitalized.
func analyze(toks []token, sentFirst bool, outlets *Outlets) mentionInfo {
	toks = mentionWords(toks)
	text := joinToks(toks)
	m := mentionInfo{text: text}
	if len(toks) == 1 && anyPronoun(toks[0].lower) != "" {
		m.pronoun = anyPronoun(toks[0].lower) // "he", and "his claim that ...": he
		return m
	}
	if noOneSaid(toks) && !slices.ContainsFunc(toks, func(t token) bool { return t.lower == "nor" }) { // ("neither he nor Nanney" is two people, each split off)
		m.name, m.typ, m.head = text, kg.Group, strings.TrimSuffix(toks[len(toks)-1].lower, "s")
		return m // "Neither team", "No official", "Nobody": no one of them, a group of none
	}
	if bodyMention(&m, toks, outlets) {
		return m
	}
	// leading determiners
	i := 0
	for i < len(toks) && (determiners[toks[i].lower] || toks[i].lower == "same" || toks[i].lower == "unnamed") {
		if toks[i].lower == "the" || toks[i].lower == "same" {
			m.definite = true
		}
		i++
	}
	rest := toks[i:]
	if len(rest) == 0 {
		m.name, m.typ = text, kg.Group
		return m
	}
	if teamRole(toks) {
		// "the Canucks winger", "the Vancouver Canucks centre": a player
		// (the one just named, speakerOf finds), of the team
		m.name, m.typ, m.role, m.affiliation = text, kg.Person, rest[len(rest)-1].lower, rest[:len(rest)-1]
		return m
	}
	owner, p, end := ownerOfName(rest) // "the BBC's Ola Dahl": the body the person works for
	if owner != nil {
		rest, m.definite = rest[p+1:end], false
		i += p + 1 // (proper reads toks[i+k])
	}
	var ofBody []token // "Lee Gelernt of the ACLU": the body after a person's name
	if k := nameOfBody(rest); k > 0 {
		rest, ofBody = rest[:k], bodyName(rest[k+1:])
	}
	titled := roleInCapitals(rest, m.definite)
	proper := func(k int) bool {
		t := toks[i+k]
		if t.text == "&" && k > 0 && i+k+1 < len(toks) && toks[i+k-1].cap() && toks[i+k+1].cap() {
			return true // "Procter & Gamble", "AT&T", "Computer & Communications Industry Association"
		}
		if nameParticles[t.lower] && !t.cap() && k > 0 && i+k+1 < len(toks) && (toks[i+k-1].cap() || nameParticles[toks[i+k-1].lower]) && (toks[i+k+1].cap() || nameParticles[toks[i+k+1].lower]) {
			return true // "Abdulaziz bin Salman", "Ursula von der Leyen": a particle inside the name
		}
		if !t.cap() || pluralMembers(t) || acronymPlural(t) {
			return false // (nor "Republicans", "Americans": members of a party or a people; nor "Labour MPs": members by their role)
		}
		if titled >= 0 && k >= titled {
			return false // "The Minister said", "Iran's Foreign Minister said": a role in capitals, the person who holds it
		}
		if k > 0 && i+k == len(toks)-1 && roleNouns[t.lower] && isAcronym(t.text) && singularDeterminers[toks[0].lower] {
			return false // "A Liberal MP said": a role in capitals after a body's word, an unnamed member
		}
		if i+k+1 < len(toks) && toks[i+k+1].cap() && nameFunctionWords[toks[i+k+1].lower] {
			return true // "Doctors Without Borders": a name goes on over its capitalized small word
		}
		if i+k == 0 && sentFirst && strings.HasSuffix(t.lower, "s") && i+k+1 < len(toks) && toks[i+k+1].cap() && !timeWords[toks[i+k+1].lower] && !titles[toks[i+k+1].lower] {
			return true // "James A. Lewis said": a first name, not a plural ("Analysts said")
		}
		if i+k == 0 && sentFirst && (roleNouns[t.lower] || unnamedHeads[t.lower] || titles[t.lower] || irregularPlurals[t.lower] ||
			strings.HasSuffix(t.lower, "s") && !strings.HasSuffix(t.lower, "ss") && len(t.lower) > 3 && strings.ToUpper(t.text) != t.text && !regions[t.lower]) { // "Moss, who ..., said" is a name; so is "Texas"
			return false
		}
		return true
	}
	// head noun: the word before a relative or prepositional tail, or the last
	headIdx := len(rest) - 1
	participle := false // "A spokesman speaking on condition of anonymity": the phrase after the head says how, not who
	for k, t := range rest {
		if k > 0 && !t.cap() && len(t.lower) > 4 && t.lower != "thing" && !prepositions[t.lower] && strings.HasSuffix(t.lower, "ing") && !adjectivalIng[t.lower] && (roleNouns[rest[k-1].lower] || unnamedHeads[rest[k-1].lower] || groupNouns[rest[k-1].lower] || pluralAgent(rest[k-1])) {
			headIdx = k - 1
			participle = roleNouns[rest[k-1].lower] || unnamedHeads[rest[k-1].lower] // (a group keeps what defines it: "Voters backing Ada Moss")
			break
		}
		if t.lower == "of" && k > 0 && k+1 < len(rest) && (proper(k-1) || titles[rest[k-1].lower]) &&
			(rest[k+1].cap() || k+2 < len(rest) && rest[k+1].lower == "the" && rest[k+2].cap()) && (titles[rest[k-1].lower] && namedAfter(rest[k+1:]) || hasRoleNoun(rest[k+1:]) || orgHeads[rest[k-1].lower] && titledNameEnds(rest[k+1:])) {
			continue // "Secretary of State X", "A Bank of England spokesperson", "Court of Appeal Justice X": "of" inside a title, or a name before a role
		}
		if k > 0 && (t.lower == "who" || t.lower == "from" || t.lower == "of" || t.lower == "across" || t.lower == "throughout" || t.lower == "on" && orgHeads[rest[k-1].lower] && rest[k-1].cap() && !hasRoleNoun(rest[k+1:]) && !anyWord(rest[k+1:], titles) || t.lower == "to" && roleNouns[rest[k-1].lower] && !rest[k-1].cap() || t.lower == "in" || t.lower == "for" || t.lower == "at" || t.lower == "with" ||
			sourceAdjectives[t.lower] && !t.cap() || pollParticiples[t.lower] && !t.cap() || documentParticiples[t.lower] && !rest[k-1].cap() && !determiners[rest[k-1].lower]) { // "sources familiar with the matter", "an aide close to him", "economists polled by Reuters", "an indictment unsealed on Tuesday"
			headIdx = k - 1
			break
		}
	}
	if !proper(headIdx) {
		return commonMention(m, toks, i, headIdx, participle, text)
	}
	// a name, perhaps after titles: "US President Obama", "Twitter user Halilsheikh"
	k := len(rest)
	department := false
	if headIdx == len(rest)-1 {
		for k > 0 && proper(k-1) && (!titles[rest[k-1].lower] || k == len(rest) && k >= 2 && proper(k-2) && !titles[rest[k-2].lower]) && !(roleNouns[rest[k-1].lower] && k < len(rest)) {
			k-- // "Apple CEO Tim Cook": the name stops at a role
		}
		if k == len(rest) {
			k = len(rest) - 1
		}
		if k == len(rest)-1 && k > 0 && orgHeads[rest[k].lower] && rest[k-1].cap() {
			k-- // "Justice Department", "Interior Ministry": the title word names the organization
		}
		if orgHeads[rest[len(rest)-1].lower] {
			for k > 0 && (proper(k-1) || rest[k-1].cap() && pluralMembers(rest[k-1]) && k-1 > 0) && !roleNouns[rest[k-1].lower] || k > 1 && rest[k-1].lower == "and" && proper(k-2) && !roleNouns[rest[k-2].lower] {
				k-- // "World Health Organization": title-like words inside an organization's name; "Food and Drug Administration"; "Aircraft Mechanics Fraternal Association"
			}
		}
		if k > 1 && rest[0].cap() && (rest[k-1].lower == "of" || rest[k-1].lower == "the" && rest[k-2].lower == "of") {
			k = nameAfterOf(rest, k)
		}
		if a := countryDepartment(rest); a < k {
			k, department = a, true // "Environment and Climate Change Canada", "Immigration, Refugees and Citizenship Canada": one department
		}
	} else if a := nameBeforeDescription(rest, headIdx); a >= 0 {
		rest, k = rest[:headIdx+1], a // "Tomas Wren of the institute": a name, then what he is of (titles before it: "Det. Sgt. X of the major crime unit")
	} else {
		k = 0 // "Leaders from Pakistan", "The Taliban in Pakistan": the whole phrase
	}
	if k+2 < len(rest) && partyMembers[rest[k].text] && linkedName(rest[k+1:]) && !anyWord(rest[k+1:], orgHeads) && !slices.ContainsFunc(rest[k+1:], func(t token) bool { return possessive(t.lower) }) {
		k++ // "Democrat Hillary Clinton", "Republican Ada Moss": the party is no part of the name
	}
	if k > 0 && k == len(rest)-1 && (states[rest[k].lower] || regions[rest[k].lower]) &&
		(allWords(rest[:k], departmentWords) || k == 1 && rest[0].cap() && !titles[rest[0].lower] && !roleNouns[rest[0].lower]) {
		k = 0 // "Health Canada", "Statistics Canada", "Public Health Ontario": a body named after its state or province, not a title and a name
	}
	m.name = joinToks(rest[k:])
	if k > 0 {
		m.roleAndBody(rest, k, outlets)
	}
	m.typeName(rest, k, headIdx, owner, ofBody, outlets)
	if department {
		m.typ = kg.Organization
	}
	return m
}

// bodyMention types m, the mention toks, when it is an outlet or a body
// known by its whole phrase, and reports whether it is one.
func bodyMention(m *mentionInfo, toks []token, outlets *Outlets) bool {
	if name, ok := outlets.Lookup(m.text); ok {
		m.name, m.typ = name, kg.NewsOutlet
		return true
	}
	if name, ok := describedOutlet(toks); ok {
		m.name, m.typ = name, kg.NewsOutlet // "Iranian state television said", "the newspaper Lund Posten revealed"
		return true
	}
	if b := frenchBody(toks); b > 0 {
		m.name, m.typ = joinToks(toks[b-1:]), kg.Organization // "The Fédération autonome de l'enseignement said"
		return true
	}
	if name, ok := unnamedOutlet(toks); ok {
		// "state media reported", "the news agency said": an outlet the
		// article does not name, its own (articleScope.iri)
		m.name, m.typ, m.head, m.definite = name, kg.NewsOutlet, toks[len(toks)-1].lower, toks[0].lower == "the"
		return true
	}
	return false
}

// countryDepartment returns where a body's name that lists its fields and
// ends in its country starts in rest ("Fisheries and Oceans Canada"), or
// len(rest): capitals joined by "and" or commas, none a state, a title or
// a body known by itself ("Google and Microsoft Canada" are two).
func countryDepartment(rest []token) int {
	n := len(rest)
	if n < 4 || !states[rest[n-1].lower] {
		return n
	}
	j := n - 1
	for j > 0 && rest[j-1].cap() && !titles[rest[j-1].lower] && !states[rest[j-1].lower] {
		j--
	}
	a := j
	for a > 1 && n-a >= 2 && (rest[a-1].lower == "and" || rest[a-1].text == ",") && rest[a-2].cap() && !states[rest[a-2].lower] && !titles[rest[a-2].lower] && !knownOrganizations[rest[a-2].lower] {
		a -= 2
		for a > 0 && rest[a-1].cap() && !titles[rest[a-1].lower] && !states[rest[a-1].lower] {
			a--
		}
	}
	if a == j {
		return n
	}
	return a
}

// regnal reports whether w is a regnal number after a name, in Roman
// numerals of I, V and X: "Leo XIV", "Charles III" (not "CDC").
func regnal(w string) bool {
	return len(w) >= 2 && len(w) <= 5 && strings.Trim(w, "IVX") == ""
}

// notNamed reports whether p holds "be named" or "be identified": "who
// asked not to be identified because the information is private".
func notNamed(p []token) bool {
	for k := 1; k < len(p); k++ {
		if p[k-1].lower == "be" && (p[k].lower == "named" || p[k].lower == "identified") {
			return true
		}
	}
	return false
}

// unnamedWhy are the words of a clause that says why a source is not named.
var unnamedWhy = set("anonymity authorized authorised")

// anyPronoun returns the person a pronoun or a possessive pronoun stands
// for ("he" for "him" and "his"), or "".
func anyPronoun(w string) string {
	if p := pronouns[w]; p != "" {
		return p
	}
	return possessivePronouns[w]
}

// frenchBody returns one past where a body's French name opens in toks
// (after "the"), or 0: a capitalized head of frenchHeads, then its words
// in small letters joined by "de", "des", "du", "d'" or "l'" up to a place
// ("Fédération des médecins spécialistes du Québec", "Confédération des
// syndicats nationaux"); the capitals of English names read elsewhere.
func frenchBody(toks []token) int {
	a := 0
	if len(toks) > 0 && toks[0].lower == "the" {
		a = 1
	}
	if len(toks)-a < 3 || !toks[a].cap() || !frenchHeads[toks[a].lower] {
		return 0
	}
	linked := false
	for j, t := range toks[a+1:] {
		w := t.lower
		switch {
		case t.kind != tWord:
			return 0
		case w == "de" || w == "des" || w == "du" || strings.HasPrefix(w, "d'") || strings.HasPrefix(w, "l'") || strings.HasPrefix(w, "d’") || strings.HasPrefix(w, "l’"):
			linked = true
		case t.cap() && !(j > 0 && (toks[a+j].lower == "du" || toks[a+j].lower == "de")):
			return 0 // (a capital only after "du": "du Québec")
		}
	}
	if !linked {
		return 0
	}
	return a + 1
}

// frenchHeads open the French names of bodies: unions, federations,
// councils, boards.
var frenchHeads = set("fédération confédération syndicat centrale association conseil commission régie société institut ordre " +
	"collège alliance regroupement coalition mouvement union ministère caisse comité")

// nameBeforeDescription returns where the name starts (past its titles),
// or -1, when rest is a name of two or three capitalized words (its last at headIdx) and then "of the" and a
// description in small letters: "Tomas Wren of the institute", "Ana Lee
// of the local food bank". The description names no body (it would be
// capitalized, "of the Institute", and read by nameOfBody), so the person
// is the speaker; "Leaders of the party" is one plural word, "Friends of
// the Earth" a capital after "the".
func nameBeforeDescription(rest []token, headIdx int) int {
	a := 0
	for a < headIdx && titles[rest[a].lower] && rest[a].cap() {
		a++ // "Det. Sgt. Ada Moss of the major crime unit"
	}
	if headIdx-a < 1 || headIdx-a > 2 || headIdx+3 > len(rest) || rest[headIdx+1].lower != "of" || rest[headIdx+2].lower != "the" {
		return -1
	}
	for _, t := range rest[a : headIdx+1] {
		if !t.cap() || t.kind != tWord || titles[t.lower] || orgHeads[t.lower] || pluralMembers(t) {
			return -1
		}
	}
	for _, t := range rest[headIdx+3:] {
		if t.cap() || t.kind != tWord {
			return -1
		}
	}
	return a
}

// typeName types a name (rest[k:], after its role) and finds the body it
// is of: an outlet the gazetteer knows, an organization by its words or its
// kind before it ("militant group Hamas"), an acronym, else a person (or a
// state, for "Russia said"), with the owner or "of" body as affiliation.
func (m *mentionInfo) typeName(rest []token, k, headIdx int, owner, ofBody []token, outlets *Outlets) {
	if name, ok := outlets.Lookup(m.name); ok {
		m.name, m.typ = name, kg.NewsOutlet
		return
	}
	nameToks := rest[k:]
	if t, office := titleOfState(nameToks); t > 0 && m.role == "" {
		// "The President of the United States", "the Prime Minister of
		// Canada": one person, the title's holder, of the state after "of";
		// "The Secretary of State", "the Minister of Finance": the whole an office
		m.typ, m.role, m.affiliation = kg.Person, joinToks(nameToks[:t]), withoutArticle(nameToks[t+1:])
		if office {
			m.role, m.affiliation = joinToks(nameToks), nil
		}
		return
	}
	if k > 0 && !rest[k-1].cap() && (businessHeads[rest[k-1].lower] || orgNouns[rest[k-1].lower]) && (m.typ == "" || m.typ == kg.Person) {
		m.typ = kg.Organization // "Utility company Southern California Edison", "militant group Hamas"
		return
	}
	if len(nameToks) == 1 && isAcronym(nameToks[0].text) {
		m.acronym = true
		m.typ = kg.Organization
		return
	}
	if len(nameToks) == 1 && m.role == "" && (camelCase(nameToks[0].text) || knownOrganizations[trimPossessive(nameToks[0].lower)]) {
		m.typ = kg.Organization // "PuckPedia", "YouTube": a brand's capital inside its one word (not "McCall", "DeMelo"); "Greenpeace", "Airbnb": a body the list knows
		return
	}
	if last := nameToks[len(nameToks)-1].lower; len(nameToks) >= 2 && (last == "report" || last == "survey" || last == "study" || last == "review" || last == "audit") {
		m.typ = kg.Group // "The annual Emissions Gap Report found": a document by its title, as "the report" is
		return
	}
	if len(nameToks) == 1 && (evidenceNouns[nameToks[0].lower] || legalDocuments[nameToks[0].lower]) {
		m.typ = kg.Group // a headline's "Poll shows", "Study finds", "Research suggests": a document, as "a new poll" is, not a person
		return
	}
	titledPerson := m.role != "" && len(nameToks) == 2 && !isAcronym(nameToks[0].text) && !orgHeads[nameToks[0].lower] // "Chief executive Per Bank": a role's holder, whatever his surname
	for k, t := range nameToks {
		if orgHeads[t.lower] && !titledPerson || isAcronym(t.text) && len(nameToks) > 1 && !(k == 0 && initials(t.text, nameToks)) && !(k > 0 && regnal(t.text)) || t.lower == "of" || nameFunctionWords[t.lower] && t.cap() || t.text == "&" ||
			k > 0 && k == len(nameToks)-1 && legalSuffixes[t.text] || // "Loblaw Cos. Ltd.": a company's legal form

			t.lower == "health" && k > 0 && k == len(nameToks)-1 { // "Friends of the Earth", "Doctors Without Borders", "Procter & Gamble", "Toronto Public Health", "Nova Scotia Health"
			m.typ = kg.Organization
			return
		}
	}
	if last := nameToks[len(nameToks)-1].lower; len(nameToks) >= 2 && len(nameToks) <= 3 && (states[last] || regions[last] && !personalRegions[last]) && givenGender[nameToks[0].text] == "" {
		m.typ = kg.Organization // "Environment Canada", "Air France", "Tourism Quebec": a state's or a province's name ends a body's, seldom a person's
		return
	}
	if n := len(nameToks); n >= 2 && corporateSuffixes[nameToks[n-1].text] && !givenNameFirst(nameToks) {
		m.typ = kg.Organization // "Brookfield Asset Management", "Neoen Energy", "Rogers Communications": a business's kind ends its name
		return
	}
	if len(nameToks) == 2 && mailService(nameToks[0].text, nameToks[1].text) {
		m.typ = kg.Organization // "Canada Post" (newspaperName reads no paper there)
		return
	}
	if m.definite && !(m.role != "" && len(nameToks) >= 2 && len(nameToks) <= 3) || len(nameToks)-countWords(nameToks, nameParticles) > 4 || headIdx != len(rest)-1 {
		// (not "The UN Secretary-General Ban Ki-moon": a titled name after "the" is a person)
		m.typ = kg.Organization
		return
	}
	m.typ = kg.Person
	if m.role == "" && m.affiliation == nil && agentPrefix(rest[:k]) {
		m.role = joinToks(rest[:k]) // "urban forester Mark Ellis": an occupation before the name
	}
	m.country = m.role == "" && (len(nameToks) == 1 && (countries[nameToks[0].lower] || regions[nameToks[0].lower]) ||
		len(nameToks) > 1 && len(nameToks) <= 3 && countries[strings.ToLower(joinToks(nameToks))]) // (not "the ambassador to France")
	if len(owner) > 0 && m.affiliation == nil && (outlets.isOutlet(joinToks(owner)) || isAcronym(owner[len(owner)-1].text) || hasOrgHead(owner)) {
		m.affiliation = owner // (not "Trump's Ola Dahl" or "Pennsylvania's X": a person, a place)
	}
	if len(ofBody) > 0 && m.affiliation == nil && !placeTitles[strings.ToLower(m.role)] && (len(ofBody) > 1 || isAcronym(ofBody[0].text) || orgHeads[ofBody[0].lower] || outlets.isOutlet(ofBody[0].text) || employedBy(m.role, ofBody[0]) || knownOrganizations[ofBody[0].lower]) {
		m.affiliation = ofBody // not "Jason Gilbert of Cheyenne": one word is as often a place
	}
}

// employedBy reports whether one word after "NAME of" is the employer of
// a person whose role is a trade, not an office held for a place: "analyst
// X of Comscore" (not "Senator X of Cheyenne", not "X of Texas").
func employedBy(role string, t token) bool {
	r := strings.ToLower(role)
	return r != "" && roleNouns[r] && !placeTitles[r] && !states[t.lower] && !regions[t.lower] && !countries[t.lower]
}

// commonMention types a mention whose head is a common noun (rest, after
// the determiners toks[:i], heads at headIdx): an unnamed source ("an
// official", "his lawyer"), an organization ("the ministry"), a person
// named by a role ("the foreign minister") or a group.
func commonMention(m mentionInfo, toks []token, i, headIdx int, participle bool, text string) mentionInfo {
	rest := toks[i:]
	head := rest[headIdx]
	// a common noun phrase: unnamed source or group
	m.head = strings.TrimSuffix(head.lower, "s")
	name := text
	if participle {
		name = joinToks(toks[:i+headIdx+1])
	} else if w := slices.IndexFunc(toks, func(t token) bool { return t.lower == "who" }); w > i+headIdx && (anyWord(toks[w:], unnamedWhy) || notNamed(toks[w:])) {
		name = joinToks(toks[:w]) // "two sources close to the premier who were not authorized to speak": who, not why they are unnamed
	}
	if pluralMembers(head) {
		// "his influence among Hispanics", "the report cheered Democrats":
		// the group is the phrase after the last verb or preposition
		for k := i + headIdx - 1; k >= 0; k-- {
			if t := toks[k]; !t.cap() && (verbLike(t) || prepositions[t.lower] && !shareIn(toks, k) || t.lower == "among" || strings.HasSuffix(t.lower, "ing") && len(t.lower) > 4) {
				name = joinToks(toks[k+1:])
				break
			}
		}
	}
	if m.definite {
		// "The union" and "the union" are one name; "the Clinton campaign"
		// keeps the capital of the name inside it
		f := strings.Fields(name)
		if strings.ToUpper(name) == name {
			f = strings.Fields(strings.ToLower(name)) // a headline's capitals say nothing
		} else if len(f) > 0 {
			f[0] = strings.ToLower(f[0])
		}
		m.name = strings.Join(f, " ")
	} else {
		m.name = name
	}
	if unnamedHeads[head.lower] || (roleNouns[head.lower] || personNoun(head.lower) || agentPrefix(rest[headIdx:headIdx+1])) && i > 0 && singularDeterminers[toks[0].lower] ||
		oneOfPeople(toks) || // "One of the victims": one person

		personNoun(head.lower) && m.definite && headIdx == len(rest)-1 && lowerModifiers(rest[:headIdx]) || // "the woman", "the young driver": one person, unnamed
		(roleNouns[head.lower] || kinNoun(head.lower)) && headIdx <= 2 && !strings.HasSuffix(head.lower, "s") &&
			(i > 0 && possessiveDeterminers[toks[i-1].lower] && lowerModifiers(rest[:headIdx]) || kinNoun(head.lower) && possessive(rest[0].lower) && (!rest[0].cap() || headIdx == 1) && lowerModifiers(rest[1:headIdx])) ||
		kinNoun(head.lower) && (m.definite || i > 0 && singularDeterminers[toks[0].lower]) && headIdx+1 < len(rest) && rest[headIdx+1].lower == "of" && lowerModifiers(rest[:headIdx]) || // "the daughter of one patient"
		(roleNouns[head.lower] || kinNoun(head.lower)) && headIdx == len(rest)-1 && headIdx >= 2 && headIdx <= 3 && possessive(rest[headIdx-1].lower) && allCapitalized(rest[:headIdx]) && !isAcronym(trimPossessive(rest[headIdx-1].text)) { // "Ana Vos's lawyer"
		m.typ = kg.UnnamedSource // "an official", "an analyst at Verisk Maplecroft"; one person the article does not name: "his lawyer", "the singer's mother"
	} else if orgNouns[head.lower] {
		m.typ = kg.Organization
	} else if orgHeads[head.lower] && headIdx == len(rest)-1 && namingCapital(rest[:headIdx]) && m.definite {
		// "the U.N. human rights office", "the Lund city council": a
		// body named by its owner and its kind
		m.typ, m.name = kg.Organization, joinToks(rest)
	} else if roleNouns[head.lower] && (m.definite || i == 0 && !strings.HasSuffix(head.lower, "s")) && headIdx == len(rest)-1 && (titlesOnly(rest[:headIdx]) || headIdx <= 2 && lowerModifiers(rest[:headIdx])) {
		m.typ = kg.Person // "the minister", "the foreign minister", "the regional governor", "the police chief"; a headline's "minister says"
	} else if roleNouns[head.lower] && m.definite && !strings.HasSuffix(head.lower, "s") && headIdx+2 < len(rest) && bodyPrepositions[rest[headIdx+1].lower] && lowerModifiers(rest[:headIdx]) {
		m.typ = kg.Person // "the head of the union", "the president of the association", "the chief economist at RBC": one person, as "the minister" is
		m.role = joinToks(rest[:headIdx+1])
		if headIdx+3 == len(rest) && !rest[headIdx+2].cap() && rest[headIdx+1].lower == "of" {
			m.role = joinToks(rest) // "the former secretary of state", "the head of security": one title
		}
		if body := rest[headIdx+2:]; body[0].lower == "the" && len(body) > 1 && body[1].cap() || body[0].cap() {
			if body[0].lower == "the" {
				body = body[1:]
			}
			m.affiliation = body // "the chief economist at RBC": at RBC
		}
	} else if roleNouns[head.lower] && headIdx == len(rest)-1 && headIdx > 0 && possessive(rest[0].lower) && (titlesOnly(rest[1:headIdx]) || headIdx <= 3 && lowerModifiers(rest[1:headIdx])) {
		m.typ = kg.Person // "Iran's foreign minister", "Apple's chief executive", "Kenya's environment minister"
		m.role = joinToks(rest[1:])
		if isAcronym(trimPossessive(rest[0].text)) {
			m.affiliation = []token{withoutPossessive(rest[0])} // "NATO's top commander"
		}
	} else {
		m.typ = kg.Group
	}
	return m
}

// bodyPrepositions join a role to its body: "the head of the union",
// "the chief economist at RBC", "the spokesperson for the ministry".
var bodyPrepositions = set("of at for")

// roleAndBody reads the words before a name (rest[:k]) as the person's role
// and the body it is of: "US President", "Hamas spokesman", "former White
// House press secretary".
func (m *mentionInfo) roleAndBody(rest []token, k int, outlets *Outlets) {
	if t := k - 1; k > 3 && rest[1].lower == "of" && orgHeads[rest[0].lower] && titles[rest[t].lower] && rest[t].cap() {
		m.affiliation, m.role = affiliationBefore(rest[:t]), rest[t].text // "Court of Appeal Justice X"
		return
	}
	var role []string
	first := -1 // where the role starts
	for j, t := range rest[:k] {
		if t.lower == "and" {
			role, first = nil, -1 // "Former Secretary of State Ada Moss and former Governor X": X's role comes after "and"
			continue
		}
		if t.cap() && !titles[t.lower] && !roleNouns[t.lower] && len(role) == 0 && !(roleModifiers[t.lower] && (j > 0 || t.lower == "assistant" || t.lower == "associate") && j+1 < k && titles[rest[j+1].lower]) {
			continue // a country before a title: "US President" (but "Manitoba Keewatinowi Okimakanak Grand Chief": the modifier is the title's)
		}
		if !t.cap() && (!titles[t.lower] && !roleNouns[t.lower] || t.lower == "elder") && len(role) == 0 {
			continue // "a report by the National Audit Office": no role; "the elder Mr. Murdoch": the older of two ("Elder X" is one)
		}
		if len(role) > 0 && t.cap() && roleNouns[strings.ToLower(role[len(role)-1])] && role[len(role)-1] == strings.ToLower(role[len(role)-1]) {
			break // "IDF spokesman Rear Adm X": a rank after the role
		}
		if len(role) == 0 {
			first = j
		}
		role = append(role, t.text)
	}
	if first == 1 && participleModifier(rest[0]) {
		role, first = append([]string{rest[0].text}, role...), 0 // "Registered nurse X", "Retired teacher X": what kind of nurse, no body
	}
	if rs := rolePrefixStart(rest, first); first > 0 && rs < first && rest[rs].lower != "campaign" && (rs != 1 || isAcronym(rest[0].text)) {
		// (not "Trump campaign spokeswoman X": the campaign is the body's
		// word; not "Clinton press secretary X": one word may be a person's)
		// "White House press secretary X", "political scientist X": the
		// prefix joins the role, the body stands before both
		role = append(strings.Fields(joinToks(rest[rs:first])), role...)
		first = rs
	}
	if s := scopeStart(rest, first); s < first {
		role = append(strings.Fields(joinToks(rest[s:first])), role...) // "National Security Adviser X": the role's scope
		first = s
	}
	if first >= 0 && len(role) > 2 && rest[first].cap() && !roleModifiers[rest[first].lower] && first+1 < k && rest[first+1].cap() && orgHeads[rest[first+1].lower] && hasRoleNoun(rest[first+2:k]) {
		// "State Department spokeswoman X", "Ohio State University
		// professor X": a title's word opens a body's name, and the role
		// comes after the body
		b := first
		for b > 0 && rest[b-1].cap() && !titles[rest[b-1].lower] {
			b--
		}
		m.affiliation = affiliationBefore(rest[b : first+2])
		role = role[2:]
	} else if first > 0 && (!placeTitles[rest[first].lower] || hasOrgHead(rest[:first])) && !performerRoles[rest[k-1].lower] {
		// "Hamas spokesman X", "Goldman Sachs chief economist X", "Bank of
		// England Governor X" (not "Texas Governor X": a place); "longtime
		// White House aide X": the body after the modifier
		b := 0
		for b < first && (!rest[b].cap() || roleModifiers[rest[b].lower]) {
			b++
		}
		m.affiliation = affiliationBefore(rest[b:first])
	} else if first >= 0 && roleModifiers[rest[first].lower] {
		// "former White House press secretary X": the body inside the role
		a := first + 1
		for a < k && !rest[a].cap() {
			a++
		}
		b := a
		for b < k && rest[b].cap() && !titles[rest[b].lower] && !roleNouns[rest[b].lower] {
			b++
		}
		rn := b // the role word after the body: lower case ("former Obama adviser", not "Former Clinton Senior Adviser")
		for rn < k && !roleNouns[rest[rn].lower] && !titles[rest[rn].lower] {
			rn++
		}
		body := rest[a:b] // several words, an acronym, an outlet: no place or person ("former Vermont governor", "former Obama adviser")
		if b > a && b < k && !rest[b].cap() && rn < k && !rest[rn].cap() && (!placeTitles[rest[rn].lower] || hasOrgHead(body)) &&
			(len(body) > 1 || isAcronym(body[0].text) || outlets.isOutlet(body[0].text)) {
			if aff := affiliationBefore(body); aff != nil {
				m.affiliation = aff
				role = role[:0]
				for _, t := range rest[first:k] {
					if t.start < rest[a].start || t.start >= rest[b].start {
						role = append(role, t.text)
					}
				}
			}
		}
	}
	if n := len(role); n > 1 && honorifics[strings.ToLower(role[n-1])] && roleNouns[strings.ToLower(role[n-2])] {
		role = role[:n-1] // "Pediatrician Dr. Ada Moss": the trade, not the courtesy after it
	}
	m.role = strings.Join(role, " ")
	if a, r := ownedBodyRole(rest[:k]); len(a) > 0 && m.affiliation == nil {
		m.affiliation, m.role = a, r // "Iran's foreign ministry spokesman X": the ministry is Iran's, the role the spokesman's
	}
	if honorificGender[strings.ToLower(m.role)] != "" {
		m.role = "" // "Mr. Trump": a courtesy, no role
	}
}

// namedAfter reports whether the words after a title's "of" hold a name
// besides the title's own word: "(Secretary of) State John Kerry", "(Chief
// of) Staff Susie Wiles"; not "(leader of) the GOP" or "(chairman of) the
// Joint Chiefs of Staff".
func namedAfter(p []token) bool {
	if len(p) > 0 && p[0].lower == "the" {
		p = p[1:]
	}
	for _, t := range p {
		if !t.cap() {
			return false
		}
	}
	return len(p) >= 3
}

// camelCase reports whether a word of letters has a capital after lower-case
// letters that no surname prefix explains ("PuckPedia", "TikTok"; not
// "McCall", "MacDonald", "DeSantis", "LeBlanc", "VanderMeer").
func camelCase(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'z' || w[i] > 'Z' && w[i] < 'a' {
			return false // letters of ASCII only ("SarukhÃ¡n" decomposed is no brand)
		}
	}
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' && w[i-1] >= 'a' && w[i-1] <= 'z' {
			return w[0] >= 'A' && w[0] <= 'Z' && !surnamePrefixes[w[:i]]
		}
	}
	return false
}

// lowerBrand reports whether w is a brand's one word that opens in small
// letters with a capital inside: "xAI", "eBay", "iHeartMedia".
func lowerBrand(w string) bool {
	if len(w) < 2 || w[0] < 'a' || w[0] > 'z' {
		return false
	}
	upper := false
	for i := 1; i < len(w); i++ {
		switch c := w[i]; {
		case c >= 'A' && c <= 'Z':
			upper = true
		case c < 'a' || c > 'z':
			return false
		}
	}
	return upper
}

// surnamePrefixes open surnames with a capital inside: "McCall", "DeMelo".
var surnamePrefixes = set("Mc Mac De Di Da Du Del Della La Le Van Vander Von Fitz St")

// countWords counts the words of p that are in words.
func countWords(p []token, words map[string]bool) int {
	n := 0
	for _, t := range p {
		if words[t.lower] && !t.cap() {
			n++
		}
	}
	return n
}

// titledNameEnds reports whether p ends with a title and a name of two or
// three capitalized words: "Appeal Justice Ada Moss".
func titledNameEnds(p []token) bool {
	for j := len(p) - 3; j >= 0 && j >= len(p)-4; j-- {
		if titles[p[j].lower] && p[j].cap() && allCapitalized(p[j+1:]) && !anyWord(p[j+1:], titles) {
			return true
		}
	}
	return false
}

// portfolios name what a minister or commissioner is in charge of, or the
// field an analyst follows, not a body they belong to: "Agriculture
// Commissioner X", "Trade Secretary X", "Aviation analyst X".
var portfolios = set("agriculture trade energy economy economic environment education transport transportation labour labor " +
	"climate competition digital culture housing industry commerce development employment migration immigration " +
	"aviation security defense defence oil tech technology market markets political legal retail banking military policy fire emergency " +
	"film music food art arts theatre theater wine fashion television book dance restaurant travel sports science media gaming auto insurance")

// businessHeads head descriptions of a business, which a public body is not.
var businessHeads = set("company firm chipmaker automaker carmaker drugmaker maker manufacturer supplier retailer lender insurer airline miner brewer startup conglomerate provider label studio publisher developer builder operator")

// firmNouns, after "the", mean the company the article named too ("the
// grocer", "the bank"), but before a name they are as often a person's
// trade ("grocer Ana Vos"), so they are no businessHeads.
var firmNouns = set("grocer bank railway railroad chain utility broker")

// publicBody reports whether an organization's name says it is a public
// body: "Defence Ministry", "Justice Department", "City Council".
func publicBody(name string) bool {
	for _, w := range strings.Fields(strings.ToLower(name)) {
		if publicHeads[w] {
			return true
		}
	}
	return false
}

var publicHeads = set("ministry department army police government council court parliament senate house agency military forces commission committee office navy administration " +
	"kremlin pentagon elysee élysée whitehall") // seats of government, which speak for it

// pluralName reports whether a common-noun name's head is plural: "two
// officials", "sources familiar with the plans".
func pluralName(name, head string) bool {
	for _, w := range strings.Fields(strings.ToLower(name)) {
		if w == head+"s" {
			return true
		}
		if w == head {
			return false
		}
	}
	return false
}

func pluralDescription(m mentionInfo) bool {
	f := strings.Fields(strings.ToLower(m.text))
	return len(f) > 0 && f[len(f)-1] == m.head+"s"
}

// abbreviatedRole reports whether a word of a person's role stands for what
// a definite description's head says: "the senator" for "Sen.", "the
// congresswoman" for "Rep.".
func abbreviatedRole(role, head string) bool {
	for _, w := range strings.Fields(strings.ToLower(role)) {
		for _, full := range titleWords[strings.TrimSuffix(w, ".")] {
			if full == head {
				return true
			}
		}
	}
	return false
}

// modifiersHold reports whether the capitalized words of a description
// ("the Florida senator", "the senator from Florida") are in the person's
// role or name: "the Florida senator" is not any senator met before.
func modifiersHold(e *entityRec, description string) bool {
	known := strings.ToLower(e.Role + " " + e.Name + " " + strings.Join(e.Aliases, " "))
	for i, w := range strings.Fields(description) {
		if i == 0 || w == "" || w[0] < 'A' || w[0] > 'Z' {
			continue
		}
		if !strings.Contains(known, strings.ToLower(trimPossessive(w))) {
			return false
		}
	}
	return true
}

// titleWords are the nouns a title's abbreviation stands for.
var titleWords = map[string][]string{
	"sen": {"senator", "lawmaker"}, "rep": {"representative", "congressman", "congresswoman", "lawmaker"},
	"representative": {"congressman", "congresswoman", "lawmaker"}, "senator": {"lawmaker"},
	"gov": {"governor"}, "gen": {"general"}, "lt": {"lieutenant"}, "col": {"colonel"}, "sgt": {"sergeant"},
	"capt": {"captain"}, "adm": {"admiral"}, "dr": {"doctor"}, "prof": {"professor"}, "atty": {"attorney"},
	"const": {"constable"}, "cpl": {"corporal"}, "insp": {"inspector"}, "supt": {"superintendent"}, "det": {"detective"},
	"ceo": {"executive", "chief"}, "president": {"leader"}, "minister": {"leader"},
}

// hasOrgHead reports whether a word of p says it names an organization.
func hasOrgHead(p []token) bool { return anyWord(p, orgHeads) }

// nameAfterOf returns where the name starts in a capitalized phrase whose
// words from k on follow an "of": "Bank of England Governor Andrew Bailey"
// (after the title), "Chief of Staff Susie Wiles" (a title before "of", and
// a name of two words, or three with an initial, at the end), or 0 when the
// whole phrase is one name ("Bank of England", "Friends of the Earth").
func nameAfterOf(rest []token, k int) int {
	for j := len(rest) - 2; j >= k; j-- {
		if titles[rest[j].lower] || roleNouns[rest[j].lower] {
			return j + 1
		}
	}
	titled := anyWord(rest[:k], titles) || hasRoleNoun(rest[:k])
	n := 2
	if len(rest) >= 3 && len(rest[len(rest)-2].text) == 2 && strings.HasSuffix(rest[len(rest)-2].text, ".") {
		n = 3 // "George W. Bush"
	}
	if !titled || len(rest)-k <= n {
		return 0
	}
	return len(rest) - n
}

// initials reports whether s, first in the name toks, is a person's
// initials: two letters each with its dot ("J.B. Pritzker", "A.J. Smith"),
// before a surname that is no organization's word and no more than one more
// word ("U.S. Army", "U.N. Security Council" are bodies, and "U.S." and
// "U.K." are states).
func initials(s string, toks []token) bool {
	if len(s) == 2 && len(toks) == 2 && s[0] >= 'A' && s[0] <= 'Z' && s[1] >= 'A' && s[1] <= 'Z' {
		return undottedInitials(s, toks[1])
	}
	if len(s) != 4 || s[1] != '.' || s[3] != '.' || countries[strings.ToLower(s)] || len(toks) > 3 || s == "U.S." || s == "U.N." || s == "E.U." || s == "U.K." {
		return false
	}
	for _, t := range toks[1:] {
		if orgHeads[t.lower] || isAcronym(t.text) {
			return false
		}
	}
	return true
}

// undottedInitials reports whether two capitals without dots before one
// surname are a person's initials ("JD Vance", "RJ Barrett"): the surname
// is no body's word, place or trade ("UN Women", "BP America", "LG
// Electronics", "TD Bank"), and the letters name no state ("UK").
func undottedInitials(s string, surname token) bool {
	w := surname.lower
	if countries[strings.ToLower(s)] || s == "UN" || s == "EU" || s == "US" || isAcronym(surname.text) || len(w) < 3 ||
		orgHeads[w] || businessHeads[w] || corporateSuffixes[surname.text] || countries[w] || regions[w] || tradeWords[w] {
		return false
	}
	return true
}

// tradeWords end a company's name after its letters: "LG Electronics",
// "GE Aerospace", "JP Morgan".
var tradeWords = set("electronics aerospace energy capital america americas morgan display chemical chemicals steel telecom mobile power vernova healthcare pharma")

// add registers a new entity in the article.
func (sc *articleScope) add(e *entityRec) *entityRec {
	sc.ents = append(sc.ents, e)
	for _, k := range e.keys {
		if _, ok := sc.byKey[k]; !ok {
			sc.byKey[k] = e
		}
	}
	return e
}

func (sc *articleScope) alias(e *entityRec, name string) {
	if name == "" || strings.EqualFold(name, e.Name) {
		return
	}
	for _, a := range e.Aliases {
		if strings.EqualFold(a, name) {
			return
		}
	}
	e.Aliases = append(e.Aliases, name)
	k := nameKey(name)
	e.keys = append(e.keys, k)
	if _, ok := sc.byKey[k]; !ok {
		sc.byKey[k] = e
	}
}

// resolveNamed finds or makes the entity for a named mention.
func (sc *articleScope) resolveNamed(m mentionInfo) *entityRec {
	name := m.name
	if long, ok := sc.acros[name]; ok && m.acronym {
		e := sc.resolveNamed(mentionInfo{name: long, typ: kg.Organization})
		sc.alias(e, name)
		return e
	}
	key := nameKey(name)
	if e, ok := sc.byKey[key]; ok {
		if full := sc.namedInFull(m, key); full != nil && e.Type == kg.Person {
			return full // "Trump: ..." in a headline, "Donald Trump" below: later "Trump"s are his
		}
		if m.role != "" && e.Role == "" {
			e.Role = m.role
		}
		return e
	}
	// a surname alone: the person named in full earlier
	if full := sc.namedInFull(m, key); full != nil {
		return full
	}
	// a surname alone before the full name ("Sanders: ..." in a headline,
	// "Bernie Sanders said" below): the one person the article names so
	if m.typ == kg.Person && !strings.Contains(key, " ") {
		if full := sc.onlyFullName(name); full != "" {
			if party, rest, ok := strings.Cut(full, " "); ok && partyMembers[party] && strings.Contains(rest, " ") {
				full = rest // "Conservative Don Stewart finished second ... Stewart said": Don Stewart
			}
			e := sc.resolveNamed(mentionInfo{name: full, typ: kg.Person, role: m.role})
			sc.alias(e, name)
			return e
		}
	}
	// an acronym one edit away from a known one ("TPP" for "TTP"), when unambiguous
	if m.acronym {
		var hit *entityRec
		n := 0
		for k, e := range sc.byKey {
			if len(k) == len(key) && oneEdit(k, key) && !strings.Contains(k, " ") {
				if hit != e {
					n++
				}
				hit = e
			}
		}
		if n == 1 {
			sc.alias(hit, name)
			return hit
		}
		for acr, long := range sc.acros {
			if oneEdit(strings.ToLower(acr), key) {
				e := sc.resolveNamed(mentionInfo{name: long, typ: kg.Organization})
				sc.alias(e, acr)
				sc.alias(e, name)
				return e
			}
		}
		// the initials of the one organization of the article named in
		// full ("the World Health Organization ... WHO officials"), with
		// no definition in the text
		hit, n = nil, 0
		for _, e := range sc.ents {
			if e.Type == kg.Organization && len(name) >= 3 && strings.Contains(e.Name, " ") && initialsMatch(e.Name, name) && lastWordCapitalized(e.Name) {
				hit, n = e, n+1
			}
		}
		if n == 1 {
			sc.alias(hit, name)
			return hit
		}
	}
	// an organization whose name's words are all in another's ("Taliban in
	// Pakistan" and "Tehrik-e-Taliban Pakistan"), also when the longer name
	// is only defined later in the text ("X, or ACR,")
	if m.typ == kg.Organization {
		if long := sc.longFormOf(key); long != "" {
			e := sc.resolveNamed(mentionInfo{name: long, typ: kg.Organization})
			sc.alias(e, name)
			return e
		}
		if e := sc.subsetMatch(key); e != nil {
			sc.alias(e, name)
			return e
		}
		if e := sc.withoutLegalSuffix(key); e != nil {
			sc.alias(e, name)
			return e
		}
	}
	if m.country {
		m.typ = kg.Organization // "Russia said": a state speaks (not "Israel" for "Rep. Steve Israel", met above)
	}
	e := &entityRec{Entity: kg.Entity{Name: name, Type: m.typ, Role: m.role}, keys: []string{key}}
	sc.add(e)
	// a long form defined with an acronym gets it as an alias
	for acr, long := range sc.acros {
		if nameKey(long) == key {
			sc.alias(e, acr)
			e.Type = kg.Organization
		}
	}
	return e
}

// longFormOf returns the one acronym long form of the article whose words
// include all of key's (two words at least), or "".
func (sc *articleScope) longFormOf(key string) string {
	words := strings.Fields(key)
	if len(words) < 2 {
		return ""
	}
	hit := ""
	for _, long := range sc.acros {
		lk := nameKey(long)
		if lk != key && subsetWords(words, strings.Fields(lk)) {
			if hit != "" && hit != long {
				return ""
			}
			hit = long
		}
	}
	return hit
}

func (sc *articleScope) subsetMatch(key string) *entityRec {
	words := strings.Fields(key)
	if len(words) < 2 {
		return nil
	}
	var hit *entityRec
	for _, e := range sc.ents {
		if e.Type != kg.Organization || lowerFirst(e.Name) {
			continue // (not "the union's Air Canada council", a description, for "Air Canada")
		}
		for _, k := range e.keys {
			if subsetWords(words, strings.Fields(k)) || subsetWords(strings.Fields(k), words) && len(strings.Fields(k)) >= 2 && !ownBody(words, strings.Fields(k)) {
				if hit != nil && hit != e {
					return nil
				}
				hit = e
			}
		}
	}
	return hit
}

// ownBody reports whether the longer name words ends in a body of its own
// that the shorter known one lacks: "Ottawa Police Association" is the
// officers' association, not "Ottawa Police" ("Lund Police Service" is).
func ownBody(words, known []string) bool {
	h := words[len(words)-1]
	return memberBodies[h] && !slices.Contains(known, h)
}

// memberBodies are bodies formed by the members of another: a police
// association, a teachers' federation.
var memberBodies = set("association union federation council board foundation society club league alliance coalition")

// withoutLegalSuffix returns the one organization of the article whose
// name without its legal form is key (shortFirmKeys: "Lundsoft Inc." for
// "lundsoft"), or nil.
func (sc *articleScope) withoutLegalSuffix(key string) *entityRec {
	var hit *entityRec
	for _, e := range sc.ents {
		if e.Type != kg.Organization || !slices.Contains(shortFirmKeys(strings.Fields(e.Name)), key) {
			continue
		}
		if hit != nil && hit != e {
			return nil
		}
		hit = e
	}
	return hit
}

func subsetWords(small, big []string) bool {
	if len(small) > len(big) {
		return false
	}
	for _, w := range small {
		found := false
		for _, b := range big {
			if b == w {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func oneEdit(a, b string) bool {
	if len(a) != len(b) || a == b {
		return false
	}
	diff := 0
	for i := range a {
		if a[i] != b[i] {
			diff++
		}
	}
	if diff == 1 {
		return true
	}
	// one transposition
	for i := 0; i+1 < len(a); i++ {
		if a[i] != b[i] {
			return a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
		}
	}
	return false
}

// resolveBack finds the entity a pronoun or definite description refers to.
func (sc *articleScope) resolveBack(m mentionInfo, at int) *entityRec {
	if m.pronoun == "they" {
		if e := sc.pluralSubjectBefore(at); e != nil {
			return e
		}
	}
	if m.pronoun == "he" || m.pronoun == "she" {
		if e := sc.kinSubjectBefore(at, m.pronoun); e != nil {
			return e
		}
	}
	if m.pronoun == "he" || m.pronoun == "she" {
		n := sc.nameBefore(at, m.pronoun)
		if n != nil && n.gender != "" && n.gender != m.pronoun {
			n = nil // "Her husband, Imran, ... she said": not Imran
		}
		found := false
		for i := len(sc.last) - 1; i >= 0; i-- {
			if e := sc.last[i]; (e.Type == kg.Person || e.Type == kg.UnnamedSource && (!strings.HasSuffix(e.Name, "s") && e.head != "people" && !pluralNoun(e.head) || oneOfName(e.Name))) && sc.genderOf(e) != otherGender[m.pronoun] {
				// a person, or one unnamed source ("a provincial official ... He added",
				// not "people in the camp": a plural head);
				// one who spoke in the sentence of a name after a preposition
				// ("X said after meeting with Y. He ..."): the speaker
				found = n == nil || sc.lastPos[i] >= n.pos || n.objectOf > 0 && sc.lastPos[i] >= n.objectOf-1
				if found {
					return sc.last[i]
				}
				break
			}
		}
		if n != nil {
			mi := analyze(n.toks, false, sc.r.Outlets)
			mi.typ = kg.Person
			if e := sc.resolveNamed(mi); e.Type == kg.Person || e.Type == kg.Unknown {
				return e
			}
			return nil // "... in Saudi Arabia. He said": a place or a body the article named, no person
		}
		if e := sc.roleEarlierInSentence(at); e != nil {
			return e
		}
		return sc.guessedOtherGender(m.pronoun, at)
	}
	if m.definite && (m.head == "club" || m.head == "team") && len(strings.Fields(m.name)) == 2 {
		if f := sc.namedBefore(sc.clubs, at); f != nil {
			mi := analyze(f.toks, false, sc.r.Outlets)
			mi.typ = kg.Organization
			return sc.resolveNamed(mi) // "Lund United sacked X ... the club said"
		}
	}
	if m.definite && (businessHeads[m.head] || firmNouns[m.head]) && (kindOnly(m.name) || rankedKind(m.name)) { // ("the company", not "the combined company")
		if f := sc.firmBefore(at); f != nil {
			// "Apple shares dropped after the company warned": the company
			// its shares named, not the last organization that spoke
			mi := analyze(f.toks, false, sc.r.Outlets)
			mi.typ = kg.Organization
			return sc.resolveNamed(mi)
		}
	}
	if e := sc.bodyHoldingHead(m); e != nil {
		return e
	}
	for i := len(sc.last) - 1; i >= 0; i-- {
		e := sc.last[i]
		switch {
		case m.pronoun == "he" || m.pronoun == "she":
			if e.Type == kg.Person {
				if n := sc.nameBefore(at, m.pronoun); n != nil && n.pos > sc.lastPos[i] {
					break
				}
				return e
			}
		case m.pronoun == "it":
			if e.Type == kg.Organization || e.Type == kg.NewsOutlet || e.Type == kg.Group && (orgHeads[e.head] || media[e.head] != "" || evidenceNouns[e.head]) && !strings.HasSuffix(e.Name, "s") {
				return e // (a body described, not named: "The army denied it. In a statement, it said")
			}
		case m.pronoun == "they" || m.pronoun == "we":
			if (e.Type == kg.Organization || e.Type == kg.Group || e.Type == kg.UnnamedSource) && !clauseName(e.Name) {
				return e
			}
		case m.pronoun == "i":
			return e
		case m.definite && m.head != "":
			switch {
			case m.head == "bank" && e.Type == kg.Organization && (nameHolds(e, "bank") || nameHolds(e, "reserve")):
				return e // "The Bank of Canada held its rate ... The central bank said", "the Federal Reserve ... the bank"
			case orgNouns[m.head] || orgNouns[m.head+"s"] || businessHeads[m.head]: // ("Air Canada said ... The airline said")
				if e.Type == kg.Organization && (!specificDescription(m) || nameHolds(e, m.head) || (m.head == "department" || m.head == "ministry") && fieldNamedBody(e.Name)) && !(businessHeads[m.head] && publicBody(e.Name)) &&
					!(stateHeads[m.head] && (!publicBody(e.Name) || otherBranch(e.Name, m.head)) && !nameHolds(e, m.head)) && !(nonStateHeads[m.head] && countries[strings.ToLower(e.Name)]) {
					return e // (not "the company" for the Defence Ministry, nor "the government" for a union, nor "the group" for Washington)
				}
				if e.Type == kg.Group && e.head == m.head {
					return e // "the Hamas-run health ministry ... The ministry said"
				}
			case e.Type == kg.Organization && namesDescription(e.Name, m.text):
				return e // "The National Hurricane Center warned ... The center said", "the hurricane center"
			case e.head == m.head && (e.Type == kg.UnnamedSource || e.Type == kg.Group) && pluralName(e.Name, e.head) == pluralDescription(m) && possessorsAgree(e.Name, m.text):
				return e // (not "the official" for "two officials")
			case e.Type == kg.Person && e.Role != "" && (roleHasWord(e.Role, m.head) || synonymRole(e.Role, m.head)) && !pluralDescription(m):
				return e // (not "the report's authors" for one author)
			case e.Type == kg.Person && e.Role != "" && abbreviatedRole(e.Role, m.head) && modifiersHold(e, m.text):
				return e // "Sen. Ada Moss ... the senator"; not "the Florida senator" for any senator
			}
		}
	}
	if n := sc.titledBefore(at, m); n != nil {
		named := n.titled
		if named == nil {
			named = n.toks
		}
		mi := analyze(named, false, sc.r.Outlets)
		mi.typ = kg.Person
		if mi.role == "" {
			mi.role = n.roleAfter // "Ana Vos, the foreign minister, ... The minister said"
		}
		return sc.resolveNamed(mi) // "Prime Minister Ana Vos arrived ... The prime minister said": she, though she had not spoken
	}
	if m.definite && performerRoles[m.head] && len(strings.Fields(m.name)) == 2 {
		if e := sc.mainPerson(at); e != nil {
			return e // "Taylor Swift is adding three shows ... “Q,” the singer wrote": the performer the article is about
		}
	}
	if m.definite && (m.head == "organization" || m.head == "organisation" || m.head == "association" || m.head == "federation") && len(strings.Fields(m.name)) == 2 {
		return sc.bodyNamedJustBefore(at) // "Hockey Canada has settled the lawsuit, the organization confirmed": no body spoke before
	}
	return nil
}

// bodyNamedJustBefore returns the body last named before byte at, in its
// sentence or the one before, when no body has spoken yet; else nil.
func (sc *articleScope) bodyNamedJustBefore(at int) *entityRec {
	for _, e := range sc.last {
		if e.Type == kg.Organization || e.Type == kg.NewsOutlet {
			return nil
		}
	}
	si := sc.sentenceAt(at)
	for i := len(sc.names) - 1; i >= 0; i-- {
		n := &sc.names[i]
		if n.pos >= at {
			continue
		}
		if sc.sentenceAt(n.pos) < si-1 {
			return nil
		}
		if mi := analyze(n.toks, false, sc.r.Outlets); mi.typ == kg.Organization {
			return sc.resolveNamed(mi)
		}
	}
	return nil
}

// mainPerson returns the person the article names most often before byte
// at, by surname, when one is named at least twice; else nil.
func (sc *articleScope) mainPerson(at int) *entityRec {
	n := sc.mostNamed(at, 2)
	if n == nil {
		return nil
	}
	mi := analyze(n.toks, false, sc.r.Outlets)
	mi.typ = kg.Person
	return sc.resolveNamed(mi)
}

// mostNamed returns the full name of a person the article names before
// byte at whose surname it names most often, at least least times (the
// later of two as often named); else nil.
func (sc *articleScope) mostNamed(at, least int) *nameMention {
	var best *nameMention
	most := least - 1
	for i := range sc.names {
		n := &sc.names[i]
		if n.pos >= at || len(n.toks) < 2 || n.thing || analyze(n.toks, false, sc.r.Outlets).typ != kg.Person {
			continue
		}
		count := 0
		for _, o := range sc.names {
			if o.pos < at && strings.EqualFold(o.toks[len(o.toks)-1].text, n.toks[len(n.toks)-1].text) {
				count++
			}
		}
		if count > most || count == most && best != nil {
			best, most = n, count
		}
	}
	return best
}

// grammarWord reports whether a one-word mention is a word of grammar,
// a capital that opened a sentence the rules misread as its subject
// ("More troubling to many was ...", "Despite ...", "None ..."): it names
// no one.
func grammarWord(w string) bool {
	return prepositions[w] || subordinators[w] || isConnective(w) || grammarWords[w]
}

// grammarWords are words of grammar the lists of prepositions and
// connectives leave out, which open sentences in capitals (determiners and
// quantifiers speak: "his claim", "Many say").
var grammarWords = set("none more despite behind beyond during without within against among amid besides except under upon toward towards " +
	"perhaps maybe nevertheless nonetheless otherwise")

// appositiveRole returns the role of ", the/a ROLE ...," after a name
// that ends at j ("Ana Vos, the foreign minister, arrived"), lower case, or
// "".
func appositiveRole(toks []token, j int) string {
	if j+2 >= len(toks) || toks[j].text != "," || toks[j+1].lower != "the" && toks[j+1].lower != "a" && toks[j+1].lower != "an" {
		return ""
	}
	for k := j + 2; k < len(toks) && k <= j+6; k++ {
		if toks[k].kind != tWord {
			return ""
		}
		if roleNouns[toks[k].lower] && (k+1 >= len(toks) || toks[k+1].kind != tWord || prepositions[toks[k+1].lower]) {
			return strings.ToLower(joinToks(toks[j+2 : k+1]))
		}
	}
	return ""
}

// titledBefore returns the last name before at whose titles hold the
// definite description m's head and its other words ("Prime Minister Ana
// Vos" for "the prime minister"), or nil; one only: two such names leave
// the description open.
func (sc *articleScope) titledBefore(at int, m mentionInfo) *nameMention {
	if !m.definite || m.head == "" || !roleNouns[m.head] || pluralDescription(m) {
		return nil
	}
	words := strings.Fields(strings.ToLower(m.text))
	var hit *nameMention
	for i := range sc.names {
		n := &sc.names[i]
		if n.pos >= at {
			break
		}
		title := n.roleAfter
		if n.titled != nil && len(n.titled) > len(n.toks) {
			title += " " + strings.ToLower(joinToks(n.titled[:len(n.titled)-len(n.toks)]))
		}
		if !strings.Contains(title, m.head) {
			continue
		}
		holds := true
		for _, w := range words[1:] {
			if !strings.Contains(title, w) {
				holds = false
			}
		}
		if holds {
			if hit != nil && hit.key != n.key {
				return nil
			}
			hit = n
		}
	}
	return hit
}

// stateHeads head descriptions of the state's own bodies, which only a
// public body is: "the government" is no union named before.
var stateHeads = set("government administration army military police navy parliament senate court")

// bodyHoldingHead returns, for "the agency" and its like, the body met
// last whose name holds the word ("The Japan Meteorological Agency said
// ... Kyushu Electric said ... The agency issued": the agency, not the
// utility), or nil.
func (sc *articleScope) bodyHoldingHead(m mentionInfo) *entityRec {
	if !m.definite || m.pronoun != "" || !namingHeads[m.head] || len(strings.Fields(m.name)) != 2 {
		return nil
	}
	for i := len(sc.last) - 1; i >= 0; i-- {
		if e := sc.last[i]; e.Type == kg.Organization && nameHolds(e, m.head) {
			return e
		}
	}
	return nil
}

// teamRole reports whether toks are "the", a team's name in capitals and a
// player's position in small letters: "the Canucks winger", "the Vancouver
// Canucks centre" (a plural name; "centre" and "guard" name bodies too).
func teamRole(toks []token) bool {
	n := len(toks)
	if n < 3 || n > 5 || toks[0].lower != "the" {
		return false
	}
	team, pos := toks[1:n-1], toks[n-1]
	last := team[len(team)-1]
	return !pos.cap() && (positionNouns[pos.lower] || playerRoles[pos.lower]) && allCapitalized(team) && !possessive(last.lower) &&
		len(last.lower) > 3 && strings.HasSuffix(last.lower, "s") && !strings.HasSuffix(last.lower, "ss")
}

// positionNouns are players' positions that name other things too.
var positionNouns = set("centre center forward guard defender captain")

// playerRoles are players' positions, roles by themselves.
var playerRoles = set("winger defenceman defenseman goaltender goalie quarterback pitcher linebacker midfielder striker goalkeeper")

// oneOfName reports whether an unnamed source's name is one of a plural:
// "One of the victims", "one of two senior officials" (one person, "he").
func oneOfName(name string) bool {
	l := strings.ToLower(name)
	return strings.HasPrefix(l, "one of ") || strings.HasPrefix(l, "another of ")
}

// oneOfPeople reports whether p is "one" (or "another") of a plural of
// people: "One of the victims", "one of the protesters".
func oneOfPeople(p []token) bool {
	if len(p) < 3 || p[0].lower != "one" && p[0].lower != "another" || p[1].lower != "of" {
		return false
	}
	w := p[len(p)-1].lower
	one := strings.TrimSuffix(w, "s")
	return one != w && (roleNouns[one] || personNoun(one) || unnamedHeads[one] || kinNoun(one))
}

// titleOfState returns where "of" stands in a name that is a title of a
// state ("President of the United States", "Prime Minister of Canada") or
// an office ("Secretary of State", "Minister of Finance": office), or 0:
// one or two words, the last a title, then "of" and a country, or up to
// three capitals that name no body.
func titleOfState(p []token) (t int, office bool) {
	for t := 1; t <= 2 && t+1 < len(p); t++ {
		if p[t].lower != "of" || !titles[p[t-1].lower] {
			continue
		}
		body := withoutArticle(p[t+1:])
		last := body[len(body)-1].lower
		switch {
		case !allCapitalized(body):
			return 0, false
		case len(body) == 1 && last == "state":
			return t, true // "Secretary of State"
		case countries[strings.ToLower(joinToks(body))] || len(body) == 1 && (states[last] || regions[last]) || hasOrgHead(body):
			return t, false // "of the United States", "of Ontario", "of the Bank of Canada"
		case len(body) <= 3:
			return t, true // "of State", "of Finance", "of Homeland Security"
		}
		return 0, false
	}
	return 0, false
}

// givenNameFirst reports whether a name opens with a given name the list
// knows ("Ada Partners" may be a person).
func givenNameFirst(p []token) bool { return givenGender[p[0].text] != "" }

// withoutArticle returns p without a "the" that opens it.
func withoutArticle(p []token) []token {
	if len(p) > 1 && p[0].lower == "the" {
		return p[1:]
	}
	return p
}

// participleModifier reports whether a capital word opening a phrase
// before a role is a participle that says what kind of role it is
// ("Registered nurse", "Retired teacher", "Licensed practical nurse"),
// not a body's name ("United spokesman": the airline).
func participleModifier(t token) bool {
	return len(t.lower) > 4 && strings.HasSuffix(t.lower, "ed") && t.lower != "united" && !isAcronym(t.text)
}

// namingHeads are the words of a body's kind that its proper name holds
// ("Japan Meteorological Agency", "Ontario Nurses' Association"), unlike
// "group" or "campaign", which describe as often as they name.
var namingHeads = set("agency ministry department commission council board bank institute university association union federation authority committee foundation centre center society league")

// otherBranch reports whether a body's name holds a state's head other
// than head: "the government" is no "Court of Appeal of Alberta" and "the
// court" no "Alberta government" (powers apart).
func otherBranch(name, head string) bool {
	for _, w := range strings.Fields(strings.ToLower(name)) {
		if stateHeads[w] && w != head {
			return true
		}
	}
	return false
}

// nonStateHeads describe bodies that are no state: "the group" after
// "Washington has accused the RSF" is the RSF, not Washington.
var nonStateHeads = set("group organization organisation company firm party movement militants militia network outfit faction insurgents team")

// possessorsAgree reports whether a description may be the group named
// before: "the prosecutor's office" is not "his office" (a pronoun's
// possessor, someone else), nor "the premier's office" "the auditor
// general's office"; "the prime minister's spokesman" may be "Cameron's
// spokesman".
func possessorsAgree(name, description string) bool {
	f := strings.Fields(strings.ToLower(name))
	if owner, other := possessorOf(f), possessorOf(strings.Fields(strings.ToLower(description))); strings.HasPrefix(owner, "the ") && strings.HasPrefix(other, "the ") && owner != other {
		return false // "the auditor general's office" is not "the premier's office" (two descriptions of owners)
	}
	if len(f) == 0 || !possessiveDeterminers[f[0]] {
		return true
	}
	for _, w := range strings.Fields(strings.ToLower(description)) {
		if possessive(w) {
			return false
		}
	}
	return true
}

// possessorOf returns the words of a description before its possessive
// ("the auditor general's" in "the auditor general's office"), or "".
func possessorOf(f []string) string {
	for i, w := range f {
		if possessive(w) {
			return strings.Join(f[:i+1], " ")
		}
	}
	return ""
}

// roleHasWord reports whether a role holds head as a word, or as the end
// of a compound: "chief executive" and "co-author" for "executive" and
// "author"; not "pollster" for "poll".
func roleHasWord(role, head string) bool {
	for _, w := range strings.Fields(strings.ToLower(role)) {
		if w == head || strings.HasSuffix(w, "-"+head) {
			return true
		}
	}
	return false
}

// agedDescription reports whether toks describe one person by age: "the
// 45-year-old businessman", "the 71-year-old".
func agedDescription(toks []token) bool {
	if n := len(toks); n > 4 && toks[n-2].lower == "of" && kinNoun(toks[n-3].lower) {
		toks = toks[:n-2] // "the 47-year-old mother of five"
	}
	if len(toks) < 2 || len(toks) > 4 || toks[0].lower != "the" {
		return false
	}
	return ageWord(toks[1].lower)
}

// peopleNoun reports whether toks are "the" and a demonym used as a noun
// ("the Spaniard", "The Italian", "the Frenchman"): one person of that
// people, in news copy the one just named. A state, a seat of government or
// an outlet of that shape ("the Vatican") is none.
func peopleNoun(toks []token, o *Outlets) bool {
	if len(toks) != 2 {
		return false
	}
	w := toks[1].lower
	if toks[0].lower != "the" || !toks[1].cap() || !demonym(toks[1].text) && !peopleNouns[w] || countries[w] ||
		strings.HasSuffix(w, "ese") || w == "swiss" { // ("the Chinese", "the Swiss": a people, or its government)
		return false
	}
	return o == nil || !o.isOutlet(joinToks(toks)) && !o.isOutlet(toks[1].text) // ("The Atlantic")
}

// peopleNouns are the nouns for one of a people that demonym's endings miss
// ("Czech", "Dutchman" it reads; "the Swiss" is a people).
var peopleNouns = set("spaniard briton brit swede dane finn pole turk scot greek thai serb croat slovak")

// describedPerson is the person a description of one person (by age, by
// people) at byte at means: the last speaking person, unless a person's
// name (one with a given name the list knows) was written since, then the
// person of that name.
func (sc *articleScope) describedPerson(at int) *entityRec {
	n := sc.nameBefore(at, "")
	for i := len(sc.last) - 1; i >= 0; i-- {
		if e := sc.last[i]; e.Type == kg.Person {
			if n == nil || sc.lastPos[i] >= n.pos {
				return e
			}
			break
		}
	}
	if n != nil && len(n.toks) > 1 && !n.thing && (givenGender[n.toks[0].text] != "" || len(n.toks) == 2 && n.subject && analyze(n.toks, false, sc.r.Outlets).typ == kg.Person) {
		// (a name with a given name, or one that opens its sentence as its
		// subject: "Dale Henderson was asleep"; "Getty Images", "Pearl
		// Harbor" are none)
		mi := analyze(n.toks, false, sc.r.Outlets)
		mi.typ = kg.Person
		return sc.resolveNamed(mi)
	}
	return nil
}

// mentioned records that e was just mentioned, for later pronouns.
func (sc *articleScope) mentioned(e *entityRec, at int) {
	sc.last = append(sc.last, e)
	sc.lastPos = append(sc.lastPos, at)
	sc.aside = append(sc.aside, false)
}

// mentionedAside notes e as named at byte at as a speaker's affiliation:
// "the company" may still mean the firm the article is about, not the
// analyst's bank ("Acme cut jobs ... said X, an analyst at Lund Bank. The
// company reported ...": Acme).
func (sc *articleScope) mentionedAside(e *entityRec, at int) {
	sc.mentioned(e, at)
	sc.aside[len(sc.aside)-1] = true
}

// titlesBefore returns where a lower-case role and the words that qualify
// it start before a name at i ("Lund United manager | Erik Sand"), or i.
func titlesBefore(toks []token, i int) int {
	if i == 0 || toks[i-1].cap() || !roleNouns[toks[i-1].lower] {
		return i
	}
	a := i - 1
	for a > 0 && a > i-5 && (toks[a-1].cap() && !determiners[toks[a-1].lower] && !prepositions[toks[a-1].lower] || rolePrefixes[toks[a-1].lower] || roleModifiers[toks[a-1].lower]) {
		a--
	}
	return a
}

// titledNameOf returns the mention of e's name with titles before it, or nil.
func (sc *articleScope) titledNameOf(e *entityRec) []token {
	key := nameKey(e.Name)
	for _, n := range sc.names {
		if n.titled != nil && n.key == key {
			return n.titled
		}
	}
	return nil
}

// afterOpeningClause reports whether the token at i opens the main clause
// after a participle's or a subordinate clause that opens the sentence:
// "Asked what she misses most, Keller paused", "When the vote ended, Moss
// left".
func afterOpeningClause(toks []token, i int) bool {
	cs := contentStart(toks)
	if i < cs+3 || toks[i-1].text != "," || toks[cs].kind != tWord {
		return false
	}
	for k := cs + 1; k < i-1; k++ {
		if toks[k].text == "," {
			return false // one clause before the name, no list
		}
	}
	w := toks[cs].lower
	return subordinators[w] || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || w == "asked" || prepositions[w] || w == "back" // ("Back on the wharf, MacDonald is more blunt")
}

// pluralSubjectBefore returns, for a "they" that opens its sentence (a
// fronted phrase and its comma aside), the people the sentence before
// opens with when it names them by a plural role or as a family and says
// what they did ("Researchers at the University of Toronto followed 6,000
// students. They found ...", "The victim's family has asked for privacy.
// In a statement, they thanked investigators": whether or not they spoke),
// or nil.
func (sc *articleScope) pluralSubjectBefore(at int) *entityRec {
	si := sc.sentenceAt(at)
	if si < 1 || !opensClause(sc.sents[si].toks, at) {
		return nil
	}
	toks := sc.sents[si-1].toks
	a := contentStart(toks)
	e := a
	if e < len(toks) && toks[e].lower == "the" && e+2 < len(toks) && possessive(toks[e+1].lower) {
		e += 2 // "The victim's family"
	}
	if e >= len(toks) || !toks[a].cap() || !(strings.HasSuffix(toks[e].lower, "s") && roleNouns[strings.TrimSuffix(toks[e].lower, "s")] || familyNouns[toks[e].lower]) {
		return nil
	}
	e++
	if e < len(toks) && (toks[e].lower == "at" || toks[e].lower == "from" || toks[e].lower == "with") {
		e++
		for e < len(toks) && (toks[e].cap() || toks[e].lower == "the" || toks[e].lower == "of" || toks[e].lower == "and") {
			e++
		}
	}
	if e >= len(toks) || !verbLike(toks[e]) && !irregularPast[toks[e].lower] {
		return nil
	}
	return sc.resolveMention(toks[a:e], true)
}

// familyNouns are the words for a family, whom "they" means.
var familyNouns = set("family families parents relatives")

// opensClause reports whether the word at byte at opens its sentence, or
// its main clause after a fronted phrase that a comma closes ("In a
// statement released through police, they thanked ...").
func opensClause(toks []token, at int) bool {
	a := contentStart(toks)
	if toks[a].start == at {
		return true
	}
	if !prepositions[toks[a].lower] {
		return false
	}
	for k := a + 1; k < len(toks) && k < a+12; k++ {
		if toks[k].start == at {
			return toks[k-1].text == ","
		}
		if toks[k].kind != tWord && toks[k].text != "," {
			return false
		}
	}
	return false
}

// roleEarlierInSentence returns, for a "he" or "she" that no one named
// before stands for, the person the sentence describes before it by a role
// ("When I asked the mayor why ..., she told me": the mayor), or nil.
func (sc *articleScope) roleEarlierInSentence(at int) *entityRec {
	si := sc.sentenceAt(at)
	if si < 0 {
		return nil
	}
	toks := sc.sents[si].toks
	for k := len(toks) - 2; k >= 0; k-- {
		if toks[k].start >= at || toks[k].lower != "the" {
			continue
		}
		if r := toks[k+1]; !r.cap() && roleNouns[r.lower] && !strings.HasSuffix(r.lower, "s") && r.end <= at {
			return sc.resolveMention(toks[k:k+2], false)
		}
	}
	return nil
}

// sentenceAt returns the index of the sentence that holds byte at, or -1.
func (sc *articleScope) sentenceAt(at int) int {
	i := sort.Search(len(sc.sents), func(i int) bool { // (sentences in order of their text: a search, not a scan, for every pronoun)
		t := sc.sents[i].toks
		return len(t) > 0 && t[len(t)-1].end > at
	})
	if i < len(sc.sents) && len(sc.sents[i].toks) > 0 && sc.sents[i].toks[0].start <= at {
		return i
	}
	return -1
}

// kinSubjectBefore returns, for a "he" or "she" who speaks in the sentence
// right after one that opens with a kin of someone and says nothing
// ("Her husband was less certain. “I missed the swords,” he said."), that
// kin; else nil.
func (sc *articleScope) kinSubjectBefore(at int, pronoun string) *entityRec {
	si := sc.sentenceAt(at)
	if si < 1 || sc.sents[si-1].para != sc.sents[si].para {
		return nil
	}
	toks := sc.sents[si-1].toks
	a := contentStart(toks)
	if a+2 >= len(toks) || !possessiveDeterminers[toks[a].lower] || kinGender[toks[a+1].lower] != pronoun || !isCopula(toks[a+2].lower) {
		return nil
	}
	for _, p := range sc.lastPos {
		if p >= toks[0].start && p < at {
			return nil // the kin's sentence, or this one, had a speaker of its own before
		}
	}
	return sc.resolveMention(toks[a:a+2], true)
}

// nameBefore is the last person's name in the text before byte offset at.
func (sc *articleScope) nameBefore(at int, pronoun string) *nameMention {
	var hit *nameMention
	for i := range sc.names {
		n := &sc.names[i]
		if n.pos >= at {
			break
		}
		if e, ok := sc.byKey[n.key]; ok && e.Type != kg.Person {
			continue
		}
		if at <= n.askedIn {
			continue // the name asked about, not the one who answers
		}
		if n.toks[0].quoted || givenGender[givenName(n.toks)] == otherGender[pronoun] && pronoun != "" {
			continue // a song's title; a man's given name is no "she"
		}
		if n.thing || len(n.toks) <= 3 && countries[strings.ToLower(joinToks(n.toks))] {
			continue // "Trump Plaza", "the Security Act", "La Stampa", "Saudi Arabia": no one "he" means
		}
		hit = n
	}
	return hit
}

// givenName is the first word of a name of two words or more after any
// title that opens the sentence with it ("Lawyer Sandra Kwan": Sandra), or "".
func givenName(toks []token) string {
	for len(toks) > 2 && (titles[toks[0].lower] || roleNouns[toks[0].lower]) {
		toks = toks[1:]
	}
	if len(toks) < 2 {
		return ""
	}
	return toks[0].text
}

// ownedBodyRole splits the words before a name that open with a
// possessor and name a body in lower case, then a role ("Iran's foreign
// ministry spokesman"), into the body with its possessor ("Iran's foreign
// ministry") and the role ("spokesman"); else nil and "". Without a
// possessor the body is any state's ("foreign ministry spokesman X").
func ownedBodyRole(p []token) ([]token, string) {
	if len(p) < 3 || !p[0].cap() || !possessive(p[0].lower) {
		return nil, ""
	}
	for h := 1; h+1 < len(p); h++ {
		if p[h].cap() {
			return nil, ""
		}
		if orgHeads[p[h].lower] && hasRoleNoun(p[h+1:]) {
			return p[:h+1], joinToks(p[h+1:])
		}
	}
	return nil, ""
}

// partyMembers, before a person's full name, say which party she is of:
// "Democrat Hillary Clinton", "Republican Ada Moss".
var partyMembers = set("Democrat Republican Libertarian Democratic-Farmer-Labor Tory Labour Conservative Socialist Green")

// iri is e's IRI: kg.EntityIRI's, or a local one for an outlet the article
// describes without naming it (unnamedOutletName) and for any entity whose
// name is a description ("the candidate", "his campaign").
func (sc *articleScope) iri(e kg.Entity) string {
	if e.Type == kg.NewsOutlet && unnamedOutletName(e.Name) {
		return kg.LocalEntityIRI(e.Name, sc.article.ID)
	}
	if first, rest, _ := strings.Cut(e.Name, " "); possessiveDeterminers[strings.ToLower(first)] || determiners[first] || determiners[strings.ToLower(first)] && rest != "" && strings.ToLower(rest[:1]) == rest[:1] {
		// "the candidate", "His campaign" that the article did not
		// resolve: a description, which in another article is someone else
		// (not "The New York Times", a name)
		return kg.LocalEntityIRI(e.Name, sc.article.ID)
	}
	return kg.EntityIRI(e.Type, e.Name, sc.article.ID)
}

// finish assigns IRIs now that names are final.
func (sc *articleScope) finish() {
	for _, e := range sc.ents {
		e.ID = sc.iri(e.Entity)
		if e.Affiliation != nil {
			e.Affiliation.ID = sc.iri(*e.Affiliation)
		}
	}
}

// clauseName reports whether an entity's name is a clause or a time rather
// than who ("Clinton is hoping voters", "Republicans can reasonably
// campaign", "Tuesday", "Holding rates near zero"): a speaker phrase read
// wrong, which "they" should not reach back to.
func clauseName(name string) bool {
	ws := strings.Fields(strings.ToLower(name))
	if len(ws) == 0 || timeWords[ws[0]] || len(ws) > 1 && strings.HasSuffix(ws[0], "ing") {
		return true
	}
	for _, w := range ws[1:] {
		if isCopula(w) || modals[w] || auxiliaries[w] {
			return true
		}
	}
	return false
}

// thingHeads end capitalized names of places, laws, days and works, which
// no pronoun of a person means.
var thingHeads = set("plaza day act street avenue road tower towers building hall square park river county city island bay beach " +
	"bill law amendment award prize cup times post news press magazine journal review gazette herald show tour hotel airport " +
	"station bridge mountain valley lake ocean sea coast district province region republic kingdom empire war")

// objectPrepositions before a name make it an object, which a later
// subject pronoun seldom means: "after meeting with", "spoke to".
var objectPrepositions = set("with to about against for by of from at on")

// nameFunctionWords, capitalized inside a name, make it an organization's:
// "Doctors Without Borders", "Mothers Against Drunk Driving". No person's
// name has them.
var nameFunctionWords = set("without against for beyond across")

// placeOrTeamOwner reports whether a possessive names a place or a team
// that owns the one name after it: "Canada's Carney", "Israel's
// Netanyahu", "Quebec's Legault", "Flames' Huberdeau".
func placeOrTeamOwner(t token) bool {
	w := trimPossessive(t.lower)
	return states[w] || countries[w] || regions[w] || strings.HasSuffix(t.lower, "s'") || strings.HasSuffix(t.lower, "s’")
}

// ownerOfName finds a body's possessive before a person's name in rest
// ("the BBC's Ola Dahl", "the BBC's Ana Perez in the capital"): the body,
// the possessive's index p and where the name ends; owner is nil where
// there is none.
func ownerOfName(rest []token) (owner []token, p, end int) {
	for p = 0; p < len(rest)-1 && p < 4 && rest[p].cap(); p++ {
		if !possessive(rest[p].lower) {
			continue
		}
		end = len(rest)
		for q := p + 3; q < len(rest); q++ {
			if rest[q].lower == "in" {
				end = q // "the BBC's Ana Perez in the capital": where the reporter is
				break
			}
		}
		if n := end - p - 1; (n >= 2 || n == 1 && placeOrTeamOwner(rest[p]) && !knownOrganizations[rest[p+1].lower] && !camelCase(rest[p+1].text)) && n <= 3 && allCapitalized(rest[p+1:end]) && !anyWord(rest[p+1:end], orgHeads) && !anyWord(rest[p+1:end], titles) &&
			!anyWord(rest[p+1:end], documentNouns) && rest[p].lower != "let's" && rest[p].lower != "let’s" {
			return append(rest[:p:p], withoutPossessive(rest[p])), p, end
		}
		break
	}
	return nil, 0, 0
}

// roleInCapitals returns where a role written in capitals ends the phrase
// p, after a possessive or, in a definite phrase, alone: "Iran's Foreign
// Minister", "the company's CEO", "The Minister" (a person by the role,
// not a name); else -1. "Apple CEO Tim Cook" has a name after its role.
func roleInCapitals(p []token, definite bool) int {
	start := 0
	for k := len(p) - 1; k >= 0; k-- {
		if possessive(p[k].lower) {
			start = k + 1
			break
		}
	}
	if start == 0 && !definite || start >= len(p) {
		return -1
	}
	for _, t := range p[start:] {
		if !t.cap() || !roleNouns[t.lower] && !titles[t.lower] {
			return -1
		}
	}
	return start
}

// documentParticiples end the head of a document's phrase: "an indictment
// unsealed on Tuesday", "a poll released Thursday".
var documentParticiples = set("unsealed released published filed obtained seen posted issued conducted commissioned signed submitted provided reviewed run led operated owned funded backed " +
	"presented prepared tabled")

// roleModifiers qualify a role without naming a body: "former White House
// press secretary", "longtime party aide".
var roleModifiers = set("grand former longtime veteran top senior acting interim ex lead principal star assistant associate")

// roleSynonyms are the words news copy uses for a title once it has named
// its holder: "Pope Leo XIV ... the pontiff", "King Charles ... the monarch".
var roleSynonyms = map[string][]string{"pontiff": {"pope"}, "monarch": {"king", "queen"}, "sovereign": {"king", "queen"}, "pm": {"minister"}}

// synonymRole reports whether role holds a word that head stands for
// (roleSynonyms).
func synonymRole(role, head string) bool {
	return slices.ContainsFunc(roleSynonyms[head], func(w string) bool { return roleHasWord(role, w) })
}

// personNouns are the people news copy quotes without a name, one at a time.
var personNouns = set("shopper protester demonstrator supporter voter neighbor neighbour passenger driver motorist customer " +
	"viewer reader listener caller commenter user fan spectator bystander patient victim narrator organizer organiser " +
	"activist advocate critic attendee participant employee tenant homeowner landlord owner mother father man woman " +
	"boy girl child teenager teen")

// singularDeterminers introduce one unnamed person: "an analyst", "one diplomat".
var singularDeterminers = set("a an one another")

// personalRegions are regions whose names are as often a person's
// surname: "Kerry Washington", "Ada Georgia".
var personalRegions = set("washington georgia virginia indiana montana carolina dakota")

// departmentWords are the title words that also name a ministry: "Health
// Minister X", and "Health Canada" the department.
var departmentWords = set("health public finance justice defence defense interior foreign home state")

// placeTitles are the titles a place rather than an organization comes
// before: "US President", "Texas Governor", "Israeli Prime Minister".
var placeTitles = set("president vice prime minister governor gov. gov mayor senator sen. sen rep. rep representative " +
	"king queen prince princess ambassador foreign defense defence interior finance state home health secretary " +
	"attorney justice judge former acting deputy first lady lt. lt resident residents voter voters native")

// affiliationBefore returns the organization's name in the capitalized
// words before a role, or nil: "Senate" of "Senate Majority Leader"; not
// "Presidential" or "Presumptive Republican" (adjectives), not "Pakistani".
func affiliationBefore(p []token) []token {
	for len(p) > 0 && (p[len(p)-1].lower == "majority" || p[len(p)-1].lower == "minority") {
		p = p[:len(p)-1]
	}
	if n := len(p); n > 0 && possessive(p[n-1].lower) && p[n-1].cap() {
		if w := withoutPossessive(p[n-1]); orgHeads[w.lower] && n > 1 || isAcronym(w.text) {
			// "Lund Bank's chief economist X", "NATO's commander X": a body's
			// (not "Kasich's strategist": a person's, maybe)
			p = append(p[:n-1:n-1], w)
		}
	}
	if len(p) == 0 || !p[0].cap() || !p[len(p)-1].cap() || len(p) == 1 && (demonym(p[0].text) || alAdjective(p[0].lower) || portfolios[p[0].lower] || genericBodies[p[0].lower]) {
		return nil // (not "Agriculture Commissioner X": a portfolio, not a body; nor "Club chairman X": a kind, no name)
	}
	for _, t := range p {
		if !t.cap() && t.lower != "of" {
			return nil // "Bank of England": "of" links a name's words
		}
	}
	if first := p[0].lower; subordinators[first] || prepositions[first] || isConnective(first) {
		return nil // "While Mr. Ryan": the clause's first word
	}
	if len(p) > 1 && !slices.ContainsFunc(p, func(t token) bool { return !scopeWord(t) }) {
		return nil // "National Security Adviser", "Provincial Health Officer": the role's scope, no body
	}
	for _, t := range p {
		if strings.HasSuffix(t.lower, "ing") || strings.HasSuffix(t.lower, "ive") || strings.HasSuffix(t.lower, "based") || possessive(t.lower) {
			return nil // "Washington Managing Editor", "Presumptive Republican nominee", "Kasich's strategist"
		}
	}
	return p
}

// pluralMembers reports whether a capitalized word is the plural of a
// people's or a party's member: "Americans", "Saudis", "Republicans",
// "Millennials". Such a word names a group, never a person.
func pluralMembers(t token) bool {
	w := t.lower
	if len(w) < 5 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || fieldNouns[w] || !t.cap() || isAcronym(t.text) {
		return false // (not "Analytics", "Athletics": a field, no people)
	}
	one := w[:len(w)-1]
	if strings.HasSuffix(one, "i") && !memberNouns[one] && !stateStem(one[:len(one)-1]) {
		return false // (not "Karakatsanis", a surname: "Pakistanis", "Israelis", "Saudis" name their state)
	}
	return memberNouns[one] || demonym(one) && !strings.HasSuffix(one, "man") // (not "Hermans")
}

// acronymPlural reports whether a word is the plural of a role's acronym:
// "MPs", "MLAs", "CEOs".
func acronymPlural(t token) bool {
	w := t.text
	return len(w) > 2 && w[len(w)-1] == 's' && isAcronym(w[:len(w)-1]) && roleNouns[strings.ToLower(w[:len(w)-1])]
}

// fieldNouns are fields in a body's name that end like a people's plural:
// "LSEG Data & Analytics", "Oakland Athletics", "Boston Dynamics".
var fieldNouns = set("analytics athletics robotics logistics economics politics physics graphics electronics dynamics genetics mechanics statistics diagnostics therapeutics")

// stateStem reports whether a state's name starts with p: "pakistan",
// "saud" (Saudi Arabia).
func stateStem(p string) bool {
	if len(p) < 3 {
		return false
	}
	for s := range states {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// memberNouns are members of parties, movements, faiths and generations.
var memberNouns = set("republican democrat conservative liberal independent progressive moderate libertarian socialist " +
	"millennial boomer muslim christian jew catholic evangelical protestant mormon latino latina")

// genericBodies name a kind of body, never one by itself: "Club chairman
// X" (unlike "House Speaker X", "Senate Majority Leader X").
var genericBodies = set("club team group company firm union association organization board opposition")

// pluralAgent reports whether t is a plural noun of people by what they
// do, in small letters: "(two) astronomers (using the telescope)",
// "forecasters".
func pluralAgent(t token) bool {
	w := t.lower
	if len(w) < 7 || t.cap() {
		return false // (not "Sanders during", "Reuters rolling poll": names)
	}
	for _, suf := range []string{"ers", "ors", "ists", "ians"} {
		if strings.HasSuffix(w, suf) && !notAgents[strings.TrimSuffix(w, "s")] && !notAgentsBefore[strings.TrimSuffix(w, "s")] {
			return true
		}
	}
	return false
}

// agentPrefix reports whether p, the words before a name, are one to three
// words in small letters that end in a noun of occupation no list holds:
// "urban forester", "software developer", "retired machinist".
func agentPrefix(p []token) bool {
	if len(p) == 0 || len(p) > 3 {
		return false
	}
	for _, t := range p {
		if t.kind != tWord || t.cap() || prepositions[t.lower] || determiners[t.lower] || subordinators[t.lower] || isConnective(t.lower) {
			return false
		}
	}
	w := p[len(p)-1].lower
	if notAgents[w] || notAgentsBefore[w] {
		return false
	}
	for _, suf := range []string{"ist", "ian", "eer", "er", "or"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+3 { // (not "super PACs")
			return true
		}
	}
	return false
}

// notAgentsBefore end in -er or -or and name no occupation: "in honor
// of", "a $160 billion megamerger", "a metaphor".
var notAgentsBefore = set("honor honour favor favour labor labour behalf other former latter whether senior junior " +
	"merger megamerger voiceover metaphor computer chapter cover power tower water weather disaster character " +
	"register winter summer theater theatre meter monitor motor rumor rumour tumor tumour mirror horror humor humour " +
	"longer later ever never rather further either neither under over after")

// scopeWord reports whether a capitalized word before a role says what the
// role covers, not whose it is: "National Security Adviser", "Provincial
// Health Officer".
func scopeWord(t token) bool {
	return t.cap() && (portfolios[t.lower] || departmentWords[t.lower] || alAdjective(t.lower))
}

// alAdjective reports whether w ends like an adjective of scope in "-al"
// ("national", "federal", "provincial") and names no place or body the lists
// know ("Portugal coach X", "Arsenal manager X": whose coach).
func alAdjective(w string) bool {
	return strings.HasSuffix(w, "al") && !countries[w] && !regions[w] && !knownOrganizations[w]
}

// scopeStart returns where the scope words before the role at first start
// when the role is in capitals and every capitalized word before it is a
// scope word ("National Security Adviser"), else first ("Homeland Security
// Secretary": a body's name).
func scopeStart(rest []token, first int) int {
	s := first
	for s > 0 && scopeWord(rest[s-1]) {
		s--
	}
	if s == first || !rest[first].cap() || s > 0 && rest[s-1].cap() && !titles[rest[s-1].lower] { // (not "Aviation analyst X": a sentence's capital)
		return first
	}
	return s
}

// titlesOnly reports whether every word is a title word, in capitals or not:
// "foreign" in "the foreign minister", "deputy" in "the deputy mayor".
func titlesOnly(p []token) bool {
	for _, t := range p {
		if !titles[t.lower] {
			return false
		}
	}
	return true
}

// lowerModifiers reports whether every word is a lower-case modifier, no
// determiner or number: "regional" in "the regional governor", "police" in
// "the police chief".
func lowerModifiers(p []token) bool {
	for _, t := range p {
		if t.kind != tWord || t.cap() || determiners[t.lower] || numberWord(t.lower) || possessive(t.lower) {
			return false
		}
	}
	return true
}

// specificHeads name a kind of body whose modifier says which one: "the
// health ministry" is no other ministry, while "the extremist group" can
// be any group named before.
var specificHeads = set("ministry department agency bureau commission committee council government administration campaign party")

// specificDescription reports whether m is a definite description of a
// specific kind of body with a modifier: "the health ministry".
func specificDescription(m mentionInfo) bool {
	return specificHeads[m.head] && (len(strings.Fields(m.name)) > 2 || namedHeads[m.head])
}

// fieldNamedBody reports whether a body is named by its fields and its
// state, as a government department is ("Fisheries and Oceans Canada",
// "Health Canada", "Environment and Climate Change Canada"), which "the
// department" means though its name does not hold the word.
func fieldNamedBody(name string) bool {
	f := strings.Fields(strings.ToLower(name))
	if len(f) < 2 || !states[f[len(f)-1]] {
		return false
	}
	for _, w := range f[:len(f)-1] {
		if !departmentWords[w] && !fieldWords[strings.TrimSuffix(w, ",")] && w != "and" {
			return false
		}
	}
	return true
}

// fieldWords name what a department covers, with departmentWords.
var fieldWords = set("fisheries oceans environment climate change immigration refugees citizenship transport heritage employment social development " +
	"innovation science economic indigenous services crown relations northern affairs natural resources global agriculture agri-food labour veterans")

// namedHeads are the heads of bodies whose names hold them, so that "the
// committee" means a committee met before, never any organization ("the
// agency" may be the World Health Organization).
var namedHeads = set("ministry department commission committee council party")

// nameHolds reports whether e's name or an alias has the word head.
// namesDescription reports whether a definite description in lower case
// ("the center", "the hurricane center") is an organization's name cut
// short: its last word is the name's last, and its other words are the
// name's.
func namesDescription(name, desc string) bool {
	nw, dw := strings.Fields(strings.ToLower(name)), strings.Fields(strings.ToLower(desc))
	if len(nw) < 2 || len(dw) < 2 || dw[len(dw)-1] != nw[len(nw)-1] {
		return false
	}
	for _, w := range dw[:len(dw)-1] {
		if !determiners[w] && !slices.Contains(nw, w) {
			return false
		}
	}
	return true
}

func nameHolds(e *entityRec, head string) bool {
	for _, n := range append([]string{e.Name}, e.Aliases...) {
		for _, w := range strings.Fields(strings.ToLower(n)) {
			if w == head {
				return true
			}
		}
	}
	return false
}

// namingCapital reports whether a word of p is capitalized and more than
// where a body sits: "the Toronto-based company" names no company, it
// describes the one the article named ("Lundsoft Inc. ... the
// Toronto-based company said").
func namingCapital(p []token) bool {
	for i, t := range p {
		if t.cap() && !basedWord(t) && !placeOfBased(p[i+1:]) {
			return true
		}
	}
	return false
}

// placeOfBased reports whether the words after a capital run on through
// capitals and a comma to a based word: the capital is the city of
// "Mississauga, Ont.-based".
func placeOfBased(rest []token) bool {
	for _, t := range rest {
		switch {
		case basedWord(t):
			return true
		case t.text != "," && !t.cap():
			return false
		}
	}
	return false
}

// anyCapitalized reports whether a word of p is capitalized.
func anyCapitalized(p []token) bool {
	for _, t := range p {
		if t.cap() {
			return true
		}
	}
	return false
}

// shareIn reports whether the "in" at k joins two numbers into a share:
// "Six in 10 Republicans", "two in three voters".
func shareIn(toks []token, k int) bool {
	return toks[k].lower == "in" && k > 0 && k+1 < len(toks) && numberWord(toks[k-1].lower) && numberWord(toks[k+1].lower)
}
