package server

import (
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/kg-dev/kg/graph"
	"github.com/kg-dev/kg/ingest"
	"github.com/kg-dev/kg/loader"
)

// chromium finds Debian's chromium; under CI a missing one fails the test.
func chromium(t *testing.T) string {
	for _, p := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("chromium is not installed; .ci/run installs it")
	}
	t.Skip("chromium is not installed")
	return ""
}

// TestPageInHeadlessChromium drives the page as a person would: search
// "revenge", see the three speakers, open the TTP's page, see its graph. The
// screenshot goes to the test's artifact folder (go test -artifacts keeps it;
// KG_SCREENSHOT=file.png copies it there).
func TestPageInHeadlessChromium(t *testing.T) {
	srv := httptest.NewServer(New(Config{Store: seeded(t)}))
	defer srv.Close()
	ctx := browser(t)
	step := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}

	step(chromedp.Do(ctx,
		chromedp.Navigate(srv.URL+"/"),
		chromedp.WaitVisible("#most-quoted li"),
	))
	homeText, err := chromedp.Run(ctx, chromedp.Text("#main"))
	step(err)
	for _, want := range []string{"3 articles", "Tehrik-e-Taliban Pakistan", "Who said “revenge”?"} {
		if !strings.Contains(homeText, want) {
			t.Errorf("the home page lacks %q:\n%s", want, homeText)
		}
	}
	step(chromedp.Do(ctx,
		chromedp.WaitVisible("#q"),
		chromedp.SendKeys("#q", "revenge"),
		chromedp.Click("#search button"),
		chromedp.WaitVisible(".statement"),
	))
	results, err := chromedp.Run(ctx, chromedp.Text("#main"))
	step(err)
	// the cards name their article by title, and link to it
	_, err = chromedp.Run(ctx, chromedp.Poll[bool](`[...document.querySelectorAll(".article-link")].some(a => !a.textContent.startsWith("article "))`))
	step(err)
	// a partial quote marks just its quoted words, and is not wrapped whole
	marked, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("blockquote mark.quoted")].map(m => m.textContent)`))
	step(err)
	if !slices.Contains(marked, "revenge for the military operation in Waziristan.") {
		t.Errorf("the quoted words of Khurasani's partial quote are not marked: %q", marked)
	}
	if strings.Contains(results, "“the group had sent suicide attackers") {
		t.Errorf("a partial quote is shown as wholly quoted:\n%s", results)
	}
	step(chromedp.Do(ctx,
		chromedp.Click(`a[href="#/entity/Tehrik-e-Taliban%20Pakistan"]`),
		chromedp.WaitVisible("#graph canvas"),
		chromedp.Sleep(500*time.Millisecond), // the layout settles
	))
	entity, err := chromedp.Run(ctx, chromedp.Text("#main"))
	step(err)
	// the article view: the text with each statement's speaker, cue and content marked
	step(chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/#/article/000_ca0b70590ed62c27"), chromedp.WaitVisible("#article-text .m-cue")))
	cues, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("#article-text .m-cue")].map(m => m.textContent)`))
	step(err)
	if !slices.Contains(cues, "claimed") || !slices.Contains(cues, "saying") {
		t.Errorf("the article view marks the cues %q", cues)
	}
	// an entity asked for by another of its names is titled with its canonical one
	step(chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/#/entity/TTP"), chromedp.WaitVisible("#entity-title")))
	title, err := chromedp.Run(ctx, chromedp.Text("#entity-title"))
	step(err)
	if title != "Tehrik-e-Taliban Pakistan" {
		t.Errorf("the page of TTP is titled %q", title)
	}
	step(chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/#/entity/Tehrik-e-Taliban%20Pakistan"), chromedp.WaitVisible("#graph canvas"), chromedp.Sleep(500*time.Millisecond)))
	nodes, err := chromedp.Run(ctx, chromedp.Evaluate[int](`window.kgGraph.nodes().length`))
	step(err)
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	step(err)
	// the kind selector narrows the page to beliefs: the TTP's "wants to
	// dismantle Pakistan's government" stays, its spokesman's words go
	step(chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`{const k = document.getElementById("kind"); k.value = "belief"; k.dispatchEvent(new Event("change")); undefined}`)))
	_, err = chromedp.Run(ctx, chromedp.Poll[bool](`document.querySelectorAll(".card .kind-speech").length === 0 && document.querySelectorAll(".card .kind-belief").length > 0`))
	step(err)
	beliefs, err := chromedp.Run(ctx, chromedp.Text("#main"))
	step(err)
	if !strings.Contains(beliefs, "dismantle") || strings.Contains(beliefs, "revenge for the military operation") {
		t.Errorf("the TTP's page of beliefs:\n%s", beliefs)
	}
	for _, who := range []string{"Muhammad Khurasani", "Tehrik-e-Taliban Pakistan", "Yar Wazir"} {
		if !strings.Contains(results, who) {
			t.Errorf("the search for revenge does not show %s:\n%s", who, results)
		}
	}
	for _, want := range []string{"Known as:", "TTP", "Yar Wazir", "via in an interview with The Daily Beast"} {
		if !strings.Contains(entity, want) {
			t.Errorf("the TTP's page lacks %q", want)
		}
	}
	if nodes < 10 {
		t.Errorf("the graph has %d nodes", nodes)
	}
	shot := filepath.Join(t.ArtifactDir(), "ttp-page.png")
	if err := os.WriteFile(shot, png, 0o644); err != nil {
		t.Fatal(err)
	}
	if dst := os.Getenv("KG_SCREENSHOT"); dst != "" {
		os.WriteFile(dst, png, 0o644)
	}
	t.Logf("screenshot: %s (%d bytes)", shot, len(png))
}

// browser starts a headless Chromium for the test and returns its context
// (60 s at most).
func browser(t *testing.T) context.Context {
	exe := chromium(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1200, 900))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	ctx, cancel = context.WithTimeout(ctx, 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// TestQuotationPageInHeadlessChromium: on the quotation corpus, a search
// shows the minister's quotation once, with a link to its page; the page
// has its timeline (five reports, AFP's first, the cut and the changed one
// with their diffs) and its graph.
func TestQuotationPageInHeadlessChromium(t *testing.T) {
	st := graph.OpenMemory()
	t.Cleanup(func() { st.Close() })
	if _, err := ingest.Load(context.Background(), st, loader.Source{Paths: []string{"../graph/testdata/quotations/articles.jsonl"}}, nil, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(New(Config{Store: st}))
	defer srv.Close()
	ctx := browser(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/#/search/will%20not%20rest"), chromedp.WaitVisible(".quotation-link a")); err != nil {
		t.Fatal(err)
	}
	link, err := chromedp.Run(ctx, chromedp.Text(".quotation-link a"))
	if err != nil || link != "4 reports of this quotation" {
		t.Fatalf("the card's quotation link reads %q (%v)", link, err)
	}
	if err := chromedp.Do(ctx, chromedp.Click(".quotation-link a"), chromedp.WaitVisible("#timeline li"), chromedp.WaitVisible("#graph canvas")); err != nil {
		t.Fatal(err)
	}
	items, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("#timeline li")].map(li => li.textContent)`))
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 5 || !strings.Contains(items[0], "Lundia vows to rebuild river bridge") || !strings.Contains(items[0], "first report") {
		t.Fatalf("the timeline: %q", items)
	}
	diffs, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("#timeline .changed del, #timeline .changed ins")].map(e => e.tagName + ":" + e.textContent)`))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"DEL:rest", "INS:stop", "DEL:and every family is back in its home"} {
		if !slices.Contains(diffs, want) {
			t.Errorf("the timeline's diffs %q lack %s", diffs, want)
		}
	}
	nodes, err := chromedp.Run(ctx, chromedp.Evaluate[int](`window.kgGraph.nodes().length`))
	if err != nil || nodes != 1+5+5 { // the speaker, AFP, Reuters and three more publishers, five articles
		t.Errorf("the spread's graph has %d nodes, want 11 (%v)", nodes, err)
	}
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(t.ArtifactDir(), "quotation-page.png")
	if err := os.WriteFile(shot, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s (%d bytes)", shot, len(png))
}
