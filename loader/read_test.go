package loader

import (
	"strings"
	"testing"

	kg "github.com/kg-dev/kg"
)

func walk(t *testing.T, src Source) (ids []string, problems []string) {
	t.Helper()
	err := src.Walk(func(a kg.Article) error {
		ids = append(ids, a.ID)
		return nil
	}, func(p *Problem) error {
		problems = append(problems, p.Error())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return ids, problems
}

func TestWalk(t *testing.T) {
	tests := []struct {
		name     string
		src      Source
		ids      string
		problems []string // substrings, in order
	}{
		{"text file: id is the stem", Source{Paths: []string{"testdata/plain.txt"}}, "plain", nil},
		{"JSON Lines: bad lines named, rest read", Source{Paths: []string{"testdata/corpus.jsonl"}}, "j1 j2",
			[]string{"corpus.jsonl:4: malformed JSON", `corpus.jsonl:5: no "id"`}},
		{"gzip recognised", Source{Paths: []string{"testdata/corpus.jsonl.gz"}}, "j1 j2",
			[]string{"corpus.jsonl.gz:4:", "corpus.jsonl.gz:5:"}},
		{"empty file", Source{Paths: []string{"testdata/empty.txt"}}, "", []string{"empty.txt: empty file"}},
		{"binary file", Source{Paths: []string{"testdata/image.txt"}}, "", []string{"image.txt: binary data"}},
		{"invalid UTF-8", Source{Paths: []string{"testdata/latin1.txt"}}, "", []string{"latin1.txt: invalid UTF-8 at byte 4"}},
		{"missing path", Source{Paths: []string{"testdata/nope.txt", "testdata/plain.txt"}}, "plain", []string{"nope.txt: no such file"}},
		{"stdin text", Source{Paths: []string{"-"}, Stdin: strings.NewReader("He said so.")}, "stdin", nil},
		{"stdin JSON Lines", Source{Paths: []string{"-"}, Stdin: strings.NewReader(`  {"id":"s1","text":"x said y"}`)}, "s1", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ids, problems := walk(t, tt.src)
			if got := strings.Join(ids, " "); got != tt.ids {
				t.Errorf("ids %q, want %q", got, tt.ids)
			}
			if len(problems) != len(tt.problems) {
				t.Fatalf("problems %q, want %d", problems, len(tt.problems))
			}
			for i, p := range tt.problems {
				if !strings.Contains(problems[i], p) {
					t.Errorf("problem %q lacks %q", problems[i], p)
				}
			}
		})
	}
}

func TestWalkDirectoryPicksArticleFiles(t *testing.T) {
	ids, _ := walk(t, Source{Paths: []string{"testdata"}})
	got := strings.Join(ids, " ")
	for _, want := range []string{"j1", "plain"} {
		if !strings.Contains(got, want) {
			t.Errorf("walk of testdata/ read %q, lacks %s", got, want)
		}
	}
}
