package sudokupage

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"xcover/app/puzzle"
	"xcover/sudoku"
	"xcover/sudoku/format"
)

// Bad input to the page: links and pastes past the limits. Links are
// fuzzed where they are read, by app/puzzle's FuzzParseState (its seed
// corpus is in app/puzzle/testdata/fuzz/FuzzParseState).

// TestInputTooLong checks the cap on the text a puzzle is read from, in a
// link and pasted.
func TestInputTooLong(t *testing.T) {
	long := "p=" + strings.Repeat(".", puzzle.MaxInput)
	_, ok, err := puzzle.ParseState(long)
	require.True(t, ok)
	require.EqualError(t, err, "The link is 257 KB; this page takes at most 256 KB.")
	_, _, err = puzzle.ParseState("p=" + strings.Repeat(".", 81))
	require.NoError(t, err)

	p := &Page{}
	p.OnInit()
	before := p.puzzle
	require.False(t, p.loadText(strings.Repeat("1", puzzle.MaxInput+1), format.Options{}))
	require.Equal(t, "The puzzle is 257 KB; this page takes at most 256 KB.", p.message)
	require.True(t, p.puzzle.Equal(before), "the puzzle on screen stays")
}

// TestPageGridLimit checks grids bigger than the page can show are refused
// with a message, in a link and pasted, and the largest size is taken.
func TestPageGridLimit(t *testing.T) {
	big, err := sudoku.NewGrid(sudoku.Shape{BoxRows: 6, BoxCols: 6})
	require.NoError(t, err)
	want := "a 36x36 grid is more than the page can show (up to 25x25); solve it with the command line, xcover solve"
	_, ok, err := puzzle.ParseState(puzzle.State{Puzzle: big}.Query())
	require.True(t, ok)
	require.EqualError(t, err, "The link's puzzle: "+want)

	p := &Page{}
	p.OnInit()
	require.False(t, p.loadText(format.Format(big, format.DefaultStyle()), format.Options{}))
	require.Equal(t, want, p.message)
	require.Equal(t, 9, p.puzzle.N(), "the puzzle on screen stays")

	largest, err := sudoku.NewGrid(puzzle.Sizes[len(puzzle.Sizes)-1])
	require.NoError(t, err)
	s, _, err := puzzle.ParseState(puzzle.State{Puzzle: largest}.Query())
	require.NoError(t, err)
	require.Equal(t, puzzle.MaxSide, s.Puzzle.N())
}
