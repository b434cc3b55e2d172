package site

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

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
		_, err = os.Stat(filepath.Join("../..", filepath.FromSlash(u.Path)))
		assert.NoError(t, err, "%s is not in the repository's web directory", u.Path)
	}
}

// TestSecurityHeaders checks every kind of response carries the security
// headers, whatever its status, and that only GET and HEAD are served.
func TestSecurityHeaders(t *testing.T) {
	dir, _ := newWebDir(t, 10)
	site, srv := newTestServer(t, dir)
	paths := []string{"/", "/app.js", "/app-worker.js", "/wasm_exec.js", "/manifest.webmanifest", "/app.css",
		"/web/app.wasm", "/app.wasm", "/" + site.Version + "/web/app.wasm", "/web/worker.wasm", "/web/icon.svg", "/web/xcover.css",
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
