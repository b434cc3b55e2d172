// Package puzzle is what the sudoku pages read: the preset puzzles and
// sizes, the limits on pasted and linked text, and the page's state in its
// URL (puzzle, step, method), with errors that name the place at fault.
// Plain Go over package sudoku.
package puzzle
