package cli

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	xapp "xcover/app"
)

// registerOnce registers the app's routes, as main does before serving.
var registerOnce sync.Once

// fakeWasm is stand-in app.wasm content: compressible, like a real one,
// and different for each seed.
func fakeWasm(seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, 1))
	words := []string{"dlx", "cover", "item", "option", "link", "\x00asm", "go", "wasm"}
	var b bytes.Buffer
	for b.Len() < 60_000 {
		b.WriteString(words[r.IntN(len(words))])
	}
	return b.Bytes()
}

// newWebDir makes a web directory with the repository's static files (icons,
// styles) and a fake app.wasm, precompressed. It returns the directory and
// the app.wasm content.
func newWebDir(t *testing.T, seed uint64) (string, []byte) {
	t.Helper()
	dir := t.TempDir()
	entries, err := os.ReadDir("../web")
	require.NoError(t, err)
	for _, e := range entries {
		if e.IsDir() || strings.HasPrefix(e.Name(), "app.wasm") {
			continue
		}
		b, err := os.ReadFile(filepath.Join("../web", e.Name()))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, e.Name()), b, 0o644))
	}
	raw := fakeWasm(seed)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "app.wasm"), raw, 0o644))
	_, upToDate, err := Precompress(filepath.Join(dir, "app.wasm"))
	require.NoError(t, err)
	require.False(t, upToDate)
	return dir, raw
}

// newTestServer serves the site in dir on httptest.
func newTestServer(t *testing.T, dir string) (*Site, *httptest.Server) {
	t.Helper()
	registerOnce.Do(xapp.Register)
	site, err := OpenSite(dir)
	require.NoError(t, err)
	srv := httptest.NewServer(site.Handler())
	t.Cleanup(srv.Close)
	return site, srv
}

// fetch sends a request and returns the response with its body read.
func fetch(t *testing.T, method, url string, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	require.NoError(t, err)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	// A Transport of its own, so Go's transparent gzip stays out of the way.
	tr := &http.Transport{DisableCompression: true}
	defer tr.CloseIdleConnections()
	resp, err := (&http.Client{Transport: tr}).Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp, body
}

// decode undoes a response's content coding.
func decode(t *testing.T, coding string, body []byte) []byte {
	t.Helper()
	var r io.Reader = bytes.NewReader(body)
	switch coding {
	case "":
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		zr, err := gzip.NewReader(r)
		require.NoError(t, err)
		r = zr
	default:
		t.Fatalf("unexpected coding %q", coding)
	}
	out, err := io.ReadAll(r)
	require.NoError(t, err)
	return out
}

// TestNegotiate checks the choice of content coding against Accept-Encoding
// headers, q-values included.
func TestNegotiate(t *testing.T) {
	both := []string{"br", "gzip"}
	for _, tc := range []struct {
		header []string
		have   []string
		want   string
	}{
		{nil, both, ""},
		{[]string{""}, both, ""},
		{[]string{"gzip, deflate, br, zstd"}, both, "br"}, // Chromium
		{[]string{"gzip, deflate, br"}, both, "br"},
		{[]string{"gzip, deflate"}, both, "gzip"},
		{[]string{"deflate"}, both, ""},
		{[]string{"identity"}, both, ""},
		{[]string{"BR"}, both, "br"},
		{[]string{"x-gzip"}, both, "gzip"},
		{[]string{"gzip", "br"}, both, "br"}, // several header lines
		{[]string{"br;q=0.5, gzip;q=0.8"}, both, "gzip"},
		{[]string{"br;q=0.8, gzip;q=0.8"}, both, "br"},
		{[]string{"br;q=0, gzip"}, both, "gzip"},
		{[]string{"br; q=0 , gzip ; q=0"}, both, ""},
		{[]string{"br;q=0.5, identity;q=0.9"}, both, ""},
		{[]string{"br;q=0.5, identity;q=0"}, both, "br"},
		{[]string{"*"}, both, "br"},
		{[]string{"*;q=0.1, gzip;q=0.5"}, both, "gzip"},
		{[]string{"*;q=0"}, both, ""}, // nothing acceptable: identity anyway
		{[]string{"br;q=nonsense, gzip"}, both, "gzip"},
		{[]string{"br;q=2, gzip"}, both, "gzip"},
		{[]string{"gzip, deflate, br"}, []string{"gzip"}, "gzip"},
		{[]string{"br"}, []string{"gzip"}, ""},
		{[]string{"gzip, br"}, nil, ""},
	} {
		assert.Equal(t, tc.want, negotiate(tc.header, tc.have), "Accept-Encoding %q, have %q", tc.header, tc.have)
	}
}

// TestServeWasmEncodings serves app.wasm, by each of its paths, under the
// coding that each Accept-Encoding asks for, always as application/wasm.
func TestServeWasmEncodings(t *testing.T) {
	dir, raw := newWebDir(t, 1)
	site, srv := newTestServer(t, dir)
	assert.Empty(t, site.Notes)
	for _, tc := range []struct {
		accept string // "-" for no header
		want   string
	}{
		{"-", ""},
		{"gzip, deflate, br, zstd", "br"},
		{"gzip, deflate", "gzip"},
		{"br;q=0.1, gzip", "gzip"},
		{"identity", ""},
	} {
		for _, path := range []string{"/web/app.wasm", "/app.wasm", "/" + site.Version + "/web/app.wasm"} {
			header := map[string]string{}
			if tc.accept != "-" {
				header["Accept-Encoding"] = tc.accept
			}
			resp, body := fetch(t, http.MethodGet, srv.URL+path, header)
			require.Equal(t, http.StatusOK, resp.StatusCode, path)
			assert.Equal(t, "application/wasm", resp.Header.Get("Content-Type"), path)
			assert.Equal(t, tc.want, resp.Header.Get("Content-Encoding"), "%s with Accept-Encoding %q", path, tc.accept)
			assert.Contains(t, resp.Header.Values("Vary"), "Accept-Encoding")
			n, _ := site.WasmSize(tc.want)
			assert.EqualValues(t, n, resp.ContentLength)
			assert.Equal(t, raw, decode(t, tc.want, body))
		}
	}
}

// TestServeWasmGetHead checks GET against HEAD, conditional and range
// requests, other methods, and the static files beside app.wasm.
func TestServeWasmGetHead(t *testing.T) {
	dir, _ := newWebDir(t, 2)
	_, srv := newTestServer(t, dir)
	br := map[string]string{"Accept-Encoding": "br"}
	get, getBody := fetch(t, http.MethodGet, srv.URL+"/web/app.wasm", br)
	head, headBody := fetch(t, http.MethodHead, srv.URL+"/web/app.wasm", br)
	require.Equal(t, http.StatusOK, get.StatusCode)
	require.Equal(t, http.StatusOK, head.StatusCode)
	assert.Empty(t, headBody)
	for _, k := range []string{"Content-Type", "Content-Encoding", "Content-Length", "Vary", "ETag", "Last-Modified"} {
		assert.NotEmpty(t, get.Header.Get(k), k)
		assert.Equal(t, get.Header.Get(k), head.Header.Get(k), k)
	}
	assert.EqualValues(t, len(getBody), head.ContentLength)

	// A conditional request for what the client has gets 304, per coding.
	again, body := fetch(t, http.MethodGet, srv.URL+"/web/app.wasm",
		map[string]string{"Accept-Encoding": "br", "If-None-Match": get.Header.Get("ETag")})
	assert.Equal(t, http.StatusNotModified, again.StatusCode)
	assert.Empty(t, body)
	gz, _ := fetch(t, http.MethodGet, srv.URL+"/web/app.wasm",
		map[string]string{"Accept-Encoding": "gzip", "If-None-Match": get.Header.Get("ETag")})
	assert.Equal(t, http.StatusOK, gz.StatusCode)
	assert.Equal(t, "gzip", gz.Header.Get("Content-Encoding"))

	// A range is a range of the coded bytes, with its own length.
	part, partBody := fetch(t, http.MethodGet, srv.URL+"/web/app.wasm",
		map[string]string{"Accept-Encoding": "br", "Range": "bytes=10-19"})
	assert.Equal(t, http.StatusPartialContent, part.StatusCode)
	assert.Equal(t, getBody[10:20], partBody)
	assert.EqualValues(t, 10, part.ContentLength)

	for _, method := range []string{http.MethodPost, http.MethodPut, http.MethodDelete} {
		resp, _ := fetch(t, method, srv.URL+"/web/app.wasm", nil)
		assert.Equal(t, http.StatusMethodNotAllowed, resp.StatusCode, method)
		assert.Equal(t, "GET, HEAD", resp.Header.Get("Allow"))
		resp, _ = fetch(t, method, srv.URL+"/web/icon.svg", nil)
		assert.Equal(t, http.StatusMethodNotAllowed, resp.StatusCode, method)
	}

	// Static files, HEAD included; no directory listing, nothing outside.
	for _, method := range []string{http.MethodGet, http.MethodHead} {
		resp, body := fetch(t, method, srv.URL+"/web/icon-192.png", nil)
		assert.Equal(t, http.StatusOK, resp.StatusCode, method)
		assert.Equal(t, "image/png", resp.Header.Get("Content-Type"))
		assert.Equal(t, method == http.MethodHead, len(body) == 0)
	}
	for _, path := range []string{"/web/", "/web/nothing.png", "/web/../go.mod", "/web/%2e%2e/go.mod"} {
		resp, _ := fetch(t, http.MethodGet, srv.URL+path, nil)
		assert.NotEqual(t, http.StatusOK, resp.StatusCode, path)
	}
}

// TestSiteVersion checks that the version is a hash of app.wasm and the
// static files: the same across handler rebuilds, different for another
// app.wasm or a changed file.
func TestSiteVersion(t *testing.T) {
	dir, _ := newWebDir(t, 3)
	a, err := OpenSite(dir)
	require.NoError(t, err)
	b, err := OpenSite(dir)
	require.NoError(t, err)
	assert.Regexp(t, `^[0-9a-f]{16}$`, a.Version)
	assert.Equal(t, a.Version, b.Version, "same app.wasm, same version")

	// Rebuilt handlers tell the page the same version.
	_, srv1 := newTestServer(t, dir)
	_, srv2 := newTestServer(t, dir)
	_, js1 := fetch(t, http.MethodGet, srv1.URL+"/app.js", nil)
	_, js2 := fetch(t, http.MethodGet, srv2.URL+"/app.js", nil)
	assert.Contains(t, string(js1), a.Version)
	assert.Equal(t, js1, js2)

	other, _ := newWebDir(t, 4)
	c, err := OpenSite(other)
	require.NoError(t, err)
	assert.NotEqual(t, a.Version, c.Version, "another app.wasm, another version")

	// A changed static file is an update too; compressed copies and dot
	// files are not part of it.
	versionAfter := func(name string, content []byte) string {
		t.Helper()
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), content, 0o644))
		s, err := OpenSite(dir)
		require.NoError(t, err)
		return s.Version
	}
	assert.Equal(t, a.Version, versionAfter(".scratch", []byte("x")))
	assert.Equal(t, a.Version, versionAfter("app.wasm.zst", []byte("x")))
	styled := versionAfter("extra.css", []byte("body { color: red }"))
	assert.NotEqual(t, a.Version, styled)
	assert.NotEqual(t, styled, versionAfter("extra.css", []byte("body { color: blue }")))
}

// TestSiteStaleOrMissingCopies leaves out compressed copies that do not
// match app.wasm, and serves app.wasm as it is then.
func TestSiteStaleOrMissingCopies(t *testing.T) {
	dir, raw := newWebDir(t, 5)
	// app.wasm rebuilt after its copies were made: the copies are stale.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "app.wasm"), append(raw, 1), 0o644))
	require.NoError(t, os.Remove(filepath.Join(dir, "app.wasm.gz")))
	site, srv := newTestServer(t, dir)
	require.Len(t, site.Notes, 2)
	assert.Contains(t, site.Notes[0], "app.wasm.br left out")
	assert.Contains(t, site.Notes[1], "app.wasm.gz is missing")
	resp, body := fetch(t, http.MethodGet, srv.URL+"/web/app.wasm", map[string]string{"Accept-Encoding": "gzip, br"})
	assert.Empty(t, resp.Header.Get("Content-Encoding"))
	assert.Equal(t, "application/wasm", resp.Header.Get("Content-Type"))
	assert.Equal(t, append(raw, 1), body)
}

// TestSiteMissingWasm checks the error that says how to build app.wasm.
func TestSiteMissingWasm(t *testing.T) {
	dir := t.TempDir()
	_, err := OpenSite(dir)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "make build-wasm")

	var stdout, stderr bytes.Buffer
	code := Main(Env{Stdout: &stdout, Stderr: &stderr}, []string{"serve", "-addr", "127.0.0.1:0", "-web", dir})
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr.String(), "app.wasm is missing: run make build-wasm")
}

// originURL matches an http or https URL; its group is the host.
var originURL = regexp.MustCompile(`(?i)https?://([^/\s"'<>)]*)`)

// TestPageRendersWithNoOutsideURL renders the page and checks that the page
// and the manifest name no outside URL, and only /web/ files that exist.
func TestPageRendersWithNoOutsideURL(t *testing.T) {
	dir, _ := newWebDir(t, 6)
	_, srv := newTestServer(t, dir)
	host := strings.TrimPrefix(srv.URL, "http://")

	resp, page := fetch(t, http.MethodGet, srv.URL+"/", nil)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, resp.Header.Get("Content-Type"), "text/html")
	assert.Contains(t, string(page), `id="app-wasm-loader"`)
	assert.Contains(t, string(page), `src="/app.js"`)
	assert.Contains(t, string(page), `src="/wasm_exec.js"`)
	head, headBody := fetch(t, http.MethodHead, srv.URL+"/", nil)
	assert.Equal(t, http.StatusOK, head.StatusCode)
	assert.Empty(t, headBody)

	resp, manifest := fetch(t, http.MethodGet, srv.URL+"/manifest.webmanifest", nil)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var m struct {
		Icons []struct{ Src string } `json:"icons"`
	}
	require.NoError(t, json.Unmarshal(manifest, &m))
	require.NotEmpty(t, m.Icons)

	// Every URL in what the browser reads first stays on the page's origin.
	// go-app writes its Open Graph tags as "https://" plus the (unset)
	// Domain: a URL with no host, which nothing fetches, is allowed.
	for _, path := range []string{"/", "/manifest.webmanifest", "/app.js", "/app-worker.js"} {
		_, body := fetch(t, http.MethodGet, srv.URL+path, nil)
		for _, match := range originURL.FindAllStringSubmatch(string(body), -1) {
			if match[1] != "" && match[1] != host {
				t.Errorf("%s names an outside URL: %s", path, match[0])
			}
		}
	}

	// Every /web/ resource that the page and the manifest name is served,
	// from the repository's web directory.
	refs := regexp.MustCompile(`"(/web/[^"]+)"`).FindAllStringSubmatch(string(page)+string(manifest), -1)
	for _, icon := range m.Icons {
		refs = append(refs, []string{"", icon.Src})
	}
	require.NotEmpty(t, refs)
	for _, ref := range refs {
		u, err := url.Parse(ref[1])
		require.NoError(t, err)
		if u.Host != "" {
			continue // reported above
		}
		resp, _ := fetch(t, http.MethodGet, srv.URL+u.Path, nil)
		assert.Equal(t, http.StatusOK, resp.StatusCode, "%s named by the page or manifest", u.Path)
		_, err = os.Stat(filepath.Join("..", filepath.FromSlash(u.Path)))
		assert.NoError(t, err, "%s is not in the repository's web directory", u.Path)
	}
}

// goroot returns the Go installation's root directory.
func goroot(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOROOT").Output()
	require.NoError(t, err)
	return strings.TrimSpace(string(out))
}

// TestWasmExecJSMatchesGo compares go-app's /wasm_exec.js with the Go
// toolchain's and with the copy that make build-wasm puts at the root.
func TestWasmExecJSMatchesGo(t *testing.T) {
	dir, _ := newWebDir(t, 7)
	_, srv := newTestServer(t, dir)
	resp, served := fetch(t, http.MethodGet, srv.URL+"/wasm_exec.js", nil)
	require.Equal(t, http.StatusOK, resp.StatusCode)

	// go-app embeds its own copy of Go's loader; a drift from the Go that
	// builds app.wasm breaks the app at start.
	want, err := os.ReadFile(filepath.Join(goroot(t), "lib", "wasm", "wasm_exec.js"))
	require.NoError(t, err)
	assert.True(t, bytes.Equal(want, served), "go-app's /wasm_exec.js differs from $(go env GOROOT)/lib/wasm/wasm_exec.js: update go-app or Go")

	// make build-wasm copies Go's to the repository root.
	if root, err := os.ReadFile("../wasm_exec.js"); err == nil {
		assert.True(t, bytes.Equal(root, served), "wasm_exec.js at the repository root differs from go-app's: run make build-wasm")
	} else {
		t.Logf("no wasm_exec.js at the repository root (make build-wasm copies it): %v", err)
	}
}

// lockedBuffer is a bytes.Buffer safe for a writer and a reader at once.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

// Write appends p.
func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

// String returns what was written.
func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestServeCommand runs the serve command on a free port and stops it.
func TestServeCommand(t *testing.T) {
	registerOnce.Do(xapp.Register)
	dir, raw := newWebDir(t, 8)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stdout, stderr lockedBuffer
	done := make(chan int)
	go func() { done <- serve(ctx, Env{Stdout: &stdout, Stderr: &stderr}, "127.0.0.1:0", dir) }()
	base := servedAt(t, &stdout, &stderr)
	assert.Contains(t, stdout.String(), "br 0.")
	resp, body := fetch(t, http.MethodGet, base, nil)
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, string(body), "app-wasm-loader")
	resp, body = fetch(t, http.MethodGet, base+"web/app.wasm", map[string]string{"Accept-Encoding": "gzip, deflate, br"})
	assert.Equal(t, "br", resp.Header.Get("Content-Encoding"))
	assert.Equal(t, raw, decode(t, "br", body))

	cancel()
	select {
	case code := <-done:
		assert.Equal(t, 0, code, stderr.String())
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
	assert.Empty(t, stderr.String())
}

// TestServeFlags checks the serve command's usage errors and help.
func TestServeFlags(t *testing.T) {
	var stdout, stderr bytes.Buffer
	assert.Equal(t, 2, Main(Env{Stdout: &stdout, Stderr: &stderr}, []string{"serve", "extra"}))
	assert.Equal(t, 2, Main(Env{Stdout: &stdout, Stderr: &stderr}, []string{"serve", "-nope"}))
	assert.Equal(t, 0, Main(Env{Stdout: &stdout, Stderr: &stderr}, []string{"serve", "-h"}))
	assert.Contains(t, stderr.String(), "-addr")
}

// TestPrecompressCommand writes, skips when up to date, rewrites when the
// file changed, and reports errors.
func TestPrecompressCommand(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "app.wasm")
	raw := fakeWasm(9)
	require.NoError(t, os.WriteFile(name, raw, 0o644))

	var stdout, stderr bytes.Buffer
	env := Env{Stdout: &stdout, Stderr: &stderr}
	require.Equal(t, 0, Main(env, []string{"precompress", name}), stderr.String())
	for coding, suffix := range map[string]string{"br": ".br", "gzip": ".gz"} {
		body, err := os.ReadFile(name + suffix)
		require.NoError(t, err)
		assert.Less(t, len(body), len(raw)/2, coding)
		assert.Equal(t, raw, decode(t, coding, body), coding)
	}
	assert.NotContains(t, stdout.String(), "up to date")

	stdout.Reset()
	require.Equal(t, 0, Main(env, []string{"precompress", name}))
	assert.Contains(t, stdout.String(), "up to date")

	// A changed file is compressed again.
	require.NoError(t, os.WriteFile(name, raw[:1000], 0o644))
	stdout.Reset()
	require.Equal(t, 0, Main(env, []string{"precompress", name}))
	assert.NotContains(t, stdout.String(), "up to date")
	body, err := os.ReadFile(name + ".br")
	require.NoError(t, err)
	assert.Equal(t, raw[:1000], decode(t, "br", body))

	leftovers, err := filepath.Glob(filepath.Join(dir, ".*"))
	require.NoError(t, err)
	assert.Empty(t, leftovers, "temporary files left behind")

	assert.Equal(t, 1, Main(env, []string{"precompress", filepath.Join(dir, "missing")}))
	assert.Equal(t, 2, Main(env, []string{"precompress"}))
}

// TestLoaderProgressEndsAt100 checks the page's loader measures progress
// against app.wasm's uncompressed size: it counts decoded bytes, so with a
// compressed transfer the Content-Length header would end the bar far past
// 100%.
func TestLoaderProgressEndsAt100(t *testing.T) {
	dir, wasm := newWebDir(t, 7)
	_, srv := newTestServer(t, dir)
	_, body := fetch(t, "GET", srv.URL+"/app.js", nil)
	assert.Contains(t, string(body), fmt.Sprintf(`const goappWasmContentLength = "%d";`, len(wasm)))
}

// TestSecurityHeaders checks every kind of response carries the security
// headers, whatever its status, and that only GET and HEAD are served.
func TestSecurityHeaders(t *testing.T) {
	dir, _ := newWebDir(t, 10)
	site, srv := newTestServer(t, dir)
	paths := []string{"/", "/app.js", "/app-worker.js", "/wasm_exec.js", "/manifest.webmanifest", "/app.css",
		"/web/app.wasm", "/app.wasm", "/" + site.Version + "/web/app.wasm", "/web/icon.svg", "/web/xcover.css",
		"/web/", "/web/nothing.png", "/web/../go.mod"}
	for _, method := range []string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut,
		http.MethodDelete, http.MethodPatch, http.MethodOptions, "PROPFIND"} {
		for _, path := range paths {
			resp, _ := fetch(t, method, srv.URL+path, map[string]string{"Accept-Encoding": "br"})
			for k, v := range securityHeaders {
				assert.Equal(t, v, resp.Header.Get(k), "%s %s: %s", method, path, k)
			}
			if method == http.MethodGet || method == http.MethodHead {
				assert.NotEqual(t, http.StatusMethodNotAllowed, resp.StatusCode, "%s %s", method, path)
				continue
			}
			assert.Equal(t, http.StatusMethodNotAllowed, resp.StatusCode, "%s %s", method, path)
			assert.Equal(t, "GET, HEAD", resp.Header.Get("Allow"), "%s %s", method, path)
		}
	}
	csp := securityHeaders["Content-Security-Policy"]
	for _, want := range []string{"default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'",
		"object-src 'none'", "frame-ancestors 'none'"} {
		assert.Contains(t, csp, want)
	}
	assert.NotContains(t, csp, "'unsafe-eval'", "only WebAssembly compilation is allowed")
	assert.NotContains(t, strings.ReplaceAll(csp, "style-src-attr 'unsafe-inline'", ""), "unsafe-inline",
		"no inline script or style element")
}

// TestPageHasNoInlineScript checks the page's HTML keeps to the policy:
// its scripts are files of its own, and it has no inline script, event
// handler attribute or style element (style attributes are allowed).
func TestPageHasNoInlineScript(t *testing.T) {
	dir, _ := newWebDir(t, 11)
	_, srv := newTestServer(t, dir)
	_, page := fetch(t, http.MethodGet, srv.URL+"/", nil)
	scripts := regexp.MustCompile(`(?is)<script([^>]*)>(.*?)</script>`).FindAllStringSubmatch(string(page), -1)
	require.NotEmpty(t, scripts)
	for _, s := range scripts {
		assert.Regexp(t, `src="/[^/]`, s[1], "a script that is not a file of the site's own")
		assert.Empty(t, strings.TrimSpace(s[2]), "an inline script")
	}
	assert.NotRegexp(t, `(?i)<style|\son[a-z]+=|javascript:`, string(page))
}

// TestServerLimits checks the server's time limits are set, and that a
// client that connects and sends nothing is dropped.
func TestServerLimits(t *testing.T) {
	t.Parallel()
	srv := newServer(http.NotFoundHandler())
	assert.Equal(t, readHeaderTimeout, srv.ReadHeaderTimeout)
	assert.Equal(t, readTimeout, srv.ReadTimeout)
	assert.Equal(t, writeTimeout, srv.WriteTimeout)
	assert.Equal(t, idleTimeout, srv.IdleTimeout)
	assert.Equal(t, maxHeaderBytes, srv.MaxHeaderBytes)

	ts := httptest.NewUnstartedServer(nil)
	ts.Config = srv
	ts.Start()
	defer ts.Close()
	conn, err := net.Dial("tcp", ts.Listener.Addr().String())
	require.NoError(t, err)
	defer conn.Close()
	_, err = conn.Write([]byte("GET / HTTP/1.1\r\nHost: x\r\n")) // never finished
	require.NoError(t, err)
	start := time.Now()
	require.NoError(t, conn.SetReadDeadline(time.Now().Add(readHeaderTimeout+20*time.Second)))
	_, err = io.ReadAll(conn)
	require.NoError(t, err, "the server should have closed the connection")
	waited := time.Since(start)
	t.Logf("a client that never finished its headers was dropped after %v", waited.Round(time.Millisecond))
	assert.GreaterOrEqual(t, waited, readHeaderTimeout-time.Second)
}

// startServe runs `xcover serve` on a free loopback port with the web
// directory dir, and returns its URL (with a trailing slash) and a channel
// that gets its exit code.
func startServe(t *testing.T, dir string, stdout, stderr *lockedBuffer) (string, <-chan int) {
	t.Helper()
	registerOnce.Do(xapp.Register)
	done := make(chan int, 1)
	go func() {
		done <- Main(Env{Stdout: stdout, Stderr: stderr}, []string{"serve", "-addr", "127.0.0.1:0", "-web", dir})
	}()
	return servedAt(t, stdout, stderr), done
}

// servedAt waits for serve to print the URL it serves at, and returns it.
func servedAt(t *testing.T, stdout, stderr *lockedBuffer) string {
	t.Helper()
	addr := regexp.MustCompile(`at (http://\S+/)`)
	var base string
	require.Eventually(t, func() bool {
		m := addr.FindStringSubmatch(stdout.String())
		if m != nil {
			base = m[1]
		}
		return m != nil
	}, 10*time.Second, 10*time.Millisecond, "serve printed no address; stderr: %s", stderr.String())
	return base
}

// TestServeGracefulShutdown sends the process SIGTERM while a client is
// in the middle of downloading app.wasm: the download completes, new
// connections are refused, and serve exits with 0.
func TestServeGracefulShutdown(t *testing.T) {
	dir := t.TempDir()
	raw := make([]byte, 8<<20) // incompressible and too big for the socket buffers
	_, err := rand.NewChaCha8([32]byte{12}).Read(raw)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "app.wasm"), raw, 0o644))
	var stdout, stderr lockedBuffer
	base, done := startServe(t, dir, &stdout, &stderr)

	u, err := url.Parse(base)
	require.NoError(t, err)
	conn, err := net.Dial("tcp", u.Host)
	require.NoError(t, err)
	defer conn.Close()
	_, err = fmt.Fprintf(conn, "GET /web/app.wasm HTTP/1.1\r\nHost: %s\r\n\r\n", u.Host)
	require.NoError(t, err)
	r := bufio.NewReader(conn)
	resp, err := http.ReadResponse(r, nil)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, resp.StatusCode)

	require.NoError(t, syscall.Kill(syscall.Getpid(), syscall.SIGTERM))
	// The listener closes at once; the download under way goes on.
	require.Eventually(t, func() bool {
		c, err := net.DialTimeout("tcp", u.Host, time.Second)
		if err == nil {
			c.Close()
		}
		return err != nil
	}, 10*time.Second, 20*time.Millisecond, "serve still accepts connections after SIGTERM")
	select {
	case code := <-done:
		t.Fatalf("serve exited (%d) before the download under way ended", code)
	default:
	}
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(raw, body), "the download was cut: %d of %d bytes", len(body), len(raw))
	select {
	case code := <-done:
		assert.Equal(t, 0, code, stderr.String())
	case <-time.After(shutdownGrace + 5*time.Second):
		t.Fatal("serve did not stop after SIGTERM")
	}
}

// TestOddRequestTargets sends request lines as they come over the wire,
// not cleaned by any client: none reaches a file outside the web
// directory, none lists a directory, none fails the server (5xx).
func TestOddRequestTargets(t *testing.T) {
	dir, _ := newWebDir(t, 13)
	_, srv := newTestServer(t, dir)
	host := strings.TrimPrefix(srv.URL, "http://")
	// A file beside the web directory, which nothing may serve.
	secret := "xcover-secret-13"
	require.NoError(t, os.WriteFile(filepath.Join(filepath.Dir(dir), "secret.txt"), []byte(secret), 0o644))
	for _, target := range []string{
		"/web/../secret.txt", "/web/%2e%2e/secret.txt", "/web/%2e%2e%2fsecret.txt", "/web/..%5csecret.txt",
		"/web/..%2Fsecret.txt", "/web/icon.svg/../../secret.txt", "/../secret.txt", "/%2e%2e/secret.txt",
		"/web//etc/passwd", "/web/./icon.svg/..", "/../../etc/passwd", "//etc/passwd", "/web/%00", "/web/icon.svg%00.png",
		"/web/" + strings.Repeat("a/", 2000), "/web", "/web/", "/web/.", "/" + strings.Repeat("x", 8000),
		"/?p=%zz", "/?" + strings.Repeat("p=1&", 2000), "*",
	} {
		conn, err := net.Dial("tcp", host)
		require.NoError(t, err)
		_, err = fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", target, host)
		require.NoError(t, err)
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		require.NoError(t, err, target)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		conn.Close()
		short := target[:min(len(target), 40)]
		assert.Less(t, resp.StatusCode, 500, short)
		assert.NotContains(t, string(body), secret, short)
		assert.NotContains(t, string(body), "<pre>\n<a href", "a directory listing at %s", short)
		if strings.HasPrefix(target, "/web") {
			assert.NotEqual(t, http.StatusOK, resp.StatusCode, short)
		}
	}
	resp, _ := fetch(t, http.MethodGet, srv.URL+"/web/icon.svg", nil)
	assert.Equal(t, http.StatusOK, resp.StatusCode, "the server still serves")
}
