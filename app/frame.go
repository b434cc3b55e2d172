package app

import (
	"strconv"
	"time"

	"xcover/app/player"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/words"
	"xcover/dlx"
)

// Budgets of one animation frame (16.7 ms at 60 frames/s): the most time
// the page computes in it, so that the browser keeps the rest and never
// freezes. Playing leaves room for drawing the grid and the matrix (about
// 7-11 ms for 9x9 in Chromium; 6 ms of play gave 40-46 frames/s on a
// slower host, 4 ms gives 52-56 with as many events a second); solving
// outright draws next to nothing.
const (
	playBudget  = 4 * time.Millisecond
	solveBudget = 8 * time.Millisecond
)

// frameLoop calls tick from requestAnimationFrame, once per frame, for as
// long as tick returns true.
type frameLoop struct {
	ctx     app.Context
	fn      app.Func
	tick    func(ctx app.Context, now float64) bool
	running bool
}

// newFrameLoop makes the loop's JavaScript callback; release frees it.
func newFrameLoop(ctx app.Context, tick func(app.Context, float64) bool) *frameLoop {
	l := &frameLoop{ctx: ctx, tick: tick}
	l.fn = app.FuncOf(func(this app.Value, args []app.Value) any {
		now := args[0].Float()
		l.ctx.Dispatch(func(ctx app.Context) {
			if l.running = l.tick(ctx, now); l.running {
				app.Window().Call("requestAnimationFrame", l.fn)
			}
		})
		return nil
	})
	return l
}

// start asks for frames, unless they are coming already.
func (l *frameLoop) start() {
	if l == nil || l.running {
		return
	}
	l.running = true
	app.Window().Call("requestAnimationFrame", l.fn)
}

// release frees the JavaScript callback.
func (l *frameLoop) release() { l.fn.Release() }

// play starts playing, stopping also where until says (nil: only at the
// breakpoints and the end).
func (p *Playback) play(until func(dlx.Event) bool) {
	if pl := p.host.player(); pl == nil || pl.AtEnd() {
		return
	}
	p.playing, p.until = true, until
	p.Resume()
	p.frames.start()
}

// jump plays as fast as the browser allows, past the breakpoints, to
// where until says (nil: the end).
func (p *Playback) jump(until func(dlx.Event) bool) {
	p.play(until)
	p.Rush = true
}

// pause stops playing, and a jump.
func (p *Playback) pause() { p.playing, p.until, p.Rush = false, nil, false }

// frame does one frame's work: a slice of an outright solve, or the
// events the speed asks for, within its budget. It reports whether more
// frames are wanted.
func (p *Page) frame(ctx app.Context, now float64) bool {
	if o := p.outright; o != nil && !o.Done {
		if o.Run(solveBudget) {
			p.verdict = verdict(o)
		}
		return !o.Done
	}
	return p.playFrame(ctx, now)
}

// playFrame plays the events the speed asks for since the last frame, at
// time now (ms), within its budget. It reports whether more frames are
// wanted.
func (p *Playback) playFrame(ctx app.Context, now float64) bool {
	due := p.Due(now)
	if !p.playing || p.host.player() == nil {
		return false
	}
	p.advance(due)
	p.redraw(ctx)
	if !p.playing {
		p.host.syncURL(ctx)
	}
	return p.playing
}

// advance plays up to due events, within the frame's budget.
func (p *Playback) advance(due int) {
	pl := p.host.player()
	start := time.Now()
	for i := range due {
		if !pl.Step() {
			p.pause()
			return
		}
		if e := pl.Last(); (!p.Rush && p.breaksAt(e)) || (p.until != nil && p.until(e)) {
			p.pause()
			return
		}
		if i%512 == 511 && time.Since(start) > playBudget {
			return
		}
	}
}

// breaksAt reports whether a breakpoint stops the player after event e.
func (p *Playback) breaksAt(e dlx.Event) bool {
	switch {
	case e.Kind == dlx.Solution:
		return p.breakSolution
	case e.Kind == dlx.DeadEnd:
		return p.breakDeadEnd
	case e.Kind == dlx.Branch:
		return p.breakLevel > 0 && int(e.Level) == p.breakLevel
	case e.Kind == dlx.Done:
		return true
	}
	return false
}

// redraw draws the matrix once the page has rendered.
func (p *Playback) redraw(ctx app.Context) {
	ctx.Defer(func(app.Context) {
		p.drawMatrix()
		if p.drawn != nil {
			p.drawn()
		}
	})
}

// drawMatrix paints the raster into the canvas: the pixels are made in Go
// and copied into the canvas's ImageData in one call.
func (p *Playback) drawMatrix() {
	canvas := app.Window().GetElementByID("matrix")
	pl := p.host.player()
	if !canvas.Truthy() || pl == nil {
		blankCanvas(canvas)
		return
	}
	p.raster.Draw(pl, p.compact, p.hover)
	r := &p.raster
	if r.W == 0 || r.H == 0 {
		return
	}
	width := strconv.Itoa(r.W*p.zoom) + "px"
	style := canvas.Get("style")
	style.Set("width", width)
	style.Set("height", strconv.Itoa(r.H*p.zoom)+"px")
	if groups := app.Window().GetElementByID("matrix-groups"); groups.Truthy() {
		groups.Get("style").Set("width", width) // the labels span the columns drawn
	}
	putPixels(canvas, r.W, r.H, r.Pix)
}

// blankCanvas empties a canvas, if there is one, when there is nothing
// to draw: no pixels and no size, so that no picture of an old search
// stays.
func blankCanvas(canvas app.Value) {
	if canvas.Truthy() {
		canvas.Set("width", 0)
		canvas.Set("height", 0)
		style := canvas.Get("style")
		style.Set("width", "")
		style.Set("height", "")
	}
}

// putPixels sizes a canvas to w x h and fills it with RGBA pixels made in
// Go, copied into its ImageData in one call.
func putPixels(canvas app.Value, w, h int, pix []byte) {
	if canvas.Get("width").Int() != w || canvas.Get("height").Int() != h {
		canvas.Set("width", w)
		canvas.Set("height", h)
	}
	c2d := canvas.Call("getContext", "2d")
	img := c2d.Call("createImageData", w, h)
	app.CopyBytesToJS(img.Get("data"), pix)
	c2d.Call("putImageData", img, 0, 0)
}

// verdict describes a finished outright solve.
func verdict(o *player.Outright) string {
	st := o.Stats()
	took := words.Duration(o.Elapsed)
	switch {
	case o.Stop == dlx.Canceled:
		return "Stopped after " + took + ": " + words.Plural(st.Solutions, "solution") + " so far"
	case st.Solutions == 0 && o.Stop == dlx.Exhausted:
		return "No solution (" + took + ")"
	case o.Stop == dlx.SolutionLimit && st.Solutions == 1:
		return "Solved in " + took
	case o.Stop == dlx.SolutionLimit:
		return "Not unique: at least 2 solutions (" + took + ")"
	case st.Solutions == 1:
		return "Unique solution, proved in " + took
	}
	return words.Plural(st.Solutions, "solution") + ", counted in " + took
}
