// Package eval scores extracted statements against gold attributions, the way
// eval/testdata/GUIDE.md (a copy of the shared gold guide) describes: contents
// are matched one to one by token F1 >= 0.5, then speakers and via chains are
// checked on the matched pairs.
package eval

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"unicode"

	kg "github.com/kg-dev/kg"
)

// Gold is one gold statement, from either gold form.
type Gold struct {
	Article      string
	Speaker      string     // canonical speaker (seed style) or source as written (span style)
	SpeakerMatch []string   // seed style: lower-case strings, one must occur in the prediction's speaker
	Cue          string     // as written
	Content      string     // as written
	Via          [][]string // nil: not scored; each hop a list of acceptable lower-case names
	ViaScored    bool
	Optional     bool
	SpanStyle    bool // PolNeAR form: the source is judged by shared words
	NoSource     bool // span style with a null source
}

type seedLine struct {
	Article      string     `json:"article"`
	Speaker      string     `json:"speaker"`
	SpeakerMatch []string   `json:"speaker_match"`
	Cue          string     `json:"cue"`
	Content      string     `json:"content"`
	Via          [][]string `json:"via"`
	Optional     bool       `json:"optional"`
	Attributions []struct {
		Source  *string `json:"source"`
		Cue     *string `json:"cue"`
		Content *string `json:"content"`
	} `json:"attributions"`
}

// ReadGoldFile reads a gold file in either form, gzip or not.
func ReadGoldFile(path string) ([]Gold, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	br := bufio.NewReader(f)
	r = br
	if m, _ := br.Peek(2); len(m) == 2 && m[0] == 0x1f && m[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		r = zr
	}
	gs, err := ReadGold(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return gs, nil
}

// ReadGold reads gold JSON Lines: seed style (one statement a line) or span
// style (one article a line with its attributions).
func ReadGold(r io.Reader) ([]Gold, error) {
	var out []Gold
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for line := 1; sc.Scan(); line++ {
		b := sc.Bytes()
		if len(strings.TrimSpace(string(b))) == 0 {
			continue
		}
		var l seedLine
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(b, &l); err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		_ = json.Unmarshal(b, &raw)
		if _, ok := raw["attributions"]; ok {
			for _, a := range l.Attributions {
				g := Gold{Article: l.Article, SpanStyle: true}
				if a.Content == nil {
					continue
				}
				g.Content = *a.Content
				if a.Cue != nil {
					g.Cue = *a.Cue
				}
				if a.Source != nil {
					g.Speaker = *a.Source
				} else {
					g.NoSource = true
				}
				out = append(out, g)
			}
			continue
		}
		g := Gold{Article: l.Article, Speaker: l.Speaker, SpeakerMatch: l.SpeakerMatch, Cue: l.Cue,
			Content: l.Content, Optional: l.Optional}
		if v, ok := raw["via"]; ok && string(v) != "null" {
			g.Via, g.ViaScored = l.Via, true
			if g.Via == nil {
				g.Via = [][]string{}
			}
		}
		out = append(out, g)
	}
	return out, sc.Err()
}

// Tokens are the lower-cased runs of letters and digits of s.
func Tokens(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// SharedTokens counts the tokens a and b have in common, as bags.
func SharedTokens(a, b []string) int {
	count := map[string]int{}
	for _, t := range a {
		count[t]++
	}
	common := 0
	for _, t := range b {
		if count[t] > 0 {
			count[t]--
			common++
		}
	}
	return common
}

// TokenF1 is the bag-of-tokens F1 of a and b.
func TokenF1(a, b []string) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	common := SharedTokens(a, b)
	if common == 0 {
		return 0
	}
	p, r := float64(common)/float64(len(b)), float64(common)/float64(len(a))
	return 2 * p * r / (p + r)
}

// Result holds the counts behind the scores.
type Result struct {
	Pred, Gold           int // scored predictions and non-optional gold lines
	Matched              int // matched non-optional gold lines
	StrictMatched        int // of those, with the right speaker
	SourceScored         int // matched lines whose source can be judged
	SourceRight          int
	ViaScored, ViaRight  int
	Misses, Wrong, Extra []string // for --errors
}

// Add returns the counts of r and o together (folds of one corpus, say);
// the error lists are left out.
func (r Result) Add(o Result) Result {
	return Result{Pred: r.Pred + o.Pred, Gold: r.Gold + o.Gold, Matched: r.Matched + o.Matched,
		StrictMatched: r.StrictMatched + o.StrictMatched, SourceScored: r.SourceScored + o.SourceScored,
		SourceRight: r.SourceRight + o.SourceRight, ViaScored: r.ViaScored + o.ViaScored, ViaRight: r.ViaRight + o.ViaRight}
}

// P, R and F1 of span matching.
func (r Result) SpanP() float64  { return ratio(r.Matched, r.Pred) }
func (r Result) SpanR() float64  { return ratio(r.Matched, r.Gold) }
func (r Result) SpanF1() float64 { return f1(r.SpanP(), r.SpanR()) }

// StrictP, StrictR and StrictF1 count a match only when the speaker is right too.
func (r Result) StrictP() float64  { return ratio(r.StrictMatched, r.Pred) }
func (r Result) StrictR() float64  { return ratio(r.StrictMatched, r.Gold) }
func (r Result) StrictF1() float64 { return f1(r.StrictP(), r.StrictR()) }

// SourceAccuracy is the share of matched lines whose speaker is right.
func (r Result) SourceAccuracy() float64 { return ratio(r.SourceRight, r.SourceScored) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func f1(p, r float64) float64 {
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

// Score matches predictions to gold article by article. Articles with no gold
// line are not scored (their predictions are not counted).
//
// The two gold forms cut quotations differently: the seed gold gives each
// quoted sentence a line of its own ("“Q1,” X said. “Q2.”" is two lines), as
// the extractor writes statements; span-style corpora (PARC, PolNeAR)
// annotate one attribution with both parts as its content. Against span-style
// gold a statement that continues another's quotation is scored as part of
// it (JoinContinued). Likewise the extractor gives each speaker of a
// coordinated subject a statement of its own ("A and B deeming it ...",
// one content, one cue), where span-style corpora annotate one attribution
// whose source is "A and B": against them those statements are scored as
// one (JoinSharedContent).
func Score(gold []Gold, pred []kg.Statement) Result {
	pred = AsScored(gold, pred)
	var res Result
	byArt := map[string][]Gold{}
	for _, g := range gold {
		byArt[g.Article] = append(byArt[g.Article], g)
	}
	predBy := map[string][]kg.Statement{}
	for _, p := range pred {
		predBy[p.Article] = append(predBy[p.Article], p)
	}
	arts := make([]string, 0, len(byArt))
	for a := range byArt {
		arts = append(arts, a)
	}
	sort.Strings(arts)
	for _, a := range arts {
		scoreArticle(&res, byArt[a], predBy[a])
	}
	return res
}

// AsScored returns pred as Score reads it against gold: against span-style
// gold (PolNeAR), continued quotations and the statements of one
// coordinated source joined (JoinContinued, then JoinSharedContent).
func AsScored(gold []Gold, pred []kg.Statement) []kg.Statement {
	if len(gold) > 0 && gold[0].SpanStyle {
		return JoinSharedContent(JoinContinued(pred))
	}
	return pred
}

// JoinContinued returns pred with each statement that continues another's
// quotation (Statement.Continues) joined to it: one statement whose content
// is the parts' contents, in order, separated by a space.
func JoinContinued(pred []kg.Statement) []kg.Statement {
	out := make([]kg.Statement, 0, len(pred))
	at := make(map[string]int, len(pred)) // statement IRI -> index in out
	for _, p := range pred {
		if i, ok := at[p.Continues]; ok && p.Continues != "" {
			out[i].Content += " " + p.Content
			at[p.ID] = i
			continue
		}
		at[p.ID] = len(out)
		out = append(out, p)
	}
	return out
}

// JoinSharedContent returns pred with the statements that share one
// article, content span, cue span and content (the speakers of a
// coordinated subject: "Ann Lee and Ben Aziz deeming it ...") as one
// statement, the first, whose mention and speaker name are theirs joined by
// "and" ("Ann Lee and Ben Aziz"), as a span-style corpus writes such a
// source. A statement with no cue of its own is never joined so.
func JoinSharedContent(pred []kg.Statement) []kg.Statement {
	type key struct {
		article, content string
		span, cue        kg.Span
	}
	out := make([]kg.Statement, 0, len(pred))
	at := make(map[key]int, len(pred))
	for _, p := range pred {
		k := key{p.Article, p.Content, p.ContentSpan, p.CueSpan}
		if i, ok := at[k]; ok && p.CueSpan != (kg.Span{}) {
			q := &out[i]
			q.Mention += " and " + p.Mention
			q.Speaker.Name += " and " + p.Speaker.Name
			continue
		}
		at[k] = len(out)
		out = append(out, p)
	}
	return out
}

type pair struct {
	p, g int
	f    float64
}

// Pair matches the predictions of one article (joined by AsScored) to its
// gold statements as Score does: each pair's contents share a token F1 of
// at least 0.5, the closest pairs first, each statement in one pair at
// most. It returns, for each gold statement, the index of its prediction,
// or -1.
func Pair(gold []Gold, pred []kg.Statement) []int {
	gt, pt := contentTokens(gold, pred)
	_, gm := pairTokens(gt, pt)
	out := make([]int, len(gold))
	for j := range out {
		out[j] = -1
		if i, ok := gm[j]; ok {
			out[j] = i
		}
	}
	return out
}

// contentTokens are the Tokens of each gold and each predicted content.
func contentTokens(gold []Gold, pred []kg.Statement) (gt, pt [][]string) {
	gt = make([][]string, len(gold))
	for i, g := range gold {
		gt[i] = Tokens(g.Content)
	}
	pt = make([][]string, len(pred))
	for i, p := range pred {
		pt[i] = Tokens(p.Content)
	}
	return gt, pt
}

// pairTokens pairs predictions (pt) with gold contents (gt), closest first:
// prediction -> gold and gold -> prediction.
func pairTokens(gt, pt [][]string) (pm, gm map[int]int) {
	var pairs []pair
	for i := range pt {
		for j := range gt {
			if f := TokenF1(gt[j], pt[i]); f >= 0.5 {
				pairs = append(pairs, pair{i, j, f})
			}
		}
	}
	sort.SliceStable(pairs, func(a, b int) bool { return pairs[a].f > pairs[b].f })
	pm, gm = map[int]int{}, map[int]int{}
	for _, pr := range pairs {
		if _, ok := pm[pr.p]; ok {
			continue
		}
		if _, ok := gm[pr.g]; ok {
			continue
		}
		pm[pr.p], gm[pr.g] = pr.g, pr.p
	}
	return pm, gm
}

func scoreArticle(res *Result, gold []Gold, pred []kg.Statement) {
	gt, pt := contentTokens(gold, pred)
	pm, gm := pairTokens(gt, pt)
	for j, g := range gold {
		if !g.Optional {
			res.Gold++
		}
		i, ok := gm[j]
		if !ok {
			if !g.Optional {
				res.Misses = append(res.Misses, fmt.Sprintf("%s: MISS %s %s %q", g.Article, g.Speaker, g.Cue, g.Content))
			}
			continue
		}
		if g.Optional {
			continue
		}
		p := pred[i]
		res.Matched++
		right := speakerRight(g, p)
		if !g.NoSource {
			res.SourceScored++
			if right {
				res.SourceRight++
			}
		}
		if right {
			res.StrictMatched++
		} else {
			res.Wrong = append(res.Wrong, fmt.Sprintf("%s: WRONG speaker %q (mention %q), gold %q: %q", g.Article, p.Speaker.Name, p.Mention, g.Speaker, clip(p.Content)))
		}
		if g.ViaScored {
			res.ViaScored++
			if viaRight(g.Via, p.Via) {
				res.ViaRight++
			} else {
				res.Wrong = append(res.Wrong, fmt.Sprintf("%s: WRONG via %v, gold %v: %q", g.Article, hopNames(p.Via), g.Via, clip(p.Content)))
			}
		}
	}
	for i, p := range pred {
		if _, ok := pm[i]; ok {
			if gold[pm[i]].Optional {
				continue
			}
			res.Pred++
			continue
		}
		if overlapsOptional(pt[i], gold, gt) {
			continue
		}
		res.Pred++
		res.Extra = append(res.Extra, fmt.Sprintf("%s: EXTRA %s %s %q", p.Article, p.Speaker.Name, p.Cue, clip(p.Content)))
	}
}

func clip(s string) string {
	if len(s) > 100 {
		return s[:100] + "..."
	}
	return s
}

func overlapsOptional(p []string, gold []Gold, gt [][]string) bool {
	for j, g := range gold {
		if g.Optional && TokenF1(gt[j], p) > 0 {
			return true
		}
	}
	return false
}

var function = map[string]bool{"the": true, "a": true, "an": true, "of": true, "in": true, "on": true, "at": true,
	"for": true, "from": true, "to": true, "by": true, "with": true, "and": true, "or": true}

func speakerRight(g Gold, p kg.Statement) bool {
	cands := []string{p.Speaker.Name, p.Mention}
	cands = append(cands, p.Speaker.Aliases...)
	if !g.SpanStyle {
		for _, c := range cands {
			c = strings.ToLower(c)
			for _, m := range g.SpeakerMatch {
				if m != "" && strings.Contains(c, m) {
					return true
				}
			}
		}
		return false
	}
	if g.NoSource {
		return p.Speaker.Type == kg.Unknown
	}
	want := map[string]bool{}
	for _, t := range Tokens(g.Speaker) {
		if !function[t] {
			want[t] = true
		}
	}
	for _, c := range []string{p.Speaker.Name, p.Mention} {
		for _, t := range Tokens(c) {
			if want[t] {
				return true
			}
		}
	}
	return false
}

func viaRight(gold [][]string, pred []kg.Hop) bool {
	if len(gold) != len(pred) {
		return false
	}
	for i, hop := range gold {
		names := append([]string{pred[i].Entity.Name}, pred[i].Entity.Aliases...)
		ok := false
		for _, n := range names {
			n = strings.ToLower(n)
			for _, want := range hop {
				if strings.Contains(n, want) {
					ok = true
				}
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

func hopNames(h []kg.Hop) []string {
	var out []string
	for _, x := range h {
		out = append(out, x.Entity.Name)
	}
	return out
}

// Report writes the scores as a small table.
func (r Result) Report(w io.Writer, name string) {
	fmt.Fprintf(w, "%s: %d gold, %d predicted (scored), %d matched\n", name, r.Gold, r.Pred, r.Matched)
	fmt.Fprintf(w, "  span    P %.3f  R %.3f  F1 %.3f\n", r.SpanP(), r.SpanR(), r.SpanF1())
	fmt.Fprintf(w, "  strict  P %.3f  R %.3f  F1 %.3f\n", r.StrictP(), r.StrictR(), r.StrictF1())
	fmt.Fprintf(w, "  source accuracy among matched %.3f (%d/%d)\n", r.SourceAccuracy(), r.SourceRight, r.SourceScored)
	if r.ViaScored > 0 {
		fmt.Fprintf(w, "  via     %d of %d\n", r.ViaRight, r.ViaScored)
	}
}
