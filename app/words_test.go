package app

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
	"xcover/sudoku"
)

func TestFormatDuration(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{0, "<1 ms"},
		{999 * time.Microsecond, "<1 ms"},
		{time.Millisecond, "1.00 ms"},
		{3300 * time.Microsecond, "3.30 ms"},
		{99960 * time.Microsecond, "100 ms"},
		{123456 * time.Microsecond, "123 ms"},
		{999600 * time.Microsecond, "1.00 s"},
		{2799590 * time.Microsecond, "2.80 s"},
		{14816302 * time.Microsecond, "14.8 s"},
		{200 * time.Second, "200 s"},
	} {
		assert.Equal(t, tc.want, formatDuration(tc.d), "%v", tc.d)
	}
}

// fixedTimeline is a timeline at a given place.
type fixedTimeline struct {
	pos, known int
	finished   bool
}

func (f fixedTimeline) Pos() int       { return f.pos }
func (f fixedTimeline) Known() int     { return f.known }
func (f fixedTimeline) Finished() bool { return f.finished }

// TestWordsCountRight checks the texts that count things: one thing is
// singular, and big counts are grouped as the counters group them.
func TestWordsCountRight(t *testing.T) {
	one := strings.Repeat(".", 80) + "1"
	page := &Page{}
	page.OnInit()
	require.True(t, page.loadText(one, sudoku.Options{}))
	methods := &MethodsPage{}
	methods.OnInit()
	require.True(t, methods.load(one))
	matrix := &MatrixPage{}
	matrix.OnInit()
	require.True(t, matrix.loadText("a\na\n"))
	for _, tc := range []struct{ got, want string }{
		{plural(1, "option"), "1 option"},
		{plural(0, "option"), "0 options"},
		{plural(1234, "node"), "1,234 nodes"},
		{page.narration(), "Ready: 1 given to place first, then Algorithm X branches on the item with the fewest options."},
		{stackTitle(1), "Partial solution (after 1 given)"},
		{methods.narration(), "Ready: Most-constrained cell with singles and tuples on a puzzle with 1 given. Step or play."},
		{matrix.narration(), "Ready: 1 option over 1 item (1 primary). Algorithm X branches on the item with the fewest options."},
		{describeStep(sudoku.Step{Kind: sudoku.StepDone, Stop: dlx.Exhausted, Count: 1}, 9), "done: exhausted, 1 solution"},
		{outcomeText(sudoku.Outcome{Stop: dlx.Exhausted, Solutions: 1234}), "1,234 solutions"},
		{position("event", fixedTimeline{73370, 73370, false}), "event 73,370 of 73,370+"},
		{position("step", fixedTimeline{5, 1234, true}), "step 5 of 1,234"},
	} {
		assert.Equal(t, tc.want, tc.got)
	}
}

// TestInputMistakesSayWhere checks that the pages name a mistake's place
// in words, and a link's mistake by the part of the link at fault.
func TestInputMistakesSayWhere(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"12345", "line 1: line has 5 cells; a one-line puzzle needs n*n cells"},
		{"5 3 . x", "line 1, column 1: value 5 at r1c1 is out of range 1..2"},
		{Presets[0].Puzzle + "\n12", "line 2: more text after the one-line puzzle on line 1"},
	} {
		_, err := readPuzzle("the text", tc.text, sudoku.Options{})
		require.Error(t, err)
		assert.True(t, strings.HasPrefix(err.Error(), tc.want), "%q: %v", tc.text, err)
	}
	easy := "p=" + Presets[0].Puzzle
	for _, tc := range []struct{ query, want string }{
		{"p=12345", "The link's puzzle: line 1: line has 5 cells"},
		{easy + "&m=bogus", `The link's method "bogus" is none of dlx, backtrack, candidates, logic, rules`},
		{easy + "&b=3y3", `The link's box shape "3y3" is not ROWSxCOLS`},
		{easy + "&s=x", `The link's step "x" is not a count of steps`},
	} {
		_, ok, err := ParseState(tc.query)
		assert.True(t, ok)
		require.Error(t, err)
		assert.True(t, strings.HasPrefix(err.Error(), tc.want), "%q: %v", tc.query, err)
	}
}
