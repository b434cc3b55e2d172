package ui

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/player"
	"xcover/app/player/playertest"
	"xcover/app/problem"
	"xcover/dlx"
)

// seekHost is a page around a Playback, without the browser.
type seekHost struct{ pl *player.Player }

func (h seekHost) Player() *player.Player { return h.pl }
func (h seekHost) Narration() string      { return "narrated" }
func (h seekHost) SyncURL(app.Context)    {}

// TestPlaybackSeeksInSlices seeks far back with the timeline and the
// partial solution's list, past the events the player keeps: the handler's
// call makes at most one event and leaves the replay to the frames, the
// narration says so meanwhile, and the replay lands where a player run
// from the start stands.
func TestPlaybackSeeksInSlices(t *testing.T) {
	m, pl, p, made := seekSetup(t)
	frames := func() { runFrames(t, p) }
	landsAsRun := func(k int) {
		t.Helper()
		fresh := player.NewPlayer(m, dlx.Options{}, 0)
		fresh.Seek(k)
		require.Equal(t, k, pl.Pos())
		assert.Equal(t, fresh.Last(), pl.Last())
		assert.Equal(t, fresh.Chosen(), pl.Chosen())
		assert.Equal(t, fresh.Stats(), pl.Stats())
		assert.Equal(t, "narrated", p.narration(pl), "the replay is over")
	}

	pl.Seek(1000)
	before := *made
	p.SeekTo(100)
	assert.LessOrEqual(t, *made-before, 1, "the timeline's call makes one event at most")
	assert.True(t, p.Transport.Seeking)
	assert.Equal(t, "Seeking: replaying the events no longer kept, event 1 of 1,000+.", p.narration(pl))
	frames()
	landsAsRun(100)

	p.SeekTo(90)
	assert.False(t, p.Transport.Playing, "a seek into the events kept lands at once")
	landsAsRun(90)

	pl.Seek(1000)
	chosen := append([]int(nil), pl.Chosen()...)
	require.NotEmpty(t, chosen)
	before = *made
	p.SeekTry(0)
	assert.Equal(t, before, *made, "the list's call makes no event")
	assert.True(t, p.Transport.Seeking)
	frames()
	require.Equal(t, dlx.Try, pl.Last().Kind)
	assert.Equal(t, chosen[:1], pl.Chosen())
	landsAsRun(pl.Pos())
}

// TestBackChoiceAtTheOldestEvent steps back a choice at a time until the
// oldest event kept: there, ◀◀ still moves, one event back, by a replay in
// the frames, not in the click.
func TestBackChoiceAtTheOldestEvent(t *testing.T) {
	_, pl, p, made := seekSetup(t)
	pl.Seek(1000)
	for range 64 {
		pos, before := pl.Pos(), *made
		p.backChoice(pl)
		assert.LessOrEqual(t, *made-before, 1, "the click makes one event at most")
		runFrames(t, p)
		require.Less(t, pl.Pos(), pos, "◀◀ moves back from %d", pos)
	}
}

// seekSetup returns 6 queens' matrix, a player over it keeping 16 events,
// a Playback driving it, and the count of events the player has made.
func seekSetup(t *testing.T) (*dlx.Links, *player.Player, *Playback, *int) {
	m := playertest.Links(t, problem.Queens(6))
	pl := player.NewPlayer(m, dlx.Options{}, 16)
	made := new(int)
	pl.Observe(func(int, dlx.Event) { *made++ })
	p := NewPlayback(seekHost{pl})
	return m, pl, &p, made
}

// runFrames runs p's frames until it stops playing: a seek's replay ends.
func runFrames(t *testing.T, p *Playback) {
	t.Helper()
	for n := 0; p.Transport.Playing; n++ {
		require.Less(t, n, 1_000_000, "the replay ends")
		p.Advance(p.Transport.Pace.Due(0))
	}
}
