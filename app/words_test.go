package app

import (
	"strings"
	"testing"

	"xcover/app/ui"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
	"xcover/sudoku"
)

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
		{page.Narration(), "Ready: 1 given to place first, then Algorithm X branches on the item with the fewest options."},
		{ui.StackTitle(1), "Partial solution (after 1 given)"},
		{methods.Narration(), "Ready: Most-constrained cell with singles and tuples on a puzzle with 1 given. Step or play."},
		{matrix.Narration(), "Ready: 1 option over 1 item (1 primary). Algorithm X branches on the item with the fewest options."},
		{describeStep(sudoku.Step{Kind: sudoku.StepDone, Stop: dlx.Exhausted, Count: 1}, 9), "done: exhausted, 1 solution"},
		{outcomeText(sudoku.Outcome{Stop: dlx.Exhausted, Solutions: 1234}), "1,234 solutions"},
		{ui.Position("event", fixedTimeline{73370, 73370, false}), "event 73,370 of 73,370+"},
		{ui.Position("step", fixedTimeline{5, 1234, true}), "step 5 of 1,234"},
	} {
		assert.Equal(t, tc.want, tc.got)
	}
}
