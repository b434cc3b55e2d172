package site

// Serving the site over HTTP until told to stop: what `xcover serve` does.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"
)

// Serve serves the site in dir on addr until ctx ends, telling what it
// serves on stdout and what is wrong on stderr (each line starting
// "xcover serve:"), and returns the command's exit code: 0, or 1 when it
// could not serve.
func Serve(ctx context.Context, stdout, stderr io.Writer, addr, dir string) int {
	site, err := OpenSite(dir)
	if err != nil {
		fmt.Fprintln(stderr, "xcover serve:", err)
		return 1
	}
	for _, note := range site.Notes {
		fmt.Fprintln(stderr, "xcover serve: warning:", note)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		fmt.Fprintln(stderr, "xcover serve:", err)
		return 1
	}
	fmt.Fprintf(stdout, "xcover: serving %s (%s; version %s) at http://%s/\n", dir, wasmSizes(site), site.Version, ln.Addr())
	srv := newServer(site.Handler())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err = <-done:
	case <-ctx.Done():
		shutdown, cancel := context.WithTimeout(context.Background(), shutdownGrace)
		defer cancel()
		err = srv.Shutdown(shutdown)
	}
	if err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(stderr, "xcover serve:", err)
		return 1
	}
	return 0
}

// wasmSizes tells the sizes of the site's binaries as served, in MB:
// "app.wasm 10.07 MB, br 1.92 MB, gzip 2.65 MB; worker.wasm ...".
func wasmSizes(site *Site) string {
	var all []string
	for _, f := range wasmFiles {
		raw, ok := site.WasmSize(f.name, "")
		if !ok {
			continue
		}
		sizes := fmt.Sprintf("%s %s", f.name, megabytes(raw))
		for _, c := range codings {
			if n, ok := site.WasmSize(f.name, c.name); ok {
				sizes += fmt.Sprintf(", %s %s", c.name, megabytes(n))
			}
		}
		all = append(all, sizes)
	}
	return strings.Join(all, "; ")
}

// The server's time limits. A client must send its request headers within
// readHeaderTimeout and the whole request within readTimeout (the app's
// requests have no body); a response must be written within writeTimeout,
// which leaves a slow client (50 kB/s) time for app.wasm's 1.5 MB brotli; an
// idle keep-alive connection is closed after idleTimeout. On SIGINT or
// SIGTERM, requests under way get shutdownGrace to finish.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 10 * time.Second
	writeTimeout      = 60 * time.Second
	idleTimeout       = 120 * time.Second
	maxHeaderBytes    = 64 << 10
	shutdownGrace     = 10 * time.Second
)

// newServer returns the HTTP server of `xcover serve`, with its time and
// size limits, serving h.
func newServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
	}
}

// megabytes formats a byte count in MB.
func megabytes(n int) string {
	return fmt.Sprintf("%.2f MB", float64(n)/1e6)
}
