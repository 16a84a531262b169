package loader

import (
	"strings"

	kg "github.com/kg-dev/kg"
)

// statementKind is the kind a reader filters on (kg extract --kind): speech
// for what was said, written or reported ("said", "told", "according to"),
// belief for what is thought, wanted or expected, stance for a position for
// or against ("endorsed", "condemned", "his criticism of"). The cue stages
// decide speech or belief as they read (a belief's relative clause
// describes a speaker, a speech's does not); the stance is told apart here,
// after them, so that it changes no reading:
//   - a stance lemma or noun is a stance, whoever read it;
//   - a word the learned stage read as a cue is a stance or an act ("the
//     court blocked the plan", "tried to defend his remarks"), unless it is
//     a listed verb of belief or speech that the rules turned down for its
//     grammar ("refused to say whether", "did not directly criticize").
func statementKind(r *raw) kg.Kind {
	w := r.lemma
	lemma := cueForms[w]
	if lemma == "" {
		lemma = bareForms[w]
	}
	if lemma == "" {
		lemma = w
	}
	switch {
	case stanceLemmas[lemma] || stanceNouns[w] || stanceAdjectives[w] || actOfPolitics(r, lemma) || answeredRequest(r, lemma) || legalCharge(r, lemma) || agreedTo(r, lemma):
		return kg.Stance
	case !r.learned && r.kind == kg.Speech && r.sent != nil && !r.cue.empty() && (negatedCue(r) || !r.speaker.empty() && noOneSaid(r.sent.toks[r.speaker.a:r.speaker.b])):
		// "would not confirm the details", "never said the bridge would
		// close", "Neither team has confirmed the trade": nothing said, a
		// position on saying it
		return kg.Stance
	case !r.learned:
		return r.kind
	case beliefLemmas[lemma] || nominalCues[w] == kg.Belief:
		return kg.Belief
	case cueForms[w] != "" || bareForms[w] != "":
		return kg.Speech
	}
	return kg.Stance
}

// actOfPolitics reports whether r's cue names an act rather than words by
// its object ("claimed victory", "called a snap election": stanceActNouns).
func actOfPolitics(r *raw, lemma string) bool {
	nouns := stanceActNouns[lemma]
	if nouns == nil || r.postType || r.cue.empty() {
		return false
	}
	s := r.contentSentence()
	k := tokAt(s.toks, r.content.Start)
	return k >= 0 && actObject(s.toks, k, nouns, lemma == "call")
}

// answeredRequest reports whether r answers (or leaves unanswered) a
// request rather than saying anything: "did not respond to a request for
// comment", "did not return calls", "declined to comment": an act, whatever
// it says of the speaker, and no words of theirs.
func answeredRequest(r *raw, lemma string) bool {
	if r.cue.empty() || r.postType {
		return false
	}
	s := r.contentSentence()
	k := tokAt(s.toks, r.content.Start)
	if (lemma == "decline" || lemma == "refuse") && k+1 < len(s.toks) && k >= 0 && s.toks[k].lower == "to" && (s.toks[k+1].lower == "respond" || withheldVerbs[s.toks[k+1].lower] || s.toks[k+1].lower == "confirm" || s.toks[k+1].lower == "discuss" || s.toks[k+1].lower == "weigh" || s.toks[k+1].lower == "elaborate" || declinedTalk[s.toks[k+1].lower]) {
		return true // "declined to comment", "declined to speak to reporters", "declined to say whether", "declined to confirm the plans": a request turned down, no words
	}
	if (withheldVerbs[lemma] || lemma == "tell" || lemma == "confirm" || lemma == "reveal") && k >= 0 && k < len(s.toks) && questionWords[s.toks[k].lower] && s.toks[k].lower != "about" && negatedCue(r) {
		return true // "The RCMP has not said what led to the arrest", "did not say whether": a question left unanswered, no words
	}
	if lemma == "decline" || lemma == "refuse" {
		for j := k; j >= 0 && j < len(s.toks) && j <= k+3; j++ {
			if requestNouns[s.toks[j].lower] {
				return true // "declined an interview request"
			}
		}
	}
	if lemma != "respond" && lemma != "reply" && lemma != "answer" && lemma != "return" {
		return false
	}
	for k >= 0 && k < len(s.toks) && (determiners[s.toks[k].lower] || possessiveDeterminers[s.toks[k].lower] || s.toks[k].lower == "repeated" || s.toks[k].lower == "multiple") {
		k++
	}
	return k >= 0 && k < len(s.toks) && requestNouns[s.toks[k].lower]
}

// declinedTalk are what one declines when one will not be interviewed:
// "declined to speak to reporters", "refused to talk about it".
var declinedTalk = set("speak talk testify")

// negatedCue reports whether r's cue holds a negation: "did not say",
// "wouldn't say", "has never said".
func negatedCue(r *raw) bool {
	for _, t := range r.sent.toks[r.cue.a:r.cue.b] {
		if negations[t.lower] || strings.HasSuffix(t.lower, "n't") || strings.HasSuffix(t.lower, "n’t") {
			return true
		}
	}
	return false
}

// legalCharge reports whether r charges someone with an offence ("Police
// charged a 31-year-old man with dangerous driving"): an act, no words;
// "charged that ..." and a quotation are speech.
func legalCharge(r *raw, lemma string) bool {
	if lemma != "charge" || r.cue.empty() || r.postType {
		return false
	}
	s := r.contentSentence()
	k := tokAt(s.toks, r.content.Start)
	return !(k < 0 || s.toks[k].quoted || s.toks[k].lower == "that" || k > 0 && (s.toks[k-1].lower == "that" || s.toks[k-1].kind == tQuote || s.toks[k-1].text == ":"))
}

// requestNouns are what a reporter sends a speaker who may not answer.
var requestNouns = set("request requests call calls message messages email emails inquiry inquiries")

// agreedTo reports whether r agrees to do something ("Apple agreed to pay
// $95 million"): a commitment, an act; "agreed that ..." is words.
func agreedTo(r *raw, lemma string) bool {
	if lemma != "agree" || r.cue.empty() || r.postType {
		return false
	}
	s := r.contentSentence()
	k := tokAt(s.toks, r.content.Start)
	return k >= 0 && k+1 < len(s.toks) && s.toks[k].lower == "to" && s.toks[k+1].kind == tWord && !s.toks[k+1].cap()
}
