package loader_test

import (
	"fmt"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/loader"
)

// Extract one article and print who said what, through whom.
func ExampleExtractor_Extract() {
	text := `"The plant was closed for safety reasons," a company official told Reuters.`
	x := loader.NewExtractor(nil)
	for _, s := range x.Extract(kg.Article{ID: "plant", Text: text}).Statements {
		fmt.Printf("%s (%s) %s: %q via %s\n", s.Speaker.Name, s.Speaker.Type, s.Cue, s.Content, s.Via[0].Entity.Name)
	}
	// Output: a company official (UnnamedSource) told: "The plant was closed for safety reasons" via Reuters
}
