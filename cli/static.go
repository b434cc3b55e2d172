package cli

// `xcover static` writes the browser app as a static site (see
// site.WriteStaticSite).

import (
	"flag"
	"fmt"

	"xcover/app/site"
)

// runStatic is `xcover static`.
func runStatic(env Env, args []string) int {
	fs := flag.NewFlagSet("static", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover static [-out DIR] [-prefix /PATH] [-web DIR]

Writes the browser app as a static site into DIR: index.html, the scripts,
the manifest and web/ with app.wasm and worker.wasm (built by make
build-wasm), their .br and .gz copies and the icons. Any static file server can serve DIR, at the
site's root or, built with -prefix /PATH, at https://host/PATH/ (GitHub
Pages: -prefix /REPOSITORY). Flags:`)
		fs.PrintDefaults()
	}
	out := fs.String("out", "build/static", "directory to write the site into")
	prefix := fs.String("prefix", "", "URL path the site is served under, e.g. /xcover (default: the root)")
	web := fs.String("web", "web", "web directory: app.wasm and worker.wasm with their .br and .gz copies, icons, styles")
	if code, ok := parseFlags(env, fs, args, false); !ok {
		return code
	}
	notes, err := site.WriteStaticSite(*out, *prefix, *web)
	for _, note := range notes {
		fmt.Fprintln(env.Stderr, "xcover static: warning:", note)
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover static:", err)
		return 1
	}
	p, _ := site.CleanPrefix(*prefix)
	fmt.Fprintf(env.Stdout, "xcover: static site in %s, to be served at %s/\n", *out, p)
	return 0
}
