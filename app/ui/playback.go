package ui

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// Playback is what a page needs to play a search on screen: the player's
// controls (speed, breakpoints, playing or not), the matrix's canvas and
// its view settings, and the frame loop. A page holds one in a field of
// its own and tells it, through PlaybackHost, which player to drive.
type Playback struct {
	host PlaybackHost

	// Transport is the play button: playing or paused, seeking, at its
	// Pace.
	Transport player.Transport[dlx.Event]
	// Breaks are where playing stops.
	Breaks player.Breakpoints

	Compact bool
	Zoom    int
	Hover   draw.Highlight
	Tooltip string

	panels  panels         // the stats panels as last shown
	bars    barsShown      // what the nodes-per-level canvas shows
	readout readout        // the text readouts as last rendered
	held    bool           // the readouts and panels stay as they are (see HoldReadouts)
	trace   *explain.Trace // the player's run, for the Algorithm X panel; see Watch

	Frames *FrameLoop
	// Seen tells which pictures are in view: a frame draws the matrix
	// only when it is (nil: always). Pages make it when they mount.
	Seen *Visibility
	// Sized tells the sizes of the pictures drawn at the screen's pixel
	// density (the nodes per level); pages make it when they mount.
	Sized  *Sizes
	Raster draw.Raster
	pixels Pixels      // the raster's way into the canvas
	shown  matrixShown // what the canvas shows
	frame  frameState  // what the next frames do besides playing (see PlayFrame)
	// matrixRec is the matrix's export menu's recording.
	matrixRec Recording
	Drawn     func() // what the page draws itself after the matrix, if anything
	// Repaint, if set, writes what the page shows of the search outside
	// the readouts and the pictures (the sudoku grid) into its elements
	// itself: while a search plays fast, a frame whose readouts are not
	// due calls it and renders nothing, rather than rendering the whole
	// page to change a few cells.
	Repaint func()
}

// PlaybackHost is the page around a Playback: what the Playback asks of
// it as it plays, draws the controls and handles their clicks. The sudoku
// and exact cover pages implement it.
type PlaybackHost interface {
	// Player is the player to drive, or nil when there is none.
	Player() *player.Player
	// Narration says in plain words what the last event did.
	Narration() string
	// SyncURL writes the page's state into the address bar.
	SyncURL(ctx app.Context)
}

// NewPlayback returns the controls' initial state for host.
func NewPlayback(host PlaybackHost) Playback {
	return Playback{host: host, Transport: player.Transport[dlx.Event]{Pace: player.Pace{Speed: 8}}, Zoom: 1, Breaks: player.Breakpoints{Solution: true}, Hover: draw.NoHighlight}
}

// play starts the player with start, the Transport's Play or Jump, to
// where until says, unless there is nothing to play.
func (p *Playback) play(start func(until func(dlx.Event) bool), until func(dlx.Event) bool) {
	if pl := p.host.Player(); pl == nil || pl.AtEnd() {
		return
	}
	start(until)
	p.frame = p.frame.started()
	p.Frames.Start()
}

// Jump plays as fast as the browser allows, past the breakpoints, to
// where until says (nil: the end): see Transport.Jump.
func (p *Playback) Jump(until func(dlx.Event) bool) { p.play(p.Transport.Jump, until) }

// backChoice steps pl back to the previous choice over the events it
// keeps; at the oldest of them, where the choice is no longer kept, it
// steps back one event by a replay in the frames' slices (see SeekTo).
func (p *Playback) backChoice(pl *player.Player) {
	if !pl.BackChoice() {
		p.SeekTo(pl.Pos() - 1)
	}
}

// SeekTo moves the player to position k, as the timeline asks: at once
// when the player keeps the events on the way, otherwise by replaying them
// in the frames' slices (see Transport.Seek).
func (p *Playback) SeekTo(k int) {
	if pl := p.host.Player(); pl != nil && p.Transport.Seek(pl, k) {
		p.Frames.Start()
	}
}

// SeekTry moves the player to just after the Try that put the partial
// solution's option at level into it: at once when the player keeps that
// event, otherwise by replaying the search in the frames' slices (see
// player.Player.SeekTry).
func (p *Playback) SeekTry(level int) {
	p.Transport.Pause()
	if pl := p.host.Player(); pl != nil {
		if until := pl.SeekTry(level); until != nil {
			p.Transport.Replay(until)
			p.Frames.Start()
		}
	}
}

// narration is what the narration line says: while a seek replays the
// search, how far it has gone; otherwise the host's narration.
func (p *Playback) narration(pl *player.Player) string {
	if p.Transport.Seeking {
		return Replaying("event", pl)
	}
	return p.host.Narration()
}

// PlayFrame plays the events the speed asks for since the last frame, at
// time now (ms), within its budget, and does what the frame's state says
// besides (see frameState). It reports whether more frames are wanted.
func (p *Playback) PlayFrame(ctx app.Context, now float64) bool {
	var w frameWork
	p.frame, w = p.frame.before(p.Transport.Playing, p.host.Player() != nil)
	var due int
	if w.due {
		due = p.Transport.Pace.Due(now)
		p.readout.fresh = false
	}
	p.frameWork(ctx, w)
	if !w.play {
		return w.more
	}
	p.Advance(due)
	p.frame, w = p.frame.after(p.Transport.Playing, func() bool { return p.Repaint != nil && !p.readoutsDue() })
	p.frameWork(ctx, w)
	return w.more
}

// frameWork does a frame's work besides playing.
func (p *Playback) frameWork(ctx app.Context, w frameWork) {
	if w.redraw {
		p.Redraw(ctx)
	}
	if w.syncURL {
		p.host.SyncURL(ctx)
	}
	if w.repaint {
		p.Repaint()
	}
	if w.prevent {
		ctx.PreventUpdate()
	}
}

// Advance plays up to due events, within the frame's budget.
func (p *Playback) Advance(due int) {
	p.Transport.Advance(due, player.StepEvent(p.host.Player()), p.Breaks.At, p.Frames.Budget(PlayBudget))
}

// WatchViews starts telling which pictures are in view (Seen) and their
// sizes (Sized): one coming into view, or changing size, is drawn then.
// Pages call it when they mount and ReleaseViews when they go.
func (p *Playback) WatchViews(ctx app.Context) {
	p.Seen = NewVisibility(func() { ctx.Dispatch(p.Redraw) })
	p.Sized = NewSizes(func() {
		ctx.Dispatch(func(ctx app.Context) { // a canvas to draw again, nothing to render
			ctx.PreventUpdate()
			p.bars = barsShown{}
			p.drawBars()
		})
	})
}

// ReleaseViews stops what WatchViews started.
func (p *Playback) ReleaseViews() {
	p.Seen.Release()
	p.Sized.Release()
}

// RedrawLater draws the matrix (and the page's own pictures) in a frame
// of their own, not in this task: after loading a puzzle, whose rendering
// is work enough for one task on a slow machine. They wait a frame more
// than the next: Chromium runs a frame's animation callbacks in the same
// task as the input that came with it, so the next frame's would share the
// click's task.
func (p *Playback) RedrawLater() {
	p.frame = p.frame.redrawLater()
	p.Frames.Start()
}

// Redraw draws the nodes per level and the matrix once the page has
// rendered.
func (p *Playback) Redraw(ctx app.Context) {
	ctx.Defer(func(app.Context) {
		p.drawBars()
		p.drawMatrix()
		if p.Drawn != nil {
			p.Drawn()
		}
	})
}

// RedrawAndMark is Redraw, then MarkLaidOut once the pictures are drawn:
// what a page does when it mounts and when the window's size changes (a
// lens picks its size by the room it has).
func (p *Playback) RedrawAndMark(ctx app.Context) {
	p.Redraw(ctx)
	ctx.Defer(MarkLaidOut) // after Redraw's drawing: deferred work runs in turn
}

// drawMatrix paints the raster into the canvas: the pixels are made in Go
// and copied into the canvas's ImageData in one call.
func (p *Playback) drawMatrix() {
	canvas := Element("matrix")
	pl := p.host.Player()
	if !canvas.Truthy() || pl == nil {
		BlankCanvas(canvas)
		return
	}
	if !p.Seen.Visible("matrix-scroll") { // drawn when it comes into view
		return
	}
	look := draw.Look{Palette: schemePalette(), Compact: p.Compact, Zoom: p.Zoom}
	shown := matrixShown{canvas, pl, pl.Pos(), look, p.Hover.Option, slices.Clone(p.Hover.Items)}
	if shown.same(p.shown) { // a frame in which nothing moved (a count running, say)
		return
	}
	p.shown = shown
	p.Raster.Draw(pl, look, p.Hover)
	r := &p.Raster
	if r.W == 0 || r.H == 0 {
		return
	}
	width := strconv.Itoa(r.W*p.Zoom) + "px"
	style := canvas.Get("style")
	style.Set("width", width)
	style.Set("height", strconv.Itoa(r.H*p.Zoom)+"px")
	if groups := Element("matrix-groups"); groups.Truthy() {
		groups.Get("style").Set("width", width) // the labels span the columns drawn
	}
	p.pixels.Put(canvas, r.W, r.H, r.Pix)
}

// matrixShown is what the matrix canvas shows: whose matrix, where in the
// search, how and with what under the pointer.
type matrixShown struct {
	canvas app.Value
	pl     *player.Player
	pos    int
	look   draw.Look
	option int
	items  []int
}

// same reports whether s shows what t does.
func (s matrixShown) same(t matrixShown) bool {
	return t.canvas != nil && s.canvas.Equal(t.canvas) && s.pl == t.pl && s.pos == t.pos && s.look == t.look &&
		s.option == t.option && slices.Equal(s.items, t.items)
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
		p.Tooltip = problem.OptionLabel(m, k)
	}
}
