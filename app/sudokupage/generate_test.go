package sudokupage

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/sudoku"
)

// TestNewPuzzle makes a new puzzle in slices, as the frame loop does: it
// lands on the grid with one solution and its rating, and a seed makes
// the same puzzle again.
func TestNewPuzzle(t *testing.T) {
	generated := func(seed uint64) (*Page, int) {
		p := apptest.Mount(t, &Page{})
		p.newPuzzle(seed)
		require.NotNil(t, p.gen)
		slices := apptest.RunSlices(t, p.generate, 200*time.Microsecond)
		require.Nil(t, p.gen, "done")
		return p, slices
	}
	p, slices := generated(7)
	t.Logf("made in %d slices of 0.2 ms", slices+1)
	assert.True(t, strings.HasPrefix(p.verdict, "A new puzzle, "), p.verdict)
	require.NotNil(t, p.board, "the new puzzle is on the grid, its search ready")
	o, err := sudoku.DLX.Solve(p.puzzle, sudoku.Limits{MaxSolutions: 2})
	require.NoError(t, err)
	assert.Equal(t, int64(1), o.Solutions, "one solution")
	again, _ := generated(7)
	assert.True(t, again.puzzle.Equal(p.puzzle), "the same seed, the same puzzle")
}
