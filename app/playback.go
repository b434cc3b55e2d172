package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"

	"xcover/app/player"

	"xcover/dlx"
)

// Playback is what a page needs to play a search on screen: the player's
// controls (speed, breakpoints, playing or not), the matrix's canvas and
// its view settings, and the frame loop. A page embeds it and tells it,
// through playbackHost, which player to drive.
type Playback struct {
	host playbackHost

	playing bool
	until   func(dlx.Event) bool // an extra stop while playing, e.g. at a solution
	player.Pace

	breakSolution, breakDeadEnd bool
	breakLevel                  int

	compact bool
	zoom    int
	hover   draw.Highlight
	tooltip string

	frames *frameLoop
	raster draw.Raster
	drawn  func() // what the page draws itself after the matrix, if anything
}

// playbackHost is the page around a Playback.
type playbackHost interface {
	// player is the player to drive, or nil when there is none.
	player() *player.Player
	// narration says in plain words what the last event did.
	narration() string
	// syncURL writes the page's state into the address bar.
	syncURL(ctx app.Context)
}

// newPlayback returns the controls' initial state for host.
func newPlayback(host playbackHost) Playback {
	return Playback{host: host, Pace: player.Pace{Speed: 8}, zoom: 1, breakSolution: true, hover: draw.NoHighlight}
}
