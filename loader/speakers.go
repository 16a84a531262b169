package loader

// The speaker stage, over the whole article after every sentence is read:
// each report's speaker mention becomes entities (speakerOf: "A and B",
// "one of them", pronouns and descriptions through resolveBack), with
// roles and affiliations from appositives and descriptors, and its hops
// become outlets (hopsOf). resolve.go holds the names themselves.

import (
	"slices"
	"sort"
	"strings"

	kg "github.com/kg-dev/kg"
)

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

// orgSubjectBefore returns, for an "Its" that opens its sentence, the
// organization the sentence before opens with as its subject, named
// ("Brookfield, which manages $900 billion, has been expanding ... Its
// chief executive"), or nil.
func (sc *articleScope) orgSubjectBefore(at int) *entityRec {
	si := sc.sentenceAt(at)
	if si < 1 || sc.sents[si].toks[contentStart(sc.sents[si].toks)].start != at {
		return nil
	}
	toks := sc.sents[si-1].toks
	a := contentStart(toks)
	e := a
	for e < len(toks) && toks[e].kind == tWord && toks[e].cap() {
		e++
	}
	if e == a || e >= len(toks) || toks[e].kind == tWord && !verbLike(toks[e]) && !finiteVerb(toks[e].lower) && toks[e].text != "," {
		return nil
	}
	m := analyze(toks[a:e], true, sc.r.Outlets)
	if full := sc.orgNamedFrom(toks[a:e]); full != nil {
		m = analyze(full, false, sc.r.Outlets) // "Brookfield": Brookfield Asset Management, named before
	}
	if m.typ != kg.Organization && !sc.knownCompany(m.name) {
		return nil
	}
	m.typ = kg.Organization
	return sc.resolveNamed(m)
}

// orgNamedFrom returns, for a one-word name, the longer name of a body the
// article names before that opens with it ("Brookfield Asset Management
// is in talks ... Brookfield declined to comment"), or nil.
func (sc *articleScope) orgNamedFrom(p []token) []token {
	if len(p) != 1 || !p[0].cap() || isAcronym(p[0].text) {
		return nil
	}
	for i := range sc.names {
		n := &sc.names[i]
		if n.pos >= p[0].start {
			break
		}
		if len(n.toks) >= 2 && n.toks[0].text == p[0].text && analyze(n.toks, false, sc.r.Outlets).typ == kg.Organization {
			return n.toks
		}
	}
	return nil
}

// mediumBefore returns, for a mention that is "the" and a medium ("the
// statement", "the release", "the letter"), the speakers of the report
// before it that was made in one, within the last three reports, and for
// an "it" right after such a mention, the same; else nil.
func mediumBefore(toks []token, before []*raw, prev [][]*entityRec) []*entityRec {
	if n := len(before); len(toks) == 1 && toks[0].lower == "it" && n > 0 && len(prev[n-1]) > 0 {
		if b := before[n-1]; b.speaker.b-b.speaker.a == 2 && mediumBefore(b.sent.toks[b.speaker.a:b.speaker.b], before[:n-1], prev[:n-1]) != nil {
			return prev[n-1] // "The letter says ... “Q,” it says": the letter's writers still
		}
	}
	if len(toks) != 2 || toks[0].lower != "the" || media[toks[1].lower] == "" {
		return nil
	}
	for i := len(before) - 1; i >= 0 && i >= len(before)-3; i-- {
		if before[i].medium == media[toks[1].lower] && len(prev[i]) > 0 {
			return prev[i]
		}
	}
	return nil
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
	if sp := r.sent.toks[r.speaker.a:r.speaker.b]; r.answer || len(sp) == 1 && sp[0].lower == "i" && slices.Contains(sc.answers, r.sent.para) {
		// the answer, and its "I think" (not the article's own voice)
		if len(sp) == 0 {
			return []*entityRec{sc.interviewee()}, "", kg.Span{} // an answer printed without "A:"
		}
		mspan := kg.Span{Start: sp[0].start, End: sp[0].end}
		return []*entityRec{sc.interviewee()}, mspan.Of(sc.article.Text), mspan
	}
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
	if es := mediumBefore(toks, before, prev); es != nil {
		return es, mention, mspan // "X said in a statement that ... Patients will be contacted, the statement said": X's
	}
	if !r.refersTo.empty() {
		toks = r.sent.toks[r.refersTo.a:r.refersTo.b] // "who" speaks for X
		if n := nameBeforeAppositive(r.sent.toks, r.refersTo.a); !n.empty() && r.sent.toks[r.speaker.a].lower == "who" {
			toks = r.sent.toks[n.a:n.b] // "Chandni Raina, a negotiator for India, who said": the name the description is of
		}
	}
	body := false // "a National Academies report": whose report, a body's unless the article names a person so
	if a := publishedBy(r); len(a) > 0 {
		toks = a // "The report, published by the World Bank on Tuesday, said"
		if r.medium == "" {
			r.medium = media[r.sent.toks[r.speaker.a+1].lower]
		}
	}
	if owner := outletsWork(toks, sc.r.Outlets); owner != nil {
		toks = owner // "A CBC News investigation found", "a Reuters analysis shows": the outlet's own finding
	}
	if rest, medium := mediumOf(toks); medium != "" {
		// "A statement from the group said", "according to a statement from
		// the ministry", "data from Statistics Canada" (a body's)
		body = len(rest) > 1 && (strings.HasSuffix(rest[len(rest)-1].lower, "s") || medium == "data" || medium == "results") && !sc.personNamed(rest)
		toks = rest
		if r.medium == "" {
			r.medium = medium
		}
	}
	if e := sc.goesOnSpeaker(r, toks, before, prev); e != nil {
		sc.mentioned(e, mspan.Start)
		return []*entityRec{e}, mention, mspan
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
	first := r.speaker.a // where the mention resolved starts: "Tenants (who want to stay)" opens the sentence
	if !r.refersTo.empty() {
		first = r.refersTo.a
	}
	var out []*entityRec
	for _, p := range parts {
		e := sc.resolveMention(p, first == 0 || r.sent.toks[first-1].kind != tWord && first <= 1)
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
	if len(out) == 1 && r.label && len(toks) == 1 && out[0].Type == kg.Organization && labelSurname(toks[0].text) {
		out[0].Type = kg.Person // "ROBERTSON: No.": a transcript's speaker, a surname in capitals, not an acronym
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
		if dataNouns[r.sent.toks[r.speaker.a].lower] {
			sc.mentionedAside(e, mspan.Start) // "according to data compiled by LSEG": a provider of figures, not the company "the company" means
			continue
		}
		sc.mentioned(e, mspan.Start)
	}
	return out, mention, mspan
}

// labelSurname reports whether a transcript's label in capitals reads as a
// surname rather than an acronym: six letters or more, with vowels between
// its consonants as a word has ("ROBERTSON", not "NAACP" or "CBC").
func labelSurname(w string) bool {
	if len(w) < 6 || !isAcronym(w) || strings.ContainsAny(w, ".&-") {
		return false
	}
	vowels := 0
	for _, c := range w {
		if strings.ContainsRune("AEIOUY", c) {
			vowels++
		}
	}
	return vowels*4 >= len(w)
}

// goesOnSpeaker is the speaker of the report before r when r's speaker is
// "he" or "she" and its cue says the speaker goes on ("added",
// "continued"), and the name nearest before the pronoun stands inside
// that report's own words: in "Sand said defender Ola Berg would have a
// scan. “We hope it is nothing serious,” he added" the manager goes on;
// Berg is whom he spoke of. Else nil.
func (sc *articleScope) goesOnSpeaker(r *raw, toks []token, before []*raw, prev [][]*entityRec) *entityRec {
	if len(toks) != 1 || r.lemma != "add" && r.lemma != "continue" || len(before) == 0 || len(prev[len(before)-1]) != 1 {
		return nil
	}
	pronoun := pronouns[toks[0].lower]
	last, e := before[len(before)-1], prev[len(before)-1][0]
	if pronoun != "he" && pronoun != "she" || e.Type != kg.Person || sc.genderOf(e) == otherGender[pronoun] {
		return nil
	}
	if n := sc.nameBefore(toks[0].start, pronoun); n == nil || n.pos < last.content.Start || n.pos >= last.content.End {
		return nil
	}
	return e
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

// mediumModifiers make one medium with the word after them: "news release".
var mediumModifiers = set("news press written joint new recent latest annual final preliminary")

// outletsWork returns the outlet in "a CBC News investigation", "the
// Reuters analysis" (a determiner, an outlet the gazetteer knows, a noun of
// evidence but a poll's), or nil: the outlet's own finding speaks for it.
func outletsWork(toks []token, o *Outlets) []token {
	n := len(toks)
	if n < 3 || n > 6 || !determiners[toks[0].lower] || !evidenceNouns[toks[n-1].lower] || toks[n-1].lower == "poll" || toks[n-1].lower == "survey" {
		return nil // (a poll stays the poll's: "In a Lund Post poll, 52 percent ...")
	}
	if _, ok := o.Lookup(joinToks(toks[1 : n-1])); !ok {
		return nil
	}
	return toks[1 : n-1]
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
	if i+1 < len(toks) && (mediumModifiers[toks[i].lower] || isNumber(toks[i].text) && len(toks[i].text) == 4) && media[toks[i+1].lower] != "" {
		i++ // "a news release from Lund Police", "a joint statement by", "a 2024 report by"
	}
	if by := i + 2; i+3 < len(toks) && media[toks[i].lower] != "" && authorParticiples[toks[i+1].lower] && (toks[by].lower == "by" || timeWords[toks[by].lower] && by+2 < len(toks) && toks[by+1].lower == "by") {
		if toks[by].lower != "by" {
			by++ // "data released Thursday by Ontario Health": when, then who
		}
		rest := toks[by+1:]
		if n := len(rest); n > 2 && rest[n-2].lower == "on" && platform(rest[n-1]) != "" {
			return rest[:n-2], platform(rest[n-1]) // "A statement posted by the group on Telegram said"
		}
		return rest, media[toks[i].lower] // "A statement issued by the army said", "a report published by the World Bank"
	}
	if i+2 >= len(toks) || media[toks[i].lower] == "" || toks[i+1].lower != "from" && toks[i+1].lower != "by" && toks[i+1].lower != "in" || toks[i].lower == "results" && toks[i+1].lower == "in" {
		return toks, "" // (not "results in Iowa": where)
	}
	rest := toks[i+2:]
	if r := slices.IndexFunc(rest, func(t token) bool { return t.lower == "that" || t.lower == "which" }); r > 0 && rest[r-1].cap() {
		rest = rest[:r] // "a report in The Wall Street Journal that cited unnamed officials": the paper (the relative clause is a report of its own)
	}
	switch w := toks[i].lower; {
	case w == "report" || w == "article" || w == "story" || toks[i+1].lower == "in":
		// "a report in The New York Times", "a report from the SITE
		// Intelligence Group": only a name, which speaks; "a report from the
		// inspector general to be released Thursday" is a report's own words
		n := rest
		if len(n) > 0 && n[0].lower == "the" {
			n = n[1:]
		}
		if len(n) == 0 || len(n) > 6 || !titleCased(n) {
			return toks, ""
		}
	}
	return rest, media[toks[i].lower]
}

// titleCased reports whether p is a name's words: capitalized but for the
// small words inside it ("Globe and Mail", "Bank of Canada").
func titleCased(p []token) bool {
	for k, t := range p {
		if !t.cap() && (k == 0 || k == len(p)-1 || !nameLinks[t.lower] && t.text != "&") {
			return false
		}
	}
	return true
}

// authorParticiples, between a medium and "by", say who wrote or put it
// out: "a statement issued by the army" (not "commissioned by", "seen
// by": who paid for it, who read it).
var authorParticiples = set("issued published released prepared written compiled produced posted sent")

// groupNouns are plural nouns of people that speak together in the news.
var groupNouns = set("residents witnesses survivors villagers protesters activists critics experts analysts economists insiders " +
	"doctors medics rescuers workers relatives families parents students teachers farmers voters lawmakers police " +
	"scientists researchers astronomers parties")

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
	if n := len(toks); n > 1 && toks[n-1].text == "." && nameSuffixes[toks[n-2].lower] {
		// "Acme Robotics Inc. (TSX: ACME) said": the legal form and its dot,
		// one word as elsewhere
		suffix := toks[n-2]
		suffix.text, suffix.lower, suffix.end = suffix.text+".", suffix.lower+".", toks[n-1].end
		toks = append(toks[:n-2:n-2], suffix)
	}
	if onlyTime(toks) {
		// "Hours before the vote, ... said", "On Tuesday ... said": a time
		// the subject phrase took in, never a speaker
		return sc.local(mentionInfo{name: "unknown", typ: kg.Unknown})
	}
	if len(toks) == 1 && grammarWord(toks[0].lower) {
		return sc.local(mentionInfo{name: "unknown", typ: kg.Unknown}) // "More troubling to many was ...": no one
	}
	if len(toks) == 1 && toks[0].lower == "another" {
		return sc.another()
	}
	m := analyze(toks, sentFirst, sc.r.Outlets)
	if len(toks) == 1 && (m.typ == kg.Organization || m.typ == kg.NewsOutlet && toks[0].cap() && !strings.ContainsAny(toks[0].text, "'’")) && !isAcronym(toks[0].text) && sc.personsSurname(toks[0].text) {
		m.typ = kg.Person // "president Per Bank said ... Bank said", "Leslie Church ... Church told", "Deputy Chief Tom MacLean ... MacLean said": a surname, not a bank, a church or a magazine
	}
	at := toks[0].start
	if e := sc.oneOfThem(toks); e != nil {
		return e
	}
	if agedDescription(toks) || peopleNoun(toks, sc.r.Outlets) || teamRole(toks) {
		// "“Q,” the 45-year-old businessman said", "“Q,” the Spaniard
		// said": the person who just spoke, or the person named last
		if e := sc.describedPerson(at); e != nil {
			return e
		}
	}
	if (m.pronoun == "we" || m.pronoun == "i") && !toks[0].quoted {
		return sc.local(mentionInfo{name: "unknown", typ: kg.Unknown}) // "We asked X what it means": the article's own voice, no one it named
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
	if full := sc.orgNamedFrom(toks); full != nil && (m.typ == kg.Person || m.typ == kg.Group) && m.role == "" && !sc.personsSurname(toks[0].text) {
		m = analyze(full, false, sc.r.Outlets) // "Brookfield Asset Management is in talks ... Brookfield declined to comment"
		m.text = joinToks(toks)
	}
	if m.typ == kg.Group && len(toks) == 1 && toks[0].cap() && sc.knownCompany(m.name) {
		m.typ = kg.Person // "Rogers expects": first in its sentence it reads as a plural; the article named the company so (below)
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
		kin := m.typ == kg.UnnamedSource && len(toks) == 2 && possessiveDeterminers[toks[0].lower] && kinGender[toks[1].lower] != ""
		if m.definite || kin || businessHeads[m.head] && rankedKind(m.name) {
			d := m
			d.definite = true // ("her son": the son the article named so, "Her son, David Chen,")
			if e := sc.resolveBack(d, at); e != nil && (!kin || e.Type == kg.Person || e.head == m.head) {
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

// interviewee is the person an interview's answers ("A: ...") are by: of
// the people the article names in full before its first question, the one
// it names most often there (by surname too: "Q&A with Ada Moss. Ada Moss
// spent Thursday ... Moss said"), the last named of a tie ("The bank cut
// rates. We asked economist Ada Moss what it means."); else an unknown
// speaker.
func (sc *articleScope) interviewee() *entityRec {
	last := sc.mostNamed(sc.asked, 1)
	if last == nil {
		return sc.local(mentionInfo{name: "unknown", typ: kg.Unknown})
	}
	mi := analyze(last.toks, false, sc.r.Outlets)
	mi.typ = kg.Person
	return sc.resolveNamed(mi)
}

// personsSurname reports whether w is the surname of the one person the
// article names in full: a speaker so typed, or a name that is no body's or
// thing's ("Leslie Church won", not "St. Paul's Church").
func (sc *articleScope) personsSurname(w string) bool {
	full := sc.onlyFullName(w)
	if full == "" {
		return false
	}
	if e, ok := sc.byKey[nameKey(full)]; ok {
		return e.Type == kg.Person
	}
	return sc.someonesSurname(w)
}

// someonesSurname reports whether w ends a person's full name the article
// gives, one or more ("Celine Dion ... her sister Claudette Dion ... a
// representative for Dion": a person's representative, not a body "Dion").
func (sc *articleScope) someonesSurname(w string) bool {
	for _, n := range sc.names {
		if len(n.toks) >= 2 && !n.thing && strings.EqualFold(n.toks[len(n.toks)-1].text, w) {
			return true
		}
	}
	return false
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
			sc.describedRole(e)
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

// describedRole gives a person whose mentions as a speaker carried no role
// the role an appositive gives the name where it does not speak: "Ana Vos,
// chief economist at Lund Bank, was more cautious. She noted ...".
func (sc *articleScope) describedRole(e *entityRec) {
	if e.Affiliation != nil {
		return
	}
	key := nameKey(e.Name)
	for _, n := range sc.names {
		if n.key == key && n.described != nil {
			sc.roleFrom(e, n.described, nil)
			return
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
	return namingCapital(toks[1:]) // ("the Toronto-based company" refers back)
}

// timeNouns are the words of phrases that say when, which speak for nobody.
var timeNouns = set("hours minutes days weeks months years moments decades time later before ago earlier")

// another is the speaker of "Another said": one more of the kind of
// unnamed source named last ("One analyst said ... Another warned":
// another analyst), or an unnamed source of no kind.
func (sc *articleScope) another() *entityRec {
	for i := len(sc.last) - 1; i >= 0; i-- {
		if e := sc.last[i]; e.Type == kg.UnnamedSource && e.head != "" {
			return sc.local(mentionInfo{name: "another " + e.head, typ: kg.UnnamedSource, head: e.head})
		}
	}
	return sc.local(mentionInfo{name: "another", typ: kg.UnnamedSource})
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
		if p[0].lower == "who" && (anyWord(p, finiteOnly) || len(p) > 2 && !isCopula(p[1].lower) && !((p[1].lower == "has" || p[1].lower == "had") && isCopula(p[2].lower)) && !(servesAs[p[1].lower] && slices.ContainsFunc(p[2:min(len(p), 5)], func(t token) bool { return t.lower == "as" })) || len(p) > 2 && isCopula(p[1].lower) && strings.HasSuffix(p[2].lower, "ing")) {
			// "Podesta, who said the project was vetted by his firm's counsel,
			// said": a report, no role; "Annis, who has announced plans to
			// run for mayor,", "who is running for mayor": what she does, not what she is ("who is a former
			// mayor", "who has been chair since 2019" give one)
			continue
		}
		if !p[0].cap() && strings.HasSuffix(p[0].lower, "ing") && !(len(p) > 1 && (roleNouns[p[1].lower] || titles[p[1].lower])) && !adjectivalIng[p[0].lower] {
			continue // "X, facing a challenge from Secretary of State Y, noted": an aside, no role of X's
		}
		sc.rolesFrom(e, p)
	}
	if len(r.pre) == 1 && len(r.appos) == 0 && (e.Type == kg.Person || e.Type == kg.Group && e.Name != "" && !lowerFirst(e.Name)) && e.Role == "" && e.Affiliation == nil && orgAppositive(toks[r.pre[0].a:r.pre[0].b]) && givenGender[strings.Fields(e.Name + " x")[0]] == "" { // (not "The developer, Ada Moss,": a person's given name)
		e.Type = kg.Organization // "The drugmaker, Lundpharm, said", "The union, CUPE Local 79, said"
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
			p := toks[seg.a:seg.b]
			if body, role := ownedBodyRole(p); len(body) > 0 && aff == nil && e.Role == "" && e.Affiliation == nil {
				e.Role = role // "Qatar's foreign ministry spokesman, X,": the ministry is Qatar's, the role the spokesman's
				sc.affiliate(e, body)
				break
			}
			if hasRoleNoun(p) {
				sc.roleFrom(e, p, aff)
				break
			}
			if len(p) == 2 && possessiveDeterminers[p[0].lower] && kinGender[p[1].lower] != "" && e.Type == kg.Person && e.Role == "" {
				e.Role = p[1].lower // "Her son, David Chen, said": "her son" below is he
			}
		}
	}
}

// rolesFrom reads role and affiliation from an appositive that may join
// two descriptions with "and a" (coordinatedRoles): the first's role stays
// unless only the second names a body ("a survivor of the massacre and a
// spokesperson for PolySeSouvient": spokesperson; "the director of X and
// an independent political analyst": director), the body from either.
func (sc *articleScope) rolesFrom(e *entityRec, p []token) {
	parts, before := coordinatedRoles(p), e.Role
	for k, part := range parts {
		keep := ""
		if k > 0 && e.Affiliation == nil && slices.ContainsFunc(part[:len(part)-1], func(t token) bool { return affiliationPrepositions[t.lower] }) && part[len(part)-1].cap() {
			e.Role = before // the role that has a body
		} else if k > 0 && e.Role != before {
			keep = e.Role // the first role stays
		}
		sc.roleFrom(e, part, nil)
		if keep != "" {
			e.Role = keep
		}
	}
}

// servesAs are the verbs of a relative clause that give a role after
// "as": "who served as Ford's deputy chief of staff", "who works part time
// as a personal support worker".
var servesAs = set("serves served works worked")

// coordinatedRoles splits an appositive at "and a ROLE": "a survivor of
// the massacre and a spokesperson for PolySeSouvient" is two descriptions.
func coordinatedRoles(p []token) [][]token {
	for k := 1; k+2 < len(p); k++ {
		if p[k].lower == "and" && (p[k+1].lower == "a" || p[k+1].lower == "an") && hasRoleNoun(p[k+2:min(len(p), k+5)]) {
			return [][]token{p[:k], p[k+1:]}
		}
	}
	return [][]token{p}
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
		for a < i && roleModifiers[p[a].lower] {
			a++ // "Former aide says ..." in a headline's capitals: no body "Former"
		}
		aff := affiliationBefore(p[a:i])
		if sc.organizationName(aff) {
			sc.roleFrom(e, p[i:], aff)
			return
		}
		if len(aff) == 1 && sc.someonesSurname(aff[0].text) {
			sc.roleFrom(e, p[i:], nil) // "a senior Cruz adviser": his adviser, the person named so
			sc.affiliate(e, aff)
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

// roleFrom sets e's role from the first role noun of p, and its affiliation from
// the proper name after "for/of/at/from/with" (or from aff when given).
func (sc *articleScope) roleFrom(e *entityRec, p []token, aff []token) {
	for i, t := range p {
		if !roleNouns[t.lower] && !agentNounAt(p, i) || i > 0 && t.cap() && i+1 < len(p) && p[i+1].cap() && !roleNouns[p[i+1].lower] {
			continue // (not "an appointee of former President Barack Obama": another's title)
		}
		if e.Role == "" || titles[strings.ToLower(e.Role)] && (roleNouns[t.lower] && !stanceRoles[t.lower] || honorifics[strings.ToLower(e.Role)]) {
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
		if aff == nil && !(opposingRoles[t.lower] && i+1 < len(p) && p[i+1].lower == "of") && !(ridingRoles[t.lower] && i+1 < len(p) && p[i+1].lower == "for") {
			aff = affiliationAfter(p[i+1:]) // (not "a fierce critic of Ada Moss": whom he opposes; nor "the NDP MPP for Kiiwetinoong": the riding)
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
	if m.typ == kg.Person && m.name != "" && (sc.personNamed(aff) || len(aff) == 1 && sc.someonesSurname(m.name)) {
		// "Ana Vos ... Erik Lind, a spokesman for Vos": the person the
		// article names, whose people speak for her
		if a := sc.resolveNamed(m); a != e {
			e.Affiliation = &a.Entity
			sc.mentionedAside(a, aff[0].start)
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
		sc.mentionedAside(a, aff[0].start)
	}
}

// ridingRoles take after "for" the riding or state they sit for, no body:
// "the NDP MPP for Kiiwetinoong" is the NDP's.
var ridingRoles = set("mp mpp mla mna mha msp mep senator congressman congresswoman councillor alderman")

// opposingRoles take after "of" whom they oppose, no body they belong to.
var opposingRoles = set("critic opponent rival detractor survivor victim")

// stanceRoles say what someone thinks of another, not the office a title
// gave: "Senator X, a frequent critic of ..." stays a senator.
var stanceRoles = set("critic opponent rival detractor supporter ally friend backer fan admirer")

// honorifics are titles that say nothing of an office.
var honorifics = set("dr. dr mr. mr mrs. mrs ms. ms prof. prof professor")

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
	titleCased := p[i].cap() // "Chief Executive Officer of Acme": a role in capitals goes on in capitals
	for j := i + 1; j < len(p) && j-i < 4 && p[j].kind == tWord && (!p[j].cap() || isAcronym(p[j].text) || titleCased && (roleNouns[p[j].lower] || corporateChiefs[p[j].lower])) && !prepositions[p[j].lower] && !determiners[p[j].lower] &&
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
	if at > 0 && p[at-1].lower == "responsible" {
		return nil // "the minister responsible for Canada-U.S. trade": a portfolio, not a body
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
		if k > 0 && (rest[k].lower == "that" || rest[k].lower == "which" || rest[k].lower == "where") {
			return nil // "the owner of a banquet hall that was shot at in January": the relative clause names no body
		}
		k++
	}
	if k < len(rest) && timeWords[rest[k].lower] {
		return nil // "a nurse of 20 years who retired in May": when, not whose
	}
	if k == len(rest) || singularDeterminers[rest[0].lower] && !affiliationNamed(rest[k:]) {
		return nil // ("a partner at a Vancouver firm": a kind of body, not its name)
	}
	for j := k - 1; j >= 0; j-- {
		if prepositions[rest[j].lower] {
			rest, k = rest[j+1:], k-j-1 // "director of economic policy at the X Center": the field is no body
			break
		}
	}
	for e := k + 1; e < len(rest); e++ {
		if rest[e].text == "," && listedNameEnd(rest, e) > e {
			return rest[:listedNameEnd(rest, e)] // "a spokesperson for Immigration, Refugees and Citizenship Canada"
		}
		if prepositions[rest[e].lower] && rest[e].lower != "of" && !rest[e].cap() && !((rest[e].lower == "for" || rest[e].lower == "on" && orgHeads[rest[e-1].lower]) && e+1 < len(rest) && rest[e+1].cap()) ||
			rest[e].lower == "who" || rest[e].lower == "which" || rest[e].lower == "that" || rest[e].text == "," ||
			rest[e].lower == "and" && e+1 < len(rest) && !rest[e+1].cap() && !determiners[rest[e+1].lower] {
			return rest[:e] // (not "Imperial College London who was not involved", "X and later retired"; "Priests for Life" is one name)
		}
	}
	return rest
}

var affiliationPrepositions = set("for of at from with")

// affiliationNamed reports whether the capitalized words that open p run to
// its end or to a word that ends a name ("Lund Law", "Lund Bank of
// Commerce"), not into a common noun that makes them a modifier ("Vancouver
// firm", "Toronto law firm").
func affiliationNamed(p []token) bool {
	for _, t := range p {
		if t.kind != tWord || prepositions[t.lower] || t.lower == "who" || t.lower == "which" || t.lower == "that" {
			return true
		}
		if !t.cap() {
			return false
		}
	}
	return true
}

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
	if e := sc.orgSubjectBefore(p[j].start); m.pronoun == "it" && e != nil {
		return e // "Brookfield, which ..., has been expanding. Its chief executive, X,": Brookfield's
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
	var last *entityRec
	for _, h := range src.hops {
		e := sc.outlet(h.name, src.sent.toks[min(src.cue.a, len(src.sent.toks)-1)].start)
		if e.Type == kg.NewsOutlet && unnamedOutletName(e.Name) {
			e = sc.outlet(h.name, src.sent.toks[len(src.sent.toks)-1].end) // "told the Wall Street Journal ..., the newspaper reported": the outlet the sentence named
		}
		if e == last {
			continue // one outlet, named twice
		}
		if n := len(out); n > 0 && last != nil && last.Type == kg.NewsOutlet && unnamedOutletName(last.Name) && e.Type == kg.NewsOutlet && !unnamedOutletName(e.Name) && out[n-1].Cue == h.cue {
			out = out[:n-1] // "according to state news agency IRNA": one outlet, described, then named
		}
		last = e
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
	if strings.EqualFold(f[0], "the") { // ("The newspaper, citing ..., said" opens its sentence)
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
	for rs > 0 && rs > i-2 && rolePrefixes[p[rs-1].lower] && (!p[rs-1].cap() || rs == 1 && !p[i].cap()) { // ("Press secretary X" opening a sentence)
		rs--
	}
	return rs
}

// rolePrefixes make a role with the role noun after them.
var rolePrefixes = set("press deputy assistant associate communications policy legal political campaign shadow prime vice foreign finance interior defense defence justice " +
	"regional national general managing executive chief consumer patient patients transit housing privacy climate energy labour labor immigration criminal tenant community disability student " +
	"transport transportation health education environment agriculture trade treasury culture tourism public safety security intelligence city town county municipal")
