// Package sudoku is the core of the sudoku packages: grids of any box
// shape (Grid, Shape), the variants' rules (Variant, a jigsaw's Regions)
// and a variant laid out on a shape (Board: its units, pairs and each
// cell's peers), with the errors they share (ConflictError,
// ErrVariantUnsupported, ErrWorkBound).
//
// The packages under it build on it, and each owns one concern:
//
//   - format reads and writes puzzles in the formats people paste
//     (Parse, Scanner, Format);
//   - exact encodes a puzzle as an exact cover problem and solves it with
//     the dlx engine (Encode, EncodeVariant, Solver); it alone imports dlx;
//   - solve is the one way in to a solve, by any method (Solver, with
//     Solve and Start), and holds the classic methods;
//   - logic has the human techniques: the rating, the hints (Rate, Hint);
//   - generate makes new puzzles of a difficulty (Generator).
package sudoku
