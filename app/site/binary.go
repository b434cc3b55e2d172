package site

// A WebAssembly binary of the web directory, read into memory with its
// precompressed copies, and served under the content coding a request
// accepts best.

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// wasmFile is a WebAssembly binary that a Site serves precompressed.
type wasmFile struct {
	// name is its file name in the web directory and, as a URL path,
	// under /web/.
	name string
	// without tells what the page does when the binary is missing; ""
	// for the one the page cannot do without.
	without string
}

// wasmFiles are the binaries a Site serves precompressed: the app's, and
// its Web Workers' (see xapp.Handler and web/worker.js).
var wasmFiles = []wasmFile{
	{name: appWasm},
	{name: "worker.wasm", without: "the page counts and makes puzzles in its own frames, with no workers"},
}

// appWasm is the app's WebAssembly binary, which go-app loads.
const appWasm = "app.wasm"

// isWasmFile reports whether name is one of wasmFiles.
func isWasmFile(name string) bool {
	for _, f := range wasmFiles {
		if f.name == name {
			return true
		}
	}
	return false
}

// isWasmOrCopy reports whether name, a slash-separated path in the web
// directory, is one of wasmFiles or a compressed copy of one (name.br,
// name.gz, or any other name.ext).
func isWasmOrCopy(name string) bool {
	return isWasmFile(name) || isWasmFile(strings.TrimSuffix(name, path.Ext(name)))
}

// binary is a WebAssembly binary as a Site serves it: read once, with the
// precompressed copies that match it.
type binary struct {
	name    string            // as in wasmFile
	bodies  map[string][]byte // the binary by content coding; "" is identity
	etag    string            // a hash of the binary, the same for the same bytes
	modTime time.Time
}

// readBinary reads the binary name from the web directory dir, with its
// compressed copies (name.br, name.gz). A copy that is missing,
// unreadable or does not decompress to the binary is left out and told in
// the notes: the binary is then served under the other codings. A missing
// binary is an error that wraps fs.ErrNotExist.
func readBinary(dir, name string) (*binary, []string, error) {
	file := filepath.Join(dir, name)
	raw, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, err
	}
	st, err := os.Stat(file)
	if err != nil {
		return nil, nil, err
	}
	sum := sha256.Sum256(raw)
	b := &binary{
		name:    name,
		bodies:  map[string][]byte{"": raw},
		etag:    hex.EncodeToString(sum[:8]),
		modTime: st.ModTime(),
	}
	var notes []string
	for _, c := range codings {
		body, err := os.ReadFile(file + c.suffix)
		if errors.Is(err, fs.ErrNotExist) {
			notes = append(notes, fmt.Sprintf("%s%s is missing: %s goes without %s (run make build-wasm)", file, c.suffix, name, c.name))
			continue
		}
		if err == nil {
			err = sameContent(c, body, raw)
		}
		if err != nil {
			notes = append(notes, fmt.Sprintf("%s%s left out: %v (run make build-wasm)", file, c.suffix, err))
			continue
		}
		b.bodies[c.name] = body
	}
	return b, notes, nil
}

// size returns the byte size of the binary under a content coding ("" for
// identity), and whether it is served so.
func (b *binary) size(coding string) (int, bool) {
	body, ok := b.bodies[coding]
	return len(body), ok
}

// ServeHTTP serves the binary under the content coding that the request's
// Accept-Encoding accepts best, with an ETag of its own for each coding.
func (b *binary) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	var have []string
	for _, c := range codings {
		if _, ok := b.bodies[c.name]; ok {
			have = append(have, c.name)
		}
	}
	coding := negotiate(req.Header.Values("Accept-Encoding"), have)
	h := w.Header()
	h.Set("Content-Type", "application/wasm")
	h.Add("Vary", "Accept-Encoding")
	etag := b.etag
	if coding != "" {
		h.Set("Content-Encoding", coding)
		etag += "-" + coding
	}
	h.Set("ETag", strconv.Quote(etag))
	body := b.bodies[coding]
	// ServeContent leaves Content-Length out of a whole response that has a
	// Content-Encoding (and sets it on a range, or drops it on a 304).
	h.Set("Content-Length", strconv.Itoa(len(body)))
	http.ServeContent(w, req, "", b.modTime, bytes.NewReader(body))
}

// writeTo writes the binary and its copies, as served, into the directory
// dir: name, name.br and name.gz.
func (b *binary) writeTo(dir string) error {
	if err := WriteFileAtomic(filepath.Join(dir, b.name), b.bodies[""]); err != nil {
		return err
	}
	for _, c := range codings {
		if body, ok := b.bodies[c.name]; ok {
			if err := WriteFileAtomic(filepath.Join(dir, b.name+c.suffix), body); err != nil {
				return err
			}
		}
	}
	return nil
}
