package matrixpage

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMatrixNarrationCountsRight checks the matrix page's narration counts
// right: one thing is singular.
func TestMatrixNarrationCountsRight(t *testing.T) {
	matrix := &Page{}
	matrix.OnInit()
	require.True(t, matrix.loadText("a\na\n"))
	assert.Equal(t, "Ready: 1 option over 1 item (1 primary). Algorithm X branches on the item with the fewest options.", matrix.Narration())
}
