package exact

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/internal/sudokutest"
)

func TestSolves17Clue(t *testing.T) {
	puzzles := sudokutest.Load(t, "sudoku17-49151")
	require.Len(t, puzzles, 49151)
	s := Solver{Options: dlx.Options{MaxSolutions: 2}}
	for i, p := range puzzles {
		r, err := s.Solve(p)
		require.NoError(t, err)
		require.True(t, r.Unique(), "puzzle %d: %d solutions", i+1, r.Solutions)
		require.True(t, r.Solution.Solves(p), "puzzle %d", i+1)
	}
}

// TestSergMultipleSolutions checks that the serg puzzles with more than one
// solution are told apart: for each, the two solutions found are distinct
// valid completions of the puzzle, and every other puzzle has exactly one.
func TestSergMultipleSolutions(t *testing.T) {
	puzzles := sudokutest.Load(t, "serg-benchmark-10000")
	require.Len(t, puzzles, 10000)
	var sols []sudoku.Grid
	s := Solver{Options: dlx.Options{MaxSolutions: 2}}
	multiple := 0
	for i, p := range puzzles {
		r, err := s.Solve(p)
		require.NoError(t, err)
		require.Positive(t, r.Solutions, "puzzle %d has a solution", i+1)
		require.True(t, r.Solution.Solves(p), "puzzle %d", i+1)
		if r.Solutions == 1 {
			require.Equal(t, dlx.Exhausted, r.Stop, "puzzle %d: unique means the search ran out", i+1)
			continue
		}
		multiple++
		e, err := Encode(p, Reduced)
		require.NoError(t, err)
		sols = sols[:0]
		e.Links.Solve(dlx.Options{MaxSolutions: 2, OnSolution: func(opts []int) {
			sols = append(sols, e.Decode(opts))
		}})
		require.Len(t, sols, 2)
		assert.True(t, sols[0].Solves(p) && sols[1].Solves(p), "puzzle %d", i+1)
		assert.False(t, sols[0].Equal(sols[1]), "puzzle %d", i+1)
	}
	assert.Positive(t, multiple, "the serg set has puzzles with several solutions")
	t.Logf("%d of %d serg puzzles have several solutions", multiple, len(puzzles))
}

func benchSet(b *testing.B, name string) {
	puzzles := sudokutest.Load(b, name)
	s := Solver{Options: dlx.Options{MaxSolutions: 1}}
	b.ResetTimer()
	n := 0
	for b.Loop() {
		_, err := s.Solve(puzzles[n%len(puzzles)])
		if err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
}

func BenchmarkSolve17Clue(b *testing.B)  { benchSet(b, "sudoku17-49151") }
func BenchmarkSolveHardest(b *testing.B) { benchSet(b, "forum-hardest-1106") }
func BenchmarkSolve1905(b *testing.B)    { benchSet(b, "forum-hardest-1905-11plus") }
func BenchmarkSolveTop1465(b *testing.B) { benchSet(b, "top1465") }

// BenchmarkEncode17Clue measures the reduced encoding alone, the part of
// Solve before the search.
func BenchmarkEncode17Clue(b *testing.B) {
	puzzles := sudokutest.Load(b, "sudoku17-49151")
	var e Encoding
	n := 0
	for b.Loop() {
		if err := e.encode(puzzles[n%len(puzzles)], Reduced); err != nil {
			b.Fatal(err)
		}
		n++
	}
}

// Solver.List lists the solutions in the order the search finds them,
// the first being the Solution, and hands each to the caller's OnSolution.
func TestSolverListsInOrder(t *testing.T) {
	const limit = 100
	s := Solver{}
	for i, p := range sudokutest.Load(t, "serg-benchmark-10000")[:50] {
		e, err := Encode(p, Reduced)
		require.NoError(t, err)
		var want []sudoku.Grid
		e.Links.Solve(dlx.Options{OnSolution: func(opts []int) { want = append(want, e.Decode(opts)) }})
		handed := 0
		s.Options = dlx.Options{OnSolution: func([]int) { handed++ }}
		r, all, err := s.List(p, limit)
		require.NoError(t, err)
		assert.Equal(t, len(want), handed, "puzzle %d", i+1)
		if len(want) >= limit {
			assert.Nil(t, all, "puzzle %d", i+1)
			continue
		}
		require.Equal(t, want, all, "puzzle %d", i+1)
		assert.Equal(t, r.Solution, all[0], "puzzle %d", i+1)
		copied := s // a copy lists for itself
		_, again, err := copied.List(p, limit)
		require.NoError(t, err)
		assert.Equal(t, want, again, "puzzle %d, copied solver", i+1)
	}
}
