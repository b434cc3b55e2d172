package format

import (
	"bufio"
	"cmp"
	"errors"
	"fmt"
	"io"
	"strings"

	"xcover/sudoku"
)

// Puzzle is one puzzle read by a Scanner.
type Puzzle struct {
	Grid     sudoku.Grid
	Style    Style          // how it was written
	Line     int            // line where it starts, from 1
	Solution *sudoku.Grid   // the solution of a "puzzle,solution" line; nil when none
	Regions  sudoku.Regions // its jigsaw layout, read when Scanner.Layouts is set
}

// Scanner reads the puzzles of a file one after another:
//
//   - A whole input in the value-per-line layout (see Parse) is one puzzle.
//   - Otherwise empty lines, # lines, rule lines (only - + = |) outside a
//     grid, and a CSV header such as "quizzes,solutions" before the first
//     puzzle are skipped; but a line of n*n dashes alone, for n >= 9 or the
//     side Options.Side gives, is an empty one-line puzzle.
//   - A line holding one token, or two separated by a comma, is a one-line
//     puzzle, maybe with its solution; except a token of k <= 64 cells,
//     which is the first row of a k x k grid when k is not a square, or when
//     k = m*m and it uses a value above m, or the lines after it complete a
//     valid k x k grid that does (so nine 9x9 rows are one grid, not nine
//     3x3 puzzles, while sixteen 4x4 puzzles stay puzzles). With
//     Options.Side n, a token of more than n cells is a one-line puzzle.
//   - Other lines start a multi-line grid (see Parse), whose side n is the
//     number of cells of its first row. It ends once it has n rows, at an
//     empty line, or before a line that is not a row of n cells but could be
//     a one-line puzzle, or that follows a first row made of one token
//     (which is then a one-line puzzle of the wrong size). Other rows of the
//     wrong width are reported as the grid's error. Numbers that are not
//     laid out n to a line (the numbers layout) must end with an empty line
//     or the end of the input, and they must not be k to a line for k lines
//     running, which reads as a k x k grid.
//
// A puzzle that cannot be read is reported by Err, and Scan goes on with the
// next one. An I/O error, or bad options, stops the scan.
type Scanner struct {
	// Layouts pairs each puzzle with its jigsaw layout, read (see
	// sudoku.ParseRegions) from the next line that is not empty or a # comment
	// into Puzzle.Regions; the whole input is then never one value-per-line
	// puzzle. A puzzle that cannot be read passes over its layout line all
	// the same, and a line that reads as a puzzle rather than a layout is
	// left for the next Scan: a line missing or one too many costs one
	// puzzle. Set it before the first Scan.
	Layouts bool
	src     *lineSource
	name    string
	z       sizing
	err     error // the current puzzle's error, or what stopped the scan
	puzzle  Puzzle
	started bool // the value-per-line check is done
	seen    bool // a line that is not empty or a comment was seen
	done    bool
}

// NewScanner returns a Scanner reading from r; name (such as the file's
// name) starts its error messages.
func NewScanner(r io.Reader, name string, opt Options) *Scanner {
	z, err := opt.sizing()
	return &Scanner{src: newLineSource(r), name: name, z: z, err: err, done: err != nil}
}

// Scan reads the next puzzle, for Puzzle and Err. It returns false at the end
// of the input, or when an I/O error stops it.
func (s *Scanner) Scan() bool {
	if !s.scan() {
		return false
	}
	if s.Layouts {
		s.layout()
	}
	return true
}

// scan is Scan without the layout line.
func (s *Scanner) scan() bool {
	if s.done {
		return false
	}
	s.puzzle, s.err = Puzzle{}, nil
	if !s.started {
		s.started = true
		if cells, n, ok := s.valuePerLine(); ok {
			p, err := readValuePerLine(cells, n, s.z)
			s.set(p, cells[0].num, err)
			return true
		}
	}
	for {
		l, ok := s.src.next()
		switch {
		case !ok:
			return s.stop(s.src.err)
		case l.tooLong:
			s.set(Puzzle{}, l.num, tooLongError(l))
			return true
		case isBlankLine(l.text) || isComment(l.text) || isRule(l.text, 0) && !s.isBlankPuzzle(l.text):
			continue
		case !s.seen && isCSVHeader(l.text):
			s.seen = true
			continue
		}
		s.seen = true
		if p, ok := s.plainOneLiner(l); ok {
			s.set(p, l.num, nil)
			return true
		}
		p, err := parseBlock(s.block(l), s.z)
		s.set(p, l.num, err)
		return true
	}
}

// layout reads the current puzzle's layout line into its Regions, or
// passes over it when the puzzle could not be read. A layout that cannot
// be read, or none before the end of the input, is the puzzle's error
// (in the place of a clash of its givens). A line that reads as the next
// puzzle rather than a layout is left for the next Scan: one line missing
// costs one puzzle, not two.
func (s *Scanner) layout() {
	for {
		l, ok := s.src.peek(0)
		switch {
		case !ok:
			if s.puzzle.Grid.Cells != nil && s.src.err == nil {
				s.set(Puzzle{}, s.puzzle.Line, errMissingLayout)
			}
			return
		case !l.tooLong && (isBlankLine(l.text) || isComment(l.text)):
			s.src.drop(1)
			continue
		case s.puzzle.Grid.Cells == nil: // no puzzle read: pass over its layout
			if l.tooLong || !s.isPuzzleLine(l, 0) {
				s.src.drop(1)
			}
			return
		case l.tooLong:
			s.src.drop(1)
			s.set(Puzzle{}, s.puzzle.Line, tooLongError(l))
			return
		}
		n := s.puzzle.Grid.N()
		rs, err := sudoku.ParseRegions(l.text, n, l.num)
		switch {
		case err == nil:
			s.src.drop(1)
			s.puzzle.Regions = rs
		case s.isPuzzleLine(l, n):
			s.set(Puzzle{}, s.puzzle.Line, errMissingLayout)
		default:
			s.src.drop(1)
			s.set(Puzzle{}, s.puzzle.Line, regionParseError(err.(*sudoku.RegionError), l.num))
		}
		return
	}
}

// errMissingLayout is the error of a jigsaw puzzle with no layout line
// after it.
var errMissingLayout = errors.New("jigsaw puzzle without its layout line after it")

// isPuzzleLine reports whether line l, where a layout line of side n is due
// (0: any side), is rather a puzzle: a one-line puzzle of that side with a
// blank that no layout holds (. _ *, which are no labels; a 0 may be one).
func (s *Scanner) isPuzzleLine(l textLine, n int) bool {
	if !strings.ContainsAny(l.text, "._*") {
		return false
	}
	p, err := parseBlock([]textLine{l}, s.z)
	g := p.Grid
	return (err == nil || isClash(err)) && g.Cells != nil && (n == 0 || g.N() == n)
}

// Pending reports whether input already read waits to be scanned. When it
// does not, the next Scan reads from the input, and may wait for it: a
// batch solver hands on the puzzles it holds first.
func (s *Scanner) Pending() bool { return s.src.pending() > 0 || s.src.r.Buffered() > 0 }

// Puzzle returns the puzzle Scan read. When Err is not nil, only Line is
// set, but for givens that clash (errors.As finds a *sudoku.ConflictError): their
// grid comes back as read, as from Parse, for a variant's rules to judge.
func (s *Scanner) Puzzle() Puzzle { return s.puzzle }

// Err returns, while Scan returns true, the current puzzle's error (a
// *ParseError) or nil; after Scan returns false, the error that stopped the
// scan, or nil at the end of the input.
func (s *Scanner) Err() error { return s.err }

// set makes p, starting on line, the current puzzle, or err its error.
// The grid of givens that clash stays, as Parse returns it.
func (s *Scanner) set(p Puzzle, line int, err error) {
	p.Line = line
	if err != nil {
		pe, ok := err.(*ParseError)
		if !ok {
			pe = &ParseError{Line: line, Msg: err.Error(), Err: err}
		}
		pe.File = s.name
		if !isClash(pe) {
			p = Puzzle{Line: line}
		}
		err = pe
	}
	s.puzzle, s.err = p, err
}

// isClash reports whether err is givens that break a rule of classic
// sudoku (a *sudoku.ConflictError), which another variant's rules may allow.
func isClash(err error) bool {
	var ce *sudoku.ConflictError
	return errors.As(err, &ce)
}

// stop ends the scan because of the I/O error err (nil at the end of the
// input).
func (s *Scanner) stop(err error) bool {
	s.done = true
	s.puzzle, s.err = Puzzle{}, nil
	if err != nil {
		name := s.name
		if name == "" {
			name = "input"
		}
		s.err = fmt.Errorf("reading %s: %w", name, err)
	}
	return false
}

// valuePerLine reports whether the whole input is one value-per-line puzzle
// and, if so, takes its lines and returns those of its cells and its side.
func (s *Scanner) valuePerLine() ([]textLine, int, bool) {
	if s.Layouts {
		return nil, 0, false
	}
	var lines []textLine
	for i := 0; ; i++ {
		l, ok := s.src.peek(i)
		if !ok {
			break
		}
		if ok, _ := valueLine(l); !ok && !isComment(l.text) || i == 2*maxValueLines {
			return nil, 0, false
		}
		lines = append(lines, l)
	}
	cells, n, ok := valuePerLineCells(lines, s.z.side)
	if !ok || s.src.err != nil {
		return nil, 0, false
	}
	s.src.drop(len(lines))
	return cells, n, true
}

// block returns the lines of the puzzle that starts with first: first alone
// for a one-line puzzle, else the lines of a multi-line grid.
func (s *Scanner) block(first textLine) []textLine {
	if s.isOneLiner(first) {
		return []textLine{first}
	}
	return s.gridBlock(first)
}

// plainOneLiner reads l the short way when it can only be a one-line puzzle
// (it is longer than any grid's row) and is made of cells alone, with no
// value out of range and no clash, as the lines of a batch file are: it
// reads as the general way would read it, without the tests that tell
// what kind of line it is and the allocations they make. ok is false for
// any other line, which Scan then reads the general way.
func (s *Scanner) plainOneLiner(l textLine) (Puzzle, bool) {
	if len(l.text) <= sudoku.MaxSize {
		return Puzzle{}, false
	}
	g, blank, ok := readPlainLine(l.text, s.z)
	if !ok {
		return Puzzle{}, false
	}
	return Puzzle{Grid: g, Style: Style{Layout: OneLine, Blank: blank}}, true
}

// oneToken returns the token of a line that holds one and no separators.
func oneToken(text string) (string, bool) {
	fields := splitFields(text, true)
	if len(fields) != 1 || strings.ContainsAny(text, "|+") {
		return "", false
	}
	return fields[0].s, true
}

// isOneLiner reports whether a line that may start a puzzle is a one-line
// puzzle (see Scanner for the rule).
func (s *Scanner) isOneLiner(l textLine) bool {
	if strings.Contains(l.text, ",") {
		return true
	}
	tok, ok := oneToken(l.text)
	if !ok {
		return false
	}
	k := len(tok)
	m, square := squareRoot(k)
	switch {
	case s.z.side > 0:
		return k > s.z.side
	case k > sudoku.MaxSize || k == 1: // too long for a row, or the same either way
		return true
	case !square || usesValueAbove(tok, m): // cannot be an m x m puzzle
		return false
	}
	return !s.beginsGrid(l, k, m)
}

// isBlankPuzzle reports whether a line of dashes alone, which reads as a
// rule line, is an empty one-line puzzle instead: one dash for each cell of
// an n x n grid, n being the side the options give, else 9 or more (shorter
// lines of dashes are more often rules).
func (s *Scanner) isBlankPuzzle(text string) bool {
	t := strings.TrimSpace(text)
	if strings.Trim(t, "-") != "" {
		return false
	}
	if s.z.side > 0 {
		return len(t) == s.z.side*s.z.side
	}
	n, square := squareRoot(len(t))
	return square && n >= 9
}

// squareRoot returns m and true when k = m*m.
func squareRoot(k int) (int, bool) {
	m := intSqrt(k)
	return m, m*m == k
}

// looksOneLine reports whether a line that does not fit in a grid could be a
// one-line puzzle of its own.
func looksOneLine(text string) bool {
	if strings.Contains(text, ",") {
		return true
	}
	tok, ok := oneToken(text)
	_, square := squareRoot(len(tok))
	return ok && square
}

// usesValueAbove reports whether the characters of tok hold a value above m.
func usesValueAbove(tok string, m int) bool {
	for i := 0; i < len(tok); i++ {
		if v, ok := charValue(tok[i]); ok && v > m {
			return true
		}
	}
	return false
}

// beginsGrid reports whether first, a token of k = m*m cells, and the lines
// after it make a complete k x k grid that uses a value above m, which an
// m x m puzzle cannot hold. Givens that break a rule still make a grid,
// whose error names them, unless one more row follows: then the rows after
// first may be the grid, and first a puzzle of its own.
func (s *Scanner) beginsGrid(first textLine, k, m int) bool {
	rows := []textLine{first}
	above := false
	i := 0
	for ; len(rows) < k; i++ {
		l, ok := s.src.peek(i)
		if !ok || l.tooLong || isBlankLine(l.text) || i == maxBlockLines {
			return false
		}
		if !isComment(l.text) && !isRule(l.text, k) {
			rows = append(rows, l)
			above = above || usesValueAbove(l.text, m)
		}
	}
	if !above { // the usual case, checked before the costly one
		return false
	}
	_, err := readGrid(rows, s.z)
	var clash *sudoku.ConflictError
	if err == nil || !errors.As(err, &clash) {
		return err == nil
	}
	for ; i < maxBlockLines; i++ {
		l, ok := s.src.peek(i)
		if !ok || l.tooLong || isBlankLine(l.text) {
			return true
		}
		if !isComment(l.text) && !isRule(l.text, k) {
			return false
		}
	}
	return true
}

// gridBlock collects a multi-line grid that starts with first (see Scanner
// for where it ends). A row of the wrong width counts as a row, for
// parseBlock to report.
func (s *Scanner) gridBlock(first textLine) []textLine {
	block := []textLine{first}
	gr := gridReader{side: s.z.side}
	if err := gr.add(first); err != nil {
		if gr.side == 0 {
			return block
		}
		gr.rows++
	}
	_, firstIsToken := oneToken(first.text)
	for !gr.complete() && len(block) < maxBlockLines {
		l, ok := s.src.peek(0)
		if !ok || l.tooLong || isBlankLine(l.text) {
			break
		}
		if !isComment(l.text) {
			if err := gr.add(l); err != nil {
				if looksOneLine(l.text) || firstIsToken && len(block) == 1 {
					break
				}
				gr.rows++
			}
			block = append(block, l)
		}
		s.src.next()
	}
	return block
}

// lineSource reads lines, with lookahead.
type lineSource struct {
	r     *bufio.Reader
	num   int        // lines read from r
	ahead []textLine // lines read, those from taken on not taken yet
	taken int
	err   error // the I/O error that ended the input, if any
	eof   bool
}

func newLineSource(r io.Reader) *lineSource {
	return &lineSource{r: bufio.NewReaderSize(r, maxLineBytes+2)}
}

// peek returns the i-th line not yet taken, from 0; false past the end.
func (s *lineSource) peek(i int) (textLine, bool) {
	for len(s.ahead)-s.taken <= i {
		l, ok := s.read()
		if !ok {
			return textLine{}, false
		}
		s.ahead = append(s.ahead, l)
	}
	return s.ahead[s.taken+i], true
}

// pending is how many lines were read and not taken.
func (s *lineSource) pending() int { return len(s.ahead) - s.taken }

// next takes the next line; false at the end.
func (s *lineSource) next() (textLine, bool) {
	l, ok := s.peek(0)
	if ok {
		s.drop(1)
	}
	return l, ok
}

// drop takes k lines that have been peeked. Once every line read is
// taken, the next peek reads into the array from its start again, rather
// than allocating one a line.
func (s *lineSource) drop(k int) {
	if s.taken += k; s.taken == len(s.ahead) {
		s.ahead, s.taken = s.ahead[:0], 0
	}
}

// read reads one line from r.
func (s *lineSource) read() (textLine, bool) {
	if s.eof {
		return textLine{}, false
	}
	l := textLine{num: s.num + 1}
	data, err := s.r.ReadSlice('\n')
	for errors.Is(err, bufio.ErrBufferFull) {
		l.tooLong = true
		data, err = s.r.ReadSlice('\n')
	}
	if err != nil {
		s.eof = true
		if err != io.EOF {
			s.err = err
			return textLine{}, false
		}
		if len(data) == 0 && !l.tooLong {
			return textLine{}, false
		}
	}
	s.num++
	if !l.tooLong {
		text := strings.TrimSuffix(strings.TrimSuffix(string(data), "\n"), "\r")
		if l.num == 1 {
			text = strings.TrimPrefix(text, "\uFEFF")
		}
		l.text = text
	}
	return l, true
}

// ReadGrids reads every puzzle of r with a Scanner and returns their grids.
// Unlike a batch solver, it stops at the first bad puzzle or read error:
// it is for data sets that must be whole, such as benchmarks.
func ReadGrids(r io.Reader, name string, opt Options) ([]sudoku.Grid, error) {
	var out []sudoku.Grid
	sc := NewScanner(r, name, opt)
	for sc.Scan() {
		if err := sc.Err(); err != nil {
			return nil, err
		}
		out = append(out, sc.Puzzle().Grid)
	}
	return out, sc.Err()
}

// regionParseError is e as a *ParseError, placed at e's line and column (line
// when e names none), for a reader of puzzles to name its file: "jigsaw
// layout (r2c5): region C has 8 cells, want 9".
func regionParseError(e *sudoku.RegionError, line int) *ParseError {
	msg := "jigsaw layout"
	if e.Cell != "" {
		msg += " (" + e.Cell + ")"
	}
	return &ParseError{Line: cmp.Or(e.Line, line), Col: e.Col, Msg: msg + ": " + e.Msg, Err: e}
}
