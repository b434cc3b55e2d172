package e2e

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	// maxLoad is how long the app may take from navigation to interactive
	// (it takes about 1 s on a 2-core machine).
	maxLoad = 6 * time.Second
	// maxWasmTransfer is the most bytes app.wasm may cost to download: its
	// brotli copy's size. The flags in app/wasm.flags keep it below this.
	maxWasmTransfer = 1_970_000
)

// TestE2ESmoke loads the app in Chromium: it starts within a few seconds,
// shows #xcover, and app.wasm travels brotli-compressed.
func TestE2ESmoke(t *testing.T) {
	p := newPage(t)
	load := p.open("/")
	t.Logf("load to interactive (cold: no cache, no service worker yet): %v", load.Round(time.Millisecond))
	assert.LessOrEqual(t, load, maxLoad, "the app took too long to start")
	require.True(t, p.exists("#xcover"), "#xcover is missing from the started app")
	p.screenshot("smoke")

	site := p.env.site
	raw, _ := site.WasmSize("app.wasm", "")
	gz, _ := site.WasmSize("app.wasm", "gzip")
	br, hasBr := site.WasmSize("app.wasm", "br")
	require.True(t, hasBr, "no web/app.wasm.br: run make build-wasm")
	t.Logf("app.wasm: %d bytes raw, %d gzip, %d brotli", raw, gz, br)
	assert.LessOrEqual(t, br, maxWasmTransfer, "web/app.wasm.br is too big: see app/wasm.flags")

	// What the browser asked for, as the server saw it (the page's loader
	// and the service worker's cache both fetch app.wasm).
	var got []wasmRequest
	for _, r := range p.env.wasmRequests() {
		if r.method == "GET" && r.status == 200 {
			got = append(got, r)
		}
	}
	require.NotEmpty(t, got, "the browser never fetched app.wasm")
	for _, r := range got {
		assert.Contains(t, r.acceptEncoding, "br", "the browser does not accept brotli?")
		assert.Equal(t, "br", r.encoding, "app.wasm went with Accept-Encoding %q", r.acceptEncoding)
		assert.LessOrEqual(t, r.bytes, maxWasmTransfer, "app.wasm costs too much to download")
	}

	// The same, from the page: a fetch with the browser's own headers.
	type fetched struct {
		Encoding string `json:"encoding"`
		Type     string `json:"type"`
		Length   int    `json:"length"`
		Decoded  int    `json:"decoded"`
	}
	f := evalJS[fetched](p, `fetch("/web/app.wasm", {cache: "no-store"}).then(async r => ({
		encoding: r.headers.get("Content-Encoding") ?? "",
		type: r.headers.get("Content-Type") ?? "",
		length: Number(r.headers.get("Content-Length")),
		decoded: (await r.arrayBuffer()).byteLength,
	}))`)
	assert.Equal(t, fetched{Encoding: "br", Type: "application/wasm", Length: br, Decoded: raw}, f)

	// The loader's fetch, as the Performance API saw it.
	type timing struct {
		Encoded  int     `json:"encoded"`
		Decoded  int     `json:"decoded"`
		Duration float64 `json:"duration"`
	}
	tm := evalJS[[]timing](p, `performance.getEntriesByType("resource")
		.filter(e => new URL(e.name).pathname.endsWith("/app.wasm"))
		.map(e => ({encoded: e.encodedBodySize, decoded: e.decodedBodySize, duration: e.duration}))`)
	require.NotEmpty(t, tm, "no resource timing for app.wasm")
	t.Logf("app.wasm as the page loaded it: %d bytes transferred, %d decoded, in %.0f ms", tm[0].Encoded, tm[0].Decoded, tm[0].Duration)
	assert.Equal(t, raw, tm[0].Decoded)
	assert.LessOrEqual(t, tm[0].Encoded, maxWasmTransfer)

	// A second load, with the service worker and its cache in place.
	warm := p.open("/")
	t.Logf("load to interactive (warm: service worker cache): %v", warm.Round(time.Millisecond))
	assert.LessOrEqual(t, warm, maxLoad)
	assert.True(t, p.exists("#xcover"))
}

// TestE2EHarness checks the page helpers on the started app, so that a
// broken helper shows here and not as a puzzling failure elsewhere.
func TestE2EHarness(t *testing.T) {
	p := newPage(t)
	p.open("/?from=harness")
	assert.Equal(t, "?from=harness", evalJS[string](p, `location.search`))
	assert.Equal(t, 2, evalJS[int](p, `1 + 1`))
	assert.Equal(t, "ok", evalJS[string](p, `Promise.resolve("ok")`))

	// Build a small form and drive it with the helpers.
	evalJS[chromedp.Void](p, `(() => {
		const f = document.createElement("div");
		f.id = "e2e-form";
		f.innerHTML = '<input id="e2e-in" data-x="y"><button id="e2e-btn">go</button><p id="e2e-out"></p>';
		document.documentElement.append(f); // outside the body that go-app owns
		document.getElementById("e2e-btn").onclick = () => {
			document.getElementById("e2e-out").innerText = "clicked " + document.getElementById("e2e-in").value;
		};
	})()`)
	p.waitVisible("#e2e-btn")
	p.typeKeys("#e2e-in", "abc")
	p.click("#e2e-btn")
	p.waitFor(`document.getElementById("e2e-out").innerText !== ""`, 2*time.Second)
	assert.Equal(t, "clicked abc", p.text("#e2e-out"))
	v, ok := p.attr("#e2e-in", "data-x")
	assert.True(t, ok)
	assert.Equal(t, "y", v)
	_, ok = p.attr("#e2e-in", "data-none")
	assert.False(t, ok)
	assert.Equal(t, 1, p.count("#e2e-in"))
	assert.False(t, p.exists("#e2e-nothing"))

	// Console errors are caught (this one is allowed, so the test passes).
	p.allowConsole("e2e-expected")
	evalJS[chromedp.Void](p, `console.error("e2e-expected error")`)
	assert.Eventually(t, func() bool {
		return slices.Contains(p.consoleSoFar(), "console.error: e2e-expected error")
	}, 5*time.Second, 10*time.Millisecond, "the console error was not seen")
	for _, problem := range p.problemsSoFar() {
		assert.NotContains(t, problem, "e2e-expected")
	}
	path := p.screenshot("harness")
	assert.FileExists(t, path)
}

// TestE2EWithoutBrowser runs this test binary again with $CHROME naming a
// missing file: the end-to-end tests skip, saying why and how to run them
// in one line, and with $XCOVER_E2E=require (make test) they fail.
func TestE2EWithoutBrowser(t *testing.T) {
	for _, tc := range []struct {
		require bool
		want    string
	}{
		{false, "e2e: skipping the end-to-end tests: no browser: $CHROME names /nonexistent/chromium, which is missing; install Chromium"},
		{true, "end-to-end setup: no browser: $CHROME names /nonexistent/chromium"},
	} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestE2ESmoke$", "-test.v")
		cmd.Dir = "e2e" // TestMain works from the folder above
		cmd.Env = append(os.Environ(), "CHROME=/nonexistent/chromium", "XCOVER_E2E=")
		if tc.require {
			cmd.Env = append(cmd.Env, "XCOVER_E2E=require")
		}
		out, err := cmd.CombinedOutput()
		assert.Contains(t, string(out), tc.want)
		if tc.require {
			assert.Error(t, err, "a missing browser fails make test")
			continue
		}
		assert.NoError(t, err, "%s", out)
		assert.Equal(t, 1, strings.Count(string(out), "skipping the end-to-end tests"), "%s", out)
		assert.Contains(t, string(out), "--- SKIP: TestE2ESmoke")
	}
}
