package exact

import (
	"context"
	"errors"
	"fmt"

	"xcover/dlx"
	"xcover/sudoku"
)

// ErrNotUnique is wrapped by the error of a rating or hint asked of a
// grid that has no solution or more than one.
var ErrNotUnique = errors.New("the puzzle does not have exactly one solution")

// Uniqueness checks that a puzzle has one solution by exact cover search
// counting up to two solutions, so that the generator can pause it
// anywhere: the first QuickNodes nodes at full speed (dlx's Solve, where
// most checks end), the rest one node a step (dlx's Stepper, resuming
// where Solve stopped).
type Uniqueness struct {
	k         counter
	s         dlx.Stepper
	solutions int64
}

// QuickNodes is how many nodes a uniqueness check visits at full speed:
// about a tenth of a millisecond natively on 9x9.
const QuickNodes = 256

// Start checks puzzle g on board b for its first QuickNodes nodes and
// reports whether the check is over, and the nodes it visited (at least 1).
func (u *Uniqueness) Start(b *sudoku.Board, g sudoku.Grid) (done bool, nodes int) {
	u.s = nil
	u.solutions = u.k.count(b, g, 2, dlx.Options{NodeBudget: QuickNodes})
	if u.k.res.Stop != dlx.NodeBudget {
		return true, max(int(u.k.res.Nodes), 1)
	}
	u.s = u.k.e.Links.Resume(&u.k.res, dlx.Options{MaxSolutions: 2})
	return false, QuickNodes
}

// Step runs the search up to its next node and reports whether it is
// over; Unique then tells the answer.
func (u *Uniqueness) Step() (done bool) {
	for u.s != nil {
		e, ok := u.s.Next()
		switch {
		case !ok || e.Kind == dlx.Done:
			u.s = nil
		case e.Kind == dlx.Solution:
			u.solutions++
		case e.Kind == dlx.Branch:
			return false
		}
	}
	return true
}

// Unique reports whether the finished check found exactly one solution.
func (u *Uniqueness) Unique() bool { return u.solutions == 1 }

// Err is the error of a finished check that did not find exactly one
// solution, wrapping ErrNotUnique; nil when it did.
func (u *Uniqueness) Err() error {
	if u.Unique() {
		return nil
	}
	return notUnique(u.solutions)
}

// ProveUnique returns the only solution of puzzle under the board's
// rules, or fails: when the puzzle breaks a rule, has no solution or
// several (wrapping ErrNotUnique), or the search stopped before it could
// tell, at budget nodes (0: none; wrapping sudoku.ErrWorkBound) or when ctx (may
// be nil) is done (its error).
func ProveUnique(b *sudoku.Board, puzzle sudoku.Grid, budget int64, ctx context.Context) ([]uint8, error) {
	opt := dlx.Options{NodeBudget: budget, Context: ctx}
	if err := b.Validate(puzzle); err != nil {
		return nil, err
	}
	var k counter
	got := k.count(b, puzzle, 2, opt)
	switch k.res.Stop {
	case dlx.NodeBudget:
		return nil, WorkBoundError(opt.NodeBudget)
	case dlx.Canceled:
		return nil, opt.Context.Err()
	}
	if got != 1 {
		return nil, notUnique(got)
	}
	return k.e.Decode(k.res.First).Cells, nil
}

// WorkBoundError is the error of a search for a second solution stopped
// after nodes nodes, wrapping sudoku.ErrWorkBound.
func WorkBoundError(nodes int64) error {
	return fmt.Errorf("no proof of one solution within %d nodes: %w", nodes, sudoku.ErrWorkBound)
}

// notUnique is the error of a puzzle found to have got solutions, not one.
func notUnique(got int64) error {
	return fmt.Errorf("%d solutions found: %w", got, ErrNotUnique)
}
