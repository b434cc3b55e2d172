package app

import (
	"time"

	"xcover/dlx"
	"xcover/sudoku"
)

// Outright solves a puzzle without animation, in slices of bounded time, so
// that the page can give the browser back its thread between slices (Go in
// WebAssembly blocks the page while it computes). It uses the reduced
// encoding and the engine's stepper, ignoring the events but the solutions.
type Outright struct {
	enc     *sudoku.Encoding
	stepper *dlx.Stepper
	// Elapsed is the time spent computing, slices added up.
	Elapsed time.Duration
	// First is the first solution found; its Cells are nil until then.
	First sudoku.Grid
	// Done is set once the search has ended, for the reason in Stop.
	Done bool
	Stop dlx.Stop
}

// NewOutright prepares the search of puzzle for up to max solutions (0
// counts them all).
func NewOutright(puzzle sudoku.Grid, max int64) (*Outright, error) {
	e, err := sudoku.Encode(puzzle, sudoku.Reduced)
	if err != nil {
		return nil, err
	}
	return &Outright{enc: e, stepper: e.Matrix.Search(dlx.Options{MaxSolutions: max})}, nil
}

// Run searches for about the given time, or to the end; it reports whether
// the search is done.
func (o *Outright) Run(slice time.Duration) bool {
	if o.Done {
		return true
	}
	start := time.Now()
	for n := 1; ; n++ {
		e, ok := o.stepper.Next()
		if !ok || e.Kind == dlx.Done {
			o.Done, o.Stop = true, e.Stop
			break
		}
		if e.Kind == dlx.Solution && o.First.Cells == nil {
			o.First = o.enc.Decode(e.Options)
		}
		if n%1024 == 0 && time.Since(start) >= slice {
			break
		}
	}
	o.Elapsed += time.Since(start)
	return o.Done
}

// Cancel ends the search where it is.
func (o *Outright) Cancel() {
	if !o.Done {
		o.Done, o.Stop = true, dlx.Canceled
	}
}

// Stats returns the search's stats so far.
func (o *Outright) Stats() dlx.Stats { return o.stepper.Stats() }
