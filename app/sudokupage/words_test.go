package sudokupage

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku/format"
)

// TestNarrationCountsRight checks the sudoku page's narration counts its
// givens right: one is singular.
func TestNarrationCountsRight(t *testing.T) {
	page := &Page{}
	page.OnInit()
	require.True(t, page.loadText(strings.Repeat(".", 80)+"1", format.Options{}))
	assert.Equal(t, "Ready: 1 given to place first, then Algorithm X branches on the item with the fewest options.", page.Narration())
}
