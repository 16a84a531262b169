// Package pgtest gives tests a fresh PostgreSQL database of their own, on the
// server named by KG_TEST_POSTGRES (which .ci/run starts and sets), so that
// test packages running at once never share tables.
package pgtest

import (
	"database/sql"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"testing"

	_ "github.com/lib/pq" // the postgres driver
)

// URL returns the URL of a new, empty database, dropped when the test ends.
// Without KG_TEST_POSTGRES the test is skipped, except under CI, where it
// fails: the PostgreSQL tests must not pass by skipping.
func URL(t testing.TB) string {
	t.Helper()
	base := os.Getenv("KG_TEST_POSTGRES")
	if base == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("KG_TEST_POSTGRES is not set: .ci/run starts PostgreSQL and sets it")
		}
		t.Skip("KG_TEST_POSTGRES is not set (a postgres:// URL; make test-postgres starts a server)")
	}
	admin, err := sql.Open("postgres", base)
	if err != nil {
		t.Fatal(err)
	}
	name := fmt.Sprintf("kgt_%d", rand.Int64())
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
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
