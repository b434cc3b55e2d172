package sudoku

import "fmt"

// Start begins method m's search of puzzle under the variant's rules, to
// be pulled one step at a time (see Live). Classic sudoku goes to m.Start;
// any other variant is played by the exact cover method only, through the
// variant's reduced encoding. Another method fails with an error wrapping
// ErrVariantUnsupported, as Solve does, and so does a variant that cannot
// be laid on the puzzle's shape or givens that break one of its rules.
func (v Variant) Start(puzzle Grid, m Method, lim Limits) (*Live, error) {
	if v.Classic() {
		return m.Start(puzzle, lim)
	}
	if err := v.Plays(m); err != nil {
		return nil, err
	}
	b, err := v.Board(puzzle.Shape)
	if err != nil {
		return nil, err
	}
	e := &VariantEncoding{Board: b}
	if err := e.encode(puzzle, Reduced); err != nil {
		return nil, err
	}
	return startLive(m, puzzle, lim, func(r *run) { startStepper(r, e, e.Links).solve() }), nil
}

// Plays returns nil when method m can play the variant, and otherwise an
// error wrapping ErrVariantUnsupported that says why: the classic methods
// know only rows, columns and boxes.
func (v Variant) Plays(m Method) error {
	if v.Classic() || m == DLX {
		return nil
	}
	return fmt.Errorf("the %s method knows only rows, columns and boxes and cannot play %s (dlx plays every variant): %w", m, v, ErrVariantUnsupported)
}
