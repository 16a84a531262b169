package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/loader"
)

type miss struct {
	Article string `json:"article"`
	Cue     string `json:"cue"`
	Content string `json:"content"`
	Cls     string `json:"cls"`
}

func main() {
	var ms []miss
	b, _ := os.ReadFile(os.Args[2])
	json.Unmarshal(b, &ms)
	byArt := map[string][]miss{}
	for _, m := range ms {
		if m.Cls == "nooverlap" && m.Cue != "" {
			byArt[m.Article] = append(byArt[m.Article], m)
		}
	}
	m := loader.DefaultCueModel()
	x := loader.NewExtractor(nil)
	src := loader.Source{Paths: []string{os.Args[1]}}
	src.Walk(func(a kg.Article) error {
		list := byArt[a.ID]
		if len(list) == 0 {
			return nil
		}
		ex := x.CueExamples(a)
		for _, mi := range list {
			ci := strings.Index(a.Text, mi.Cue)
			ki := strings.Index(a.Text, mi.Content)
			best := "NOCAND"
			for _, e := range ex {
				if ci >= 0 && e.Span.Start >= ci && e.Span.End <= ci+len(mi.Cue) && (ki < 0 || abs(ci-ki) < 400) {
					best = fmt.Sprintf("%.2f %s", m.Prob(e.Features), e.Word)
					break
				}
			}
			fmt.Printf("%s\t%s\t%s\n", best, mi.Cue, trunc(mi.Content))
		}
		return nil
	}, func(p *loader.Problem) error { return nil })
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

func trunc(s string) string {
	if len(s) > 70 {
		return s[:70]
	}
	return s
}
