//go:build js && wasm

package main

import (
	"runtime"
	"runtime/debug"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// gcPercent is the page's GOGC: a garbage collection in the browser runs
// on the page's one thread, between frames' work, and a cycle in the
// middle of a frame made it long; collecting when the heap has grown four
// times (rather than twice) makes cycles a quarter as frequent.
const gcPercent = 400

// ballastBytes is the size of ballast.
const ballastBytes = 12 << 20

// ballast raises the heap the collector counts as live by ballastBytes,
// and so its goal by five times that: with a page's few megabytes of live
// data the goal would be the runtime's floor of 16 MB, and playing a
// search (which allocates a few megabytes a second) collected every two
// or three seconds, each time in a task of 50-110 ms on a machine half as
// fast. It now collects every 10 s (7 queens played on /matrix) to 45 s
// (the sudoku page), though a cycle, with more to sweep, can take longer.
// A cycle when the app starts makes the goal count the ballast from the
// first frame: else the first cycle came at 16 MB, in the middle of the
// first new puzzle. The ballast holds no pointers, so marking it costs
// nothing, and it is never written, so the browser never touches its
// pages.
var ballast []byte

// run starts the app in the browser; it never returns.
func run() {
	debug.SetGCPercent(gcPercent)
	ballast = make([]byte, ballastBytes)
	runtime.GC() // the goal counts the ballast from now, not from a first cycle mid-frame
	app.RunWhenOnBrowser()
}
