package solve_test

import (
	"fmt"

	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

func ExampleSolver_Solve_variant() {
	p, _, _ := format.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", format.Options{})
	s := solve.Solver{Method: solve.Logic, Variant: sudoku.Variant{Diagonals: true}, Limits: solve.Limits{MaxSolutions: 2}}
	_, err := s.Solve(p)
	fmt.Println(err)
	// Output: the logic method knows only rows, columns and boxes and cannot play x (dlx plays every variant): variant unsupported
}
