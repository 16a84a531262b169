// Command cuetrain trains the learned cue stage of the extractor
// (loader/cuemodel.go) on span-style gold attributions, PolNeAR train by
// default, and writes loader/data/cuemodel.tsv.gz. `make cuemodel` runs it;
// the same inputs and flags always give the same file.
//
// Each gold attribution's cue is found in its article next to its content,
// and the cue's head word (the last word of a cue before its content, the
// first of one after it, skipping function words) is a positive example if
// the rules left that word alone. Every other word the rules left alone,
// whose stem was ever such a head, is a negative one. A logistic regression
// over the features of loader's cueFeatures is fitted by stochastic gradient
// descent in a fixed order.
//
// With -heldout K, the articles whose index is K modulo 5 are kept out of
// training, and the word-level precision and recall on them are printed for
// a range of thresholds: the figures the shipped threshold was chosen by.
package main

import (
	"compress/gzip"
	"flag"
	"fmt"
	"log"
	"math"
	"math/rand/v2"
	"os"
	"regexp"
	"sort"
	"strings"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/eval"
	"github.com/kg-dev/kg/loader"
)

func main() {
	corpus := flag.String("corpus", "../shared/polnear/train.corpus.jsonl.gz", "articles (JSON Lines, gzip allowed)")
	goldPath := flag.String("gold", "../shared/polnear/train.gold.jsonl.gz", "span-style gold attributions of those articles")
	outPath := flag.String("o", "loader/data/cuemodel.tsv.gz", "model file to write (gzip when it ends .gz); empty writes none")
	threshold := flag.Float64("threshold", 0.5, "probability from which a word is a cue, written into the model")
	heldout := flag.Int("heldout", -1, "keep the articles whose index is this modulo 5 out of training and report on them")
	epochs := flag.Int("epochs", 10, "passes of stochastic gradient descent")
	minGate := flag.Int("mingate", 3, "a stem is scored only if at least this many gold cues have it as head")
	minFeat := flag.Int("minfeat", 2, "a feature is kept only if at least this many examples have it")
	l2 := flag.Float64("l2", 1e-6, "L2 penalty per update")
	flag.Parse()
	log.SetFlags(0)

	gold, err := eval.ReadGoldFile(*goldPath)
	if err != nil {
		log.Fatal(err)
	}
	byArticle := map[string][]eval.Gold{}
	for _, g := range gold {
		byArticle[g.Article] = append(byArticle[g.Article], g)
	}
	var arts []kg.Article
	src := loader.Source{Paths: []string{*corpus}}
	if err := src.Walk(func(a kg.Article) error { arts = append(arts, a); return nil },
		func(p *loader.Problem) error { return p }); err != nil {
		log.Fatal(err)
	}

	x := loader.NewExtractor(nil)
	type example struct {
		feats   []string
		label   bool
		article int
	}
	var all []example
	heads := map[string]int{} // stem -> gold cue heads the rules left alone
	aligned, found := 0, 0
	for ai, a := range arts {
		exs := x.CueExamples(a)
		at := map[int]int{} // byte start -> example index
		for i, e := range exs {
			at[e.Span.Start] = i
		}
		pos := map[int]bool{}
		for _, g := range byArticle[a.ID] {
			start, ok := headOf(a.Text, g)
			if !ok {
				continue
			}
			aligned++
			if i, ok := at[start]; ok {
				pos[i] = true
				found++
			}
		}
		for i, e := range exs {
			if pos[i] && (*heldout < 0 || ai%5 != *heldout) {
				heads[loader.CueStem(e.Word)]++
			}
		}
		for i, e := range exs {
			all = append(all, example{feats: e.Features, label: pos[i], article: ai})
			_ = e
		}
	}
	var gate []string
	for stem, n := range heads {
		if n >= *minGate && !stop[stem] {
			gate = append(gate, stem)
		}
	}
	sort.Strings(gate)
	gated := map[string]bool{}
	for _, g := range gate {
		gated[g] = true
	}
	var train, test []example
	for _, e := range all {
		if !gated[loader.CueStem(strings.TrimPrefix(e.feats[0], "w="))] {
			continue
		}
		if *heldout >= 0 && e.article%5 == *heldout {
			test = append(test, e)
		} else {
			train = append(train, e)
		}
	}
	log.Printf("%d articles, %d gold, %d cues found in the text, %d of them words the rules left alone; %d stems gated, %d training and %d held-out examples",
		len(arts), len(gold), aligned, found, len(gate), len(train), len(test))

	count := map[string]int{}
	for _, e := range train {
		for _, f := range e.feats {
			count[f]++
		}
	}
	idx := map[string]int{}
	var names []string
	for _, e := range train {
		for _, f := range e.feats {
			if _, ok := idx[f]; !ok && count[f] >= *minFeat {
				idx[f] = len(names)
				names = append(names, f)
			}
		}
	}
	w := make([]float64, len(names))
	bias := 0.0
	rng := rand.New(rand.NewPCG(1, 2))
	order := make([]int, len(train))
	for i := range order {
		order[i] = i
	}
	ids := make([][]int, len(train))
	for i, e := range train {
		for _, f := range e.feats {
			if k, ok := idx[f]; ok {
				ids[i] = append(ids[i], k)
			}
		}
	}
	for ep := 0; ep < *epochs; ep++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		lr := 0.2 / (1 + float64(ep))
		loss := 0.0
		for _, n := range order {
			z := bias
			for _, k := range ids[n] {
				z += w[k]
			}
			p := 1 / (1 + math.Exp(-z))
			y := 0.0
			if train[n].label {
				y = 1
			}
			loss -= y*math.Log(p+1e-12) + (1-y)*math.Log(1-p+1e-12)
			g := p - y
			bias -= lr * g
			for _, k := range ids[n] {
				w[k] -= lr * (g + *l2*w[k])
			}
		}
		log.Printf("epoch %d: mean log loss %.4f", ep+1, loss/float64(len(train)))
	}
	weights := map[string]float64{}
	for i, f := range names {
		if math.Abs(w[i]) >= 1e-4 {
			weights[f] = w[i]
		}
	}
	// A stem the model scores below the threshold wherever training met it
	// never makes a cue: out of the gate, it costs the extractor nothing.
	best := map[string]float64{}
	probe := loader.NewCueModel(bias, weights, gate, *threshold)
	for _, e := range train {
		st := loader.CueStem(strings.TrimPrefix(e.feats[0], "w="))
		best[st] = max(best[st], probe.Prob(e.feats))
	}
	kept := gate[:0:0]
	for _, g := range gate {
		if best[g] >= *threshold*0.8 {
			kept = append(kept, g)
		}
	}
	log.Printf("%d of %d gated stems ever score near the threshold; the rest leave the gate", len(kept), len(gate))
	gate = kept
	m := loader.NewCueModel(bias, weights, gate, *threshold)
	if len(test) > 0 {
		fmt.Println("held-out words: threshold, predicted, right, precision, recall (of the gold heads among them)")
		npos := 0
		for _, e := range test {
			if e.label {
				npos++
			}
		}
		for _, t := range []float64{0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8} {
			pred, right := 0, 0
			for _, e := range test {
				if m.Prob(e.feats) >= t {
					pred++
					if e.label {
						right++
					}
				}
			}
			fmt.Printf("  %.1f %5d %5d %.3f %.3f\n", t, pred, right, float64(right)/math.Max(1, float64(pred)), float64(right)/math.Max(1, float64(npos)))
		}
	}
	if *outPath == "" {
		return
	}
	f, err := os.Create(*outPath)
	if err != nil {
		log.Fatal(err)
	}
	var out interface {
		Write([]byte) (int, error)
		Close() error
	} = f
	if strings.HasSuffix(*outPath, ".gz") {
		zw, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
		out = zw
	}
	fmt.Fprintf(out, "# kg learned cue model: written by internal/cuetrain (make cuemodel) from %s and %s\n", baseName(*corpus), baseName(*goldPath))
	fmt.Fprintf(out, "# %d training examples, %d features, %d epochs, l2 %g, mingate %d, minfeat %d\n", len(train), len(weights), *epochs, *l2, *minGate, *minFeat)
	if _, err := m.WriteTo(out); err != nil {
		log.Fatal(err)
	}
	if err := out.Close(); err != nil {
		log.Fatal(err)
	}
	if out != f {
		if err := f.Close(); err != nil {
			log.Fatal(err)
		}
	}
}

func baseName(p string) string { return p[strings.LastIndex(p, "/")+1:] }

var wordRE = regexp.MustCompile(`[\p{L}\p{N}][\p{L}\p{N}'’\-]*`)

// stop are the function words a cue's head is never: "is raising questions
// about" has head "questions", "did not identify" has "identify".
var stop = map[string]bool{}

func init() {
	for _, w := range strings.Fields("of for from at with in on by about to into over against upon that as a an the his her their its " +
		"is was are were be been being has have had did does do not also still never just will would could should can may might " +
		"it this up out off n't him them me us you he she they we i who which what how why when whether if than then so " +
		"behind beyond toward towards among under after before around through across despite like unlike including during " +
		"without within between since until while because although though there here now more most very " +
		"monday tuesday wednesday thursday friday saturday sunday today yesterday tonight night morning afternoon evening week month year") {
		stop[w] = true
		stop[loader.CueStem(w)] = true
	}
}

// listed finds the word of cue (at ws) that the rules list as a reporting
// verb: it is the head ("said Tuesday night", "did not immediately respond").
func listed(cue string, ws [][]int) (int, bool) {
	for k, w := range ws {
		if loader.ListedCue(strings.ToLower(cue[w[0]:w[1]])) {
			return k, true
		}
	}
	return 0, false
}

// headOf finds where g's cue head word is in text: the cue nearest its
// content, before it (then the cue's last word that is no function word) or
// else after it (then its first).
func headOf(text string, g eval.Gold) (int, bool) {
	if g.Cue == "" || g.Content == "" {
		return 0, false
	}
	c := strings.Index(text, g.Content)
	if c < 0 {
		return 0, false
	}
	lo := max(0, c-300)
	if j := strings.LastIndex(text[lo:c+1], g.Cue); j >= 0 {
		j += lo
		ws := wordRE.FindAllStringIndex(g.Cue, -1)
		if k, ok := listed(g.Cue, ws); ok {
			return j + ws[k][0], true
		}
		for k := len(ws) - 1; k >= 0; k-- {
			if !stop[strings.ToLower(g.Cue[ws[k][0]:ws[k][1]])] {
				return j + ws[k][0], true
			}
		}
		return 0, false
	}
	end := c + len(g.Content)
	hi := min(len(text), end+300)
	if j := strings.Index(text[end:hi], g.Cue); j >= 0 {
		j += end
		ws := wordRE.FindAllStringIndex(g.Cue, -1)
		if k, ok := listed(g.Cue, ws); ok {
			return j + ws[k][0], true
		}
		for _, wr := range ws {
			if !stop[strings.ToLower(g.Cue[wr[0]:wr[1]])] {
				return j + wr[0], true
			}
		}
	}
	return 0, false
}
