package graph

import (
	"slices"

	"github.com/cayleygraph/quad"
	kg "github.com/kg-dev/kg"
)

// quoteCache keeps, from one batch to the next, what quotation planning
// read of the store and what the batches wrote: the statements on each key
// node, each stored statement's card as a report needs it, its quotation
// link, and article dates. A load of new articles then reads each hot key
// node and each repeated report once, not once a batch: on kg gen's corpus,
// where a third of the articles repeat a quotation, planning read the same
// reports in batch after batch, and a load lost a third of its speed.
//
// Like the appender's node cache it is right only while this process is the
// only writer and writes what it knows: it is kept on the embedded kv
// stores alone, and Cayley's writer empties it (Store.cayleyWrites), but
// for the removals of a quotation plan, which it follows itself. Both
// generations of each map are bounded, so memory stays flat on any load.
type quoteCache struct {
	keys  genCache[quad.Value, []string] // key node -> every statement on it
	cards genCache[string, *storedCard]  // statement IRI -> its card
	links genCache[string, string]       // statement IRI -> its quotation, "" for none
	dates genCache[string, string]       // article id -> dateKey
}

// storedCard is what a report of a stored statement is made of, but its
// quotation: facts that change only when its article is rewritten.
type storedCard struct {
	article, speaker, content string
	start                     int
	sketch                    kg.QuoteSketch
}

// quoteCacheMax bounds one generation of each of quoteCache's maps.
var quoteCacheMax = 200_000

func (c *quoteCache) reset() {
	c.keys.reset()
	c.cards.reset()
	c.links.reset()
	c.dates.reset()
}

// commit records what a batch planned and wrote: its reports' cards and
// keys (a key node the store did not hold before has the batch's reports
// alone), and every link the plan set.
func (c *quoteCache) commit(ix *quoteIndex, batch []*report) {
	for _, r := range batch {
		c.cards.put(r.id, &storedCard{article: r.article, speaker: r.speaker, content: r.content, start: r.start, sketch: r.sketch})
		for _, k := range r.keys() {
			ids, ok := c.keys.get(k.node)
			if !ok && (ix.bands == nil || ix.bands[k.node]) {
				continue // held before, not read: the next batch reads it
			}
			if slices.Contains(ids, r.id) {
				continue // an article loaded again as it was
			}
			c.keys.put(k.node, append(ids[:len(ids):len(ids)], r.id))
		}
	}
	for id, q := range ix.named {
		c.links.put(id, q)
	}
	for a, d := range ix.dates {
		c.dates.put(a, d)
	}
}

// genCache is a map in two generations: when the current one is full it
// becomes the old one, and an entry found there moves back.
type genCache[K comparable, V any] struct {
	cur, old map[K]V
}

func (c *genCache[K, V]) get(k K) (V, bool) {
	if v, ok := c.cur[k]; ok {
		return v, true
	}
	v, ok := c.old[k]
	if ok {
		c.put(k, v)
	}
	return v, ok
}

func (c *genCache[K, V]) put(k K, v V) {
	if c.cur == nil || len(c.cur) >= quoteCacheMax {
		c.old, c.cur = c.cur, make(map[K]V)
	}
	c.cur[k] = v
}

func (c *genCache[K, V]) reset() { c.cur, c.old = nil, nil }
