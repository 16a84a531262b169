package main

import (
	"bufio"

	"github.com/spf13/cobra"

	"github.com/kg-dev/kg/internal/corpus"
)

// genCmd makes a synthetic corpus for load tests and benchmarks. It is hidden:
// it makes test data, not answers.
func genCmd() *cobra.Command {
	var opt corpus.Options
	var n, from int
	c := &cobra.Command{
		Use:    "gen",
		Short:  "Write a synthetic JSON Lines corpus (deterministic from --seed) for load tests",
		Hidden: true,
		Args:   cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			w := bufio.NewWriterSize(cmd.OutOrStdout(), 1<<20)
			if err := corpus.New(opt).WriteJSONL(w, from, from+n); err != nil {
				return err
			}
			return w.Flush()
		},
	}
	c.Flags().IntVar(&n, "articles", 1000, "how many articles")
	c.Flags().IntVar(&from, "from", 0, "index of the first article")
	c.Flags().Uint64Var(&opt.Seed, "seed", 1, "random seed")
	c.Flags().IntVar(&opt.MinWords, "min-words", 300, "shortest article, in words")
	c.Flags().IntVar(&opt.MaxWords, "max-words", 800, "longest article, in words")
	c.Flags().IntVar(&opt.MinStmts, "min-statements", 5, "fewest statements an article")
	c.Flags().IntVar(&opt.MaxStmts, "max-statements", 15, "most statements an article")
	return c
}
