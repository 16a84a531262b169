package loader

import (
	"fmt"
	"testing"
)

func TestZZInv(t *testing.T) {
	for _, s := range []string{"Statistics Canada", "Environment Canada"} {
		toks := segment(s)[0].toks
		m := analyze(toks, true, DefaultOutlets())
		fmt.Printf("%+v\n", m)
	}
}
