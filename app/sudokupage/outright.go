package sudokupage

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/jobs"
	"xcover/app/player"
	"xcover/app/puzzle"
	"xcover/app/workers"
)

// renderOutright draws the solve-outright buttons and their verdict.
func (p *Page) renderOutright() app.UI {
	run := func(max int64) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			if p.startOutright(max) {
				p.playback.Transport.Pause()
				p.playback.Frames.Start()
				if !p.outright.Split() { // a count on the workers is not the frames' work
					p.tasks.Start(p.outright)
				}
			}
		}
	}
	var solution app.UI = app.Text("")
	if o := p.outright; o != nil && o.Done && !p.verdictDue && o.First.Cells != nil {
		solution = app.Pre().ID("outright-solution").Text(o.First.String())
	}
	running := p.outright != nil && !p.outright.Done
	return app.Div().Class("outright").Body(
		app.Button().ID("solve").Text("Solve").Disabled(p.board == nil).OnClick(run(1)),
		app.Button().ID("unique").Text("Check uniqueness").Disabled(p.board == nil).OnClick(run(2)),
		app.Button().ID("count").Text("Count solutions").Disabled(p.board == nil).OnClick(run(0)),
		app.Button().ID("stop-solve").Text("Stop").Disabled(!running).OnClick(func(ctx app.Context, e app.Event) {
			if p.outright != nil {
				p.stopCount()
				p.outright.Cancel()
				p.tasks.Drop(p.outright)
				p.verdict = verdict(p.outright)
			}
		}),
		app.Span().ID("verdict").Attr("aria-live", "polite").Text(p.verdict),
		workers.RenderProgress(p.counting),
		solution,
	)
}

// stopCount stops a count on the workers, whatever they are doing.
func (p *Page) stopCount() {
	if p.counting != nil && !p.counting.Batch.Done {
		p.pool.Restart()
		p.counting.Batch.Cancel()
	}
	p.counting = nil
}

// startOutright prepares a solve without animation of the puzzle under its
// rules, for up to max solutions (0 counts them all), for the frames to
// run; it reports whether there is one to run, the verdict saying why not.
func (p *Page) startOutright(max int64) bool {
	if p.board == nil { // the buttons are disabled: nothing to solve
		return false
	}
	o, err := player.NewOutright(p.laid, p.puzzle, max)
	if err != nil {
		p.verdict = err.Error()
		return false
	}
	p.stopCount()
	if p.outright != nil {
		p.tasks.Drop(p.outright) // left unfinished, if it was
	}
	p.outright, p.verdict = o, "Solving..."
	if max == 0 { // a count: in parts on the workers, when they are ready
		job := jobs.Job{Format: jobs.Sudoku, Problem: puzzle.State{Puzzle: p.puzzle, Variant: p.in.Rules.Variant}.Query()}
		if c, ok := p.pool.Count(job, func(app.Context) { p.counted() }); ok {
			p.outright = &player.Outright{Batch: c.Batch}
			p.counting, p.verdict = c, "Counting..."
		}
	}
	return true
}

// counted takes in a worker's answer to the count: a frame renders its
// progress, and the count's verdict once every part has ended (the frames
// in between do not follow a count on the workers: see work).
func (p *Page) counted() {
	switch o, c := p.outright, p.counting; {
	case c != nil && c.Err != "":
		p.verdict = "The count failed: " + c.Err
	case o != nil && o.Done:
		p.setVerdict(o)
	}
	p.playback.Frames.Start()
}

// setVerdict tells the verdict of a finished outright solve; one that
// found two solutions or more offers their share-out.
func (p *Page) setVerdict(o *player.Outright) {
	p.verdict = verdict(o)
	if o.Stats().Solutions >= 2 {
		p.several = true
	}
}
