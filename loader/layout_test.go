package loader

import (
	"go/ast"
	"go/parser"
	gotoken "go/token"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// pipelineStages places each file of the package in the pipeline
// (docs/extraction.md). Stage 0 files are shared resources any stage may
// read (word shapes, the lexicon, the outlet gazetteer); extract.go drives
// the stages in order.
var pipelineStages = map[string]int{
	"words.go": 0, "lexicon.go": 0, "outlets.go": 0, "countries.go": 0,
	"read.go": 1, "segment.go": 2, "cues.go": 3,
	"attribute.go": 4, "speaker.go": 4, "content.go": 4, "reports.go": 4,
	"hops.go": 5, "cuemodel.go": 6, "continue.go": 7,
	"speakers.go": 8, "resolve.go": 8, "kind.go": 9,
	"extract.go": 10,
}

// TestStagesCallOnlyEarlierStages: no function of a stage calls one of a
// later stage, so data flows one way through the pipeline; every file of
// the package has its place in pipelineStages.
func TestStagesCallOnlyEarlierStages(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := gotoken.NewFileSet()
	parsed := map[string]*ast.File{}
	defined := map[string][]string{} // function or method name -> files defining it
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		if _, ok := pipelineStages[f]; !ok {
			t.Errorf("%s has no stage in pipelineStages", f)
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed[f] = af
		for _, d := range af.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				defined[fd.Name.Name] = append(defined[fd.Name.Name], f)
			}
		}
	}
	var bad []string
	for f, af := range parsed {
		ast.Inspect(af, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var name string
			switch fn := call.Fun.(type) {
			case *ast.Ident:
				name = fn.Name
			case *ast.SelectorExpr:
				if x, ok := fn.X.(*ast.Ident); ok && x.Obj == nil && isImport(af, x.Name) {
					return true // strings.Fields, kg.Span ...
				}
				name = fn.Sel.Name
			default:
				return true
			}
			defs := defined[name]
			if len(defs) != 1 {
				return true // a builtin, or a method name more than one type has
			}
			if d := defs[0]; pipelineStages[d] > pipelineStages[f] {
				bad = append(bad, f+" calls "+name+" of "+d)
			}
			return true
		})
	}
	sort.Strings(bad)
	for _, b := range slices.Compact(bad) {
		t.Error(b)
	}
}

func isImport(f *ast.File, name string) bool {
	for _, im := range f.Imports {
		p := strings.Trim(im.Path.Value, `"`)
		if im.Name != nil && im.Name.Name == name || im.Name == nil && p[strings.LastIndex(p, "/")+1:] == name {
			return true
		}
	}
	return false
}
