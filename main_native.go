//go:build !(js && wasm)

package main

import (
	"os"

	"xcover/cli"
)

// run runs the command line natively. It is kept out of the WebAssembly
// build, which needs none of the command line's code.
func run() {
	os.Exit(cli.Main(cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, os.Args[1:]))
}
