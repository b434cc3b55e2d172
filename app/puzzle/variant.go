package puzzle

import (
	"errors"
	"fmt"
	"strings"

	"xcover/sudoku"
	"xcover/sudoku/format"
)

// LayoutError is a jigsaw layout the page cannot read: the message names
// the place at fault, and Text is what was given, for the page to show
// back so that it can be fixed.
type LayoutError struct {
	Text string
	Msg  string
}

// Error is the message, one line.
func (e *LayoutError) Error() string { return e.Msg }

// ReadLayout reads a jigsaw layout of side n as the pages take it (see
// sudoku.ParseRegions). what says where the text comes from, as a
// sentence starts: "The jigsaw layout", "The link's jigsaw layout". The
// error is a *LayoutError that names the line (when the text has several),
// the column and the cell at fault, such as "The jigsaw layout: line 2,
// column 5 (r2c5): region 3 has 8 cells, want 9".
func ReadLayout(what, text string, n int) (sudoku.Regions, error) {
	if err := InputTooLong(what, text); err != nil {
		return nil, &LayoutError{Text: text, Msg: err.Error()}
	}
	rs, err := sudoku.ParseRegions(text, n, 1)
	if err == nil {
		return rs, nil
	}
	var re *sudoku.RegionError
	if !errors.As(err, &re) {
		return nil, &LayoutError{Text: text, Msg: what + ": " + err.Error()}
	}
	var where []string
	if re.Line > 0 && strings.Contains(strings.TrimSpace(text), "\n") {
		where = append(where, fmt.Sprintf("line %d", re.Line))
	}
	if re.Col > 0 {
		where = append(where, fmt.Sprintf("column %d", re.Col))
	}
	place := strings.Join(where, ", ")
	if re.Cell != "" {
		place = strings.TrimSpace(place + " (" + re.Cell + ")")
	}
	if place != "" {
		place += ": "
	}
	return nil, &LayoutError{Text: text, Msg: what + ": " + place + re.Msg}
}

// BoxLayout writes the boxes of shape s as a jigsaw layout, n lines of
// labels: the layout a jigsaw starts from, to be reshaped.
func BoxLayout(s sudoku.Shape) string {
	return sudoku.BoxRegions(s).String()
}

// SplitLayout splits a pasted jigsaw into its puzzle and its layout, as
// the command line reads them: a one-line puzzle of n*n cells, then its
// layout of n*n labels on the following line or lines. ok is false when
// text is not laid out so (the puzzle is then read as it is).
func SplitLayout(text string) (grid, layout string, ok bool) {
	text = strings.TrimLeft(text, " \t\r\n")
	first, rest, found := strings.Cut(text, "\n")
	if !found {
		return "", "", false
	}
	g, err := ReadPuzzle("The puzzle", first, format.Options{})
	if err != nil {
		return "", "", false
	}
	n := g.N()
	labels := strings.Map(func(r rune) rune {
		if strings.ContainsRune(" \t\r\n|-+", r) {
			return -1
		}
		return r
	}, rest)
	if len(labels) != n*n {
		return "", "", false
	}
	return first, rest, true
}

// ruleTitles name each rule of sudoku.VariantNames for people.
var ruleTitles = map[string]string{
	"x": "X-sudoku", "windoku": "windoku", "anti-knight": "anti-knight", "anti-king": "anti-king", "jigsaw": "jigsaw",
}

// Title names the rules for people: "classic sudoku", "X-sudoku",
// "X-sudoku + anti-knight".
func Title(v sudoku.Variant) string {
	if v.Classic() {
		return "classic sudoku"
	}
	parts := strings.Split(v.String(), "+")
	for i, p := range parts {
		parts[i] = ruleTitles[p]
	}
	return strings.Join(parts, " + ")
}
