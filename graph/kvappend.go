package graph

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"slices"
	"time"

	cproto "github.com/cayleygraph/cayley/graph/proto"
	"github.com/cayleygraph/cayley/graph/refs"
	"github.com/cayleygraph/quad"
	"github.com/cayleygraph/quad/pquads"
	"github.com/cockroachdb/pebble"
	hkv "github.com/hidal-go/hidalgo/kv"
	"github.com/hidal-go/hidalgo/kv/flat"
	"google.golang.org/protobuf/proto"
)

// kvAppender writes a transaction that only adds quads straight in Cayley's
// kv layout, the keys and values Cayley's own writer (ApplyDeltas in
// graph/kv/indexing.go, at the version go.mod pins) would write for it:
//
//   - meta/horizon, the last id given to a node or quad (8 bytes, little
//     endian), and meta/size, the number of quads;
//   - for each node, v<h0><h1>/<hash> its id and n<h0><h1>/<hash> its
//     reference count (uvarints), and log/<id> its protobuf primitive;
//   - for each quad, log/<id> its primitive, and its id appended to one list
//     per quad index, under the index's bucket and the quad's node ids
//     (8 bytes each, big endian).
//
// New nodes take ids in the order of their hashes, then the quads in their
// order, as Cayley gives them. TestAppenderWritesWhatCayleyWrites holds a
// store the appender wrote equal, key for key, to one Cayley wrote.
//
// Why not Cayley's writer: a load spends most of its time there (a profile of
// 6,000 articles on pebble: 38.5 of the writer's 46 s), in work a writer
// that only adds does not need: a delta list split, sorted and hashed again,
// a map of maps per index, a read of every reference count it has read in
// the batch before, protobuf reflection, reads of the writer's own batch
// through pebble's indexed batch. The appender also remembers the ids and
// reference counts of the nodes it has met (nodeCache), so popular speakers,
// predicates and small numbers are read once per load, not once per batch.
//
// What it leaves to Cayley: a transaction that removes anything (an edited
// article), and stores with a unique index (Cayley decides duplicates
// differently there). The node cache is only right while the appender is the
// only writer, so every write through Cayley empties it (Store.writeMu
// orders all writes of one process; the embedded stores lock out others).
type kvAppender struct {
	db      hkv.KV
	pebble  *pebble.DB // set: read the database directly, write a plain batch
	buckets [][]byte   // each index's bucket name
	dirs    [][]int    // each index's directions, as places in quad.Directions
	nodes   nodeCache
	absent  map[refs.ValueHash]bool // nodes existing found missing, for the next append alone
}

// newKVAppender returns an appender for db, or nil when Cayley must write:
// its indexes are unknown or one of them is unique.
func newKVAppender(db hkv.KV, pdb *pebble.DB) *kvAppender {
	inds := storeIndexes(db)
	if len(inds) == 0 {
		return nil
	}
	a := &kvAppender{db: db, pebble: pdb, nodes: nodeCache{max: &nodeCacheMax}}
	for _, ind := range inds {
		if ind.Unique {
			return nil
		}
		name := make([]byte, len(ind.Dirs))
		at := make([]int, len(ind.Dirs))
		for i, d := range ind.Dirs {
			name[i], at[i] = d.Prefix(), dirIndex(d)
		}
		a.buckets = append(a.buckets, name)
		a.dirs = append(a.dirs, at)
	}
	return a
}

// holds reports whether the store has a node for v: a new article's graph
// label is not there, and then its graph has nothing to replace.
func (a *kvAppender) holds(v quad.Value) (bool, error) {
	h := refs.HashOf(v)
	if _, ok := a.nodes.get(h); ok {
		return true, nil
	}
	b, err := a.begin(false)
	if err != nil {
		return false, err
	}
	defer b.close()
	id, err := b.get(nodeKey('v', h))
	return id != nil, err
}

// existing returns which of vs the store has a node for, in one read. The
// next append takes those it did not find as new without reading again
// (quotations ask for a batch's key nodes, most of them new, just before the
// batch is written), and finds those it found in the node cache; any other
// write in between must call forgetAbsent and forget the nodes it names.
func (a *kvAppender) existing(vs []quad.Value) (map[quad.Value]bool, error) {
	out := make(map[quad.Value]bool, len(vs))
	if a.absent == nil {
		a.absent = make(map[refs.ValueHash]bool)
	}
	var b appendBatch
	defer func() {
		if b != nil {
			b.close()
		}
	}()
	for _, v := range vs {
		h := refs.HashOf(v)
		if _, ok := a.nodes.get(h); ok {
			out[v] = true
			continue
		}
		if b == nil {
			var err error
			if b, err = a.begin(false); err != nil {
				return nil, err
			}
		}
		info, found, err := readNode(b, h)
		if err != nil {
			return nil, err
		}
		out[v] = found
		if found {
			a.nodes.put(h, info) // the next append needs it: read once
		} else {
			a.absent[h] = true
		}
	}
	return out, nil
}

// readNode reads what the store holds of the node with hash h.
func readNode(b appendBatch, h refs.ValueHash) (info nodeInfo, found bool, err error) {
	id, err := b.get(nodeKey('v', h))
	if err != nil || id == nil {
		return info, false, err
	}
	info.id, _ = binary.Uvarint(id)
	n, err := b.get(nodeKey('n', h))
	if err != nil {
		return info, false, err
	}
	info.refs, _ = binary.Uvarint(n)
	return info, true, nil
}

// forgetAbsent drops what existing found missing.
func (a *kvAppender) forgetAbsent() { a.absent = nil }

// nodeInfo is what the store holds for a node: its id and reference count.
type nodeInfo struct{ id, refs uint64 }

// nodeCache remembers nodeInfo by value hash, in two generations
// (genCache), so the nodes in use stay and memory stays bounded (about 60
// bytes a node).
type nodeCache = genCache[refs.ValueHash, nodeInfo]

// nodeCacheMax bounds a generation of nodeCache.
var nodeCacheMax = 250_000

// appendNode is a node of one append.
type appendNode struct {
	hash  refs.ValueHash
	val   quad.Value
	inc   uint64 // references this append adds
	info  nodeInfo
	isNew bool
}

// appendNodes lists the nodes quads name, each once with how many
// references the quads add to it, the node of each quad's every direction
// (-1 for none), and the nodes' order by hash, in which append resolves them.
func appendNodes(quads []quad.Quad) (nodes []appendNode, dirs [][4]int32, order []int32) {
	at := make(map[refs.ValueHash]int32, len(quads))
	dirs = make([][4]int32, len(quads))
	var lastIRI [4]quad.IRI // a statement's quads share their subject, an article's their label:
	var lastAt [4]int32     // the IRI of the quad before is not hashed again
	for i, q := range quads {
		for d, dir := range quad.Directions {
			v := q.Get(dir)
			if v == nil {
				dirs[i][d] = -1
				continue
			}
			iri, isIRI := v.(quad.IRI)
			if isIRI && lastIRI[d] != "" && iri == lastIRI[d] {
				nodes[lastAt[d]].inc++
				dirs[i][d] = lastAt[d]
				continue
			}
			h := refs.HashOf(v)
			j, ok := at[h]
			if !ok {
				j = int32(len(nodes))
				at[h] = j
				nodes = append(nodes, appendNode{hash: h, val: v})
			}
			nodes[j].inc++
			dirs[i][d] = j
			if isIRI {
				lastIRI[d], lastAt[d] = iri, j
			}
		}
	}
	order = make([]int32, len(nodes))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(x, y int32) int { return bytes.Compare(nodes[x].hash[:], nodes[y].hash[:]) })
	return nodes, dirs, order
}

// indexKey is a key of a quad index: which index, and the node ids.
type indexKey struct {
	index, n uint8 // n: bytes of ids in use, 8 a node
	ids      [32]byte
}

// indexLists gathers the quad ids an append adds under each index key, in
// the order they come (ascending), each key once.
type indexLists struct {
	at    map[indexKey]int32 // key -> its place in keys
	keys  []indexKey
	first []int32 // each key's first id in ids
	last  []int32
	ids   []uint64
	next  []int32 // the next id of the same key, or -1
}

func (l *indexLists) add(k indexKey, id uint64) {
	e := int32(len(l.ids))
	l.ids = append(l.ids, id)
	l.next = append(l.next, -1)
	if g, ok := l.at[k]; ok {
		l.next[l.last[g]] = e
		l.last[g] = e
		return
	}
	l.at[k] = int32(len(l.keys))
	l.keys = append(l.keys, k)
	l.first = append(l.first, e)
	l.last = append(l.last, e)
}

var (
	metaHorizon = hkv.Key{[]byte("meta"), []byte("horizon")}
	metaSize    = hkv.Key{[]byte("meta"), []byte("size")}
)

// append writes quads, each one given once, in one transaction, and returns
// how many it stored (a quad already stored is skipped, as Cayley's writer
// with ignore_duplicate skips it).
func (a *kvAppender) append(quads []quad.Quad, also ...kvOp) (n int, err error) {
	b, err := a.begin(true)
	if err != nil {
		return 0, err
	}
	for _, op := range also { // kg's own keys (kgnames, kgreports), in the same batch
		if op.del {
			b.del(op.key)
		} else {
			b.put(op.key, op.val)
		}
	}
	defer func() {
		if err != nil {
			a.nodes.reset() // the cache may hold what was not committed
		}
		a.forgetAbsent()
		b.close()
	}()

	// The nodes, each once, in the order of their hashes.
	nodes, dirs, order := appendNodes(quads)

	// Resolve the nodes: the cache, else the store.
	for _, j := range order {
		nd := &nodes[j]
		if info, ok := a.nodes.get(nd.hash); ok {
			nd.info = info
			continue
		}
		if a.absent[nd.hash] {
			nd.isNew = true
			continue
		}
		info, found, err := readNode(b, nd.hash)
		if err != nil {
			return 0, err
		}
		nd.info, nd.isNew = info, !found
	}

	horizon, err := b.getMeta(metaHorizon)
	if err != nil {
		return 0, err
	}
	known := horizon // ids above it are new to the store
	now := time.Now().UnixNano()
	for _, j := range order {
		nd := &nodes[j]
		if nd.isNew {
			horizon++
			nd.info.id = horizon
			val, err := pquads.MarshalValue(nd.val)
			if err != nil {
				return 0, err
			}
			b.put(nodeKey('v', nd.hash), appendUvarint(b.buf(binary.MaxVarintLen64), nd.info.id))
			b.put(logKey(nd.info.id), appendPrimitive(b.buf(40+len(val)), &cproto.Primitive{ID: nd.info.id, Timestamp: now, Value: val}))
		}
		nd.info.refs += nd.inc
		b.put(nodeKey('n', nd.hash), appendUvarint(b.buf(binary.MaxVarintLen64), nd.info.refs))
	}

	// The quads: skip one given twice, and one the store holds (possible
	// only when every node it names was there before).
	var links [][4]uint64 // node ids by direction
	seen := make(map[[4]uint64]struct{}, len(quads))
	for i := range quads {
		var ids [4]uint64
		mustBeNew := false
		for d := range ids {
			if j := dirs[i][d]; j >= 0 {
				ids[d] = nodes[j].info.id
				mustBeNew = mustBeNew || nodes[j].isNew
			}
		}
		if _, ok := seen[ids]; ok {
			continue
		}
		seen[ids] = struct{}{}
		if !mustBeNew {
			ok, err := a.stored(b, ids)
			if err != nil {
				return 0, err
			}
			if ok {
				continue
			}
		}
		links = append(links, ids)
	}

	lists := indexLists{at: make(map[indexKey]int32, len(links)*len(a.dirs))}
	for _, ids := range links {
		horizon++
		p := cproto.Primitive{ID: horizon, Subject: ids[0], Predicate: ids[1], Object: ids[2], Label: ids[3], Timestamp: now}
		b.put(logKey(p.ID), appendPrimitive(b.buf(60), &p))
		for x, at := range a.dirs {
			k := indexKey{index: uint8(x)}
			for _, d := range at {
				binary.BigEndian.PutUint64(k.ids[k.n:], ids[d])
				k.n += 8
			}
			lists.add(k, p.ID)
		}
	}
	if horizon != known {
		b.putMeta(metaHorizon, horizon)
	}
	if len(links) > 0 {
		size, err := b.getMeta(metaSize)
		if err != nil {
			return 0, err
		}
		b.putMeta(metaSize, size+uint64(len(links)))
	}
	if err := a.flushIndexes(b, &lists, known); err != nil {
		return 0, err
	}
	if err := b.commit(); err != nil {
		return 0, err
	}
	for i := range nodes {
		a.nodes.put(nodes[i].hash, nodes[i].info)
	}
	return len(links), nil
}

// flushIndexes appends each quad id to the list under its index key: a key
// that holds a node or quad id above known cannot be in the store yet and is
// written without a read.
func (a *kvAppender) flushIndexes(b appendBatch, l *indexLists, known uint64) error {
	groups := make([]int32, len(l.keys))
	for g := range groups {
		groups[g] = int32(g)
	}
	if b.wantsSorted() {
		slices.SortFunc(groups, func(x, y int32) int {
			kx, ky := &l.keys[x], &l.keys[y]
			if kx.index != ky.index {
				return int(kx.index) - int(ky.index)
			}
			return bytes.Compare(kx.ids[:kx.n], ky.ids[:ky.n])
		})
	}
	for _, g := range groups {
		k := l.keys[g]
		n := 0
		for e := l.first[g]; e >= 0; e = l.next[e] {
			n++
		}
		ids := k.ids[:k.n]
		key := hkv.Key{a.buckets[k.index], nil}
		var list []byte
		if !holdsNewID(ids, known) {
			key[1] = ids
			old, err := b.get(key)
			if err != nil {
				return err
			}
			list = append(b.buf(len(old)+n*binary.MaxVarintLen64), old...)
		} else {
			list = b.buf(n * binary.MaxVarintLen64)
		}
		for e := l.first[g]; e >= 0; e = l.next[e] {
			list = appendUvarint(list, l.ids[e])
		}
		key[1] = append(b.buf(len(ids)), ids...)
		b.put(key, list)
	}
	return nil
}

func holdsNewID(key []byte, known uint64) bool {
	for i := 0; i+8 <= len(key); i += 8 {
		if binary.BigEndian.Uint64(key[i:]) > known {
			return true
		}
	}
	return false
}

// stored reports whether the store holds a live quad with p's nodes, as
// Cayley's writer decides it with no unique index: the intersection of the
// quad's lists in every index, each candidate's primitive read from the log,
// newest first.
func (a *kvAppender) stored(b appendBatch, ids [4]uint64) (bool, error) {
	p := &cproto.Primitive{Subject: ids[0], Predicate: ids[1], Object: ids[2], Label: ids[3]}
	var cand []uint64
	for x, at := range a.dirs {
		key := make([]byte, 0, 8*len(at))
		for _, d := range at {
			key = binary.BigEndian.AppendUint64(key, ids[d])
		}
		v, err := b.get(hkv.Key{a.buckets[x], key})
		if err != nil {
			return false, err
		}
		var list []uint64
		for len(v) > 0 {
			id, n := binary.Uvarint(v)
			if n <= 0 {
				return false, errors.New("kv: bad quad index list")
			}
			list = append(list, id)
			v = v[n:]
		}
		if x == 0 {
			cand = list
		} else {
			cand = intersectSorted(cand, list)
		}
	}
	for i := len(cand) - 1; i >= 0; i-- {
		v, err := b.get(logKey(cand[i]))
		if err != nil {
			return false, err
		}
		if v == nil {
			return false, hkv.ErrNotFound // as Cayley fails on a quad id missing from the log
		}
		var q cproto.Primitive
		if err := proto.Unmarshal(v, &q); err != nil {
			return false, err
		}
		if !q.Deleted && q.IsSameLink(p) {
			return true, nil
		}
	}
	return false, nil
}

// dirIndex is d's place in quad.Directions.
func dirIndex(d quad.Direction) int {
	for i, x := range quad.Directions {
		if x == d {
			return i
		}
	}
	panic("kv: unknown direction " + d.String())
}

func intersectSorted(a, b []uint64) []uint64 {
	var out []uint64
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] < b[j]:
			i++
		case a[i] > b[j]:
			j++
		default:
			out = append(out, a[i])
			i++
			j++
		}
	}
	return out
}

func nodeKey(bucket byte, h refs.ValueHash) hkv.Key {
	return hkv.Key{[]byte{bucket, h[0], h[1]}, h[:]}
}

func logKey(id uint64) hkv.Key {
	return hkv.Key{logBucket, binary.BigEndian.AppendUint64(make([]byte, 0, 8), id)}
}

func appendUvarint(b []byte, x uint64) []byte { return binary.AppendUvarint(b, x) }

// appendPrimitive appends p's protobuf encoding, the bytes proto.Marshal
// gives (fields in number order, zero values left out;
// TestAppendPrimitiveIsProtoMarshal), without its reflection.
func appendPrimitive(b []byte, p *cproto.Primitive) []byte {
	field := func(num byte, x uint64) {
		if x != 0 {
			b = append(b, num<<3)
			b = binary.AppendUvarint(b, x)
		}
	}
	field(1, p.ID)
	field(2, p.Subject)
	field(3, p.Predicate)
	field(4, p.Object)
	field(5, p.Label)
	field(6, p.Replaces)
	field(7, uint64(p.Timestamp))
	if len(p.Value) > 0 {
		b = append(b, 8<<3|2)
		b = binary.AppendUvarint(b, uint64(len(p.Value)))
		b = append(b, p.Value...)
	}
	if p.Deleted {
		b = append(b, 9<<3, 1)
	}
	return b
}

// appendBatch is one write transaction of the appender. get returns nil for
// a key that is absent; put's key and value must stay untouched until the
// commit (bolt keeps them), which buf's arena sees to.
type appendBatch interface {
	get(k hkv.Key) ([]byte, error)
	put(k hkv.Key, v []byte)
	del(k hkv.Key)
	commit() error
	close()
	buf(n int) []byte // an empty slice with room for n bytes, valid until close
	getMeta(k hkv.Key) (uint64, error)
	putMeta(k hkv.Key, v uint64)
	// wantsSorted: puts in key order are cheaper (a B-tree: bolt)
	wantsSorted() bool
}

// begin opens a batch; one that will not write (rw false) only reads.
func (a *kvAppender) begin(rw bool) (appendBatch, error) {
	if a.pebble != nil {
		t := &pebbleAppend{db: a.pebble, it: a.pebble.NewIter(nil)}
		if rw {
			t.b = a.pebble.NewBatch()
		}
		return t, nil
	}
	tx, err := a.db.Tx(context.Background(), rw)
	if err != nil {
		return nil, err
	}
	return &txAppend{tx: tx}, nil
}

// arena hands out slices of large blocks, so a batch of many small values
// costs few allocations.
type arena struct{ block []byte }

func (r *arena) buf(n int) []byte {
	if n > 4096 {
		return make([]byte, 0, n)
	}
	if cap(r.block)-len(r.block) < n {
		r.block = make([]byte, 0, 64<<10)
	}
	s := r.block[len(r.block) : len(r.block) : len(r.block)+n]
	r.block = r.block[:len(r.block)+n]
	return s
}

// txAppend writes through a key-value transaction (bolt; leveldb).
type txAppend struct {
	tx  hkv.Tx
	err error
	arena
}

func (t *txAppend) get(k hkv.Key) ([]byte, error) {
	v, err := t.tx.Get(context.Background(), k)
	if err == hkv.ErrNotFound {
		return nil, nil
	}
	return v, err
}

func (t *txAppend) put(k hkv.Key, v []byte) {
	if t.err == nil {
		t.err = t.tx.Put(context.Background(), k, v)
	}
}

func (t *txAppend) del(k hkv.Key) {
	if t.err == nil {
		t.err = t.tx.Del(context.Background(), k)
	}
}

func (t *txAppend) commit() error {
	if t.err != nil {
		return t.err
	}
	return t.tx.Commit(context.Background())
}

func (t *txAppend) close() { t.tx.Close() }

func (t *txAppend) wantsSorted() bool { return true }

func (t *txAppend) getMeta(k hkv.Key) (uint64, error) { return getMeta(t, k) }

func (t *txAppend) putMeta(k hkv.Key, v uint64) {
	t.put(k, binary.LittleEndian.AppendUint64(t.buf(8), v))
}

// pebbleAppend reads pebble directly and writes a plain batch: every key
// the appender reads it reads before it writes it, so it needs no indexed
// batch to read its own writes, and the store has no other writer meanwhile.
// Keys are hidalgo's flat escaping of the bucket and the key, as Cayley's
// writes through hidalgo store them.
type pebbleAppend struct {
	db  *pebble.DB
	b   *pebble.Batch    // nil when the batch only reads
	it  *pebble.Iterator // the store as the batch began; its SeekPrefixGE asks the bloom filters
	err error
	arena
}

func (t *pebbleAppend) get(k hkv.Key) ([]byte, error) {
	key := flat.KeyEscape(k)
	if !t.it.SeekPrefixGE(key) || !bytes.Equal(t.it.Key(), key) {
		return nil, t.it.Error()
	}
	return bytes.Clone(t.it.Value()), nil
}

func (t *pebbleAppend) put(k hkv.Key, v []byte) {
	if t.err == nil {
		t.err = t.b.Set(flat.KeyEscape(k), v, nil)
	}
}

func (t *pebbleAppend) del(k hkv.Key) {
	if t.err == nil {
		t.err = t.b.Delete(flat.KeyEscape(k), nil)
	}
}

func (t *pebbleAppend) commit() error {
	if t.err != nil {
		return t.err
	}
	return t.b.Commit(pebble.Sync)
}

func (t *pebbleAppend) close() {
	t.it.Close()
	if t.b != nil {
		t.b.Close()
	}
}

func (t *pebbleAppend) wantsSorted() bool { return false }

func (t *pebbleAppend) getMeta(k hkv.Key) (uint64, error) { return getMeta(t, k) }

func (t *pebbleAppend) putMeta(k hkv.Key, v uint64) {
	t.put(k, binary.LittleEndian.AppendUint64(t.buf(8), v))
}

func getMeta(b appendBatch, k hkv.Key) (uint64, error) {
	v, err := b.get(k)
	if err != nil || v == nil {
		return 0, err
	}
	if len(v) != 8 {
		return 0, errors.New("kv: bad meta value")
	}
	return binary.LittleEndian.Uint64(v), nil
}
