// Package testkit holds what kg's tests in several packages share: a fresh
// PostgreSQL database of their own, on the server named by KG_TEST_POSTGRES
// (which .ci/run starts and sets), so that test packages running at once
// never share tables; and a store's quads as sorted N-Quads lines, to compare
// stores.
package testkit

import (
	"bytes"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/cayleygraph/quad/nquads"

	"github.com/kg-dev/kg/graph"

	_ "github.com/lib/pq" // the postgres driver
)

// PostgresURL returns the URL of a new, empty database, dropped when the test ends.
// Without KG_TEST_POSTGRES the test is skipped, except under CI, where it
// fails: the PostgreSQL tests must not pass by skipping.
func PostgresURL(t testing.TB) string {
	t.Helper()
	return postgresURL(t, "")
}

// PostgresURLCollated is PostgresURL on a database whose text order is
// ICU's for English ("Åsa" before "Bo"), not the bytes' ("Bo" before
// "Åsa"): for tests of an order that must be Go's whatever the server's.
func PostgresURLCollated(t testing.TB) string {
	t.Helper()
	return postgresURL(t, " LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8' TEMPLATE template0")
}

// postgresURL creates the database with the CREATE DATABASE options opts.
func postgresURL(t testing.TB, opts string) string {
	t.Helper()
	base := serverURL(t, "KG_TEST_POSTGRES", "a postgres:// URL of a server the tests may create databases on")
	admin, err := sql.Open("postgres", base)
	if err != nil {
		t.Fatal(err)
	}
	name := fmt.Sprintf("kgt_%d", rand.Int64())
	if _, err := admin.Exec("CREATE DATABASE " + name + opts); err != nil {
		admin.Close()
		t.Fatalf("create database on %s: %v", base, err)
	}
	t.Cleanup(func() {
		admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}

// Lines returns every quad of st as an N-Quads line, sorted: two stores
// hold the same quads when their Lines are equal.
func Lines(t testing.TB, st *graph.Store) []string {
	t.Helper()
	var buf bytes.Buffer
	w := nquads.NewWriter(&buf)
	if _, err := st.Export(w); err != nil {
		t.Fatal(err)
	}
	w.Close()
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	sort.Strings(lines)
	return lines
}

// FileLines returns the lines of a file of test data (JSON Lines articles).
func FileLines(t testing.TB, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimRight(string(b), "\n"), "\n")
}

// ReplicaURL returns the URL of primary's database (a PostgresURL) on the
// streaming read replica named by KG_TEST_POSTGRES_REPLICA: the same
// database, answered by the replica's server. Without it the test is
// skipped, except under CI, where .ci/run starts a replica and sets it.
func ReplicaURL(t testing.TB, primary string) string {
	t.Helper()
	base := serverURL(t, "KG_TEST_POSTGRES_REPLICA", "a postgres:// URL of a streaming replica of KG_TEST_POSTGRES's server")
	p, err := url.Parse(primary)
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = p.Path
	return u.String()
}

// serverURL is the URL in the environment variable env. Without it the test
// is skipped, except under CI, where it fails: .ci/run starts the servers
// and sets the variables, and their tests must not pass by skipping.
func serverURL(t testing.TB, env, what string) string {
	t.Helper()
	u := os.Getenv(env)
	if u == "" {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is not set: .ci/run starts the server and sets it", env)
		}
		t.Skipf("%s is not set (%s; .ci/run starts one)", env, what)
	}
	return u
}

// Diff returns the lines only in a and those only in b, each in its
// order: what tells two stores' Lines apart.
func Diff(a, b []string) (onlyA, onlyB []string) { return only(a, b), only(b, a) }

// only returns the lines of a that b does not hold (as often).
func only(a, b []string) []string {
	in := map[string]int{}
	for _, l := range b {
		in[l]++
	}
	var out []string
	for _, l := range a {
		if in[l] > 0 {
			in[l]--
			continue
		}
		out = append(out, l)
	}
	return out
}
