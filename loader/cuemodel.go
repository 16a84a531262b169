package loader

// The learned cue stage. The rules of cues.go know the reporting verbs by
// name; annotated news (PolNeAR) also marks a long tail of verbs of stance
// and action as attributions ("Johnson did not identify a location", "the
// court blocked the plan"), each too rare, and too often something else, to
// list. A logistic model, trained on PolNeAR train by `make cuemodel`
// (internal/cuetrain), scores each word the rules left alone: where it
// scores high, the word is a cue and verbCue finds its speaker and content
// as it does for a listed verb. Its statements have kind belief (a stance or
// an intention, not words said).

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	kg "github.com/kg-dev/kg"
)

//go:embed data/cuemodel.tsv.gz
var defaultCueModel []byte

// CueModel scores the words the cue rules did not take. Its zero value, or
// nil, finds nothing.
type CueModel struct {
	Threshold float64            // a word is a cue when its probability is at least this
	bias      float64            // the log-odds of a gated word with no feature known
	weights   map[string]float64 // feature -> weight
	gate      map[string]bool    // the lemmas ever annotated as a cue: only these are scored
}

// DefaultCueModel returns the model shipped in loader/data/cuemodel.tsv.gz.
func DefaultCueModel() *CueModel {
	zr, err := gzip.NewReader(bytes.NewReader(defaultCueModel))
	if err != nil {
		panic(err) // the embedded file is tested
	}
	m, err := ReadCueModel(zr)
	if err != nil {
		panic(err)
	}
	return m
}

// ReadCueModel reads a model in the form WriteTo writes: lines of
// "threshold\tP", "bias\tB", "gate\tLEMMA" and "f\tFEATURE\tWEIGHT"; '#'
// starts a comment line.
func ReadCueModel(r io.Reader) (*CueModel, error) {
	m := &CueModel{weights: map[string]float64{}, gate: map[string]bool{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for line := 1; sc.Scan(); line++ {
		t := sc.Text()
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		f := strings.Split(t, "\t")
		var err error
		switch {
		case f[0] == "threshold" && len(f) == 2:
			m.Threshold, err = strconv.ParseFloat(f[1], 64)
		case f[0] == "bias" && len(f) == 2:
			m.bias, err = strconv.ParseFloat(f[1], 64)
		case f[0] == "gate" && len(f) == 2:
			m.gate[f[1]] = true
		case f[0] == "f" && len(f) == 3:
			m.weights[f[1]], err = strconv.ParseFloat(f[2], 64)
		default:
			err = fmt.Errorf("want threshold, bias, gate or f and its fields, got %q", t)
		}
		if err != nil {
			return nil, fmt.Errorf("cue model line %d: %w", line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("cue model: %w", err)
	}
	return m, nil
}

// NewCueModel makes a model of trained weights; gate lists the lemmas it
// scores (internal/cuetrain).
func NewCueModel(bias float64, weights map[string]float64, gate []string, threshold float64) *CueModel {
	m := &CueModel{Threshold: threshold, bias: bias, weights: weights, gate: map[string]bool{}}
	for _, g := range gate {
		m.gate[g] = true
	}
	return m
}

// Gated reports whether the model scores the word w at all.
func (m *CueModel) Gated(w string) bool { return m != nil && m.gate[cueLemma(strings.ToLower(w))] }

// Prob is the model's probability that a word of features feats is a cue.
func (m *CueModel) Prob(feats []string) float64 {
	z := m.bias
	for _, f := range feats {
		z += m.weights[f]
	}
	return 1 / (1 + math.Exp(-z))
}

// CueStem is the stem the model's gate and features know a word by.
func CueStem(w string) string { return cueLemma(strings.ToLower(w)) }

// WriteTo writes m in the form ReadCueModel reads, its lines sorted.
func (m *CueModel) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "threshold\t%g\nbias\t%.6g\n", m.Threshold, m.bias)
	gate := make([]string, 0, len(m.gate))
	for g := range m.gate {
		gate = append(gate, g)
	}
	sort.Strings(gate)
	for _, g := range gate {
		fmt.Fprintf(&b, "gate\t%s\n", g)
	}
	feats := make([]string, 0, len(m.weights))
	for f := range m.weights {
		feats = append(feats, f)
	}
	sort.Strings(feats)
	for _, f := range feats {
		fmt.Fprintf(&b, "f\t%s\t%.4g\n", f, m.weights[f])
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// cueLemma is a crude stem that joins a verb's forms ("identified",
// "identifies", "identifying" -> "identif"): the model only needs the same
// word to give the same stem.
func cueLemma(w string) string {
	switch {
	case len(w) > 5 && strings.HasSuffix(w, "ing"):
		w = w[:len(w)-3]
	case len(w) > 4 && (strings.HasSuffix(w, "ied") || strings.HasSuffix(w, "ies")):
		w = w[:len(w)-3]
	case len(w) > 4 && strings.HasSuffix(w, "ed"):
		w = w[:len(w)-2]
	case len(w) > 4 && strings.HasSuffix(w, "es"):
		w = w[:len(w)-2]
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		w = w[:len(w)-1]
	}
	return strings.TrimSuffix(w, "e")
}

// wordClass is the coarse kind of the token at i that the features read
// around a candidate: a boundary, punctuation, a quotation mark, a function
// word of a few kinds, a capitalized word, or a content word by its ending.
func wordClass(toks []token, i int) string {
	if i < 0 {
		return "^"
	}
	if i >= len(toks) {
		return "$"
	}
	t := toks[i]
	switch t.kind {
	case tQuote:
		return "Q"
	case tPunct:
		if t.text == "," || t.text == ":" {
			return t.text
		}
		return "P"
	}
	w := t.lower
	switch {
	case w == "to" || w == "that" || w == "not" || w == "and" || w == "but" || w == "as":
		return w
	case pronouns[w] != "" || w == "i" || w == "we" || w == "you" || w == "us":
		return "PR"
	case determiners[w]:
		return "D"
	case isCopula(w) || modals[w] || w == "has" || w == "have" || w == "had" || w == "will" || w == "would" || w == "could" || w == "should" || w == "may" || w == "might" || w == "can":
		return "A"
	case prepositions[w]:
		return "IN"
	case t.cap():
		return "C"
	case strings.HasSuffix(w, "ly"):
		return "RB"
	case strings.HasSuffix(w, "ing"):
		return "G"
	case strings.HasSuffix(w, "ed"):
		return "ED"
	case strings.HasSuffix(w, "s"):
		return "S"
	}
	return "W"
}

// lowerAt is the lower-case word at i, or a boundary mark.
func lowerAt(toks []token, i int) string {
	if i < 0 {
		return "^"
	}
	if i >= len(toks) {
		return "$"
	}
	return toks[i].lower
}

// cueFeatures lists the features of the word at i for the model: the word,
// its stem and ending, its neighbours and their classes, and whether the
// rules found a report in the sentence (annotators mark one report of a
// clause, the outermost).
func cueFeatures(toks []token, i int, rules bool, out []string) []string {
	w, l := toks[i].lower, cueLemma(toks[i].lower)
	pc, nc, p2c, n2c := wordClass(toks, i-1), wordClass(toks, i+1), wordClass(toks, i-2), wordClass(toks, i+2)
	suffix := w
	if len(suffix) > 3 {
		suffix = suffix[len(suffix)-3:]
	}
	out = append(out,
		"w="+w, "l="+l, "s3="+suffix,
		"p="+lowerAt(toks, i-1), "n="+lowerAt(toks, i+1),
		"pc="+pc, "nc="+nc, "p2c="+p2c+"|"+pc, "n2c="+nc+"|"+n2c,
		"l|nc="+l+"|"+nc, "l|pc="+l+"|"+pc, "l|n="+l+"|"+lowerAt(toks, i+1),
		"pc|nc="+pc+"|"+nc, "s3|nc="+suffix+"|"+nc)
	if toks[i].cap() {
		out = append(out, "cap")
	}
	if i == contentStart(toks) {
		out = append(out, "first")
	}
	if rules {
		out = append(out, "rules")
	}
	if cueForms[w] != "" || bareForms[w] != "" {
		out = append(out, "lex") // a listed word the rules' grammar turned down
	}
	if rest := len(toks) - i; rest < 4 {
		out = append(out, "end")
	}
	return out
}

// uncovered reports whether the token at i lies outside every statement of
// rs: its cue, its speaker and its content.
func uncovered(s *sentence, rs []*raw, i int) bool {
	t := s.toks[i]
	for _, r := range rs {
		if r.sent == s && (i >= r.cue.a && i < r.cue.b || i >= r.speaker.a && i < r.speaker.b) {
			return false
		}
		if t.start < r.content.End && t.end > r.content.Start && (r.contentSent == nil || r.contentSent == s) {
			return false
		}
	}
	return true
}

// candidates calls f with each word of s that the learned stage may read as
// a cue. The word is unquoted, outside the statements the rules found there,
// and no word the rules read as a cue or rejected for its sense
// ("recalled 40,000 cars", "welcomed guests": s.vetoed); a listed word they
// rejected for its grammar ("to support", "did not directly criticize")
// stays a candidate, since annotators mark many. It is lower case (a capital
// mid-sentence is a name: "Ahmed Said Khan") and no noun after a determiner
// or a possessive ("the counter", "his claim"): verbCue reads verbs. Nor is
// it supposed ("whether the group could question her").
func candidates(s *sentence, rs []*raw, f func(i int)) {
	first := contentStart(s.toks)
	for i, t := range s.toks {
		if t.kind != tWord || t.quoted || t.cap() && i != first || slices.Contains(s.vetoed, i) {
			continue
		}
		if i > 0 {
			if p := s.toks[i-1].lower; determiners[p] && !standalone[p] || possessiveDeterminers[p] || possessive(p) {
				continue
			}
		}
		if uncovered(s, rs, i) && !supposed(s.toks, i-1) {
			f(i)
		}
	}
}

// standalone are the determiners that also stand alone as a subject: "many
// opposed it".
var standalone = set("that all both many some several most few")

// particles after a verb that make it phrasal ("put off deciding"): a
// learned cue's content never starts with one, nor with the "by" of a
// passive ("echoed by her party").
var particles = set("by off up out down away back")

// learnedCues adds the statements of the words m scores as cues in s, after
// the rules found rs there.
func (m *CueModel) learnedCues(s *sentence, rs []*raw) []*raw {
	if m == nil || len(m.gate) == 0 {
		return nil
	}
	var feats []string
	var out []*raw
	candidates(s, rs, func(i int) {
		l := cueLemma(s.toks[i].lower)
		if !m.gate[l] || !uncovered(s, out, i) {
			return
		}
		feats = cueFeatures(s.toks, i, len(rs) > 0, feats[:0])
		if m.Prob(feats) < m.Threshold {
			return
		}
		r := verbCue(s, cueHit{r: rng{i, i + 1}, lemma: l, belief: true}, append(rs[:len(rs):len(rs)], out...))
		if r == nil || r.content.End <= r.content.Start || r.speaker.empty() && r.inherit == nil && !r.unknown {
			return
		}
		if k := tokAt(s.toks, r.content.Start); k >= 0 && k < len(s.toks) && particles[s.toks[k].lower] {
			return
		}
		if !r.speaker.empty() {
			if h := s.toks[r.speaker.b-1]; particles[h.lower] || prepositions[h.lower] || copulaBefore(s.toks, i) && !speakerLike(h) {
				return // "Moss put off deciding": no subject ends so; "The result was clear": no one who holds a view
			}
		}
		for _, o := range rs {
			if o.sent == s && !o.cue.empty() && s.toks[o.cue.a].start < r.content.End && s.toks[o.cue.a].start >= r.content.Start {
				return // a listed cue inside: the rules' statement stands, not one around it
			}
		}
		r.lemma, r.kind = s.toks[i].lower, kg.Belief
		out = append(out, r)
	})
	return out
}

// copulaBefore reports whether a copula stands before i, adverbs and "not"
// between: the word at i is then an adjective ("was clear", "is not sure").
func copulaBefore(toks []token, i int) bool {
	j := i - 1
	for j >= 0 && (toks[j].lower == "not" || strings.HasSuffix(toks[j].lower, "ly")) {
		j--
	}
	return j >= 0 && isCopula(toks[j].lower)
}

// speakerLike reports whether a phrase with head h can hold a view: a name,
// a role, an unnamed source, a body, a pronoun.
func speakerLike(h token) bool {
	return h.cap() || roleNouns[h.lower] || unnamedHeads[h.lower] || orgNouns[h.lower] || subjectPronoun(h.lower) || groupNouns[h.lower]
}

// CueExample is one word the learned stage scores: where it is in the
// article, and its features. internal/cuetrain labels each from gold
// attributions and trains the model on them.
type CueExample struct {
	Span     kg.Span
	Word     string
	Features []string
}

// CueExamples runs the rules of x over a and lists, sentence by sentence,
// the words they left alone, each with its features: what the learned cue
// stage would score. The learned stage itself does not run.
func (x *Extractor) CueExamples(a kg.Article) []CueExample {
	var out []CueExample
	y := *x
	y.Cues = nil
	y.examples = func(s *sentence, rs []*raw) {
		candidates(s, rs, func(i int) {
			t := s.toks[i]
			out = append(out, CueExample{
				Span:     kg.Span{Start: t.start, End: t.end},
				Word:     t.lower,
				Features: cueFeatures(s.toks, i, len(rs) > 0, nil),
			})
		})
	}
	y.Extract(a)
	return out
}
