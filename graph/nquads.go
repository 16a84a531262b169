package graph

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/cayleygraph/quad"
	"github.com/cayleygraph/quad/nquads"
)

// StrictReader reads N-Quads as the W3C grammar has them, naming the line of
// any error. The quad package's reader is lenient: it takes bare words as
// strings ("<s> <p> broken ." loads), skips quads it finds invalid without a
// word, and does not say on which line a parse failed
// (TestQuadReaderIsLenient). Import must refuse what other RDF tools would.
type StrictReader struct {
	r    *bufio.Reader
	line int
}

// NewStrictReader returns a StrictReader on r.
func NewStrictReader(r io.Reader) *StrictReader {
	return &StrictReader{r: bufio.NewReaderSize(r, 1<<16)}
}

// ReadQuad returns the next quad, io.EOF at the end, or an error that names the line.
func (s *StrictReader) ReadQuad() (quad.Quad, error) {
	for {
		text, err := s.r.ReadString('\n')
		if text == "" && err != nil {
			return quad.Quad{}, err
		}
		s.line++
		line := strings.TrimSpace(text)
		if line == "" || line[0] == '#' {
			continue
		}
		terms, msg := checkNQuad(line)
		if msg != "" {
			return quad.Quad{}, fmt.Errorf("line %d: %s", s.line, msg)
		}
		// the terms again, spaced: the quad parser misreads terms that touch
		// ("<a:><b:>" is one IRI to it)
		q, perr := nquads.Parse(strings.Join(terms, " ") + " .")
		if perr != nil {
			return quad.Quad{}, fmt.Errorf("line %d: %v", s.line, perr)
		}
		return q, nil
	}
}

// Line is the number of the line last read.
func (s *StrictReader) Line() int { return s.line }

// checkNQuad checks the term syntax of one N-Quads statement and returns its
// terms, or says what is wrong.
func checkNQuad(line string) ([]string, string) {
	terms, msg := nquadTerms(line)
	return terms, msg
}

func nquadTerms(line string) (terms []string, msg string) {
	rest := line
	var kinds []byte
	for len(kinds) < 5 {
		rest = strings.TrimLeft(rest, " \t")
		if rest == "" {
			return nil, "the statement does not end with '.'"
		}
		if rest[0] == '.' {
			if strings.TrimSpace(rest[1:]) != "" && !strings.HasPrefix(strings.TrimSpace(rest[1:]), "#") {
				return nil, "text after the final '.'"
			}
			break
		}
		n, kind := term(rest)
		if n == 0 {
			w := rest
			if i := strings.IndexAny(w, " \t"); i > 0 {
				w = w[:i]
			}
			return nil, fmt.Sprintf("%q is not an IRI, a blank node or a literal", w)
		}
		kinds = append(kinds, kind)
		terms = append(terms, rest[:n])
		rest = rest[n:]
	}
	switch {
	case len(kinds) < 3:
		return nil, "a statement needs a subject, a predicate and an object"
	case len(kinds) > 4:
		return nil, "too many terms"
	case kinds[0] == 'L':
		return nil, "a literal cannot be a subject"
	case kinds[1] != 'I':
		return nil, "the predicate must be an IRI"
	case len(kinds) == 4 && kinds[3] == 'L':
		return nil, "a literal cannot name a graph"
	}
	return terms, ""
}

// term returns the length of the term rest starts with and its kind: 'I'
// IRI, 'B' blank node, 'L' literal; 0 when rest starts with none.
func term(rest string) (int, byte) {
	switch {
	case rest == "":
		return 0, 0
	case rest[0] == '<':
		i := strings.IndexByte(rest, '>')
		if i < 0 || strings.ContainsAny(rest[1:i], " <\"{}|^`\\") || !hasScheme(rest[1:i]) {
			return 0, 0 // not an absolute IRI
		}
		return i + 1, 'I'
	case strings.HasPrefix(rest, "_:"):
		i := 2
		for i < len(rest) && rest[i] != ' ' && rest[i] != '\t' && rest[i] != '.' {
			i++
		}
		if i == 2 {
			return 0, 0
		}
		return i, 'B'
	case rest[0] == '"':
		i := 1
		for i < len(rest) && rest[i] != '"' {
			if rest[i] == '\\' {
				i++
			}
			i++
		}
		if i >= len(rest) {
			return 0, 0
		}
		i++
		if strings.HasPrefix(rest[i:], "^^") {
			n, k := term(rest[i+2:])
			if k != 'I' {
				return 0, 0
			}
			i += 2 + n
		} else if strings.HasPrefix(rest[i:], "@") {
			j := i + 1
			for j < len(rest) && (rest[j] == '-' || rest[j] >= 'a' && rest[j] <= 'z' || rest[j] >= 'A' && rest[j] <= 'Z' || rest[j] >= '0' && rest[j] <= '9') {
				j++
			}
			if j == i+1 {
				return 0, 0
			}
			i = j
		}
		return i, 'L'
	}
	return 0, 0
}

// hasScheme reports whether iri starts with a scheme ("http:"), as an
// absolute IRI does.
func hasScheme(iri string) bool {
	for i := 0; i < len(iri); i++ {
		c := iri[i]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		case i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return true
		default:
			return false
		}
	}
	return false
}
