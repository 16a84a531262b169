package loader

// Reports that run over sentences and paragraphs: a quotation that goes on
// in the next sentence (continuation, goesOn), "X said:" closing a
// paragraph and the block quotation after it (introducesBlock), a list's
// items without full stops (unterminated).

import (
	"slices"
	"strings"

	kg "github.com/kg-dev/kg"
)

// withoutDanglingConjunction returns span without a conjunction left at its
// end by a cut before the subject's next verb ("supports Clinton but | is
// not enthusiastic"): the words before it are what was said.
func withoutDanglingConjunction(toks []token, span kg.Span) kg.Span {
	for k := len(toks) - 1; k > 0; k-- {
		t := toks[k]
		if t.end > span.End {
			continue
		}
		if t.end < span.End || t.quoted || t.lower != "and" && t.lower != "but" && t.lower != "or" {
			return span
		}
		if p := toks[k-1]; p.end > span.Start {
			span.End = p.end
			if p.text == "," {
				span.End = p.start
			}
			return span
		}
		return span
	}
	return span
}

// unterminated reports whether s ends without a full stop, question or
// exclamation mark: an item of a list ("Sell her presidency", "Be the one
// who shines") rather than a sentence.
func unterminated(s *sentence) bool {
	if len(s.toks) == 0 {
		return false
	}
	k := len(s.toks) - 1
	if s.toks[k].kind == tQuote && k > 0 {
		k--
	}
	switch w := s.toks[k].text; w {
	case "?", "!", "…", ":":
		return false
	default:
		return !strings.HasSuffix(w, ".") // (".", and an abbreviation's "etc.")
	}
}

// introducesBlock returns rs with the report whose short object runs to a
// colon closing the paragraph ("Cruz called them on it:", "X issued the
// following statement:", "observing of Trump:") last, its content the
// paragraph that follows (wantsNext), and the reports after its cue dropped:
// the words before the colon introduce what was said, as PolNeAR's cues take
// them (train folds: 13,919 matched of 17,062 against 13,918 of 17,071 with
// the block alone; any object, clauses too, 13,913 of 17,053).
func introducesBlock(s *sentence, rs []*raw) []*raw {
	toks := s.toks
	n := len(toks)
	if n < 3 || toks[n-1].text != ":" {
		return rs
	}
	var r *raw
	for _, c := range rs {
		if !c.wantsNext && !c.postType && !c.nominal && c.content.End > c.content.Start && c.content.End >= toks[n-2].start &&
			!directAt(s, c.content) && introduction(toks, c.content) && (r == nil || c.cue.a < r.cue.a) {
			r = c
		}
	}
	if r == nil {
		return rs
	}
	out := rs[:0]
	for _, c := range rs {
		if c != r && c.cue.a < r.cue.a {
			out = append(out, c)
		}
	}
	r.content, r.wantsNext = kg.Span{}, true
	return append(out, r)
}

// introduction reports whether the object content (before the closing
// colon) only introduces what follows: a few words ("called them on it",
// "observing of Trump"), "the following ..." or a prepositional phrase
// ("told the crowd, to rowdy applause"). A clause or a longer object ("Sanders
// pointed out that veterans' issues were ignored:", "listed the qualities a
// nominee needs:") is what was said, and the paragraph after it an example.
func introduction(toks []token, content kg.Span) bool {
	var words []token
	for _, t := range toks {
		if t.start >= content.Start && t.end <= content.End && t.kind != tPunct && t.kind != tQuote {
			words = append(words, t)
		}
	}
	if len(words) == 0 {
		return false
	}
	if len(words) <= 3 || prepositions[words[0].lower] {
		return true
	}
	for _, w := range words {
		if w.lower == "following" {
			return true
		}
	}
	return false
}

func (r *raw) contentSentence() *sentence {
	if r.contentSent != nil {
		return r.contentSent
	}
	return r.sent
}

// mannerOnly reports whether r's content says how or when and nothing
// more: one adverb of manner ("responded angrily", "responded quickly,
// saying ..."), or a time after a preposition ("fired back in March,
// attacking ...").
func (r *raw) mannerOnly() bool {
	toks := r.contentSentence().toks
	j := tokAt(toks, r.content.Start)
	if j < len(toks) && toks[j].end == r.content.End && toks[j].kind == tWord && !toks[j].cap() && !toks[j].quoted && adverb(toks[j].lower) {
		return true
	}
	// "Romney fired back in March, attacking ...": when, nothing said
	e := tokAt(toks, r.content.End)
	return j < len(toks) && e > j+1 && e-j <= 4 && prepositions[toks[j].lower] && !toks[j].quoted && onlyTime(toks[j:e])
}

func (r *raw) root() *raw {
	for r.inherit != nil {
		r = r.inherit
	}
	return r
}

func (r *raw) inheritedCue(text string) string {
	p := r.root()
	if p.cue.empty() {
		return ""
	}
	return text[p.sent.toks[p.cue.a].start:p.sent.toks[p.cue.b-1].end]
}

// goesOn reports whether r, a continued quotation, goes on the quotation of
// the statement it continues, as its second part: the statement before is a
// quotation and r follows it in the same paragraph ("“Q1,” X said. “Q2.”",
// one attribution as PARC and PolNeAR annotate it), or opens the next one
// after a statement that is all quotation ("“Q1,” X said.\n\n“Q2.”"). A
// quotation in a paragraph of its own after a paraphrase continues only the
// speaker.
func goesOn(r *raw) bool {
	p := r.inherit
	if p == nil || !r.cue.empty() || p.content.End > r.content.Start {
		return false
	}
	ps := p.contentSentence()
	switch r.sent.para - ps.para {
	case 0:
		return directAt(ps, p.content)
	case 1:
		return opensQuoted(ps, p.content) // "“Q1,” X said.\n\n“Q2.”": the quotation goes on into the next paragraph
	}
	return false
}

// opensQuoted reports whether the content span of s opens right after an
// opening quotation mark: the statement is a quotation, not a paraphrase
// with a quoted phrase in it.
func opensQuoted(s *sentence, span kg.Span) bool {
	k := tokAt(s.toks, span.Start)
	return k > 0 && s.toks[k-1].kind == tQuote && s.toks[k-1].open
}

// subhead reports whether a sentence is a short quotation in title case
// that is a paragraph of its own: a section heading ("'All Bets Are Off.'"),
// not a quotation going on.
func subhead(toks []token) bool {
	words := 0
	for _, t := range toks {
		if t.kind != tWord {
			continue
		}
		words++
		if !t.cap() && !nameLinks[t.lower] && t.lower != "a" && t.lower != "in" && t.lower != "to" && t.lower != "on" && t.lower != "at" {
			return false
		}
	}
	return words > 0 && words <= 8
}

// continuation attributes a sentence that is only a quotation, with no cue of
// its own, to the speaker of the statement just before it, when that one is in
// the same or the previous paragraph.
func continuation(s *sentence, before []*raw, endsPara bool) *raw {
	if len(before) == 0 {
		return nil
	}
	prev := before[len(before)-1]
	for k := len(before) - 2; prev.nominal && k >= 0 && before[k].sent == prev.sent; k-- {
		if !before[k].nominal {
			prev = before[k] // "In response to X's charge that ..., she said ...": she goes on, not X
			break
		}
	}
	if !directAt(prev.contentSentence(), prev.content) {
		for k := len(before) - 2; k >= 0 && before[k].sent == prev.sent; k-- {
			if b := before[k]; !b.nominal && b.inherit == nil && directAt(b.contentSentence(), b.content) && b.content.End <= prev.sent.toks[len(prev.sent.toks)-1].end {
				// "“Q1,” said X, who knows its gist. “Q2.”", "“Q1,” X said,
				// noting Y. “Q2.”": the quotation goes on X's, not the
				// clause about X after it
				prev = b
				break
			}
		}
	}
	if s.para-prev.sent.para > 1 || prev.unknown && prev.lemma == "ask" {
		return nil // (not "Asked if she would run, Holm laughed. “Ask me next year.”": the answer is not the asker's)
	}
	if !quotationOnly(s, endsPara) {
		return nil
	}
	// the previous statement must itself carry quoted words or be in the previous sentence
	if s.index-prev.sent.index > 2 {
		return nil
	}
	return &raw{sent: s, inherit: prev, kind: prev.kind, content: spanOf(s.toks, rng{0, len(s.toks)}), hops: nil}
}

// quotationOnly reports whether s is a quotation and nothing else: it
// opens with a quotation mark, and at least eight of its ten words are
// quoted (a mark left open to the paragraph's end, as a quotation that
// goes on in the next paragraph is written, counts when s ends the
// paragraph); not a short title-case subhead.
func quotationOnly(s *sentence, endsPara bool) bool {
	toks := s.toks
	first := 0
	for first < len(toks) && toks[first].kind == tPunct {
		first++
	}
	if first >= len(toks) || toks[first].kind != tQuote || !toks[first].open {
		return false
	}
	openToEnd := false
	if !toks[first].paired {
		if !endsPara || slices.ContainsFunc(toks[first+1:], func(t token) bool { return t.kind == tQuote }) {
			return false // (a stray mark among others)
		}
		openToEnd = true
	}
	words, quoted := 0, 0
	for i, t := range toks {
		if t.kind == tWord {
			words++
			if t.quoted || openToEnd && i > first {
				quoted++
			}
		}
	}
	return !(words == 0 || quoted*10 < words*8 || words > 1 && subhead(toks) || words == 1 && slices.ContainsFunc(toks, func(t token) bool { return t.text == ":" })) // (a quoted word alone, “Maybe.”, is no subhead; “Related:” is a label)
}

// spokeBefore attributes a sentence that is only a quotation to the subject
// of the sentence just before it when that one says only that its subject
// spoke to or with someone ("Ada Moss spoke to CBC News on Tuesday.\n\n“I
// have never seen anything like it.”"): the words are what was said there,
// and an outlet spoken to is their hop. Nil when prev is no such sentence.
func spokeBefore(prev, s *sentence, endsPara bool, outlets *Outlets) *raw {
	if prev == nil || s.index != prev.index+1 || s.para-prev.para > 1 || !quotationOnly(s, endsPara) {
		return nil
	}
	toks := prev.toks
	for k := 1; k+1 < len(toks) && k <= 8; k++ {
		if t := toks[k]; t.quoted || t.kind == tQuote {
			return nil
		}
		at := reactionAtEnd(toks, k) // ("Another resident, Ola Dahl, disagreed." and "X was more cautious." before a quotation: theirs too)
		if !(spokeForms[toks[k].lower] && (toks[k+1].lower == "to" || toks[k+1].lower == "with")) && at < 0 {
			continue
		}
		if at < 0 {
			at = k
		}
		sp, appos, ok := subjectBefore(toks, at)
		if !ok || sp.empty() || !subjectShaped(toks[sp.a:sp.b]) {
			return nil
		}
		r := &raw{sent: prev, cue: rng{k, k + 1}, lemma: "speak", kind: kg.Speech, speaker: sp, appos: appos,
			content: spanOf(s.toks, rng{0, len(s.toks)}), contentSent: s}
		if name, ok := recipientOutlet(toks, outletPhraseAfter(toks, k+2), outlets); ok {
			r.hops = []hopRef{{name: name, cue: toks[k].text + " " + toks[k+1].lower}}
		}
		return r
	}
	return nil
}

// reactionAtEnd returns where the verb stands when the word at k closes
// its sentence with a reaction and no words of it ("Ola Dahl disagreed.",
// "X was more cautious.", "Y was blunt.": the quotation after it says
// what), or -1.
func reactionAtEnd(toks []token, k int) int {
	if k+2 != len(toks) || toks[k+1].text != "." {
		return -1
	}
	if reactionForms[toks[k].lower] {
		return k
	}
	j := k - 1
	if j > 0 && (toks[j].lower == "more" || toks[j].lower == "less") {
		j--
	}
	if j > 0 && isCopula(toks[j].lower) && mannerAdjectives[toks[k].lower] {
		return j // the subject stands before the copula
	}
	return -1
}

// reactionForms react to what was said before, without words of their own.
var reactionForms = set("disagreed disagrees agreed agrees objected objects countered counters responded replied demurred")

// mannerAdjectives say how someone spoke: "was more cautious", "is blunt".
var mannerAdjectives = set("blunt cautious optimistic pessimistic skeptical sceptical hopeful critical direct frank candid confident defiant emphatic sure certain convinced upbeat")

// spokeForms say that someone spoke to or with someone, without what.
var spokeForms = set("spoke speaks talked talks")

// editedInterview reads an interview set out without "Q:" and "A:", as
// papers print one with its questions in bold: after a note that says it
// was edited ("The conversation has been edited and condensed."), a
// paragraph that ends in a question mark and quotes no one asks, as does
// one that speaks to "you" and never as "I" or "we"; every other paragraph
// after the first question answers. It returns the byte where the first
// question starts and the answers' paragraphs, or -1 and nil when the
// article is no such interview (two questions at least).
func editedInterview(sents []sentence) (first int, answers []int) {
	i := slices.IndexFunc(sents, editedNote)
	if i < 0 || slices.ContainsFunc(sents, labelledTurn) {
		return -1, nil // (one set out with "Q:" and "A:" is colonAttribution's)
	}
	first, questions, asked := -1, 0, false
	for i++; i < len(sents); {
		j := i
		for j < len(sents) && sents[j].para == sents[i].para {
			j++
		}
		if para := sents[i:j]; interviewerAsks(para, asked) {
			questions, asked = questions+1, true
			if first < 0 {
				first = para[0].toks[0].start
			}
		} else if first >= 0 {
			answers, asked = append(answers, para[0].para), false
		}
		i = j
	}
	if questions < 2 || len(answers) == 0 {
		return -1, nil
	}
	return first, answers
}

// labelledTurn reports whether s opens with an interview's "Q:" or "A:".
func labelledTurn(s sentence) bool {
	return len(s.toks) > 1 && (s.toks[0].text == "Q" || s.toks[0].text == "A") && s.toks[1].text == ":"
}

// editedNote reports whether s says that an interview was edited: "This
// interview has been edited for length and clarity", "The conversation has
// been condensed and edited".
func editedNote(s sentence) bool {
	if len(s.toks) >= 20 {
		return false // (most sentences: a note is short)
	}
	edited, how := false, false
	for _, t := range s.toks {
		edited = edited || t.lower == "edited"
		how = how || t.lower == "condensed" || t.lower == "length" || t.lower == "clarity" || t.lower == "brevity"
	}
	return edited && how
}

// interviewerAsks reports whether a paragraph is the interviewer's: a
// question that quotes no one, or, after an answer, words to "you" with
// no "I" or "we" ("Your opponents say you are an elitist."; right after a
// question, "you can't sit on the sidelines" is the answer's).
func interviewerAsks(para []sentence, afterQuestion bool) bool {
	last := para[len(para)-1].toks
	if len(last) == 0 {
		return false
	}
	you, self := false, false
	for _, s := range para {
		for _, t := range s.toks {
			if t.kind == tQuote {
				return false
			}
			you = you || t.lower == "you" || t.lower == "your"
			self = self || t.lower == "i" || t.lower == "we" || t.lower == "my" || t.lower == "our"
		}
	}
	return last[len(last)-1].text == "?" && !self || you && !self && !afterQuestion
}
