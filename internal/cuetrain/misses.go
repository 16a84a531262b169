package main

import (
	"fmt"
	"io"
	"strings"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/eval"
)

// missShape says what tool a missed gold attribution calls for, by the
// prediction nearest it: one whose content shares three words in a row
// with the gold's (all of a shorter one's), the most words first.
type missShape int

const (
	unread    missShape = iota // no prediction near it: a cue nobody read
	tooLong                    // an unmatched prediction holds all its words, and more
	tooShort                   // an unmatched prediction is all inside it
	apart                      // an unmatched prediction overlaps it in part
	withOther                  // the nearest prediction is matched to another gold (a nested or split one)
	shapes
)

var shapeNames = [shapes]string{"no prediction near it", "an unmatched one runs longer", "an unmatched one stops short", "an unmatched one overlaps in part", "the nearest is another gold's"}

// missShapes counts the gold attributions of one fold that no prediction
// matches (as kg eval pairs them, after its joins) by their shape.
func missShapes(gold []eval.Gold, pred []kg.Statement) (n [shapes]int) {
	pred = eval.AsScored(gold, pred)
	byArt := map[string][]eval.Gold{}
	for _, g := range gold {
		byArt[g.Article] = append(byArt[g.Article], g)
	}
	predBy := map[string][]kg.Statement{}
	for _, p := range pred {
		predBy[p.Article] = append(predBy[p.Article], p)
	}
	for a, gs := range byArt {
		ps := predBy[a]
		of := eval.Pair(gs, ps)
		taken := map[int]bool{}
		for _, i := range of {
			taken[i] = true
		}
		pt := make([][]string, len(ps))
		for i, p := range ps {
			pt[i] = eval.Tokens(p.Content)
		}
		for j, g := range gs {
			if of[j] < 0 && !g.Optional {
				n[shapeOf(eval.Tokens(g.Content), pt, taken)]++
			}
		}
	}
	return n
}

// shapeOf is the shape of a miss of content tokens gt among predictions of
// tokens pt, taken those matched to other gold.
func shapeOf(gt []string, pt [][]string, taken map[int]bool) missShape {
	best, bi := 0, -1
	for i, p := range pt {
		if o := eval.SharedTokens(gt, p); o > best && runTogether(gt, p) {
			best, bi = o, i
		}
	}
	switch {
	case bi < 0:
		return unread
	case taken[bi]:
		return withOther
	case best == len(gt):
		return tooLong
	case best == len(pt[bi]):
		return tooShort
	}
	return apart
}

// runTogether reports whether a and b share a run of three tokens (of all
// the shorter one's, when it has fewer): one common word or two ("the",
// "of the") do not make two contents near.
func runTogether(a, b []string) bool {
	n := min(3, len(a), len(b))
	if n == 0 {
		return false
	}
	runs := map[string]bool{}
	for i := 0; i+n <= len(a); i++ {
		runs[strings.Join(a[i:i+n], " ")] = true
	}
	for i := 0; i+n <= len(b); i++ {
		if runs[strings.Join(b[i:i+n], " ")] {
			return true
		}
	}
	return false
}

// reportShapes prints the misses by shape.
func reportShapes(w io.Writer, n [shapes]int) {
	fmt.Fprintln(w, "  misses by the nearest prediction:")
	for k, c := range n {
		fmt.Fprintf(w, "    %-36s %5d\n", shapeNames[k], c)
	}
}
