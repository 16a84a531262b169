// Package loader turns articles into statements and entities. It reads inputs
// and runs the extraction pipeline, a stage a file set, data flowing one way
// (docs/extraction.md; TestStagesCallOnlyEarlierStages holds it so):
//
//	read.go                    1 inputs: text, JSON Lines, gzip, stdin; bad input named
//	segment.go                 2 paragraphs, sentences, tokens with byte offsets; quote pairing
//	cues.go                    3 cue words in every form, and the senses that report nothing
//	attribute.go speaker.go    4 per cue, the speaker and content spans around it, and
//	content.go reports.go        constructions without a cue word of their own
//	hops.go                    5 via hops and the medium of each report
//	cuemodel.go                6 the learned cue stage: words the rules left alone, scored
//	continue.go                7 reports over sentences: continued quotations, blocks
//	speakers.go resolve.go     8 speakers to entities: coreference, names, roles, affiliations
//	kind.go                    9 speech, belief or stance
//	extract.go                   the driver: the stages in order, statements out
//
// words.go (word and phrase shapes), lexicon.go (word lists), outlets.go (the
// outlet gazetteer and outlet-shaped names) and countries.go are read by every
// stage. The package knows nothing of Cayley: package graph stores what it
// produces.
package loader

import (
	"slices"
	"strings"
	"sync"

	kg "github.com/kg-dev/kg"
)

// Extractor runs the extraction pipeline. Extract depends on its article
// alone and is safe to call from many goroutines at once.
type Extractor struct {
	Resolver *Resolver
	Cues     *CueModel // the learned cue stage; nil runs the rules alone

	examples func(s *sentence, rs []*raw) // CueExamples: sees each sentence after the rules
}

// NewExtractor returns an Extractor that knows the outlets of o (DefaultOutlets
// if nil) and runs the shipped cue model (DefaultCueModel).
func NewExtractor(o *Outlets) *Extractor {
	return &Extractor{Resolver: NewResolver(o), Cues: sharedCueModel()}
}

// sharedCueModel is DefaultCueModel, read once: a model is never changed
// after it is read, so every Extractor may share it.
var sharedCueModel = sync.OnceValue(DefaultCueModel)

// Extract finds the statements of one article.
func (x *Extractor) Extract(a kg.Article) kg.Extraction {
	arena := tokenArenas.Get().(*[]token)
	sents, grown := segmentInto(a.Text, *arena)
	defer func() { *arena = grown; tokenArenas.Put(arena) }() // nothing returned holds a token
	asked, answers := editedInterview(sents)
	raws := x.sentenceReports(sents, answers)
	sc := x.Resolver.scope(a)
	sc.collectNames(sents)
	raws = slices.DeleteFunc(raws, func(r *raw) bool { return r.surnameOnly && sc.onlyFullName(r.sent.toks[r.speaker.a].text) == "" })
	sc.asked = firstQuestion(sents)
	if sc.asked < 0 {
		sc.asked = asked // an interview printed without "Q:" and "A:"
	}
	raws = slices.DeleteFunc(raws, func(r *raw) bool { return r.answer && sc.asked < 0 }) // ("A:" with no "Q:" before it is no interview)
	for _, r := range raws {
		if r.answer {
			sc.answers = append(sc.answers, r.sent.para)
		}
	}
	out := kg.Extraction{Article: a}
	speakers := make([][]*entityRec, len(raws))             // each raw's, all of "A and B"
	stmts := make([]kg.Statement, 0, len(raws)+len(raws)/4) // grown, a Statement copy is ~400 bytes
	made := make(map[*raw][2]int, len(raws))                // the statements each raw made: stmts[a:b]
	var opens []int                                         // for each statement, the one whose quotation it goes on, or -1
	from := make([]*raw, 0, cap(stmts))                     // each statement's raw
	for i, r := range raws {
		r.content = withoutDanglingConjunction(r.contentSentence().toks, r.content)
		if r.content.End <= r.content.Start {
			continue
		}
		es, mention, mspan := sc.speakerOf(r, raws[:i], speakers[:i])
		if len(es) == 0 {
			continue
		}
		speakers[i] = es
		if selfReference(r.sent.toks[r.speaker.a:r.speaker.b]) {
			continue // "An earlier version of this story said": the article's own voice, a correction
		}
		if r.mannerOnly() {
			continue // "The senator responded angrily": how, nothing said (the speaker stays for a report that inherits it: ", saying ...")
		}
		opening, goes := made[r.inherit]
		goes = goes && goesOn(r)
		if goes && opening[1]-opening[0] != len(es) {
			goes = false // (one statement for each speaker of the opening, in order)
		}
		made[r] = [2]int{len(stmts), len(stmts) + len(es)}
		for k, e := range es {
			st := kg.Statement{
				Article:     a.ID,
				Sentence:    r.sent.index,
				Kind:        statementKind(r),
				ContentSpan: r.content,
				Content:     r.content.Of(a.Text),
				Mention:     mention,
				MentionSpan: mspan,
				Medium:      r.medium,
			}
			if len(es) > 1 && r.refersTo.empty() {
				st.Mention, st.MentionSpan = e.Name, e.mentionSpan(a.Text, mspan) // (a relative pronoun, "A and B, who said", is each one's mention)
			}
			if !r.cue.empty() {
				st.CueSpan = kg.Span{Start: r.sent.toks[r.negatedCueStart(st.Kind)].start, End: r.sent.toks[r.cue.b-1].end}
				st.Cue = st.CueSpan.Of(a.Text)
			} else if r.inherit != nil {
				st.Cue = r.inheritedCue(a.Text)
			}
			st.Direct, st.Quotes = quotedParts(r.contentSentence(), r.content, st.CueSpan)
			st.Speaker = e.Entity
			for _, h := range x.hopsOf(r, raws[:i], speakers[:i], sc) {
				if a.Publisher != "" && sameOutlet(x.Resolver.Outlets, h.Entity.Name, a.Publisher) {
					continue
				}
				st.Via = append(st.Via, h)
			}
			if goes {
				opens = append(opens, opening[0]+k)
			} else {
				opens = append(opens, -1)
			}
			stmts = append(stmts, st)
			from = append(from, r)
		}
	}
	sc.titledRoles()
	sc.finish()
	// fill IDs now that names are final
	for i := range stmts {
		st := &stmts[i]
		st.Speaker = sc.final(st.Speaker)
		for j := range st.Via {
			st.Via[j].Entity = sc.final(st.Via[j].Entity)
		}
		ms := -1
		if st.MentionSpan.End > st.MentionSpan.Start {
			ms = st.MentionSpan.Start
		}
		st.ID = kg.StatementIRI(a.ID, st.ContentSpan, ms)
	}
	for i, k := range opens {
		if k >= 0 {
			stmts[i].Continues = stmts[k].ID
		}
	}
	carryContactHops(stmts, from)
	out.Statements = dedupe(dropNestedStatements(stmts, from))
	seen := make(map[string]bool, len(sc.ents))
	out.Entities = make([]kg.Entity, 0, len(sc.ents))
	for _, e := range sc.ents {
		if e.ID == "" || seen[e.ID] {
			continue
		}
		seen[e.ID] = true
		out.Entities = append(out.Entities, sc.final(e.Entity))
	}
	return out
}

// sentenceReports reads the statements of each sentence in turn, the rules'
// (attributeSentence) and then the learned stage's, and carries what runs
// over sentences: "X said:" and the next sentence or paragraph, a block
// quotation over its paragraphs, a transcript label's paragraph, a
// quotation that continues the speaker before.
func (x *Extractor) sentenceReports(sents []sentence, answers []int) []*raw {
	var raws []*raw
	var block *raw // the statement whose block quotation this paragraph is
	var blockPara int
	var label *raw // the last transcript label, which speaks its paragraph
	for i := range sents {
		s := &sents[i]
		if linkLine(s.toks) {
			continue // "WATCH | Chow defends tax hike:": a link to a video or another story
		}
		rs := sentenceHops(s, attributeSentence(s), x.Resolver.Outlets)
		if (i == 0 || sents[i-1].para != s.para) && slices.Contains(answers, s.para) {
			// an answer of an interview printed without "A:": the person
			// interviewed speaks the paragraph, reports inside it included
			label = &raw{sent: s, lemma: ":", kind: kg.Speech, label: true, answer: true, content: spanOf(s.toks, rng{0, len(s.toks)})}
			raws = append(raws, label)
		}
		if n := len(raws); n > 0 && raws[n-1].wantsNext {
			p := raws[n-1]
			p.wantsNext = false
			if len(rs) == 0 || s.para != p.sent.para {
				p.content = spanOf(s.toks, rng{0, len(s.toks)})
				p.contentSent = s
				p.block = s.para != p.sent.para // "Limbaugh added:" closing its paragraph: the next paragraph is the quotation
				continue
			}
		}
		if n := len(raws); n > 0 && raws[n-1].block && block != raws[n-1] {
			block, blockPara = raws[n-1], raws[n-1].contentSent.para
		}
		if block != nil && (blockPara == s.para || s.para == blockPara+1 && sents[i-1].para == blockPara && unterminated(&sents[i-1])) {
			blockPara = s.para                                          // (a list's items, each a paragraph without a full stop, go on with it)
			block.content.End = spanOf(s.toks, rng{0, len(s.toks)}).End // the block quotation goes on to its paragraph's end
			if len(rs) == 0 {
				continue
			}
		} else {
			block = nil
		}
		if label != nil && label.sent.para == s.para {
			// a transcript's label speaks the paragraph, reports inside it
			// included; an interview's answer keeps them (PolNeAR annotates them)
			label.content.End = spanOf(s.toks, rng{0, len(s.toks)}).End
			if !label.answer {
				continue
			}
		}
		if len(rs) == 0 {
			endsPara := i+1 == len(sents) || sents[i+1].para != s.para
			var prev *sentence
			if i > 0 {
				prev = &sents[i-1]
			}
			if r := spokeBefore(prev, s, endsPara, x.Resolver.Outlets); r != nil {
				rs = append(rs, r) // "X spoke to CBC News.\n\n“Q.”": X's, whoever spoke before
			} else if r := continuation(s, raws, endsPara); r != nil {
				rs = append(rs, r)
			}
		}
		if x.examples != nil {
			x.examples(s, rs)
		} else {
			rs = append(rs, x.Cues.learnedCues(s, rs)...)
		}
		if i+1 < len(sents) && sents[i+1].para != s.para {
			rs = introducesBlock(s, rs)
		}
		raws = append(raws, rs...) // a "said:" left without content is dropped below
		if n := len(rs); n > 0 && rs[n-1].label {
			label = rs[n-1]
		}
	}
	return raws
}

func dedupe(sts []kg.Statement) []kg.Statement {
	seen := map[string]bool{}
	out := sts[:0]
	for _, s := range sts {
		if seen[s.ID] {
			continue
		}
		seen[s.ID] = true
		out = append(out, s)
	}
	return out
}

// dropNestedStatements drops each statement whose cue lies inside another
// statement's content: the article reports the outer speaker's words, and
// the inner verb is part of them. It is the article-wide pass after
// dropNested, which sees one sentence's rules: this one also sees learned
// cues, contents that run across sentences, and a content before its cue
// ("The rebels promised to free the hostages, the minister said"), which
// dropNested leaves whole so that the inner report can still lend its
// speaker (PolNeAR annotates the outer report alone; train folds: content
// F1 0.7506 to 0.7525, strict 0.6932 to 0.6954). Kept, as in dropNested: a
// report of speech ("Police said the suspect told officers ..."), a noun's
// report, one relayed through an outlet, and whatever an outlet's content,
// an impersonal report's ("reportedly", no one named) or a poll's finding
// holds. Of two statements each in the other's content, both stay. A
// statement that went on a dropped one's quotation goes on its container's
// instead.
func dropNestedStatements(sts []kg.Statement, from []*raw) []kg.Statement {
	var into map[string]string // dropped statement IRI -> the IRI of the one whose content holds its cue (made at the first)
	for i, s := range sts {
		if r := from[i]; r.nominal || r.lemma == "say" || r.lemma == "tell" {
			continue
		}
		for j, o := range sts {
			if len(s.Via) > 0 && !sameHops(s.Via, o.Via) {
				continue // relayed through an outlet of its own
			}
			if o.ID != s.ID && o.Speaker.Type != kg.NewsOutlet && o.Speaker.Type != kg.Unknown && !from[j].finding && !from[j].answer && spanIn(s.CueSpan, o.ContentSpan) && !spanIn(o.CueSpan, s.ContentSpan) {
				if into == nil {
					into = map[string]string{}
				}
				into[s.ID] = o.ID
				break
			}
		}
	}
	if len(into) == 0 {
		return sts
	}
	keep := sts[:0]
	for _, s := range sts {
		if _, ok := into[s.ID]; ok {
			continue
		}
		for n := 0; n < len(sts); n++ { // (a chain of containers ends at a kept one; n only guards a cycle)
			c, ok := into[s.Continues]
			if !ok {
				break
			}
			s.Continues = c
		}
		keep = append(keep, s)
	}
	return keep
}

// sameHops reports whether two via chains name the same outlets in order:
// "Iran will respond ..., X said, according to state media" gives the
// inner verb the outer report's hop, no chain of its own.
func sameHops(a, b []kg.Hop) bool {
	return slices.EqualFunc(a, b, func(x, y kg.Hop) bool { return x.Entity.Name == y.Entity.Name })
}

// spanIn reports whether a is a non-empty span inside b.
func spanIn(a, b kg.Span) bool { return a.Start < a.End && b.Start <= a.Start && a.End <= b.End }

func sameOutlet(o *Outlets, a, b string) bool {
	ca, ok1 := o.Lookup(a)
	cb, ok2 := o.Lookup(b)
	if ok1 && ok2 {
		return ca == cb
	}
	return strings.EqualFold(a, b)
}

// CueExamples runs the rules of x over a and lists, sentence by sentence,
// the words they left alone, each with its features: what the learned cue
// stage would score. The learned stage itself does not run.
func (x *Extractor) CueExamples(a kg.Article) []CueExample {
	var out []CueExample
	y := *x
	y.Cues = nil
	y.examples = func(s *sentence, rs []*raw) {
		var f features
		candidates(s, rs, nil, func(i int) {
			t := s.toks[i]
			f.reset()
			cueFeatures(s.toks, i, len(rs) > 0, &f)
			out = append(out, CueExample{Span: kg.Span{Start: t.start, End: t.end}, Word: t.lower, Features: f.strings()})
		})
	}
	y.Extract(a)
	return out
}
