package render

import (
	"bytes"
	"strings"
	"testing"

	kg "github.com/kg-dev/kg"
)

func TestSpeakerAndViaChain(t *testing.T) {
	aff := kg.Entity{Name: "Verisk Maplecroft"}
	tests := []struct {
		e    kg.Entity
		want string
	}{
		{kg.Entity{Name: "Ann Lee"}, "Ann Lee"},
		{kg.Entity{Name: "Ann Lee", Role: "analyst"}, "Ann Lee (analyst)"},
		{kg.Entity{Name: "Ann Lee", Role: "analyst", Affiliation: &aff}, "Ann Lee (analyst, Verisk Maplecroft)"},
	}
	for _, tt := range tests {
		if got := Speaker(tt.e); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
	hops := []kg.Hop{{Entity: kg.Entity{Name: "Reuters"}, Cue: "told"}, {Entity: kg.Entity{Name: "BBC"}, Cue: "according to"}}
	if got := ViaChain(hops); got != "told Reuters -> according to BBC" {
		t.Errorf("via chain %q", got)
	}
}

func TestFormatsWriteEveryStatement(t *testing.T) {
	sts := []kg.Statement{{
		ID: "https://kg.example.org/statement/a/0-5", Article: "a", Content: "hello", Cue: "said",
		Speaker: kg.Entity{ID: "https://kg.example.org/entity/ann", Name: "Ann"},
		Via:     []kg.Hop{{Entity: kg.Entity{ID: "https://kg.example.org/entity/bbc", Name: "BBC"}, Cue: "told"}},
	}, {
		ID: "https://kg.example.org/statement/a/7-12", Article: "a", Content: "again", Cue: "said",
		Speaker: kg.Entity{ID: "https://kg.example.org/entity/ann", Name: "Ann"}, Continues: "https://kg.example.org/statement/a/0-5",
	}}
	var b bytes.Buffer
	Table(&b, sts, 80)
	Trace(&b, sts)
	Dot(&b, sts)
	if err := JSONLines(&b, sts); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"2 statement(s)", "-> told BBC", "-> continues the quotation of https://kg.example.org/statement/a/0-5", "digraph", `"content":"hello"`, `"continues":"https://kg.example.org/statement/a/0-5"`} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
