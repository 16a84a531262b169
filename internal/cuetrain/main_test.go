package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/eval"
	"github.com/kg-dev/kg/loader"
)

// TestHeadOf: a cue's head is the listed verb among its words, else its last
// word that is no function or time word before the content, its first after.
func TestHeadOf(t *testing.T) {
	for _, c := range []struct {
		text, cue, content, want string // want: the text from the head on, a few letters
	}{
		{"Johnson did not identify a location.", "did not identify", "a location", "identify"},
		{"Trump is raising questions about his microphone.", "is raising questions about", "his microphone", "questions"},
		{"The mayor said Tuesday night the bridge would open.", "said Tuesday night", "the bridge would open", "said"},
		{"The bridge would open, the mayor said.", "said", "The bridge would open", "said"},
		{"The bridge would open, the mayor later told reporters.", "later told", "The bridge would open", "told"},
		{"Nothing to see here.", "said", "Nothing", ""},                // no cue in the text
		{"Johnson did not identify a location.", "", "a location", ""}, // no cue at all
	} {
		at, ok := headOf(c.text, eval.Gold{Cue: c.cue, Content: c.content})
		got := ""
		if ok {
			got = c.text[at : at+len(c.want)]
		}
		if got != c.want || ok != (c.want != "") {
			t.Errorf("%q, cue %q: head %q (found %v), want %q", c.text, c.cue, got, ok, c.want)
		}
	}
}

// TestTrainingIsReproducible: the same articles and gold give the same model
// file, byte for byte (on the seeds, which the project ships).
func TestTrainingIsReproducible(t *testing.T) {
	var arts []kg.Article
	if err := (loader.Source{Paths: []string{"../../seeds"}}).Walk(func(a kg.Article) error { arts = append(arts, a); return nil },
		func(p *loader.Problem) error { return p }); err != nil {
		t.Fatal(err)
	}
	gold, err := eval.ReadGoldFile("../../eval/testdata/seeds.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	o := defaults
	o.minGate = 1
	var first []byte
	for round := 0; round < 2; round++ {
		path := filepath.Join(t.TempDir(), "m.tsv")
		r := train(arts, gold, o)
		if err := write(path, r, o, "seeds", "seeds.jsonl"); err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(path)
		if round == 0 {
			first = b
		} else if !bytes.Equal(first, b) {
			t.Fatal("two trainings on the same data wrote different models")
		}
		if r.aligned == 0 {
			t.Errorf("no gold cue found in the seeds")
		}
	}
}

// TestShippedModelIsCurrent: loader/data/cuemodel.tsv.gz is what `make
// cuemodel` writes from PolNeAR train with the rules as they are now; a rule
// changed without retraining fails here. Skipped where ../shared is absent.
func TestShippedModelIsCurrent(t *testing.T) {
	arts, gold, corpus, goldPath := polnearTrain(t)
	path := filepath.Join(t.TempDir(), "cuemodel.tsv.gz")
	if err := write(path, train(arts, gold, defaults), defaults, baseName(corpus), baseName(goldPath)); err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile(path)
	got, err := os.ReadFile("../../loader/data/cuemodel.tsv.gz")
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got, want) {
		return
	}
	// Not the same bytes: the same model all the same, but for the last
	// digit of a weight (a machine that fuses multiply-adds rounds
	// otherwise)?
	if diff := modelDiff(t, got, want); diff != "" {
		t.Errorf("loader/data/cuemodel.tsv.gz is not what make cuemodel writes now (%s): run make cuemodel (and check kg eval)", diff)
	}
}

// modelDiff compares two gzipped model files line by line, numbers within
// 0.01, and says where they first differ ("" when they do not).
func modelDiff(t *testing.T, a, b []byte) string {
	la, lb := modelLines(t, a), modelLines(t, b)
	if len(la) != len(lb) {
		return fmt.Sprintf("%d lines against %d", len(la), len(lb))
	}
	for i := range la {
		if la[i] == lb[i] || strings.HasPrefix(la[i], "#") {
			continue
		}
		fa, fb := strings.Split(la[i], "\t"), strings.Split(lb[i], "\t")
		if len(fa) != len(fb) || fa[0] == "gate" || len(fa) < 2 || fa[len(fa)-2] != fb[len(fb)-2] {
			return fmt.Sprintf("line %d: %q against %q", i+1, la[i], lb[i])
		}
		x, errA := strconv.ParseFloat(fa[len(fa)-1], 64)
		y, errB := strconv.ParseFloat(fb[len(fb)-1], 64)
		if errA != nil || errB != nil || math.Abs(x-y) > 0.01 {
			return fmt.Sprintf("line %d: %q against %q", i+1, la[i], lb[i])
		}
	}
	return ""
}

func modelLines(t *testing.T, gz []byte) []string {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(string(b), "\n")
}

// TestEpochOrderKeepsOthers: dropping an example leaves the others in the
// order they had, epoch by epoch, so that a rule that changes a few
// examples leaves the model nearly as it was; and epochs differ.
func TestEpochOrderKeepsOthers(t *testing.T) {
	var all []example
	for i := range 200 {
		all = append(all, example{key: exampleKey("a"+strconv.Itoa(i%7), i*13)})
	}
	fewer := append(append([]example(nil), all[:50]...), all[51:]...)
	keys := func(exs []example, ep int) []uint64 {
		order, rank := make([]int, len(exs)), make([]uint64, len(exs))
		for i := range order {
			order[i] = i
		}
		epochOrder(exs, ep, order, rank)
		out := make([]uint64, 0, len(exs))
		for _, i := range order {
			if exs[i].key != all[50].key {
				out = append(out, exs[i].key)
			}
		}
		return out
	}
	for ep := range 3 {
		if a, b := keys(all, ep), keys(fewer, ep); fmt.Sprint(a) != fmt.Sprint(b) {
			t.Errorf("epoch %d: dropping one example reordered the others", ep)
		}
	}
	if fmt.Sprint(keys(all, 0)) == fmt.Sprint(keys(all, 1)) {
		t.Error("epochs 0 and 1 have the same order")
	}
}

// TestCrossValidatedFloor: the honest figure, 5-fold cross-validation on
// PolNeAR train (make folds), stays at or above floors a little under what
// it reads now (content F1 0.7550, strict 0.6979), so that no change lowers
// it unseen. Each fifth is scored by a model trained without it.
func TestCrossValidatedFloor(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: cross-validation trains five models")
	}
	arts, gold, _, _ := polnearTrain(t)
	res := crossValidate(io.Discard, arts, gold, defaults, nil, nil)
	if res.Gold != 19832 {
		t.Fatalf("%d gold lines scored, want every one of train's 19,832", res.Gold)
	}
	if f := res.SpanF1(); f < 0.753 {
		t.Errorf("cross-validated content F1 %.4f, under the floor 0.753", f)
	}
	if f := res.StrictF1(); f < 0.695 {
		t.Errorf("cross-validated strict F1 %.4f, under the floor 0.695", f)
	}
}

// polnearTrain reads PolNeAR train's articles and gold from ../shared, or
// skips the test where it is absent.
func polnearTrain(t *testing.T) ([]kg.Article, []eval.Gold, string, string) {
	t.Helper()
	corpus, goldPath := "../../../shared/polnear/train.corpus.jsonl.gz", "../../../shared/polnear/train.gold.jsonl.gz"
	if _, err := os.Stat(corpus); err != nil {
		t.Skip("PolNeAR train is not at ../../../shared/polnear (it ships beside the checkout, not in it): skipped")
	}
	gold, err := eval.ReadGoldFile(goldPath)
	if err != nil {
		t.Fatal(err)
	}
	var arts []kg.Article
	if err := (loader.Source{Paths: []string{corpus}}).Walk(func(a kg.Article) error { arts = append(arts, a); return nil },
		func(p *loader.Problem) error { return p }); err != nil {
		t.Fatal(err)
	}
	return arts, gold, corpus, goldPath
}

// TestMissShapes: a missed gold attribution is told by the prediction
// nearest it (three words in a row shared); one or two common words do not
// make a prediction near.
func TestMissShapes(t *testing.T) {
	gold := func(content string) eval.Gold { return eval.Gold{Article: "a", Content: content, SpanStyle: true} }
	pred := func(content string) kg.Statement { return kg.Statement{Article: "a", ID: content, Content: content} }
	for _, c := range []struct {
		name string
		gold []eval.Gold
		pred []kg.Statement
		want missShape
	}{
		{"unread", []eval.Gold{gold("the bridge would open in the spring")}, []kg.Statement{pred("taxes will rise in the new year")}, unread},
		{"too long", []eval.Gold{gold("the news")}, []kg.Statement{pred("the news on social media last week and the week before that")}, tooLong},
		{"too short", []eval.Gold{gold("the bridge would open in the spring after the vote on the budget")}, []kg.Statement{pred("the bridge would open")}, tooShort},
		{"apart", []eval.Gold{gold("his plan to rebuild the bridge before winter comes")}, []kg.Statement{pred("rebuild the bridge before winter, a promise the council has heard many times")}, apart},
		{"with another", []eval.Gold{gold("the bridge would open in the spring"), gold("open in the spring")},
			[]kg.Statement{pred("the bridge would open in the spring")}, withOther},
	} {
		n := missShapes(c.gold, c.pred)
		var want [shapes]int
		want[c.want] = 1
		if n != want {
			t.Errorf("%s: %v, want one %q", c.name, n, shapeNames[c.want])
		}
	}
}
