package kg

import "testing"

// Slug's ASCII fast path must give what the rune-by-rune definition gives.
func TestSlugMatchesItsDefinition(t *testing.T) {
	for _, name := range []string{
		"", "  ", "Bloomberg News", "The New York Times", "Tehrik-e-Taliban Pakistan", "@AalawOfficial",
		"U.S. State Department", "--a--b--", "Zürich Police", "İstanbul", "Al Jazeera’s", "A/B?C#D", "9/11 Commission",
		"a very long name that runs past sixty-four bytes of the fast path's buffer, to grow it",
	} {
		if got, want := Slug(name), slugRunes(name); got != want {
			t.Errorf("Slug(%q) = %q, by definition %q", name, got, want)
		}
	}
}
