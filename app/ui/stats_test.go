package ui

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// TestPanelsFollowThePlayer: the nodes per level and the stack are a keyed
// part that renders from the snapshot taken, and the snapshot follows the
// player the page has now: a smaller problem after a bigger one's deep
// stack renders its own (a stale one named options the new matrix lacks).
func TestPanelsFollowThePlayer(t *testing.T) {
	queens := func(n int) *player.Player {
		m, err := problem.Queens(n).Matrix()
		require.NoError(t, err)
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
