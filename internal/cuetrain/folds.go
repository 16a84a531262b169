package main

import (
	"encoding/json"
	"fmt"
	"io"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/eval"
	"github.com/kg-dev/kg/loader"
)

// crossValidate is the extractor's honest figure: for each k of five, a
// model trained on the articles whose index is not k modulo 5 extracts the
// articles that are, and kg eval's scoring (its joins included) counts them
// against their gold. The five counts are summed, so every article is
// scored by a model that never saw it.
func crossValidate(w io.Writer, arts []kg.Article, gold []eval.Gold, o options, dump, misses io.Writer) eval.Result {
	var sum eval.Result
	var byShape [shapes]int
	for k := range 5 {
		fo := o
		fo.heldout = k
		r := train(arts, gold, fo)
		x := loader.NewExtractor(nil)
		x.Cues = r.model
		held := map[string]bool{}
		var pred []kg.Statement
		for i, a := range arts {
			if i%5 == k {
				held[a.ID] = true
				sts := x.Extract(a).Statements
				pred = append(pred, sts...)
				if dump != nil {
					for _, s := range sts {
						b, _ := json.Marshal(s.JSON())
						fmt.Fprintf(dump, "%s\n", b)
					}
				}
			}
		}
		var g []eval.Gold
		for _, gl := range gold {
			if held[gl.Article] {
				g = append(g, gl)
			}
		}
		res := eval.Score(g, pred)
		for k, c := range missShapes(g, pred) {
			byShape[k] += c
		}
		res.Report(w, fmt.Sprintf("fold %d", k))
		if misses != nil {
			for _, l := range append(append(res.Misses, res.Extra...), res.Wrong...) {
				fmt.Fprintln(misses, l)
			}
		}
		fmt.Fprintln(w)
		sum = sum.Add(res)
	}
	sum.Report(w, "five folds summed")
	fmt.Fprintf(w, "  content F1 %.4f, strict F1 %.4f\n", sum.SpanF1(), sum.StrictF1())
	reportShapes(w, byShape)
	return sum
}
