package player

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTapeKnowsTheRunAcrossReplays: a replay from the start empties the
// window, and the tape still knows how far the run went and whether it
// ended.
func TestTapeKnowsTheRunAcrossReplays(t *testing.T) {
	tp := newTape[int](4)
	for k := range 9 {
		tp.record(10 * k)
	}
	tp.end()
	assert.Equal(t, 5, tp.Base())
	assert.Equal(t, 80, tp.At(8))
	assert.True(t, tp.ended)

	tp.reset()
	assert.Zero(t, tp.Len())
	assert.False(t, tp.ended, "the replay has not reached the end")
	assert.True(t, tp.whole, "the run is known to end")
	assert.Equal(t, 9, tp.known)
	tp.record(5)
	assert.Equal(t, 5, tp.At(0))
	assert.Equal(t, 9, tp.known, "a replay does not forget how far the run went")
}
