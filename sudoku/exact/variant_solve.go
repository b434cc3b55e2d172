package exact

import (
	"xcover/dlx"
	"xcover/sudoku"
)

// ListBoard solves puzzle under the board's rules through its reduced
// encoding, as List does a classic puzzle. The search takes only the
// solution limit, node budget and context of the Options.
func (s *Solver) ListBoard(b *sudoku.Board, puzzle sudoku.Grid, limit int) (r Result, all []sudoku.Grid, err error) {
	e := &VariantEncoding{Board: b}
	if err := e.encode(puzzle, Reduced); err != nil {
		return Result{}, nil, err
	}
	opt := dlx.Options{MaxSolutions: s.Options.MaxSolutions, NodeBudget: s.Options.NodeBudget, Context: s.Options.Context}
	found := 0
	opt.OnSolution = func(options []int) {
		if found++; found < limit {
			all = append(all, e.Decode(options))
		}
	}
	res := e.Links.Solve(opt)
	r = Result{Solutions: res.Solutions, Stop: res.Stop, Stats: res.Stats}
	if len(all) > 0 {
		r.Solution = all[0]
	}
	if found >= limit {
		all = nil
	}
	return r, all, nil
}

// counter counts a board's puzzles' solutions, up to a limit, reusing one
// encoding's memory: the generator calls it for every given it tries.
type counter struct {
	e   VariantEncoding
	res dlx.Result
}

// count returns the number of solutions of cells under the board's rules,
// at most max, and the first one's options (valid until the next call).
// A puzzle that breaks a rule has none.
func (k *counter) count(b *sudoku.Board, g sudoku.Grid, max int64, opt dlx.Options) int64 {
	k.e.Board = b
	if k.e.encode(g, Reduced) != nil {
		k.res.Solutions, k.res.Nodes, k.res.Stop, k.res.First = 0, 0, dlx.Exhausted, nil
		return 0
	}
	opt.MaxSolutions = max
	k.e.Links.SolveInto(&k.res, opt)
	return k.res.Solutions
}
