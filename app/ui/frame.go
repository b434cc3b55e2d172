package ui

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Budgets of one animation frame (16.7 ms at 60 frames/s) on a fast
// machine: the most time the page computes in it, so that the browser
// keeps the rest and never freezes. Playing leaves room for rendering the
// grid and drawing the matrix (about 11-13 ms of CPU time a frame for 9x9
// in Chromium: 4 ms of play made frames of 15 ms, 3 ms keeps them well
// under the frame time); solving outright draws next to nothing. A frame
// loop grants a share of them that fits the machine (FrameLoop.Budget).
const (
	PlayBudget  = 3 * time.Millisecond
	SolveBudget = 8 * time.Millisecond
)

// FrameLoop calls tick from requestAnimationFrame, once per frame, for as
// long as tick returns true.
type FrameLoop struct {
	ctx      app.Context
	fn       app.Func
	tick     func(ctx app.Context, now float64) bool
	running  bool
	request  app.Value // the pending frame request, to cancel on Release
	released bool
	share    frameShare
	rendered float64 // when a quiet frame last rendered (see Quiet), in ms
}

// NewFrameLoop makes the loop's JavaScript callback; release frees it.
func NewFrameLoop(ctx app.Context, tick func(app.Context, float64) bool) *FrameLoop {
	l := &FrameLoop{ctx: ctx, tick: tick, share: newFrameShare()}
	l.fn = app.FuncOf(func(this app.Value, args []app.Value) any {
		l.request = nil
		now := args[0].Float()
		l.ctx.Dispatch(func(ctx app.Context) {
			if l.released { // the page went while the frame waited for its turn
				return
			}
			l.share.frame(now)
			if l.running = l.tick(ctx, now); l.running {
				l.ask()
			} else {
				l.share.pause()
			}
		})
		return nil
	})
	return l
}

// Start asks for frames, unless they are coming already.
func (l *FrameLoop) Start() {
	if l == nil || l.running || l.released {
		return
	}
	l.running = true
	l.ask()
}

// Budget is the share of the budget max (PlayBudget, SolveBudget) that
// this frame may spend: all of it while frames come on time, less while
// they come late (see frameShare). It is max without a loop.
func (l *FrameLoop) Budget(max time.Duration) time.Duration {
	if l == nil {
		return max
	}
	return l.share.budget(max)
}

// Share is the share of its budgets this frame may spend, in (0, 1]: a
// budget counted in other units than time scales by it.
func (l *FrameLoop) Share() float64 {
	if l == nil {
		return 1
	}
	return l.share.share
}

// ask requests the next frame.
func (l *FrameLoop) ask() {
	l.request = CallWindow("requestAnimationFrame", l.fn)
}

// Release cancels the frame asked for, if any, and frees the JavaScript
// callback: a page that goes calls it, and a frame must not call back into
// a released function.
func (l *FrameLoop) Release() {
	if l.released {
		return
	}
	l.released = true
	if l.request != nil {
		CallWindow("cancelAnimationFrame", l.request)
		l.request = nil
	}
	l.fn.Release()
}

// BlankCanvas empties a canvas, if there is one, when there is nothing
// to draw: no pixels and no size, so that no picture of an old search
// stays.
func BlankCanvas(canvas app.Value) {
	if canvas.Truthy() {
		canvas.Set("width", 0)
		canvas.Set("height", 0)
		style := canvas.Get("style")
		style.Set("width", "")
		style.Set("height", "")
	}
}

// Pixels puts RGBA pixels made in Go into a canvas, frame after frame. It
// keeps the canvas's ImageData and a byte view of its pixels while the
// canvas and its size stay: making a new ImageData for each frame, and
// copying Go's bytes into its clamped array (which JavaScript does a byte
// at a time, converting), cost a 9x9 matrix frame milliseconds.
type Pixels struct {
	canvas, img, view app.Value
	w, h              int
}

// Put sizes canvas to w x h and fills it with pix, copied in one call.
func (p *Pixels) Put(canvas app.Value, w, h int, pix []byte) {
	if canvas.Get("width").Int() != w || canvas.Get("height").Int() != h {
		canvas.Set("width", w)
		canvas.Set("height", h)
	}
	c2d := canvas.Call("getContext", "2d")
	if p.canvas == nil || !p.canvas.Equal(canvas) || p.w != w || p.h != h {
		p.canvas, p.w, p.h = canvas, w, h
		p.img = c2d.Call("createImageData", w, h)
		p.view = Global("Uint8Array").New(p.img.Get("data").Get("buffer"))
	}
	app.CopyBytesToJS(p.view, pix)
	c2d.Call("putImageData", p.img, 0, 0)
}

// renderEvery is how often a page renders while only background work (a
// count, a comparison, a new puzzle being made) moves its numbers: ten
// times a second reads as live, and each frame spared a render leaves the
// work, and the browser, the time it would have taken.
const renderEvery = 100.0 // ms

// Quiet tells whether a frame whose work changed nothing but running
// numbers may skip rendering the page: it answers false (render) at most
// every renderEvery ms, true otherwise. A page's frame calls
// ctx.PreventUpdate when it is quiet.
func (l *FrameLoop) Quiet(now float64) bool {
	if l == nil || now-l.rendered >= renderEvery || now < l.rendered {
		if l != nil {
			l.rendered = now
		}
		return false
	}
	return true
}

// RenderSoon renders the page in a task of its own, just after the
// handler's: a click whose handler starts work elsewhere (a worker's) or
// in the frames (a play) shows that it did without the click's task also
// paying for the page's render and layout. Chromium runs the next frame's
// callbacks in the input's task, and a play's first slice, the render and
// the layout together passed 50 ms on a slow machine.
func RenderSoon(ctx app.Context) { renderSoon(ctx, func(app.Context) {}) }

// RenderSoonAndReveal is RenderSoon, then, once the page has rendered,
// scrolls it if it must, just far enough that the element with the given
// id is on the screen: a block whose lines the click's work is about to
// fill (a count's verdict and progress), so that a user who clicked at
// the window's bottom edge sees them come. The block is to keep room for
// those lines from that render on (its style), or the page might not be
// tall enough yet to scroll that far.
func RenderSoonAndReveal(ctx app.Context, id string) {
	renderSoon(ctx, func(ctx app.Context) {
		ctx.Defer(func(app.Context) {
			if el := Element(id); el.Truthy() {
				el.Call("scrollIntoView", map[string]any{"block": "nearest"})
			}
		})
	})
}

// renderSoon is RenderSoon running then in the render's task, before it.
func renderSoon(ctx app.Context, then func(app.Context)) {
	ctx.PreventUpdate()
	ctx.After(time.Millisecond, then)
}
