package kg

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestMatchKey(t *testing.T) {
	tests := []struct{ a, b string }{
		{"The Taliban in Pakistan", "Pakistani Taliban"},
		{"TTP", "ttp"},
		{"Bloomberg News", "bloomberg news"},
		{"U.S. Army", "American army"},
		{"Verisk Maplecroft's", "Verisk Maplecroft"},
	}
	for _, tt := range tests {
		if MatchKey(tt.a) != MatchKey(tt.b) {
			t.Errorf("%q -> %q, %q -> %q: want one key", tt.a, MatchKey(tt.a), tt.b, MatchKey(tt.b))
		}
	}
	if MatchKey("Imran Khan") == MatchKey("Khan") {
		t.Error("a surname alone must not match the full name's key")
	}
}

func TestWords(t *testing.T) {
	got := Words(`The attack was "revenge" for the operation, and REVENGE it was.`)
	want := []string{"attack", "revenge", "operation"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestParseKinds(t *testing.T) {
	tests := []struct {
		in      string
		want    []Kind
		wantErr bool
	}{
		{"", nil, false},
		{"all", nil, false},
		{"speech", []Kind{Speech}, false},
		{"belief, Stance", []Kind{Belief, Stance}, false},
		{"stance,stance", []Kind{Stance}, false},
		{"rumour", nil, true},
		{"speech,", nil, true},
	}
	for _, tt := range tests {
		got, err := ParseKinds(tt.in)
		if (err != nil) != tt.wantErr || fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("ParseKinds(%q) = %v, %v; want %v (error %v)", tt.in, got, err, tt.want, tt.wantErr)
		}
	}
	if !KindIn(Belief, nil) || KindIn(Belief, []Kind{Speech}) || !KindIn(Stance, []Kind{Speech, Stance}) {
		t.Error("KindIn")
	}
}

func TestEntityListed(t *testing.T) {
	tests := []struct {
		e    Entity
		want bool
	}{
		{Entity{Name: "Tehrik-e-Taliban Pakistan", Type: Organization}, true},
		{Entity{Name: "Some", Type: Group}, false},
		{Entity{Name: "many", Type: Group}, false},
		{Entity{Name: "many of them", Type: Group}, false},
		{Entity{Name: "others", Type: UnnamedSource}, false},
		{Entity{Name: "unknown", Type: Unknown}, false},
		{Entity{Name: "Some Twitter users", Type: Group}, true},
		{Entity{Name: "experts", Type: Group}, true},
		{Entity{Name: "a Pakistani security official", Type: UnnamedSource}, true},
		{Entity{Name: "Most", Type: Person}, true}, // a surname: people are listed whatever their name
	}
	for _, tt := range tests {
		if got := tt.e.Listed(); got != tt.want {
			t.Errorf("%q (%s): Listed() = %v, want %v", tt.e.Name, tt.e.Type, got, tt.want)
		}
	}
}

// TestSpansThatDoNotExistAreOmitted: the JSON contract gives no [0, 0] for a
// span a statement lacks (a continued quotation's cue, an unnamed speaker's
// mention); a real span is written.
func TestSpansThatDoNotExistAreOmitted(t *testing.T) {
	s := Statement{ID: "x", Content: "Q", ContentSpan: Span{10, 11}, Speaker: Entity{Name: "A"}}
	b, _ := json.Marshal(s.JSON())
	if strings.Contains(string(b), "cue_span") || strings.Contains(string(b), "mention_span") {
		t.Errorf("no cue or mention, yet: %s", b)
	}
	s.CueSpan, s.MentionSpan = Span{0, 4}, Span{5, 9}
	b, _ = json.Marshal(s.JSON())
	if !strings.Contains(string(b), `"cue_span":[0,4]`) || !strings.Contains(string(b), `"mention_span":[5,9]`) {
		t.Errorf("spans lost: %s", b)
	}
}
