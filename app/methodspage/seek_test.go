package methodspage

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/player"
)

// TestMethodsTimelineSeeksInSlices scrubs the methods page's timeline
// back past the steps its player keeps: the handler's call starts the
// search over and makes one step, the frames replay the rest while the
// narration says so, and the grid and counts land where a player run from
// the start stands.
func TestMethodsTimelineSeeksInSlices(t *testing.T) {
	p := &Page{}
	p.OnInit()
	start := func(keep int) *player.MethodPlayer {
		pl, err := player.NewMethodPlayer(p.method, p.in.Rules.Variant, p.puzzle, p.limits(), keep)
		require.NoError(t, err)
		t.Cleanup(pl.Close)
		return pl
	}
	p.player.Close()
	p.player = start(7)
	p.player.Seek(300)
	require.Equal(t, 300, p.player.Pos())

	p.seek(10)
	assert.Equal(t, 1, p.player.Pos(), "the call made one step from the start")
	assert.True(t, p.transport.Seeking)
	assert.Equal(t, "Seeking: replaying the steps no longer kept, step 1 of 300+.", p.Narration())
	for n := 0; p.transport.Playing; n++ {
		require.Less(t, n, 1_000_000, "the replay ends")
		p.advance(p.transport.Pace.Due(0))
	}
	fresh := start(0)
	fresh.Seek(10)
	require.Equal(t, 10, p.player.Pos())
	assert.Equal(t, fresh.Marks(), p.player.Marks())
	assert.Equal(t, fresh.Counts(), p.player.Counts())
	last, _ := fresh.Last()
	assert.Equal(t, describeStep(last, p.puzzle.N()), p.Narration(), "the replay is over")

	p.seek(5)
	assert.False(t, p.transport.Playing, "a seek into the steps kept lands at once")
	assert.Equal(t, 5, p.player.Pos())
}
