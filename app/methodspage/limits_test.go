package methodspage

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"xcover/app/puzzle"
	"xcover/sudoku"
	"xcover/sudoku/solve"
)

// TestMethodsPageLimits checks that the methods page takes puzzles and
// links as the sudoku page does: at most MaxInput bytes, MaxSide, and a
// link's step clamped to MaxLinkStep.
func TestMethodsPageLimits(t *testing.T) {
	p := &Page{}
	p.OnInit()
	before := p.puzzle
	assert.False(t, p.load(strings.Repeat(".", puzzle.MaxInput+1)))
	assert.Equal(t, "The puzzle is 257 KB; this page takes at most 256 KB.", p.message)
	assert.False(t, p.load(strings.Repeat(".", 36*36)))
	assert.Contains(t, p.message, "more than the page can show")
	assert.True(t, p.puzzle.Equal(before), "the puzzle stays")

	// The rules method counts every solution of the empty grid: its
	// search goes on far past MaxLinkStep.
	far := puzzle.State{Puzzle: sudoku.Grid{Shape: before.Shape, Cells: make([]uint8, 81)}, Step: 5_000_000, Method: solve.Rules}
	p.restore(far.Query())
	assert.Equal(t, "The link's step 5,000,000 is further than a link replays: here is step 65,536.", p.message)
	assert.Equal(t, puzzle.MaxLinkStep, p.player.Pos(), "the step is clamped")
}
