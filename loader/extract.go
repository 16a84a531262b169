// Package loader turns articles into statements and entities. It reads inputs
// (read.go) and runs the extraction pipeline, a stage a file set, data flowing
// one way (docs/extraction.md):
//
//	segment.go                 paragraphs, sentences, tokens with byte offsets; quote pairing
//	cues.go lexicon.go         cue words in every form, and the senses that report nothing
//	attribute.go speaker.go    per cue, the speaker and content spans around it;
//	content.go reports.go      constructions without a cue word of their own
//	hops.go outlets.go         via hops (outlets, listed or shaped like one) and the medium
//	cuemodel.go                the learned cue stage: words the rules left alone, scored
//	extract.go                 the pipeline: sentences in order, continued quotations, statements out
//	resolve.go                 coreference and entity resolution (acronyms, surnames, misspellings)
//	kind.go                    speech, belief or stance
//
// It knows nothing of Cayley: package graph stores what it produces.
package loader

import (
	"slices"
	"sort"
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
	raws := x.sentenceReports(sents)
	sc := x.Resolver.scope(a)
	sc.collectNames(sents)
	raws = slices.DeleteFunc(raws, func(r *raw) bool { return r.surnameOnly && sc.onlyFullName(r.sent.toks[r.speaker.a].text) == "" })
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
				st.CueSpan = kg.Span{Start: r.sent.toks[r.cue.a].start, End: r.sent.toks[r.cue.b-1].end}
				st.Cue = st.CueSpan.Of(a.Text)
			} else if r.inherit != nil {
				st.Cue = r.inheritedCue(a.Text)
			}
			st.Direct = directAt(r.contentSentence(), r.content)
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
func (x *Extractor) sentenceReports(sents []sentence) []*raw {
	var raws []*raw
	var block *raw // the statement whose block quotation this paragraph is
	var blockPara int
	for i := range sents {
		s := &sents[i]
		rs := attributeSentence(s, x.Resolver.Outlets)
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
		if n := len(raws); n > 0 && raws[n-1].label && raws[n-1].sent.para == s.para {
			// a transcript's label speaks the paragraph, reports inside it included
			raws[n-1].content.End = spanOf(s.toks, rng{0, len(s.toks)}).End
			continue
		}
		if len(rs) == 0 {
			if r := continuation(s, raws, i+1 == len(sents) || sents[i+1].para != s.para); r != nil {
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
	}
	return raws
}

// final returns the entity as it stands after resolution, with its IRI.
func (sc *articleScope) final(e kg.Entity) kg.Entity {
	for _, r := range sc.ents {
		if r.Name == e.Name && r.Type == e.Type {
			out := r.Entity
			out.Aliases = append([]string(nil), r.Aliases...)
			if out.Type == kg.NewsOutlet {
				for _, a := range sc.r.Outlets.Aliases(out.Name) {
					if !slices.Contains(out.Aliases, a) {
						out.Aliases = append(out.Aliases, a)
					}
				}
			}
			sort.Strings(out.Aliases)
			if r.Affiliation != nil {
				// one level only: affiliations may form cycles
				a := *r.Affiliation
				a.Affiliation = nil
				a.ID = sc.iri(a)
				out.Affiliation = &a
			}
			return out
		}
	}
	e.ID = sc.iri(e)
	return e
}

func (e *entityRec) mentionSpan(text string, within kg.Span) kg.Span {
	if i := strings.Index(text[within.Start:within.End], e.Name); i >= 0 {
		return kg.Span{Start: within.Start + i, End: within.Start + i + len(e.Name)}
	}
	// a description's name is lower-cased ("the health ministry" for "the
	// Health Ministry"): found as written, the statement keeps an ID of its own
	if low := strings.ToLower(text[within.Start:within.End]); len(low) == within.End-within.Start {
		name := strings.ToLower(e.Name)
		if i := strings.Index(low, name); i >= 0 {
			return kg.Span{Start: within.Start + i, End: within.Start + i + len(name)}
		}
	}
	// "Richards and Menendez": each by the surname it was named with
	if f := strings.Fields(e.Name); len(f) > 1 {
		if i := strings.Index(text[within.Start:within.End], f[len(f)-1]); i >= 0 {
			return kg.Span{Start: within.Start + i, End: within.Start + i + len(f[len(f)-1])}
		}
	}
	return within
}

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
		if r := from[i]; r.nominal || r.lemma == "say" || r.lemma == "tell" || len(s.Via) > 0 {
			continue
		}
		for j, o := range sts {
			if o.ID != s.ID && o.Speaker.Type != kg.NewsOutlet && o.Speaker.Type != kg.Unknown && !from[j].finding && spanIn(s.CueSpan, o.ContentSpan) && !spanIn(o.CueSpan, s.ContentSpan) {
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

// spanIn reports whether a is a non-empty span inside b.
func spanIn(a, b kg.Span) bool { return a.Start < a.End && b.Start <= a.Start && a.End <= b.End }

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

func sameOutlet(o *Outlets, a, b string) bool {
	ca, ok1 := o.Lookup(a)
	cb, ok2 := o.Lookup(b)
	if ok1 && ok2 {
		return ca == cb
	}
	return strings.EqualFold(a, b)
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

// continuation attributes a sentence that is only a quotation, with no cue of
// its own, to the speaker of the statement just before it, when that one is in
// the same or the previous paragraph.
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
	if s.para-prev.sent.para > 1 {
		return nil
	}
	toks := s.toks
	first := 0
	for first < len(toks) && toks[first].kind == tPunct {
		first++
	}
	if first >= len(toks) || toks[first].kind != tQuote || !toks[first].open {
		return nil
	}
	openToEnd := false // “... to the paragraph's end, the convention for a quotation that goes on in the next
	if !toks[first].paired {
		if !endsPara {
			return nil
		}
		for _, t := range toks[first+1:] {
			if t.kind == tQuote {
				return nil // a stray mark among others
			}
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
	if words == 0 || quoted*10 < words*8 || words > 1 && subhead(toks) || words == 1 && slices.ContainsFunc(toks, func(t token) bool { return t.text == ":" }) {
		return nil // (a quoted word alone, “Maybe.”, is no subhead; “Related:” is a label)
	}
	// the previous statement must itself carry quoted words or be in the previous sentence
	if s.index-prev.sent.index > 2 {
		return nil
	}
	return &raw{sent: s, inherit: prev, kind: prev.kind, content: spanOf(toks, rng{0, len(toks)}), hops: nil}
}

// danglingMention reports whether a speaker phrase ends where no noun
// phrase does, in a preposition or a bare determiner ("Pay no (attention
// to)", "The path to (promises of)", "At (denunciations of)"): the words
// before a learned noun, read as a speaker; nobody is named.
func danglingMention(p []token) bool {
	if len(p) == 0 {
		return false
	}
	l := p[len(p)-1]
	return l.kind == tWord && (prepositions[l.lower] || l.lower == "no" || l.lower == "the" || l.lower == "a" || l.lower == "an") && (!l.cap() || len(p) == 1)
}

// speakerOf resolves the speaker(s) of r: one entity, or several for "A and B".
func (sc *articleScope) speakerOf(r *raw, before []*raw, prev [][]*entityRec) ([]*entityRec, string, kg.Span) {
	if r.inherit != nil {
		for i := len(before) - 1; i >= 0; i-- {
			if before[i] == r.inherit && len(prev[i]) > 0 {
				// a continued quotation is written with its opening's words: "he"
				mention, mspan := "", kg.Span{}
				if root := r.root(); !root.speaker.empty() {
					toks := root.sent.toks[root.speaker.a:root.speaker.b]
					mspan = kg.Span{Start: toks[0].start, End: toks[len(toks)-1].end}
					mention = mspan.Of(sc.article.Text)
				}
				return prev[i], mention, mspan // "A and B criticized it, deeming it ...": each of them
			}
		}
		return nil, "", kg.Span{}
	}
	if sp := r.sent.toks; r.speaker.b-r.speaker.a > 2 && sp[r.speaker.a].lower == "all" && (sp[r.speaker.a+1].lower == "a" || sp[r.speaker.a+1].lower == "an") {
		r.speaker.a++ // "“No comment,” was all a spokesman would say": the spokesman (not "All the ministers")
	}
	toks := r.sent.toks[r.speaker.a:r.speaker.b]
	if r.unknown || r.refersTo.empty() && danglingMention(toks) {
		return []*entityRec{sc.local(mentionInfo{name: "unknown", typ: kg.Unknown})}, "", kg.Span{}
	}
	if len(toks) == 0 {
		return nil, "", kg.Span{}
	}
	mspan := kg.Span{Start: toks[0].start, End: toks[len(toks)-1].end}
	mention := mspan.Of(sc.article.Text)
	if !r.refersTo.empty() {
		toks = r.sent.toks[r.refersTo.a:r.refersTo.b] // "who" speaks for X
	}
	body := false // "a National Academies report": whose report, a body's unless the article names a person so
	if a := publishedBy(r); len(a) > 0 {
		toks = a // "The report, published by the World Bank on Tuesday, said"
		if r.medium == "" {
			r.medium = media[r.sent.toks[r.speaker.a+1].lower]
		}
	}
	if rest, medium := mediumOf(toks); medium != "" {
		body = len(rest) > 1 && strings.HasSuffix(rest[len(rest)-1].lower, "s") && !sc.personNamed(rest)
		toks = rest // "A statement from the group said", "according to a statement from the ministry"
		if r.medium == "" {
			r.medium = medium
		}
	}
	parts, firms := describedNames(toks) // "pollsters Ipsos and Ifop", "vaccine makers Pfizer and Moderna"
	if parts == nil {
		parts = splitConj(toks)
	}
	if len(parts) == 1 {
		parts = sc.splitSurnames(toks)
	}
	if len(parts) == 1 && pluralReport(r) {
		parts = splitNames(toks) // "Microsoft and Google said they ..."
	}
	var out []*entityRec
	for _, p := range parts {
		e := sc.resolveMention(p, r.speaker.a == 0 || r.sent.toks[r.speaker.a-1].kind != tWord && r.speaker.a <= 1)
		if e == nil {
			continue
		}
		if firms && e.Type == kg.Person && e.Role == "" {
			e.Type = kg.Organization // the plural before the names said they are companies
		}
		out = append(out, e)
	}
	if len(out) == 1 && body && out[0].Type == kg.Person && out[0].Role == "" {
		out[0].Type = kg.Organization
	}
	if len(out) == 1 && len(toks) == 1 && out[0].Type == kg.Person && out[0].Role == "" && r.speaker.b-r.speaker.a == 1 && r.sent.toks[r.speaker.a].lower == "which" {
		out[0].Type = kg.Organization // "Acme, which said ...": "which" stands for a thing, not a person
	}
	if len(out) == 1 {
		sc.applyAppositives(out[0], r)
		if (out[0].Type == kg.UnnamedSource || out[0].Type == kg.Group) && out[0].Role == "" {
			sc.sourceRole(out[0], toks)
		}
	}
	for _, e := range out {
		sc.mentioned(e, mspan.Start)
	}
	return out, mention, mspan
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
	// merge parts that do not end in a name into the next one
	var merged [][]token
	var carry []token
	for i, p := range parts {
		cur := append(carry, p...)
		if i < len(parts)-1 && !endsInName(p) {
			carry = append(cur, token{text: "and", lower: "and", kind: tWord})
			continue
		}
		merged = append(merged, cur)
		carry = nil
	}
	if len(parts) == 2 && len(merged) == 1 && speakerHead(parts[0]) && speakerHead(parts[1]) {
		return parts // "residents and the health ministry", "doctors and aid workers"
	}
	last := merged[len(merged)-1]
	if len(last) == 0 {
		return [][]token{toks} // a phrase that ends in "and": no list
	}
	oneName := !determiners[last[0].lower] // not "Ada Moss and the Lund Health Department"
	for _, p := range merged {
		if !endsInName(p) || orgHeads[p[len(p)-1].lower] && oneName {
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

// splitSurnames splits "Richards and Menendez" where each word is the
// surname of a full name the article gave ("Cecile Richards", "Robert
// Menendez"); splitConj, which cannot know that, leaves such a pair whole
// (it may be a firm: "Procter and Gamble").
func (sc *articleScope) splitSurnames(toks []token) [][]token {
	if len(toks) != 3 || toks[1].lower != "and" || !toks[0].cap() || !toks[2].cap() {
		return [][]token{toks}
	}
	if sc.onlyFullName(toks[0].text) == "" || sc.onlyFullName(toks[2].text) == "" {
		return [][]token{toks}
	}
	return [][]token{toks[:1], toks[2:]}
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

// publishedBy returns the author that the aside after r's speaker names
// when the speaker is a medium ("The report, published by the World Bank
// on Tuesday, said"), without its time; else nil.
func publishedBy(r *raw) []token {
	toks := r.sent.toks
	sp := toks[r.speaker.a:r.speaker.b]
	b := r.speaker.b
	if len(sp) != 2 || !determiners[sp[0].lower] || media[sp[1].lower] == "" || b+3 >= len(toks) || toks[b].text != "," || !authorParticiples[toks[b+1].lower] || toks[b+2].lower != "by" {
		return nil
	}
	e := b + 3
	for e < len(toks) && e < b+12 && toks[e].kind == tWord {
		e++
	}
	if e >= len(toks) || toks[e].text != "," || e == b+3 {
		return nil
	}
	a := withoutTime(toks, rng{b + 3, e})
	if a.empty() {
		return nil
	}
	return toks[a.a:a.b]
}

// mediumOf reads "a statement from X", "a letter by X": X speaks, through the
// medium named before it.
func mediumOf(toks []token) ([]token, string) {
	if owner := mediumOwner(toks); len(owner) > 0 {
		return owner, media[toks[len(toks)-1].lower] // "a Reuters report", "a White House statement"
	}
	i := 0
	if i < len(toks) && determiners[toks[i].lower] {
		i++
	}
	if i+3 < len(toks) && media[toks[i].lower] != "" && authorParticiples[toks[i+1].lower] && toks[i+2].lower == "by" {
		rest := toks[i+3:]
		if n := len(rest); n > 2 && rest[n-2].lower == "on" && platform(rest[n-1]) != "" {
			return rest[:n-2], platform(rest[n-1]) // "A statement posted by the group on Telegram said"
		}
		return rest, media[toks[i].lower] // "A statement issued by the army said", "a report published by the World Bank"
	}
	if i+2 >= len(toks) || media[toks[i].lower] == "" || toks[i+1].lower != "from" && toks[i+1].lower != "by" && toks[i+1].lower != "in" {
		return toks, ""
	}
	rest := toks[i+2:]
	switch w := toks[i].lower; {
	case w == "report" || w == "article" || w == "story" || toks[i+1].lower == "in":
		// "a report in The New York Times", "a report from the SITE
		// Intelligence Group": only a name, which speaks; "a report from the
		// inspector general to be released Thursday" is a report's own words
		n := rest
		if len(n) > 0 && n[0].lower == "the" {
			n = n[1:]
		}
		if len(n) == 0 || len(n) > 6 || !allCapitalized(n) {
			return toks, ""
		}
	}
	return rest, media[toks[i].lower]
}

// authorParticiples, between a medium and "by", say who wrote or put it
// out: "a statement issued by the army" (not "commissioned by", "seen
// by": who paid for it, who read it).
var authorParticiples = set("issued published released prepared written compiled produced posted sent")

// mediumOwner returns the name in "a Reuters report", "a White House
// statement" (a determiner, up to four capitalized words, a medium), or nil.
func mediumOwner(p []token) []token {
	n := len(p)
	if n < 3 || n > 6 || !determiners[p[0].lower] || p[n-1].cap() || media[p[n-1].lower] == "" || !allCapitalized(p[1:n-1]) || possessive(p[n-2].lower) || timeWords[p[n-2].lower] {
		return nil // (not "a March speech": when)
	}
	return p[1 : n-1]
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

// groupNouns are plural nouns of people that speak together in the news.
var groupNouns = set("residents witnesses survivors villagers protesters activists critics experts analysts economists insiders " +
	"doctors medics rescuers workers relatives families parents students teachers farmers voters lawmakers police")

// pluralReport reports whether r's words say their speaker is more than
// one: a report that opens with "they" or "their" ("Microsoft and Google
// said they would appeal"), where one firm would be "it".
func pluralReport(r *raw) bool {
	s := r.contentSentence()
	k := tokAt(s.toks, r.content.Start)
	return k < len(s.toks) && (s.toks[k].lower == "they" || s.toks[k].lower == "their")
}

// splitNames splits a phrase of capitalized names joined by "and" and
// commas ("Microsoft and Google", "A, B and C") into the names, or returns
// it whole when a part is no capitalized name.
func splitNames(toks []token) [][]token {
	var parts [][]token
	start := 0
	for i, t := range toks {
		if t.lower == "and" || t.text == "," {
			if i > start {
				parts = append(parts, toks[start:i])
			}
			start = i + 1
		}
	}
	parts = append(parts, toks[start:])
	for _, p := range parts {
		if len(p) == 0 || !p[0].cap() || !p[len(p)-1].cap() || orgHeads[p[len(p)-1].lower] {
			return [][]token{toks} // (not "Citizenship and Immigration Services": one body)
		}
	}
	return parts
}

// describedNames splits the names after a plural noun that describes them
// ("pollsters Ipsos and Ifop", "projections by pollsters Ipsos and Ifop",
// "celebrities A, B and C"), or returns nil; firms is whether the plural
// names companies ("vaccine makers Pfizer and Moderna", "banks").
func describedNames(toks []token) (names [][]token, firms bool) {
	for k := 0; k+3 < len(toks); k++ {
		w := toks[k].lower
		if toks[k].cap() || len(w) < 5 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || determiners[w] || !toks[k+1].cap() {
			continue
		}
		if names := splitNames(toks[k+1:]); len(names) > 1 {
			one := strings.TrimSuffix(w, "s")
			return names, businessHeads[one] || orgNouns[one] || strings.HasSuffix(one, "maker") || one == "bank"
		}
	}
	return nil, false
}

func endsInName(p []token) bool {
	n := len(p)
	return n >= 2 && p[n-1].cap() && p[n-2].cap() && !titles[p[n-2].lower] || n >= 3 && p[n-1].cap() && titles[p[n-2].lower]
}

// oneOfThem resolves "one of them" (or "one of those", "another of
// them") to one unnamed member of the plural group that spoke last: "Two
// senior officials said ... One of them said" is one of the two senior
// officials, an unnamed source of the article's own. Else nil.
func (sc *articleScope) oneOfThem(toks []token) *entityRec {
	if len(toks) != 3 || toks[1].lower != "of" || toks[2].lower != "them" && toks[2].lower != "those" {
		return nil
	}
	if w := toks[0].lower; w != "one" && w != "another" {
		return nil
	}
	for i := len(sc.last) - 1; i >= 0 && i >= len(sc.last)-3; i-- {
		e := sc.last[i]
		f := strings.Fields(strings.ToLower(e.Name))
		if (e.Type == kg.UnnamedSource || e.Type == kg.Group) && len(f) > 1 && pluralNoun(f[len(f)-1]) {
			name := e.Name
			if f, rest, ok := strings.Cut(name, " "); ok && (determiners[strings.ToLower(f)] || numberWord(strings.ToLower(f))) {
				name = strings.ToLower(f) + " " + rest
			}
			return sc.local(mentionInfo{name: toks[0].lower + " of " + name, typ: kg.UnnamedSource, head: e.head})
		}
	}
	return nil
}

func (sc *articleScope) resolveMention(toks []token, sentFirst bool) *entityRec {
	if onlyTime(toks) {
		// "Hours before the vote, ... said", "On Tuesday ... said": a time
		// the subject phrase took in, never a speaker
		return sc.local(mentionInfo{name: "unknown", typ: kg.Unknown})
	}
	m := analyze(toks, sentFirst, sc.r.Outlets)
	at := toks[0].start
	if e := sc.oneOfThem(toks); e != nil {
		return e
	}
	if agedDescription(toks) || peopleNoun(toks, sc.r.Outlets) {
		// "“Q,” the 45-year-old businessman said", "“Q,” the Spaniard
		// said": the person who just spoke, or the person named last
		if e := sc.describedPerson(at); e != nil {
			return e
		}
	}
	if m.pronoun != "" {
		if e := sc.resolveBack(m, at); e != nil {
			return e
		}
		return sc.local(mentionInfo{name: "unknown", typ: kg.Unknown})
	}
	if m.acronym && len(toks) == 1 && len(toks[0].text) > 3 {
		if full := sc.onlyFullName(toks[0].text); full != "" {
			m = mentionInfo{text: m.text, name: full, typ: kg.Person} // "PENCE:" in a transcript is Mike Pence, named before
		}
	}
	if m.typ == kg.Group && len(toks) == 1 && toks[0].cap() && sc.onlyFullName(toks[0].text) != "" {
		// "Sanders" first in a sentence reads as a plural; the article
		// names one person so
		m.typ = kg.Person
	}
	if m.typ == kg.Person && m.role == "" && (strings.Contains(m.name, " ") && (sc.firmNamed(m.name) || clubEnds[m.name[strings.LastIndexByte(m.name, ' ')+1:]]) || sc.knownCompany(m.name) || slices.Contains(sc.bodies, nameKey(m.name))) {
		m.typ = kg.Organization // "Pfizer shares rose ... Pfizer said": the article named a company so
	}
	switch {
	case m.typ == kg.NewsOutlet && m.head != "":
		if m.definite {
			if e := sc.outletNamedBefore(at); e != nil {
				return e // "The newspaper said": the outlet named last
			}
		}
		return sc.local(m)
	case m.typ == kg.UnnamedSource || m.typ == kg.Group:
		if m.definite {
			if e := sc.resolveBack(m, at); e != nil {
				return e
			}
		}
		return sc.local(m)
	case m.typ == kg.Organization:
		if m.definite && !m.acronym && m.head != "" && !properModified(toks) {
			// "the ministry" refers back; "the Clinton campaign" names its own
			if e := sc.resolveBack(m, at); e != nil {
				return e
			}
		}
	case m.typ == kg.Person:
		if m.definite && m.head != "" {
			if e := sc.resolveBack(m, at); e != nil {
				return e
			}
		}
	}
	if m.head != "" && m.definite && m.typ == kg.Organization {
		if !properModified(toks) {
			return sc.local(mentionInfo{name: m.name, typ: kg.Group, head: m.head}) // "the ministry" met first: which one, the text does not say
		}
		k := 0
		for k < len(toks)-1 && determiners[toks[k].lower] {
			k++
		}
		m.name = joinToks(toks[k:]) // "the Clinton campaign": Clinton campaign, as written
	}
	e := sc.resolveNamed(m)
	if aff := m.affiliation; e.Type == kg.Person && sc.organizationName(aff) {
		sc.roleFrom(e, nil, aff) // "Hamas spokesman Hazem Qassem"
	}
	return e
}

// personNamed reports whether the article knows the words of p as a
// person who spoke or a person's name it gives before a title elsewhere.
func (sc *articleScope) personNamed(p []token) bool {
	e, ok := sc.byKey[nameKey(joinToks(p))]
	return ok && e.Type == kg.Person
}

// titledRoles gives each person whose mentions as a speaker carried no role
// the role the article gave the name elsewhere: "Lund United manager Erik
// Sand resigned ... Sand told reporters". It runs after all speakers, so
// that a speaker's own description wins.
func (sc *articleScope) titledRoles() {
	for _, e := range sc.ents {
		if e.Type != kg.Person || e.Role != "" {
			continue
		}
		t := sc.titledNameOf(e)
		if t == nil {
			continue
		}
		if tm := analyze(t, false, sc.r.Outlets); tm.typ == kg.Person && tm.role != "" {
			e.Role = tm.role
			if aff := tm.affiliation; e.Affiliation == nil && (len(aff) > 1 && !sc.personNamed(aff) && analyze(aff, false, sc.r.Outlets).typ != kg.Person || len(aff) == 1 && (isAcronym(aff[0].text) || orgHeads[aff[0].lower])) {
				sc.roleFrom(e, nil, aff) // (not "Rubio donor X", "Bill Clinton pollster X": a person's)
			}
		}
	}
}

// organizationName reports whether the words named before a role name an
// organization the speaker belongs to: several words, an acronym or an
// organization noun, or one word no person of the article has as surname
// ("Trump spokesman X" is no organization "Trump").
func (sc *articleScope) organizationName(aff []token) bool {
	return len(aff) > 1 || len(aff) == 1 && (isAcronym(aff[0].text) || orgHeads[aff[0].lower] || sc.onlyFullName(aff[0].text) == "")
}

// properModified reports whether a capitalized word follows the phrase's
// first word: "the Clinton campaign", "the Syrian government".
func properModified(toks []token) bool {
	for _, t := range toks[1:] {
		if t.cap() {
			return true
		}
	}
	return false
}

// timeNouns are the words of phrases that say when, which speak for nobody.
var timeNouns = set("hours minutes days weeks months years moments decades time later before ago earlier")

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

// local finds or makes an article-local entity (unnamed source, group, unknown).
func (sc *articleScope) local(m mentionInfo) *entityRec {
	key := "local:" + strings.ToLower(m.name)
	if e, ok := sc.byKey[key]; ok {
		return e
	}
	typ := m.typ
	if typ == "" {
		typ = kg.Group
	}
	return sc.add(&entityRec{Entity: kg.Entity{Name: m.name, Type: typ}, head: m.head, keys: []string{key}})
}

// applyAppositives reads role, affiliation and aliases from the phrases around
// a speaker: "X, a spokesman for Y," / "X, or ACR," / "The commander of Y, Z, X".
func (sc *articleScope) applyAppositives(e *entityRec, r *raw) {
	toks := r.sent.toks
	for i, ap := range r.appos {
		p := toks[ap.a:ap.b]
		if p[0].lower == "or" && len(p) >= 2 {
			sc.alias(e, joinToks(p[1:]))
			if isAcronym(p[len(p)-1].text) && e.Type == kg.Person {
				e.Type = kg.Organization
			}
			continue
		}
		if i == 0 && e.Type == kg.Person && e.Role == "" && e.Affiliation == nil && (orgAppositive(p) || p[0].lower == "which" && ap.a == r.speaker.b+1) {
			e.Type = kg.Organization // "Copa-Cogeca, the EU's largest farm lobby, said"; "Planned Parenthood, which brought the suit, said"
			continue
		}
		if p[0].lower == "who" && anyWord(p, finiteOnly) {
			continue // "Podesta, who said the project was vetted by his firm's counsel, said": a report, no role
		}
		if !p[0].cap() && strings.HasSuffix(p[0].lower, "ing") && !(len(p) > 1 && (roleNouns[p[1].lower] || titles[p[1].lower])) && !adjectivalIng[p[0].lower] {
			continue // "X, facing a challenge from Secretary of State Y, noted": an aside, no role of X's
		}
		sc.roleFrom(e, p, nil)
	}
	if len(r.pre) == 1 && len(r.appos) == 0 && e.Type == kg.Person && e.Role == "" && e.Affiliation == nil && orgAppositive(toks[r.pre[0].a:r.pre[0].b]) {
		e.Type = kg.Organization // "The drugmaker, Lundpharm, said"
		return
	}
	if len(r.pre) > 0 {
		var aff []token
		for _, seg := range r.pre {
			p := toks[seg.a:seg.b]
			intro := len(p) == 1 && (isConnective(p[0].lower) || strings.HasSuffix(p[0].lower, "ly") || p[0].lower == "earlier" || p[0].lower == "later") ||
				seg.b < len(toks) && introBefore(toks, seg.b)
			if len(p) <= 3 && p[len(p)-1].cap() && !hasRoleNoun(p) && !intro {
				aff = p // "The commander of the group, the TTP, X" (not "Meanwhile, the mayor, X" or "In Geneva, ...")
			}
		}
		for _, seg := range r.pre {
			if p := toks[seg.a:seg.b]; hasRoleNoun(p) {
				sc.roleFrom(e, p, aff)
				break
			}
		}
	}
}

// sourceRole reads an unnamed source's role and affiliation from its own
// words: "a spokeswoman for the Treasury Department", "an analyst at Verisk
// Maplecroft", "a member of the Taliban"; only when a named organization
// follows the role ("officials in Beijing" have none). A group gets the body
// its plural role is at ("researchers at Recorded Future"), no role.
func (sc *articleScope) sourceRole(e *entityRec, p []token) {
	for i, t := range p {
		if e.Type == kg.Group {
			// a plural role a name follows: "researchers at Recorded Future"
			if len(t.lower) > 4 && strings.HasSuffix(t.lower, "s") && roleNouns[strings.TrimSuffix(t.lower, "s")] && (!t.cap() || i == 0) && i+2 < len(p) && p[i+1].lower == "at" && p[i+2].cap() {
				if aff := affiliationAfter(p[i+1:]); sc.organizationName(aff) && !anyWord(aff, conjunctions) && !sc.nameOfPerson(aff) {
					sc.affiliate(e, aff)
				}
				return
			}
			continue
		}
		if !roleNouns[t.lower] || t.cap() {
			continue
		}
		// "a UN spokesperson", "a senior State Department official"
		a := capitalizedBefore(p, i)
		if aff := affiliationBefore(p[a:i]); sc.organizationName(aff) {
			sc.roleFrom(e, p[i:], aff)
			return
		}
		if i+2 >= len(p) {
			return
		}
		prep, next := p[i+1].lower, p[i+2]
		if affiliationPrepositions[prep] && prep != "with" && (next.cap() || determiners[next.lower] && i+3 < len(p) && p[i+3].cap() || definiteBody(p[i+2:]) > 0) {
			sc.roleFrom(e, p, nil)
		}
		return
	}
}

// adjectivalIng are -ing words that modify a role rather than open an
// aside: "managing director", "outgoing chairman".
var adjectivalIng = set("managing acting outgoing incoming founding ranking leading sitting presiding reigning governing")

// orgAppositive reports whether an appositive says its name is an
// organization's: a determiner, then a head noun of bodies before any
// preposition, and no role ("the EU's largest farm lobby", "a group based
// in Lund"; not "a spokesman for the Green Alliance").
func orgAppositive(p []token) bool {
	if len(p) < 2 || !determiners[p[0].lower] {
		return false
	}
	h := 1
	for h < len(p) && !prepositions[p[h].lower] && p[h].lower != "that" && p[h].lower != "which" && p[h].lower != "based" {
		h++
	}
	head := p[h-1]
	return !head.cap() && (orgHeads[head.lower] || orgNouns[head.lower] || businessHeads[head.lower] || charityNouns[head.lower]) && !hasRoleNoun(p)
}

// charityNouns head an appositive that says its name is a nonprofit's:
// "Lund Relief, a charity that runs clinics, said".
var charityNouns = set("charity nonprofit non-profit ngo watchdog")

// bodyBefore reports whether p[b:i], the capitalized words before the role
// noun p[i] of an appositive that opens with a determiner, name the body the
// speaker belongs to: "a senior EU official", "a Pentagon spokesman"; not a
// place before a place's office ("a former Vermont governor"), a title ("the
// Vice President"), or a person ("a Sanders supporter").
func (sc *articleScope) bodyBefore(p []token, b, i int) bool {
	if b >= i || !determiners[p[0].lower] || placeTitles[p[i].lower] && !hasOrgHead(p[b:i]) {
		return false
	}
	aff := affiliationBefore(p[b:i])
	if aff == nil || !sc.organizationName(aff) {
		return false
	}
	for _, t := range aff {
		if titles[t.lower] {
			return false
		}
	}
	// One capitalized word between a determiner and a role only a body has
	// is a body unless the article names a person by it (organizationName
	// asked): "a Hamas spokesman", as sourceRole reads it; not "a Sanders
	// supporter", nor "a Donald Trump spokesman".
	if len(aff) == 1 && regions[aff[0].lower] {
		return false // "an Iowa operative": where, not whose
	}
	if m := analyze(aff, false, sc.r.Outlets); m.typ == kg.Person && (len(aff) > 1 || !bodyRoles[p[i].lower]) || m.typ == kg.NewsOutlet && len(aff) == 1 && !isAcronym(aff[0].text) {
		return false
	}
	return !sc.personNamed(aff)
}

// capitalizedBefore returns where the capitalized words (and the "of"s
// linking them) just before p[i] start: "a Bank of England spokesperson".
func capitalizedBefore(p []token, i int) int {
	a := i
	for a > 0 && (p[a-1].cap() && !determiners[p[a-1].lower] || a > 1 && p[a-1].lower == "of" && p[a-2].cap()) {
		a--
	}
	return a
}

// hasRoleNoun reports whether a word of p is a role noun.
func hasRoleNoun(p []token) bool { return anyWord(p, roleNouns) }

// roleFrom sets e's role from the first role noun of p, and its affiliation from
// the proper name after "for/of/at/from/with" (or from aff when given).
func (sc *articleScope) roleFrom(e *entityRec, p []token, aff []token) {
	for i, t := range p {
		if !roleNouns[t.lower] && !agentNounAt(p, i) || i > 0 && t.cap() && i+1 < len(p) && p[i+1].cap() && !roleNouns[p[i+1].lower] {
			continue // (not "an appointee of former President Barack Obama": another's title)
		}
		if e.Role == "" || titles[strings.ToLower(e.Role)] && (roleNouns[t.lower] || honorifics[strings.ToLower(e.Role)]) {
			// "Dr. Ola Dahl, an epidemiologist at ...": the appositive's noun
			// over a bare title (an occupation the list lacks over "Dr." only:
			// "Gov. X, a backer of Y" stays governor)
			e.Role = rolePhrase(p, i)
		}
		if rs := rolePrefixStart(p, i); rs < i {
			if e.Role == rolePhrase(p, i) {
				e.Role = joinToks(p[rs:i]) + " " + e.Role // "press secretary", "deputy director"
			}
			i = rs // the body stands before the whole role: "The White House press secretary"
		}
		if pos := possessorBefore(p[:i]); aff == nil && (len(pos) >= 2 && analyze(pos, false, sc.r.Outlets).typ != kg.Person || len(pos) == 1 && sc.bodyWord(pos[0].text)) {
			aff = pos // "Al Jazeera's correspondent in Gaza": the possessor employs, the place is where
		}
		if aff == nil && !roleNouns[t.lower] {
			// an occupation's place or patron is no employer: "a contractor
			// from Moody", "a backer of Ted Cruz"; "a neurologist at X" is
			if i+1 < len(p) && (p[i+1].lower == "at" || p[i+1].lower == "for" || p[i+1].lower == "with" || p[i+1].lower == "of") {
				if a := affiliationAfter(p[i+1:]); a != nil {
					if typ := analyze(a, false, sc.r.Outlets).typ; typ == kg.Organization || typ == kg.NewsOutlet || typ != kg.Person && p[i+1].lower != "of" {
						aff = a // ("a co-chairman of the Congressional Progressive Caucus"; not "a resident of Ohio")
					}
				}
			}
			break
		}
		if aff == nil {
			aff = affiliationAfter(p[i+1:])
		}
		if aff == nil {
			// "Color of Change's executive director"; not "Trump's attorney",
			// whose possessor is a person, not an organization to belong to
			if pos := possessorBefore(p[:i]); len(pos) >= 2 && analyze(pos, false, sc.r.Outlets).typ != kg.Person || len(pos) == 1 && sc.bodyWord(pos[0].text) {
				aff = pos
			} else if len(pos) == 1 && bodyRoles[t.lower] && !regions[trimPossessive(pos[0].lower)] && (!countries[trimPossessive(pos[0].lower)] || publicHeads[trimPossessive(pos[0].lower)]) {
				// "the Kremlin's spokesman", "Trump's spokesman": a role only a
				// body or a person it speaks for gives (affiliate reads which;
				// not a country's or a place's: "Lund's mayor" is in Lund)
				aff = []token{withoutPossessive(pos[0])}
			} else if b := capitalizedBefore(p, i); sc.bodyBefore(p, b, i) {
				aff = p[b:i] // "a senior EU official", "a Pentagon spokesman"
			} else if w := lowerAt(p, i-1); spokesRoles[t.lower] && (w == "his" || w == "her") && e.Affiliation == nil {
				// "Her spokesman, Erik Lind, said": he speaks for her (not
				// "her lawyer", "his aide": as often agents as members)
				pr := "he"
				if w == "her" {
					pr = "she"
				}
				if a := sc.resolveBack(mentionInfo{pronoun: pr}, p[i-1].start); a != nil && a != e && a.Type == kg.Person {
					e.Affiliation = &a.Entity
					sc.mentioned(a, p[i-1].start)
				}
				return
			} else if a := sc.possessorBack(p[:i]); a != nil && a != e && e.Affiliation == nil {
				// "Its chief executive, X", "the agency's chief, X": the
				// organization met before
				e.Affiliation = &a.Entity
				sc.mentioned(a, p[0].start)
				return
			}
		}
		break
	}
	sc.affiliate(e, aff)
}

// nameOfPerson reports whether the article names a person by p: a speaker,
// or a name met where a person's stands (collectNames).
func (sc *articleScope) nameOfPerson(p []token) bool {
	if sc.personNamed(p) {
		return true
	}
	key := nameKey(joinToks(p))
	for _, n := range sc.names {
		if n.key == key {
			return true
		}
	}
	return false
}

// conjunctions join two names into a list: "Duke University and the University of Ottawa".
var conjunctions = set("and or")

// affiliate makes the body aff names e's affiliation, unless e has one.
func (sc *articleScope) affiliate(e *entityRec, aff []token) {
	if len(aff) == 0 || e.Affiliation != nil {
		return
	}
	m := analyze(aff, false, sc.r.Outlets)
	if m.typ == kg.Person && m.name != "" && (sc.personNamed(aff) || len(aff) == 1 && sc.onlyFullName(m.name) != "") {
		// "Ana Vos ... Erik Lind, a spokesman for Vos": the person the
		// article names, whose people speak for her
		if a := sc.resolveNamed(m); a != e {
			e.Affiliation = &a.Entity
			sc.mentioned(a, aff[0].start)
		}
		return
	}
	if m.typ == kg.Person || m.typ == kg.Group || m.typ == "" {
		m.typ = kg.Organization
	}
	if m.name == "" {
		return
	}
	var a *entityRec
	if m.definite && !isAcronym(aff[len(aff)-1].text) && !aff[len(aff)-1].cap() {
		a = sc.resolveBack(m, aff[0].start)
		if a == nil && definiteBody(aff) == len(aff) {
			return // "the group" the text named no group before: whose, it does not say
		}
	}
	if a == nil {
		m.acronym = isAcronym(m.name)
		a = sc.resolveNamed(m)
	}
	if a != nil && a != e {
		e.Affiliation = &a.Entity
		sc.mentioned(a, aff[0].start)
	}
}

// honorifics are titles that say nothing of an office.
var honorifics = set("dr. dr mr. mr mrs. mrs ms. ms prof. prof professor")

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

// notAgents end like agent nouns but name no one: "a number of", "a letter to".
var notAgents = set("number letter paper newspaper matter member order quarter corner border center centre error factor sector " +
	"chapter character document statement moment comment element event percent segment amendment agreement " +
	"government department movement parliament investment environment")

// rolePhrase returns the role that starts with the role noun at p[i] and
// runs over the lower-case words after it up to the last role noun:
// "chief financial officer", "executive director", not "analyst at".
func rolePhrase(p []token, i int) string {
	if p[i].lower == "mate" && i > 0 && p[i-1].lower == "running" {
		i-- // "running mate"
	}
	end := i + 1
	for j := i + 1; j < len(p) && j-i < 4 && p[j].kind == tWord && (!p[j].cap() || isAcronym(p[j].text)) && !prepositions[p[j].lower] && !determiners[p[j].lower] &&
		p[j].lower != "who" && p[j].lower != "and"; j++ {
		if roleNouns[p[j].lower] {
			end = j + 1
		}
	}
	return joinToks(p[i:end])
}

// affiliationAfter returns the proper name an appositive's role noun
// belongs to: after "for/of/at/from/with" before any other preposition ("an
// expert on Russia at the Woodrow Wilson Center": the Center, not Russia), up
// to a preposition after the name ("... Center in Washington": where it is).
func affiliationAfter(p []token) []token {
	at := -1
	for j, t := range p {
		if prepositions[t.lower] && j+1 < len(p) {
			if at < 0 {
				at = j
			}
			if affiliationPrepositions[t.lower] {
				at = j
				break
			}
		}
	}
	if at < 0 || p[at].lower == "in" && !hasOrgHead(p[at+1:]) && !anyWord(p[at+1:], orgNouns) {
		return nil // "a military spokesman in Baghdad": where, not whose ("an official in the Clinton administration" is whose)
	}
	rest := p[at+1:]
	if p[at].lower == "from" && (countries[strings.ToLower(joinToks(rest))] || len(rest) == 1 && rest[0].cap() && !isAcronym(rest[0].text) || len(rest) > 1 && placeEnds[rest[len(rest)-1].text]) {
		return nil // "a barrister from New Delhi", "a nurse from Brownsville": where from, not whose ("an analyst from Verisk Maplecroft" is whose)
	}
	if n := definiteBody(rest); n > 0 && !slices.ContainsFunc(rest[n:], func(t token) bool { return t.cap() }) {
		return rest[:n] // "a spokesman for the group": the body met before (not "of the science department at Dartmouth College")
	}
	k := 0
	for k < len(rest) && (determiners[rest[k].lower] || !rest[k].cap()) {
		k++
	}
	if k == len(rest) {
		return nil
	}
	for j := k - 1; j >= 0; j-- {
		if prepositions[rest[j].lower] {
			rest, k = rest[j+1:], k-j-1 // "director of economic policy at the X Center": the field is no body
			break
		}
	}
	for e := k + 1; e < len(rest); e++ {
		if prepositions[rest[e].lower] && rest[e].lower != "of" && !rest[e].cap() && !((rest[e].lower == "for" || rest[e].lower == "on" && orgHeads[rest[e-1].lower]) && e+1 < len(rest) && rest[e+1].cap()) ||
			rest[e].lower == "who" || rest[e].lower == "which" || rest[e].lower == "that" || rest[e].text == "," ||
			rest[e].lower == "and" && e+1 < len(rest) && !rest[e+1].cap() && !determiners[rest[e+1].lower] {
			return rest[:e] // (not "Imperial College London who was not involved", "X and later retired"; "Priests for Life" is one name)
		}
	}
	return rest
}

var affiliationPrepositions = set("for of at from with")

// placeEnds close the names of places: "Daytona Beach", "Salt Lake City".
var placeEnds = set("Beach City County Island Islands Valley Springs Falls Heights Hills Lake Bay Harbor Park")

// definiteBody returns the length of a definite description of a body that
// opens p ("the group", "the militant group", "the ministry"), or 0: it
// refers back to the body the text named before.
func definiteBody(p []token) int {
	if len(p) < 2 || p[0].lower != "the" {
		return 0
	}
	for k := 1; k < len(p) && k <= 3; k++ {
		if p[k].kind != tWord || p[k].cap() {
			return 0
		}
		if orgNouns[p[k].lower] {
			if k+1 < len(p) && p[k+1].kind == tWord && !prepositions[p[k+1].lower] && p[k+1].lower != "that" && p[k+1].lower != "which" {
				return 0 // ("the group's leader": the words go on)
			}
			return k + 1
		}
	}
	return 0
}

// nameLinks join the capitalized words of an organization's name.
var nameLinks = set("of the and for")

// possessorBefore returns the capitalized possessive name that ends p
// ("Color of Change's" in "Color of Change's executive"), or nil.
func possessorBefore(p []token) []token {
	j := len(p) - 1
	for j >= 0 && !p[j].cap() {
		j-- // "Trump's former campaign manager": adjectives between
	}
	if j < 0 || !possessive(p[j].lower) {
		return nil
	}
	a := j
	for k := j - 1; k >= 0; k-- {
		if p[k].cap() {
			a = k
		} else if !nameLinks[p[k].lower] {
			break // "Friends of the Earth's": links inside the name, not before it
		}
	}
	return p[a : j+1]
}

// possessorBack resolves the possessor before a role that refers back: "its"
// and "their" ("Its chief executive"), or a definite description in the
// possessive ("the agency's chief"). Only an organization (or a group a
// definite organization noun names) is an affiliation; "the president's
// spokesman" belongs to a person, not to a body.
func (sc *articleScope) possessorBack(p []token) *entityRec {
	j := len(p) - 1
	for j >= 0 && !p[j].cap() && !possessiveDeterminers[p[j].lower] && !possessive(p[j].lower) {
		j--
	}
	if j < 0 {
		return nil
	}
	var m mentionInfo
	switch w := p[j].lower; {
	case w == "its" || w == "their":
		m.pronoun = "it"
	case possessive(w) && !p[j].cap() && j > 0 && p[j-1].lower == "the":
		noun := p[j]
		noun.lower = trimPossessive(w)
		noun.text = noun.lower
		m = analyze([]token{p[j-1], noun}, false, sc.r.Outlets)
		if !orgNouns[m.head] {
			return nil
		}
	default:
		return nil
	}
	for k := len(sc.last) - 1; k >= 0; k-- {
		switch e := sc.last[k]; {
		case strings.HasPrefix(e.Name, "No ") || strings.HasPrefix(e.Name, "no "):
			// "No group claimed responsibility": nobody's
		case e.Type == kg.Organization || e.Type == kg.NewsOutlet:
			if m.pronoun != "" || !specificDescription(m) || nameHolds(e, m.head) {
				return e
			}
		case e.Type == kg.Group && (orgNouns[e.head] || orgHeads[e.head] && e.head != "media" && !strings.HasSuffix(e.Name, "s")):
			return e // "The company said ... Its chief executive", "A hospital run by a charity said ... its director"
		}
	}
	return nil
}

// spokesRoles speak for the one whose they are: "her spokesman".
var spokesRoles = set("spokesman spokeswoman spokesperson")

// hopsOf returns r's via chain: its own hops, then, for a report nested in an
// outlet's report ("BBC reports that survivors say ..."), that outlet and its hops.
func (x *Extractor) hopsOf(r *raw, before []*raw, speakers [][]*entityRec, sc *articleScope) []kg.Hop {
	src := r
	if r.inherit != nil && len(r.hops) == 0 {
		src = r.root()
	}
	var out []kg.Hop
	for _, h := range src.hops {
		e := sc.outlet(h.name, src.sent.toks[min(src.cue.a, len(src.sent.toks)-1)].start)
		out = append(out, kg.Hop{Entity: e.Entity, Cue: h.cue})
	}
	if r.cue.empty() {
		return out
	}
	cueStart := r.sent.toks[r.cue.a].start
	for i := len(before) - 1; i >= 0; i-- {
		o := before[i]
		if o.sent != r.sent || len(speakers[i]) == 0 || o.postType {
			continue
		}
		if cueStart > o.content.Start && cueStart < o.content.End && speakers[i][0].Type == kg.NewsOutlet {
			out = append(out, kg.Hop{Entity: speakers[i][0].Entity, Cue: o.inheritedCueOr()})
			break
		}
		if a := speakers[i][0].Affiliation; cueStart > o.content.Start && cueStart < o.content.End && speakers[i][0].Type == kg.Person && a != nil && a.Type == kg.NewsOutlet {
			// "The BBC's Lyse Doucet reports that staff who escaped say":
			// the correspondent's outlet relays the staff's words
			out = append(out, kg.Hop{Entity: *a, Cue: o.inheritedCueOr()})
			break
		}
	}
	return out
}

// outlet resolves a hop's outlet, of a report at byte at: a named one is
// the gazetteer's or the text's; one described ("state media", "the news
// agency") is the article's own, and a definite one is the outlet the
// article named last before at, if any.
func (sc *articleScope) outlet(name string, at int) *entityRec {
	m := mentionInfo{name: name, typ: kg.NewsOutlet}
	if !unnamedOutletName(name) {
		return sc.resolveNamed(m)
	}
	f := strings.Fields(name)
	m.head = f[len(f)-1]
	if f[0] == "the" {
		if e := sc.outletNamedBefore(at); e != nil {
			return e
		}
	}
	return sc.local(m)
}

func (r *raw) inheritedCueOr() string {
	if r.cue.empty() {
		return ""
	}
	return joinToks(r.sent.toks[r.cue.a:r.cue.b])
}

// bodyWord reports whether one possessor word names a body: a company the
// article knows as one, or an acronym ("NATO's top commander").
func (sc *articleScope) bodyWord(w string) bool {
	return sc.knownCompany(w) || isAcronym(trimPossessive(w)) && sc.onlyFullName(w) == ""
}

// rolePrefixStart returns where the lower-case words that make one role
// with the role noun at p[i] start: "press secretary", "deputy director".
func rolePrefixStart(p []token, i int) int {
	rs := i
	for rs > 0 && rs > i-2 && rolePrefixes[p[rs-1].lower] && !p[rs-1].cap() {
		rs--
	}
	return rs
}

// rolePrefixes make a role with the role noun after them.
var rolePrefixes = set("press deputy assistant associate communications policy legal political campaign shadow prime vice foreign finance interior defense defence justice")
