package explain_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/exact"
)

// seedMatrix is the project's seed example: items 0..6, options A..F.
func seedMatrix(t testing.TB) *dlx.Links {
	t.Helper()
	m, err := linksOf(problem.SeedExample())
	require.NoError(t, err)
	return m
}

// sudoku4 is a 4x4 puzzle with several solutions, so that its search
// backtracks, and its full encoding with the givens forced.
func sudoku4(t testing.TB) (*dlx.Links, dlx.Options) {
	t.Helper()
	g := sudoku.Grid{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 2}, Cells: []uint8{
		1, 0, 0, 0,
		0, 0, 3, 0,
		0, 4, 0, 0,
		0, 0, 0, 0,
	}}
	e, err := exact.Encode(g, exact.Full)
	require.NoError(t, err)
	return e.Links, dlx.Options{Forced: e.Forced}
}

// events returns a whole run's events.
func events(m *dlx.Links, opt dlx.Options) []dlx.Event {
	var out []dlx.Event
	for e := range dlx.Events(m, opt) {
		out = append(out, e)
	}
	return out
}

// queens4 is the 4-queens matrix, with its diagonals secondary items.
func queens4(t testing.TB) *dlx.Links {
	t.Helper()
	m, err := linksOf(problem.Queens(4))
	require.NoError(t, err)
	return m
}

// colored is a small problem with colors (Algorithm C): two words in a
// 2x2 grid, the cells their letters' colors.
func colored(t testing.TB) *dlx.Links {
	t.Helper()
	m, err := linksOf(problem.WordSearch([]string{"AB", "BC"}, 2, 2))
	require.NoError(t, err)
	return m
}

// bounded is a small problem with bounds and colors (Algorithm M).
func bounded(t testing.TB) *dlx.Links {
	t.Helper()
	return parse(t, "2:3|a 0:2|b c | x y\na b x:red\na c x:red y:blue\nb y:blue\nb c\na x:green\nc y\na\n")
}

// parse reads a matrix in Knuth's format.
func parse(t testing.TB, text string) *dlx.Links {
	t.Helper()
	m, err := dlx.ParseKnuth(strings.NewReader(text))
	require.NoError(t, err)
	return dlx.NewLinks(m)
}

// linksOf is the dancing links of sheet s's problem.
func linksOf(s problem.Sheet) (*dlx.Links, error) {
	p, err := s.Problem()
	if err != nil {
		return nil, err
	}
	return dlx.NewLinks(p), nil
}

// linksOfStepper is a links stepper's engine.
func linksOfStepper(s dlx.Stepper) *dlx.Links { return s.Engine().(*dlx.Links) }
