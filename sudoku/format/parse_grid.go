package format

import (
	"fmt"
	"strings"

	"xcover/sudoku"
)

// readGrid reads the GridLines layout, or Numbers written one row per line.
func readGrid(lines []textLine, z sizing) (Puzzle, error) {
	gr := gridReader{side: z.side}
	for _, l := range lines {
		if gr.complete() && !isRule(l.text, gr.side) {
			return Puzzle{}, &ParseError{Line: l.num, Msg: fmt.Sprintf("more text after the %dx%d grid that starts on line %d; a text holds one puzzle", gr.side, gr.side, gr.first)}
		}
		if err := gr.add(l); err != nil {
			return Puzzle{}, err
		}
	}
	return gr.finish(z)
}

// gridReader reads a multi-line grid a line at a time.
type gridReader struct {
	side       int  // n, fixed by the options or by the first row; 0 until then
	numeric    bool // the first row held numbers of two digits: rows are read as numbers only
	multiDigit bool // some number had two digits or more
	rows       int  // rows read
	first      int  // line of the first row
	cells      []readCell
	err        error // the first bad value, reported by finish
	style      Style
}

func (g *gridReader) complete() bool { return g.side > 0 && g.rows == g.side }

// add reads one line of the grid: a rule line, which is skipped, or a row. A
// row of the wrong width is an error that leaves the reader as it was; a bad
// value is kept for finish to report.
func (g *gridReader) add(l textLine) error {
	if isRule(l.text, g.side) {
		g.style.Separators = true
		return nil
	}
	fields := splitFields(l.text, true)
	chars := 0
	for _, f := range fields {
		chars += len(f.s)
	}
	n, numeric := g.side, g.numeric
	if g.rows == 0 {
		numeric = isNumericRow(fields, g.side)
		if n == 0 {
			n = chars
			if numeric {
				n = len(fields)
			}
		}
		if n == 0 || n > sudoku.MaxSize {
			return &ParseError{Line: l.num, Msg: fmt.Sprintf("row has %d cells; a grid has 1 to %d", n, sudoku.MaxSize)}
		}
	}
	var row []readCell
	var err error
	tokens := len(fields) == n
	switch {
	case tokens:
		row, err = readTokens(fields, l.num)
		for _, f := range fields {
			g.multiDigit = g.multiDigit || len(f.s) > 1
		}
	case !numeric && chars == n:
		for _, f := range fields {
			cells, ferr := readChars(f, l.num)
			row, err = append(row, cells...), cmpOr(err, ferr)
		}
	default:
		return g.widthError(l, len(fields), chars, n)
	}
	if g.rows == 0 {
		g.side, g.numeric, g.first = n, numeric, l.num
		g.style.Spaced = tokens && n > 1 && strings.ContainsAny(strings.TrimSpace(l.text), " \t")
	}
	g.style.Separators = g.style.Separators || strings.ContainsAny(l.text, "|+")
	g.rows++
	g.cells = append(g.cells, row...)
	g.err = cmpOr(g.err, err)
	return nil
}

// cmpOr returns a unless it is nil, else b.
func cmpOr(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

// widthError reports a row whose width is not n.
func (g *gridReader) widthError(l textLine, fields, chars, n int) error {
	count := chars
	if g.numeric {
		count = fields
	}
	want := fmt.Sprintf("a %dx%d grid needs %d", n, n, n)
	if g.rows > 0 {
		want = fmt.Sprintf("want %d like the first row (line %d)", n, g.first)
	}
	return &ParseError{Line: l.num, Msg: fmt.Sprintf("row has %d cells; %s", count, want)}
}

// isNumericRow reports whether the first row of a grid is made of
// whitespace-separated numbers rather than characters: at least three
// tokens (or the fixed side), each a number of at most two digits or a
// single character, some with two digits. ("530 070 000" and "12 34" are
// characters grouped by box.)
func isNumericRow(fields []field, side int) bool {
	if len(fields) < 3 || side > 0 && len(fields) != side {
		return false
	}
	multi := false
	for _, f := range fields {
		if _, ok := tokenValue(f.s); !ok || len(f.s) > 2 {
			return false
		}
		multi = multi || len(f.s) == 2
	}
	return multi
}

// finish checks the grid is complete and makes it.
func (g *gridReader) finish(z sizing) (Puzzle, error) {
	if g.err != nil {
		return Puzzle{}, g.err
	}
	if g.rows < g.side {
		return Puzzle{}, &ParseError{Line: g.first, Msg: fmt.Sprintf("grid has %d rows; a %dx%d grid needs %d", g.rows, g.side, g.side, g.side)}
	}
	grid, err := buildGrid(g.cells, z, g.side)
	if err != nil {
		return Puzzle{Grid: grid}, err
	}
	st := g.style
	st.Layout = GridLines
	if g.multiDigit {
		st.Layout, st.Spaced = Numbers, false
	}
	st.Blank = blankMark(g.cells)
	return Puzzle{Grid: grid, Style: st, Line: g.first}, nil
}
