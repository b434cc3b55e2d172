package site

// The browser app as a static site, for any static file server (GitHub
// Pages, a bucket, nginx...), at the root or under a sub-path: what
// `xcover static` writes.

import (
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	xapp "xcover/app"
)

// pathPrefix resolves the app's URLs under a sub-path of a static site
// ("" for the root, "/xcover" for https://host/xcover/). Unlike go-app's
// PrefixedLocation it keeps the slash of the root, "/xcover/", which is
// the URL a static server serves the page at (it redirects /xcover
// there), so that the service worker caches the page under the URL it is
// asked for.
type pathPrefix string

// Resolve maps a path of the app ("/", "/app.js", "/web/icon.svg") to its
// URL on the site.
func (p pathPrefix) Resolve(location string) string {
	if strings.HasPrefix(location, "https://") || strings.HasPrefix(location, "http://") {
		return location
	}
	return string(p) + "/" + strings.TrimLeft(location, "/")
}

// validPrefix matches the sub-paths the static site can live under.
var validPrefix = regexp.MustCompile(`^(/[A-Za-z0-9._~-]+)*$`)

// CleanPrefix turns a -prefix flag ("xcover", "/xcover/", "/" or "") into
// "" or "/xcover".
func CleanPrefix(prefix string) (string, error) {
	p := strings.TrimRight(prefix, "/")
	if p != "" && !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	if !validPrefix.MatchString(p) || strings.Contains(p+"/", "/./") || strings.Contains(p+"/", "/../") {
		return "", fmt.Errorf("-prefix %q: want a URL path such as /xcover (letters, digits and - . _ ~ between slashes)", prefix)
	}
	return p, nil
}

// WriteStaticSite writes the app as a static site into the directory out:
// the pre-rendered pages (index.html for /), go-app's scripts, worker,
// manifest and styles, and web/ with the files of the web directory web
// (app.wasm and worker.wasm with the precompressed copies that match them,
// icons, styles). Every URL in it starts with prefix ("" or a path such as
// "/xcover"), where the site must be served. The pages carry the
// Content-Security-Policy in a meta element, since a static server may
// send no header of ours; go-app puts it at the end of the head, so it
// governs what the page loads and runs from then on (app.wasm, the styles
// the app sets, the worker's fetches) but not the head's own links and
// scripts before it, which are the site's own files anyway. It returns
// what was found wrong with the web directory without stopping (see
// Site.Notes). The app's routes must be registered first.
func WriteStaticSite(out, prefix, web string) ([]string, error) {
	prefix, err := CleanPrefix(prefix)
	if err != nil {
		return nil, err
	}
	site, err := OpenSite(web)
	if err != nil {
		return nil, err
	}
	h := site.appHandler()
	h.Resources = pathPrefix(prefix)
	h.RawHeaders = []string{`<meta http-equiv="Content-Security-Policy" content="` + html.EscapeString(xapp.ContentSecurityPolicy) + `">`}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, err
	}
	if err := app.GenerateStaticWebsite(out, h); err != nil {
		return nil, fmt.Errorf("writing the pages into %s: %w", out, err)
	}
	return site.Notes, site.writeWebDir(filepath.Join(out, "web"))
}

// writeWebDir writes the site's web directory into the directory to: the
// binaries and their copies as the site serves them (a stale copy left
// out), and the static files (see walkStatic), sub-directories included.
func (s *Site) writeWebDir(to string) error {
	if err := os.MkdirAll(to, 0o755); err != nil {
		return err
	}
	for _, f := range wasmFiles {
		if b, ok := s.binaries[f.name]; ok {
			if err := b.writeTo(to); err != nil {
				return err
			}
		}
	}
	return walkStatic(s.Dir, func(name string, content []byte) error {
		target := filepath.Join(to, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		return WriteFileAtomic(target, content)
	})
}
