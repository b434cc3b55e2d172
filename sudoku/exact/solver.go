package exact

import (
	"math/rand/v2"

	"xcover/dlx"
	"xcover/sudoku"
)

// Solver solves puzzles with the exact cover engine through the reduced
// encoding. It reuses its memory from one puzzle to the next, so a batch
// allocates next to nothing; use one Solver per goroutine. It is the
// engine under solve.Solver's dlx method, which is the way in to a solve.
type Solver struct {
	// Options are passed to the engine: heuristic, solution limit, node
	// budget, context. MaxSolutions 0 counts every solution; 2 is enough
	// to tell a unique solution; 1 stops at the first, and with MRV and
	// nothing forced, restarts on a big grid's heavy tail (see
	// solveFirst): the node budget then counts the nodes of every run,
	// and Seed chooses the restarts' trees.
	Options dlx.Options
	enc     Encoding
	res     dlx.Result
	// Outcome's record of a search: the solutions after the first, how
	// many were found, the caller's OnSolution, and list, bound once to
	// self (a copy of the Solver binds its own).
	more    []sudoku.Grid
	found   int
	limit   int
	user    func([]int)
	listing func([]int)
	self    *Solver
	// solveFirst's plan (nil: firstPlan), the generator of its swaps,
	// and its record: the nodes of the runs before the one under way, and
	// their nodes by level.
	plan        *restartPlan
	pcg         rand.PCG
	swaps       *rand.Rand
	spent       int64
	spentLevels []int64
}

// Result is what the solver found for one puzzle.
type Result struct {
	// Solution is the first solution found; its Cells are nil when there is none.
	Solution  sudoku.Grid
	Solutions int64    // solutions found, up to the limit
	Stop      dlx.Stop // why the search ended
	// Stats of the search. PerLevel is reused by the solver's next Solve.
	Stats dlx.Stats
}

// Unique reports whether the search proved there is exactly one solution.
func (r Result) Unique() bool { return r.Solutions == 1 && r.Stop == dlx.Exhausted }

// Progress returns the nodes and solutions so far of the search under
// way, restarts included. The engine writes them as it goes, on the
// search's goroutine: call Progress there only, from Options.Tick, which
// the engine calls every 1024 nodes.
func (s *Solver) Progress() (nodes, solutions int64) { return s.spent + s.res.Nodes, s.res.Solutions }

// Solve solves puzzle. It fails when the puzzle is not a grid of its shape or its givens break a rule.
func (s *Solver) Solve(puzzle sudoku.Grid) (Result, error) {
	if restarts(s.Options) {
		if err := s.solveFirst(puzzle); err != nil {
			return Result{}, err
		}
	} else {
		if err := s.enc.encode(puzzle, Reduced); err != nil {
			return Result{}, err
		}
		s.enc.Links.SolveInto(&s.res, s.Options)
	}
	r := Result{Solutions: s.res.Solutions, Stop: s.res.Stop, Stats: s.res.Stats}
	if s.res.First != nil {
		r.Solution = puzzle.Clone()
		s.enc.cands.decodeInto(r.Solution, s.res.First)
	}
	return r, nil
}

// List solves puzzle as Solve does and lists its solutions in the order
// found, the first of them the Result's Solution, when there are fewer
// than limit of them; all is nil otherwise. Options.OnSolution, when set,
// is called with every solution as Solve calls it.
func (s *Solver) List(puzzle sudoku.Grid, limit int) (r Result, all []sudoku.Grid, err error) {
	if s.self != s { // the first use, or a copy of a Solver used before
		s.self, s.listing = s, s.list
	}
	s.user, s.more, s.found, s.limit = s.Options.OnSolution, nil, 0, limit
	s.Options.OnSolution = s.listing
	r, err = s.Solve(puzzle)
	s.Options.OnSolution, s.user = s.user, nil
	if err != nil {
		return Result{}, nil, err
	}
	if s.found > 0 && s.found < limit {
		all = append([]sudoku.Grid{r.Solution}, s.more...)
	}
	s.more = nil // they are the caller's
	return r, all, nil
}

// list counts a solution for List, decodes it when it is not the first
// (Solve decodes that one) and there are fewer than the limit, and hands
// it on to the caller's OnSolution.
func (s *Solver) list(options []int) {
	if s.found++; s.found > 1 && s.found < s.limit {
		s.more = append(s.more, s.enc.Decode(options))
	}
	if s.user != nil {
		s.user(options)
	}
}
