package cli

// `xcover static` writes the browser app as a static site, for any static
// file server (GitHub Pages, a bucket, nginx...), at the root or under a
// sub-path.

import (
	"flag"
	"fmt"
	"html"
	"io/fs"
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

// cleanPrefix turns a -prefix flag ("xcover", "/xcover/", "/" or "") into
// "" or "/xcover".
func cleanPrefix(prefix string) (string, error) {
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
// (app.wasm, its precompressed copies, icons, styles). Every URL in it
// starts with prefix ("" or a path such as "/xcover"), where the site must
// be served. The pages carry the Content-Security-Policy in a meta
// element, since a static server may send no header of ours; go-app puts it
// at the end of the head, so it governs what the page loads and runs from
// then on (app.wasm, the styles the app sets, the worker's fetches) but not
// the head's own links and scripts before it, which are the site's own
// files anyway. It returns
// what was found wrong with the web directory without stopping (see
// Site.Notes). The app's routes must be registered first.
func WriteStaticSite(out, prefix, web string) ([]string, error) {
	prefix, err := cleanPrefix(prefix)
	if err != nil {
		return nil, err
	}
	site, err := OpenSite(web)
	if err != nil {
		return nil, err
	}
	raw, _ := site.WasmSize("")
	h := xapp.Handler(site.Version, int64(raw))
	h.Resources = pathPrefix(prefix)
	h.RawHeaders = []string{`<meta http-equiv="Content-Security-Policy" content="` + html.EscapeString(xapp.ContentSecurityPolicy) + `">`}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, err
	}
	if err := app.GenerateStaticWebsite(out, h); err != nil {
		return nil, fmt.Errorf("writing the pages into %s: %w", out, err)
	}
	return site.Notes, copyWebDir(web, filepath.Join(out, "web"))
}

// copyWebDir copies the regular files of the web directory from into the
// directory to, sub-directories included, leaving out dot files.
func copyWebDir(from, to string) error {
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name, _ := filepath.Rel(from, path)
		switch {
		case name != "." && strings.HasPrefix(d.Name(), "."):
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		case d.IsDir():
			return os.MkdirAll(filepath.Join(to, name), 0o755)
		case !d.Type().IsRegular():
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return WriteFileAtomic(filepath.Join(to, name), b)
	})
}

// runStatic is `xcover static`.
func runStatic(env Env, args []string) int {
	fs := flag.NewFlagSet("static", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover static [-out DIR] [-prefix /PATH] [-web DIR]

Writes the browser app as a static site into DIR: index.html, the scripts,
the manifest and web/ with app.wasm (built by make build-wasm), its .br and
.gz copies and the icons. Any static file server can serve DIR, at the
site's root or, built with -prefix /PATH, at https://host/PATH/ (GitHub
Pages: -prefix /REPOSITORY). Flags:`)
		fs.PrintDefaults()
	}
	out := fs.String("out", "build/static", "directory to write the site into")
	prefix := fs.String("prefix", "", "URL path the site is served under, e.g. /xcover (default: the root)")
	web := fs.String("web", "web", "web directory: app.wasm, app.wasm.br, app.wasm.gz, icons, styles")
	if code, ok := parseFlags(env, fs, args, false); !ok {
		return code
	}
	notes, err := WriteStaticSite(*out, *prefix, *web)
	for _, note := range notes {
		fmt.Fprintln(env.Stderr, "xcover static: warning:", note)
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover static:", err)
		return 1
	}
	p, _ := cleanPrefix(*prefix)
	fmt.Fprintf(env.Stdout, "xcover: static site in %s, to be served at %s/\n", *out, p)
	return 0
}
