// Package graph keeps kg's statements and entities in a Cayley quad store. It is
// the only package that imports Cayley: it opens stores, holds the vocabulary
// (vocab.go), turns extractions into quads (quads.go), writes them one article
// per transaction (write.go) and reads them back as Gizmo results, exports and
// counts (read.go).
package graph

import (
	"errors"
	"fmt"
	"os"
	"sort"

	cgraph "github.com/cayleygraph/cayley/graph"
	_ "github.com/cayleygraph/cayley/graph/kv/bolt"    // registers "bolt"
	_ "github.com/cayleygraph/cayley/graph/kv/leveldb" // registers "leveldb"
	_ "github.com/cayleygraph/cayley/graph/memstore"   // registers "memstore"
	_ "github.com/cayleygraph/cayley/writer"           // registers the "single" quad writer
)

// Defaults for Open, used by the CLI when neither flag nor environment says otherwise.
const (
	DefaultBackend = "bolt"
	DefaultPath    = "kg.db"
)

// Store is an open Cayley quad store with kg's reading and writing on top.
type Store struct {
	qs      cgraph.QuadStore
	w       cgraph.QuadWriter
	backend string
	path    string
}

// Backends lists the store backends Open accepts.
func Backends() []string {
	b := cgraph.QuadStores()
	sort.Strings(b)
	return b
}

// Open opens the store of the given backend at path, creating it on first use.
// memstore takes no path and lives as long as the Store.
func Open(backend, path string) (*Store, error) {
	if backend == "" {
		backend = DefaultBackend
	}
	if !cgraph.IsRegistered(backend) {
		return nil, fmt.Errorf("unknown store backend %q (have %v)", backend, Backends())
	}
	if !cgraph.IsPersistent(backend) {
		path = ""
	} else if path == "" {
		path = DefaultPath
	}
	if path != "" {
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			if err := cgraph.InitQuadStore(backend, path, nil); err != nil {
				return nil, fmt.Errorf("create %s store at %s: %w", backend, path, err)
			}
		}
	}
	qs, err := cgraph.NewQuadStore(backend, path, nil)
	if err != nil {
		return nil, fmt.Errorf("open %s store at %s: %w", backend, path, err)
	}
	w, err := cgraph.NewQuadWriter("single", qs, cgraph.Options{
		"ignore_duplicate": true,
		"ignore_missing":   true,
	})
	if err != nil {
		qs.Close()
		return nil, err
	}
	return &Store{qs: qs, w: w, backend: backend, path: path}, nil
}

// OpenMemory opens a fresh in-memory store, for tests and one-shot questions.
func OpenMemory() *Store {
	s, err := Open("memstore", "")
	if err != nil {
		panic(err) // memstore is compiled in; it cannot fail to open
	}
	return s
}

// Backend is the name of the store's backend.
func (s *Store) Backend() string { return s.backend }

// Path is where the store lives; empty for memstore.
func (s *Store) Path() string { return s.path }

// Close flushes and closes the store.
func (s *Store) Close() error { return s.qs.Close() }
