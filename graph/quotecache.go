package graph

import (
	"slices"

	"github.com/cayleygraph/cayley/graph/refs"
	kg "github.com/kg-dev/kg"
)

// quoteCache keeps, from one batch to the next, what quotation planning
// read of the store, kept up to date with what the batches write: the
// statements on each key node, each stored statement's card as a report
// needs it, its quotation link, and article dates. A load of new articles then reads each hot key
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
	keys  genCache[refs.ValueHash, []string] // key node -> every statement on it
	cards genCache[string, *storedCard]      // statement IRI -> its card
	links genCache[string, string]           // statement IRI -> its quotation, "" for none
	dates genCache[string, string]           // article id -> dateKey
}

// storedCard is what a report of a stored statement is made of, but its
// quotation: facts that change only when its article is rewritten. The
// sketch is made again when a batch reads it (cheaply): a cache of
// sketches' word lists cost the garbage collector more.
type storedCard struct {
	article, speaker, content string
	start                     int
	quoted                    bool   // the content has band keys
	date                      string // the article's dateKey, when the card copies its article
	dated                     bool
}

func (c *storedCard) sketch() kg.QuoteSketch { return kg.NewQuoteSketch(c.content, c.quoted) }

func (c *quoteCache) reset() {
	c.keys.reset()
	c.cards.reset()
	c.links.reset()
	c.dates.reset()
}

// commit brings what the cache holds up to date with what a batch wrote:
// the batch's reports join the key lists it holds, and the links the plan
// set replace those it holds. What it does not hold it does not add: most
// statements are never met again, and a cache of every one cost a load
// more in memory and garbage collection than the reads it saved. A
// statement met again is read from the store once, then held.
func (c *quoteCache) commit(ix *quoteIndex, batch []*report) {
	for _, r := range batch {
		for _, k := range r.keys() {
			h := refs.HashOf(k.node)
			ids, ok := c.keys.get(h)
			if !ok || slices.Contains(ids, r.id) {
				continue // not held; or an article loaded again as it was
			}
			c.keys.put(h, append(ids[:len(ids):len(ids)], r.id))
		}
	}
	for id, q := range ix.named {
		if _, ok := c.links.get(id); ok {
			c.links.put(id, q)
		}
	}
	for a, d := range ix.dates {
		c.dates.put(a, d)
	}
}
