package loader

// Word and phrase shapes that every stage reads: what a word is (a number,
// an adverb, a possessive, an acronym), where a sentence's content starts,
// where a time phrase begins. They hold no stage's logic, so that any stage
// may ask them without reaching into a later one.

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	kg "github.com/kg-dev/kg"
)

func isConnective(w string) bool {
	switch w {
	case "but", "and", "however", "meanwhile", "still", "so", "yet", "also", "moreover", "furthermore", "indeed",
		"instead", "now", "then", "thus", ",", "—", "-", "–":
		return true
	}
	return false
}

// leadingConnective reports whether toks[i] is a connective a clause's
// words may drop from their start: "But", "So", not the "So" of "So far"
// or "So much", an adverb phrase the clause keeps.
func leadingConnective(toks []token, i int) bool {
	if toks[i].lower == "so" && i+1 < len(toks) && (toks[i+1].lower == "far" || toks[i+1].lower == "much" || toks[i+1].lower == "many" || toks[i+1].lower == "long") {
		return false
	}
	return isConnective(toks[i].lower)
}

// contentStart skips the connectives a sentence may start with, a
// dateline, and a kicker ("Updated:", "BREAKING NEWS:").
func contentStart(toks []token) int {
	if len(toks) > 0 && toks[0].text == "(" {
		if d := datelineEnd(toks, 0); d > 0 {
			return d // "(Reuters) - "
		}
	}
	i := 0
	for i < len(toks)-1 && toks[i].kind == tPunct {
		i++
	}
	if d := datelineEnd(toks, i); d > i {
		return d
	}
	if k := kickerEnd(toks, i); k > i {
		return k
	}
	if k := clockStampEnd(toks, i); k > i {
		return k
	}
	return i
}

// clockStampEnd returns the index after a live blog's time stamp at i
// ("10:15 p.m.: ...", "9:05 a.m. — ..."), or i where none opens there.
func clockStampEnd(toks []token, i int) int {
	j := i
	if j+2 >= len(toks) || !isNumber(toks[j].text) || toks[j+1].text != ":" || !isNumber(toks[j+2].text) || len(toks[j+2].text) != 2 {
		return i // ("10", ":", "15": the segmenter splits a clock's time)
	}
	j += 3
	if j < len(toks) && (toks[j].lower == "a.m." || toks[j].lower == "p.m." || toks[j].lower == "a.m" || toks[j].lower == "p.m") {
		j++
	}
	if j+1 < len(toks) && (toks[j].text == ":" || isDash(toks[j])) {
		return j + 1
	}
	return i
}

// kickerEnd returns the index after a kicker's colon at i ("Updated: ...",
// "WATCH: ..."), or i where none opens there.
func kickerEnd(toks []token, i int) int {
	j := i
	for j < len(toks) && j < i+4 && toks[j].kind == tWord && toks[j].cap() {
		j++
	}
	if j == i || j+1 >= len(toks) || toks[j].text != ":" || !kicker(toks[i:j]) {
		return i
	}
	return j + 1
}

// surnameAfterName reports whether the title word at j ends a name that
// opens at a with another capitalized word that is no place and no title
// ("Wilfred King", "Peter T. King"), so it is a surname: not "Massachusetts
// Secretary".
func surnameAfterName(p []token, a, j int) bool {
	if j-1 < a {
		return false
	}
	w := p[j-1].lower
	return p[j-1].cap() && !possessive(w) && !titles[w] && !regions[w] && !countries[w] && !demonym(p[j-1].text)
}

// describedPossessor reports whether the word at j is a description's
// possessive after its determiner: "The senator's (claim that ...)". A
// noun of report after it is that description's, not a verb.
func describedPossessor(toks []token, j int) bool {
	return j >= 1 && toks[j].kind == tWord && !toks[j].cap() && possessive(toks[j].lower) && determiners[toks[j-1].lower]
}

// adverb reports whether w is an "-ly" adverb ("temporarily", "publicly"),
// not a noun that ends so ("the family said").
func adverb(w string) bool {
	return len(w) > 4 && strings.HasSuffix(w, "ly") && !lyNouns[w]
}

// isNumber reports whether s is all digits.
func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// numberWord reports whether w is a number, in digits or words up to ten.
func numberWord(w string) bool {
	if w != "" && w[0] >= '0' && w[0] <= '9' {
		return true
	}
	switch w {
	case "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten":
		return true
	}
	return false
}

// possessive reports whether a word ends in 's, or is a name in s with the
// apostrophe alone: "Clinton's attacks", "Sanders’ campaign".
func possessive(w string) bool {
	if n := len(w); n < 2 || w[n-1] != 's' && w[n-1] != '\'' && w[n-1] != 0x99 { // (0x99 ends "’")
		return false // most words, at a byte's cost
	}
	return strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") || strings.HasSuffix(w, "s'") || strings.HasSuffix(w, "s’") || strings.HasSuffix(w, "‘s") // (an opening mark typed for the apostrophe)
}

// subjectPronoun reports whether w is a subject pronoun, alone or with
// "is"/"has" cliticized: "she", "he’s".
func subjectPronoun(w string) bool {
	w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
	return w == "he" || w == "she" || w == "they" || w == "we" || w == "i"
}

// verbLike reports whether t can open a clause's predicate: an auxiliary,
// an adverb, or a cue verb.
func verbLike(t token) bool {
	if t.kind != tWord || t.cap() {
		return false
	}
	return preCueSkip[t.lower] || cueForms[t.lower] != "" || strings.HasSuffix(t.lower, "ly") || strings.HasSuffix(t.lower, "ed")
}

// year reports whether w is a year of four digits from 1900 to 2099: "in
// 2008".
func year(w string) bool {
	return len(w) == 4 && (strings.HasPrefix(w, "19") || strings.HasPrefix(w, "20")) && isNumber(w)
}

// onlyTime reports whether a mention says when and nothing else: "Hours",
// "On Tuesday", "three days later" (not "a memo released last week").
func onlyTime(toks []token) bool {
	hasTime := false
	for _, t := range toks {
		switch w := t.lower; {
		case timeWords[w] || timeNouns[w]:
			hasTime = true
		case determiners[w] || prepositions[w] || numberWord(w) || isNumber(w):
		default:
			return false
		}
	}
	return hasTime
}

// timePhraseStart returns where a time phrase of three or two words that
// ends at j starts ("earlier this month", "on Monday", "two weeks ago"),
// the longer first, when ok accepts that start (by the word before it), or
// -1.
func timePhraseStart(toks []token, j int, ok func(a int) bool) int {
	if j < 1 || j >= len(toks) || !timeWords[toks[j].lower] && !timeNouns[toks[j].lower] {
		return -1
	}
	for n := 3; n >= 2; n-- {
		if a := j - n + 1; a > 0 && onlyTime(toks[a:j+1]) && ok(a) {
			return a
		}
	}
	return -1
}

func isAcronym(s string) bool {
	n := 0
	for _, r := range s {
		switch {
		case r >= 'A' && r <= 'Z':
			n++
		case r == '.' || r == '&' || r == '-':
		default:
			return false
		}
	}
	return n >= 2
}

// anyWord reports whether a word of p is in words.
func anyWord(p []token, words map[string]bool) bool {
	for _, t := range p {
		if words[t.lower] {
			return true
		}
	}
	return false
}

// allWords reports whether p has words and every one is in words.
func allWords(p []token, words map[string]bool) bool {
	for _, t := range p {
		if !words[t.lower] {
			return false
		}
	}
	return len(p) > 0
}

// demonym reports whether a single word names a people, not an
// organization: "Pakistani official", "Russian spokeswoman".
func demonym(w string) bool {
	for _, suf := range []string{"ian", "ean", "can", "man", "ese", "ish", "ch", "ani", "eli", "aqi", "udi", "ghan", "ic"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+1 {
			return true
		}
	}
	return false
}

// personNoun reports whether w names one member of the public by what the
// person is or does: the singular of a group of people ("witness",
// "resident") or one of personNouns ("shopper", "protester").
func personNoun(w string) bool {
	return groupNouns[w+"s"] || groupNouns[w+"es"] || personNouns[w]
}

// byWhen reports whether the words at a, after "by", say when, not who:
// "expected by March", "by Wednesday morning", "by the end of the month",
// "by 2030", "by early next year".
func byWhen(toks []token, a int) bool {
	if a >= len(toks) {
		return false
	}
	w := toks[a].lower
	if timeWords[w] || isNumber(w) && len(w) == 4 || w == "then" || w == "now" || w == "midnight" || w == "noon" {
		return true
	}
	return (w == "the" || w == "early" || w == "late" || w == "mid") && a+1 < len(toks) && (timeEdges[toks[a+1].lower] || timeWords[toks[a+1].lower])
}

// timeEdges after "by the" say when: "by the end of the month".
var timeEdges = set("end start beginning middle time close fall spring summer winter deadline")

// lowerFirst reports whether name opens with a lower-case letter: a
// description ("the union's Air Canada council"), no name.
func lowerFirst(name string) bool {
	r, _ := utf8.DecodeRuneInString(name)
	return unicode.IsLower(r)
}

// pluralPeople reports whether w is a plural of people, a subject's head
// and no headline's verb: "Inuit leaders call for" (not "Court upholds").
func pluralPeople(w string) bool {
	return groupNouns[w] || strings.HasSuffix(w, "s") && roleNouns[strings.TrimSuffix(w, "s")]
}

// pluralDescription reports whether a description's head was a plural:
// "the authors" (head "author").
// withoutPossessive returns t without its possessive ending, its span
// shortened to match: "Trump" for "Trump's".
func withoutPossessive(t token) token {
	trimmed := trimPossessive(t.text)
	t.end -= len(t.text) - len(trimmed)
	t.text, t.lower = trimmed, trimPossessive(t.lower)
	return t
}

// agentNounAt reports whether p[i] is a noun of someone's occupation the
// role list lacks, as an indefinite appositive gives it: "a neurologist at
// the Lund Institute", "a fisherman whose boat sank", "a historian". Its
// ending says it names a person; a preposition, a relative or the end
// follows it.
func agentNounAt(p []token, i int) bool {
	if i == 0 || i > 3 || p[0].lower != "a" && p[0].lower != "an" || p[i].cap() || p[i].kind != tWord {
		return false
	}
	if i+1 < len(p) && !prepositions[p[i+1].lower] && p[i+1].lower != "who" && p[i+1].lower != "whose" {
		return false
	}
	for _, t := range p[1:i] {
		if t.kind != tWord || t.cap() && !demonym(t.text) {
			return false
		}
	}
	w := p[i].lower
	if notAgents[w] {
		return false
	}
	for _, suf := range []string{"ist", "ian", "man", "woman", "eer", "ant", "ent", "er", "or"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+2 {
			return true
		}
	}
	return false
}

// orgAppositive reports whether an appositive says its name is an
// organization's: a determiner, then a head noun of bodies before any
// preposition, and no role ("the EU's largest farm lobby", "a group based
// in Lund"; not "a spokesman for the Green Alliance").
func orgAppositive(p []token) bool {
	if len(p) < 2 || !determiners[p[0].lower] {
		return false
	}
	h := 1
	for h < len(p) && !prepositions[p[h].lower] && p[h].lower != "that" && p[h].lower != "which" && p[h].lower != "based" && !(h > 1 && !p[h].cap() && strings.HasSuffix(p[h].lower, "ing") && h+1 < len(p) && (determiners[p[h+1].lower] || possessiveDeterminers[p[h+1].lower])) {
		h++ // (to "The union | representing the workers": the participle describes it)
	}
	head := p[h-1]
	return !head.cap() && (orgHeads[head.lower] || orgNouns[head.lower] || businessHeads[head.lower] || charityNouns[head.lower]) && !hasRoleNoun(p)
}

// splitConj splits "Prime Minister A and opposition leader B" into its
// people; a phrase is split only where each part ends in a two-word name.
func splitConj(toks []token) [][]token {
	var parts [][]token
	start := 0
	if len(toks) > 3 && toks[0].lower == "both" {
		for _, t := range toks[1:] {
			if t.lower == "and" {
				toks, start = toks[1:], 0 // "Both the mayor and the police chief": the pair, without "both"
				break
			}
		}
	}
	toks = withoutParentheses(toks) // "Sherrod Brown (D-Ohio) and Robert Menendez (D-N.J.)"
	list := nameList(toks)
	for i, t := range toks {
		if t.lower == "and" && i > 0 && toks[i-1].text == "," && list {
			continue // (the serial comma took it)
		}
		if t.lower == "and" && i > 0 || list && t.text == "," {
			parts = append(parts, toks[start:i])
			start = i + 1
			if t.text == "," && i+1 < len(toks) && toks[i+1].lower == "and" {
				start++ // "A, B, and C": the serial comma
			}
		}
	}
	parts = append(parts, toks[start:])
	if len(parts) == 1 {
		return parts
	}
	if len(parts) == 2 && len(parts[0]) == 1 && len(parts[1]) == 1 && parts[0][0].cap() && parts[1][0].cap() && (states[parts[0][0].lower] || states[parts[1][0].lower]) {
		return parts // "Israel and Hamas", "Russia and Ukraine": a state and another, each of one word (not "Marks and Spencer")
	}
	// merge parts that do not end in a name into the next one
	var merged [][]token
	var carry []token
	for i, p := range parts {
		cur := append(carry, p...)
		if i < len(parts)-1 && !endsInName(p) && !theBody(p) {
			carry = append(cur, token{text: "and", lower: "and", kind: tWord})
			continue
		}
		merged = append(merged, cur)
		carry = nil
	}
	if len(parts) == 2 && len(merged) == 1 && (speakerHead(parts[0]) || len(parts[0]) == 1 && (parts[0][0].lower == "he" || parts[0][0].lower == "she")) && speakerHead(parts[1]) {
		return parts // "residents and the health ministry", "doctors and aid workers", "She and her colleagues"
	}
	last := merged[len(merged)-1]
	if len(last) == 0 {
		return [][]token{toks} // a phrase that ends in "and": no list
	}
	acronym := func(p []token) bool { return len(p) == 1 && len(p[0].text) >= 3 && isAcronym(p[0].text) }
	oneName := !determiners[last[0].lower] && !acronym(last) // not "Ada Moss and the Lund Health Department", "the World Health Organization and UNICEF"
	for _, p := range merged {
		if !endsInName(p) && !(acronym(p) && len(merged) > 1) && !(theBody(p) && len(merged) > 1) || orgHeads[p[len(p)-1].lower] && oneName {
			return [][]token{toks} // "Citizenship and Immigration Services": one organization (not "Ada Moss and the Lund Health Department")
		}
		for _, t := range p {
			if prepositions[t.lower] {
				return [][]token{toks}
			}
		}
	}
	return merged
}

// mediumOwner returns the name in "a Reuters report", "a White House
// statement" (a determiner, up to four capitalized words, a medium), or nil.
func mediumOwner(p []token) []token {
	n := len(p)
	if n < 3 || n > 6 || !determiners[p[0].lower] || p[n-1].cap() || media[p[n-1].lower] == "" || !allCapitalized(p[1:n-1]) || possessive(p[n-2].lower) || timeWords[p[n-2].lower] {
		return nil // (not "a March speech": when)
	}
	return p[1 : n-1]
}

// catenativeBefore returns the index of the word before the cue at c, past a
// catenative verb that carries it: the subject stands before "continues to"
// in "X continues to insist", not at "to".
func catenativeBefore(toks []token, c int) int {
	j := c - 1
	switch {
	case j >= 2 && toks[j].lower == "to" && toks[j-1].lower == "on" && (toks[j-2].lower == "went" || toks[j-2].lower == "goes" || toks[j-2].lower == "go" || toks[j-2].lower == "going"):
		return j - 3
	case j >= 1 && toks[j].lower == "to" && catenatives[toks[j-1].lower] && !strings.HasPrefix(toks[j-1].lower, "kee") && toks[j-1].lower != "kept":
		return j - 2
	case j >= 1 && catenatives[toks[j].lower] && strings.HasSuffix(toks[c].lower, "ing"):
		return j - 1 // "kept insisting", "has begun calling"
	}
	return j
}

// nameOfBody returns the index of the "of" in "NAME of (the) BODY", where a
// person's name of two or three capitalized words (after any titles) comes
// before it and a capitalized body after it: "Lee Gelernt of the American
// Civil Liberties Union". Not "Bank of America" or "Friends of the Earth"
// (one word before "of"), not "Royal Bank of Canada" (an organization's word).
func nameOfBody(p []token) int {
	k := 0
	for k < len(p) && p[k].lower != "of" {
		k++
	}
	if k >= len(p)-1 {
		return 0
	}
	a := 0
	for a < k && (titles[p[a].lower] || roleNouns[p[a].lower] || !p[a].cap() || a == 0 && k > 2 && !p[1].cap() && roleNouns[p[1].lower] || p[a].lower == "grand" && a+1 < k && titles[p[a+1].lower]) { // ("Grand Chief X of ...")
		a++ // "lead author Dr. Maria Chen of ...", "Industry analyst X of ..." (a sentence's capital)
	}
	particles := 0 // "Borja del Pozo Cruz of ...": a name's small words
	for j := a + 1; j < k-1; j++ {
		if nameParticles[p[j].lower] && !p[j].cap() {
			particles++
		}
	}
	if n := k - a - particles; n < 2 || n > 3 {
		return 0
	}
	for j, t := range p[a:k] {
		if !t.cap() && !(nameParticles[t.lower] && j > 0) || orgHeads[t.lower] || isAcronym(t.text) || groupNouns[t.lower] || j == 0 && demonym(t.text) ||
			j < k-a-1 && (titles[t.lower] || roleNouns[t.lower]) {
			return 0 // "Communications Workers of America", "American Academy of ..."
		}
	}
	if last := p[k-1].lower; givenGender[p[a].text] == "" && (strings.HasSuffix(last, "ers") || strings.HasSuffix(last, "ors")) && len(last) > 5 {
		return 0 // "Gun Owners of America", "Sound Investors of Lund": people by what they do, a body's name (not "Bernie Sanders of Vermont": a given name first)
	}
	body := bodyName(p[k+1:])
	if len(body) == 0 || len(body) > 6 || len(body) >= 3 && (titles[p[k-1].lower] || roleNouns[p[k-1].lower]) && !surnameAfterName(p, a, k-1) {
		return 0 // "Massachusetts Secretary of State William Galvin": a title's "of" (not "Peter T. King of New York", "Chief Wilfred King of Gull Bay First Nation")
	}
	for j, t := range body {
		if !t.cap() && !nameLinks[t.lower] && !(t.lower == "on" && j > 0 && orgHeads[body[j-1].lower]) { // ("Council on Foreign Relations")
			return 0
		}
	}
	return k
}

// datelineEnd returns the index after a dateline that opens a sentence
// ("KABUL —", "RANGOON, Burma -", "WASHINGTON (Reuters) -"), or i when there
// is none: where the article's first report begins.
func datelineEnd(toks []token, i int) int {
	k := i
	for k < len(toks) && k < i+3 && toks[k].kind == tWord && toks[k].cap() {
		k++ // "Washington (AFP) – ": a place in capitals and lower case before the agency
	}
	if k+3 < len(toks) && toks[k].text == "(" && toks[k+1].cap() && toks[k+2].text == ")" && (isDash(toks[k+3]) || toks[k+3].text == "-") {
		return k + 4 // "(Reuters) - ": the agency's credit, perhaps after a place
	}
	if i >= len(toks) || toks[i].kind != tWord || !toks[i].upper || len(toks[i].text) < 2 || !allUpper(toks[i].text) {
		return i
	}
	for k := i + 1; k < len(toks) && k <= i+8; k++ {
		t := toks[k]
		switch {
		case isDash(t) || t.text == "-":
			if k+1 < len(toks) {
				return k + 1
			}
			return i
		case t.text == ":" && k == i+1 && invertedSaidIn(toks[k+1:]):
			return k + 1 // "GUWAHATI: At least 40 people have died ..., officials said": a dateline (not "PENCE: Well, ...", a transcript's label)
		case t.kind == tWord && (t.cap() || isNumber(t.lower)) || t.text == "," || t.text == "(" || t.text == ")" || t.text == ".":
			// (a date: "KYIV, Nov 29 (Reuters) -")
		default:
			return i
		}
	}
	return i
}

// invertedSaidIn reports whether p holds ", X said" or ", said X": a
// comma, then "said", "says" or "told" within four words.
func invertedSaidIn(p []token) bool {
	for k, t := range p {
		if t.text != "," {
			continue
		}
		for j := k + 1; j < len(p) && j <= k+4; j++ {
			if w := p[j].lower; w == "said" || w == "says" || w == "told" {
				return true
			}
		}
	}
	return false
}

func endsInName(p []token) bool {
	n := len(p)
	return n >= 2 && p[n-1].cap() && p[n-2].cap() && !titles[p[n-2].lower] || n >= 3 && p[n-1].cap() && titles[p[n-2].lower]
}

// theBody reports whether p is "the" and one capitalized plural or
// acronym, a party or a body by its one word: "the Liberals", "the NDP".
func theBody(p []token) bool {
	return len(p) == 2 && (p[0].lower == "the") && p[1].cap() && (isAcronym(p[1].text) || strings.HasSuffix(p[1].lower, "s") && !strings.HasSuffix(p[1].lower, "ss"))
}

// hasRoleNoun reports whether a word of p is a role noun.
func hasRoleNoun(p []token) bool { return anyWord(p, roleNouns) }

// nameList reports whether toks list names with commas before a last
// "and": "Jeff Merkley, Sherrod Brown and Robert Menendez".
func nameList(toks []token) bool {
	commas, and := 0, false
	start := 0
	for i, t := range toks {
		if t.lower == "and" && i > 0 && toks[i-1].text == "," {
			and = true
			continue
		}
		if t.text == "," || t.lower == "and" {
			if i-start < 2 || !allCapitalized(toks[start:i]) {
				return false
			}
			if t.text == "," {
				commas++
			} else {
				and = true
			}
			start = i + 1
			if t.text == "," && i+1 < len(toks) && toks[i+1].lower == "and" {
				start++
			}
		}
	}
	return commas > 0 && and && len(toks)-start >= 2 && allCapitalized(toks[start:])
}

// speakerHead reports whether a lower-case noun phrase is headed by a noun
// of people or bodies who speak, so that "A and B" are two speakers:
// "residents", "the health ministry", "aid workers".
func speakerHead(p []token) bool {
	if len(p) == 0 || len(p) > 5 {
		return false
	}
	for _, t := range p {
		if prepositions[t.lower] || t.lower == "who" || t.lower == "that" {
			return false
		}
	}
	h := p[len(p)-1]
	if h.cap() {
		return false
	}
	return unnamedHeads[h.lower] || roleNouns[strings.TrimSuffix(h.lower, "s")] || groupNouns[h.lower] || orgNouns[h.lower] || orgHeads[h.lower]
}

// withoutParentheses drops parenthesized asides from a phrase of more than
// one name, so each name stands alone.
func withoutParentheses(toks []token) []token {
	if !slices.ContainsFunc(toks, func(t token) bool { return t.text == "(" }) || !slices.ContainsFunc(toks, func(t token) bool { return t.lower == "and" }) {
		return toks
	}
	out := make([]token, 0, len(toks))
	depth := 0
	for _, t := range toks {
		switch {
		case t.text == "(":
			depth++
		case t.text == ")" && depth > 0:
			depth--
		case depth == 0:
			out = append(out, t)
		}
	}
	return out
}

// bodyName returns the body's name in the words after a person's "of":
// without "the" and without up to three lower-case words that describe the
// body before its name ("of the consulting firm IMGE", "of digital consulting
// firm IMGE"); body itself when no name follows them.
func bodyName(body []token) []token {
	if len(body) > 0 && body[0].lower == "the" {
		body = body[1:]
	}
	k := 0
	for k < len(body) && k < 3 && body[k].kind == tWord && !body[k].cap() && !determiners[body[k].lower] && !prepositions[body[k].lower] {
		k++
	}
	if k > 0 && k < len(body) && body[k].cap() {
		return body[k:]
	}
	return body
}

// allCapitalized reports whether every token is a capitalized word.
func allCapitalized(toks []token) bool {
	for _, t := range toks {
		if t.kind != tWord || !t.cap() {
			return false
		}
	}
	return true
}

// trimPossessive returns w without its possessive ending: "Trump" for
// "Trump's", "Sanders" for "Sanders’".
func trimPossessive(w string) string {
	if n := len(w); n == 0 || w[n-1] != 's' && w[n-1] != '\'' && w[n-1] != 0x99 {
		return w // most words, at a byte's cost
	}
	for _, suf := range []string{"'s", "’s", "‘s", "'", "’"} {
		if strings.HasSuffix(w, suf) {
			return strings.TrimSuffix(w, suf)
		}
	}
	return w
}

// cap reports whether t is a word that starts with a capital letter, or a
// handle or hashtag. The rules ask it of every token many times, so tokenize
// decides it once.
func (t token) cap() bool { return t.upper }

func (r rng) empty() bool { return r.b <= r.a }

func joinToks(toks []token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && t.kind == tWord && toks[i-1].end < t.start {
			b.WriteByte(' ')
		}
		b.WriteString(t.text)
	}
	return b.String()
}

// allUpper reports whether s has no lower-case ASCII letter and at least
// two letters: "KABUL", "WASHINGTON" (contentStart asks it often; no copy).
func allUpper(s string) bool {
	letters := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 'a' && c <= 'z':
			return false
		case c >= 'A' && c <= 'Z':
			letters++
		}
	}
	return letters >= 2
}

func isDash(t token) bool {
	return t.kind == tPunct && (t.text == "-" || t.text == "—" || t.text == "–" || t.text == "―")
}

// nounPhraseAfter returns the noun phrase starting at i: a determiner,
// adjectives and nouns up to punctuation, a verb-like word or 8 words.
func nounPhraseAfter(toks []token, i int) rng {
	j := i
	for phraseGoesOn(toks, i, j) {
		w := toks[j].lower
		if j > i && (subjectStop[w] && !prepositions[w] || cueForms[w] != "" && !(determiners[toks[j-1].lower] || possessiveDeterminers[toks[j-1].lower]) || w == "according" || w == "who" || preCueSkip[w] && !toks[j].cap()) {
			break // (a cue's form after a determiner is a noun: "involved in the planning", "close to the talks")
		}
		if prepositions[w] && j > i {
			// "spokesman for the group": allowed once a head noun was seen
			// and after a quantity ("one of the witnesses", "some of his aides")
			// and after the adjectives of unnamed sources ("one Democrat
			// familiar with the discussion", "an official close to him")
			head := toks[j-1].cap() || roleNouns[toks[j-1].lower] || w == "of" && (quantityNouns[toks[j-1].lower] || numberWord(toks[j-1].lower)) ||
				sourceAdjectives[toks[j-1].lower]
			if !head || j+1 >= len(toks) || !(toks[j+1].cap() || determiners[toks[j+1].lower] || sourceAdjectives[toks[j-1].lower] && objectPronouns[toks[j+1].lower]) {
				break
			}
		}
		if j > i && (possessiveDeterminers[w] || w == "the" || w == "a" || w == "an") && !prepositions[toks[j-1].lower] {
			break // "told the AP her group never ...": a second noun phrase starts
		}
		if j == i && objectPronouns[w] && !(w == "her" && i > 0 && i+1 < len(toks) && (recipientLemmas[cueForms[toks[i-1].lower]] || toks[i-1].lower == "by") && possessedPeople(toks[i+1])) {
			return rng{i, i + 1} // "told me", "told reporters" is below (and "told her aides", "confirmed by her son": hers)
		}
		if j == i && !(toks[j].cap() || determiners[w] || roleNouns[w] || unnamedHeads[w] || w == "reporters" || pronouns[w] != "" || modifiedRole(toks, i)) {
			break
		}
		j++
	}
	return rng{i, j}
}

// modifiedRole reports whether toks[i:] opens with a lower-case modifier
// and, within three more words, a role noun: "political scientist",
// "longtime party aide", "former Obama adviser" (a name may modify the
// role). Not after a time word: "last week President X" is no speaker.
func modifiedRole(toks []token, i int) bool {
	if timeWords[toks[i].lower] {
		return false
	}
	for j := i + 1; j < len(toks) && j <= i+3 && toks[j].kind == tWord && (j <= i+2 || toks[j-1].cap()); j++ {
		if roleNouns[toks[j].lower] {
			return true
		}
	}
	return false
}

// phraseGoesOn reports whether a phrase from i may take in the word at j:
// eight words, or up to twelve while a name runs on ("lead researcher X of
// the University of Lund", "the Court of Appeals for the 6th Circuit").
func phraseGoesOn(toks []token, i, j int) bool {
	if j >= len(toks) || toks[j].kind != tWord {
		return false
	}
	if j-i < 8 {
		return true
	}
	p := toks[j-1]
	return j-i < 12 && toks[j].cap() && (p.cap() || p.lower == "of" || p.lower != "" && p.lower[0] >= '0' && p.lower[0] <= '9')
}

// possessedPeople reports whether t names people someone has, after a
// possessive "her": "her aides", "her supporters", "her husband" (not "her
// the truth", "her that").
func possessedPeople(t token) bool {
	w := t.lower
	return t.kind == tWord && !t.cap() && (roleNouns[w] || pluralRole(w) || unnamedHeads[w] || audienceNouns[w] || kinGender[w] != "" || w == "staff" || w == "team" || w == "friends" || w == "followers" || w == "colleagues")
}

// pluralRole reports whether w is a role noun's plural: "economists",
// "experts".
func pluralRole(w string) bool {
	return len(w) > 3 && w[len(w)-1] == 's' && roleNouns[w[:len(w)-1]]
}

// quotedParts returns whether the content span of s is the speaker's own
// words throughout (direct: a quotation, or two halves around the
// statement's cue, or one left open to the paragraph's end) and, for a
// content only partly quoted ("as “revenge for the operation”"), the
// quoted parts within it, without their marks.
func quotedParts(s *sentence, span, cue kg.Span) (direct bool, parts []kg.Span) {
	toks := s.toks
	for i, t := range toks {
		if t.kind == tQuote && t.open && i == contentStart(toks) && !t.paired && t.start >= span.Start-3 && t.start <= span.End {
			return true, nil // a quotation left open to the paragraph's end
		}
	}
	var words, inside int
	for i, t := range toks {
		if t.kind != tQuote || !t.open || !t.paired {
			continue
		}
		close := i + 1
		for close < len(toks) && !(toks[close].kind == tQuote && !toks[close].open) {
			close++
		}
		if close == i+1 || i+1 >= len(toks) {
			continue
		}
		a, b := toks[i+1].start, toks[close-1].end // (a quotation that closes in a later sentence runs to this one's end)
		if b <= span.Start || a >= span.End {
			continue
		}
		parts = append(parts, kg.Span{Start: max(a, span.Start), End: min(b, span.End)})
	}
	if len(parts) == 0 {
		return false, nil
	}
	for _, t := range toks {
		if t.kind != tWord || t.start < span.Start || t.end > span.End || attributionGap(parts, cue, t) {
			continue
		}
		words++
		for _, p := range parts {
			if t.start >= p.Start && t.end <= p.End {
				inside++
				break
			}
		}
	}
	if words > 0 && inside == words {
		return true, nil
	}
	return false, parts
}

// attributionGap reports whether t stands between two quoted parts of a
// content, in the gap that holds the statement's own cue: "“Q1,” X said
// Tuesday, “Q2”" is the speaker's words throughout, the attribution aside.
func attributionGap(parts []kg.Span, cue kg.Span, t token) bool {
	for i := 1; i < len(parts); i++ {
		a, b := parts[i-1].End, parts[i].Start
		if cue.Start >= a && cue.End <= b && t.start >= a && t.end <= b {
			return true
		}
	}
	return false
}

// directAt reports whether a paired quotation mark lies in or right around span.
func directAt(s *sentence, span kg.Span) bool {
	for i, t := range s.toks {
		if t.kind == tQuote && t.start >= span.Start-3 && t.start <= span.End+2 &&
			(t.paired || t.open && i == contentStart(s.toks)) { // or left open to the paragraph's end
			return true
		}
	}
	return false
}

// kicker reports whether the capitalized words before a colon are a
// section label or kicker rather than someone's name or title: a word of
// colonLabels or kickerWords anywhere in it, or, written all in capitals,
// a small function word.
func kicker(label []token) bool {
	upper := allUpper(joinToks(label))
	for _, t := range label {
		if colonLabels[t.lower] || kickerWords[t.lower] || upper && len(label) > 1 && labelFunctionWords[t.lower] {
			return true
		}
	}
	return false
}

// linkLine reports whether a sentence opens with a kicker that points at
// other content, a colon or a bar after it: "WATCH | Chow defends tax
// hike:", "READ MORE: Mayor pledges a bridge", "LISTEN: ...". The line is a
// link to another story or a video, whose words are nobody's statement here.
func linkLine(toks []token) bool {
	j := 0
	for j < len(toks) && j < 3 && toks[j].kind == tWord && allUpper(toks[j].text) {
		j++
	}
	return j > 0 && j < len(toks) && (toks[j].text == ":" || toks[j].text == "|") && linkKickers[strings.ToLower(joinToks(toks[:j]))]
}

// linkKickers open a line that links elsewhere.
var linkKickers = map[string]bool{"watch": true, "listen": true, "read more": true, "read": true, "see also": true, "related": true,
	"video": true, "photos": true, "gallery": true, "podcast": true}

// kickerWords are words of a section label or kicker, never of a name.
var kickerWords = set("updated more glance highlights live updates breaking trending sponsored advertisement also see " +
	"recommended top stories brief numbers matters markets weather subscribe follow click share gallery podcast " +
	"newsletter quiz must today tonight coming up next previously release")

// labelFunctionWords are the small words a kicker is written with ("AT A
// GLANCE", "BY THE NUMBERS", "IN BRIEF") and a speaker's label is not; "of"
// and "and" are left out ("SECRETARY OF STATE", "SMITH AND JONES").
var labelFunctionWords = set("a an the at by in on for to from with what why how")

// standingAppeal reports whether the "to" at j closes a standing appeal to
// the public, a present passive of asking: "Anyone with information is
// asked to call police", "Witnesses are urged to contact ...": nobody's
// words are reported, nor is anyone named who asks.
func standingAppeal(toks []token, j int) bool {
	return j >= 2 && toks[j].lower == "to" && appealWords[toks[j-1].lower] && (toks[j-2].lower == "is" || toks[j-2].lower == "are")
}

// inAppealSubject reports whether the word at i stands before a standing
// appeal in its sentence, in the subject of those it asks: "Anyone who
// witnessed the crash is asked to call police".
func inAppealSubject(toks []token, i int) bool {
	for j := i + 2; j < len(toks); j++ {
		if standingAppeal(toks, j) {
			return true
		}
	}
	return false
}

// appealWords are the passives of a standing appeal.
var appealWords = set("asked urged encouraged requested invited")

// ageWord reports whether w gives a person's age: "81-year-old".
func ageWord(w string) bool {
	return strings.HasSuffix(w, "-year-old") && w[0] >= '0' && w[0] <= '9'
}

// headlinePassive reports whether the participle at i follows a headline's
// short subject with no "be" ("Man sentenced to six years for home
// invasion", "Drake's lawsuit against Universal dismissed by judge"): a
// headline, with no full stop at its end, puts its active verbs in the
// present ("Judge rejects bid").
func headlinePassive(toks []token, i int) bool {
	w := toks[i].lower
	if i < 1 || i > 8 || !headlineLine(toks) || !strings.HasSuffix(w, "ed") && !irregularPast[w] || toks[i].cap() {
		return false // (a headline ends in a word: no full stop, no colon)
	}
	for k, t := range toks[:i] {
		if t.text == "," && (k+2 < i && isNumber(toks[k+1].text) && toks[k+2].text == "," || k > 1 && isNumber(toks[k-1].text) && toks[k-2].text == ",") {
			continue // "Man, 34, charged with": the age between commas
		}
		if t.kind != tWord || verbLike(t) || pronouns[t.lower] != "" {
			return false
		}
	}
	return i+1 >= len(toks) || prepositions[toks[i+1].lower] || toks[i+1].lower == "as" // ("Longtime MLA remembered as a fighter")
}

// headlineLine reports whether toks read as a headline: a capital first and
// a word last, no full stop, no colon ("Internal emails show ministry knew").
func headlineLine(toks []token) bool {
	return len(toks) > 0 && toks[0].cap() && toks[len(toks)-1].kind == tWord
}

// placeBased reports whether w says where a body sits ("Toronto-based",
// "Ottawa-headquartered"); basedWord asks it of a token.
func placeBased(w string) bool {
	return strings.HasSuffix(w, "-based") || strings.HasSuffix(w, "-headquartered")
}

func basedWord(t token) bool { return placeBased(t.lower) }

// dataNouns head a source that is figures someone compiled: "data compiled
// by LSEG", "figures from Statistics Canada".
var dataNouns = set("data figures statistics estimates numbers calculations tallies")

// nameBeforeAppositive returns the capitalized name that the description
// opening at a with "a", "an" or "the" stands in apposition to ("Ada Moss,
// | an ACLU lawyer who ..."), or an empty range.
func nameBeforeAppositive(toks []token, a int) rng {
	if a < 2 || toks[a-1].text != "," || !singularDeterminers[toks[a].lower] && toks[a].lower != "the" || !toks[a-2].cap() || toks[a-2].kind != tWord {
		return rng{}
	}
	b := a - 1
	s := b - 1
	for s > 0 && toks[s-1].kind == tWord && (toks[s-1].cap() || nameLinks[toks[s-1].lower] && s > 1 && toks[s-2].cap()) && b-s < 5 {
		s-- // ("Democracy for America, a digital outfit that")
	}
	if toks[s].lower == "the" {
		s++
	}
	if name := strings.ToLower(joinToks(toks[s:b])); s >= b || countries[name] || regions[name] {
		return rng{} // (a place is no one the description is of)
	}
	return rng{s, b}
}

// anonymity returns the end of "on (the) condition of anonymity" or "on
// condition that he not be named" starting at i, or i: how the source
// spoke, never what was said.
func anonymity(toks []token, i int) int {
	k := i + 1
	if i >= len(toks) || toks[i].lower != "on" || k >= len(toks) {
		return i
	}
	if toks[k].lower == "the" {
		k++
	}
	if k+1 >= len(toks) || toks[k].lower != "condition" {
		return i
	}
	end := i
	if toks[k+1].lower == "of" && k+2 < len(toks) {
		end = k + 3 // "of anonymity"
	} else if toks[k+1].lower == "that" {
		for e := k + 2; e < len(toks) && e < k+10 && toks[e].kind == tWord; e++ {
			if w := toks[e].lower; w == "named" || w == "identified" || w == "quoted" {
				end = e + 1 // "on condition that he not be named"
				break
			}
		}
	}
	if end > i && end < len(toks) && toks[end].lower == "because" {
		// "because he was not authorized to speak publicly": why, and still how
		for e := end + 1; e < len(toks) && e < end+14 && toks[e].kind == tWord; e++ {
			if w := toks[e].lower; w == "authorized" || w == "allowed" || w == "permitted" || w == "private" || w == "sensitive" {
				for e < len(toks) && toks[e].kind == tWord {
					e++
				}
				return e
			}
		}
	}
	return end
}

// quotationFollows reports whether a quotation opens at i, or after a
// colon or comma there: "The man in the car said: “Q”".
func quotationFollows(toks []token, i int) bool {
	if i < len(toks) && (toks[i].text == ":" || toks[i].text == ",") {
		i++
	}
	return i < len(toks) && toks[i].kind == tQuote && toks[i].open && toks[i].paired
}

// listedNameEnd returns where a body's name that lists its fields with
// commas and ends in its state ends, when it goes on at b past the comma
// that a reader of the phrase before stopped at ("from Immigration, |
// Refugees and Citizenship Canada"); else b.
func listedNameEnd(toks []token, b int) int {
	if b == 0 || b >= len(toks) || toks[b].text != "," || !toks[b-1].cap() {
		return b
	}
	capitals := func(k int) int {
		for k < len(toks) && toks[k].kind == tWord && toks[k].cap() {
			k++
		}
		return k
	}
	k := b
	for k < len(toks) && toks[k].text == "," {
		j := capitals(k + 1)
		if j == k+1 {
			return b
		}
		k = j
	}
	if k >= len(toks) || toks[k].lower != "and" {
		return b
	}
	if j := capitals(k + 1); j > k+1 && states[toks[j-1].lower] {
		return j
	}
	return b
}

// kinGender says which pronoun a kinship noun takes.
var kinGender = map[string]string{"husband": "he", "son": "he", "father": "he", "brother": "he", "grandfather": "he", "uncle": "he", "boyfriend": "he",
	"wife": "she", "daughter": "she", "mother": "she", "sister": "she", "grandmother": "she", "aunt": "she", "girlfriend": "she",
	"widow": "she", "widower": "he"}

// kinNoun reports whether w names a relative: one of kinGender, or a
// relative of either sex ("the man's cousin").
func kinNoun(w string) bool { return kinGender[w] != "" || neutralKin[w] }

var neutralKin = set("cousin sibling spouse child stepchild relative")

// nextWord is the lower-case word at i, or "".
func nextWord(toks []token, i int) string {
	if i >= len(toks) || toks[i].kind != tWord {
		return ""
	}
	return toks[i].lower
}
