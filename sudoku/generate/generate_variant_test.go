package generate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/internal/samples"
	"xcover/sudoku/logic"
	"xcover/sudoku/solve"
)

func TestVariantSolveChecksEveryRule(t *testing.T) {
	regions, err := sudoku.ParseRegions(samples.JigsawLayout, 9, 1)
	require.NoError(t, err)
	for _, v := range []sudoku.Variant{
		{Diagonals: true}, {Windows: true}, {AntiKnight: true}, {AntiKing: true},
		{Jigsaw: true, Regions: regions}, {Diagonals: true, Windows: true},
	} {
		t.Run(v.String(), func(t *testing.T) {
			gen, err := NewGenerator(GenerateOptions{Variant: v, Difficulty: logic.AnyDifficulty, Seed: 3})
			require.NoError(t, err)
			p, _, err := gen.Next()
			require.NoError(t, err)
			o, err := (&solve.Solver{Method: solve.DLX, Variant: v, Limits: solve.Limits{MaxSolutions: 2}}).Solve(p)
			require.NoError(t, err)
			require.True(t, o.Unique())
			samples.CheckRules(t, o.Solution, v)
			for i, x := range p.Cells {
				if x != 0 {
					require.Equal(t, x, o.Solution.Cells[i])
				}
			}
		})
	}
}

func TestVariantSmallShapes(t *testing.T) {
	for _, tc := range []struct {
		v     sudoku.Variant
		shape sudoku.Shape
	}{
		{sudoku.Variant{Diagonals: true}, sudoku.Shape{BoxRows: 2, BoxCols: 3}},
		{sudoku.Variant{Windows: true}, sudoku.Shape{BoxRows: 2, BoxCols: 2}},
		{sudoku.Variant{AntiKing: true}, sudoku.Shape{BoxRows: 2, BoxCols: 3}},
	} {
		gen, err := NewGenerator(GenerateOptions{Shape: tc.shape, Variant: tc.v, Difficulty: logic.AnyDifficulty, Seed: 9})
		require.NoError(t, err)
		p, _, err := gen.Next()
		require.NoError(t, err, tc.v.String())
		o, err := (&solve.Solver{Method: solve.DLX, Variant: tc.v, Limits: solve.Limits{MaxSolutions: 2}}).Solve(p)
		require.NoError(t, err)
		require.True(t, o.Unique())
		samples.CheckRules(t, o.Solution, tc.v)
	}
}

func TestVariantNoSolutionGrid(t *testing.T) {
	// Anti-king on 4x4 has no grid: whatever the first row a b c d, the
	// second is forced to c d a b, and then r3c1 and r3c2 both need b.
	gen, err := NewGenerator(GenerateOptions{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 2}, Variant: sudoku.Variant{AntiKing: true}, Seed: 1})
	require.NoError(t, err)
	_, _, err = gen.Next()
	assert.EqualError(t, err, "anti-king: no solution grid exists on 4x4 (2x2 boxes)")
	assert.Less(t, gen.Work(), int64(1000), "the search of every grid is short")
}
