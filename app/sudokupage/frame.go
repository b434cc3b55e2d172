package sudokupage

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/player"
	"xcover/app/ui"
	"xcover/app/words"
	"xcover/dlx"
)

// frame does one frame's work: the rest of a new grid's cells, and a
// slice of a new puzzle being made, of a hint, of an outright solve, or the
// events the speed asks for, within its budget (see work). It reports
// whether more frames are wanted.
func (p *Page) frame(ctx app.Context, now float64) bool {
	p.playback.HoldReadouts(false) // held for one frame's render at most (see loadMade)
	painted := p.gridBehind && p.grid != nil
	if painted {
		// The rest of a new grid: in a frame of its own while a new
		// puzzle loads in stages, beside the frame's work otherwise (the
		// frames after a preset's load wait to draw the matrix).
		p.grid.paint()
		if p.maker.ready != nil {
			ctx.PreventUpdate()
			return true
		}
	}
	more := p.work(ctx, now)
	if painted && !more {
		ctx.PreventUpdate() // nothing else moved
	}
	return more || p.gridBehind
}

// work does a slice of a new puzzle being made, of a hint, of an outright
// solve, or the events the speed asks for, within the frame's budget. It
// reports whether more frames are wanted: after a hint, the next frame
// goes on with whatever was running. A count on the workers wants none:
// each of their answers renders the page (see counted), and frames in
// between would only take the workers' cores.
func (p *Page) work(ctx app.Context, now float64) bool {
	// While a new puzzle, a hint or an outright solve is in the works the
	// page shows nothing new: it renders when the work is done, and ten
	// times a second meanwhile.
	quiet := func() {
		if p.playback.Frames.Quiet(now) {
			ctx.PreventUpdate()
		}
	}
	if p.maker.ready != nil {
		return p.loadMade(ctx)
	}
	if p.tasks.Busy() {
		switch done := p.tasks.Slice(p.tasks.Budget(false)); {
		case done == nil:
			quiet()
		case done == ui.Sliced(p.outright):
			// The frame that finishes the solve has done a slice's
			// work: the next one shows the verdict and the solution.
			p.verdictDue = true
			ctx.PreventUpdate()
		}
		return true
	}
	if p.verdictDue {
		p.verdictDue = false
		if p.outright != nil {
			p.setVerdict(p.outright)
		}
	}
	return p.playback.PlayFrame(ctx, now)
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
