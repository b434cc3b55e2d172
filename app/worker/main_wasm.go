//go:build js && wasm

package main

import (
	"syscall/js"

	"xcover/app/jobs"
)

// main answers the page's jobs, one message a job: each a string (a
// jobs.Job written as a query), answered by strings (jobs.Answer): a
// count's progress as it goes, then its end. It says "ready" once
// it listens, so that the page posts nothing to a worker that would drop
// it.
func main() {
	self := js.Global()
	self.Set("onmessage", js.FuncOf(func(this js.Value, args []js.Value) any {
		jobs.Handle(args[0].Get("data").String(), func(answer string) { self.Call("postMessage", answer) })
		return nil
	}))
	self.Call("postMessage", "ready")
	select {}
}
