package sudoku

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Layout is the way a puzzle's cells are laid out as text.
type Layout int

const (
	// OneLine writes all n*n cells as one token, row after row, one
	// character per cell: "53..7....6..195....98....6.8...".
	OneLine Layout = iota
	// GridLines writes one row per line, one character per cell, maybe
	// spaced, with | between boxes and rule lines between bands of boxes.
	GridLines
	// ValuePerLine writes n*n lines of one decimal number each; an empty or
	// non-number line is a blank.
	ValuePerLine
	// Numbers writes whitespace-separated decimal numbers, 0 (or a blank
	// mark such as .) for a blank. Format puts one row on each line; Parse
	// accepts the numbers broken over lines in any way.
	Numbers
)

var layoutNames = [...]string{"one-line", "grid", "value-per-line", "numbers"}

// String names the layout: "one-line", "grid", "value-per-line" or "numbers".
func (l Layout) String() string {
	if l >= 0 && int(l) < len(layoutNames) {
		return layoutNames[l]
	}
	return fmt.Sprintf("Layout(%d)", int(l))
}

// blankMarks are the characters that mark a blank cell.
const blankMarks = "0._-*"

// Style is how a puzzle is written, so that its solution can be written back
// the way the puzzle came. Parse reports the style of its input. The zero
// Style is the one-line form with '.' for blanks.
type Style struct {
	Layout Layout
	// Blank is the mark written for a blank cell, one of 0 . _ - *. Zero, or
	// any other byte, means the layout's default: '.' for OneLine and
	// GridLines, '0' for Numbers, an empty line for ValuePerLine. '-' is not
	// written in GridLines and Numbers, where a row of blanks would read as a
	// rule line; '.' is written instead.
	Blank byte
	// Spaced puts a space between the cells of a GridLines row ("5 3 . 7"
	// rather than "53.7"). Numbers are always spaced.
	Spaced bool
	// Separators draws | between boxes and a rule line such as
	// "------+-------+------" between bands of boxes, in GridLines and
	// Numbers. Grids whose boxes are whole rows get none.
	Separators bool
	// OneRow writes Numbers all on one line, as a puzzle read from one
	// line was, rather than a row of the grid to a line.
	OneRow bool
}

// DefaultStyle returns the common one-line style with '.' for blanks.
func DefaultStyle() Style { return Style{Layout: OneLine, Blank: '.'} }

// blankFor returns the mark Format writes for a blank in layout l; 0 means an
// empty line.
func (st Style) blankFor(l Layout) byte {
	b := st.Blank
	switch {
	case !isBlankMark(b):
		b = 0
	case b == '-' && (l == GridLines || l == Numbers):
		b = '.'
	}
	switch {
	case b != 0 || l == ValuePerLine:
		return b
	case l == Numbers:
		return '0'
	default:
		return '.'
	}
}

// Options fix what Parse and the Scanner would otherwise infer. The zero
// value infers everything.
type Options struct {
	// Side is the grid's side n, for n x n grids with ShapeFor(n) boxes; 0
	// infers it from the text.
	Side int
	// Shape is the box shape, such as Shape{BoxRows: 2, BoxCols: 3} for 6x6
	// grids of 2x3 boxes; the zero Shape means ShapeFor of the side. When
	// both are set, Side must be Shape.N().
	Shape Shape
}

// sizing is a checked Options: the side to expect and the boxes to use.
type sizing struct {
	side  int   // 0 to infer it
	shape Shape // zero for ShapeFor(side)
}

// sizing checks the options.
func (o Options) sizing() (sizing, error) {
	switch {
	case o.Shape != (Shape{}):
		if err := o.Shape.Validate(); err != nil {
			return sizing{}, fmt.Errorf("options: %w", err)
		}
		if o.Side != 0 && o.Side != o.Shape.N() {
			return sizing{}, fmt.Errorf("options: side %d does not match %s", o.Side, o.Shape)
		}
		return sizing{side: o.Shape.N(), shape: o.Shape}, nil
	case o.Side != 0:
		if _, err := ShapeFor(o.Side); err != nil {
			return sizing{}, fmt.Errorf("options: %w", err)
		}
		return sizing{side: o.Side}, nil
	}
	return sizing{}, nil
}

// shapeFor returns the box shape of an n x n grid.
func (z sizing) shapeFor(n int) (Shape, error) {
	if z.shape != (Shape{}) {
		return z.shape, nil
	}
	return ShapeFor(n)
}

// ParseError reports text that cannot be read as a puzzle, and where.
type ParseError struct {
	File string // name of the source; empty for Parse
	Line int    // line number from 1; 0 when it is about no line
	Col  int    // byte column from 1; 0 when it is about a whole line
	Msg  string
	Err  error // the underlying error, such as a *ConflictError, or nil
}

// Error writes "file:line:col: msg", leaving out the parts that are unknown.
func (e *ParseError) Error() string {
	var where []string
	if e.File != "" {
		where = append(where, e.File)
	}
	if e.Line > 0 {
		where = append(where, strconv.Itoa(e.Line))
		if e.Col > 0 {
			where = append(where, strconv.Itoa(e.Col))
		}
	}
	if len(where) == 0 {
		return e.Msg
	}
	return strings.Join(where, ":") + ": " + e.Msg
}

// Unwrap returns the underlying error, so that errors.As finds a
// *ConflictError.
func (e *ParseError) Unwrap() error { return e.Err }

// Limits on the input, so that no text makes the readers work without end.
const (
	maxLineBytes  = 1 << 16             // longest line
	maxTextBytes  = 1 << 20             // longest text Parse reads
	maxValueLine  = 32                  // longest line of the value-per-line layout
	maxValueLines = MaxSize*MaxSize + 1 // most lines of the value-per-line layout
	maxBlockLines = 3 * MaxSize         // most lines, rule lines included, of a grid
)

// Parse reads one puzzle from text, in any layout:
//
//   - one line of n*n characters (OneLine): 1-9 then A-Z (or a-z) for 10-35,
//     and any of 0 . _ - * for a blank; "puzzle,solution" is accepted and the
//     solution checked, then dropped (the Scanner keeps it);
//   - one row per line (GridLines): single characters, spaced or not, or
//     whitespace-separated numbers; | and + between cells and rule lines
//     made of - + = | are skipped;
//   - whitespace-separated numbers over any lines (Numbers), when the lines
//     hold only numbers of one or two digits and blank marks, n*n in all,
//     and not every line holds as many as there are lines (that is a grid);
//   - one number per line (ValuePerLine), when the whole text is n*n lines
//     for some n >= 2, each line empty, a number of at most two digits, or
//     another string of at most 32 bytes (a blank), with at least one
//     number. Empty lines are blanks here; # lines are comments, as
//     everywhere, and empty lines beyond the n*n, at the end and then at
//     the start, are not cells.
//
// Otherwise empty lines, lines starting with # and a CSV header line such as
// "quizzes,solutions" are skipped. The side n is
// inferred unless the options fix it. Parse checks the givens break no rule
// (errors.As finds the *ConflictError; the grid as read comes back with it,
// so that a caller can show the clash) and returns errors as *ParseError,
// but for bad options.
func Parse(text string, opt Options) (Grid, Style, error) {
	p, err := parsePuzzle(text, opt)
	return p.Grid, p.Style, err
}

// parsePuzzle reads one puzzle from the whole text.
func parsePuzzle(text string, opt Options) (Puzzle, error) {
	z, err := opt.sizing()
	if err != nil {
		return Puzzle{}, err
	}
	if len(text) > maxTextBytes {
		return Puzzle{}, &ParseError{Msg: fmt.Sprintf("text has %d bytes; the most a puzzle may take is %d", len(text), maxTextBytes)}
	}
	var lines []textLine
	src := newLineSource(strings.NewReader(text))
	for l, ok := src.next(); ok; l, ok = src.next() {
		if l.tooLong {
			return Puzzle{}, tooLongError(l)
		}
		lines = append(lines, l)
	}
	if cells, n, ok := valuePerLineCells(lines, z.side); ok {
		return readValuePerLine(cells, n, z)
	}
	var content []textLine
	for _, l := range lines {
		if !isBlankLine(l.text) && !isComment(l.text) && !(len(content) == 0 && isCSVHeader(l.text)) {
			content = append(content, l)
		}
	}
	if len(content) == 0 {
		return Puzzle{}, &ParseError{Msg: "no puzzle: the text is empty or only comments"}
	}
	return parseBlock(content, z)
}

// textLine is one line of input, without its line break.
type textLine struct {
	text    string
	num     int  // line number from 1
	tooLong bool // longer than maxLineBytes; text is empty
}

func tooLongError(l textLine) *ParseError {
	return &ParseError{Line: l.num, Msg: fmt.Sprintf("line is longer than %d bytes", maxLineBytes)}
}

func isBlankLine(text string) bool { return strings.TrimSpace(text) == "" }

func isComment(text string) bool { return strings.HasPrefix(strings.TrimSpace(text), "#") }

// isCSVHeader reports whether text is a CSV header such as
// "quizzes,solutions": two words of letters.
func isCSVHeader(text string) bool {
	a, b, ok := strings.Cut(text, ",")
	return ok && isWord(a) && isWord(b)
}

// isWord reports whether s holds only letters, _ and spaces, and some.
func isWord(s string) bool {
	s = strings.TrimSpace(s)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' || c == ' ') {
			return false
		}
	}
	return s != ""
}

// isRule reports whether text is a rule line such as "------+-------+------":
// only - + = | and spaces, at least two of them. Once the side n is known, a
// line of n dashes with no + or = is a row of blanks instead.
func isRule(text string, side int) bool {
	marks, dashes, joins := 0, 0, false
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '-':
			dashes++
		case '+', '=':
			joins = true
		case '|':
		case ' ', '\t', '\r', '\v', '\f':
			continue
		default:
			return false
		}
		marks++
	}
	return marks >= 2 && (joins || side == 0 || dashes != side)
}

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

func isBlankMark(b byte) bool { return b != 0 && strings.IndexByte(blankMarks, b) >= 0 }

// charValue reads a one-character cell: a blank mark, 1-9, or a letter for
// 10..35.
func charValue(b byte) (int, bool) {
	switch {
	case isBlankMark(b):
		return 0, true
	case '1' <= b && b <= '9':
		return int(b - '0'), true
	case 'A' <= b && b <= 'Z':
		return int(b-'A') + 10, true
	case 'a' <= b && b <= 'z':
		return int(b-'a') + 10, true
	}
	return 0, false
}

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
	if count > MaxSize*MaxSize {
		return 0, fmt.Sprintf("%d %s; the largest %s (%dx%d) has %d", count, unit, kind, MaxSize, MaxSize, MaxSize*MaxSize)
	}
	n := intSqrt(min(count, MaxSize*MaxSize))
	if n*n == count && n >= 1 {
		return n, ""
	}
	var sizes []string
	for k := max(1, n-1); k <= min(MaxSize, n+2); k++ {
		sizes = append(sizes, fmt.Sprintf("%d (%dx%d)", k*k, k, k))
	}
	return 0, fmt.Sprintf("%d %s; a %s needs n*n %s, such as %s", count, unit, kind, unit, strings.Join(sizes, ", "))
}

// buildGrid makes the n x n grid of the cells, checking their values are in
// range and break no rule.
func buildGrid(cells []readCell, z sizing, n int) (Grid, error) {
	sh, err := z.shapeFor(n)
	if err != nil {
		return Grid{}, err
	}
	g, err := NewGrid(sh)
	if err != nil {
		return Grid{}, err
	}
	for i, c := range cells {
		if c.v > n {
			return Grid{}, c.errorf("value %s at %s is out of range 1..%d", c.describe(), CellName(i/n, i%n), n)
		}
		g.Cells[i] = uint8(c.v)
	}
	if err := g.Validate(); err != nil {
		var ce *ConflictError
		if !errors.As(err, &ce) {
			return Grid{}, err
		}
		c := cells[ce.R2*n+ce.C2]
		return g, &ParseError{Line: c.line, Col: c.col, Msg: ce.Error(), Err: ce}
	}
	return g, nil
}

// parseBlock reads one puzzle from its lines, none empty or a comment: a
// single line (OneLine, maybe with a solution, or Numbers), or several
// (GridLines or Numbers).
func parseBlock(lines []textLine, z sizing) (Puzzle, error) {
	var rows []textLine
	for _, l := range lines {
		if !isRule(l.text, 0) {
			rows = append(rows, l)
		}
	}
	switch {
	case len(rows) == 0 && len(lines) == 1: // "----": a one-line puzzle of blanks
		return readSingleLine(lines[0], z)
	case len(rows) == 0:
		return Puzzle{}, &ParseError{Line: lines[0].num, Msg: "no puzzle: only rule lines"}
	case len(rows) == 1:
		return readSingleLine(rows[0], z)
	case isLongOneLiner(rows[0].text, z.side):
		return Puzzle{}, &ParseError{Line: rows[1].num, Msg: fmt.Sprintf("more text after the one-line puzzle on line %d; a text holds one puzzle", rows[0].num)}
	}
	if count, ok := plainNumbers(lines); ok && !isSquareBlock(lines) {
		if n, _ := squareSide(count, z.side, "", ""); n > 0 {
			return readNumbers(lines, z)
		}
	}
	return readGrid(lines, z)
}

// isSquareBlock reports whether each line has as many fields as there are
// lines.
func isSquareBlock(lines []textLine) bool {
	for _, l := range lines {
		if len(splitFields(l.text, false)) != len(lines) {
			return false
		}
	}
	return true
}

// isLongOneLiner reports whether text can only be a one-line puzzle: it has a
// comma, or is one token too long for a row.
func isLongOneLiner(text string, side int) bool {
	if strings.Contains(text, ",") {
		return true
	}
	fields := splitFields(text, true)
	return len(fields) == 1 && len(fields[0].s) > max(side, MaxSize)
}

// plainNumbers reports whether the lines hold nothing but blank marks and
// numbers of one or two digits, and how many.
func plainNumbers(lines []textLine) (int, bool) {
	count := 0
	for _, l := range lines {
		for _, f := range splitFields(l.text, false) {
			plain := isDigits(f.s) && len(f.s) <= 2 || len(f.s) == 1 && isBlankMark(f.s[0])
			if !plain {
				return 0, false
			}
			count++
		}
	}
	return count, true
}

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
	g, cells, err := readOneLine(fields[0], l.num, z, "line")
	if err != nil {
		return Puzzle{Grid: g}, err
	}
	return Puzzle{Grid: g, Style: Style{Layout: OneLine, Blank: blankMark(cells)}, Line: l.num}, nil
}

// readOneLine reads the one-line puzzle f; subject names it in messages.
func readOneLine(f field, line int, z sizing, subject string) (Grid, []readCell, error) {
	sizeErr := func(msg string) error {
		return &ParseError{Line: line, Msg: subject + " has " + msg}
	}
	if len(f.s) > MaxSize*MaxSize {
		_, msg := squareSide(len(f.s), z.side, "cells", "one-line puzzle")
		return Grid{}, nil, sizeErr(msg)
	}
	cells, err := readChars(f, line)
	if err != nil {
		return Grid{}, nil, err
	}
	n, msg := squareSide(len(cells), z.side, "cells", "one-line puzzle")
	if msg != "" {
		return Grid{}, nil, sizeErr(msg)
	}
	g, err := buildGrid(cells, z, n)
	return g, cells, err
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
	g, cells, err := readOneLine(puzzleField, l.num, z, "puzzle")
	if err != nil {
		return Puzzle{}, err
	}
	sol, solCells, err := readOneLine(solField, l.num, sizing{side: g.N(), shape: g.Shape}, "solution")
	if err != nil {
		var pe *ParseError
		if errors.As(err, &pe) && !strings.HasPrefix(pe.Msg, "solution") {
			pe.Msg = "solution: " + pe.Msg
		}
		return Puzzle{}, err
	}
	if err := checkSolution(g, sol, solCells); err != nil {
		return Puzzle{}, err
	}
	return Puzzle{Grid: g, Style: Style{Layout: OneLine, Blank: blankMark(cells)}, Line: l.num, Solution: &sol}, nil
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

// checkSolution checks sol fills every cell and keeps the puzzle's givens.
func checkSolution(puzzle, sol Grid, solCells []readCell) error {
	n := sol.N()
	for i, v := range sol.Cells {
		given := puzzle.Cells[i]
		switch {
		case v == 0:
			return solCells[i].errorf("solution leaves %s blank", CellName(i/n, i%n))
		case given != 0 && given != v:
			return solCells[i].errorf("solution has %d at %s where the puzzle has %d", v, CellName(i/n, i%n), given)
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
		if len(cells)+len(fields) > MaxSize*MaxSize {
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
		if n == 0 || n > MaxSize {
			return &ParseError{Line: l.num, Msg: fmt.Sprintf("row has %d cells; a grid has 1 to %d", n, MaxSize)}
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
	return true, false
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
	if n > MaxSize || numbers == 0 || len(cells) < n*n {
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

// Format writes g in style st, every line ending in a newline. A grid whose
// values go above 35 cannot be written one character per cell, so OneLine
// and GridLines give Numbers for grids larger than 35x35, OneLine on one
// line.
func Format(g Grid, st Style) string {
	layout := st.Layout
	if g.N() > 35 && (layout == OneLine || layout == GridLines) {
		layout, st.OneRow = Numbers, layout == OneLine
	}
	blank := st.blankFor(layout)
	var b strings.Builder
	switch {
	case layout == Numbers && st.OneRow:
		for i, v := range g.Cells {
			if i > 0 {
				b.WriteByte(' ')
			}
			if v != 0 {
				b.WriteString(strconv.Itoa(int(v)))
			} else {
				b.WriteByte(blank)
			}
		}
		b.WriteByte('\n')
	case layout == GridLines || layout == Numbers:
		writeRows(&b, g, layout, st, blank)
	case layout == ValuePerLine:
		if blank == 0 && g.Givens() == 0 { // n*n empty lines would not read back as a puzzle
			blank = '0'
		}
		for _, v := range g.Cells {
			switch {
			case v != 0:
				b.WriteString(strconv.Itoa(int(v)))
			case blank != 0:
				b.WriteByte(blank)
			}
			b.WriteByte('\n')
		}
	default:
		for _, v := range g.Cells {
			b.WriteByte(ValueChar(int(v), blank))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// writeRows writes g one row per line, for GridLines and Numbers.
func writeRows(b *strings.Builder, g Grid, layout Layout, st Style, blank byte) {
	n := g.N()
	seps := st.Separators && g.BoxCols < n
	gap, width := "", 1
	if layout == Numbers {
		gap, width = " ", len(strconv.Itoa(n))
	} else if st.Spaced {
		gap = " "
	}
	rule := ""
	for r := range n {
		var row strings.Builder
		for c := range n {
			if c > 0 {
				row.WriteString(gap)
				if seps && c%g.BoxCols == 0 {
					row.WriteString("|" + gap)
				}
			}
			text := string(ValueChar(g.Get(r, c), blank))
			if layout == Numbers && g.Get(r, c) != 0 {
				text = strconv.Itoa(g.Get(r, c))
			}
			row.WriteString(strings.Repeat(" ", width-len(text)) + text)
		}
		if seps && r > 0 && r%g.BoxRows == 0 {
			if rule == "" {
				rule = ruleFor(row.String())
			}
			b.WriteString(rule + "\n")
		}
		b.WriteString(row.String() + "\n")
	}
}

// ruleFor draws the rule line that goes with row: + under each |, - under
// everything else.
func ruleFor(row string) string {
	return strings.Map(func(r rune) rune {
		if r == '|' {
			return '+'
		}
		return '-'
	}, row)
}
