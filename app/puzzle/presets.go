package puzzle

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"xcover/app/words"
	"xcover/sudoku"
)

// Preset is a puzzle the page offers with one click.
type Preset struct {
	Name   string
	Puzzle string // in any format sudoku.Parse reads
}

// Presets are the page's sample puzzles.
var Presets = []Preset{
	{"Easy", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"},
	{"17 clues", "000000010400000000020000000000050407008000300001090000300400200050100000000806000"},
	{"Forum hardest", "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"},
	{"Empty", strings.Repeat(".", 81)},
	{"Unsolvable", "12345678........9" + strings.Repeat(".", 64)},
	{"Several solutions", "8.........95.......76.........426798...571243...893165......916....3.487....1.532"},
	{"6x6", "1.....\n..2.3.\n.3....\n....4.\n.5.6..\n.....2"},
	{"16x16", "1...............\n" + strings.Repeat("................\n", 15)},
}

// Sizes are the grid shapes of the size selector.
var Sizes = []sudoku.Shape{
	{BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, {BoxRows: 3, BoxCols: 3},
	{BoxRows: 3, BoxCols: 4}, {BoxRows: 4, BoxCols: 4}, {BoxRows: 5, BoxCols: 5},
}

// MaxInput is the longest text the page reads as a puzzle, pasted or in a
// link, in bytes: far more than the largest grid (64x64) takes in any
// layout, and little enough to parse at once.
const MaxInput = 256 << 10

// inputTooLong reports text longer than MaxInput, naming where it came
// from, or returns nil.
func InputTooLong(what string, text string) error {
	if len(text) <= MaxInput {
		return nil
	}
	return &sudoku.ParseError{Msg: fmt.Sprintf("%s is %d bytes long; a puzzle takes at most %d KiB", what, len(text), MaxInput>>10)}
}

// MaxSide is the largest grid side the page takes, the largest of Sizes:
// its matrix is drawn one pixel per cell, and a 36x36 grid's (46,656
// options x 5,184 items) would not fit the browser's canvas or memory. The
// command line solves grids up to sudoku.MaxSize.
var MaxSide = Sizes[len(Sizes)-1].N()

// MaxLinkStep is the furthest step a link replays when the page opens: a
// few hundred milliseconds of search, so that no link freezes the page.
const MaxLinkStep = 1 << 16

// methodNames lists the methods as a link names them: "dlx, backtrack, ...".
func methodNames() string {
	names := make([]string, len(sudoku.Methods))
	for i, m := range sudoku.Methods {
		names[i] = m.String()
	}
	return strings.Join(names, ", ")
}

// readPuzzle reads a puzzle as the pages take it: what (where it comes
// from, "the text" or "the link") at most MaxInput bytes long, in any
// format sudoku.Parse reads, no bigger than MaxSide. A grid whose givens
// clash is read as it is, without an error: a page shows it with the
// clash marked, as when the clash is typed, whether it was pasted or
// linked.
func ReadPuzzle(what, text string, opt sudoku.Options) (sudoku.Grid, error) {
	if err := InputTooLong(what, text); err != nil {
		return sudoku.Grid{}, err
	}
	g, _, err := sudoku.Parse(text, opt)
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
		return &sudoku.ParseError{Msg: fmt.Sprintf("a %dx%d grid is more than the page can show (up to %dx%d); solve it with the command line, xcover solve", n, n, MaxSide, MaxSide)}
	}
	return nil
}

// seeker is a player that a link's step is replayed on: Player or
// MethodPlayer.
type Seeker interface {
	Pos() int
	Seek(k int)
}

// seekLink moves pl to a link's step, at most MaxLinkStep, and returns what
// to tell when the step shown is not the link's: it was further than a
// link replays, or past the end of the search ("" when it is shown).
func SeekLink(pl Seeker, step int) string {
	want := min(step, MaxLinkStep)
	pl.Seek(want)
	asked, shown := words.Count(int64(step)), words.Count(int64(pl.Pos()))
	switch {
	case pl.Pos() < want:
		return fmt.Sprintf("The link's step %s is past the end of the search: here is its last step, %s.", asked, shown)
	case want < step:
		return fmt.Sprintf("The link's step %s is further than a link replays: here is step %s.", asked, shown)
	}
	return ""
}

// encodeGrid writes a grid on one line, for a URL: one character per cell
// (blank '.') when the values fit, numbers separated by spaces otherwise.
func encodeGrid(g sudoku.Grid) string {
	return strings.Join(strings.Fields(sudoku.Format(g, sudoku.Style{Layout: sudoku.OneLine, Blank: '.'})), " ")
}

// State is what a page keeps in its URL: the puzzle, the step and, on the
// methods page, the method.
type State struct {
	Puzzle sudoku.Grid
	Step   int
	Method sudoku.Method
}

// Query writes the state as a URL query: p (the puzzle), b (the box shape,
// when it is not the usual one for its size), s (the step, when not 0) and
// m (the method, when not dlx).
func (s State) Query() string {
	v := url.Values{}
	v.Set("p", encodeGrid(s.Puzzle))
	if usual, _ := sudoku.ShapeFor(s.Puzzle.N()); usual != s.Puzzle.Shape {
		v.Set("b", strconv.Itoa(s.Puzzle.BoxRows)+"x"+strconv.Itoa(s.Puzzle.BoxCols))
	}
	if s.Step > 0 {
		v.Set("s", strconv.Itoa(s.Step))
	}
	if s.Method != sudoku.DLX {
		v.Set("m", s.Method.String())
	}
	return v.Encode()
}

// ParseState reads a state back from a URL query. ok is false when the
// query holds no puzzle; err says what is wrong with one that does, in a
// sentence that names the part of the link at fault.
func ParseState(query string) (s State, ok bool, err error) {
	if err := InputTooLong("The link", query); err != nil {
		return s, true, err
	}
	v, err := url.ParseQuery(query)
	if err != nil {
		return s, false, err
	}
	text := v.Get("p")
	if text == "" {
		return s, false, nil
	}
	var opt sudoku.Options
	if b := v.Get("b"); b != "" {
		r, c, found := strings.Cut(b, "x")
		rows, err1 := strconv.Atoi(r)
		cols, err2 := strconv.Atoi(c)
		if !found || err1 != nil || err2 != nil {
			return s, true, &sudoku.ParseError{Msg: "The link's box shape " + strconv.Quote(b) + " is not ROWSxCOLS"}
		}
		opt.Shape = sudoku.Shape{BoxRows: rows, BoxCols: cols}
	}
	g, err := ReadPuzzle("the link", text, opt)
	if err != nil {
		return s, true, fmt.Errorf("The link's puzzle: %w", err)
	}
	s.Puzzle = g
	if step := v.Get("s"); step != "" {
		n, err := strconv.Atoi(step)
		if err != nil || n < 0 {
			return s, true, &sudoku.ParseError{Msg: "The link's step " + strconv.Quote(step) + " is not a count of steps"}
		}
		s.Step = n
	}
	if m := v.Get("m"); m != "" {
		if s.Method, err = sudoku.ParseMethod(m); err != nil {
			return s, true, &sudoku.ParseError{Msg: "The link's method " + strconv.Quote(m) + " is none of " + methodNames()}
		}
	}
	return s, true, nil
}

// located words where a reading mistake is, "line 1, column 2: ...",
// instead of the command line's "1:2: ...". Other errors come back as
// they are.
func located(err error) error {
	var pe *sudoku.ParseError
	if !errors.As(err, &pe) || pe.Line == 0 {
		return err
	}
	where := "line " + strconv.Itoa(pe.Line)
	if pe.Col > 0 {
		where += ", column " + strconv.Itoa(pe.Col)
	}
	return &sudoku.ParseError{Msg: where + ": " + pe.Msg, Err: pe.Err}
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

// clashCells returns the two cells of a clash between givens (see
// Conflict), or nil when err is none.
func ClashCells(err error, n int) []int {
	if a, b, ok := Conflict(err, n); ok {
		return []int{a, b}
	}
	return nil
}
