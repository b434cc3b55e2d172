package sudoku

import (
	"compress/gzip"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// loadPuzzles reads a gzipped puzzle file from the project's testdata
// folder with the Scanner.
func loadPuzzles(tb testing.TB, name string) []Grid {
	tb.Helper()
	f, err := os.Open(filepath.Join("..", "testdata", name+".txt.gz"))
	require.NoError(tb, err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	require.NoError(tb, err)
	out, err := ReadGrids(zr, name, Options{})
	require.NoError(tb, err)
	require.NotEmpty(tb, out)
	return out
}
