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
	var out []Grid
	sc := NewScanner(zr, name, Options{})
	for sc.Scan() {
		require.NoError(tb, sc.Err())
		out = append(out, sc.Puzzle().Grid)
	}
	require.NoError(tb, sc.Err())
	require.NotEmpty(tb, out)
	return out
}
