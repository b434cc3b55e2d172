//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main says where the worker runs.
func main() {
	fmt.Fprintln(os.Stderr, "xcover's web worker runs in a browser: make build-wasm builds web/worker.wasm")
	os.Exit(2)
}
