package format

import (
	"strconv"
	"strings"

	"xcover/sudoku"
)

// valueLine reports whether l can be a line of the value-per-line layout, and
// whether it holds a number.
func valueLine(l textLine) (ok, number bool) {
	t := strings.TrimSpace(l.text)
	if l.tooLong || len(t) > maxValueLine {
		return false, false
	}
	if isDigits(t) {
		return len(t) <= 2, true
	}
	return !strings.ContainsAny(t, "0123456789"), false
}

// valuePerLineCells reports whether lines are a whole puzzle in the
// value-per-line layout (see Parse for the rule), and returns the lines
// that hold its cells and its side: # lines are comments, and the empty
// lines beyond n*n, at the end and then at the start, are not cells.
func valuePerLineCells(lines []textLine, side int) ([]textLine, int, bool) {
	cells := make([]textLine, 0, len(lines))
	numbers := 0
	for _, l := range lines {
		if !l.tooLong && isComment(l.text) {
			continue
		}
		ok, number := valueLine(l)
		if !ok {
			return nil, 0, false
		}
		if number {
			numbers++
		}
		cells = append(cells, l)
	}
	n := side
	if n == 0 {
		n = max(2, intSqrt(len(cells)))
	}
	if n > sudoku.MaxSize || numbers == 0 || len(cells) < n*n {
		return nil, 0, false
	}
	for len(cells) > n*n && isBlankLine(cells[len(cells)-1].text) {
		cells = cells[:len(cells)-1]
	}
	for len(cells) > n*n && isBlankLine(cells[0].text) {
		cells = cells[1:]
	}
	return cells, n, len(cells) == n*n
}

// readValuePerLine reads n*n lines as one value each.
func readValuePerLine(lines []textLine, n int, z sizing) (Puzzle, error) {
	cells := make([]readCell, n*n)
	for i, l := range lines {
		t := strings.TrimSpace(l.text)
		c := readCell{tok: t, line: l.num}
		if t != "" {
			c.col = strings.Index(l.text, t) + 1
		}
		if isDigits(t) {
			c.v, _ = strconv.Atoi(t)
		}
		cells[i] = c
	}
	g, err := buildGrid(cells, z, n)
	if err != nil {
		return Puzzle{Grid: g}, err
	}
	return Puzzle{Grid: g, Style: Style{Layout: ValuePerLine, Blank: blankMark(cells)}, Line: lines[0].num}, nil
}
