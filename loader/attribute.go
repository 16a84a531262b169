package loader

import (
	"slices"
	"strings"

	kg "github.com/kg-dev/kg"
)

// Stages 2 to 4, cues, speaker and content spans: within each sentence, find the
// words that mark a report (cues), then around each cue the phrase that names
// the speaker and the span that holds what was said.

// rng is a half-open range of token indices within a sentence.
type rng struct{ a, b int }

// hopRef is an intermediary named next to a cue ("told Bloomberg").
type hopRef struct {
	name string
	cue  string
}

// raw is a statement before its speaker is resolved to an entity.
type raw struct {
	sent        *sentence
	cue         rng
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
	block       bool      // "X said:" at the end of a paragraph: the content is the next paragraph
	unknown     bool      // nobody is named: "Asked whether ..., Sanders said" (the asker)
	surnameOnly bool      // one word before a colon: a speaker only if the article names a person so
	label       bool      // a transcript's label ("PENCE:"): the content runs to the paragraph's end
	answer      bool      // an interview's "A:": the person interviewed speaks (Extract keeps it only where "Q:" asks)
	nominal     bool      // a noun reports: "her promise that ..."
	quotedBy    rng       // "X was quoted by Y as saying": Y, a hop when it is an outlet
	finding     bool      // a poll's finding ("In a poll, 41% identify with ..."): the learned stage reads the words inside it too
	learned     bool      // read from a word the learned cue stage scored (its kind: statementKind)
}

type cueHit struct {
	r      rng
	lemma  string
	belief bool
	accord bool // "according to"
}

// attributeSentence finds the statements whose cue is in s.
func attributeSentence(s *sentence) []*raw {
	colon := colonAttribution(s)
	if colon != nil && colon.label && !colon.answer {
		return []*raw{colon} // "PENCE: ...": the label's, reports inside it included
	}
	out := cueReports(s)
	if colon != nil && colon.answer {
		return append([]*raw{colon}, out...) // "A: I think ...": the answer, and the reports inside it (PolNeAR annotates them)
	}
	out = constructionReports(s, out, colon)
	return settleReports(s, out)
}

// cueReports reads the statement of each cue findCues finds in s, in turn:
// "according to X", a reduced passive, or a reporting verb (verbCue).
func cueReports(s *sentence) []*raw {
	toks := s.toks
	cues := findCues(s)
	var out []*raw
	var unheard kg.Span // the words of a report no one made ("never heard anyone say ...")
	for _, c := range cues {
		s.veto(c.r.a) // a word the rules read as a cue is theirs, kept or dropped
		if toks[c.r.a].quoted {
			continue // a report inside someone's quoted words is part of their statement
		}
		if at := toks[c.r.a].start; at >= unheard.Start && at < unheard.End {
			continue // "never heard anyone say they wanted a bridge": no one wanted it either
		}
		if c.r.b < len(toks) && toks[c.r.b].text == "," && c.r.a > 0 && (toks[c.r.a-1].lower == "that" || toks[c.r.a-1].lower == "this") && c.r.a-1 == contentStart(toks) {
			continue // "That said, ...": a concession, not a report
		}
		if w := toks[c.r.a].lower; w == "quoted" || w == "cited" {
			if _, _, _, ok := quotedAsSaying(toks, asSayingAfter(toks, c.r.b)); ok {
				continue // "Reuters quoted X as saying Q": X's statement, through Reuters (the participle's)
			}
			if c.r.b < len(toks) && toks[c.r.b].lower == "by" && c.r.a > 0 && !isCopula(toks[c.r.a-1].lower) {
				continue // "an official quoted by Politico": who reported the official, not a statement
			}
		}
		if wordNoReport(toks, c) || reducedAside(toks, c.r) {
			continue
		}
		var r *raw
		switch {
		case c.accord:
			r = accordingTo(s, c)
		case reducedPassive(toks, c.r) >= 0:
			r = passiveAgent(s, c.r, reducedPassive(toks, c.r))
		default:
			if r = verbCue(s, c, out); r != nil {
				endAtCoordinatedVerb(s, r)
				endObjectAtClause(s, r, !clauseTaking[c.lemma])
			}
		}
		if r == nil {
			continue
		}
		r.lemma = c.lemma
		if c.lemma == "read" && toks[c.r.a].lower == "reading" {
			r.speaker = rng{c.r.a - 1, c.r.a} // "carried signs reading “Q”": the signs
		}
		withAbsolute(toks, r)
		r.speaker = beforeSeenOrHeard(toks, r.speaker)
		seenBy(toks, r)
		if perceived(toks, r) {
			unheard = r.content
			continue
		}
		raised(toks, c, r)
		r.kind = kg.Speech
		if c.belief {
			r.kind = kg.Belief
			if genericYou(toks, r) {
				continue // "if you want to understand ...": anyone's, nobody's view
			}
		}
		if !c.belief {
			switch a, open := negatedQuestion(toks, c.r.a, r); {
			case a >= 0 && open:
				r.cue.a = a // "would not say whether he would run": a refusal, which the cue keeps ("would not say"), as PolNeAR annotates it
			case a >= 0:
				continue // "Officials have not confirmed this": nothing was said
			}
		}
		deniedCharge(s, r, out)
		if w := whatCalled(toks, r); w > 0 {
			r.speaker = rng{w, r.speaker.b} // "ended what critics called the “levy of shame”": the critics name it
			if q := namedQuotation(toks, r); q > 0 {
				r.content = spanOf(toks, rng{tokAt(toks, r.content.Start), q + 1}) // "what they called “financial supermarkets,” all-in-one shops": the name is the quotation
			}
		} else if !r.speaker.empty() && (freeRelatives[toks[r.speaker.a].lower] || r.speaker.a > 0 && freeRelatives[toks[r.speaker.a-1].lower] ||
			r.speaker.b-r.speaker.a == 1 && (toks[r.speaker.a].lower == "there" || askedOpeners[toks[r.speaker.a].lower])) {
			// "what she truly believes remains a mystery", "there fears ...",
			// "Whenever asked about it, ...": no speaker
			continue
		}
		if r.lemma == "report" && scoopOnly(toks, r) {
			continue // "the Times, which first reported the story": the outlet's scoop, no statement
		}
		if onlyVerbs(toks[r.speaker.a:r.speaker.b]) {
			continue // "the stories that will be talked about today": a passive's auxiliaries, no one
		}
		if r.speaker.b-r.speaker.a == 1 && (toks[r.speaker.a].lower == "the" || toks[r.speaker.a].lower == "a") {
			r.speaker, r.unknown = rng{}, true // a bare article, the rest of its phrase missed: nobody named
		} else if !r.speaker.empty() && r.refersTo.empty() {
			placeholderSubject(toks, r, c.r.a) // "There is evidence suggesting", "It's clear"
		}
		out = append(out, r)
	}
	return out
}

// constructionReports adds the statements that no cue word carries or that
// a construction carries around one: a colon's label, a dash, "Asked
// whether ...", "as reported by", "in a poll", "in the view of", "drew
// criticism from", "reportedly", passives, naming passives and nouns of
// report ("her claim that").
func constructionReports(s *sentence, out []*raw, colon *raw) []*raw {
	toks := s.toks
	if len(out) == 0 {
		if colon != nil {
			out = append(out, colon)
		} else if r := dashAttribution(s); r != nil {
			out = append(out, r)
		}
	}
	if colon == nil {
		if r := copulaColon(s); r != nil && !slices.ContainsFunc(out, func(o *raw) bool {
			return o.cue.a < r.cue.b || o.content.Start < r.content.End && r.content.Start < o.content.End
		}) {
			out = append([]*raw{r}, out...) // "Rubio fired back: “Q,” referencing X": the quotation, and the participle's report after it
		}
	}
	if r := askedClause(s); r != nil {
		out = append(out, r)
	}
	if r := asReportedBy(s); r != nil {
		out = append(out, r)
	}
	if r := inPoll(s); r != nil && !covered(r, out) {
		out = append(out, r)
	}
	if r := inMedium(s); r != nil && len(out) == 0 {
		out = append(out, r)
	}
	if r := inView(s); r != nil && !covered(r, out) {
		out = append(out, r)
	}
	if r := drewReaction(s); r != nil && !covered(r, out) && uncovered(s, out, r.cue.a) {
		out = append(out, r)
	}
	if r := reportedly(s); r != nil && !covered(r, out) {
		out = append(out, r) // "X is reportedly considering ...": somebody unnamed reported it
	}
	if r := passiveReport(s); r != nil && !covered(r, out) {
		out = append(out, r) // not when "according to X" already gives the clause a speaker
	}
	for i, t := range toks {
		if !strings.HasSuffix(t.lower, "ed") || t.quoted {
			continue // (most words: no map lookup on the hot path)
		}
		if l := cueForms[t.lower]; namingVerbs[l] {
			if r := namedPassive(s, cueHit{r: rng{i, i + 1}, lemma: l}); r != nil && !covered(r, out) {
				s.veto(i)
				r.lemma, r.kind = l, kg.Speech
				out = append(out, r) // "X has been called a charlatan by fellow physicians"
			}
		} else if l != "" && i+1 < len(toks) && toks[i+1].lower == "by" {
			if r := passiveBy(s, i); r != nil && !covered(r, out) {
				s.veto(i)
				r.lemma, r.kind = l, kg.Speech
				if beliefLemmas[l] {
					r.kind = kg.Belief
				}
				out = append(out, r) // "The plan was criticized by the mayor": the agent's, about the subject
			}
		}
	}
	out = append(out, nominalReports(s, out)...)
	out = append(out, nominalFrom(s, out)...)
	for _, r := range out {
		if !r.cue.empty() && r.lemma != "according to" {
			endSubjectAtVerb(toks, r)
		}
		if sp := r.speaker; sp.b-sp.a > 1 && subordinators[toks[sp.a].lower] && toks[sp.a+1].cap() {
			r.speaker.a++ // "When Ola Dahl was asked ..., he laughed and said": the name, not the clause's opening word
		}
	}
	return out
}

// settleReports settles the statements of s among themselves: subjects end
// at their verbs, overlaps are trimmed, and asides, statement sources and
// contents that only attribute another's words go (nested reports go with
// the outlets in view, in sentenceHops).
func settleReports(s *sentence, out []*raw) []*raw {
	toks := s.toks
	out = slices.DeleteFunc(out, func(r *raw) bool {
		return negatedClause(toks, r.speaker) // "The campaign did not immediately return (calls seeking comment)": a clause read as the subject
	})
	for _, r := range out {
		if !r.cue.empty() && !participle(toks[r.cue.a].lower) {
			r.speaker = subjectAfterClause(toks, r.speaker) // (not "Sanders was on CNN talking about": the participle's subject is the clause's)
		}
	}
	trimOverlaps(s, out)
	out = dropAsideBeliefs(s, out)
	out = dropStatementSources(s, out)
	return dropAttributionContents(s, out)
}

// selfReference reports whether a speaker phrase is the article itself: "this
// story", "an earlier version of this article" (a correction or an update
// note, the article's own voice).
func selfReference(p []token) bool {
	for i := 0; i+1 < len(p); i++ {
		if (p[i].lower == "this" || p[i].lower == "earlier") && selfNouns[p[i+1].lower] {
			return i == 0 || p[i-1].lower != "for" // (not "Parents interviewed for this story": people the story asked)
		}
	}
	return false
}

// selfNouns name the article a correction speaks of.
var selfNouns = set("story article piece column version newsletter post")

// namingLemmas name what comes after them: "what critics called the levy
// of shame", "what he described as a witch hunt".
var namingLemmas = set("call describe term dub label")

// whatCalled returns where the speaker of r starts when a "what" opens it
// or stands in it right before a naming verb ("what she called a “witch
// hunt”", "ended what critics called ..."): after the "what"; else 0.
func whatCalled(toks []token, r *raw) int {
	if r.speaker.empty() || !namingLemmas[r.lemma] {
		return 0
	}
	for k := r.speaker.b - 1; k >= r.speaker.a-1 && k >= 0; k-- {
		if toks[k].lower == "what" {
			if k+1 < r.speaker.b && k > contentStart(toks) && toks[k-1].kind == tWord {
				return k + 1
			}
			return 0 // ("What she called the levy remains a mystery": a subject clause, no one's naming)
		}
	}
	return 0
}

// wordNoReport reports whether the cue word at c, read with its neighbours,
// reports nothing: a verb of another sense, a plural noun, an impersonal
// subject. Each test asks the words next to the cue only.
func wordNoReport(toks []token, c cueHit) bool {
	w, next := toks[c.r.a].lower, nextWord(toks, c.r.b)
	switch {
	case w == "found" && c.r.a > 0 && (toks[c.r.a-1].lower == "to" || strings.HasPrefix(toks[c.r.a-1].lower, "help")):
		return true // "who helped found the DLC": founded it, found nothing
	case c.lemma == "find" && (foundStates[next] || reflexives[next] || stateAfterObject(toks, c.r.b)):
		return true // "Two nuns found slain", "found themselves in a battle", "A jury found Ola Dahl guilty": no finding
	case w == "found" && foundPlaces[next] && c.r.a > 0 && isCopula(toks[c.r.a-1].lower):
		return true // "His car was found at a trailhead": where a thing was, no finding ("was found in contempt" stays one)
	case (c.lemma == "find" || w == "discovered" || w == "located") && foundObject(toks, c.r.b) && !(c.r.a > 0 && evidenceNouns[toks[c.r.a-1].lower]):
		return true // "Police found a 25-year-old man with serious injuries": a thing found, no finding (a poll's "found two women tied" is one)
	case forecastNouns[w] && c.r.a > 0 && forecastVerbs[toks[c.r.a-1].lower]:
		return true // "Nvidia tops estimates", "raised its forecasts": the analysts' numbers, a noun
	case ingCompound(toks, c.r.a):
		return true // "issued a winter storm warning for Ottawa": a noun after its modifiers, no participle
	case nounCue(toks, c):
		return true // "Health worries have dogged ...", "some calls into the hotline were ...", "campaign reports shows": a plural noun
	case c.r.a > 0 && impersonalBefore(toks, c):
		return true // "That worries environmentalists", "No doubt ...", "It is worth noting": nobody's report
	case c.lemma == "show" && (next == "no" || next == "little") && c.r.a > 0 && (toks[c.r.a-1].cap() || pronouns[toks[c.r.a-1].lower] != ""):
		return true // "Ekberg showed no emotion": a look, not a finding (not "public records show little evidence")
	case c.lemma == "doubt" && c.r.a > 0 && (toks[c.r.a-1].lower == "reasonable" || toks[c.r.a-1].lower == "without" || toks[c.r.a-1].lower == "little"):
		return true // "proved beyond a reasonable doubt": the noun
	case c.r.a > 0 && prescriptiveBefore(toks, c.r.a):
		return true // "voters should know what those questions are": a prescription, nobody's report
	case c.lemma == "pledge" && (next == "delegates" || next == "delegate"):
		return true // "pledged delegates": delegates bound by the vote, no pledge reported
	case c.lemma == "deem" && c.r.b < len(toks) && toks[c.r.b].kind == tWord && !toks[c.r.b].cap() && !determiners[next] && !possessiveDeterminers[next] && pronouns[next] == "" && !isNumber(next) && !(c.r.a > 0 && auxiliaries[toks[c.r.a-1].lower]):
		return true // "1,200 emails deemed classified": a participle of the passive, nobody's verdict named
	case c.lemma == "decline" && (c.r.b >= len(toks) || toks[c.r.b].kind != tWord || fallWords[toks[c.r.b].lower] || isNumber(toks[c.r.b].lower)):
		return true // "income declined by 0.2%": a fall, not a refusal
	case (c.lemma == "decline" || c.lemma == "refuse") && c.r.b+2 < len(toks) && next == "to" && toks[c.r.b+1].lower == "be" && anonymityWords[toks[c.r.b+2].lower]:
		return true // "the source said, declining to be named": why the source is unnamed, not a stance
	case (c.lemma == "fire back" || c.lemma == "shoot back" || c.lemma == "hit back") && (next == "at" || next == "with" || next == "on" || next == "up" || next == "down") && !slices.ContainsFunc(toks, func(t token) bool { return t.kind == tQuote }):
		return true // "The troops fired back at the gunmen", "spending shot back up": shots and rises, not a retort (one has a quotation, a "that" or a participle: ", calling ...")
	case (c.lemma == "issue" || c.lemma == "release" || c.lemma == "post") && next == "by" && c.r.a > 0 && media[toks[c.r.a-1].lower] != "":
		return true // "A statement issued by the army said": the statement's author, in the passive
	case w == "repeated" && c.r.a > 0 && strings.HasSuffix(next, "s") && (strings.HasSuffix(toks[c.r.a-1].lower, "ed") && !auxiliaries[toks[c.r.a-1].lower] || prepositions[toks[c.r.a-1].lower] || determiners[toks[c.r.a-1].lower] || possessiveDeterminers[toks[c.r.a-1].lower]):
		return true // "ignored repeated warnings", "after repeated requests": an adjective
	case c.lemma == "offer" && next == "up" && c.r.b+2 < len(toks) && toks[c.r.b+1].lower == "to" && moneyAt(toks, c.r.b+2) > c.r.b+2:
		return true // "The program offered up to $4,000 for a new car": a benefit's ceiling, nothing said ("Clinton is offering $30 billion" is a pledge)
	case c.lemma == "find" && possessiveDeterminers[next] && c.r.b+1 < len(toks) && formNouns[toks[c.r.b+1].lower]:
		return true // "Huberdeau finds his game again", "found her voice": a form regained, no finding
	case w == "charged" && (next == "with" || next == "in" && c.r.b+1 < len(toks) && toks[c.r.b+1].lower == "connection"):
		return true // "A man charged in connection with a shooting has been released": the one charged, in the passive
	case strings.HasSuffix(w, "ing") && c.r.a > 0 && gerundTakers[toks[c.r.a-1].lower]:
		return true // "A publication ban prevents reporting on evidence": a thing forbidden, no report
	case c.lemma == "say" && next == "a" && c.r.b+1 < len(toks) && toks[c.r.b+1].lower == "word":
		return true // "barely says a word", "didn't say a word": nothing said
	case c.lemma == "tell" && toldNoOne(toks, c.r.b):
		return true // "did not tell anyone his route", "told no one about the plan": a thing kept back, nothing said
	case (w == "reporting" || w == "writing" || w == "editing") && next == "by":
		return true // "Additional reporting by X": a credit line, no report
	case accusedOf(toks, c.r.a) && c.r.a > 0 && toks[c.r.a-1].kind == tWord && !preCueSkip[toks[c.r.a-1].lower] &&
		pronouns[toks[c.r.a-1].lower] == "" && !adverb(toks[c.r.a-1].lower) && toks[c.r.a-1].lower != "who" && toks[c.r.a-1].lower != "and":
		return true // "a former minister accused of taking bribes told ...": what the noun's phrase says of it, nobody's report
	}
	return false
}

// gerundTakers take an act in -ing as their object: "prevents reporting
// on", "bars publishing" ("avoided saying whether" is a refusal, a stance).
var gerundTakers = set("prevent prevents prevented bar bars barred prohibit prohibits prohibited ban bans banned forbid forbids forbade " +
	"block blocks blocked stop stops stopped")

// formNouns, after "found his", are a form or a place of one's own:
// "found his stride", "finds his game" ("found their voice on gun control" is speaking out).
var formNouns = set("game way stride footing form rhythm groove touch feet place niche legs")

// toldNoOne reports whether the words at k, after "tell", are an
// indefinite recipient and a thing ("anyone his route", "no one about the
// plan"), no clause of what was said.
func toldNoOne(toks []token, k int) bool {
	if k+1 < len(toks) && toks[k].lower == "no" && toks[k+1].lower == "one" {
		k++
	} else if k >= len(toks) || toks[k].lower != "anyone" && toks[k].lower != "anybody" && toks[k].lower != "nobody" {
		return false
	}
	if k+1 >= len(toks) {
		return false
	}
	w := toks[k+1].lower
	return w == "about" || w == "of" || w != "that" && (determiners[w] || possessiveDeterminers[w])
}

// accusedOf reports whether toks[k] opens "accused of" or "suspected of":
// after a noun, what the noun's phrase says of it ("a former minister
// accused of taking bribes"), nobody's report.
func accusedOf(toks []token, k int) bool {
	w := toks[k].lower
	return (w == "accused" || w == "suspected") && k+1 < len(toks) && toks[k+1].lower == "of"
}

// prescriptiveBefore reports whether "should", "must" or "ought to" (with
// "not" or an adverb between) stands before the cue at i, outside any
// quotation.
func prescriptiveBefore(toks []token, i int) bool {
	k := i - 1
	for k > 0 && (toks[k].lower == "not" || toks[k].lower == "to" || adverb(toks[k].lower)) {
		k--
	}
	w := toks[k].lower
	return !toks[k].quoted && (w == "should" || w == "must" || w == "ought" || w == "shouldn't" || w == "mustn't")
}

// scoopOnly reports whether r's content is only "the story", "the news",
// "it" or "this": what an outlet reported first, not what it reported.
func scoopOnly(toks []token, r *raw) bool {
	var words []string
	for _, t := range toks {
		if t.start >= r.content.Start && t.end <= r.content.End && t.kind == tWord {
			words = append(words, t.lower)
		}
	}
	switch len(words) {
	case 1:
		return words[0] == "it" || words[0] == "this"
	case 2:
		return words[0] == "the" && (words[1] == "story" || words[1] == "news")
	}
	return false
}

// participleAdverbs stand between the comma and a report's participle:
// "..., even suggesting he may have been sabotaged".
var participleAdverbs = set("even also again perhaps apparently possibly probably then later instead once still")

// anonymityWords end "declining to be ...": named, identified, quoted.
var anonymityWords = set("named identified quoted")

// ordinalWords rank the noun after them: "the first shows", "its last
// reports".
var ordinalWords = set("first second third fourth fifth last next final latest early earliest")

// foundObject reports whether the words from i are a person, a body or a
// weapon found, not a finding: a determiner or a number, up to three
// modifiers ("25-year-old", "injured"), then one of foundNouns, and after
// it a preposition, a participle ("the building engulfed in flames") or
// the phrase's end.
func foundObject(toks []token, i int) bool {
	if i >= len(toks) || toks[i].lower == "that" || !(determiners[toks[i].lower] || numberWord(toks[i].lower)) {
		return false // (not "found that one person in the chain had ...": a clause)
	}
	for j := i + 1; j < len(toks) && j <= i+4 && toks[j].kind == tWord && !toks[j].cap(); j++ {
		if foundNouns[toks[j].lower] {
			n := j + 1 // a preposition, a participle or the phrase's end after it; not "found two women leading the race", "found both men largely unknown": findings
			return n >= len(toks) || toks[n].kind == tPunct || prepositions[toks[n].lower] || !toks[n].cap() && strings.HasSuffix(toks[n].lower, "ed") && cueForms[toks[n].lower] == ""
		}
		if prepositions[toks[j].lower] || toks[j].lower == "that" {
			return false
		}
	}
	return false
}

// foundNouns are what police or crews find, not what a study finds.
var foundNouns = set("man men woman women boy boys girl girls child children teen teenager teenagers baby victim victims " +
	"body bodies remains person suspect suspects driver weapon weapons gun guns knife firearm firearms vehicle car truck " +
	"building house home apartment residence structure")

// foundPlaces follow a passive "found" that says where something was.
var foundPlaces = set("at near inside outside along behind under beneath on nearby")

// stateAfterObject reports whether a short object at i, a name or a
// pronoun, is followed by a state of foundStates: "found Ola Dahl guilty",
// "found him not guilty", "found the driver dead" (a verdict or a
// discovery, not a finding that something is so).
func stateAfterObject(toks []token, i int) bool {
	described := false // an object of common words: "the former officer", a headline's "former officer"
	for j := i; j < len(toks) && j < i+5; j++ {
		t := toks[j]
		if t.kind != tWord || j > i && (foundStates[t.lower] || t.lower == "not" && j+1 < len(toks) && foundStates[toks[j+1].lower]) {
			return t.kind == tWord && !(described && !verdictStates[t.lower] && !verdictStates[nextWord(toks, j+1)]) // (not "found pollution killed 8 million": a clause)
		}
		switch {
		case t.cap() || objectPronouns[t.lower] || j == i && t.lower == "the" || j == i+1 && toks[i].lower == "the" && !t.cap():
		case !finiteVerb(t.lower) && t.lower != "that" && cueForms[t.lower] == "" && !prepositions[t.lower]:
			described = true
		default:
			return false
		}
	}
	return false
}

// verdictStates are the states a jury or an inquest finds someone in,
// which no clause's verb spells: "found the former officer guilty".
var verdictStates = set("guilty innocent liable responsible dead alive unconscious")

// foundStates follow "found" when someone was found in a state, not when
// something was found out: "found dead", "found guilty".
var foundStates = set("dead alive guilty slain unconscious murdered killed shot stabbed hanged missing liable responsible innocent " +
	"abandoned safe unresponsive injured wounded burned submerged overturned")

// ingCompound reports whether the word at i, in -ing, ends a noun phrase
// that a determiner opens a few lower-case nouns before it: "a winter storm
// warning", "the tornado warning" (not "the group, warning that": a comma).
func ingCompound(toks []token, i int) bool {
	if !compoundIngNouns[toks[i].lower] {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		t := toks[k]
		if determiners[t.lower] && !numberWord(t.lower) || possessiveDeterminers[t.lower] {
			return k < i-1
		}
		if t.kind != tWord || t.cap() || verbLike(t) || irregularPast[t.lower] || strings.HasSuffix(t.lower, "s") || adverb(t.lower) || prepositions[t.lower] || conjunctions[t.lower] || subjectStop[t.lower] || strings.HasSuffix(t.lower, "ing") {
			return false
		}
	}
	return false
}

// forecastNouns are plural cue forms that are also numbers forecast, after
// one of forecastVerbs: "beat estimates", "topped forecasts".
var forecastNouns = set("estimates forecasts projections expectations predictions")

var forecastVerbs = set("beat beats top tops topped miss misses missed meet meets met exceed exceeds exceeded surpass surpasses surpassed " +
	"trail trails trailed lag lags lagged raise raises raised cut cuts lower lowers lowered lift lifts lifted")

// compoundIngNouns are cue words in -ing that head a noun compound: "a
// winter storm warning", "the court's latest ruling".
var compoundIngNouns = set("warning briefing ruling finding filing hearing")

// nounCue reports whether the cue word at c, a form in -s, is a plural noun:
// a quantifier stands right before it ("some calls", "many claims"), an
// auxiliary right after it ("worries have dogged"), or a cue's finite form
// after it with a lower-case word before ("an analysis of campaign reports
// shows").
func nounCue(toks []token, c cueHit) bool {
	w := toks[c.r.a].lower
	if c.r.b != c.r.a+1 || !strings.HasSuffix(w, "s") || w == "says" || w == "is" || toks[c.r.a].cap() {
		return false
	}
	if c.r.a > 0 && quantifiers[toks[c.r.a-1].lower] {
		return true
	}
	if c.r.a > 1 && determiners[toks[c.r.a-2].lower] && ordinalWords[toks[c.r.a-1].lower] {
		return true // "for the first shows topped $10,000": "first" after a determiner is no adverb
	}
	if c.r.b < len(toks) && plainAuxiliaries[toks[c.r.b].lower] {
		return true
	}
	if p := c.r.a - 1; p >= 0 && c.r.b < len(toks) && toks[p].kind == tWord && !toks[p].cap() && !preCueSkip[toks[p].lower] && !adverb(toks[p].lower) && pastOrPresent(toks[c.r.b].lower) {
		return true
	}
	if p := c.r.a - 1; p >= 0 && p == contentStart(toks) && c.r.b < len(toks) && toks[p].kind == tWord && givenGender[toks[p].text] == "" && !isAcronym(toks[p].text) &&
		(pastOrPresent(toks[c.r.b].lower) || cueForms[toks[c.r.b].lower] != "" || obtainedWords[toks[c.r.b].lower]) {
		return true // "Internal emails show ...", "Leaked emails obtained by CBC News show": an adjective first in the sentence and its noun
	}
	if p := c.r.a - 1; p >= 0 && c.r.b < len(toks) && (prepositions[toks[c.r.b].lower] || strings.HasSuffix(toks[c.r.b].lower, "ing") && !toks[c.r.b].cap()) && toks[p].kind == tWord && !toks[p].cap() && len(toks[p].lower) > 5 &&
		(strings.HasSuffix(toks[p].lower, "ing") && !adjectivalIng[toks[p].lower] || strings.HasSuffix(toks[p].lower, "ed") && !preCueSkip[toks[p].lower]) && cueForms[toks[p].lower] == "" {
		return true // "began taking calls from listeners", "reported receiving calls demanding payments": the object of a verb (not "Recent polling shows")
	}
	if c.r.b < len(toks) && (toks[c.r.b].text == "," || toks[c.r.b].text == "." || prepositions[toks[c.r.b].lower] || timeWords[toks[c.r.b].lower]) && c.r.a > 0 && pronouns[toks[c.r.a-1].lower] == "" {
		for k := c.r.a - 1; k >= 0 && k >= c.r.a-4 && toks[k].kind == tWord; k-- {
			if estimateVerbs[toks[k].lower] {
				return true // "beat Wall Street estimates,": what the figures beat
			}
		}
	}
	if p := c.r.a - 1; p >= 1 && toks[p].cap() && (memberNouns[toks[p].lower] || demonym(toks[p].text)) && (prepositions[toks[p-1].lower] || determiners[toks[p-1].lower]) && !toks[p-1].cap() {
		return true // "rated 32% of Republican claims as false": a party's or a people's adjective and its noun
	}
	if p := c.r.a - 1; p >= 1 && w == "attacks" && toks[p].cap() && pronouns[toks[p].lower] == "" {
		k := p // (not "the Tax Policy Center estimates": a body's verb)
		for k > 0 && k > p-3 && toks[k].cap() {
			k--
		}
		if toks[k].lower == "the" || possessive(toks[k].lower) && !toks[k].cap() {
			return true // "the Paris attacks test ...", "the San Bernardino attacks": a place's event, a noun
		}
	}
	return false
}

// estimateVerbs take forecasts as their object, and comparatives measure
// against them: "beat Wall Street estimates", "above analysts' estimates".
var estimateVerbs = set("beat beats topped tops missed misses exceeded exceeds above below than")

var quantifiers = set("some many few several these those such more most")

var plainAuxiliaries = set("have had are were")

// impersonalBefore reports whether the cue at c has an impersonal subject
// no one speaks through: "That worries X" (a demonstrative that causes the
// worry), "No doubt" (a sentence adverb), "It is worth noting".
func impersonalBefore(toks []token, c cueHit) bool {
	p := toks[c.r.a-1].lower
	switch {
	case c.lemma == "worry" && (p == "that" || p == "this" || p == "it") && c.r.a-1 == contentStart(toks):
		return true
	case p == "no" && c.r.a-1 == contentStart(toks):
		return true
	case p == "worth" && strings.HasSuffix(toks[c.r.a].lower, "ing"):
		return true
	}
	return false
}

// pastOrPresent reports whether w is a cue's third-person or past form
// ("shows", "found", "said"), which a plural noun before it is the subject of.
func pastOrPresent(w string) bool {
	return cueForms[w] != "" && (strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ed") || w == "said" || w == "found" || w == "told" || w == "wrote")
}

// marketSubject reports whether sp is a market's measure, which moves but
// never speaks: "Shares of Lundtech", "The company's stock", "Oil prices".
func marketSubject(toks []token, sp rng) bool {
	for k := sp.a; k < sp.b; k++ {
		if marketNouns[toks[k].lower] && (k+1 == sp.b || toks[k+1].lower == "of") {
			return true
		}
	}
	return false
}

var marketNouns = set("shares stock stocks price prices index yields bonds markets")

// actorBefore returns the subject of the clause that "after", "as" or "when"
// opens between from and to, when a verb follows it: "after the chipmaker
// cut its forecast". The participle after such a clause is its actor's.
func actorBefore(toks []token, from, to int) rng {
	for k := to - 1; k >= from; k-- {
		if w := toks[k].lower; (w == "after" || w == "as" || w == "when") && !toks[k].quoted {
			sp := nounPhraseAfter(toks, k+1)
			for j := sp.a + 1; j < sp.b; j++ {
				if !toks[j].cap() && (strings.HasSuffix(toks[j].lower, "ed") || irregularPast[toks[j].lower]) {
					sp.b = j // "the chipmaker cut its forecast": the phrase ends at its verb
					break
				}
			}
			if !sp.empty() && sp.b < to && (verbLike(toks[sp.b]) || irregularPast[toks[sp.b].lower]) && headOK(toks, sp) && !marketSubject(toks, sp) {
				return sp
			}
			return rng{}
		}
	}
	return rng{}
}

// timeClause words open a clause that says when the inverted speaker spoke:
// "“Q,” said X when asked about the bill" (not "as": "described the impact as
// ..."), after a quotation only ("X, the co-author of ..., said the days when").
var timeClause = set("when while")

// lastOf returns the last of rs, or nil.
func lastOf(rs []*raw) *raw {
	if len(rs) == 0 {
		return nil
	}
	return rs[len(rs)-1]
}

// introSubject finds the name right before the cue at c when an opening
// phrase runs into it with no comma: "In a meeting with the editorial board
// of the Washington Post Trump said that ...". The sentence opens with a
// preposition, no comma stands before the cue, and the capitalized words
// before the cue (after an outlet's name, if one ends there) are one to
// three.
func introSubject(toks []token, c int) (rng, bool) {
	k := contentStart(toks)
	if k >= c || !prepositions[toks[k].lower] || !toks[k].cap() || strings.HasSuffix(toks[c].lower, "s") && toks[c].lower != "says" {
		return rng{}, false // (not "In ... Hillary Clinton emails released by": a noun)
	}
	for _, t := range toks[k:c] {
		if t.text == "," || t.kind == tQuote {
			return rng{}, false
		}
	}
	a := c
	for a > k+1 && toks[a-1].cap() && !titles[toks[a-1].lower] {
		a--
	}
	outlet := false
	for p := c - 2; p >= a; p-- {
		if newspaperHeads[toks[p].lower] || broadcastEnds[toks[p].text] {
			a, outlet = p+1, true // "... of the Washington Post Trump said": the outlet's name ends before the speaker's
			break
		}
	}
	if n := c - a; n < 1 || n > 3 || !outlet && a-1 > k && toks[a-1].cap() || determiners[toks[a].lower] {
		return rng{}, false
	}
	return rng{a, c}, true
}

// beforeTime returns the index before a time phrase of two or three words
// that ends at j and follows "and" or "but" ("and on Monday | announced",
// "but last week | said"), or j where there is none.
func beforeTime(toks []token, j int) int {
	if a := timePhraseStart(toks, j, func(a int) bool { w := toks[a-1].lower; return w == "and" || w == "but" }); a > 0 {
		return a - 1
	}
	return j
}

// clauseModals before a coordinated verb tie it to a reported clause rather
// than to the report ("has" does not: "X insists Q, and has championed Y").
var clauseModals = set("will would can could may might must should")

// ownSubject reports whether the content of m opens with its own
// subject (a pronoun, a determiner or a name) before the coordinator at j:
// "said she had made ...", "said the plan had failed".
func ownSubject(toks []token, m *raw, j int) bool {
	k := tokAt(toks, m.content.Start)
	if k < len(toks) && toks[k].lower == "that" {
		k++
	}
	return k < j && (subjectPronoun(toks[k].lower) || determiners[toks[k].lower] || toks[k].cap())
}

// tenseShift reports whether the verb at i is in the present ("seeks")
// where the report m before it is in the past ("said"): "said the lawsuit
// alleges negligence and seeks damages" goes on the reported clause, not
// the speaker's.
func tenseShift(toks []token, m *raw, i int) bool {
	if m == nil || m.cue.empty() {
		return false
	}
	w := toks[i].lower
	return pastReport(toks[m.cue.a].lower) && presentTense(w) && w != "says" && !toks[i].cap()
}

// mainReport returns the report of s whose speaker opens the sentence and
// whose cue comes before j (a coordinator, or a participle's comma), if any.
func mainReport(s *sentence, earlier []*raw, j int) *raw {
	start := contentStart(s.toks)
	for _, r := range earlier {
		if r.sent == s && !r.speaker.empty() && r.speaker.a <= start+1 && r.speaker.b <= r.cue.a && r.cue.b <= j && !r.cue.empty() {
			return r
		}
	}
	return nil
}

// namedSubjectWithAside reads "NAME, ASIDE, said" where the aside is one the
// appositive rules do not take: "Senator John Cornyn of Texas, the No. 2
// Republican in the Senate, said", "Rep. Sander M. Levin (Mich.), a
// superdelegate supporting Clinton, said", "Clinton, during a town hall
// meeting in Columbus, Ohio, said", "Sullivan, struck by her story, told".
// The name opens the sentence, the aside holds no speech verb of its own,
// and a comma stands right before the cue.
func namedSubjectWithAside(toks []token, cue int) (rng, []rng, bool) {
	if cue < 4 || toks[cue-1].text != "," {
		return rng{}, nil, false
	}
	a := contentStart(toks)
	for a+1 < cue && toks[a].cap() && (toks[a].lower == "even" || toks[a].lower == "only" || isConnective(toks[a].lower)) && toks[a+1].cap() {
		a++ // "Even China, which ..., said"
	}
	e := a
	for e < cue && (toks[e].cap() || e > a && (toks[e].lower == "of" || (nameLinks[toks[e].lower] || roleNouns[toks[e].lower] || playingPositions[toks[e].lower]) && e+1 < cue && toks[e+1].cap())) {
		e++ // (a role in lower case before the name: "Star forward Scottie Barnes, asked ..., said")
	}
	if e < cue && toks[e].text == "(" {
		for e < cue && toks[e].text != ")" {
			e++ // "Rep. Sander M. Levin (Mich.)"
		}
		e++
	}
	if e == a || e >= cue-2 || toks[e].text != "," || !toks[a].cap() || determiners[toks[a].lower] || pronouns[toks[a].lower] != "" ||
		subordinators[toks[a].lower] || prepositions[toks[a].lower] || isConnective(toks[a].lower) {
		return rng{}, nil, false
	}
	aside := rng{e + 1, cue - 1}
	if aside.b-aside.a > 20 {
		return rng{}, nil, false
	}
	for _, t := range toks[aside.a:aside.b] {
		if l := cueForms[t.lower]; (l == "say" || l == "tell" || l == "add" || l == "write") && !strings.HasSuffix(t.lower, "ing") {
			return rng{}, nil, false // "Trump, who said X, ..." is the relative rules'; "X, Y said, Z" is no aside
		}
	}
	name := rng{a, e}
	for k := a; k < e; k++ {
		if toks[k].text == "(" {
			name.b = k
			break
		}
	}
	if !headOK(toks, name) {
		return rng{}, nil, false
	}
	return name, []rng{aside}, true
}

// sourceTail extends an unnamed source's phrase over what says how it
// knows: "one person | with knowledge of the governor's dilemma", "an
// official | familiar with the talks", up to the next comma.
func sourceTail(toks []token, sp rng) rng {
	if sp.empty() || sp.b >= len(toks) || !unnamedPhrase(toks[sp.a:sp.b]) {
		return sp
	}
	if w := toks[sp.b].lower; w != "with" && !sourceAdjectives[w] {
		return sp
	}
	e := sp.b
	for e < len(toks) && e < sp.a+10 && toks[e].kind == tWord {
		e++
	}
	if e < len(toks) && toks[e].kind == tWord {
		return sp
	}
	return rng{sp.a, e}
}

// unnamedPhrase reports whether p describes an unnamed source: "one person
// with knowledge of the governor's dilemma", "a senior official familiar
// with the talks".
func unnamedPhrase(p []token) bool {
	if len(p) < 2 || !(determiners[p[0].lower] || p[0].lower == "one") {
		return false
	}
	for _, t := range p[1:min(4, len(p))] {
		if unnamedHeads[t.lower] || roleNouns[t.lower] {
			return true
		}
	}
	for k := 2; k+1 < len(p); k++ {
		if w, n := p[k].lower, p[k+1].lower; w == "familiar" && n == "with" || w == "close" && n == "to" || w == "briefed" && n == "on" {
			return true // "one Democrat familiar with the campaign's organization": how unnamed sources are described
		}
	}
	return false
}

// bodyTail extends a noun phrase "NAME of the University" over the rest of
// the body's name ("of Washington"), which the phrase stopped before.
func bodyTail(toks []token, sp rng) rng {
	if sp.empty() || nameOfBody(toks[sp.a:sp.b]) == 0 {
		return sp
	}
	for sp.b+1 < len(toks) && toks[sp.b].lower == "of" && toks[sp.b+1].cap() {
		sp.b += 2
		for sp.b < len(toks) && toks[sp.b].cap() {
			sp.b++
		}
	}
	return sp
}

// negatedCueStart is where r's cue starts in its statement: with the
// negation before it for a belief or a stance ("does not expect outages",
// "did not support the bill"), lest the graph say the opposite; a negated
// speech has its own readings (negatedQuestion).
func (r *raw) negatedCueStart(k kg.Kind) int {
	if k != kg.Speech {
		if a := negationBefore(r.sent.toks, r.cue.a, r.speaker.b); a >= 0 {
			return a
		}
	}
	return r.cue.a
}

// negationBefore returns where the negation of the verb at i starts, with
// its auxiliary ("does not", "did not immediately", "won't", "never"), not
// before the speaker's end b; -1 when the verb is not negated.
func negationBefore(toks []token, i, b int) int {
	k := i - 1
	if k >= b && adverb(toks[k].lower) {
		k--
	}
	if k < b || k < 0 || !(negations[toks[k].lower] || strings.HasSuffix(toks[k].lower, "n't") || strings.HasSuffix(toks[k].lower, "n’t")) {
		return -1
	}
	if w := toks[k].lower; (w == "not" || w == "never") && k-1 >= b && (auxiliaries[toks[k-1].lower] || doNot[toks[k-1].lower]) {
		k--
	}
	return k
}

// negatedQuestion reports whether the cue at i is negated, and where: the
// index of its negation with the auxiliary before it ("have not", "did
// not immediately", "wouldn't"), or -1. open says whether the statement
// stands, its cue keeping the negation: an open question ("have not said
// what caused the collapse", "did not say whether he would run") is a
// refusal to answer, and a clause ("has not denied that it paid the
// firm") is what the speaker did not say or deny, which the graph must
// not record as said. With a bare "this", "that" or "it" for content
// ("have not confirmed this") nothing was said, nor with "cannot" or
// "could not" before a question ("could not tell which files were
// taken": they did not know). (A belief is left alone: "I don't know how
// we pay for it" is a view PolNeAR annotates.)
func negatedQuestion(toks []token, i int, r *raw) (a int, open bool) {
	k := i - 1
	if k >= 0 && (toks[k].lower == "yet" || toks[k].lower == "publicly" || toks[k].lower == "immediately") {
		k--
	}
	if k < 0 || !(toks[k].lower == "not" || toks[k].lower == "never" || strings.HasSuffix(toks[k].lower, "n't") || strings.HasSuffix(toks[k].lower, "n’t")) {
		return -1, false
	}
	j := tokAt(toks, r.content.Start)
	if j >= 0 && j+1 < len(toks) && (toks[j].lower == "this" || toks[j].lower == "that" || toks[j].lower == "it") && isEnd(toks[j+1:]) {
		return k, false
	}
	question := j >= 0 && j < len(toks) && questionWords[toks[j].lower]
	if w := toks[k].lower; question && (strings.HasPrefix(w, "can") || strings.HasPrefix(w, "couldn") || k > 0 && (toks[k-1].lower == "could" || toks[k-1].lower == "can")) {
		return k, false // "could not tell which files were taken": could not know, no refusal
	}
	if w := toks[k].lower; (w == "not" || w == "never") && k > 0 && (auxiliaries[toks[k-1].lower] || toks[k-1].lower == "did" || toks[k-1].lower == "does" || toks[k-1].lower == "do") && k-1 >= r.speaker.b {
		k--
	}
	return k, true
}

// bodyNameGoesOn returns where the name of a body that ends a noun phrase
// at b goes on over a small word ("Institute for Brain Health", "Center on
// Budget Priorities", "Ministry of Foreign Affairs"): the word before b is
// a capitalized body word, and one to four capitalized words follow the
// small one up to a mark or the sentence's end. Else b.
func bodyNameGoesOn(toks []token, b int) int {
	if b < 1 || b+1 >= len(toks) || !toks[b-1].cap() || !orgHeads[toks[b-1].lower] {
		return b
	}
	if w := toks[b].lower; w != "for" && w != "of" && w != "on" {
		return b
	}
	e := b + 1
	for e < len(toks) && e-b <= 4 && toks[e].kind == tWord && toks[e].cap() {
		e++
	}
	if e == b+1 || e < len(toks) && toks[e].kind != tPunct {
		return b
	}
	return e
}

// invertedSpeaker is the noun phrase after an inverted cue (", said X"):
// nounPhraseAfter's, or a name after lower-case words that describe the
// person without a role noun: "said 9/11 widow Terry Strada", "said longtime
// activist Ana Lazar".
func invertedSpeaker(toks []token, i int) rng {
	if np := nounPhraseAfter(toks, i); !np.empty() {
		if np.b-np.a == 1 && timeWords[toks[np.a].lower] {
			return rng{} // "The deal, announced Wednesday, will give": when, not who
		}
		np.b = listedNameEnd(toks, np.b) // "said a spokesperson for Immigration, Refugees and Citizenship Canada"
		if k := np.b; k+1 < len(toks) && toks[k].lower == "of" && (numberWord(toks[k+1].lower) || isNumber(toks[k+1].text)) && kinNoun(toks[k-1].lower) {
			np.b = k + 2 // "said the 47-year-old mother of five": how many children, part of who she is
		}
		if subjectPronoun(toks[np.a].lower) && np.b-np.a > 1 {
			return rng{np.a, np.a + 1} // "said she became pregnant": the pronoun opens a clause, the words after it are what was said
		}
		for j := np.a + 1; j < np.b; j++ {
			if w := toks[j].lower; w == "during" || w == "amid" || prepositions[w] && w != "of" && toks[j-1].cap() {
				np.b = j // "said Ann Lee during the debate", "on Monday": after a name, a place by name only ("Lee at the Pentagon")
				break
			}
		}
		if e := bodyNameGoesOn(toks, np.b); e > np.b {
			return rng{np.a, e} // "said Tomas Wren of the Institute for Brain Health": the body's name goes on after "for"
		}
		if np.b+1 < len(toks) && (toks[np.b].lower == "from" || toks[np.b].lower == "by") && media[toks[np.b-1].lower] != "" {
			if from := nounPhraseAfter(toks, np.b+1); !from.empty() {
				return rng{np.a, from.b} // "said a statement from the Raptors organization": the statement's author speaks
			}
		}
		if np.b+2 < len(toks) && toks[np.b].lower == "of" && toks[np.b-1].cap() && !toks[np.b+1].cap() {
			// "said Phil Musser of digital consulting firm IMGE": a
			// description of the body without an article, then its name
			k := np.b + 1
			for k < len(toks) && k <= np.b+3 && toks[k].kind == tWord && !toks[k].cap() && !determiners[toks[k].lower] && !prepositions[toks[k].lower] {
				k++
			}
			e := k
			for e < len(toks) && e-k < 4 && toks[e].kind == tWord && toks[e].cap() {
				e++
			}
			if k > np.b+1 && e > k && (e == len(toks) || toks[e].kind == tPunct) {
				return rng{np.a, e}
			}
		}
		if np.b+2 < len(toks) && toks[np.b].lower == "of" && roleNouns[toks[np.b-1].lower] && !toks[np.b-1].cap() {
			// "said former secretary of state Hillary Clinton": the role's
			// body, then the name
			k := np.b + 1
			for k < len(toks) && k <= np.b+2 && toks[k].kind == tWord && !toks[k].cap() && !determiners[toks[k].lower] {
				k++
			}
			e := k
			for e < len(toks) && e-k < 4 && toks[e].kind == tWord && toks[e].cap() {
				e++
			}
			if k > np.b+1 && e-k >= 2 && (e == len(toks) || toks[e].kind == tPunct) {
				return rng{np.a, e}
			}
		}
		return np
	}
	if e := pluralRoleAfter(toks, i); e > i {
		return rng{i, e} // "said farm economists", "say analysts at the bank"
	}
	k := i
	for k < len(toks) && k < i+3 && toks[k].kind == tWord && !toks[k].cap() && !subjectStop[toks[k].lower] && !determiners[toks[k].lower] &&
		!timeWords[toks[k].lower] && cueForms[toks[k].lower] == "" && !preCueSkip[toks[k].lower] && !adverb(toks[k].lower) && pronouns[toks[k].lower] == "" {
		k++
	}
	e := k
	for e < len(toks) && e-k < 6 && toks[e].kind == tWord && toks[e].cap() && !timeWords[toks[e].lower] {
		e++ // ("said retired Army Lt. Gen. Mick Bednarek": a unit and two titles)
	}
	if k == i || e-k < 2 || e < len(toks) && toks[e].kind != tPunct {
		return rng{}
	}
	return rng{i, e}
}

// pluralRoleAfter returns the end of a bare plural of a role noun at i,
// perhaps after one or two lower-case modifiers and with a short phrase
// after it that says where they work ("farm economists", "analysts at the
// bank"), when the sentence or clause ends there; else i. nounPhraseAfter
// leaves a bare plural out, as most are objects ("sought to calm his
// supporters"), but after an inverted cue it is the speaker.
func pluralRoleAfter(toks []token, i int) int {
	h := i
	for h < len(toks) && h < i+3 && toks[h].kind == tWord && !toks[h].cap() && !pluralRole(toks[h].lower) && !determiners[toks[h].lower] && !prepositions[toks[h].lower] && !subjectStop[toks[h].lower] && pronouns[toks[h].lower] == "" && cueForms[toks[h].lower] == "" {
		h++
	}
	if h >= len(toks) || !pluralRole(toks[h].lower) || toks[h].cap() {
		return i
	}
	e := h + 1
	if e < len(toks) && (toks[e].lower == "at" || toks[e].lower == "of" || toks[e].lower == "from" || toks[e].lower == "with") {
		k := e + 1
		for k < len(toks) && k <= e+5 && toks[k].kind == tWord && (determiners[toks[k].lower] || toks[k].cap() || !subjectStop[toks[k].lower] && !prepositions[toks[k].lower] && cueForms[toks[k].lower] == "") {
			k++
		}
		if k > e+1 && (k == len(toks) || toks[k].kind == tPunct) {
			e = k
		}
	}
	if e < len(toks) && toks[e].kind != tPunct {
		return i
	}
	return e
}

// negatedClause reports whether the speaker phrase sp holds a negated verb
// group of its own ("The campaign did not immediately return"), outside a
// relative clause ("Voters who did not vote"): a clause, not a subject.
func negatedClause(toks []token, sp rng) bool {
	for k := sp.a + 1; k < sp.b; k++ {
		switch w := toks[k].lower; {
		case w == "who" || w == "that" || w == "which" || toks[k].quoted:
			return false
		case (w == "did" || w == "does" || w == "do") && k+1 < sp.b && toks[k+1].lower == "not", w == "didn't" || w == "didn’t" || w == "doesn't" || w == "doesn’t":
			return true
		}
	}
	return false
}

// subjectAfterClause returns the subject that ends the speaker phrase sp
// when the phrase is a clause of the article's with its own verb before
// it: "That was what | Sanders (wanted)", "This is how | Clinton
// (explained)", "there are still some things | he (appears)". The
// subject is a name or a pronoun right before the cue, after a copula or
// auxiliary of the phrase's own (not a relative clause's: "Voters who were
// polled"); otherwise sp is kept.
func subjectAfterClause(toks []token, sp rng) rng {
	if sp.b-sp.a < 3 || sp.b > len(toks) || relativeClause(toks, rng{sp.a, sp.a + 1}) || toks[sp.a].lower == "who" {
		return sp
	}
	aux := -1
	for k := sp.a + 1; k < sp.b-1; k++ {
		w := toks[k].lower
		if w == "who" || w == "that" || w == "which" || w == "whose" || toks[k].quoted {
			return sp
		}
		if auxiliaries[w] && !toks[k].cap() {
			aux = k
		}
	}
	if aux < 0 {
		return sp
	}
	last := toks[sp.b-1]
	switch {
	case subjectPronoun(last.lower) && sp.b-1 > aux+1:
		return rng{sp.b - 1, sp.b}
	case last.cap() && !titles[last.lower]:
		a := sp.b - 1
		for a-1 > aux && toks[a-1].cap() && sp.b-a < 4 {
			a--
		}
		if a > aux+1 && !toks[a-1].cap() && !possessive(toks[a-1].lower) && (questionWords[toks[a-1].lower] || toks[a-1].kind == tWord && !determiners[toks[a-1].lower]) {
			return rng{a, sp.b}
		}
	}
	return sp
}

// quoteAfterColon returns where what was said starts in toks[start:end]
// before a cue that follows it: at a quotation that a colon opens and that
// runs up to the cue ("Gray was blunt: “Civility is dead,” he said": the
// words before the colon are the article's), else at start.
func quoteAfterColon(toks []token, start, end int) int {
	if start >= len(toks) || toks[start].kind == tQuote {
		return start
	}
	for k := start + 1; k+1 < end; k++ {
		if toks[k].text != ":" || toks[k+1].kind != tQuote || !toks[k+1].open || !toks[k+1].paired {
			continue
		}
		for j := k + 2; j < end; j++ {
			if t := toks[j]; !t.quoted && t.kind == tWord {
				return start // words of the article's after the quotation
			}
		}
		return k + 1
	}
	return start
}

// nameAfter returns the name of two to four capitalized words between a
// comma at i and the next comma or the sentence's end, or nothing.
func nameAfter(toks []token, i int) rng {
	if i >= len(toks) || toks[i].text != "," {
		return rng{}
	}
	j := i + 1
	for j < len(toks) && toks[j].kind == tWord && toks[j].cap() && j-i <= 4 {
		j++
	}
	if j-i-1 < 2 || j < len(toks) && toks[j].kind == tWord || j < len(toks) && toks[j].text != "," && toks[j].text != "." {
		return rng{}
	}
	return rng{i + 1, j}
}

// covered reports whether another report's content holds r's content start.
func covered(r *raw, out []*raw) bool {
	for _, o := range out {
		if o.content.Start <= r.content.Start && r.content.Start < o.content.End {
			return true
		}
	}
	return false
}

// seenBy splits a speaker "X seen by NAME" (obtained, reviewed): "A copy of
// the memo seen by Reuters said": the memo speaks, through the outlet that
// saw it, a hop when it is one (as "quoted by" is). An aside between the
// speaker and the cue names such an outlet too: "The minister, quoted by
// Reuters, said".
func seenBy(toks []token, r *raw) {
	if r.speaker.empty() || !r.quotedBy.empty() {
		return
	}
	for k := r.speaker.a + 1; k+1 < r.speaker.b; k++ {
		if w := toks[k].lower; k+2 < r.speaker.b && (w == "seen" || w == "obtained" || w == "reviewed") && toks[k+1].lower == "by" && (toks[k+2].cap() || toks[k+2].lower == "the" && k+3 < r.speaker.b && toks[k+3].cap()) {
			r.speaker, r.quotedBy = rng{r.speaker.a, k}, rng{k + 2, r.speaker.b}
			return
		}
		if releasedWhen(toks, k, r.speaker.b) {
			r.speaker = rng{r.speaker.a, k} // "a court filing made public Wednesday", "a report released Tuesday": the document, not its day
			return
		}
	}
	for k := r.speaker.b + 1; k+2 < r.cue.a && r.cue.a <= len(toks); k++ {
		w := toks[k].lower
		if (w == "quoted" || w == "cited") && toks[k-1].text == "," && toks[k+1].lower == "by" ||
			(w == "reported" || obtainedWords[w]) && k > 1 && toks[k-1].lower == "first" && toks[k-2].text == "," && toks[k+1].lower == "by" {
			if np := nounPhraseAfter(toks, k+2); !np.empty() && np.b <= r.cue.a {
				r.quotedBy = np // "The minister, quoted by Reuters, said", "The documents, first reported by the Globe, show": the outlet that quoted her or had them
			}
			return
		}
	}
}

// releasedWhen reports whether the words from k to end say when a document
// came out: "made public Wednesday", "released on Tuesday", "published last
// week".
func releasedWhen(toks []token, k, end int) bool {
	w := toks[k].lower
	j := k + 1
	switch {
	case w == "made" && j < end && toks[j].lower == "public":
		j++
	case w == "released" || w == "published" || w == "issued" || w == "filed" || w == "posted":
	default:
		return false
	}
	if j < end && (toks[j].lower == "on" || toks[j].lower == "last" || toks[j].lower == "this" || toks[j].lower == "earlier") {
		j++
	}
	return j < end && timeWords[toks[j].lower] && !(j+1 < end && toks[j+1].lower == "by" && k > 0 && media[toks[k-1].lower] != "") // (not "data released Thursday by Ontario Health": the body that released it speaks)
}

// reducedPassive returns where the "by" of a participle that modifies the
// noun before it stands ("A plan threatened by the ministry", "the levy,
// condemned by the council,"), or -1: a participle in -ed after a word
// that is no auxiliary, copula or pronoun, then "by" (a time may stand
// between) and a capital or determiner.
func reducedPassive(toks []token, cue rng) int {
	i := cue.a
	if cue.b != i+1 || i == 0 || !strings.HasSuffix(toks[i].lower, "ed") || toks[i].cap() {
		return -1
	}
	by := i + 1
	if by+1 < len(toks) && timeWords[toks[by].lower] {
		by++
	}
	if by+1 >= len(toks) || toks[by].lower != "by" || !(toks[by+1].cap() || determiners[toks[by+1].lower]) {
		return -1
	}
	p := toks[i-1]
	if p.text == "," {
		if i < 2 || toks[i-2].kind != tWord {
			return -1
		}
		p = toks[i-2]
	}
	if p.kind != tWord || auxiliaries[p.lower] || isCopula(p.lower) || pronouns[p.lower] != "" || adverb(p.lower) || passiveAdverbs[p.lower] || notNounBefore[p.lower] {
		return -1 // "was threatened by" is passiveBy's; "who threatened" a clause
	}
	return by
}

// reducedAside reports whether the cue is a participle in -ed that opens
// an aside between commas after its noun, with the noun's own verb after
// it ("The deal, announced Wednesday, will give", "Smith, asked about the
// deal, said nothing"): the noun is what was announced or asked, no
// speaker, and the aside names none.
func reducedAside(toks []token, cue rng) bool {
	i := cue.a
	if cue.b != i+1 || i < 2 || toks[i-1].text != "," || !strings.HasSuffix(toks[i].lower, "ed") || toks[i].quoted {
		return false
	}
	if p := toks[i-2]; p.kind != tWord || adverb(p.lower) || notNounBefore[p.lower] || pronouns[p.lower] != "" {
		return false
	}
	for k := i + 1; k < len(toks) && k <= i+8; k++ {
		t := toks[k]
		if t.text == "," {
			if k == i+1 || k+1 >= len(toks) {
				return false
			}
			w := toks[k+1].lower
			return finiteVerb(w) || cueForms[w] != "" && !strings.HasSuffix(w, "ing")
		}
		if t.kind != tWord || t.lower == "that" || t.lower == "by" || finiteVerb(t.lower) {
			return false
		}
	}
	return false
}

// noOneSaid reports whether a subject is no one: "Neither team", "No
// official", "Nobody", "None of the candidates", "No one".
func noOneSaid(p []token) bool {
	switch p[0].lower {
	case "neither", "nobody", "none":
		return true
	case "no":
		return len(p) > 1 && p[1].kind == tWord
	}
	return false
}

// notNounBefore are words that stand before a participle without being
// the noun it modifies: "When asked by", "as reported by", "both attacked by".
var notNounBefore = set("who which that when whenever if while as and or but both once then so being having")

// passiveAgent reads a reduced passive as the agent's statement about the
// noun it modifies: in "A plan threatened by the ministry would cut the
// levy", the ministry threatened a plan (the source is the agent, as
// passiveBy reads "was threatened by").
func passiveAgent(s *sentence, cue rng, by int) *raw {
	toks := s.toks
	agent := nounPhraseAfter(toks, by+1)
	if agent.empty() || byWhen(toks, by+1) {
		return nil // (not "snow expected by Wednesday morning": when)
	}
	for k := agent.a + 1; k < agent.b; k++ {
		if w := toks[k].lower; !toks[k].cap() && (strings.HasSuffix(w, "ed") || irregularPast[w]) && !determiners[toks[k-1].lower] && !adverb(toks[k-1].lower) {
			agent.b = k // "A strike called by the union | closed the mill"
			break
		}
	}
	e := cue.a
	if toks[e-1].text == "," {
		e--
	}
	a := e
	for a > 0 && a > e-6 && toks[a-1].kind == tWord && !prepositions[toks[a-1].lower] && cueForms[toks[a-1].lower] == "" && !(a < e && determiners[toks[a].lower]) {
		a--
	}
	if a == e {
		return nil
	}
	return &raw{sent: s, cue: rng{cue.a, by + 1}, speaker: agent, content: spanOf(toks, rng{a, e}), postType: true}
}

// perceptionVerbs are verbs of perceiving or remembering someone's act:
// "Witnesses heard him tell", "She remembers him apologizing".
var perceptionVerbs = set("heard hear hears hearing overheard overhear saw see sees seeing watched watch watches " +
	"watching remember remembers remembered remembering recalls recalled noticed witnessed")

// beforeSeenOrHeard cuts from the speaker phrase sp a passive of
// perception at its end: in "A woman can be heard pleading for help", "a
// man was seen shouting at officers", the woman and the man speak.
func beforeSeenOrHeard(toks []token, sp rng) rng {
	if sp.b-sp.a < 3 || !seenOrHeard[toks[sp.b-1].lower] {
		return sp
	}
	k := sp.b - 1
	for k > sp.a+1 && (auxiliaries[toks[k-1].lower] || toks[k-1].lower == "be" || toks[k-1].lower == "been" || toks[k-1].lower == "clearly" || toks[k-1].lower == "also") {
		k--
	}
	if k == sp.b-1 {
		return sp // no auxiliary: "the woman heard" is no passive
	}
	return rng{sp.a, k}
}

// seenOrHeard are the participles of a passive of perception.
var seenOrHeard = set("heard seen overheard filmed recorded caught shown")

// perceived gives a report the person perceived as its speaker, not the
// one who perceived: in "Witnesses heard him tell the clerk to open the
// till", "She remembers him apologizing", the speaker phrase the cue
// found runs over a perception verb; what follows that verb, up to the
// cue, is who spoke.
func perceived(toks []token, r *raw) (nobody bool) {
	if r.speaker.empty() || r.cue.empty() || r.speaker.b > r.cue.a || r.cue.a-r.speaker.b > 6 {
		return false
	}
	for k := r.cue.a - 2; k >= r.speaker.a && k >= r.cue.a-6; k-- {
		if perceptionVerbs[toks[k].lower] && !toks[k].cap() {
			np := rng{k + 1, r.cue.a}
			if indefinitePronouns[toks[k+1].lower] && np.b == np.a+1 {
				return true // "I have never heard anyone say ...": no one's words
			}
			if np.b-np.a <= 4 && (objectPronouns[toks[k+1].lower] || toks[k+1].cap() || determiners[toks[k+1].lower] || toks[k+1].lower == "someone" || toks[k+1].lower == "somebody") {
				r.speaker, r.appos, r.pre = np, nil, nil
			}
			return false
		}
	}
	return false
}

// indefinitePronouns name no one in particular: "heard anyone say".
var indefinitePronouns = set("anyone anybody everyone everybody nobody")

// endAtCoordinatedVerb ends an object's content before a verb coordinated
// with the cue, in the cue's form, that takes an object of its own:
// "calling them “beaners” and bragging about the wall", "echoed similar
// themes and took the stage": the subject's next act, not what was said. A
// clause's content ("said the road would open and flood") is left alone:
// an auxiliary or a copula before "and" makes it one.
func endAtCoordinatedVerb(s *sentence, r *raw) {
	toks := s.toks
	if r.postType || r.contentSent != nil && r.contentSent != s || r.cue.empty() || r.cue.a >= len(toks) {
		return
	}
	form := verbForm(toks[r.cue.a].lower)
	first := tokAt(toks, r.content.Start)
	if first < 0 || first < r.cue.b || form == "" && toks[first].kind != tQuote {
		return // (a quotation's end is found whatever the cue's form: "said “Q” and left")
	}
	for k := first + 1; k+2 < len(toks) && toks[k].start < r.content.End; k++ {
		t := toks[k]
		if t.quoted {
			continue
		}
		if isCopula(t.lower) || modals[t.lower] || auxiliaries[t.lower] || subjectPronoun(t.lower) {
			return
		}
		if t.lower != "and" {
			continue
		}
		v := k + 1
		if adverb(toks[v].lower) && v+2 < len(toks) {
			v++ // "and then took"
		}
		n, o := toks[v], toks[v+1]
		afterQuote := toks[k-1].kind == tQuote && !toks[k-1].open && toks[first].kind == tQuote // "said “we will win” and left": the quotation was all
		if n.kind == tWord && !n.cap() && (form != "" && verbForm(n.lower) == form || afterQuote && (irregularPast[n.lower] || strings.HasSuffix(n.lower, "ed"))) &&
			(afterQuote || determiners[o.lower] || possessiveDeterminers[o.lower] || prepositions[o.lower] || objectPronouns[o.lower] || o.lower == "that") {
			end := k
			if toks[end-1].text == "," {
				end--
			}
			if afterQuote && toks[first].open && k-2 > first {
				r.content = spanOf(toks, rng{first + 1, k - 1}) // the quotation's words, as "“Q,” she said" gives them
				return
			}
			if end > first {
				r.content.End = toks[end-1].end
			}
			return
		}
	}
}

// verbForm is the form of a verb w reads as: "ing", "ed" (a past, regular
// or not), or "" for any other word.
func verbForm(w string) string {
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ing"):
		return "ing"
	case len(w) > 3 && strings.HasSuffix(w, "ed") || irregularPast[w]:
		return "ed"
	}
	return ""
}

// namingVerbs give their object a name or a verdict, and so in the passive
// name the agent as the one who said it: "X has been called a charlatan by
// fellow physicians".
var namingVerbs = set("call label brand dub")

// namedPassive reads "SUBJECT has been called NAME by AGENT": the agent
// called the subject so, and the content is the subject with what it was
// called, as PolNeAR annotates it. The name may be quoted ("been called
// “strategic ambiguity” by Joshua Hendrick"); nil when the verb is not such a
// passive or no agent follows within six words.
func namedPassive(s *sentence, c cueHit) *raw {
	toks := s.toks
	if !namingVerbs[c.lemma] || c.r.a < 2 {
		return nil
	}
	j := c.r.a - 1
	for j > 0 && (adverb(toks[j].lower) || passiveAdverbs[toks[j].lower]) {
		j--
	}
	if !(isCopula(toks[j].lower) || toks[j].lower == "being") || toks[j].cap() {
		return nil
	}
	by := -1
	for k := c.r.b + 1; k < len(toks) && k <= c.r.b+6; k++ {
		if toks[k].lower == "by" && !toks[k].quoted {
			by = k
			break
		}
		if toks[k].kind == tPunct && toks[k].text != "-" {
			return nil
		}
	}
	if by < 0 {
		return nil
	}
	if byWhen(toks, by+1) {
		return nil // "is called by Friday": when
	}
	agent := nounPhraseAfter(toks, by+1)
	if agent.empty() {
		agent = bareAgent(toks, by+1) // "by fellow physicians"
	}
	subj, _, ok := subjectBefore(toks, j)
	if agent.empty() || !ok || subj.empty() || relativeClause(toks, rng{subj.a, subj.a + 1}) {
		return nil
	}
	r := &raw{sent: s, cue: c.r, speaker: agent, content: spanOf(toks, rng{subj.a, by}), postType: true}
	return validContent(r)
}

// sayingGerunds report words after "for" ("criticized for saying that
// ..."): the clause's subject said them (not "assailed her for supporting
// the war", a stance the object holds).
var sayingGerunds = set("saying telling claiming suggesting writing arguing calling tweeting insisting asserting declaring")

// byVerbs are the verbs a speech participle follows with "by": "began by
// saying", "responded by calling".
var byVerbs = set("began begin begins begun start started starts end ended ends open opened opens close closed closes " +
	"respond responded responds reply replied replies react reacted reacts answer answered answers conclude concluded concludes")

// verbCue handles a reporting verb: the readings that a form or a place of
// the cue decides first ("quoted as saying", "Said X, “Q”", a participle,
// an inverted ", said X"), then the subject's report (subjectReport).
func verbCue(s *sentence, c cueHit, earlier []*raw) *raw {
	toks := s.toks
	r := &raw{sent: s, cue: c.r}
	if b := c.r.b; b+1 < len(toks) && toks[b].lower == "such" && toks[b+1].lower == "as" {
		return nil // "Republican advocates such as The Dallas Morning News": a plural noun and its examples, no verb and object
	}
	if b := c.r.b; b+1 < len(toks) && toks[b].lower == "by" && byVerbs[toks[c.r.b-1].lower] && strings.HasSuffix(toks[b+1].lower, "ing") && cueForms[toks[b+1].lower] != "" {
		return nil // "responded by calling it a disaster": the participle's statement, "responded by calling", carries it
	}
	if sp, by, appos, ok := quotedAsSaying(toks, c.r.a); ok {
		return quotedReport(toks, c, r, sp, by, appos)
	}
	if saidFirst(toks, c, r) {
		return validContent(r)
	}
	// Participle after a comma, or fronted ("Aside from saying X, the commander ..."):
	// the speaker is the clause's subject.
	if strings.HasSuffix(toks[c.r.a].lower, "ing") {
		if res, done := participleReport(s, c, earlier, r); done {
			return res
		}
	}
	if res, done := invertedReport(toks, c, r); done {
		return res
	}
	return subjectReport(s, c, earlier, r)
}

// tokBefore is toks[i], or no token before the first.
func tokBefore(toks []token, i int) token {
	if i < 0 {
		return token{}
	}
	return toks[i]
}

// quotedReport reads "X was quoted (by Y) as saying Q": X (sp) speaks,
// through Y (by), and Q, before or after, is what was said.
func quotedReport(toks []token, c cueHit, r *raw, sp, by rng, appos []rng) *raw {
	// "The minister was quoted by Reuters as saying that Q"
	r.speaker, r.quotedBy, r.appos = sp, by, appos
	if sp.a > 0 && len(appos) == 0 {
		r.pre = descriptorsBefore(toks, sp.a) // "Russia's deputy foreign minister, X, was quoted"
	}
	for k := sp.a + 1; k < sp.b; k++ {
		if toks[k].text == "," {
			// "quoted Wassim Bouhlel, a Nice native, as saying": the name
			// speaks, the other phrase describes ("a survivor, Ahmed Ali")
			first, second := rng{sp.a, k}, rng{k + 1, sp.b}
			if determiners[toks[sp.a].lower] || possessiveDeterminers[toks[sp.a].lower] {
				r.speaker, r.pre = second, []rng{first}
			} else {
				r.speaker, r.appos = first, []rng{second}
			}
			break
		}
	}
	after := skipAfterCue(toks, c.r.b)
	if after < len(toks) && toks[after].lower == "by" && r.quotedBy.empty() {
		if np := nounPhraseAfter(toks, after+1); !np.empty() && (np.b >= len(toks) || isEnd(toks[np.b:])) {
			r.quotedBy, after = np, np.b // "..., X was quoted as saying by IRNA."
		}
	}
	if cs := contentStart(toks); (after >= len(toks) || isEnd(toks[after:])) && sp.a > cs+1 {
		// "Iran will respond, the minister was quoted as saying": what
		// was said comes before its speaker
		switch e := sp.a - 1; {
		case toks[e].text == ",":
			r.content, r.postType = spanOf(toks, rng{cs, e}), true
			return validContent(r)
		case toks[e].kind == tQuote && !toks[e].open && toks[e-1].text == "," && toks[cs].kind == tQuote && toks[cs].open && e-1 > cs+1:
			r.content, r.postType = spanOf(toks, rng{cs + 1, e - 1}), true // "“Q,” X was quoted as saying"
			return validContent(r)
		}
	}
	r.content = spanOf(toks, rng{after, clauseEnd(toks, c.r.b)})
	return validContent(r)
}

// saidFirst reads a sentence that opens with its cue: "Said Dorothy
// Poynter, who grew up with Ali, “We were all so proud of him.”": the cue,
// then the speaker, then the quotation. It reports whether it set r.
func saidFirst(toks []token, c cueHit, r *raw) bool {
	if !toks[c.r.a].cap() || strings.HasSuffix(toks[c.r.a].lower, "ing") || c.r.a != contentStart(toks) {
		return false
	}
	// "Said Dorothy Poynter, who grew up with Ali, “We were all so proud
	// of him.”": the cue first, then the speaker, then the quotation
	if sp := nounPhraseAfter(toks, c.r.b); !sp.empty() && (toks[sp.a].cap() || (titles[toks[sp.a].lower] || roleNouns[toks[sp.a].lower]) && sp.a+1 < sp.b && toks[sp.a+1].cap()) { // ("Said councillor Erik Lind: “Q”")
		for q := sp.b; q < len(toks) && q-sp.b <= 25; q++ {
			if toks[q].kind == tQuote && toks[q].open && toks[q].paired && (toks[q-1].text == "," || toks[q-1].text == ":") {
				r.speaker, r.appos = sp, appositivesAfter(toks, sp.b)
				r.content = spanOf(toks, rng{q, len(toks)})
				return true
			}
		}
	}
	return false
}

// participleReport reads a participle after a comma, or fronted ("Aside
// from saying X, the commander ..."): the speaker is the clause's subject.
// done says whether it decided (res, nil for no statement).
func participleReport(s *sentence, c cueHit, earlier []*raw, r *raw) (res *raw, done bool) {
	toks := s.toks
	p := tokBefore(toks, c.r.a-1)
	if q := tokBefore(toks, c.r.a-2); (participleAdverbs[p.lower] || adverb(p.lower)) && (q.text == "," || q.lower == "before" || q.lower == "after" || q.lower == "while") {
		p = q // ", even suggesting he may have been sabotaged", "before optimistically predicting that"
	}
	mediumAt := c.r.a - 1
	if timeWords[p.lower] && c.r.a >= 3 && media[toks[c.r.a-2].lower] != "" {
		mediumAt = c.r.a - 2 // "released a statement Wednesday saying"
	} else if timeWords[p.lower] && c.r.a >= 4 && (timeWords[toks[c.r.a-2].lower] || toks[c.r.a-2].lower == "early" || toks[c.r.a-2].lower == "late") && media[toks[c.r.a-3].lower] != "" {
		mediumAt = c.r.a - 3 // "unleashed a series of tweets early Friday saying"
	}
	if medium := media[toks[max(mediumAt, 0)].lower]; medium != "" && c.r.a >= 2 {
		// "X issued a statement calling Q": X speaks, in the statement;
		// "In a statement announcing the pick, X called ...": the
		// statement's words are the main clause's
		if k := contentStart(toks); prepositions[toks[k].lower] {
			inside := true
			for _, t := range toks[k:c.r.a] {
				if t.text == "," {
					inside = false // "On Saturday, Trump issued a statement saying Q"
				}
			}
			if inside {
				return nil, true
			}
		}
		v := mediumAt - 1
		for v > 0 && !issueVerbs[toks[v].lower] && (determiners[toks[v].lower] || toks[v].lower == "out" || toks[v].kind == tWord && !toks[v].cap() && !strings.HasSuffix(toks[v].lower, "ed") && v > mediumAt-3) {
			v-- // "sent out a fundraising email stressing"
		}
		if v > 0 && (issueVerbs[toks[v].lower] || v < mediumAt-1 && !toks[v].cap() && (strings.HasSuffix(toks[v].lower, "ed") || irregularPast[toks[v].lower])) {
			// (any past tense before the medium's phrase issues it: "unleashed a series of tweets")
			if sp, _, ok := subjectBefore(toks, v); ok {
				r.speaker, r.medium = sp, medium
				r.content = spanOf(toks, rng{skipAfterCue(toks, c.r.b), clauseEnd(toks, c.r.b)})
				return validContent(r), true
			}
		}
	}
	if p.kind == tQuote && !p.open && tokBefore(toks, c.r.a-2).text == "," {
		p = tokBefore(toks, c.r.a-2) // “New York values,” saying: the comma is inside the quotation
	}
	if p.text == "–" {
		p.text = "—"
	}
	if p.text == "," || p.text == "—" || c.r.a == contentStart(toks) && toks[c.r.a].cap() && c.r.b < len(toks) && !prepositions[toks[c.r.b].lower] && !foundPlaces[toks[c.r.b].lower] && toks[c.r.b].lower != "before" && media[toks[c.r.b].lower] == "" || p.lower == "by" || p.lower == "after" || p.lower == "while" || p.lower == "from" || p.lower == "before" || p.lower == "besides" || p.lower == "despite" || p.lower == "upon" || p.lower == "since" || p.lower == "for" && sayingGerunds[toks[c.r.a].lower] {
		if p.lower == "by" && c.r.a >= 2 && byVerbs[toks[c.r.a-2].lower] {
			// "he began by saying, “...”", "She responded by calling it ...": the
			// subject of the verb before "by" speaks
			c.r.a -= 2
			return verbCue(s, c, earlier), true
		}
		if e := lastOf(earlier); p.text != "," && p.text != "—" && e != nil && e.sent == s && !e.cue.empty() && e.cue.b < c.r.a-1 &&
			e.content.Start < p.start && e.content.End >= toks[c.r.a].end && e.speaker.b <= e.cue.a {
			// "The emails show that Labott took directions by posting
			// criticisms": a participle after a preposition ("by",
			// "after", "while" ...) inside the last report's content is
			// the reported clause's, not a second report of its speaker
			return nil, true
		}
		if p.lower == "by" && toks[c.r.a].lower == "adding" && c.r.a-1 > contentStart(toks)+1 && !(c.r.b < len(toks) && (toks[c.r.b].lower == "that" || toks[c.r.b].kind == tQuote)) {
			return nil, true // "defined these areas by adding a few communities": how it was done, no report
		}
		if p.text != "," && p.text != "—" && (c.r.a-1 <= contentStart(toks)+1 || shortIntroBefore(toks, c.r.a-1)) {
			// fronted: content runs to the comma after which the clause's
			// subject and its verb follow ("Aside from saying X, allegedly
			// Y, the commander also asked ...")
			end, sp := c.r.b, rng{}
			for {
				for end < len(toks) && toks[end].text != "," {
					end++
				}
				if end >= len(toks) {
					return nil, true
				}
				after := end + 1
				if after < len(toks) && toks[after].kind == tQuote && !toks[after].open {
					after++ // "After saying it was “so swollen,” she was ...": the comma inside the quotation
				}
				sp = nounPhraseAfter(toks, after)
				for q := sp.a + 1; q < sp.b; q++ {
					if (verbLike(toks[q]) || irregularPast[toks[q].lower]) && !determiners[toks[q-1].lower] && !possessiveDeterminers[toks[q-1].lower] {
						sp.b = q // "..., the man ended his speech", "..., Moss left": the phrase stops at its verb
						break
					}
				}
				if !sp.empty() && sp.b < len(toks) && (verbLike(toks[sp.b]) || irregularPast[toks[sp.b].lower]) {
					break
				}
				end++
			}
			r.speaker = sp
			r.content = spanOf(toks, rng{skipAfterCue(toks, c.r.b), end})
			return validContent(r), true
		}
		if m, last := mainReport(s, earlier, c.r.a), lastOf(earlier); m != nil && last != nil && last != m && last.sent == s &&
			s.toks[last.cue.a].start >= m.content.Start && s.toks[last.cue.a].start < m.content.End {
			r.inherit = m // "The FT reported that the bank was considering cuts, citing people ...": the FT cites
		} else if len(earlier) > 0 {
			r.inherit = earlier[len(earlier)-1]
		} else if sp, end := asideParticiple(toks, c); !sp.empty() {
			// "Obama, saying that security came first, stood beside him":
			// the subject's words, up to the comma before its verb
			r.speaker = sp
			r.content = spanOf(toks, rng{skipAfterCue(toks, afterRecipient(toks, c)), end})
			return validContent(r), true
		} else if sp := subjectNP(toks); !sp.empty() && sp.b <= c.r.a && headOK(toks, sp) {
			r.speaker = sp
			if marketSubject(toks, sp) {
				if sub := actorBefore(toks, sp.b, c.r.a-1); !sub.empty() {
					r.speaker = sub // "Shares of X fell after the chipmaker cut its forecast, citing ...": the chipmaker cites
				}
			}
		} else {
			return nil, true
		}
		after := skipAfterCue(toks, afterRecipient(toks, c))
		if c.lemma == "deem" && after+1 < len(toks) && pronouns[toks[after].lower] != "" {
			after++ // ", deeming it “a disaster”": the verdict, not its object (as spanReport reads it)
		}
		r.content = spanOf(toks, rng{after, len(toks)}) // ", telling parliament that ..."
		return validContent(r), true
	}
	return nil, false
}

// clauseVerbIn reports whether a subject the readers found holds a verb
// of its own in the present or the past, and so is a clause ("The shelf tag
// shows the price per 100 grams, which makes it easier ..., says X": X
// speaks, after the clause).
func clauseVerbIn(p []token) bool {
	for k, t := range p {
		if q := p[max(k-1, 0)]; k > 0 && (q.kind != tWord || prepositions[q.lower] || determiners[q.lower] || possessiveDeterminers[q.lower]) {
			continue // "The statement of claim": a noun after "of", no verb
		}
		if k > 0 && t.kind == tWord && !t.cap() && !t.quoted && (cueForms[t.lower] != "" && !strings.HasSuffix(t.lower, "ing") && !strings.HasSuffix(t.lower, "ed") || auxiliaries[t.lower] && t.lower != "has" && t.lower != "had") {
			return true
		}
	}
	return false
}

// asideBeforeVerb reports whether the comma right before the cue at i
// closes an aside that opens with a comparison or an addition ("the
// lockdowns, rather than hesitancy, explain the gap", "the bill, along with
// two others, faces a vote"): the cue is the clause's own verb, after the
// aside, and nothing before the aside was reported.
func asideBeforeVerb(toks []token, i int) bool {
	for k := i - 2; k > 0 && k >= i-12; k-- {
		if toks[k].text != "," {
			continue
		}
		w, n := toks[k+1].lower, nextWord(toks, k+2)
		return w == "rather" && n == "than" || (w == "along" || w == "together") && n == "with" || w == "as" && n == "well" || w == "not" || w == "unlike"
	}
	return false
}

// invertedReport reads ", said X." / "," said X. Not "told": its object is
// whom it was told to (", told Reuters," follows its speaker). done says
// whether it decided.
func invertedReport(toks []token, c cueHit, r *raw) (res *raw, done bool) {
	if p := tokBefore(toks, c.r.a-1); (p.text == "," || p.kind == tQuote && !p.open && (tokBefore(toks, c.r.a-2).kind == tPunct || toks[contentStart(toks)].kind == tQuote)) && !recipientLemmas[c.lemma] && !beliefLemmas[c.lemma] {
		// (not "she “absolutely” supported the plan": a quoted word, no quotation before its cue)
		if asideBeforeVerb(toks, c.r.a) {
			return nil, false // "Researchers argue that the lockdowns, rather than hesitancy, explain the gap": the clause's own verb
		}
		if sb, appos, ok := subjectBefore(toks, c.r.a); quantifiedAside(toks, c.r.a-1) || ok && !clauseVerbIn(toks[sb.a:sb.b]) && (len(appos) > 0 || asideBefore(toks, c.r.a-1) >= 0 || sb.a > 0 && sb.b == c.r.a-1 && (toks[sb.a-1].text == "," || sb.a > 1 && ageWord(toks[sb.a-1].lower) && toks[sb.a-2].text == ",")) {
			// "X, a spokesman for Y, said", "The campaign's manager, X, said", "The driver, 45-year-old X, said": not inverted
		} else if sp := sourceTail(toks, bodyTail(toks, withoutMedium(toks, invertedSpeaker(toks, c.r.b)))); !sp.empty() && (sp.b-sp.a <= 7 || sp.b-sp.a <= 12 && nameOfBody(toks[sp.a:sp.b]) > 0 || sp.b-sp.a <= 10 && unnamedPhrase(toks[sp.a:sp.b])) && noVerb(toks[sp.a:sp.b]) && (sp.b >= len(toks) || toks[sp.b].kind == tPunct || adjunctTail(toks, sp.b) || describingTail(toks, sp) || timeClause[toks[sp.b].lower] && toks[contentStart(toks)].kind == tQuote) {
			for k := sp.a + 1; k < sp.b-1; k++ {
				if toks[k].lower == "in" && toks[k-1].cap() && toks[k+1].cap() {
					sp.b = k // "says Dossym Satpayev in Almaty": where he is, not his name
					break
				}
			}
			r.speaker = sp
			r.appos = appositivesAfter(toks, sp.b)
			if n := nameAfter(toks, sp.b); !n.empty() && !toks[sp.b-1].cap() && len(r.appos) == 0 {
				// "..., said one woman, Ana Lazar, 42": the name speaks, the phrase describes her
				r.speaker, r.appos = n, append([]rng{sp}, appositivesAfter(toks, n.b)...)
				sp = n
			}
			tail := sp.b
			if describingTail(toks, sp) {
				tail = len(toks) // "..., said one of two witnesses who relayed the story.": describes the speaker
			}
			if n := len(r.appos); n > 0 {
				// "..., said David Autor, a professor of economics.": no second
				// half; nor after "said the driver, Ola Dahl.", whose name
				// follows the phrase that describes him
				tail = relativeThenQuote(toks, max(r.appos[n-1].b, sp.b))
			}
			if q := sp.b + 1; q < len(toks) && toks[sp.b].text == ":" && toks[q].kind == tQuote && toks[q].open && toks[q].paired && len(r.appos) == 0 {
				r.content = spanOf(toks, rng{q, len(toks)}) // "In other words, explained X: “Q”": the quotation after the colon is what was said
				return validContent(r), true
			}
			r.content = withSecondHalf(toks, spanOf(toks, rng{contentStart(toks), c.r.a}), tail)
			r.postType = true
			return validContent(r), true
		}
	}
	return nil, false
}

// subjectReport reads the report of the subject before the cue: "X said
// (that) Q", with the subject found by the readers in turn (coordinated
// verbs, relative clauses, reduced relatives), then its content (spanReport).
func subjectReport(s *sentence, c cueHit, earlier []*raw, r *raw) *raw {
	toks := s.toks
	sp, appos, ok := subjectBefore(toks, c.r.a)
	if ok {
		sp = withoutFrontedPhrase(toks, sp)
	}
	if ok && sp.b-sp.a > 1 && subjectPronoun(toks[sp.a].lower) && toks[sp.a+1].kind == tWord && !toks[sp.a+1].cap() && strings.HasSuffix(toks[c.r.a].lower, "ing") {
		sp.b = sp.a + 1 // "said she wakes up every morning hoping ...": the pronoun, its verb phrase after it
	}
	if ok && strings.HasSuffix(toks[c.r.a].lower, "ing") && sp.b == c.r.a && sentDocumentBefore(toks, sp.a) {
		if sub := subjectNP(toks); !sub.empty() && sub.b < sp.a && headOK(toks, sub) {
			sp = sub // "The union filed a complaint with the labour board alleging ...": the complaint's, its filer's
		}
	}
	if ok && strings.HasSuffix(toks[c.r.a].lower, "ing") {
		if np := reducedRelative(toks, c.r.a); !np.empty() && np.a > sp.a && (verbAndObjectIn(toks, sp) || objectOfVerb(toks, np.a)) {
			sp = np // "The lawyers represented the families challenging the law", "reported receiving calls demanding payments": the families, the calls
		}
	}
	if ok && len(appos) == 0 {
		if rs, rok := relativeSubject(toks, c.r.a); rok && rs.b < sp.a && !(sp.b-sp.a == 1 && subjectPronoun(toks[sp.a].lower)) { // (not "residents who spoke to reporters said they | felt": the pronoun's)
			sp = rs // "Several senators who voted against the bill said": the senators, not the bill
		}
	}
	if !ok {
		sp, appos, ok = namedSubjectWithAside(toks, c.r.a)
	}
	if !ok {
		var res *raw
		var done bool
		if sp, res, done = otherSubject(s, c, earlier, r, sp); done {
			return res
		}
	}
	relAt := -1 // the relative pronoun that stands for the speaker: "X, who said ..."
	if sp.b-sp.a == 1 && relativeClause(toks, sp) {
		var res *raw
		var done bool
		if sp, relAt, res, done = relativeReport(toks, c, r, sp); done {
			return res
		}
	}
	if sp.a > 0 && toks[sp.a-1].text == "," && judgedAfter(toks, sp.a) && (sp.b == sp.a+3 || sp.b == sp.a+4 && toks[sp.a+2].lower == "that") {
		sp = rng{sp.b - 1, sp.b} // "..., a move critics called reckless": the critics judge
	} else if g, ok := gapRelativeSpeaker(toks, sp, c.r.b); ok {
		sp = g // "..., a move the government says will affect few people": the government says
	}
	if n := sp.b - sp.a; n >= 2 && n <= 5 && subjectPronoun(toks[sp.b-1].lower) && toks[sp.b-1].lower != "i" && !conjunctions[toks[sp.b-2].lower] && toks[sp.b-2].kind == tWord {
		sp.a = sp.b - 1 // "including a provision they say could ...", "told the BBC she wanted": the pronoun before the verb is its subject
	} else if n >= 2 && pronouns[toks[sp.b-1].lower] != "" && onlyTime(toks[sp.a:sp.b-1]) {
		sp.a = sp.b - 1 // "So this time I asked": when, then who
	}
	restrictive := settleSpeaker(toks, c, r, sp, appos, relAt)
	return spanReport(s, c, r, sp, restrictive)
}

// playingPositions name a player by position before the name ("Star
// forward Ola Dahl"); as words elsewhere they are no role ("moving forward").
var playingPositions = set("forward guard centre center")

// quantifiedAside reports whether the comma at j closes "..., many of them
// renters," right before a cue: an aside on the subject before it
// ("Supporters, many of them younger renters, said"), so the cue is not
// inverted.
func quantifiedAside(toks []token, j int) bool {
	if j < 4 || toks[j].text != "," {
		return false
	}
	k := j - 1
	for k > 0 && toks[k].text != "," && j-k < 10 {
		k--
	}
	return toks[k].text == "," && k+3 < j && (quantifiers[toks[k+1].lower] || toks[k+1].lower == "all" || toks[k+1].lower == "half" || toks[k+1].lower == "both") &&
		toks[k+2].lower == "of" && (toks[k+3].lower == "them" || toks[k+3].lower == "whom")
}

// timeThenParticiple reports whether only a time stands between the cue
// ending at b and a comma before a participle: "..., the union announced
// late Sunday, averting a strike": when, then the article's own clause.
func timeThenParticiple(toks []token, b int) bool {
	k := b
	for k < len(toks) && k < b+3 && (timeWords[toks[k].lower] || toks[k].lower == "late" || toks[k].lower == "early") {
		k++
	}
	return k > b && k+1 < len(toks) && toks[k].text == "," && strings.HasSuffix(toks[k+1].lower, "ing") && !toks[k+1].cap()
}

// frontedPhraseOnly reports whether toks[a:b] is a short prepositional
// phrase with no verb ("For Henderson", "In the end"): what opens a
// sentence, not what anyone said.
func frontedPhraseOnly(toks []token, a, b int) bool {
	if b-a < 1 || b-a > 4 || !prepositions[toks[a].lower] {
		return false
	}
	for _, t := range toks[a:b] {
		if t.kind == tQuote || verbLike(t) {
			return false
		}
	}
	return true
}

// subordinateOnly reports whether toks[a:b] is one subordinate clause, no
// quotation and no comma in it ("As caucusing got under way for Democrats
// in Nevada"): it says when or why the main clause happened, and is no
// one's words ("If Trump wins, the party will split, he said" has its main
// clause).
func subordinateOnly(toks []token, a, b int) bool {
	if b-a < 2 || !openingSubordinators[toks[a].lower] && !contrastSubordinators[toks[a].lower] {
		return false
	}
	for _, t := range toks[a:b] {
		if t.kind == tQuote || t.quoted || t.text == "," {
			return false
		}
	}
	return true
}

// gapRelativeSpeaker reads "..., a move the government says will affect
// few people", "a figure Statistics Canada says is too low": the phrase sp
// before the cue is a noun and the clause that describes it, whose subject
// speaks, and what it says lacks its subject (the noun), so a verb follows
// the cue at once.
func gapRelativeSpeaker(toks []token, sp rng, after int) (rng, bool) {
	if sp.a < 1 || toks[sp.a-1].text != "," || sp.b-sp.a < 3 || toks[sp.a].lower != "a" && toks[sp.a].lower != "an" {
		return sp, false
	}
	if n := toks[sp.a+1]; n.kind != tWord || n.cap() || cueForms[n.lower] != "" {
		return sp, false
	}
	k := sp.a + 2
	if toks[k].lower == "that" {
		k++
	}
	if k >= sp.b || !(determiners[toks[k].lower] && toks[k].lower != "a" && toks[k].lower != "an" || toks[k].cap()) {
		return sp, false
	}
	if after >= len(toks) || !gapVerbs[toks[after].lower] || !commentToEnd(toks, sp.a) {
		return sp, false
	}
	return rng{k, sp.b}, true
}

// gapVerbs open a clause whose subject is missing: "(the move) will
// affect", "(a figure) is too low".
var gapVerbs = set("will would could can may might should must is was are were has had have")

// objectOfVerb reports whether the word at a is the object of a verb by
// which its subject receives or meets others' words ("receiving calls
// demanding payments", "resisted calls to order", "faced demands to
// resign"): whoever called or demanded, the subject did not. (One who
// sends or plants them speaks through them: "planted newspaper articles
// alleging", "sent out pitches highlighting".)
func objectOfVerb(toks []token, a int) bool {
	return a >= 1 && receiveVerbs[toks[a-1].lower]
}

// receiveVerbs take others' words as their object.
var receiveVerbs = set("receive receives received receiving get gets got getting field fields fielded fielding face faces faced facing " +
	"resist resists resisted resisting ignore ignores ignored ignoring reject rejects rejected rejecting rebuff rebuffed rebuffing")

// verbAndObjectIn reports whether a past verb and the determiner of its
// object stand inside the phrase sp: "the lawyers represented the
// families".
func verbAndObjectIn(toks []token, sp rng) bool {
	for k := sp.a; k+1 < sp.b; k++ {
		if t := toks[k]; !t.cap() && strings.HasSuffix(t.lower, "ed") && !perceptionVerbs[t.lower] && (k == sp.a || !determiners[toks[k-1].lower]) && determiners[toks[k+1].lower] {
			return true
		}
	}
	return false
}

// otherSubject finds the subject that subjectBefore did not: the subject
// of a coordinated verb ("did not ... but claimed that ..."), of a list of
// acts, a relative clause's antecedent, a reduced relative's noun ("super
// PACs supporting X"). done says whether it decided (res, nil for no
// statement).
func otherSubject(s *sentence, c cueHit, earlier []*raw, r *raw, sp rng) (_ rng, res *raw, done bool) {
	toks := s.toks
	ok := false
	// coordinated verbs: "Some users did not ... but claimed that ..."
	j := c.r.a - 1
	aux := false // "and would not apologise": a modal before the verb
	for j >= 0 && toks[j].kind == tWord && (preCueSkip[toks[j].lower] || adverb(toks[j].lower)) {
		aux = aux || clauseModals[toks[j].lower]
		j-- // "and also said", "but then said"
	}
	j = beforeTime(toks, j) // "and on Monday announced"
	if j >= 0 && j == c.r.a-1 && toks[j].lower == "and" && slices.ContainsFunc(earlier, func(e *raw) bool {
		return e.sent == s && tenseShift(toks, e, c.r.a) && e.content.Start < toks[j].start && e.content.End >= toks[c.r.a].end
	}) {
		return sp, nil, true // "said the lawsuit alleges negligence and seeks damages": the lawsuit seeks, inside what was said
	}
	if m := mainReport(s, earlier, j); aux && j >= 0 && (toks[j].lower == "and" || toks[j].lower == "but" && !withheld(toks, j+1)) && m != nil && !m.postType && m.content.Start < toks[j].start && toks[m.cue.b-1].end < m.content.Start && ownSubject(toks, m, j) {
		// "X said she had made difficult choices and would not
		// apologise": the verb goes on the reported clause, whose
		// subject it shares, inside what was said
		return sp, nil, true
	}
	then := j >= 0 && toks[j].text == "," && j+1 < c.r.a && toks[j+1].lower == "then" // "X offered him a job, then says ..."
	if listedAct(toks, earlier, s, j, c.r.a) {
		// "X praised the plan, criticized the council and said ...": a
		// list of the subject's acts, each in the first one's form
		sp, ok = earlier[len(earlier)-1].speaker, true
	} else if asyndeticAct(toks, earlier, s, j, c.r.a) {
		// "she promised to push harder, opposed his trade deal": the
		// report before ran over this one, its subject's next act
		e := earlier[len(earlier)-1]
		e.content.End = toks[j-1].end
		sp, ok = e.speaker, true
	} else if j >= 0 && (toks[j].lower == "but" || toks[j].lower == "and") || then {
		if rel, ante := relativeOwner(toks, j); rel >= 0 && !then {
			// "X, who endorsed Y and said Z, ...": X's, up to the clause's end
			r.speaker, r.refersTo = rng{rel, rel + 1}, ante
			after := skipAfterCue(toks, afterRecipient(toks, c))
			end := after
			for end < len(toks) && toks[end].text != "," {
				end++
			}
			r.content = spanOf(toks, rng{after, end})
			return sp, validContent(r), true
		}
		if n := len(earlier); n > 0 && earlier[n-1].sent == s && !earlier[n-1].speaker.empty() && earlier[n-1].speaker.b <= earlier[n-1].cue.a && earlier[n-1].cue.b <= j && earlier[n-1].content.End <= toks[j].start {
			// "he called her “weak” and said ...": the same speaker, when the
			// verb before's report ended here (not "asked why X ... but showed")
			sp, ok = earlier[n-1].speaker, true
		} else if m := mainReport(s, earlier, j); m != nil {
			// "LTO said it supported the protest but urged ...": the
			// sentence's subject, whose report the verb before is inside
			sp, ok = m.speaker, true
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
		sp, ok = introSubject(toks, c.r.a)
	}
	if at := afterRecipient(toks, c); !ok && !c.belief && (clauseFollows(toks, at) || quotationFollows(toks, at)) {
		sp, ok = openingSubject(toks, c.r.a)
	}
	if !ok {
		sp, ok = afterQuotation(toks, c.r.a)
	}
	if !ok {
		if rel, ante := thatRelative(toks, c.r.a); rel >= 0 && (toks[rel].lower != "who" || c.belief) {
			// "an ad that says Q", "a group that opposes the levy" (a "who" the
			// other readers missed, for the learned stage only): the
			// relative clause's report is its antecedent's, to the clause's end
			after := skipAfterCue(toks, afterRecipient(toks, c))
			r.speaker, r.refersTo = rng{rel, rel + 1}, ante
			if end := objectEnd(toks, after, clauseEnd(toks, after)); end-after >= 2 {
				r.content = spanOf(toks, rng{after, end})
				return sp, validContent(r), true
			}
		}
	}
	var np rng
	if !ok {
		np = reducedRelative(toks, c.r.a)
	}
	if !np.empty() && sentDocumentBefore(toks, np.a) {
		// "sent a letter to the board of directors urging them to ...":
		// the participle is the letter's, and its words its sender's
		if sub := subjectNP(toks); !sub.empty() && sub.b < np.a && headOK(toks, sub) {
			np = sub
		}
	}
	if !np.empty() {
		// "super PACs supporting presidential candidates", "ads attacking
		// his rivals": the participle describes the noun phrase before
		// it, whose stance or words it reports
		after := skipAfterCue(toks, afterRecipient(toks, c))
		end := objectEnd(toks, after, clauseEnd(toks, after)) // (a clause, "showing that ...", runs to its end)
		r.speaker = np
		r.content = spanOf(toks, rng{after, end})
		return sp, validContent(r), true
	}
	if !ok {
		return sp, nil, true
	}
	return sp, nil, false
}

// relativeReport reads "X, who said ...", "X, who endorsed Y, ...": a
// relative clause after a comma or a dash describes X, and its report or
// stance is X's (PolNeAR's annotators mark both kinds, with "who" as the
// source). It returns X and where "who" stands, or done with the clause's
// own statement (res, nil for none).
func relativeReport(toks []token, c cueHit, r *raw, sp rng) (_ rng, relAt int, res *raw, done bool) {
	relAt = -1
	// "X, who said ...", "X, who endorsed Y, ...": a relative clause
	// after a comma or a dash describes X, and its report or stance is
	// X's (PolNeAR's annotators mark both kinds, with "who" as the source)
	dashed := sp.a >= 2 && spacedDash(toks, sp.a-1) // "the study -- which notes that ... --"
	if sp.a < 2 || toks[sp.a-1].text != "," && !dashed {
		return sp, relAt, nil, true
	}
	ante := collectBack(toks, sp.a-1)
	if dashed && ante.empty() && sp.a-2 >= 0 && isDash(toks[sp.a-2]) {
		ante = collectBack(toks, sp.a-2) // "--" as two dashes
	}
	if ante.b-ante.a == 1 && partyState(toks[ante.a].text) && ante.a >= 2 && toks[ante.a-1].text == "," {
		ante = collectBack(toks, ante.a-1) // "Sen. James Lankford, R-Okla., who negotiated": the senator
	}
	for k := ante.b - 1; k > ante.a; k-- {
		if !toks[k].cap() && verbLike(toks[k]) {
			ante.a = k + 1 // "The guests included Ada Moss and Ola Dahl, who joked": the object
			break
		}
	}
	if toks[sp.a].lower == "who" {
		ante.a = personAfterThing(toks, ante)
	}
	if !ante.empty() && venueNouns[toks[ante.b-1].lower] && ante.a >= 2 && prepositions[toks[ante.a-1].lower] {
		// "The crowd at Arthur Ashe Stadium, which had backed Fritz": a
		// place backs no one; the phrase the place is where of does
		if owner := collectBack(toks, ante.a-1); !owner.empty() {
			ante.a = owner.a
		}
	}
	if ante.empty() || !headOK(toks, ante) || toks[sp.a].lower == "which" && (!speakingThing(toks[ante.b-1]) || toks[ante.a].lower == "according") {
		// (not "According to Reuters, which first reported the talks, ...": the source's aside)
		return sp, relAt, nil, true
	}
	relAt = sp.a
	sp = ante
	// the statement ends where the relative clause does: "X, who said
	// he would run, said ..."
	after := skipAfterCue(toks, afterRecipient(toks, c))
	end := after
	for end < len(toks) && toks[end].text != "," && !(dashed && isDash(toks[end])) && !(toks[end].kind == tQuote && toks[end].open) {
		end++
	}
	if q := quotationClose(toks, end); q > 0 && toks[q-1].text == "," && q+1 < len(toks) && toks[q+1].kind == tWord && !toks[q+1].cap() {
		// "Trump, who once called bitcoin “a scam against the dollar,” has
		// since embraced it": the clause ends with the quotation, its comma inside
		r.speaker, r.refersTo = rng{relAt, relAt + 1}, sp
		r.content = spanOf(toks, rng{after, q + 1})
		return sp, relAt, validContent(r), true
	}
	if end < len(toks) && (toks[end].text == "," || dashed && isDash(toks[end])) && after < end {
		r.speaker, r.refersTo = rng{relAt, relAt + 1}, sp // mention "who", speaker X
		r.content = spanOf(toks, rng{after, end})
		return sp, relAt, validContent(r), true
	}
	return sp, relAt, nil, false
}

// settleSpeaker sets r's speaker span, appositives and descriptors from the
// subject sp: the name last among appositives, a list, a restrictive or
// non-restrictive relative pronoun. It reports whether the report is a
// restrictive relative clause's, which the main clause's verb ends.
func settleSpeaker(toks []token, c cueHit, r *raw, sp rng, appos []rng, relAt int) (restrictive bool) {
	r.speaker, r.appos = withoutTime(toks, sp), appos
	if n := len(appos); n > 0 {
		last := appos[n-1]
		for k := last.b - 1; k > last.a; k-- {
			if toks[k].text == "," {
				last.a = k + 1 // "the TTP, Yar Wazir": its last phrase
				break
			}
		}
		if namedAfterRole(toks, sp, last) {
			// "The commander of the group, the TTP, Yar Wazir, said": the
			// name last, between commas, speaks; the phrases before describe him
			r.speaker, r.appos, r.pre = last, nil, descriptorsBefore(toks, last.a)
		}
	}
	if l := listSubject(toks, r.speaker); l.a < r.speaker.a && len(appos) == 0 {
		r.speaker = l // "Microsoft, Alphabet and Amazon have said": the whole list
	}
	restrictive = false // the report is a restrictive relative clause's, which the main clause's verb ends
	if w := restrictiveWho(toks, r.speaker, c.r.a); w >= 0 && len(appos) == 0 {
		r.speaker, r.refersTo = rng{w, w + 1}, rng{r.speaker.a, w} // "Voters who said ...": mention "who", speaker the voters
		restrictive = w > 0 && toks[w-1].text != ","
	}
	if relAt >= 0 && r.refersTo.empty() {
		r.speaker, r.refersTo = rng{relAt, relAt + 1}, r.speaker // "Jeb Bush, who announced he is suspending ...": mention "who", speaker Jeb Bush
	}
	if sp.a > 0 && len(appos) == 0 {
		r.pre = descriptorsBefore(toks, sp.a)
	}
	return restrictive
}

// spanReport finds the content of the subject sp's report: before it
// ("CONTENT, X said", "Q, as analysts noted"), in the next sentence ("X
// said:"), or after the cue to the clause's end.
func spanReport(s *sentence, c cueHit, r *raw, sp rng, restrictive bool) *raw {
	toks := s.toks
	after := skipAfterCue(toks, afterRecipient(toks, c))
	if c.lemma == "deem" && after+1 < len(toks) && pronouns[toks[after].lower] != "" {
		after++ // "deeming it "utter barbarism"": the verdict, not its object
	}
	tail := skipFillers(toks, afterRecipient(toks, c))
	first := sp.a
	if len(r.pre) > 0 {
		first = r.pre[0].a
	}
	if len(r.pre) == 0 && first > 2 && toks[first-1].text == "," {
		if d := collectBackLoose(toks, first-1); !d.empty() && d.a > 0 && toks[d.a-1].kind == tQuote && !toks[d.a-1].open && roleAfterReport(toks, d) {
			first = d.a // "“Q,” the chief negotiator, Ana Lind, told reporters outside ...": the description opens the attribution
		}
	}
	// Post-content: "CONTENT, X said (to Y)." The speaker phrase starts after a
	// comma or a closing quote, and nothing but the end (or a comma) follows.
	quoteFollows := tail+1 < len(toks) && toks[tail].text == "," && toks[tail+1].kind == tQuote && toks[tail+1].open &&
		toks[contentStart(toks)].kind != tQuote && !subordinateClause(toks) // "As for X, he said, “Q”": Q is what was said (not "So when X signaled ..., he said, “Q”": the clause is part of it)
	tailEnds := tail >= len(toks) || toks[tail].kind == tPunct && toks[tail].text != "“" &&
		!(toks[tail].text == ":" && tail+1 < len(toks)) // "In a statement, X said: “Q”": Q is what was said
	at := afterRecipient(toks, c) // the word right after the cue (and its recipient)
	if !tailEnds && first > 1 && toks[first-1].kind == tQuote && !toks[first-1].open && (toks[contentStart(toks)].kind == tQuote || mostlyQuoted(toks, first-1)) &&
		toks[tail].text != ":" && !(toks[tail].kind == tQuote && toks[tail].open && quotedTitle(toks, tail) == tail) && at < len(toks) {
		// "“Q,” Trump said in August after Nabisco announced ...", "“Q,” he
		// told 2,267 people gathered at ...": in a sentence that opens with
		// a quotation, what follows the speaker's cue is when, where and to
		// whom it was said, unless "that", a colon or another quotation
		// opens a report of its own
		tailEnds = true
	}
	if !tailEnds && first > 1 && toks[first-1].text == "," && (adjunctTail(toks, tail) || timeThenParticiple(toks, c.r.b) || tail > at && (c.lemma == "say" || c.lemma == "tell" || c.lemma == "add") && adjunctTail(toks, afterTime(toks, at, tail)) || timeClauseTail(toks, tail)) {
		// "CLAUSE, he told the court in his filing.", "..., she said on
		// Fox" (whose "on" skipFillers passes, as in "said on Monday that";
		// not "sounded off on Trump", "insisted on": the verb's own "on"):
		// where and when it was said, not what
		tailEnds = true
	}
	if cs := contentStart(toks); sp.a > 1 && sp.a-1-cs <= 3 && possessiveDeterminers[toks[cs].lower] && toks[sp.a-1].text == "," && tailEnds && (after >= len(toks) || isEnd(toks[after:])) {
		return nil // "Her husband, Imran, agrees.": a description, and nothing said
	}
	if len(r.pre) > 0 && tailEnds && (after >= len(toks) || isEnd(toks[after:])) {
		// "Voters like one candidate more, Smith said.": nothing follows the
		// cue, so what stands before the name is what was said, not a
		// description of the speaker
		first = sp.a
	}
	colonEnds := c.r.b < len(toks) && toks[c.r.b].text == ":" && isEnd(toks[c.r.b:]) && first > 1 && toks[first-1].text == "," && introBefore(toks, first-1)
	if first > 1 && (toks[first-1].text == "," || toks[first-1].kind == tQuote && !toks[first-1].open || toks[first-1].text == ":" && toks[first-2].kind == tQuote && !toks[first-2].open) && // (not "That is the honest answer: nobody knows.": the clause explains, no one said it)
		tailEnds && !quoteFollows && !colonEnds && !(first-1 > contentStart(toks) && onlyTime(toks[contentStart(toks):first-1])) { // (not "In a speech last July, he said:": the next paragraph is what was said; not "Earlier this week, X wrote to Y": when)
		if (frontedPhraseOnly(toks, contentStart(toks), first-1) || subordinateOnly(toks, contentStart(toks), first-1)) && (tail >= len(toks) || isEnd(toks[tail:])) {
			return nil // "For Henderson, the hardest part is not knowing.", "As caucusing got under way, voters weighed in.": a fronted phrase or clause, nothing said
		}
		if len(r.pre) > 0 {
			r.pre = nil
		}
		end := sp.a
		if d := collectBackLoose(toks, sp.a-1); sp.a > 2 && toks[sp.a-1].text == "," && !d.empty() && roleAfterReport(toks, d) {
			r.pre, end = []rng{d}, d.a // "Q, his top aide, Tad Devine, told X": the aide's role, not Q's words
		}
		r.content = withSecondHalf(toks, spanOf(toks, rng{quoteAfterColon(toks, contentStart(toks), end), quoteEnd(toks, end)}), tail)
		r.postType = true
		return validContent(r)
	}
	k := sp.a - 2
	if k > 1 && toks[k].kind == tQuote && !toks[k].open && toks[k-1].text == "," {
		k-- // "a “lawful source of income,” as a memo put it": the comma inside the quotation
	} else if k > 0 && toks[k].quoted {
		k = -1
	}
	if k > 0 && toks[sp.a-1].lower == "as" && toks[k].text == "," {
		// "The economy is weak, as analysts noted, and ...", "If the
		// increases boost growth, as some liberals hope, ...": the clause
		// before the aside is what was said, when the aside ends the
		// sentence, or a clause of the article's follows it, or the clause
		// before is a subordinate one (not "Of course, as X observed, the
		// stage won", where the main clause after it was said)
		start := contentStart(toks)
		sub := openingSubordinators[toks[start].lower] || contrastSubordinators[toks[start].lower]
		if sub {
			start++
		}
		ends := tail >= len(toks) || isEnd(toks[tail:]) ||
			toks[tail].text == "," && (sub || tail+1 < len(toks) && (toks[tail+1].lower == "and" || toks[tail+1].lower == "but" || toks[tail+1].lower == "so"))
		if ends && k-start >= 3 {
			r.content = spanOf(toks, rng{start, k})
			r.postType = true
			return validContent(r)
		}
	}
	if after >= len(toks) || isEnd(toks[after:]) {
		// "X said:", "X responded on Twitter:" closing the sentence: the
		// next sentence is the content
		if c.r.b < len(toks) && (toks[c.r.b].text == ":" || toks[len(toks)-1].text == ":") {
			r.wantsNext = true
			return r
		}
		return nil
	}
	if k := asSaidComma(toks, sp, after); k > 0 {
		// "As Michael Dell said last week in Tel Aviv, “Q”": the main
		// clause after the comma is what was said
		r.content = spanOf(toks, rng{k + 1, clauseEnd(toks, k+1)})
		return validContent(r)
	}
	if after > c.r.b && toks[after-1].text == "," && participle(toks[after].lower) && cueForms[toks[after].lower] != "" {
		return nil // "wrote to Lynch, urging the department to ...": the participle's report carries what was said
	}
	end := clauseEnd(toks, after)
	if subordinateSubject(toks, sp) && !(c.r.b < len(toks) && toks[c.r.b].text == ",") {
		// (not "As Menendez pointed out, X has ...": the clause ends at the
		// cue, and the main clause is what was said)
		// "While only 7 percent said they are undecided, 27 percent ...",
		// "just as she said she would, and the market did ...": the report
		// ends with the subordinate clause it is in
		for k := after + 1; k < end; k++ {
			if toks[k].text == "," && !toks[k].quoted {
				end = k
				break
			}
		}
	}
	if objectLemmas[c.lemma] {
		end = objectEnd(toks, after, end)
	}
	if restrictive {
		end = mainPredicate(toks, after, end, objectLemmas[c.lemma] || c.belief && !clauseFollows(toks, after))
	}
	end = mediumAtEnd(toks, after, end)
	r.content = spanOf(toks, rng{after, end})
	return validContent(r)
}

// mainPredicate returns where the main clause's verb takes over from a
// restrictive relative clause's report that runs from i to end: "Voters
// who said the economy was bad | chose Dahl", "respondents who support
// Sanders | are in college". An object (np) ends at the first verb group,
// a clause at its second one that follows a noun, not a conjunction;
// else end.
func mainPredicate(toks []token, i, end int, np bool) int {
	groups := 0
	for k := i; k < end; k++ {
		t := toks[k]
		if t.quoted || t.kind != tWord || t.cap() {
			continue
		}
		if !finiteVerb(t.lower) || k > i && finiteVerb(toks[k-1].lower) {
			continue // (inside a verb group: "has been", "would say")
		}
		p := toks[max(k-1, 0)]
		if k > i && (p.kind != tWord || conjunctions[p.lower] || p.lower == "that" || relativeWord(p.lower) || pronouns[p.lower] != "" || p.lower == "to" || determiners[p.lower] || prepositions[p.lower]) {
			groups++ // a clause's own verb: "said (that) the economy | was bad"
			continue
		}
		if groups++; np || groups >= 2 {
			return k
		}
	}
	return end
}

// finiteVerb reports whether w reads as a finite verb that may open a
// predicate: an auxiliary, a modal, a copula or a past tense.
func finiteVerb(w string) bool {
	return auxiliaries[w] || w == "should" || w == "do" || w == "does" || w == "did" || irregularPast[w] || len(w) > 4 && strings.HasSuffix(w, "ed")
}

// mediumAtEnd returns where a content from i to end stops before a medium
// phrase that closes it, a few words at most after the phrase ("urged
// supporters to stay calm in a video message posted online": the message
// is how it was said, not what); else end.
func mediumAtEnd(toks []token, i, end int) int {
	for k := i + 2; k < end; k++ {
		if toks[k].quoted || toks[k].kind != tWord {
			continue
		}
		if m := mediumPhrase(toks, k); m > k+1 && !copulaBefore(toks, k) {
			rest := 0
			for _, t := range toks[m:end] {
				if t.kind == tWord {
					rest++
				}
			}
			if rest <= 3 {
				return k
			}
		}
	}
	return end
}

// listSubject widens a speaker phrase "B and C" to the list of names it
// ends, "A, B and C", when the sentence opens with that list: capitalized
// names, each between commas; else it returns sp.
func listSubject(toks []token, sp rng) rng {
	if sp.a < 2 || toks[sp.a-1].text != "," || !toks[sp.a].cap() {
		return sp
	}
	hasAnd := false
	for _, t := range toks[sp.a:sp.b] {
		hasAnd = hasAnd || t.lower == "and"
	}
	start := contentStart(toks)
	if w := toks[start].lower; !hasAnd || start >= sp.a-1 || prepositions[w] || subordinators[w] || isConnective(w) || adjunctPrepositions[w] || timeWords[w] {
		return sp // (not "In Lund, Moss and Dahl said", "Yesterday, ...")
	}
	for k := start; k < sp.a-1; k++ {
		if t := toks[k]; !(t.cap() || t.text == "," && k > start && toks[k-1].cap() && toks[k+1].cap()) {
			return sp
		}
	}
	return rng{start, sp.b}
}

// restrictiveWho returns the index of a "who" that ends the speaker
// phrase sp, or stands right after it, before the cue at c, only adverbs,
// auxiliaries or "not" between it and the cue (a restrictive relative
// clause: "Voters who said", "Residents who have long argued"); else -1.
func restrictiveWho(toks []token, sp rng, c int) int {
	if sp.empty() {
		return -1
	}
	for w := sp.a + 1; w <= sp.b && w < c; w++ {
		if toks[w].lower != "who" {
			continue
		}
		for k := w + 1; k < c; k++ {
			if t := toks[k].lower; !(auxiliaries[t] || modals[t] || preCueSkip[t] || t == "long" || strings.HasSuffix(t, "ly")) {
				return -1
			}
		}
		return w
	}
	return -1
}

// asSaidComma returns the comma that ends "As X said (when, where)," at
// the sentence's start, when only a time or place stands between the cue
// (its words from after on) and the comma; else 0.
func asSaidComma(toks []token, sp rng, after int) int {
	if sp.a < 1 || toks[sp.a-1].lower != "as" || sp.a-1 != contentStart(toks) && !(sp.a > 2 && introBefore(toks, sp.a-2)) || after >= len(toks) {
		return 0
	}
	if w := toks[after].lower; toks[after].text != "," && !adjunctPrepositions[w] && !timeWords[w] && w != "with" && w != "to" {
		// ("As one user pointed out with a telling side-by-side, ...", "As he told reporters, ...": how and to whom)
		return 0 // "As X said the plan was dead, Y ...": what X said comes first
	}
	for k := after; k < len(toks) && k <= after+8; k++ {
		if toks[k].text == "," {
			if k+1 < len(toks) {
				return k
			}
			return 0
		}
		if toks[k].kind != tWord {
			return 0
		}
	}
	return 0
}

// issueVerbs put out a statement or a document: "X issued a statement
// calling Q".
var issueVerbs = set("issued released sent posted published put distributed delivered gave filed launched aired ran")

// asSayingAfter returns the index of the participle in "as saying" within
// sixteen words after i (over an appositive's commas), or 0.
func asSayingAfter(toks []token, i int) int {
	for k := i; k+1 < len(toks) && k < i+16 && (toks[k].kind == tWord || toks[k].text == ","); k++ {
		if toks[k].lower == "as" && strings.HasSuffix(toks[k+1].lower, "ing") {
			return k + 1
		}
	}
	return 0
}

// venueNouns end the names of places, which say nothing themselves.
var venueNouns = set("stadium arena centre center park square hall airport station street avenue road bridge tower field gardens plaza mall building")

// speakingThing reports whether the head of the phrase a "which" stands
// for can speak: a name, a body or a document ("ISIS, which claimed", "the
// panel, which said", "the report, which found"); not "health care, which
// recounts".
func speakingThing(head token) bool {
	w := head.lower
	return head.cap() || orgNouns[w] || evidenceNouns[w] || media[w] != "" || unnamedHeads[w] || roleNouns[w]
}

// mostlyQuoted reports whether the quotation closing at toks[k] ends with a
// comma and holds most of the words before it: a clause whose subject
// stands outside the marks ("The country “has made dramatic changes,” X
// said in June").
func mostlyQuoted(toks []token, k int) bool {
	if k < 2 || toks[k-1].text != "," {
		return false
	}
	in, out := 0, 0
	for _, t := range toks[:k] {
		switch {
		case t.text == ":":
			return false // "X was less bubbly: “...,” she recounted": the quotation opens after the colon
		case t.kind != tWord:
		case t.quoted:
			in++
		case cueForms[t.lower] != "" || subordinators[t.lower]:
			return false // "Asked whether “...,” most said yes", "Although he says “...,” he also accuses"
		default:
			out++
		}
	}
	return in > out && out <= 6
}

// withoutMedium ends a noun phrase where a medium phrase starts: "said
// campaign manager X | in a statement".
func withoutMedium(toks []token, np rng) rng {
	for k := np.a + 1; k < np.b; k++ {
		if mediumPhrase(toks, k) > k {
			np.b = k
			break
		}
	}
	return np
}

// fallWords after "declined" make it a fall: "declined by 0.2%", "declined
// sharply".
var fallWords = set("by from in sharply slightly steadily steeply further again")

// auxiliaries follow a subject; after a cue-like word ending in s they show
// it was a plural noun ("calls were", "reports have").
var auxiliaries = set("is are was were has have had will would can could may might must")

// subjectPronouns open a clause of their own: ", and he railed against ...".
var subjectPronouns = set("he she they")

func tokAt(toks []token, byteOff int) int {
	for i, t := range toks {
		if t.start >= byteOff {
			return i
		}
	}
	return len(toks)
}

// dropNested drops a report inside another's forward content ("Peskov told
// reporters that Moscow had offered rescue teams", "The minister said the
// rebels had promised to release them"): the article reports the outer
// speaker's words, and the inner verb is part of them. An outlet's report
// is left alone (its nested report is the statement, with the outlet as
// its hop), and so are a noun's report with its possessor ("doubted her
// promise that ...") and an inner say or tell ("Police said the suspect told
// officers he acted alone"): PolNeAR annotates only the outer report, but
// a nested "say" is more often a statement of its own (dev matches 1,305
// without it, 1,313 with it), and a second speaker's report of speech is
// what kg traces. dropNestedStatements (extract.go) applies the same test to
// the whole article once its statements are made, contents before their cue
// and learned cues included.
//
// Only the outermost reports hold others: in "While he said funding was a
// reason he felt sad, Ham noted ...", "felt" runs on over "Ham noted", but it
// lies in "said" itself and holds nothing.
func dropNested(s *sentence, out []*raw, outlets *Outlets) []*raw {
	if len(out) < 2 {
		return out
	}
	outer := out[:0:0]
	for _, o := range out {
		if !nestedIn(s, o, out, outlets) {
			outer = append(outer, o)
		}
	}
	keep := out[:0:0]
	for _, o := range out {
		if o.nominal || o.lemma == "say" || o.lemma == "tell" || !nestedIn(s, o, outer, outlets) {
			keep = append(keep, o)
		}
	}
	return keep
}

// dropStatementSources drops "according to a statement" that trails a
// report of its own ("The minister called the attack cowardly, according to
// a statement from his office"): the statement is where the minister said it,
// the report's medium, not a second speaker.
func dropStatementSources(s *sentence, out []*raw) []*raw {
	keep := out[:0:0]
	for _, o := range out {
		m := ""
		if o.lemma == "according to" && o.postType && o.speaker.b-o.speaker.a >= 2 {
			if w := s.toks[o.speaker.a].lower; w == "a" || w == "an" || w == "the" || possessiveDeterminers[w] {
				m = media[s.toks[o.speaker.a+1].lower]
				if documentNouns[s.toks[o.speaker.a+1].lower] {
					m = "" // "according to a report by Reuters": the outlet's report
				}
			}
		}
		var main *raw
		for _, r := range out {
			if m != "" && r != o && r.cue.b <= o.cue.a && s.toks[r.cue.a].start >= o.content.Start && !beliefLemmas[r.lemma] && !r.speaker.empty() {
				main = r
			}
		}
		if main == nil {
			keep = append(keep, o)
		} else if main.medium == "" {
			main.medium = m
		}
	}
	return keep
}

// deniedCharge reads "..., a charge Israel denies", "an accusation Moscow
// rejects": the denier after the verdict noun speaks, and what the charge
// is, the content of the report before it in the sentence (out), is its
// content ("The UN said | the strikes were war crimes, a charge Israel
// denies").
func deniedCharge(s *sentence, r *raw, out []*raw) {
	toks := s.toks
	sp := r.speaker
	if !r.postType || sp.b-sp.a <= 2 || !determiners[toks[sp.a].lower] || standalone[toks[sp.a].lower] || !verdictNouns[toks[sp.a+1].lower] {
		return
	}
	r.speaker.a += 2
	for _, o := range out {
		if o.sent == s && !o.cue.empty() && toks[o.cue.a].start >= r.content.Start && toks[o.cue.a].start < r.content.End && o.content.End <= r.content.End {
			r.content = o.content
		}
	}
}

// namedAfterRole reports whether the appositive last, a person's name of two
// or three capitalized words (one, after "her first name,"), is the speaker
// the phrase sp before it describes: sp opens with a determiner and names a
// role ("The commander of the group behind the attack").
func namedAfterRole(toks []token, sp, last rng) bool {
	firstName := last.a >= 2 && toks[last.a-2].lower == "name"                         // "One resident, who gave only her first name, Mary, said"
	oneOf := sp.b-sp.a >= 3 && toks[sp.a].lower == "one" && toks[sp.a+1].lower == "of" // "One of the residents behind the complaint, retired engineer Tom Yip, said"
	name := last
	for name.a < name.b && !toks[name.a].cap() && name.a-last.a < 3 {
		name.a++ // "retired engineer Tom Yip": the role before the name
	}
	if name.a > last.a && !roleNouns[toks[name.a-1].lower] {
		return false
	}
	if n := name.b - name.a; (n < 2 && !(n == 1 && firstName)) || n > 3 || !determiners[toks[sp.a].lower] && !oneOf || last.a < 1 || toks[last.a-1].text != "," {
		return false
	}
	for _, t := range toks[name.a:name.b] {
		if !t.cap() || orgHeads[t.lower] || titles[t.lower] {
			return false
		}
	}
	for _, t := range toks[sp.a:min(sp.b, sp.a+4)] {
		if roleNouns[t.lower] || oneOf && groupNouns[t.lower] {
			return true
		}
	}
	return false
}

// dropAttributionContents drops a report whose content is only the
// attribution of another's words that came before it: in "Iran will
// respond, the minister was quoted as saying", "respond" would read "the
// minister was quoted as saying" as what was said.
func dropAttributionContents(s *sentence, out []*raw) []*raw {
	return dropWhere(out, func(r, o *raw) bool {
		return o.postType && !o.cue.empty() && !o.speaker.empty() && o.content.End <= r.content.Start &&
			s.toks[o.speaker.a].start >= r.content.Start && s.toks[o.cue.b-1].end <= r.content.End && r.content.End <= s.toks[o.cue.b-1].end+20
	})
}

// dropWhere returns out without each statement r for which some other
// statement o of out makes drop(r, o) true.
func dropWhere(out []*raw, drop func(r, o *raw) bool) []*raw {
	keep := out[:0:0]
	for _, r := range out {
		if !slices.ContainsFunc(out, func(o *raw) bool { return o != r && drop(r, o) }) {
			keep = append(keep, r)
		}
	}
	return keep
}

// dropAsideBeliefs drops a belief whose cue lies in another report's
// description of its speaker: "Rep. X, a superdelegate supporting Clinton,
// said ...": "supporting" says who X is, not what anyone holds.
func dropAsideBeliefs(s *sentence, out []*raw) []*raw {
	return dropWhere(out, func(o, r *raw) bool {
		return o.kind == kg.Belief && slices.ContainsFunc(r.appos, func(ap rng) bool { return o.cue.a >= ap.a && o.cue.a < ap.b }) &&
			!(o.cue.a > 0 && (s.toks[o.cue.a-1].lower == "which" || s.toks[o.cue.a-1].lower == "who")) // (a relative clause's verb is a stance of its own: "X, of the union, which endorsed Sanders, said")
	})
}

// nestedIn reports whether o's cue (and its speaker, when it has one) lies in
// the content that follows another report's cue, whose speaker is no news
// outlet. A report that trimOverlaps cut the content before is no longer in it.
func nestedIn(s *sentence, o *raw, out []*raw, outlets *Outlets) bool {
	at := s.toks[o.cue.a].start
	for _, r := range out {
		if r == o || r.content.End <= r.content.Start || r.content.Start < s.toks[r.cue.b-1].end && r.lemma != "cite" {
			continue // (a content before its cue, "Q, he said", holds whole reports; a cited source's does not)
		}
		if at >= r.content.Start && at < r.content.End && (o.speaker.empty() || s.toks[o.speaker.a].start >= r.content.Start) {
			if _, ok := outletName(s.toks, r.speaker, outlets); !ok {
				return true
			}
		}
	}
	return false
}

// shortIntroBefore reports whether a short phrase and its comma open the
// sentence before i: "Now, | after arguing ...", "On Monday, | before
// saying ...".
func shortIntroBefore(toks []token, i int) bool {
	k := contentStart(toks)
	if i < 2 || toks[i-1].text != "," || i-1-k < 1 || i-1-k > 3 {
		return false
	}
	for _, t := range toks[k : i-1] {
		if t.kind != tWord || verbLike(t) && !strings.HasSuffix(t.lower, "ly") {
			return false
		}
	}
	return true
}

// ingNouns are -ing words read as nouns after a noun: "a landmark Supreme
// Court ruling that ...".
var ingNouns = set("ruling rulings hearing hearings meeting meetings funding spending polling briefing briefings building opening meaning rating ratings timing")

// reducedRelative returns the noun phrase that the participle at i
// follows with no comma between, as a relative clause without its "who"
// or "that" ("a family of super PACs | supporting Ted Cruz", "ads |
// attacking his rivals"), or nothing: the noun must end the phrase (not an
// auxiliary, "is supporting", a preposition or a pronoun), and an object
// must follow the participle.
func reducedRelative(toks []token, i int) rng {
	if n := toks[min(i+1, len(toks)-1)]; !participle(toks[i].lower) || ingNouns[toks[i].lower] || i < 1 || i+1 >= len(toks) || n.kind != tWord || verbLike(n) || prepositions[n.lower] || subjectStop[n.lower] && n.lower != "that" || pronouns[n.lower] != "" && n.lower != "him" && n.lower != "her" && n.lower != "them" {
		return rng{} // an object follows: "supporting presidential candidates", "attacking him"
	}
	h := toks[i-1]
	if h.kind != tWord || h.quoted || preCueSkip[h.lower] || adverb(h.lower) || prepositions[h.lower] || pronouns[h.lower] != "" || determiners[h.lower] ||
		possessiveDeterminers[h.lower] || subjectStop[h.lower] || isConnective(h.lower) || verbLike(h) && !(cueForms[h.lower] != "" && strings.HasSuffix(h.lower, "s") && objectOfVerb(toks, i-1)) || strings.HasSuffix(h.lower, "ing") || isNumber(h.text) { // (but "receiving calls demanding": a noun)
		return rng{}
	}
	if !(strings.HasSuffix(h.lower, "s") || h.cap() || orgNouns[h.lower] || roleNouns[h.lower] || groupNouns[h.lower] || unnamedHeads[h.lower]) {
		return rng{}
	}
	a := i - 1
	for a > 0 && i-a < 6 {
		p := toks[a-1]
		if p.kind != tWord || prepositions[p.lower] || verbLike(p) || subjectStop[p.lower] || pronouns[p.lower] != "" || isConnective(p.lower) || p.quoted ||
			participle(p.lower) || a >= 2 && toks[a-2].lower == "to" && !p.cap() {
			break // (not "to continue recruiting | volunteer captains": an infinitive's verb)
		}
		a--
		if determiners[p.lower] || possessiveDeterminers[p.lower] {
			break
		}
	}
	np := rng{a, i}
	if !headOK(toks, np) {
		return rng{}
	}
	return np
}

// asideParticiple returns the subject that opens the sentence before the
// comma ahead of the participle c, and where the participle's phrase ends:
// at the comma after which the subject's own verb comes ("The mayor, arguing
// that the levy was fair, refused to ..."). Else nothing.
func asideParticiple(toks []token, c cueHit) (rng, int) {
	k := c.r.a - 1
	if k < 1 || toks[k].text != "," || c.lemma == "cite" || c.lemma == "quote" || c.r.b >= len(toks) || prepositions[toks[c.r.b].lower] {
		return rng{}, 0 // (a source, "X, citing Y, said", is the main report's; "X, reporting from Lund, said": where)
	}
	sp := collectBack(toks, k)
	if sp.empty() || sp.a != afterConnectives(toks) || !headOK(toks, sp) || !noVerb(toks[sp.a:sp.b]) {
		return rng{}, 0
	}
	for e := c.r.b; e+1 < len(toks); e++ {
		if t := toks[e]; t.text == "," && !t.quoted {
			n := toks[e+1]
			if n.kind == tWord && !n.cap() && (verbLike(n) || irregularPast[n.lower] || auxiliaries[n.lower] || modals[n.lower] || isCopula(n.lower)) {
				return sp, e
			}
		}
	}
	return rng{}, 0
}

// frontedOpeners open a phrase of when or how before a sentence's subject,
// with no comma after it: "On Monday Trump said", "In a Bloomberg interview
// Trump declared".
var frontedOpeners = set("in on at during after before since")

// withoutFrontedPhrase drops such a phrase from a subject sp that opens the
// sentence with one and ends in a name: the name after it is the subject.
func withoutFrontedPhrase(toks []token, sp rng) rng {
	if sp.b-sp.a < 3 || sp.a != afterConnectives(toks) || !toks[sp.a].cap() || !frontedOpeners[toks[sp.a].lower] {
		return sp
	}
	if n := toks[sp.a+1]; n.kind != tWord || !(determiners[n.lower] || possessiveDeterminers[n.lower] || timeWords[n.lower] || isNumber(n.text)) {
		return sp // ("AT&T said", "In-N-Out said": a name; "On Monday", "In an interview": a phrase)
	}
	k := sp.b
	for k > sp.a+1 && toks[k-1].kind == tWord && !timeWords[toks[k-1].lower] && (toks[k-1].cap() || nameParticles[toks[k-1].lower] && k-2 > sp.a && toks[k-2].cap()) {
		k-- // ("Bill de Blasio": a particle inside the name)
	}
	if k == sp.b || k <= sp.a+1 || toks[k-1].text == "," {
		return sp
	}
	for _, t := range toks[sp.a:k] {
		if t.kind != tWord {
			return sp
		}
	}
	return rng{k, sp.b}
}

// listedAct reports whether the cue at c, after the comma at j, is the next
// act in a list whose first item is the last report in earlier: in the same
// sentence, by a speaker before its cue, with its content ended at the
// comma, and the two cues in one verb form ("praised the plan, criticized
// the council and said ...").
func listedAct(toks []token, earlier []*raw, s *sentence, j, c int) bool {
	n := len(earlier)
	if j < 1 || toks[j].text != "," || toks[j].quoted || n == 0 {
		return false
	}
	e := earlier[n-1]
	if e.sent != s || e.speaker.empty() || e.speaker.b > e.cue.a || e.cue.empty() || e.cue.b > j || e.content.End > toks[j].start || e.content.End <= e.content.Start {
		return false
	}
	f := verbForm(toks[c].lower)
	return f != "" && f == verbForm(toks[e.cue.a].lower) && !toks[c].cap()
}

// asyndeticAct reports whether the cue at c, right after the comma at j, is
// the next act of the last report's subject, whose content ran on over it:
// "she promised to push harder on immigration, opposed his trade deal".
// The two cues are in one verb form and the second takes an object of its
// own; a quotation is never cut.
func asyndeticAct(toks []token, earlier []*raw, s *sentence, j, c int) bool {
	n := len(earlier)
	if j < 1 || c != j+1 || c+1 >= len(toks) || toks[j].text != "," || toks[j].quoted || n == 0 || toks[c].cap() {
		return false
	}
	e := earlier[n-1]
	if e.sent != s || e.contentSent != nil && e.contentSent != s || e.postType || e.speaker.empty() || e.speaker.b > e.cue.a || e.cue.empty() || e.cue.b > j ||
		e.content.Start >= toks[j-1].start || e.content.End <= toks[j].start {
		return false
	}
	for k := e.cue.b; k < j; k++ {
		if toks[k].quoted || toks[k].kind == tQuote {
			return false
		}
	}
	f := verbForm(toks[c].lower)
	if f == "" || f != verbForm(toks[e.cue.a].lower) {
		return false
	}
	o := toks[c+1]
	return determiners[o.lower] || possessiveDeterminers[o.lower] || prepositions[o.lower] || objectPronouns[o.lower] || o.lower == "that" || o.lower == "to"
}

// filedDocuments are sent or filed to someone, and say what their sender
// says: "a complaint with the labour board alleging".
var filedDocuments = set("petition complaint complaints lawsuit grievance motion application claim appeal")

// sentDocumentBefore reports whether the noun phrase at a is whom a
// document was sent or addressed to: "a letter to the NAACP board of
// directors", "a letter on Thursday to Senate leaders". A participle after
// it ("... urging them to reconsider") describes the document.
func sentDocumentBefore(toks []token, a int) bool {
	to := false
	for k := a - 1; k >= 0 && k >= a-10; k-- {
		t := toks[k]
		if t.kind != tWord || t.quoted || verbLike(t) {
			return false
		}
		switch {
		case t.lower == "to" || t.lower == "with" || t.lower == "against":
			to = true
		case to && (media[t.lower] == "letter" || media[t.lower] == "memo" || media[t.lower] == "email" || media[t.lower] == "statement" || filedDocuments[t.lower] || t.lower == "letters"):
			return true // ("filed a complaint with the labour board alleging ...": the complaint's, its filer's)
		}
	}
	return false
}

// raised makes "X seems to ..." and "X appears to ..." the article's own
// view of X, as "X is expected to ..." is: a raising verb's subject holds
// no view ("Ben Carson appears to be slipping"), so nobody is named and the
// subject is part of what is said (PolNeAR gives such a report no source
// about three times in four).
func raised(toks []token, c cueHit, r *raw) {
	if c.lemma != "seem" && c.lemma != "appear" || r.speaker.empty() || r.speaker.b > c.r.a || c.r.b+1 >= len(toks) || !r.refersTo.empty() {
		return
	}
	n := toks[c.r.b]
	switch {
	case n.lower == "to":
		if k := tokAt(toks, r.content.Start); k != c.r.b+1 && k != c.r.b || cueForms[toks[c.r.b+1].lower] != "" {
			return // (not "he appeared to suggest that ...": the report is his)
		}
	case n.kind == tWord && !n.cap() && !prepositions[n.lower] && !determiners[n.lower] && n.lower != "that" && n.lower != "as" && n.lower != "like" && tokAt(toks, r.content.Start) == c.r.b:
		// "Trump's supporters seemed unperturbed": an adjective, the
		// article's view of them too
	default:
		return
	}
	r.content.Start = toks[r.speaker.a].start
	r.speaker, r.appos, r.pre, r.unknown = rng{}, nil, nil, true
}

// withAbsolute mends a participle's statement that opens the sentence
// after "With" ("With Democrats insisting on changes, the bill stalled"):
// "With" is no part of the speaker, and the content ends at the comma
// before the main clause.
func withAbsolute(toks []token, r *raw) {
	k := contentStart(toks)
	if r.speaker.empty() || r.speaker.a != k || toks[k].lower != "with" || r.speaker.b-r.speaker.a < 2 || !strings.HasSuffix(toks[r.cue.a].lower, "ing") {
		return
	}
	r.speaker.a++
	for e := r.cue.b; e < len(toks); e++ {
		if toks[e].start >= r.content.End {
			break
		}
		if toks[e].text == "," && !toks[e].quoted && toks[e].start > r.content.Start {
			r.content.End = toks[e-1].end
			break
		}
	}
}

// onlyVerbs reports whether p is a non-empty run of auxiliaries, modals and
// copulas: a verb group read as a speaker phrase.
func onlyVerbs(p []token) bool {
	for _, t := range p {
		if !auxiliaries[t.lower] && !modals[t.lower] && !isCopula(t.lower) || t.cap() && (t.lower == "will" || t.lower == "may" || t.lower == "can") {
			return false // (not the columnist "Will wrote")
		}
	}
	return len(p) > 0
}

// afterQuotation returns the phrase between a quotation that opens the
// sentence and its cue, as the speaker the other readings did not find
// ("“Q,” the pitch on Kickstarter says", "“Q,” a voice over says as ...",
// "“Q,” state Senate leader X and House Speaker Y, both Republicans, said
// in a statement"): up to its first comma, with no verb in it.
func afterQuotation(toks []token, c int) (rng, bool) {
	k := contentStart(toks)
	if k >= c || toks[k].kind != tQuote || !toks[k].open || !toks[k].paired {
		return rng{}, false
	}
	q := k + 1
	for q < c && !(toks[q].kind == tQuote && !toks[q].open) {
		q++
	}
	if q >= c-1 || c-q > 16 || toks[q-1].text != "," && toks[q+1].text != "," && !strings.HasSuffix(toks[q-1].text, "?") && !strings.HasSuffix(toks[q-1].text, "!") {
		return rng{}, false // ("“Q,” X said": a comma ends the quotation's words or follows it)
	}
	a := q + 1
	if toks[a].text == "," {
		a++
	}
	e := a
	for e < c && toks[e].kind == tWord && !verbLike(toks[e]) && !(e > a && subjectStop[toks[e].lower] && !prepositions[toks[e].lower]) {
		e++
	}
	if e == a || e < c && toks[e].text != "," || prepositions[toks[a].lower] || subordinators[toks[a].lower] {
		return rng{}, false
	}
	for _, t := range toks[e:c] {
		if t.kind == tQuote || t.kind == tWord && verbLike(t) && !adverb(t.lower) {
			return rng{}, false // the words up to the cue describe the speaker, with no verb of their own
		}
	}
	return rng{a, e}, true
}

// personAfterThing returns where the person that "who" after the phrase
// ante means starts: the name after the phrase's last preposition when the
// noun before it names a thing ("attacked on the speeches by Bernie
// Sanders, who cites them": Sanders, not the speeches), else ante.a.
func personAfterThing(toks []token, ante rng) int {
	for k := ante.b - 2; k > ante.a; k-- {
		if !prepositions[toks[k].lower] || toks[k].cap() {
			continue
		}
		h := toks[k-1]
		if linkedName(toks[k+1:ante.b]) && h.kind == tWord && !h.cap() && !roleNouns[h.lower] && !unnamedHeads[h.lower] && !personNoun(h.lower) && !roleNouns[strings.TrimSuffix(h.lower, "s")] && !unnamedHeads[strings.TrimSuffix(h.lower, "s")] {
			return k + 1
		}
		break
	}
	return ante.a
}

// afterTime returns the index after the time words ("Wednesday morning")
// that open toks[i:end], or i.
func afterTime(toks []token, i, end int) int {
	j := i
	for j < end && j < i+3 && timeWords[toks[j].lower] {
		j++
	}
	return j
}

// clauseTaking are the listed verbs whose object is most often a clause,
// which a relative clause or "because" may be part of ("said the plan,
// which was late, would fail"); the others' noun phrase objects end
// where a learned verb's do (endObjectAtClause).
var clauseTaking = set("say tell claim argue insist suggest believe think warn add explain note write report announce predict " +
	"acknowledge admit deny agree confirm promise vow declare assert contend maintain stress emphasize urge ask")

// namedQuotation returns the index of the mark that closes the quotation
// opening the content of a naming report ("what they called ...") when
// words of the article's own follow it: the quotation is the name ("what
// they called “financial supermarkets,” all-in-one shops"). Else 0.
func namedQuotation(toks []token, r *raw) int {
	k := tokAt(toks, r.content.Start)
	if k >= len(toks) || toks[k].kind != tQuote || !toks[k].open || !toks[k].paired {
		return 0
	}
	for q := k + 1; q < len(toks) && toks[q].start < r.content.End; q++ {
		if toks[q].kind == tQuote && !toks[q].open {
			if toks[q].end < r.content.End {
				return q
			}
			return 0
		}
	}
	return 0
}

// thatRelative returns the "that", "which" or "who" right before the verb
// at c (adverbs or a negation between) that opens a restrictive relative
// clause, and the noun phrase it stands for: "an ad that says", "a group
// that strongly opposes", "others who do not believe". Else -1. A "that"
// after a verb or a cue ("said that") is a complementizer, not a relative
// pronoun.
func thatRelative(toks []token, c int) (int, rng) {
	k := c - 1
	for k >= 0 && toks[k].kind == tWord && (preCueSkip[toks[k].lower] || adverb(toks[k].lower) || toks[k].lower == "not" || strings.HasSuffix(toks[k].lower, "n't") || strings.HasSuffix(toks[k].lower, "n’t")) && toks[k].lower != "that" {
		k--
	}
	if k < 1 || toks[k].lower != "that" && toks[k].lower != "which" && toks[k].lower != "who" || toks[k].quoted || strings.HasSuffix(toks[c].lower, "ing") || toks[c].lower == "seen" {
		return -1, rng{} // ("that voting for X does not mean": no relative clause opens with a participle)
	}
	p := toks[k-1]
	if p.kind != tWord || verbLike(p) || subjectStop[p.lower] || determiners[p.lower] || possessiveDeterminers[p.lower] || timeWords[p.lower] || p.lower == "so" || p.lower == "such" || p.lower == "now" {
		return -1, rng{}
	}
	ante := collectBack(toks, k)
	for j := ante.b - 1; j > ante.a; j-- {
		if t := toks[j]; !t.cap() && (verbLike(t) || irregularPast[t.lower]) {
			ante.a = j + 1 // "ran an ad that says": the ad
			break
		}
		if determiners[toks[j].lower] || possessiveDeterminers[toks[j].lower] {
			ante.a = j // "The group ran a new ad that says": from its determiner
			break
		}
	}
	if ante.empty() || ante.b-ante.a > 8 || !headOK(toks, ante) || !noVerb(toks[ante.a:ante.b]) || conjunctions[toks[ante.a].lower] || conjunctions[toks[ante.b-1].lower] {
		return -1, rng{}
	}
	return k, ante
}

// uncovered reports whether the token at i lies outside every statement of
// rs: its cue, its speaker and its content.
func uncovered(s *sentence, rs []*raw, i int) bool {
	t := s.toks[i]
	for _, r := range rs {
		if r.sent == s && (i >= r.cue.a && i < r.cue.b || i >= r.speaker.a && i < r.speaker.b) {
			return false
		}
		if t.start < r.content.End && t.end > r.content.Start && (r.contentSent == nil || r.contentSent == s) && !r.finding && !r.answer {
			return false
		}
	}
	return true
}
