package kg

import "testing"

func TestSameQuotation(t *testing.T) {
	const full = "We will not rest until the bridge over the river is rebuilt and every family is back home"
	for _, c := range []struct {
		name string
		a, b string
		want bool
	}{
		{"identical", full, full, true},
		{"case and punctuation", full, "we will not rest, until the bridge over the river is rebuilt and every family is back home.", true},
		{"truncated", full, "We will not rest until the bridge over the river is rebuilt", true},
		{"a word changed", full, "We will not stop until the bridge over the river is rebuilt and every family is back home", true},
		{"words cut from the middle", full, "We will not rest until the bridge is rebuilt and every family is back home", true},
		{"another sentence sharing a phrase", "We will not rest until the bridge over the river is rebuilt", "We will not rest until the budget passes in parliament", false},
		{"a fragment too small to say whose", full, "every family", false},
		{"a short phrase word for word", "No comment", "no comment.", true},
		{"a short phrase changed", "No comment", "No comment yet", false},
		{"a fragment of four words in a long quote", full, "the bridge over the", false},
		{"empty", "", "", false},
		{"short sentences a word apart", "We will block the strike by the spring", "We may block the strike by the spring", false},
		{"long ones two words apart", full, "We will not stop until the bridge over the lake is rebuilt and every family is back home", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			a, b := NewQuoteSketch(c.a, true), NewQuoteSketch(c.b, true)
			if got := SameQuotation(a, b); got != c.want {
				t.Errorf("SameQuotation(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
			}
			if got := SameQuotation(b, a); got != c.want {
				t.Errorf("not symmetric: SameQuotation(%q, %q) = %v", c.b, c.a, got)
			}
		})
	}
}

// TestBandsFindNearDuplicates: the index always finds the pairs
// SameQuotation accepts in the usual forms (cut short, cut at the start, a
// word changed, words cut from the middle: each keeps the head or the tail),
// and sketches depend on the words alone.
func TestBandsFindNearDuplicates(t *testing.T) {
	const full = "We will not rest until the bridge over the river is rebuilt and every family is back home"
	for _, other := range []string{
		full,
		"We will not rest until the bridge over the river is rebuilt",
		"We will not stop until the bridge over the river is rebuilt and every family is back home",
		"the bridge over the river is rebuilt and every family is back home",
		"We will not rest until the bridge is rebuilt and every family is back home",
		"we will not rest until the bridge over the river is rebuilt and every family is back home.",
		"No, we will not rest until the bridge over the river is rebuilt and every family is back home!",
	} {
		if !SharesBand(NewQuoteSketch(full, true), NewQuoteSketch(other, true)) {
			t.Errorf("no band in common with %q", other)
		}
	}
	if SharesBand(NewQuoteSketch(full, true), NewQuoteSketch("Prices of rice rose for the third month in a row, traders said", true)) {
		t.Error("an unrelated content shares a band")
	}
	// a short content, and reported speech: no band, only their text, to
	// the character
	a := NewQuoteSketch("No comment", true)
	if len(a.Bands) != 0 || !SharesBand(a, NewQuoteSketch("No comment", false)) || SharesBand(a, NewQuoteSketch("NO COMMENT!", true)) {
		t.Errorf("a short content has bands %v, or meets another text", a.Bands)
	}
	r := NewQuoteSketch(full, false)
	if len(r.Bands) != 0 || !SharesBand(r, NewQuoteSketch(full, true)) || SharesBand(r, NewQuoteSketch(full+".", true)) {
		t.Errorf("reported speech has bands %v, or meets another text", r.Bands)
	}
	if q := NewQuoteSketch(full, true); len(q.Bands) != 3 {
		t.Errorf("a quoted content has %d bands, want 3 (head, tail, MinHash)", len(q.Bands))
	}
}

func TestWordDiff(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"we will not rest", "we will not rest", "we will not rest"},
		{"we will not rest until it is done", "we will not rest", "we will not rest [-until it is done-]"},
		{"we will not rest", "we will not stop", "we will not [-rest-] {+stop+}"},
		{"we will not rest", "we will never rest", "we will [-not-] {+never+} rest"},
		{"we rest", "so we rest now", "{+so+} we rest {+now+}"},
	} {
		d := WordDiff(QuoteWords(c.a), QuoteWords(c.b))
		if got := FormatDiff(d); got != c.want {
			t.Errorf("WordDiff(%q, %q) = %q, want %q", c.a, c.b, got, c.want)
		}
		if Changed(d) != (c.a != c.b) {
			t.Errorf("Changed(%q, %q) = %v", c.a, c.b, Changed(d))
		}
	}
}

func TestQuotationKey(t *testing.T) {
	cases := []struct{ content, want string }{
		{"We will not stop until the bridge over the river is rebuilt and every family is back in its home",
			"20 stop until bridge river / every family back home"},
		// a word changed in the middle keeps the ends
		{"We will not stop until the bridge over the river is repaired and every family is back in its home",
			"20 stop until bridge river / every family back home"},
		{"We will not rest", "4 we will not rest"},
		{"", "0 "},
	}
	for _, c := range cases {
		k := NewQuoteSketch(c.content, true).Key()
		if k.String() != c.want {
			t.Errorf("Key(%q) = %q, want %q", c.content, k, c.want)
		}
		if back, ok := ParseQuotationKey(k.String()); !ok || back != k {
			t.Errorf("ParseQuotationKey(%q) = %v, %v", k, back, ok)
		}
	}
	long, short := NewQuoteSketch(cases[0].content, true).Key(), NewQuoteSketch("We will not stop until the bridge over the river is rebuilt", true).Key()
	if !long.Fuller(short) || short.Fuller(long) || long.Fuller(long) {
		t.Errorf("Fuller: %v over %v", long, short)
	}
	a := QuotationIRI("https://kg.example.org/entity/ann", long)
	if a != QuotationIRI("https://kg.example.org/entity/ann", long) || a == QuotationIRI("https://kg.example.org/entity/bo", long) || a == QuotationIRI("https://kg.example.org/entity/ann", short) {
		t.Errorf("QuotationIRI is not a function of speaker and key: %s", a)
	}
}
