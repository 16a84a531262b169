package loader

import (
	_ "embed"
	"strings"
)

//go:embed data/countries.txt
var countryList string

// countries holds the lower-cased names of loader/data/countries.txt: a
// state that speaks ("Russia said") is typed an organization, not a person.
var countries = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range strings.Split(countryList, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			m[strings.ToLower(l)] = true
		}
	}
	return m
}()
