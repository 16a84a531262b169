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
	"sync"

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
	hashed    map[uint64]float64 // featureHash(feature) -> weight: what scoring asks
	gate      map[string]bool    // the lemmas ever annotated as a cue: only these are scored
	gateShape wordShapes         // the shapes of the gate's stems: most words fail it before the map is asked
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
	m.hash()
	return m, nil
}

// NewCueModel makes a model of trained weights; gate lists the lemmas it
// scores (internal/cuetrain).
func NewCueModel(bias float64, weights map[string]float64, gate []string, threshold float64) *CueModel {
	m := &CueModel{Threshold: threshold, bias: bias, weights: weights, gate: map[string]bool{}}
	for _, g := range gate {
		m.gate[g] = true
	}
	m.hash()
	return m
}

// ListedCue reports whether the rules list w (lower case) as a form of a
// reporting verb: the trainer takes such a word as a cue's head.
func ListedCue(w string) bool { return cueForms[w] != "" || bareForms[w] != "" }

// Prob is the model's probability that a word of features feats is a cue.
func (m *CueModel) Prob(feats []string) float64 {
	z := m.bias
	for _, f := range feats {
		z += m.hashed[featureHash(f)]
	}
	return 1 / (1 + math.Exp(-z))
}

// prob is Prob of the features in f, asked by their hashes: a map of
// integers is several times faster to ask than one of strings, and this runs
// for every gated word of every article.
func (m *CueModel) prob(f *features) float64 {
	z := m.bias
	for _, h := range f.hashes {
		z += m.hashed[h]
	}
	return 1 / (1 + math.Exp(-z))
}

// hash fills m.hashed from m.weights, and m.gateShape from m.gate.
func (m *CueModel) hash() {
	m.hashed = make(map[uint64]float64, len(m.weights))
	for f, w := range m.weights {
		m.hashed[featureHash(f)] = w
	}
	m.gateShape = wordShapes{}
	for g := range m.gate {
		m.gateShape.add(g)
	}
}

// gated reports whether the model scores the stem st.
func (m *CueModel) gated(st string) bool { return m.gateShape.has(st) && m.gate[st] }

// featureHash is FNV-1a of a feature's bytes (64 bits: on a few hundred
// thousand features a collision is as good as impossible).
func featureHash[T string | []byte](b T) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(b); i++ {
		h ^= uint64(b[i])
		h *= 1099511628211
	}
	return h
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
	if strings.HasSuffix(w, "y") && len(w) > 3 {
		w = w[:len(w)-1] // "identify" as "identified"
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

// features holds the features of one word, written one after another into
// one buffer, so that scoring a word allocates nothing.
type features struct {
	b      []byte
	ends   []int
	hashes []uint64
}

// featurePool holds feature buffers for learnedCues, which many goroutines
// run at once.
var featurePool = sync.Pool{New: func() any {
	return &features{b: make([]byte, 0, 512), ends: make([]int, 0, 32), hashes: make([]uint64, 0, 32)}
}}

func (f *features) reset() { f.b, f.ends, f.hashes = f.b[:0], f.ends[:0], f.hashes[:0] }

// add appends the feature named name, its parts joined by '|':
// add("l|nc=", "identif", "D") is "l|nc=identif|D".
func (f *features) add(name string, parts ...string) {
	a := len(f.b)
	f.b = append(f.b, name...)
	for k, p := range parts {
		if k > 0 {
			f.b = append(f.b, '|')
		}
		f.b = append(f.b, p...)
	}
	f.ends = append(f.ends, len(f.b))
	f.hashes = append(f.hashes, featureHash(f.b[a:]))
}

// strings returns the features as strings (for CueExamples).
func (f *features) strings() []string {
	out := make([]string, 0, len(f.ends))
	a := 0
	for _, e := range f.ends {
		out = append(out, string(f.b[a:e]))
		a = e
	}
	return out
}

// cueFeatures writes the features of the word at i for the model into f:
// the word, its stem and ending, its neighbours and their classes, the verb
// group before it, and whether the rules found a report in the sentence
// (annotators mark one report of a clause, the outermost).
func cueFeatures(toks []token, i int, rules bool, f *features) {
	w, l := toks[i].lower, cueLemma(toks[i].lower)
	pc, nc, p2c, n2c := wordClass(toks, i-1), wordClass(toks, i+1), wordClass(toks, i-2), wordClass(toks, i+2)
	prev, next := lowerAt(toks, i-1), lowerAt(toks, i+1)
	suffix := w
	if len(suffix) > 3 {
		suffix = suffix[len(suffix)-3:]
	}
	f.add("w=", w) // first: the trainer reads the word from it
	f.add("l=", l)
	f.add("s3=", suffix)
	f.add("p=", prev)
	f.add("n=", next)
	f.add("pc=", pc)
	f.add("nc=", nc)
	f.add("p2c=", p2c, pc)
	f.add("n2c=", nc, n2c)
	f.add("l|nc=", l, nc)
	f.add("l|pc=", l, pc)
	f.add("l|n=", l, next)
	f.add("pc|nc=", pc, nc)
	f.add("s3|nc=", suffix, nc)
	// the verb group before the word ("did not", "has also", "would"), then
	// the class of what stands before it: a subject, mostly
	j, aux := i-1, ""
	for j >= 0 && j >= i-4 && toks[j].kind == tWord && (toks[j].lower == "not" || strings.HasSuffix(toks[j].lower, "ly") || toks[j].lower == "also" || toks[j].lower == "never" || wordClass(toks, j) == "A") {
		if wordClass(toks, j) == "A" {
			aux = "A"
		}
		j--
	}
	before := wordClass(toks, j)
	f.add("vg=", aux, before)
	f.add("l|vg=", l, aux, before)
	if toks[i].cap() {
		f.add("cap")
	}
	if i == contentStart(toks) {
		f.add("first")
	}
	if rules {
		f.add("rules")
	}
	if ListedCue(w) {
		f.add("lex") // a listed word the rules' grammar turned down
	}
	if rest := len(toks) - i; rest < 4 {
		f.add("end")
	}
}

// infinitiveSubject reads the statement of a learned infinitive of a listed
// reporting verb that neither controlledCue nor verbCue could: "Ada Moss
// has yet to explain how ...", "Ola Dahl was the first farmer in Lund to
// endorse the levy". The sentence's subject (subjectNP) is whose act it is;
// "to" and the verb are the cue, the clause after them the content. A
// placeholder ("It is too soon to say", "There are ways to express") holds
// no view, and no subject is read across a quotation, a colon or a dash.
// (On PolNeAR train folds: 31 more matched of 51 more statements; taking
// unlisted verbs too, "held contests to choose nominees", gave 23 of 39
// more; stopping at a comma too lost 12 matched of 19.)
func infinitiveSubject(s *sentence, i int, lemma string) *raw {
	toks := s.toks
	sp := subjectNP(toks)
	if sp.empty() || sp.b >= i-1 || !headOK(toks, sp) || !subjectShaped(toks[sp.a:sp.b]) {
		return nil
	}
	if w := toks[sp.a].lower; sp.b == sp.a+1 && (w == "it" || w == "there" || w == "this") {
		return nil
	}
	for k := sp.b; k < i-1; k++ {
		if t := toks[k]; t.kind == tQuote || t.quoted || t.kind != tWord && t.text != "," {
			return nil
		}
	}
	r := &raw{sent: s, cue: rng{i - 1, i + 1}, speaker: sp, lemma: lemma, kind: kg.Belief}
	r.content = spanOf(toks, rng{i + 1, clauseEnd(toks, i+1)})
	return validContent(r)
}

// candidates calls f with each word of s that the learned stage may read as
// a cue: of those whose stem passes gate (all, if gate is nil), each word
// that is unquoted, outside the statements the rules found there, and no
// word the rules read as a cue or rejected for its sense ("recalled 40,000
// cars", "welcomed guests": s.vetoed). A listed word they rejected for its
// grammar ("to support", "did not directly criticize") stays a candidate,
// since annotators mark many. The word is lower case (a capital mid-sentence
// is a name: "Ahmed Said Khan"), but in a headline in title case ("Cable
// News Panel Dismissed Tax Plan"); no noun after a determiner or a
// possessive ("the counter", "his claim": verbCue reads verbs) unless a
// preposition follows it ("his attacks on", nominalCue's); no noun
// between "in" or "on" and a preposition ("in favor of"); not supposed
// ("whether the group could question her"); and no capitalized label
// before a colon ("Paid Notice: Deaths"), nor "say" in capitals the rules
// turned down ("Ahmed Said Khan"), nor a referee's call ("the call on the
// ice", playCall), nor the last word of a short label ("Live updates:").
func candidates(s *sentence, rs []*raw, gate func(stem string) bool, f func(i int)) {
	first, title := contentStart(s.toks), -1
	for i, t := range s.toks {
		if t.kind != tWord || t.quoted || t.cap() && i+1 < len(s.toks) && s.toks[i+1].text == ":" || gate != nil && !gate(cueLemma(t.lower)) || slices.Contains(s.vetoed, i) {
			continue
		}
		if t.cap() && i != first && cueForms[t.lower] == "say" {
			continue // "say" in capitals that the rules turned down: "Ahmed Said Khan", a name
		}
		if i+1 < len(s.toks) && s.toks[i+1].text == ":" && i <= first+2 {
			continue // "Live updates: Election night": a label, no one's act
		}
		if t.cap() && i != first {
			if title < 0 {
				title = 0
				if titleCase(s.toks) {
					title = 1
				}
			}
			if title == 0 {
				continue
			}
		}
		if i > 0 {
			if p := s.toks[i-1].lower; (determiners[p] && !standalone[p] || possessiveDeterminers[p] || possessive(p)) && !nominalAt(s.toks, i) {
				continue
			}
			if p := s.toks[i-1].lower; (p == "in" || p == "on") && nominalAt(s.toks, i) {
				continue // "in favor of", "in response to": a fixed phrase, no one's stance (1 and 3 of 31 annotated on PolNeAR train)
			}
		}
		if playCall(s.toks, i) || toldTo(s.toks, i) || i > 1 && s.toks[i-1].lower == "to" && respondLemmas[cueForms[s.toks[i-2].lower]] {
			continue // "told a regular news briefing that ...": where the verb's report was made; "responded to reports of a disturbance": what was answered; no report of its own
		}
		if uncovered(s, rs, i) && !supposed(s.toks, i-1) {
			f(i)
		}
	}
}

// standalone are the determiners that also stand alone as a subject: "many
// opposed it".
var standalone = set("that all both many some several most few")

// verbPrepositions join a learned verb to its object: "focused on",
// "railed against", "weighed in on" is read as "weighed in".
var verbPrepositions = set("on about for against with at into over upon")

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
	var out []*raw
	f := featurePool.Get().(*features)
	defer featurePool.Put(f)
	candidates(s, rs, m.gated, func(i int) {
		if !uncovered(s, out, i) {
			return
		}
		f.reset()
		cueFeatures(s.toks, i, len(rs) > 0, f)
		prob := m.prob(f)
		if prob < m.Threshold {
			return
		}
		if r := learnedStatement(s, rs, out, i, prob >= max(m.Threshold, nominalThreshold)); r != nil {
			r.learned = true
			out = append(out, r)
		}
	})
	return out
}

// learnedStatement reads the statement of the word at i that the learned
// stage scored as a cue, after the rules' statements rs and the learned
// ones before it (out), or returns nil where it finds none that holds.
// nounOK says whether the score is high enough for a noun's statement.
func learnedStatement(s *sentence, rs, out []*raw, i int, nounOK bool) *raw {
	l := cueLemma(s.toks[i].lower)
	earlier := append(rs[:len(rs):len(rs)], out...)
	if t := s.toks; i >= 2 && t[i-1].lower == "to" && failedWords[t[i-2].lower] && (cueForms[t[i].lower] != "" || bareForms[t[i].lower] != "") && !beliefLemmas[l] {
		return nil // "she failed to declare a conflict": nothing declared
	}
	if r := passiveBy(s, i); r != nil {
		return r
	}
	if agentlessPassive(s.toks, i) {
		// "Residents were ordered to leave", "Dyck was told to repay": the
		// subject is whom it was done to, and no one named did it (as an
		// unknown speaker's, these lost as many strict matches on folds of
		// PolNeAR train as they added)
		return nil
	}
	var r *raw
	nominal := nominalAt(s.toks, i)
	afterPrep := afterPreposition(s.toks, i)
	if afterPrep && !nominal {
		return nil // "amid growing concerns": a noun, and no preposition after it to read a stance by
	}
	if inAppealSubject(s.toks, i) {
		return nil // "Anyone who witnessed the collision is asked to call police": who is asked, no one's report
	}
	switch noun := nominal && (afterDeterminer(s.toks, i) || afterPrep); {
	case noun && !nounOK:
		return nil
	case noun:
		r = nominalCue(s, i) // "his criticism of": a noun, never a verb
	default:
		infinitive := i > 1 && s.toks[i-1].lower == "to"
		if infinitive && standingAppeal(s.toks, i-1) {
			return nil // "Anyone with information is asked to call police"
		}
		if infinitive && obligedBefore(s.toks, i-1) {
			return nil // "would require grocery chains to report their margins": a duty, nothing reported yet
		}
		if infinitive && nounsInfinitive(s.toks, i-1) {
			return nil // "resisted calls to order the workers back": the noun's infinitive, whose callers go unnamed
		}
		if infinitive {
			r = controlledCue(s, i, l, earlier) // "drove voters to demand": the controller's reading first
		}
		if reflexives[s.toks[i].lower] && i > 1 && s.toks[i-1].kind == tWord && !s.toks[i-1].cap() && !prepositions[s.toks[i-1].lower] {
			// "distanced herself from the levy": the verb before the reflexive
			// is the cue's, and a preposition after it
			c := rng{i - 1, i + 1}
			if i+2 < len(s.toks) && (verbPrepositions[s.toks[i+1].lower] || s.toks[i+1].lower == "from" || s.toks[i+1].lower == "as") {
				c.b++
			}
			r = verbCue(s, cueHit{r: c, lemma: l, belief: true}, earlier)
		}
		if p := s.toks[max(i-1, 0)]; r == nil && i > 1 && backParticles[s.toks[i].lower] && p.kind == tWord && !p.cap() && (strings.HasSuffix(p.lower, "ed") || irregularPast[p.lower] || strings.HasSuffix(p.lower, "s")) {
			// "Grassley later walked back his comments", "doubled down on the
			// levy": the particle the model scored is the verb's
			r = verbCue(s, cueHit{r: withPreposition(s.toks, i-1, i), lemma: l, belief: true}, earlier)
		}
		if p := lowerAt(s.toks, i-1); r == nil && i > 1 && (p == "help" || p == "helps" || p == "helped") && !s.toks[i-1].cap() {
			r = verbCue(s, cueHit{r: rng{i - 1, i + 1}, lemma: l, belief: true}, earlier) // "Lewandowski helped convince Republicans": a bare infinitive, the helper's
		}
		if p := lowerAt(s.toks, i-1); r == nil && i > 1 && lightVerbs[p] && strings.HasSuffix(p, "ing") && !s.toks[i-1].cap() {
			// ", taking aim at the levy": the light verb's participle, whose
			// subject is the clause's
			r = verbCue(s, cueHit{r: withPreposition(s.toks, i-1, i), lemma: l, belief: true}, earlier)
		}
		if r == nil && i+2 < len(s.toks) && (verbPrepositions[s.toks[i+1].lower] || s.toks[i+1].lower == "to" && !ListedCue(s.toks[i].lower)) && objectStart(s.toks[i+2]) {
			r = verbCue(s, cueHit{r: rng{i, i + 2}, lemma: l, belief: true}, earlier) // "focused on the levy": the preposition goes with the cue
		}
		if r == nil {
			r = verbCue(s, cueHit{r: rng{i, i + 1}, lemma: l, belief: true}, earlier)
		}
		if r == nil && !infinitive {
			r = controlledCue(s, i, l, earlier)
		}
		if r == nil && nominal && nounOK {
			r = nominalCue(s, i)
		}
		if r == nil && infinitive && ListedCue(s.toks[i].lower) {
			r = infinitiveSubject(s, i, l)
		}
	}
	if r != nil && ListedCue(s.toks[i].lower) && !cueSense(s.toks, i) {
		return nil // "beating Fritz to claim his second title": the rules' reading of the word's sense holds for the model too (asked last: most candidates read nothing)
	}
	if v := checkLearned(s, rs, r, i); v != nil || !nominal || !nounOK || r != nil && r.nominal {
		return v
	}
	return checkLearned(s, rs, nominalCue(s, i), i) // "is raising questions about": no verb's subject holds, a noun's possessor may
}

// deliveredThings are goods one delivers, which carry no one's words.
var deliveredThings = set("mail letters parcels packages groceries food meals pizza pizzas aid supplies baby babies newspapers papers")

// gameResult reports whether a content that opens at k names an opponent
// and then a score: "the Vik Alouettes 30-28", "Lund 4-2" (not "52-48 to
// confirm", a vote's count first).
func gameResult(toks []token, k int) bool {
	for j := k + 1; k >= 0 && j < len(toks) && j <= k+6 && toks[j].kind == tWord; j++ {
		if scoreAt(toks, j) > j {
			return toks[j-1].cap()
		}
	}
	return false
}

// checkLearned returns the learned statement r of the word at i, its
// content trimmed, or nil where it does not hold.
func checkLearned(s *sentence, rs []*raw, r *raw, i int) *raw {
	if r == nil || r.content.End <= r.content.Start || r.speaker.empty() && r.inherit == nil && !r.unknown {
		return nil // (nobody named: the rules' passives say "it was reported"; a learned verb's is a clause of the article's)
	}
	if k := tokAt(s.toks, r.content.Start); k >= 0 && k < len(s.toks) && particles[s.toks[k].lower] {
		n := k + 1
		if n >= len(s.toks) || s.toks[k].lower == "by" || !(determiners[s.toks[n].lower] || possessiveDeterminers[s.toks[n].lower] || s.toks[n].cap()) || r.cue.b != k {
			return nil // "Moss put off deciding", "echoed by her party"
		}
		// "laid out her plan", "called out the mayor": a phrasal verb and its object
		r.cue.b = n
		r.content.Start = s.toks[n].start
	}
	if strings.HasPrefix(s.toks[i].lower, "deliver") && actObject(s.toks, tokAt(s.toks, r.content.Start), deliveredThings, false) {
		return nil // "who still delivers the mail": goods brought, nothing said (not "delivered a speech")
	}
	if n := tokAt(s.toks, r.content.Start); cueLemma(s.toks[i].lower) == "continu" && n == i+1 && n < len(s.toks) && (possessiveDeterminers[s.toks[n].lower] || s.toks[n].lower == "the") {
		return nil // "The teams continue their three-game series": an act goes on, nothing said
	}
	if w := s.toks[i].lower; i > 0 && strings.HasSuffix(w, "s") && noiseLemmas[strings.TrimSuffix(w, "s")] && (s.toks[i-1].lower == "to" || s.toks[i-1].lower == "amid") {
		return nil // "took the stage to chants of “four more years”": the crowd's noise, no one's words
	}
	if strings.HasPrefix(s.toks[i].lower, "releas") && i > 0 && (s.toks[i-1].lower == "will" || s.toks[i-1].lower == "would") {
		return nil // "The bank will release its next decision on Jan. 28": a date set, nothing said yet
	}
	if strings.HasPrefix(s.toks[i].lower, "releas") && actObject(s.toks, tokAt(s.toks, r.content.Start), freedThings, false) {
		return nil // "Police have not released his name", "released two hostages": a name withheld, people freed, nothing said
	}
	if t := s.toks; strings.HasPrefix(t[i].lower, "press") && i+1 < len(t) && t[i+1].lower == "on" && (i+2 >= len(t) || t[i+2].kind != tWord || prepositions[t[i+2].lower] || subordinators[t[i+2].lower]) {
		return nil // "Haley presses on in New Hampshire": she goes on, nothing said
	}
	if gameResult(s.toks, tokAt(s.toks, r.content.Start)) {
		return nil // "upset the Vik Alouettes 30-28": a game won, nothing held
	}
	if sp := r.speaker; sp.b == sp.a+1 && s.toks[sp.a].lower == "it" && copulaBefore(s.toks, i) {
		return nil // "It is obvious that ...": the article's own voice, as "It seems that" is
	}
	if sp := r.speaker; !sp.empty() && r.refersTo.empty() && sp.b == r.cue.a {
		if k := lightVerbIn(s.toks, sp, i); r.nominal && k > sp.a {
			r.speaker.b, r.cue.a = k, k // "Nurses' union files | complaint over": the verb of the noun, not the subject's last word
		} else if v := s.toks[sp.b-1]; i+1 < len(s.toks) && (prepositions[s.toks[i+1].lower] || nominalPrepositions[s.toks[i+1].lower]) && sp.b-1 > sp.a && headlineLine(s.toks) && !v.cap() && v.kind == tWord && strings.HasSuffix(v.lower, "s") && !strings.HasSuffix(v.lower, "ss") && !pluralPeople(v.lower) {
			r.speaker.b, r.cue.a = sp.b-1, sp.b-1 // a headline's "Supreme Court upholds | ban on": its verb, then the noun
		}
	}
	if !r.speaker.empty() && r.refersTo.empty() && placeholderSubject(s.toks, r, i) {
		// mended: "There are concerns about", "Does Rubio oppose"
	} else if sp := r.speaker; !sp.empty() && !r.nominal {
		if !r.refersTo.empty() {
			sp = r.refersTo // "voters who backed": the voters
		} else if k := lightVerbIn(s.toks, sp, i); k > 0 {
			// "Sanders also takes | aim at", "He shows little interest | in": the
			// light verb opens the cue, the subject stands before it
			r.cue.a = k
			for k > sp.a+1 && preCueSkip[s.toks[k-1].lower] {
				k--
			}
			r.speaker.b, sp.b = k, k
			if c := tokAt(s.toks, r.content.Start); c == r.cue.b && c+1 < len(s.toks) && (nominalPrepositions[s.toks[c].lower] || s.toks[c].lower == "in" || s.toks[c].lower == "with") && r.content.End > s.toks[c+1].start {
				r.cue.b, r.content.Start = c+1, s.toks[c+1].start // "shows little interest in | the levy"
			}
		}
		if h := s.toks[sp.b-1]; particles[h.lower] || prepositions[h.lower] || copulaBefore(s.toks, i) && !speakerLike(h) && !pluralNoun(h.lower) {
			return nil // "Moss put off deciding": no subject ends so; "The result was clear": no one who holds a view
		}
		if !subjectShaped(s.toks[sp.a:sp.b]) {
			return nil // "He has fielded sharp (questions)": a noun's adjective read as the verb
		}
		if r.refersTo.empty() {
			if b := nameBeforeVerb(s.toks, r.speaker); b < r.speaker.b {
				r.speaker.b = b
			} else if modifiedNoun(s.toks, r.speaker, i) {
				r.speaker, r.unknown = rng{}, true // "A common refrain is that", "raised new questions about": the noun's modifier, no one's name
			}
		}
	}
	if r.nominal && i > 0 && (s.toks[i-1].lower == "a" || s.toks[i-1].lower == "an") && (r.unknown || r.speaker.empty() || s.toks[r.speaker.b-1].lower == "there" || onlyTime(s.toks[r.speaker.a:r.speaker.b])) {
		return nil // "should be a call to voters", "There should be a call": an indefinite noun names no one's stance
	}
	if a, b := tokAt(s.toks, r.content.Start), tokAt(s.toks, r.content.End); a >= 0 && b > a && onlyTime(s.toks[a:b]) {
		return nil // "traded barbs on | Monday": when, not what
	}
	if quantityObject(s.toks, tokAt(s.toks, r.content.Start)) {
		return nil // "The TSX gained | 1.2 per cent", "scored | two goals": a score or a market's move
	}
	endSubjectAtVerb(s.toks, r)
	if sp := r.speaker; sp.b == sp.a+1 && (lightVerbs[s.toks[sp.a].lower] || s.toks[sp.a].lower == "puts") {
		return nil // "The survey, released on Thursday, puts | support for": the verb before the noun, no speaker
	}
	r.lemma, r.kind = s.toks[i].lower, kg.Belief
	endAtCoordinatedVerb(s, r)
	endObjectAtClause(s, r, true)
	for _, o := range rs {
		if o.sent == s && !o.cue.empty() && s.toks[o.cue.a].start < r.content.End && s.toks[o.cue.a].start >= r.content.Start {
			return nil // a listed cue inside what is left: the rules' statement stands, not one around it ("blocked the bill | because they said")
		}
	}
	if a, b := tokAt(s.toks, r.content.Start), tokAt(s.toks, r.content.End)-1; b >= a && b < len(s.toks) && b-a <= 1 && platformOnly(s.toks[a], s.toks[b], b-a+1) {
		return nil // "fired back on social media, writing that": where, and the participle says what
	}
	return r
}

// freedThings are what "release" lets go of when nothing is said: a name
// or an identity made known, people freed ("released a statement", "released
// data" say something).
var freedThings = set("name names identity identities hostage hostages prisoner prisoners detainee detainees captive captives suspect suspects him her them")

// agentlessPassive reports whether the word at i is a participle in the
// passive ("were ordered", "has been told", "was also urged") with no
// "by" (passiveBy reads those), and no adjective of a state its subject is
// in ("are shocked that", "is opposed to", "is convinced that": the
// subject's feeling or stance).
func agentlessPassive(toks []token, i int) bool {
	w := toks[i].lower
	if !strings.HasSuffix(w, "ed") && !irregularPast[w] && w != "told" || emotionParticiples[w] || stateParticiples[w] {
		return false
	}
	j := i - 1
	for j > 0 && (passiveAdverbs[toks[j].lower] || toks[j].lower == "not" || strings.HasSuffix(toks[j].lower, "ly")) {
		j--
	}
	return j >= 0 && beForms[toks[j].lower] || headlinePassive(toks, i)
}

// stateParticiples, after "be", say where their subject stands, as
// emotionParticiples say what it feels.
var stateParticiples = set("convinced opposed committed determined inclined prepared interested dedicated devoted resigned divided split persuaded satisfied")

// beForms are the forms of "be" that make a passive of a participle.
var beForms = set("is are was were be been being am")

// nominalThreshold is the probability a noun's statement needs: fewer of
// them are right than of verbs' (chosen on folds 0 and 1 of PolNeAR train
// held out, docs/extraction.md).
const nominalThreshold = 0.45

// nominalPrepositions follow a noun that reports a stance on what comes
// after them: "support for", "attacks on", "criticism of".
var nominalPrepositions = set("of for to about on against over toward towards")

// nominalAt reports whether the word at i is a noun a nominal preposition
// follows: it may report a stance ("his attacks on the senator").
func nominalAt(toks []token, i int) bool {
	return i+2 < len(toks) && nominalPrepositions[toks[i+1].lower] && !toks[i].cap() && !strings.HasSuffix(toks[i].lower, "ing") && !strings.HasSuffix(toks[i].lower, "ed")
}

// nounPrepositions take a noun phrase, never a finite verb: a scored word
// right after one, or after one and a modifier, is a noun ("amid growing
// concerns about"). ("to" and "by" are left out: "to defend", "by calling".)
var nounPrepositions = set("of for from at with in on about amid among despite over under during against without")

// afterPreposition reports whether the word at i stands right after a
// noun preposition, or after one and a lowercase modifier.
func afterPreposition(toks []token, i int) bool {
	if i >= 1 && nounPrepositions[toks[i-1].lower] {
		return !strings.HasSuffix(toks[i].lower, "ing") // ("about raising taxes": a gerund)
	}
	if i >= 2 && nounPrepositions[toks[i-2].lower] && toks[i-1].kind == tWord && !toks[i-1].cap() && !determiners[toks[i-1].lower] && !possessiveDeterminers[toks[i-1].lower] && !adverb(toks[i-1].lower) {
		if (toks[i-2].lower == "under" || toks[i-2].lower == "over") && isNumber(toks[i-1].text) {
			return false // "Voters under 35 support Sanders": an age, the subject's
		}
		return !strings.HasSuffix(toks[i].lower, "ing")
	}
	return false
}

// afterDeterminer reports whether a determiner or a possessor stands before
// the word at i, an adjective perhaps between: the word is a noun.
func afterDeterminer(toks []token, i int) bool {
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		p := toks[j].lower
		if determiners[p] && !standalone[p] || possessiveDeterminers[p] || possessive(p) {
			return true
		}
		if toks[j].kind != tWord || toks[j].cap() || prepositions[p] || pluralNoun(p) {
			return false // (not "The voters point to ...": a plural noun before is the subject)
		}
	}
	return false
}

// nominalCue reads the statement of a learned noun at i and the preposition
// after it: "Sanders's attacks on her willingness to accept donations",
// "support for the New York businessman". The content is the phrase after
// the preposition, to a comma or the verb of the clause ("Opposition to
// trade deals has grown"); the speaker is the possessor before the noun,
// an adjective perhaps between ("his tentative embrace of"), else the
// subject of the verb whose object the noun is ("Clinton avoided all
// mention of"), else the clause's subject, else nobody named.
func nominalCue(s *sentence, i int) *raw {
	toks := s.toks
	if p := lowerAt(toks, i-1); p == "to" || modals[p] || auxiliaries[p] || clauseModals[p] || subjectPronoun(p) || strings.HasSuffix(p, "n't") || strings.HasSuffix(p, "n’t") {
		return nil // "to talk about", "would call for", "they agree with": a verb, whose subject verbCue reads
	}
	r := &raw{sent: s, cue: rng{i, i + 2}, lemma: toks[i].lower, kind: kg.Belief, nominal: true, unknown: true}
	from := i + 2
	if toks[i+1].lower == "to" && !toks[i+2].cap() && !determiners[toks[i+2].lower] && !possessiveDeterminers[toks[i+2].lower] {
		r.cue, from = rng{i, i + 1}, i+1 // "his pledge to be neutral": the intention, "to" and all
	}
	j := i - 1
	if j > 0 && toks[j].kind == tWord && !toks[j].cap() && !determiners[toks[j].lower] && !possessiveDeterminers[toks[j].lower] && !prepositions[toks[j].lower] {
		j--
	}
	switch {
	case j >= 0 && possessivePronouns[toks[j].lower] != "":
		r.speaker, r.unknown = rng{j, j + 1}, false
		if sp := boundSubject(toks, j); !sp.empty() {
			r.speaker = sp // "Animal welfare groups renewed their calls to": the groups, the verb's subject
		}
	case !appositiveName(toks, i).empty():
		r.speaker, r.unknown = appositiveName(toks, i), false // "Barney Frank, a fierce critic of Sanders,": the name the noun describes
	case j >= 0 && toks[j].cap() && possessive(toks[j].lower):
		a := j
		for a > 0 && toks[a-1].kind == tWord && toks[a-1].cap() && !titles[toks[a-1].lower] && j-a < 3 {
			a--
		}
		r.speaker, r.unknown = rng{a, j + 1}, false
	default:
		// "Clinton avoided all mention of ...": the noun is the object of a
		// verb, whose subject holds the stance
		k := j
		for k > 0 && (determiners[toks[k].lower] || quantifiers[toks[k].lower]) {
			k--
		}
		if k > 0 && k < i && toks[k].kind == tWord && !toks[k].cap() && !prepositions[toks[k].lower] && !determiners[toks[k].lower] && (strings.HasSuffix(toks[k].lower, "ed") || strings.HasSuffix(toks[k].lower, "s") || irregularPast[toks[k].lower]) {
			if sp, _, ok := subjectBefore(toks, k); ok && subjectShaped(toks[sp.a:sp.b]) {
				r.speaker, r.unknown = sp, false
			}
		}
		if sp := subjectNP(toks); r.unknown && !sp.empty() && sp.b < j && subjectShaped(toks[sp.a:sp.b]) { // (not the noun's own phrase, "The program featured a typical | discussion")
			r.speaker, r.unknown = sp, false // "She has spoken at length about ...": the clause's subject
		}
	}
	e := from
	for e < len(toks) && e-i < 30 {
		t := toks[e]
		if t.kind == tPunct && !t.quoted || subordinators[t.lower] && !t.cap() ||
			e > i+2 && t.kind == tWord && !t.cap() && (isCopula(t.lower) || modals[t.lower] || auxiliaries[t.lower] || cueForms[t.lower] != "" || strings.HasSuffix(t.lower, "ed") || irregularPast[t.lower]) && !modifierAt(toks, e) {
			break
		}
		e++
	}
	if e <= i+2 {
		return nil
	}
	r.content = spanOf(toks, rng{from, e})
	return validContent(r)
}

// boundSubject returns the subject a possessive "their" or "its" at j
// stands for when a verb right before it has one ("Animal welfare groups
// renewed their calls"), else an empty range; "his" and "her" are left to
// the article's names.
func boundSubject(toks []token, j int) rng {
	k := j - 1
	if w := toks[j].lower; w != "their" && w != "its" || k < 1 || toks[k].kind != tWord || toks[k].cap() || !(strings.HasSuffix(toks[k].lower, "ed") || irregularPast[toks[k].lower]) {
		return rng{}
	}
	sp, _, ok := subjectBefore(toks, k)
	if !ok || !subjectShaped(toks[sp.a:sp.b]) || pronouns[toks[sp.b-1].lower] != "" {
		return rng{}
	}
	return sp
}

// appositiveName returns the name that an appositive holding the noun at
// i describes ("Ada Moss, a cognitive scientist and frequent | critic of"):
// small words back to a comma after a capitalized name, the appositive
// opening with "a", "an" or "the"; else an empty range.
func appositiveName(toks []token, i int) rng {
	k := i - 1
	for k > 0 && i-k <= 8 && toks[k].kind == tWord && !toks[k].cap() {
		k--
	}
	if k < 1 || k+1 >= i {
		return rng{}
	}
	return nameBeforeAppositive(toks, k+1) // ("Senator Rand Paul of Kentucky, a frequent critic of ...": the senator)
}

// respondLemmas answer what follows their "to".
var respondLemmas = set("respond answer react reply")

// toldTo reports whether the noun at i ends the object of a form of
// "tell" ("told a daily press briefing", "tells the rally"): its audience.
func toldTo(toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		t := toks[k]
		if t.kind != tWord || t.cap() || prepositions[t.lower] {
			return false
		}
		if cueForms[t.lower] == "tell" {
			return true
		}
	}
	return false
}

// modifierAt reports whether the participle or cue form at e is part of a
// noun phrase, after a determiner or a possessor: "Colin Powell's leaked
// emails", "advice on his show", "an estimate for his plans".
func modifierAt(toks []token, e int) bool {
	p := toks[e-1].lower
	return determiners[p] && !standalone[p] || possessiveDeterminers[p] || possessive(p)
}

// nounsInfinitive reports whether the "to" at j completes a plural noun
// that is a verb's object: "resisted calls to order the workers back",
// "ignored demands to resign". Who calls or demands, the sentence does
// not say.
func nounsInfinitive(toks []token, j int) bool {
	if j < 2 || toks[j].lower != "to" {
		return false
	}
	n := toks[j-1]
	return n.kind == tWord && !n.cap() && strings.HasSuffix(n.lower, "s") && objectOfVerb(toks, j-1)
}

// controlledCue reads the statement of a learned cue at i that is an
// infinitive: "Mr. Trump tried to defend his remarks", "The Clintons have
// chosen not to respond to his attacks", "Trump has a rare chance to show
// that ...". The subject stands before the word that governs "to", so the
// cue runs from there; the nearest such word with a subject-shaped speaker
// wins. It returns nil where there is none ("for Clinton to highlight").
func controlledCue(s *sentence, i int, lemma string, earlier []*raw) *raw {
	toks := s.toks
	j := i - 1
	for j > 0 && (toks[j].lower == "not" || toks[j].lower == "again" || toks[j].lower == "once" || strings.HasSuffix(toks[j].lower, "ly")) {
		j-- // "chosen not to respond", "to once again address"
	}
	if j < 1 || toks[j].lower != "to" {
		return nil
	}
	if r := forSubject(s, i, j, lemma); r != nil {
		return r
	}
	if r := objectControlled(s, i, j, lemma); r != nil {
		return r
	}
	for k := j - 1; k >= 0 && k >= j-5; k-- {
		t := toks[k]
		if timeWords[t.lower] || (t.lower == "on" || t.lower == "in") && k+1 < j && timeWords[toks[k+1].lower] {
			continue // "struggled on Tuesday to explain"
		}
		if t.kind != tWord || t.cap() || prepositions[t.lower] || isConnective(t.lower) || subordinators[t.lower] || t.lower == "who" || t.lower == "which" || t.lower == "that" {
			break
		}
		if determiners[t.lower] || possessiveDeterminers[t.lower] {
			continue
		}
		if !controlled(toks[k:j]) {
			continue // "a dozen states held contests to choose nominees": no one chose to speak
		}
		r := verbCue(s, cueHit{r: rng{k, i + 1}, lemma: lemma, belief: true}, earlier)
		if r != nil && r.content.End > r.content.Start && !r.speaker.empty() && r.speaker.b <= k && subjectShaped(toks[r.speaker.a:r.speaker.b]) {
			return r
		}
	}
	return purposeCue(s, i, j, lemma, earlier)
}

// purposeCue reads an infinitive of purpose: "Keyworth met with Fiorina
// at her office to discuss his plan", "Biden arranged calls with both of
// them to discuss the race": the subject of the past tense before it,
// within ten words and no comma, acts with that aim.
func purposeCue(s *sentence, i, j int, lemma string, earlier []*raw) *raw {
	toks := s.toks
	for k := j - 1; k >= 0 && k >= j-10; k-- {
		t := toks[k]
		if t.kind != tWord || t.quoted || subordinators[t.lower] && !t.cap() || t.lower == "who" || t.lower == "which" || t.lower == "that" || cueForms[t.lower] != "" && !t.cap() {
			return nil
		}
		if t.cap() || !(irregularPast[t.lower] || strings.HasSuffix(t.lower, "ed")) || k > 0 && (determiners[toks[k-1].lower] || possessiveDeterminers[toks[k-1].lower]) {
			continue
		}
		sp, _, ok := subjectBefore(toks, k)
		if !ok || sp.empty() || sp.b != k || !subjectShaped(toks[sp.a:sp.b]) {
			return nil
		}
		r := &raw{sent: s, cue: rng{j, i + 1}, speaker: sp, lemma: lemma, kind: kg.Belief}
		r.content = spanOf(toks, rng{i + 1, clauseEnd(toks, i+1)})
		return validContent(r)
	}
	return nil
}

// forSubject reads an infinitive whose subject "for" brings: "it may be
// enough for Trump and Ryan to agree on taxes", "a chance for voters to
// weigh in": the phrase between "for" and "to" (to is at j) acts.
func forSubject(s *sentence, i, j int, lemma string) *raw {
	toks := s.toks
	for k := j - 1; k >= 1 && k >= j-6; k-- {
		t := toks[k]
		if t.kind != tWord || t.quoted {
			return nil
		}
		if t.lower != "for" {
			continue
		}
		sp := rng{k + 1, j}
		if sp.empty() || !(toks[k+1].cap() || determiners[toks[k+1].lower] || possessiveDeterminers[toks[k+1].lower] || pluralNoun(toks[j-1].lower) || irregularPlurals[toks[j-1].lower]) || !noVerb(toks[sp.a:sp.b]) || !headOK(toks, sp) {
			return nil
		}
		after := i + 1
		if after+1 < len(toks) && verbPrepositions[toks[after].lower] && objectStart(toks[after+1]) {
			after++ // "to agree on | the need": the preposition goes with the cue
		}
		if after >= len(toks) {
			return nil
		}
		r := &raw{sent: s, cue: rng{j, after}, speaker: sp, lemma: lemma, kind: kg.Belief}
		r.content = spanOf(toks, rng{after, clauseEnd(toks, after)})
		return validContent(r)
	}
	return nil
}

// objectControllers are the verbs whose object an infinitive after it
// belongs to: "drove voters to demand a referendum", "prompted Sanders to
// advocate for a challenger", "leaving the party to wonder".
var objectControllers = set("prompt prompts prompted prompting drive drives drove driven driving lead leads led leading " +
	"leave leaves left leaving allow allows allowed allowing force forces forced forcing push pushes pushed pushing " +
	"encourage encourages encouraged encouraging persuade persuades persuaded persuading convince convinces convinced convincing " +
	"inspire inspires inspired inspiring spur spurs spurred spurring")

// obligedBefore reports whether the infinitive whose "to" is at j is what
// a verb of obligation within ten words before it requires of its object:
// "require large grocery chains to report", "compels companies to disclose".
func obligedBefore(toks []token, j int) bool {
	for k := j - 1; k >= 0 && k >= j-10; k-- {
		t := toks[k]
		if t.kind != tWord || t.quoted || subordinators[t.lower] && !t.cap() {
			return false
		}
		if obligationVerbs[t.lower] && k+1 < j {
			return true
		}
	}
	return false
}

// obligationVerbs require of their object what an infinitive after it says.
var obligationVerbs = set("require requires required requiring compel compels compelled compelling oblige obliges obliged obliging " +
	"mandate mandates mandated mandating")

// ordinalHeads open a noun phrase that an infinitive after it describes:
// "the first sitting members of Congress to endorse Trump".
var ordinalHeads = set("first last only second third")

// objectControlled reads an infinitive at i ("to" at j) whose subject is
// the object of an object-control verb before it ("drove hundreds of
// thousands to demand a referendum") or a phrase opened by "the first" ("the
// first candidate to bring up the crisis"), within ten words of "to".
func objectControlled(s *sentence, i, j int, lemma string) *raw {
	toks := s.toks
	for k := j - 1; k >= 0 && k >= j-10; k-- {
		t := toks[k]
		if t.kind != tWord || t.quoted || subordinators[t.lower] && !t.cap() || cueForms[t.lower] != "" && !t.cap() {
			return nil
		}
		var sp rng
		switch {
		case objectControllers[t.lower] && !t.cap() && k+1 < j:
			sp = rng{k + 1, j}
		case ordinalHeads[t.lower] && k > 0 && toks[k-1].lower == "the" && k+1 < j && !timeWords[toks[k+1].lower]: // (not "the last week trying to")
			sp = rng{k - 1, j}
		default:
			continue
		}
		for sp.b > sp.a+1 && (timeWords[toks[sp.b-1].lower] || isNumber(toks[sp.b-1].lower) || toks[sp.b-1].lower == "in" || toks[sp.b-1].lower == "on") {
			sp.b-- // "prompted Sanders in 2011 to advocate"
		}
		if sp.b-sp.a > 10 || !noVerb(toks[sp.a:sp.b]) || !headOK(toks, sp) {
			return nil // (a lone reflexive is no subject: "allow himself to address" gives none)
		}
		after := i + 1
		if after >= len(toks) {
			return nil
		}
		r := &raw{sent: s, cue: rng{j, i + 1}, speaker: sp, lemma: lemma, kind: kg.Belief}
		r.content = spanOf(toks, rng{after, clauseEnd(toks, after)})
		return validContent(r)
	}
	return nil
}

// controllers are the words whose subject an infinitive after them shares:
// "tried to defend", "chose not to respond", "is able to expect", "has a
// chance to show".
var controllers = set("try tries tried trying attempt attempts attempted attempting seek seeks sought seeking " +
	"choose chooses chose chosen choosing struggle struggles struggled struggling move moves moved moving " +
	"continue continues continued continuing use uses used using refuse refuses refused refusing " +
	"vow vows vowed vowing promise promises promised promising pledge pledges pledged pledging " +
	"hope hopes hoped hoping fail fails failed failing manage manages managed managing decide decides decided deciding " +
	"agree agrees agreed agreeing plan plans planned planning threaten threatens threatened threatening " +
	"need needs needed needing want wants wanted wanting begin begins began begun beginning start starts started starting " +
	"aim aims aimed aiming intend intends intended intending prepare prepares prepared preparing work works worked working " +
	"rush rushes rushed rushing scramble scrambles scrambled scrambling prompted expected set sets " +
	"able unable likely unlikely ready eager willing quick inclined reluctant careful determined keen anxious afraid " +
	"chance opportunity effort attempt bid decision time have has had")

// controlled reports whether p, the words between a subject and "to", holds
// a controller.
func controlled(p []token) bool {
	for _, t := range p {
		if controllers[t.lower] {
			return true
		}
	}
	return false
}

// modifiedNoun reports whether the learned cue at i, which the speaker
// phrase sp ends right before, is a noun and sp no more than its article
// and adjectives: "A common refrain is that", "a subtle dig at", "One
// lurking question is whether".
func modifiedNoun(toks []token, sp rng, i int) bool {
	if sp.b != i || sp.b-sp.a < 2 || sp.b-sp.a > 4 || !articles[toks[sp.a].lower] {
		return false
	}
	c := toks[i].lower
	if strings.HasSuffix(c, "ed") || irregularPast[c] || strings.HasSuffix(c, "ing") || strings.HasSuffix(c, "ly") {
		return false
	}
	base := !strings.HasSuffix(c, "s") // ("One ranking pegs": an -ing noun before a verb)
	for _, h := range toks[sp.a+1 : sp.b] {
		if h.kind != tWord || h.cap() || !adjectiveLike(h.lower) && h.lower != "more" && h.lower != "most" && !(base && strings.HasSuffix(h.lower, "ing")) {
			return false
		}
	}
	return toks[i-1].lower != "more" && toks[i-1].lower != "most"
}

// articles open a noun phrase and name no one: "a common refrain".
var articles = set("a an the one")

// adjectiveLike reports whether w looks like an adjective by its ending or
// is one of the commonest that do not: "serious", "relentless", "new".
func adjectiveLike(w string) bool {
	for _, suf := range []string{"ous", "less", "ful", "ive", "able", "ible", "est", "ic"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return commonAdjectives[w]
}

var commonAdjectives = set("new big old fresh further renewed repeated widespread strong sharp harsh common subtle main")

// questionOpeners open a question before its subject: "Does Rubio
// oppose". ("Will", "May" and "Can" are names too often.)
var questionOpeners = set("do does did is are was were has have had would could should")

// placeholderWords open a speaker phrase that is no one's: "there's",
// "it's" (one token each). ("let's" is the writer's and the reader's, as
// PolNeAR has it.)
var placeholderWords = set("there's there’s it's it’s")

// nameBeforeVerb returns where a speaker phrase sp ends when a past-tense
// verb follows a name inside it ("Christie | unleashed withering
// criticism of"): the name is the speaker, and the verb is no part of it.
// A determiner that opens a sentence is no name ("The retired general":
// an adjective).
func nameBeforeVerb(toks []token, sp rng) int {
	for k := sp.a + 1; k < sp.b; k++ {
		if t, p := toks[k], toks[k-1].lower; !t.cap() && t.kind == tWord && toks[k-1].cap() && !possessive(p) && !determiners[p] && !possessiveDeterminers[p] && (strings.HasSuffix(t.lower, "ed") || irregularPast[t.lower]) {
			return k
		}
	}
	return sp.b
}

// withPreposition returns the cue from a to the scored word at i, and the
// preposition after it when a noun phrase follows that ("walked back |",
// "taking aim at |", "took issue with |").
func withPreposition(toks []token, a, i int) rng {
	c := rng{a, i + 1}
	if i+2 < len(toks) && (verbPrepositions[toks[i+1].lower] || toks[i+1].lower == "in" || toks[i+1].lower == "with") && objectStart(toks[i+2]) {
		c.b++
	}
	return c
}

// backParticles make a phrasal verb of stance with the verb before them:
// "walked back", "doubled down on", "backed off".
var backParticles = set("back down off up")

// lightVerbs take a noun that carries the stance: "takes aim at", "shows
// little interest in", "made clear", "gave voice to".
var lightVerbs = set("take takes took taking make makes made making give gives gave giving show shows showed showing " +
	"express expresses expressed voice voices voiced raise raises raised raising draw draws drew " +
	"file files filed lodge lodges lodged trade trades traded trading")

// lightVerbIn returns the index of a light verb that ends the subject sp
// of the learned cue word at i, at most three adjectives or determiners
// between them ("He shows little personal | interest in"), or 0.
func lightVerbIn(toks []token, sp rng, i int) int {
	for k := sp.b - 1; k > sp.a && k >= sp.b-4; k-- {
		t := toks[k]
		if lightVerbs[t.lower] && !t.cap() && !determiners[toks[k-1].lower] && !possessiveDeterminers[toks[k-1].lower] {
			if i-k <= 4 {
				return k
			}
			return 0
		}
		if t.cap() || t.kind != tWord {
			return 0
		}
	}
	return 0
}

// CueExample is one word the learned stage scores: where it is in the
// article, and its features. internal/cuetrain labels each from gold
// attributions and trains the model on them.
type CueExample struct {
	Span     kg.Span
	Word     string
	Features []string
}
