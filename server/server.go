// Package server is kg serve: an HTTP API and a web page to explore who said
// what, via whom. It serves the questions (package ask) as JSON Lines in the
// kg extract contract, Cayley's own query API (/api/v2/...), and a page
// embedded in the binary that draws the attribution chains with cytoscape.
//
// It is read-only unless built with AllowWrite and a bearer token; every
// response carries a Content-Security-Policy that lets the page load nothing
// from elsewhere.
package server

import (
	"context"
	"crypto/subtle"
	"embed"
	"encoding/json"
	"errors"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"time"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/ask"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/ingest"
	"github.com/kg-dev/kg/loader"
	"github.com/kg-dev/kg/queries"
	"github.com/kg-dev/kg/render"
)

//go:embed static
var static embed.FS

// Config sets up a server.
type Config struct {
	Store      *graph.Store
	Timeout    time.Duration // per request; default 30 s
	Limit      int           // most statements or query results a request returns; default 1000
	AllowWrite bool          // writes (/api/load, /api/v2/write) with the bearer Token
	Token      string
	Extractor  *loader.Extractor // for /api/load; default loader.NewExtractor(nil)
}

// Request body limits.
const (
	maxQueryBody = 1<<20 - 1 // a Gizmo program: under Cayley's own 1 MiB, which truncates silently
	maxLoadBody  = 64 << 20  // articles to load
)

// New returns the server's handler.
func New(cfg Config) http.Handler {
	if cfg.Timeout <= 0 {
		cfg.Timeout = 30 * time.Second
	}
	if cfg.Limit <= 0 {
		cfg.Limit = 1000
	}
	s := &srv{cfg: cfg}
	mux := http.NewServeMux()
	files, _ := fs.Sub(static, "static")
	mux.Handle("GET /static/", http.StripPrefix("/static/", noListing(http.FileServerFS(files))))
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.ServeFileFS(w, r, files, "index.html")
	})
	mux.HandleFunc("GET /api/who-said", s.statements(func(r *http.Request) (ask.Question, error) {
		return ask.WhoSaid(r.FormValue("phrase")), need(r, "phrase")
	}))
	mux.HandleFunc("GET /api/said-by", s.statements(func(r *http.Request) (ask.Question, error) {
		return ask.SaidBy(r.FormValue("name"), r.FormValue("members") == "true"), need(r, "name")
	}))
	mux.HandleFunc("GET /api/via", s.statements(func(r *http.Request) (ask.Question, error) {
		return ask.Via(r.FormValue("name")), need(r, "name")
	}))
	mux.HandleFunc("GET /api/trace", s.trace)
	mux.HandleFunc("GET /api/quote", s.quote)
	mux.HandleFunc("GET /api/entities", s.entities)
	mux.HandleFunc("GET /api/stats", s.stats)
	mux.HandleFunc("GET /api/article", s.article)
	mux.HandleFunc("GET /api/articles", s.articles)
	mux.HandleFunc("GET /api/entity", s.entity)
	mux.HandleFunc("GET /api/queries", s.queries)
	mux.HandleFunc("POST /api/load", s.load)
	mux.Handle("/api/v2/", http.MaxBytesHandler(cfg.Store.QueryAPI(cfg.Timeout, cfg.Limit, cfg.AllowWrite), maxQueryBody))
	return s.guard(mux)
}

type srv struct{ cfg Config }

// guard adds the security headers and lets writes through only with the token.
func (s *srv) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		if r.ContentLength > maxLoadBody || r.ContentLength > maxQueryBody && strings.HasPrefix(r.URL.Path, "/api/v2/") {
			jsonError(w, http.StatusRequestEntityTooLarge, "request body too large")
			return
		}
		if graph.IsWrite(r) || r.URL.Path == "/api/load" {
			if code, msg := s.authorize(r); code != 0 {
				if code == http.StatusUnauthorized {
					h.Set("WWW-Authenticate", `Bearer realm="kg"`)
				}
				jsonError(w, code, msg)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// authorize returns 0, or the status and reason a write is refused.
func (s *srv) authorize(r *http.Request) (int, string) {
	if !s.cfg.AllowWrite || s.cfg.Token == "" {
		return http.StatusForbidden, "this kg serve is read-only (start it with --allow-write)"
	}
	auth := r.Header.Get("Authorization")
	token, ok := strings.CutPrefix(auth, "Bearer ")
	if !ok {
		return http.StatusUnauthorized, "writes need an Authorization: Bearer token"
	}
	if subtle.ConstantTimeCompare([]byte(token), []byte(s.cfg.Token)) != 1 {
		return http.StatusForbidden, "wrong token"
	}
	return 0, ""
}

// noListing refuses directory paths: the page's files, not their list.
func noListing(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "" || strings.HasSuffix(r.URL.Path, "/") {
			http.NotFound(w, r)
			return
		}
		h.ServeHTTP(w, r)
	})
}

func need(r *http.Request, key string) error {
	if strings.TrimSpace(r.FormValue(key)) == "" {
		return errors.New("missing parameter " + key)
	}
	return nil
}

func (s *srv) limit(r *http.Request, def int) int {
	n, err := strconv.Atoi(r.FormValue("limit"))
	if err != nil || n <= 0 {
		n = def
	}
	return min(n, s.cfg.Limit)
}

func (s *srv) ctx(r *http.Request) (context.Context, context.CancelFunc) {
	return context.WithTimeout(r.Context(), s.cfg.Timeout)
}

// statements serves a question as JSON Lines, the --output json of the CLI.
func (s *srv) statements(q func(*http.Request) (ask.Question, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		question, err := q(r)
		if err == nil {
			question, err = withKinds(r, question)
		}
		if err != nil {
			jsonError(w, http.StatusBadRequest, err.Error())
			return
		}
		ctx, cancel := s.ctx(r)
		defer cancel()
		sts, err := ask.Statements(ctx, s.cfg.Store, question, s.limit(r, 100))
		if err == nil && r.FormValue("group") != "false" {
			sts = ask.Grouped(sts) // as the CLI does; group=false: one statement a line
		}
		s.writeStatements(w, sts, err)
	}
}

// quote serves quotations as JSON Lines, kg quote -o json: id= a
// quotation's id or IRI, or the IRI of a statement that reports it; or
// phrase= every quotation whose reports hold the phrase, most reported
// first.
func (s *srv) quote(w http.ResponseWriter, r *http.Request) {
	id, phrase := strings.TrimSpace(r.FormValue("id")), strings.TrimSpace(r.FormValue("phrase"))
	if (id == "") == (phrase == "") {
		jsonError(w, http.StatusBadRequest, "give id (a quotation, or a statement that reports it) or phrase")
		return
	}
	ctx, cancel := s.ctx(r)
	defer cancel()
	var qs []kg.Quotation
	var err error
	if phrase != "" {
		qs, err = ask.QuotesOf(ctx, s.cfg.Store, phrase, s.limit(r, 20))
	} else {
		var q kg.Quotation
		q, err = ask.Quote(ctx, s.cfg.Store, id)
		qs = append(qs, q)
	}
	if errors.Is(err, graph.ErrNoQuotation) {
		jsonError(w, http.StatusNotFound, err.Error())
		return
	}
	if err != nil {
		s.writeStatements(w, nil, err)
		return
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	render.QuotationsJSON(w, qs)
}

// withKinds narrows q to the kinds of the request's kind= (kg.ParseKinds:
// "speech", "belief,stance"; none or "all": every kind).
func withKinds(r *http.Request, q ask.Question) (ask.Question, error) {
	kinds, err := kg.ParseKinds(r.FormValue("kind"))
	return q.OfKinds(kinds), err
}

func (s *srv) writeStatements(w http.ResponseWriter, sts []kg.Statement, err error) {
	if err != nil {
		status := http.StatusInternalServerError
		var nm *ask.NoMatch
		var amb *ask.Ambiguous
		switch {
		case errors.As(err, &nm):
			status = http.StatusNotFound
		case errors.As(err, &amb):
			status = http.StatusBadRequest // a surname of several: the message lists them
		case errors.Is(err, graph.ErrTimeout):
			status = http.StatusGatewayTimeout
		case errors.Is(err, graph.ErrNoStatement):
			status = http.StatusNotFound
		case errors.Is(err, ask.ErrNotStatementIRI):
			status = http.StatusBadRequest
		}
		jsonError(w, status, err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	render.JSONLines(w, sts)
}

func (s *srv) trace(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := s.ctx(r)
	defer cancel()
	if sp := r.FormValue("speaker"); sp != "" {
		q, err := withKinds(r, ask.SaidBy(sp, false))
		if err != nil {
			jsonError(w, http.StatusBadRequest, err.Error())
			return
		}
		sts, err := ask.Statements(ctx, s.cfg.Store, q, s.limit(r, 100))
		s.writeStatements(w, sts, err)
		return
	}
	if err := need(r, "id"); err != nil {
		jsonError(w, http.StatusBadRequest, "give id or speaker")
		return
	}
	sts, err := ask.Trace(ctx, s.cfg.Store, r.FormValue("id"))
	s.writeStatements(w, sts, err)
}

func (s *srv) entities(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := s.ctx(r)
	defer cancel()
	offset, _ := strconv.Atoi(r.FormValue("offset"))
	es, err := ask.Entities(ctx, s.cfg.Store, kg.EntityType(r.FormValue("type")), offset, s.limit(r, 100))
	if err != nil {
		jsonError(w, http.StatusInternalServerError, err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	enc := json.NewEncoder(w)
	for _, e := range es {
		enc.Encode(struct {
			kg.EntityJSON
			Statements int `json:"statements"`
		}{e.Entity.JSON(), e.Statements})
	}
}

// entity serves an entity page: the entities a name matches, and what they
// and their members said.
func (s *srv) entity(w http.ResponseWriter, r *http.Request) {
	if err := need(r, "name"); err != nil {
		jsonError(w, http.StatusBadRequest, err.Error())
		return
	}
	q, err := withKinds(r, ask.SaidBy(r.FormValue("name"), true))
	if err != nil {
		jsonError(w, http.StatusBadRequest, err.Error())
		return
	}
	ctx, cancel := s.ctx(r)
	defer cancel()
	name := r.FormValue("name")
	es, err := ask.EntitiesNamed(ctx, s.cfg.Store, name)
	var sts []kg.Statement
	if err == nil {
		sts, err = ask.Statements(ctx, s.cfg.Store, q, s.limit(r, 500))
	}
	if err != nil {
		s.writeStatements(w, nil, err)
		return
	}
	out := struct {
		Name       string             `json:"name"`      // as asked
		Canonical  string             `json:"canonical"` // the name of the entity asked about, the page's title
		Entities   []kg.EntityJSON    `json:"entities"`
		Statements []kg.StatementJSON `json:"statements"`
	}{Name: name, Canonical: canonical(es, sts), Entities: []kg.EntityJSON{}, Statements: []kg.StatementJSON{}}
	for _, e := range es {
		out.Entities = append(out.Entities, e.JSON())
	}
	for _, st := range sts {
		out.Statements = append(out.Statements, st.JSON())
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

// canonical is the name of the entity a page is about, among the entities
// its name matched (es, which share name keys): the one that made most of
// the statements sts, else the first.
func canonical(es []kg.Entity, sts []kg.Statement) string {
	if len(es) == 0 {
		return ""
	}
	made := map[string]int{}
	for _, s := range sts {
		made[s.Speaker.ID]++
	}
	best := es[0]
	for _, e := range es[1:] {
		if made[e.ID] > made[best.ID] {
			best = e
		}
	}
	return best.Name
}

// articleJSON is an article as the page shows it.
type articleJSON struct {
	ID         string             `json:"id"`
	Title      string             `json:"title,omitempty"`
	Publisher  string             `json:"publisher,omitempty"`
	Date       string             `json:"date,omitempty"`
	URL        string             `json:"url,omitempty"`
	Text       string             `json:"text,omitempty"`
	Statements []kg.StatementJSON `json:"statements,omitempty"`
}

func articleOf(a kg.Article) articleJSON {
	return articleJSON{ID: a.ID, Title: a.Title, Publisher: a.Publisher, Date: a.Date, URL: a.URL, Text: a.Text}
}

// article serves one article with its text and every statement in it: the
// page's article view marks each statement's speaker, cue and content.
func (s *srv) article(w http.ResponseWriter, r *http.Request) {
	if err := need(r, "id"); err != nil {
		jsonError(w, http.StatusBadRequest, err.Error())
		return
	}
	ctx, cancel := s.ctx(r)
	defer cancel()
	a, sts, err := ask.Article(ctx, s.cfg.Store, r.FormValue("id"), true)
	if errors.Is(err, graph.ErrNoArticle) {
		jsonError(w, http.StatusNotFound, err.Error())
		return
	}
	if err != nil {
		jsonError(w, http.StatusInternalServerError, err.Error())
		return
	}
	out := articleOf(a)
	out.Statements = []kg.StatementJSON{}
	for _, st := range sts {
		out.Statements = append(out.Statements, st.JSON())
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

// articles serves the title, publisher and date of each article id= names
// (at most 100), for the page's statement cards; an id the store lacks is
// left out.
func (s *srv) articles(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := s.ctx(r)
	defer cancel()
	ids := r.URL.Query()["id"]
	out := []articleJSON{}
	for i, id := range ids {
		if i == 100 {
			break
		}
		a, _, err := s.cfg.Store.Article(ctx, id, false)
		if errors.Is(err, graph.ErrNoArticle) {
			continue
		}
		if err != nil {
			jsonError(w, http.StatusInternalServerError, err.Error())
			return
		}
		out = append(out, articleOf(a))
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

// stats serves what kg stats prints, as JSON: the page's home shows it.
func (s *srv) stats(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := s.ctx(r)
	defer cancel()
	st, err := s.cfg.Store.Stats(ctx)
	if err != nil {
		jsonError(w, http.StatusInternalServerError, err.Error())
		return
	}
	out := struct {
		Articles      int                   `json:"articles"`
		Statements    int                   `json:"statements"`
		Kinds         map[kg.Kind]int       `json:"statements_by_kind"`
		Entities      int                   `json:"entities"`
		EntitiesByTyp map[kg.EntityType]int `json:"entities_by_type"`
		Quads         int64                 `json:"quads"`
	}{st.Articles, st.Statements, st.Kinds, st.EntityTotal(), st.Entities, st.Quads}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

// queries lists the programs of queries/, for the console's examples.
func (s *srv) queries(w http.ResponseWriter, r *http.Request) {
	type prog struct {
		Name   string `json:"name"`
		Source string `json:"source"`
	}
	var out []prog
	for _, n := range queries.Names() {
		src, _ := queries.Source(n)
		out = append(out, prog{n, queries.Bind(src, exampleParams[n])})
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

var exampleParams = map[string]map[string]string{
	"who_said": {"phrase": "revenge"},
	"said_by":  {"name": "TTP", "members": "true"},
	"via":      {"name": "Bloomberg"},
	"trace":    {"id": "<https://kg.example.org/statement/001_abbe178260faeae6/1842-2001/2004>"},
	"entities": {"class": "<http://schema.org/Person>"},
	"entity":   {"name": "Pakistani Taliban"},
}

// load reads articles (JSON Lines or one plain text) from the body and loads
// them; writes need the token.
func (s *srv) load(w http.ResponseWriter, r *http.Request) {
	body := http.MaxBytesReader(w, r.Body, maxLoadBody)
	var problems []string
	stats, err := ingest.Load(r.Context(), s.cfg.Store, loader.Source{Paths: []string{"-"}, Stdin: body},
		func(p *loader.Problem) error { problems = append(problems, p.Error()); return nil },
		ingest.Options{Extractor: s.cfg.Extractor})
	if err != nil {
		jsonError(w, http.StatusBadRequest, err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"articles": stats.Articles, "statements": stats.Statements, "added": stats.Added, "removed": stats.Removed, "skipped": problems})
}

func jsonError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]string{"error": msg})
}
