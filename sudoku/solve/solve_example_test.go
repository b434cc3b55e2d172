package solve_test

import (
	"fmt"

	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// A Solver holds the method, the rules and the limits: Solve finds the
// outcome at once, Start the same search a step at a time.
func Example() {
	p, _, _ := format.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", format.Options{})
	s := solve.Solver{Method: solve.DLX, Limits: solve.Limits{MaxSolutions: 2}}
	o, err := s.Solve(p)
	fmt.Println(o.Unique(), o.Solution.Cells[:9], err)

	s.Method = solve.Logic
	live, err := s.Start(p)
	if err != nil {
		panic(err)
	}
	defer live.Close()
	first, _ := live.Next()
	fmt.Println(first.Describe(p.N()))
	for _, ok := live.Next(); ok; _, ok = live.Next() {
	}
	o, _ = live.Outcome()
	fmt.Println(o.Unique(), o.Stats.Guesses)
	// Output:
	// true [5 3 4 6 7 8 9 1 2] <nil>
	// eliminate 3,5,6,7,8,9 in r1c3 (the givens in the row, column and box of r1c3)
	// true 0
}

func ExampleSolver_Solve_variant() {
	p, _, _ := format.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", format.Options{})
	s := solve.Solver{Method: solve.Logic, Variant: sudoku.Variant{Diagonals: true}, Limits: solve.Limits{MaxSolutions: 2}}
	_, err := s.Solve(p)
	fmt.Println(err)
	// Output: the logic method knows only rows, columns and boxes and cannot play x (dlx plays every variant): variant unsupported
}
