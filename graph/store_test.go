package graph

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cayleygraph/quad/nquads"

	kg "github.com/kg-dev/kg"
)

func sample(text string) kg.Extraction {
	a := kg.Article{ID: "a1", Text: text, Publisher: "The Daily Planet"}
	speaker := kg.Entity{Name: "Lois Lane", Type: kg.Person, Role: "reporter"}
	speaker.ID = kg.EntityIRI(speaker.Type, speaker.Name, a.ID)
	outlet := kg.Entity{Name: "Wire Service", Type: kg.NewsOutlet}
	outlet.ID = kg.EntityIRI(outlet.Type, outlet.Name, a.ID)
	content := kg.Span{Start: 0, End: strings.Index(text, ",")}
	st := kg.Statement{
		Article: a.ID, Kind: kg.Speech, Content: content.Of(text), ContentSpan: content,
		Cue: "said", Mention: "Lois Lane", Speaker: speaker, Via: []kg.Hop{{Entity: outlet, Cue: "told"}},
	}
	st.ID = kg.StatementIRI(a.ID, content, -1)
	return kg.Extraction{Article: a, Statements: []kg.Statement{st}, Entities: []kg.Entity{speaker, outlet}}
}

func TestWriteIsIdempotentAndReplacesEditedArticles(t *testing.T) {
	for _, backend := range []string{"memstore", "bolt"} {
		t.Run(backend, func(t *testing.T) {
			s, _ := tempStore(t, backend)
			first, err := s.WriteExtraction(sample("The bridge opens today, Lois Lane said."))
			if err != nil || first.Added == 0 {
				t.Fatalf("first write: %+v, %v", first, err)
			}
			again, err := s.WriteExtraction(sample("The bridge opens today, Lois Lane said."))
			if err != nil || again.Added != 0 || again.Removed != 0 {
				t.Fatalf("second write of the same article changed %+v, %v", again, err)
			}
			edited, err := s.WriteExtraction(sample("The bridge opens tomorrow, Lois Lane said."))
			if err != nil || edited.Removed == 0 {
				t.Fatalf("edited write: %+v, %v", edited, err)
			}
			var buf bytes.Buffer
			w := nquads.NewWriter(&buf)
			if _, err := s.Export(w); err != nil {
				t.Fatal(err)
			}
			w.Close()
			if strings.Contains(buf.String(), "opens today") {
				t.Error("the old version of the article is still in the store")
			}
			if !strings.Contains(buf.String(), "opens tomorrow") {
				t.Error("the new version is missing")
			}
			st, err := s.Stats(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if st.Articles != 1 || st.Statements != 1 || st.Entities[kg.Person] != 1 || st.Entities[kg.NewsOutlet] != 3-1 {
				t.Errorf("stats: %+v", st)
			}
		})
	}
}

func TestQueryStopsAtTimeout(t *testing.T) {
	s := OpenMemory()
	defer s.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 200e6)
	defer cancel()
	err := s.Query(ctx, "while(true){}", 0, func(any) error { return nil })
	if err != ErrTimeout {
		t.Fatalf("got %v, want ErrTimeout", err)
	}
}

func TestOpenUnknownBackend(t *testing.T) {
	if _, err := Open("nosuch", ""); err == nil || !strings.Contains(err.Error(), "nosuch") {
		t.Fatalf("got %v", err)
	}
}

// TestOpenFindsTheStoresOwnBackend: with no backend named, Open uses the
// one whose store is at the path (else DefaultBackend); naming another
// fails with a message that says which it is.
func TestOpenFindsTheStoresOwnBackend(t *testing.T) {
	for _, backend := range []string{"bolt", "pebble", "leveldb"} {
		t.Run(backend, func(t *testing.T) {
			s, path := tempStore(t, backend)
			if _, err := s.WriteExtraction(sample("The vote was fair, Lois Lane told Wire Service.")); err != nil {
				t.Fatal(err)
			}
			s.Close()
			if got := Detect(path); got != backend {
				t.Fatalf("Detect = %q, want %q", got, backend)
			}
			auto, err := OpenReadOnly("", path)
			if err != nil {
				t.Fatal(err)
			}
			if auto.backend != backend {
				t.Errorf("opened as %s, want %s", auto.backend, backend)
			}
			auto.Close()
			other := "bolt"
			if backend == "bolt" {
				other = "pebble"
			}
			_, err = OpenReadOnly(other, path)
			if err == nil || !strings.Contains(err.Error(), "holds a "+backend+" store") {
				t.Errorf("opening a %s store as %s: %v", backend, other, err)
			}
		})
	}
	if got := Detect(t.TempDir()); got != "" {
		t.Errorf("an empty folder detected as %q", got)
	}
}

// TestReadOnlySaysWhy: a store opened for reading says so, and a write to it
// fails with ErrReadOnly and the reason; one opened for writing takes writes.
func TestReadOnlySaysWhy(t *testing.T) {
	path := filepath.Join(t.TempDir(), "kg.db")
	w, err := Open("bolt", path)
	if err != nil {
		t.Fatal(err)
	}
	if ro, why := w.ReadOnly(); ro {
		t.Errorf("a store opened for writing is read-only: %s", why)
	}
	w.Close()
	r, err := OpenReadOnly("bolt", path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if ro, why := r.ReadOnly(); !ro || why == "" {
		t.Errorf("OpenReadOnly: ReadOnly() = %v, %q", ro, why)
	}
	_, err = r.WriteExtraction(kg.Extraction{Article: kg.Article{ID: "a", Text: "x"}})
	if !errors.Is(err, ErrReadOnly) || !strings.Contains(err.Error(), "opened for reading") {
		t.Errorf("a write to a store opened for reading: %v", err)
	}
}
