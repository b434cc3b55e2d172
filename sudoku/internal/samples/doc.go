// Package samples holds the puzzles and checks the sudoku packages' tests
// share: sample puzzles (EasyText, HardText, NoSolution, JigsawLayout),
// solved grids of any shape (Solved) and an independent check of a
// variant's rules (CheckRules). It imports only the core, so that every
// sudoku package's tests may use it.
package samples
