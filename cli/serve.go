package cli

// `xcover serve` serves the browser app (see Site) until interrupted.

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"
)

// runServe is `xcover serve`: it serves the browser app until interrupted
// (SIGINT or SIGTERM), then lets requests under way finish.
func runServe(env Env, args []string) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover serve [-addr HOST:PORT] [-web DIR]

Serves the browser app: the page, and app.wasm and worker.wasm (built by
make build-wasm) with their precompressed copies from the web directory.
Flags:`)
		fs.PrintDefaults()
	}
	addr := fs.String("addr", "localhost:8000", "address to listen on")
	web := fs.String("web", "web", "web directory: app.wasm and worker.wasm with their .br and .gz copies, icons, styles")
	if code, ok := parseFlags(env, fs, args, false); !ok {
		return code
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return serve(ctx, env, *addr, *web)
}

// serve serves the site in dir on addr until ctx ends, and returns the exit
// code.
func serve(ctx context.Context, env Env, addr, dir string) int {
	site, err := OpenSite(dir)
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover serve:", err)
		return 1
	}
	for _, note := range site.Notes {
		fmt.Fprintln(env.Stderr, "xcover serve: warning:", note)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover serve:", err)
		return 1
	}
	fmt.Fprintf(env.Stdout, "xcover: serving %s (%s; version %s) at http://%s/\n", dir, wasmSizes(site), site.Version, ln.Addr())
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
		fmt.Fprintln(env.Stderr, "xcover serve:", err)
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
