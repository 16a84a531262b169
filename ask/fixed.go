package ask

import (
	"context"

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

// named returns the entities that share a name key with key, and so on
// transitively, in the order named() finds them.
func named(ctx context.Context, st *graph.Store, key string) ([]string, error) {
	var found []string
	seen, seenKey := map[string]bool{}, map[string]bool{key: true}
	keys := []quad.Value{quad.String(key)}
	for len(keys) > 0 {
		k := keys[len(keys)-1]
		keys = keys[:len(keys)-1]
		var ents []string
		if err := st.Subjects(ctx, k, graph.Key, func(e string) error {
			ents = append(ents, e)
			return nil
		}); err != nil {
			return nil, err
		}
		for _, e := range ents {
			if seen[e] {
				continue
			}
			seen[e] = true
			found = append(found, e)
			ks, err := st.Objects(ctx, e, graph.Key)
			if err != nil {
				return nil, err
			}
			for _, kv := range ks {
				s := quad.StringOf(kv)
				if !seenKey[s] {
					seenKey[s] = true
					keys = append(keys, kv)
				}
			}
		}
	}
	return found, nil
}

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
	ents, err := named(ctx, st, key)
	if err != nil {
		return nil, err
	}
	c := &collector{seen: map[string]bool{}, limit: limit}
	statementsOf := func(speaker string) error {
		return st.Subjects(ctx, quad.IRI(speaker), graph.WasAttributedTo, c.add)
	}
	done := map[string]bool{}
	for _, e := range ents {
		done[e] = true
		if err := statementsOf(e); err != nil || c.full() {
			return c.ids, err
		}
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

// via finds what queries/via.js finds.
func via(ctx context.Context, st *graph.Store, key string, limit int) ([]string, error) {
	outlets, err := named(ctx, st, key)
	if err != nil {
		return nil, err
	}
	c := &collector{seen: map[string]bool{}, limit: limit}
	for _, o := range outlets {
		err := st.Subjects(ctx, quad.IRI(o), graph.Through, func(hop string) error {
			if err := st.Subjects(ctx, quad.IRI(hop), graph.Via, c.add); err != nil {
				return err
			}
			if c.full() {
				return graph.ErrStop
			}
			return nil
		})
		if err != nil || c.full() {
			return c.ids, err
		}
	}
	return c.ids, nil
}

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
