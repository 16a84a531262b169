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
var countries = lowerSet(countryList, capitalList)

// states holds the countries alone: "Statistics Canada" names a body after
// its state, where "Kerry Washington" is a person.
var states = lowerSet(countryList)

// lowerSet is the set of the lower-cased lines of lists, less blank lines
// and comments.
func lowerSet(lists ...string) map[string]bool {
	m := map[string]bool{}
	for _, list := range lists {
		for _, l := range strings.Split(list, "\n") {
			if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
				m[strings.ToLower(l)] = true
			}
		}
	}
	return m
}

//go:embed data/organizations.txt
var organizationList string

// knownOrganizations holds the lower-cased names of
// loader/data/organizations.txt: bodies news copy names by one word
// ("Greenpeace said", "Airbnb said"), which are no person.
var knownOrganizations = lowerSet(organizationList)

//go:embed data/given_names.tsv
var givenNameList string

// givenGender maps a given name to the pronoun news copy uses for its
// bearers (loader/data/given_names.tsv): what "he" and "she" may mean
// when the article says nothing of a person's gender itself.
var givenGender = func() map[string]string {
	m := map[string]string{}
	for _, l := range strings.Split(givenNameList, "\n") {
		name, g, ok := strings.Cut(strings.TrimSpace(l), "\t")
		if ok && !strings.HasPrefix(name, "#") {
			m[name] = g
		}
	}
	return m
}()
