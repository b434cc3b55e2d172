// Package format reads and writes sudoku puzzles as people paste them:
// one line of cells, a grid of rows with or without rules, numbers
// separated by spaces, a value per line, CSV with a solution, any side
// from 1 to 64 (Parse, Options, Style, Format). A Scanner reads a stream
// of puzzles, a jigsaw's layout with each, and names the file, line and
// column of what it cannot read (ParseError).
package format
