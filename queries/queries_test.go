package queries

import (
	"reflect"
	"strings"
	"testing"
)

func TestParamsDerivesWordNodesAndKeys(t *testing.T) {
	tests := []struct {
		in   map[string]string
		key  string
		want any
	}{
		{map[string]string{"phrase": "The perfect Revenge"}, "wordNodes", []string{"<https://kg.example.org/word/perfect>", "<https://kg.example.org/word/revenge>"}},
		{map[string]string{"name": "the Taliban in Pakistan"}, "key", "pakistan taliban"},
		{map[string]string{"name": "x", "key": "given"}, "key", "given"},
		{map[string]string{"members": "true"}, "members", "true"},
	}
	for _, tt := range tests {
		if got := Params(tt.in)[tt.key]; !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Params(%v)[%s] = %v, want %v", tt.in, tt.key, got, tt.want)
		}
	}
}

func TestEveryProgramIsListedAndBinds(t *testing.T) {
	for _, name := range []string{"who_said", "said_by", "via", "trace", "entities"} {
		p, err := Program(name, map[string]string{"name": "TTP"})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(p, `var params = {"key":"ttp","name":"TTP"};`) {
			t.Errorf("%s: %.60q", name, p)
		}
	}
	if _, err := Source("nope"); err == nil || !strings.Contains(err.Error(), "said_by") {
		t.Errorf("unknown program: %v", err)
	}
}
