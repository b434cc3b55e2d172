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
	m, err := engineOf(problem.Pentomino(3, 20))
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
	m, err := engineOf(problem.Queens(8))
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
	m, err := engineOf(problem.Queens(8))
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

// TestSplitBatch follows a count made elsewhere in parts: the counts add
// up as the parts report, the list merges in the whole search's order as
// soon as every part has searched the subtrees before a solution's, and
// the batch is done when every part is; a cancelled one takes no more.
func TestSplitBatch(t *testing.T) {
	b := NewSplitBatch(3, 2) // part 0 searches subtrees 0, 2, 4; part 1 1, 3, 5
	assert.True(t, b.Split())
	assert.False(t, b.Run(time.Millisecond), "nothing to run here")
	b.Report(1, PartReport{Solutions: 2, Nodes: 10, Updates: 30, Next: 1})
	b.Report(0, PartReport{Solutions: 1, Nodes: 5, Updates: 7, Elapsed: time.Second})
	assert.Equal(t, dlx.Stats{Solutions: 3, Nodes: 15, Updates: 37}, b.Stats())
	assert.False(t, b.Done)
	b.Report(1, PartReport{Solutions: 3, Nodes: 15, Updates: 35, Next: 3, Listed: []dlx.PartSolution{{Subtree: 1, Options: []int{1}}}})
	assert.Empty(t, b.Solutions, "part 0 has not searched subtree 0: its solutions come first")
	b.Report(0, PartReport{Solutions: 2, Nodes: 6, Updates: 8, Next: 2, Elapsed: time.Second,
		Listed: []dlx.PartSolution{{Subtree: 0, Options: []int{0}}}})
	assert.Equal(t, [][]int{{0}, {1}}, b.Solutions, "subtrees 0 and 1 searched: their solutions, in order")
	b.Report(1, PartReport{Solutions: 4, Nodes: 20, Updates: 40, Next: 7, Done: true, Elapsed: 2 * time.Second,
		Listed: []dlx.PartSolution{{Subtree: 3, Options: []int{3}}, {Subtree: 5, Options: []int{5}}}})
	assert.False(t, b.Done, "part 0 runs")
	assert.Equal(t, [][]int{{0}, {1}}, b.Solutions, "subtree 2 is not searched yet")
	b.Report(0, PartReport{Solutions: 2, Nodes: 6, Updates: 8, Next: 6, Done: true, Elapsed: time.Second,
		Listed: []dlx.PartSolution{{Subtree: 2, Options: []int{2}}}})
	assert.True(t, b.Done)
	assert.Equal(t, dlx.Exhausted, b.Stop)
	assert.Equal(t, [][]int{{0}, {1}, {2}}, b.Solutions, "the first three in the search's order")
	assert.Equal(t, int64(6), b.Stats().Solutions)
	assert.Equal(t, 2*time.Second, b.Elapsed, "the parts ran side by side: the longest")

	d := NewSplitBatch(3, 2)
	d.Report(0, PartReport{Next: 2, Listed: []dlx.PartSolution{{Subtree: 0, Options: []int{0}}}})
	d.Report(1, PartReport{Next: 1})
	d.Cancel()
	d.Report(1, PartReport{Next: 3, Listed: []dlx.PartSolution{{Subtree: 1, Options: []int{1}}}})
	assert.Equal(t, [][]int{{0}}, d.Solutions, "a stopped batch keeps what it listed, and takes no more")

	c := NewSplitBatch(0, 2)
	c.Report(0, PartReport{Solutions: 1})
	c.Cancel()
	c.Report(1, PartReport{Solutions: 9, Done: true})
	assert.Equal(t, dlx.Canceled, c.Stop)
	assert.Equal(t, int64(1), c.Stats().Solutions, "nothing after the stop")
	c.Report(7, PartReport{})
}
