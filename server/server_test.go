package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cayleygraph/quad"

	kg "github.com/kg-dev/kg"
	"github.com/kg-dev/kg/ask"
	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/ingest"
	"github.com/kg-dev/kg/loader"
	"github.com/kg-dev/kg/render"
)

// seeded returns a bolt store holding the seeds.
func seeded(t *testing.T) *graph.Store {
	t.Helper()
	st, err := graph.Open("bolt", filepath.Join(t.TempDir(), "kg.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if _, err := ingest.Load(context.Background(), st, loader.Source{Paths: []string{"../seeds"}}, nil, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	return st
}

func do(t *testing.T, h http.Handler, method, url, body string, header ...string) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(method, url, strings.NewReader(body))
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func quads(t *testing.T, st *graph.Store) int64 {
	s, err := st.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return s.Quads
}

func TestWritesNeedAllowWriteAndTheToken(t *testing.T) {
	st := seeded(t)
	nq := `<http://a.org/s> <http://a.org/p> "x" .`
	tests := []struct {
		name   string
		cfg    Config
		header []string
		status int
	}{
		{"read-only server", Config{}, []string{"Authorization", "Bearer s3cret"}, http.StatusForbidden},
		{"no token sent", Config{AllowWrite: true, Token: "s3cret"}, nil, http.StatusUnauthorized},
		{"wrong token", Config{AllowWrite: true, Token: "s3cret"}, []string{"Authorization", "Bearer guess"}, http.StatusForbidden},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.cfg.Store = st
			h := New(tt.cfg)
			before := quads(t, st)
			for _, url := range []string{"/api/v2/write", "/api/v2/delete", "/api/load"} {
				if w := do(t, h, "POST", url, nq, tt.header...); w.Code != tt.status {
					t.Errorf("%s: %d %s, want %d", url, w.Code, w.Body.String(), tt.status)
				}
			}
			if after := quads(t, st); after != before {
				t.Errorf("a refused write changed the store: %d -> %d quads", before, after)
			}
		})
	}
	t.Run("right token", func(t *testing.T) {
		h := New(Config{Store: st, AllowWrite: true, Token: "s3cret"})
		before := quads(t, st)
		if w := do(t, h, "POST", "/api/v2/write", nq, "Authorization", "Bearer s3cret"); w.Code != http.StatusOK {
			t.Fatalf("%d %s", w.Code, w.Body.String())
		}
		if quads(t, st) != before+1 {
			t.Error("the write did not land")
		}
	})
}

func TestV2QueryAnswersLikeKgQuery(t *testing.T) {
	st := seeded(t)
	q := `g.V("<https://kg.example.org/entity/obama>").In("<http://www.w3.org/ns/prov#wasAttributedTo>").Out("<http://schema.org/text>").All()`
	w := do(t, New(Config{Store: st}), "POST", "/api/v2/query?lang=gizmo", q)
	if w.Code != http.StatusOK {
		t.Fatalf("%d %s", w.Code, w.Body.String())
	}
	var direct []string
	st.Query(context.Background(), q, 0, func(r any) error {
		direct = append(direct, r.(map[string]any)["id"].(string))
		return nil
	})
	if len(direct) != 2 {
		t.Fatalf("kg query found %d", len(direct))
	}
	for _, text := range direct {
		if !strings.Contains(w.Body.String(), strings.ReplaceAll(text, `"`, `\"`)) {
			t.Errorf("the API's answer lacks %q:\n%s", text, w.Body.String())
		}
	}
}

func TestQuestionEndpointsReturnWhatOutputJSONPrints(t *testing.T) {
	st := seeded(t)
	h := New(Config{Store: st})
	for url, q := range map[string]ask.Question{
		"/api/said-by?name=Pakistani+Taliban&members=true": ask.SaidBy("Pakistani Taliban", true),
		"/api/who-said?phrase=revenge":                     ask.WhoSaid("revenge"),
		"/api/via?name=Bloomberg":                          ask.Via("Bloomberg"),
	} {
		sts, err := ask.Statements(context.Background(), st, q, 100)
		if err != nil {
			t.Fatal(err)
		}
		var want bytes.Buffer
		render.JSONLines(&want, ask.Grouped(sts))
		w := do(t, h, "GET", url, "")
		if w.Code != http.StatusOK || w.Body.String() != want.String() || len(sts) == 0 {
			t.Errorf("%s: %d\n%s\nwant\n%s", url, w.Code, w.Body.String(), want.String())
		}
	}
	if w := do(t, h, "GET", "/api/said-by?name=Obma", ""); w.Code != http.StatusNotFound || !strings.Contains(w.Body.String(), "Obama") {
		t.Errorf("unknown name: %d %s", w.Code, w.Body.String())
	}
	for url, code := range map[string]int{
		"/api/trace?id=nonsense":                                  http.StatusBadRequest,
		"/api/trace?id=https://kg.example.org/statement/nope/1-2": http.StatusNotFound,
		"/api/who-said":                                           http.StatusBadRequest,
	} {
		if w := do(t, h, "GET", url, ""); w.Code != code {
			t.Errorf("%s: %d, want %d", url, w.Code, code)
		}
	}
	w := do(t, h, "GET", "/api/entity?name=TTP", "")
	for _, want := range []string{"Tehrik-e-Taliban Pakistan", "Pakistani Taliban", "Yar Wazir", "Muhammad Khurasani"} {
		if !strings.Contains(w.Body.String(), want) {
			t.Errorf("entity page lacks %s", want)
		}
	}
}

func TestPageHeadersLimitsAndNoListing(t *testing.T) {
	h := New(Config{Store: seeded(t)})
	w := do(t, h, "GET", "/", "")
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "cytoscape.min.js") {
		t.Fatalf("page: %d", w.Code)
	}
	if csp := w.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") {
		t.Errorf("CSP %q", csp)
	}
	for _, dir := range []string{"/static/", "/static/vendor/"} {
		if w := do(t, h, "GET", dir, ""); w.Code != http.StatusNotFound {
			t.Errorf("%s lists: %d", dir, w.Code)
		}
	}
	big := strings.Repeat("x", 2<<20)
	w = do(t, h, "POST", "/api/v2/query?lang=gizmo", big)
	body, _ := io.ReadAll(w.Body)
	if w.Code == http.StatusOK || !strings.Contains(string(body), "too large") {
		t.Errorf("a 2 MB query: %d %s", w.Code, body[:min(len(body), 200)])
	}
	slow := `while (true) {}`
	h = New(Config{Store: seeded(t), Timeout: 300e6})
	if w := do(t, h, "POST", "/api/v2/query?lang=gizmo", slow); w.Code == http.StatusOK {
		t.Errorf("an endless query answered %d", w.Code)
	}
}

// TestKindFilter: kind= keeps the statements of the kinds asked for, on every
// question that lists statements, and an unknown kind is a 400.
func TestKindFilter(t *testing.T) {
	h := New(Config{Store: seeded(t)})
	count := func(url string) (int, map[string]int) {
		w := do(t, h, "GET", url, "")
		if w.Code != http.StatusOK {
			t.Fatalf("%s: %d %s", url, w.Code, w.Body.String())
		}
		kinds := map[string]int{}
		n := 0
		for _, l := range strings.Split(strings.TrimSpace(w.Body.String()), "\n") {
			if l == "" {
				continue
			}
			n++
			for _, k := range []string{"speech", "belief", "stance"} {
				if strings.Contains(l, `"kind":"`+k+`"`) {
					kinds[k]++
				}
			}
		}
		return n, kinds
	}
	for _, q := range []string{"/api/who-said?phrase=attack", "/api/said-by?name=TTP&members=true", "/api/via?name=Bloomberg"} {
		all, _ := count(q)
		sum := 0
		for _, k := range []string{"speech", "belief", "stance"} {
			n, kinds := count(q + "&kind=" + k)
			if kinds[k] != n {
				t.Errorf("%s&kind=%s: %d statements, %d of that kind", q, k, n, kinds[k])
			}
			sum += n
		}
		if sum != all || all == 0 {
			t.Errorf("%s: %d statements, %d over the three kinds", q, all, sum)
		}
	}
	if n, kinds := count("/api/who-said?phrase=attack&kind=stance"); n == 0 || kinds["stance"] != n {
		t.Errorf("who-said attack, kind=stance: %d statements (%v); the seeds' 'condemned ... the attack' is a stance", n, kinds)
	}
	if n, _ := count("/api/who-said?phrase=attack&kind=speech,stance"); n != func() int {
		a, _ := count("/api/who-said?phrase=attack")
		b, _ := count("/api/who-said?phrase=attack&kind=belief")
		return a - b
	}() {
		t.Errorf("kind=speech,stance is not every statement but the beliefs")
	}
	if w := do(t, h, "GET", "/api/who-said?phrase=attack&kind=rumour", ""); w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), "rumour") {
		t.Errorf("an unknown kind: %d %s, want 400 naming it", w.Code, w.Body.String())
	}
	w := do(t, h, "GET", "/api/entity?name=TTP&kind=belief", "")
	if w.Code != http.StatusOK || strings.Contains(w.Body.String(), `"kind":"speech"`) || !strings.Contains(w.Body.String(), `"kind":"belief"`) {
		t.Errorf("entity page, kind=belief: %d %s", w.Code, w.Body.String())
	}
}

// TestStatsAndCanonicalTitle: /api/stats gives the store's figures, labelled;
// the entity page asked by another name carries the canonical one.
func TestStatsAndCanonicalTitle(t *testing.T) {
	h := New(Config{Store: seeded(t)})
	w := do(t, h, "GET", "/api/stats", "")
	var st struct {
		Articles, Statements, Entities int
		Kinds                          map[string]int `json:"statements_by_kind"`
		Quads                          int64
	}
	if err := json.Unmarshal(w.Body.Bytes(), &st); err != nil || w.Code != http.StatusOK {
		t.Fatalf("stats: %d %s (%v)", w.Code, w.Body.String(), err)
	}
	if st.Articles != 3 || st.Statements == 0 || st.Entities == 0 || st.Quads == 0 || st.Kinds["speech"]+st.Kinds["belief"]+st.Kinds["stance"] != st.Statements {
		t.Errorf("stats: %+v", st)
	}
	w = do(t, h, "GET", "/api/entity?name=TTP", "")
	if !strings.Contains(w.Body.String(), `"name":"TTP","canonical":"Tehrik-e-Taliban Pakistan"`) {
		t.Errorf("entity page of TTP: %s", w.Body.String()[:min(300, w.Body.Len())])
	}
	w = do(t, h, "GET", "/api/entity?name=Khurasani", "")
	if !strings.Contains(w.Body.String(), `"canonical":"Muhammad Khurasani"`) {
		t.Errorf("entity page of a surname: %s", w.Body.String()[:min(300, w.Body.Len())])
	}
}

// TestGizmoNodesAreIRIsOrLiterals: every node g.V() returns over HTTP is an
// IRI, a string, a boolean or a number, and every number is an integer
// literal the store holds (an offset, a sentence index), no internal id.
func TestGizmoNodesAreIRIsOrLiterals(t *testing.T) {
	st := seeded(t)
	h := New(Config{Store: st})
	w := do(t, h, "POST", "/api/v2/query?lang=gizmo", `g.V().All()`)
	var res struct{ Result []map[string]any }
	if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil || len(res.Result) == 0 {
		t.Fatalf("%d %s (%v)", w.Code, w.Body.String()[:min(200, w.Body.Len())], err)
	}
	ints := map[float64]bool{}
	for _, q := range quadsOf(t, st) {
		switch o := q.Object.(type) {
		case quad.Int:
			ints[float64(o)] = true
		case quad.TypedString: // the export writes integers as "905"^^xsd:integer
			if n, err := strconv.Atoi(string(o.Value)); err == nil && strings.HasSuffix(string(o.Type), "#integer") {
				ints[float64(n)] = true
			}
		}
	}
	numbers := 0
	for _, r := range res.Result {
		switch v := r["id"].(type) {
		case string, bool:
		case float64:
			numbers++
			if !ints[v] {
				t.Errorf("%v is no integer literal of the store", v)
			}
		default:
			t.Errorf("node %v (%T)", v, v)
		}
	}
	if numbers == 0 {
		t.Error("no integer literal among the nodes: the test tests little")
	}
}

func quadsOf(t *testing.T, st *graph.Store) []quad.Quad {
	t.Helper()
	var c collect
	if _, err := st.Export(&c); err != nil {
		t.Fatal(err)
	}
	return c.qs
}

// collect is a quad.Writer that keeps what it is given.
type collect struct{ qs []quad.Quad }

func (c *collect) WriteQuad(q quad.Quad) error { c.qs = append(c.qs, q); return nil }
func (c *collect) WriteQuads(qs []quad.Quad) (int, error) {
	c.qs = append(c.qs, qs...)
	return len(qs), nil
}
func (c *collect) Close() error { return nil }

// TestArticleEndpoints: /api/article gives an article's text and its
// statements, whose spans point into that text; /api/articles the titles of
// several; an unknown id is a 404.
func TestArticleEndpoints(t *testing.T) {
	st := graph.OpenMemory()
	defer st.Close()
	arts := `{"id":"lund-1","title":"Mill to close","publisher":"Lund Courier","date":"2026-01-02","text":"The mill will close in May, Ada Moss said. “It is a sad day,” she added. Ola Dahl told reporters that the workers would be paid."}
{"id":"lund-2","title":"Bridge opens","text":"The bridge is safe, the mayor said."}
`
	if _, err := ingest.Load(context.Background(), st, loader.Source{Paths: []string{"-"}, Stdin: strings.NewReader(arts)}, nil, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	h := New(Config{Store: st})
	w := do(t, h, "GET", "/api/article?id=lund-1", "")
	var a struct {
		ID, Title, Text string
		Statements      []struct {
			Content     string `json:"content"`
			ContentSpan [2]int `json:"content_span"`
		}
	}
	if err := json.Unmarshal(w.Body.Bytes(), &a); err != nil || w.Code != http.StatusOK {
		t.Fatalf("%d %s", w.Code, w.Body.String())
	}
	if a.Title != "Mill to close" || len(a.Statements) != 3 {
		t.Errorf("article: title %q, %d statements", a.Title, len(a.Statements))
	}
	for _, s := range a.Statements {
		if a.Text[s.ContentSpan[0]:s.ContentSpan[1]] != s.Content {
			t.Errorf("content %q is not the text at %v", s.Content, s.ContentSpan)
		}
	}
	w = do(t, h, "GET", "/api/articles?id=lund-1&id=nope&id=lund-2", "")
	var list []struct{ ID, Title, Publisher, Date, Text string }
	if err := json.Unmarshal(w.Body.Bytes(), &list); err != nil || len(list) != 2 || list[0].Title != "Mill to close" || list[0].Publisher != "Lund Courier" ||
		list[0].Date != "2026-01-02" || list[1].Title != "Bridge opens" || list[0].Text != "" {
		t.Errorf("articles: %s", w.Body.String())
	}
	if w := do(t, h, "GET", "/api/article?id=nope", ""); w.Code != http.StatusNotFound {
		t.Errorf("an unknown article: %d", w.Code)
	}
}

// TestQuoteEndpoint: on the quotation corpus of graph/testdata, /api/quote
// gives what kg quote -o json gives, by the quotation's id, by a report's
// IRI and by phrase; the questions fold a quotation's reports into one line
// unless group=false.
func TestQuoteEndpoint(t *testing.T) {
	st := graph.OpenMemory()
	t.Cleanup(func() { st.Close() })
	if _, err := ingest.Load(context.Background(), st, loader.Source{Paths: []string{"../graph/testdata/quotations/articles.jsonl"}}, nil, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	h := New(Config{Store: st})
	lines := func(url string) []map[string]any {
		t.Helper()
		w := do(t, h, "GET", url, "")
		if w.Code != http.StatusOK {
			t.Fatalf("%s: %d %s", url, w.Code, w.Body.String())
		}
		var out []map[string]any
		for _, l := range strings.Split(strings.TrimSpace(w.Body.String()), "\n") {
			var m map[string]any
			if err := json.Unmarshal([]byte(l), &m); err != nil {
				t.Fatal(err)
			}
			out = append(out, m)
		}
		return out
	}
	grouped, all := lines("/api/who-said?phrase=will+not+rest"), lines("/api/who-said?phrase=will+not+rest&group=false")
	if len(grouped) != 3 || len(all) != 6 {
		t.Fatalf("who-said gives %d lines grouped (want 3: the minister's quotation, the other speaker's, the other sentence) and %d with group=false (want 6: the changed report says stop)", len(grouped), len(all))
	}
	qid, _ := grouped[0]["quotation"].(string)
	if qid == "" || grouped[0]["reports"] != float64(4) {
		t.Fatalf("the first line stands for %v reports of quotation %q, want 4 (the fifth says \"stop\")", grouped[0]["reports"], qid)
	}
	q, err := ask.Quote(context.Background(), st, qid)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	render.QuotationsJSON(&want, []kg.Quotation{q})
	for _, url := range []string{"/api/quote?id=" + qid, "/api/quote?id=" + qid[strings.LastIndex(qid, "/")+1:], "/api/quote?id=" + q.Reports[3].ID} {
		if w := do(t, h, "GET", url, ""); w.Code != http.StatusOK || w.Body.String() != want.String() {
			t.Errorf("%s: %d\n%s\nwant\n%s", url, w.Code, w.Body.String(), want.String())
		}
	}
	if byPhrase := lines("/api/quote?phrase=will+not+rest"); len(byPhrase) != 3 || byPhrase[0]["id"] != qid {
		t.Errorf("/api/quote?phrase= gives %d quotations, the first %v", len(byPhrase), byPhrase[0]["id"])
	}
	for url, code := range map[string]int{"/api/quote": http.StatusBadRequest, "/api/quote?id=0000000000000000": http.StatusNotFound} {
		if w := do(t, h, "GET", url, ""); w.Code != code {
			t.Errorf("%s: %d, want %d", url, w.Code, code)
		}
	}
}

// TestEntitiesPage: limit and offset give a page of the list, most
// statements first, as the whole list holds it.
func TestEntitiesPage(t *testing.T) {
	h := New(Config{Store: seeded(t)})
	lines := func(url string) []string {
		w := do(t, h, "GET", url, "")
		if w.Code != http.StatusOK {
			t.Fatalf("%s: %d %s", url, w.Code, w.Body)
		}
		return strings.Split(strings.TrimSpace(w.Body.String()), "\n")
	}
	all := lines("/api/entities?limit=5")
	page := lines("/api/entities?limit=2&offset=2")
	if len(all) != 5 || len(page) != 2 || page[0] != all[2] || page[1] != all[3] {
		t.Errorf("offset=2&limit=2 gives\n%s\nof\n%s", strings.Join(page, "\n"), strings.Join(all, "\n"))
	}
}
