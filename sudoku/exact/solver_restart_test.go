package exact

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/internal/samples"
)

func TestLuby(t *testing.T) {
	want := []int64{1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1, 1, 2}
	for i, w := range want {
		assert.Equal(t, w, luby(i+1), "term %d", i+1)
	}
}

// TestSolverRestarts runs first searches that restart at once and often
// (a plain run of a few nodes, units of a few nodes, many swaps) and
// checks what they find: solutions of the puzzle, proofs that there is
// none, and node budgets kept over all the runs.
func TestSolverRestarts(t *testing.T) {
	blank16, err := sudoku.EmptyGrid(16)
	require.NoError(t, err)
	parse := func(text string) sudoku.Grid {
		g, _, err := format.Parse(text, format.Options{})
		require.NoError(t, err)
		return g
	}
	for _, tc := range []struct {
		name   string
		puzzle sudoku.Grid
		budget int64
		solved bool
		stop   dlx.Stop
	}{
		{"easy", parse(samples.EasyText), 0, true, dlx.SolutionLimit},
		{"hard", parse(samples.HardText), 0, true, dlx.SolutionLimit},
		{"blank 16x16", blank16, 0, true, dlx.SolutionLimit},
		{"unsolvable", parse(samples.NoSolution), 0, false, dlx.Exhausted},
		{"over budget", blank16, 40, false, dlx.NodeBudget},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for seed := range uint64(5) {
				s := Solver{Options: dlx.Options{MaxSolutions: 1, NodeBudget: tc.budget, Seed: seed}, plan: &restartPlan{plain: 3, unit: 2, rate: 0.3}}
				r, err := s.Solve(tc.puzzle)
				require.NoError(t, err)
				assert.Equal(t, tc.stop, r.Stop, "seed %d", seed)
				if tc.solved {
					assert.True(t, r.Solution.Solves(tc.puzzle), "seed %d", seed)
				}
				if tc.budget > 0 {
					assert.LessOrEqual(t, r.Stats.Nodes, tc.budget, "seed %d", seed)
				}
			}
		})
	}
}

// TestBlank64First checks that the first search fills a blank 64x64 grid
// within a node budget: the plain search alone spends more than 50M
// nodes on it. (BenchmarkBlank64First times it.)
func TestBlank64First(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds")
	}
	g, err := sudoku.EmptyGrid(64)
	require.NoError(t, err)
	s := Solver{Options: dlx.Options{MaxSolutions: 1, NodeBudget: 10_000_000, Seed: 1}}
	r, err := s.Solve(g)
	require.NoError(t, err)
	require.Equal(t, dlx.SolutionLimit, r.Stop, "found within %d nodes", s.Options.NodeBudget)
	assert.True(t, r.Solution.Solves(g))
}

func BenchmarkBlank64First(b *testing.B) {
	g, err := sudoku.EmptyGrid(64)
	require.NoError(b, err)
	s := Solver{Options: dlx.Options{MaxSolutions: 1, Seed: 1}}
	for b.Loop() {
		r, err := s.Solve(g)
		require.NoError(b, err)
		require.Equal(b, int64(1), r.Solutions)
	}
}
