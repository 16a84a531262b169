package loader

import (
	"os"
	"path/filepath"
	"testing"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/internal/corpus"
)

// BenchmarkExtract measures extraction throughput on the seed articles; run
// with -cpu 1 for the per-core figure. It reports MB/s through SetBytes.
func BenchmarkExtract(b *testing.B) {
	files, _ := filepath.Glob("../seeds/*.txt")
	var arts []kg.Article
	size := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		arts = append(arts, kg.Article{ID: filepath.Base(f), Text: string(data)})
		size += len(data)
	}
	b.SetBytes(int64(size))
	x := NewExtractor(nil)
	for b.Loop() {
		for _, a := range arts {
			x.Extract(a)
		}
	}
}

// FuzzExtract: any text in, no panic, every span inside the text and content
// equal to the text at its span.
func FuzzExtract(f *testing.F) {
	for _, s := range []string{
		"“It is over,” Lena Hart told the BBC.", "He said \"yes. The mayor said the budget is balanced.",
		"According to Reuters, the vote was delayed.", "''Quote,'' he said.", "X said:\n“Next.”", "-- which notes that Q -- said X.",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		x := NewExtractor(nil)
		for _, s := range x.Extract(kg.Article{ID: "f", Text: text}).Statements {
			if !s.ContentSpan.Valid(len(text)) || s.ContentSpan.Of(text) != s.Content {
				t.Fatalf("content %q at %v", s.Content, s.ContentSpan)
			}
			if s.Cue != "" && s.CueSpan.End > 0 && (!s.CueSpan.Valid(len(text)) || s.CueSpan.Of(text) != s.Cue) {
				t.Fatalf("cue %q at %v", s.Cue, s.CueSpan)
			}
			if s.Mention != "" && (!s.MentionSpan.Valid(len(text))) {
				t.Fatalf("mention %q at %v", s.Mention, s.MentionSpan)
			}
		}
	})
}

// BenchmarkExtractGenerated measures extraction on 200 articles of the
// generated corpus (internal/corpus), the text make bench's table uses.
func BenchmarkExtractGenerated(b *testing.B) {
	gen := corpus.New(corpus.Options{Seed: 3})
	var arts []kg.Article
	size := 0
	for i := 0; i < 200; i++ {
		a := gen.Article(i)
		arts = append(arts, kg.Article{ID: a.ID, Text: a.Text, Publisher: a.Publisher})
		size += len(a.Text)
	}
	b.SetBytes(int64(size))
	x := NewExtractor(nil)
	for b.Loop() {
		for _, a := range arts {
			x.Extract(a)
		}
	}
}

// BenchmarkCueStage measures what the learned cue stage costs: real news
// (PolNeAR dev, from ../shared, when it is there) and the seed articles,
// extracted with the rules alone and with the shipped cue model, side by
// side in one run (compare the two MB/s). The generated corpus is left out:
// its made-up sentences ("the budget would reject the council") are read as
// stances far more often than news is.
func BenchmarkCueStage(b *testing.B) {
	paths := []string{"../seeds"}
	if _, err := os.Stat("../../shared/polnear/dev.corpus.jsonl.gz"); err == nil {
		paths = append(paths, "../../shared/polnear/dev.corpus.jsonl.gz")
	} else {
		b.Log("../../shared/polnear absent: the seed articles alone")
	}
	var arts []kg.Article
	if err := (Source{Paths: paths}).Walk(func(a kg.Article) error { arts = append(arts, a); return nil }, func(p *Problem) error { return p }); err != nil {
		b.Fatal(err)
	}
	size := 0
	for _, a := range arts {
		size += len(a.Text)
	}
	for _, c := range []struct {
		name string
		cues *CueModel
	}{{"rules", nil}, {"rules+model", DefaultCueModel()}} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(size))
			x := NewExtractor(nil)
			x.Cues = c.cues
			for b.Loop() {
				for _, a := range arts {
					x.Extract(a)
				}
			}
		})
	}
}
