package kg

import (
	"strings"
	"testing"
	"unicode"
)

// slugByDefinition is Slug as documented, without the ASCII fast path.
func slugByDefinition(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	if b.Len() == 0 {
		return "unknown"
	}
	return escape(b.String())
}

func TestSlugMatchesItsDefinition(t *testing.T) {
	for _, name := range []string{
		"", "  ", "Bloomberg News", "The New York Times", "Tehrik-e-Taliban Pakistan", "@AalawOfficial",
		"U.S. State Department", "--a--b--", "Zürich Police", "İstanbul", "Al Jazeera’s", "A/B?C#D", "9/11 Commission",
		"a very long name that runs past sixty-four bytes of the fast path's buffer, to grow it",
	} {
		if got, want := Slug(name), slugByDefinition(name); got != want {
			t.Errorf("Slug(%q) = %q, by definition %q", name, got, want)
		}
	}
}
