package logic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/format"
)

// TestWarmUp checks there is a call per technique and that each leaves the
// puzzle as it was.
func TestWarmUp(t *testing.T) {
	g, _, err := format.Parse("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3", format.Options{})
	require.NoError(t, err)
	b, err := sudoku.Variant{}.Board(g.Shape)
	require.NoError(t, err)
	before := g.Clone()
	calls := WarmUp(b, g)
	assert.Len(t, calls, len(ladder))
	for _, call := range calls {
		call()
	}
	assert.Equal(t, before, g)
}
