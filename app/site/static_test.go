package site

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	xapp "xcover/app"
)

func TestCleanPrefix(t *testing.T) {
	for _, tc := range []struct{ in, want, err string }{
		{"", "", ""},
		{"/", "", ""},
		{"xcover", "/xcover", ""},
		{"/xcover/", "/xcover", ""},
		{"/a/b-c_d.e~f", "/a/b-c_d.e~f", ""},
		{"/a b", "", "want a URL path"},
		{"/a/../b", "", "want a URL path"},
		{"/./b", "", "want a URL path"},
		{"//a", "", "want a URL path"},
		{"/a?b", "", "want a URL path"},
		{`/a"><script>`, "", "want a URL path"},
	} {
		got, err := CleanPrefix(tc.in)
		if tc.err != "" {
			assert.ErrorContains(t, err, tc.err, tc.in)
			continue
		}
		assert.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, got, tc.in)
	}
}

// TestWriteStaticSite writes the site for a sub-path and checks it is
// complete: every URL that the page, manifest, scripts and worker name
// lies under the sub-path and is a file of the site.
func TestWriteStaticSite(t *testing.T) {
	registerOnce.Do(xapp.Register)
	web, wasm := newWebDir(t, 30)
	out := filepath.Join(t.TempDir(), "site")
	notes, err := WriteStaticSite(out, "/xcover/", web)
	require.NoError(t, err)
	assert.Empty(t, notes)

	for _, name := range []string{"index.html", "matrix.html", "app.js", "app-worker.js", "wasm_exec.js", "manifest.webmanifest", "app.css",
		"web/icon.svg", "web/icon-192.png", "web/icon-512.png", "web/xcover.css", "web/xcover.js", "web/cells.js", "web/links-draw.js", "web/export.js", "web/worker.js"} {
		assert.FileExists(t, filepath.Join(out, name))
	}
	// Each binary with its copies, as make build-wasm made them.
	for _, f := range wasmFiles {
		for _, c := range append([]coding{{name: ""}}, codings...) {
			name := filepath.Join(out, "web", f.name+c.suffix)
			got, err := os.ReadFile(name)
			require.NoError(t, err)
			want, err := os.ReadFile(filepath.Join(web, f.name+c.suffix))
			require.NoError(t, err)
			assert.Equal(t, want, got, name)
			assert.Equal(t, wasm[f.name], decode(t, c.name, got), name)
		}
	}

	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(out, name))
		require.NoError(t, err)
		return string(b)
	}
	page := read("index.html")
	assert.Contains(t, page, `<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;;`)
	assert.Contains(t, page, `id="app-wasm-loader"`)
	assert.Contains(t, read("app.js"), `register(
        "/xcover/app-worker.js"`)
	assert.Contains(t, read("app.js"), `"GOAPP_ROOT_PREFIX":"/xcover/"`)

	// Every site URL in what the browser reads lies under /xcover/ and is a
	// file of the site (the directory's own URL is its index.html, a page's
	// is its .html file), or
	// /xcover/web, where the app finds its files. "/" is go-app's manifest
	// scope and the default path of its notifications: no file.
	url := regexp.MustCompile(`"(/[^"\s]*)"`)
	seen := 0
	for _, name := range []string{"index.html", "manifest.webmanifest", "app.js", "app-worker.js"} {
		for _, m := range url.FindAllStringSubmatch(read(name), -1) {
			u := m[1]
			switch {
			case u == "/":
				continue
			case u == "/xcover/web":
				assert.DirExists(t, filepath.Join(out, "web"))
				continue
			}
			if !strings.HasPrefix(u, "/xcover/") {
				t.Errorf("%s names %s, outside /xcover/", name, u)
				continue
			}
			file := strings.TrimPrefix(u, "/xcover/")
			switch {
			case file == "":
				file = "index.html"
			case path.Ext(file) == "":
				file += ".html" // a page, as GitHub Pages serves it
			}
			assert.FileExists(t, filepath.Join(out, filepath.FromSlash(file)), "%s names %s", name, u)
			seen++
		}
	}
	assert.Greater(t, seen, 15)
}

// TestWriteStaticSiteStaleCopies leaves a stale or missing copy of a
// binary out of the static site, with a warning, and a missing worker.wasm
// out of what go-app's service worker caches.
func TestWriteStaticSiteStaleCopies(t *testing.T) {
	registerOnce.Do(xapp.Register)
	web, wasm := newWebDir(t, 32)
	stale := append(slices.Clone(wasm["app.wasm"]), 1)
	require.NoError(t, os.WriteFile(filepath.Join(web, "app.wasm"), stale, 0o644))
	require.NoError(t, os.Remove(filepath.Join(web, "app.wasm.gz")))
	for _, name := range []string{"worker.wasm", "worker.wasm.br", "worker.wasm.gz"} {
		require.NoError(t, os.Remove(filepath.Join(web, name)))
	}
	out := t.TempDir()
	notes, err := WriteStaticSite(out, "", web)
	require.NoError(t, err)
	told := strings.Join(notes, "\n")
	for _, want := range []string{"app.wasm.br left out", "app.wasm.gz is missing", "worker.wasm is missing"} {
		assert.Contains(t, told, filepath.Join(web, want))
	}

	got, err := os.ReadFile(filepath.Join(out, "web", "app.wasm"))
	require.NoError(t, err)
	assert.Equal(t, stale, got)
	for _, name := range []string{"app.wasm.br", "app.wasm.gz", "worker.wasm", "worker.wasm.br", "worker.wasm.gz"} {
		assert.NoFileExists(t, filepath.Join(out, "web", name))
	}
	worker, err := os.ReadFile(filepath.Join(out, "app-worker.js"))
	require.NoError(t, err)
	assert.NotContains(t, string(worker), "worker.wasm")
}
