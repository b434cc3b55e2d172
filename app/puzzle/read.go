package puzzle

import (
	"errors"
	"fmt"
	"strconv"

	"xcover/app/words"
	"xcover/sudoku"
	"xcover/sudoku/format"
)

// MaxInput is the longest text the page reads as a puzzle, pasted or in a
// link, in bytes: far more than the largest grid (64x64) takes in any
// layout, and little enough to parse at once.
const MaxInput = 256 << 10

// InputTooLong reports text longer than MaxInput, naming what it is as a
// sentence starts ("The puzzle", "The link"), or returns nil (see
// TooLong).
func InputTooLong(what string, text string) error { return TooLong(what, int64(len(text))) }

// TooLong reports an input of size bytes longer than MaxInput, naming
// what it is as a sentence starts, or returns nil: "The puzzle is 257 KB;
// this page takes at most 256 KB." A page checks a paste's or a file's
// size with it before reading a byte of it.
func TooLong(what string, size int64) error {
	if size <= MaxInput {
		return nil
	}
	return &format.ParseError{Msg: fmt.Sprintf("%s is %s; this page takes at most %s.", what, words.Bytes(size), words.Bytes(MaxInput))}
}

// ReadPuzzle reads a puzzle as the pages take it: what (what the text is,
// as a sentence starts: "The puzzle", "The preset") at most MaxInput bytes long, in any
// format format.Parse reads, no bigger than MaxSide. A grid whose givens
// clash is read as it is, without an error: a page shows it with the
// clash marked, as when the clash is typed, whether it was pasted or
// linked.
func ReadPuzzle(what, text string, opt format.Options) (sudoku.Grid, error) {
	if err := InputTooLong(what, text); err != nil {
		return sudoku.Grid{}, err
	}
	g, _, err := format.Parse(text, opt)
	if _, _, clash := Conflict(err, 0); clash && g.Cells != nil {
		err = nil
	}
	if err == nil {
		err = checkSide(g)
	}
	return g, located(err)
}

// checkSide reports a grid too big for the page, or returns nil.
func checkSide(g sudoku.Grid) error {
	if n := g.N(); n > MaxSide {
		return &format.ParseError{Msg: fmt.Sprintf("a %dx%d grid is more than the page can show (up to %dx%d); solve it with the command line, xcover solve", n, n, MaxSide, MaxSide)}
	}
	return nil
}

// located words where a reading mistake is, "line 1, column 2: ...",
// instead of the command line's "1:2: ...". Other errors come back as
// they are.
func located(err error) error {
	var pe *format.ParseError
	if !errors.As(err, &pe) || pe.Line == 0 {
		return err
	}
	where := "line " + strconv.Itoa(pe.Line)
	if pe.Col > 0 {
		where += ", column " + strconv.Itoa(pe.Col)
	}
	return &format.ParseError{Msg: where + ": " + pe.Msg, Err: pe.Err}
}

// Conflict returns the two cells (row-major indexes) of a clash between
// givens, or ok false when err is not one.
func Conflict(err error, n int) (a, b int, ok bool) {
	var ce *sudoku.ConflictError
	if !errors.As(err, &ce) {
		return 0, 0, false
	}
	return ce.R1*n + ce.C1, ce.R2*n + ce.C2, true
}

// ClashCells returns the two cells of a clash between givens (see
// Conflict), or nil when err is none.
func ClashCells(err error, n int) []int {
	if a, b, ok := Conflict(err, n); ok {
		return []int{a, b}
	}
	return nil
}
