// Package workers is the page's side of xcover's Web Workers
// (app/worker, web/worker.wasm): a Worker hands jobs (app/jobs) to one and
// calls back with its answers on the page's UI goroutine, a Pool keeps one
// worker per core and splits a count into parts over them (Count, which
// returns the Counting the page shows), and RenderProgress draws a
// count's progress. Until a worker is ready, or where none can start, the
// pages do the work themselves in frame slices.
package workers
