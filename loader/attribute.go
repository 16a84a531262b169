package loader

import (
	"strings"

	kg "github.com/kg-dev/kg"
)

// Stages 2 to 4, cues, speaker and content spans: within each sentence, find the
// words that mark a report (cues), then around each cue the phrase that names
// the speaker and the span that holds what was said.

// rng is a half-open range of token indices within a sentence.
type rng struct{ a, b int }

func (r rng) empty() bool { return r.b <= r.a }

// hopRef is an intermediary named next to a cue ("told Bloomberg").
type hopRef struct {
	name string
	cue  string
}

// raw is a statement before its speaker is resolved to an entity.
type raw struct {
	sent        *sentence
	cue         rng
	cueText     string
	lemma       string
	kind        kg.Kind
	speaker     rng      // in sent; empty when inherited
	refersTo    rng      // what a relative pronoun speaker ("who") stands for
	inherit     *raw     // continued quotation or participle: same speaker as this one
	appos       []rng    // appositives of the speaker ("a spokesman for X")
	pre         []rng    // descriptors before the speaker ("The commander of X, the TTP, Yar Wazir")
	content     kg.Span  // bytes
	hops        []hopRef // nearest the speaker first
	medium      string
	postType    bool      // content came before the cue
	contentSent *sentence // where the content is, when not in sent
	wantsNext   bool      // "X said:" at the end of a sentence: the next sentence is the content
	unknown     bool      // nobody is named: "Asked whether ..., Sanders said" (the asker)
	surnameOnly bool      // one word before a colon: a speaker only if the article names a person so
}

type cueHit struct {
	r      rng
	lemma  string
	belief bool
	accord bool // "according to"
}

// findCues lists the cue words of a sentence, left to right.
func findCues(toks []token) []cueHit {
	var out []cueHit
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tWord {
			continue
		}
		bits := cueBits(t.lower) // one lookup at most: most words are none of these
		if bits == 0 {
			continue
		}
		if t.lower == "according" && i+1 < len(toks) && toks[i+1].lower == "to" {
			out = append(out, cueHit{r: rng{i, i + 2}, lemma: "according to", accord: true})
			i++
			continue
		}
		// "X is skeptical (that) ..."
		if bits&cwBeliefAdj != 0 && i > 0 && isCopula(toks[i-1].lower) && i+1 < len(toks) &&
			(toks[i+1].lower == "that" || toks[i+1].lower == "about" || toks[i+1].kind == tWord && !prepositions[toks[i+1].lower]) {
			out = append(out, cueHit{r: rng{i - 1, i + 1}, lemma: t.lower, belief: true})
			continue
		}
		lemma, ok := "", bits&cwCue != 0
		if ok {
			lemma = cueForms[t.lower]
		}
		if !ok {
			if i+1 < len(toks) && bits&cwFirst != 0 {
				lemma, ok = cueForms[t.lower+" "+toks[i+1].lower]
				if ok {
					out = append(out, cueHit{r: rng{i, i + 2}, lemma: lemma, belief: beliefLemmas[lemma]})
					i++
				}
			}
			continue
		}
		if !cueContext(toks, i) {
			continue
		}
		if (t.lower == "states" || lemma == "continue") && !reportFollows(toks, i) {
			continue // "won states with ...", "continued to raise money": not reports
		}
		if lemma == "plan" && (i+1 >= len(toks) || toks[i+1].lower != "to") {
			continue // "the meeting planned with X": no intention reported
		}
		if (lemma == "seem" || lemma == "appear") && i > 0 && (toks[i-1].lower == "it" || toks[i-1].lower == "there") {
			continue // "It seems that ...": the article's own voice, nobody's belief
		}
		out = append(out, cueHit{r: rng{i, i + 1}, lemma: lemma, belief: beliefLemmas[lemma]})
	}
	return out
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

// cueContext rejects cue words used otherwise: nouns ("the report"), infinitives
// ("to say"), passives ("was said to be", "were told").
func cueContext(toks []token, i int) bool {
	t := toks[i]
	if t.cap() && i > 0 && !(headlineVerbs[t.lower] && titleCase(toks)) {
		return false // "Said" in a name, or a title word mid-sentence
	}
	if i > 0 {
		p := toks[i-1].lower
		if determiners[p] && p != "that" && p != "all" && p != "both" && p != "many" && p != "some" && p != "several" && p != "most" && p != "few" && !(numberWord(p) && (t.lower == "said" || t.lower == "say")) {
			return false
		}
		if p == "to" || p == "be" || p == "been" || p == "being" {
			return false
		}
		if isNumber(strings.TrimSuffix(p, "%")) && strings.HasSuffix(t.lower, "ed") {
			return false // "271 pledged delegates", "10 reported cases": an adjective
		}
		if t.lower == "said" && i+1 < len(toks) && toks[i+1].lower == "than" {
			return false // "easier said than done"
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
	if i+1 < len(toks) && toks[i+1].lower == "to" && (t.lower == "said" || t.lower == "says") && !toWhom(toks, i+2) {
		return false // "said to be", "is said to have"
	}
	if l := cueForms[t.lower]; (l == "respond" || l == "reply") && i+1 < len(toks) && toks[i+1].lower == "to" {
		for _, n := range toks[i+2 : min(i+6, len(toks))] {
			if n.lower == "comment" || n.lower == "request" || n.lower == "requests" || n.lower == "inquiries" || n.lower == "messages" || n.lower == "emails" || n.lower == "calls" {
				return false // "did not respond to requests for comment"
			}
		}
	}
	if t.lower == "said" && i+1 < len(toks) && (toks[i+1].lower == "little" || toks[i+1].lower == "nothing") {
		return false // "The agency has said little about the case"
	}
	if cueForms[t.lower] == "ask" && i+3 < len(toks) && toks[i+1].lower == "not" && toks[i+2].lower == "to" && toks[i+3].lower == "be" {
		return false // "who asked not to be named": a condition of the reporting, not a report
	}
	if i > 0 && possessive(toks[i-1].lower) && strings.HasSuffix(t.lower, "s") && !strings.HasSuffix(t.lower, "ss") {
		return false // "Ford's plans": after a possessive, a plural noun
	}
	if l := cueForms[t.lower]; (l == "show" || l == "call") && i+1 < len(toks) && (toks[i+1].lower == "up" || toks[i+1].lower == "off") {
		return false // "voters aren't showing up", "showing off the hat", "called off projects"
	}
	if i+1 < len(toks) && (t.lower == "known" && toks[i+1].lower == "as" || t.lower == "reported" && toks[i+1].lower == "from") {
		return false // "a system known as SMART"; "Lerer reported from Los Angeles": a byline
	}
	if cueForms[t.lower] == "see" && !seesAs(toks, i+1) {
		return false // "will see a 2 percent growth rate", "had seen bruises": sight, not a view
	}
	if l := cueForms[t.lower]; nounVerbs[l] && t.lower == l+"s" && !(i > 0 && (toks[i-1].cap() && !possessive(toks[i-1].lower) || subjectPronouns[toks[i-1].lower] || toks[i-1].lower == "it")) {
		return false // "terrorist attacks", "his remarks", "emails show": a plural noun unless a name or pronoun stands before
	}
	if i > 0 && (toks[i-1].lower == "and" || toks[i-1].lower == "or") && i+1 < len(toks) && strings.HasSuffix(t.lower, "s") && auxiliaries[toks[i+1].lower] {
		return false // "the emails and calls were ignored": a plural noun, the subject of the next verb
	}
	if i+1 < len(toks) && (t.lower == "post" || t.lower == "call" || t.lower == "report" || t.lower == "show") {
		return t.lower == "show" && pluralBefore(toks, i) && evidenceFollows(toks[i+1]) // "Polls show that ...", "records show no gifts"
	}
	return true
}

// sourceAdjectives describe unnamed sources by what they know: "familiar
// with", "close to", "briefed on".
var sourceAdjectives = set("familiar close involved briefed knowledgeable aware")

// whoClause reports whether a relative clause about a person opens right
// after the phrase sp and runs to the sentence's end without a comma:
// "said one of two witnesses who relayed the same story".
func whoClause(toks []token, sp rng) bool {
	if sp.b >= len(toks) || toks[sp.b].lower != "who" {
		return false
	}
	for _, t := range toks[sp.b:] {
		if t.text == "," || t.kind == tQuote {
			return false
		}
	}
	return true
}

// genericYou reports whether a belief's speaker is the generic "you" of
// the article's own voice: "if you want to understand", "you know". in is
// the sentence's quoteDepth: a quoted "you" is the quoted speaker's.
func genericYou(toks []token, in []bool, r *raw) bool {
	return r.speaker.b-r.speaker.a == 1 && toks[r.speaker.a].lower == "you" && !in[r.speaker.a]
}

// seesAs reports whether "see" at i-1 holds a view: "sees that ...",
// "sees Cruz as a uniter".
func seesAs(toks []token, i int) bool {
	if i < len(toks) && toks[i].lower == "that" {
		return true
	}
	for j := i; j < len(toks) && j < i+7 && toks[j].kind == tWord; j++ {
		if toks[j].lower == "as" {
			return j > i
		}
	}
	return false
}

// nounVerbs are the cue verbs whose third-person form is more often a
// plural noun (on PolNeAR train, under half of "attacks", "emails",
// "remarks", "questions" are reports).
var nounVerbs = set("attack email remark question state quote order request challenge thank highlight post charge answer promise tweet offer issue")

// headlineVerbs are the cues of headlines in title case: "Sanders Says He
// Has Started Writing His Address". Present tense only: "Said" is as often a
// name ("Ahmed Said Khan").
var headlineVerbs = set("says tells warns claims denies admits insists urges")

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
	plural := strings.HasSuffix(p.lower, "s") && !strings.HasSuffix(p.lower, "ss") && !strings.HasSuffix(p.lower, "'s") && !strings.HasSuffix(p.lower, "’s")
	return plural && (!p.cap() || i-1 == contentStart(toks))
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

// attributeSentence finds the statements whose cue is in s.
func attributeSentence(s *sentence, outlets *Outlets) []*raw {
	toks := s.toks
	cues := findCues(toks)
	quoted := quoteDepth(toks)
	var out []*raw
	for _, c := range cues {
		if quoted[c.r.a] {
			continue // a report inside someone's quoted words is part of their statement
		}
		var r *raw
		switch {
		case c.accord:
			r = accordingTo(s, c)
		default:
			r = verbCue(s, c, out)
		}
		if r == nil {
			continue
		}
		r.lemma = c.lemma
		r.kind = kg.Speech
		if c.belief {
			r.kind = kg.Belief
			if genericYou(toks, quoted, r) {
				continue // "if you want to understand ...": anyone's, nobody's view
			}
		}
		if !r.speaker.empty() && (freeRelatives[toks[r.speaker.a].lower] || r.speaker.a > 0 && freeRelatives[toks[r.speaker.a-1].lower] ||
			r.speaker.b-r.speaker.a == 1 && toks[r.speaker.a].lower == "there") {
			// "what she truly believes remains a mystery", "there fears ...": no speaker
			continue
		}
		out = append(out, r)
	}
	if len(out) == 0 {
		if r := colonAttribution(s); r != nil {
			out = append(out, r)
		}
	}
	if r := askedClause(s, quoted); r != nil {
		out = append(out, r)
	}
	if r := passiveReport(s, quoted); r != nil {
		out = append(out, r)
	}
	out = append(out, nominalReports(s, quoted, out)...)
	trimOverlaps(s, out)
	for _, r := range out {
		findHops(s, r, outlets)
	}
	return out
}

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
func nominalReports(s *sentence, in []bool, done []*raw) []*raw {
	toks := s.toks
	var out []*raw
	for k := 0; k+2 < len(toks); k++ {
		if toks[k+1].lower != "that" {
			continue // first the cheap test: most words are not followed by "that"
		}
		kind, ok := nominalCues[toks[k].lower]
		if !ok || in[k] || toks[k].cap() {
			continue
		}
		n := toks[k+2]
		if n.kind != tWord || !(pronouns[n.lower] != "" && !objectPronouns[n.lower] || determiners[n.lower] && n.lower != "that" || n.cap() || isNumber(n.lower)) {
			continue // "the claims that were made": a relative clause
		}
		taken := false
		for _, d := range done {
			if d.sent == s && d.cue.a <= k && k < d.cue.b {
				taken = true // a verb's cue already ("fears that")
			}
		}
		if taken {
			continue
		}
		r := &raw{sent: s, cue: rng{k, k + 1}, lemma: toks[k].lower, kind: kind, unknown: true}
		j := k - 1
		if j >= 0 && toks[j].kind == tWord && !toks[j].cap() && !determiners[toks[j].lower] && !possessiveDeterminers[toks[j].lower] {
			j-- // "his repeated claim"
		}
		switch {
		case j >= 0 && possessivePronouns[toks[j].lower] != "":
			r.speaker, r.unknown = rng{j, j + 1}, false
		case j >= 0 && toks[j].cap() && (strings.HasSuffix(toks[j].text, "'s") || strings.HasSuffix(toks[j].text, "’s")):
			a := j
			for a > 0 && toks[a-1].kind == tWord && toks[a-1].cap() && !titles[toks[a-1].lower] {
				a--
			}
			r.speaker, r.unknown = rng{a, j + 1}, false
		}
		if r.unknown {
			continue // "allegations that ...": whose, the text does not say here
		}
		r.content = spanOf(toks, rng{k + 2, clauseEnd(toks, k+2)})
		if validContent(r) != nil {
			out = append(out, r)
		}
	}
	return out
}

// passiveParticiples are the reports and beliefs said in the passive, with
// nobody named: "it was reported that", "X is expected to".
var passiveParticiples = map[string]kg.Kind{
	"said": kg.Speech, "reported": kg.Speech, "rumored": kg.Speech, "rumoured": kg.Speech, "alleged": kg.Speech,
	"announced": kg.Speech, "claimed": kg.Speech, "expected": kg.Belief, "believed": kg.Belief, "thought": kg.Belief,
	"projected": kg.Belief, "predicted": kg.Belief, "understood": kg.Belief, "feared": kg.Belief, "estimated": kg.Belief,
}

// passiveReport reads a report in the passive, whose speaker is unknown:
// "It was reported that Q", "Q, it was said.", "X is widely expected to
// win" (content: the whole clause, its subject included).
func passiveReport(s *sentence, in []bool) *raw {
	toks := s.toks
	for c := 1; c+1 < len(toks); c++ {
		if in[c] || toks[c].kind != tWord || !(isCopula(toks[c].lower) && toks[c].lower != "remain" && toks[c].lower != "seems") && toks[c].lower != "been" {
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
		case subj != "it" && p+2 < len(toks) && toks[p+1].lower == "to" && toks[p+2].kind == tWord && !toks[p+2].cap():
			start := first - 1
			for start > 0 && toks[start-1].kind == tWord && !in[start-1] {
				start--
			}
			for start < first-1 && isConnective(toks[start].lower) {
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

// questionWords open the question in "Asked whether ...", "when asked how ...".
var questionWords = set("whether if why how what which who when where about")

// askedClause reads the question in "Asked (by X) (during ...) whether Q, Y
// said ..." and "..., Y said when asked how Q": a statement of its own, by
// X or, unnamed, by somebody who asked (the reporter). in is the sentence's
// quoteDepth, which attributeSentence has already.
func askedClause(s *sentence, in []bool) *raw {
	toks := s.toks
	for k := 0; k+2 < len(toks); k++ {
		if toks[k].lower != "asked" || in[k] {
			continue
		}
		fronted := k == contentStart(toks) && toks[k].cap()
		when := k > 0 && toks[k-1].lower == "when" && !toks[k].cap()
		if !fronted && !when {
			continue
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
		q := j // the question starts at its first question word, after any "during a debate"
		for q < len(toks) && q < j+10 && toks[q].kind == tWord && !questionWords[toks[q].lower] {
			q++
		}
		if q >= len(toks) || toks[q].kind != tWord || !questionWords[toks[q].lower] {
			continue
		}
		if toks[q].lower == "about" {
			q++
		}
		end := q
		for end < len(toks) && !(toks[end].text == "," && !in[end]) {
			end++
		}
		if fronted && end >= len(toks) {
			continue // "Asked whether ..." must end where the answer's clause starts
		}
		r.content = spanOf(toks, rng{q, end})
		return validContent(r)
	}
	return nil
}

// colonAttribution reads "Marco Rubio: “You don't win ...”" and "Republican
// pollster Daron Shaw: ...", headline and interview style: a name of up to
// six capitalized or role words opening the sentence, a colon, the content.
// A one-word name needs a quotation after it ("Update: ..." is no speaker).
func colonAttribution(s *sentence) *raw {
	toks := s.toks
	i := 0
	for i < len(toks) && i < 7 && toks[i].kind == tWord && (toks[i].cap() || roleNouns[toks[i].lower] || titles[toks[i].lower]) {
		i++
	}
	if i == 0 || i >= len(toks)-1 || toks[i].text != ":" || !toks[i-1].cap() || colonLabels[toks[i-1].lower] {
		return nil
	}
	for _, t := range toks[:i] {
		if cueForms[t.lower] != "" {
			return nil // "The One Thing Both Sides Want: ...": a headline's clause, not a speaker
		}
	}
	quoted := toks[i+1].kind == tQuote && toks[i+1].open
	r := &raw{sent: s, cue: rng{i, i + 1}, speaker: rng{0, i}, lemma: ":", kind: kg.Speech}
	if i == 1 && !quoted {
		// "Sanders: Clinton Email Story Has Moved": a surname, when the
		// article names the person in full (Extract checks); "Update:" is not
		r.surnameOnly = true
	}
	r.content = spanOf(toks, rng{i + 1, len(toks)})
	return validContent(r)
}

// accordingTo handles "According to X, CONTENT" and "CONTENT, according to X".
func accordingTo(s *sentence, c cueHit) *raw {
	toks := s.toks
	sp := rng{c.r.b, c.r.b}
	for sp.b < len(toks) && sp.b-sp.a < 16 && (toks[sp.b].kind == tWord ||
		toks[sp.b].text == "/" && sp.b > sp.a && sp.b+1 < len(toks) && toks[sp.b+1].kind == tWord) { // "a Reuters/Ipsos poll"
		sp.b++
	}
	if sp.empty() {
		return nil
	}
	r := &raw{sent: s, cue: c.r, speaker: sp}
	if c.r.a > 0 && toks[c.r.a-1].kind == tWord {
		if _, isCue := cueForms[toks[c.r.a-1].lower]; isCue {
			return nil // "X said according to Y": Y is a hop of X's statement
		}
	}
	start := 0
	for start < c.r.a && isConnective(toks[start].lower) {
		start++
	}
	paren := c.r.a > 0 && toks[c.r.a-1].text == "("
	if c.r.a <= start || paren { // sentence-initial: content follows the comma (or a colon)
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
		if c.r.a > 0 && toks[c.r.a-1].text == "," && sp.b+1 < len(toks) && toks[sp.b].text == "," && toks[sp.b+1].kind == tWord &&
			!clauseOpeners[toks[sp.b+1].lower] && !isConnective(toks[sp.b+1].lower) && c.r.a-start <= 6 {
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

func isConnective(w string) bool {
	switch w {
	case "but", "and", "however", "meanwhile", "still", "so", "yet", "also", "moreover", "furthermore", "indeed",
		"instead", "now", "then", "thus", ",", "—", "-", "–":
		return true
	}
	return false
}

// verbCue handles a reporting verb.
func verbCue(s *sentence, c cueHit, earlier []*raw) *raw {
	toks := s.toks
	r := &raw{sent: s, cue: c.r}
	prev := func(i int) token {
		if i < 0 {
			return token{}
		}
		return toks[i]
	}
	// Participle after a comma, or fronted ("Aside from saying X, the commander ..."):
	// the speaker is the clause's subject.
	if strings.HasSuffix(toks[c.r.a].lower, "ing") {
		p := prev(c.r.a - 1)
		if p.kind == tQuote && !p.open && prev(c.r.a-2).text == "," {
			p = prev(c.r.a - 2) // “New York values,” saying: the comma is inside the quotation
		}
		if p.text == "–" {
			p.text = "—"
		}
		if p.text == "," || p.text == "—" || p.lower == "by" || p.lower == "after" || p.lower == "while" || p.lower == "from" || p.lower == "before" || p.lower == "besides" || p.lower == "despite" {
			if p.text != "," && p.text != "—" {
				// fronted: content runs to the comma after which the clause's
				// subject and its verb follow ("Aside from saying X, allegedly
				// Y, the commander also asked ...")
				end, sp := c.r.b, rng{}
				for {
					for end < len(toks) && toks[end].text != "," {
						end++
					}
					if end >= len(toks) {
						return nil
					}
					sp = nounPhraseAfter(toks, end+1)
					if !sp.empty() && sp.b < len(toks) && verbLike(toks[sp.b]) {
						break
					}
					end++
				}
				r.speaker = sp
				r.content = spanOf(toks, rng{skipAfterCue(toks, c.r.b), end})
				return validContent(r)
			}
			if len(earlier) > 0 {
				r.inherit = earlier[len(earlier)-1]
			} else if sp := subjectNP(toks); !sp.empty() && sp.b <= c.r.a && headOK(toks, sp) {
				r.speaker = sp
			} else {
				return nil
			}
			r.content = spanOf(toks, rng{skipAfterCue(toks, afterRecipient(toks, c)), len(toks)}) // ", telling parliament that ..."
			return validContent(r)
		}
	}
	// Inverted: ", said X." / "," said X. Not "told": its object is whom
	// it was told to (", told Reuters," follows its speaker).
	if p := prev(c.r.a - 1); (p.text == "," || p.kind == tQuote && !p.open) && !recipientLemmas[c.lemma] {
		if _, appos, ok := subjectBefore(toks, c.r.a); ok && (len(appos) > 0 || asideBefore(toks, c.r.a-1) >= 0) {
			// "X, a spokesman for Y, said": not inverted
		} else if sp := nounPhraseAfter(toks, c.r.b); !sp.empty() && sp.b-sp.a <= 7 && noVerb(toks[sp.a:sp.b]) && (sp.b >= len(toks) || toks[sp.b].kind == tPunct || adjunctTail(toks, sp.b) || whoClause(toks, sp)) {
			for k := sp.a + 1; k < sp.b-1; k++ {
				if toks[k].lower == "in" && toks[k-1].cap() && toks[k+1].cap() {
					sp.b = k // "says Dossym Satpayev in Almaty": where he is, not his name
					break
				}
			}
			r.speaker = sp
			r.appos = appositivesAfter(toks, sp.b)
			tail := sp.b
			if whoClause(toks, sp) {
				tail = len(toks) // "..., said one of two witnesses who relayed the story.": describes the speaker
			}
			if n := len(r.appos); n > 0 {
				tail = r.appos[n-1].b // "..., said David Autor, a professor of economics.": no second half
			}
			r.content = withSecondHalf(toks, spanOf(toks, rng{contentStart(toks), c.r.a}), tail)
			r.postType = true
			return validContent(r)
		}
	}
	sp, appos, ok := subjectBefore(toks, c.r.a)
	if !ok {
		// coordinated verbs: "Some users did not ... but claimed that ..."
		j := c.r.a - 1
		for j >= 0 && toks[j].kind == tWord && (preCueSkip[toks[j].lower] || strings.HasSuffix(toks[j].lower, "ly")) {
			j-- // "and also said", "but then said"
		}
		then := j >= 0 && toks[j].text == "," && j+1 < c.r.a && toks[j+1].lower == "then" // "X offered him a job, then says ..."
		if j >= 0 && (toks[j].lower == "but" || toks[j].lower == "and") || then {
			if rel, ante := relativeOwner(toks, j); rel >= 0 && !then {
				// "X, who endorsed Y and said Z, ...": X's, up to the clause's end
				r.speaker, r.refersTo = rng{rel, rel + 1}, ante
				after := skipAfterCue(toks, afterRecipient(toks, c))
				end := after
				for end < len(toks) && toks[end].text != "," {
					end++
				}
				r.content = spanOf(toks, rng{after, end})
				return validContent(r)
			}
			if n := len(earlier); n > 0 && earlier[n-1].sent == s && !earlier[n-1].speaker.empty() && earlier[n-1].speaker.b <= earlier[n-1].cue.a && earlier[n-1].cue.b <= j && earlier[n-1].content.End <= toks[j].start {
				// "he called her “weak” and said ...": the same speaker, when the
				// verb before's report ended here (not "asked why X ... but showed")
				sp, ok = earlier[n-1].speaker, true
			} else if lp := subjectNP(toks); !lp.empty() && lp.b < j && headOK(toks, lp) {
				sp, ok = lp, true
			}
		}
		if !ok {
			sp, ok = modifiedSubject(toks, c.r.a)
		}
		if !ok {
			sp, ok = relativeSubject(toks, c.r.a)
		}
		if !ok {
			return nil
		}
	}
	if sp.b-sp.a == 1 && relativeClause(toks, sp) {
		// "X, which wants ...": a relative clause describes X; a belief
		// there is background, speech ("X, who said ..., ") is X's
		if c.belief || sp.a < 2 || toks[sp.a-1].text != "," {
			return nil
		}
		ante := collectBack(toks, sp.a-1)
		if ante.empty() || !headOK(toks, ante) {
			return nil
		}
		sp = ante
		// the statement ends where the relative clause does: "X, who said
		// he would run, said ..."
		after := skipAfterCue(toks, afterRecipient(toks, c))
		end := after
		for end < len(toks) && toks[end].text != "," && !(toks[end].kind == tQuote && toks[end].open) {
			end++
		}
		if end < len(toks) && toks[end].text == "," && after < end {
			r.speaker, r.refersTo = rng{ante.b + 1, ante.b + 2}, sp // mention "who", speaker X
			r.content = spanOf(toks, rng{after, end})
			return validContent(r)
		}
	}
	r.speaker, r.appos = withoutTime(toks, sp), appos
	if sp.a > 0 && len(appos) == 0 {
		r.pre = descriptorsBefore(toks, sp.a)
	}
	after := skipAfterCue(toks, afterRecipient(toks, c))
	if c.lemma == "deem" && after+1 < len(toks) && pronouns[toks[after].lower] != "" {
		after++ // "deeming it "utter barbarism"": the verdict, not its object
	}
	tail := skipFillers(toks, afterRecipient(toks, c))
	first := sp.a
	if len(r.pre) > 0 {
		first = r.pre[0].a
	}
	// Post-content: "CONTENT, X said (to Y)." The speaker phrase starts after a
	// comma or a closing quote, and nothing but the end (or a comma) follows.
	quoteFollows := tail+1 < len(toks) && toks[tail].text == "," && toks[tail+1].kind == tQuote && toks[tail+1].open &&
		toks[contentStart(toks)].kind != tQuote // "As for X, he said, “Q”": Q is what was said
	tailEnds := tail >= len(toks) || toks[tail].kind == tPunct && toks[tail].text != "“" &&
		!(toks[tail].text == ":" && tail+1 < len(toks)) // "In a statement, X said: “Q”": Q is what was said
	at := afterRecipient(toks, c) // the word right after the cue (and its recipient)
	if !tailEnds && first > 1 && toks[first-1].kind == tQuote && !toks[first-1].open && toks[contentStart(toks)].kind == tQuote &&
		toks[tail].lower != "that" && toks[tail].text != ":" && !(toks[tail].kind == tQuote && toks[tail].open && quotedTitle(toks, tail) == tail) && at < len(toks) && toks[at].lower != "that" {
		// "“Q,” Trump said in August after Nabisco announced ...", "“Q,” he
		// told 2,267 people gathered at ...": in a sentence that opens with
		// a quotation, what follows the speaker's cue is when, where and to
		// whom it was said, unless "that", a colon or another quotation
		// opens a report of its own
		tailEnds = true
	}
	if !tailEnds && first > 1 && toks[first-1].text == "," && adjunctTail(toks, tail) {
		// "CLAUSE, he told the court in his filing.": where and when it
		// was said, not what
		tailEnds = true
	}
	if len(r.pre) > 0 && tailEnds && (after >= len(toks) || isEnd(toks[after:])) {
		// "Voters like one candidate more, Smith said.": nothing follows the
		// cue, so what stands before the name is what was said, not a
		// description of the speaker
		first = sp.a
	}
	if first > 1 && (toks[first-1].text == "," || toks[first-1].kind == tQuote && !toks[first-1].open || toks[first-1].text == ":") &&
		tailEnds && !quoteFollows {
		if len(r.pre) > 0 {
			r.pre = nil
		}
		r.content = withSecondHalf(toks, spanOf(toks, rng{contentStart(toks), quoteEnd(toks, sp.a)}), tail)
		r.postType = true
		return validContent(r)
	}
	if after >= len(toks) || isEnd(toks[after:]) {
		// "X said:" closing the sentence: the next sentence is the content
		if c.r.b < len(toks) && toks[c.r.b].text == ":" {
			r.wantsNext = true
			return r
		}
		return nil
	}
	end := clauseEnd(toks, after)
	if subordinateSubject(toks, sp) && !(c.r.b < len(toks) && toks[c.r.b].text == ",") {
		// (not "As Menendez pointed out, X has ...": the clause ends at the
		// cue, and the main clause is what was said)
		// "While only 7 percent said they are undecided, 27 percent ...",
		// "just as she said she would, and the market did ...": the report
		// ends with the subordinate clause it is in
		in := quoteDepth(toks)
		for k := after + 1; k < end; k++ {
			if toks[k].text == "," && !in[k] {
				end = k
				break
			}
		}
	}
	if objectLemmas[c.lemma] {
		end = objectEnd(toks, after, end)
	}
	r.content = spanOf(toks, rng{after, end})
	return validContent(r)
}

// objectLemmas are the cues whose content is most often a noun phrase, their
// object: "denounced the deal", "endorsed Mrs. Clinton this month".
var objectLemmas = func() map[string]bool {
	m := set("attack dismiss denounce blame mock slam decry thank remind highlight chant shout plead email discuss " +
		"challenge request order quote portray praise condemn criticize criticise blast endorse support oppose defend propose " +
		"reject favor favour cite tout predict seek mention consider")
	for _, l := range []string{"refer to", "point to", "talk about", "speak about", "speak of", "rail against"} {
		m[l] = true
	}
	return m
}()

// objectEnd returns where a noun-phrase object that starts at i ends (end
// at the latest): before a comma, a relative or subordinate clause, a
// participle's phrase, the time or the medium of the report. A clause
// ("that ...", a quotation) is left to run to end.
func objectEnd(toks []token, i, end int) int {
	if i >= end || toks[i].lower == "that" || toks[i].kind == tQuote || subjectPronouns[toks[i].lower] {
		return end
	}
	in := quoteDepth(toks)
	for k := i + 1; k < end; k++ {
		if in[k] {
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
		case t.text == "," || t.text == ";" || t.text == "(" || isDash(t):
			return k
		case w == "who" || w == "which" || w == "whom" || w == "whose" || w == "because" || w == "while" || w == "when" || w == "during" || w == "after" || w == "before":
			return k
		case w == "as" && k+1 < end && (subjectPronouns[toks[k+1].lower] || toks[k+1].lower == "it" || toks[k+1].lower == "we"):
			return k // "to stoke energy as he stopped by"
		case w == "and" && k+1 < end && strings.HasSuffix(toks[k+1].lower, "ing"):
			return k // "calling X criminals and threatening to ..."
		case k > i+1 && k+1 < end && strings.HasSuffix(w, "ing") && !strings.HasSuffix(w, "thing") && !t.cap() && toks[k-1].kind == tWord &&
			!prepositions[toks[k-1].lower] && !determiners[toks[k-1].lower] && !possessive(toks[k-1].lower) && (prepositions[toks[k+1].lower] || determiners[toks[k+1].lower]):
			return k // "a commercial running on Iowa TV", not "for doing nothing", "the opening of"
		case mediumPhrase(toks, k) > k:
			return k // "claimed victory in a tweet"
		case timeWords[w] && (w != "this" && w != "last" && w != "next" || k+1 < end && timeWords[toks[k+1].lower]):
			return k // "endorsed Mrs. Clinton this month", "on Tuesday"
		case (w == "on" || w == "in") && k+1 < end && (timeWords[toks[k+1].lower] || isNumber(toks[k+1].lower)):
			return k
		}
	}
	return end
}

var timeWords = set("monday tuesday wednesday thursday friday saturday sunday today yesterday tonight this last next week month year " +
	"morning afternoon evening night weekend january february march april may june july august september october november december")

// negatedReport reports whether toks[j:] is a negated speech verb: "did
// not suggest", "didn't say", "never mentioned", "would not say".
func negatedReport(toks []token, j int) bool {
	switch {
	case j+2 < len(toks) && (toks[j].lower == "did" || toks[j].lower == "would" || toks[j].lower == "could") && toks[j+1].lower == "not":
		j += 2
	case j+1 < len(toks) && (toks[j].lower == "didn't" || toks[j].lower == "didn’t" || toks[j].lower == "wouldn't" || toks[j].lower == "wouldn’t" || toks[j].lower == "never"):
		j++
	default:
		return false
	}
	l := cueForms[toks[j].lower]
	return l != "" && !beliefLemmas[l]
}

// subordinateSubject reports whether the speaker phrase sp opens a
// subordinate clause of contrast or comparison: "while (only) 7 percent
// said", "just as she said". Clauses of time ("when he said") are left out:
// what follows them is as often the report's own comma.
func subordinateSubject(toks []token, sp rng) bool {
	k := sp.a - 1
	if k >= 0 && (toks[k].lower == "just" || toks[k].lower == "only" || toks[k].lower == "even") {
		k--
	}
	return k >= 0 && contrastSubordinators[toks[k].lower]
}

var contrastSubordinators = set("while as although though whereas")

// clauseEnd returns where reported speech that starts at i ends: at a comma
// that opens another clause outside quotation marks ("most voters have no
// idea who their senator is, so when they vote ..."), or the sentence's end.
func clauseEnd(toks []token, i int) int {
	in := quoteDepth(toks)
	for k := i + 1; k+1 < len(toks); k++ {
		if toks[k].text == "," && !in[k] && clauseOpeners[toks[k+1].lower] && !embeddedClause(toks, in, k+1) {
			return k
		}
		if toks[k].lower == "but" && !in[k] && k > i+1 && k+1 < len(toks) && butReports[cueForms[toks[k+1].lower]] && secondReport(toks, k+1) {
			// "said it was too early but added ...": not "asked why X is
			// upset but showed no grief", where the clause goes on
			return k
		}
		if toks[k].lower == "but" && !in[k] && k > i+1 && negatedReport(toks, k+1) {
			// "said he would pray for the nominee but did not suggest it
			// would be Trump": the speaker's denial is the article's
			return k
		}
		if toks[k].lower == "and" && !in[k] && k > i+1 && (secondReport(toks, k+1) || k+2 < len(toks) && subjectPronouns[toks[k+1].lower] && secondReport(toks, k+2)) {
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

// auxiliaries follow a subject; after a cue-like word ending in s they show
// it was a plural noun ("calls were", "reports have").
var auxiliaries = set("is are was were has have had will would can could may might must")

// butReports are the verbs that after "but" open a second report of the same
// speaker.
var butReports = set("say add tell note insist warn acknowledge concede admit stress argue")

// subjectPronouns open a clause of their own: ", and he railed against ...".
var subjectPronouns = set("he she they")

// clauseOpeners start a clause of the article's own after reported speech.
var clauseOpeners = set("so but while whereas although though because since unless yet compared when after before")

// embeddedClause reports whether the time clause opened at i ("when",
// "after", "before") is followed by the main clause it belongs to: ", when
// he gives speeches, he is often asked ...": part of what was said.
func embeddedClause(toks []token, in []bool, i int) bool {
	if w := toks[i].lower; w != "when" && w != "after" && w != "before" {
		return false
	}
	for k := i + 1; k+1 < len(toks); k++ {
		if toks[k].text == "," && !in[k] {
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
		toks[contentStart(toks)].kind != tQuote && !clauseOpeners[toks[k+1].lower] && cueForms[toks[k+1].lower] == "" &&
		!strings.HasSuffix(toks[k+1].lower, "ing") && !quoteDepth(toks)[k] {
		// "In his state, Christie said, first offenders are sent to
		// treatment": the report goes on after the attribution
		if end := clauseEnd(toks, k+1); end > k+1 {
			content.End = spanOf(toks, rng{k + 1, end}).End
		}
		return content
	}
	if k+1 >= len(toks) || toks[k].text != "," || toks[k+1].kind != tQuote || !toks[k+1].open || !toks[k+1].paired {
		return content
	}
	if content.End <= content.Start || toks[contentStart(toks)].kind != tQuote {
		return content // only a quotation goes on in a quotation
	}
	second := spanOf(toks, rng{k + 1, len(toks)})
	if second.End > content.End {
		content.End = second.End
	}
	return content
}

// verbLike reports whether t can open a clause's predicate: an auxiliary,
// an adverb, or a cue verb.
func verbLike(t token) bool {
	if t.kind != tWord || t.cap() {
		return false
	}
	return preCueSkip[t.lower] || cueForms[t.lower] != "" || strings.HasSuffix(t.lower, "ly") || strings.HasSuffix(t.lower, "ed")
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

func isEnd(toks []token) bool {
	for _, t := range toks {
		if t.kind == tWord || t.kind == tQuote && t.open {
			return false
		}
	}
	return true
}

// contentStart skips the connectives a sentence may start with.
func contentStart(toks []token) int {
	i := 0
	for i < len(toks)-1 && toks[i].kind == tPunct {
		i++
	}
	if d := datelineEnd(toks, i); d > i {
		return d
	}
	return i
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

// datelineEnd returns the index after a dateline that opens a sentence
// ("KABUL —", "RANGOON, Burma -", "WASHINGTON (Reuters) -"), or i when there
// is none: where the article's first report begins.
func datelineEnd(toks []token, i int) int {
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
		case t.kind == tWord && t.cap() || t.text == "," || t.text == "(" || t.text == ")" || t.text == ".":
		default:
			return i
		}
	}
	return i
}

func validContent(r *raw) *raw {
	if r.content.End <= r.content.Start {
		return nil
	}
	return r
}

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
	if b-a > 2 && toks[a].kind == tQuote && toks[a].open && toks[b-1].kind == tQuote && !toks[b-1].open && opens == 1 && closes == 1 {
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

// afterRecipient returns the index after the cue and, for "tell", its recipient.
func afterRecipient(toks []token, c cueHit) int {
	i := c.r.b
	if c.lemma != "tell" && c.lemma != "inform" && c.lemma != "assure" && c.lemma != "advise" && !(c.lemma == "ask" && c.r.b < len(toks) && objectPronouns[toks[c.r.b].lower]) {
		if i < len(toks) && toks[i].lower == "to" && c.lemma != "according to" {
			// "said to reporters"
			np := nounPhraseAfter(toks, i+1)
			if !np.empty() {
				return np.b
			}
		}
		return i
	}
	if end := quotedTitle(toks, i); end > i {
		return end // "told “Fox and Friends,”": a programme, not what was said
	}
	for j := i + 1; j < len(toks) && j <= i+6 && toks[j].kind == tWord; j++ {
		if toks[j].lower == "that" {
			return j // "told investors that ...": whoever stands before "that" was told
		}
		if cueForms[toks[j].lower] != "" || preCueSkip[toks[j].lower] {
			break
		}
	}
	np := nounPhraseAfter(toks, i)
	if np.empty() {
		if i+1 < len(toks) && toks[i].kind == tWord && !toks[i].cap() && toks[i+1].kind == tWord && (subjectPronoun(toks[i+1].lower) || toks[i+1].lower == "it") {
			return i + 1 // "told police they heard gunshots": a bare plural before the clause's subject
		}
		return i
	}
	return np.b
}

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
		case t.text == "," && j+1 < len(toks) && toks[j+1].kind == tQuote && !toks[j+1].open:
		default:
			return i
		}
	}
	return i
}

var titleSmallWords = set("and the of a an in on for with &")

// skipAfterCue passes over "that", time words and "in a statement" before the content.
func skipAfterCue(toks []token, i int) int {
	for i < len(toks) {
		t := toks[i]
		if t.kind == tQuote {
			return i
		}
		if k := mediumPhrase(toks, i); k > i {
			i = k // before the time words: "on her Facebook page", not "on" alone
			continue
		}
		if postCueSkip[t.lower] {
			i++
			continue
		}
		if strings.HasSuffix(t.lower, "ly") && !t.cap() && i+1 < len(toks) && (toks[i+1].text == ":" || toks[i+1].kind == tQuote ||
			toks[i+1].text == "," && i+2 < len(toks) && toks[i+2].kind == tQuote) {
			i++ // "told Reuters simply, “We lost.”": how it was said
			continue
		}
		if t.lower == "according" && i+1 < len(toks) && toks[i+1].lower == "to" {
			np := nounPhraseAfter(toks, i+2)
			i = max(np.b, i+2)
			continue
		}
		if t.lower == "with" || t.lower == "to" {
			// "in an interview with CNN", "to reporters"
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

// skipFillers passes over the words that may follow a cue in "CONTENT, X said
// on Tuesday in a statement according to Y" but, unlike skipAfterCue, stops at
// punctuation: a comma there ends the attribution.
func skipFillers(toks []token, i int) int {
	for i < len(toks) && toks[i].kind == tWord {
		switch {
		case postCueSkip[toks[i].lower] && toks[i].lower != "that":
			i++
		case toks[i].lower == "according" && i+1 < len(toks) && toks[i+1].lower == "to":
			i = max(nounPhraseAfter(toks, i+2).b, i+2)
		case mediumPhrase(toks, i) > i:
			i = mediumPhrase(toks, i)
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
	if w == "on" && (toks[i+1].lower == "twitter" || toks[i+1].lower == "facebook") {
		return i + 2
	}
	if w != "in" && w != "during" && w != "at" && w != "on" {
		return i
	}
	for k := i + 1; k < min(i+6, len(toks)); k++ {
		switch toks[k].lower {
		case "statement", "interview", "call", "conference", "briefing", "release", "email", "letter", "speech",
			"post", "blog", "op-ed", "column", "page", "essay", "memo", "message", "video", "podcast", "dissent", "show", "broadcast",
			"filing", "tweet", "tweets", "editorial", "newsletter", "appearance", "address", "note", "journal", "study", "paper":
			end := k + 1
			for end < len(toks) && end <= k+4 && toks[end].cap() {
				end++ // "in the journal Nature"
			}
			for end < len(toks) && (toks[end].lower == "call" || toks[end].lower == "interview" || toks[end].lower == "conference" ||
				toks[end].lower == "post" || toks[end].lower == "message" || toks[end].lower == "release") {
				end++ // "a conference call", "a blog post", "a video message"
			}
			if end < len(toks) && (toks[end].lower == "with" || toks[end].lower == "to" || toks[end].lower == "on") {
				np := nounPhraseAfter(toks, end+1)
				if !np.empty() {
					end = np.b
				} else if end+1 < len(toks) && toks[end+1].kind == tWord && !toks[end+1].cap() && strings.HasSuffix(toks[end+1].lower, "s") {
					end += 2 // "in a note to clients"
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

// nounPhraseAfter returns the noun phrase starting at i: a determiner,
// adjectives and nouns up to punctuation, a verb-like word or 8 words.
func nounPhraseAfter(toks []token, i int) rng {
	j := i
	for j < len(toks) && toks[j].kind == tWord && j-i < 8 {
		w := toks[j].lower
		if j > i && (subjectStop[w] && !prepositions[w] || cueForms[w] != "" || w == "according" || w == "who" || preCueSkip[w] && !toks[j].cap()) {
			break
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
		if j == i && objectPronouns[w] {
			return rng{i, i + 1} // "told me", "told reporters" is below
		}
		if j == i && !(toks[j].cap() || determiners[w] || roleNouns[w] || unnamedHeads[w] || w == "reporters" || pronouns[w] != "" || modifiedRole(toks, i)) {
			break
		}
		j++
	}
	return rng{i, j}
}

// modifiedRole reports whether toks[i:] opens with one or two lower-case
// modifiers and a role noun: "political scientist", "longtime party aide".
func modifiedRole(toks []token, i int) bool {
	for j := i + 1; j < len(toks) && j <= i+2 && toks[j].kind == tWord && !toks[j].cap(); j++ {
		if roleNouns[toks[j].lower] {
			return true
		}
	}
	return false
}

// appositivesAfter returns ", a spokesman for X," style phrases after a speaker.
func appositivesAfter(toks []token, i int) []rng {
	var out []rng
	for i < len(toks) && toks[i].text == "," {
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
		if j > np.b && j < len(toks) && toks[j].text == "," {
			np.b = j
		}
		out = append(out, np)
		i = np.b
	}
	return out
}

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
	if r.b-r.a >= 2 && (strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s")) && (roleNouns[toks[r.b-1].lower] || titles[toks[r.b-1].lower]) {
		return true // "Gore’s communications director"
	}
	return roleNouns[w] || titles[w]
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
	if (first == "like" || first == "including") && a+2 < k && toks[a+2].cap() && a+8 > k {
		return a
	}
	if len(first) > 5 && strings.HasSuffix(first, "ing") && !toks[a+1].cap() && a+1 < k {
		return a // "Fiorina, speaking to Iowans, said": a participle's phrase
	}
	if (len(first) > 4 && strings.HasSuffix(first, "ed") && (cueForms[first] == "" || first == "released" || first == "published") || first == "clad") && !toks[a+1].cap() && a+2 < k &&
		(prepositions[toks[a+2].lower] || timeWords[toks[a+2].lower]) {
		return a // "Mary Susan, clad in a red cape, said", "X, flanked by aides, said"
	}
	return -1
}

// asidePrepositions open a phrase between commas that says when or how:
// "Clinton, after the scandal broke, said", "X, in a statement, said".
var asidePrepositions = set("after before during despite since when while in on at")

// partyState reports whether s is a party and state: "R-Utah", "D-N.Y.".
func partyState(s string) bool {
	return len(s) > 2 && (s[0] == 'R' || s[0] == 'D' || s[0] == 'I') && s[1] == '-' && s[2] >= 'A' && s[2] <= 'Z'
}

// asidePhrases are two-word adverbials between commas: "X, for example, said".
var asidePhrases = set2("for example", "for instance", "in fact", "of course", "in turn", "at least", "in particular", "by contrast", "in response", "in addition")

func set2(phrases ...string) map[string]bool {
	m := make(map[string]bool, len(phrases))
	for _, p := range phrases {
		m[p] = true
	}
	return m
}

var asideAdverbs = set("though however meanwhile too also instead then now moreover nonetheless nevertheless still separately likewise similarly")

// adjunctTail reports whether toks[i:] is a short prepositional phrase that
// ends the sentence: "in his filing", "on Monday", "during a debate".
func adjunctTail(toks []token, i int) bool {
	if i >= len(toks) || !adjunctPrepositions[toks[i].lower] {
		return false
	}
	n := 0
	for j := i; j < len(toks); j++ {
		t := toks[j]
		if t.text == "," && j+1 < len(toks) && strings.HasSuffix(toks[j+1].lower, "ing") {
			break // "..., Hollande said in Paris, noting ...": the participle is a report of its own
		}
		if t.kind == tQuote || t.lower == "that" || cueForms[t.lower] != "" && j > i || t.text == ":" {
			return false
		}
		if t.kind == tWord {
			n++
		}
	}
	return n <= 10
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

// pollParticiples end a speaker phrase about a poll's respondents: "56
// percent of Cuban-Americans polled".
var pollParticiples = set("polled surveyed questioned interviewed asked sampled")

var adjunctPrepositions = set("in on at during after before from via through over last this at")

// introBefore reports whether the comma at c closes an introductory phrase
// or clause that opens the sentence: "In October,", "While Brookover did not
// spell it out,". A comma inside a quotation does not count.
func introBefore(toks []token, c int) bool {
	k := contentStart(toks)
	if c <= k || c >= len(toks) || toks[c].text != "," || toks[k].kind != tWord {
		return false
	}
	w := toks[k].lower
	if !(prepositions[w] || subordinators[w] || w == "during" || w == "after" || w == "last" || w == "earlier" || w == "later") {
		return false
	}
	for j := k; j < c; j++ {
		if toks[j].text == "," || toks[j].kind == tQuote {
			return false // the first comma of the sentence only
		}
	}
	return true
}

func isDash(t token) bool {
	return t.kind == tPunct && (t.text == "-" || t.text == "—" || t.text == "–")
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
	j := c - 1
	for j >= 0 && toks[j].kind == tWord && !toks[j].cap() && (preCueSkip[toks[j].lower] || strings.HasSuffix(toks[j].lower, "ly") && len(toks[j].lower) > 4 ||
		strings.HasSuffix(toks[j].lower, "n't") || strings.HasSuffix(toks[j].lower, "n’t")) {
		j-- // auxiliaries, adverbs, "doesn't"
	}
	if j < 0 || toks[j].lower == "and" || toks[j].lower == "but" || toks[j].lower == "or" {
		return rng{}, nil, false // "... and said": a coordinated verb, not a subject
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
			return rng{}, nil, false
		}
		j = k
	}
	if toks[j].text == ")" {
		// "Harry M. Reid (D-Nev.) told": the parenthesis qualifies the name
		k := j - 1
		for k >= 0 && toks[k].text != "(" && toks[k].text != ")" && j-k < 8 {
			k--
		}
		if k <= 0 || toks[k].text != "(" || toks[k-1].kind != tWord {
			return rng{}, nil, false
		}
		j = k - 1
	}
	var appos []rng
	if toks[j].text == "," {
		if name := collectBack(toks, j); !name.empty() && allCapitalized(toks[name.a:name.b]) && name.b-name.a <= 4 &&
			!placeTail(toks, name) && !(name.b-name.a == 1 && partyState(toks[name.a].text)) && describedName(toks, name) {
			// "The director of the centre, Ina Kirsch, told": the name is
			// the speaker, the phrase before it describes her
			return name, nil, true
		}
		if name, whole := nameOfPlace(toks, j); !name.empty() && describedName(toks, whole) {
			// "One pastor, Darran Whiting of Liberty Baptist Church in
			// Marion, said": the name before "of"
			return name, nil, true
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
			if rel := collectBackLoose(toks, k); !rel.empty() && (relativeClause(toks, rel) || appositiveLike(toks, rel) && (!appositiveLike(toks, seg) || seg.a == 0 || toks[seg.a-1].text != ",")) {
				seg = rel // "X, which wants to ... in favor of ..., said"; "X, the agency that oversees Y, said"
			}
			if seg.b-seg.a == 1 && isNumber(toks[seg.a].text) {
				// "Mr. Regalado, 69, said": an age
			} else if seg.empty() || seg.a == 0 || toks[seg.a-1].text != "," || !(appositiveLike(toks, seg) || relativeClause(toks, seg)) {
				break
			}
			appos = append([]rng{seg}, appos...)
			k = seg.a - 1
		}
		if len(appos) == 0 && !aside {
			return rng{}, nil, false
		}
		j = k - 1
	}
	seg := collectBack(toks, j+1)
	if len(appos) > 0 && allCapitalized(toks[appos[0].a:appos[0].b]) && introBefore(toks, appos[0].a-1) {
		// "In October, Mr. Paulson, who ..., told": the phrase before the
		// first comma says when; the name after it is the subject
		seg, appos = appos[0], appos[1:]
	}
	if seg.empty() || seg.b-seg.a > 12 && len(splitConj(toks[seg.a:seg.b])) < 2 {
		return rng{}, nil, false // long phrases only when they list people
	}
	// a phrase that stopped on a preposition or a verb is an object, not a subject
	if seg.a > 0 {
		p := toks[seg.a-1]
		if p.kind == tWord && prepositions[p.lower] && !(p.lower == "with" && len(appos) == 0) {
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
	afterQuote := d.a > 0 && toks[d.a-1].kind == tQuote && !toks[d.a-1].open // "“Q,” his wife, Name, wrote"
	if d.empty() || d.a != contentStart(toks) && !afterQuote || !noVerb(toks[d.a:d.b]) {
		return false
	}
	first := toks[d.a].lower
	if prepositions[first] || subordinators[first] || isConnective(first) {
		return false // "In Washington, Ina Kirsch, said" is no description
	}
	for _, t := range toks[d.a:d.b] {
		if cueForms[t.lower] != "" && !strings.HasSuffix(t.lower, "ing") {
			return false // a clause; "One pastor supporting Mr. Cruz" still describes
		}
	}
	if (strings.HasSuffix(first, "'s") || strings.HasSuffix(first, "’s")) && d.b-d.a >= 2 && roleNouns[toks[d.b-1].lower] {
		return true // "Trump's attorney, Alan Garten, said"
	}
	return determiners[first] || first == "one" || first == "another" || roleNouns[first] || titles[first]
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

// modifiedSubject finds a plural subject whose modifiers the other rules
// stop at: "People briefed on the situation say", "proponents of more controls
// on hate speech here say", "Republican activists clamoring to block X say".
// The phrase runs from the clause's start (the sentence's, or after its last
// comma) to the cue, holds no verb of its own, and a plural or a speaker noun
// heads it within its first three words.
func modifiedSubject(toks []token, cue int) (rng, bool) {
	j := cue
	for j > 0 && toks[j-1].kind == tWord && !toks[j-1].cap() && (preCueSkip[toks[j-1].lower] || strings.HasSuffix(toks[j-1].lower, "ly") && len(toks[j-1].lower) > 4) {
		j--
	}
	a := j
	for a > 0 && toks[a-1].kind == tWord {
		a--
	}
	if a > 0 && toks[a-1].text != "," || j-a < 2 || j-a > 12 {
		return rng{}, false
	}
	for a < j && isConnective(toks[a].lower) {
		a++
	}
	first := toks[a].lower
	if prepositions[first] || subordinators[first] || pronouns[first] != "" || subjectStop[first] && !determiners[first] {
		return rng{}, false
	}
	for _, t := range toks[a:j] {
		if preCueSkip[t.lower] && !t.cap() || cueForms[t.lower] != "" || t.lower == "that" || t.lower == "who" || t.lower == "which" {
			return rng{}, false
		}
	}
	for k := a; k < j && k < a+3; k++ {
		w := toks[k].lower
		if roleNouns[w] || unnamedHeads[w] || strings.HasSuffix(w, "s") && !toks[k].cap() && len(w) > 3 && !strings.HasSuffix(w, "ss") || w == "people" {
			return rng{a, j}, true
		}
	}
	return rng{}, false
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

func relativeClause(toks []token, r rng) bool {
	w := toks[r.a].lower
	return w == "which" || w == "who" || w == "whose" || w == "where"
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
		if t.kind != tWord {
			break
		}
		if !t.cap() && subjectStop[t.lower] {
			if t.lower == "in" && i > 0 && i+1 < end && numberWord(toks[i-1].lower) && numberWord(toks[i+1].lower) {
				i-- // "Two in three said", "nine in 10 voters say"
				continue
			}
			if t.lower == "of" && i > 1 && i+1 < end && toks[i-1].lower == "out" && numberWord(toks[i-2].lower) {
				i -= 2 // "About four out of 10 voters said"
				continue
			}
			if t.lower == "of" && i > 0 && i+1 < end && (quantityNouns[toks[i-1].lower] || strings.HasSuffix(toks[i-1].lower, "%")) {
				i-- // "Seventy-four percent of registered voters say", "a majority of them"
				continue
			}
			if prepositions[t.lower] && i > 0 && i+1 < end && (toks[i-1].cap() || roleNouns[toks[i-1].lower] || unnamedHeads[toks[i-1].lower] || strings.HasSuffix(toks[i-1].lower, "s") && !toks[i-1].cap()) && (toks[i+1].cap() || determiners[toks[i+1].lower]) ||
				t.lower == "of" && i > 0 && i+1 < end && orgNouns[toks[i-1].lower] && toks[i+1].kind == tWord { // "the ministry of defence"
				i--
				continue
			}
			if t.lower == "and" && i > 0 && i+1 < end && (toks[i-1].cap() || toks[i+1].cap()) {
				i--
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
	for a < end && isConnective(toks[a].lower) {
		a++
	}
	return rng{a, end}
}

// possessiveDeterminers open a noun phrase of their own.
var possessiveDeterminers = set("his her their its our my your")

// objectPronouns are whole recipients: "told me", "told them".
var objectPronouns = set("me us him her them you")

// quantityNouns head a speaker phrase through "of": "a majority of voters".
var quantityNouns = set("percent majority minority most many some half third quarter two three several all none number share group handful dozens hundreds thousands")

// subordinators open a clause; capitalized at a sentence's start they are
// still not part of a speaker's name.
var subordinators = set("when while as if although though since after before because whether once unless until what why how where")

// headOK accepts a speaker phrase whose last word can head a noun phrase.
func headOK(toks []token, r rng) bool {
	last := toks[r.b-1]
	if prepositions[last.lower] {
		return false // "Aside from"
	}
	if last.cap() || pronouns[last.lower] != "" {
		return true
	}
	w := last.lower
	if roleNouns[w] || unnamedHeads[w] || orgNouns[w] {
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
		return w == "many" || w == "some" || w == "others" || w == "both"
	}
	first := toks[r.a]
	if r.b-r.a > 1 && (first.lower == "which" || first.lower == "that") || !first.cap() && strings.HasSuffix(first.lower, "ing") {
		return false // "which get", "saying his campaign": a clause, not a speaker
	}
	if r.b-r.a == 1 && strings.HasSuffix(w, "%") {
		return true // "47% say"
	}
	if r.b-r.a == 1 && !strings.HasSuffix(w, "s") && w != "who" && w != "which" && w != "everyone" && w != "nobody" {
		return false // one lowercase word speaks only as a plural ("experts") or a known noun
	}
	return !subjectStop[w]
}

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
			return nil // a clause ("The governor will not run again, X said"), not a descriptor
		}
	}
	for _, seg := range out {
		for _, t := range toks[seg.a:seg.b] {
			if roleNouns[t.lower] {
				return out
			}
		}
	}
	return nil
}

// collectBackLoose collects words back to the previous punctuation mark.
func collectBackLoose(toks []token, end int) rng {
	i := end - 1
	for i >= 0 && toks[i].kind == tWord && end-i <= 16 {
		i--
	}
	if i >= 0 && toks[i].kind == tWord {
		return rng{}
	}
	return rng{i + 1, end}
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
	if np := leadingNP(toks); !np.empty() {
		return np
	}
	// "Gary Emineth, a former state party chairman, became ...": the name
	// before an appositive, whose verb follows its closing comma
	if k := contentStart(toks); k+1 < len(toks) && toks[k].cap() && !subordinators[toks[k].lower] && !prepositions[toks[k].lower] {
		for c := k + 1; c < len(toks) && c-k <= 20 && toks[c].kind != tQuote; c++ {
			if n := toks[min(c+1, len(toks)-1)]; c > k+2 && toks[c].text == "," && c+1 < len(toks) && n.kind == tWord && !n.cap() && !determiners[n.lower] && !subjectStop[n.lower] {
				if sp, appos, ok := subjectBefore(toks, c+1); ok && len(appos) > 0 && sp.a == k {
					return sp
				}
				break
			}
		}
	}
	// "Before the convention, X lobbied ...", "In an interview with CNN, X
	// continued ...": the subject follows an introductory phrase
	if k := contentStart(toks); k < len(toks) && toks[k].kind == tWord && (prepositions[toks[k].lower] || subordinators[toks[k].lower]) {
		for c := k + 1; c < len(toks) && c-k <= 10 && toks[c].kind != tQuote; c++ {
			if toks[c].text == "," {
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

// leadingNP is the noun phrase a sentence opens with, up to its verb.
func leadingNP(toks []token) rng {
	i := 0
	for i < len(toks) && (toks[i].kind != tWord || isConnective(toks[i].lower)) {
		i++
	}
	if i+1 < len(toks) && toks[i+1].kind == tWord && !toks[i+1].cap() && subjectPronoun(toks[i].lower) {
		return rng{i, i + 1} // "She brought that down ..., but said": a pronoun is a whole subject
	}
	j := i
	for j < len(toks) && toks[j].kind == tWord && j-i < 8 {
		w := toks[j].lower
		if preCueSkip[w] || cueForms[w] != "" || subjectStop[w] && !prepositions[w] || !toks[j].cap() && strings.HasSuffix(w, "ed") {
			break
		}
		j++
	}
	if j == i || j >= len(toks) {
		return rng{}
	}
	if strings.HasSuffix(toks[j].lower, "ing") && !preCueSkip[toks[j].lower] {
		return rng{} // "Besides saying ...": a participle, not the subject's verb
	}
	name := j-i == 1 && toks[i].cap() && !strings.HasSuffix(toks[i].lower, "ing") && !subordinators[toks[i].lower] && !prepositions[toks[i].lower] && !determiners[toks[i].lower]
	if next := toks[j]; !preCueSkip[next.lower] && cueForms[next.lower] == "" && (next.cap() || !strings.HasSuffix(next.lower, "ed") || j-i < 2 && !name) {
		return rng{} // the phrase must end at a verb: an auxiliary, a cue, or a past tense after two words
	}
	return rng{i, j}
}

// trimOverlaps ends a statement's content where a later statement of the same
// sentence begins (", saying ...", ", X said").
// freeRelatives open a noun phrase that holds a cue: "what she believes".
var freeRelatives = set("what whatever how why")

// colonLabels end the labels that open a line with a colon and name nobody:
// "Paid Notice:", "Editor's Note:", "Watch:".
var colonLabels = set("notice note update correction watch read video photos photo related breaking exclusive analysis opinion review transcript listen")

// subjectPronoun reports whether w is a subject pronoun, alone or with
// "is"/"has" cliticized: "she", "he’s".
func subjectPronoun(w string) bool {
	w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
	return w == "he" || w == "she" || w == "they" || w == "we" || w == "i"
}

// mainAfterIntro reports whether r is reported in an introductory clause
// ("After Glenn Beck asked ... ,") and o is the main clause's report after
// its comma ("D'Souza replied, “...”"): r's content ends there.
func mainAfterIntro(toks []token, r, o *raw) bool {
	if r.speaker.empty() || o.speaker.empty() || o.speaker.a < 1 || toks[o.speaker.a-1].text != "," || o.speaker.b != o.cue.a {
		return false
	}
	k := contentStart(toks)
	return r.speaker.a == k+1 && introSubordinators[toks[k].lower]
}

var introSubordinators = set("after when before as while since because if although though once until")

// possessive reports whether a word ends in 's: "Clinton's attacks".
func possessive(w string) bool {
	return strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s")
}

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
		if w != "who" && w != "whose" {
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

// quoteEnd returns where the content before a speaker at sp ends: after
// the quotation that opens the sentence, when a description of the speaker
// stands between it and the name ("“Q,” his wife, Ana Lazar, wrote"), else
// sp itself.
func quoteEnd(toks []token, sp int) int {
	k := contentStart(toks)
	if k >= len(toks) || toks[k].kind != tQuote || !toks[k].open {
		return sp
	}
	for q := k + 1; q < sp; q++ {
		if toks[q].kind == tQuote && !toks[q].open && toks[q].paired {
			if n := q + 1; n < sp && toks[q-1].text == "," && (determiners[toks[n].lower] || possessiveDeterminers[toks[n].lower] || roleNouns[toks[n].lower]) {
				return n // “Q,” then a description of the speaker
			}
			return sp
		}
	}
	return sp
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
	return rng{sp.a, b}
}

// recipientLemmas take whom they were said to as their object.
var recipientLemmas = set("tell inform advise assure")

// coordinatedReport reports whether o, found inside an earlier report's
// content, is a report of its own joined by ", and" / ", but": "Cruz said
// he'd make sand glow, and Trump vowed to bomb them".
func coordinatedReport(toks []token, o *raw) bool {
	k := o.speaker.a
	if o.speaker.empty() || k < 2 || !toks[k].cap() {
		return false
	}
	w := toks[k-1].lower
	return (w == "and" || w == "but" || w == "while" || w == "whereas") && toks[k-2].text == ","
}

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
			inSubject := !o.speaker.empty() && o.speaker.a <= r.speaker.a && r.cue.a < o.cue.a // "Those who voted for him say ...": r is in o's subject
			if o.inherit == nil && !o.postType && !coordinatedReport(s.toks, o) && !mainAfterIntro(s.toks, r, o) && !inSubject {
				continue // a nested report inside this one's content
			}
			if start > r.content.Start && start < r.content.End {
				// cut before the comma that introduces the next statement
				k := o.cue.a
				if !o.speaker.empty() && o.speaker.a < k && o.speaker.a > r.cue.b {
					k = o.speaker.a
				}
				if coordinatedReport(s.toks, o) {
					k = o.speaker.a - 2 // before ", and"
				} else if mainAfterIntro(s.toks, r, o) {
					k = o.speaker.a - 1 // before the comma
				}
				r.content = spanOf(s.toks, rng{tokAt(s.toks, r.content.Start), k})
				break
			}
		}
	}
}

func tokAt(toks []token, byteOff int) int {
	for i, t := range toks {
		if t.start >= byteOff {
			return i
		}
	}
	return len(toks)
}

// findHops reads the intermediaries and the medium named around a cue: the
// recipient of "told", "according to X" after the cue, "in an interview with X".
func findHops(s *sentence, r *raw, outlets *Outlets) {
	toks := s.toks
	pp := ppStart(toks, r) // where a trailing "in an interview with X" starts, or -1
	// region: the cue and what follows it outside the content
	for i := r.cue.b; i < len(toks); i++ {
		t := toks[i]
		if !r.postType && t.start >= r.content.Start && t.end <= r.content.End && i > r.cue.b+1 && !(pp >= 0 && i >= pp) {
			continue
		}
		switch {
		case i == r.cue.b && (r.lemma == "tell" || r.lemma == "inform"):
			np := nounPhraseAfter(toks, i)
			if name, ok := outletName(toks, np, outlets); ok {
				r.hops = append(r.hops, hopRef{name: name, cue: toks[r.cue.a].text})
			}
		case t.lower == "according" && i+1 < len(toks) && toks[i+1].lower == "to":
			np := nounPhraseAfter(toks, i+2)
			if name, ok := outletName(toks, np, outlets); ok {
				r.hops = append(r.hops, hopRef{name: name, cue: "according to"})
			}
		case t.lower == "interview" && i+1 < len(toks) && toks[i+1].lower == "with":
			np := nounPhraseAfter(toks, i+2)
			if name, ok := outletName(toks, np, outlets); ok {
				r.hops = append(r.hops, hopRef{name: name, cue: "in an interview with"})
			}
			if i > 0 && media[toks[i-1].lower] != "" && toks[i-1].lower != "interview" {
				r.medium = media[toks[i-1].lower]
			} else if r.medium == "" {
				r.medium = "interview"
			}
		case (t.lower == "phone" || t.lower == "telephone") && i+1 < len(toks) && (toks[i+1].lower == "call" || toks[i+1].lower == "interview"):
			r.medium = "phone call"
		case t.lower == "on" && i+1 < len(toks) && (toks[i+1].lower == "twitter" || toks[i+1].lower == "facebook"):
			r.medium = toks[i+1].text
		}
	}
	// a fronted "In an (email) interview with X," / "Speaking to X," before
	// the speaker of a report that follows its cue
	if !r.postType && !r.speaker.empty() {
		for i := 0; i+2 < r.speaker.a; i++ {
			t := toks[i]
			var np rng
			cue := ""
			switch {
			case t.lower == "interview" && toks[i+1].lower == "with":
				np, cue = nounPhraseAfter(toks, i+2), "in an interview with"
				if i > 0 && media[toks[i-1].lower] != "" && toks[i-1].lower != "interview" {
					r.medium = media[toks[i-1].lower]
				} else if r.medium == "" {
					r.medium = "interview"
				}
			case (t.lower == "speaking" || t.lower == "talking") && (toks[i+1].lower == "to" || toks[i+1].lower == "with"):
				np, cue = nounPhraseAfter(toks, i+2), t.lower+" "+toks[i+1].lower
			default: // "According to X, Y said": X's own statement holds Y's (hopsOf)
				continue
			}
			if np.b > r.speaker.a {
				continue
			}
			if name, ok := outletName(toks, np, outlets); ok {
				r.hops = append(r.hops, hopRef{name: name, cue: cue})
			}
		}
	}
	if r.lemma == "tweet" {
		r.medium = "Twitter"
	}
	// a trailing "in an (email) interview with X" is not content
	r.content = trimTrailingPP(toks, r)
}

// ppStart returns the token index where a final "in an interview with X" /
// "in a phone call" phrase of r's content starts, or -1.
func ppStart(toks []token, r *raw) int {
	end := tokAt(toks, r.content.End)
	for k := tokAt(toks, r.content.Start); k < end; k++ {
		if toks[k].lower == "in" && k+2 < len(toks) && (toks[k+1].lower == "a" || toks[k+1].lower == "an") {
			for m := k + 2; m < min(k+6, len(toks)); m++ {
				w := toks[m].lower
				if w == "interview" || w == "call" || w == "statement" {
					return k
				}
			}
		}
	}
	return -1
}

func trimTrailingPP(toks []token, r *raw) kg.Span {
	k := ppStart(toks, r)
	if k < 0 || r.postType {
		return r.content
	}
	sp := spanOf(toks, rng{tokAt(toks, r.content.Start), k})
	if sp.End <= sp.Start {
		return r.content
	}
	return sp
}

func outletName(toks []token, np rng, outlets *Outlets) (string, bool) {
	if np.empty() {
		return "", false
	}
	for b := np.b; b > np.a; b-- {
		if name, ok := outlets.Lookup(joinToks(toks[np.a:b])); ok {
			return name, true
		}
	}
	return "", false
}

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
