// Command kg builds and questions a quote and attribution knowledge graph.
//
// It wires package loader (articles to statements) to package graph (the
// Cayley store); the commands themselves hold no extraction or storage logic.
package main

import (
	"errors"
	"fmt"
	"os"
)

func main() {
	err := newRoot().Execute()
	var ex exitError
	switch {
	case errors.As(err, &ex):
		os.Exit(int(ex))
	case err != nil:
		os.Exit(1)
	}
}

// exitError ends kg with a status and no further message (the command printed its own).
type exitError int

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", int(e)) }
