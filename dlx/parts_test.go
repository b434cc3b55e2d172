package dlx_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
)

// queens is the n-queens problem: rows and columns primary, diagonals
// secondary.
func queens(t testing.TB, n int) *dlx.Problem {
	t.Helper()
	m := dlx.NewProblem(2*n, 2*(2*n-1))
	for r := range n {
		for c := range n {
			_, err := m.AddOption(r, n+c, 2*n+r+c, 2*n+(2*n-1)+r-c+n-1)
			require.NoError(t, err)
		}
	}
	return m
}

// langford is Langford's pairs for n: values 1..n placed twice in 2n
// slots, the two k's k+1 apart.
func langford(t testing.TB, n int) *dlx.Problem {
	t.Helper()
	m := dlx.NewProblem(3*n, 0)
	for k := 1; k <= n; k++ {
		for s := 0; s+k+1 < 2*n; s++ {
			_, err := m.AddOption(k-1, n+s, n+s+k+1)
			require.NoError(t, err)
		}
	}
	return m
}

// TestPartsAddUp counts problems with many solutions, none, colors and
// bounds in K parts, for K from 1 to 64: the parts' counts add up to the
// whole count, their nodes to the whole's, level by level (dead ends above
// the cut included), their updates to the whole's, and the subtrees are
// the same whichever part asks.
func TestPartsAddUp(t *testing.T) {
	tests := []struct {
		name string
		m    *dlx.Problem
	}{
		{"6 queens", queens(t, 6)},
		{"8 queens", queens(t, 8)},
		{"Langford 5 (no solution)", langford(t, 5)},
		{"Langford 7", langford(t, 7)},
		{"Langford 8", langford(t, 8)},
		{"exact cover of 1 item", oneItem(t)},
		{"8 queens with bounds (Algorithm M)", knuthFile(t, "queens8-bounds.dlx")},
		{"word search with bounds and colors", knuthFile(t, "wordsearch3-bounds.dlx")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := dlx.NewLinks(tt.m)
			whole := e.Solve(dlx.Options{})
			for k := 1; k <= 64; k++ {
				cut := dlx.Split(e, dlx.Options{}, k*dlx.PartsPerWorker)
				var sum dlx.Result
				levels := make([]int64, len(whole.PerLevel))
				for i := range k {
					r := dlx.Count(e, dlx.Options{}, dlx.Part(cut, k, i))
					require.Equal(t, dlx.Exhausted, r.Stop)
					sum.Solutions += r.Solutions
					sum.Nodes += r.Nodes
					sum.Updates += r.Updates
					for l, n := range r.PerLevel {
						require.Less(t, l, len(levels), "%d parts: no level deeper than the whole's", k)
						levels[l] += n
					}
				}
				require.Equal(t, whole.Solutions, sum.Solutions, "%d parts", k)
				require.Equal(t, whole.Nodes, sum.Nodes, "%d parts: the nodes add up", k)
				require.Equal(t, whole.Updates, sum.Updates, "%d parts: the updates add up", k)
				require.Equal(t, whole.PerLevel, levels, "%d parts: the nodes by level add up", k)
			}
			for _, k := range []int{1, 3, 64} { // as the command line asks for a part
				var sum int64
				for i := range k {
					r, err := dlx.CountPart(e, dlx.Options{}, k, i)
					require.NoError(t, err)
					sum += r.Solutions
				}
				require.Equal(t, whole.Solutions, sum, "%d parts", k)
			}
			a := dlx.Split(e, dlx.Options{}, 40)
			b := dlx.Split(dlx.NewLinks(tt.m), dlx.Options{}, 40)
			assert.Equal(t, a, b, "the same cut every time")
		})
	}
}

// knuthFile reads a problem of testdata/knuth in Knuth's format.
func knuthFile(t testing.TB, name string) *dlx.Problem {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "knuth", name))
	require.NoError(t, err)
	defer f.Close()
	m, err := dlx.ParseKnuth(f)
	require.NoError(t, err)
	return m
}

// oneItem is a problem whose every solution is found above any cut: one
// item, three options covering it.
func oneItem(t testing.TB) *dlx.Problem {
	m := dlx.NewProblem(1, 0)
	for range 3 {
		_, err := m.AddOption(0)
		require.NoError(t, err)
	}
	return m
}

// TestSplit checks the cut: subtrees in the search's order, each a path of
// the search with the items it branches on (each option of the path is
// one of its item's), solutions above the cut kept as such, and at least
// as many subtrees as asked when the tree has them.
func TestSplit(t *testing.T) {
	m := queens(t, 8)
	e := dlx.NewLinks(m)
	cut := dlx.Split(e, dlx.Options{}, 50)
	require.GreaterOrEqual(t, len(cut), 50)
	depth := len(cut[0].Path)
	for _, s := range cut {
		assert.False(t, s.Solution)
		assert.Len(t, s.Path, depth, "a cut is one level deep throughout")
		require.Len(t, s.Items, depth)
		for l, k := range s.Path {
			assert.Contains(t, m.OptionItems(nil, k), s.Items[l], "level %d", l)
		}
		r := e.Solve(dlx.Options{Forced: s.Path, MaxSolutions: 1})
		assert.NotEqual(t, dlx.NodeBudget, r.Stop)
	}
	one := dlx.Split(dlx.NewLinks(oneItem(t)), dlx.Options{}, 5)
	item := []int{0}
	assert.Equal(t, []dlx.Subtree{{Path: []int{0}, Items: item, Solution: true}, {Path: []int{1}, Items: item, Solution: true, Shared: 1}, {Path: []int{2}, Items: item, Solution: true, Shared: 1}}, one)
}

// TestEstimate checks Knuth's estimate against the true node counts: the
// mean of many probes is within a few percent on trees of every shape,
// and a tree of one path is estimated exactly.
func TestEstimate(t *testing.T) {
	tests := []struct {
		name string
		m    *dlx.Problem
	}{
		{"8 queens", queens(t, 8)},
		{"10 queens", queens(t, 10)},
		{"Langford 8", langford(t, 8)},
		{"Langford 9", langford(t, 9)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := dlx.NewLinks(tt.m)
			nodes := float64(e.Solve(dlx.Options{}).Nodes)
			est := e.Estimate(dlx.Options{}, 20000, 1)
			assert.InEpsilon(t, nodes, est, 0.1, "%.0f estimated, %.0f true", est, nodes)
			assert.Equal(t, est, e.Estimate(dlx.Options{}, 20000, 1), "the same seed, the same estimate")
		})
	}
	assert.Equal(t, 4.0, dlx.NewLinks(oneItem(t)).Estimate(dlx.Options{}, 10, 1), "the root and three solutions, every probe")
	assert.Zero(t, dlx.NewLinks(oneItem(t)).Estimate(dlx.Options{}, 0, 1))
}
