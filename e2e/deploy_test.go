package e2e

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/puzzle"
	"xcover/app/site"
)

// easySolution is the solution of the default puzzle (Presets[0]).
const easySolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

// solveOutright clicks Solve and returns the solution shown, as digits.
func (p *page) solveOutright() string {
	p.t.Helper()
	p.click("#solve")
	p.waitFor(`document.getElementById("outright-solution") !== null`, 30*time.Second)
	return regexp.MustCompile(`[^1-9]`).ReplaceAllString(p.text("#outright-solution"), "")
}

// TestE2EStaticSite writes the static site for the sub-path /xcover/,
// serves it with a plain http.FileServer there, and runs the smoke test:
// the app starts and solves a puzzle, asking for nothing outside /xcover/.
func TestE2EStaticSite(t *testing.T) {
	startE2E(t) // builds web/app.wasm when needed
	dir := t.TempDir()
	notes, err := site.WriteStaticSite(dir, "/xcover", webDir)
	require.NoError(t, err)
	require.Empty(t, notes)

	var mu sync.Mutex
	var outside []string
	files := http.StripPrefix("/xcover", http.FileServer(http.Dir(dir)))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/xcover/") {
			mu.Lock()
			outside = append(outside, r.URL.Path)
			mu.Unlock()
			http.NotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	}))
	defer srv.Close()

	p := newPageAt(t, srv.URL+"/xcover")
	load := p.open("/")
	t.Logf("static site under /xcover/: load to interactive %v", load.Round(time.Millisecond))
	require.True(t, p.exists("#xcover"))
	assert.Equal(t, "/xcover/", evalJS[string](p, `location.pathname`))
	assert.Equal(t, easySolution, p.solveOutright())

	// A link to a puzzle opens it, at the sub-path too.
	p.open("/?p=" + strings.Repeat(".", 80) + "1")
	assert.Equal(t, "1", p.text("#cell-80"))
	p.screenshot("static-site")

	// The link to the matrix page and back stays under the sub-path.
	p.click("#to-matrix")
	p.waitFor(`document.querySelector(".matrix-page") !== null`, 10*time.Second)
	assert.Equal(t, "/xcover/matrix", evalJS[string](p, `location.pathname`))
	p.click("#to-sudoku")
	p.waitFor(`document.getElementById("grid") !== null`, 10*time.Second)
	assert.Equal(t, "/xcover/", evalJS[string](p, `location.pathname`))
	mu.Lock()
	defer mu.Unlock()
	assert.Empty(t, outside, "requests outside /xcover/")
}

// TestE2EOffline visits the app once, stops the server, and opens the app
// again, at a link to another puzzle: go-app's service worker serves it
// from its cache, and it solves the puzzle.
func TestE2EOffline(t *testing.T) {
	e := startE2E(t)
	srv := httptest.NewServer(e.site.Handler())
	stopped := false
	defer func() {
		if !stopped {
			srv.Close()
		}
	}()
	p := newPageAt(t, srv.URL)
	p.open("/")
	// The worker has installed (cached everything) and controls the page.
	p.waitFor(`navigator.serviceWorker.controller !== null`, 30*time.Second)
	assert.True(t, evalJS[bool](p, `caches.keys().then(async keys => keys.length === 1 &&
		(await caches.open(keys[0]).then(c => c.match("/web/app.wasm"))) !== undefined)`))

	srv.Close()
	stopped = true
	_, err := http.Get(srv.URL)
	require.Error(t, err, "the server still answers")

	// Another puzzle than the default: the solution with its first column
	// blanked (each row misses one value, so the solution is unique).
	puzzle := []byte(easySolution)
	for i := 0; i < len(puzzle); i += 9 {
		puzzle[i] = '.'
	}
	p.open("/?p=" + string(puzzle))
	assert.Equal(t, "3", p.text("#cell-1"))
	assert.Equal(t, 9, p.count(".cell.marks"))
	assert.Equal(t, easySolution, p.solveOutright())
	p.screenshot("offline")

	// Another page, never fetched: the cached start page opens it.
	p.open("/matrix")
	p.waitFor(`document.querySelector(".matrix-page") !== null`, 10*time.Second)
}

// TestE2EContentSecurityPolicy checks the policy is in force in the
// browser and that a violation shows in the console, where the harness
// fails any test on it: the app's other tests run under the same policy,
// so they prove it lets the app work.
func TestE2EContentSecurityPolicy(t *testing.T) {
	p := newPage(t)
	p.open("/")
	p.allowConsole("Content Security Policy")
	// An inline script that is allowed runs as it is inserted, before
	// append returns.
	ran := evalJS[bool](p, `(() => {
		window.xcoverInline = false;
		const s = document.createElement("script");
		s.textContent = "window.xcoverInline = true";
		document.head.append(s);
		return window.xcoverInline;
	})()`)
	assert.False(t, ran, "an inline script ran")
	assert.Eventually(t, func() bool {
		for _, msg := range p.consoleSoFar() {
			if strings.Contains(msg, "Content Security Policy") && strings.Contains(msg, "inline script") {
				return true
			}
		}
		return false
	}, 5*time.Second, 20*time.Millisecond, "no violation reported in the console")
	for _, msg := range p.consoleSoFar() {
		if strings.Contains(msg, "Content Security Policy") {
			assert.Contains(t, msg, "inline script", "a violation by the app itself")
		}
	}
	// The app still works: a step and an outright solve.
	p.clickAndWait("#step", eventsAre(1))
	assert.Equal(t, easySolution, p.solveOutright())
}

// TestE2EBadLinksAndPastes opens links and loads pastes past the page's
// limits: each gets a clear message, nothing freezes, and what was on
// screen or in the paste box stays.
func TestE2EBadLinksAndPastes(t *testing.T) {
	p := newPage(t)
	empty := strings.Repeat(".", 81)

	// A step further than a link replays: the page goes as far as it may.
	atZero := p.open("/?p=" + empty)
	atMax := p.open("/?p=" + empty + "&s=5000000")
	t.Logf("load to interactive: %v at step 0, %v at step %d (the furthest a link replays)",
		atZero.Round(time.Millisecond), atMax.Round(time.Millisecond), puzzle.MaxLinkStep)
	assert.Contains(t, p.text("#message"), "The link's step 5,000,000 is further than a link replays")
	assert.Equal(t, puzzle.MaxLinkStep, p.events())

	// A grid bigger than the page shows.
	big := strings.TrimSpace(strings.Repeat(strings.Repeat("0 ", 36)+"\n", 36))
	p.open("/?p=" + url.QueryEscape(big))
	assert.Contains(t, p.text("#message"), "a 36x36 grid is more than the page can show (up to 25x25)")
	p.gridHas(81) // the default puzzle stays

	// A link, and a paste, too long to read.
	p.open("/?p=" + strings.Repeat(".", puzzle.MaxInput))
	assert.Contains(t, p.text("#message"), "The link is 257 KB; this page takes at most 256 KB.")
	evalJS[chromedp.Void](p, `(() => {
		const box = document.getElementById("paste");
		box.value = "1".repeat(300000);
		box.dispatchEvent(new Event("input", {bubbles: true}));
	})()`)
	p.click("#load")
	p.waitFor(`document.getElementById("message")?.innerText.includes("The puzzle is 293 KB; this page takes at most 256 KB.")`, 5*time.Second)
	assert.Equal(t, 300000, evalJS[int](p, `document.getElementById("paste").value.length`), "the paste box keeps the text")
	p.gridHas(81) // the grid stays
}
