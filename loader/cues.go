package loader

// Cues: the words that mark a report, and the contexts in which a cue word
// is something else (a noun, an infinitive, a passive, a phrasal verb).

import (
	"slices"
	"strings"
)

// pluralThat reports whether the bare form at i is a plural subject's
// present tense before "that": "Supporters counter that", "Critics charge
// that", "they note that". A noun there ("the counter") has a determiner
// or an adjective before it, not a plural.
func pluralThat(toks []token, i int) bool {
	if i == 0 || i+1 >= len(toks) || toks[i+1].lower != "that" || toks[i].cap() {
		return false
	}
	p := toks[i-1]
	if p.kind != tWord {
		return false
	}
	if pluralPronoun(p.lower) {
		return true
	}
	return (!p.cap() || i-1 == contentStart(toks)) && pluralForm(p.lower)
}

// pluralSubject reports whether t, a capital or not, can be a plural
// subject of a bare form: "they", "Officials", "allies".
func pluralSubject(t token) bool {
	return t.kind == tWord && (pluralPronoun(t.lower) || pluralForm(t.lower))
}

func pluralPronoun(w string) bool { return w == "they" || w == "we" || w == "i" || w == "you" }

// pluralForm reports whether w looks like a plural noun: an -s that is no
// possessive, no "-ss", no small word of grammar.
func pluralForm(w string) bool {
	return strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "'s") && !strings.HasSuffix(w, "’s") &&
		len(w) > 3 && !preCueSkip[w] && !adverb(w) && !prepositions[w] && !determiners[w]
}

// pluralAfterReport reports whether the bare form at i closes a report
// before it, after a comma and a plural subject: "Iran says it will not
// negotiate, state media report".
func pluralAfterReport(toks []token, i int) bool {
	if i < 3 || toks[i].cap() || i+1 < len(toks) && toks[i+1].text != "." {
		return false
	}
	p := toks[i-1]
	if p.kind != tWord || p.cap() || !(p.lower == "media" || pluralSubject(p)) {
		return false
	}
	for j := i - 2; j > 0 && j >= i-4; j-- {
		if toks[j].text == "," {
			return true
		}
		if toks[j].kind != tWord || toks[j].cap() && !(j == i-2 && toks[j].lower == "state") {
			return false
		}
	}
	return false
}

// pluralObjectTo reports whether the bare form at i follows a plural
// subject and takes an object and an infinitive: "Officials urge residents
// to stay home", "Trump allies urge her to quit" (not "the urge to").
func pluralObjectTo(toks []token, i int) bool {
	if i == 0 || toks[i].cap() || !pluralSubject(toks[i-1]) {
		return false
	}
	for k := i + 2; k+1 < len(toks) && k <= i+4; k++ {
		if toks[k].kind != tWord {
			return false
		}
		if toks[k].lower == "to" {
			return toks[k+1].kind == tWord && !toks[k+1].cap() && !determiners[toks[k+1].lower]
		}
	}
	return false
}

// failedWords before "to" and a verb of saying mean it was not said:
// "failed to disclose", "neglected to mention".
var failedWords = set("fail fails failed failing neglect neglects neglected neglecting forgot forget forgets")

// namelessSource reports whether toks[i:] is "to be named", "to be
// identified" or "to give (his) (full) name": what a source declines.
func namelessSource(toks []token, i int) bool {
	if i+2 >= len(toks) || toks[i].lower != "to" {
		return false
	}
	if toks[i+1].lower == "be" {
		return toks[i+2].lower == "named" || toks[i+2].lower == "identified"
	}
	if w := toks[i+1].lower; w != "give" && w != "provide" && w != "share" && w != "reveal" && w != "disclose" {
		return false
	}
	for k := i + 2; k < len(toks) && k <= i+4; k++ {
		if toks[k].lower == "name" || toks[k].lower == "names" {
			return true
		}
	}
	return false
}

// goneOn are what one goes on that is no talk: "went on strike", "went on
// leave".
var goneOn = set("strike leave vacation holiday holidays trial sale tour hiatus patrol duty")

// stanceAdjective returns where the copula before the adjective at i
// starts when "BE (adverbs) ADJ PREP" is a stance towards what follows the
// preposition ("are critical of", "was furious about", "is deeply
// distrustful of", "remains opposed to"); else -1.
func stanceAdjective(toks []token, i int) int {
	if !stanceAdjectives[toks[i].lower] || i < 1 || i+2 >= len(toks) || toks[i].quoted || !stancePrepositions[toks[i+1].lower] {
		return -1
	}
	if toks[i+1].lower == "to" && !toAdjectives[toks[i].lower] {
		return -1
	}
	k := copulaAt(toks, i)
	if k > 0 && (toks[k-1].lower == "and" || toks[k-1].lower == "but") {
		return -1 // "said it was disappointed and remained committed to a deal": the reported clause goes on
	}
	return k
}

// beliefCopula is copulaAt for a belief adjective (bits from cueBits), or
// -1 without looking for any other word.
func beliefCopula(toks []token, i int, bits uint8) int {
	if bits&cwBeliefAdj == 0 {
		return -1
	}
	return copulaAt(toks, i)
}

// copulaAt returns where the copula before the adjective at i stands,
// over up to two adverbs ("is deeply distrustful", "are increasingly
// worried"), or -1.
func copulaAt(toks []token, i int) int {
	k := i - 1
	for k > 0 && i-k <= 2 && (adverb(toks[k].lower) || degreeWords[toks[k].lower]) {
		k--
	}
	if k < 0 || !isCopula(toks[k].lower) && !copulaVerbs[toks[k].lower] {
		return -1
	}
	return k
}

// stanceAdjectives, after a copula and before a preposition, take a stance
// on its object: "is critical of", "were angry about".
var stanceAdjectives = set("critical supportive angry furious upset frustrated disappointed pleased unhappy proud enthusiastic excited passionate " +
	"vocal outspoken sympathetic hostile opposed distrustful mistrustful suspicious dismissive divided unanimous undecided receptive " +
	"ambivalent lukewarm scathing complimentary effusive grateful dismayed alarmed outraged appalled troubled encouraged satisfied " +
	"dissatisfied impressed unimpressed nervous anxious fearful resistant committed")

// stancePrepositions open the object of a stance adjective.
var stancePrepositions = set("of about at over with toward towards on to")

// toAdjectives take "to" before their object ("opposed to the plan"); for
// the others "to" opens an infinitive ("pleased to announce").
var toAdjectives = set("sympathetic hostile opposed receptive resistant committed")

// degreeWords may stand between a copula and its adjective: "is very
// critical of", "was more measured on".
var degreeWords = set("very so too more less most least also still not increasingly equally especially particularly quite fairly pretty")

// copulaVerbs link a subject to a state as "be" does: "remains opposed to".
var copulaVerbs = set("remain remains remained seem seems seemed appear appears appeared become becomes became grew grow grows")

// anonymousTalk reports whether toks[i] is "spoke" or "talked" (any form)
// on condition of anonymity: how the sources spoke to the reporter, not
// what they said.
func anonymousTalk(toks []token, i int) bool {
	switch toks[i].lower {
	case "spoke", "speak", "speaks", "speaking", "talked", "talk", "talks", "talking":
		return anonymity(toks, i+1) > i+1
	}
	return false
}

// documentReads reports whether toks[i] is "reads" or "read" with a
// piece of writing for its subject and its words quoted beside it: "“Q,”
// the warning reads.", "The sign on the door reads: “Q”", "The letter
// reads in part: “Q”". What the writing says is its words; "He reads the
// news" and "She read a statement" are no report.
func documentReads(toks []token, i int) bool {
	if w := toks[i].lower; w == "reading" && i > 0 && (writings[toks[i-1].lower] || writings[strings.TrimSuffix(toks[i-1].lower, "s")]) {
		return quotationFollows(toks, i+1) // "carried signs reading “Reject the bill.”"
	}
	if w := toks[i].lower; w != "reads" && w != "read" || i < 2 {
		return false
	}
	if q := i - 1; toks[q].kind == tQuote && !toks[q].open && toks[q-1].text == "," && i+2 < len(toks) && determiners[toks[i+1].lower] && writings[toks[i+2].lower] {
		return true // "“Q,” read a post on the union's page."
	}
	if q := i - 3; q >= 1 && writings[toks[i-1].lower] && determiners[toks[i-2].lower] && toks[q].kind == tQuote && !toks[q].open && toks[q-1].text == "," {
		return i+1 < len(toks) && toks[i+1].kind == tPunct // "“Q,” the warning reads."
	}
	n := i + 1
	if n+1 < len(toks) && toks[n].lower == "in" && toks[n+1].lower == "part" {
		n += 2
	}
	if n >= len(toks) || !(toks[n].text == ":" || toks[n].text == "," || toks[n].kind == tQuote && toks[n].open) {
		return false
	}
	if toks[n].text != "" && toks[n].kind != tQuote && (n+1 >= len(toks) || toks[n+1].kind != tQuote || !toks[n+1].open) {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-8; k-- {
		if writings[toks[k].lower] && k > 0 && determiners[toks[k-1].lower] {
			return true // "The sign on the door reads: “Q”"
		}
		if toks[k].kind == tQuote || toks[k].text == "." {
			break
		}
	}
	return false
}

// writings are what a report "reads": its words stand written.
var writings = set("warning sign statement letter note message post notice release text caption headline banner placard " +
	"plaque inscription memo email tweet advisory order ruling document petition card label ad advertisement slogan poster " +
	"motion resolution complaint filing decision judgment indictment obituary entry citation")

// splitQuoteVerb reports whether the unlisted word at i is the verb of an
// attribution that a quotation frames: after “Q,” and its speaker (a
// pronoun or a name), a past tense before the sentence's end or before the
// quotation's second half: "“Q1,” she elaborated, “Q2.”", "“Q,” Lee
// quipped." No other reading fits a verb there, whatever verb it is.
func splitQuoteVerb(toks []token, i int) bool {
	if q := i - 1; q >= 1 && toks[q].kind == tQuote && !toks[q].open && toks[q].paired && (toks[q-1].text == "," || toks[q-1].text == "?" || toks[q-1].text == "!") &&
		!toks[i].cap() && (strings.HasSuffix(toks[i].lower, "ed") || irregularPast[toks[i].lower]) {
		// "“We'll see,” mused the coach.", "“I don't know,” shrugged Dahl.":
		// the verb before its speaker frames the quotation, whatever verb it is
		n := i + 1
		for n < len(toks) && n <= i+5 && toks[n].kind == tWord {
			n++
		}
		return n > i+1 && n < len(toks) && (toks[n].text == "." && n+1 == len(toks) && (toks[i+1].cap() || determiners[toks[i+1].lower]) || toks[n].text == "," && toks[i+1].cap()) // (not "''TrumpNation,'' prompted a $5 billion, ... lawsuit": a title, the subject)
	}
	if i < 3 || toks[i-2].kind != tQuote && toks[i-3].kind != tQuote && (i < 5 || toks[i-4].kind != tQuote && toks[i-5].kind != tQuote) {
		return false // (first the cheapest test: most words have no quotation mark just before)
	}
	t := toks[i]
	if t.cap() || !(strings.HasSuffix(t.lower, "ed") || irregularPast[t.lower]) {
		return false
	}
	k := i - 1
	if !subjectPronoun(toks[k].lower) {
		for k > 0 && toks[k].kind == tWord && toks[k].cap() && i-k <= 3 {
			k--
		}
		k++
		if k == i {
			return false
		}
	}
	q := k - 1
	if q < 1 || toks[q].kind != tQuote || toks[q].open || !toks[q].paired || !(toks[q-1].text == "," || toks[q-1].text == "?" || toks[q-1].text == "!") {
		return false
	}
	n := i + 1
	return n+1 == len(toks) && toks[n].kind == tPunct || n+1 < len(toks) && toks[n].text == "," && toks[n+1].kind == tQuote && toks[n+1].open
}

// findCues lists the cue words of a sentence, left to right. A listed word
// whose place allows a verb it marks vetoed, whether it then takes the word
// or rejects it for its sense.
func findCues(s *sentence) []cueHit {
	toks := s.toks
	var out []cueHit
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tWord {
			continue
		}
		if t.lower == "going" && i+3 < len(toks) && toks[i+1].lower == "on" && toks[i+2].lower == "to" && cueForms[toks[i+3].lower] != "" && i > 0 && toks[i-1].text == "," {
			// ", going on to say that ...": the participle's report, whose
			// subject is the clause's (as ", adding that ...")
			out = append(out, cueHit{r: rng{i, i + 4}, lemma: cueForms[toks[i+3].lower], belief: beliefLemmas[cueForms[toks[i+3].lower]]})
			i += 3
			continue
		}
		if t.lower == "as" && (i == contentStart(toks) || i > 0 && i-1 == contentStart(toks) && isConnective(toks[i-1].lower)) {
			if by := frontedAsReported(toks, i); by > 0 {
				// "As reported by the Post, Q": read as "According to the
				// Post, Q" (asReportedBy reads one closing the sentence)
				out = append(out, cueHit{r: rng{i, by + 1}, lemma: "report", accord: true})
				i = by
				continue
			}
		}
		bits := cueBits(t.lower) // one lookup at most: most words are none of these
		if bits&cwStanceAdj != 0 {
			if a := stanceAdjective(toks, i); a >= 0 {
				s.veto(i)
				out = append(out, cueHit{r: rng{a, i + 2}, lemma: t.lower}) // "Voters are deeply distrustful of the plan"
				i++
				continue
			}
		}
		if anonymousTalk(toks, i) {
			s.veto(i) // "They spoke on condition of anonymity to discuss the talks": the terms of the reporting, nothing said
			continue
		}
		if bits == 0 {
			if documentReads(toks, i) {
				out = append(out, cueHit{r: rng{i, i + 1}, lemma: "read"}) // "“Q,” the warning reads.", "The sign reads: “Q”"
				continue
			}
			if splitQuoteVerb(toks, i) {
				out = append(out, cueHit{r: rng{i, i + 1}, lemma: t.lower}) // "“Q1,” she elaborated, “Q2.”"
				continue
			}
			if e, lemma := madePhrase(toks, i); e > i {
				out = append(out, cueHit{r: rng{i, e}, lemma: lemma})
				i = e - 1
			}
			continue
		}
		if t.lower == "according" && i+1 < len(toks) && toks[i+1].lower == "to" {
			out = append(out, cueHit{r: rng{i, i + 2}, lemma: "according to", accord: true})
			i++
			continue
		}
		// "X is skeptical (that) ..."
		if cop := beliefCopula(toks, i, bits); cop >= 0 && i+1 < len(toks) &&
			(toks[i+1].lower == "that" || toks[i+1].lower == "about" || toks[i+1].kind == tWord && !prepositions[toks[i+1].lower] ||
				toks[i+1].lower == "to" && (t.lower == "eager" || t.lower == "reluctant" || t.lower == "keen")) { // (not "is sure to win": the article's forecast)
			out = append(out, cueHit{r: rng{cop, i + 1}, lemma: t.lower, belief: true}) // "is skeptical that", "is increasingly worried that"
			continue
		}
		lemma, ok := "", bits&cwCue != 0
		if ok {
			lemma = cueForms[t.lower]
		} else if bits&cwBare != 0 && (afterModal(toks, i) || pluralThat(toks, i) || afterShare(toks, i) || pluralObjectTo(toks, i) || pluralAfterReport(toks, i)) {
			lemma, ok = bareForms[t.lower], true // "will discuss", "did not mention", "supporters counter that", "Officials urge residents to"
		}
		if !ok {
			if i+1 < len(toks) && bits&cwFirst != 0 {
				lemma, ok = cueForms[t.lower+" "+toks[i+1].lower]
				if ok && lemma == "go on" && i+3 < len(toks) && toks[i+2].lower == "to" && cueForms[toks[i+3].lower] != "" {
					ok = false // "went on to say": the cue comes after it ("went on to attack X" is one)
				}
				if ok && lemma == "go on" && i+2 < len(toks) && (toks[i+2].lower == "a" || toks[i+2].lower == "an" || goneOn[toks[i+2].lower]) {
					ok = false // "went on a 10-0 run", "went on a hunger strike", "went on strike": a deed, no words
				}
				if ok && lemma == "put it" && !putItReports(toks, i+2) {
					ok = false // "put it in the drawer": no words
				}
				if ok && lemma == "point to" && i > 0 && (numeric(toks[i-1].lower) || numberWords[toks[i-1].lower]) {
					ok = false // "The Dow added 210.15 points to 43,920.40": a count, no "points to"
				}
				if ok {
					out = append(out, cueHit{r: rng{i, i + 2}, lemma: lemma, belief: beliefLemmas[lemma]})
					i++
				} else if i+2 < len(toks) && strings.HasSuffix(toks[i+1].lower, "ly") && !toks[i+1].cap() {
					// "talked glowingly about", "talks freely of": an adverb inside the phrase
					if lemma, ok = cueForms[t.lower+" "+toks[i+2].lower]; ok && lemma != "put it" && lemma != "go on" {
						out = append(out, cueHit{r: rng{i, i + 3}, lemma: lemma, belief: beliefLemmas[lemma]})
						i += 2
					}
				}
			}
			continue
		}
		if adjectiveAfterPreposition(toks, i) || mediumParticiple(toks, i) {
			s.veto(i) // "despite repeated warnings" (an adjective), "In a video posted on Facebook, X said" (the medium's): nobody's report
			continue
		}
		if !cueGrammar(toks, i) && !(bits&cwCue == 0 && pluralAfterReport(toks, i)) || t.lower == "written" && !(i > 0 && (toks[i-1].lower == "has" || toks[i-1].lower == "have" || toks[i-1].lower == "had")) { // (", local media report." is no compound's noun)
			continue // (and "a written statement", "the book, written in 1990": an adjective or a passive)
		}
		s.veto(i) // past its grammar, a listed word is the rules' to judge: kept or rejected below, no learned cue
		if _, noun := nominalCues[t.lower]; noun && i+1 < len(toks) && toks[i+1].lower == "that" && describedPossessor(toks, i-1) {
			continue // "The senator's claim that ...": a noun, which nominalReports reads
		}
		if !cueSense(toks, i) {
			continue
		}
		if (t.lower == "states" || lemma == "continue" || lemma == "maintain" || t.lower == "find" || t.lower == "finding" || lemma == "learn") && !reportFollows(toks, i) && !bareClauseFollows(toks, i+1) ||
			lemma == "find" && i+2 < len(toks) && (determiners[toks[i+1].lower] || possessiveDeterminers[toks[i+1].lower]) && (toks[i+2].lower == "way" || toks[i+2].lower == "ways") {
			continue // "won states with ...", "continued to raise money", "maintained a lead", "find a way": not reports
		}
		if lemma == "continue" && i+2 < len(toks) && toks[i+1].text == "," && attributionFollows(toks, i+2) {
			continue // "Rescue work is continuing, the governor wrote.": the clause's verb, its attribution after it
		}
		if t.lower == "known" && !reportFollows(toks, i) {
			continue // "a developer known to be bullish", "no known affiliations", "had known him for years"
		}
		if lemma == "welcome" && !welcomesNews(toks, i+1) {
			continue // "welcomed guests", "a welcome change": no verdict
		}
		if lemma == "recall" && productRecall(toks, i+1) {
			continue // "recalls 1.2 million vehicles": goods called back, nothing said
		}
		if lemma == "issue" && issuesDocument(toks, i+1) {
			continue // "issued a statement": the statement says what was said, not "issued"
		}
		if lemma == "issue" && (i+1 >= len(toks) || timeWords[toks[i+1].lower] || toks[i+1].lower == "each" || toks[i+1].lower == "every" || toks[i+1].kind != tWord) {
			continue // "the number of study permits it issues next year": the permits are its object, before it; nothing said
		}
		if lemma == "plan" && (i+1 >= len(toks) || toks[i+1].lower != "to") {
			continue // "the meeting planned with X": no intention reported
		}
		if (lemma == "seem" || lemma == "appear") && i > 0 && (toks[i-1].lower == "it" || toks[i-1].lower == "there") {
			continue // "It seems that ...": the article's own voice, nobody's belief
		}
		if lemma == "appear" && i+1 < len(toks) && (prepositions[toks[i+1].lower] && toks[i+1].lower != "to" || appearPlaces[toks[i+1].lower] || toks[i+1].cap()) {
			continue // "appeared at the debate", "appears in a clip": where she was seen, no view (PolNeAR marks none of 20 on train)
		}
		if lemma == "plan" && i > 1 && toks[i-1].lower == "no" && (toks[i-2].lower == "have" || toks[i-2].lower == "has" || toks[i-2].lower == "had") {
			out = append(out, cueHit{r: rng{i - 1, i + 1}, lemma: lemma, belief: true}) // "They have no plans to ...": the cue from "no", the subject before "have"
			continue
		}
		out = append(out, cueHit{r: rng{i, i + 1}, lemma: lemma, belief: beliefLemmas[lemma]})
	}
	return out
}

// frontedAsReported returns the index of "by" in "As (first) reported by
// X" (or "noted", "stated") at i, where a noun phrase follows it, or 0.
func frontedAsReported(toks []token, i int) int {
	j := i + 1
	if j < len(toks) && (toks[j].lower == "first" || toks[j].lower == "previously" || toks[j].lower == "earlier" || adverb(toks[j].lower)) {
		j++
	}
	if j+2 >= len(toks) || toks[j+1].lower != "by" {
		return 0
	}
	if w := toks[j].lower; w != "reported" && w != "noted" && w != "stated" && w != "revealed" && w != "detailed" {
		return 0
	}
	if n := toks[j+2]; n.kind != tWord || !(n.cap() || determiners[n.lower] || possessiveDeterminers[n.lower]) {
		return 0
	}
	return j + 1
}

// showingAdjectives make "showing" a noun, a result at the polls: "a
// strong showing", "his poor showing".
var showingAdjectives = set("strong weak poor good solid disappointing impressive dismal surprising better worse best worst lackluster strong-enough respectable decent")

// putItReports reports whether "put it" before i is a report's cue: the
// sentence's end or a comma, colon or quotation follows, perhaps after an
// adverb ("put it bluntly:") or "this way" ("as one voter put it, ...", "X
// put it this way: ..."), or an "as" opens the clause it closes.
func putItReports(toks []token, i int) bool {
	for k := i - 3; k >= 0 && k >= i-14 && toks[k].kind == tWord || k >= 0 && toks[k].text == ","; k-- {
		if toks[k].lower == "as" {
			return true // "As Ms. Simonyan put it in a statement to ..., Q": the aside's cue, whatever follows
		}
	}
	if i < len(toks) && (strings.HasSuffix(toks[i].lower, "ly") || toks[i].lower == "best") {
		i++
	}
	if i+1 < len(toks) && (toks[i].lower == "this" || toks[i].lower == "that" || toks[i].lower == "another") && toks[i+1].lower == "way" {
		i += 2
	}
	return i >= len(toks) || toks[i].text == "," || toks[i].text == ":" || toks[i].text == "." || toks[i].text == ";" || toks[i].kind == tQuote
}

// madePhrase returns the end and lemma of a cue phrase opened at i by a
// form of "make" or "press" (caseMade, clearMade), or i. Most words are no
// such form: one switch turns them away (findCues asks it of every word
// that is no cue).
func madePhrase(toks []token, i int) (int, string) {
	switch toks[i].lower {
	case "make", "made", "makes", "making":
		if e := caseMade(toks, i); e > i {
			return e, "make the case"
		}
		if e := clearMade(toks, i); e > i {
			return e, "make clear"
		}
	case "press", "pressed", "presses", "pressing":
		if e := caseMade(toks, i); e > i {
			return e, "make the case"
		}
	}
	return i, ""
}

// caseMade returns the end of "made the case", "is making an impassioned
// case", "pressing the case" or "made a case for" opening at i (a form of
// make or press), when a report follows it ("that", "for", or "to" and a
// recipient or a verb); else i.
func caseMade(toks []token, i int) int {
	if i+2 >= len(toks) || !determiners[toks[i+1].lower] && !possessiveDeterminers[toks[i+1].lower] {
		return i
	}
	k := i + 2
	for k < len(toks) && k <= i+6 && toks[k].kind == tWord && toks[k].lower != "case" && !madeNouns[toks[k].lower] && !prepositions[toks[k].lower] {
		k++ // "an increasingly explicit, urgent and desperate case"
	}
	if k+1 >= len(toks) || toks[k].lower != "case" && !madeNouns[toks[k].lower] {
		return i
	}
	if n := toks[k+1].lower; madeNouns[toks[k].lower] {
		if n == "that" && k+2 < len(toks) && !verbLike(toks[k+2]) || n == "to" && promiseNouns[toks[k].lower] && k+2 < len(toks) && bareFormAt(toks, k+2) {
			return k + 1 // "made the point that ...", "made a commitment to hold ..."
		}
		return i
	}
	switch toks[k+1].lower {
	case "that", "to":
		return k + 1
	case "for", "against":
		return k + 2 // "made a case for reading authors"
	}
	return i
}

// madeNouns are the reports "made" with a "that" clause: "made the point
// that", "made the suggestion that"; promiseNouns also with "to" and a
// verb: "made a commitment to hold news conferences".
var madeNouns = set("point argument suggestion assertion observation commitment promise pledge prediction accusation allegation allegations claim claims")

var promiseNouns = set("commitment promise pledge")

// bareFormAt reports whether a lower-case word that may be a verb's bare
// form stands at i (after "to"): no determiner, pronoun or number.
func bareFormAt(toks []token, i int) bool {
	t := toks[i]
	return t.kind == tWord && !t.cap() && !determiners[t.lower] && !possessiveDeterminers[t.lower] && pronouns[t.lower] == "" && !isNumber(t.text)
}

// clearMade returns the end of "made clear", "has made it clear" or
// "makes abundantly clear" opening at i (a form of make) when "that" or a
// clause's subject follows ("made clear Monday they have no plans"); else
// i.
func clearMade(toks []token, i int) int {
	k := i + 1
	if k < len(toks) && toks[k].lower == "it" {
		k++
	}
	if k < len(toks) && (strings.HasSuffix(toks[k].lower, "ly") || toks[k].lower == "very") {
		k++
	}
	if k+1 >= len(toks) || toks[k].lower != "clear" || toks[k].quoted {
		return i
	}
	if n := toks[k+1]; n.lower == "that" || subjectPronouns[n.lower] || timeWords[n.lower] || n.text == ":" {
		return k + 1
	}
	// "made clear over the weekend that", "made it clear to House Democrats
	// on Wednesday that": a few words of whom and when, then the clause
	if w := toks[k+1].lower; !prepositions[w] && w != "over" && w != "during" && w != "in" {
		return i
	}
	for j := k + 2; j < len(toks) && j <= k+9; j++ {
		t := toks[j]
		if t.lower == "that" {
			return k + 1
		}
		if t.kind != tWord || t.quoted || verbLike(t) {
			break
		}
	}
	return i
}

// afterModal reports whether a modal or "do" stands before i, perhaps with
// "not" or "never" between: the bare form after it is a verb.
func afterModal(toks []token, i int) bool {
	j := i - 1
	if j >= 0 && (toks[j].lower == "not" || toks[j].lower == "never") {
		j--
	}
	if j < 0 || toks[j].kind != tWord || toks[j].cap() || !modals[toks[j].lower] {
		return false
	}
	return !supposed(toks, j)
}

// supposed reports whether "whether" or "if" stands a few words before i:
// "deciding whether the group could question her" says nothing, it supposes.
func supposed(toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		if w := toks[k].lower; w == "whether" || w == "if" {
			return true
		}
	}
	return false
}

// modals here are the assertive ones: "may reject", "should discuss" only
// suppose a report.
var modals = set("will would cannot did does do won't wouldn't can't couldn't didn't doesn't don't " +
	"won’t wouldn’t can’t couldn’t didn’t doesn’t don’t")

// issuesDocument reports whether toks[i:] names a document issued: "a
// statement", "statements", "a report this month", "subpoenas".
func issuesDocument(toks []token, i int) bool {
	if i < len(toks) && determiners[toks[i].lower] {
		i++
	}
	for ; i < len(toks) && toks[i].kind == tWord && !toks[i].cap(); i++ {
		switch toks[i].lower {
		case "statement", "statements", "report", "reports", "release", "releases", "subpoena", "subpoenas", "memo", "letter", "order", "ruling":
			return true
		}
		if !strings.HasSuffix(toks[i].lower, "ed") && !strings.HasSuffix(toks[i].lower, "al") && !strings.HasSuffix(toks[i].lower, "ly") && toks[i].lower != "new" && toks[i].lower != "joint" && toks[i].lower != "brief" {
			return false
		}
	}
	return false
}

// bareClauseFollows reports whether a clause without "that" starts at i: a
// subject pronoun, or a noun phrase of at most four words and then an
// auxiliary ("She learned her father had begun the process", "found the
// bill was flawed"; not "found a way", "maintained a lead in the polls").
func bareClauseFollows(toks []token, i int) bool {
	if i >= len(toks) {
		return false
	}
	if w := toks[i].lower; w == "he" || w == "she" || w == "they" || w == "we" || w == "i" {
		return i+1 < len(toks) && toks[i+1].kind == tWord
	}
	for k := i; k < len(toks) && k <= i+4; k++ {
		t := toks[k]
		if t.kind != tWord || prepositions[t.lower] || t.quoted {
			return false
		}
		if k > i && auxiliaries[t.lower] {
			return true
		}
	}
	return false
}

// reportFollows says whether the cue at i is followed by what a report
// looks like: "that", a quotation, a colon or comma, or the sentence's end.
func reportFollows(toks []token, i int) bool {
	if i+1 >= len(toks) {
		return true
	}
	n := toks[i+1]
	return n.lower == "that" || n.kind == tQuote || n.text == ":" || n.text == "," || n.text == "." || n.text == ";"
}

func isCopula(w string) bool {
	switch w {
	case "is", "are", "was", "were", "be", "been", "remain", "remains", "remained", "seems", "seemed":
		return true
	}
	return false
}

// finiteOnly cue forms are verbs only, never a noun or an adjective after a
// possessive: after "her" they follow an object ("close to her said").
var finiteOnly = set("said says told tells wrote")

// claimAdjectives judge what was said; a plural cue form after one is a
// noun: "false claims", "unfounded reports", "repeated warnings".
var claimAdjectives = set("false bogus baseless unfounded unproven dubious misleading unconfirmed conflicting repeated similar wild")

// gerundVerbs take an -ing form as their object, an act rather than a
// report: "recommends writing a menu", "stopped telling them".
var gerundVerbs = set("recommend recommends recommended suggest suggests suggested advise advises advised avoid avoids avoided stop stops stopped enjoy enjoys enjoyed consider considers considered")

// quotationJustBefore reports whether a quotation closes just before k, its
// comma inside or after it: "“Q,” one wrote.", "“Q”, another posted.".
func quotationJustBefore(toks []token, k int) bool {
	if k > 0 && toks[k-1].text == "," {
		k--
	}
	return k > 0 && toks[k-1].kind == tQuote && !toks[k-1].open
}

// cueGrammar rejects a cue word whose place in the sentence makes it no
// finite verb: a noun after a determiner or a possessive, an infinitive, a
// passive, an adjective after a number. The learned cue stage may still read
// such a word (annotators mark "his claim that", "to support").
func cueGrammar(toks []token, i int) bool {
	t := toks[i]
	l := cueForms[t.lower] // the lemma, looked up once for the rules below
	if t.cap() && i > 0 && !(headlineVerbs[t.lower] && titleCase(toks)) {
		return false // "Said" in a name, or a title word mid-sentence (or in a headline's "X: Y Wants Z", X's words)
	}
	if i > 0 {
		p := toks[i-1].lower
		if determiners[p] && p != "that" && p != "all" && p != "both" && p != "many" && p != "some" && p != "several" && p != "most" && p != "few" && !((numberWord(p) || p == "another") && (t.lower == "said" || t.lower == "say" || t.lower == "says" || quotationJustBefore(toks, i-1))) &&
			!(p == "her" && finiteOnly[t.lower]) && !(p == "another" && pastBeforeClause(toks, i)) { // "People close to her said": an object, since "said" is no noun; "Another warned that ...": one more speaker
			return false
		}
		if p == "own" && strings.HasSuffix(t.lower, "ing") {
			return false // "released its own reasoning model": a noun's modifier
		}
		if claimAdjectives[p] && strings.HasSuffix(t.lower, "s") && !strings.HasSuffix(t.lower, "ss") {
			return false // "could allow false claims to spread": a noun after its adjective
		}
		if gerundVerbs[p] && strings.HasSuffix(t.lower, "ing") {
			return false // "She recommends writing a weekly menu", "avoid telling children": an act advised, no report
		}
		if p == "to" && catenativeBefore(toks, i) == i-1 || p == "be" || p == "been" || p == "being" {
			return false // "to say" unless a catenative carries it ("continues to insist")
		}
		if isNumber(strings.TrimSuffix(p, "%")) && strings.HasSuffix(t.lower, "ed") && !(year(p) && i > 1 && toks[i-2].lower == "in") { // (not "A Lund ad in 2008 questioned")
			return false // "271 pledged delegates", "10 reported cases": an adjective
		}
		if (isNumber(p) && !year(p) || numberWords[p] && p != "one") && strings.HasSuffix(t.lower, "s") && !strings.HasSuffix(t.lower, "ss") && i > 1 && pastVerb(toks[i-2]) {
			return false // "had performed 42 shows": a count, the past verb's object (not "Article 33 affirms")
		}
		if toks[i-1].cap() && possessive(p) && !contractions[strings.ReplaceAll(p, "’", "'")] {
			return false // "Ada Moss's claim that ...": a noun, read by nominalReports
		}
		if (t.lower == "suspect" || t.lower == "suspects") && i+1 < len(toks) && (strings.HasSuffix(toks[i+1].lower, "ed") || toks[i+1].lower == "in" || toks[i+1].lower == "was" || toks[i+1].lower == "is") {
			return false // "Shooting suspect arrested", "a suspect in the case": the noun
		}
		if (p == "was" || p == "were" || p == "is" || p == "are") && strings.HasSuffix(t.lower, "ed") || (p == "was" || p == "were" || p == "is" || p == "are") && (t.lower == "said" || t.lower == "told") {
			return false
		}
		if j := i - 1; strings.HasSuffix(t.lower, "ed") || passiveParticiples[t.lower] != "" || t.lower == "told" {
			for j > 0 && (strings.HasSuffix(toks[j].lower, "ly") || preCueSkip[toks[j].lower] && !auxiliaries[toks[j].lower] && !isCopula(toks[j].lower)) {
				j-- // "is widely expected", "is often asked", "was also told"
			}
			if j < i-1 && isCopula(toks[j].lower) {
				return false // a passive (passiveReport reads the expected ones)
			}
		}
	}
	if i > 0 && possessive(toks[i-1].lower) && strings.HasSuffix(t.lower, "s") && !strings.HasSuffix(t.lower, "ss") {
		return false // "Ford's plans": after a possessive, a plural noun
	}
	if nounVerbs[l] && t.lower == l+"s" && !(i > 0 && (toks[i-1].cap() || subjectPronouns[toks[i-1].lower] || toks[i-1].lower == "it")) {
		return false // "terrorist attacks", "his remarks", "emails show": a plural noun unless a name or pronoun stands before
	}
	if nounVerbs[l] && t.lower == l+"s" && i+1 < len(toks) && len(toks[i+1].lower) > 5 && strings.HasSuffix(toks[i+1].lower, "ing") && !toks[i+1].cap() {
		return false // "600 Clinton emails containing classified information": a noun a participle describes
	}
	if i > 0 && (toks[i-1].lower == "and" || toks[i-1].lower == "or") && i+1 < len(toks) && strings.HasSuffix(t.lower, "s") && auxiliaries[toks[i+1].lower] {
		return false // "the emails and calls were ignored": a plural noun, the subject of the next verb
	}
	if i+1 < len(toks) && (t.lower == "post" || t.lower == "call" || t.lower == "report" || t.lower == "show") {
		return t.lower == "show" && (pluralBefore(toks, i) || obtainedBefore(toks, i) || pluralBeforeAside(toks, i)) && (evidenceFollows(toks[i+1]) || headlineLine(toks) && toks[i+1].kind == tWord) // "Polls show that ...", "records show no gifts"
	}
	return true
}

// cueSense rejects a cue word used in a sense that reports nothing ("ruled
// out", "showing up", "think tank", "did not respond to requests for
// comment"). What it rejects, the learned cue stage leaves alone too.
func cueSense(toks []token, i int) bool {
	t := toks[i]
	l := cueForms[t.lower]
	if i > 0 {
		if t.lower == "said" && i+1 < len(toks) && toks[i+1].lower == "than" {
			return false // "easier said than done"
		}
		if t.lower == "told" && i > 0 && toks[i-1].lower == "all" && i+1 < len(toks) && toks[i+1].text == "," {
			return false // "All told, up to 5 million people could be eligible": in all
		}
		if l == "rule" && !ruledThat(toks, i+1) && !ruledAfterReport(toks, i) {
			return false // "ruled out", "the rules committee": only "ruled that" reports
		}
		if t.lower == "calling" && i+1 < len(toks) && reflexives[toks[i+1].lower] && toks[i-1].kind == tWord && !toks[i-1].cap() {
			return false // "a man calling himself Paul": a name, not a report (but "calls himself a socialist" is one)
		}
		if cueForms[t.lower] == "call" && i+2 < len(toks) && reflexives[toks[i+1].lower] && toks[i+2].cap() && !determiners[toks[i+2].lower] {
			return false // "The group, which calls itself Last Generation Canada": a name it goes by, nothing said
		}
		if t.lower == "called" && namingCalled(toks, i) {
			return false // "a company called Harmony Enterprises gave": a name, nothing said
		}
		if t.lower == "think" && i+1 < len(toks) && (toks[i+1].lower == "tank" || toks[i+1].lower == "tanks") {
			return false // "the New Democrat Network think tank"
		}
		if strings.HasSuffix(t.lower, "ing") && perceptionWords[toks[i-1].lower] && noiseLemmas[l] && !quotationFollows(toks, i+1) {
			return false // "described hearing shouting": a noise heard, no one's words ("heard asking", "heard shouting, “Q”" are reports)
		}
		if t.lower == "showing" && showingAdjectives[toks[i-1].lower] {
			return false // "a strong showing in South Carolina": a result, nobody's finding
		}
	}
	if i+1 < len(toks) && toks[i+1].lower == "to" && (t.lower == "said" || t.lower == "says") && !toWhom(toks, i+2) {
		return false // "said to be", "is said to have"
	}
	if t.lower == "said" && i+1 < len(toks) && (toks[i+1].lower == "little" || toks[i+1].lower == "nothing") {
		return false // "The agency has said little about the case"
	}
	if t.lower == "said" && i+2 < len(toks) && toks[i+1].lower == "enough" && toks[i+2].kind == tPunct {
		return false // "Mexico said enough.": it had had enough, nothing quoted
	}
	if l == "ask" && i+3 < len(toks) && toks[i+1].lower == "not" && toks[i+2].lower == "to" && toks[i+3].lower == "be" {
		return false // "who asked not to be named": a condition of the reporting, not a report
	}
	if l == "ask" && i+3 < len(toks) && toks[i+1].lower == "to" && toks[i+2].lower == "be" && (toks[i+3].lower == "identified" || toks[i+3].lower == "named" || toks[i+3].lower == "referred" || toks[i+3].lower == "called") {
		return false // "who asked to be identified by her nickname", "asked to be named only by his first name": the same condition
	}
	if i >= 2 && toks[i-1].lower == "to" && failedWords[toks[i-2].lower] && !beliefLemmas[l] {
		return false // "she failed to declare a conflict": nothing declared
	}
	if t.lower == "found" && i+2 < len(toks) && toks[i+1].lower == "to" && (toks[i+2].lower == "have" || toks[i+2].lower == "be") && i > 0 && toks[i-1].kind == tWord && !isCopula(toks[i-1].lower) && pronouns[toks[i-1].lower] == "" {
		return false // "councillors found to have breached the rules can be removed": a passive, the ones found
	}
	if l == "agree" && i+3 < len(toks) && toks[i+1].lower == "not" && toks[i+2].lower == "to" && (toks[i+3].lower == "name" || toks[i+3].lower == "identify" || toks[i+3].lower == "publish") {
		return false // "whom CBC News has agreed not to name": the outlet's promise to its source, no statement
	}
	if (l == "decline" || l == "refuse") && namelessSource(toks, i+1) {
		return false // "who declined to be identified", "declined to give his name": a condition of the reporting
	}
	if l == "ask" && i+4 < len(toks) && toks[i+1].lower == "that" && possessiveDeterminers[toks[i+2].lower] && (toks[i+3].lower == "name" || toks[i+3].lower == "names") {
		return false // "who asked that her name not be used": the same condition
	}
	if (l == "show" || l == "call") && i+1 < len(toks) && (toks[i+1].lower == "up" || toks[i+1].lower == "off") {
		return false // "voters aren't showing up", "showing off the hat", "called off projects"
	}
	if l == "call" && i+1 < len(toks) && (toks[i+1].lower == "into" || toks[i+1].lower == "in" && i+2 < len(toks) && toks[i+2].lower == "to") {
		return false // "called into a radio show", "called in to a town hall": on the telephone
	}
	if i+1 < len(toks) && (t.lower == "known" && toks[i+1].lower == "as" || t.lower == "reported" && toks[i+1].lower == "from") {
		return false // "a system known as SMART"; "Lerer reported from Los Angeles": a byline
	}
	if l == "see" && !seesAs(toks, i+1) {
		return false // "will see a 2 percent growth rate", "had seen bruises": sight, not a view
	}
	if l == "show" && i > 0 && depictionNouns[toks[i-1].lower] {
		return false // "Security footage showed the man leaving": what a picture shows, no one's claim
	}
	if l == "add" && (quantityObject(toks, i+1) || bareCount(toks, i+1) || jobsAdded(toks, i+1)) {
		return false // "The Canucks added two more goals", "The Dow added 210 points", "Brown added 22,": a score, nothing said
	}
	if l == "add" && addedThing(toks, i+1) {
		return false // "The city added 40 buses to its fleet", "Theatres added screenings after ...": a thing added, no clause said
	}
	if l == "claim" && (actObject(toks, i+1, rosterNouns, false) || slices.ContainsFunc(toks[i+1:min(len(toks), i+8)], func(t token) bool { return t.lower == "waivers" })) {
		return false // "The Canucks claimed forward Ola Dahl off waivers": a player taken, nothing claimed
	}
	if l == "add" && actObject(toks, i+1, rosterNouns, false) {
		return false // "The Jets added forward Ola Dahl": a player signed, nothing said
	}
	if l == "tell" && i > 0 && workBefore(toks, i) && i+2 < len(toks) && (toks[i+1].lower == "the" || toks[i+1].lower == "a") && (toks[i+2].lower == "story" || toks[i+2].lower == "tale") {
		return false // "The movie tells the story of a girl": a work's plot, no one's words
	}
	if actNouns[l] != nil && actObject(toks, i+1, actNouns[l], l == "call") {
		return false // "claimed two lives", "posted a 4-2 win", "called a timeout", "denied bail": an act or a result, nothing said
	}
	if issuedFor[t.lower] && i+1 < len(toks) && toks[i+1].lower == "for" || strings.HasSuffix(t.lower, "ing") && i+2 < len(toks) && issuedFor[toks[i+1].lower] && toks[i+2].lower == "for" {
		return false // "Heat warning issued for southern Ontario": a headline's passive, whose subject (a noun in -ing) says nothing
	}
	if l == "fear" && i > 0 && (toks[i-1].lower == "for" || toks[i-1].lower == "in") {
		return false // "declined to be named for fear of reprisal", "fled in fear": why, no one's belief
	}
	if headlinePassive(toks, i) && toks[i].lower != "said" {
		return false // "Drake's lawsuit against Universal dismissed by judge": a headline's passive, whose subject says nothing
	}
	if l == "call" && helpCalled(toks, i+1) {
		return false // "Neighbours called 911", "A passerby called police": help sought, nothing said
	}
	if (l == "respond" || l == "answer") && i+1 < len(toks) && toks[i+1].lower == "to" && actObject(toks, i+2, emergencyNouns, false) {
		return false // "Firefighters responded to a call", "Police responded to reports of a disturbance": a call-out, nothing said
	}
	if (l == "reply" || l == "respond" || l == "answer") && i+1 < len(toks) && toks[i+1].lower == "for" && i+2 < len(toks) && toks[i+2].cap() {
		return false // "Kadri and Huberdeau replied for Calgary": goals scored for a team, nothing said
	}
	if l == "show" && i+2 < len(toks) && (toks[i+1].lower == "signs" || toks[i+1].lower == "no" && toks[i+2].lower == "signs") {
		return false // "the economy showed signs of stalling", "showed no signs of slowing": a state, nobody's claim
	}
	if w := nextWord(toks, i+1); l == "know" && (w == "him" || w == "her" || w == "them" || w == "me" || w == "us") && !(i+2 < len(toks) && (toks[i+2].lower == "to" || toks[i+2].lower == "as")) {
		return false // "The lifeguards know her by name": whom one knows, no belief
	}
	if hazardBefore(toks, i) {
		return false // "a fast-moving wildfire threatened the townsite", "The storm promises more rain": a fire or a storm says nothing
	}
	if l == "challenge" && i+1 < len(toks) && toks[i+1].lower == "for" {
		return false // "Toronto challenged for offside", "challenged for the lead": a play, not words
	}
	return true
}

// hazardBefore reports whether the subject right before the cue at i (an
// auxiliary or an adverb between) is a fire, a storm or another hazard of
// nature, which threatens or promises without saying anything.
func hazardBefore(toks []token, i int) bool {
	k := i - 1
	for k >= 0 && toks[k].kind == tWord && (preCueSkip[toks[k].lower] || adverb(toks[k].lower)) {
		k--
	}
	return k >= 0 && toks[k].kind == tWord && hazardNouns[toks[k].lower] && (!toks[k].cap() || k == contentStart(toks)) // (not "The Blaze reported": an outlet; a headline's "Wildfire threatens" is one)
}

// hazardNouns are fires, storms and other hazards of nature.
var hazardNouns = set("fire fires wildfire wildfires blaze blazes flames storm storms hurricane typhoon cyclone tornado flood floods floodwaters flooding rain rains snow snowstorm blizzard wind winds heat heatwave drought quake earthquake tsunami landslide avalanche smoke virus outbreak eruption volcano")

// jobsAdded reports whether a count of jobs stands at i: "Canada adds
// 76,000 jobs", "added 12,000 positions" (hiring, nothing said).
func jobsAdded(toks []token, i int) bool {
	return i+1 < len(toks) && (numeric(toks[i].lower) || numberWords[toks[i].lower]) && (toks[i+1].lower == "jobs" || toks[i+1].lower == "positions")
}

// perceptionWords are the verbs of hearing whose object in -ing is a
// sound: "hearing shouting", "heard screaming".
var perceptionWords = set("hear hears heard hearing")

// noiseLemmas are the cues that name a noise as well as words.
var noiseLemmas = set("shout scream yell cry chant cheer boo")

// pastVerb reports whether t is a verb in the past, in small letters.
func pastVerb(t token) bool {
	return t.kind == tWord && !t.cap() && (strings.HasSuffix(t.lower, "ed") || irregularPast[t.lower])
}

// pastBeforeClause reports whether the cue at i is a verb in the past
// that opens what was said: "warned that", "added:" ("another reported
// attack" is an adjective).
func pastBeforeClause(toks []token, i int) bool {
	if !pastVerb(toks[i]) || i+1 >= len(toks) {
		return false
	}
	n := toks[i+1]
	return n.lower == "that" || n.text == ":" || n.kind == tQuote && n.open
}

// ruledThat reports whether "that" follows a ruling at i, after a vote's
// score or an adverb: "ruled that", "ruled 6-3 that", "ruled unanimously
// that".
func ruledThat(toks []token, i int) bool {
	if e := scoreAt(toks, i); e > i {
		i = e
	} else if i < len(toks) && strings.HasSuffix(toks[i].lower, "ly") {
		i++
	}
	return i < len(toks) && toks[i].lower == "that"
}

// ruledAfterReport reports whether "ruled" at i closes a report before it:
// "Police must get a warrant, the Supreme Court ruled Friday in a 5-4
// decision." A comma stands before its subject, and nothing but when and
// how follows it to the sentence's end (not "ruled out").
func ruledAfterReport(toks []token, i int) bool {
	if toks[i].lower != "ruled" && !(toks[i].lower == "rules" && headlineLine(toks)) {
		return false // (a headline's "..., federal judge rules"; not "given Democratic proportionality rules.": a noun)
	}
	k := i + 1
	for k < len(toks) && toks[k].kind == tWord && (timeWords[toks[k].lower] || k > i+1 || toks[k].lower == "in" || toks[k].lower == "on") {
		k++
	}
	if k < len(toks) && toks[k].text != "." || i+1 < len(toks) && toks[i+1].lower == "out" {
		return false
	}
	for j := i - 1; j > 0 && j >= i-8; j-- {
		if toks[j].text == "," {
			return j < i-1
		}
		if toks[j].kind != tWord {
			return false
		}
	}
	return false
}

// scoreAt returns the end of a vote's or a game's score at i ("6-3", or
// "5 – 4" as three tokens), or i.
func scoreAt(toks []token, i int) int {
	if i >= len(toks) {
		return i
	}
	if a, b, ok := strings.Cut(strings.ReplaceAll(toks[i].text, "–", "-"), "-"); ok && isNumber(a) && isNumber(b) {
		return i + 1
	}
	if i+2 < len(toks) && isNumber(toks[i].text) && (toks[i+1].text == "–" || toks[i+1].text == "-") && isNumber(toks[i+2].text) {
		return i + 3
	}
	return i
}

// depictionNouns are pictures and recordings: what they show is seen, not
// claimed ("footage showed", "the video shows", "photos show").
var depictionNouns = set("footage video videos image images photo photos photograph photographs picture pictures " +
	"camera cameras recording recordings map maps x-ray x-rays scan scans screenshot screenshots")

// actNouns are the objects with which a verb of speech names an act or a
// result instead of anything said: a toll or a prize claimed, a score or a
// figure posted, a play called. Such a use is no statement (cueSense).
var actNouns = map[string]map[string]bool{
	"claim": set("life lives victim victims title titles crown gold silver bronze medal medals championship trophy pole spot place top"),
	"post":  set("win wins victory loss losses profit profits gain gains record deficit surplus revenue revenues earnings decline increase drop rise score time times lead shutout bail bond"),
	"call":  set("timeout time-out penalty foul strike"),
	"deny":  set("bail parole"),
	"argue": set("case cases appeal appeals motion"),                                                                                                                                                    // a lawyer's act before a court ("argued the case"), not a claim
	"issue": set("recall recalls ticket tickets fine fines permit permits licence licences license licenses passport passports visa visas bonds shares refund refunds cheque cheques invoice invoices"), // goods and papers handed out, nothing said
}

// playCall reports whether the word at i is a referee's call of play:
// "the call on the ice stood", "the call on the field was overturned";
// nothing said, for the rules and the learned stage alike.
func playCall(toks []token, i int) bool {
	return (toks[i].lower == "call" || toks[i].lower == "calls") && i+3 < len(toks) && toks[i+1].lower == "on" && toks[i+2].lower == "the" && playSurfaces[toks[i+3].lower]
}

// playSurfaces are where a game is played and its calls made.
var playSurfaces = set("ice field court pitch floor")

// issuedFor are the participles that a headline's passive puts before
// "for": "Warning issued for", "Plan unveiled for".
var issuedFor = set("issued announced released unveiled")

// emergencyNouns are what police and crews respond to.
var emergencyNouns = set("call calls scene alarm alarms fire fires blaze crash collision incident emergency disturbance report reports")

// helpCalled reports whether the words from i are who one calls for help:
// "911", "police", "the police", "an ambulance".
func helpCalled(toks []token, i int) bool {
	if i < len(toks) && (toks[i].lower == "the" || toks[i].lower == "an") {
		i++
	}
	return i < len(toks) && helpLines[toks[i].lower] && (i+1 >= len(toks) || !toks[i+1].cap() && toks[i+1].kind != tQuote)
}

// helpLines are whom one calls in an emergency.
var helpLines = set("911 999 112 police ambulance paramedics firefighters")

// rosterNouns are the positions a team adds a player at: "added forward X".
var rosterNouns = set("forward forwards defenceman defenseman defencemen defensemen goaltender goalie pitcher pitchers catcher " +
	"infielder outfielder quarterback receiver striker midfielder defender winger centre center guard rookie prospect")

// workNouns are works whose plot is told: "The movie tells the story of".
var workNouns = set("movie film book novel play documentary series show episode song album opera musical exhibit exhibition memoir")

// stanceActNouns are the objects with which the same verbs name an act of
// politics, which news reports as a position taken: "claimed victory",
// "called a snap election", "called a meeting". The statement stands, of
// kind stance (statementKind), not speech.
var stanceActNouns = map[string]map[string]bool{
	"claim":   set("victory victories win wins seat seats majority prize"),
	"call":    set("election elections meeting meetings conference vote referendum halt recess session"),
	"plead":   set("guilty innocent contest"),                                                                    // "pleaded guilty to fraud": a plea entered in court
	"declare": set("emergency emergencies event victory war bankruptcy outbreak holiday independence candidacy"), // "declared a state of emergency": an act
}

// actObject reports whether the object that opens at i is one of nouns:
// the noun itself, or after a determiner, a number, an adjective or a
// score ("a 4-2 win", "two lives", "the lives of", "a snap election",
// "a news conference"), within four words, before any preposition. With
// indefinite (the naming verb "call"), "the" and a second object rule it
// out ("called the vote a sham").
func actObject(toks []token, i int, nouns map[string]bool, indefinite bool) bool {
	if indefinite && i < len(toks) && toks[i].lower == "the" {
		return false // "called the vote a sham": what it was called
	}
	opened := i < len(toks) && (determiners[toks[i].lower] || possessiveDeterminers[toks[i].lower])
	for j := i; j < len(toks) && (j < i+4 || opened && j < i+6) && toks[j].kind == tWord; j++ {
		w := toks[j].lower
		if w == "state" && j+1 < len(toks) && toks[j+1].lower == "of" {
			j++ // "declared a state of emergency"
			continue
		}
		if nouns[w] {
			n := j + 1
			return !(indefinite && n < len(toks) && (determiners[toks[n].lower] || toks[n].kind == tQuote)) // (not "called an election “a farce”")
		}
		if opened && j == i {
			continue // "her third title": a possessive, not "her" the object
		}
		if prepositions[w] || w == "that" || pronouns[w] != "" || objectPronouns[w] || toks[j].cap() && !opened {
			return false // "called for", "claimed that", "called it a disaster", "called Moss a liar"
		}
	}
	return false
}

// addedThing reports whether "added" takes a thing at i, not a clause: a
// preposition within four words, after words that hold no verb ("added 40
// new buses to its fleet", "added late-night screenings after", "added it
// to the list"); "added the plan would fail", "added that", "added:" say.
func addedThing(toks []token, i int) bool {
	for j := i; j < len(toks) && j < i+4; j++ {
		t := toks[j]
		if t.kind != tWord || t.cap() && j > i {
			return false
		}
		if prepositions[t.lower] || t.lower == "after" || t.lower == "during" || t.lower == "since" || t.lower == "before" {
			return j > i // (not "added during his appearance": where it was said, and then the words)
		}
		if t.lower == "that" || auxiliaries[t.lower] || modals[t.lower] || pastVerb(t) || pronouns[t.lower] != "" && pronouns[t.lower] != "it" {
			return false
		}
	}
	return false
}

// bareCount reports whether a number in digits stands alone at i, the
// phrase's end or "and" after it: "Jaylen Brown added 22, and ...", a
// score whose unit the sentence before gave.
func bareCount(toks []token, i int) bool {
	if i >= len(toks) || toks[i].kind != tWord || !isNumber(toks[i].text) {
		return false
	}
	n := i + 1
	return n >= len(toks) || toks[n].kind == tPunct && toks[n].text != "%" || toks[n].lower == "and"
}

// workBefore reports whether a work names the subject of the verb at i:
// "The movie tells", "“The Last Light,” the new film from X, tells".
func workBefore(toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-12; k-- {
		if workNouns[toks[k].lower] && !toks[k].cap() {
			return true
		}
		if k < i-1 && toks[k].kind == tWord && verbLike(toks[k]) {
			return false
		}
	}
	return false
}

// scoreUnits are what a score, a market's move or a measure counts: "two
// more goals", "210 points", "1.2 per cent", "40 kilometres".
var scoreUnits = set("goal goals point points run runs touchdown touchdowns basket baskets assist assists try tries " +
	"wicket wickets shot shots save saves percent per cent cents basis rebounds yards strokes hits strikeouts innings " +
	"kilometres kilometers km miles metres meters hectares acres kilograms tonnes tons litres liters") // (a measure: "covers about 40 kilometres")

// quantityObject reports whether a count of a score's units opens at i
// ("two more goals", "210 points, or 0.6 per cent", "another touchdown",
// "a goal"): a number, a number word or "a"/"another", then a unit of
// scoreUnits within three words. "20 people had died" is no such count.
func quantityObject(toks []token, i int) bool {
	if i < 0 || i >= len(toks) || toks[i].kind != tWord {
		return false
	}
	w := toks[i].lower
	switch {
	case (w == "more" || w == "less") && i+1 < len(toks) && toks[i+1].lower == "than":
		return quantityObject(toks, i+2) // "rose more than 3 per cent"
	case w == "about" || w == "nearly" || w == "almost" || w == "roughly":
		return quantityObject(toks, i+1) // "fell nearly 2 per cent"
	}
	if m := moneyAt(toks, i); m > i && m+1 < len(toks) && toks[m].lower == "to" && moneyAt(toks, m+1) > m+1 {
		return true // "Gold gave up US$8.10 to US$2,640.50": a price's move (not "raised $58 million", a sum)
	}
	if !(numeric(w) || numberWords[w] || w == "a" || w == "an" || w == "another") {
		return false
	}
	for j := i + 1; j < len(toks) && j <= i+3 && toks[j].kind == tWord; j++ {
		if scoreUnits[toks[j].lower] {
			return true
		}
	}
	return false
}

// moneyAt returns the index after a sum of money at i ("$5", "US$8.10",
// "US $8.10"), or i when there is none.
func moneyAt(toks []token, i int) int {
	if i < len(toks) && money(toks[i].lower) {
		return i + 1
	}
	if i+1 < len(toks) && (toks[i].lower == "us" || toks[i].lower == "cdn") && money(toks[i+1].lower) {
		return i + 2
	}
	return i
}

// money reports whether w is a sum in digits after a currency's sign:
// "$5", "US$8.10", "C$1.2", "€40", "£3".
func money(w string) bool {
	for _, sign := range []string{"us$", "c$", "a$", "$", "€", "£"} {
		if rest, ok := strings.CutPrefix(w, sign); ok {
			return numeric(rest)
		}
	}
	return false
}

// numeric reports whether w is written in digits ("210", "1.2", "3,000").
func numeric(w string) bool {
	return w != "" && w[0] >= '0' && w[0] <= '9' && strings.Trim(w, "0123456789.,%") == ""
}

// numberWords are the numbers written as words that counts open with.
var numberWords = set("one two three four five six seven eight nine ten eleven twelve dozen dozens hundred hundreds thousand thousands")

// namingCalled reports whether "called" at i names what the indefinite noun
// phrase before it is ("a program called BleachBit", "an ad called
// “Mirrors”"): up to three lower-case words after "a" or "an", then a name or
// a quotation.
func namingCalled(toks []token, i int) bool {
	if i+1 >= len(toks) || !toks[i+1].cap() && toks[i+1].kind != tQuote {
		return false
	}
	e := i + 1
	for e < len(toks) && toks[e].cap() {
		e++
	}
	if e > i+1 && e < len(toks) && (determiners[toks[e].lower] && !(e+1 < len(toks) && toks[e+1].cap()) || toks[e].kind == tQuote) {
		return false // "A senator called Clinton a liar": the name's complement follows, a verdict (not "a group called Save the River": the name goes on)
	}
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		t := toks[k]
		if t.kind != tWord {
			return false
		}
		if t.lower == "a" || t.lower == "an" {
			return k < i-1
		}
		if pronouns[t.lower] != "" || preCueSkip[t.lower] || adverb(t.lower) || prepositions[t.lower] {
			return false
		}
	}
	return false
}

// appearPlaces follow "appear" in its sense of being seen somewhere.
var appearPlaces = set("before alongside onstage together during")

// seesAs reports whether "see" at i-1 holds a view: "sees that ...",
// "sees Cruz as a uniter".
func seesAs(toks []token, i int) bool {
	if i < len(toks) && toks[i].lower == "that" {
		return true
	}
	for j := i; j < len(toks) && j < i+7 && toks[j].kind == tWord; j++ {
		if toks[j].lower == "as" {
			if j+1 < len(toks) && asDegree[toks[j+1].lower] || asDegree[toks[j-1].lower] {
				return false // "would see their incomes go up by as much as 19.9 percent": a degree, no view
			}
			return j > i
		}
	}
	return false
}

// asDegree stand beside the "as" of a comparison: "as much as", "as well as".
var asDegree = set("much many well long soon far early little few")

// contractions end in "'s" but are no possessives: "He's said", "It's thought".
var contractions = set("he's she's it's that's what's there's here's who's let's")

// reflexives name the subject again as the object: "calling himself".
var reflexives = set("himself herself themselves itself myself ourselves yourself")

// nounVerbs are the cue verbs whose third-person form is more often a
// plural noun (on PolNeAR train, under half of "attacks", "emails",
// "remarks", "questions" are reports).
var nounVerbs = set("attack email remark question state quote order request challenge thank highlight post charge answer promise tweet offer issue reason")

// headlineVerbs are the cues of headlines in title case: "Sanders Says He
// Has Started Writing His Address". Present tense only: "Said" is as often a
// name ("Ahmed Said Khan").
var headlineVerbs = set("says tells warns claims denies admits insists urges vows pledges promises slams blasts rejects defends accuses praises " +
	"criticizes questions endorses backs seeks wants shows finds calls")

// titleCase reports whether a sentence is a headline in title case: four
// words or more, nearly all capitalized but for short function words.
func titleCase(toks []token) bool {
	words, caps := 0, 0
	for _, t := range toks {
		if t.kind != tWord || titleLower[t.lower] {
			continue
		}
		words++
		if t.cap() {
			caps++
		}
	}
	return words >= 4 && caps*10 >= words*9
}

var titleLower = set("a an the of to in on for and but or at by with as from vs")

// toWhom reports whether the words from i, after "said to", name to whom
// or before whom something was said ("said to reporters", "said to cheers",
// "said to the crowd", "said to him") rather than open an infinitive ("said
// to be", "said to have").
func toWhom(toks []token, i int) bool {
	if i >= len(toks) || toks[i].kind != tWord {
		return false
	}
	w := toks[i].lower
	switch {
	case toks[i].cap() || determiners[w] || objectPronouns[w]:
		return true
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !auxiliaries[w] && w != "does":
		return true // a plural noun: "reporters", "supporters"
	}
	return false
}

// pluralBefore reports whether a plural noun (lower case, or the sentence's
// first word) comes right before i: "polls show", "Records show".
func pluralBefore(toks []token, i int) bool {
	if i == 0 || toks[i-1].kind != tWord {
		return false
	}
	p := toks[i-1]
	plural := strings.HasSuffix(p.lower, "s") && !strings.HasSuffix(p.lower, "ss") && !possessive(p.lower)
	return plural && (!p.cap() || i-1 == contentStart(toks))
}

// pluralBeforeAside reports whether a plural stands before an aside
// between commas that ends before the word at i: "The documents, first
// reported by the Globe and Mail, show".
func pluralBeforeAside(toks []token, i int) bool {
	if i < 4 || toks[i-1].text != "," {
		return false
	}
	for k := i - 3; k >= 1 && k >= i-12; k-- {
		if toks[k].text == "," {
			return pluralBefore(toks, k)
		}
		if toks[k].kind != tWord {
			return false
		}
	}
	return false
}

// obtainedBefore reports whether documents someone came by stand before
// "show" at i: "emails obtained by Reuters show", "memos seen by the
// newspaper show".
func obtainedBefore(toks []token, i int) bool {
	for k := i - 2; k >= 1 && k >= i-6; k-- {
		if toks[k].lower == "by" && obtainedWords[toks[k-1].lower] {
			return k >= 2 && pluralBefore(toks, k-1)
		}
	}
	return false
}

// evidenceFollows reports whether t can open what something shows: "that",
// a name, a determiner, a number, "no", "little"; or end the clause, when
// what was shown came first.
func evidenceFollows(t token) bool {
	if t.kind == tPunct && (t.text == "." || t.text == ",") {
		return true // "..., records show."
	}
	return t.kind == tWord && (t.lower == "that" || t.cap() || determiners[t.lower] || t.lower == "no" || t.lower == "little" || t.text[0] >= '0' && t.text[0] <= '9')
}

// productRecall reports whether a quantity or goods follow "recall" at i:
// "recalled 1.2 million vehicles", "recalls some of its cars".
func productRecall(toks []token, i int) bool {
	if i < len(toks) && toks[i].text != "" && toks[i].text[0] >= '0' && toks[i].text[0] <= '9' {
		return true
	}
	return wordWithin(toks, i, 5, recalledGoods)
}

// wordWithin reports whether one of the n words from i, before any
// punctuation, is in set.
func wordWithin(toks []token, i, n int, set map[string]bool) bool {
	for k := i; k < len(toks) && k < i+n && toks[k].kind == tWord; k++ {
		if set[toks[k].lower] {
			return true
		}
	}
	return false
}

// recalledGoods are what a maker recalls.
var recalledGoods = set("vehicles cars trucks suvs products units devices models batteries airbags pills drugs phones toys food meat")

// afterShare reports whether a poll's share stands before i: "1 percent
// support Stein", "5% oppose it": the bare form is a verb.
func afterShare(toks []token, i int) bool {
	if i < 2 || !(toks[i-1].lower == "percent" || toks[i-1].lower == "%") || !isNumber(strings.TrimSuffix(toks[i-2].text, "%")) ||
		i+1 < len(toks) && prepositions[toks[i+1].lower] {
		return false // (not "20 percent support for X": a noun)
	}
	b := i - 3 // the share opens a clause: not "found 90 percent support"
	return b < 0 || toks[b].text == "," || toks[b].lower == "and" || toks[b].lower == "while" || toks[b].lower == "but" || toks[b].lower == "whereas"
}

// adjectiveAfterPreposition reports whether the -ed form at i stands
// between a preposition and its noun, as an adjective: "despite repeated
// warnings", "after renewed calls for calm", "with heightened concern";
// or the -ing form at i is the noun after "under" or "during" ("Under
// questioning by the Crown").
func adjectiveAfterPreposition(toks []token, i int) bool {
	if i > 0 && i+1 < len(toks) && strings.HasSuffix(toks[i].lower, "ing") && (toks[i-1].lower == "under" || toks[i-1].lower == "during") && (toks[i+1].lower == "by" || toks[i+1].lower == "from" || toks[i+1].text == ",") {
		return true // "Under questioning by the Crown, X said", "during questioning from reporters": a noun, no one's report
	}
	if i == 0 || i+1 >= len(toks) || !strings.HasSuffix(toks[i].lower, "ed") {
		return false
	}
	switch toks[i-1].lower {
	case "despite", "after", "amid", "with", "without", "following":
		n := toks[i+1]
		return n.kind == tWord && !n.quoted && !determiners[n.lower] && !possessiveDeterminers[n.lower] && pronouns[n.lower] == "" && !prepositions[n.lower] && n.lower != "that"
	}
	return false
}

// mediumParticiple reports whether the participle at i describes the
// medium of a phrase that opens the sentence: "In a video posted on
// Facebook, the mayor said ...", "In a statement issued Tuesday, X ...": how
// the main clause's subject spoke, no report of its own.
func mediumParticiple(toks []token, i int) bool {
	if i < 3 || !(strings.HasSuffix(toks[i].lower, "ed") || issueVerbs[toks[i].lower]) || media[toks[i-1].lower] == "" && (media[toks[i-2].lower] == "" || toks[i-1].kind != tWord || toks[i-1].cap()) {
		return false // (a medium's noun before it: "a video posted", "a Twitter message posted")
	}
	for k := i - 2; k >= 0 && k >= i-6; k-- {
		w := toks[k].lower
		if w == "in" || w == "on" || w == "through" || w == "via" {
			return k == contentStart(toks) || k > 0 && toks[k-1].text == ","
		}
		if toks[k].kind != tWord || verbLike(toks[k]) {
			return false
		}
	}
	return false
}

// welcomesNews reports whether what is welcomed from i is news one can
// judge: "welcomed the decision", "welcomes the court's ruling".
func welcomesNews(toks []token, i int) bool { return wordWithin(toks, i, 5, judgedNews) }

// judgedNews are the things a speaker welcomes or deplores as news.
var judgedNews = set("decision decisions move ruling verdict news announcement report plan deal agreement step vote proposal result results " +
	"election outcome sentence ceasefire truce release arrest bill law measure initiative offer talks")
