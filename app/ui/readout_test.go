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

	p.Transport.Playing, p.Transport.Pace.Speed = true, 0 // 1 event a second
	key = p.readoutKey()
	pl.Step()
	assert.NotEqual(t, key, p.readoutKey(), "a step, playing slowly")

	p.Transport.Pace.Speed = len(player.Speeds) - 1 // as fast as the browser allows
	key = p.readoutKey()
	pl.Step()
	assert.Equal(t, key, p.readoutKey(), "a step, playing fast: the readouts wait")
	p.readout.taken = time.Now().Add(-PanelsEvery)
	assert.NotEqual(t, key, p.readoutKey(), "after PanelsEvery they follow")

	key = p.readoutKey()
	pl.Step()
	p.Transport.Pace.Rush, p.Transport.Pace.Speed = true, 0
	assert.Equal(t, key, p.readoutKey(), "a jump waits too")
	p.Transport.Playing, p.Transport.Pace.Rush = false, false
	assert.NotEqual(t, key, p.readoutKey(), "stopped: at once")
}

// TestReadoutsDueOnlyWhenTheyChange: while a search plays fast, a frame
// renders the page only when the readouts or the stats panels are due
// (every PanelsEvery), and the two are not taken in the same render; while
// it stands or plays slowly, every frame is due.
func TestReadoutsDueOnlyWhenTheyChange(t *testing.T) {
	_, pl, p, _ := seekSetup(t)
	assert.True(t, p.readoutsDue(), "standing: every change shows")
	p.RenderStats(0)

	p.Transport.Playing, p.Transport.Pace.Rush = true, true
	pl.Seek(40)
	p.panels.taken = time.Now().Add(-PanelsEvery) // both due
	p.readout.taken = p.panels.taken
	p.readout.fresh = false
	p.readoutKey()
	assert.True(t, p.readout.fresh, "the key was taken anew")
	v := p.panels.version
	p.RenderStats(0)
	assert.Equal(t, v, p.panels.version, "the panels wait for a render without the readouts")
	assert.True(t, p.readoutsDue(), "so the next frame is due")

	p.readout.fresh = false // a frame later
	p.RenderStats(0)
	assert.NotEqual(t, v, p.panels.version, "the panels are taken")
	pl.Step()
	assert.False(t, p.readoutsDue(), "a step, playing fast: nothing to render")

	p.readout.taken = time.Now().Add(-PanelsEvery)
	assert.True(t, p.readoutsDue(), "after PanelsEvery the readouts are due")
	p.readoutKey()
	assert.False(t, p.readoutsDue())
	p.panels.taken = time.Now().Add(-PanelsEvery)
	assert.True(t, p.readoutsDue(), "and so are the panels")

	p.Transport.Playing, p.Transport.Pace.Rush = false, false
	p.panels.taken = time.Now()
	assert.True(t, p.readoutsDue(), "stopped: at once")
}
