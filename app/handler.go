package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/matrixpage"
	"xcover/app/methodspage"
	"xcover/app/sudokupage"
	"xcover/app/ui"
)

// Register routes the app's pages; call it on both sides, before
// app.RunWhenOnBrowser in the browser and before serving natively.
func Register() {
	app.Route(ui.SudokuPath, func() app.Composer { return &sudokupage.Page{} })
	app.Route(ui.MethodsPath, func() app.Composer { return &methodspage.Page{} })
	app.Route(ui.MatrixPath, func() app.Composer { return &matrixpage.Page{} })
}

// ContentSecurityPolicy lets the page load only its own scripts, styles,
// images, manifest and service worker, and compile its own WebAssembly
// ('wasm-unsafe-eval' allows WebAssembly.instantiate and nothing else).
// go-app's page has no inline script; it writes style attributes, though
// (pre-rendered, and set by the app as it renders), so they are allowed:
// style-src-attr 'unsafe-inline'. Style elements stay 'self' only. The
// matrix page's downloads are blob: URLs that the page makes itself;
// connect-src allows reading them back, img-src drawing one (an SVG
// picture saved as PNG, web/export.js). The server sends the policy as a
// header (adding frame-ancestors); the static site has it in a meta
// element.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' blob:; connect-src 'self' blob:; " +
	"worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"

// serviceWorker is go-app's service worker with its fetch handler changed
// for pages (navigations): a page is served from the cache whatever its
// query, so that the app opens offline at a link to a puzzle (?p=...) as
// it does at /; and a page that is not cached (another route, such as
// /matrix) falls back, when the network fails, to the cached start page
// (the worker's scope), whose app then renders the route.
var serviceWorker = strings.Replace(app.DefaultAppWorkerJS, goappFetch, offlineFetch, 1)

// goappFetch is go-app's fetch handler, which serviceWorker replaces.
const goappFetch = `async function fetchWithCache(request) {
  const cachedResponse = await caches.match(request);
  if (cachedResponse) {
    return cachedResponse;
  }
  return await fetch(request);
}`

// offlineFetch is serviceWorker's fetch handler.
const offlineFetch = `async function fetchWithCache(request) {
  const page = request.mode === "navigate";
  const cachedResponse = await caches.match(request, {ignoreSearch: page});
  if (cachedResponse) {
    return cachedResponse;
  }
  try {
    return await fetch(request);
  } catch (err) {
    const start = page && await caches.match(self.registration.scope);
    if (start) {
      return start;
    }
    throw err;
  }
}`

// Handler returns the go-app handler for the page, for the given version
// (a hash of app.wasm, so that a restart is no update) and the byte length
// of the uncompressed app.wasm (so the loading progress ends at 100% when
// app.wasm is served compressed). Everything it names is served from web/:
// the page needs no outside URL.
func Handler(version string, wasmLength int64) *app.Handler {
	return &app.Handler{
		Name:              "xcover",
		ShortName:         "xcover",
		Title:             "xcover: Algorithm X, dancing links, step by step",
		Description:       "Watch Knuth's Algorithm X solve sudoku and any exact cover problem, in your browser.",
		Icon:              app.Icon{Default: "/web/icon-192.png", Large: "/web/icon-512.png", SVG: "/web/icon.svg"},
		Styles:            []string{"/web/xcover.css"},
		Scripts:           []string{"/web/links-draw.js", "/web/xcover.js", "/web/cells.js", "/web/export.js"},
		BackgroundColor:   "#1b1d23",
		ThemeColor:        "#1b1d23",
		LoadingLabel:      "Loading xcover {progress}%",
		Version:           version,
		WasmContentLength: strconv.FormatInt(wasmLength, 10),
		// The favicon too, so nothing fails to load offline, and the
		// worker that makes new puzzles off the page's thread.
		CacheableResources:    []string{"/web/icon.svg", "/web/worker.js", "/web/worker.wasm"},
		ServiceWorkerTemplate: serviceWorker,
	}
}
