package ui

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"xcover/app/player"
)

// TestReadoutsKeepUpWithWhatCanBeRead: the text readouts render again at
// every event while the search stands or plays slowly, a few times a
// second while it plays fast or jumps, and at once when it stops.
func TestReadoutsKeepUpWithWhatCanBeRead(t *testing.T) {
	_, pl, p, _ := seekSetup(t)
	key := p.readoutKey()
	pl.Step()
	assert.NotEqual(t, key, p.readoutKey(), "a step, standing")

	p.Playing, p.Speed = true, 0 // 1 event a second
	key = p.readoutKey()
	pl.Step()
	assert.NotEqual(t, key, p.readoutKey(), "a step, playing slowly")

	p.Speed = len(player.Speeds) - 1 // as fast as the browser allows
	key = p.readoutKey()
	pl.Step()
	assert.Equal(t, key, p.readoutKey(), "a step, playing fast: the readouts wait")
	p.readout.taken = time.Now().Add(-PanelsEvery)
	assert.NotEqual(t, key, p.readoutKey(), "after PanelsEvery they follow")

	key = p.readoutKey()
	pl.Step()
	p.Rush, p.Speed = true, 0
	assert.Equal(t, key, p.readoutKey(), "a jump waits too")
	p.Playing, p.Rush = false, false
	assert.NotEqual(t, key, p.readoutKey(), "stopped: at once")
}
