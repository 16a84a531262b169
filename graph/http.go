package graph

import (
	"net/http"
	"strings"
	"time"

	cgraph "github.com/cayleygraph/cayley/graph"
	chttp "github.com/cayleygraph/cayley/server/http"
)

// QueryAPI returns Cayley's own HTTP API v2 on this store (/api/v2/query,
// /api/v2/read, /api/v2/formats, and with writes /api/v2/write and
// /api/v2/delete), so that Cayley's clients work against kg. Queries stop
// after timeout and return at most limit results; writes are refused (403)
// unless allowWrite is set on a store opened for writing.
func (s *Store) QueryAPI(timeout time.Duration, limit int, allowWrite bool) http.Handler {
	h := &cgraph.Handle{QuadStore: s.qs, QuadWriter: s.w}
	api := chttp.NewAPIv2(h)
	api.SetReadOnly(!allowWrite || s.w == nil)
	api.SetQueryTimeout(timeout)
	api.SetQueryLimit(limit)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.queries.Add(1) // Close waits for running requests
		defer s.queries.Done()
		if IsWrite(r) {
			s.writeMu.Lock()
			defer s.writeMu.Unlock()
			defer s.cayleyWrote()
			defer s.stored.reset() // a delete through the API may remove an entity quad the writer knew
		}
		api.ServeHTTP(w, r)
	})
}

// IsWrite reports whether r is a request to one of Cayley's write routes.
func IsWrite(r *http.Request) bool {
	p := strings.TrimSuffix(r.URL.Path, "/")
	return r.Method != http.MethodGet && (strings.HasSuffix(p, "/api/v2/write") || strings.HasSuffix(p, "/delete"))
}
