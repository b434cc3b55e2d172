package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/explain"
	"xcover/app/player"
	"xcover/dlx"
)

// Playback is what a page needs to play a search on screen: the player's
// controls (speed, breakpoints, playing or not), the matrix's canvas and
// its view settings, and the frame loop. A page embeds it and tells it,
// through playbackHost, which player to drive.
type Playback struct {
	host playbackHost

	player.Transport[dlx.Event]
	// Breaks are where playing stops.
	Breaks player.Breakpoints

	Compact bool
	Zoom    int
	Hover   draw.Highlight
	Tooltip string

	panels panels         // the stats panels as last shown
	trace  *explain.Trace // the player's run, for the Algorithm X panel; see Watch

	Frames *FrameLoop
	Raster draw.Raster
	Drawn  func() // what the page draws itself after the matrix, if anything
}

// playbackHost is the page around a Playback.
type playbackHost interface {
	// player is the player to drive, or nil when there is none.
	Player() *player.Player
	// narration says in plain words what the last event did.
	Narration() string
	// syncURL writes the page's state into the address bar.
	SyncURL(ctx app.Context)
}

// NewPlayback returns the controls' initial state for host.
func NewPlayback(host playbackHost) Playback {
	return Playback{host: host, Transport: player.Transport[dlx.Event]{Pace: player.Pace{Speed: 8}}, Zoom: 1, Breaks: player.Breakpoints{Solution: true}, Hover: draw.NoHighlight}
}

// play starts playing, stopping also where until says (nil: only at the
// breakpoints and the end).
func (p *Playback) play(until func(dlx.Event) bool) {
	if pl := p.host.Player(); pl == nil || pl.AtEnd() {
		return
	}
	p.Transport.Play(until)
	p.Frames.Start()
}

// Jump plays as fast as the browser allows, past the breakpoints, to
// where until says (nil: the end).
func (p *Playback) Jump(until func(dlx.Event) bool) {
	p.play(until)
	p.Rush = true
}

// PlayFrame plays the events the speed asks for since the last frame, at
// time now (ms), within its budget. It reports whether more frames are
// wanted.
func (p *Playback) PlayFrame(ctx app.Context, now float64) bool {
	due := p.Due(now)
	if !p.Playing || p.host.Player() == nil {
		return false
	}
	p.Advance(due)
	p.Redraw(ctx)
	if !p.Playing {
		p.host.SyncURL(ctx)
	}
	return p.Playing
}

// Advance plays up to due events, within the frame's budget.
func (p *Playback) Advance(due int) {
	p.Transport.Advance(due, player.StepEvent(p.host.Player()), p.Breaks.At, PlayBudget)
}

// Redraw draws the matrix once the page has rendered.
func (p *Playback) Redraw(ctx app.Context) {
	ctx.Defer(func(app.Context) {
		p.drawMatrix()
		if p.Drawn != nil {
			p.Drawn()
		}
	})
}

// drawMatrix paints the raster into the canvas: the pixels are made in Go
// and copied into the canvas's ImageData in one call.
func (p *Playback) drawMatrix() {
	canvas := app.Window().GetElementByID("matrix")
	pl := p.host.Player()
	if !canvas.Truthy() || pl == nil {
		BlankCanvas(canvas)
		return
	}
	p.Raster.Draw(pl, p.Compact, p.Hover)
	r := &p.Raster
	if r.W == 0 || r.H == 0 {
		return
	}
	width := strconv.Itoa(r.W*p.Zoom) + "px"
	style := canvas.Get("style")
	style.Set("width", width)
	style.Set("height", strconv.Itoa(r.H*p.Zoom)+"px")
	if groups := app.Window().GetElementByID("matrix-groups"); groups.Truthy() {
		groups.Get("style").Set("width", width) // the labels span the columns drawn
	}
	PutPixels(canvas, r.W, r.H, r.Pix)
}

// HighlightOption lights up option k's row and item columns in the matrix
// (-1 to clear), and redraws.
func (p *Playback) HighlightOption(ctx app.Context, k int) {
	p.Highlight(k)
	p.Redraw(ctx)
}

// Highlight makes option k the one under the pointer (-1 for none): its
// row and item columns light up, the tooltip names it.
func (p *Playback) Highlight(k int) {
	p.Hover, p.Tooltip = draw.NoHighlight, ""
	if pl := p.host.Player(); k >= 0 && pl != nil {
		m := pl.Problem()
		p.Hover = draw.Highlight{Option: k, Items: m.OptionItems(nil, k)}
		p.Tooltip = m.OptionName(k)
	}
}
