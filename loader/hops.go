package loader

// The via stage: the outlets a statement passed through on its way to the
// article (hops, nearest the speaker first) and the medium it was made in.
// findHops reads them around one report's cue; the sentence-level passes
// here settle which of a sentence's reports relay which.

import (
	"slices"
	"strings"

	kg "github.com/kg-dev/kg"
)

// sentenceHops is the via stage of one sentence's reports rs (attributeSentence's):
// each finds its hops and medium (findHops); then the passes that settle
// which of them relay which: an outlet's report after another's
// (trailingOutlet), an outlet's "according to" that only relays
// (dropRelayingOutlets), an outlet citing its source (citedSources). A
// transcript's label speaks its paragraph and has none.
func sentenceHops(s *sentence, rs []*raw, outlets *Outlets) []*raw {
	if len(rs) == 1 && rs[0].label {
		return rs
	}
	for _, r := range rs {
		findHops(s, r, outlets)
	}
	trailingOutlet(s, rs, outlets)
	rs = dropRelayingOutlets(s, rs, outlets)
	rs = citedSources(s, rs, outlets)
	return dropNested(s, rs, outlets) // after citedSources: a cited source is no outlet ("the FT reported X, citing people ...")
}

// trailingOutlet gives a report that an outlet's report relays after it
// ("The ministry said X, the TASS news agency reported.") the outlet as its
// hop, as "TASS reported that the ministry said X" does (hopsOf).
func trailingOutlet(s *sentence, out []*raw, outlets *Outlets) {
	for _, o := range out {
		if !o.postType {
			continue
		}
		name, ok := outletName(s.toks, o.speaker, outlets)
		if !ok {
			continue
		}
		for _, r := range out {
			if at := s.toks[r.cue.a].start; r != o && at >= o.content.Start && at < o.content.End && !slices.ContainsFunc(r.hops, func(h hopRef) bool { return h.name == name }) {
				// the outermost hop: "X said in an interview with Y's podcast, as reported by Z": X, then Y, then Z
				r.hops = append(r.hops, hopRef{name: name, cue: joinToks(s.toks[o.cue.a:o.cue.b])})
			}
		}
	}
}

// dropRelayingOutlets drops an outlet's "according to" that trails another
// speaker's report ("“Q,” the judge said, according to the Post."): the
// judge's statement is the one, with the Post as its hop (findHops gave it),
// as in "the TTP said according to Bloomberg News"; a quotation continued
// in the next sentence then goes on with the judge.
func dropRelayingOutlets(s *sentence, out []*raw, outlets *Outlets) []*raw {
	keep := out[:0:0]
	for _, o := range out {
		relays := false
		if o.lemma == "according to" && o.postType {
			if _, ok := outletName(s.toks, o.speaker, outlets); ok {
				for _, r := range out {
					if r != o && len(r.hops) > 0 && r.cue.b <= o.cue.a && s.toks[r.cue.a].start >= o.content.Start {
						relays = true
					}
				}
			}
		}
		if !relays {
			keep = append(keep, o)
		}
	}
	return keep
}

// citedInside reads a speaker phrase that names an outlet's report and the
// source it cites, "according to a Bloomberg report citing unnamed
// officials": the cited source speaks, through the outlet. It reports
// whether it did.
func citedInside(toks []token, r *raw, outlets *Outlets) bool {
	for k := r.speaker.a + 1; k+1 < r.speaker.b; k++ {
		w, rel := toks[k].lower, toks[k-1].lower == "that" || toks[k-1].lower == "which"
		if w != "citing" && w != "quoting" && !(rel && (w == "cited" || w == "quoted")) {
			continue
		}
		e := k
		if rel {
			e = k - 1 // "a report in The Wall Street Journal that cited unnamed officials"
		}
		name, ok := outletName(toks, rng{r.speaker.a, e}, outlets)
		if !ok {
			return false
		}
		r.hops = append([]hopRef{{name: name, cue: joinToks(toks[r.cue.a:r.cue.b])}}, r.hops...)
		r.speaker, r.appos, r.pre = rng{k + 1, r.speaker.b}, nil, nil
		return true
	}
	return false
}

// citedSources turns an outlet's report that cites its source ("The New
// York Times, citing unnamed officials, reported that X"; "Citing three
// people familiar with the deal, the Journal reported X"; "Bloomberg
// reported X, citing a person familiar with the matter") into the source's
// statement through the outlet: the cited source speaks, the outlet is the hop, and
// "citing" is no statement of its own.
func citedSources(s *sentence, out []*raw, outlets *Outlets) []*raw {
	toks := s.toks
	cites := false
	for _, t := range toks {
		cites = cites || t.lower == "citing" || t.lower == "quoting" || t.lower == "cited" || t.lower == "quoted"
	}
	if !cites {
		return out
	}
	drop := map[*raw]bool{}
	for _, r := range out {
		if r.speaker.empty() || r.inherit != nil || !r.refersTo.empty() {
			continue
		}
		if orig := r.speaker; citedInside(toks, r, outlets) {
			for _, c := range out {
				if c != r && !c.cue.empty() && c.cue.a >= orig.a && c.cue.a < orig.b {
					drop[c] = true // "... that cited unnamed officials": the citing is the hop, no statement
				}
			}
			continue
		}
		name, ok := outletName(toks, r.speaker, outlets)
		if !ok {
			continue
		}
		for i, t := range toks {
			if t.lower != "citing" && t.lower != "quoting" || i > 0 && toks[i-1].text != "," {
				continue
			}
			if t.start >= r.content.Start && t.end <= r.content.End && !(i == tokAt(toks, r.content.Start) && toks[i-1].text == ",") {
				continue // (not "reported, quoting X, that ...": the content the outlet's cue took in)
			}
			j := i + 1
			for j < len(toks) && toks[j].kind == tWord && j-i <= 10 && toks[j].lower != "that" && (cueForms[toks[j].lower] == "" || determiners[toks[j-1].lower]) {
				j++ // (a cue's form after a determiner is a noun: "familiar with the plans")
			}
			if j == i+1 || j-i > 10 || j < len(toks) && toks[j].kind == tWord {
				break // no source, or a clause
			}
			for _, c := range out {
				if c != r && c.cue.a == i {
					drop[c] = true
				}
			}
			r.hops = append([]hopRef{{name: name, cue: joinToks(toks[r.cue.a:r.cue.b])}}, r.hops...)
			r.speaker, r.appos, r.pre = rng{i + 1, j}, nil, nil
			r.cue, r.lemma = rng{i, i + 1}, "cite" // what links the source to its words
			if k := tokAt(toks, r.content.Start); k == i && j < len(toks) && toks[j].text == "," {
				// "AFP reported, quoting a police source, that Q": Q after the source
				k = j + 1
				if k < len(toks) && toks[k].lower == "that" {
					k++
				}
				r.content.Start = spanOf(toks, rng{k, tokAt(toks, r.content.End)}).Start
			}
			break
		}
	}
	if len(drop) == 0 {
		return out
	}
	kept := out[:0]
	for _, r := range out {
		if !drop[r] {
			kept = append(kept, r)
		}
	}
	return kept
}

// findHops reads the intermediaries and the medium named around a cue: the
// recipient of "told", "according to X" after the cue, "in an interview with X".
func findHops(s *sentence, r *raw, outlets *Outlets) {
	toks := s.toks
	if name, ok := outletName(toks, r.quotedBy, outlets); ok {
		r.hops = append(r.hops, hopRef{name: name, cue: "quoted by"})
	}
	speakerPhraseHops(toks, r, outlets)
	cueHops(toks, r, outlets)
	frontedHops(toks, r, outlets)
	asideHops(toks, r, outlets)
	if r.medium == "" && !r.postType && !r.speaker.empty() {
		r.medium = frontedMedium(toks, r.speaker.a)
	}
	if r.lemma == "tweet" {
		r.medium = "Twitter"
	}
	// one hop per outlet, where two phrases name it ("told Reuters in a
	// phone call with Reuters")
	hops := r.hops[:0]
	for _, h := range r.hops {
		dup := false
		for _, k := range hops {
			dup = dup || k.name == h.name
		}
		if !dup {
			hops = append(hops, h)
		}
	}
	r.hops = hops
	// a trailing "in an (email) interview with X" is not content
	r.content = trimTrailingPP(toks, r)
}

// speakerPhraseHops reads hops inside the speaker phrase: "economists polled
// by Reuters", "sources who spoke to CNN", "officials speaking to Reuters".
func speakerPhraseHops(toks []token, r *raw, outlets *Outlets) {
	for k := r.speaker.a + 1; k+2 <= r.speaker.b && k+1 < len(toks); k++ {
		if pollParticiples[toks[k].lower] && toks[k+1].lower == "by" {
			// "economists polled by Reuters": they answered the outlet's poll
			if name, ok := outletName(toks, rng{k + 2, r.speaker.b}, outlets); ok {
				r.hops = append(r.hops, hopRef{name: name, cue: toks[k].lower + " by"})
			}
			break
		}
	}
	end := r.speaker.b // the speaker phrase, and a relative clause between it and the cue
	if r.cue.a > end && r.cue.a <= len(toks) {
		end = r.cue.a
	}
	for k := r.speaker.a + 1; k+2 < end; k++ {
		v := k + 1 // "who spoke to", or "speaking to" itself
		if w := toks[k].lower; w == "speaking" || w == "talking" {
			v = k
		} else if w != "who" || !(toks[v].lower == "spoke" || toks[v].lower == "talked" || toks[v].lower == "told") {
			continue
		}
		a := v + 1
		if toks[a].lower == "to" || toks[a].lower == "with" {
			a++ // "sources who spoke to CNN", "officials speaking to Reuters said": they spoke to the outlet, which reports them
		}
		if name, ok := outletName(toks, outletPhraseAfter(toks, a), outlets); ok {
			r.hops = append(r.hops, hopRef{name: name, cue: joinToks(toks[v:a])})
		}
		break
	}
}

// cueHops reads the hops and the medium after the cue, outside the content:
// the recipient of "told", "according to X", "in an interview with X", "in a
// phone call", "on Twitter", "said on state television", "wrote in X".
func cueHops(toks []token, r *raw, outlets *Outlets) {
	pp := ppStart(toks, r) // where a trailing "in an interview with X" starts, or -1
	// region: the cue and what follows it outside the content
	for i := r.cue.b; i < len(toks); i++ {
		t := toks[i]
		if !r.postType && t.start >= r.content.Start && t.end <= r.content.End && i > r.cue.b+1 && !(pp >= 0 && i >= pp) {
			continue
		}
		switch {
		case i == r.cue.b && (r.lemma == "tell" || r.lemma == "inform"):
			np := outletPhraseAfter(toks, i) // (also "told state television on Monday")
			if np.empty() {
				// "told local television station KLND that": a lower-case
				// description before the outlet's name
				j := i
				for j < len(toks) && j < i+6 && toks[j].kind == tWord && toks[j].lower != "that" {
					j++
				}
				np = rng{i, j}
			}
			if name, ok := recipientOutlet(toks, np, outlets); ok {
				r.hops = append(r.hops, hopRef{name: name, cue: toks[r.cue.a].text})
			}
		case i == r.cue.b && t.lower == "to" && toldToLemmas[r.lemma] && i+2 < len(toks) && (toks[i+1].cap() || toks[i+1].lower == "the" && toks[i+2].cap()):
			// "confirmed to CBC News that ...", "said to The Globe and Mail":
			// the outlet spoken to, as "told" names it
			if name, ok := recipientOutlet(toks, outletPhraseAfter(toks, i+1), outlets); ok {
				r.hops = append(r.hops, hopRef{name: name, cue: toks[r.cue.a].text + " to"})
			}
		case t.lower == "according" && i+1 < len(toks) && toks[i+1].lower == "to":
			np := outletPhraseAfter(toks, i+2)
			if name, ok := outletName(toks, np, outlets); ok {
				r.hops = append(r.hops, hopRef{name: name, cue: "according to"})
			}
		case t.lower == "interview" && i+1 < len(toks) && toks[i+1].lower == "with":
			np := outletPhraseAfter(toks, i+2)
			if name, ok := recipientOutlet(toks, np, outlets); ok {
				r.hops = append(r.hops, hopRef{name: name, cue: "in an interview with"})
			}
			if i > 0 && media[toks[i-1].lower] != "" && toks[i-1].lower != "interview" {
				r.medium = media[toks[i-1].lower]
			} else if r.medium == "" {
				r.medium = "interview"
			}
		case (t.lower == "phone" || t.lower == "telephone") && i+1 < len(toks) && (toks[i+1].lower == "call" || toks[i+1].lower == "interview"):
			r.medium = "phone call"
		case r.medium == "" && byMedium(toks, i) > i && (t.start >= r.content.End || t.end <= r.content.Start):
			r.medium = byMedia[toks[i+1].lower] // "told AFP by phone"
		case t.lower == "on" && i+1 < len(toks) && platform(toks[i+1]) != "":
			r.medium = platform(toks[i+1])
		case t.lower == "on" && i >= r.cue.b && i == afterTime(toks, r.cue.b, i) && !r.cue.empty() && r.addBroadcastOn(outletName(toks, outletPhraseAfter(toks, i+1), outlets)):
			// "said on state television that", "Q, she said Sunday on CNN":
			// the broadcaster she spoke on relays it
		case t.lower == "in" && r.lemma == "write" && i == r.cue.b && r.addWrittenIn(outletName(toks, outletPhraseAfter(toks, i+1), outlets)):
			// "wrote in The Daily Telegraph that ...": where it was published
		case (t.lower == "in" || t.lower == "during") && (r.postType || t.end <= r.content.Start || t.start >= r.content.End && !t.quoted && mediumPhrase(toks, i) > i+1):
			// "said in a letter to shareholders that", "wrote in an op-ed",
			// "urged calm in a video message": the medium; "said in a phone
			// call with Reuters", "in an email to the Post": the outlet it
			// went to is a hop
			end := mediumPhrase(toks, i)
			for k := i + 1; k < end && r.medium == ""; k++ {
				if m := media[toks[k].lower]; m != "" && !toks[k].cap() {
					r.medium = m // the first: "in an interview with The Washington Post" is an interview
				}
			}
			for k := i + 1; k+1 < end; k++ {
				if (toks[k].lower == "with" || toks[k].lower == "to") && toks[k-1].lower != "interview" {
					if name, ok := outletName(toks, outletPhraseAfter(toks, k+1), outlets); ok {
						r.hops = append(r.hops, hopRef{name: name, cue: joinToks(toks[i : k+1])})
					}
				}
				if toks[k].lower == "by" && carriedWords[toks[k-1].lower] {
					np := carrierAfter(toks, k+1)
					if name, ok := outletName(toks, np, outlets); ok {
						r.hops = append(r.hops, hopRef{name: name, cue: joinToks(toks[k-1 : k+1])}) // "carried by WAM"
					}
				}
			}
		}
	}
}

// frontedHops reads a fronted "In an (email) interview with X," / "Speaking
// to X," before the speaker of a report that follows its cue.
func frontedHops(toks []token, r *raw, outlets *Outlets) {
	// a fronted "In an (email) interview with X," / "Speaking to X," before
	// the speaker of a report that follows its cue
	if !r.postType && !r.speaker.empty() {
		for i := 0; i+2 < r.speaker.a; i++ {
			t := toks[i]
			var np rng
			cue := ""
			if (t.lower == "writing" || t.lower == "posting" || t.lower == "speaking") && toks[i+1].lower == "on" && platform(toks[i+2]) != "" && r.medium == "" {
				r.medium = platform(toks[i+2]) // "Writing on Twitter, X said"
				continue
			}
			switch {
			case t.lower == "interview" && toks[i+1].lower == "with":
				np, cue = outletPhraseAfter(toks, i+2), "in an interview with"
				if i > 0 && media[toks[i-1].lower] != "" && toks[i-1].lower != "interview" {
					r.medium = media[toks[i-1].lower]
				} else if r.medium == "" {
					r.medium = "interview"
				}
			case (t.lower == "speaking" || t.lower == "talking") && (toks[i+1].lower == "to" || toks[i+1].lower == "with" || toks[i+1].lower == "on"), // "Speaking on Russian state television, X said"
				t.lower == "writing" && toks[i+1].lower == "in": // "Writing in the Daily Telegraph, X said"
				np, cue = outletPhraseAfter(toks, i+2), t.lower+" "+toks[i+1].lower
				if !np.empty() && np.b+1 < len(toks) && media[toks[np.b-1].lower] != "" && toks[np.b].lower == "for" {
					np = outletPhraseAfter(toks, np.b+1) // "Writing in an op-ed for The Washington Post, X argued"
				}
			case t.lower == "by" && i > 0 && carriedWords[toks[i-1].lower] && toks[0].lower == "in" && contentStart(toks) == 0:
				// "In comments carried by the Interfax news agency, X said"
				np, cue = carrierAfter(toks, i+1), joinToks(toks[i-1:i+1])
			case (t.lower == "to" || t.lower == "with") && i > 0 && toks[i-1].lower != "interview" && (toks[0].lower == "in" || toks[0].lower == "speaking" || toks[0].lower == "talking") && contentStart(toks) == 0:
				// "In an email to The Washington Post, X said", "Speaking on
				// condition of anonymity to The New York Times, X said"
				np, cue = outletPhraseAfter(toks, i+1), joinToks(toks[:i+1])
				if toks[0].lower == "in" {
					if end := mediumPhrase(toks, 0); end <= i {
						continue
					}
				}
			default: // "According to X, Y said": X's own statement holds Y's (hopsOf)
				continue
			}
			if np.b > r.speaker.a {
				continue
			}
			if name, ok := recipientOutlet(toks, np, outlets); ok {
				r.hops = append(r.hops, hopRef{name: name, cue: cue})
			}
		}
	}
}

// asideHops reads an aside between the speaker and the cue: "The chief
// executive, speaking to CNBC on Tuesday, said", "The White House, in a
// statement to CNN, said".
func asideHops(toks []token, r *raw, outlets *Outlets) {
	if !r.speaker.empty() && r.speaker.b < r.cue.a {
		// "The chief executive, speaking to CNBC on Tuesday, said": a hop
		for i := r.speaker.b; i+2 < r.cue.a; i++ {
			if toks[i].text == "," && (toks[i+1].lower == "who" && i+3 < r.cue.a && (toks[i+2].lower == "spoke" || toks[i+2].lower == "talked") && (toks[i+3].lower == "to" || toks[i+3].lower == "with")) {
				// "The official, who spoke to Al Jazeera on condition of anonymity, said"
				if name, ok := outletName(toks, outletPhraseAfter(toks, i+4), outlets); ok {
					r.hops = append(r.hops, hopRef{name: name, cue: toks[i+2].lower + " " + toks[i+3].lower})
				}
			}
			if toks[i].text == "," && (toks[i+1].lower == "speaking" || toks[i+1].lower == "talking") && (toks[i+2].lower == "to" || toks[i+2].lower == "with") {
				if name, ok := outletName(toks, outletPhraseAfter(toks, i+3), outlets); ok {
					r.hops = append(r.hops, hopRef{name: name, cue: toks[i+1].lower + " " + toks[i+2].lower})
				}
			}
			if toks[i].text == "," && toks[i+1].lower == "in" {
				// "The White House, in a statement to CNN, said": medium and hop
				if end := mediumPhrase(toks, i+1); end > i+1 && end <= r.cue.a {
					for k := i + 2; k < end; k++ {
						if m := media[toks[k].lower]; m != "" && !toks[k].cap() && r.medium == "" {
							r.medium = m
						}
						if (toks[k].lower == "to" || toks[k].lower == "with") && k+1 < end {
							if name, ok := outletName(toks, outletPhraseAfter(toks, k+1), outlets); ok {
								r.hops = append(r.hops, hopRef{name: name, cue: joinToks(toks[i+1 : k+1])})
							}
						}
						if toks[k].lower == "by" && carriedWords[toks[k-1].lower] && k+1 < end {
							// "The ministry, in a statement carried by state news agency WAM, said"
							np := carrierAfter(toks, k+1)
							if name, ok := outletName(toks, np, outlets); ok {
								r.hops = append(r.hops, hopRef{name: name, cue: joinToks(toks[k-1 : k+1])})
							}
						}
					}
				}
			}
		}
	}
}

// frontedMedium reads the medium of a sentence that opens "In a
// statement," / "In a tweet," / "In a post on Telegram," / "On Twitter," before the
// speaker at sp, or "".
func frontedMedium(toks []token, sp int) string {
	k := contentStart(toks)
	if k+3 <= sp && toks[k].lower == "on" && platform(toks[k+1]) != "" && toks[k+2].text == "," {
		return platform(toks[k+1]) // "On Twitter, she wrote"
	}
	if k+3 >= sp || toks[k].lower != "in" || toks[k+1].lower != "a" && toks[k+1].lower != "an" {
		return ""
	}
	end := k + 2
	for end < sp && toks[end].text != "," {
		end++
	}
	if end >= sp || end-k > 6 {
		return ""
	}
	for j := k + 2; j < end; j++ {
		if toks[j].lower == "on" && j+1 < end && platform(toks[j+1]) != "" {
			return platform(toks[j+1]) // "In a post on Telegram,"
		}
	}
	return media[toks[end-1].lower] // "In a statement,", "In an email,"
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
					if !embeddedMedium(toks, tokAt(toks, r.content.Start), k, mediumPhrase(toks, k)) {
						return k
					}
					break
				}
			}
			if k > tokAt(toks, r.content.Start) && mediumPhrase(toks, k) >= end {
				return k // "... in a letter to the prime minister" closing the content: how it was said
			}
		}
	}
	return -1
}

// embeddedMedium reports whether the medium phrase toks[k:e] inside a
// report's content toks[start:...] is part of what was said, not how it was
// said: "urged restraint in a phone call between the two ministers", "she
// had told him in a phone call that ..." (the call is the inner report's).
func embeddedMedium(toks []token, start, k, e int) bool {
	if e <= k || e >= len(toks) {
		return false
	}
	switch toks[e].lower {
	case "between", "among":
		return true
	case "that":
		for j := start; j < k; j++ {
			if cueForms[toks[j].lower] != "" {
				return true
			}
		}
	}
	return false
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
	for j := k + 1; j < tokAt(toks, r.content.End) && r.medium == ""; j++ {
		if m := media[toks[j].lower]; m != "" && !toks[j].cap() {
			r.medium = m // "denied any wrongdoing in a letter to the prime minister": a letter
		}
	}
	return sp
}

// broadcastEnds close the names of outlets: "Geo TV", "Channel 4 News".
var broadcastEnds = set("TV Television Radio News")

// stateMediaHeads end a description of a state's outlets: "state media",
// "state television", "official news agency".
var stateMediaHeads = set("media television tv radio agency broadcaster")

// outletDescriptors, right before a capitalized name, say that it names a
// news outlet the gazetteer may lack.
var outletDescriptors = set("station broadcaster newspaper daily weekly tabloid magazine channel podcast")

// addBroadcastOn gives r the hop "<cue> on" to the outlet named, when there
// is one, and reports whether it did: "said on Fox News".
func (r *raw) addBroadcastOn(name string, ok bool) bool {
	if ok {
		r.hops = append(r.hops, hopRef{name: name, cue: r.sent.toks[r.cue.b-1].lower + " on"})
	}
	return ok
}

// addWrittenIn gives r the hop "<cue> in" to the outlet named, when there is one,
// and reports whether it did: "wrote in The Daily Telegraph".
func (r *raw) addWrittenIn(name string, ok bool) bool {
	if ok {
		r.hops = append(r.hops, hopRef{name: name, cue: r.sent.toks[r.cue.a].lower + " in"})
	}
	return ok
}

// carrierAfter returns the outlet phrase after the "by" of "carried by",
// "broadcast by" at i: a noun phrase, "state news agency WAM" (lower-case
// words before a name: describedOutletEnd), or "state television"
// (outletPhraseAfter).
func carrierAfter(toks []token, i int) rng {
	if i+1 < len(toks) && possessiveDeterminers[toks[i].lower] && toks[i+1].cap() {
		i++ // "carried by their Al-Masirah TV": the owner's outlet, by its name
	}
	if np := nounPhraseAfter(toks, i); !np.empty() {
		return np
	}
	if e := describedOutletEnd(toks, i); e > i {
		return rng{i, e}
	}
	return outletPhraseAfter(toks, i)
}

// referringHeads are an outlet in "the network", "the magazine" alone, which
// refer back to one the article named (a network or a station with words
// before it may be anything: "a network of activists").
var referringHeads = set("network channel station daily tabloid weekly magazine outlet")

// unnamedOutletHeads, after a word that describes them, are an outlet:
// "state media", "Iranian television", "local radio".
var unnamedOutletHeads = set("media television tv radio")

// outletKindWords say that an agency, a station or a channel is news: "the
// news agency", "a local television station".
var outletKindWords = set("news press radio television tv media")

// outletModifiers say whose an outlet is or where: "state-run", "local".
var outletModifiers = set("state state-run state-owned state-controlled state-backed official local national public government " +
	"government-run government-controlled pro-government regional independent private foreign opposition " +
	"local-language daily weekly evening morning")

// toldToLemmas take the one spoken to after "to": "confirmed to CBC News",
// "said to reporters", "explained to The Globe and Mail".
var toldToLemmas = set("confirm say explain describe admit reveal acknowledge write")

// contactCue reports whether a hop's cue says the speaker spoke to the
// outlet itself ("told", "in an interview with", "speaking to"), rather
// than that the outlet relayed what was said elsewhere ("according to").
func contactCue(cue string) bool {
	c := strings.ToLower(cue)
	for _, p := range []string{"told", "tell", "speaking", "spoke", "talking", "talked", "in a phone call", "in an email", "confirmed to", "said to", "explained to", "admitted to", "wrote to"} {
		if strings.HasPrefix(c, p) {
			return true
		}
	}
	return strings.Contains(c, "interview")
}

// carryContactHops carries a via chain that an interview established ("in an
// interview with X", "told X") to the same speaker's next statements of
// that interview ("he said", "he added"), in document order (from gives each
// statement's report): a statement of the speaker's own with no hop, no
// other medium, in the same paragraph or the next two, with no other
// speaker's statement between. Another speaker, another medium or another
// chain ends it.
func carryContactHops(sts []kg.Statement, from []*raw) {
	var carried []kg.Hop
	speaker, medium, para := "", "", 0
	for i := range sts {
		st := &sts[i]
		p := from[i].sent.para
		switch {
		case len(st.Via) > 0:
			carried = nil
			if contactCue(st.Via[0].Cue) {
				carried, speaker, medium, para = st.Via, st.Speaker.ID, st.Medium, p
			}
		case carried == nil:
		case st.Speaker.ID != speaker || st.Medium != "" && st.Medium != medium || p > para+2:
			carried = nil
		default:
			st.Via = append([]kg.Hop(nil), carried...)
			para = p
		}
	}
}
