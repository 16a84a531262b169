package loader

// Reports read without a verb cue before its content: "According to X",
// "Name: ...", "Asked whether ...", the passive ("it was reported"), and
// nouns with a possessor ("X's claim that ...").

import (
	"slices"
	"strings"

	kg "github.com/kg-dev/kg"
)

// nominalCues are nouns that report what somebody said or believes when
// "that" and a clause follow: "Trump's claim that ...", "fears that ...".
var nominalCues = map[string]kg.Kind{
	"claim": kg.Speech, "claims": kg.Speech, "statement": kg.Speech, "allegation": kg.Speech, "allegations": kg.Speech,
	"assertion": kg.Speech, "complaint": kg.Speech, "complaints": kg.Speech, "warning": kg.Speech, "warnings": kg.Speech,
	"argument": kg.Speech, "suggestion": kg.Speech, "denial": kg.Speech, "accusation": kg.Speech, "accusations": kg.Speech,
	"reports": kg.Speech, "rumors": kg.Speech, "rumours": kg.Speech, "promise": kg.Speech, "pledge": kg.Speech,
	"assurance": kg.Speech, "assurances": kg.Speech, "insistence": kg.Speech, "admission": kg.Speech, "charge": kg.Speech, "charges": kg.Speech,
	"idea": kg.Belief, "concern": kg.Belief, "concerns": kg.Belief, "fear": kg.Belief, "fears": kg.Belief, "belief": kg.Belief,
	"hope": kg.Belief, "hopes": kg.Belief, "view": kg.Belief, "notion": kg.Belief, "speculation": kg.Belief, "expectation": kg.Belief,
	"expectations": kg.Belief, "suspicion": kg.Belief, "suspicions": kg.Belief, "conviction": kg.Belief, "worries": kg.Belief,
}

// possessivePronouns name whose claim or fear a noun reports: "his claim that".
var possessivePronouns = map[string]string{"his": "he", "her": "she", "their": "they", "its": "it"}

// nominalReports reads reports made by a noun and a "that" clause: "Trump's
// claim that Q", "his fear that Q"; without a possessor ("allegations that
// Q") nobody is named, and there is no statement. The clause must open with
// a subject, so that "the claims that were made"
// (a relative clause) is no report. A report nested in another's content is
// kept, as verbs' are ("Critics doubted her promise that ...").
func nominalReports(s *sentence, done []*raw) []*raw {
	toks := s.toks
	var out []*raw
	for k := 0; k+2 < len(toks); k++ {
		if toks[k+1].lower != "that" {
			continue // first the cheap test: most words are not followed by "that"
		}
		kind, ok := nominalCues[toks[k].lower]
		if !ok || toks[k].quoted || toks[k].cap() {
			continue
		}
		n := toks[k+2]
		if n.kind != tWord || !(pronouns[n.lower] != "" && !objectPronouns[n.lower] || determiners[n.lower] && n.lower != "that" || n.cap() || isNumber(n.lower) || n.lower == "there" && k+3 < len(toks) && (isCopula(toks[k+3].lower) || auxiliaries[toks[k+3].lower])) { // ("Trump's claim that there have been ...")
			continue // "the claims that were made": a relative clause
		}
		if cueTaken(s, done, k) {
			continue // a verb's cue already ("fears that")
		}
		r := &raw{sent: s, cue: rng{k, k + 1}, lemma: toks[k].lower, kind: kind, unknown: true, nominal: true}
		j := k - 1
		if j >= 0 && toks[j].kind == tWord && !toks[j].cap() && !determiners[toks[j].lower] && !possessiveDeterminers[toks[j].lower] && !possessive(toks[j].lower) {
			j-- // "his repeated claim"
		}
		switch {
		case j >= 0 && possessivePronouns[toks[j].lower] != "":
			r.speaker, r.unknown = rng{j, j + 1}, false
		case j >= 0 && toks[j].cap() && possessive(toks[j].lower):
			a := j
			for a > 0 && toks[a-1].kind == tWord && toks[a-1].cap() && !titles[toks[a-1].lower] {
				a--
			}
			r.speaker, r.unknown = rng{a, j + 1}, false
		case describedPossessor(toks, j):
			r.speaker, r.unknown = rng{j - 1, j + 1}, false // "The senator's claim that ..."
		}
		if r.unknown {
			continue // "allegations that ...": whose, the text does not say here
		}
		end := clauseEnd(toks, k+2)
		for _, d := range done {
			if d.sent == s && !d.speaker.empty() && d.speaker.a > k+2 && d.speaker.a < end && toks[d.speaker.a-1].text == "," && d.cue.a > d.speaker.a {
				end = d.speaker.a - 1 // "In response to X's charge that Q, she said ...": the main clause is no part of Q
			}
		}
		if r.speaker.a <= contentStart(toks)+1 {
			end = beforeMainVerb(toks, k+2, end) // "Ada Moss's claim that the levy had failed | was false"
		}
		r.content = spanOf(toks, rng{k + 2, end})
		if validContent(r) != nil {
			out = append(out, r)
		}
	}
	return out
}

// cueTaken reports whether the word at k of s is part of the cue of a
// statement in done.
func cueTaken(s *sentence, done []*raw, k int) bool {
	return slices.ContainsFunc(done, func(d *raw) bool { return d.sent == s && d.cue.a <= k && k < d.cue.b })
}

// nominalFrom reads "warnings from X that Q" and "claims from X that Q":
// X's report, whose words the "that" clause gives ("despite repeated
// warnings from his attorney that the showdown was fruitless").
func nominalFrom(s *sentence, done []*raw) []*raw {
	toks := s.toks
	var out []*raw
	for k := 0; k+4 < len(toks); k++ {
		if toks[k+1].lower != "from" {
			continue
		}
		kind, ok := nominalCues[toks[k].lower]
		if !ok || toks[k].quoted || toks[k].cap() || cueTaken(s, done, k) {
			continue
		}
		np := nounPhraseAfter(toks, k+2)
		if np.empty() { // "from engineers that", "from residents of the town that"
			np = rng{k + 2, k + 2}
			for np.b < len(toks) && np.b < k+9 && toks[np.b].kind == tWord && !toks[np.b].quoted && toks[np.b].lower != "that" && !verbLike(toks[np.b]) && cueForms[toks[np.b].lower] == "" {
				np.b++
			}
		}
		if np.empty() || np.b+1 >= len(toks) || toks[np.b].lower != "that" || !headOK(toks, np) {
			continue
		}
		r := &raw{sent: s, cue: rng{k, k + 2}, speaker: np, lemma: toks[k].lower, kind: kind, nominal: true}
		r.content = spanOf(toks, rng{np.b + 1, clauseEnd(toks, np.b+1)})
		if validContent(r) != nil {
			out = append(out, r)
		}
	}
	return out
}

// beforeMainVerb returns where the sentence's main verb starts inside a
// clause from a to end that a noun opening the sentence holds ("X's claim
// that the levy had failed | was false"): a second auxiliary or copula
// after the clause's own verb, right after a word that is no conjunction or
// relative, or end.
func beforeMainVerb(toks []token, a, end int) int {
	seen := false // the clause's own verb
	for q := a + 1; q < end; q++ {
		t := toks[q]
		if t.quoted || t.kind != tWord {
			continue
		}
		finite := isCopula(t.lower) || auxiliaries[t.lower] || modals[t.lower]
		if !seen {
			seen = finite || !t.cap() && (strings.HasSuffix(t.lower, "ed") || irregularPast[t.lower])
			continue
		}
		if finite && !auxiliaries[toks[q-1].lower] && !isCopula(toks[q-1].lower) && !modals[toks[q-1].lower] && toks[q-1].kind == tWord && !conjunctions[toks[q-1].lower] &&
			toks[q-1].lower != "that" && toks[q-1].lower != "who" && toks[q-1].lower != "which" && toks[q-1].lower != "not" && !strings.HasSuffix(toks[q-1].lower, "ly") {
			return q
		}
	}
	return end
}

// passiveParticiples are the reports and beliefs said in the passive, with
// nobody named: "it was reported that", "X is expected to".
var passiveParticiples = map[string]kg.Kind{
	"said": kg.Speech, "reported": kg.Speech, "rumored": kg.Speech, "rumoured": kg.Speech, "alleged": kg.Speech,
	"announced": kg.Speech, "claimed": kg.Speech, "expected": kg.Belief, "believed": kg.Belief, "thought": kg.Belief,
	"projected": kg.Belief, "predicted": kg.Belief, "understood": kg.Belief, "feared": kg.Belief, "estimated": kg.Belief,
}

// passiveViews are the participles of a view held of something, in the
// passive with "as" ("is seen as", "is widely viewed as") or, for
// "known", "for": nobody's in particular. "Known as" a name ("the code is
// known as SMART") names it, no view.
var passiveViews = set("seen viewed regarded known considered perceived")

// passiveReport reads a report in the passive, whose speaker is unknown:
// "It was reported that Q", "Q, it was said.", "X is widely expected to
// win" (content: the whole clause, its subject included).
func passiveReport(s *sentence) *raw {
	toks := s.toks
	for c := 1; c+1 < len(toks); c++ {
		if toks[c].quoted || toks[c].kind != tWord || !(isCopula(toks[c].lower) && toks[c].lower != "remain" && toks[c].lower != "seems") && toks[c].lower != "been" {
			continue
		}
		p := c + 1
		for p < len(toks) && toks[p].kind == tWord && (strings.HasSuffix(toks[p].lower, "ly") || toks[p].lower == "also" || toks[p].lower == "still" || toks[p].lower == "now") {
			p++
		}
		if p >= len(toks) {
			return nil
		}
		kind, ok := passiveParticiples[toks[p].lower]
		view := passiveViews[toks[p].lower] && p+2 < len(toks) && (toks[p+1].lower == "as" && !(toks[p].lower == "known" && toks[p+2].cap()) || toks[p].lower == "known" && toks[p+1].lower == "for")
		if view {
			kind, ok = kg.Belief, true
		}
		if !ok {
			continue
		}
		first := c // the copula chain: "has been", "had been"
		for first > 0 && (toks[first-1].lower == "has" || toks[first-1].lower == "have" || toks[first-1].lower == "had" || toks[first-1].lower == "been") {
			first--
		}
		if first == 0 {
			continue
		}
		r := &raw{sent: s, cue: rng{first, p + 1}, lemma: "passive " + toks[p].lower, kind: kind, unknown: true}
		subj := toks[first-1].lower
		switch {
		case subj == "it" && p+1 < len(toks) && toks[p+1].lower == "that":
			r.content = spanOf(toks, rng{p + 2, clauseEnd(toks, p+2)})
		case subj == "it" && first >= 3 && toks[first-2].text == "," && (p+1 >= len(toks) || toks[p+1].kind == tPunct):
			r.content = spanOf(toks, rng{contentStart(toks), first - 2})
			r.postType = true
		case (subj == "which" || subj == "who") && p+2 < len(toks) && toks[p+1].lower == "to" && first >= 3 && toks[first-2].text == ",":
			// "The trial, which is expected to last eight weeks, continues":
			// the relative clause (its pronoun standing for the trial), not
			// the main verb after it
			end := p + 2
			for end < len(toks) && toks[end].text != "," && toks[end].kind != tPunct {
				end++
			}
			r.content = spanOf(toks, rng{first - 1, end})
		case subj != "it" && kind == kg.Speech && p+4 < len(toks) && toks[p+1].lower == "to" && toks[p+2].lower == "have" && cueForms[toks[p+3].lower] != "":
			// "The minister is reported to have said the deal was dead": the
			// subject said it, by an unnamed report
			sp, _, ok := subjectBefore(toks, first)
			if !ok || sp.empty() {
				continue
			}
			r.speaker, r.unknown, r.cue, r.lemma = sp, false, rng{first, p + 4}, cueForms[toks[p+3].lower]
			start := p + 4
			if j := recipientThat(toks, p+3); j >= 0 {
				start = j + 1 // "is said to have told aides that": whom, then what
			}
			r.content = spanOf(toks, rng{start, clauseEnd(toks, start)})
		case subj != "it" && p+2 < len(toks) && (view && subj != "which" && subj != "who" || toks[p+1].lower == "to" && toks[p+2].kind == tWord && !toks[p+2].cap()):
			// "X is expected to win", "X is widely seen as a favorite",
			// "X is known for speaking her mind": the whole clause
			start := first - 1
			for start > 0 && toks[start-1].kind == tWord && !toks[start-1].quoted {
				start--
			}
			for start < first-1 && leadingConnective(toks, start) {
				start++ // "But the bill is expected to pass"
			}
			r.content = spanOf(toks, rng{start, clauseEnd(toks, p+2)})
		default:
			continue
		}
		return validContent(r)
	}
	return nil
}

// askedOpeners stand before a lower-case "asked" whose question is the
// speaker's to answer: "when asked how", "whenever asked about".
var askedOpeners = set("when whenever if once after before while")

// questionWords open the question in "Asked whether ...", "when asked how ...".
var questionWords = set("whether if why how what which who when where about")

// askedClause reads the question in "Asked (by X) (during ...) whether Q, Y
// said ...", "..., Y said when asked how Q" and "Y was asked about Q": a
// statement of its own, by X or, unnamed, by somebody who asked (the
// reporter).
func askedClause(s *sentence) *raw {
	toks := s.toks
	for k := 0; k+2 < len(toks); k++ {
		if toks[k].lower != "asked" || toks[k].quoted {
			continue
		}
		fronted := k == contentStart(toks) && toks[k].cap()
		when := k > 0 && askedOpeners[toks[k-1].lower] && !toks[k].cap()
		p := k - 1
		for p > 0 && strings.HasSuffix(toks[p].lower, "ly") {
			p-- // "was repeatedly asked"
		}
		passive := p > 0 && (isCopula(toks[p].lower) || toks[p].lower == "being") && !toks[k].cap() // "X was asked about Y": the asker unnamed
		if !fronted && !when && !passive {
			continue
		}
		if passive && standingAppeal(toks, k+1) {
			continue // "Anyone with video is asked to contact police": no one's words reported
		}
		r := &raw{sent: s, cue: rng{k, k + 1}, lemma: "ask", kind: kg.Speech, unknown: true}
		j := k + 1
		if toks[j].lower == "by" {
			np := nounPhraseAfter(toks, j+1)
			if np.empty() {
				continue
			}
			r.speaker, r.unknown = np, false
			j = np.b
		}
		if passive && j+1 < len(toks) && (toks[j].text == "," || toks[j].text == ":") && toks[j+1].kind == tQuote && toks[j+1].open && toks[j+1].paired {
			// "Blumenthal was asked, “If you had known ..., would you have
			// told her?”": the quoted question, the asker's
			e := j + 2
			for e < len(toks) && !(toks[e].kind == tQuote && !toks[e].open) {
				e++
			}
			r.cue.a = p
			r.content = spanOf(toks, rng{j + 2, e})
			return validContent(r)
		}
		q := j // the question starts at its first question word, after any "during a debate"
		for q < len(toks) && q < j+10 && toks[q].kind == tWord && !questionWords[toks[q].lower] && !(q == j && toks[q].lower == "to") {
			q++
		}
		if q >= len(toks) || toks[q].kind != tWord || !questionWords[toks[q].lower] && !(q == j && toks[q].lower == "to") {
			continue // ("Asked to respond to the criticism, ...": what was asked of the speaker)
		}
		if toks[q].lower == "about" {
			q++
		}
		end := q
		for end < len(toks) && !(toks[end].text == "," && !toks[end].quoted) {
			end++
		}
		if fronted && end >= len(toks) {
			continue // "Asked whether ..." must end where the answer's clause starts
		}
		if passive {
			r.cue.a = p
		}
		r.content = spanOf(toks, rng{q, end})
		return validContent(r)
	}
	return nil
}

// firstQuestion returns the byte where the first paragraph that opens with
// an interview's "Q:" starts, or -1: the article is an interview, whose
// "A:" paragraphs answer.
func firstQuestion(sents []sentence) int {
	for i := range sents {
		s := &sents[i]
		if len(s.toks) > 2 && s.toks[0].text == "Q" && s.toks[1].text == ":" && (i == 0 || sents[i-1].para != s.para) {
			return s.toks[0].start
		}
	}
	return -1
}

// colonAttribution reads "Marco Rubio: “You don't win ...”" and "Republican
// pollster Daron Shaw: ...", headline and interview style: a name of up to
// six capitalized or role words opening the sentence, a colon, the content.
// A one-word name needs a quotation after it ("Update: ..." is no speaker),
// unless it names a finding's source ("Poll: Most Americans oppose ...").
//
// A transcript's label, one or two words in capitals ("PENCE: Well, ...",
// perhaps inside an opening quotation mark), speaks the whole paragraph:
// Extract carries its content over the paragraph's later sentences.
func colonAttribution(s *sentence) *raw {
	toks := s.toks
	colon := false
	for _, t := range toks[:min(len(toks), 10)] {
		colon = colon || t.text == ":"
	}
	if !colon {
		return dashNameColon(s) // most sentences: asked of every one, first (a newsletter's colon may come later)
	}
	a := 0
	if len(toks) > 0 && toks[0].kind == tQuote && toks[0].open {
		a = 1 // `"PENCE: Well, look, ...`
	}
	if datelineEnd(toks, a) > a {
		return dashNameColon(s) // "GUWAHATI: ..., officials said": a dateline, no label
	}
	i := a
	for i < len(toks) && i < a+7 && toks[i].kind == tWord && (toks[i].cap() || roleNouns[toks[i].lower] || titles[toks[i].lower]) {
		i++
	}
	if i == a || i >= len(toks)-1 || toks[i].text != ":" || !toks[i-1].cap() || colonLabels[toks[i-1].lower] {
		return dashNameColon(s)
	}
	if i == a+1 && (toks[a].text == "Q" || toks[a].text == "A") {
		if toks[a].text == "Q" {
			return nil // an interview's question: the outlet's, no one's statement
		}
		r := &raw{sent: s, cue: rng{i, i + 1}, speaker: rng{a, i}, lemma: ":", kind: kg.Speech, label: true, answer: true}
		r.content = spanOf(toks, rng{i + 1, len(toks)})
		return validContent(r) // "A: Inflation is back near the target.": the answer of the person interviewed
	}
	if kicker(toks[a:i]) {
		return nil // "READ MORE: <a headline>", "MARKETS AT A GLANCE: <figures>": a section's label, nobody's words
	}
	if i-a <= 2 && len(toks[a].text) > 1 && allUpper(joinToks(toks[a:i])) {
		r := &raw{sent: s, cue: rng{i, i + 1}, speaker: rng{a, i}, lemma: ":", kind: kg.Speech, label: true}
		r.content = spanOf(toks, rng{i + 1, len(toks)})
		return validContent(r)
	}
	if a > 0 {
		return nil // a quotation opening with a capitalized phrase and a colon: no label
	}
	for _, t := range toks[:i] {
		if cueForms[t.lower] != "" {
			return nil // "The One Thing Both Sides Want: ...": a headline's clause, not a speaker
		}
	}
	quoted := toks[i+1].kind == tQuote && toks[i+1].open
	r := &raw{sent: s, cue: rng{i, i + 1}, speaker: rng{0, i}, lemma: ":", kind: kg.Speech}
	if i == 1 && !quoted && !evidenceNouns[toks[0].lower] && toks[0].lower != "newspaper" && !pluralRole(toks[0].lower) && !groupNouns[toks[0].lower] {
		// ("Experts: The levy will fail", "Insiders: ...": a group, as a headline names it)
		// ("Poll: Most Americans oppose the wall": a poll's finding)
		// "Sanders: Clinton Email Story Has Moved": a surname, when the
		// article names the person in full (Extract checks); "Update:" is not
		r.surnameOnly = true
	}
	r.content = spanOf(toks, rng{i + 1, len(toks)})
	return validContent(r)
}

// dashNameColon reads a quotation introduced by a name and a colon after
// a dash, the way newsletters quote their sources under a lead-in:
// "IOWA POLLS NOT WRONG, JUST EARLY - Ann Lee and Ben Aziz: “Q”", "What
// it means - More from Lee: “Q”". The name is capitalized words (and
// "and"), at most six and none a headline's capitals, between the dash (or
// "from") and the colon, or a role and a name anywhere ("does not surprise
// Republican pollster Ann Lee: “Q”"); the content is the quotation.
func dashNameColon(s *sentence) *raw {
	toks := s.toks
	c := -1
	for i := 2; i+1 < len(toks) && i < 40; i++ {
		if toks[i].text == ":" {
			c = i
			break
		}
	}
	if c < 0 || !toks[c-1].cap() || toks[c+1].kind != tQuote || !toks[c+1].open || !toks[c+1].paired {
		return nil
	}
	j, role := c, false
	for j > 0 && c-j < 6 && toks[j-1].kind == tWord && (toks[j-1].cap() || toks[j-1].lower == "and" && j < c-1 || roleNouns[toks[j-1].lower] && j < c-1) && !(len(toks[j-1].text) > 2 && allUpper(toks[j-1].text)) {
		role = role || roleNouns[toks[j-1].lower] && !toks[j-1].cap()
		j--
	}
	if j+1 < c && toks[j].lower == "more" && toks[j+1].lower == "from" {
		j += 2 // "More from Jones:"
	}
	if j == c || j == 0 || !isDash(toks[j-1]) && toks[j-1].lower != "from" && !(role && toks[c-2].cap()) || toks[j].lower == "and" {
		return nil // (a role and a name need no dash: "The surge does not surprise Republican pollster Ann Lee: “Q”")
	}
	end := len(toks)
	for k := c + 2; k < len(toks); k++ {
		if toks[k].kind == tQuote && !toks[k].open && toks[k].paired {
			end = k + 1 // (not the "[HuffPost.]" after it)
			break
		}
	}
	r := &raw{sent: s, cue: rng{c, c + 1}, speaker: rng{j, c}, lemma: ":", kind: kg.Speech}
	r.content = spanOf(toks, rng{c + 1, end})
	return validContent(r)
}

// copulaColon reads a quotation after a short clause that says how its
// speaker spoke: "The senator was blunt: “This bill will not pass.”", "Ada
// Moss was more direct: “...”". The subject speaks; the quotation runs from
// the colon to the sentence's end.
func copulaColon(s *sentence) *raw {
	toks := s.toks
	colon := false
	for i := 1; i+1 < len(toks) && i < 22; i++ {
		colon = colon || toks[i].text == ":" && toks[i+1].kind == tQuote
	}
	if !colon {
		return nil // most sentences: asked of every one without a cue
	}
	np := leadingNP(toks)
	if np.empty() || np.b+2 >= len(toks) || !isCopula(toks[np.b].lower) || !headOK(toks, np) {
		return verbColon(s)
	}
	if !speakerLike(toks[np.b-1]) {
		return nil // "The result was clear: “...”": no one who speaks
	}
	c := np.b + 1
	for c < len(toks) && c < np.b+4 && toks[c].kind == tWord && !toks[c].cap() && cueForms[toks[c].lower] == "" {
		c++
	}
	if c == np.b+1 || c+1 >= len(toks) || toks[c].text != ":" || toks[c+1].kind != tQuote || !toks[c+1].open || !toks[c+1].paired {
		return nil
	}
	r := &raw{sent: s, cue: rng{c, c + 1}, speaker: np, lemma: ":", kind: kg.Speech}
	r.content = spanOf(toks, rng{c + 1, len(toks)})
	return validContent(r)
}

// verbColon reads a quotation after a clause whose verb says how its
// subject spoke or acted: "The union's president, Marta Lind, struck a
// defiant tone on Monday: “We will not back down.”" The subject (a name, a
// role or a body) speaks; the clause before the colon holds at most ten
// words after the verb, and the quotation runs to the sentence's end.
func verbColon(s *sentence) *raw {
	toks := s.toks
	np := subjectNP(toks)
	if np.empty() || np.b+2 >= len(toks) || !headOK(toks, np) {
		return nil
	}
	vi := np.b
	if toks[vi].text == "," {
		vi++ // "..., Marta Lind, struck": the name's closing comma
	}
	if v := toks[vi]; vi+2 >= len(toks) || v.kind != tWord || v.cap() || !(strings.HasSuffix(v.lower, "ed") || irregularPast[v.lower]) {
		return nil
	}
	if h := toks[np.b-1]; !h.cap() && !roleNouns[h.lower] && !unnamedHeads[h.lower] && !orgNouns[h.lower] && !subjectPronoun(h.lower) {
		return nil // "The result surprised many: “...”": no one who speaks
	}
	c := vi + 1
	for c < len(toks) && c <= vi+10 && toks[c].kind == tWord {
		c++
	}
	if c+1 >= len(toks) || toks[c].text != ":" || toks[c+1].kind != tQuote || !toks[c+1].open || !toks[c+1].paired {
		return nil
	}
	end := len(toks)
	for k := c + 2; k < len(toks); k++ {
		if t := toks[k]; t.kind == tWord && !t.quoted {
			closes := func(q token) bool { return q.kind == tQuote && !q.open }
			if k < 2 || !(toks[k-1].text == "," && closes(toks[k-2]) || closes(toks[k-1]) && toks[k-2].text == ",") || !participle(t.lower) {
				return nil // the quotation is the rest of the sentence,
			}
			end = k // or a participle's phrase follows it: “Q,” referencing ...
			break
		}
	}
	r := &raw{sent: s, cue: rng{c, c + 1}, speaker: np, lemma: ":", kind: kg.Speech}
	if np.a > 0 {
		r.pre = descriptorsBefore(toks, np.a) // "The union's president, Marta Lind, ...": her role
	}
	r.content = spanOf(toks, rng{c + 1, end})
	return validContent(r)
}

// dashAttribution reads a quotation with its speaker's name after a dash,
// the way features and letters pages attribute: "“Q.” ― Ada Moss", "“Q.” —
// Ola Dahl, 34, of Lund". The name ends the sentence or takes a description
// after a comma.
func dashAttribution(s *sentence) *raw {
	toks := s.toks
	k := contentStart(toks)
	if k >= len(toks) || toks[k].kind != tQuote || !toks[k].open || !toks[k].paired {
		return nil
	}
	for j := k + 1; j+2 < len(toks); j++ {
		if toks[j].kind != tQuote || toks[j].open || !isDash(toks[j+1]) {
			continue
		}
		e := j + 2
		for e < len(toks) && e < j+6 && toks[e].kind == tWord && toks[e].cap() {
			e++
		}
		if e == j+2 || e < len(toks) && toks[e].text != "," && !(toks[e].kind == tPunct && e == len(toks)-1) {
			return nil
		}
		r := &raw{sent: s, cue: rng{j + 1, j + 2}, speaker: rng{j + 2, e}, lemma: "―", kind: kg.Speech}
		r.content = spanOf(toks, rng{k, j + 1})
		return validContent(r)
	}
	return nil
}

// accordingTo handles "According to X, CONTENT" and "CONTENT, according to X".
// nameToEnd returns the end of a name of two to four capitalized words
// that follows a comma at i and closes the sentence, or 0.
func nameToEnd(toks []token, i int) int {
	if i+2 >= len(toks) || toks[i].text != "," {
		return 0
	}
	n := i + 1
	for n < len(toks) && n < i+5 && toks[n].cap() {
		n++
	}
	if n-(i+1) < 2 || !linkedName(toks[i+1:n]) || !isEnd(toks[n:]) {
		return 0
	}
	return n
}

// sourceAppositive returns where an indefinite appositive after the comma
// at i ends when it closes the sentence ("..., according to X, an
// economist with Lund Bank."), or 0.
func sourceAppositive(toks []token, i int) int {
	if i+2 >= len(toks) || toks[i].text != "," || toks[i+1].lower != "a" && toks[i+1].lower != "an" {
		return 0
	}
	e := i + 2
	for e < len(toks) && e < i+14 && (toks[e].kind == tWord || toks[e].text == "'s" || toks[e].text == "’s") {
		e++
	}
	if !isEnd(toks[e:]) || !noVerb(toks[i+1:e]) {
		return 0
	}
	return e
}

func accordingTo(s *sentence, c cueHit) *raw {
	toks := s.toks
	sp := rng{c.r.b, c.r.b}
	for sp.b < len(toks) && sp.b-sp.a < 24 && (toks[sp.b].kind == tWord ||
		toks[sp.b].text == "/" && sp.b > sp.a && sp.b+1 < len(toks) && toks[sp.b+1].kind == tWord) { // "a Reuters/Ipsos poll"
		sp.b++
	}
	if sp.empty() {
		return nil
	}
	sp.b = listedNameEnd(toks, sp.b) // "according to a news release from Immigration, Refugees and Citizenship Canada"
	r := &raw{sent: s, cue: c.r, speaker: sp}
	for k := sp.a + 1; k+2 < sp.b; k++ {
		if (toks[k].lower == "quoted" || toks[k].lower == "cited") && toks[k+1].lower == "by" {
			// "According to a senior official quoted by Politico, Q": the
			// official speaks, through Politico (documents "seen by"
			// an outlet: seenBy, as for every statement)
			r.speaker, r.quotedBy = rng{sp.a, k}, rng{k + 2, sp.b}
			break
		}
	}
	if c.r.a > 0 && toks[c.r.a-1].kind == tWord {
		if _, isCue := cueForms[toks[c.r.a-1].lower]; isCue {
			return nil // "X said according to Y": Y is a hop of X's statement
		}
	}
	start := 0
	if d := contentStart(toks); d < c.r.a {
		start = d // "WASHINGTON — Talks stalled, according to X", "10:15 p.m.: ...": after the dateline or the time stamp
	}
	for start < c.r.a && leadingConnective(toks, start) {
		start++
	}
	paren := c.r.a > 0 && (toks[c.r.a-1].text == "(" || toks[c.r.a-1].text == ":" && toks[c.r.a].cap())
	// ("And it has not gone unnoticed: According to recent polls, Q": Q, after the comma)
	if c.r.a <= start || paren { // sentence-initial: content follows the comma (or a colon)
		if sp.b+1 < len(toks) && toks[sp.b].text == "," && (toks[sp.b+1].lower == "which" || toks[sp.b+1].lower == "who") {
			// "According to Reuters, which first reported the talks, Q": the
			// relative clause describes the source; Q follows it
			if k := commaAfterWords(toks, sp.b+2, 18); k >= 0 {
				if w := toks[sp.b+2].lower; toks[sp.b+1].lower == "which" && (w == "cited" || w == "quoted") && k > sp.b+3 {
					// "According to the Journal, which cited people familiar
					// with the matter, Q": the people speak, through the Journal
					r.speaker, r.quotedBy = rng{sp.b + 3, k}, sp
				}
				sp.b = k
			}
		} else if sp.b+2 < len(toks) && toks[sp.b].text == "," && (toks[sp.b+1].lower == "a" || toks[sp.b+1].lower == "an") {
			// "According to the Syrian Observatory for Human Rights, a
			// Britain-based monitoring group, Q": the appositive describes
			// the source
			if k := commaAfterWords(toks, sp.b+2, 10); k >= 0 && k+1 < len(toks) && toks[k+1].kind == tWord && noVerb(toks[sp.b+1:k]) { // (not "According to X, an email was sent from ..., to ...": the report itself)
				r.appos = []rng{{sp.b + 1, k}}
				sp.b = k
			}
		}
		if q := sp.b + 1; sp.b < len(toks) && toks[sp.b].text == "," && r.quotedBy.empty() && q < len(toks) && toks[q].cap() {
			// "According to the provincial health minister, Shahram Khan
			// Tarakai, most of the dead ...": the name after the role speaks
			n := q
			for n < len(toks) && n < q+4 && toks[n].cap() {
				n++
			}
			if n < len(toks) && toks[n].text == "," && n-q >= 2 && linkedName(toks[q:n]) && (roleNouns[toks[sp.b-1].lower] || titles[toks[sp.b-1].lower]) {
				r.speaker, r.pre = rng{q, n}, []rng{sp}
				sp.b = n
			}
		}
		if sp.b < len(toks) && (toks[sp.b].text == "," || toks[sp.b].text == ":") {
			end := len(toks)
			if paren { // "(According to X, Y.)": Y ends with the parenthesis
				for k := sp.b + 1; k < len(toks); k++ {
					if toks[k].text == ")" {
						end = k
						break
					}
				}
			}
			r.content = spanOf(toks, rng{sp.b + 1, end})
		} else {
			return nil
		}
	} else {
		end := c.r.a
		r.content = spanOf(toks, rng{start, end})
		r.postType = true
		if n := nameToEnd(toks, sp.b); n > 0 && (roleNouns[toks[sp.b-1].lower] || titles[toks[sp.b-1].lower]) {
			// "Q, according to the city's mayor, Vitali Klitschko.": the
			// name after the role speaks, and nothing follows it
			r.speaker, r.pre = rng{sp.b + 1, n}, []rng{sp}
		} else if e := sourceAppositive(toks, sp.b); e > 0 {
			// "Q, according to John Smith, an economist with Lund Bank.":
			// the appositive describes the source, and nothing follows it
			r.appos = []rng{{sp.b + 1, e}}
		} else if c.r.a > 0 && toks[c.r.a-1].text == "," && sp.b+1 < len(toks) && toks[sp.b].text == "," && toks[sp.b+1].kind == tWord &&
			!clauseOpeners[toks[sp.b+1].lower] && !isConnective(toks[sp.b+1].lower) && !relativeWord(toks[sp.b+1].lower) && c.r.a-start <= 6 {
			// "Over the long term, according to the budget office, the rise
			// ... is ...": a short opening, then the report goes on; the
			// content spans both (the attribution inside, as for "Q, X
			// said, R")
			r.content = kg.Span{Start: toks[start].start, End: spanOf(toks, rng{sp.b + 1, len(toks)}).End}
		}
	}
	if r.content.End <= r.content.Start {
		return nil
	}
	return r
}

// colonLabels end the labels that open a line with a colon and name nobody:
// "Paid Notice:", "Editor's Note:", "Watch:".
var colonLabels = set("notice note notes update correction watch read video photos photo related breaking exclusive analysis opinion review transcript listen latest " +
	"byline email clarification look boom busted warning editor's source sources")

// asReportedBy reads ", as (first) reported by X" closing a sentence: X's
// report of the clause before ("The talks collapsed, as first reported by
// Bloomberg"). X is an outlet as often as not; the clause is its statement.
func asReportedBy(s *sentence) *raw {
	toks := s.toks
	for c := 2; c+2 < len(toks); c++ {
		if toks[c].lower != "as" || toks[c-1].text != "," || toks[c].quoted {
			continue
		}
		p := c + 1
		for p < len(toks) && (strings.HasSuffix(toks[p].lower, "ly") || toks[p].lower == "first" || toks[p].lower == "earlier") {
			p++
		}
		if p+2 >= len(toks) || (toks[p].lower != "reported" && toks[p].lower != "revealed" && toks[p].lower != "disclosed") || toks[p+1].lower != "by" {
			continue
		}
		sp := nounPhraseAfter(toks, p+2)
		if sp.empty() || sp.b < len(toks) && toks[sp.b].kind == tWord {
			continue
		}
		r := &raw{sent: s, cue: rng{c, p + 2}, speaker: sp, lemma: "report", kind: kg.Speech, postType: true}
		r.content = spanOf(toks, rng{contentStart(toks), c - 1})
		return validContent(r)
	}
	return nil
}

// quotedAsSaying reads "X was quoted by Y as saying (that) Q" and "Y quoted X
// as saying Q": X's statement, through Y. It returns the speaker and Y's
// phrase (empty without "by").
func quotedAsSaying(toks []token, cue int) (rng, rng, []rng, bool) {
	if cue < 4 || toks[cue-1].lower != "as" || !strings.HasSuffix(toks[cue].lower, "ing") {
		return rng{}, rng{}, nil, false
	}
	q := cue - 2
	for q > 0 && q > cue-18 && toks[q].lower != "quoted" && toks[q].lower != "cited" {
		q--
	}
	if q >= 1 && (toks[q].lower == "quoted" || toks[q].lower == "cited") && q+1 < cue-1 && !isCopula(toks[q-1].lower) {
		// active: "The newspaper quoted an unnamed official as saying Q":
		// the official speaks, through the newspaper
		np := nounPhraseAfter(toks, q+1)
		if !np.empty() && np.b < cue-2 && toks[np.b].text == "," && toks[cue-2].text == "," && appositiveBetween(toks, np.b+1, cue-2) {
			np.b = cue - 2 // "quoted a survivor, 14-year-old Ahmed Ali, as saying": the appositive names the speaker
		}
		if !np.empty() && (np.b == cue-1 || np.b == cue-2 && toks[np.b].text == ",") {
			if by, _, ok := subjectBefore(toks, q); ok {
				return np, by, nil, true
			}
		}
		return rng{}, rng{}, nil, false
	}
	if q < 2 || toks[q].lower != "quoted" && toks[q].lower != "cited" || !isCopula(toks[q-1].lower) {
		return rng{}, rng{}, nil, false
	}
	var by rng
	if toks[q+1].lower == "by" {
		by = rng{q + 2, cue - 1}
	}
	sp, appos, ok := subjectBefore(toks, q-1)
	if !ok {
		return rng{}, rng{}, nil, false
	}
	return sp, by, appos, true // "X, Russia's deputy foreign minister, was quoted by ...": the appositive describes X
}

// appositiveBetween reports whether toks[a:b] can be an appositive naming
// someone: a few words, one of them capitalized, none a cue or a comma.
func appositiveBetween(toks []token, a, b int) bool {
	if b-a < 1 || b-a > 8 {
		return false
	}
	named := false
	for _, t := range toks[a:b] {
		if t.text == "," || t.kind == tQuote || cueForms[t.lower] != "" {
			return false
		}
		named = named || t.cap()
	}
	return named
}

// afterConnectives returns where a sentence's clause starts: after its
// dateline (contentStart) and any connectives ("But", "And", "However,").
func afterConnectives(toks []token) int {
	i := contentStart(toks)
	for i < len(toks) && leadingConnective(toks, i) {
		i++
	}
	return i
}

// pollNouns head the phrase after a sentence's "In" that makes the clause
// after it a poll's finding: "In a CNN poll released Monday, Clinton led by
// 24 points".
var pollNouns = set("poll polls survey surveys")

// inPoll reads "In <poll>, CLAUSE": the poll's finding, with the poll as its
// source. The poll's phrase runs from "In" to its noun, within eight words
// ("the latest CNN/ORC poll", "the RealClearPolitics average of New
// Hampshire polls"), and on to a comma within six more ("released
// Wednesday", "from Florida Southern College"). The same phrase after the
// clause ("Trump is ahead in the polls") is not read: on PolNeAR train 39 of
// 129 such were annotated, against 13 of 16 fronted ones.
func inPoll(s *sentence) *raw {
	toks := s.toks
	i := afterConnectives(toks)
	if i >= len(toks) || toks[i].lower != "in" || toks[i].quoted {
		return nil
	}
	head := -1
	for j := i + 1; j < len(toks) && j <= i+8; j++ {
		t := toks[j]
		if pollNouns[t.lower] {
			head = j
			break
		}
		if t.kind != tWord && t.text != "/" && t.text != "-" || t.lower == "in" || t.lower == "as" || subordinators[t.lower] || cueForms[t.lower] != "" || documentParticiples[t.lower] {
			break // ("In a memo released as polls closed": no poll's phrase)
		}
	}
	if head < 0 {
		return nil
	}
	end := head + 1
	for end < len(toks) && end <= head+6 && toks[end].kind == tWord {
		end++
	}
	if end >= len(toks) || toks[end].text != "," {
		return nil
	}
	if end+1 < len(toks) && documentParticiples[toks[end+1].lower] {
		// "In the latest poll, conducted in May, Clinton led": the
		// participle's phrase is the poll's too
		for k := end + 2; k < len(toks) && k <= end+10 && (toks[k].kind == tWord || toks[k].text == "-" || toks[k].text == "–"); k++ {
			if k+1 < len(toks) && toks[k+1].text == "," {
				end = k + 1 // ("conducted March 11-13,")
				break
			}
		}
	}
	for end+1 < len(toks) && (isConnective(toks[end+1].lower) || toks[end+1].text == ",") {
		end++ // "In a CNN poll, however, 73 percent ..."
	}
	r := &raw{sent: s, cue: rng{i, i + 1}, speaker: rng{i + 1, head + 1}, lemma: "in", kind: kg.Speech, finding: true}
	r.content = spanOf(toks, rng{end + 1, len(toks)})
	return validContent(r)
}

// inMedium reads "In a statement issued Tuesday, X was more circumspect
// than ...": a sentence that opens with the medium and its participle
// ("posted", "issued", "released") and has no report of its own is what
// the clause's subject said there. The medium's phrase is the cue.
func inMedium(s *sentence) *raw {
	toks := s.toks
	i := afterConnectives(toks)
	if i+3 >= len(toks) || toks[i].lower != "in" && toks[i].lower != "on" {
		return nil
	}
	p := -1
	for k := i + 2; k < len(toks) && k <= i+5; k++ {
		if mediumParticiple(toks, k) {
			p = k
			break
		}
	}
	if p < 0 {
		return nil
	}
	c := p + 1
	for c < len(toks) && c <= p+8 && toks[c].text != "," && toks[c].kind == tWord {
		c++
	}
	if c+2 >= len(toks) || toks[c].text != "," {
		return nil
	}
	sp := leadingNP(toks[c+1:])
	if sp.empty() {
		return nil
	}
	sp = rng{sp.a + c + 1, sp.b + c + 1}
	r := &raw{sent: s, cue: rng{i, p}, speaker: sp, lemma: "in", kind: kg.Speech}
	r.content = spanOf(toks, rng{c + 1, len(toks)})
	return validContent(r)
}

// drawVerbs take a reaction as their object: "drew criticism from", "has
// faced criticism from", "received support from".
var drawVerbs = set("drew drawn draws draw faced faces face received receives receive sparked sparks earned earns won wins attracted attracts garnered garners")

// reactionNouns are what others' stance toward the subject is called:
// "drew harsh criticism from", "won overwhelming support from".
var reactionNouns = set("criticism praise condemnation rebuke rebukes fire scorn ridicule backlash complaints objections support endorsements endorsement applause attacks")

// reactionStops end the ones a reaction comes from: "criticism from
// rivals over the plan".
var reactionStops = set("over about amid after since during against")

// drewReaction reads "X drew (sharp) criticism from Y" and "X faced
// criticism from Y that Q": Y's stance, on X, or on Q when a "that" clause
// follows Y. The reaction noun comes within three words of the verb; X is
// the noun phrase before the verb and its auxiliaries ("The proposal has
// drawn harsh criticism from fellow hopefuls"). A participle ("drawing
// scorn from party leaders") is not read: its subject is the clause's.
func drewReaction(s *sentence) *raw {
	toks := s.toks
	if !slices.ContainsFunc(toks, func(t token) bool { return t.lower == "from" }) {
		return nil // (most sentences: no verb lookup for each of their words)
	}
	for v := 1; v+3 < len(toks); v++ {
		if !drawVerbs[toks[v].lower] || toks[v].quoted || toks[v].cap() {
			continue
		}
		n := v + 1
		for n < len(toks) && n <= v+3 && toks[n].kind == tWord && !reactionNouns[toks[n].lower] && !prepositions[toks[n].lower] {
			n++
		}
		if n+2 >= len(toks) || !reactionNouns[toks[n].lower] || toks[n+1].lower != "from" {
			continue
		}
		sp := nounPhraseAfter(toks, n+2)
		if sp.empty() { // "from rivals", "from members of Congress"
			sp = rng{n + 2, n + 2}
			for sp.b < len(toks) && sp.b < n+10 && toks[sp.b].kind == tWord && !toks[sp.b].quoted && (!prepositions[toks[sp.b].lower] || toks[sp.b].lower == "of") &&
				!subordinators[toks[sp.b].lower] && toks[sp.b].lower != "that" && toks[sp.b].lower != "who" && toks[sp.b].lower != "which" && !reactionStops[toks[sp.b].lower] &&
				!(conjunctions[toks[sp.b].lower] && sp.b+1 < len(toks) && prepositions[toks[sp.b+1].lower]) {
				sp.b++ // (not "from protesters | and from some city councillors", "from rivals | over the plan")
			}
			if sp.empty() {
				continue
			}
		}
		j := v
		for j > 0 && (preCueSkip[toks[j-1].lower] || strings.HasSuffix(toks[j-1].lower, "ly") || strings.HasSuffix(toks[j-1].lower, "n't") || strings.HasSuffix(toks[j-1].lower, "n’t")) && !toks[j-1].cap() {
			j--
		}
		r := &raw{sent: s, cue: rng{v, n + 2}, speaker: sp, lemma: toks[n].lower, kind: kg.Belief}
		if sp.b+1 < len(toks) && toks[sp.b].lower == "that" {
			r.content = spanOf(toks, rng{sp.b + 1, clauseEnd(toks, sp.b+1)})
		} else {
			x := collectBack(toks, j)
			if x.empty() || !headOK(toks, x) || onlyTime(toks[x.a:x.b]) {
				continue
			}
			r.content, r.postType = spanOf(toks, x), true
		}
		return validContent(r)
	}
	return nil
}

// viewNouns, after "in" and a possessor, make the clause beside them the
// possessor's belief: "In Ash's view, the change would ...".
var viewNouns = set("view opinion estimation judgment judgement mind eyes")

// inView reads "In X's view, CLAUSE" and "CLAUSE, in X's view.": X's
// belief. X is the possessor (a name's possessive, or his, her, their,
// its); the content is the rest of the sentence after the phrase's comma,
// or the clause before the comma that opens the phrase at the sentence's
// end.
func inView(s *sentence) *raw {
	toks := s.toks
	start := afterConnectives(toks)
	for i := start; i+3 < len(toks); i++ {
		if toks[i].lower != "in" || toks[i].quoted {
			continue
		}
		// the possessor: "his", or up to four words ending in "'s"
		p := i + 1
		for p < len(toks) && p < i+5 && toks[p].kind == tWord && !possessive(toks[p].lower) && !possessiveDeterminers[toks[p].lower] {
			p++
		}
		if p+1 >= len(toks) || !(possessive(toks[p].lower) || possessiveDeterminers[toks[p].lower]) || !viewNouns[toks[p+1].lower] {
			continue
		}
		n := p + 2
		sp := rng{i + 1, p + 1}
		if p == i+1 && possessiveDeterminers[toks[p].lower] {
			sp = rng{p, p + 1} // "In his view": the pronoun, resolved as a speaker's
		}
		r := &raw{sent: s, cue: rng{i, n}, speaker: sp, lemma: "view", kind: kg.Belief}
		switch {
		case i == start && n < len(toks) && toks[n].text == ",":
			r.content = spanOf(toks, rng{n + 1, len(toks)})
		case i > start+2 && toks[i-1].text == "," && isEnd(toks[n:]):
			r.content, r.postType = spanOf(toks, rng{start, i - 1}), true
		default:
			continue
		}
		return validContent(r)
	}
	return nil
}

// reportedly reads the clause that "reportedly" qualifies as a report by
// somebody unnamed, as "it was reported that" is: "The Club for Growth is
// reportedly spending $1.5 million on advertisements". The clause runs from
// the sentence's start (after its connectives), or from the last comma that
// opens a clause before the adverb, to where reported speech would end.
func reportedly(s *sentence) *raw {
	toks := s.toks
	for i, t := range toks {
		if t.lower != "reportedly" || t.quoted {
			continue
		}
		start := afterConnectives(toks)
		for k := i - 1; k > start; k-- {
			if toks[k].text == "," && k+1 < i && (clauseOpeners[toks[k+1].lower] || isConnective(toks[k+1].lower)) {
				start = k + 2
				break
			}
		}
		if i-start > 12 || start >= len(toks) {
			return nil // (a long way from the clause's start: another clause's adverb, most likely)
		}
		end := clauseEnd(toks, max(i, start))
		r := &raw{sent: s, cue: rng{i, i + 1}, lemma: "report", kind: kg.Speech, unknown: true, postType: i == start}
		r.content = spanOf(toks, rng{start, end})
		return validContent(r)
	}
	return nil
}

// passiveBy reads a participle (a learned one, or a listed cue's) in the passive with its agent:
// "The registration issue was first reported by The Washington Post", "His
// views were echoed by a number of tax experts": the agent holds the view
// or said it, and the subject is what it is about (PolNeAR's annotators
// give the agent as the source and the subject as the content).
func passiveBy(s *sentence, i int) *raw {
	toks := s.toks
	w := toks[i].lower
	by := i + 1
	if by+1 < len(toks) && timeWords[toks[by].lower] && toks[by+1].lower == "by" {
		by++ // "was supported Friday by"
	}
	if by+1 >= len(toks) || toks[by].lower != "by" || toks[i].cap() || w == "quoted" || w == "cited" || !(strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "en") || irregularPast[w]) {
		return nil
	}
	j := i - 1
	for j > 0 && (adverb(toks[j].lower) || passiveAdverbs[toks[j].lower]) {
		j-- // "was first reported by", "were widely praised by", "is also distrusted by"
	}
	if j < 1 || !(isCopula(toks[j].lower) && toks[j].lower != "remain" && toks[j].lower != "remains" && toks[j].lower != "remained" && toks[j].lower != "seems" && toks[j].lower != "seemed" || toks[j].lower == "being") {
		return nil
	}
	subj, _, ok := subjectBefore(toks, i)
	if !ok || subj.empty() || subj.b > j || toks[subj.a].lower == "who" || toks[subj.a].lower == "which" || toks[subj.a].lower == "that" {
		return nil
	}
	if emotionParticiples[w] {
		// "Business leaders have been unsettled by the protests": the
		// subject feels it, about what the agent phrase names
		r := &raw{sent: s, cue: rng{j, by + 1}, speaker: subj, lemma: w, kind: kg.Belief, content: spanOf(toks, rng{by + 1, clauseEnd(toks, by+1)})}
		endObjectAtClause(s, r, true)
		return r
	}
	if byWhen(toks, by+1) {
		return nil // "A decision is expected by March": when, no agent
	}
	agent := nounPhraseAfter(toks, by+1)
	if agent.empty() {
		agent = bareAgent(toks, by+1) // "by opponents", "by 42 percent of the Republicans surveyed"
	}
	for k := agent.a + 1; k < agent.b; k++ {
		if questionWords[toks[k].lower] || toks[k].lower == "that" {
			agent.b = k // "was asked by a caller | why young men are coming"
			break
		}
		if timeWords[toks[k].lower] && toks[k].lower != "may" || prepositions[toks[k].lower] && k+1 < agent.b && timeWords[toks[k+1].lower] {
			agent.b = k // "was endorsed by Chris Christie | on Friday": when
			break
		}
	}
	if agent.empty() {
		return nil
	}
	if w == "asked" && agent.b < len(toks) && questionWords[toks[agent.b].lower] && toks[agent.b].lower != "who" {
		// "Herman Cain was asked by a caller why young men ...": the
		// caller's question, not the subject
		r := &raw{sent: s, cue: rng{j, by + 1}, speaker: agent, lemma: w, kind: kg.Speech, content: spanOf(toks, rng{agent.b, clauseEnd(toks, agent.b)})}
		return validContent(r)
	}
	return &raw{sent: s, cue: rng{j, by + 1}, speaker: agent, lemma: w, kind: kg.Belief, content: spanOf(toks, subj), postType: true}
}

// passiveAdverbs stand between a passive's auxiliary and its participle.
var passiveAdverbs = set("first also still later then now never often since even long")

// emotionParticiples name a feeling in the passive, whose subject has it:
// "was angered by", "have been unsettled by".
var emotionParticiples = set("startled delighted outraged angered shaken intrigued alarmed frustrated disappointed encouraged troubled " +
	"impressed pleased concerned worried surprised shocked disturbed offended upset embarrassed disgusted horrified bothered unsettled " +
	"heartened inspired amused annoyed irritated incensed infuriated enraged stunned thrilled excited satisfied unimpressed moved " +
	"touched dismayed baffled puzzled confused saddened galvanized energized emboldened rattled spooked unnerved")
