// Command worker is xcover's Web Worker: the engine (dlx) and the sudoku
// model compiled to WebAssembly without go-app, run in a dedicated worker
// beside the page (web/worker.js starts it), so that long work, such as
// making a new puzzle, takes nothing from the page's thread. The page
// posts a job (jobs.Job) and gets one answer (jobs.Answer) back.
//
// Built natively it only says so: it runs in a browser (make build-wasm
// builds web/worker.wasm). Its jobs (package jobs) are plain Go, tested
// natively.
package main
