package graph

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/cayleygraph/quad"
	"github.com/cayleygraph/quad/nquads"
)

func TestStrictReader(t *testing.T) {
	tests := []struct {
		name, line, err string
	}{
		{"IRIs and a plain literal", `<http://a/s> <http://a/p> "x" .`, ""},
		{"typed literal and graph", `<http://a/s> <http://a/p> "1"^^<http://www.w3.org/2001/XMLSchema#integer> <http://a/g> .`, ""},
		{"language tag", `<http://a/s> <http://a/p> "chat"@fr-CA .`, ""},
		{"blank nodes", `_:b1 <http://a/p> _:b2 .`, ""},
		{"escaped quote", `<http://a/s> <http://a/p> "he said \"no\"" .`, ""},
		{"bare word object", `<http://a/s> <http://a/p> broken .`, `"broken" is not an IRI`},
		{"no final dot", `<http://a/s> <http://a/p> "x"`, "does not end with '.'"},
		{"literal subject", `"s" <http://a/p> "x" .`, "literal cannot be a subject"},
		{"blank predicate", `<http://a/s> _:p "x" .`, "predicate must be an IRI"},
		{"relative IRI", `<s> <http://a/p> "x" .`, `"<s>" is not an IRI`},
		{"space in IRI", `<http://a/s t> <http://a/p> "x" .`, "is not an IRI"},
		{"unterminated literal", `<http://a/s> <http://a/p> "x .`, "is not an IRI"},
		{"two objects", `<http://a/s> <http://a/p> "x" "y" "z" .`, "too many terms"},
		{"literal graph", `<http://a/s> <http://a/p> "x" "g" .`, "cannot name a graph"},
		{"text after the dot", `<http://a/s> <http://a/p> "x" . junk`, "after the final"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := NewStrictReader(strings.NewReader("# a comment\n\n" + tt.line + "\n"))
			_, err := r.ReadQuad()
			switch {
			case tt.err == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err) || !strings.Contains(err.Error(), "line 3")):
				t.Fatalf("got %v, want an error on line 3 with %q", err, tt.err)
			}
		})
	}
}

// The quad package's N-Quads reader takes what the grammar refuses; this is
// why Import reads through StrictReader. If it starts to refuse, the strict
// reader may become a thin wrapper.
func TestQuadReaderIsLenient(t *testing.T) {
	q, err := nquads.NewReader(strings.NewReader(`<http://a/s> <http://a/p> broken .`+"\n"), false).ReadQuad()
	if err != nil {
		t.Skipf("the quad package now refuses bare words: %v", err)
	}
	if q.Object != quad.String("broken") {
		t.Skipf("read %v", q.Object)
	}
}

// FuzzImport: any bytes in, no panic; what the strict reader accepts imports,
// and exports as N-Quads that the strict reader accepts again.
func FuzzImport(f *testing.F) {
	f.Add([]byte(`<http://a/s> <http://a/p> "x" <http://a/g> .` + "\n" + `_:b <http://a/p> "1"^^<http://www.w3.org/2001/XMLSchema#integer> .`))
	f.Add([]byte(`<http://a/s> <http://a/p> "chat"@fr .`))
	f.Add([]byte("<a> <b> c .\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := Check(NewStrictReader(bytes.NewReader(data))); err != nil {
			return
		}
		s := OpenMemory()
		defer s.Close()
		if _, err := s.Import(NewStrictReader(bytes.NewReader(data))); err != nil {
			return // a store may refuse a value; it must not panic
		}
		var buf bytes.Buffer
		w := nquads.NewWriter(&buf)
		if _, err := s.Export(w); err != nil {
			t.Fatal(err)
		}
		w.Close()
		if _, err := Check(NewStrictReader(&buf)); err != nil && err != io.EOF {
			t.Fatalf("export of an accepted import is not N-Quads: %v\n%s", err, buf.String())
		}
	})
}
