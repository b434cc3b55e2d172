package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// fixedTimeline is a timeline at a given place.
type fixedTimeline struct {
	pos, known int
	finished   bool
}

func (f fixedTimeline) Pos() int       { return f.pos }
func (f fixedTimeline) Known() int     { return f.known }
func (f fixedTimeline) Finished() bool { return f.finished }

// TestWordsCountRight checks the texts of the shared controls that count
// things: one thing is singular, and big counts are grouped.
func TestWordsCountRight(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{StackTitle(1), "Partial solution (after 1 given)"},
		{Position("event", fixedTimeline{73370, 73370, false}), "event 73,370 of 73,370+"},
		{Position("step", fixedTimeline{5, 1234, true}), "step 5 of 1,234"},
	} {
		assert.Equal(t, tc.want, tc.got)
	}
}

// TestMarksText checks the pencil marks are laid out in a square, each
// value in its place.
func TestMarksText(t *testing.T) {
	assert.Equal(t, "1   3\n     \n7   9", MarksText([]int{1, 3, 7, 9}, 9))
	assert.Equal(t, "1 2\n3 4", MarksText([]int{1, 2, 3, 4}, 4))
	assert.Equal(t, "       \n       \n  A    \n      G", MarksText([]int{10, 16}, 16))
}
