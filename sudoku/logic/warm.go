package logic

import (
	"xcover/sudoku"
)

// WarmUp returns one call per technique of the rating's ladder, easiest
// first, each looking once for its deduction in puzzle under the board's
// rules and keeping nothing. A browser page makes them in turn, a call a
// task, before its first rating: a browser that compiles WebAssembly
// lazily, function by function on its first call, then compiles each
// technique's code in a task of its own, not all of them in one frame of
// the first hard puzzle's rating.
func WarmUp(b *sudoku.Board, puzzle sudoku.Grid) []func() {
	calls := make([]func(), len(ladder))
	for i, technique := range ladder {
		calls[i] = func() { _, _ = technique(newLogicState(b, puzzle)) }
	}
	return calls
}
