package format

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"xcover/sudoku"
)

// readCell is one value read from the text, with where it was found.
type readCell struct {
	v    int    // 0 for a blank; may be above the side until checked
	tok  string // the text it was read from
	line int
	col  int
}

func (c readCell) errorf(format string, args ...any) *ParseError {
	return &ParseError{Line: c.line, Col: c.col, Msg: fmt.Sprintf(format, args...)}
}

// describe writes the cell's value for a message: "12", or "C (12)" for a
// letter.
func (c readCell) describe() string {
	if len(c.tok) == 1 && c.v >= 10 {
		return fmt.Sprintf("%s (%d)", c.tok, c.v)
	}
	return c.tok
}

// isBlankMark reports whether b marks an empty cell (see blankMarks).
func isBlankMark(b byte) bool { return charValues[b] == 0 }

// charValue reads a one-character cell: a blank mark, 1-9, or a letter for
// 10..35.
func charValue(b byte) (int, bool) {
	v := charValues[b]
	return int(max(v, 0)), v >= 0
}

// charValues holds charValue's answer for every byte, -1 for none: a
// batch reads each cell of each puzzle through it.
var charValues = func() (t [256]int8) {
	for b := range t {
		switch {
		case b != 0 && strings.IndexByte(blankMarks, byte(b)) >= 0:
			t[b] = 0
		case '1' <= b && b <= '9':
			t[b] = int8(b - '0')
		case 'A' <= b && b <= 'Z':
			t[b] = int8(b-'A') + 10
		case 'a' <= b && b <= 'z':
			t[b] = int8(b-'a') + 10
		default:
			t[b] = -1
		}
	}
	return t
}()

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// tooBig stands for a number too long to matter: out of range for any grid.
const tooBig = 1 << 20

// tokenValue reads a whitespace-separated token: a decimal number (0 is a
// blank) or a one-character cell.
func tokenValue(tok string) (int, bool) {
	if len(tok) == 1 {
		return charValue(tok[0])
	}
	if !isDigits(tok) {
		return 0, false
	}
	if len(strings.TrimLeft(tok, "0")) > 4 {
		return tooBig, true
	}
	v, _ := strconv.Atoi(tok)
	return v, true
}

// field is a token of a line and its column from 1.
type field struct {
	s   string
	col int
}

// splitFields splits text at whitespace and, when seps is set, at the
// separators | and +.
func splitFields(text string, seps bool) []field {
	var fields []field
	start := -1
	for i := 0; i <= len(text); i++ {
		split := i == len(text)
		if !split {
			switch text[i] {
			case ' ', '\t', '\r', '\v', '\f':
				split = true
			case '|', '+':
				split = seps
			}
		}
		switch {
		case split && start >= 0:
			fields = append(fields, field{s: text[start:i], col: start + 1})
			start = -1
		case !split && start < 0:
			start = i
		}
	}
	return fields
}

// quoteChar quotes the character that starts s, for a message.
func quoteChar(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && size <= 1 { // not UTF-8: show the byte
		return fmt.Sprintf(`'\x%02x'`, s[0])
	}
	return strconv.QuoteRune(r)
}

// quoteShort quotes s for a message, cut short when long.
func quoteShort(s string) string {
	if len(s) > 20 {
		return strconv.Quote(s[:20]) + "..."
	}
	return strconv.Quote(s)
}

// readChars reads each character of f as a cell. Bad characters are blanks
// and the first is reported.
func readChars(f field, line int) ([]readCell, error) {
	var first error
	cells := make([]readCell, len(f.s))
	for i := range len(f.s) {
		c := readCell{tok: f.s[i : i+1], line: line, col: f.col + i}
		v, ok := charValue(f.s[i])
		if !ok && first == nil {
			first = c.errorf("bad character %s", quoteChar(f.s[i:]))
		}
		c.v = v
		cells[i] = c
	}
	return cells, first
}

// readTokens reads each field as a token. Bad tokens are blanks and the first
// is reported.
func readTokens(fields []field, line int) ([]readCell, error) {
	var first error
	cells := make([]readCell, len(fields))
	for i, f := range fields {
		c := readCell{tok: f.s, line: line, col: f.col}
		v, ok := tokenValue(f.s)
		if !ok && first == nil {
			what := "value " + quoteShort(f.s)
			if len(f.s) == 1 {
				what = "character " + quoteChar(f.s)
			}
			first = c.errorf("bad %s", what)
		}
		c.v = v
		cells[i] = c
	}
	return cells, first
}

// blankMark returns the first blank mark the cells were written with, or 0.
func blankMark(cells []readCell) byte {
	for _, c := range cells {
		if c.v == 0 && c.tok != "" && isBlankMark(c.tok[0]) {
			return c.tok[0]
		}
	}
	return 0
}

// intSqrt returns the largest n with n*n <= k.
func intSqrt(k int) int {
	n := 0
	for (n+1)*(n+1) <= k {
		n++
	}
	return n
}

// squareSide returns n when count cells make an n x n grid (n being side when
// that is fixed). Otherwise it returns a message such as "80 cells; a
// one-line puzzle needs n*n cells, such as 64 (8x8), 81 (9x9), ...".
func squareSide(count, side int, unit, kind string) (int, string) {
	if side > 0 {
		if count == side*side {
			return side, ""
		}
		return 0, fmt.Sprintf("%d %s; a %dx%d %s needs %d", count, unit, side, side, kind, side*side)
	}
	if count > sudoku.MaxSize*sudoku.MaxSize {
		return 0, fmt.Sprintf("%d %s; the largest %s (%dx%d) has %d", count, unit, kind, sudoku.MaxSize, sudoku.MaxSize, sudoku.MaxSize*sudoku.MaxSize)
	}
	n := intSqrt(min(count, sudoku.MaxSize*sudoku.MaxSize))
	if n*n == count && n >= 1 {
		return n, ""
	}
	var sizes []string
	for k := max(1, n-1); k <= min(sudoku.MaxSize, n+2); k++ {
		sizes = append(sizes, fmt.Sprintf("%d (%dx%d)", k*k, k, k))
	}
	return 0, fmt.Sprintf("%d %s; a %s needs n*n %s, such as %s", count, unit, kind, unit, strings.Join(sizes, ", "))
}

// buildGrid makes the n x n grid of the cells, checking their values are in
// range and break no rule.
func buildGrid(cells []readCell, z sizing, n int) (sudoku.Grid, error) {
	sh, err := z.shapeFor(n)
	if err != nil {
		return sudoku.Grid{}, err
	}
	g, err := sudoku.NewGrid(sh)
	if err != nil {
		return sudoku.Grid{}, err
	}
	for i, c := range cells {
		if c.v > n {
			return sudoku.Grid{}, c.errorf("value %s at %s is out of range 1..%d", c.describe(), sudoku.CellName(i/n, i%n), n)
		}
		g.Cells[i] = uint8(c.v)
	}
	if err := g.Validate(); err != nil {
		var ce *sudoku.ConflictError
		if !errors.As(err, &ce) {
			return sudoku.Grid{}, err
		}
		c := cells[ce.R2*n+ce.C2]
		return g, &ParseError{Line: c.line, Col: c.col, Msg: ce.Error(), Err: ce}
	}
	return g, nil
}
