package graph

import (
	"strings"
	"testing"

	"github.com/cayleygraph/quad"
)

func TestNormalize(t *testing.T) {
	iri := func(s string) quad.Value { return quad.IRI(s) }
	tests := []struct {
		name string
		in   quad.Value
		want string
	}{
		{"short rdf prefix", iri("rdf:type"), "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"},
		{"short schema prefix", iri("schema:name"), "<http://schema.org/name>"},
		{"full IRI kept", iri("http://schema.org/name"), "<http://schema.org/name>"},
		{"space escaped", iri("https://kg.example.org/entity/a b"), "<https://kg.example.org/entity/a%20b>"},
		{"forbidden marks escaped", iri(`https://x.org/<a>"{b}|^` + "`" + `\`), "<https://x.org/%3Ca%3E%22%7Bb%7D%7C%5E%60%5C>"},
		{"relative made absolute", iri("entity/x"), "<https://kg.example.org/entity/x>"},
		{"non-ASCII kept", iri("https://kg.example.org/entity/zürich"), "<https://kg.example.org/entity/zürich>"},
		{"quad.Int gets a full datatype", quad.Int(3), `"3"^^<http://www.w3.org/2001/XMLSchema#integer>`},
		{"quad.Bool lower case", quad.Bool(true), `"true"^^<http://www.w3.org/2001/XMLSchema#boolean>`},
		{"typed string with short type", quad.TypedString{Value: "1", Type: "xsd:integer"}, `"1"^^<http://www.w3.org/2001/XMLSchema#integer>`},
		{"plain string kept", quad.String(`he said "hi"`), `"he said \"hi\""`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := Normalize(quad.Quad{Subject: quad.IRI("https://a.org/s"), Predicate: quad.IRI("rdf:type"), Object: tt.in})
			if got := q.Object.String(); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

// Cayley's quad values print short IRIs; this is why Normalize exists. If a
// new quad release stops doing so, this test says Normalize may be simplified.
func TestCayleyPrintsShortIRIs(t *testing.T) {
	if got := quad.Int(1).String(); !strings.Contains(got, "<xsd:integer>") {
		t.Skipf("quad.Int now prints %s: the workaround may be unneeded", got)
	}
	if got := quad.Bool(false).String(); !strings.Contains(got, `"False"`) {
		t.Skipf("quad.Bool now prints %s: the workaround may be unneeded", got)
	}
	if got := quad.IRI("a b").String(); got != "<a b>" {
		t.Skipf("quad.IRI now escapes: %s", got)
	}
}

func TestClassOfRoundTrips(t *testing.T) {
	for _, c := range []string{ClassPerson, ClassOrganization, ClassNewsOutlet, ClassGroup, ClassUnnamedSource, ClassUnknown} {
		typ, ok := TypeOf(c)
		if !ok || ClassOf(typ) != c {
			t.Errorf("%s: TypeOf gives %q, %v", c, typ, ok)
		}
	}
	if _, ok := TypeOf(ClassStatement); ok {
		t.Error("a statement is not an entity")
	}
}
