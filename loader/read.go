package loader

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"unicode/utf8"

	kg "github.com/kg-dev/kg"
)

// Problem is an input that could not be read: a missing or unreadable file, a
// binary or empty file, a malformed JSON Lines line. It names the file, and the
// line where there is one. Reading goes on past a Problem.
type Problem struct {
	Path string
	Line int // 1-based; 0 when the problem is not on one line
	Err  error
}

func (p *Problem) Error() string {
	if p.Line > 0 {
		return fmt.Sprintf("%s:%d: %v", p.Path, p.Line, p.Err)
	}
	return fmt.Sprintf("%s: %v", p.Path, p.Err)
}

func (p *Problem) Unwrap() error { return p.Err }

// MaxArticleBytes is the largest article kg reads: a bigger file (or JSON
// Lines line) is not an article but a mistake, a dump or an attack, and is
// skipped as a Problem without being read further.
var MaxArticleBytes = 8 << 20

// Source says where articles come from.
type Source struct {
	Paths []string  // files, directories (walked for .txt, .md, .jsonl, .ndjson and their .gz), or "-"
	Stdin io.Reader // read for "-"; os.Stdin when nil
	// Read, if set, is called with the number of bytes read from each file
	// as they are read (compressed bytes for .gz): with Size, a progress bar.
	Read func(n int)
}

// Size returns the bytes of the files Walk would read (stdin excluded).
func (src Source) Size() int64 {
	var n int64
	for _, p := range src.Paths {
		if p == "-" {
			continue
		}
		filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || path != p && !isArticleFile(path) {
				return nil
			}
			if info, err := d.Info(); err == nil {
				n += info.Size()
			}
			return nil
		})
	}
	return n
}

// counter reports the bytes read through it.
type counter struct {
	r    io.Reader
	read func(int)
}

func (c counter) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.read(n)
	return n, err
}

// Walk reads every article of src in order and calls fn with it. An input that
// cannot be read is passed to problem (which may be nil) and the walk goes on;
// if problem returns an error, or fn does, the walk stops with it.
func (src Source) Walk(fn func(kg.Article) error, problem func(*Problem) error) error {
	if problem == nil {
		problem = func(*Problem) error { return nil }
	}
	w := walker{fn: fn, problem: problem, stdin: src.Stdin, read: src.Read}
	if w.stdin == nil {
		w.stdin = os.Stdin
	}
	for _, p := range src.Paths {
		if err := w.path(p); err != nil {
			return err
		}
	}
	return nil
}

type walker struct {
	fn      func(kg.Article) error
	problem func(*Problem) error
	stdin   io.Reader
	read    func(int)
}

func (w *walker) path(p string) error {
	if p == "-" {
		return w.stream("-", "stdin", w.stdin, false)
	}
	info, err := os.Stat(p)
	if err != nil {
		return w.problem(&Problem{Path: p, Err: cleanErr(err)})
	}
	if !info.IsDir() {
		return w.file(p)
	}
	return filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return w.problem(&Problem{Path: path, Err: cleanErr(err)})
		}
		if d.IsDir() || !isArticleFile(path) {
			return nil
		}
		return w.file(path)
	})
}

// isArticleFile says which files a directory walk picks up.
func isArticleFile(path string) bool {
	switch filepath.Ext(strings.TrimSuffix(strings.ToLower(path), ".gz")) {
	case ".txt", ".md", ".jsonl", ".ndjson":
		return true
	}
	return false
}

func (w *walker) file(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return w.problem(&Problem{Path: path, Err: cleanErr(err)})
	}
	defer f.Close()
	name := strings.TrimSuffix(filepath.Base(path), ".gz")
	ext := strings.ToLower(filepath.Ext(name))
	id := strings.TrimSuffix(name, filepath.Ext(name))
	var r io.Reader = f
	if w.read != nil {
		r = counter{f, w.read}
	}
	return w.stream(path, id, r, ext == ".jsonl" || ext == ".ndjson")
}

// stream reads one input: gzip is recognised by its magic bytes, JSON Lines by
// the file's extension or, for stdin, by a first non-blank byte of '{'.
func (w *walker) stream(path, id string, r io.Reader, jsonl bool) error {
	br := bufio.NewReaderSize(r, 64<<10)
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return w.problem(&Problem{Path: path, Err: fmt.Errorf("gzip: %w", err)})
		}
		defer zr.Close()
		br = bufio.NewReaderSize(zr, 64<<10)
	}
	if path == "-" && !jsonl {
		jsonl = firstNonBlank(br) == '{'
	}
	if jsonl {
		return w.jsonLines(path, br)
	}
	data, err := io.ReadAll(io.LimitReader(br, int64(MaxArticleBytes)+1))
	if err != nil {
		return w.problem(&Problem{Path: path, Err: cleanErr(err)})
	}
	if len(data) > MaxArticleBytes {
		return w.problem(&Problem{Path: path, Err: fmt.Errorf("larger than %d MiB: not an article, not read further", MaxArticleBytes>>20)})
	}
	if err := checkText(data); err != nil {
		return w.problem(&Problem{Path: path, Err: err})
	}
	return w.fn(kg.Article{ID: id, Text: decodeEntities(string(data)), Source: path})
}

// characterReference matches an HTML character reference: "&quot;",
// "&#8220;", "&#x201C;".
var characterReference = regexp.MustCompile(`&(?:[A-Za-z]{2,8}|#[0-9]{2,6}|#[xX][0-9A-Fa-f]{2,5});`)

// decodeEntities returns text with its HTML character references decoded,
// as text scraped from web pages often has them ("&quot;We had no
// time,&quot; she said", "died &amp; more"): a quotation mark the extractor
// would not see, a semicolon that would end a clause. Offsets in the graph
// are into the decoded text, which is the article's text as loaded. Text
// without a reference is returned as it is.
func decodeEntities(text string) string {
	if !strings.Contains(text, "&") || !characterReference.MatchString(text) {
		return text
	}
	return html.UnescapeString(text)
}

func firstNonBlank(br *bufio.Reader) byte {
	for n := 1; n <= 4096; n *= 2 {
		b, err := br.Peek(n)
		if t := bytes.TrimLeft(b, " \t\r\n\ufeff"); len(t) > 0 {
			return t[0]
		}
		if err != nil {
			return 0
		}
	}
	return 0
}

// checkText refuses what is not an article: nothing, binary data, invalid UTF-8.
func checkText(data []byte) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return errors.New("empty file: no article text")
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return fmt.Errorf("binary data (NUL byte at offset %d): not a text article", i)
	}
	if !utf8.Valid(data) {
		return fmt.Errorf("invalid UTF-8 at byte %d", invalidAt(data))
	}
	return nil
}

func invalidAt(data []byte) int {
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(data)
}

// jsonRecord is one line of a JSON Lines corpus.
type jsonRecord struct {
	ID        *string `json:"id"`
	Text      *string `json:"text"`
	Title     string  `json:"title"`
	Publisher string  `json:"publisher"`
	Date      string  `json:"date"`
	URL       string  `json:"url"`
}

func (w *walker) jsonLines(path string, br *bufio.Reader) error {
	for line := 1; ; line++ {
		b, long, err := readLine(br, MaxArticleBytes)
		if long {
			if perr := w.problem(&Problem{Path: path, Line: line, Err: fmt.Errorf("line longer than %d MiB: skipped", MaxArticleBytes>>20)}); perr != nil {
				return perr
			}
		} else if len(bytes.TrimSpace(b)) > 0 {
			if perr := w.jsonLine(path, line, b); perr != nil {
				return perr
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return w.problem(&Problem{Path: path, Line: line, Err: cleanErr(err)})
		}
	}
}

func (w *walker) jsonLine(path string, line int, b []byte) error {
	var rec jsonRecord
	if err := json.Unmarshal(b, &rec); err != nil {
		return w.problem(&Problem{Path: path, Line: line, Err: fmt.Errorf("malformed JSON: %v", err)})
	}
	switch {
	case rec.ID == nil || strings.TrimSpace(*rec.ID) == "":
		return w.problem(&Problem{Path: path, Line: line, Err: errors.New(`no "id"`)})
	case rec.Text == nil:
		return w.problem(&Problem{Path: path, Line: line, Err: errors.New(`no "text"`)})
	}
	if err := checkText([]byte(*rec.Text)); err != nil {
		return w.problem(&Problem{Path: path, Line: line, Err: err})
	}
	return w.fn(kg.Article{
		ID: *rec.ID, Text: decodeEntities(*rec.Text), Title: decodeEntities(rec.Title), Publisher: decodeEntities(rec.Publisher),
		Date: rec.Date, URL: rec.URL, Source: fmt.Sprintf("%s:%d", path, line),
	})
}

// readLine reads one line of at most max bytes; a longer line is read to its
// end and dropped, and long reports it.
func readLine(br *bufio.Reader, max int) (line []byte, long bool, err error) {
	for {
		frag, err := br.ReadSlice('\n')
		if !long {
			if len(line)+len(frag) > max {
				long, line = true, nil
			} else {
				line = append(line, frag...)
			}
		}
		if err != bufio.ErrBufferFull {
			return line, long, err
		}
	}
}

// cleanErr drops the path an *fs.PathError repeats, since Problem names it.
func cleanErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
