package main

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/cli"
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
	notes, err := cli.WriteStaticSite(dir, "/xcover", webDir)
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
}

// TestE2EContentSecurityPolicy checks the policy is in force in the
// browser and that a violation shows in the console, where the harness
// fails any test on it: the app's other tests run under the same policy,
// so they prove it lets the app work.
func TestE2EContentSecurityPolicy(t *testing.T) {
	p := newPage(t)
	p.open("/")
	p.allowConsole("Content Security Policy")
	ran := evalJS[bool](p, `new Promise(resolve => {
		window.xcoverInline = false;
		const s = document.createElement("script");
		s.textContent = "window.xcoverInline = true";
		document.head.append(s);
		setTimeout(() => resolve(window.xcoverInline), 100);
	})`)
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
