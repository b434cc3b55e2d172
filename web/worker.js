// xcover's Web Worker: it starts the Go worker (web/worker.wasm, built
// from app/worker), which answers the page's jobs off the page's thread.
// A failure to start is told to the page, which then does the work
// itself, in slices.
"use strict";

importScripts(new URL("../wasm_exec.js", self.location).href);

const go = new Go();
WebAssembly.instantiateStreaming(fetch(new URL("worker.wasm", self.location)), go.importObject)
  .then((r) => go.run(r.instance))
  .catch((e) => postMessage("failed: " + e));
