package solve

import (
	"context"
	"fmt"
	"iter"
	"math"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/exact"
	"xcover/sudoku/format"
	"xcover/sudoku/internal/samples"
	"xcover/sudoku/internal/sudokutest"
)

const (
	easyPuzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
	// noCandidatesPuzzle: r1c9 can hold nothing, as row 1 has 1-8 and column 9 has 9.
	noCandidatesPuzzle = "12345678........9" + "................................................................"
)

func TestParseMethod(t *testing.T) {
	for _, m := range Methods {
		got, err := ParseMethod(m.String())
		require.NoError(t, err)
		assert.Equal(t, m, got)
		got, err = ParseMethod(strings.ToUpper(m.String()))
		require.NoError(t, err)
		assert.Equal(t, m, got, "names are read in any case")
	}
	_, err := ParseMethod("norvig")
	require.EqualError(t, err, `unknown method "norvig" (methods: dlx, backtrack, candidates, logic, rules)`)
	assert.Equal(t, "Method(9)", Method(9).String())
	_, err = (&Solver{Method: Method(9)}).Solve(sudokutest.MustParse(t, easyPuzzle))
	assert.Error(t, err)
}

// setBudget is the node budget each method gets on the hard data sets:
// plain and candidate backtracking cannot do them all in reasonable time.
var setBudget = map[Method]int64{Backtrack: 20_000, Candidates: 20_000}

// TestMethodsSolveHardSets solves top1465 and forum-hardest-1106 with
// every method, checking each solution against the exact cover solver's.
// Plain and candidate backtracking search the same tree in the same
// order, so they spend their budget on exactly the same puzzles; the
// number that do is pinned.
func TestMethodsSolveHardSets(t *testing.T) {
	overBudget := map[string]int{"top1465": 1160, "forum-hardest-1106": 124}
	for _, set := range []string{"top1465", "forum-hardest-1106"} {
		puzzles := sudokutest.Load(t, set)
		want := make([]sudoku.Grid, len(puzzles))
		var s exact.Solver
		s.Options.MaxSolutions = 1
		for i, p := range puzzles {
			r, err := s.Solve(p)
			require.NoError(t, err)
			require.Equal(t, int64(1), r.Solutions)
			want[i] = r.Solution
		}
		nodes := map[Method][]int64{}
		for _, m := range Methods {
			t.Run(set+"/"+m.String(), func(t *testing.T) {
				lim := Limits{MaxSolutions: 1, NodeBudget: setBudget[m]}
				spent := 0
				for i, p := range puzzles {
					o, err := (&Solver{Method: m, Limits: lim}).Solve(p)
					require.NoError(t, err)
					nodes[m] = append(nodes[m], o.Stats.Nodes)
					if o.Stop == exact.NodeBudget {
						spent++
						require.Positive(t, lim.NodeBudget, "%s puzzle %d: no budget was set", set, i+1)
						require.Equal(t, lim.NodeBudget, o.Stats.Nodes, "puzzle %d stops at the budget", i+1)
						require.Zero(t, o.Solutions)
						require.Nil(t, o.Solution.Cells)
						continue
					}
					require.Equal(t, exact.SolutionLimit, o.Stop, "puzzle %d", i+1)
					require.True(t, o.Solution.Equal(want[i]), "%s puzzle %d: %s disagrees with dlx", set, i+1, m)
				}
				if lim.NodeBudget > 0 {
					assert.Equal(t, overBudget[set], spent, "puzzles over a budget of %d nodes", lim.NodeBudget)
				} else {
					assert.Zero(t, spent)
				}
			})
		}
		assert.Equal(t, nodes[Backtrack], nodes[Candidates], "%s: plain and candidate backtracking visit the same nodes", set)
	}
}

// dlxSolutions returns the solutions of p, up to limit (0: all), found by
// the exact cover solver, in the order found.
func dlxSolutions(tb testing.TB, p sudoku.Grid, limit int64) []sudoku.Grid {
	var s exact.Solver
	s.Options.MaxSolutions = limit
	_, all, err := s.List(p, math.MaxInt)
	require.NoError(tb, err)
	return all
}

// sameSet reports whether a and b hold the same grids, in any order.
func sameSet(a, b []sudoku.Grid) bool {
	seen := map[string]int{}
	for _, g := range a {
		seen[string(g.Cells)]++
	}
	for _, g := range b {
		seen[string(g.Cells)]--
	}
	for _, k := range seen {
		if k != 0 {
			return false
		}
	}
	return len(a) == len(b)
}

// TestMethodsCountSergSolutions counts every solution of serg puzzles,
// which have several, with every method: the counts agree with the exact
// cover solver's, and when there are fewer than ListLimit the methods list
// the same solutions.
func TestMethodsCountSergSolutions(t *testing.T) {
	puzzles := sudokutest.Load(t, "serg-benchmark-10000")[:200]
	if testing.Short() {
		puzzles = puzzles[:40]
	}
	listed := 0
	for i, p := range puzzles {
		all := dlxSolutions(t, p, 0)
		require.Greater(t, len(all), 1, "serg puzzle %d has several solutions", i+1)
		for _, m := range Methods {
			o, err := (&Solver{Method: m}).Solve(p)
			require.NoError(t, err)
			require.Equal(t, exact.Exhausted, o.Stop)
			require.Equal(t, int64(len(all)), o.Solutions, "serg puzzle %d, %s", i+1, m)
			if len(all) < ListLimit {
				require.True(t, sameSet(all, o.All), "serg puzzle %d, %s lists the solutions", i+1, m)
				listed++
			} else {
				require.Nil(t, o.All)
			}
		}
	}
	assert.Positive(t, listed, "some puzzles have fewer than %d solutions", ListLimit)
}

func TestMethodsUnsolvable(t *testing.T) {
	for _, tc := range []struct {
		name, puzzle, why string
	}{
		{"a cell without candidates", noCandidatesPuzzle, "r1c9 has no candidates"},
		{"no solution found by searching", samples.NoSolution, ""},
	} {
		for _, m := range Methods {
			t.Run(tc.name+"/"+m.String(), func(t *testing.T) {
				o, err := (&Solver{Method: m, Limits: Limits{MaxSolutions: 2}}).Solve(sudokutest.MustParse(t, tc.puzzle))
				require.NoError(t, err)
				assert.Zero(t, o.Solutions)
				assert.Equal(t, exact.Exhausted, o.Stop)
				assert.Nil(t, o.Solution.Cells)
				if m == Candidates || m == Logic || m == Rules {
					assert.Equal(t, tc.why, o.Unsolvable)
				} else {
					assert.Empty(t, o.Unsolvable)
				}
			})
		}
	}
	clash, err := sudoku.EmptyGrid(9)
	require.NoError(t, err)
	clash.Set(0, 0, 1)
	clash.Set(0, 1, 1)
	for _, m := range Methods {
		_, err := (&Solver{Method: m}).Solve(clash)
		require.EqualError(t, err, "r1c1 and r1c2 both hold 1 in row 1", m.String())
		_, err = (&Solver{Method: m}).Steps(clash)
		require.Error(t, err, m.String())
	}
}

// TestCandidatesNameTheCell: the candidate method stops before searching
// and its steps say which cell has no candidates.
func TestCandidatesNameTheCell(t *testing.T) {
	seq, err := (&Solver{Method: Candidates}).Steps(sudokutest.MustParse(t, noCandidatesPuzzle))
	require.NoError(t, err)
	var last []Step
	for s := range seq {
		last = append(last, s)
	}
	require.GreaterOrEqual(t, len(last), 2)
	c := last[len(last)-2]
	assert.Equal(t, StepContradiction, c.Kind)
	assert.Equal(t, int32(8), c.Cell)
	assert.Equal(t, "contradiction at r1c9 (r1c9 has no candidates)", c.Describe(9))
	assert.Equal(t, Step{Kind: StepDone, Cell: -1, Stop: exact.Exhausted}, last[len(last)-1])
	for _, s := range last {
		assert.NotEqual(t, StepGuess, s.Kind, "no search")
	}
}

func TestMethodsStopCleanly(t *testing.T) {
	hard := sudokutest.MustParse(t, samples.HardText)
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, m := range Methods {
		t.Run(m.String(), func(t *testing.T) {
			o, err := (&Solver{Method: m, Limits: Limits{NodeBudget: 5}}).Solve(hard)
			require.NoError(t, err)
			assert.Equal(t, exact.NodeBudget, o.Stop)
			assert.Equal(t, int64(5), o.Stats.Nodes)
			assert.Zero(t, o.Solutions)

			o, err = (&Solver{Method: m, Limits: Limits{Context: canceled}}).Solve(hard)
			require.NoError(t, err)
			assert.Equal(t, exact.Canceled, o.Stop)
			assert.Zero(t, o.Stats.Nodes, "a done context stops the search before the root")

			// A context canceled while the search runs: the consumer of
			// the steps cancels it at the 2000th step.
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			steps := 0
			o, err = m.run(sudokutest.MustParse(t, strings.Repeat(".", 81)), Limits{Context: ctx}, func(Step) bool {
				if steps++; steps == 2000 {
					cancel()
				}
				return true
			})
			require.NoError(t, err)
			assert.Equal(t, exact.Canceled, o.Stop, "counting the solutions of an empty grid is cut short")
			assert.Positive(t, o.Solutions)

			// A budget with the steps on.
			var last Step
			o, err = m.run(hard, Limits{NodeBudget: 5}, func(s Step) bool { last = s; return true })
			require.NoError(t, err)
			assert.Equal(t, exact.NodeBudget, o.Stop)
			assert.Equal(t, Step{Kind: StepDone, Cell: -1, Stop: exact.NodeBudget}, last)
		})
	}
}

// sameAsCore checks the marks against a method's own state after a step:
// the values always (for dlx, the options the engine has chosen), the
// candidates when the method keeps them.
type sameAsCore func(t *testing.T, m *Marks, step int)

// coreRun runs method m on p, as Method.run does, and after each step
// checks the marks against the core's own state with check.
func coreRun(t *testing.T, m Method, p sudoku.Grid, lim Limits, marks *Marks, steps *[]Step) Outcome {
	r := &run{lim: lim, puzzle: p}
	r.out.Method = m
	var check sameAsCore
	values := func(cells []uint8) sameAsCore {
		return func(t *testing.T, mk *Marks, i int) {
			if !slices.Equal(cells, mk.Values) {
				require.Equal(t, cells, mk.Values, "step %d: values", i)
			}
		}
	}
	both := func(cells []uint8, cands []uint64) sameAsCore {
		return func(t *testing.T, mk *Marks, i int) {
			if !slices.Equal(cells, mk.Values) || !slices.Equal(cands, mk.Cands) {
				require.Equal(t, cells, mk.Values, "step %d: values", i)
				require.Equal(t, cands, mk.Cands, "step %d: candidates", i)
			}
		}
	}
	var solve func()
	switch m {
	case Backtrack:
		b := newBacktracker(r)
		check, solve = values(b.cells), b.solve
	case Candidates:
		w := newWalker(r)
		check, solve = both(w.cells, w.cands), w.solve
	case Logic, Rules:
		l := newLogic(r, m)
		check, solve = both(l.cells, l.cands), l.solve
	default:
		s, err := exact.NewSearch(nil, r.puzzle, r.lim.MaxSolutions, r.lim.NodeBudget, r.lim.Context)
		require.NoError(t, err)
		d := newDLXStepper(r, s)
		check = func(t *testing.T, mk *Marks, i int) {
			want := d.s.Chosen()
			if !slices.Equal(want.Cells, mk.Values) {
				require.Equal(t, want.Cells, mk.Values, "step %d: the options chosen", i)
			}
		}
		solve = d.solve
	}
	r.emit = func(s Step) bool {
		marks.Apply(s)
		*steps = append(*steps, s)
		check(t, marks, len(*steps))
		if s.Kind == StepSolution {
			require.True(t, marks.Grid().Solves(p), "step %d: a solution", len(*steps))
		}
		return true
	}
	solve()
	return r.finish()
}

// TestStepsReplay applies every step of each method to marks, checks them
// against the method's own state after each step, then reverts the steps
// in reverse order back to the start.
func TestStepsReplay(t *testing.T) {
	four, err := sudoku.EmptyGrid(4)
	require.NoError(t, err)
	for _, tc := range []struct {
		name string
		p    sudoku.Grid
		lim  Limits
	}{
		{"easy", sudokutest.MustParse(t, easyPuzzle), Limits{MaxSolutions: 2}},
		{"hard", sudokutest.MustParse(t, samples.HardText), Limits{MaxSolutions: 1, NodeBudget: 3000}},
		{"17 clues, pairs", sudokutest.MustParse(t, nakedPairPuzzle), Limits{MaxSolutions: 2, NodeBudget: 20_000}},
		{"no solution", sudokutest.MustParse(t, samples.NoSolution), Limits{}},
		{"no candidates", sudokutest.MustParse(t, noCandidatesPuzzle), Limits{}},
		{"4x4 all solutions", four, Limits{}},
	} {
		for _, m := range Methods {
			t.Run(tc.name+"/"+m.String(), func(t *testing.T) {
				marks := NewMarks(tc.p)
				start := marks.Clone()
				var steps []Step
				o := coreRun(t, m, tc.p, tc.lim, marks, &steps)
				want, err := (&Solver{Method: m, Limits: tc.lim}).Solve(tc.p)
				require.NoError(t, err)
				assert.Equal(t, want.Solutions, o.Solutions, "steps or not, the same search")
				assert.Equal(t, want.Stop, o.Stop)
				assert.Equal(t, want.Stats.Nodes, o.Stats.Nodes)
				require.NotEmpty(t, steps)
				assert.Equal(t, Step{Kind: StepDone, Cell: -1, Stop: o.Stop, Count: o.Solutions}, steps[len(steps)-1])
				for i := len(steps) - 1; i >= 0; i-- {
					marks.Revert(steps[i])
				}
				assert.Equal(t, start, marks)
			})
		}
	}
}

// TestEventsPull pulls a few steps with iter.Pull and stops: the search
// ends with nothing left running.
func TestEventsPull(t *testing.T) {
	hard := sudokutest.MustParse(t, samples.HardText)
	before := runtime.NumGoroutine()
	for _, m := range Methods {
		seq, err := (&Solver{Method: m}).Steps(hard)
		require.NoError(t, err)
		next, stop := iter.Pull(seq)
		for range 100 {
			_, ok := next()
			require.True(t, ok, m.String())
		}
		stop()
		_, ok := next()
		assert.False(t, ok, "%s: nothing after stop", m)
	}
	assert.LessOrEqual(t, runtime.NumGoroutine(), before, "a stopped pull leaves no goroutine behind")

	// Breaking out of a range loop ends the search as well.
	seq, err := (&Solver{Method: Logic}).Steps(hard)
	require.NoError(t, err)
	k := 0
	for range seq {
		if k++; k == 10 {
			break
		}
	}
	assert.Equal(t, 10, k)
}

// TestEventsMatchSolve: the steps of a full run end with the same count
// as the fast path, and every solution step is a solution.
func TestEventsMatchSolve(t *testing.T) {
	p := sudokutest.MustParse(t, sudokutest.Load(t, "serg-benchmark-10000")[0].String())
	for _, m := range Methods {
		want, err := (&Solver{Method: m}).Solve(p)
		require.NoError(t, err)
		seq, err := (&Solver{Method: m}).Steps(p)
		require.NoError(t, err)
		marks := NewMarks(p)
		var found []sudoku.Grid
		var last Step
		for s := range seq {
			marks.Apply(s)
			if s.Kind == StepSolution {
				found = append(found, marks.Grid())
			}
			last = s
		}
		assert.Equal(t, StepDone, last.Kind)
		assert.Equal(t, want.Solutions, last.Count, m.String())
		assert.Len(t, found, int(want.Solutions), m.String())
		assert.True(t, found[0].Equal(want.Solution), m.String())
	}
}

// TestOtherSizes solves grids of other shapes with every method.
func TestOtherSizes(t *testing.T) {
	four, err := sudoku.EmptyGrid(4)
	require.NoError(t, err)
	six := sixBySix(t)
	sixteen := sixteenBySixteen(t)
	for _, tc := range []struct {
		name string
		p    sudoku.Grid
		lim  Limits
	}{
		{"4x4 empty: every solution", four, Limits{}},
		{"6x6 (2x3 boxes)", six, Limits{}},
		{"16x16", sixteen, Limits{MaxSolutions: 2}},
	} {
		want := dlxSolutions(t, tc.p, tc.lim.MaxSolutions)
		require.NotEmpty(t, want)
		for _, m := range Methods {
			t.Run(tc.name+"/"+m.String(), func(t *testing.T) {
				o, err := (&Solver{Method: m, Limits: tc.lim}).Solve(tc.p)
				require.NoError(t, err)
				n := int64(len(want))
				if tc.lim.MaxSolutions > 0 {
					n = min(n, tc.lim.MaxSolutions)
				}
				assert.Equal(t, n, o.Solutions)
				assert.True(t, o.Solution.Solves(tc.p))
			})
		}
	}
	r, err := (&Solver{Method: Backtrack}).Solve(four)
	require.NoError(t, err)
	assert.Equal(t, int64(288), r.Solutions, "there are 288 4x4 sudokus")
}

// sixBySix returns a 6x6 puzzle with 2x3 boxes: a solution of the empty
// grid found by dlx, with every cell on a diagonal stripe blanked.
func sixBySix(tb testing.TB) sudoku.Grid {
	g, err := sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 3})
	require.NoError(tb, err)
	return blanked(tb, g, 2)
}

// sixteenBySixteen returns a 16x16 puzzle: a solution of the empty grid
// with every third cell blanked in a diagonal stripe pattern.
func sixteenBySixteen(tb testing.TB) sudoku.Grid {
	g, err := sudoku.EmptyGrid(16)
	require.NoError(tb, err)
	return blanked(tb, g, 3)
}

// blanked fills g with its first dlx solution, then blanks each cell
// whose (row + 2*column) % every is 0.
func blanked(tb testing.TB, g sudoku.Grid, every int) sudoku.Grid {
	var s exact.Solver
	s.Options.MaxSolutions = 1
	r, err := s.Solve(g)
	require.NoError(tb, err)
	require.True(tb, r.Solution.IsSolved())
	out := r.Solution.Clone()
	n := out.N()
	for i := range out.Cells {
		if (i/n+2*(i%n))%every == 0 {
			out.Cells[i] = 0
		}
	}
	require.NoError(tb, out.Validate())
	return out
}

func ExampleSolver_Solve() {
	p, _, _ := format.Parse("530070000600195000098000060800060003400803001700020006060000280000419005000080079", format.Options{})
	for _, m := range Methods {
		o, err := (&Solver{Method: m, Limits: Limits{MaxSolutions: 2}}).Solve(p)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%-10s unique=%v %s\n", m, o.Unique(), format.Format(o.Solution, format.DefaultStyle())[:9])
	}
	// Output:
	// dlx        unique=true 534678912
	// backtrack  unique=true 534678912
	// candidates unique=true 534678912
	// logic      unique=true 534678912
	// rules      unique=true 534678912
}

// A player pulls a bounded number of steps at a time and applies them to
// its marks; it may stop whenever it likes.
func ExampleSolver_Steps() {
	p, _, _ := format.Parse("530070000600195000098000060800060003400803001700020006060000280000419005000080079", format.Options{})
	steps, err := (&Solver{Method: Logic, Limits: Limits{MaxSolutions: 1}}).Steps(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	next, stop := iter.Pull(steps)
	defer stop()
	marks := NewMarks(p)
	for range 3 { // one animation frame: three steps
		s, ok := next()
		if !ok {
			break
		}
		marks.Apply(s)
		fmt.Println(s.Describe(p.N()))
	}
	fmt.Printf("r1c3 candidates %b\n", marks.Cands[2])
	// Output:
	// eliminate 3,5,6,7,8,9 in r1c3 (the givens in the row, column and box of r1c3)
	// eliminate 1,3,4,5,7,8,9 in r1c4 (the givens in the row, column and box of r1c4)
	// eliminate 1,3,5,7,9 in r1c6 (the givens in the row, column and box of r1c6)
	// r1c3 candidates 1011
}

func ExampleMarks_Revert() {
	p, _, _ := format.Parse("1...............", format.Options{})
	m := NewMarks(p)
	s := Step{Kind: StepEliminate, Cell: 1, Mask: 0b0001, Reason: "r1c1=1 removes 1 from r1c2"}
	m.Apply(s)
	fmt.Printf("%04b\n", m.Cands[1])
	m.Revert(s)
	fmt.Printf("%04b\n", m.Cands[1])
	// Output:
	// 1110
	// 1111
}

func ExampleParseMethod() {
	m, err := ParseMethod("candidates")
	fmt.Println(m, err)
	_, err = ParseMethod("guess")
	fmt.Println(err)
	// Output:
	// candidates <nil>
	// unknown method "guess" (methods: dlx, backtrack, candidates, logic, rules)
}

// TestMethodsOnCompleteGrid checks every method, and the Solver, give a
// complete grid back as its own unique solution.
func TestMethodsOnCompleteGrid(t *testing.T) {
	full := samples.Solved(t, sudoku.Shape{BoxRows: 3, BoxCols: 3})
	for _, m := range Methods {
		o, err := (&Solver{Method: m, Limits: Limits{MaxSolutions: 2}}).Solve(full)
		require.NoError(t, err, m.String())
		assert.Equal(t, int64(1), o.Solutions, m.String())
		assert.True(t, o.Solution.Equal(full), "%s gave %v", m, o.Solution)
	}
	var s exact.Solver
	r, err := s.Solve(full)
	require.NoError(t, err)
	assert.True(t, r.Unique())
	assert.True(t, r.Solution.Equal(full))
}

// TestFirstPlacementDepth checks every method counts the first placement
// on an empty grid as depth 1: one placement on the stack.
func TestFirstPlacementDepth(t *testing.T) {
	empty, err := sudoku.EmptyGrid(4)
	require.NoError(t, err)
	for _, m := range Methods {
		l, err := (&Solver{Method: m, Limits: Limits{MaxSolutions: 1}}).Start(empty)
		require.NoError(t, err)
		for s, ok := l.Next(); ok; s, ok = l.Next() {
			if s.Kind == StepPlace {
				assert.Equal(t, int32(1), s.Depth, m.String())
				break
			}
		}
		l.Close()
	}
}

// TestShapeValidateHuge checks box sides whose product overflows are
// refused, not taken for a small grid.
func TestShapeValidateHuge(t *testing.T) {
	for _, s := range []sudoku.Shape{{BoxRows: 1 << 62, BoxCols: 2}, {BoxRows: 2, BoxCols: 1 << 62}, {BoxRows: 1 << 32, BoxCols: 1 << 32}, {BoxRows: 65, BoxCols: 1}} {
		assert.Error(t, s.Validate(), "%d x %d", s.BoxRows, s.BoxCols)
	}
	assert.NoError(t, sudoku.Shape{BoxRows: 8, BoxCols: 8}.Validate())
}
