package player

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

func TestOutrightInSlices(t *testing.T) {
	hardest := "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"
	g, _, err := format.Parse(hardest, format.Options{})
	require.NoError(t, err)
	o, err := NewOutright(nil, g, 2)
	require.NoError(t, err)
	slices := apptest.RunSlices(t, o.Run, 50*time.Microsecond)
	assert.Greater(t, slices, 1, "a hard puzzle takes several slices")
	assert.Equal(t, dlx.Exhausted, o.Stop)
	assert.Equal(t, int64(1), o.Stats().Solutions)
	require.True(t, o.First.Solves(g))

	s := solve.Solver{Method: solve.DLX, Limits: solve.Limits{MaxSolutions: 2}}
	r, err := s.Solve(g)
	require.NoError(t, err)
	assert.True(t, r.Solution.Equal(o.First))
	assert.Equal(t, r.Stats.Nodes, o.Stats().Nodes)
}

func TestOutrightCountsAndRejects(t *testing.T) {
	g, err := sudoku.EmptyGrid(4)
	require.NoError(t, err)
	o, err := NewOutright(nil, g, 0)
	require.NoError(t, err)
	apptest.RunSlices(t, o.Run, time.Millisecond)
	assert.Equal(t, int64(288), o.Stats().Solutions)

	g.Set(0, 0, 1)
	g.Set(0, 1, 1)
	_, err = NewOutright(nil, g, 1)
	assert.ErrorContains(t, err, "r1c1 and r1c2 both hold 1")
}
