package ask

import (
	"context"
	"errors"
	"strings"

	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/graph"
)

// The said-by and via questions in Go: the same steps as queries/prelude.js
// named(), queries/said_by.js and queries/via.js, in the same order, taken
// through graph.Store.Subjects and Objects rather than the JavaScript VM,
// which costs more than the reads on a page of statements. The programs stay
// what `kg query -f` and --explain run; TestGoQuestionsFindWhatTheProgramsFind
// holds the two to the same statements in the same order.

// eachNamed calls fn with each entity that shares a name key with key,
// and so on transitively, in the order named() finds them, until fn says
// stop: a page of a name that thousands of entities share (an unnamed
// group of each article, "local farmers") needs the first few, and
// reading every one's keys took seconds.
func eachNamed(ctx context.Context, st *graph.Store, key string, fn func(e string) (stop bool, err error)) error {
	seen, seenKey := map[string]bool{}, map[string]bool{key: true}
	keys := []quad.Value{quad.String(key)}
	stopped := false
	var fnErr error
	for len(keys) > 0 && !stopped {
		k := keys[len(keys)-1]
		keys = keys[:len(keys)-1]
		err := st.Subjects(ctx, k, graph.Key, func(e string) error {
			if seen[e] {
				return nil
			}
			seen[e] = true
			stopped, fnErr = fn(e)
			if fnErr != nil || stopped {
				stopped = true
				return graph.ErrStop
			}
			ks, err := st.Objects(ctx, e, graph.Key)
			for _, kv := range ks {
				if s := quad.StringOf(kv); !seenKey[s] {
					seenKey[s] = true
					keys = append(keys, kv)
				}
			}
			return err
		})
		if err != nil && !errors.Is(err, graph.ErrStop) {
			return err
		}
	}
	return fnErr
}

// quotationPrefix opens a quotation's IRI (kg.QuotationIRI), which said-by
// passes over.
const quotationPrefix = kg.Base + "quotation/"

// collector gathers statement ids once each, up to limit (0: no limit).
type collector struct {
	ids   []string
	seen  map[string]bool
	limit int
}

func (c *collector) add(id string) error {
	if c.full() {
		return graph.ErrStop
	}
	if c.seen[id] {
		return nil
	}
	c.seen[id] = true
	c.ids = append(c.ids, id)
	if c.limit > 0 && len(c.ids) >= c.limit {
		return graph.ErrStop
	}
	return nil
}

func (c *collector) full() bool { return c.limit > 0 && len(c.ids) >= c.limit }

// saidBy finds what queries/said_by.js finds.
func saidBy(ctx context.Context, st *graph.Store, key string, members bool, limit int) ([]string, error) {
	c := &collector{seen: map[string]bool{}, limit: limit}
	statementsOf := func(speaker string) error {
		return st.Subjects(ctx, quad.IRI(speaker), graph.WasAttributedTo, func(id string) error {
			if strings.HasPrefix(id, quotationPrefix) {
				return nil // a quotation is attributed to its speaker too; its reports are the statements
			}
			return c.add(id)
		})
	}
	var ents []string
	done := map[string]bool{}
	err := eachNamed(ctx, st, key, func(e string) (bool, error) {
		ents = append(ents, e)
		done[e] = true
		err := statementsOf(e)
		return c.full(), err
	})
	if err != nil || c.full() {
		return c.ids, err
	}
	if members {
		for _, e := range ents {
			var ms []string
			if err := st.Subjects(ctx, quad.IRI(e), graph.MemberOf, func(m string) error {
				if !done[m] {
					done[m] = true
					ms = append(ms, m)
				}
				return nil
			}); err != nil {
				return c.ids, err
			}
			for _, m := range ms {
				if err := statementsOf(m); err != nil || c.full() {
					return c.ids, err
				}
			}
		}
	}
	return c.ids, nil
}

// via finds what queries/via.js finds. The hops through an outlet are
// stepped from a batch at a time (SubjectsOfEach: one statement on
// PostgreSQL for each batch, not one a hop), in the order the program
// steps from them one by one.
func via(ctx context.Context, st *graph.Store, key string, limit int) ([]string, error) {
	c := &collector{seen: map[string]bool{}, limit: limit}
	var hops []string
	flush := func() error {
		err := st.SubjectsOfEach(ctx, hops, graph.Via, c.add)
		hops = hops[:0]
		if err == nil && c.full() {
			err = graph.ErrStop
		}
		return err
	}
	err := eachNamed(ctx, st, key, func(o string) (bool, error) {
		err := st.Subjects(ctx, quad.IRI(o), graph.Through, func(hop string) error {
			if hops = append(hops, hop); len(hops) < hopBatch {
				return nil
			}
			return flush()
		})
		if err == nil && len(hops) > 0 {
			err = flush()
		}
		if errors.Is(err, graph.ErrStop) {
			err = nil
		}
		return c.full(), err
	})
	return c.ids, err
}

// hopBatch is how many hops via steps from at once: a page of a hundred
// statements is about a hundred hops.
var hopBatch = 128

// fixedSteps answers said_by and via in Go; ok is false for other programs.
func fixedSteps(ctx context.Context, st *graph.Store, q Question, limit int) (ids []string, ok bool, err error) {
	key := kg.MatchKey(q.Params["name"])
	switch q.Program {
	case "said_by":
		ids, err = saidBy(ctx, st, key, q.Params["members"] == "true", limit)
	case "via":
		ids, err = via(ctx, st, key, limit)
	default:
		return nil, false, nil
	}
	return ids, true, err
}
