// Package problem holds the exact cover problems of the matrix page: Sheet,
// an editable problem that reads and writes Knuth's format, and the
// presets that generate one (the seed's 7-item example, N queens, Langford
// pairs, pentominoes, sudoku). Plain Go over package dlx.
package problem
