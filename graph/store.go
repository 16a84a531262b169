// Package graph keeps kg's statements and entities in a Cayley quad store. It is
// the only package that imports Cayley: it opens stores (store.go), holds the
// vocabulary (vocab.go), turns extractions into quads (quads.go), writes them
// one article per transaction (write.go), and reads them back as Gizmo
// results, exports, counts (read.go) and whole statements (ask.go).
package graph

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/boltdb/bolt"
	cgraph "github.com/cayleygraph/cayley/graph"
	ckv "github.com/cayleygraph/cayley/graph/kv"
	_ "github.com/cayleygraph/cayley/graph/memstore" // registers "memstore"
	_ "github.com/cayleygraph/cayley/writer"         // registers the "single" quad writer
	"github.com/cayleygraph/quad"
	"github.com/cockroachdb/pebble"
	"github.com/cockroachdb/pebble/bloom"
	hkv "github.com/hidal-go/hidalgo/kv"
	hbolt "github.com/hidal-go/hidalgo/kv/bolt"
	"github.com/hidal-go/hidalgo/kv/flat"
	hleveldb "github.com/hidal-go/hidalgo/kv/flat/leveldb"
	hpebble "github.com/hidal-go/hidalgo/kv/flat/pebble"
	"github.com/syndtr/goleveldb/leveldb/filter"
	"github.com/syndtr/goleveldb/leveldb/opt"
)

// Defaults for Open, used by the CLI when neither flag nor environment says
// otherwise. Open's empty backend means the existing store's own, else
// DefaultBackend, chosen by measurement (docs/performance.md).
const (
	DefaultBackend = "pebble"
	DefaultPath    = "kg.db"
)

// Detect names the embedded backend whose store is at path, or "" when there
// is none (or it is not kg's): bolt keeps one file, indexes.bolt; pebble and
// leveldb keep a MANIFEST, and pebble an OPTIONS file besides.
func Detect(path string) string {
	if path == "" {
		return ""
	}
	if _, err := os.Stat(filepath.Join(path, "indexes.bolt")); err == nil {
		return "bolt"
	}
	if m, _ := filepath.Glob(filepath.Join(path, "MANIFEST-*")); len(m) == 0 {
		return ""
	}
	if o, _ := filepath.Glob(filepath.Join(path, "OPTIONS-*")); len(o) > 0 {
		return "pebble"
	}
	return "leveldb"
}

// LockTimeout is how long Open waits for another process's lock on an
// embedded store before it gives up with ErrLocked.
var LockTimeout = 1500 * time.Millisecond

// ErrLocked is returned by Open when another process holds the store.
var ErrLocked = errors.New("store is locked by another process")

// Store is an open Cayley quad store with kg's reading and writing on top.
type Store struct {
	qs       cgraph.QuadStore
	w        cgraph.QuadWriter
	kv       hkv.KV     // the key-value database under qs, when it keeps opsIndex; see kvwords.go
	bolt     *bolt.DB   // when the backend is bolt: trimMap after each write
	pebble   *pebble.DB // when the backend is pebble: Compact after a large write
	backend  string
	path     string
	readOnly bool
	// readOnlyWhy is why writes fail: opened for reading, or a replica.
	readOnlyWhy string
	stored      storedSet   // entity quads known to be stored; see write.go
	keys        keyCache    // entities that hold each name key; see canon.go
	tallies     tallyCache  // statements per entity, as written; see tally.go
	escapedKeys bool        // kv is a flat store whose keys hidalgo escapes (idKey)
	kvSP        bool        // kv holds Cayley's subject-predicate index: values reads it directly (kvvalues.go)
	hook        *txHook     // kv: kg's keys to write with the next commit of Cayley's writer (kvreports.go)
	appender    *kvAppender // writes additions in Cayley's kv layout (kvappend.go); nil: Cayley writes all
	// quoteCache keeps what quotation planning read and wrote, between
	// batches (quotecache.go); used with the appender alone.
	quoteCache quoteCache
	// writeMu orders this process's writes: the appender's node cache is
	// right only while nothing else writes between two of its batches.
	writeMu sync.Mutex
	// pgPool is kg's own connection pool to a PostgreSQL store (sqlPool,
	// guarded by poolMu): the lock that orders the writes of every process
	// on one store, and reference counts; nil elsewhere, and until used.
	pgPool *sql.DB
	poolMu sync.Mutex
	// pgGrowth is how far quads grew since PostgreSQL last renewed its
	// statistics (keepStatistics), under writeMu.
	pgGrowth sqlGrowth
	// pending is, while a batch writes on PostgreSQL, the transaction its
	// bodies were copied into (sqlbodies.go), which sqlAppend commits with
	// the rest; under writeMu.
	pending *pendingBodies

	// queries counts running Gizmo programs: Close waits for them, since
	// Cayley's Gizmo goroutine may still read after its results are closed.
	queries sync.WaitGroup
}

// The embedded key-value backends, opened by kg itself rather than through
// Cayley's registry (see openKV for why).
var kvBackends = []string{"bolt", "leveldb", "pebble"}

// Backends lists the store backends Open accepts.
func Backends() []string {
	b := append([]string{"memstore"}, kvBackends...)
	for name := range sqlBackends {
		b = append(b, name)
	}
	sort.Strings(b)
	return b
}

// Open opens the store of the given backend at path for reading and writing,
// creating it on first use. memstore takes no path and lives as long as the
// Store. A store another process writes to fails within LockTimeout with
// ErrLocked.
func Open(backend, path string) (*Store, error) { return open(backend, path, false) }

// OpenReadOnly opens an existing store for reading: many readers may share
// it; writes fail.
func OpenReadOnly(backend, path string) (*Store, error) { return open(backend, path, true) }

func open(backend, path string, readOnly bool) (*Store, error) {
	found := Detect(path)
	if backend == "" {
		backend = DefaultBackend
		if found != "" {
			backend = found
		} else if strings.HasPrefix(path, "postgres://") || strings.HasPrefix(path, "postgresql://") {
			backend = "postgres"
		}
	}
	if found != "" && found != backend && isKV(backend) {
		return nil, fmt.Errorf("%s holds a %s store, not %s: pass --db %s (or leave --db out)", path, found, backend, found)
	}
	var qs cgraph.QuadStore
	var db hkv.KV
	var pool *sql.DB            // a SQL store's own connections (openSQLStore)
	why := "opened for reading" // what a write's error says
	switch {
	case backend == "memstore":
		var err error
		if qs, err = cgraph.NewQuadStore("memstore", "", nil); err != nil {
			return nil, err
		}
		path, readOnly = "", false
	case isKV(backend):
		if path == "" {
			path = DefaultPath
		}
		var err error
		if qs, db, err = openKVStore(backend, path, readOnly); err != nil {
			return nil, err
		}
	case sqlBackends[backend] != "":
		if path == "" || path == DefaultPath {
			return nil, fmt.Errorf("--db %s needs --dbpath postgres://USER@HOST:PORT/DB?sslmode=disable", backend)
		}
		standby, err := false, error(nil)
		if qs, pool, standby, err = openSQLStore(backend, path, readOnly); err != nil {
			return nil, err
		}
		if standby {
			readOnly, why = true, redact(path)+" is a PostgreSQL read replica (hot standby): load into its primary"
		}
	default:
		return nil, fmt.Errorf("unknown store backend %q (have %v)", backend, Backends())
	}
	s := &Store{qs: qs, backend: backend, path: path, readOnly: readOnly, readOnlyWhy: why}
	if backend == "postgres" {
		s.pgPool = pool // kg's own reads go through the pool the opening checks used
	} else if pool != nil {
		pool.Close()
	}
	s.keys.shared = backend == "postgres" || backend == "cockroach" // other loaders write it too
	s.tallies.shared = s.keys.shared
	if ks, ok := qs.(kvStore); ok && hasDirs(ks.indexes, opsIndex.Dirs) {
		s.kv = db
		s.kvSP = hasDirs(ks.indexes, spIndex.Dirs)
		s.hook = ks.hook
	}
	if b, ok := db.(*hbolt.DB); ok {
		s.bolt = b.DB()
	} else {
		s.escapedKeys = s.kv != nil // leveldb and pebble: flat.Upgrade
	}
	if p, ok := db.(pebbleStore); ok {
		s.pebble = p.db
	}
	if !readOnly {
		w, err := cgraph.NewQuadWriter("single", qs, cgraph.Options{
			"ignore_duplicate": true,
			"ignore_missing":   true,
		})
		if err != nil {
			qs.Close()
			return nil, err
		}
		s.w = w
		if s.kv != nil {
			s.appender = newKVAppender(s.kv, s.pebble)
			if err := s.indexNames(context.Background()); err != nil {
				s.Close()
				return nil, fmt.Errorf("index the entity names of %s: %w", path, err)
			}
			if err := s.indexReports(context.Background()); err != nil {
				s.Close()
				return nil, fmt.Errorf("index the quotations' reports of %s: %w", path, err)
			}
		}
		if err := s.relinkCounts(context.Background()); err != nil {
			s.Close()
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	return s, nil
}

func isKV(backend string) bool {
	for _, b := range kvBackends {
		if b == backend {
			return true
		}
	}
	return false
}

// kvIndexes are the quad indexes kg's stores keep: Cayley's defaults, and one
// on the label, so that replacing an article's graph reads that graph only.
// Cayley's kv stores know no label index and read their indexes from
// CAYLEY_KV_INDEXES into an unexported field, that is not at all
// (TestCayleyIgnoresIndexVariable): without this, every article written
// would scan the whole store.
var kvIndexes = append(append([]ckv.QuadIndex(nil), ckv.DefaultQuadIndexes...),
	ckv.QuadIndex{Dirs: []quad.Direction{quad.Label}})

// openKVStore opens (creating on first use) a Cayley kv quad store.
//
// kg opens the key-value database itself and hands it to Cayley's kv.New,
// because Cayley's own openers open bolt with no lock timeout (a second
// process waits forever), cannot open read-only, and re-read every quad into
// a bloom filter on each open (no_bloom turns that off: seconds per command
// on a big store).
func openKVStore(backend, path string, readOnly bool) (cgraph.QuadStore, hkv.KV, error) {
	_, statErr := os.Stat(path)
	create := errors.Is(statErr, os.ErrNotExist)
	if create && readOnly {
		return nil, nil, fmt.Errorf("no %s store at %s: load something first", backend, path)
	}
	db, err := openKV(backend, path, create, readOnly)
	if err != nil {
		return nil, nil, err
	}
	if create {
		if err := ckv.Init(db, nil); err != nil {
			db.Close()
			return nil, nil, fmt.Errorf("create %s store at %s: %w", backend, path, err)
		}
		if err := writeIndexes(db, kvIndexes); err != nil {
			db.Close()
			return nil, nil, fmt.Errorf("create %s store at %s: %w", backend, path, err)
		}
	}
	nk := newNewKeysKV(db, storeIndexes(db))
	qs, err := ckv.New(nk, cgraph.Options{ckv.OptNoBloom: true})
	if err != nil {
		db.Close()
		return nil, nil, fmt.Errorf("open %s store at %s: %w", backend, path, err)
	}
	if kqs, ok := qs.(*ckv.QuadStore); ok {
		return kvStore{QuadStore: kqs, indexes: storeIndexes(db), hook: nk.hook}, db, nil
	}
	return qs, db, nil
}

func openKV(backend, path string, create, readOnly bool) (hkv.KV, error) {
	switch backend {
	case "bolt":
		if create {
			if err := os.MkdirAll(path, 0o755); err != nil {
				return nil, err
			}
		}
		file := filepath.Join(path, "indexes.bolt")
		db, err := hbolt.Open(file, &bolt.Options{Timeout: LockTimeout, ReadOnly: readOnly})
		if errors.Is(err, bolt.ErrTimeout) {
			return nil, fmt.Errorf("%s: %w (waited %v; another kg load may be writing to it)", file, ErrLocked, LockTimeout)
		}
		if err != nil {
			return nil, fmt.Errorf("open bolt store %s: %w", file, err)
		}
		return db, nil
	case "leveldb", "pebble":
		// These lock their folder and fail at once when another process
		// holds it: retry for LockTimeout, as bolt waits.
		deadline := time.Now().Add(LockTimeout)
		for {
			db, err := openFlat(backend, path, create, readOnly)
			if p, ok := db.(pebbleKV); ok && err == nil {
				return pebbleStore{KV: flat.Upgrade(db), db: p.DB.DB()}, nil
			}
			if err == nil {
				return flat.Upgrade(db), nil
			}
			if !isLockErr(err) {
				return nil, fmt.Errorf("open %s store %s: %w", backend, path, err)
			}
			if time.Now().After(deadline) {
				return nil, fmt.Errorf("%s: %w (waited %v; %s lets one process at a time open a store, and another kg command (a load, kg serve) has it: stop it, or keep a store you serve and query side by side in bolt, --db bolt)", path, ErrLocked, LockTimeout, backend)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	return nil, fmt.Errorf("unknown key-value backend %q", backend)
}

// openFlat opens the flat key-value stores. Cayley's registry misses pebble
// (and badger) since Go 1.21: it copies hidalgo's registry in an init that
// now runs before hidalgo's backends register (TestCayleyMissesPebbleAndBadger);
// kg opens pebble through hidalgo directly. badger is left out: through
// Cayley's kv layer it refused to store even one generated article ("Txn is
// too big to fit into one request"), see docs/performance.md.
//
// Both get bloom filters on their tables: Cayley looks up every index key and node hash it writes, and most are new,
// so most lookups miss, and a miss without a filter reads a block of every
// level.
func openFlat(backend, path string, create, readOnly bool) (flat.KV, error) {
	switch backend {
	case "leveldb":
		db, err := hleveldb.Open(path, &opt.Options{ErrorIfMissing: !create, ReadOnly: readOnly, Filter: filter.NewBloomFilter(10)})
		if err != nil {
			return nil, err
		}
		return db, nil
	case "pebble":
		cache := pebble.NewCache(pebbleCacheSize)
		defer cache.Unref() // the database holds its own reference
		po := &pebble.Options{ErrorIfNotExists: !create, ReadOnly: readOnly, Cache: cache,
			Comparer: wholeKeyComparer, Levels: []pebble.LevelOptions{{FilterPolicy: bloom.FilterPolicy(10)}}}
		// No read-triggered compactions: a load reads the store as much as
		// it writes it (which nodes exist, quotations' key lists), and
		// pebble sampled those reads into compactions of tables the next
		// flushes replace anyway. Without them kg gen's 10,000 articles
		// load about a tenth faster, with quotation matching and without
		// (one load a process, four runs each); write-triggered
		// compactions keep the levels in shape.
		po.Experimental.ReadSamplingMultiplier = -1
		// Every process opens the store by replaying its MANIFEST, the log
		// of which tables make it. pebble starts a new one, holding only
		// the tables of now, when it passes this size; at its default of
		// 128 MB a store kept the log of every flush and compaction since
		// it was made, and at 100,000 articles decoding it was most of
		// each command's time to open the store.
		po.MaxManifestFileSize = manifestSize
		db, err := hpebble.OpenPathOptions(path, po)
		if err != nil {
			return nil, err
		}
		return pebbleKV{db}, nil
	}
	return nil, fmt.Errorf("unknown key-value backend %q", backend)
}

// manifestSize is the size past which pebble starts a new MANIFEST. A
// MANIFEST of now's tables is under 20 KB at 100,000 articles; one of
// 152 KB took 15 ms of each process to decode, a seventh of a question's
// budget.
var manifestSize int64 = 64 << 10

// pebbleCacheSize is pebble's block cache. Its default, 8 MB, does not hold
// the bloom filters of a store of a few thousand articles: a load's lookups,
// most of them misses answered by a filter, then read the filters from disk.
var pebbleCacheSize int64 = 64 << 20

// wholeKeyComparer is pebble's default comparer with Split, so that a
// lookup can consult the tables' bloom filters. At the version go.mod pins,
// pebble's Get seeks every level without them (SeekGE); only an iterator's
// SeekPrefixGE asks the filters, and it needs Split: the whole key is the
// prefix (the filters hold whole keys, as they did without Split, so tables
// written before read the same; the name is unchanged, so stores open as
// before). The appender's lookups, most of them misses, go through it
// (pebbleAppend.get; TestWholeKeyLookupSkipsTables).
var wholeKeyComparer = func() *pebble.Comparer {
	c := *pebble.DefaultComparer
	c.Split = func(k []byte) int { return len(k) }
	return &c
}()

func isLockErr(err error) bool {
	var errno interface{ Temporary() bool }
	if errors.As(err, &errno) && errno.Temporary() {
		return true
	}
	msg := err.Error()
	return strings.Contains(msg, "resource temporarily unavailable") || strings.Contains(msg, "lock") && strings.Contains(msg, "held")
}

// writeIndexes records which quad indexes the store keeps; Cayley reads the
// list back on every open.
func writeIndexes(db hkv.KV, ind []ckv.QuadIndex) error {
	data, err := json.Marshal(ind)
	if err != nil {
		return err
	}
	return hkv.Update(context.Background(), db, func(tx hkv.Tx) error {
		return tx.Put(context.Background(), hkv.Key{[]byte("meta"), []byte("indexes")}, data)
	})
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

// Close waits for running queries to stop, then closes the store.
func (s *Store) Close() error {
	s.queries.Wait()
	if s.pgPool != nil {
		s.pgPool.Close()
	}
	return s.qs.Close()
}
