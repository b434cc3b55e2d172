package player

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/solve"
)

func TestRaceAgreesWithEachMethod(t *testing.T) {
	puzzle := mustGrid(t, puzzle.Presets[0].Puzzle)
	lim := solve.Limits{MaxSolutions: 2}
	r, err := NewRace(puzzle, sudoku.Variant{}, solve.Methods, lim)
	require.NoError(t, err)
	apptest.RunSlices(t, r.Run, time.Millisecond)
	require.Len(t, r.Lanes, len(solve.Methods))
	for _, l := range r.Lanes {
		want, err := (&solve.Solver{Method: l.Method, Limits: lim}).Solve(puzzle)
		require.NoError(t, err)
		assert.True(t, l.Done && l.Finished(), l.Method.String())
		assert.True(t, l.Outcome.Unique(), l.Method.String())
		assert.Equal(t, want.Solution, l.Outcome.Solution, l.Method.String())
		assert.Equal(t, want.Stats.Nodes, l.Stats().Nodes, l.Method.String())
		assert.Equal(t, l.Elapsed, l.Stats().Elapsed)
		assert.Equal(t, l.Elapsed, l.Outcome.Stats.Elapsed)
		assert.Positive(t, l.Steps)
	}
	ranked := r.Ranking()
	for i := 1; i < len(ranked); i++ {
		assert.LessOrEqual(t, ranked[i-1].Elapsed, ranked[i].Elapsed)
	}
}

func TestRaceBudgetAndCancel(t *testing.T) {
	puzzle := mustGrid(t, puzzle.Presets[1].Puzzle) // 17 clues: plain backtracking needs far more than 5,000 nodes, dlx far fewer
	r, err := NewRace(puzzle, sudoku.Variant{}, []solve.Method{solve.Backtrack, solve.DLX}, solve.Limits{MaxSolutions: 1, NodeBudget: 5000})
	require.NoError(t, err)
	apptest.RunSlices(t, r.Run, time.Millisecond)
	back := r.Lanes[0]
	assert.Equal(t, dlx.NodeBudget, back.Outcome.Stop)
	assert.False(t, back.Finished())
	assert.True(t, r.Lanes[1].Finished())
	assert.Same(t, back, r.Ranking()[len(r.Lanes)-1], "a lane stopped by its budget ranks last")

	r, err = NewRace(puzzle, sudoku.Variant{}, []solve.Method{solve.Backtrack, solve.Candidates}, solve.Limits{})
	require.NoError(t, err)
	r.Run(time.Millisecond)
	live := r.Lanes[0].Stats()
	assert.Positive(t, live.Nodes, "stats are live mid-race")
	r.Cancel()
	require.True(t, r.Done())
	for _, l := range r.Lanes {
		assert.Equal(t, dlx.Canceled, l.Outcome.Stop)
	}
}
