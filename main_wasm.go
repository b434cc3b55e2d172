//go:build js && wasm

package main

import (
	"runtime/debug"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// gcPercent is the page's GOGC: a garbage collection in the browser runs
// on the page's one thread, between frames' work, and a cycle in the
// middle of a frame made it long; collecting when the heap has grown four
// times (rather than twice) makes cycles a quarter as frequent, for a heap
// of tens of megabytes.
const gcPercent = 400

// run starts the app in the browser; it never returns.
func run() {
	debug.SetGCPercent(gcPercent)
	app.RunWhenOnBrowser()
}
