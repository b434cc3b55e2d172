package site

// The browser app as `xcover serve` serves it: the web directory read into
// memory, its WebAssembly binaries under the best content coding a request
// accepts, and the security headers.

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	xapp "xcover/app"
)

// Site is the browser app as built in a web directory: its WebAssembly
// binaries (wasmFiles: app.wasm and worker.wasm), their precompressed .br
// and .gz copies, and the static files beside them (icons, styles,
// scripts). `xcover serve` serves it; the end-to-end tests serve the same.
//
// The binaries and their copies are read once, so what is served always
// matches Version; the other files are read from the directory at each
// request.
type Site struct {
	// Dir is the web directory.
	Dir string
	// Version is a hash of the binaries and of the static files beside
	// them, as they were when the site was opened: the same files give the
	// same version, so a restart of the server is no app update, and a
	// changed file (a style, say) is one, which makes go-app's service
	// worker drop its cache-first copies.
	Version string
	// Notes tells what was found wrong but does not stop serving, such as
	// a compressed copy that does not match its binary and is left out, or
	// a missing worker.wasm.
	Notes []string

	binaries map[string]*binary // by name; only those found
}

// OpenSite reads the binaries and their compressed copies from the web
// directory dir. A copy that is missing, unreadable or does not decompress
// to its binary is left out (and told in Notes): the binary is then served
// under the other codings. A missing worker.wasm is told in Notes too: the
// page then does without its workers. A missing app.wasm is an error that
// says how to build it.
func OpenSite(dir string) (*Site, error) {
	s := &Site{Dir: dir, binaries: map[string]*binary{}}
	for _, f := range wasmFiles {
		b, notes, err := readBinary(dir, f.name)
		switch {
		case errors.Is(err, fs.ErrNotExist) && f.without != "":
			s.Notes = append(s.Notes, fmt.Sprintf("%s is missing: %s (run make build-wasm)", filepath.Join(dir, f.name), f.without))
			continue
		case errors.Is(err, fs.ErrNotExist):
			return nil, fmt.Errorf("%s is missing: run make build-wasm (or use -web to name the directory that has it)", filepath.Join(dir, f.name))
		case err != nil:
			return nil, err
		}
		s.binaries[f.name] = b
		s.Notes = append(s.Notes, notes...)
	}
	version, err := siteVersion(dir, s.binaries)
	if err != nil {
		return nil, err
	}
	s.Version = version
	return s, nil
}

// siteVersion hashes the binaries found and the names and contents of
// the static files in the web directory dir (see walkStatic: the
// binaries' copies are left out, since they follow from the binaries).
func siteVersion(dir string, binaries map[string]*binary) (string, error) {
	h := sha256.New()
	for _, f := range wasmFiles {
		if b, ok := binaries[f.name]; ok {
			raw := b.bodies[""]
			fmt.Fprintf(h, "%s %d\n", f.name, len(raw))
			h.Write(raw)
		}
	}
	err := walkStatic(dir, func(name string, content []byte) error {
		fmt.Fprintf(h, "%s %d\n", name, len(content))
		h.Write(content)
		return nil
	})
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)[:8]), nil
}

// walkStatic calls fn with each static file of the web directory dir,
// in lexical order: its slash-separated name and its contents. It leaves
// out the binaries and their copies (see isWasmOrCopy), dot files and
// directories (temporary ones, say), and what is not a regular file.
func walkStatic(dir string, fn func(name string, content []byte) error) error {
	return filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name, _ := filepath.Rel(dir, path)
		name = filepath.ToSlash(name)
		switch {
		case name == ".":
			return nil
		case strings.HasPrefix(d.Name(), "."):
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		case !d.Type().IsRegular() || isWasmOrCopy(name):
			return nil
		}
		content, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return fn(name, content)
	})
}

// WasmSize returns the byte size of the binary name (app.wasm or
// worker.wasm) as served under a content coding ("" for identity, "br",
// "gzip"), and whether it is served so.
func (s *Site) WasmSize(name, coding string) (int, bool) {
	b, ok := s.binaries[name]
	if !ok {
		return 0, false
	}
	return b.size(coding)
}

// Handler returns the app's HTTP handler: go-app's page, scripts and
// manifest, with /web/ served from the site, for GET and HEAD only, with
// the security headers on every response. The routes must be registered
// first (xapp.Register; main does it).
func (s *Site) Handler() http.Handler {
	h := s.appHandler()
	h.Resources = siteResources{site: s, resolver: app.LocalDir("")}
	return secure(h)
}

// appHandler returns the app's go-app handler for the site's version and
// app.wasm, with a missing binary left out of what go-app's service worker
// caches for offline use: it caches all or nothing, so a resource it
// cannot fetch would leave the app with no offline copy at all.
func (s *Site) appHandler() *app.Handler {
	raw, _ := s.WasmSize(appWasm, "")
	h := xapp.Handler(s.Version, int64(raw))
	h.CacheableResources = slices.DeleteFunc(slices.Clone(h.CacheableResources), func(r string) bool {
		name, _ := strings.CutPrefix(r, "/web/")
		return isWasmFile(name) && s.binaries[name] == nil
	})
	return h
}

// securityHeaders are set on every response: the Content-Security-Policy
// (see xapp.ContentSecurityPolicy), no MIME sniffing, no referrer sent to
// other sites, and no framing by other sites.
var securityHeaders = map[string]string{
	"Content-Security-Policy": xapp.ContentSecurityPolicy + "; frame-ancestors 'none'",
	"X-Content-Type-Options":  "nosniff",
	"Referrer-Policy":         "strict-origin-when-cross-origin",
	"X-Frame-Options":         "DENY",
}

// secure wraps h: it sets the security headers and answers any method but
// GET and HEAD with 405 Method Not Allowed.
func secure(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for k, v := range securityHeaders {
			w.Header().Set(k, v)
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// siteResources serves /web/ for go-app: the binaries from memory, each
// under the content coding the request accepts best, and other files from
// the web directory. It resolves paths as go-app's default does (/web/x stays
// /web/x), so every URL in the page stays on the page's own origin.
type siteResources struct {
	site     *Site
	resolver app.ResourceResolver
}

// Resolve maps a resource path to its URL.
func (r siteResources) Resolve(location string) string {
	return r.resolver.Resolve(location)
}

// ServeHTTP serves a request for a path under /web/ (or for go-app's
// aliases of app.wasm).
func (r siteResources) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	path := req.URL.Path
	if rest, ok := strings.CutPrefix(path, "/"+r.site.Version+"/"); ok {
		path = "/" + rest // go-app's versioned paths
	}
	name, ok := strings.CutPrefix(path, "/web/")
	if ok && isWasmFile(name) {
		if b := r.site.binaries[name]; b != nil {
			b.ServeHTTP(w, req)
		} else {
			http.NotFound(w, req) // missing when the site was opened
		}
		return
	}
	if !ok || !fs.ValidPath(name) || strings.HasSuffix(name, "/") {
		http.NotFound(w, req)
		return
	}
	fsys := os.DirFS(r.site.Dir)
	if st, err := fs.Stat(fsys, name); err != nil || st.IsDir() {
		http.NotFound(w, req) // no directory listings
		return
	}
	http.ServeFileFS(w, req, fsys, name)
}
