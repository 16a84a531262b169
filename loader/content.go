package loader

// Content: where what was said begins and ends, in its sentence.

import (
	"slices"
	"strings"

	kg "github.com/kg-dev/kg"
)

// objectLemmas are the cues whose content is most often a noun phrase, their
// object: "denounced the deal", "endorsed Mrs. Clinton this month".
var objectLemmas = func() map[string]bool {
	m := set("attack dismiss denounce blame mock slam decry thank remind highlight chant shout plead email discuss " +
		"challenge request order quote portray praise condemn criticize criticise blast endorse support oppose defend propose " +
		"reject favor favour cite tout predict seek mention consider hail lambast " +
		"assail applaud reference recommend champion bemoan invoke rebuke deride unveil congratulate outline laud commend castigate excoriate chide scold berate " +
		"disavow rebuff reaffirm recite downplay characterize characterise trumpet repeat")
	for l := range phrases("refer to", "point to", "talk about", "speak about", "speak of", "rail against", "allude to", "vouch for", "balk at") {
		m[l] = true
	}
	return m
}()

// objectEnd returns where a noun-phrase object that starts at i ends (end
// at the latest): before a comma (and so before a relative clause that
// adds to the noun), a subordinate clause, a participle's phrase, the time
// or the medium of the report. A relative clause without a comma restricts
// the noun and is part of the object: "mentioned the man who was likely to
// beat him", "condemned the raids in which 121 people were held" (on
// PolNeAR train, of the objects that ended there, gold ran on over 26 and
// stopped at 2). A clause
// ("that ...", the words after a "that" skipped before i, a quotation) is
// left to run to end.
func objectEnd(toks []token, i, end int) int {
	if i >= end || toks[i].lower == "that" || i > 0 && toks[i-1].lower == "that" && !toks[i-1].quoted || toks[i].kind == tQuote || subjectPronouns[toks[i].lower] {
		return end
	}
	listed := false // a comma went on with a list
	for k := i + 1; k < end; k++ {
		if toks[k].quoted {
			continue
		}
		t := toks[k]
		w := t.lower
		switch {
		case t.text == "," && k+1 < end && (toks[k+1].lower == "including" || strings.HasSuffix(toks[i].lower, "ing") && strings.HasSuffix(toks[k+1].lower, "ing")):
			// "cited several factors, including ...", "supported eliminating
			// caucuses, limiting ...": the object goes on
		case t.text == "(" && k+1 < end && partyState(toks[k+1].text):
			// "a donor to Sen. Marco Rubio (R-FL) to attack ..."
		case t.text == "," && asWellAs(toks, k):
			k += 3 // "cited problems in Iraq, as well as Syria": the list goes on
		case t.text == "," && placeAndState(toks, k, end):
			k += 2 // "criticized Tulsa, Okla., police officer X": past the state's comma
		case t.text == "," && k+2 < end && toks[k-1].cap() && partyState(toks[k+1].text) && toks[k+2].text == ",":
			k += 2 // "characterized Sen. Tim Kaine, D-Va., as ...": past the senator's party and state
		case t.text == "," && listed && k+1 < end && (toks[k+1].lower == "and" || toks[k+1].lower == "or"):
			// "attacked voters, lawmakers, and thinkers for ...": the serial comma of a list read on
		case t.text == "," && listGoesOn(toks, k, end):
			// "cited problems in the Middle East, China and elsewhere"
			listed = true
		case t.text == "," && k+3 < end && toks[k+1].lower == "along" && toks[k+2].lower == "with":
			// "ordered the mayor's office, along with the county prosecutor,
			// to release emails": an aside inside the object
			j := k + 3
			for j < end && toks[j].kind == tWord {
				j++
			}
			if j < end && toks[j].text == "," {
				k = j
			} else {
				return k
			}
		case t.text == "," || t.text == ";" || t.text == "(" || isDash(t):
			return k
		case w == "because" || w == "while" || w == "when" || w == "during" || w == "after" || w == "before":
			return k
		case w == "as" && k+1 < end && (subjectPronouns[toks[k+1].lower] || toks[k+1].lower == "it" || toks[k+1].lower == "we"):
			return k // "to stoke energy as he stopped by"
		case w == "and" && k+2 < end && !toks[k+1].cap() && (strings.HasSuffix(toks[k+1].lower, "ed") || irregularPast[toks[k+1].lower]) && (toks[k+2].lower == "to" || determiners[toks[k+2].lower] || possessiveDeterminers[toks[k+2].lower] || objectPronouns[toks[k+2].lower] || irregularPast[toks[k+1].lower] && toks[k+2].kind == tWord && !prepositions[toks[k+2].lower] && !toks[k+2].cap()):
			return k // "promised a veto and attempted to make the case", "mentioned her remarks and went right back to": a second verb of the subject's (not "revised by", "related policies")
		case w == "and" && k+1 < end && strings.HasSuffix(toks[k+1].lower, "ing") && !ingNouns[toks[k+1].lower] && !strings.HasSuffix(toks[i].lower, "ing"):
			return k // "calling X criminals and threatening to ..." (not "mentioned refinancing loans and forcing ...": a list of gerunds)
		case k > i+1 && k+1 < end && strings.HasSuffix(w, "ing") && !strings.HasSuffix(w, "thing") && !ingNouns[w] && !t.cap() && toks[k-1].kind == tWord &&
			!prepositions[toks[k-1].lower] && !determiners[toks[k-1].lower] && !possessive(toks[k-1].lower) && !strings.HasSuffix(toks[k-1].lower, "ing") && (prepositions[toks[k+1].lower] || determiners[toks[k+1].lower]):
			return k // "a commercial running on Iowa TV", not "for doing nothing", "the opening of", "for promoting fracking in" (a gerund's object)
		case mediumPhrase(toks, k) > k:
			return k // "claimed victory in a tweet"
		case timeWords[w] && (w != "this" && w != "last" && w != "next" || k+1 < end && timeWords[toks[k+1].lower]) && !possessive(toks[k-1].lower) && !determiners[toks[k-1].lower] && !reducedParticiple(toks, i, k-1) &&
			!(t.cap() && toks[k-1].cap() && toks[k-1].kind == tWord && !timeWords[toks[k-1].lower] && k+1 < end && toks[k+1].kind == tWord && !toks[k+1].cap() &&
				!timeWords[toks[k+1].lower] && !prepositions[toks[k+1].lower] && !determiners[toks[k+1].lower] && !isConnective(toks[k+1].lower) && toks[k+1].lower != "after" && toks[k+1].lower != "before"): // (not "a Super Tuesday rally": a name's day before its noun)
			return k // "endorsed Mrs. Clinton this month", "on Tuesday"
		case (w == "on" || w == "in") && k+1 < end && (timeWords[toks[k+1].lower] || isNumber(toks[k+1].lower)):
			return k
		case w == "in" && k+2 < end && (toks[k+1].lower == "early" || toks[k+1].lower == "late" || toks[k+1].lower == "mid") && (timeWords[toks[k+2].lower] || isNumber(toks[k+2].lower)):
			return k // "endorsed Trump in early June"
		}
	}
	return end
}

// placeAndState reports whether the comma at k stands between a place and
// its abbreviated state, which another comma closes: "Tulsa, Okla.,".
func placeAndState(toks []token, k, end int) bool {
	return k > 0 && k+2 < end && toks[k-1].cap() && toks[k+1].cap() && toks[k+2].text == "," && strings.HasSuffix(toks[k+1].text, ".") && len(toks[k+1].text) <= 7
}

// listGoesOn reports whether the comma at k goes on with the object that
// runs up to it: the next items of a list ("A, B and C", "A, B, and C"),
// each of at most four words, which ends the clause or the object, where a
// preposition or "as" goes on after the last item ("criticized A, B and C
// for the plan").
func listGoesOn(toks []token, k, end int) bool {
	words, conj := 0, false
	for j := k + 1; j < end; j++ {
		t := toks[j]
		switch {
		case t.kind == tWord && (t.lower == "and" || t.lower == "or") && !conj:
			if words == 0 && !(j > k+1 && toks[j-1].text == ",") {
				return false
			}
			conj, words = true, 0
		case t.kind == tWord && conj && words > 0 && (t.lower == "for" || t.lower == "as" || t.lower == "over" || t.lower == "about"):
			return true // the last item, then what the object goes on with
		case t.kind == tWord:
			if words++; words > 4 || cueForms[t.lower] != "" || subjectPronouns[t.lower] || t.lower == "that" || t.lower == "who" || t.lower == "which" {
				return false
			}
		case t.text == "," && !conj && words > 0:
			words = 0 // the next item
		case t.kind == tPunct && t.text != "," && t.text != ";" && t.text != "(" && !isDash(t):
			return conj && words > 0 // the sentence's end
		default:
			return false
		}
	}
	return conj && words > 0
}

var timeWords = set("monday tuesday wednesday thursday friday saturday sunday today yesterday tonight this last next week month year " +
	"morning afternoon evening night weekend january february march april may june july august september october november december")

// subordinateSubject reports whether the speaker phrase sp opens a
// subordinate clause of contrast or comparison: "while (only) 7 percent
// said", "just as she said". Clauses of time ("when he said") are left out:
// what follows them is as often the report's own comma.
func subordinateSubject(toks []token, sp rng) bool {
	k := sp.a - 1
	if k > 0 && toks[k].text == "," && sp.b < len(toks) && toks[sp.b].text == "," {
		// "Although the company's chief executive, X, said": over the description
		if d := collectBackLoose(toks, k); d.b-d.a > 1 && (contrastSubordinators[toks[d.a].lower] || introSubordinators[toks[d.a].lower] && d.a == contentStart(toks)) &&
			roleNouns[toks[d.b-1].lower] && noVerb(toks[d.a+1:d.b]) {
			return true
		}
	}
	if k >= 0 && (toks[k].lower == "just" || toks[k].lower == "only" || toks[k].lower == "even") {
		k--
	}
	if k >= 0 && openingSubordinators[toks[k].lower] && (k == contentStart(toks) || k == contentStart(toks)+1 && isConnective(toks[k-1].lower) || shortIntroBefore(toks, k)) {
		// "But if Carson implied that he would not attack, he did not ...",
		// "Interestingly, after the department asked X to ..., Hackett
		// said", "Since June 16, when he asked supporters to ..., 21,000
		// said": the clause ends at its comma
		return true
	}
	return k >= 0 && contrastSubordinators[toks[k].lower]
}

// openingSubordinators open a sentence's subordinate clause, whose report
// ends with it: "If X said Q, Y ...", "When X told them Q, they ...".
var openingSubordinators = set("if when because since after before unless once")

var contrastSubordinators = set("while as although though whereas")

// withClause reports whether an absolute "with" clause opens at i: a short
// subject, then a verb in -ing ("with Lewandowski taking to Twitter"); not
// "with humidex values expected to reach 40", a forecast that stays in.
func withClause(toks []token, i int) bool {
	for j := i; j < len(toks) && j <= i+4 && toks[j].kind == tWord && !toks[j].quoted; j++ {
		w := toks[j].lower
		if j > i && !toks[j].cap() && strings.HasSuffix(w, "ing") && len(w) > 4 {
			return true
		}
		if prepositions[w] || w == "that" || w == "which" {
			return false
		}
	}
	return false
}

// clauseEnd returns where reported speech that starts at i ends: at a comma
// that opens another clause outside quotation marks ("most voters have no
// idea who their senator is, so when they vote ..."), or the sentence's end.
func clauseEnd(toks []token, i int) int {
	for k := i + 1; k+1 < len(toks); k++ {
		if toks[k].text == "," && !toks[k].quoted && k+2 < len(toks) && (toks[k+1].lower == "a" || toks[k+1].lower == "an") && verdictNouns[toks[k+2].lower] {
			return k // "..., a claim that could not be verified": the article's verdict on what was said
		}
		if toks[k].text == "," && !toks[k].quoted && unverifiedAppositive(toks, k+1) {
			return k // "..., a figure that could not be independently verified": the article's caution about what was said
		}
		if toks[k].text == "," && !toks[k].quoted && judgedAfter(toks, k+1) {
			return k // "..., a timeline analysts described as ambitious": others' judgement of what was said
		}
		if toks[k].text == "," && !toks[k].quoted && k+3 < len(toks) && toks[k+1].lower == "the" && superlatives[toks[k+2].lower] && !toks[k+3].cap() && toks[k+3].kind == tWord &&
			!toks[k-1].cap() && commentToEnd(toks, k+1) {
			return k // "..., the latest blow to the automaker": the article's comment on the news
		}
		if toks[k].text == "," && !toks[k].quoted && clauseOpeners[toks[k+1].lower] && !embeddedClause(toks, k+1) && !secondThat(toks, i, k+1) {
			if e := interruptingAside(toks, k); e > k {
				k = e // "the email scandal, while troublesome, was dealt with": an aside between the subject and its verb
				continue
			}
			return k
		}
		if toks[k].text == "," && !toks[k].quoted && toks[k+1].lower == "with" && withClause(toks, k+2) {
			return k // "denied it happened, with Lewandowski taking to Twitter to call ...": the article's circumstance
		}
		if toks[k].text == "," && !toks[k].quoted && toks[k+1].lower == "as" && asClause(toks, k+2) {
			return k // "..., as inflation continued to ease": the article's circumstance
		}
		if toks[k].kind == tQuote && !toks[k].open && toks[k-1].text == "," && clauseOpeners[toks[k+1].lower] && !embeddedClause(toks, k+1) {
			return k + 1 // "the cut was “deeper than feared,” while ...": the comma inside the quotation
		}
		if toks[k].text == ";" && !toks[k].quoted {
			return k // "Supporters say it protects kids; opponents say it chills speech"
		}
		if isDash(toks[k]) && !toks[k].quoted && k > i+2 && !isDash(toks[k-1]) && !dashBetween(toks, i, k) && dashComment(toks, k+1) {
			return k // "likened the rules to “burning the Constitution” - a charge that might have stung": the article's
		}
		if toks[k].lower == "even" && toks[k+1].lower == "as" && !toks[k].quoted && k > i+1 {
			return k // "acknowledged some plagiarism even as he defended the campaign": a clause of its own
		}

		if toks[k].lower == "but" && !toks[k].quoted && k > i+1 && withheld(toks, k+1) {
			return k // "said Ottawa would pay its share but did not give a figure": what the speaker left out, the article's
		}
		if toks[k].lower == "but" && !toks[k].quoted && k > i+1 && k+1 < len(toks) && butReports[cueForms[toks[k+1].lower]] && secondReport(toks, k+1) {
			// "said it was too early but added ...": not "asked why X is
			// upset but showed no grief", where the clause goes on
			return k
		}
		if toks[k].lower == "and" && !toks[k].quoted && k > i+1 && (toks[k-1].kind == tWord && !toks[k-1].cap() && pronouns[toks[k-1].lower] == "" || toks[k-1].kind == tQuote && !toks[k-1].open) && subjectReportAt(toks, k+1) {
			// "Republicans said they were convinced the department erred and
			// Democrats accused the GOP of ...", "... of “leading from behind”
			// and Trump says": a second report
			return k
		}
		if (toks[k].lower == "and" || toks[k].lower == "while") && !toks[k].quoted && k > i+1 && shareReportAt(toks, k+1) {
			// "46 percent would choose Clinton, while 5 percent prefer
			// Johnson and 1 percent support Stein": each share its own report
			if toks[k-1].text == "," {
				return k - 1
			}
			return k
		}
		if toks[k].text == "," && !toks[k].quoted && k+3 < len(toks) && toks[k+1].lower == "and" && toks[k+2].lower == "when" && pressedWords[toks[k+3].lower] {
			return k // "said fathers would not be eligible, and when pressed on why, ...": another exchange
		}
		if toks[k].lower == "and" && !toks[k].quoted && k > i+1 && toks[k-1].text == "," && !toks[k-1].quoted && k+1 < len(toks) && !toks[k+1].cap() && !determiners[toks[k+1].lower] && pronouns[toks[k+1].lower] == "" && reportAfterSubject(toks, k+1) {
			return k - 1 // "said the reforms were not complete, and human rights groups warned that ...": a second report
		}
		if (toks[k].lower == "and" || toks[k].lower == "but") && !toks[k].quoted && k > i+3 && toks[k-1].text == "," && !toks[k-1].quoted && newClauseAt(toks, k+1) {
			return k - 1 // "said he intends to run, and other leaders said he could": a clause of another subject
		}
		if toks[k].lower == "and" && !toks[k].quoted && k > i+1 && (secondReport(toks, k+1) || k+2 < len(toks) && subjectPronouns[toks[k+1].lower] && secondReport(toks, k+2)) {
			// "He called the actions lawful, and said there was ...": the
			// speaker's second report is a statement of its own
			if toks[k-1].text == "," {
				return k - 1
			}
			return k
		}
	}
	return len(toks)
}

// dashBetween reports whether a dash stands in toks[i:k], or just before i
// (the content may start after it): the dash at k then closes an aside
// ("and that — despite X — he is best placed").
func dashBetween(toks []token, i, k int) bool {
	for _, t := range toks[max(0, i-2):k] {
		if isDash(t) {
			return true
		}
	}
	return false
}

// dashComment reports whether what follows a dash at j is the article's
// own: an appositive with a relative clause ("- a charge that might have
// stung") or a clause of its own ("- it has also exposed his weaknesses").
func dashComment(toks []token, j int) bool {
	if j < len(toks) && isDash(toks[j]) {
		j++ // "--"
	}
	if j+2 >= len(toks) || toks[j].quoted {
		return false
	}
	switch w := toks[j].lower; {
	case w == "a" || w == "an":
		for k := j + 1; k < len(toks) && k <= j+5 && toks[k].kind == tWord; k++ {
			if r := toks[k].lower; r == "that" || r == "which" {
				return k > j+1
			}
		}
	case w == "it" || subjectPronouns[w]:
		n := toks[j+1].lower
		return auxiliaries[n] || n == "also" || pastOrPresent(n)
	}
	return false
}

// pressedWords follow "and when" at the start of another exchange.
var pressedWords = set("asked pressed questioned challenged")

// shareReportAt reports whether a poll's share reports at j: "1 percent
// support Stein", "a third said", "74% say".
func shareReportAt(toks []token, j int) bool {
	if j+2 >= len(toks) || !(isNumber(toks[j].text) || strings.HasSuffix(toks[j].text, "%")) {
		return false
	}
	k := j + 1
	if toks[k].lower == "percent" || toks[k].lower == "%" {
		k++
	}
	for k < len(toks) && (modals[toks[k].lower] || adverb(toks[k].lower)) {
		k++
	}
	return k < len(toks) && k > j+1 && (cueForms[toks[k].lower] != "" || bareForms[toks[k].lower] != "" || toks[k].lower == "back" || toks[k].lower == "choose")
}

// secondThat reports whether "but that" at j goes on with a second "that"
// clause of the report that opened at i: "said (that) two soldiers had
// died, but that shelling had eased"; not "but that is not true", where
// "that" is the subject. A quotation after "but" goes on with the report
// too: "said he had offers, but “the offers were ...”".
func secondThat(toks []token, i, j int) bool {
	if toks[j].lower != "but" || j+3 >= len(toks) || i >= len(toks) {
		return false
	}
	if q := toks[j+1]; q.kind == tQuote && q.open && q.paired {
		return true // "said he had offers for the gun, but “the offers were ...”": his words go on
	}
	if toks[j+1].lower != "that" {
		return false
	}
	n := toks[j+2]
	return n.kind == tWord && !isCopula(n.lower) && !modals[n.lower] && !auxiliaries[n.lower] && !verbLike(n)
}

// asClause reports whether a clause of its own, a subject and a past-tense
// verb, follows "as" at j: "as inflation continued", "as the talks
// stalled"; not "as expected", "as well as", "as he put it" (a pronoun's
// aside about the words).
func asClause(toks []token, j int) bool {
	if j >= len(toks) || toks[j].kind != tWord || pronouns[toks[j].lower] != "" || toks[j].lower == "well" || toks[j].lower == "much" || toks[j].lower == "many" {
		return false
	}
	for k := j + 1; k < len(toks) && k <= j+5 && toks[k].kind == tWord; k++ {
		if w := toks[k].lower; !toks[k].cap() && (strings.HasSuffix(w, "ed") || irregularPast[w]) {
			return !prepositions[toks[k-1].lower]
		}
	}
	return false
}

// subjectReportAt reports whether a report of its own opens at j, a few
// words of subject and then a cue's finite form: "and Democrats accused
// ...", "and the ministry said ...".
func subjectReportAt(toks []token, j int) bool {
	if j >= len(toks) || !toks[j].cap() && !determiners[toks[j].lower] {
		return false // (not "race and class issues")
	}
	return reportAfterSubject(toks, j)
}

// newClauseAt reports whether a clause with its own subject starts at j:
// up to five words of a noun phrase (a capital, a determiner or a word no
// verb) and then an auxiliary or a past-tense verb.
func newClauseAt(toks []token, j int) bool {
	if j+1 < len(toks) && clauseAdverbs[toks[j].lower] && toks[j+1].kind == tWord && !verbLike(toks[j+1]) {
		j++ // ", and now some allies are hoping": the adverb opens the clause
	}
	if j+1 < len(toks) && (toks[j].lower == "that's" || toks[j].lower == "that’s") && toks[j+1].lower == "why" {
		return true // ", and that's why ...": the article's conclusion
	}
	if j >= len(toks) || toks[j].kind != tWord || pronouns[toks[j].lower] != "" || verbLike(toks[j]) || prepositions[toks[j].lower] || toks[j].lower == "that" {
		return false // (not "said it was not, and that the two nations had ...": a second clause of the report)
	}
	for k := j + 1; k < len(toks) && k <= j+5; k++ {
		t := toks[k]
		if t.kind != tWord || t.quoted {
			return false
		}
		if !t.cap() && (auxiliaries[t.lower] || strings.HasSuffix(t.lower, "ed") || irregularPast[t.lower] || t.lower == "said" || t.lower == "told" || t.lower == "wrote") {
			return true
		}
		if verbLike(t) || prepositions[t.lower] || isConnective(t.lower) || t.lower == "that" || t.lower == "who" || t.lower == "which" {
			return false
		}
	}
	return false
}

// clauseAdverbs may open a clause before its subject: ", and now X ...".
var clauseAdverbs = set("now then later meanwhile today yet still")

// reportAfterSubject reports whether a few words of subject from j are
// followed by a cue's finite form.
func reportAfterSubject(toks []token, j int) bool {
	if j >= len(toks) {
		return false
	}
	for k := j; k < len(toks) && k < j+6 && toks[k].kind == tWord; k++ {
		if w := toks[k].lower; k > j && !toks[k].cap() && cueForms[w] != "" && (strings.HasSuffix(w, "ed") || w == "said" || w == "told" || w == "wrote") {
			return !verbLike(toks[j]) && !preCueSkip[toks[k-1].lower] // (not "and was said", "and has said": the same subject's)
		}
		if k > j && (verbLike(toks[k]) || isConnective(toks[k].lower) || toks[k].lower == "but" || toks[k].lower == "or" || prepositions[toks[k].lower]) {
			return false // (not "in uniforms and Western shirts but showed": a phrase, not a subject)
		}
	}
	return false
}

// secondReport reports whether a past-tense cue verb (after adverbs such as
// "also") starts at j: "and said", "and also warned".
func secondReport(toks []token, j int) bool {
	for j < len(toks) && toks[j].kind == tWord && (toks[j].lower == "also" || toks[j].lower == "then" || toks[j].lower == "later") {
		j++
	}
	if j >= len(toks) || toks[j].kind != tWord || toks[j].cap() {
		return false
	}
	w := toks[j].lower
	if j+1 < len(toks) && cueBits(w)&cwFirst != 0 {
		if l := cueForms[w+" "+toks[j+1].lower]; l != "" && !beliefLemmas[l] && strings.HasSuffix(w, "ed") {
			return true // "railed against"
		}
	}
	if cueForms[w] == "" || beliefLemmas[cueForms[w]] {
		return false
	}
	if strings.HasSuffix(w, "ed") || w == "said" || w == "told" || w == "wrote" {
		return true
	}
	// present tense, which is also a plural noun ("the emails and calls
	// were ignored"): only with what a report's verb takes next
	if strings.HasSuffix(w, "s") && j+1 < len(toks) {
		n := toks[j+1]
		return n.lower == "that" || n.kind == tQuote && n.open || objectPronouns[n.lower] || determiners[n.lower] && n.lower != "that"
	}
	return false
}

// butReports are the verbs that after "but" open a second report of the same
// speaker.
var butReports = set("say add tell note insist warn acknowledge concede admit stress argue")

// withheld reports whether the words at i say what a speaker did not say:
// "did not give a figure", "declined to elaborate", "gave no details",
// "would not say".
func withheld(toks []token, i int) bool {
	if i+1 >= len(toks) {
		return false
	}
	w, n := toks[i].lower, toks[i+1].lower
	switch {
	case w == "declined" || w == "refused":
		return n == "to"
	case w == "gave" || w == "offered" || w == "provided":
		return n == "no"
	case w == "did" || w == "would" || w == "could":
		return n == "not" && i+2 < len(toks) && withheldVerbs[toks[i+2].lower]
	case w == "didn't" || w == "didn’t" || w == "wouldn't" || w == "wouldn’t":
		return withheldVerbs[n]
	}
	return false
}

// withheldVerbs are what a speaker did not do with what was asked.
var withheldVerbs = set("give say provide elaborate offer specify comment explain name disclose detail answer")

// clauseOpeners start a clause of the article's own after reported speech.
// adjunctOpeners open a phrase that says how or when something was said, not
// more of it: "..., the Kremlin said, without giving a date."
var adjunctOpeners = set("without with in on at during despite after before via through amid")

// verdictNouns name a report in the article's own comment on it: "X said Y,
// a claim that could not be independently verified".
var verdictNouns = set("claim charge allegation accusation assertion")

// judgedAfter reports whether toks[j:] is "a NOUN (that) others CUE ..." to
// the sentence's end: "a move critics called reckless", "a figure
// economists say is too low", "a view she still holds".
func judgedAfter(toks []token, j int) bool {
	if j+3 >= len(toks) || toks[j].lower != "a" && toks[j].lower != "an" || toks[j+1].kind != tWord || toks[j+1].cap() {
		return false
	}
	k := j + 2
	if toks[k].lower == "that" {
		k++
	}
	if k+1 < len(toks) && subjectPronoun(toks[k].lower) && commentToEnd(toks, j) {
		return true // "..., a view she still holds"
	}
	if k+2 < len(toks) && (toks[k].lower == "the" || possessiveDeterminers[toks[k].lower]) {
		for e := k + 2; e < len(toks) && e <= k+10 && toks[e].kind == tWord; e++ {
			if cueForms[toks[e].lower] != "" || disputeVerbs[toks[e].lower] {
				return commentToEnd(toks, j) // "..., a figure the federal government disputes": others' judgement
			}
		}
		return false
	}
	if k+1 >= len(toks) || toks[k].kind != tWord || toks[k].cap() || !strings.HasSuffix(toks[k].lower, "s") || cueForms[toks[k].lower] != "" {
		return false
	}
	return cueForms[toks[k+1].lower] != "" && commentToEnd(toks, j)
}

// disputeVerbs judge a figure or a claim someone else made: "a figure
// the government disputes".
var disputeVerbs = set("dispute disputes disputed contest contests contested question questions questioned reject rejects rejected")

// commentToEnd reports whether the phrase from j runs to the sentence's end
// with no comma or dash: an appositive of the clause, not of a noun inside
// it ("Facebook, the biggest social network, has").
func commentToEnd(toks []token, j int) bool {
	for _, t := range toks[j:] {
		if t.text == "," || isDash(t) || t.kind == tQuote {
			return false
		}
	}
	return true
}

// superlatives open the article's comment on a report after a comma: "...,
// the latest blow to the automaker", "..., the biggest recall in its history".
var superlatives = set("latest biggest largest first second third highest lowest worst best most fewest")

var clauseOpeners = set("so but while whereas although though because since unless yet compared when after before")

// embeddedClause reports whether the time clause opened at i ("when",
// "after", "before") is followed by the main clause it belongs to: ", when
// he gives speeches, he is often asked ...": part of what was said.
func embeddedClause(toks []token, i int) bool {
	if w := toks[i].lower; w != "when" && w != "after" && w != "before" {
		return false
	}
	for k := i + 1; k+1 < len(toks); k++ {
		if toks[k].text == "," && !toks[k].quoted {
			n := toks[k+1].lower
			return subjectPronoun(n) || n == "it" || n == "you" || determiners[n] && n != "that"
		}
	}
	return false
}

// withSecondHalf extends a quotation's content over its second half when the
// attribution splits it: "“It takes an election,” Durbin said, “as far as I'm
// concerned.”" The span then holds the attribution too; a content is one
// span of the text.
func withSecondHalf(toks []token, content kg.Span, k int) kg.Span {
	if k+1 < len(toks) && toks[k].text == "," && toks[k+1].kind == tWord && content.End > content.Start &&
		toks[contentStart(toks)].kind != tQuote && !clauseOpeners[toks[k+1].lower] && !adjunctOpeners[toks[k+1].lower] && cueForms[toks[k+1].lower] == "" && toks[k+1].lower != "as" && toks[k+1].lower != "which" && toks[k+1].lower != "who" && // (", as talks stalled": when, not what; ", which first reported it": whom)
		(!strings.HasSuffix(toks[k+1].lower, "ing") || subordinateOpening(toks)) && !toks[k].quoted && !timeBeforeClause(toks, k+1) && !summaryAppositive(toks, k+1) &&
		!(toks[k+1].lower == "the" && k+3 < len(toks) && superlatives[toks[k+2].lower] && !prepositions[toks[k+3].lower]) { // (not "..., X announced Wednesday, the third cut in as many years": the article's comment)
		// "In his state, Christie said, first offenders are sent to
		// treatment": the report goes on after the attribution
		if end := clauseEnd(toks, k+1); end > k+1 {
			content.End = spanOf(toks, rng{k + 1, end}).End
		}
		return content
	}
	if k+1 < len(toks) && (adjunctPrepositions[toks[k].lower] || timeWords[toks[k].lower] || toks[k].lower == "of" || toks[k].text == "," && strings.HasSuffix(toks[k+1].lower, "ing") && cueForms[toks[k+1].lower] == "") && toks[contentStart(toks)].kind == tQuote {
		// "“Q1,” Trump said during a rally in Kenansville, N.C., “Q2”",
		// "“Q1,” she said Tuesday of the ruling, “Q2”",
		// "“Q1,” X said, pointing at Y, “Q2”": where, when, of what or how it was said,
		// then the quotation's second half (", adding, “Q2”" is a report
		// of its own)
		for q := k + 1; q+1 < len(toks) && q < k+12 && toks[q].kind != tQuote; q++ {
			if toks[q].text == "," && toks[q+1].kind == tQuote && toks[q+1].open {
				k = q
				break
			}
		}
	}
	conj := k+2 < len(toks) && toks[k].text == "," && (toks[k+1].lower == "but" || toks[k+1].lower == "and") && !toks[k+1].quoted
	if conj {
		k++ // "“Q1,” he said, but “Q2.”": the speaker's words go on after the conjunction
	}
	if k+1 >= len(toks) || toks[k].text != "," && !isDash(toks[k]) && !conj || toks[k+1].kind != tQuote || !toks[k+1].open || !toks[k+1].paired {
		return content // ("“Q1,” X said — “Q2.”": a dash may stand for the comma)
	}
	if content.End <= content.Start || toks[contentStart(toks)].kind != tQuote && !subordinateClause(toks) {
		return content // only a quotation goes on in a quotation, or a subordinate clause in its main clause ("So when X signaled ..., Barrett said, “we were floored.”")
	}
	second := spanOf(toks, rng{k + 1, len(toks)})
	if second.End > content.End {
		content.End = second.End
	}
	return content
}

// relativeThenQuote returns the comma that closes a relative clause opening
// at i when a quotation's second half follows it ("“Q1,” said Ed Lee, an
// economist who leads the forecast, “Q2”"), else i.
func relativeThenQuote(toks []token, i int) int {
	if i >= len(toks) || toks[i].lower != "who" && toks[i].lower != "which" && toks[i].lower != "whose" {
		return i
	}
	for k := i + 1; k+1 < len(toks) && k < i+25; k++ {
		if toks[k].kind == tQuote || toks[k].text == "." {
			return i
		}
		if toks[k].text == "," {
			if q := toks[k+1]; q.kind == tQuote && q.open && q.paired {
				return k
			}
			return i
		}
	}
	return i
}

// subordinateOpening reports whether the content opens with a subordinate
// clause ("Though the change was smooth, he said, replacing the mayor would
// be harder"): its main clause comes after the attribution, so a word in
// -ing there is a gerund subject, not how the words were said.
func subordinateOpening(toks []token) bool {
	return openingSubordinator(toks) >= 0
}

// openingSubordinator returns the index of the subordinator that opens the
// sentence, after any connective ("So when Patriot signaled ..."), or -1.
func openingSubordinator(toks []token) int {
	k := contentStart(toks)
	for k+1 < len(toks) && isConnective(toks[k].lower) && toks[k].kind == tWord {
		k++
	}
	switch toks[k].lower {
	case "though", "although", "while", "if", "when", "because", "since", "once", "unless", "until":
		return k
	}
	return -1
}

// subordinateClause reports whether the sentence opens with a subordinate
// clause that has a subject of its own ("So when Patriot signaled ...,"),
// not a question put to the speaker ("When asked about X, she said").
func subordinateClause(toks []token) bool {
	k := openingSubordinator(toks)
	if k < 0 || k+1 >= len(toks) {
		return false
	}
	n := toks[k+1]
	if n.kind != tWord || strings.HasSuffix(n.lower, "ed") || strings.HasSuffix(n.lower, "ing") || irregularPast[n.lower] || n.lower == "being" {
		return false
	}
	for _, t := range toks[k:] {
		if t.kind == tQuote {
			break
		}
		if t.lower == "asked" || t.lower == "pressed" || t.lower == "questioned" {
			return false // "When X was asked whether ..., he said, “Q”"
		}
	}
	return true
}

// interruptingAside returns the comma that closes a short aside opened by
// the comma at k and a subordinator, when a finite verb follows it ("the
// plan, though costly, will work", "the scandal, while troublesome, was
// dealt with"): the aside sits between a subject and its verb. Else -1.
func interruptingAside(toks []token, k int) int {
	for e := k + 2; e < len(toks) && e <= k+5; e++ {
		if toks[e].text == "," {
			if e+1 < len(toks) && e > k+2 && (auxiliaries[toks[e+1].lower] || modals[toks[e+1].lower] || isCopula(toks[e+1].lower)) {
				return e
			}
			return -1
		}
		if toks[e].kind != tWord || toks[e].quoted {
			return -1
		}
	}
	return -1
}

// unverifiedAppositive reports whether toks[i:] is an indefinite noun
// phrase whose relative clause says it could not be checked: "a figure
// that could not be independently verified", "a toll that has not been
// confirmed", "an account which Reuters could not verify". It is the
// article's caution about what was said, not part of it.
func unverifiedAppositive(toks []token, i int) bool {
	if i >= len(toks) || toks[i].lower != "a" && toks[i].lower != "an" {
		return false
	}
	k := i + 1
	for k < len(toks) && k <= i+4 && toks[k].kind == tWord && toks[k].lower != "that" && toks[k].lower != "which" {
		k++
	}
	if k >= len(toks) || k == i+1 || toks[k].lower != "that" && toks[k].lower != "which" {
		return false
	}
	for j := k + 1; j < len(toks) && j <= k+7 && toks[j].kind == tWord; j++ {
		switch w := toks[j].lower; {
		case checkedWords[w]:
			return j > k+1 && (anyWord(toks[k+1:j], negations) || toks[k+1].lower == "could" && toks[k+2].lower == "not")
		case auxiliaries[w] || modals[w] || negations[w] || w == "be" || w == "been" || strings.HasSuffix(w, "ly") || w == "yet" || toks[j].cap():
		default:
			return false
		}
	}
	return false
}

// checkedWords, negated, say that a figure or a claim could not be
// checked: "could not be verified".
var checkedWords = set("verified verify confirmed confirm corroborated corroborate substantiated substantiate")

// negations negate a verb group: "could not", "cannot", "has never".
var negations = set("not n't never cannot can't couldn't hasn't haven't wasn't")

// summaryAppositive reports whether an indefinite noun phrase with a
// relative clause opens at i, which sums up the clause before it rather
// than going on with what was said: "Americans oppose the cuts, a new poll
// finds, | a debate that is likely to come to a head".
func summaryAppositive(toks []token, i int) bool {
	if i >= len(toks) || toks[i].lower != "a" && toks[i].lower != "an" {
		return false
	}
	for k := i + 1; k < len(toks) && k <= i+4; k++ {
		if t := toks[k]; t.kind != tWord || verbLike(t) {
			return false
		}
		if relativeWord(toks[k].lower) {
			return k > i+1
		}
	}
	return false
}

// timeBeforeClause reports whether toks[i:] opens with how long before or
// after something the attribution happened: ", days after she collapsed",
// ", two hours before the vote", ", shortly after the blast".
func timeBeforeClause(toks []token, i int) bool {
	for k := i; k < len(toks) && k < i+5; k++ {
		switch w := toks[k].lower; {
		case k > i && (w == "after" || w == "before" || w == "since" || w == "until"):
			return true
		case timeNouns[w] || numberWord(w) || isNumber(w) || w == "a" || w == "an" || w == "just" || w == "only" || w == "shortly" || w == "soon" || w == "nearly" || w == "almost":
		default:
			return false
		}
	}
	return false
}

func isEnd(toks []token) bool {
	for _, t := range toks {
		if t.kind == tWord || t.kind == tQuote && t.open {
			return false
		}
	}
	return true
}

// timeSubordinators open a clause that says when, which alone (six words
// at most, no comma or quotation) is no content: "before he died".
var timeSubordinators = set("before after until")

// validContent returns r when its content holds words of a report, else nil:
// not empty, not only connectives ("but"), not an object pronoun of "say".
func validContent(r *raw) *raw {
	if r.content.End <= r.content.Start {
		return nil
	}
	// one pass over the sentence: the content's first token, its first two
	// words and its last, whether it has a word that is no connective, and
	// whether it holds a comma or a quotation mark
	var lead, first, second, last token
	tokens, words, real, plain := 0, 0, false, true
	for _, t := range r.sent.toks {
		if t.start >= r.content.End {
			break
		}
		if t.start < r.content.Start || t.end > r.content.End {
			continue
		}
		if tokens == 0 {
			lead = t
		}
		tokens++
		plain = plain && t.text != "," && t.kind != tQuote
		if t.kind == tWord {
			switch words {
			case 0:
				first = t
			case 1:
				second = t
			}
			words++
			last = t
			real = real || !isConnective(t.lower)
		}
	}
	if tokens > 0 && timeSubordinators[lead.lower] && !lead.quoted && plain && words <= 6 {
		return nil // "as Eric Garner said before he died": a short clause of when, nothing of what
	}
	if words == 1 && (objectPronouns[first.lower] || first.lower == "so" || first.lower == "it" || first.lower == "that" || first.lower == "this") && r.content.End == first.end &&
		(cueForms[r.sent.toks[r.cue.a].lower] == "say" || cueForms[r.sent.toks[r.cue.b-1].lower] == "ask") || // ("when asked about that": no words of the question)
		words > 1 && first.lower == "almost" && second.lower == "nothing" {
		return nil // "after he said them", "said almost nothing about it": no words of theirs
	}
	if words <= 2 && plain && platformOnly(first, second, words) || lead.lower == "who" && !lead.quoted && nounBeforeContent(r, lead) {
		return nil // "fired back on social media, writing that ...": where, and the participle says what; "apologized to a woman | who spent 20 hours": whom, no words
	}
	if words <= 4 && plain && (first.lower == "through" || first.lower == "via") && first.end == lead.end && !first.quoted {
		return nil // "Testifying through an interpreter, X told": how it was said, not what
	}
	if words <= 3 && plain && (first.lower == "in" || first.lower == "outside") && placeOfHearing[last.lower] && first.end == lead.end && !first.quoted {
		return nil // "Reid, who apologized in court, will be ...": where it was said, not what
	}
	if words > 1 && prepositions[first.lower] && (second.lower == "or" || second.lower == "and") && first.end == lead.end && !first.quoted {
		return nil // "cards they never asked for or just were confused": the verb's stranded preposition, no words said
	}
	if words == 2 && plain && first.lower == "to" && (second.lower == "do" || second.lower == "say") && !first.quoted && r.cue.a > 0 && slices.ContainsFunc(r.sent.toks[r.cue.a-1:r.cue.b], func(t token) bool { return isCopula(t.lower) || t.lower == "been" }) {
		return nil // "what their ministers have been asked to do", "what he was told to say": a passive, no deed or words named
	}
	if words <= 4 && r.postType && isNumber(first.text) && len(first.text) <= 2 && isNumber(second.text) && len(second.text) == 2 && second.start == first.end+1 {
		return nil // "10:12 p.m. ET: NDP leader concedes": a live blog's time stamp, no words said
	}
	if real {
		return r
	}
	if r.contentSent != nil && r.contentSent != r.sent {
		return r
	}
	return nil // "he agreed but warned": "but" alone is no content
}

// nounBeforeContent reports whether a lower-case noun stands between r's
// cue and its content's first token lead: "apologized to a woman | who
// spent 20 hours" (not "asked | who leads the party").
func nounBeforeContent(r *raw, lead token) bool {
	toks := r.sent.toks
	k := tokAt(toks, lead.start)
	return k > r.cue.b && k > 0 && toks[k-1].kind == tWord && !toks[k-1].cap() && !toks[k-1].quoted && !prepositions[toks[k-1].lower]
}

// platformOnly reports whether a content of one or two words only names
// where it was posted: "Twitter", "social media".
func platformOnly(first, second token, words int) bool {
	return !first.quoted && (words == 1 && platform(first) != "" || words == 2 && first.lower == "social" && second.lower == "media")
}

// placeOfHearing are where words are said that a content of "in" or
// "outside" names alone.
var placeOfHearing = set("court courtroom parliament chamber committee hearing public person")

// spanOf returns the byte span of toks[r], trimmed of leading and trailing
// punctuation (quotation marks are kept only when they pair up inside).
func spanOf(toks []token, r rng) kg.Span {
	a, b := r.a, r.b
	for a < b && (toks[a].kind == tPunct) {
		a++
	}
	for a < b && (toks[b-1].kind == tPunct) {
		b--
	}
	if a >= b {
		return kg.Span{}
	}
	// an unpaired mark at either end is dropped
	opens, closes := 0, 0
	for _, t := range toks[a:b] {
		if t.kind == tQuote && t.paired {
			if t.open {
				opens++
			} else {
				closes++
			}
		}
	}
	if toks[a].kind == tQuote && (opens > closes || !toks[a].paired) && a+1 < b {
		a++
		opens--
	}
	if toks[b-1].kind == tQuote && (closes > opens || !toks[b-1].paired) && b-1 > a {
		b--
	}
	for a < b && (toks[b-1].kind == tPunct) {
		b--
	}
	// one whole quotation: its words without the marks
	if b-a > 2 && toks[a].kind == tQuote && toks[a].open && toks[b-1].kind == tQuote && !toks[b-1].open && oneQuotation(toks[a:b]) {
		a, b = a+1, b-1
		for a < b && (toks[b-1].kind == tPunct && toks[b-1].text != "?" && toks[b-1].text != "!") {
			b--
		}
	}
	if a >= b {
		return kg.Span{}
	}
	return kg.Span{Start: toks[a].start, End: toks[b-1].end}
}

// oneQuotation reports whether q's first mark opens the quotation its last
// mark closes, quotations inside it allowed ("“When X says ‘Q,’ that is
// code,”"), and not two quotations side by side (“Q1,” X said, “Q2”).
func oneQuotation(q []token) bool {
	depth := 0
	for i, t := range q {
		if t.kind != tQuote || !t.paired {
			continue
		}
		if t.open {
			depth++
		} else if depth--; depth == 0 {
			return i == len(q)-1
		}
	}
	return false
}

// skipAfterCue passes over "that", time words and "in a statement" before the content.
// onVerbs take "on" with their object: "called on the United States to
// act", "comments on the issue".
var onVerbs = set("call comment agree")

// adjunctThat returns the "that" after the adjunct phrase at i, which opens
// what was said ("said after the match that ...", "said on the Senate floor
// that ..."), or i when none follows within nine words.
func adjunctThat(toks []token, i int) int {
	k, limit := i+1, i+9
	for k < len(toks) && k <= limit && (toks[k].kind == tWord || toks[k].kind == tQuote || placeComma(toks, k)) && (toks[k].lower != "that" || toks[k].quoted) {
		if toks[k].kind == tQuote {
			limit = i + 14 // "said on ABC's “This Week With George Stephanopoulos” that": a programme's title
		}
		if toks[k].text == "," {
			limit += 2 // "told a crowd in Salem, New Hampshire on Monday that": a place and its state
		}
		k++
	}
	if k+2 < len(toks) && k <= limit && toks[k].lower == "that" && !toks[k].quoted && k > i+1 && toks[k+2].kind == tWord && // (not "in that spot.")
		!(modals[toks[k+1].lower] && !onlyTime(toks[i+1:k])) { // (not "agreed on a deal that would have ...": a relative; "said on Tuesday that would ..." stays)
		return k
	}
	return i
}

// placeComma reports whether the comma at k stands between a place and its
// state or country ("Salem, New Hampshire", "Lund, Sweden"), or closes the
// place before "that".
func placeComma(toks []token, k int) bool {
	return toks[k].text == "," && k > 0 && k+1 < len(toks) && toks[k-1].cap() && toks[k-1].kind == tWord && (toks[k+1].cap() && toks[k+1].kind == tWord || toks[k+1].lower == "that")
}

// adjunctBeforeQuote returns the index of the quotation that follows an
// adjunct at i, a phrase of when or where and perhaps a clause of time
// after it, ended by a comma: "said in the spring, when the story broke,
// “I did not email ...”". It returns i where there is no such quotation.
func adjunctBeforeQuote(toks []token, i int) int {
	if !adjunctPrepositions[toks[i].lower] && toks[i].lower != "when" || toks[i].cap() {
		return i
	}
	for k := i + 1; k+1 < len(toks) && k <= i+25; k++ {
		switch t := toks[k]; {
		case t.text == "," && toks[k+1].kind == tQuote && toks[k+1].open && toks[k+1].paired:
			if k > i+1 {
				return k + 1
			}
			return i
		case t.text == "," || t.kind == tWord && t.lower != "that" && cueForms[t.lower] == "":
		default:
			return i
		}
	}
	return i
}

// durationNouns say how long after "for": "argued for years that".
var durationNouns = set("years months weeks decades days ages")

// timeThat returns where what was said opens after a time phrase at i: the
// "that" after it ("early that day that", "that same week that", "as
// recently as March that"), or a clause's first word ("said that night the
// talks had failed"; not "said that day care ..."); i where there is none.
func timeThat(toks []token, i int) int {
	j := i
	if toks[j].lower == "for" && j+2 < len(toks) && durationNouns[toks[j+1].lower] && toks[j+2].lower == "that" {
		return j + 2 // "has argued for years that": how long, then what
	}
	if w := toks[j].lower; (w == "early" || w == "late" || w == "later") && j+1 < len(toks) && toks[j+1].lower == "that" {
		j++
	}
	if toks[j].lower == "as" && j+3 < len(toks) && toks[j+2].lower == "as" && adverb(toks[j+1].lower) {
		j += 3 // "as recently as March"
		for e := j; e < len(toks) && e < j+4 && toks[e].kind == tWord; e++ {
			if toks[e].lower == "that" && e > j {
				return e
			}
		}
		return i
	}
	if toks[j].lower != "that" || j+2 >= len(toks) {
		return i
	}
	n := j + 1
	if toks[n].lower == "same" {
		n++
	}
	if n+1 >= len(toks) || !timeWords[toks[n].lower] && toks[n].lower != "day" && toks[n].lower != "time" {
		return i
	}
	if next := toks[n+1]; next.lower == "that" || next.kind == tWord && !next.quoted && (determiners[next.lower] || subjectPronoun(next.lower) || next.cap() && !timeWords[next.lower]) {
		return n + 1
	}
	return i
}

// reducedParticiple reports whether the word at p, inside an object that
// starts after the cue at i, is a past participle after a noun, whose time
// the words after it are: "attacked Trump for comments made this week".
func reducedParticiple(toks []token, i, p int) bool {
	if p <= i+1 || toks[p].cap() || toks[p].quoted {
		return false
	}
	w, n := toks[p].lower, toks[p-1]
	return verbForm(w) == "ed" && n.kind == tWord && !n.cap() && !auxiliaries[n.lower] && !isCopula(n.lower) && !prepositions[n.lower] && pronouns[n.lower] == ""
}

func skipAfterCue(toks []token, i int) int {
	for i < len(toks) {
		t := toks[i]
		if t.kind == tQuote {
			return i
		}
		if k := mediumPhrase(toks, i); k > i {
			i = k // before the time words: "on her Facebook page", not "on" alone
			if e := quotedTitle(toks, i); e > i && (possessive(toks[i-1].lower) || programNouns[toks[i-1].lower]) {
				i = e // "in an interview with NBC's “Meet the Press”", "on the MSNBC show ''Morning Joe''": the programme
			}
			if i+2 < len(toks) && toks[i].lower == "that" && (toks[i+1].lower == "aired" || toks[i+1].lower == "was" || toks[i+1].lower == "ran") {
				// "... “Meet the Press” that aired Sunday that she expected ...": the
				// programme's relative clause, then what was said
				for j := i + 2; j+1 < len(toks) && j <= i+6 && toks[j].kind == tWord; j++ {
					if toks[j].lower == "that" {
						i = j
						break
					}
				}
			}
			if i < len(toks) && !toks[i].cap() && strings.HasSuffix(toks[i].lower, "ed") {
				// "in a statement released by her office that ...": the medium's participle phrase
				j := i + 1
				for ; j < len(toks) && j <= i+7 && toks[j].kind == tWord; j++ {
					if toks[j].lower == "that" && j+1 < len(toks) {
						break
					}
				}
				if j < len(toks) && toks[j].lower == "that" {
					i = j + 1
				} else {
					i = participleToEnd(toks, i) // "..., the agency said in an advisory issued Monday."
				}
			}
			continue
		}
		if k := anonymity(toks, i); k > i {
			i = k // "said on condition of anonymity that ..."
			continue
		}
		if k := byMedium(toks, i); k > i && k < len(toks) && toks[k].lower == "that" {
			i = k // "said by email that ..."
			continue
		}
		if k := citingAside(toks, i); k > i {
			i = k // "reported, citing people familiar with the matter, that ...": whom the outlet cites, then what
			continue
		}
		if t.lower == "that" && i+1 < len(toks) && auxiliaries[toks[i+1].lower] && toks[i+1].lower != "had" {
			break // "said that was unaffordable": "that" is what the words are about
		}
		if k := timeThat(toks, i); k > i {
			i = k // "said early that day that ...", "said that same week that", "said as recently as March that": when, then what
			continue
		}
		if t.lower == "that" && demonstrativeThat(toks, i) {
			break // "pursued that goal at great cost": a determiner, the object's own
		}
		if i > 0 && toks[i-1].lower == "that" && timeWords[t.lower] && i+1 < len(toks) && auxiliaries[toks[i+1].lower] {
			break // "noted that Saturday would have been his birthday": the day is the clause's subject
		}
		if postCueSkip[t.lower] && !((t.lower == "this" || t.lower == "last" || t.lower == "on" && adjunctThat(toks, i) > i && !(i > 0 && onVerbs[cueForms[toks[i-1].lower]])) && (i+1 >= len(toks) || !timeWords[toks[i+1].lower])) &&
			!(timeWords[t.lower] && i+1 < len(toks) && toks[i+1].lower == "of") || // (not "describe night of terror": the night is the object)
			(t.lower == "late" || t.lower == "early") && i+1 < len(toks) && (timeWords[toks[i+1].lower] || toks[i+1].lower == "on" || toks[i+1].lower == "in") {
			i++ // (not "said late payments had risen", "thinks this is a game")
			continue
		}
		if strings.HasSuffix(t.lower, "ly") && !t.cap() && i+1 < len(toks) && (toks[i+1].text == ":" || toks[i+1].kind == tQuote || toks[i+1].lower == "that" && adverb(t.lower) ||
			toks[i+1].text == "," && i+2 < len(toks) && toks[i+2].kind == tQuote) {
			i++ // "told Reuters simply, “We lost.”", "said repeatedly that": how it was said
			continue
		}
		if t.lower == "in" && i+2 < len(toks) && toks[i+1].lower == "part" && (toks[i+2].text == ":" || toks[i+2].text == "," || toks[i+2].kind == tQuote || toks[i+2].lower == "that") {
			i += 2 // "reads in part: “Q”", "said in part that": how much of it follows
			if toks[i].text == ":" || toks[i].text == "," {
				i++
			}
			continue
		}
		if e := scoreAt(toks, i); e > i && e < len(toks) && toks[e].lower == "that" {
			i = e // "ruled 6-3 that": the vote, then what was ruled
			continue
		}
		if q := adjunctBeforeQuote(toks, i); q > i {
			i = q // "said in the spring, when the story broke, “I did not ...”": when; the quotation is what was said
			continue
		}
		if adjunctPrepositions[t.lower] {
			// "said after the match that ...": when, where; "that" opens what was said
			if k := adjunctThat(toks, i); k > i {
				i = k + 1
				continue
			}
		}
		if t.lower == "according" && i+1 < len(toks) && toks[i+1].lower == "to" {
			np := nounPhraseAfter(toks, i+2)
			i = max(np.b, i+2)
			continue
		}
		if (t.lower == "with" || t.lower == "to") && !(t.cap() && titleCase(toks)) {
			// "in an interview with CNN", "to reporters" (not a headline's "Vows To Cut Taxes")
			if i > 0 && (media[toks[i-1].lower] != "" || toks[i-1].lower == "interview") || t.lower == "to" {
				np := nounPhraseAfter(toks, i+1)
				if !np.empty() {
					i = np.b
					continue
				}
			}
		}
		break
	}
	return i
}

// programNouns stand before a programme's quoted title.
var programNouns = set("show program programme podcast series")

// demonstrativeThat reports whether "that" at i is the determiner of a
// singular noun after it rather than the conjunction that opens a clause:
// the noun is followed by a preposition, a stop or the sentence's end, and
// no verb, pronoun or comma comes after it ("opposed that plan for years",
// "pursued that goal."), where a clause would go on with its verb ("noted
// that immigration from Mexico is in decline").
func demonstrativeThat(toks []token, i int) bool {
	if i+1 >= len(toks) {
		return false
	}
	n := toks[i+1]
	w := n.lower
	if n.kind != tWord || n.cap() || n.quoted || strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ly") ||
		pronouns[w] != "" || subjectPronoun(w) || timeWords[w] || timeNouns[w] || determiners[w] || possessiveDeterminers[w] || prepositions[w] || auxiliaries[w] || isCopula(w) || modals[w] || isNumber(w) || cueForms[w] != "" {
		return false
	}
	if i+2 < len(toks) {
		if a := toks[i+2]; !(a.kind == tPunct && a.text != "," || a.kind == tWord && prepositions[a.lower] && a.lower != "that" ||
			(a.lower == "and" || a.lower == "but") && i+3 < len(toks) && (auxiliaries[toks[i+3].lower] || modals[toks[i+3].lower])) { // ("declined that assignment and has since left")
			return false
		}
	}
	for j, t := range toks[i+2:] {
		if (t.lower == "and" || t.lower == "but") && i+3+j < len(toks) && (auxiliaries[toks[i+3+j].lower] || modals[toks[i+3+j].lower]) {
			break // the subject's next verb, after the object
		}
		if !t.quoted && (t.kind == tWord && (verbLike(t) && !strings.HasSuffix(t.lower, "ly") || subjectPronoun(t.lower) || strings.Contains(t.lower, "'") || strings.Contains(t.lower, "’")) || t.text == ",") {
			return false // "noted that immigration from Mexico is in decline": the clause's verb follows
		}
	}
	return true
}

// participleToEnd returns where the sentence ends when a medium's
// participle phrase at i runs to it ("in an advisory | issued Monday."), else i.
func participleToEnd(toks []token, i int) int {
	if i >= len(toks) || toks[i].cap() || toks[i].kind != tWord || !strings.HasSuffix(toks[i].lower, "ed") {
		return i
	}
	j := i + 1
	for j < len(toks) && j <= i+7 && toks[j].kind == tWord && toks[j].lower != "that" {
		j++
	}
	if j >= len(toks) || isEnd(toks[j:]) {
		return j
	}
	return i
}

// skipFillers passes over the words that may follow a cue in "CONTENT, X said
// on Tuesday in a statement according to Y" but, unlike skipAfterCue, stops at
// punctuation: a comma there ends the attribution.
func skipFillers(toks []token, i int) int {
	for i < len(toks) && toks[i].kind == tWord {
		if a := anonymity(toks, i); a > i {
			i = a
			continue
		}
		switch {
		case postCueSkip[toks[i].lower] && toks[i].lower != "that":
			if m := mediumPhrase(toks, i); m > i && (toks[i].lower == "on" || toks[i].lower == "in") {
				i = m // "wrote on Twitter": the platform, not the bare "on" of "said on Monday that"
			} else {
				i++
			}
		case toks[i].lower == "according" && i+1 < len(toks) && toks[i+1].lower == "to":
			i = max(nounPhraseAfter(toks, i+2).b, i+2)
		case mediumPhrase(toks, i) > i:
			i = participleToEnd(toks, mediumPhrase(toks, i)) // (and "issued Monday" after it, ending the sentence)
		case byMedium(toks, i) > i:
			i = byMedium(toks, i)
		default:
			return i
		}
	}
	return i
}

// mediumPhrase returns the end of "in a statement", "in an (email) interview
// (with X)", "in a phone call", "on Twitter" starting at i, or i.
func mediumPhrase(toks []token, i int) int {
	if i+1 >= len(toks) {
		return i
	}
	w := toks[i].lower
	if w == "on" && platform(toks[i+1]) != "" {
		return i + 2
	}
	if w != "in" && w != "during" && w != "at" && w != "on" {
		return i
	}
	for k := i + 1; k < min(i+6, len(toks)); k++ {
		switch toks[k].lower {
		case "statement", "interview", "call", "conference", "briefing", "release", "email", "letter", "speech", "remarks", "comments",
			"post", "blog", "op-ed", "column", "page", "essay", "memo", "message", "video", "podcast", "dissent", "show", "broadcast",
			"filing", "tweet", "tweets", "editorial", "newsletter", "appearance", "address", "note", "journal", "study", "paper",
			"website", "site", "channel", "account", "advisory", "notice", "bulletin":
			end := k + 1
			for end < len(toks) && end <= k+4 && toks[end].cap() {
				end++ // "in the journal Nature"
			}
			for end < len(toks) && (toks[end].lower == "call" || toks[end].lower == "interview" || toks[end].lower == "conference" ||
				toks[end].lower == "post" || toks[end].lower == "message" || toks[end].lower == "release") {
				end++ // "a conference call", "a blog post", "a video message"
			}
			if end < len(toks) && (toks[end].lower == "with" || toks[end].lower == "to" || toks[end].lower == "on") {
				np := outletPhraseAfter(toks, end+1) // (also "an interview with state television")
				for !np.empty() && possessive(toks[np.b-1].lower) && np.b < len(toks) && toks[np.b].cap() {
					more := nounPhraseAfter(toks, np.b) // "with CBC Radio's The Current": the owner, then its programme
					if more.empty() {
						break
					}
					np.b = more.b
				}
				if !np.empty() {
					end = np.b
				} else if end+1 < len(toks) && toks[end+1].kind == tWord && !toks[end+1].cap() && strings.HasSuffix(toks[end+1].lower, "s") {
					end += 2 // "in a note to clients"
				}
			}
			comma := end+3 < len(toks) && toks[end].text == "," && carriedWords[toks[end+1].lower] // "in a memo, seen by CBC News, that"
			if comma {
				end++
			}
			if end+2 < len(toks) && carriedWords[toks[end].lower] && (toks[end+1].lower == "by" || toks[end+1].lower == "to") {
				// "in a statement carried by state news agency WAM", "sent
				// to Reuters", "released by her office": the carrier
				np := nounPhraseAfter(toks, end+2)
				if np.b-np.a == 1 && possessiveDeterminers[toks[np.a].lower] {
					np = rng{} // "her": the owner of what follows
				}
				if !np.empty() {
					end = np.b
				} else if k := describedOutletEnd(toks, end+2); k > end+2 {
					end = k
				} else {
					k := end + 2 // "broadcast by state television that", "released by her office that"
					for k < len(toks) && k < end+5 && toks[k].kind == tWord && !toks[k].cap() && toks[k].lower != "that" {
						k++
					}
					end = k
				}
				if comma && end < len(toks) && toks[end].text == "," {
					end++
				}
			}
			return end
		}
		if toks[k].kind != tWord {
			return i
		}
	}
	return i
}

// carriedWords say that an outlet ran or got someone's statement: "a
// statement carried by state news agency WAM", "a statement sent to Reuters".
var carriedWords = set("carried published broadcast aired posted run sent given released emailed provided quoted seen obtained reviewed viewed")

// adjunctTail reports whether toks[i:] is a short prepositional phrase that
// ends the sentence: "in his filing", "on Monday", "during a debate".
func adjunctTail(toks []token, i int) bool {
	if a := anonymity(toks, i); a > i {
		// "..., an official said on condition of anonymity (because he was
		// not authorized to speak)."
		return a >= len(toks) || isEnd(toks[a:]) || adjunctTail(toks, a)
	}
	if i >= len(toks) || !adjunctPrepositions[toks[i].lower] || toks[i].cap() { // (not "said Al From, who ...": a name's word)
		return false
	}
	n := 0
	for j := i; j < len(toks); j++ {
		t := toks[j]
		if t.text == "," && j+1 < len(toks) && strings.HasSuffix(toks[j+1].lower, "ing") {
			break // "..., Hollande said in Paris, noting ...": the participle is a report of its own
		}
		if t.text == "," && n > 0 && j+1 < len(toks) && toks[j+1].lower == "who" {
			break // "said one trader in Singapore, who asked not to be named": the relative describes the speaker
		}
		if e := quotedTitle(toks, j); e > j && (j > i && titledWork(toks, j-1) || j == i+1 && toks[i].lower == "on") {
			j, n = e-1, n+1 // "said on (MSNBC’s) “Morning Joe.”", "in his book, ''An American Son''": a programme's or a book's title, where
			continue
		}
		if t.kind == tQuote || t.lower == "that" || cueForms[t.lower] != "" && j > i && !nounAfter(toks, j) || t.text == ":" {
			return false
		}
		if t.kind == tWord {
			n++
		}
	}
	return n <= 10
}

// nounAfter reports whether the cue form at j is a noun by the word before
// it: an article or a possessive ("said after the attacks", "said of his
// remarks"), not a verb opening a report of its own.
func nounAfter(toks []token, j int) bool {
	w := toks[j-1].lower
	return articles[w] || possessiveDeterminers[w]
}

// timeClauseTail reports whether toks[i:] is a clause that says when
// something was said, to the sentence's end: "(The plan is dead, he said)
// as he left the room", "while they waited".
func timeClauseTail(toks []token, i int) bool {
	if i+2 >= len(toks) || toks[i].lower != "as" && toks[i].lower != "while" && toks[i].lower != "when" || toks[i].quoted || !subjectPronouns[toks[i+1].lower] ||
		!(strings.HasSuffix(toks[i+2].lower, "ed") || irregularPast[toks[i+2].lower] || auxiliaries[toks[i+2].lower]) {
		return false
	}
	return !slices.ContainsFunc(toks[i+3:], func(t token) bool { return t.kind == tQuote || t.lower == "that" || t.text == ":" })
}

// titledWork reports whether the word at k names the work whose quoted
// title follows it: a possessive ("MSNBC’s “Morning Joe”"), a programme or
// a book ("the show “Morning Joe”"), or a comma after one ("his book, “An
// American Son”").
func titledWork(toks []token, k int) bool {
	if k > 0 && toks[k].text == "," {
		k--
	}
	w := toks[k].lower
	return possessive(w) || programNouns[w] || w == "book" || w == "memoir" || w == "column" || w == "op-ed" || w == "essay" || w == "article"
}

// byMedia are the media "by" names a statement's: "told AFP by phone",
// "said by email".
var byMedia = map[string]string{"phone": "phone call", "telephone": "phone call", "email": "email", "e-mail": "email",
	"text": "text message", "letter": "letter", "fax": "fax", "video": "video", "videolink": "video", "satellite": "video"}

// citingAside returns the index of the "that" after ", citing X," that
// opens toks[i:], or i.
func citingAside(toks []token, i int) int {
	if i+2 >= len(toks) || toks[i].text != "," || toks[i+1].lower != "citing" {
		return i
	}
	for k := i + 2; k+1 < len(toks) && k <= i+16; k++ {
		if toks[k].text == "," {
			if toks[k+1].lower == "that" {
				return k + 1
			}
			return i
		}
	}
	return i
}

// byMedium returns where "by phone" (by text message, by video link) that
// opens toks[i:] ends, or i: after a cue it is how the words were said
// ("told AFP by phone"); inside what was said it stays ("had spoken with
// Putin by phone").
func byMedium(toks []token, i int) int {
	if i+1 >= len(toks) || toks[i].lower != "by" || byMedia[toks[i+1].lower] == "" {
		return i
	}
	if i+2 < len(toks) && (toks[i+2].lower == "message" || toks[i+2].lower == "link" || toks[i+2].lower == "call") {
		return i + 3
	}
	return i + 2
}

var adjunctPrepositions = set("in on at during amid after before from via through over last this outside inside near following")

var introSubordinators = set("after when before as while since because if although though once until")

// quoteEnd returns where the content before a speaker at sp ends: after
// the quotation that opens the sentence, when a description of the speaker
// stands between it and the name ("“Q,” his wife, Ana Lazar, wrote"), else
// sp itself.
func quoteEnd(toks []token, sp int) int {
	k := contentStart(toks)
	if k >= len(toks) || toks[k].kind != tQuote || !toks[k].open {
		return sp
	}
	depth := 1 // a quotation inside the quotation closes first: “When X says ‘Q2,’ that is ...”
	for q := k + 1; q < sp; q++ {
		if toks[q].kind == tQuote && toks[q].open && toks[q].paired {
			depth++
		}
		if toks[q].kind == tQuote && !toks[q].open && toks[q].paired {
			if depth--; depth > 0 {
				continue
			}
			if n := q + 1; n < sp && toks[q-1].text == "," && (determiners[toks[n].lower] || possessiveDeterminers[toks[n].lower] || roleNouns[toks[n].lower] || possessive(toks[n].lower)) {
				return n // “Q,” then a description of the speaker: "his wife", "Iran's foreign minister"
			}
			return sp
		}
	}
	return sp
}

// coordinatedReport reports whether o, found inside an earlier report's
// content, is a report of its own joined by ", and" / ", but": "Cruz said
// he'd make sand glow, and Trump vowed to bomb them". A contrast needs no
// comma: "Clinton accuses Sanders of a smear while Sanders suggests ...".
func coordinatedReport(toks []token, o *raw) bool {
	k := o.speaker.a
	if !o.speaker.empty() && k >= 3 && toks[k-1].lower == "as" && toks[k-2].lower == "even" && toks[k-3].text == "," {
		return true // "..., even as privacy advocates warn ...": the article's counterpoint, a report of its own
	}
	if o.speaker.empty() || k < 2 || !toks[k].cap() {
		return false
	}
	w := toks[k-1].lower
	return w == "while" || w == "whereas" || (w == "and" || w == "but") && toks[k-2].text == ","
}

// clauseGoesOn reports whether o's cue, after "and", is the second verb of
// the clause r reports rather than a second report of r's speaker: "said
// she was tired of the status quo and wanted a candidate who ...", "said he
// has reviewed the messages and disagrees with ...". A stance or a feeling
// ("wanted", "hoped") after a clause with a verb of its own goes on with the
// clause, as does a present tense after a past report; a report of speech
// ("and added that ...") in the report's own tense is a second one. On
// PolNeAR train the clause holds the verb: it is annotated so, and not as a
// report of its own.
func clauseGoesOn(toks []token, r, o *raw) bool {
	if o.speaker != r.speaker || o.speaker.empty() || r.kind != kg.Speech || r.cue.empty() || o.cue.a <= r.cue.b {
		return false
	}
	j := o.cue.a - 1
	for j > r.cue.b && adverb(toks[j].lower) {
		j--
	}
	if toks[j].lower != "and" || toks[j].quoted || toks[j-1].text == "," || !pastReport(toks[r.cue.a].lower) {
		return false
	}
	first := tokAt(toks, r.content.Start)
	if first < 0 || first >= j || toks[first].start >= r.content.End || toks[j].start >= r.content.End {
		return false
	}
	verb := false
	for k := first + 1; k < j; k++ {
		if w := toks[k].lower; !toks[k].quoted && (finiteVerb(w) || modals[w] || isCopula(w)) {
			verb = true
		}
	}
	return verb && (beliefLemmas[o.lemma] || presentTense(toks[o.cue.a].lower))
}

// pastReport reports whether w is a report verb's past tense.
func pastReport(w string) bool {
	return verbForm(w) == "ed" || w == "said" || w == "told" || w == "wrote"
}

// presentTense reports whether the verb w is in the third person present:
// "seeks", "disagrees".
func presentTense(w string) bool {
	return strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && verbForm(w) == ""
}

// objectClauseSubject reports whether o's speaker opens the clause r's cue
// takes, no comma between: "Despite saying she supported the bill, the
// senator ...": o ("she supported") is inside what r reports, though r's
// own subject comes after both.
func objectClauseSubject(toks []token, r, o *raw) bool {
	if o.speaker.a <= r.cue.a || o.speaker.a > r.cue.b+1 {
		return false
	}
	for k := r.cue.b; k < o.speaker.a; k++ {
		if toks[k].kind != tWord {
			return false
		}
	}
	return true
}

// subjectOverCue reports whether o's speaker was read back over r's cue
// into a clause of r's content ("Selim Castro believes the ceasefire | will
// reject ...": o's subject "Selim Castro believes the ceasefire"): o's cue
// is inside r's content, o's speaker starts before r's cue and ends inside
// that content, and r's verb heads no relative clause ("Those who | voted
// for him say"). No subject holds another clause's verb: o is a misreading
// of words inside r's content, and goes.
func subjectOverCue(toks []token, r, o *raw) bool {
	if o.speaker.empty() || r.speaker.empty() || r.postType || o.postType || o.inherit != nil || r.content.End <= r.content.Start {
		return false
	}
	c := tokAt(toks, r.content.Start)
	if c < r.cue.b || o.cue.a < c || toks[o.cue.a].end > r.content.End {
		return false
	}
	if o.speaker.a > r.cue.a || o.speaker.b <= c || relativeWords[toks[r.speaker.b-1].lower] {
		return false
	}
	return true
}

var relativeWords = set("who whom whose which that")

func trimOverlaps(s *sentence, rs []*raw) {
	for i, r := range rs {
		if r.postType {
			continue
		}
		for _, o := range rs[i+1:] {
			start := s.toks[o.cue.a].start
			if !o.speaker.empty() && o.speaker.a > r.cue.b && s.toks[o.speaker.a].start < start {
				start = s.toks[o.speaker.a].start
			}
			if clauseGoesOn(s.toks, r, o) {
				o.content = kg.Span{} // its verb is the clause's: "said she was tired and wanted a change"
				continue
			}
			if subjectOverCue(s.toks, r, o) {
				o.content, o.speaker = kg.Span{}, rng{} // "X believes the plan will reject ...": no report of X's, and inside X's belief
				continue
			}
			inSubject := !o.speaker.empty() && o.speaker.a <= r.speaker.a && r.cue.a < o.cue.a && !objectClauseSubject(s.toks, r, o) // "Those who voted for him say ...": r is in o's subject
			if o.inherit == nil && !o.postType && !coordinatedReport(s.toks, o) && !inSubject {
				continue // a nested report inside this one's content
			}
			if o.inherit == r && o.cue.a > 0 && tokAt(s.toks, r.content.Start) == o.cue.a-1 && s.toks[o.cue.a-1].lower == "for" {
				continue // "apologized for saying that ...": the gerund's report is what r is about
			}
			if start > r.content.Start && start < r.content.End {
				// cut before the comma that introduces the next statement
				k := o.cue.a
				if !o.speaker.empty() && o.speaker.a < k && o.speaker.a > r.cue.b {
					k = o.speaker.a
				}
				if coordinatedReport(s.toks, o) {
					k = o.speaker.a - 1 // before "while"
					if s.toks[k].lower == "as" && s.toks[k-1].lower == "even" {
						k-- // before "even as"
					}
					if s.toks[k-1].text == "," {
						k-- // or ", and"
					}
				}
				a := tokAt(s.toks, r.content.Start)
				for k > a+2 && !s.toks[k-1].quoted && verbGroupWord(s.toks[k-1].lower) && (s.toks[k-2].lower == "and" || s.toks[k-2].lower == "but" || verbGroupWord(s.toks[k-2].lower)) {
					k-- // "monitoring the situation and had | issued ...", "and does not | expect": the second verb's auxiliary goes with it
				}
				if k > a+2 && participleAdverbs[s.toks[k-1].lower] && s.toks[k-2].text == "," {
					k -= 2 // "..., even suggesting ...": the adverb goes with the participle
				}
				for k > a+1 && (s.toks[k-1].lower == "but" || s.toks[k-1].lower == "and") && !s.toks[k-1].quoted {
					k-- // "it supported the protest but | urged ...": the coordinator joins the reports
				}
				r.content = spanOf(s.toks, rng{a, k})
				if validContent(r) == nil {
					r.content = kg.Span{} // "he agreed but warned ...": nothing left but "but"
				}
				break
			}
		}
	}
}

// verbGroupWord reports whether w belongs to the words before a verb that
// go with it: an auxiliary, "do" and a negation, an adverb.
func verbGroupWord(w string) bool {
	return auxiliaries[w] || doNot[w] || adverb(w)
}

// doNot are "do" and the negations of a verb group: "does not expect".
var doNot = set("do does did not n't never")

// articleClauseAt returns where an object ends when "and" or "but" at k, after
// a comma (or a closing quotation holding one), opens a clause with a
// subject of its own (a pronoun, or "the" and a noun and a past verb),
// perhaps after a time: the end before the comma, or the quotation's end;
// else -1.
func articleClauseAt(toks []token, k int) int {
	if k < 2 || k+2 >= len(toks) || toks[k].lower != "and" && toks[k].lower != "but" || toks[k].quoted {
		return -1
	}
	end := -1
	switch p := toks[k-1]; {
	case p.text == ",":
		end = k - 1
	case p.kind == tQuote && !p.open && toks[k-2].text == ",":
		end = k
	default:
		return -1
	}
	j := k + 1
	if e := timePhraseEnd(toks, j); e > j && e < len(toks) {
		j = e // "and on Tuesday he delivered one"
	}
	if j+1 < len(toks) && subjectPronoun(toks[j].lower) && toks[j+1].kind == tWord && !toks[j+1].cap() {
		return end
	}
	if j+2 < len(toks) && toks[j].lower == "the" && !toks[j+1].cap() && toks[j+2].kind == tWord && !toks[j+2].cap() &&
		(finiteVerb(toks[j+2].lower) || j+3 >= len(toks) || toks[j+3].kind == tPunct) {
		return end // ("and the slogan stuck.")
	}
	return -1
}

// timePhraseEnd returns the end of "on Tuesday", "last week", "later" at
// j, or j.
func timePhraseEnd(toks []token, j int) int {
	switch {
	case j+1 < len(toks) && (toks[j].lower == "on" || toks[j].lower == "last" || toks[j].lower == "this" || toks[j].lower == "next") && timeWords[toks[j+1].lower]:
		return j + 2
	case j < len(toks) && (toks[j].lower == "later" || toks[j].lower == "then" || toks[j].lower == "now"):
		return j + 1
	}
	return j
}

// endObjectAtClause ends a learned verb's noun phrase object before what
// only describes it or says why: ", who ...", ", which ...", a dash or a
// parenthesis left open, a semicolon, "because", "even though" ("pursued
// the goal, which cost him dearly", "touched on his views — particularly
// ..."): annotators end the object there. A dash or parenthesis that
// closes again is an aside inside the object; a content with a verb of its
// own before the cut is a clause, left alone. The words that end it are
// clauseStart's. Without clauses (the object of a listed verb that takes
// a clause, clauseTaking's, which a relative clause may be part of: "said
// the plan, which was late, would fail"), only a dash, a parenthesis or a
// semicolon ends it.
func endObjectAtClause(s *sentence, r *raw, clauses bool) {
	toks := s.toks
	first := tokAt(toks, r.content.Start)
	if first < 0 || first >= len(toks) || r.postType || toks[first].quoted || r.contentSent != nil && r.contentSent != s || first > 0 && isDash(toks[first-1]) {
		return // (a quotation's content is the quotation's to end; after a dash, the next closes an aside)
	}
	if f := toks[first]; f.lower == "that" && !demonstrativeThat(toks, first) || f.lower == "to" || f.kind == tQuote || f.lower == "whether" || f.lower == "how" || f.lower == "what" || f.lower == "why" || subjectPronoun(f.lower) {
		return
	}
	if first > 0 && toks[first-1].lower == "that" && !toks[first-1].quoted && first-1 >= r.cue.b {
		return // "found that in the largest counties, which ..., voters were": a clause after the cue's "that"
	}
	for k := first + 1; k < len(toks) && toks[k].start < r.content.End; k++ {
		t := toks[k]
		if t.quoted {
			if clauses && t.kind == tQuote && !t.open && toks[k-1].text == "," && k+1 < len(toks) && toks[k+1].start < r.content.End && commaClause(toks, first, k) {
				r.content.End = t.end // "talked up her “50-state strategy,” | promising to campaign": the quotation is the object's
				return
			}
			continue
		}
		if (t.lower == "and" || t.lower == "but") && k+1 < len(toks) && k > first+1 && (auxiliaries[toks[k+1].lower] || modals[toks[k+1].lower]) {
			r.content.End = toks[k-1].end // "declined the assignment and has since left": the subject's next act
			return
		}
		if e := articleClauseAt(toks, k); e > first+1 {
			r.content.End = toks[e-1].end // "called it a “tax on everything,” and the slogan stuck", "promised X, and on Tuesday he delivered one": a clause of the article's
			return
		}
		if !noVerb(toks[k : k+1]) {
			return // "the baseline for truth is — ...": a clause
		}
		if spacedDash(toks, k) || t.text == "(" {
			if e := asideEnd(toks, k, r.content.End); e > k {
				k = e
				continue
			}
		}
		if t.text == "," && (asWellAs(toks, k) || lowerAt(toks, k+1) == "as" && asComplementVerb(toks[r.cue.a].lower)) {
			continue // "investigated X, as well as Y": the list goes on; "characterized Sen. Ada Moss, D-Vt., as ...": the verb's "as"
		}
		paren := t.text == "(" && !(k+1 < len(toks) && partyState(toks[k+1].text)) // (not "Sen. Ada Moss (D-Vt.)")
		cut := t.text == ";" || paren || spacedDash(toks, k) || clauses && clauseStart(toks, first, k)
		if cut && k > first+1 {
			r.content.End = toks[k-1].end
			return
		}
	}
}

// asWellAs reports whether the comma at k opens ", as well as", which
// adds to the object before it rather than ending it.
func asWellAs(toks []token, k int) bool {
	return lowerAt(toks, k+1) == "as" && lowerAt(toks, k+2) == "well" && lowerAt(toks, k+3) == "as"
}

// asComplementVerb reports whether the cue word w takes an "as" phrase that
// says what its object was called: "described X as", "characterized",
// "portrayed", "depicted", "labeled", "branded", "painted", "cast".
func asComplementVerb(w string) bool {
	for _, v := range []string{"describ", "characteriz", "portray", "depict", "label", "brand", "paint"} {
		if strings.HasPrefix(w, v) {
			return true
		}
	}
	return false
}

// clauseStart reports whether the word at k, inside a learned verb's object
// that opens at first, begins what annotators leave out of it: a clause
// about the subject or the object (", who", ", which", "because", ", she
// said", "as they left", ", going on"), or the circumstance "amid ...".
func clauseStart(toks []token, first, k int) bool {
	t := toks[k]
	next := lowerAt(toks, k+1)
	switch {
	case t.lower == "because" || t.lower == "amid":
		return true
	case t.lower == "as":
		return subjectPronoun(next)
	case t.lower == "and":
		return subjectPronoun(next) || pastThenObject(toks, k+1)
	case t.text == ",":
		return commaClause(toks, first, k)
	}
	return false
}

// commaClause reports whether the comma at k (or the quotation mark that
// closes right after a comma: "her “50-state strategy,” promising ...")
// opens a clause that ends an object.
func commaClause(toks []token, first, k int) bool {
	next := lowerAt(toks, k+1)
	return next == "and" && firstComma(toks, first, k) || next == "as" || next == "particularly" || next == "especially" || next == "most" && lowerAt(toks, k+2) == "notably" || (next == "who" || next == "which") && !objectResumes(toks, k+1) || next == "even" || next == "because" || next == "while" || subjectPronoun(next) ||
		strings.HasSuffix(next, "ing") && !toks[k+1].cap() && next != "including" && len(next) > 5
}

// objectResumes reports whether the relative clause at k closes with a
// comma and an "of" that goes on with the verb's object: "accused
// Rafael Cruz, who was born in Cuba, of associating with ...".
func objectResumes(toks []token, k int) bool {
	for j := k + 1; j+1 < len(toks) && j <= k+20; j++ {
		if toks[j].text == "," {
			return toks[j+1].lower == "of"
		}
	}
	return false
}

// pastThenObject reports whether a past-tense verb and the start of its
// object open toks[k:]: "(embraced the establishment and) consolidated
// its support", "staked out ground": the subject's next act.
func pastThenObject(toks []token, k int) bool {
	if k+1 >= len(toks) || toks[k].cap() || toks[k].kind != tWord || !(strings.HasSuffix(toks[k].lower, "ed") || irregularPast[toks[k].lower]) {
		return false
	}
	n := toks[k+1]
	return determiners[n.lower] && !standalone[n.lower] || possessiveDeterminers[n.lower] || particles[n.lower] && n.lower != "by" || objectPronouns[n.lower] // (not "the rules and related policies")
}

// firstComma reports whether the comma at k is the first after first.
func firstComma(toks []token, first, k int) bool {
	for j := first; j < k; j++ {
		if toks[j].text == "," {
			return false
		}
	}
	return true
}

// asideEnd returns the index of the dash or parenthesis that closes the one
// at k before end (a byte offset), or -1.
func asideEnd(toks []token, k, end int) int {
	for j := k + 1; j < len(toks) && toks[j].start < end && j-k <= 20; j++ {
		if isDash(toks[k]) && isDash(toks[j]) || toks[k].text == "(" && toks[j].text == ")" {
			return j
		}
	}
	return -1
}
