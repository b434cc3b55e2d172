package ui

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Budgets of one animation frame (16.7 ms at 60 frames/s): the most time
// the page computes in it, so that the browser keeps the rest and never
// freezes. Playing leaves room for rendering the grid and drawing the
// matrix (about 11-13 ms of CPU time a frame for 9x9 in Chromium: 4 ms of
// play made frames of 15 ms, 3 ms keeps them well under the frame time);
// solving outright draws next to nothing.
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
}

// NewFrameLoop makes the loop's JavaScript callback; release frees it.
func NewFrameLoop(ctx app.Context, tick func(app.Context, float64) bool) *FrameLoop {
	l := &FrameLoop{ctx: ctx, tick: tick}
	l.fn = app.FuncOf(func(this app.Value, args []app.Value) any {
		l.request = nil
		now := args[0].Float()
		l.ctx.Dispatch(func(ctx app.Context) {
			if l.released { // the page went while the frame waited for its turn
				return
			}
			if l.running = l.tick(ctx, now); l.running {
				l.ask()
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

// ask requests the next frame.
func (l *FrameLoop) ask() {
	l.request = app.Window().Call("requestAnimationFrame", l.fn)
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
		app.Window().Call("cancelAnimationFrame", l.request)
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

// PutPixels sizes a canvas to w x h and fills it with RGBA pixels made in
// Go, copied into its ImageData in one call.
func PutPixels(canvas app.Value, w, h int, pix []byte) {
	if canvas.Get("width").Int() != w || canvas.Get("height").Int() != h {
		canvas.Set("width", w)
		canvas.Set("height", h)
	}
	c2d := canvas.Call("getContext", "2d")
	img := c2d.Call("createImageData", w, h)
	app.CopyBytesToJS(img.Get("data"), pix)
	c2d.Call("putImageData", img, 0, 0)
}
