package apptest

import (
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// Testdata returns the text of the repository's testdata/NAME.gz (the
// public puzzle sets and exact cover problems), uncompressed, wherever the
// test runs from: a test fails at once when it cannot be read.
func Testdata(t testing.TB, name string) string {
	t.Helper()
	_, here, _, _ := runtime.Caller(0)
	f, err := os.Open(filepath.Join(filepath.Dir(here), "..", "..", "testdata", name+".gz"))
	if err != nil {
		t.Fatalf("test data %s: %v", name, err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("test data %s: %v", name, err)
	}
	data, err := io.ReadAll(z)
	if err != nil {
		t.Fatalf("test data %s: %v", name, err)
	}
	return string(data)
}
