package loader

import (
	"bytes"
	"os"
	"path/filepath"
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

// TestBadInputIsNamedAndTheRestIsRead feeds one bad input of each kind the
// reliability issue lists, between two good articles.
func TestBadInputIsNamedAndTheRestIsRead(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	huge := write("huge.txt", bytes.Repeat([]byte("word "), 10<<20)) // 50 MB, no newline
	hugeLine := write("huge.jsonl", append(append([]byte(`{"id":"h","text":"`), bytes.Repeat([]byte("x"), 9<<20)...), []byte("\"}\n{\"id\":\"after\",\"text\":\"The mayor said so.\"}\n")...))
	unreadable := filepath.Join(dir, "unreadable.txt")
	if err := os.Symlink("/proc/self/mem", unreadable); err != nil { // opens, then fails to read
		t.Fatal(err)
	}
	odd := write("odd.txt", []byte(`The mayor said "the bridge opens today. "It is safe," the engineer said.`))
	paths := []string{"testdata/plain.txt", "testdata/empty.txt", "testdata/image.txt", "testdata/latin1.txt", huge, hugeLine,
		unreadable, "testdata/nope.txt", "testdata/corpus.jsonl", odd}
	ids, problems := walk(t, Source{Paths: paths})
	if got := strings.Join(ids, " "); got != "plain after j1 j2 odd" {
		t.Errorf("read %q", got)
	}
	want := []string{
		"empty.txt: empty file", "image.txt: binary data", "latin1.txt: invalid UTF-8",
		"huge.txt: larger than 8 MiB", "huge.jsonl:1: line longer than 8 MiB", "unreadable.txt: ",
		"nope.txt: no such file", "corpus.jsonl:4: malformed JSON", `corpus.jsonl:5: no "id"`,
	}
	if len(problems) != len(want) {
		t.Fatalf("problems %q, want %d", problems, len(want))
	}
	for i, w := range want {
		if !strings.Contains(problems[i], w) {
			t.Errorf("problem %q lacks %q", problems[i], w)
		}
	}
}

func TestStrictStopsAtTheFirstProblem(t *testing.T) {
	var ids []string
	err := Source{Paths: []string{"testdata/plain.txt", "testdata/empty.txt", "testdata/corpus.jsonl"}}.Walk(
		func(a kg.Article) error { ids = append(ids, a.ID); return nil },
		func(p *Problem) error { return p })
	if err == nil || !strings.Contains(err.Error(), "empty.txt") || len(ids) != 1 {
		t.Fatalf("err %v, read %q", err, ids)
	}
}

func TestDecodeEntities(t *testing.T) {
	for in, want := range map[string]string{
		"&quot;We had no time,&quot; she said.": `"We had no time," she said.`,
		"died &amp; more were missing":          "died & more were missing",
		"&#8220;Q&#8221; and &#x2019;":          "“Q” and ’",
		"AT&T said; R&D & more":                 "AT&T said; R&D & more", // no reference: as it is
		"plain text":                            "plain text",
	} {
		if got := decodeEntities(in); got != want {
			t.Errorf("decodeEntities(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestReadDecodesEntities: text, title and publisher of a JSON Lines
// article come decoded; a plain text file's text too.
func TestReadDecodesEntities(t *testing.T) {
	var got []kg.Article
	src := Source{Paths: []string{"-"}, Stdin: strings.NewReader(`{"id":"e1","title":"A &amp; B","publisher":"Lund &amp; Co","text":"&quot;No,&quot; she said."}`)}
	if err := src.Walk(func(a kg.Article) error { got = append(got, a); return nil }, func(p *Problem) error { return p }); err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Title != "A & B" || got[0].Publisher != "Lund & Co" || got[0].Text != `"No," she said.` {
		t.Errorf("got %+v", got)
	}
}
