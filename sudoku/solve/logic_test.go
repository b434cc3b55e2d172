package solve

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/internal/samples"
	"xcover/sudoku/internal/sudokutest"
)

// Puzzles that singles alone cannot finish but singles and tuples can,
// found in the 17-clue and top1465 sets.
const (
	nakedPairPuzzle  = ".......12..8.3...........4.12.5..........47...6.......5.7...3.....62.......1....."
	hiddenPairPuzzle = ".......12.5.4............3.7..6..4....1..........8....92....8.....51.7.......3..."
	triplePuzzle     = "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6....."
)

// logicLog runs the logic method on p with tuples up to the given size and
// returns its steps; it checks each placement and elimination against the
// puzzle's solution: until the first guess, no rule may strike out the
// true value or place a wrong one.
func logicLog(t *testing.T, p sudoku.Grid, tuples int) (Outcome, []Step) {
	t.Helper()
	sol := dlxSolutions(t, p, 0)
	require.Len(t, sol, 1)
	var steps []Step
	o, err := Logic.run(p, Limits{MaxSolutions: 1, Tuples: tuples}, func(s Step) bool {
		steps = append(steps, s)
		if hasGuess(steps) {
			return true
		}
		want := sol[0].Cells[max(s.Cell, 0)]
		switch s.Kind {
		case StepPlace:
			require.Equal(t, want, s.Value, s.Describe(p.N()))
		case StepEliminate:
			require.Zero(t, s.Mask&(1<<(want-1)), "%s strikes out the solution's value", s.Describe(p.N()))
		}
		return true
	})
	require.NoError(t, err)
	return o, steps
}

// hasGuess reports whether any step is a guess.
func hasGuess(steps []Step) bool {
	for _, s := range steps {
		if s.Kind == StepGuess {
			return true
		}
	}
	return false
}

// techniques lists the tuple deductions of steps, in order.
func techniques(steps []Step) []string {
	var out []string
	for _, s := range steps {
		if s.Kind == StepEliminate && (strings.HasPrefix(s.Reason, "naked") || strings.HasPrefix(s.Reason, "hidden")) {
			out = append(out, s.Reason)
		}
	}
	return out
}

// TestLogicSinglesOnly: an easy puzzle falls to singles; the log has
// nothing but singles and their consequences.
func TestLogicSinglesOnly(t *testing.T) {
	o, steps := logicLog(t, sudokutest.MustParse(t, easyPuzzle), 1)
	assert.True(t, o.Solution.Solves(sudokutest.MustParse(t, easyPuzzle)))
	assert.Zero(t, o.Stats.Guesses)
	assert.Equal(t, int64(1), o.Stats.Nodes, "the root only")
	for _, s := range steps {
		switch s.Kind {
		case StepPlace:
			assert.Regexp(t, `^(naked single: r\dc\d can only be \d|hidden single: \d has one place in (row|column|box) \d)$`, s.Reason)
		case StepEliminate:
			assert.Regexp(t, `^(r\dc\d=\d removes \d from r\dc\d|r\dc\d holds \d|the givens in the row, column and box of r\dc\d)$`, s.Reason)
		case StepGuess, StepUnplace, StepRestore, StepContradiction:
			t.Fatalf("no search: %s", s.Describe(9))
		}
	}
	assert.Equal(t, "place 5 in r5c5 (naked single: r5c5 can only be 5)", firstPlace(steps).Describe(9))
}

// firstPlace returns the first placement among steps.
func firstPlace(steps []Step) Step {
	for _, s := range steps {
		if s.Kind == StepPlace {
			return s
		}
	}
	return Step{}
}

// TestLogicTuples: puzzles that singles cannot finish fall to singles and
// tuples without a guess, each with the deductions it needs.
func TestLogicTuples(t *testing.T) {
	for _, tc := range []struct {
		name   string
		puzzle string
		tuples int    // the smallest size that needs no guess
		first  string // the first tuple deduction
		count  int    // tuple deductions in all
	}{
		{"naked pair", nakedPairPuzzle, 2, "naked pair {8,9} in column 6 removes 8,9 from r1c6", 5},
		{"hidden pair", hiddenPairPuzzle, 2, "hidden pair {7,8} in box 3 removes 6 from r2c8", 2},
		{"triple", triplePuzzle, 3, "hidden pair {3,7} in box 3 removes 2,4,5,6 from r3c8", 21},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := sudokutest.MustParse(t, tc.puzzle)
			smaller, _ := logicLog(t, p, tc.tuples-1)
			assert.Positive(t, smaller.Stats.Guesses, "tuples up to %d are not enough", tc.tuples-1)
			o, steps := logicLog(t, p, tc.tuples)
			assert.Zero(t, o.Stats.Guesses)
			assert.True(t, o.Solution.Solves(p))
			log := techniques(steps)
			require.Len(t, log, tc.count)
			assert.Equal(t, tc.first, log[0])
		})
	}
}

// ruleState returns a logic core on an empty 9x9 grid whose first row has
// the given candidates (the rest of the grid keeps all nine), with the
// reasons of its eliminations collected in log.
func ruleState(t *testing.T, row map[int]string, log *[]string) *logic {
	t.Helper()
	g, err := sudoku.EmptyGrid(9)
	require.NoError(t, err)
	r := &run{puzzle: g}
	l := newLogic(r, Logic)
	l.tuples = MaxTuple
	for c, vals := range row {
		var m uint64
		for _, ch := range vals {
			m |= 1 << (ch - '1')
		}
		l.cands[c] = m
	}
	r.emit = func(s Step) bool {
		if s.Kind == StepEliminate {
			*log = append(*log, s.Reason)
		}
		return true
	}
	return l
}

// TestTupleRules checks each rule on a hand-made row, and that propagate
// applies the smallest rule that makes progress first.
func TestTupleRules(t *testing.T) {
	var log []string
	l := ruleState(t, map[int]string{0: "38", 1: "38", 2: "1358"}, &log)
	progress, ok := l.nakedTuple(2, 0)
	require.True(t, progress && ok)
	require.Len(t, log, 7, "r1c3..r1c9 lose 3 and 8")
	assert.Equal(t, "naked pair {3,8} in row 1 removes 3,8 from r1c3", log[0])
	assert.Equal(t, "naked pair {3,8} in row 1 removes 3,8 from r1c9", log[6])
	assert.Equal(t, uint64(0b10001), l.cands[2], "r1c3 keeps 1 and 5")

	log = nil
	l = ruleState(t, map[int]string{0: "1456", 1: "1456", 3: "1279", 4: "1456", 5: "247", 6: "1456", 7: "1456", 8: "1456", 2: "1456"}, &log)
	progress, ok = l.nakedTuple(2, 0)
	require.True(t, ok)
	require.False(t, progress, "no naked pair")
	progress, ok = l.hiddenTuple(2, 0)
	require.True(t, progress && ok)
	assert.Equal(t, []string{
		"hidden pair {2,7} in row 1 removes 1,9 from r1c4",
		"hidden pair {2,7} in row 1 removes 4 from r1c6",
	}, log)

	// A naked triple {1,2,3} across r1c1-r1c3 beside a hidden pair: the
	// pair is the smaller rule, so it goes first.
	log = nil
	l = ruleState(t, map[int]string{0: "12", 1: "23", 2: "13", 3: "4567", 4: "4567", 5: "4589", 6: "4567", 7: "4567", 8: "4589"}, &log)
	require.True(t, l.propagate(0))
	require.NotEmpty(t, log)
	assert.Equal(t, "hidden pair {8,9} in row 1 removes 4,5 from r1c6", log[0])
	assert.Contains(t, log, "naked triple {1,2,3} in box 1 removes 1,2,3 from r2c1")
}

// TestLogicStrikesExploredGuess: once a guess is explored, its value leaves
// the cell before the next value is tried, at the guess's parent depth; a
// strike at the root never removes the solution's value.
func TestLogicStrikesExploredGuess(t *testing.T) {
	p := sudokutest.MustParse(t, samples.HardText)
	sol := dlxSolutions(t, p, 0)
	require.Len(t, sol, 1)
	var steps []Step
	o, err := Logic.run(p, Limits{MaxSolutions: 1, Tuples: 1}, func(s Step) bool {
		steps = append(steps, s)
		return true
	})
	require.NoError(t, err)
	require.True(t, o.Solution.Equal(sol[0]))
	strikes, rootStrikes := 0, 0
	for i, s := range steps {
		if s.Kind != StepEliminate || !strings.Contains(s.Reason, "is explored") {
			continue
		}
		strikes++
		// The last guess before the strike is of this cell and value, and
		// every step since has undone it.
		var guess Step
		for j := i - 1; j >= 0; j-- {
			if steps[j].Kind == StepGuess && steps[j].Cell == s.Cell {
				guess = steps[j]
				break
			}
		}
		require.Equal(t, StepGuess, guess.Kind, "a strike follows a guess of its cell: %s", s.Describe(9))
		assert.Equal(t, uint64(1)<<(guess.Value-1), s.Mask, s.Describe(9))
		assert.Equal(t, guess.Depth-1, s.Depth, "the strike is made at the guess's parent depth")
		if s.Depth == 0 { // deeper, the strike holds only under the guesses above it
			rootStrikes++
			assert.Zero(t, s.Mask&(1<<(sol[0].Cells[s.Cell]-1)), "a strike at the root never removes the solution's value: %s", s.Describe(9))
		}
		name := sudoku.CellName(int(s.Cell)/9, int(s.Cell)%9)
		assert.Equal(t, fmt.Sprintf("%s=%d is explored, so %s is not %d", name, guess.Value, name, guess.Value), s.Reason)
	}
	assert.Positive(t, strikes, "singles alone must guess, and some guesses fail on this puzzle")
	assert.Positive(t, rootStrikes, "some first guesses fail on this puzzle")
}
