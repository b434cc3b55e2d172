package player

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/problem"
	"xcover/dlx"
)

func TestBatchCountsInSlices(t *testing.T) {
	m, err := problem.Pentomino(3, 20).Matrix()
	require.NoError(t, err)
	b := NewBatch(m, dlx.Options{}, 0)
	slices := apptest.RunSlices(t, b.Run, 100*time.Microsecond)
	assert.Greater(t, slices, 1, "a search of 33,000 nodes takes several slices")
	assert.Equal(t, dlx.Exhausted, b.Stop)
	assert.Equal(t, int64(8), b.Stats().Solutions)
	assert.Empty(t, b.Solutions, "count only")
	assert.Equal(t, m.Solve(dlx.Options{}).Nodes, b.Stats().Nodes)
}

func TestBatchKeepsTheFirstSolutions(t *testing.T) {
	m, err := problem.Queens(8).Matrix()
	require.NoError(t, err)
	b := NewBatch(m, dlx.Options{MaxSolutions: 10}, 10)
	apptest.RunSlices(t, b.Run, time.Second)
	assert.Equal(t, dlx.SolutionLimit, b.Stop)
	require.Len(t, b.Solutions, 10)
	var want [][]int
	m.Solve(dlx.Options{MaxSolutions: 10, OnSolution: func(o []int) { want = append(want, append([]int(nil), o...)) }})
	assert.Equal(t, want, b.Solutions)

	c := NewBatch(m, dlx.Options{}, 0)
	c.Run(0)
	c.Cancel()
	assert.True(t, c.Done)
	assert.Equal(t, dlx.Canceled, c.Stop)
	assert.True(t, c.Run(time.Second), "a canceled batch stays done")
}

func TestCompareHeuristics(t *testing.T) {
	m, err := problem.Queens(8).Matrix()
	require.NoError(t, err)
	c := NewCompare(m, 0)
	apptest.RunSlices(t, c.Run, time.Millisecond)
	require.True(t, c.Done())
	for i, h := range c.Heuristics {
		want := m.Solve(dlx.Options{Heuristic: h, Seed: 1})
		st := c.Runs[i].Stats()
		assert.Equal(t, int64(92), st.Solutions, h.String())
		assert.Equal(t, want.Nodes, st.Nodes, h.String())
		assert.Equal(t, want.Updates, st.Updates, h.String())
	}
	assert.Less(t, c.Runs[0].Stats().Nodes, c.Runs[1].Stats().Nodes, "MRV beats the first item on queens")

	budget := NewCompare(m, 100)
	apptest.RunSlices(t, budget.Run, time.Millisecond)
	for _, b := range budget.Runs {
		assert.Equal(t, dlx.NodeBudget, b.Stop)
		assert.Equal(t, int64(100), b.Stats().Nodes)
	}
}
