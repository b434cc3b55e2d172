// Package exact encodes sudoku puzzles as exact cover problems and solves
// them with the dlx engine; it is the only sudoku package that imports
// dlx. Encode makes the classic encoding (cell, row, column and box
// items), full or reduced to what the givens leave open; EncodeVariant a
// variant's, with its diagonals, windows, regions and pairs. Solver is the
// reduced encoding's fast solver, reusing its memory from one puzzle to
// the next; Search steps through a search in the sudoku's terms (Move);
// Uniqueness and ProveUnique check that a puzzle has one solution.
//
// To solve a puzzle, use solve.Solver, which runs this package's Solver
// for the exact cover method. Stop and its constants name why a search
// ended, so that the packages above need not import dlx.
package exact
