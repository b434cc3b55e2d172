package problem

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
)

// TestDominoes counts the tilings of boards by memoizing, and reads a
// priced board's costs back from its text.
func TestDominoes(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		tilings    string
	}{{2, 3, "3"}, {4, 4, "36"}, {8, 8, "12988816"}, {3, 5, "0"}} {
		p, err := Dominoes(tc.rows, tc.cols, false).Problem()
		require.NoError(t, err)
		memo, err := dlx.NewMemo(p, dlx.MemoOptions{})
		require.NoError(t, err)
		assert.Equal(t, tc.tilings, memo.Count(dlx.Subtree{}).Count.String(), "%dx%d", tc.rows, tc.cols)
	}
	priced := Dominoes(4, 4, true)
	back, err := ParseSheet(priced.Text())
	require.NoError(t, err)
	assert.Equal(t, priced, back, "the costs written and read back")
	p, err := priced.Problem()
	require.NoError(t, err)
	require.True(t, p.HasCosts())
	best, _, err := dlx.Cheapest(p, 1, dlx.Options{})
	require.NoError(t, err)
	require.Len(t, best, 1)
	memo, err := dlx.NewMemo(p, dlx.MemoOptions{ZDD: true})
	require.NoError(t, err)
	memo.Count(dlx.Subtree{})
	assert.Equal(t, best[0].Cost, memo.ZDD().Cheapest(1, p.Cost)[0].Cost, "branch and bound and the ZDD agree")
}
