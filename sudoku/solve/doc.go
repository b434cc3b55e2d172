// Package solve is the one way in to solving a sudoku: a Solver holds the
// method, the variant's rules and the limits, and
//
//   - Solve finds the outcome at full speed (solutions, the first one, why
//     the search stopped, its stats);
//   - Start begins the same search to be pulled a step at a time (a Live),
//     for a page that shows it; Steps gives the steps as an iterator.
//
// The methods are the exact cover search (DLX, through package exact) and
// the classic ones, in this package: plain backtracking, candidate
// backtracking, logic (singles and tuples with guesses) and rule
// elimination. Every method takes the same Limits, returns the same
// Outcome and reports its work as Steps, which Marks applies to a view of
// the grid and takes back. Classic sudoku is played by every method; any
// other variant by DLX only.
//
//	p, _, _ := format.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", format.Options{})
//	s := solve.Solver{Method: solve.Logic, Limits: solve.Limits{MaxSolutions: 2}}
//	o, err := s.Solve(p)
package solve
