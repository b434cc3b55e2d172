package sudoku

import (
	"xcover/dlx"
)

// Solve solves puzzle under the variant's rules with method m, within the
// limits. Classic sudoku goes to m.Solve; any other variant is played by
// the exact cover method only, as a matrix with the variant's extra items:
// the other methods know only rows, columns and boxes and fail with an
// error wrapping ErrVariantUnsupported, naming the method and the variant,
// rather than answer wrong.
func (v Variant) Solve(puzzle Grid, m Method, lim Limits) (Outcome, error) {
	if v.Classic() {
		return m.Solve(puzzle, lim)
	}
	if err := v.Plays(m); err != nil {
		return Outcome{Method: m}, err
	}
	b, err := v.Board(puzzle.Shape)
	if err != nil {
		return Outcome{Method: m}, err
	}
	return b.Solve(puzzle, lim)
}

// Solve solves puzzle under the board's rules by exact cover search
// through the reduced encoding.
func (b *Board) Solve(puzzle Grid, lim Limits) (Outcome, error) {
	e := &VariantEncoding{Board: b}
	if err := e.encode(puzzle, Reduced); err != nil {
		return Outcome{Method: DLX}, err
	}
	opt := dlx.Options{MaxSolutions: lim.MaxSolutions, NodeBudget: lim.NodeBudget, Context: lim.Context}
	var all []Grid
	var found int64
	opt.OnSolution = func(options []int) {
		if found++; found < ListLimit {
			all = append(all, e.Decode(options))
		}
	}
	res := e.Links.Solve(opt)
	r := Result{Solutions: res.Solutions, Stop: res.Stop, Stats: res.Stats}
	if len(all) > 0 {
		r.Solution = all[0]
	}
	out := r.Outcome() // the stats as the classic exact cover solver gives them
	if found < ListLimit {
		out.All = all
	}
	return out, nil
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
func (k *counter) count(b *Board, g Grid, max int64, opt dlx.Options) int64 {
	k.e.Board = b
	if k.e.encode(g, Reduced) != nil {
		k.res.Solutions, k.res.Nodes, k.res.Stop, k.res.First = 0, 0, dlx.Exhausted, nil
		return 0
	}
	opt.MaxSolutions = max
	k.e.Links.SolveInto(&k.res, opt)
	return k.res.Solutions
}
