package format

import (
	"errors"
	"fmt"
	"strings"

	"xcover/sudoku"
)

// readSingleLine reads a puzzle written on one line: a one-line puzzle, maybe
// followed by a comma and its solution, or numbers.
func readSingleLine(l textLine, z sizing) (Puzzle, error) {
	if comma := strings.IndexByte(l.text, ','); comma >= 0 {
		return readCSV(l, comma, z)
	}
	fields := splitFields(l.text, false)
	if len(fields) > 1 {
		return readNumbers([]textLine{l}, z)
	}
	g, blank, err := readOneLine(fields[0], l.num, z, "line")
	if err != nil {
		return Puzzle{Grid: g}, err
	}
	return Puzzle{Grid: g, Style: Style{Layout: OneLine, Blank: blank}, Line: l.num}, nil
}

// readOneLine reads the one-line puzzle f; subject names it in messages. It
// returns the grid and the first blank mark it was written with, or 0.
func readOneLine(f field, line int, z sizing, subject string) (sudoku.Grid, byte, error) {
	if len(f.s) <= sudoku.MaxSize*sudoku.MaxSize {
		if g, blank, ok := readPlainLine(f.s, z); ok {
			return g, blank, nil
		}
	}
	return readCellLine(f, line, z, subject)
}

// readCellLine is readOneLine cell by cell, with where each was read, so
// that an error names its place.
func readCellLine(f field, line int, z sizing, subject string) (sudoku.Grid, byte, error) {
	sizeErr := func(msg string) error {
		return &ParseError{Line: line, Msg: subject + " has " + msg}
	}
	if len(f.s) > sudoku.MaxSize*sudoku.MaxSize {
		_, msg := squareSide(len(f.s), z.side, "cells", "one-line puzzle")
		return sudoku.Grid{}, 0, sizeErr(msg)
	}
	cells, err := readChars(f, line)
	if err != nil {
		return sudoku.Grid{}, 0, err
	}
	n, msg := squareSide(len(cells), z.side, "cells", "one-line puzzle")
	if msg != "" {
		return sudoku.Grid{}, 0, sizeErr(msg)
	}
	g, err := buildGrid(cells, z, n)
	return g, blankMark(cells), err
}

// readPlainLine is readOneLine's fast path, for the line a batch is made
// of: a square number of valid characters, no value out of range, no
// clash. It reads them straight into the grid, making no record of where
// each cell was read (a batch of 50,000 puzzles spent most of its
// allocations on those records). ok is false for any other line, which
// readOneLine then reads cell by cell, to say what is wrong and where.
func readPlainLine(s string, z sizing) (g sudoku.Grid, blank byte, ok bool) {
	n, square := squareRoot(len(s))
	if !square || n < 1 || z.side > 0 && n != z.side {
		return sudoku.Grid{}, 0, false
	}
	sh, err := z.shapeFor(n)
	if err != nil {
		return sudoku.Grid{}, 0, false
	}
	if g, err = sudoku.NewGrid(sh); err != nil {
		return sudoku.Grid{}, 0, false
	}
	for i := range len(s) {
		v, valid := charValue(s[i])
		if !valid {
			return sudoku.Grid{}, 0, false
		}
		if v == 0 && blank == 0 {
			blank = s[i]
		}
		g.Cells[i] = uint8(v)
	}
	if g.Validate() != nil { // a value out of range, or a clash
		return sudoku.Grid{}, 0, false
	}
	return g, blank, true
}

// readCSV reads a "puzzle,solution" line whose first comma is at byte comma.
func readCSV(l textLine, comma int, z sizing) (Puzzle, error) {
	if next := strings.IndexByte(l.text[comma+1:], ','); next >= 0 {
		return Puzzle{}, &ParseError{Line: l.num, Col: comma + next + 2, Msg: "CSV line has more than two fields; want puzzle,solution"}
	}
	puzzleField, err := csvField(l, 0, l.text[:comma], "puzzle")
	if err != nil {
		return Puzzle{}, err
	}
	solField, err := csvField(l, comma+1, l.text[comma+1:], "solution")
	if err != nil {
		return Puzzle{}, err
	}
	g, blank, err := readOneLine(puzzleField, l.num, z, "puzzle")
	if err != nil {
		return Puzzle{}, err
	}
	sol, _, err := readOneLine(solField, l.num, sizing{side: g.N(), shape: g.Shape}, "solution")
	if err != nil {
		var pe *ParseError
		if errors.As(err, &pe) && !strings.HasPrefix(pe.Msg, "solution") {
			pe.Msg = "solution: " + pe.Msg
		}
		return Puzzle{}, err
	}
	if err := checkSolution(g, sol, solField, l.num); err != nil {
		return Puzzle{}, err
	}
	return Puzzle{Grid: g, Style: Style{Layout: OneLine, Blank: blank}, Line: l.num, Solution: &sol}, nil
}

// csvField returns the one token of a CSV part that starts at byte offset.
func csvField(l textLine, offset int, part, name string) (field, error) {
	fields := splitFields(part, false)
	if len(fields) != 1 {
		return field{}, &ParseError{Line: l.num, Col: offset + 1, Msg: fmt.Sprintf("CSV %s must be one token, not %d", name, len(fields))}
	}
	f := fields[0]
	f.col += offset
	return f, nil
}

// checkSolution checks sol, read from field f of the line, fills every cell
// and keeps the puzzle's givens.
func checkSolution(puzzle, sol sudoku.Grid, f field, line int) error {
	n := sol.N()
	for i, v := range sol.Cells {
		given := puzzle.Cells[i]
		at := readCell{line: line, col: f.col + i} // one character per cell
		switch {
		case v == 0:
			return at.errorf("solution leaves %s blank", sudoku.CellName(i/n, i%n))
		case given != 0 && given != v:
			return at.errorf("solution has %d at %s where the puzzle has %d", v, sudoku.CellName(i/n, i%n), given)
		}
	}
	return nil
}

// readNumbers reads the numbers layout: whitespace-separated tokens over the
// lines.
func readNumbers(lines []textLine, z sizing) (Puzzle, error) {
	subject := "text"
	if len(lines) == 1 {
		subject = "line"
	}
	var cells []readCell
	for _, l := range lines {
		fields := splitFields(l.text, false)
		if len(cells)+len(fields) > sudoku.MaxSize*sudoku.MaxSize {
			_, msg := squareSide(len(cells)+len(fields), z.side, "values", "puzzle")
			return Puzzle{}, &ParseError{Line: l.num, Msg: "text has at least " + msg}
		}
		row, err := readTokens(fields, l.num)
		if err != nil {
			return Puzzle{}, err
		}
		cells = append(cells, row...)
	}
	n, msg := squareSide(len(cells), z.side, "values", "puzzle")
	if msg != "" {
		return Puzzle{}, &ParseError{Line: lines[0].num, Msg: subject + " has " + msg}
	}
	g, err := buildGrid(cells, z, n)
	if err != nil {
		return Puzzle{Grid: g}, err
	}
	st := Style{Layout: Numbers, Blank: blankMark(cells), OneRow: len(lines) == 1}
	return Puzzle{Grid: g, Style: st, Line: lines[0].num}, nil
}
