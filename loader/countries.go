package loader

import (
	_ "embed"
	"strings"
)

//go:embed data/countries.txt
var countryList string

//go:embed data/capitals.txt
var capitalList string

// countries holds the lower-cased names of loader/data/countries.txt and of
// the capitals in loader/data/capitals.txt: a state that speaks ("Russia
// said"), or its seat of government ("Kyiv says"), is typed an organization,
// not a person.
var countries = func() map[string]bool {
	m := map[string]bool{}
	for _, list := range []string{countryList, capitalList} {
		for _, l := range strings.Split(list, "\n") {
			if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
				m[strings.ToLower(l)] = true
			}
		}
	}
	return m
}()
