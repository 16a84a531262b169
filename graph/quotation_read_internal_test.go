package graph

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	kg "github.com/kg-dev/kg"
)

// TestPermute: permute puts sts[order[i]] at i, as a copy in that order
// would, for orders with cycles of every length, fixed points included.
func TestPermute(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	orders := [][]int{{}, {0}, {1, 0}, {0, 1, 2}, {2, 0, 1}, {1, 2, 0, 4, 3, 5}}
	for range 20 {
		orders = append(orders, r.Perm(1+r.IntN(50)))
	}
	for _, order := range orders {
		sts := make([]kg.Statement, len(order))
		for i := range sts {
			sts[i] = kg.Statement{ID: strconv.Itoa(i), Content: "report " + strconv.Itoa(i)}
		}
		want := make([]kg.Statement, len(order))
		for i, k := range order {
			want[i] = sts[k]
		}
		permute(sts, order)
		if !slices.EqualFunc(sts, want, func(a, b kg.Statement) bool { return a.ID == b.ID && a.Content == b.Content }) {
			t.Errorf("permute by %v: %v, want %v", order, sts, want)
		}
	}
}
