// Command xcover solves sudoku and any exact cover problem with Knuth's
// Algorithm X. Natively it is a command-line tool (run it without arguments
// for the list of commands; `xcover serve` serves the browser app). Compiled
// to WebAssembly (GOOS=js GOARCH=wasm) it is that browser app.
package main

import xapp "xcover/app"

func main() {
	xapp.Register()
	run()
}
