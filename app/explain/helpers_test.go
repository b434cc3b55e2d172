package explain_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/dlx"
	"xcover/sudoku"
)

// seedMatrix is the project's seed example: items 0..6, options A..F.
func seedMatrix(t testing.TB) *dlx.Matrix {
	t.Helper()
	m, err := problem.SeedExample().Matrix()
	require.NoError(t, err)
	return m
}

// sudoku4 is a 4x4 puzzle with several solutions, so that its search
// backtracks, and its full encoding with the givens forced.
func sudoku4(t testing.TB) (*dlx.Matrix, dlx.Options) {
	t.Helper()
	g := sudoku.Grid{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 2}, Cells: []uint8{
		1, 0, 0, 0,
		0, 0, 3, 0,
		0, 4, 0, 0,
		0, 0, 0, 0,
	}}
	e, err := sudoku.Encode(g, sudoku.Full)
	require.NoError(t, err)
	return e.Matrix, dlx.Options{Forced: e.Forced}
}

// events returns a whole run's events.
func events(m *dlx.Matrix, opt dlx.Options) []dlx.Event {
	var out []dlx.Event
	for e := range m.Events(opt) {
		out = append(out, e)
	}
	return out
}

// queens4 is the 4-queens matrix, with its diagonals secondary items.
func queens4(t testing.TB) *dlx.Matrix {
	t.Helper()
	m, err := problem.Queens(4).Matrix()
	require.NoError(t, err)
	return m
}
