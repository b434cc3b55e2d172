package solve

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/internal/samples"
)

func TestVariantSolveRefusesOtherMethods(t *testing.T) {
	g, _ := sudoku.EmptyGrid(9)
	for _, m := range []Method{Backtrack, Candidates, Logic, Rules} {
		_, err := (&Solver{Method: m, Variant: sudoku.Variant{Diagonals: true}, Limits: Limits{MaxSolutions: 1}}).Solve(g)
		assert.ErrorIs(t, err, sudoku.ErrVariantUnsupported, m.String())
		assert.ErrorContains(t, err, "the "+m.String()+" method knows only rows, columns and boxes and cannot play x")
	}
	o, err := (&Solver{Method: Logic, Variant: sudoku.Variant{}, Limits: Limits{MaxSolutions: 1}}).Solve(g)
	require.NoError(t, err)
	assert.True(t, o.Solution.IsSolved())
}

// TestVariantSolveListsFew holds a variant's search to the classic one's
// bookkeeping: the solutions are decoded only while fewer than ListLimit
// are found (counting an empty grid's does not keep them all), and the
// stats count a guess and a placement per node below the root.
func TestVariantSolveListsFew(t *testing.T) {
	g, err := sudoku.EmptyGrid(9)
	require.NoError(t, err)
	v := sudoku.Variant{Diagonals: true}
	base := testing.AllocsPerRun(1, func() { _, err = (&Solver{Method: DLX, Variant: v, Limits: Limits{MaxSolutions: 1}}).Solve(g) })
	require.NoError(t, err)
	for _, tc := range []struct {
		max    int64
		listed int
	}{
		{ListLimit - 1, ListLimit - 1},
		{20 * ListLimit, 0}, // all decoded would be 20 times as many allocations
	} {
		var o Outcome
		allocs := testing.AllocsPerRun(1, func() {
			o, err = (&Solver{Method: DLX, Variant: v, Limits: Limits{MaxSolutions: tc.max}}).Solve(g)
		})
		require.NoError(t, err)
		assert.Equal(t, tc.max, o.Solutions)
		assert.Len(t, o.All, tc.listed)
		assert.Less(t, allocs, base+3*ListLimit, "solutions decoded past the list's limit")
		require.NotNil(t, o.Solution.Cells)
		samples.CheckRules(t, o.Solution, v)
		assert.Equal(t, o.Stats.Nodes-1, o.Stats.Guesses)
		assert.Equal(t, o.Stats.Nodes-1, o.Stats.Placements)
		assert.Positive(t, o.Stats.Updates)
	}
}
