package logic_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/exact"
	"xcover/sudoku/generate"
	"xcover/sudoku/logic"
)

// TestRaterUnitsAreSteps rates puzzles of every band by units, as the
// generator does, and by steps: the same rating, and a unit never more
// than one technique's work (more units than steps when a step needs more
// than the easiest technique).
func TestRaterUnitsAreSteps(t *testing.T) {
	b, err := sudoku.Variant{}.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	require.NoError(t, err)
	hard := 0
	for seed := uint64(1); seed <= 12; seed++ {
		g, err := generate.NewGenerator(generate.GenerateOptions{Shape: b.Shape, Difficulty: []logic.Difficulty{logic.AnyDifficulty, logic.Hard, logic.Expert}[seed%3], Seed: seed})
		require.NoError(t, err)
		p, want, err := g.Next()
		require.NoError(t, err)
		sol, err := exact.ProveUnique(b, p, 0, nil)
		require.NoError(t, err)
		steps, units := logic.NewRater(b, p, sol), logic.NewRater(b, p, sol)
		nSteps, nUnits := 0, 0
		for _, done := steps.Step(); !done; _, done = steps.Step() {
			nSteps++
		}
		for !units.Unit() {
			nUnits++
		}
		assert.Equal(t, steps.Rating(), units.Rating(), "seed %d", seed)
		assert.Equal(t, want, units.Rating(), "seed %d: the generator's rating", seed)
		assert.GreaterOrEqual(t, nUnits, nSteps)
		if want.Hardest > logic.HiddenSingle {
			hard++
			assert.Greater(t, nUnits, nSteps, "seed %d: a hard step takes several units", seed)
		}
	}
	assert.Positive(t, hard)
}

// TestVariantTechniques rates generated puzzles of the variants: their
// units and pairs take part in the techniques, and every deduction holds.
func TestVariantTechniques(t *testing.T) {
	for _, v := range []sudoku.Variant{{Diagonals: true}, {Windows: true}, {AntiKing: true}, {AntiKnight: true}} {
		b, err := v.Board(sudoku.Shape{BoxRows: 3, BoxCols: 3})
		require.NoError(t, err)
		g, err := generate.NewGenerator(generate.GenerateOptions{Variant: v, Difficulty: logic.AnyDifficulty, Seed: 5})
		require.NoError(t, err)
		p, _, err := g.Next()
		require.NoError(t, err)
		logic.CheckDeductions(t, b, p, v.String()+" "+p.String())
	}
}
