package solve

import (
	"iter"

	"xcover/sudoku"
	"xcover/sudoku/exact"
)

// Solver is the one way in to a solve: a puzzle, under the rules of
// Variant, by Method, within Limits. Solve finds the outcome at full
// speed; Start begins the same search to be pulled a step at a time (a
// Live), for a page that shows it. Classic sudoku is played by every
// method; any other variant by the exact cover method (DLX) only, the
// others failing with an error that wraps sudoku.ErrVariantUnsupported.
//
// A Solver keeps the exact cover solver's memory from one puzzle to
// the next, so a batch allocates next to nothing: use one per goroutine.
type Solver struct {
	Method  Method
	Variant sudoku.Variant
	Limits  Limits
	// Exact is the exact cover solver DLX runs on classic sudoku: Limits
	// set its Options' solution limit, node budget and context at each
	// Solve; set their Heuristic, Seed and Tick to tune the search (other
	// variants take none of them), and read its Progress from the Tick.
	Exact exact.Solver
}

// Solve solves puzzle: the fast path, with no steps made. It fails when
// the puzzle is not a grid of its shape, the variant does not fit it, its
// givens break a rule, or the method cannot play the variant.
func (s *Solver) Solve(puzzle sudoku.Grid) (Outcome, error) {
	switch {
	case !s.Variant.Classic():
		b, err := s.board(puzzle)
		if err != nil {
			return Outcome{Method: s.Method}, err
		}
		s.limit()
		return exactOutcome(s.Exact.ListBoard(b, puzzle, ListLimit))
	case s.Method == DLX:
		s.limit()
		return exactOutcome(s.Exact.List(puzzle, ListLimit))
	}
	return s.Method.run(puzzle, s.Limits, nil)
}

// Start begins the search of puzzle, to be pulled one step at a time
// (see Live); nothing runs until the first Next. It fails as Solve does.
func (s *Solver) Start(puzzle sudoku.Grid) (*Live, error) {
	b, err := s.prepare(puzzle)
	if err != nil {
		return nil, err
	}
	return startLive(s.Method, newRun(s.Method, puzzle, b, s.Limits)), nil
}

// Steps returns the steps of the search of puzzle as an iterator. Each
// range over it runs a fresh search; breaking out of the loop, or pulling
// with iter.Pull and calling stop, ends the search cleanly with nothing
// left running. The last step is a StepDone, unless the consumer stopped
// first. It fails as Solve does.
func (s *Solver) Steps(puzzle sudoku.Grid) (iter.Seq[Step], error) {
	b, err := s.prepare(puzzle)
	if err != nil {
		return nil, err
	}
	m, lim := s.Method, s.Limits
	return func(yield func(Step) bool) {
		r := newRun(m, puzzle, b, lim)
		r.emit = yield
		m.search(r)
		r.finish()
	}, nil
}

// prepare checks that the method can search puzzle under the variant's
// rules and returns the variant laid out on the puzzle's shape, or nil
// for classic sudoku. It fails as Solve does.
func (s *Solver) prepare(puzzle sudoku.Grid) (*sudoku.Board, error) {
	if s.Variant.Classic() {
		return nil, s.Method.check(puzzle)
	}
	b, err := s.board(puzzle)
	if err != nil {
		return nil, err
	}
	return b, b.Validate(puzzle)
}

// board lays the variant out on the puzzle's shape, once the method is
// known to play it.
func (s *Solver) board(puzzle sudoku.Grid) (*sudoku.Board, error) {
	if err := s.Method.Plays(s.Variant); err != nil {
		return nil, err
	}
	return s.Variant.Board(puzzle.Shape)
}

// limit hands the limits to the exact cover solver.
func (s *Solver) limit() {
	o := &s.Exact.Options
	o.MaxSolutions, o.NodeBudget, o.Context = s.Limits.MaxSolutions, s.Limits.NodeBudget, s.Limits.Context
}
