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
// descent, each epoch in an order fixed by the examples' places in the
// corpus.
//
// With -heldout K, the articles whose index is K modulo 5 are kept out of
// training, and the word-level precision and recall on them are printed for
// a range of thresholds: the figures the shipped threshold was chosen by.
package main

import (
	"compress/gzip"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"log"
	"math"
	"os"
	"regexp"
	"sort"
	"strings"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/eval"
	"github.com/kg-dev/kg/loader"
)

// options are the trainer's settings (main's flags).
type options struct {
	threshold, l2    float64
	heldout, epochs  int
	minGate, minFeat int
}

// defaults are the settings of the shipped model: the threshold and the
// gate's minimum were chosen on folds of train held out
// (docs/extraction.md: at 0.25 rather than 0.3, content F1 is better on
// four of the five folds, strict F1 the same).
var defaults = options{threshold: 0.25, l2: 1e-6, heldout: -1, epochs: 10, minGate: 1, minFeat: 2}

// result is a trained model with what the log and the held-out report need.
type result struct {
	model                 *loader.CueModel
	train, test           []example
	aligned, found, gated int
	weights               int
}

// example is one candidate word: its features, whether a gold cue's head
// stands there, the index of its article, and a key of its own (its
// article's id and byte offset, hashed) that fixes its place in the
// training order.
type example struct {
	feats   []string
	label   bool
	article int
	key     uint64
}

// exampleKey hashes where a candidate stands (FNV-1a of the article id and
// the byte offset), so that its place in each epoch's order does not hang
// on how many examples come before it: a rule that adds or drops a few
// candidates leaves the order of the others, and so the model, nearly as
// it was (a shuffle of indexes reorders them all).
func exampleKey(article string, start int) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s:%d", article, start)
	return h.Sum64()
}

func main() {
	corpus := flag.String("corpus", "../shared/polnear/train.corpus.jsonl.gz", "articles (JSON Lines, gzip allowed)")
	goldPath := flag.String("gold", "../shared/polnear/train.gold.jsonl.gz", "span-style gold attributions of those articles")
	outPath := flag.String("o", "loader/data/cuemodel.tsv.gz", "model file to write (gzip when it ends .gz); empty writes none")
	var o options
	flag.Float64Var(&o.threshold, "threshold", defaults.threshold, "probability from which a word is a cue, written into the model")
	flag.IntVar(&o.heldout, "heldout", -1, "keep the articles whose index is this modulo 5 out of training and report on them")
	flag.IntVar(&o.epochs, "epochs", defaults.epochs, "passes of stochastic gradient descent")
	flag.IntVar(&o.minGate, "mingate", defaults.minGate, "a stem is scored only if at least this many gold cues have it as head")
	flag.IntVar(&o.minFeat, "minfeat", defaults.minFeat, "a feature is kept only if at least this many examples have it")
	flag.Float64Var(&o.l2, "l2", defaults.l2, "L2 penalty per update")
	folds := flag.Bool("folds", false, "cross-validate: score each fifth of the corpus end to end (kg eval) with a model trained on the other four, print the sum, write no model")
	dumpPath := flag.String("dump", "", "with -folds: also write each fold's statements here (kg extract's JSON Lines)")
	missPath := flag.String("misses", "", "with -folds: also write each fold's misses, extra and wrong statements here (kg eval --errors's lines)")
	flag.Parse()
	log.SetFlags(0)

	gold, err := eval.ReadGoldFile(*goldPath)
	if err != nil {
		log.Fatal(err)
	}
	var arts []kg.Article
	src := loader.Source{Paths: []string{*corpus}}
	if err := src.Walk(func(a kg.Article) error { arts = append(arts, a); return nil },
		func(p *loader.Problem) error { return p }); err != nil {
		log.Fatal(err)
	}
	if *folds {
		dump, closeDump := createOrNone(*dumpPath)
		defer closeDump()
		misses, closeMisses := createOrNone(*missPath)
		defer closeMisses()
		crossValidate(os.Stdout, arts, gold, o, dump, misses)
		return
	}
	r := train(arts, gold, o)
	log.Printf("%d articles, %d gold, %d cues found in the text, %d of them words the rules left alone; %d stems gated, %d training and %d held-out examples",
		len(arts), len(gold), r.aligned, r.found, r.gated, len(r.train), len(r.test))
	if len(r.test) > 0 {
		report(r)
	}
	if *outPath == "" {
		return
	}
	if err := write(*outPath, r, o, baseName(*corpus), baseName(*goldPath)); err != nil {
		log.Fatal(err)
	}
}

// train labels the candidates of arts from gold and fits the model.
func train(arts []kg.Article, gold []eval.Gold, o options) result {
	byArticle := map[string][]eval.Gold{}
	for _, g := range gold {
		byArticle[g.Article] = append(byArticle[g.Article], g)
	}
	x := loader.NewExtractor(nil)
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
			if pos[i] && (o.heldout < 0 || ai%5 != o.heldout) {
				heads[loader.CueStem(e.Word)]++
			}
			all = append(all, example{feats: e.Features, label: pos[i], article: ai, key: exampleKey(a.ID, e.Span.Start)})
		}
	}
	var gate []string
	for stem, n := range heads {
		if n >= o.minGate && !stop[stem] {
			gate = append(gate, stem)
		}
	}
	sort.Strings(gate)
	gated := map[string]bool{}
	for _, g := range gate {
		gated[g] = true
	}
	var trainSet, test []example
	for _, e := range all {
		if !gated[loader.CueStem(strings.TrimPrefix(e.feats[0], "w="))] {
			continue
		}
		if o.heldout >= 0 && e.article%5 == o.heldout {
			test = append(test, e)
		} else {
			trainSet = append(trainSet, e)
		}
	}
	bias, weights := fit(trainSet, o)
	// A stem the model scores below the threshold wherever training met it
	// never makes a cue: out of the gate, it costs the extractor nothing.
	best := map[string]float64{}
	probe := loader.NewCueModel(bias, weights, gate, o.threshold)
	for _, e := range trainSet {
		st := loader.CueStem(strings.TrimPrefix(e.feats[0], "w="))
		best[st] = max(best[st], probe.Prob(e.feats))
	}
	kept := gate[:0:0]
	for _, g := range gate {
		if best[g] >= o.threshold*0.8 {
			kept = append(kept, g)
		}
	}
	return result{model: loader.NewCueModel(bias, weights, kept, o.threshold), train: trainSet, test: test,
		aligned: aligned, found: found, gated: len(kept), weights: len(weights)}
}

// fit is logistic regression by stochastic gradient descent over the
// examples' features met at least o.minFeat times, each epoch in an order
// fixed by the examples' keys (exampleKey).
func fit(train []example, o options) (float64, map[string]float64) {
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
			if _, ok := idx[f]; !ok && count[f] >= o.minFeat {
				idx[f] = len(names)
				names = append(names, f)
			}
		}
	}
	// w is the current weights; u sums each update times the step it was
	// made at, so that w - u/c is the average of the weights over all c
	// steps (averaged SGD): the average hardly moves when the examples'
	// order does, the last weights do.
	w, u := make([]float64, len(names)), make([]float64, len(names))
	bias, ubias, c := 0.0, 0.0, 1.0
	order := make([]int, len(train))
	for i := range order {
		order[i] = i
	}
	rank := make([]uint64, len(train))
	ids := make([][]int, len(train))
	for i, e := range train {
		for _, f := range e.feats {
			if k, ok := idx[f]; ok {
				ids[i] = append(ids[i], k)
			}
		}
	}
	for ep := 0; ep < o.epochs; ep++ {
		epochOrder(train, ep, order, rank)
		lr := 0.2 / (1 + float64(ep))
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
			g := p - y
			bias -= lr * g
			ubias -= c * lr * g
			for _, k := range ids[n] {
				d := lr * (g + o.l2*w[k])
				w[k] -= d
				u[k] -= c * d
			}
			c++
		}
	}
	bias -= ubias / c
	for i := range w {
		w[i] -= u[i] / c
	}
	weights := map[string]float64{}
	for i, f := range names {
		if math.Abs(w[i]) >= 1e-4 {
			weights[f] = w[i]
		}
	}
	return bias, weights
}

// report prints word-level precision and recall on the held-out examples
// for a range of thresholds.
// epochOrder sorts order, the indexes of train, into epoch ep's order: by a
// rank drawn from each example's key and the epoch (rank is scratch space).
func epochOrder(train []example, ep int, order []int, rank []uint64) {
	for i, e := range train {
		rank[i] = mix(e.key ^ uint64(ep+1)*0x9e3779b97f4a7c15)
	}
	sort.Slice(order, func(a, b int) bool {
		if ra, rb := rank[order[a]], rank[order[b]]; ra != rb {
			return ra < rb
		}
		return order[a] < order[b]
	})
}

// mix is SplitMix64's finalizer: a key and an epoch to a well-spread rank.
func mix(x uint64) uint64 {
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

func report(r result) {
	fmt.Println("held-out words: threshold, predicted, right, precision, recall (of the gold heads among them)")
	npos := 0
	for _, e := range r.test {
		if e.label {
			npos++
		}
	}
	for _, t := range []float64{0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8} {
		pred, right := 0, 0
		for _, e := range r.test {
			if r.model.Prob(e.feats) >= t {
				pred++
				if e.label {
					right++
				}
			}
		}
		fmt.Printf("  %.1f %5d %5d %.3f %.3f\n", t, pred, right, float64(right)/math.Max(1, float64(pred)), float64(right)/math.Max(1, float64(npos)))
	}
}

// write writes the model to path, gzip when it ends .gz, with a header
// saying where it came from.
func write(path string, r result, o options, corpus, gold string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var out io.Writer = f
	var zw *gzip.Writer
	if strings.HasSuffix(path, ".gz") {
		zw, _ = gzip.NewWriterLevel(f, gzip.BestCompression)
		out = zw
	}
	fmt.Fprintf(out, "# kg learned cue model: written by internal/cuetrain (make cuemodel) from %s and %s\n", corpus, gold)
	fmt.Fprintf(out, "# %d training examples, %d features, %d epochs, l2 %g, mingate %d, minfeat %d\n", len(r.train), r.weights, o.epochs, o.l2, o.minGate, o.minFeat)
	if _, err := r.model.WriteTo(out); err != nil {
		return err
	}
	if zw != nil {
		if err := zw.Close(); err != nil {
			return err
		}
	}
	return f.Close()
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

// createOrNone creates the file path for writing, or returns a nil writer
// when path is empty; the func closes it.
func createOrNone(path string) (io.Writer, func()) {
	if path == "" {
		return nil, func() {}
	}
	f, err := os.Create(path)
	if err != nil {
		log.Fatal(err)
	}
	return f, func() { f.Close() }
}
