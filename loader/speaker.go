package loader

// Speakers: the noun phrase that says, before or after its cue, with its
// appositives, asides, relative clauses and recipients.

import (
	"slices"
	"strings"
)

// sourceAdjectives describe unnamed sources by what they know: "familiar
// with", "close to", "briefed on".
var sourceAdjectives = set("familiar close involved briefed knowledgeable aware")

// describingTail reports whether a relative clause about a person opens right
// after the phrase sp and runs to the sentence's end without a comma:
// "said one of two witnesses who relayed the same story"; so does a
// participle's phrase, "wrote a man calling himself Paul".
func describingTail(toks []token, sp rng) bool {
	if sp.b >= len(toks) || toks[sp.b].lower != "who" && !(strings.HasSuffix(toks[sp.b].lower, "ing") && !toks[sp.b].cap() && len(toks[sp.b].lower) > 4) {
		return false
	}
	for k := sp.b; k < len(toks); k++ {
		if t := toks[k]; t.kind == tQuote {
			return false
		} else if t.text == "," {
			// "said a protester who gave his name only as Kevin, showing
			// bruises on his arms.": a participle's phrase to the end
			return k+1 < len(toks) && !toks[k+1].cap() && strings.HasSuffix(toks[k+1].lower, "ing") && describingTail(toks, rng{sp.a, k + 1})
		}
	}
	return true
}

// genericYou reports whether a belief's speaker is the generic "you" of
// the article's own voice: "if you want to understand", "you know". in is
// a quoted "you" is the quoted speaker's.
func genericYou(toks []token, r *raw) bool {
	return r.speaker.b-r.speaker.a == 1 && toks[r.speaker.a].lower == "you" && !toks[r.speaker.a].quoted
}

// noVerb reports whether a phrase holds no auxiliary or modal verb.
func noVerb(toks []token) bool {
	for _, t := range toks {
		if preCueSkip[t.lower] && !t.cap() || strings.HasSuffix(t.lower, "n't") || strings.HasSuffix(t.lower, "n’t") {
			return false // "will", "has"; "aren't", "can't"
		}
	}
	return true
}

// toldThings are what is told rather than whom: "told a tale", "tells the
// story of", "told lies".
var toldThings = set("tale tales story stories lie lies joke jokes truth anecdote anecdotes version")

// seenDocument reports whether the phrase seg opens a sentence with a
// determiner and ends in "seen/obtained/reviewed by X" ("A redacted copy of
// the 2013 FDIC inspector general's memo seen by Reuters said"): a document
// described at length, whose speaker seenBy splits off.
func seenDocument(toks []token, seg rng) bool {
	if seg.b-seg.a > 20 || !determiners[toks[seg.a].lower] || !noVerb(toks[seg.a:seg.b]) {
		return false
	}
	for k := seg.a + 2; k+1 < seg.b; k++ {
		if documentParticiples[toks[k].lower] && toks[k+1].lower == "by" {
			return true
		}
	}
	return false
}

// recipientThat returns the "that" within six words after i that ends a
// recipient's phrase ("told investors after the meeting that ..."), or
// within twelve after a run of names and titles ("told WNYC's Brian Lehrer
// Show host Brian Lehrer that ..."), or -1:
// none before a cue word or an auxiliary, and not one an auxiliary follows
// ("told reporters after the meeting that was held ...": a relative
// clause; "told us that was wrong": a demonstrative).
func recipientThat(toks []token, i int) int {
	how := false // "told employees in a memo earlier this year that": how and when, then what
	for j := i + 1; j < len(toks) && (j <= i+6 || j <= i+12 && namePart(toks[j-1]) || j <= i+10 && how) && toks[j].kind == tWord; j++ {
		how = how || media[toks[j].lower] != "" && !toks[j].cap() || timeWords[toks[j].lower]
		if toks[j].lower == "that" {
			if j+1 < len(toks) && auxiliaries[toks[j+1].lower] {
				return -1
			}
			return j
		}
		if cueForms[toks[j].lower] != "" && !(toks[j].cap() && toks[j-1].cap()) || preCueSkip[toks[j].lower] && toks[j-1].lower != "who" {
			return -1 // (a capital after a capital is a name's word: "Brian Lehrer Show"; "told anyone who would listen that": the relative's verb)
		}
	}
	return -1
}

// whoThenQuote returns where a quotation opens after a relative clause
// that opens at i and describes whom it was told to ("who gathered in
// Indianapolis, “...”"), or -1.
func whoThenQuote(toks []token, i int) int {
	if i >= len(toks) || toks[i].lower != "who" {
		return -1
	}
	for k := i + 1; k+1 < len(toks) && k <= i+16 && (toks[k].kind == tWord || toks[k].text == ","); k++ {
		if toks[k].text == "," && toks[k+1].kind == tQuote && toks[k+1].open {
			return k + 1
		}
	}
	return -1
}

// namePart reports whether t may stand inside a long recipient's name: a
// capital ("Brian", "WNYC's") or a role noun ("host").
func namePart(t token) bool { return t.kind == tWord && (t.cap() || roleNouns[t.lower]) }

// afterRecipient returns the index after the cue and, for "tell", its recipient.
func afterRecipient(toks []token, c cueHit) int {
	i := c.r.b
	if warnLemmas[c.lemma] && !(i < len(toks) && toks[i].lower == "that") { // (not "cautioned that many drugs that work ...": no one warned, a "that" later is a relative's)
		for j := i + 1; j < len(toks) && j <= i+6 && toks[j].kind == tWord; j++ {
			if n := j + 1; toks[j].lower == "that" && n < len(toks) && toks[n].kind == tWord && !prepositions[toks[n].lower] && toks[n].lower != "as" &&
				!auxiliaries[toks[n].lower] && !modals[toks[n].lower] && !objectPronouns[toks[n].lower] { // (not "agreed early Sunday on a deal that would": a relative)
				return j // "warned lawmakers on Tuesday that ...": whom, then what (not "cautioned against viewing that as ...")
			}
			if cueForms[toks[j].lower] != "" || preCueSkip[toks[j].lower] || toks[j].quoted {
				break
			}
		}
	}
	if !recipientLemmas[c.lemma] && !(c.lemma == "ask" && c.r.b < len(toks) && objectPronouns[toks[c.r.b].lower]) {
		if i < len(toks) && toks[i].lower == "to" && (c.lemma == "respond" || c.lemma == "reply") {
			return i + 1 // "did not respond to a request for comment": what, not whom
		}
		if i < len(toks) && toks[i].lower == "to" && c.lemma != "according to" && !(toks[i].cap() && titleCase(toks)) {
			// "said to reporters" (not a headline's "Vows To Cut Taxes")
			np := nounPhraseAfter(toks, i+1)
			if !np.empty() {
				if j := recipientThat(toks, np.b-1); j >= 0 {
					return j // "said to a gathering of black leaders that ...": the recipient's phrase goes on to "that"
				}
				if np.b < len(toks) && (toks[np.b].lower == "who" || toks[np.b].lower == "which") {
					return i // "apologized to a woman who spent 20 hours ...": the clause describes whom, no words of its own
				}
				return np.b
			}
		}
		return i
	}
	if end := quotedTitle(toks, i); end > i {
		return end // "told “Fox and Friends,”": a programme, not what was said
	}
	if i < len(toks) && (toldThings[toks[i].lower] || determiners[toks[i].lower] || possessiveDeterminers[toks[i].lower]) {
		for j := i; j < len(toks) && j <= i+2 && toks[j].kind == tWord && !toks[j].cap() && (j == i || !determiners[toks[j].lower]); j++ {
			if toldThings[toks[j].lower] {
				return i // "Exit polls told a tale of two parties": what was told, no recipient (not "told reporters the story was false")
			}
		}
	}
	if j := recipientThat(toks, i); j >= 0 {
		return j // "told investors that ...": whoever stands before "that" was told
	}
	np := nounPhraseAfter(toks, i)
	if np.empty() {
		for j := i; j < len(toks) && j < i+3 && toks[j].kind == tWord && !toks[j].cap(); j++ {
			if audienceNouns[toks[j].lower] {
				if q := whoThenQuote(toks, j+1); q > 0 {
					return q // "told supporters who gathered in Indianapolis, “no one ...”": whom, then the quotation
				}
				return j + 1 // "told state television the border would reopen"
			}
		}
		if i+1 < len(toks) && toks[i].kind == tWord && !toks[i].cap() && toks[i+1].kind == tWord && (subjectPronoun(toks[i+1].lower) || toks[i+1].lower == "it" ||
			(toks[i+1].lower == "the" || toks[i+1].lower == "a") && (strings.HasSuffix(toks[i].lower, "s") || irregularPlurals[toks[i].lower]) && cueForms[toks[i].lower] == "") {
			return i + 1 // "told police they heard gunshots", "told allies the report was accurate": a bare plural before the clause's subject
		}
		return i
	}
	for k := np.a + 1; k < np.b; k++ {
		if subjectPronoun(toks[k].lower) || toks[k].lower == "it" {
			return k // "told Reuters they heard ...": the clause's subject is no part of whom
		}
	}
	if end := quotedTitle(toks, np.b); end > np.b && possessive(toks[np.b-1].lower) {
		return end // "told CNN's “State of the Union”": the outlet's programme
	}
	if np.b+1 < len(toks) && toks[np.b].text == "," && (toks[np.b+1].lower == "which" || toks[np.b+1].lower == "who") {
		for k := np.b + 2; k+1 < len(toks) && k <= np.b+16; k++ {
			if toks[k].text == "," && toks[k+1].lower == "that" {
				return k + 1 // "told the Post, which first reported the trades, that ...": the recipient's relative clause
			}
			if toks[k].kind != tWord {
				break
			}
		}
	}
	if q := whoThenQuote(toks, np.b); q > 0 {
		return q // "told the crowd who gathered in Indianapolis, “no one ...”": whom, then the quotation
	}
	if np.b+1 < len(toks) && (toks[np.b].lower == "in" || toks[np.b].lower == "at") {
		for k, pp := np.b+2, nounPhraseAfter(toks, np.b+1); !pp.empty() && k <= pp.b && k < len(toks); k++ {
			if subjectPronoun(toks[k].lower) || toks[k].lower == "it" {
				return k // "told reporters in Vienna he was ...": where it was told
			}
		}
	}
	return np.b
}

// audienceNouns end a lowercase phrase of whom something was told: "state
// television", "local media", "foreign journalists".
var audienceNouns = set("television tv radio media broadcaster newspaper newspapers journalists lawmakers legislators parliament investors supporters council jurors congress")

// quotedTitle returns the index after a short quoted title that opens at i
// ("“Fox and Friends,”", "“Meet the Press”"), or i: up to six words, the
// first capitalized, the others capitalized or small words.
func quotedTitle(toks []token, i int) int {
	if i >= len(toks) || toks[i].kind != tQuote || !toks[i].open || !toks[i].paired {
		return i
	}
	words := 0
	for j := i + 1; j < len(toks) && j <= i+8; j++ {
		t := toks[j]
		switch {
		case t.kind == tQuote && !t.open:
			if words == 0 {
				return i
			}
			return j + 1
		case t.kind == tWord && (t.cap() || words > 0 && titleSmallWords[t.lower]):
			words++
			if words > 6 {
				return i
			}
		case (t.text == "," || t.text == "." || t.text == "!" || t.text == "?") && words > 0 && j+1 < len(toks) && toks[j+1].kind == tQuote && !toks[j+1].open:
			// the stop before the closing mark: on the podcast “Here’s the Thing.”
		default:
			return i
		}
	}
	return i
}

var titleSmallWords = set("and the of a an in on for with &")

// appositivesAfter returns ", a spokesman for X," style phrases after a speaker.
func appositivesAfter(toks []token, i int) []rng {
	var out []rng
	for i < len(toks) && toks[i].text == "," {
		if i+2 < len(toks) && isNumber(toks[i+1].text) && toks[i+2].text == "," && len(toks[i+1].text) <= 3 {
			i += 2 // "said Maria Lopez, 34, a nurse in Phoenix": the age, then the description
			continue
		}
		np := nounPhraseAfter(toks, i+1)
		if np.empty() || !appositiveLike(toks, np) {
			break
		}
		// a long description runs on to its comma: "an expert on Russia at
		// the Woodrow Wilson Center in Washington, would read ..."
		j := np.b
		for j < len(toks) && j-np.a < 16 && toks[j].kind == tWord && !verbLike(toks[j]) && toks[j].lower != "who" && toks[j].lower != "which" {
			j++
		}
		if j > np.b && (j == len(toks) || toks[j].text == "," || toks[j].text == "." && j == len(toks)-1 ||
			(toks[j].lower == "who" || toks[j].lower == "which") && !roleNouns[toks[np.b-1].lower] && agentNounAt(toks[np.a:np.b], np.b-1-np.a)) {
			np.b = j // (or to the sentence's end: "..., said X, director of policy at the Y Center."; or to a relative: "a neurologist at X who led the trial")
		}
		out = append(out, np)
		i = np.b
	}
	return out
}

// ledBy are participles that, with "by" and a name, describe a group by
// whom it follows: "led by", "headed by".
var ledBy = set("led headed chaired")

// appositiveLike reports whether r, between commas after a subject, reads
// as a phrase that describes it: an article, a relative pronoun, a role
// with its owner, where someone is from, whom a group follows.
func appositiveLike(toks []token, r rng) bool {
	if r.empty() {
		return false
	}
	w := toks[r.a].lower
	switch w {
	case "a", "an", "the", "or", "who", "which", "whose", "one", "also", "now", "then", "another":
		return true
	}
	if possessiveDeterminers[w] && r.b-r.a >= 2 && (roleNouns[toks[r.b-1].lower] || titles[toks[r.b-1].lower]) {
		return true // "Htay Oo, its acting chairman, told"
	}
	if ledBy[w] && r.b-r.a >= 3 && r.b-r.a <= 6 && toks[r.a+1].lower == "by" && toks[r.a+2].cap() {
		return true // "Analysts at Lund Capital, led by Ola Dahl, wrote": who leads them
	}
	if r.b-r.a >= 2 && r.b-r.a <= 8 && (roleNouns[toks[r.b-1].lower] || titles[toks[r.b-1].lower]) {
		for _, t := range toks[r.a : r.b-1] {
			if possessive(t.lower) && t.cap() {
				return true // "Rashad Robinson, Color of Change's executive director, said"
			}
		}
	}
	if w == "of" && r.b-r.a >= 2 && r.b-r.a <= 4 && allCapitalized(toks[r.a+1:r.b]) {
		return true // "Brianne Stone, 29, of Huntsville, Ala., says": where she is from
	}
	if reflexives[w] && r.b-r.a >= 3 && (toks[r.a+1].lower == "a" || toks[r.a+1].lower == "an" || toks[r.a+1].lower == "the") {
		return true // "Malala Yousafzai, herself a survivor of an attack, said"
	}
	if memberNouns[w] && r.b-r.a >= 3 && r.b-r.a <= 5 && toks[r.a+1].lower == "of" && allCapitalized(toks[r.a+2:r.b]) {
		return true // "Lisa Murkowski, Republican of Alaska, said": party and state
	}
	if r.b-r.a >= 2 && possessive(w) && (roleNouns[toks[r.b-1].lower] || titles[toks[r.b-1].lower]) {
		return true // "Gore’s communications director"
	}
	return roleNouns[w] || titles[w] || !toks[r.a].cap() && modifiedRole(toks, r.a) && !determiners[w] && !prepositions[w] // "legal director for X"
}

// asideBefore reads back from the comma at k over an aside between commas
// that is no appositive: a discourse adverb ("Murphy, though, said"), a
// phrase of when or how ("Clinton, after the scandal broke, said"), a party
// and state ("Chaffetz, R-Utah, said") or an example list ("the biggest
// hawks, like Rubio and Bush, say"). It returns the index of the comma that
// opens the aside, or -1.
func asideBefore(toks []token, k int) int {
	a := k - 1
	for a >= 0 && a > k-16 && toks[a].text != "," && (toks[a].kind == tWord || toks[a].text == "." || toks[a].text == "-") {
		a--
	}
	if a >= 1 && toks[a].text == "," && a+2 < k && asidePrepositions[toks[a+1].lower] && !toks[a+1].cap() && toks[a+2].lower != "which" && toks[a+2].lower != "whom" {
		return a // "Clinton, after the scandal broke in March, said"
	}
	if a < 1 || toks[a].text != "," || a+1 >= k {
		return -1
	}
	first := toks[a+1].lower
	if a+2 == k && asideAdverbs[first] {
		return a
	}
	if a+3 == k && asidePhrases[first+" "+toks[a+2].lower] {
		return a // "Ayotte’s campaign, for example, said"
	}
	if a+2 == k && partyState(toks[a+1].text) {
		return a // "Rep. Jason Chaffetz, R-Utah, said"
	}
	if (first == "like" || first == "including") && a+2 < k && (toks[a+2].cap() || possessiveDeterminers[toks[a+2].lower] || determiners[toks[a+2].lower]) && a+8 > k {
		return a
	}
	if len(first) > 5 && strings.HasSuffix(first, "ing") && !toks[a+1].cap() && a+1 < k {
		return a // "Fiorina, speaking to Iowans, said": a participle's phrase
	}
	if p := toks[a-1]; a+2 == k && len(first) > 4 && strings.HasSuffix(first, "ed") && cueForms[first] == "" && !toks[a+1].cap() &&
		p.kind == tWord && (p.cap() || !strings.HasSuffix(p.lower, "ed") && !strings.HasSuffix(p.lower, "en") && !irregularPast[p.lower]) {
		return a // "Clinton, exasperated, famously responded": a one-word aside (not a list, "beaten, chained, attacked")
	}
	if (first == "quoted" || first == "cited") && a+3 < k && toks[a+2].lower == "by" {
		return a // "The minister, quoted by Reuters, said": through whom (seenBy reads the hop)
	}
	if (first == "known" || first == "formerly" || first == "also") && a+3 < k && (toks[a+2].lower == "as" || toks[a+2].lower == "known" && toks[a+3].lower == "as") {
		return a // "The group, known as Lund Watch, said": another name for it
	}
	if (first == "first" || first == "previously" || first == "originally") && a+4 < k && (toks[a+2].lower == "reported" || obtainedWords[toks[a+2].lower]) && toks[a+3].lower == "by" {
		return a // "The documents, first reported by the Globe and Mail, show": who had them first (seenBy reads the hop)
	}
	if (len(first) > 4 && strings.HasSuffix(first, "ed") && (cueForms[first] == "" || authorParticiples[first]) || first == "clad") && !toks[a+1].cap() && a+2 < k &&
		(prepositions[toks[a+2].lower] || asidePrepositions[toks[a+2].lower] || timeWords[toks[a+2].lower] || toks[a+2].lower == "through" || toks[a+2].lower == "via" || toks[a+2].lower == "online" || adverb(toks[a+2].lower)) {
		return a // "Mary Susan, clad in a red cape, said", "X, flanked by aides, said", "The statement, issued after talks, said", "released through police", "The survey, conducted online last week, found"
	}
	return -1
}

// frontedPlaces open a phrase that says where, before the subject and its
// comma: "Outside court, the mother ... said".
var frontedPlaces = set("outside inside at in near after before during")

// asidePrepositions open a phrase between commas that says when or how:
// "Clinton, after the scandal broke, said", "X, in a statement, said",
// "The report, by the Lund Institute, found".
var asidePrepositions = set("after before during despite since when while in on at by")

// partyState reports whether s is a party and state: "R-Utah", "D-N.Y.".
func partyState(s string) bool {
	return len(s) > 2 && (s[0] == 'R' || s[0] == 'D' || s[0] == 'I') && s[1] == '-' && s[2] >= 'A' && s[2] <= 'Z'
}

// asidePhrases are two-word adverbials between commas: "X, for example, said".
var asidePhrases = phrases("for example", "for instance", "in fact", "of course", "in turn", "at least", "in particular", "by contrast", "in response", "in addition")

var asideAdverbs = set("though however meanwhile too also instead then now moreover nonetheless nevertheless still separately likewise similarly")

// pollParticiples end a speaker phrase about a poll's respondents: "56
// percent of Cuban-Americans polled".
var pollParticiples = set("polled surveyed questioned interviewed asked sampled")

// introBefore reports whether the comma at c closes an introductory phrase
// or clause that opens the sentence: "In October,", "While Brookover did not
// spell it out,". A comma inside a quotation does not count.
func introBefore(toks []token, c int) bool {
	k := contentStart(toks)
	for k < c && k+1 < len(toks) && toks[k].kind == tWord && isConnective(toks[k].lower) && toks[k+1].kind == tWord {
		k++ // "But in a conference call with reporters, X said"
	}
	if c <= k || c >= len(toks) || toks[c].text != "," || toks[k].kind != tWord {
		return false
	}
	w := toks[k].lower
	if !(prepositions[w] || subordinators[w] || w == "during" || w == "after" || w == "last" || w == "earlier" || w == "later" ||
		strings.HasSuffix(w, "ing") && len(w) > 5 && c-k <= 6 || w == "asked") { // "Speaking outside court,"
		return false
	}
	for j := k; j < c; j++ {
		if toks[j].text == "," || toks[j].kind == tQuote {
			return false // the first comma of the sentence only
		}
	}
	return true
}

// placeTail reports whether seg is the state or country of a place named just
// before it: "from Houston, Texas", "in Lyon, France".
func placeTail(toks []token, seg rng) bool {
	if seg.empty() || seg.b-seg.a > 2 || !allCapitalized(toks[seg.a:seg.b]) || seg.a < 3 || toks[seg.a-1].text != "," {
		return false
	}
	for k := seg.a - 2; k >= 0 && k >= seg.a-4 && toks[k].kind == tWord; k-- {
		if !toks[k].cap() {
			return (placePrepositions[toks[k].lower] || toks[k].lower == "of") && k < seg.a-2
		}
	}
	return false
}

// subjectBefore finds the speaker phrase that ends right before the cue at c,
// looking through auxiliaries and adverbs and through appositives
// ("X, a spokesman for Y, said"; "X, or ACR, said"; "X, which ..., said").
func subjectBefore(toks []token, c int) (rng, []rng, bool) {
	j, ok := subjectEnd(toks, c)
	if !ok {
		return rng{}, nil, false
	}
	if j > 1 && toks[j-1].text == "," && asideQuotation(toks, j, c) {
		// "Mr. Scott, who has called the comments “racially toxic,” said":
		// the clause's comma stands inside the quotation; read it as if
		// after the mark (the indexes stay those of toks)
		swapped := slices.Clone(toks)
		swapped[j-1], swapped[j] = swapped[j], swapped[j-1]
		return subjectBefore(swapped, c)
	}
	var appos []rng
	if toks[j].text == "," {
		var sp rng
		var spAppos []rng
		var spOK, done bool
		if j, appos, sp, spAppos, spOK, done = appositivesBefore(toks, j); done {
			return sp, spAppos, spOK
		}
	}
	seg := collectBack(toks, j+1)
	if w := relativeBefore(toks, j+1); w > 1 && (seg.empty() || seg.a > w || unnamedHeads[toks[w-1].lower] && !toks[w-1].cap()) && len(appos) == 0 && !strings.HasSuffix(toks[c].lower, "ing") {
		j = w // "a resident who asked not to be named told": the relative clause's antecedent speaks
	}
	if j > 1 && toks[j].lower == "who" && toks[j-1].kind == tWord && len(appos) == 0 && !toks[j].quoted {
		// "not paying an architect who said he was stiffed": the noun phrase
		// before a restrictive "who" speaks
		k := j - 1
		for k > 0 && j-k < 5 && !determiners[toks[k].lower] && toks[k-1].kind == tWord && !verbLike(toks[k-1]) && !prepositions[toks[k-1].lower] && !subjectStop[toks[k-1].lower] {
			k--
		}
		if k >= 0 && determiners[toks[k].lower] && !possessiveDeterminers[toks[k].lower] && (k == contentStart(toks) || k > 0 && (toks[k-1].kind == tWord && !prepositions[toks[k-1].lower] || toks[k-1].kind == tQuote && !toks[k-1].open)) &&
			!slices.ContainsFunc(toks[:k], func(q token) bool { return q.kind == tQuote && q.open && !q.paired }) { // (not inside a quotation left open)
			seg = rng{k, j + 1}
		}
	}
	if j > 0 && toks[j].lower == "which" && (toks[j-1].text == "," || spacedDash(toks, j-1)) && len(appos) == 0 {
		seg = rng{j, j + 1} // "Acme, which said it would ..., ": the relative speaks for Acme (collectBack stops at "in which he said")
	}
	if seg.b-seg.a > 1 && len(appos) == 0 && (toks[seg.b-1].lower == "who" || toks[seg.b-1].lower == "that") {
		seg.b-- // "Voters who have endorsed her": the relative's antecedent speaks
	}
	if len(appos) > 0 && seg.b-seg.a >= 2 && seg.a == contentStart(toks) && strings.HasSuffix(toks[seg.a].lower, "ing") && prepositions[toks[seg.a+1].lower] {
		// "Speaking to BBC News, a former colleague, who ..., said": the
		// participle's phrase says how; the subject follows it
		seg, appos = appos[0], appos[1:]
	}
	if len(appos) > 0 && !seg.empty() && onlyTime(toks[seg.a:seg.b]) && headOK(toks, appos[0]) {
		// "On Saturday, Senator X of Vermont, a rival, assailed": the phrase
		// before the first comma says when; the one after it is the subject
		seg, appos = appos[0], appos[1:]
	}
	if len(appos) > 0 && !seg.empty() && seg.a == contentStart(toks) && seg.b-seg.a <= 4 && frontedPlaces[toks[seg.a].lower] && determiners[toks[appos[0].a].lower] && headOK(toks, appos[0]) {
		// "Outside court, the mother of one of the children, who ...,
		// said": where, then who
		seg, appos = appos[0], appos[1:]
	}
	if len(appos) > 0 && allCapitalized(toks[appos[0].a:appos[0].b]) && introBefore(toks, appos[0].a-1) {
		// "In October, Mr. Paulson, who ..., told": the phrase before the
		// first comma says when; the name after it is the subject
		seg, appos = appos[0], appos[1:]
	}
	if len(appos) == 0 {
		seg = listBefore(toks, seg)
	}
	if !seg.empty() {
		seg.a = placeBasedStart(toks, seg.a)
	}
	if !seg.empty() && (timeWords[toks[seg.a].lower] || prepositions[toks[seg.a].lower]) {
		// "Saturday at the party convention Sen. Ada Moss said": the time
		// and place run up to the title; the titled name is the subject
		for k := seg.a + 1; k+1 < seg.b; k++ {
			if titles[toks[k].lower] && toks[k-1].kind == tWord && !toks[k-1].cap() && allCapitalized(toks[k:seg.b]) {
				seg.a = k
				break
			}
			if (toks[k].lower == "the" || toks[k].lower == "a") && k > seg.a+1 && timeWords[toks[k-1].lower] && toks[k-1].cap() {
				seg.a = k // "In a statement Tuesday the company said": the subject after the day
				break
			}
		}
	}
	if !seg.empty() && (timeNouns[toks[seg.a].lower] || timeWords[toks[seg.a].lower]) {
		for k := min(seg.a+3, seg.b-2); k > seg.a; k-- {
			if (determiners[toks[k].lower] && !possessiveDeterminers[toks[k].lower] || toks[k].cap() && !timeWords[toks[k].lower]) && onlyTime(toks[seg.a:k]) &&
				slices.ContainsFunc(toks[seg.a:k], func(t token) bool {
					return timeNouns[t.lower] || timeWords[t.lower] && t.lower != "this" && t.lower != "last" && t.lower != "next"
				}) { // (not "this Trump look-alike")
				seg.a = k // "Earlier this month the senator said": when, then who
				break
			}
		}
	}
	if seg.empty() || seg.b-seg.a > 12 && len(splitConj(toks[seg.a:seg.b])) < 2 && !seenDocument(toks, seg) {
		return rng{}, nil, false // long phrases only when they list people, or name a document an outlet saw
	}
	// a phrase that stopped on a preposition or a verb is an object, not a subject
	if seg.a > 0 {
		p := toks[seg.a-1]
		if p.kind == tWord && prepositions[p.lower] && !(p.lower == "with" && len(appos) == 0 && !(seg.a > 1 && sourceAdjectives[toks[seg.a-2].lower])) {
			if second := secondConjunct(toks, seg); !second.empty() && len(appos) == 0 {
				return second, nil, true // "He was copied on the questions and Gates said": a clause of its own after "and"
			}
			if n := seg.b - seg.a; n >= 2 && len(appos) == 0 && subjectPronoun(toks[seg.b-1].lower) && toks[seg.b-1].lower != "i" && toks[seg.b-2].kind == tWord && !conjunctions[toks[seg.b-2].lower] {
				return rng{seg.b - 1, seg.b}, nil, true // "so fired up about the deal he said": the pronoun opens a clause of its own
			}
			return rng{}, nil, false
		}
	}
	if len(appos) > 0 && !boundaryBefore(toks, seg.a) {
		return rng{}, nil, false
	}
	if !headOK(toks, seg) {
		return rng{}, nil, false
	}
	return seg, appos, true
}

// placeBasedStart is where a phrase that opens at a with "Ont.-based"
// starts when its city stands before the comma: "The Mississauga,
// Ont.-based company" is one phrase, whose city collectBack left behind.
func placeBasedStart(toks []token, a int) int {
	if a < 3 || toks[a-1].text != "," || !basedWord(toks[a]) {
		return a
	}
	k := a - 2
	for k > 0 && a-k <= 3 && toks[k].cap() && toks[k].kind == tWord {
		k--
	}
	if k < a-2 && (toks[k].lower == "the" || toks[k].lower == "a") {
		return k
	}
	return a
}

// subjectEnd returns where the subject before the cue at c ends, past
// auxiliaries, adverbs, a floating quantifier, a time, a dashed aside or a
// party's parenthesis; not ok before a coordinated verb ("... and said").
func subjectEnd(toks []token, c int) (int, bool) {
	j := catenativeBefore(toks, c)
	for j >= 0 && toks[j].kind == tWord && !toks[j].cap() && (preCueSkip[toks[j].lower] || adverb(toks[j].lower) || toks[j].lower == "only" && j > 0 && !determiners[toks[j-1].lower] ||
		strings.HasSuffix(toks[j].lower, "n't") || strings.HasSuffix(toks[j].lower, "n’t") || longAfterPerfect(toks, j)) {
		j-- // auxiliaries, adverbs, "doesn't", "has long"
	}
	for j > 0 && floatingQuantifiers[toks[j].lower] && !toks[j].cap() && (toks[j-1].kind == tWord && !determiners[toks[j-1].lower] && !prepositions[toks[j-1].lower] || toks[j-1].text == ")") {
		j-- // "A and B all suggested", "Lawmakers have both said": the quantifier floats off its subject
		for j >= 0 && toks[j].kind == tWord && !toks[j].cap() && preCueSkip[toks[j].lower] {
			j--
		}
	}
	if a := timePhraseStart(toks, j, func(a int) bool {
		return a > contentStart(toks) && !timeWords[toks[a-1].lower] && (toks[a-1].text == "," || toks[a-1].kind == tWord && !prepositions[toks[a-1].lower])
	}); a > 0 {
		j = a - 1 // "Trump, whose views ..., last year proposed", "The State Department two weeks ago said": when, not who
	}
	if j < 0 || toks[j].lower == "and" || toks[j].lower == "but" || toks[j].lower == "or" {
		return -1, false // "... and said": a coordinated verb, not a subject
	}
	if j >= 3 && (toks[j-1].lower == "in" || toks[j-1].lower == "on") && (isNumber(toks[j].text) || timeWords[toks[j].lower]) && (toks[j-2].lower == "who" || toks[j-2].lower == "which") {
		j -= 2 // "McConnell, who in 2010 said": the time between the relative pronoun and its verb
	}
	if isDash(toks[j]) {
		// "The justice -- who has been in a scuffle with him -- said": the
		// dashes enclose a description of the subject before them
		k := j - 1
		for k >= 0 && isDash(toks[k]) {
			k--
		}
		for k >= 0 && !isDash(toks[k]) && j-k < 30 && toks[k].text != "." {
			k--
		}
		for k >= 0 && isDash(toks[k]) {
			k--
		}
		if k < 0 || k >= j-2 || toks[k].kind != tWord {
			return -1, false
		}
		j = k
	}
	if j >= 3 && j == c-1 && toks[j].text == "," && toks[j-1].text == ")" {
		j-- // "Sen. Jack Reed (D-R.I.), said": a stray comma after the party and state
	}
	if j >= 2 && timeWords[toks[j].lower] && !toks[j].quoted {
		// "Sen. Ada Moss (D-Vt.) on Saturday said": a time after the parenthesis
		if toks[j-1].text == ")" {
			j--
		} else if j >= 3 && (toks[j-1].lower == "on" || toks[j-1].lower == "last" || toks[j-1].lower == "this") && toks[j-2].text == ")" {
			j -= 2
		}
	}
	if toks[j].text == ")" {
		// "Harry M. Reid (D-Nev.) told": the parenthesis qualifies the name
		k := j - 1
		for k >= 0 && toks[k].text != "(" && toks[k].text != ")" && j-k < 20 {
			k--
		}
		if k >= 0 && j-k >= 8 && toks[k].text == "(" && !(k+1 < j && (toks[k+1].lower == "a" || toks[k+1].lower == "an")) {
			k = -1 // a long parenthesis qualifies a name only as a description: "(a Connecticut Democrat so boyish ...)"
		}
		if k <= 0 || toks[k].text != "(" || toks[k-1].kind != tWord && !(toks[k-1].text == "." && k >= 2 && nameSuffixes[toks[k-2].lower]) {
			return -1, false // (but "Acme Robotics Inc. (TSX: ACME) announced": a firm's ticker after its legal form)
		}
		j = k - 1
	}
	return j, true
}

// appositivesBefore reads the phrases between commas before the cue's
// subject ends at the comma j: "X, a spokesman for Y, said", "X, or ACR,
// said", "X, which ..., said". It returns where the subject's name ends and
// the appositives, or done with the subject itself (a name after its
// description: "The director of the centre, Ina Kirsch, told").
func appositivesBefore(toks []token, j int) (_ int, appos []rng, sp rng, spAppos []rng, ok, done bool) {
	name := collectBack(toks, j) // the phrase before the comma: a name, an acronym or the last appositive
	if name.b-name.a == 1 && isAcronym(toks[name.a].text) && name.a > 2 && toks[name.a-1].text == "," &&
		orgNouns[toks[name.a-2].lower] && !toks[name.a-2].cap() {
		// "Officials at the U.N. refugee agency, UNHCR, said": the
		// acronym renames the body before it; the phrase before is the
		// subject (not "The director of the agency, Ina Kirsch, told")
		if before := collectBack(toks, name.a-1); !before.empty() && headOK(toks, before) {
			return j, appos, before, []rng{name}, true, true
		}
	}
	aged := name // the name, with the person's age before it: "The driver, 45-year-old Ola Dahl, said"
	if name.b-name.a >= 3 && ageWord(toks[name.a].lower) && toks[name.a+1].cap() {
		name.a++
	}
	if !name.empty() && (linkedName(toks[name.a:name.b]) && name.b-name.a <= 5 || titledName(toks[name.a:name.b])) &&
		(!placeTail(toks, name) || possessiveRole(toks, name)) && !(name.b-name.a == 1 && partyState(toks[name.a].text)) && describedName(toks, aged) {
		// "The director of the centre, Ina Kirsch, told": the name is
		// the speaker, the phrase before it describes her
		return j, appos, name, nil, true, true
	}
	if name, whole := nameOfPlace(toks, j); !name.empty() && describedName(toks, whole) {
		// "One pastor, Darran Whiting of Liberty Baptist Church in
		// Marion, said": the name before "of"
		return j, appos, name, nil, true, true
	}
	k := j         // the comma that closes the last appositive
	aside := false // an aside passed over: ", though,", ", like X and Y,"
	for {
		seg := collectBack(toks, k)
		if a := asideBefore(toks, k); a >= 0 {
			aside = true
			k = a
			continue
		}
		nameTail := !seg.empty() && seg.b-seg.a <= 4 && allCapitalized(toks[seg.a:seg.b]) && seg.a > 2 && toks[seg.a-1].text == "," &&
			appositiveLike(toks, collectBackLoose(toks, seg.a-1)) && !describedName(toks, seg)
		if placeTail(toks, seg) || nameTail {
			// "a delegate from Houston, Texas, said": the state belongs
			// to the appositive before it; "the editor of the newspaper,
			// L'Osservatore Romano, said": so does the paper's name
			place := seg
			seg = collectBackLoose(toks, seg.a-1)
			if seg.empty() || !appositiveLike(toks, seg) || seg.a == 0 || toks[seg.a-1].text != "," {
				break
			}
			seg.b = place.b
			appos = append([]rng{seg}, appos...)
			k = seg.a - 1
			continue
		}
		if aside && len(appos) == 0 && seg.b-seg.a == 1 && toks[seg.a].lower == "who" && seg.a > 0 && toks[seg.a-1].text == "," {
			return j, appos, seg, nil, true, true // "Bret Stephens, who, after trading insults, said": the relative speaks, as with no aside
		}
		if rel := collectBackLoose(toks, k); !rel.empty() && (relativeClause(toks, rel) || appositiveLike(toks, rel) && (!appositiveLike(toks, seg) || seg.a == 0 || toks[seg.a-1].text != ",")) {
			seg = rel // "X, which wants to ... in favor of ..., said"; "X, the agency that oversees Y, said"
		}
		if seg.b-seg.a == 1 && isNumber(toks[seg.a].text) || !seg.empty() && shareAt(toks[:seg.b], seg.a) == seg.b-seg.a {
			// "Mr. Regalado, 69, said": an age; "A third of independents, 33%, say": a share
		} else if seg.empty() || seg.a == 0 || toks[seg.a-1].text != "," || !(appositiveLike(toks, seg) || relativeClause(toks, seg)) {
			break
		}
		appos = append([]rng{seg}, appos...)
		k = seg.a - 1
	}
	if len(appos) == 0 && !aside {
		return j, appos, rng{}, nil, false, true
	}
	j = k - 1
	if j > 1 && toks[j].text == ")" {
		// "Rep. Jim Jordan (R-Ohio), an oversight panel member, said": the
		// party and state between the name and its appositive
		q := j - 1
		for q > 0 && toks[q].text != "(" && j-q < 8 {
			q--
		}
		if q > 0 && toks[q].text == "(" && toks[q-1].kind == tWord {
			j = q - 1
		}
	}
	return j, appos, rng{}, nil, false, false
}

// relativeBefore returns where a short restrictive "who" clause that runs
// up to end starts ("a resident who asked not to be named | told"), or -1:
// up to eight words, with no punctuation, quotation, "that" or "which"
// inside, and "who" its subject (not "who he thought would win").
func relativeBefore(toks []token, end int) int {
	for w := end - 2; w > 0 && end-w <= 9; w-- {
		t := toks[w]
		if t.kind != tWord || t.quoted || t.lower == "that" || t.lower == "which" || subjectPronoun(toks[end-1].lower) {
			return -1 // (not "the ones who founded the programs that are supporting"; not "residents who spoke to reporters said they | felt": the pronoun's own clause)
		}
		if t.lower == "who" {
			if n := toks[w+1]; pronouns[n.lower] != "" || determiners[n.lower] || n.cap() {
				return -1 // "asked the conservative who he thought would win": a question, or an object's relative
			}
			return w
		}
	}
	return -1
}

// floatingQuantifiers stand between a plural subject and its verb.
var floatingQuantifiers = set("all both each")

// listBefore widens "B and C", where it ends a list of names that opens
// the clause, to the whole list: "Jeff Merkley, Sherrod Brown and Robert
// Menendez", each name perhaps with its party and state in parentheses
// ("Sherrod Brown (D-Ohio)"). Only names of two or more capitalized words
// join, so "In Lund, A and B said" keeps its opening phrase out.
func listBefore(toks []token, seg rng) rng {
	if seg.empty() || isNumber(toks[seg.a].text) {
		return seg // (not "prefer Johnson and 1 percent support": a share opens its own clause)
	}
	a := seg.a
	if toks[a].lower == "and" && a+1 < seg.b {
		a++ // ", and C": collectBack stopped at the comma before "and"
	}
	if !toks[a].cap() {
		return seg
	}
	and := a > seg.a || slices.ContainsFunc(toks[a:seg.b], func(t token) bool { return t.lower == "and" })
	start := a
	for {
		k := start - 1
		switch {
		case k >= 1 && toks[k].lower == "and":
			and = true
			k--
			if toks[k].text == "," {
				k--
			}
		case k >= 1 && toks[k].text == ",":
			k--
		default:
			k = -2
		}
		if k < 0 {
			break
		}
		if toks[k].text == ")" {
			for k > 0 && toks[k].text != "(" && start-k < 10 {
				k--
			}
			if toks[k].text != "(" {
				break
			}
			k--
		}
		b := k
		for k >= 0 && toks[k].kind == tWord && toks[k].cap() && b-k < 5 && !prepositions[toks[k].lower] && !subordinators[toks[k].lower] && !isConnective(toks[k].lower) && !timeWords[toks[k].lower] {
			k--
		}
		if b-k < 2 || k >= 0 && toks[k].kind == tWord && !isConnective(toks[k].lower) {
			break
		}
		start = k + 1
	}
	if start == a || !and || start != contentStart(toks) && !(start > 0 && isConnective(toks[start-1].lower)) {
		return seg
	}
	return rng{start, seg.b}
}

// quotedSpeakerIn reports whether the preposition at i, "in" or "at", is in
// an indefinite speaker right after a quotation: "“Q?” a narrator in the
// ad asks", "“Q,” a man at the rally shouted".
func quotedSpeakerIn(toks []token, i int) bool {
	return (toks[i].lower == "in" || toks[i].lower == "at") && i > 2 && (toks[i-2].lower == "a" || toks[i-2].lower == "an") &&
		toks[i-1].kind == tWord && toks[i-3].kind == tQuote && !toks[i-3].open
}

// linkedName reports whether p is capitalized words, perhaps linked by
// "for", "and" or "the" inside: "Ina Kirsch", "Citizens for Ethics" (not
// "of": "X, Republican of Ohio, said" describes X).
func linkedName(p []token) bool {
	if n := len(p); n == 0 || !p[0].cap() || !p[n-1].cap() && !(n > 1 && isNumber(p[n-1].text) && p[n-2].cap()) {
		return false
	}
	for i, t := range p {
		if t.kind != tWord || !t.cap() && t.lower != "for" && t.lower != "and" && t.lower != "the" && !nameParticles[t.lower] && !(i > 0 && isNumber(t.text) && p[i-1].cap()) { // ("Antoine de la Durantaye", "CUPE Local 79")
			return false
		}
	}
	return true
}

// titledName reports whether p is a title with its "of" and a name of two
// or three words: "Secretary of State Lena Berg".
func titledName(p []token) bool {
	if len(p) < 5 || len(p) > 7 || !titles[p[0].lower] || p[1].lower != "of" {
		return false
	}
	return allCapitalized(p[2:])
}

// nameOfPlace reads "Name of/from/at Org (in Place)" between a comma and
// the comma at end: it returns the name and the whole phrase.
func nameOfPlace(toks []token, end int) (rng, rng) {
	a := end - 1
	for a >= 0 && end-a <= 12 && toks[a].kind == tWord && (toks[a].cap() || placeLinks[toks[a].lower]) {
		a--
	}
	a++
	if a >= end || a < 2 || toks[a-1].text != "," || !toks[a].cap() {
		return rng{}, rng{}
	}
	n := a
	for n < end && toks[n].cap() {
		n++
	}
	if n == a || n-a > 4 || n >= end || !placeLinks[toks[n].lower] || toks[n].lower == "in" || !toks[end-1].cap() {
		return rng{}, rng{}
	}
	if n-a == 1 && memberNouns[toks[a].lower] {
		return rng{}, rng{} // "Lisa Murkowski, Republican of Alaska, said": a party and a state describe the name before
	}
	return rng{a, n}, rng{a, end}
}

var placeLinks = set("of from at in")

// describedName reports whether a noun phrase runs from the sentence's start
// to the comma before name: "The director of the centre, Ina Kirsch, said",
// "One of the authors of that report, Ari Fleischer, said".
func describedName(toks []token, name rng) bool {
	if name.a < 2 || toks[name.a-1].text != "," {
		return false
	}
	d := collectBackLoose(toks, name.a-1)
	if !d.empty() && d.a == contentStart(toks) && d.b-d.a > 2 && subordinators[toks[d.a].lower] && determiners[toks[d.a+1].lower] {
		d.a++ // "When the FBI director, James Comey, said": the clause's subject after its subordinator
	}
	afterClause := false // "X won, and their goalie, Name, said": a new clause's subject after its conjunction
	if d.b-d.a > 2 && d.a > 1 && (toks[d.a].lower == "and" || toks[d.a].lower == "but") && toks[d.a-1].text == "," && (determiners[toks[d.a+1].lower] || possessiveDeterminers[toks[d.a+1].lower]) {
		d.a++
		afterClause = true
	}
	afterQuote := d.a > 0 && toks[d.a-1].kind == tQuote && !toks[d.a-1].open // "“Q,” his wife, Name, wrote"
	afterConnective := d.a == contentStart(toks)+2 && toks[d.a-1].text == "," &&
		(isConnective(toks[d.a-2].lower) || strings.HasSuffix(toks[d.a-2].lower, "ly") || toks[d.a-2].lower == "earlier" || toks[d.a-2].lower == "later") ||
		d.a > 1 && toks[d.a-1].text == "," && introBefore(toks, d.a-1) // "Meanwhile, the mayor, Name, said", "On Tuesday, ..."
	if !afterConnective && d.a > 1 && toks[d.a-1].text == "," {
		// "In her statement, read aloud in court by a lawyer, Lee's mother,
		// Name, said": the intro, its participle's aside, then the subject
		if pp := collectBackLoose(toks, d.a-1); !pp.empty() && pp.a > 1 && toks[pp.a-1].text == "," && !toks[pp.a].cap() &&
			(strings.HasSuffix(toks[pp.a].lower, "ed") || irregularPast[toks[pp.a].lower] || toks[pp.a].lower == "read" || toks[pp.a].lower == "written" || toks[pp.a].lower == "given") && introBefore(toks, pp.a-1) {
			afterConnective = true
		}
	}
	afterReport := !d.empty() && roleAfterReport(toks, d)
	afterSubordinator := d.a == contentStart(toks)+1 && subordinators[toks[d.a-1].lower]
	head := d // "A resident who gave only his first name, Tomas, told": the relative clause describes too
	for k := d.a + 2; k < d.b; k++ {
		if toks[k].lower == "who" && determiners[toks[d.a].lower] && toks[k-1].kind == tWord && !toks[k-1].cap() {
			head.b = k
			break
		}
	}
	if d.empty() || d.a != contentStart(toks) && !afterQuote && !afterConnective && !afterReport && !afterSubordinator && !afterClause || !noVerb(toks[head.a:head.b]) {
		return false
	}
	first := toks[d.a].lower
	if prepositions[first] || subordinators[first] || isConnective(first) {
		return false // "In Washington, Ina Kirsch, said" is no description
	}
	for _, t := range toks[head.a:head.b] {
		if cueForms[t.lower] != "" && !strings.HasSuffix(t.lower, "ing") {
			return false // a clause; "One pastor supporting Mr. Cruz" still describes
		}
	}
	if possessive(first) && d.b-d.a >= 2 && (roleNouns[toks[d.b-1].lower] || kinGender[toks[d.b-1].lower] != "") {
		return true // "Trump's attorney, Alan Garten, said", "Alden's wife, Claire, said"
	}
	if k, ok := possessorIn(toks, d); ok {
		// "Al Jazeera's correspondent in Gaza, Hani Mahmoud, reported",
		// "Mr. Trump's former campaign manager, Corey Lewandowski, said"
		r := k + 1
		postRole := func(r int) bool { return prepositions[toks[r+1].lower] || toks[r+1].lower == "responsible" } // "Quebec's minister responsible for housing"
		for r < d.b-1 && toks[r].kind == tWord && !toks[r].cap() && !(roleNouns[toks[r].lower] && postRole(r)) {
			r++ // (past "chief" in "the EU's chief negotiator")
		}
		return (roleNouns[toks[r].lower] || orgHeads[toks[r].lower] && r+1 == d.b) && (r+1 == d.b || postRole(r)) // ("The UN's humanitarian office, OCHA, said")
	}
	return determiners[first] || first == "one" || first == "another" || roleNouns[first] || titles[first]
}

// roleAfterReport reports whether d, before a name between commas, is a
// short description of a role after the report's comma: "Sanders will stay
// in the race, his top aide, Tad Devine, told X".
func roleAfterReport(toks []token, d rng) bool {
	e := d.b // where the role ends: its noun, or a field of two small words after "of" or "for" ("vice-president of development")
	if n := d.b - d.a; n >= 4 && (toks[d.b-2].lower == "of" || toks[d.b-2].lower == "for") && !toks[d.b-1].cap() {
		e = d.b - 2
	} else if n >= 5 && (toks[d.b-3].lower == "of" || toks[d.b-3].lower == "for") && !toks[d.b-1].cap() && !toks[d.b-2].cap() {
		e = d.b - 3
	}
	if d.a <= 2 || !(toks[d.a-1].text == "," || toks[d.a-1].kind == tQuote && !toks[d.a-1].open) || e-d.a > 5 || !roleNouns[toks[e-1].lower] {
		return false
	}
	_, named := possessorIn(toks, d) // "“Q,” Save the Children's country director, Helen Walsh, told X"
	return possessiveDeterminers[toks[d.a].lower] || toks[d.a].lower == "the" || toks[d.a].lower == "a" || toks[d.a].lower == "an" || named
}

// possessiveRole reports whether the description before name is "Org's
// ROLE in PLACE": "Al Jazeera's correspondent in Gaza, Hani Mahmoud,
// reported" (a name of two words after the place, which a state would be
// in "a delegate from Houston, Texas").
func possessiveRole(toks []token, name rng) bool {
	if name.b-name.a != 2 || name.a < 2 {
		return false
	}
	d := collectBackLoose(toks, name.a-1)
	k, ok := possessorIn(toks, d)
	return ok && roleNouns[toks[k+1].lower]
}

// possessorIn finds the possessive word that ends the capitalized name
// opening a description d ("Al Jazeera's" in "Al Jazeera's correspondent in
// Gaza"); a word follows it inside d.
func possessorIn(toks []token, d rng) (int, bool) {
	for k := d.a; k < d.b-1 && k < d.a+4 && (toks[k].cap() || k > d.a && nameLinks[toks[k].lower]); k++ { // ("Save the Children's")
		if possessive(toks[k].lower) {
			return k, true
		}
	}
	return 0, false
}

// modifiedSubject finds a plural subject whose modifiers the other rules
// stop at: "People briefed on the situation say", "proponents of more controls
// on hate speech here say", "Republican activists clamoring to block X say".
// The phrase runs from the clause's start (the sentence's, or after its last
// comma, or a dateline) to the cue, holds no verb of its own, and a plural or
// a speaker noun heads it within its first three words. Two other phrases
// end before the words up to the cue: a noun "accused of" or "suspected of"
// something ("A former minister accused of taking bribes told"), and a
// subject whose first verb a second one follows after "and" ("Clinton's
// lawyers looked through the e-mails and found").
func modifiedSubject(toks []token, cue int) (rng, bool) {
	j := cue
	for j > 0 && toks[j-1].kind == tWord && !toks[j-1].cap() && (preCueSkip[toks[j-1].lower] || adverb(toks[j-1].lower)) {
		j--
	}
	a := j
	for a > 0 && toks[a-1].kind == tWord {
		a--
	}
	if a > 0 && toks[a-1].text != "," && a != contentStart(toks) || j-a < 2 || j-a > 20 { // (after a dateline: "LONDON (Reuters) - Economists polled ... expect")
		return rng{}, false
	}
	for a < j && isConnective(toks[a].lower) {
		a++
	}
	first := toks[a].lower
	if prepositions[first] || subordinators[first] || pronouns[first] != "" || subjectStop[first] && !determiners[first] {
		return rng{}, false
	}
	for k := a + 1; k < j-2 && k <= a+6; k++ {
		if accusedOf(toks, k) {
			// "A former minister accused of taking bribes told ...": the
			// noun phrase before the participle speaks
			if h := toks[k-1]; h.kind == tWord && (roleNouns[h.lower] || unnamedHeads[h.lower] || kinGender[h.lower] != "" || h.cap() || strings.HasSuffix(h.lower, "s")) &&
				(determiners[first] || toks[a].cap()) && noVerb(toks[a:k]) {
				return rng{a, k}, true
			}
			break
		}
	}
	if j-a > 12 {
		return rng{}, false
	}
	for k, t := range toks[a:j] {
		noun := k > 0 && determiners[toks[a+k-1].lower]                                              // "with knowledge of the plans": a noun
		notParticiple := t.lower == "not" && a+k+1 < j && strings.HasSuffix(toks[a+k+1].lower, "ed") // "Experts not involved in the research"
		if preCueSkip[t.lower] && !t.cap() && !notParticiple || cueForms[t.lower] != "" && !noun && !pollParticiples[t.lower] || t.lower == "that" || t.lower == "who" || t.lower == "which" {
			return rng{}, false
		}
		if k > 0 && !t.cap() && subordinators[t.lower] && !(t.lower == "as" && (toks[a+k-1].lower == "such" || toks[a+k-1].lower == "well")) {
			return rng{}, false // "Feds announce $2.4B for AI as industry warns": a clause of its own before the cue
		}
	}
	if w := toks[j-1].lower; w == "and" || w == "but" {
		// a second verb: its subject is the phrase before the first
		// ("Clinton's lawyers looked through the e-mails and found"), not
		// the words up to it; none where no verb shows ("the actor held an
		// audition and asked")
		for k := a + 1; k < j-1 && k <= a+6; k++ {
			if verbLike(toks[k]) || strings.HasSuffix(toks[k].lower, "n't") || strings.HasSuffix(toks[k].lower, "n’t") {
				if sp := (rng{a, k}); headOK(toks, sp) {
					return sp, true // (its first word is no preposition or pronoun: asked above)
				}
				break
			}
		}
		return rng{}, false
	}
	sentStart := contentStart(toks)
	for k := a; k < j && k < a+3; k++ {
		w := toks[k].lower
		if roleNouns[w] || unnamedHeads[w] || evidenceNouns[w] || strings.HasSuffix(w, "s") && (!toks[k].cap() || k == sentStart) && len(w) > 3 && !strings.HasSuffix(w, "ss") || w == "people" {
			return rng{a, j}, true // "Economists polled by Reuters expect": a plural first in the sentence too
		}
	}
	for k := a + 3; k < j && k < a+5 && determiners[first]; k++ {
		if w := toks[k].lower; unnamedHeads[w] && !toks[k].cap() && k+1 < j && sourceAdjectives[toks[k+1].lower] {
			return rng{a, j}, true // "A U.S. law enforcement official familiar with the investigation said"
		}
	}
	return rng{}, false
}

func relativeClause(toks []token, r rng) bool {
	w := toks[r.a].lower
	if w == "which" || w == "who" || w == "whom" || w == "whose" || w == "where" || w == "who's" || w == "who’s" {
		return true
	}
	// "many of whom had fled", "some of which": a quantity's relative clause
	for k := r.a + 1; k+1 < r.b && k <= r.a+2; k++ {
		if toks[k].lower == "of" && (toks[k+1].lower == "whom" || toks[k+1].lower == "which") {
			return true
		}
	}
	return false
}

// boundaryBefore says whether a phrase starting at i starts a clause.
func boundaryBefore(toks []token, i int) bool {
	if i == 0 {
		return true
	}
	p := toks[i-1]
	return p.kind != tWord || isConnective(p.lower)
}

// collectBack collects the words before index end (exclusive) up to a
// boundary: punctuation, a quotation mark, a subordinating word.
func collectBack(toks []token, end int) rng {
	i := end - 1
	for i >= 0 {
		t := toks[i]
		if t.text == "." && (i == end-1 || i+1 < end && toks[i+1].cap()) && i > 0 && nameSuffixes[toks[i-1].lower] {
			i-- // "Acme Robotics Inc. (TSX: ACME)": the legal form's dot
			continue
		}
		if t.kind != tWord {
			break
		}
		if t.lower == "and" && i+2 < end && isNumber(toks[i+1].text) && (toks[i+2].lower == "percent" || toks[i+2].text == "%") {
			break // "prefer Johnson and 1 percent support Stein": a share opens its own clause ("and" goes on otherwise)
		}
		if !t.cap() && subjectStop[t.lower] {
			if t.lower == "in" && i > 0 && i+1 < end && numberWord(toks[i-1].lower) && numberWord(toks[i+1].lower) {
				i-- // "Two in three said", "nine in 10 voters say"
				continue
			}
			if (t.lower == "under" || t.lower == "over") && i > 0 && i+1 < end && isNumber(toks[i+1].text) && (strings.HasSuffix(toks[i-1].lower, "s") || irregularPlurals[toks[i-1].lower]) {
				i-- // "Men under 35 support", "Voters over 65 say": an age group
				continue
			}
			if t.lower == "of" && i > 0 && i+2 == end && (media[toks[i-1].lower] != "" || toks[i-1].lower == "notice") && toks[i+1].kind == tWord && !toks[i+1].cap() {
				i-- // "The statement of claim says", "the notice of appeal says": a document's name
				continue
			}
			if t.lower == "of" && i > 1 && i+1 < end && toks[i-1].lower == "out" && numberWord(toks[i-2].lower) {
				i -= 2 // "About four out of 10 voters said"
				continue
			}
			if t.lower == "of" && i > 0 && i+1 < end && (quantityNouns[toks[i-1].lower] || strings.HasSuffix(toks[i-1].lower, "%") ||
				(numberWord(toks[i-1].lower) || toks[i-1].lower == "each" || toks[i-1].lower == "another") && (i < 2 || toks[i-2].kind != tWord || isConnective(toks[i-2].lower) || subordinators[toks[i-2].lower] || strings.HasSuffix(toks[i-2].lower, "ly") || toks[i-2].lower == "only" || toks[i-2].lower == "about" ||
					toks[i-2].lower == "of" && i > 2 && kinNouns[toks[i-3].lower])) { // ("The mother of one of the children")
				i-- // "Seventy-four percent of registered voters say", "a majority of them", "one of the people said"
				continue
			}
			if prepositions[t.lower] && i > 0 && i+1 < end && (toks[i-1].cap() || roleNouns[toks[i-1].lower] || unnamedHeads[toks[i-1].lower] || strings.HasSuffix(toks[i-1].lower, "s") && !toks[i-1].cap() || irregularPlurals[toks[i-1].lower] || sourceAdjectives[toks[i-1].lower] ||
				quotedSpeakerIn(toks, i) || // "“Q?” a narrator in the ad asks"
				t.lower == "of" && copyNouns[toks[i-1].lower] || // "A copy of the memo said"
				t.lower == "of" && kinNouns[toks[i-1].lower] || // "The mother of one of the children, who ..., said"
				t.lower == "to" && addressedDocs[toks[i-1].lower] && docOpensPhrase(toks, i-2) || // "The complaint to the Board on ... says"
				t.lower == "from" && media[toks[i-1].lower] != "" && !documentNouns[toks[i-1].lower] || // "A statement from the group said"
				t.lower == "in" && orgHeads[toks[i-1].lower] && i+2 == end && end < len(toks) && toks[end].kind == tWord) && (toks[i+1].cap() || determiners[toks[i+1].lower]) || // "The UN mission in Afghanistan said" (not an appositive's "the campaign in Philadelphia,")
				prepositions[t.lower] && i > 0 && i+1 < end && sourceAdjectives[toks[i-1].lower] && objectPronouns[toks[i+1].lower] || // "Those close to him say"
				t.lower == "on" && i > 1 && i+2 == end && platform(toks[i+1]) != "" && toks[i-1].kind == tWord || // "A statement posted by the group on Telegram said"
				t.lower == "of" && i > 0 && i+1 < end && evidenceNouns[toks[i-1].lower] && toks[i+1].kind == tWord || // "An analysis of campaign reports shows"
				t.lower == "of" && i > 0 && i+1 < end && (orgNouns[toks[i-1].lower] || orgHeads[toks[i-1].lower] && !toks[i-1].cap() && !slices.ContainsFunc(toks[i+1:end], func(t token) bool { return t.cap() }) || placeNouns[toks[i-1].lower] && toks[i+1].cap()) && toks[i+1].kind == tWord { // "the ministry of defence", "The board of governors", "Police in the northern city of Lund"
				i--
				continue
			}
			if w := toks[max(i-1, 0)].lower; t.lower == "by" && i > 1 && i+1 < end && !toks[i-1].cap() && (strings.HasSuffix(w, "ed") && (cueForms[w] == "" || authorParticiples[w]) || w == "seen" || w == "written" || w == "run" || w == "led" || w == "held" || w == "built") &&
				toks[i-2].kind == tWord && !toks[i-2].cap() && !preCueSkip[toks[i-2].lower] && !adverb(toks[i-2].lower) { // (not "have been exacerbated by", "was jointly written by")
				i-- // "A copy of the memo seen by Reuters said", "a report commissioned by the council found"
				continue
			}
			if (t.lower == "on" || t.lower == "in") && i > 0 && i+1 == end-1 && (timeWords[toks[i+1].lower] || t.lower == "in" && year(toks[i+1].text)) && toks[i-1].kind == tWord {
				i-- // "The foreign ministry on Monday urged": a time before the verb, withoutTime cuts it
				continue
			}
			break
		}
		if t.lower == "which" {
			break // "in which he said": the clause's subject starts after it
		}
		if t.cap() && subordinators[t.lower] {
			break // "When asked, ...", "While Lewandowski said": not part of the speaker
		}
		if end-i > 20 {
			break
		}
		i--
	}
	a := i + 1
	for a < end && (isConnective(toks[a].lower) || a+1 < end && toks[a].cap() && (toks[a].lower == "even" || toks[a].lower == "only")) {
		a++ // "But X", "Even China, which ..., said"
	}
	if i >= 0 && !toks[i].cap() && (prepositions[toks[i].lower] || objectOnly[toks[i].lower] || objectOrClause[toks[i].lower]) {
		a = afterClauseAnd(toks, a, end, objectOrClause[toks[i].lower])
	}
	return rng{a, end}
}

// objectOnly, beside prepositions, take an object that is never a clause's
// subject; objectOrClause take either.
var objectOnly = set("into against without under over")
var objectOrClause = set("after before since until")

// afterClauseAnd is where a subject toks[a:end] starts when a preposition
// stands before it: after its "and", which then joins two clauses, not two
// speakers ("Talks resumed after the summit and the ministry said": the
// ministry, not "the summit and the ministry"). A name joined by "and"
// ("with Ada Moss and Ola Dahl") has none; after a word that also opens a
// clause, two who can speak are its subject ("after the mayor and the
// governor said"), so only a thing before the "and" splits.
func afterClauseAnd(toks []token, a, end int, either bool) int {
	for k := a + 1; k+1 < end; k++ {
		if t := toks[k]; t.lower == "and" && !t.quoted && !toks[k-1].cap() && (determiners[toks[k+1].lower] || possessiveDeterminers[toks[k+1].lower]) {
			if either && speakerLike(toks[k-1]) {
				return a
			}
			return k + 1
		}
	}
	return a
}

// shareAt is the number of tokens of a share at i, "33%" (one) or "33
// percent", "33 %" (two), or 0 where none stands there.
func shareAt(toks []token, i int) int {
	switch t := toks[i].text; {
	case strings.HasSuffix(t, "%") && isNumber(strings.TrimSuffix(t, "%")):
		return 1
	case isNumber(t) && i+1 < len(toks) && (toks[i+1].text == "%" || toks[i+1].lower == "percent"):
		return 2
	}
	return 0
}

// placeNouns name a place by "of": "the city of Lund", "the province of Idlib".
var placeNouns = set("city town village province state region county district capital island")

// possessiveDeterminers open a noun phrase of their own.
var possessiveDeterminers = set("his her their its our my your")

// objectPronouns are whole recipients: "told me", "told them".
var objectPronouns = set("me us him her them you")

// quantityNouns head a speaker phrase through "of": "a majority of voters".
var quantityNouns = set("percent majority plurality minority most many some half third quarter two three several all none number share group handful dozens hundreds thousands")

// subordinators open a clause; capitalized at a sentence's start they are
// still not part of a speaker's name.
var subordinators = set("when while as if although though since after before because whether once unless until what why how where")

// collectiveSpeakers are singular nouns that speak as a body: "No one was
// hurt, police said."
var collectiveSpeakers = set("police army military navy government parliament congress administration management leadership opposition industry")

// headOK accepts a speaker phrase whose last word can head a noun phrase.
func headOK(toks []token, r rng) bool {
	last := toks[r.b-1]
	if first := toks[r.a]; r.b-r.a > 1 && r.a == contentStart(toks) && first.cap() && participle(first.lower) && !toks[r.a+1].cap() {
		return false // "Following initial | reports of the blast": a fronted participle's phrase, no subject
	}
	if prepositions[last.lower] {
		return false // "Aside from"
	}
	if last.cap() || pronouns[last.lower] != "" {
		return true
	}
	w := last.lower
	if roleNouns[w] || unnamedHeads[w] || orgNouns[w] || collectiveSpeakers[w] {
		return true
	}
	if numberWord(w) && r.b-r.a >= 3 && toks[r.b-2].lower == "in" {
		return true // "Two in three"
	}
	if strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") && r.b-r.a == 1 {
		// "children who survived" and "those surveyed" are fine, "killed" alone is not
		for _, t := range toks[r.a:r.b] {
			if t.lower == "who" {
				return true
			}
		}
		return r.b-r.a >= 2 && (toks[r.b-2].lower == "those" || pollParticiples[w])
	}
	if r.b-r.a == 1 && (determiners[w] || postCueSkip[w]) {
		return w == "many" || w == "some" || w == "others" || w == "both" || w == "another" || w == "most" || w == "half" || w == "few" || w == "several" || w == "none" // ("Another said: ...": one more of those just quoted; "most said")
	}
	first := toks[r.a]
	if r.b-r.a > 1 && (first.lower == "which" || first.lower == "that") || !first.cap() && strings.HasSuffix(first.lower, "ing") && !(r.b-r.a == 2 && (pluralPeople(w) || orgNouns[strings.TrimSuffix(w, "s")])) {
		return false // "which get", "saying his campaign": a clause, not a speaker (but "fishing groups", "mining companies" are)
	}
	if r.b-r.a == 1 && strings.HasSuffix(w, "%") {
		return true // "47% say"
	}
	if r.b-r.a == 1 && (evidenceNouns[w] || w == "union") && r.a > 0 && headlineLine(toks) {
		return true // a headline's "..., union says", "..., study finds": no article before the noun
	}
	if r.b-r.a == 1 && !strings.HasSuffix(w, "s") && w != "who" && w != "which" && !indefinitePersons[w] {
		return false // one lowercase word speaks only as a plural ("experts") or a known noun
	}
	return !subjectStop[w]
}

// indefinitePersons speak alone in lower case: "Then someone asked".
var indefinitePersons = set("everyone everybody someone somebody nobody")

// descriptorsBefore returns comma-separated phrases between the sentence start
// and a named speaker at i: "The commander of the group, the TTP, Yar Wazir".
func descriptorsBefore(toks []token, i int) []rng {
	if i < 2 || toks[i-1].text != "," || !toks[i].cap() {
		return nil
	}
	var out []rng
	j := i - 1
	for j >= 0 && toks[j].text == "," && len(out) < 3 {
		seg := collectBackLoose(toks, j)
		if seg.empty() {
			return nil
		}
		out = append([]rng{seg}, out...)
		j = seg.a - 1
	}
	if j >= 0 {
		return nil // must reach the sentence start
	}
	for _, seg := range out {
		if !noVerb(toks[seg.a:seg.b]) {
			return nil // a clause ("The governor will not run again, X said", "Facebook created the tool, a spokeswoman, X, said"), not a descriptor
		}
		if w := toks[seg.a].lower; w == "under" || w == "after" || w == "during" || w == "before" || w == "following" || w == "despite" {
			return nil // "Under cross-examination by the officers' lawyer, Wells acknowledged": when, not who
		}
		if w := toks[seg.a]; !w.cap() && (strings.HasSuffix(w.lower, "ed") || w.lower == "read" || w.lower == "written") {
			return nil // "In her statement, read aloud by a Crown attorney, ..., X said": the statement's aside, not X's role
		}
	}
	for _, seg := range out {
		for _, t := range toks[seg.a:seg.b] {
			if roleNouns[t.lower] {
				return out
			}
		}
	}
	if p := toks[out[0].a:out[0].b]; len(out) == 1 && len(p) == 2 && possessiveDeterminers[p[0].lower] && kinGender[p[1].lower] != "" {
		return out // "Her son, David Chen, said": whose kin
	}
	if len(out) == 1 && orgAppositive(toks[out[0].a:out[0].b]) {
		return out // "The drugmaker, Lundpharm, said": what kind of body speaks
	}
	return nil
}

// collectBackLoose collects words back to the previous punctuation mark.
func collectBackLoose(toks []token, end int) rng {
	i := end - 1
	for i >= 0 && end-i <= 31 {
		if toks[i].text == ")" && i > 2 && toks[i-1].kind == tWord && toks[i-2].text == "(" {
			i -= 3 // "the Reserve Officers’ Training Corps (ROTC) program": an acronym in parentheses
			continue
		}
		if o := quotationOpen(toks, i); o > 0 && toks[o-1].kind == tWord {
			i = o - 1 // "X, who called the comments “racially toxic”, said": a quotation inside the clause
			continue
		}
		if toks[i].kind != tWord {
			break
		}
		i--
	}
	r := rng{i + 1, end}
	if i >= 0 && toks[i].kind == tWord || end-i > 17 && !relativeClause(toks, r) && !describedByRole(toks[i+1:end]) ||
		end-i > 25 && !relativeClause(toks, r) {
		return rng{} // (a relative clause may run longer: "X, which has been shadowed for 17 months by ..., said")
	}
	return r
}

// asideQuotation reports whether the quotation closing at k ends an
// aside between commas before the cue at c: ", who has called the comments
// “racially toxic,” said", ", host of MSNBC’s “Morning Joe,” suggested"
// (not "“Q,” said X" nor "X is “Q,” said Y": a quotation that is what
// was said, its speaker after the cue).
func asideQuotation(toks []token, k, c int) bool {
	o := quotationOpen(toks, k)
	if o < 1 || toks[o-1].kind != tWord || c+1 >= len(toks) || toks[c+1].cap() {
		return false
	}
	for i := o - 1; i > 0 && i >= o-12; i-- {
		if toks[i].kind != tWord {
			return toks[i].text == ","
		}
	}
	return false
}

// quotationOpen returns the index of the mark that opens the quotation
// closing at k, or -1 when none closes there.
func quotationOpen(toks []token, k int) int {
	if toks[k].kind != tQuote || toks[k].open || !toks[k].paired {
		return -1
	}
	for o := k - 1; o >= 0; o-- {
		if toks[o].kind == tQuote && toks[o].paired {
			if !toks[o].open {
				return -1
			}
			return o
		}
	}
	return -1
}

// quotationClose returns the index of the mark that closes the quotation
// opening at k, or -1 when none opens there or it is not closed in the
// sentence.
func quotationClose(toks []token, k int) int {
	if k >= len(toks) || toks[k].kind != tQuote || !toks[k].open || !toks[k].paired {
		return -1
	}
	for q := k + 1; q < len(toks); q++ {
		if toks[q].kind == tQuote && toks[q].paired {
			if toks[q].open {
				return -1 // (a quotation inside: not this simple shape)
			}
			return q
		}
	}
	return -1
}

// describedByRole reports whether p is a description headed by a role
// near its start, which may run long: "an outside adviser to the campaign
// on tax and budget issues and an associate professor at the School of Law".
func describedByRole(p []token) bool {
	if len(p) < 3 || p[0].lower != "a" && p[0].lower != "an" && p[0].lower != "the" {
		return false
	}
	for _, t := range p[1:min(len(p), 5)] {
		if roleNouns[t.lower] && !t.cap() {
			return true
		}
		if t.kind != tWord || prepositions[t.lower] {
			return false
		}
	}
	return false
}

// relativeOwner finds, before index j, a relative clause ", who/which ..."
// that j is inside (no comma between), and returns where it starts and the
// phrase it describes; -1 when there is none.
func relativeOwner(toks []token, j int) (int, rng) {
	for k := j - 1; k > 0; k-- {
		if toks[k].text == "," || toks[k].kind == tQuote {
			return -1, rng{}
		}
		if (toks[k].lower == "who" || toks[k].lower == "which") && toks[k-1].text == "," {
			ante := collectBack(toks, k-1)
			if ante.empty() || !headOK(toks, ante) {
				return -1, rng{}
			}
			return k, ante
		}
	}
	return -1, rng{}
}

// subjectNP is the noun phrase a sentence opens with, when a verb follows it
// ("The spokesman refused ...", "Clinton celebrated ..."): leadingNP, or up to
// four words before a past or present tense verb.
func subjectNP(toks []token) rng {
	k := contentStart(toks)
	for k < len(toks) && isConnective(toks[k].lower) {
		k++ // "But a few days later, X reversed himself"
	}
	if c := commaAfterWords(toks, k, 6); c > k && onlyTime(toks[k:c]) {
		if np := leadingNP(toks[c+1:]); !np.empty() {
			return rng{np.a + c + 1, np.b + c + 1} // "Hours later, Trump returned the compliment, telling": the subject after the time
		}
	}
	if np := leadingNP(toks); !np.empty() {
		return np
	}
	// "Gary Emineth, a former state party chairman, became ...": the name
	// before an appositive, whose verb follows its closing comma
	if k := contentStart(toks); k+1 < len(toks) && toks[k].cap() && !subordinators[toks[k].lower] && !prepositions[toks[k].lower] && !frontedParticiple(toks, k) {
		for c := k + 1; c < len(toks) && c-k <= 20 && toks[c].kind != tQuote; c++ {
			if n := toks[min(c+1, len(toks)-1)]; c > k+2 && toks[c].text == "," && c+1 < len(toks) && n.kind == tWord && !n.cap() && !determiners[n.lower] && !subjectStop[n.lower] {
				if sp, appos, ok := subjectBefore(toks, c+1); ok && len(appos) > 0 && sp.a == k {
					return sp
				}
				e := c + 1
				for e < len(toks) && e-c <= 15 && toks[e].kind == tWord {
					e++
				}
				if e >= len(toks) || toks[e].text != "," || !appositiveLike(toks, rng{c + 1, e}) {
					break
				}
				c = e - 1 // "Michael J. Petrilli, president of the institute, tied ...": past the appositive to its closing comma
			}
		}
	}
	// "The French minister of energy, Segolene Royal, alluded to ...": the
	// name after a description, whose verb follows its closing comma
	if k := contentStart(toks); k < len(toks) && toks[k].kind == tWord {
		if c := commaAfterWords(toks, k+1, 12); c >= 0 {
			e := c + 1
			for e < len(toks) && e-c <= 4 && toks[e].cap() {
				e++
			}
			if name := (rng{c + 1, e}); e > c+1 && e+1 < len(toks) && toks[e].text == "," && toks[e+1].kind == tWord && !toks[e+1].cap() &&
				!(e == c+2 && partyState(toks[c+1].text)) && !placeTail(toks, name) && describedName(toks, name) { // (not "Sen. X, R-Fla., appearing", "A worker in Brampton, Ont., has")
				return name
			}
		}
	}
	// "Before the convention, X lobbied ...", "In an interview with CNN, X
	// continued ...", "This year, he rose to ...": the subject follows an
	// introductory phrase
	k = contentStart(toks)
	fronted := frontedParticiple(toks, k)
	if k+1 < len(toks) && toks[k].kind == tWord && (prepositions[toks[k].lower] || subordinators[toks[k].lower] || fronted ||
		timeWords[toks[k].lower] && (timeWords[toks[k+1].lower] || toks[k+1].text == ",") ||
		(toks[k].lower == "here" || toks[k].lower == "there") && prepositions[toks[k+1].lower]) { // ("Here in Columbia, Sanders ...")
		limit := 10
		if fronted {
			limit = 16 // (its comma is within 15 words)
		}
		for c := k + 1; c < len(toks) && c-k <= limit && toks[c].kind != tQuote; c++ {
			if toks[c].text == "," && c+1 < len(toks) && (toks[c+1].lower == "which" || toks[c+1].lower == "who" || toks[c+1].lower == "where") {
				limit += 15 // "Speaking in New Hampshire, which votes Tuesday, Bush ...": past the relative clause
				continue
			}
			if toks[c].text == "," {
				if e := c + 1; toks[c-1].cap() && e < len(toks) && toks[e].cap() && givenGender[toks[e].text] == "" { // (not "In London, Owen Jones, a columnist, ...")
					for e < len(toks) && e-c <= 3 && toks[e].kind == tWord && toks[e].cap() {
						e++
					}
					if e < len(toks) && e-c <= 3 && toks[e].text == "," {
						c, limit = e-1, limit+e-c // "Speaking in Salem, New Hampshire, Trump ...": the place's state, then the subject
						continue
					}
				}
				if c2 := commaAfterWords(toks, c+1, 4); c2 > c+1 && onlyTime(toks[c+1:c2]) {
					c, limit = c2-1, limit+c2-c // "At an event in Ames, Iowa, on Sunday, Clinton ...": the time, then the subject
					continue
				}
				if np := leadingNP(toks[c+1:]); !np.empty() {
					return rng{np.a + c + 1, np.b + c + 1}
				}
				break
			}
		}
	}
	i := 0
	for i < len(toks) && (toks[i].kind != tWord || isConnective(toks[i].lower)) {
		i++
	}
	for j := i + 1; j < len(toks) && j-i <= 4; j++ {
		t := toks[j]
		if t.kind != tWord {
			return rng{}
		}
		if !t.cap() && (strings.HasSuffix(t.lower, "ed") || strings.HasSuffix(t.lower, "s") && !strings.HasSuffix(t.lower, "ss")) && (toks[j-1].cap() || roleNouns[toks[j-1].lower] || unnamedHeads[toks[j-1].lower]) {
			return rng{i, j}
		}
	}
	return rng{}
}

// frontedParticiple reports whether the sentence opens at i with a
// participle's phrase that a comma closes: "Rallying hundreds of workers,",
// not a name ("Manning pleaded").
func frontedParticiple(toks []token, i int) bool {
	if i+1 >= len(toks) || !strings.HasSuffix(toks[i].lower, "ing") || len(toks[i].lower) < 6 {
		return false
	}
	n := toks[i+1]
	if n.kind != tWord || n.cap() || cueForms[n.lower] != "" || strings.HasSuffix(n.lower, "ed") || preCueSkip[n.lower] {
		return false
	}
	return commaAfterWords(toks, i+1, 15) >= 0
}

// leadingNP is the noun phrase a sentence opens with, up to its verb.
// presentVerbAfterNP reports whether the word at j, after the phrase that
// opens at i, reads as a verb in the present tense: "The Rove ad hits
// Clinton", a determiner's singular noun phrase, then a word in -s, then
// the start of an object (not "The company shares rose").
func presentVerbAfterNP(toks []token, i, j int) bool {
	if j-i < 2 || j+1 >= len(toks) || !determiners[toks[i].lower] || possessiveDeterminers[toks[i].lower] {
		return false
	}
	v, h := toks[j].lower, toks[j-1]
	return !toks[j].cap() && strings.HasSuffix(v, "s") && !strings.HasSuffix(v, "ss") && !strings.HasSuffix(v, "'s") && !strings.HasSuffix(v, "’s") &&
		h.kind == tWord && !strings.HasSuffix(h.lower, "s") && !prepositions[h.lower] && objectStart(toks[j+1])
}

func leadingNP(toks []token) rng {
	i := datelineEnd(toks, 0) // "NEW YORK (AP) — Pfizer on Tuesday cut ..."
	for i < len(toks) && (toks[i].kind != tWord || isConnective(toks[i].lower)) {
		i++
	}
	if i < len(toks) && (toks[i].lower == "on" || toks[i].lower == "in") {
		for j := min(i+4, len(toks)-1); j > i+1; j-- {
			if toks[j].kind == tWord && onlyTime(toks[i:j]) && (timeWords[toks[j-1].lower] || timeNouns[toks[j-1].lower] || isNumber(toks[j-1].text)) {
				i = j // "On September 27 they published ...": when, then the subject
				break
			}
		}
	}
	if i+1 < len(toks) && toks[i+1].kind == tWord && !toks[i+1].cap() && subjectPronoun(toks[i].lower) {
		return rng{i, i + 1} // "She brought that down ..., but said": a pronoun is a whole subject
	}
	if i < len(toks) && prepositions[toks[i].lower] && toks[i].lower != "about" {
		return rng{} // "In a statement released through police, they thanked ... and said": a phrase of where or how, no subject ("About 40 residents" is one)
	}
	if frontedParticiple(toks, i) {
		return rng{} // "Rallying hundreds of workers, Clinton promised ...": the subject follows the comma
	}
	j := i
	coordinated := false // "The New York Times and the Gannett newspaper chain filed": two subjects run longer
	for phraseGoesOn(toks, i, j) || coordinated && j < len(toks) && j-i < 12 && toks[j].kind == tWord {
		w := toks[j].lower
		if w == "and" && j > i {
			coordinated = true
		}
		if preCueSkip[w] && !(toks[j].cap() && j > i) || cueForms[w] != "" || presentVerbAfterNP(toks, i, j) || subjectStop[w] && !prepositions[w] || !toks[j].cap() && (strings.HasSuffix(w, "ed") || j > i && irregularPast[w]) {
			break // (not "In May": a month, not "may")
		}
		if j > i && !toks[j].cap() && adverb(w) && j+1 < len(toks) && (strings.HasSuffix(toks[j+1].lower, "ed") || irregularPast[toks[j+1].lower] || cueForms[toks[j+1].lower] != "") {
			break // "A judge on Friday temporarily blocked": an adverb before the verb
		}
		j++
	}
	if j == i || j >= len(toks) {
		return rng{}
	}
	if strings.HasSuffix(toks[j].lower, "ing") && !preCueSkip[toks[j].lower] {
		return rng{} // "Besides saying ...": a participle, not the subject's verb
	}
	if adverb(toks[j].lower) && !toks[j].cap() {
		// the loop stopped at an adverb before the verb ("temporarily blocked")
		if j-i > 3 && toks[j-2].lower == "on" && timeWords[toks[j-1].lower] {
			return rng{i, j - 2}
		}
		return rng{i, j}
	}
	ingName := strings.HasSuffix(toks[i].lower, "ing") && j < len(toks) && !toks[j].cap() && (strings.HasSuffix(toks[j].lower, "ed") || irregularPast[toks[j].lower]) // "Ebeling reminisced": a name, since a past tense follows (not "Speaking")
	name := j-i == 1 && toks[i].cap() && (!strings.HasSuffix(toks[i].lower, "ing") || ingName) && !subordinators[toks[i].lower] && !prepositions[toks[i].lower] && !determiners[toks[i].lower]
	if next := toks[j]; !preCueSkip[next.lower] && cueForms[next.lower] == "" && !presentVerbAfterNP(toks, i, j) && (next.cap() || !strings.HasSuffix(next.lower, "ed") && !irregularPast[next.lower] || j-i < 2 && !name) {
		return rng{} // the phrase must end at a verb: an auxiliary, a cue, or a past tense ("left", "put") after two words or a name
	}
	if j-i > 3 && toks[j-2].lower == "on" && timeWords[toks[j-1].lower] {
		return rng{i, j - 2} // "The IMF on Tuesday raised its forecast, saying ...": the day is no part of the subject
	}
	return rng{i, j}
}

// addressedDocs are documents written to someone, who follows "to": "the
// complaint to the board says", "a letter to shareholders said".
var addressedDocs = set("complaint letter petition memo motion appeal submission")

// docOpensPhrase reports whether the determiner or possessive at k (and a
// determiner before a possessive) opens a subject: "The GOP's complaint to
// the board says", not "who sent a letter to Mr. Castro criticizing".
func docOpensPhrase(toks []token, k int) bool {
	if k < 0 {
		return false
	}
	if possessive(toks[k].lower) && k > 0 && determiners[toks[k-1].lower] {
		k--
	}
	return (determiners[toks[k].lower] || possessive(toks[k].lower)) && boundaryBefore(toks, k)
}

// copyNouns name a document by the one it copies or drafts: "a copy of the
// memo", "a draft of the report".
var copyNouns = set("copy draft version summary transcript")

// longAfterPerfect reports whether the word at j is the "long" of "has
// long argued": an adverb inside the verb group.
func longAfterPerfect(toks []token, j int) bool {
	return toks[j].lower == "long" && j > 0 && (toks[j-1].lower == "has" || toks[j-1].lower == "have" || toks[j-1].lower == "had")
}

// lyNouns end in "-ly" but are no adverbs.
var lyNouns = set("family assembly ally rally supply daily monopoly anomaly bully july italy")

// trimOverlaps ends a statement's content where a later statement of the same
// sentence begins (", saying ...", ", X said").
// irregularPast are past tenses without -ed that end a subject: "The
// Federal Reserve left rates unchanged but signaled ...".
var irregularPast = set("left held kept made took gave cut put set won lost met sent saw came went ran rose fell grew paid bought brought sought spent struck hit led began became stood built sold " +
	"spoke drew drove flew threw broke chose rode wore swore shook forgot hid fought taught caught meant sat laid shut fled froze stole swept underwent upheld withdrew oversaw undertook sank forecast")

// freeRelatives open a noun phrase that holds a cue: "what she believes".
var freeRelatives = set("what whatever how why whether everything anything")

// relativeSubject reads a subject whose relative clause runs up to the cue
// at c without commas: "Many Sanders supporters who came to protest say",
// "The state officials whose laws were struck down say". The speaker is the
// noun phrase before "who"/"whose", at the start of the sentence.
func relativeSubject(toks []token, c int) (rng, bool) {
	start := contentStart(toks)
	for start < c && isConnective(toks[start].lower) {
		start++
	}
	for k := start + 1; k < c && k <= start+7; k++ {
		w := toks[k].lower
		if toks[k].kind != tWord {
			return rng{}, false
		}
		if w != "who" && w != "whose" && !((w == "that" || w == "which") && k+1 < c && relativeVerb(toks, k+1) && !slices.ContainsFunc(toks[start:k], verbLike)) {
			continue
		}
		for j := k + 1; j < c; j++ {
			if toks[j].kind != tWord || c-k > 20 {
				return rng{}, false // a comma or a quotation: another structure
			}
		}
		np := rng{start, k}
		if !headOK(toks, np) || !noVerb(toks[np.a:np.b]) {
			return rng{}, false
		}
		return np, true
	}
	return rng{}, false
}

// relativeVerb reports whether the word at i, after "that" or "which",
// is a verb in the present or the past, opening a clause whose subject is
// the noun before ("The body that oversees civilian affairs said"; not
// "The fact that the minister said": a clause of its own).
func relativeVerb(toks []token, i int) bool {
	if i >= len(toks) || toks[i].kind != tWord || toks[i].cap() {
		return false
	}
	w := toks[i].lower
	if auxiliaries[w] || modals[w] || isCopula(w) {
		return true
	}
	return len(w) > 3 && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss")) && !determiners[w] && pronouns[w] == "" && !possessiveDeterminers[w] && !prepositions[w]
}

// withoutTime cuts a time off the end of a speaker phrase: "Prime
// Minister Ada Moss on Tuesday defended ...": Ada Moss, not Tuesday.
func withoutTime(toks []token, sp rng) rng {
	b := sp.b
	for b > sp.a && timeWords[toks[b-1].lower] {
		b--
	}
	if b == sp.b {
		return sp
	}
	if b > sp.a && (toks[b-1].lower == "on" || toks[b-1].lower == "in") {
		b--
	}
	if b == sp.a {
		return sp
	}
	if b-1 > sp.a && !toks[b-1].cap() && strings.HasSuffix(toks[b-1].lower, "ed") && evidenceNouns[toks[b-2].lower] {
		b-- // "A new poll released Monday shows": the poll, not its release
	}
	return rng{sp.a, b}
}

// recipientLemmas take whom they were said to as their object.
var recipientLemmas = set("tell inform advise assure")

// warnLemmas may take whom before "that" ("warned lawmakers that"), but
// inverted they have no recipient (", warned the IMF.").
var warnLemmas = set("warn remind caution notify")

// evidenceNouns head subjects that report findings: "A new study published
// in The Lancet found that ...".
var evidenceNouns = set("study report survey poll analysis review investigation research audit assessment")

// catenatives carry the cue after them without a report of their own: "continues
// to insist", "began to claim", "kept insisting", "went on to say".
var catenatives = set("continue continues continued began begin begins begun started start starts kept keep keeps")

// headlineAdverbs, capitalized in a title-case headline, end the subject
// before its verb: "Donald Trump Just Revealed", "Trump Is Now Calling".
var headlineAdverbs = set("just finally now actually officially also still already quietly reportedly again is has was")

// endSubjectAtVerb ends r's speaker before a finite verb inside it: an
// irregular past or "has"/"have"/"had" after its first word ("Ada Moss took
// | aim at", "The Legion has twice | complained"), and before a past tense
// after a name or a pronoun when the cue is a participle ("Sanders started a
// petition | calling for"). Not after a determiner ("the left"), nor inside
// a relative clause ("Voters who have lost jobs said").
func endSubjectAtVerb(toks []token, r *raw) {
	sp := r.speaker
	if sp.empty() || !r.refersTo.empty() {
		return
	}
	for r.speaker.b-r.speaker.a > 1 && toks[r.speaker.b-1].cap() && headlineAdverbs[toks[r.speaker.b-1].lower] {
		r.speaker.b-- // "Donald Trump Just | Revealed ...", "Trump Is Now | Calling": a headline's adverb, no part of the name
	}
	sp = r.speaker
	participle := !r.cue.empty() && strings.HasSuffix(toks[r.cue.a].lower, "ing")
	for _, t := range toks[sp.a:sp.b] {
		if w := t.lower; w == "who" || w == "that" || w == "which" || w == "whose" || t.quoted || t.kind != tWord {
			return // ("Ada Moss met Ola Dahl, who in 2010 said": the relative's antecedent speaks)
		}
	}
	for k := sp.a + 1; k < sp.b; k++ {
		t := toks[k]
		verb := (irregularPast[t.lower] || t.lower == "has" || t.lower == "have" || t.lower == "had") && !t.cap() && !determiners[toks[k-1].lower] && !possessiveDeterminers[toks[k-1].lower]
		if p := toks[k-1]; participle && strings.HasSuffix(t.lower, "ed") && !t.cap() && (p.cap() || subjectPronoun(p.lower)) && !determiners[p.lower] {
			verb = true // "Ada Moss started a petition calling for": a participle's subject is the name before the verb
		}
		if !verb {
			continue
		}
		for _, u := range toks[k+1 : sp.b] {
			if u.cap() {
				return // ("Ada Moss met Ola Dahl, who said": the name after the verb is the one a later step resolves)
			}
		}
		r.speaker.b = k
		return
	}
}

// openingSubject is the last reading of a finite speech verb's subject,
// when every closer one failed: the noun phrase the sentence opens with,
// after a fronted phrase that a comma closes, when nothing between it and
// the cue opens a clause of its own. A subject the other readings cannot
// walk back over, because a quotation, a relative clause with a second verb
// or a participle's phrase stands between it and its verb ("Mr. Manafort,
// citing “the unique magic of Trump,” said", "Large majorities of voters
// in six states going to the polls on Tuesday said"), still speaks.
func openingSubject(toks []token, c int) (rng, bool) {
	w := toks[c].lower
	if strings.HasSuffix(w, "ing") || c < 2 || toks[c-1].kind != tWord && toks[c-1].text != "," && toks[c-1].text != ")" && !(toks[c-1].kind == tQuote && !toks[c-1].open) {
		return rng{}, false
	}
	if p := toks[c-1].lower; p == "and" || p == "but" || p == "or" || p == "who" || p == "which" || p == "that" || p == "he" || p == "she" || p == "they" || p == "it" {
		return rng{}, false
	}
	k := contentStart(toks)
	if k >= c || toks[k].kind != tWord {
		return rng{}, false
	}
	if f := toks[k].lower; prepositions[f] || frontedParticiple(toks, k) || strings.HasSuffix(f, "ed") && !toks[k].cap() || toks[k].cap() && strings.HasSuffix(f, "ed") && k+1 < len(toks) && prepositions[toks[k+1].lower] {
		// "Alarmed by the unrest in Nevada, Senator Harry Reid ... said":
		// the subject follows the fronted phrase's comma
		e := commaAfterWords(toks, k+1, 15)
		if e < 0 || e+1 >= c {
			return rng{}, false
		}
		k = e + 1
	}
	for k < c && isConnective(toks[k].lower) {
		k++ // "And the mayor, ..., said"
	}
	if f := toks[k].lower; subordinators[f] || subjectStop[f] || adverb(f) || strings.HasSuffix(f, "ly") || f == "there" || f == "take" {
		return rng{}, false // "Perhaps ...", "There is ...": no subject opens the sentence
	}
	if !(toks[k].cap() || determiners[toks[k].lower] || isNumber(toks[k].text)) {
		return rng{}, false
	}
	e := k
	for e < c && e-k < 10 && toks[e].kind == tWord && !relativeWord(toks[e].lower) && !(e > k && !toks[e].cap() && (verbLike(toks[e]) || participle(toks[e].lower) || subjectStop[toks[e].lower] && !prepositions[toks[e].lower])) {
		e++
	}
	if e < c && e > k && participle(toks[e].lower) && prepositions[toks[e-1].lower] {
		return rng{}, false // "Aside from saying ...": a fronted phrase without its comma yet
	}
	for e > k && prepositions[toks[e-1].lower] {
		e--
	}
	sp := rng{k, e}
	if sp.empty() || !headOK(toks, sp) || c-e > 45 {
		return rng{}, false
	}
	for _, t := range toks[k:e] {
		if timeWords[t.lower] || t.lower == "ago" || t.lower == "ahead" {
			return rng{}, false // "Just days ago", "Ahead of last week's primary": when, not who
		}
	}
	for q := e; q < c; q++ {
		namedAs := q+1 < c && toks[q+1].lower == "as" || q > 0 && (determiners[toks[q-1].lower] || possessiveDeterminers[toks[q-1].lower]) // "the hacker known as “Guccifer,”", "the show": a name, a noun, no report
		if t := toks[q]; t.kind == tWord && !t.quoted && (subordinators[t.lower] && t.lower != "as" || t.lower == "because" || clauseAs(toks, q, c) || cueForms[t.lower] != "" && !strings.HasSuffix(t.lower, "ing") && !namedAs) || t.text == ";" || t.text == ":" || t.kind == tQuote && t.open && !t.paired {
			return rng{}, false // the cue is in a clause of its own, or another report's
		}
	}
	return sp, true
}

// clauseAs reports whether the "as" at q opens a clause whose verb is the
// cue at c, a few words on: "Feds announce $2.4B as industry warns ...".
// ("such as", "as well as", "known as" name things.)
func clauseAs(toks []token, q, c int) bool {
	if toks[q].lower != "as" || c-q < 2 || c-q > 4 || q == 0 {
		return false
	}
	switch toks[q-1].lower {
	case "such", "well", "known", "named", "so", "just":
		return false
	}
	return !toks[q+1].cap() || c-q == 2
}

// clauseFollows reports whether a clause opens at i: "that", or a subject
// (a pronoun, a determiner, a name) and then more words. Only a speech
// verb with a clause after it gets a subject from openingSubject.
func clauseFollows(toks []token, i int) bool {
	if i+1 >= len(toks) || toks[i].kind != tWord {
		return false
	}
	w := toks[i].lower
	if k := strings.IndexAny(w, "'’"); k > 0 {
		w = w[:k] // "they’ve", "it's"
	}
	return w == "that" || subjectPronoun(w) || w == "it" || w == "we" || w == "there" || determiners[w] || possessiveDeterminers[w] || toks[i].cap()
}

// secondConjunct returns the name or pronoun after the last "and" or "but"
// of seg, the object of a clause before, where it opens a clause of its own
// as its subject: "copied on the questions and Gates | said", "the deal, but
// he | said"; else nothing.
func secondConjunct(toks []token, seg rng) rng {
	for q := seg.b - 2; q > seg.a; q-- {
		if w := toks[q].lower; (w == "and" || w == "but") && !toks[q].quoted {
			if toks[q-1].cap() {
				return rng{} // "a study by Peter Schott and Justin Pierce found": a list of names, the study's authors
			}
			r := rng{q + 1, seg.b}
			if h := toks[q+1]; r.b-r.a <= 4 && (allCapitalized(toks[r.a:r.b]) || r.b-r.a == 1 && subjectPronoun(h.lower)) && headOK(toks, r) {
				return r
			}
			return rng{}
		}
	}
	return rng{}
}

// relativeWord reports whether w opens a relative clause, which ends a
// subject's noun phrase ("who", "who’d").
func relativeWord(w string) bool {
	for _, r := range []string{"who", "whom", "whose", "which", "that", "where"} {
		if w == r || strings.HasPrefix(w, r+"'") || strings.HasPrefix(w, r+"’") {
			return true
		}
	}
	return false
}

// participle reports whether w reads as an -ing participle ("going"), not a
// noun ("thing", "king").
func participle(w string) bool {
	return len(w) > 5 && strings.HasSuffix(w, "ing") && !strings.HasSuffix(w, "thing")
}

// spacedDash reports whether the token at k is a dash that stands apart from
// the word before it ("the study — which", "the study -- which"), not a
// hyphen ("U.S.-Mexico").
func spacedDash(toks []token, k int) bool {
	return isDash(toks[k]) && (k == 0 || toks[k].start > toks[k-1].end || isDash(toks[k-1]))
}

// bareAgent returns the agent after a passive's "by" that has no
// determiner or capital: a plural ("by opponents") or a share ("by 42
// percent of the Republicans surveyed in the poll"), to a comma, a clause
// or a preposition other than "of"; else an empty range.
func bareAgent(toks []token, a int) rng {
	b := a
	for b < len(toks) && b-a < 12 && toks[b].kind == tWord && !toks[b].quoted {
		w := toks[b].lower
		if b > a && (prepositions[w] && w != "of" && !(w == "in" && toks[b-1].lower == "surveyed") || w == "who" || w == "that" || w == "which" || conjunctions[w] || preCueSkip[w]) {
			break
		}
		b++
	}
	if b == a || !(pluralNoun(toks[b-1].lower) || isNumber(toks[a].lower) || share(toks[a:b])) {
		return rng{}
	}
	return rng{a, b}
}

// placeholderSubject reports whether the speaker phrase of statement r
// (cue at i) opens with a word that holds the subject's place and names no
// one, and if so mends r: existential "there" ("There are concerns
// about", "There's no doubt"), "it" with a copula ("It's a reasonable
// assumption"), or a question's verb ("Does Rubio oppose": the subject
// follows, at the sentence's opening). What follows the placeholder may
// still hold the speaker: a name right before the cue, or after "it" a
// quantifier ("It's a dynamic Greenberg said", "It's a strategy some
// believe"; not "there are many questions"), or after "there is" a noun
// phrase before a participle ("There is anecdotal evidence suggesting").
// Else nobody is named.
func placeholderSubject(toks []token, r *raw, i int) bool {
	a, b := r.speaker.a, r.speaker.b
	f := toks[a].lower
	existential := f == "there" || f == "there's" || f == "there’s"
	k := a + 1
	switch {
	case f == "there" || f == "it":
		for k < b && (isCopula(toks[k].lower) || auxiliaries[toks[k].lower] || modals[toks[k].lower] || toks[k].lower == "also" || toks[k].lower == "still") {
			k++
		}
		if f == "it" && k == a+1 {
			return false // "it has also exposed": a thing that acts (subjectShaped's care)
		}
	case questionOpeners[f] && (a == 0 || toks[a-1].kind != tWord):
		if n := toks[min(k, b-1)]; k < b && (n.lower == "you" && k+1 == b || (n.cap() || determiners[n.lower] || subjectPronoun(n.lower)) && subjectShaped(toks[k:b])) {
			r.speaker.a = k // "Does Rubio oppose ...", "Was Szlachta satisfied": a question's subject follows its verb
			return true
		}
		return false // "(Hillary Clinton) has been a consistent ...": the phrase was cut after the subject
	case !placeholderWords[f]:
		return false
	case !existential && b == a+1 && i == b && strings.HasSuffix(toks[i].lower, "ing"):
		return false // "It’s denouncing what it calls ...": a progressive, whose "it" is someone's
	}
	r.speaker, r.appos, r.pre, r.unknown = rng{}, nil, nil, true
	if k >= b {
		return true
	}
	switch h := toks[b-1]; {
	case h.cap() && !titles[h.lower] || !existential && quantifiers[h.lower] && h.lower != "more" && h.lower != "such":
		j := b - 1
		for h.cap() && j > k && toks[j-1].kind == tWord && toks[j-1].cap() {
			j-- // the name's words before its last
		}
		r.speaker, r.unknown = rng{j, b}, false
	case existential:
		c := toks[i].lower
		if (strings.HasSuffix(c, "ing") || strings.HasSuffix(c, "ed")) && h.kind == tWord && !determiners[h.lower] && !quantifiers[h.lower] && h.lower != "no" {
			r.speaker, r.unknown = rng{k, b}, false
		}
	}
	return true
}

// copulaBefore reports whether a copula stands before i, adverbs and "not"
// between: the word at i is then an adjective ("was clear", "is not sure").
func copulaBefore(toks []token, i int) bool {
	j := i - 1
	for j >= 0 && (toks[j].lower == "not" || strings.HasSuffix(toks[j].lower, "ly")) {
		j--
	}
	return j >= 0 && isCopula(toks[j].lower)
}

// speakerLike reports whether a phrase with head h can hold a view or speak:
// a name, a role, an unnamed source, a body, a group, a pronoun (not "The
// result was clear").
func speakerLike(h token) bool {
	return h.cap() || roleNouns[h.lower] || unnamedHeads[h.lower] || orgNouns[h.lower] || subjectPronoun(h.lower) || groupNouns[h.lower]
}

// pluralNoun reports whether w looks like a plural noun rather than an
// adjective: it ends in s, but not in "ss" or "ous" ("serious").
func pluralNoun(w string) bool {
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "ous") && !strings.HasSuffix(w, "'s") && !strings.HasSuffix(w, "’s")
}

// objectStart reports whether t can open a noun phrase object: a
// determiner, a possessive, a name or a number.
func objectStart(t token) bool {
	return determiners[t.lower] || possessiveDeterminers[t.lower] || t.cap() || isNumber(t.text)
}

// lowerAt is the lower-case word at i, or a boundary mark.
func lowerAt(toks []token, i int) string {
	if i < 0 {
		return "^"
	}
	if i >= len(toks) {
		return "$"
	}
	return toks[i].lower
}

// subjectShaped reports whether p can be the subject of a learned cue: it
// opens with a capital, a determiner or a pronoun, or is a bare plural
// ("critics"), and holds no verb of its own ("Clinton is already
// receiving", "could raise new").
func subjectShaped(p []token) bool {
	if len(p) == 0 || len(p) > 10 {
		return false
	}
	f := p[0]
	if subordinators[f.lower] || f.lower == "lest" || f.lower == "let" && len(p) > 1 && p[1].lower != "me" && p[1].lower != "us" {
		return false // "Lest you assume ...": a clause's opening, not a subject; "Let builders decide": a plea, no one's act
	}
	if len(p) == 1 && (f.lower == "this" || f.lower == "that") {
		return false // a demonstrative alone points at a thing (a bare "it" may be a body or a document: "It lays out a host of actions"; on held-out folds of PolNeAR train, 20 more matches for 32 more statements)
	}
	if !f.cap() && !determiners[f.lower] && !quantifiers[f.lower] && f.lower != "every" && !irregularPlurals[f.lower] && pronouns[f.lower] == "" && !subjectPronoun(f.lower) && !(len(p) <= 2 && strings.HasSuffix(p[len(p)-1].lower, "s")) && !share(p) && !pluralNoun(f.lower) && !(pluralNoun(p[len(p)-1].lower) && noVerb(p)) {
		return false
	}
	for _, t := range p {
		if t.cap() || t.kind != tWord {
			continue
		}
		if isCopula(t.lower) || modals[t.lower] || auxiliaries[t.lower] || preCueSkip[t.lower] || cueForms[t.lower] != "" {
			return false
		}
	}
	return true
}

// share reports whether p opens with a poll's share or a quantifier of
// people: "41% identify with", "87 percent of Democrats", "more voters".
func share(p []token) bool {
	f := p[0]
	if shareAt(p, 0) > 0 || (isNumber(f.text) || quantityNouns[f.lower]) && len(p) > 1 && p[1].lower == "of" { // ("hundreds of thousands of Armenians")
		return true
	}
	return quantifiers[f.lower] || f.lower == "half" || f.lower == "all" || f.lower == "both"
}
