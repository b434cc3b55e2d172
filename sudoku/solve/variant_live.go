package solve

import (
	"fmt"

	"xcover/sudoku"
)

// Plays returns nil when method m can play variant v, and otherwise an
// error wrapping sudoku.ErrVariantUnsupported that says why: the classic methods
// know only rows, columns and boxes.
func (m Method) Plays(v sudoku.Variant) error {
	if v.Classic() || m == DLX {
		return nil
	}
	return fmt.Errorf("the %s method knows only rows, columns and boxes and cannot play %s (dlx plays every variant): %w", m, v, sudoku.ErrVariantUnsupported)
}
