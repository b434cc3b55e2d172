package app

import (
	"testing"
	"time"

	"xcover/app/apptest"

	"xcover/app/puzzle"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
	"xcover/sudoku"
)

func TestOutrightInSlices(t *testing.T) {
	hardest := "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"
	g, _, err := sudoku.Parse(hardest, sudoku.Options{})
	require.NoError(t, err)
	o, err := NewOutright(g, 2)
	require.NoError(t, err)
	slices := apptest.RunSlices(t, o.Run, 50*time.Microsecond)
	assert.Greater(t, slices, 1, "a hard puzzle takes several slices")
	assert.Equal(t, dlx.Exhausted, o.Stop)
	assert.Equal(t, int64(1), o.Stats().Solutions)
	require.True(t, o.First.Solves(g))

	var s sudoku.Solver
	s.Options.MaxSolutions = 2
	r, err := s.Solve(g)
	require.NoError(t, err)
	assert.True(t, r.Solution.Equal(o.First))
	assert.Equal(t, r.Stats.Nodes, o.Stats().Nodes)
}

func TestOutrightCountsAndRejects(t *testing.T) {
	g, err := sudoku.EmptyGrid(4)
	require.NoError(t, err)
	o, err := NewOutright(g, 0)
	require.NoError(t, err)
	apptest.RunSlices(t, o.Run, time.Millisecond)
	assert.Equal(t, int64(288), o.Stats().Solutions)

	g.Set(0, 0, 1)
	g.Set(0, 1, 1)
	_, err = NewOutright(g, 1)
	assert.ErrorContains(t, err, "r1c1 and r1c2 both hold 1")
}

func TestBenchSolve(t *testing.T) {
	r, err := BenchSolve(puzzle.Presets[0].Puzzle + "\n" + puzzle.Presets[1].Puzzle + "\n" + puzzle.Presets[4].Puzzle + "\n")
	require.NoError(t, err)
	assert.Equal(t, 3, r.Puzzles)
	assert.Equal(t, 2, r.Solved, "the unsolvable preset has no solution")
	_, err = BenchSolve("123\n")
	assert.Error(t, err)
}

func TestOutrightCancel(t *testing.T) {
	g, err := sudoku.EmptyGrid(9)
	require.NoError(t, err)
	o, err := NewOutright(g, 0)
	require.NoError(t, err)
	assert.False(t, o.Run(time.Millisecond), "counting every 9x9 grid takes a while")
	o.Cancel()
	assert.True(t, o.Run(time.Millisecond))
	assert.Equal(t, dlx.Canceled, o.Stop)
	assert.Contains(t, verdict(o), "Stopped after")
	assert.Regexp(t, `: [0-9,]+ solutions? so far$`, verdict(o))
}

func TestVerdicts(t *testing.T) {
	for _, tc := range []struct {
		preset int
		max    int64
		want   string
	}{
		{0, 1, "Solved in"},
		{0, 2, "Unique solution, proved in"},
		{4, 2, "No solution"},
		{5, 2, "Not unique: at least 2 solutions"},
		{5, 0, "872 solutions, counted in"},
	} {
		g, _, err := sudoku.Parse(puzzle.Presets[tc.preset].Puzzle, sudoku.Options{})
		require.NoError(t, err)
		o, err := NewOutright(g, tc.max)
		require.NoError(t, err)
		apptest.RunSlices(t, o.Run, time.Second)
		assert.Contains(t, verdict(o), tc.want, "%s max %d", puzzle.Presets[tc.preset].Name, tc.max)
	}
}
