// Package site serves the browser app: the web directory read into
// memory as a Site (app.wasm and worker.wasm under the best content coding
// a request accepts, the static files beside them, the security
// headers), the HTTP server that Serve runs until told to stop, the app
// as a static site for any file server (WriteStaticSite), and the
// binaries' precompressed copies (Precompress). The command line (`xcover
// serve`, `static`, `precompress`) parses flags and calls it; the
// end-to-end tests serve the same Site.
package site
