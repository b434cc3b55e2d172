package player

import (
	"time"

	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/exact"
)

// Outright solves a puzzle without animation, in slices of bounded time
// (see Batch), with the reduced encoding, and decodes its first solution.
type Outright struct {
	*Batch
	decode func(options []int) sudoku.Grid
	// First is the first solution found; its Cells are nil until then.
	First sudoku.Grid
}

// NewOutright prepares the search of puzzle under the rules of rules (a
// variant laid out on the puzzle's shape; nil for classic sudoku) for up
// to max solutions (0 counts them all). It fails when the givens break a
// rule.
func NewOutright(rules *sudoku.Board, puzzle sudoku.Grid, max int64) (*Outright, error) {
	opt := dlx.Options{MaxSolutions: max}
	if rules == nil || rules.Variant.Classic() {
		e, err := exact.Encode(puzzle, exact.Reduced)
		if err != nil {
			return nil, err
		}
		return &Outright{Batch: NewBatch(e.Links, opt, 1), decode: e.Decode}, nil
	}
	e, err := exact.EncodeVariant(rules, puzzle, exact.Reduced)
	if err != nil {
		return nil, err
	}
	return &Outright{Batch: NewBatch(e.Links, opt, 1), decode: e.Decode}, nil
}

// Run searches for about the given time, or to the end; it reports whether
// the search is done.
func (o *Outright) Run(slice time.Duration) bool {
	done := o.Batch.Run(slice)
	if o.First.Cells == nil && len(o.Solutions) > 0 {
		o.First = o.decode(o.Solutions[0])
	}
	return done
}
