package format

import (
	"fmt"
	"strconv"
	"strings"

	"xcover/sudoku"
)

// Options fix what Parse and the Scanner would otherwise infer. The zero
// value infers everything.
type Options struct {
	// Side is the grid's side n, for n x n grids with sudoku.ShapeFor(n) boxes; 0
	// infers it from the text.
	Side int
	// Shape is the box shape, such as sudoku.Shape{BoxRows: 2, BoxCols: 3} for 6x6
	// grids of 2x3 boxes; the zero Shape means sudoku.ShapeFor of the side. When
	// both are set, Side must be Shape.N().
	Shape sudoku.Shape
}

// sizing is a checked Options: the side to expect and the boxes to use.
type sizing struct {
	side  int          // 0 to infer it
	shape sudoku.Shape // zero for sudoku.ShapeFor(side)
}

// sizing checks the options.
func (o Options) sizing() (sizing, error) {
	switch {
	case o.Shape != (sudoku.Shape{}):
		if err := o.Shape.Validate(); err != nil {
			return sizing{}, fmt.Errorf("options: %w", err)
		}
		if o.Side != 0 && o.Side != o.Shape.N() {
			return sizing{}, fmt.Errorf("options: side %d does not match %s", o.Side, o.Shape)
		}
		return sizing{side: o.Shape.N(), shape: o.Shape}, nil
	case o.Side != 0:
		if _, err := sudoku.ShapeFor(o.Side); err != nil {
			return sizing{}, fmt.Errorf("options: %w", err)
		}
		return sizing{side: o.Side}, nil
	}
	return sizing{}, nil
}

// shapeFor returns the box shape of an n x n grid.
func (z sizing) shapeFor(n int) (sudoku.Shape, error) {
	if z.shape != (sudoku.Shape{}) {
		return z.shape, nil
	}
	return sudoku.ShapeFor(n)
}

// ParseError reports text that cannot be read as a puzzle, and where.
type ParseError struct {
	File string // name of the source; empty for Parse
	Line int    // line number from 1; 0 when it is about no line
	Col  int    // byte column from 1; 0 when it is about a whole line
	Msg  string
	Err  error // the underlying error, such as a *sudoku.ConflictError, or nil
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
// *sudoku.ConflictError.
func (e *ParseError) Unwrap() error { return e.Err }

// Limits on the input, so that no text makes the readers work without end.
const (
	maxLineBytes  = 1 << 16                           // longest line
	maxTextBytes  = 1 << 20                           // longest text Parse reads
	maxValueLine  = 32                                // longest line of the value-per-line layout
	maxValueLines = sudoku.MaxSize*sudoku.MaxSize + 1 // most lines of the value-per-line layout
	maxBlockLines = 3 * sudoku.MaxSize                // most lines, rule lines included, of a grid
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
//     another string of at most 32 bytes with no digit (a blank), with at
//     least one number. (A line such as "1.3." is a row or a puzzle, so a
//     reader of a stream knows at once that the text is not this layout.)
//     Empty lines are blanks here; # lines are comments, as everywhere,
//     and empty lines beyond the n*n, at the end and then at the start,
//     are not cells.
//
// Otherwise empty lines, lines starting with # and a CSV header line such as
// "quizzes,solutions" are skipped. The side n is
// inferred unless the options fix it. Parse checks the givens break no rule
// (errors.As finds the *sudoku.ConflictError; the grid as read comes back with it,
// so that a caller can show the clash) and returns errors as *ParseError,
// but for bad options.
func Parse(text string, opt Options) (sudoku.Grid, Style, error) {
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
	return len(fields) == 1 && len(fields[0].s) > max(side, sudoku.MaxSize)
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
