package ui

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestFrameShareAdapts plays frames at a machine's pace: on time they keep
// all of the budget; late ones cut it, down to the least share; on time
// again they give it back bit by bit; a pause says nothing.
func TestFrameShareAdapts(t *testing.T) {
	s := newFrameShare()
	now := 1000.0
	frames := func(n int, gap float64) {
		for range n {
			now += gap
			s.frame(now)
		}
	}
	frames(10, frameTime)
	assert.Equal(t, SolveBudget, s.budget(SolveBudget), "on time: the whole budget")

	frames(3, 3*frameTime)
	assert.InDelta(t, 2.0/3*2/3*2/3, s.share, 1e-9, "each late frame cuts a third")
	frames(50, 3*frameTime)
	assert.Equal(t, minShare, s.share, "never below the least share")
	assert.Equal(t, time.Duration(float64(PlayBudget)*minShare), s.budget(PlayBudget))

	frames(4, frameTime)
	assert.InDelta(t, minShare+4*0.05, s.share, 1e-9, "on time again: back bit by bit")
	frames(100, frameTime)
	assert.Equal(t, 1.0, s.share)

	frames(1, 1.3*frameTime)
	assert.Equal(t, 1.0, s.share, "a little late is not late")

	s.pause()
	frames(1, 1000)
	assert.Equal(t, 1.0, s.share, "the gap after a pause counts for nothing")
	frames(1, 3*frameTime)
	assert.InDelta(t, 2.0/3, s.share, 1e-9)
}
