package explain_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/sudoku"
	"xcover/sudoku/solve"
)

// puzzle4 is a 4x4 puzzle with several solutions: every method guesses,
// backtracks and finds more than one.
func puzzle4() sudoku.Grid {
	return sudoku.Grid{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 2}, Cells: []uint8{
		1, 0, 0, 0,
		0, 0, 3, 0,
		0, 4, 0, 0,
		0, 0, 0, 0,
	}}
}

// stuck4 is a 4x4 puzzle with no solution, though its givens break no
// rule: r1c3 and r1c4 can only be 4. Every method meets a contradiction.
func stuck4() sudoku.Grid {
	return sudoku.Grid{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 2}, Cells: []uint8{
		1, 2, 0, 0,
		0, 0, 0, 3,
		0, 0, 0, 0,
		0, 0, 3, 0,
	}}
}

// methodSteps returns method m's whole run on puzzle.
func methodSteps(t *testing.T, m solve.Method, puzzle sudoku.Grid) []solve.Step {
	t.Helper()
	seq, err := (&solve.Solver{Method: m}).Steps(puzzle)
	require.NoError(t, err)
	var out []solve.Step
	for s := range seq {
		out = append(out, s)
	}
	return out
}

// wantMethodLine works out the line independently of MethodLine, from the
// steps' kinds and the methods' reasons, which say what caused a step.
func wantMethodLine(m solve.Method, steps []solve.Step, k int) int {
	s := steps[k]
	opening := true // the steps so far strike the givens out
	for _, p := range steps[:k+1] {
		opening = opening && p.Kind == solve.StepEliminate
	}
	if s.Kind == solve.StepDone {
		return 1
	}
	byKind := map[solve.Method]map[solve.StepKind]int{
		solve.DLX:        {solve.StepSolution: 3, solve.StepContradiction: 5, solve.StepPlace: 7, solve.StepUnplace: 9},
		solve.Backtrack:  {solve.StepSolution: 4, solve.StepContradiction: 5, solve.StepPlace: 7, solve.StepUnplace: 9},
		solve.Candidates: {solve.StepSolution: 4, solve.StepContradiction: 5, solve.StepGuess: 6, solve.StepPlace: 7, solve.StepRestore: 8, solve.StepUnplace: 9, solve.StepEliminate: 10},
		solve.Logic:      {solve.StepPlace: 5, solve.StepEliminate: 6, solve.StepContradiction: 7, solve.StepSolution: 8, solve.StepGuess: 9, solve.StepUnplace: 11, solve.StepRestore: 11},
	}
	byKind[solve.Rules] = byKind[solve.Logic]
	switch {
	case m != solve.DLX && m != solve.Backtrack && opening:
		return 2
	case (m == solve.Logic || m == solve.Rules) && s.Kind == solve.StepPlace && k > 0 && steps[k-1].Kind == solve.StepGuess:
		return 10 // a guess is placed at once
	case (m == solve.Logic || m == solve.Rules) && s.Kind == solve.StepEliminate && k > 0 &&
		(steps[k-1].Kind == solve.StepUnplace || steps[k-1].Kind == solve.StepRestore):
		return 12 // once a guess is undone, its value is struck out
	}
	return byKind[m][s.Kind]
}

// TestMethodLines walks every method's run on a 4x4 puzzle and checks each
// step's line, and that every line that names a step is lit at least once.
func TestMethodLines(t *testing.T) {
	never := map[solve.Method][]int{ // lines no step lights: headers and calls
		solve.DLX:        {2, 4, 6, 8},
		solve.Backtrack:  {2, 3, 6, 8},
		solve.Candidates: {3},
		solve.Logic:      {3, 4},
		solve.Rules:      {3, 4},
	}
	for _, m := range solve.Methods {
		t.Run(m.String(), func(t *testing.T) {
			code, ok := explain.MethodCode(m)
			require.True(t, ok)
			lit := map[int]bool{}
			for _, puzzle := range []sudoku.Grid{puzzle4(), stuck4()} {
				steps := methodSteps(t, m, puzzle)
				for k, s := range steps {
					line := explain.MethodLine(m, s)
					require.Equal(t, wantMethodLine(m, steps, k), line, "step %d: %s", k, s.Describe(4))
					_, ok := code.Line(line)
					require.True(t, ok)
					lit[line] = true
				}
			}
			for _, l := range code.Lines {
				if !lit[l.N] {
					assert.Contains(t, never[m], l.N, "line %d %q is never lit", l.N, l.Text)
				}
			}
		})
	}
	_, ok := explain.MethodCode(solve.Method(99))
	assert.False(t, ok)
	assert.Zero(t, explain.MethodLine(solve.Method(99), solve.Step{Kind: solve.StepPlace}))
}

// TestMethodLinesBackwards drives the app's MethodPlayer with a small
// window: the line lit from its recent steps is the same forwards, back
// and after jumps.
func TestMethodLinesBackwards(t *testing.T) {
	for _, m := range solve.Methods {
		t.Run(m.String(), func(t *testing.T) {
			pl, err := player.NewMethodPlayer(m, sudoku.Variant{}, puzzle4(), solve.Limits{}, 4)
			require.NoError(t, err)
			defer pl.Close()
			steps := methodSteps(t, m, puzzle4())
			at := func() int {
				last, ok := pl.Last()
				return explain.MethodLineAt(m, last, ok)
			}
			forward := []int{at()}
			require.Equal(t, explain.MethodStart, forward[0])
			for pl.Step() {
				forward = append(forward, at())
				require.Equal(t, wantMethodLine(m, steps, pl.Pos()-1), forward[pl.Pos()], "step %d", pl.Pos()-1)
			}
			for pl.Back() {
				require.Equal(t, forward[pl.Pos()], at(), "back to %d", pl.Pos())
			}
			rng := rand.New(rand.NewPCG(3, 4))
			for range 100 {
				pl.Seek(rng.IntN(len(forward)))
				require.Equal(t, forward[pl.Pos()], at(), "seek to %d", pl.Pos())
			}
		})
	}
}
