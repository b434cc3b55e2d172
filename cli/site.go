package cli

// The browser app as `xcover serve` serves it: the web directory read into
// memory, app.wasm under the best content coding a request accepts, and
// the security headers.

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	xapp "xcover/app"
)

// wasmName is the app's WebAssembly binary, in the web directory and, as a
// URL path, under /web/.
const wasmName = "app.wasm"

// coding is a content coding that app.wasm is stored under besides
// identity, in the file named app.wasm plus suffix.
type coding struct {
	name       string // as in Accept-Encoding and Content-Encoding
	suffix     string
	compress   func(io.Writer) (io.WriteCloser, error) // at the best compression
	decompress func(io.Reader) (io.Reader, error)
}

// codings are the content codings besides identity, most preferred first.
var codings = []coding{
	{
		name: "br", suffix: ".br",
		compress: func(w io.Writer) (io.WriteCloser, error) {
			return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24}), nil
		},
		decompress: func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
	},
	{
		name: "gzip", suffix: ".gz",
		compress:   func(w io.Writer) (io.WriteCloser, error) { return gzip.NewWriterLevel(w, gzip.BestCompression) },
		decompress: func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
	},
}

// Site is the browser app as built in a web directory: app.wasm, its
// precompressed copies app.wasm.br and app.wasm.gz, and the static files
// beside them (icons, styles). `xcover serve` serves it; the end-to-end tests
// serve the same.
//
// app.wasm and its copies are read once, so what is served always matches
// Version; the other files are read from the directory at each request.
type Site struct {
	// Dir is the web directory.
	Dir string
	// Version is a hash of app.wasm and of the static files beside it, as
	// they were when the site was opened: the same files give the same
	// version, so a restart of the server is no app update, and a changed
	// file (a style, say) is one, which makes go-app's service worker drop
	// its cache-first copies.
	Version string
	// Notes tells what was found wrong but does not stop serving, such as
	// a compressed copy that does not match app.wasm and is left out.
	Notes []string

	wasm    map[string][]byte // app.wasm by content coding; "" is identity
	modTime time.Time
}

// OpenSite reads app.wasm and its compressed copies from the web directory
// dir. A copy that is missing, unreadable or does not decompress to app.wasm
// is left out (and told in Notes): app.wasm is then served under the other
// codings. A missing app.wasm is an error that says how to build it.
func OpenSite(dir string) (*Site, error) {
	path := filepath.Join(dir, wasmName)
	raw, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s is missing: run make build-wasm (or use -web to name the directory that has it)", path)
	}
	if err != nil {
		return nil, err
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	version, err := siteVersion(dir, raw)
	if err != nil {
		return nil, err
	}
	s := &Site{
		Dir:     dir,
		Version: version,
		wasm:    map[string][]byte{"": raw},
		modTime: st.ModTime(),
	}
	for _, c := range codings {
		body, err := os.ReadFile(path + c.suffix)
		if errors.Is(err, fs.ErrNotExist) {
			s.Notes = append(s.Notes, fmt.Sprintf("%s%s is missing: app.wasm goes without %s (run make build-wasm)", path, c.suffix, c.name))
			continue
		}
		if err == nil {
			err = sameContent(c, body, raw)
		}
		if err != nil {
			s.Notes = append(s.Notes, fmt.Sprintf("%s%s left out: %v (run make build-wasm)", path, c.suffix, err))
			continue
		}
		s.wasm[c.name] = body
	}
	return s, nil
}

// siteVersion hashes app.wasm (raw) and the names and contents of the
// other files in the web directory dir, leaving out app.wasm's compressed
// copies (they follow from it) and dot files (temporary ones, say).
func siteVersion(dir string, raw []byte) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "%s %d\n", wasmName, len(raw))
	h.Write(raw)
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
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
		case !d.Type().IsRegular() || strings.HasPrefix(name, wasmName):
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s %d\n", name, len(b))
		h.Write(b)
		return nil
	})
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)[:8]), nil
}

// sameContent reports an error unless body, compressed with c,
// decompresses to raw.
func sameContent(c coding, body, raw []byte) error {
	r, err := c.decompress(bytes.NewReader(body))
	if err != nil {
		return err
	}
	got, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if !bytes.Equal(got, raw) {
		return errors.New("does not match app.wasm (stale)")
	}
	return nil
}

// WasmSize returns the byte size of app.wasm as served under a content
// coding ("" for identity, "br", "gzip"), and whether it is served so.
func (s *Site) WasmSize(coding string) (int, bool) {
	b, ok := s.wasm[coding]
	return len(b), ok
}

// Handler returns the app's HTTP handler: go-app's page, scripts and
// manifest, with /web/ served from the site, for GET and HEAD only, with
// the security headers on every response. The routes must be registered
// first (xapp.Register; main does it).
func (s *Site) Handler() http.Handler {
	h := xapp.Handler(s.Version, int64(len(s.wasm[""])))
	h.Resources = siteResources{site: s, resolver: app.LocalDir("")}
	return secure(h)
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

// siteResources serves /web/ for go-app: app.wasm from memory, under the
// content coding the request accepts best, and other files from the web
// directory. It resolves paths as go-app's default does (/web/x stays
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
	if ok && name == wasmName {
		r.serveWasm(w, req)
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

// serveWasm serves app.wasm under the content coding that the request's
// Accept-Encoding accepts best.
func (r siteResources) serveWasm(w http.ResponseWriter, req *http.Request) {
	s := r.site
	var have []string
	for _, c := range codings {
		if _, ok := s.wasm[c.name]; ok {
			have = append(have, c.name)
		}
	}
	coding := negotiate(req.Header.Values("Accept-Encoding"), have)
	h := w.Header()
	h.Set("Content-Type", "application/wasm")
	h.Add("Vary", "Accept-Encoding")
	etag := s.Version
	if coding != "" {
		h.Set("Content-Encoding", coding)
		etag += "-" + coding
	}
	h.Set("ETag", strconv.Quote(etag))
	body := s.wasm[coding]
	// ServeContent leaves Content-Length out of a whole response that has a
	// Content-Encoding (and sets it on a range, or drops it on a 304).
	h.Set("Content-Length", strconv.Itoa(len(body)))
	http.ServeContent(w, req, "", s.modTime, bytes.NewReader(body))
}

// negotiate chooses the content coding of a response from the request's
// Accept-Encoding header lines and the codings at hand (most preferred
// first): the one with the highest q-value, ties going to the earlier one
// and then to identity, which it returns as "". Identity, unless named or
// matched by "*", is acceptable with the lowest weight, so it is chosen only
// when no coding at hand is acceptable; with no header line at all, it is
// chosen too. When nothing is acceptable ("*;q=0") it falls back to
// identity as well.
func negotiate(header []string, have []string) string {
	if len(header) == 0 {
		return ""
	}
	q := map[string]float64{}
	for _, line := range header {
		for part := range strings.SplitSeq(line, ",") {
			name, params, _ := strings.Cut(part, ";")
			name = strings.ToLower(strings.TrimSpace(name))
			if name == "x-gzip" {
				name = "gzip"
			}
			if name == "" {
				continue
			}
			weight := 1.0
			for param := range strings.SplitSeq(params, ";") {
				k, v, _ := strings.Cut(param, "=")
				if strings.EqualFold(strings.TrimSpace(k), "q") {
					f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
					if err != nil || f < 0 || f > 1 {
						f = 0 // a malformed weight accepts nothing
					}
					weight = f
				}
			}
			if old, seen := q[name]; !seen || weight > old {
				q[name] = weight
			}
		}
	}
	accept := func(name string, dflt float64) float64 {
		if v, ok := q[name]; ok {
			return v
		}
		if v, ok := q["*"]; ok {
			return v
		}
		return dflt
	}
	// Identity, when not named, is acceptable but the least preferred.
	best, bestQ := "", accept("identity", 0.001)
	for i := len(have) - 1; i >= 0; i-- { // earlier codings win ties
		if v := accept(have[i], 0); v > 0 && v >= bestQ {
			best, bestQ = have[i], v
		}
	}
	return best
}
