package sudokutest

import (
	"compress/gzip"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/format"
)

// Load reads a gzipped puzzle file from the project's testdata
// folder with the Scanner.
func Load(tb testing.TB, name string) []sudoku.Grid {
	tb.Helper()
	f, err := os.Open(filepath.Join("..", "..", "testdata", name+".txt.gz"))
	require.NoError(tb, err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	require.NoError(tb, err)
	out, err := format.ReadGrids(zr, name, format.Options{})
	require.NoError(tb, err)
	require.NotEmpty(tb, out)
	return out
}

// MustParse reads a one-line puzzle.
func MustParse(tb testing.TB, text string) sudoku.Grid {
	tb.Helper()
	g, _, err := format.Parse(text, format.Options{})
	require.NoError(tb, err)
	return g
}
