package sudokupage

import (
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku/format"
)

// TestSharesHTML draws a share-out's grid: named for screen readers, a
// given as itself, each candidate some solution holds titled with its
// count and share and shaded by it, the others blank, the boxes edged.
func TestSharesHTML(t *testing.T) {
	g, _, err := format.Parse("1...\n....\n....\n....", format.Options{})
	require.NoError(t, err)
	s := &shareOut{total: big.NewInt(4), count: map[[3]int]*big.Int{
		{0, 1, 2}: big.NewInt(3), {0, 1, 3}: big.NewInt(1),
	}}
	html := sharesHTML(g, s)
	assert.True(t, strings.HasPrefix(html, `<div id="shares" class="share-grid" role="img" aria-label="Share of solutions: each candidate of the 4x4 grid shaded by the share of the puzzle&#39;s 4 solutions that hold it"`), html[:200])
	assert.Contains(t, html, `<div class="share-cell given">1</div>`)
	assert.Contains(t, html, `title="2 at r1c2: in 3 of 4 solutions (75.0%)">2</span>`)
	assert.Contains(t, html, `title="3 at r1c2: in 1 of 4 solutions (25.0%)">3</span>`)
	assert.Contains(t, html, "rgba(37, 99, 235, 0.62)", "three quarters shaded deeper")
	assert.Contains(t, html, "rgba(37, 99, 235, 0.26)")
	assert.Equal(t, 16, strings.Count(html, `class="share-cell`), "a cell each")
	assert.Equal(t, 4, strings.Count(html, "box-right"), "a box's right edge in each row")
	assert.Equal(t, 4, strings.Count(html, "box-bottom"), "a box's bottom edge in each column")
	assert.Equal(t, 15*4-2, strings.Count(html, `<span class="mark"></span>`), "the empty cells' other candidates blank")
}
