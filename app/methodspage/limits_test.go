package methodspage

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"xcover/app/puzzle"
)

// TestMethodsPageLimits checks that the methods page takes puzzles and
// links as the sudoku page does: at most MaxInput bytes, MaxSide, and a
// link's step clamped to MaxLinkStep.
func TestMethodsPageLimits(t *testing.T) {
	p := &Page{}
	p.OnInit()
	before := p.puzzle
	assert.False(t, p.load(strings.Repeat(".", puzzle.MaxInput+1)))
	assert.Contains(t, p.message, "at most 256 KiB")
	assert.False(t, p.load(strings.Repeat(".", 36*36)))
	assert.Contains(t, p.message, "more than the page can show")
	assert.True(t, p.puzzle.Equal(before), "the puzzle stays")
}
