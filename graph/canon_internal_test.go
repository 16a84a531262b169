package graph

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	kg "github.com/kg-dev/kg"
)

// extractionOf is an article whose one statement is spoken by e.
func extractionOf(id string, e kg.Entity) kg.Extraction {
	text := "The levy will rise, " + e.Name + " said."
	e.ID = kg.EntityIRI(e.Type, e.Name, id)
	content := kg.Span{Start: 0, End: strings.Index(text, ",")}
	st := kg.Statement{Article: id, Kind: kg.Speech, Content: content.Of(text), ContentSpan: content, Cue: "said", Speaker: e}
	st.ID = kg.StatementIRI(id, content, -1)
	return kg.Extraction{Article: kg.Article{ID: id, Text: text}, Statements: []kg.Statement{st}, Entities: []kg.Entity{e}}
}

// TestMergeKeepsSharedNodes: a merge removes the merged entity's key quads
// and the batch adds the canonical entity's, one of them a key string that
// a third entity (of another type, not merged) also holds; afterwards that
// entity's key still reads, the export reads whole, and the canonical
// entity carries both other names.
func TestMergeKeepsSharedNodes(t *testing.T) {
	for _, backend := range []string{"bolt", "pebble", "leveldb"} {
		t.Run(backend, func(t *testing.T) {
			s, err := Open(backend, filepath.Join(t.TempDir(), "kg.db"))
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			for _, x := range []kg.Extraction{
				extractionOf("a1", kg.Entity{Name: "Ada Moss", Type: kg.Person}),
				extractionOf("a2", kg.Entity{Name: "Moss Group", Type: kg.Organization, Aliases: []string{"Ada Moss"}}),
				extractionOf("a3", kg.Entity{Name: "Moss Group International", Type: kg.Organization, Aliases: []string{"Moss Group"}}),
			} {
				if _, err := s.WriteExtraction(x); err != nil {
					t.Fatal(err)
				}
			}
			ctx := context.Background()
			keys, err := s.Objects(ctx, kg.EntityIRI(kg.Person, "Ada Moss", ""), Key)
			if err != nil || len(keys) != 1 || plain(keys[0]) != "ada moss" {
				t.Errorf("Ada Moss's keys: %v, %v", keys, err)
			}
			if _, err := s.Export(discard{}); err != nil {
				t.Errorf("export after the merge: %v", err)
			}
			orgs, err := s.Objects(ctx, kg.EntityIRI(kg.Organization, "Moss Group International", ""), AlternateName)
			if err != nil || len(orgs) != 2 {
				t.Errorf("the canonical organization's aliases: %v, %v (want Moss Group and Ada Moss)", orgs, err)
			}
		})
	}
}
