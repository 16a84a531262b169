package graph

// genCache is a map in two generations: when the current one is full it
// becomes the old one, and an entry found there moves back, so the entries
// in use stay and memory stays bounded.
type genCache[K comparable, V any] struct {
	cur, old map[K]V
	max      *int // a generation's bound; nil: genCacheMax
}

// genCacheMax bounds a generation of a genCache that names no bound.
var genCacheMax = 200_000

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
	max := genCacheMax
	if c.max != nil {
		max = *c.max
	}
	if c.cur == nil || len(c.cur) >= max {
		c.old, c.cur = c.cur, make(map[K]V)
	}
	c.cur[k] = v
}

func (c *genCache[K, V]) reset() { c.cur, c.old = nil, nil }

// forget drops what the cache holds of k.
func (c *genCache[K, V]) forget(k K) {
	delete(c.cur, k)
	delete(c.old, k)
}
