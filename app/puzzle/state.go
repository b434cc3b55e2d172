package puzzle

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"xcover/app/words"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// MaxLinkStep is the furthest step a link replays when the page opens: a
// few hundred milliseconds of search, so that no link freezes the page.
const MaxLinkStep = 1 << 16

// methodNames lists the methods as a link names them: "dlx, backtrack, ...".
func methodNames() string {
	names := make([]string, len(solve.Methods))
	for i, m := range solve.Methods {
		names[i] = m.String()
	}
	return strings.Join(names, ", ")
}

// Seeker is a player that a link's step is replayed on: Player or
// MethodPlayer.
type Seeker interface {
	Pos() int
	Seek(k int)
}

// SeekLink moves pl to a link's step, at most MaxLinkStep, and returns what
// to tell when the step shown is not the link's (see LinkStepNote).
func SeekLink(pl Seeker, step int) string {
	pl.Seek(min(step, MaxLinkStep))
	return LinkStepNote("step", step, pl.Pos())
}

// LinkStepNote says why a page that was to show a link's step, counted in
// units ("step", "event"), shows position pos instead: the step was
// further than a link replays (MaxLinkStep), or past the end of the
// search. It is "" when pos is the link's step.
func LinkStepNote(unit string, step, pos int) string {
	want := min(step, MaxLinkStep)
	asked, shown := words.Count(int64(step)), words.Count(int64(pos))
	switch {
	case pos < want:
		return fmt.Sprintf("The link's %s %s is past the end of the search: here is its last %s, %s.", unit, asked, unit, shown)
	case want < step:
		return fmt.Sprintf("The link's %s %s is further than a link replays: here is %s %s.", unit, asked, unit, shown)
	}
	return ""
}

// ParseLinkStep reads a link's step, a count of units ("step", "event");
// "" is 0.
func ParseLinkStep(unit, text string) (int, error) {
	if text == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(text)
	if err != nil || n < 0 {
		return 0, &format.ParseError{Msg: "The link's " + unit + " " + strconv.Quote(text) + " is not a count of " + unit + "s"}
	}
	return n, nil
}

// encodeGrid writes a grid on one line, for a URL: one character per cell
// (blank '.') when the values fit, numbers separated by spaces otherwise.
func encodeGrid(g sudoku.Grid) string {
	return strings.Join(strings.Fields(format.Format(g, format.Style{Layout: format.OneLine, Blank: '.'})), " ")
}

// State is what a page keeps in its URL: the puzzle, the step, the rules
// and, on the methods page, the method.
type State struct {
	Puzzle sudoku.Grid
	Step   int
	Method solve.Method
	// Variant is the rules: classic sudoku (the zero value), or extra
	// rules; a jigsaw's Regions are its layout.
	Variant sudoku.Variant
}

// Query writes the state as a URL query: p (the puzzle), b (the box shape,
// when it is not the usual one for its size), s (the step, when not 0), m
// (the method, when not dlx), variant (the rules, when not classic, as
// sudoku.ParseVariant reads them: "x+anti-knight") and regions (a jigsaw's
// layout, n*n labels on one line).
func (s State) Query() string {
	v := url.Values{}
	v.Set("p", encodeGrid(s.Puzzle))
	if usual, _ := sudoku.ShapeFor(s.Puzzle.N()); usual != s.Puzzle.Shape {
		v.Set("b", strconv.Itoa(s.Puzzle.BoxRows)+"x"+strconv.Itoa(s.Puzzle.BoxCols))
	}
	if s.Step > 0 {
		v.Set("s", strconv.Itoa(s.Step))
	}
	if s.Method != solve.DLX {
		v.Set("m", s.Method.String())
	}
	if !s.Variant.Classic() {
		v.Set("variant", s.Variant.String())
	}
	if s.Variant.Jigsaw && s.Variant.Regions != nil {
		v.Set("regions", s.Variant.Regions.Line())
	}
	return v.Encode()
}

// ParseState reads a state back from a URL query. ok is false when the
// query holds no puzzle; err says what is wrong with one that does, in a
// sentence that names the part of the link at fault. A link without a
// variant is classic sudoku; one with regions is a jigsaw. When the
// regions cannot be read, s holds the rest of the link and err is a
// *LayoutError with the regions' text, so that a page can show the puzzle
// with the layout to fix.
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
	var opt format.Options
	if b := v.Get("b"); b != "" {
		r, c, found := strings.Cut(b, "x")
		rows, err1 := strconv.Atoi(r)
		cols, err2 := strconv.Atoi(c)
		if !found || err1 != nil || err2 != nil {
			return s, true, &format.ParseError{Msg: "The link's box shape " + strconv.Quote(b) + " is not ROWSxCOLS"}
		}
		opt.Shape = sudoku.Shape{BoxRows: rows, BoxCols: cols}
	}
	g, err := ReadPuzzle("The puzzle", text, opt)
	if err != nil {
		return s, true, fmt.Errorf("The link's puzzle: %w", err)
	}
	s.Puzzle = g
	if s.Step, err = ParseLinkStep("step", v.Get("s")); err != nil {
		return s, true, err
	}
	if m := v.Get("m"); m != "" {
		if s.Method, err = solve.ParseMethod(m); err != nil {
			return s, true, &format.ParseError{Msg: "The link's method " + strconv.Quote(m) + " is none of " + methodNames()}
		}
	}
	return s, true, s.readVariant(v.Get("variant"), v.Get("regions"))
}

// readVariant reads the link's variant and a jigsaw's regions into s,
// whose puzzle is read.
func (s *State) readVariant(name, regions string) error {
	var err error
	if s.Variant, err = sudoku.ParseVariant(name); err != nil {
		return &format.ParseError{Msg: "The link's variant " + strconv.Quote(name) + " is none of classic, " + strings.Join(sudoku.VariantNames(), ", ") + ", or several joined by +"}
	}
	if err := s.Variant.Fits(s.Puzzle.Shape); err != nil {
		return &format.ParseError{Msg: "The link's variant " + s.Variant.String() + " cannot be played on this grid: " + err.Error()}
	}
	if regions == "" {
		if s.Variant.Jigsaw {
			return &LayoutError{Msg: "The link's jigsaw has no layout: give its regions, one label per cell"}
		}
		return nil
	}
	s.Variant.Jigsaw = true
	s.Variant.Regions, err = ReadLayout("The link's jigsaw layout", regions, s.Puzzle.N())
	return err
}
