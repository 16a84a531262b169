package loader

import "testing"

func TestOutletLookupReadsDescriptions(t *testing.T) {
	o := DefaultOutlets()
	for _, c := range []struct{ name, want string }{
		{"the TASS news agency", "TASS"},
		{"Iran's semi-official Tasnim news agency", "Tasnim"},
		{"South Korea's Yonhap news agency", "Yonhap"},
		{"the Kremlin-backed RT channel", "RT"},
		{"the Asahi Shimbun newspaper", "Asahi Shimbun"},
		{"the BBC", "BBC"},
		// no listed name before the noun, or no outlet noun after it
		{"the state news agency", ""},
		{"the Lund Daily", ""},
		{"a Reuters poll", ""},
		// a newspaper's name by its last word, unlisted
		{"the Atlanta Journal-Constitution", "Atlanta Journal-Constitution"},
		{"The Lund Herald's", "Lund Herald"},
		{"the Salt Lake Tribune", "Salt Lake Tribune"},
		{"American Express", ""},
		{"the Lund Times", "Lund Times"},
		{"the U.S. Constitution", ""},
	} {
		got, ok := o.Lookup(c.name)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("Lookup(%q) = %q, %v; want %q", c.name, got, ok, c.want)
		}
	}
}
