package cli

// `xcover precompress` makes the compressed copies of the WebAssembly
// binaries (app.wasm, worker.wasm) that `xcover serve` serves (see
// site.Precompress), packing their data first with -pack (site.PackWasm).

import (
	"flag"
	"fmt"
	"time"

	"xcover/app/site"
)

// runPrecompress is `xcover precompress`: FILE.br and FILE.gz for each FILE.
func runPrecompress(env Env, args []string) int {
	fs := flag.NewFlagSet("precompress", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	pack := fs.Bool("pack", false, "first pack each FILE, a WebAssembly module, in place: its data in one segment where Go's linker writes thousands, which compresses far better")
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover precompress [-pack] FILE...

Writes FILE.br (brotli) and FILE.gz (gzip) beside each FILE, at the best
compression, for xcover serve to send to browsers that accept them. Copies
that already decompress to FILE are left as they are.
Flags:`)
		fs.PrintDefaults()
	}
	if code, ok := parseFlags(env, fs, args, true); !ok {
		return code
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	code := 0
	for _, name := range fs.Args() {
		start := time.Now()
		if *pack {
			if _, _, err := site.PackWasmFile(name); err != nil {
				fmt.Fprintln(env.Stderr, "xcover precompress:", err)
				code = 1
				continue
			}
		}
		sizes, upToDate, err := site.Precompress(name)
		if err != nil {
			fmt.Fprintln(env.Stderr, "xcover precompress:", err)
			code = 1
			continue
		}
		how := fmt.Sprintf("%.1f s", time.Since(start).Seconds())
		if upToDate {
			how = "up to date"
		}
		fmt.Fprintf(env.Stdout, "%s: %s, brotli %d, gzip %d (%s)\n", name, count(sizes[""], "byte"), sizes["br"], sizes["gzip"], how)
	}
	return code
}
