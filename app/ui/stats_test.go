package ui

import (
	"strconv"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/player"
	"xcover/app/player/playertest"
	"xcover/app/problem"
	"xcover/dlx"
)

// TestPanelsFollowThePlayer: the nodes per level and the stack are a keyed
// part that renders from the snapshot taken, and the snapshot follows the
// player the page has now: a smaller problem after a bigger one's deep
// stack renders its own (a stale one named options the new matrix lacks).
func TestPanelsFollowThePlayer(t *testing.T) {
	queens := func(n int) *player.Player {
		m := playertest.Links(t, problem.Queens(n))
		return player.NewPlayer(m, dlx.Options{}, 0)
	}
	host := &swapHost{pl: queens(8)}
	p := NewPlayback(host)
	host.pl.Seek(2000)
	require.NotEmpty(t, host.pl.Chosen())
	v1 := p.panels.take(host.pl, false, 0)
	assert.Equal(t, host.pl.Chosen(), p.panels.chosen)
	assert.Equal(t, v1, p.panels.take(host.pl, false, 0), "nothing moved: the same version")
	assert.NotPanics(t, func() { p.renderPanels() })

	host.pl = queens(4)
	host.pl.Seek(3)
	v2 := p.panels.take(host.pl, true, 0)
	assert.NotEqual(t, v1, v2, "another problem, another version, even while playing")
	assert.Equal(t, host.pl.Chosen(), p.panels.chosen)
	assert.NotPanics(t, func() { p.renderPanels() })
	assert.NotEqual(t, v2, p.panels.take(host.pl, false, 2), "other givens left out, another version")
}

// swapHost is a page whose player changes.
type swapHost struct{ pl *player.Player }

func (h *swapHost) Player() *player.Player { return h.pl }
func (h *swapHost) Narration() string      { return "" }
func (h *swapHost) SyncURL(app.Context)    {}

func TestBarsLabel(t *testing.T) {
	for _, tc := range []struct {
		perLevel []int64
		want     string
	}{
		{nil, "Nodes per level: none yet"},
		{[]int64{1}, "Nodes per level: 1 level, the most at level 0 (1 node)"},
		{[]int64{1, 9, 1234, 1234, 5}, "Nodes per level: 5 levels, the most at level 2 (1,234 nodes)"},
	} {
		assert.Equal(t, tc.want, barsLabel(tc.perLevel))
	}
}

// TestStackLevels: each level of the stack renders the option chosen at
// it, past the levels left out, as the snapshot has it now.
func TestStackLevels(t *testing.T) {
	m := playertest.Links(t, problem.Queens(8))
	host := &swapHost{pl: player.NewPlayer(m, dlx.Options{}, 0)}
	p := NewPlayback(host)
	host.pl.Seek(2000)
	chosen := host.pl.Chosen()
	require.Greater(t, len(chosen), 2)
	p.panels.take(host.pl, false, 1)
	for i := range len(chosen) - 1 {
		assert.Contains(t, app.HTMLString(p.renderChosen(i)), "L"+strconv.Itoa(i+1)+" "+problem.OptionLabel(m.Problem(), chosen[i+1]), "level %d", i+1)
	}
	assert.Equal(t, "<li></li>", app.HTMLString(p.renderChosen(len(chosen))), "past the stack: an empty level")
}

// TestHoldReadouts: while held, the readouts and the panels keep the key
// and version they had, whatever the player does; released, they follow
// it again.
func TestHoldReadouts(t *testing.T) {
	m := playertest.Links(t, problem.Queens(6))
	host := &swapHost{pl: player.NewPlayer(m, dlx.Options{}, 0)}
	p := NewPlayback(host)
	key, version := p.readoutKey(), p.panels.version
	p.RenderStats(0)
	version = p.panels.version
	p.HoldReadouts(true)
	host.pl.Seek(50)
	p.RenderStats(0)
	assert.Equal(t, key, p.readoutKey(), "held: the readouts stay")
	assert.Equal(t, version, p.panels.version, "held: the panels stay")
	p.HoldReadouts(false)
	assert.NotEqual(t, key, p.readoutKey(), "released: the readouts follow the player")
	p.RenderStats(0)
	assert.NotEqual(t, version, p.panels.version, "released: the panels follow the player")
}
