package player

import (
	"time"

	"xcover/dlx"
	"xcover/sudoku"
)

// Outright solves a puzzle without animation, in slices of bounded time
// (see Batch), with the reduced encoding, and decodes its first solution.
type Outright struct {
	*Batch
	enc *sudoku.Encoding
	// First is the first solution found; its Cells are nil until then.
	First sudoku.Grid
}

// NewOutright prepares the search of puzzle for up to max solutions (0
// counts them all).
func NewOutright(puzzle sudoku.Grid, max int64) (*Outright, error) {
	e, err := sudoku.Encode(puzzle, sudoku.Reduced)
	if err != nil {
		return nil, err
	}
	return &Outright{Batch: NewBatch(e.Matrix, dlx.Options{MaxSolutions: max}, 1), enc: e}, nil
}

// Run searches for about the given time, or to the end; it reports whether
// the search is done.
func (o *Outright) Run(slice time.Duration) bool {
	done := o.Batch.Run(slice)
	if o.First.Cells == nil && len(o.Solutions) > 0 {
		o.First = o.enc.Decode(o.Solutions[0])
	}
	return done
}
