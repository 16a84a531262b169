package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"time"

	"github.com/spf13/cobra"

	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/server"
)

func serveCmd(g *globals) *cobra.Command {
	var addr, token string
	var allowWrite bool
	var timeout time.Duration
	var limit int
	c := &cobra.Command{
		Use:   "serve",
		Short: "Serve the HTTP API and the web page (read-only, on loopback, by default)",
		Long: `Serves a web page to search statements, open an entity and everything it and its members
said, see the chains as a graph, and run Gizmo; JSON endpoints for the questions
(/api/who-said, /api/said-by, /api/via, /api/trace, /api/entities, /api/entity: what
--output json prints); and Cayley's own query API at /api/v2/query?lang=gizmo.
Writes (/api/load, /api/v2/write) need --allow-write and the bearer token (--token or
KG_TOKEN; one is made up and printed when neither is given). See docs/http.md.`,
		Example: `  kg serve
  kg serve --addr 127.0.0.1:9000 --allow-write --token "$(cat token)"`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var st *graph.Store
			var err error
			if allowWrite {
				st, err = g.open()
			} else {
				st, err = g.openReader()
			}
			if err != nil {
				return err
			}
			defer st.Close()
			if allowWrite && token == "" {
				b := make([]byte, 16)
				rand.Read(b)
				token = hex.EncodeToString(b)
				fmt.Fprintf(cmd.ErrOrStderr(), "kg: write token (send as Authorization: Bearer ...): %s\n", token)
			}
			x, err := g.extractor()
			if err != nil {
				return err
			}
			h := server.New(server.Config{Store: st, Timeout: timeout, Limit: limit, AllowWrite: allowWrite, Token: token, Extractor: x})
			ln, err := net.Listen("tcp", addr)
			if err != nil {
				return err
			}
			srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, WriteTimeout: timeout + 10*time.Second}
			mode := "read-only"
			if allowWrite {
				mode = "writes with the token"
			}
			fmt.Fprintf(cmd.OutOrStdout(), "kg: serving %s %s on http://%s/\n", st.Backend(), mode, ln.Addr())
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
			defer stop()
			go func() {
				<-ctx.Done()
				sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				defer cancel()
				srv.Shutdown(sctx)
			}()
			if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
				return err
			}
			return nil
		},
	}
	c.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on")
	c.Flags().BoolVar(&allowWrite, "allow-write", false, "accept writes that carry the bearer token")
	c.Flags().StringVar(&token, "token", os.Getenv("KG_TOKEN"), "bearer token for writes (env KG_TOKEN)")
	c.Flags().DurationVar(&timeout, "timeout", 30*time.Second, "longest a request may run")
	c.Flags().IntVar(&limit, "limit", 1000, "most statements or query results a request returns")
	return c
}
