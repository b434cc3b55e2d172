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
)

func TestRaceAgreesWithEachMethod(t *testing.T) {
	puzzle := mustGrid(t, puzzle.Presets[0].Puzzle)
	lim := sudoku.Limits{MaxSolutions: 2}
	r, err := NewRace(puzzle, sudoku.Variant{}, sudoku.Methods, lim)
	require.NoError(t, err)
	apptest.RunSlices(t, r.Run, time.Millisecond)
	require.Len(t, r.Lanes, len(sudoku.Methods))
	for _, l := range r.Lanes {
		want, err := l.Method.Solve(puzzle, lim)
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
	r, err := NewRace(puzzle, sudoku.Variant{}, []sudoku.Method{sudoku.Backtrack, sudoku.DLX}, sudoku.Limits{MaxSolutions: 1, NodeBudget: 5000})
	require.NoError(t, err)
	apptest.RunSlices(t, r.Run, time.Millisecond)
	back := r.Lanes[0]
	assert.Equal(t, dlx.NodeBudget, back.Outcome.Stop)
	assert.False(t, back.Finished())
	assert.True(t, r.Lanes[1].Finished())
	assert.Same(t, back, r.Ranking()[len(r.Lanes)-1], "a lane stopped by its budget ranks last")

	r, err = NewRace(puzzle, sudoku.Variant{}, []sudoku.Method{sudoku.Backtrack, sudoku.Candidates}, sudoku.Limits{})
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
