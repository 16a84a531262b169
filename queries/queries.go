// Package queries holds the Gizmo programs behind kg's questions. Each is a
// plain .js file that a user can read, copy, change and run by hand with
// `kg query -f queries/NAME.js --param key=value`; the questions run the same
// text through the same engine.
//
// Parameters reach a program as a JavaScript object named params, declared in
// a line put before the program's text. Besides the parameters given, kg
// derives two kinds (Params): from "phrase" the index word nodes
// "wordNodes", and from "name" the name key "key" (kg.MatchKey), so that
// programs never re-implement the index's rules. After the parameters come
// the helpers of prelude.js, which the programs share.
package queries

import (
	"embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	kg "github.com/kg-dev/kg"
)

//go:embed *.js
var files embed.FS

// Names lists the programs, without their .js suffix.
func Names() []string {
	ents, _ := files.ReadDir(".")
	var out []string
	for _, e := range ents {
		if n := strings.TrimSuffix(e.Name(), ".js"); n != prelude {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// Source returns the text of the program called name.
func Source(name string) (string, error) {
	b, err := files.ReadFile(name + ".js")
	if err != nil {
		return "", fmt.Errorf("no query program %q (have %s)", name, strings.Join(Names(), ", "))
	}
	return string(b), nil
}

// Params returns p with the derived parameters added: "wordNodes" (a list of
// word node IRIs) for "phrase", "key" for "name".
func Params(p map[string]string) map[string]any {
	out := map[string]any{}
	for k, v := range p {
		out[k] = v
	}
	if ph, ok := p["phrase"]; ok {
		nodes := []string{}
		for _, w := range kg.Words(ph) {
			nodes = append(nodes, "<"+kg.WordIRI(w)+">")
		}
		out["wordNodes"] = nodes
	}
	if n, ok := p["name"]; ok {
		if _, given := p["key"]; !given {
			out["key"] = kg.MatchKey(n)
		}
	}
	return out
}

// prelude is the name of the helpers (prelude.js) that Bind puts before
// every program; it is no program of its own.
const prelude = "prelude"

// Bind returns program with its params declared before it, and the helpers
// of prelude.js, ready to run.
func Bind(program string, p map[string]string) string {
	b, _ := json.Marshal(Params(p)) // strings and string lists: cannot fail
	lib, _ := files.ReadFile(prelude + ".js")
	return "var params = " + string(b) + ";\n" + string(lib) + program
}

// Program returns the named program bound to p.
func Program(name string, p map[string]string) (string, error) {
	src, err := Source(name)
	if err != nil {
		return "", err
	}
	return Bind(src, p), nil
}
