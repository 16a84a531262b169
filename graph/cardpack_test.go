package graph

import (
	"encoding/json"
	"reflect"
	"testing"
)

// fillEvery sets every field of v, recursively, to a value that is not its
// zero one and differs from its neighbours', so that a field the packing
// leaves out comes back zero or in another field's place.
func fillEvery(t *testing.T, v reflect.Value, n *int) {
	*n++
	switch v.Kind() {
	case reflect.String:
		v.SetString("s" + string(rune('a'+*n%26)) + string(rune('0'+*n/26)))
	case reflect.Int:
		v.SetInt(int64(*n * 37))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Array:
		for i := range v.Len() {
			fillEvery(t, v.Index(i), n)
		}
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		for i := range v.Len() {
			fillEvery(t, v.Index(i), n)
		}
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fillEvery(t, v.Elem(), n)
	case reflect.Struct:
		for i := range v.NumField() {
			fillEvery(t, v.Field(i), n)
		}
	default:
		t.Fatalf("card has a field of kind %s that the test cannot fill", v.Kind())
	}
}

// TestPackedCardKeepsEveryField: a card with every field set comes back
// from its packed form as it was, and so does one with none set.
func TestPackedCardKeepsEveryField(t *testing.T) {
	var full card
	n := 0
	fillEvery(t, reflect.ValueOf(&full).Elem(), &n)
	full.ContentSpan[0] = -1 // a span may be negative in hand-made data
	for _, c := range []card{full, {}} {
		text, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		v := reportValue(string(text))
		if len(v) == 0 || v[0] != packedCard {
			t.Fatalf("a card kg writes was not packed: %q", v)
		}
		got, ok := decodeCard(v)
		if !ok || !reflect.DeepEqual(got, c) {
			t.Errorf("packed and read back:\n got %+v\nwant %+v", got, c)
		}
		if back := cardText(v); back != string(text) {
			t.Errorf("cardText of the packed card:\n got %s\nwant %s", back, text)
		}
		if len(v) >= len(text) {
			t.Errorf("the packed card (%d bytes) is not smaller than its JSON (%d)", len(v), len(text))
		}
	}
}

// TestReportValueKeepsWhatItCannotPack: a value that packing would not
// give back byte for byte is kept as it is, and read as before.
func TestReportValueKeepsWhatItCannotPack(t *testing.T) {
	packed := reportValue(`{"article":"a","sentence":0,"kind":"speech","contentSpan":[1,2],"cueSpan":[0,0],"mentionSpan":[0,0]}`)
	for _, tc := range []struct {
		name, text string
		decodes    bool
	}{
		{"no card", "", false},
		{"a card kg did not write", `{"article":"ra"}`, true},
		{"fields in another order", `{"sentence":0,"article":"a","contentSpan":[1,2],"cueSpan":[0,0],"mentionSpan":[0,0]}`, true},
		{"not JSON", "hello", false},
		{"packed already", string(packed), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := reportValue(tc.text)
			if string(v) != tc.text {
				t.Errorf("reportValue changed %q to %q", tc.text, v)
			}
			if _, ok := decodeCard(v); ok != tc.decodes {
				t.Errorf("decodeCard ok %v, want %v", ok, tc.decodes)
			}
		})
	}
}

// TestTornPackedCard: every packed card cut short, or with a byte too
// many, is refused rather than read as another card.
func TestTornPackedCard(t *testing.T) {
	var c card
	n := 0
	fillEvery(t, reflect.ValueOf(&c).Elem(), &n)
	v := c.pack()
	for i := 1; i < len(v); i++ {
		if got, ok := decodeCard(v[:i]); ok {
			t.Fatalf("the first %d of %d bytes read as a card: %+v", i, len(v), got)
		}
	}
	if _, ok := decodeCard(append(v, 0)); ok {
		t.Error("a packed card with a byte too many read as a card")
	}
}
