package site

// The compressed copies of the WebAssembly binaries (app.wasm,
// worker.wasm) that the site serves: what `xcover precompress` makes.

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"sync"
)

// Precompress writes name.br (brotli, quality 11, 16 MB window) and name.gz
// (gzip, best compression) beside the file name, both compressed at once,
// each through a temporary file renamed into place so that a reader never
// sees half a file. When both copies are there already and decompress to
// the file, it leaves them alone and reports upToDate. It returns the byte
// sizes of the file and of its copies, by coding name ("" for the file).
func Precompress(name string) (sizes map[string]int, upToDate bool, err error) {
	raw, err := os.ReadFile(name)
	if err != nil {
		return nil, false, err
	}
	sizes = map[string]int{"": len(raw)}
	upToDate = true
	for _, c := range codings {
		body, err := os.ReadFile(name + c.suffix)
		if err != nil || sameContent(c, body, raw) != nil {
			upToDate = false
			break
		}
		sizes[c.name] = len(body)
	}
	if upToDate {
		return sizes, true, nil
	}
	var (
		mu   sync.Mutex
		wg   sync.WaitGroup
		errs []error
	)
	for _, c := range codings {
		wg.Go(func() {
			var buf bytes.Buffer
			zw, err := c.compress(&buf)
			if err == nil {
				_, err = zw.Write(raw)
			}
			if err == nil {
				err = zw.Close()
			}
			if err == nil {
				err = WriteFileAtomic(name+c.suffix, buf.Bytes())
			}
			mu.Lock()
			defer mu.Unlock()
			sizes[c.name] = buf.Len()
			errs = append(errs, err)
		})
	}
	wg.Wait()
	return sizes, false, errors.Join(errs...)
}

// WriteFileAtomic writes data to a temporary file beside name and renames
// it to name, so that a server reading name never sees half a file.
func WriteFileAtomic(name string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(f.Name(), name)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}
