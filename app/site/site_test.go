package site

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	xapp "xcover/app"
)

// registerOnce registers the app's routes, as main does before serving.
var registerOnce sync.Once

// fakeWasm is stand-in content for a WebAssembly binary: compressible,
// like a real one, and different for each seed.
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
// styles, scripts) and a fake of each binary (app.wasm, worker.wasm),
// precompressed. It returns the directory and the binaries' contents by
// name.
func newWebDir(t *testing.T, seed uint64) (string, map[string][]byte) {
	t.Helper()
	dir := t.TempDir()
	entries, err := os.ReadDir("../../web")
	require.NoError(t, err)
	for _, e := range entries {
		if e.IsDir() || isWasmOrCopy(e.Name()) {
			continue
		}
		b, err := os.ReadFile(filepath.Join("../../web", e.Name()))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, e.Name()), b, 0o644))
	}
	wasm := map[string][]byte{}
	for i, f := range wasmFiles {
		wasm[f.name] = fakeWasm(seed*uint64(len(wasmFiles)) + uint64(i))
		writeWasm(t, dir, f.name, wasm[f.name])
	}
	return dir, wasm
}

// writeWasm writes the binary name into the web directory dir with its
// compressed copies, as make build-wasm does.
func writeWasm(t *testing.T, dir, name string, raw []byte) {
	t.Helper()
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), raw, 0o644))
	_, upToDate, err := Precompress(filepath.Join(dir, name))
	require.NoError(t, err)
	require.False(t, upToDate)
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

// TestServeWasmEncodings serves each binary, by each of its paths, under
// the coding that each Accept-Encoding asks for, always as
// application/wasm, with the length of what is sent and an ETag of its own
// for each binary and coding.
func TestServeWasmEncodings(t *testing.T) {
	dir, wasm := newWebDir(t, 1)
	site, srv := newTestServer(t, dir)
	assert.Empty(t, site.Notes)
	paths := map[string][]string{
		"app.wasm":    {"/web/app.wasm", "/app.wasm", "/" + site.Version + "/web/app.wasm"},
		"worker.wasm": {"/web/worker.wasm", "/" + site.Version + "/web/worker.wasm"},
	}
	require.Len(t, paths, len(wasmFiles))
	etags := map[string]string{} // binary and coding by ETag
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
		for _, f := range wasmFiles {
			for _, path := range paths[f.name] {
				header := map[string]string{}
				if tc.accept != "-" {
					header["Accept-Encoding"] = tc.accept
				}
				resp, body := fetch(t, http.MethodGet, srv.URL+path, header)
				require.Equal(t, http.StatusOK, resp.StatusCode, path)
				assert.Equal(t, "application/wasm", resp.Header.Get("Content-Type"), path)
				assert.Equal(t, tc.want, resp.Header.Get("Content-Encoding"), "%s with Accept-Encoding %q", path, tc.accept)
				assert.Contains(t, resp.Header.Values("Vary"), "Accept-Encoding", path)
				n, ok := site.WasmSize(f.name, tc.want)
				require.True(t, ok, "%s under %q", f.name, tc.want)
				assert.EqualValues(t, n, resp.ContentLength, path)
				assert.Equal(t, wasm[f.name], decode(t, tc.want, body), path)

				etag := resp.Header.Get("ETag")
				assert.Regexp(t, `^"[0-9a-f]{16}(-br|-gzip)?"$`, etag, path)
				if seen, ok := etags[etag]; ok {
					assert.Equal(t, f.name+" "+tc.want, seen, "ETag %s of %s with Accept-Encoding %q", etag, path, tc.accept)
				}
				etags[etag] = f.name + " " + tc.want
			}
		}
	}
	assert.Len(t, etags, len(wasmFiles)*(1+len(codings)), "one ETag per binary and coding")
}

// TestServeWasmGetHead checks GET against HEAD, conditional and range
// requests for each binary, other methods, and the static files beside
// the binaries.
func TestServeWasmGetHead(t *testing.T) {
	dir, _ := newWebDir(t, 2)
	_, srv := newTestServer(t, dir)
	br := map[string]string{"Accept-Encoding": "br"}
	for _, f := range wasmFiles {
		url := srv.URL + "/web/" + f.name
		get, getBody := fetch(t, http.MethodGet, url, br)
		head, headBody := fetch(t, http.MethodHead, url, br)
		require.Equal(t, http.StatusOK, get.StatusCode, url)
		require.Equal(t, http.StatusOK, head.StatusCode, url)
		assert.Empty(t, headBody, url)
		for _, k := range []string{"Content-Type", "Content-Encoding", "Content-Length", "Vary", "ETag", "Last-Modified"} {
			assert.NotEmpty(t, get.Header.Get(k), "%s: %s", url, k)
			assert.Equal(t, get.Header.Get(k), head.Header.Get(k), "%s: %s", url, k)
		}
		assert.EqualValues(t, len(getBody), head.ContentLength, url)

		// A conditional request for what the client has gets 304, per coding.
		again, body := fetch(t, http.MethodGet, url,
			map[string]string{"Accept-Encoding": "br", "If-None-Match": get.Header.Get("ETag")})
		assert.Equal(t, http.StatusNotModified, again.StatusCode, url)
		assert.Empty(t, body, url)
		gz, _ := fetch(t, http.MethodGet, url,
			map[string]string{"Accept-Encoding": "gzip", "If-None-Match": get.Header.Get("ETag")})
		assert.Equal(t, http.StatusOK, gz.StatusCode, url)
		assert.Equal(t, "gzip", gz.Header.Get("Content-Encoding"), url)

		// A range is a range of the coded bytes, with its own length.
		part, partBody := fetch(t, http.MethodGet, url,
			map[string]string{"Accept-Encoding": "br", "Range": "bytes=10-19"})
		assert.Equal(t, http.StatusPartialContent, part.StatusCode, url)
		assert.Equal(t, getBody[10:20], partBody, url)
		assert.EqualValues(t, 10, part.ContentLength, url)
	}

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

// TestSiteVersion checks that the version is a hash of the binaries and
// the static files: the same across handler rebuilds, different for
// another app.wasm or worker.wasm or a changed file.
func TestSiteVersion(t *testing.T) {
	dir, wasm := newWebDir(t, 3)
	a, err := OpenSite(dir)
	require.NoError(t, err)
	b, err := OpenSite(dir)
	require.NoError(t, err)
	assert.Regexp(t, `^[0-9a-f]{16}$`, a.Version)
	assert.Equal(t, a.Version, b.Version, "same binaries, same version")

	// Rebuilt handlers tell the page the same version.
	_, srv1 := newTestServer(t, dir)
	_, srv2 := newTestServer(t, dir)
	_, js1 := fetch(t, http.MethodGet, srv1.URL+"/app.js", nil)
	_, js2 := fetch(t, http.MethodGet, srv2.URL+"/app.js", nil)
	assert.Contains(t, string(js1), a.Version)
	assert.Equal(t, js1, js2)

	// Another binary, another version, whichever binary it is.
	for _, f := range wasmFiles {
		other, _ := newWebDir(t, 3)
		writeWasm(t, other, f.name, append(slices.Clone(wasm[f.name]), 1))
		c, err := OpenSite(other)
		require.NoError(t, err)
		assert.Empty(t, c.Notes)
		assert.NotEqual(t, a.Version, c.Version, "another %s, another version", f.name)
	}

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
	assert.Equal(t, a.Version, versionAfter("worker.wasm.zst", []byte("x")))
	styled := versionAfter("extra.css", []byte("body { color: red }"))
	assert.NotEqual(t, a.Version, styled)
	assert.NotEqual(t, styled, versionAfter("extra.css", []byte("body { color: blue }")))
}

// TestSiteStaleOrMissingCopies leaves out each binary's compressed copies
// that do not match it, with a note, and serves the binary as it is then.
func TestSiteStaleOrMissingCopies(t *testing.T) {
	for _, f := range wasmFiles {
		t.Run(f.name, func(t *testing.T) {
			dir, wasm := newWebDir(t, 5)
			// The binary rebuilt after its copies were made: the copies
			// are stale.
			raw := append(slices.Clone(wasm[f.name]), 1)
			require.NoError(t, os.WriteFile(filepath.Join(dir, f.name), raw, 0o644))
			require.NoError(t, os.Remove(filepath.Join(dir, f.name+".gz")))
			site, srv := newTestServer(t, dir)
			require.Len(t, site.Notes, 2)
			assert.Contains(t, site.Notes[0], f.name+".br left out: does not decompress to the file it copies (stale)")
			assert.Contains(t, site.Notes[1], f.name+".gz is missing")
			for _, coding := range []string{"br", "gzip"} {
				_, ok := site.WasmSize(f.name, coding)
				assert.False(t, ok, coding)
			}
			resp, body := fetch(t, http.MethodGet, srv.URL+"/web/"+f.name, map[string]string{"Accept-Encoding": "gzip, br"})
			assert.Empty(t, resp.Header.Get("Content-Encoding"))
			assert.Equal(t, "application/wasm", resp.Header.Get("Content-Type"))
			assert.Equal(t, raw, body)
		})
	}
}

// TestSiteMissingWorker serves a site without worker.wasm, with a note:
// the page then works without its workers, and go-app's service worker,
// which caches all or nothing, is not asked to cache it.
func TestSiteMissingWorker(t *testing.T) {
	dir, _ := newWebDir(t, 12)
	with, withSrv := newTestServer(t, dir)
	_, js := fetch(t, http.MethodGet, withSrv.URL+"/app-worker.js", nil)
	assert.Contains(t, string(js), `"/web/worker.wasm"`)

	for _, name := range []string{"worker.wasm", "worker.wasm.br", "worker.wasm.gz"} {
		require.NoError(t, os.Remove(filepath.Join(dir, name)))
	}
	site, srv := newTestServer(t, dir)
	require.Len(t, site.Notes, 1)
	assert.Contains(t, site.Notes[0], "worker.wasm is missing: the page counts and makes puzzles in its own frames")
	assert.NotEqual(t, with.Version, site.Version)
	_, ok := site.WasmSize("worker.wasm", "")
	assert.False(t, ok)
	resp, _ := fetch(t, http.MethodGet, srv.URL+"/web/worker.wasm", nil)
	assert.Equal(t, http.StatusNotFound, resp.StatusCode)
	_, js = fetch(t, http.MethodGet, srv.URL+"/app-worker.js", nil)
	assert.NotContains(t, string(js), "worker.wasm")
	assert.Contains(t, string(js), `"/web/worker.js"`)

	// Built after the site was opened, it is still not served: what is
	// served matches the version.
	writeWasm(t, dir, "worker.wasm", fakeWasm(99))
	resp, _ = fetch(t, http.MethodGet, srv.URL+"/web/worker.wasm", nil)
	assert.Equal(t, http.StatusNotFound, resp.StatusCode)
}

// TestSiteMissingWasm checks the error that says how to build app.wasm.
func TestSiteMissingWasm(t *testing.T) {
	dir := t.TempDir()
	_, err := OpenSite(dir)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "make build-wasm")

	var stdout, stderr bytes.Buffer
	code := Serve(context.Background(), &stdout, &stderr, "127.0.0.1:0", dir)
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr.String(), "app.wasm is missing: run make build-wasm")
}

// originURL matches an http or https URL; its group is the host.
var originURL = regexp.MustCompile(`(?i)https?://([^/\s"'<>)]*)`)

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
	if root, err := os.ReadFile("../../wasm_exec.js"); err == nil {
		assert.True(t, bytes.Equal(root, served), "wasm_exec.js at the repository root differs from go-app's: run make build-wasm")
	} else {
		t.Logf("no wasm_exec.js at the repository root (make build-wasm copies it): %v", err)
	}
}

// TestLoaderProgressEndsAt100 checks the page's loader measures progress
// against app.wasm's uncompressed size: it counts decoded bytes, so with a
// compressed transfer the Content-Length header would end the bar far past
// 100%.
func TestLoaderProgressEndsAt100(t *testing.T) {
	dir, wasm := newWebDir(t, 7)
	_, srv := newTestServer(t, dir)
	_, body := fetch(t, "GET", srv.URL+"/app.js", nil)
	assert.Contains(t, string(body), fmt.Sprintf(`const goappWasmContentLength = "%d";`, len(wasm["app.wasm"])))
}
