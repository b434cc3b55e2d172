package cli

// `xcover serve` serves the browser app (see site.Serve) until interrupted.

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"xcover/app/site"
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
	return site.Serve(ctx, env.Stdout, env.Stderr, *addr, *web)
}
