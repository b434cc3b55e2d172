// Package sudokutest reads the puzzles the sudoku packages' tests share:
// the project's gzipped puzzle sets (Load) and puzzles written inline
// (MustParse). It imports package format, so format's own tests do not
// use it.
package sudokutest
