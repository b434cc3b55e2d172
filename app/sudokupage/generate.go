package sudokupage

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/jobs"
	"xcover/app/puzzle"
	"xcover/app/ui"
	"xcover/sudoku"
	"xcover/sudoku/generate"
	"xcover/sudoku/logic"
)

// bands are the difficulties the New puzzle control offers, the first by
// default.
var bands = []logic.Difficulty{logic.AnyDifficulty, logic.Easy, logic.Medium, logic.Hard, logic.Expert}

// maxNewSide is the largest grid side New puzzle makes: a 16x16 puzzle
// takes about a second of the page's frames, a 25x25 one more than the
// generator's work bound.
const maxNewSide = 16

// maker is the New puzzle control: the band chosen, the generator at work
// and what it last said.
type maker struct {
	band   int                 // the index of the chosen band in bands
	gen    *generate.Generator // the new puzzle being made in the page's frames, if any
	job    int                 // the worker's job making it, if it does (0: none)
	made   bool                // gen has made it: the next frame puts it on the grid
	status string              // "Making a new puzzle...", the new puzzle's rating, or why there is none
	ready  *madePuzzle         // a puzzle made, being put on the page (see loadMade)
}

// madePuzzle is a new puzzle on its way to the page, a stage a frame.
type madePuzzle struct {
	puzzle sudoku.Grid
	status string // what the New puzzle control says once it is on the grid
	stage  int
	// rendering is the last stage that renders the page, and rendered
	// the last whose render is done.
	rendering, rendered int
}

// loadMade puts a new puzzle on the page a stage a frame, so that no one
// frame pays for it all on a slow machine: a frame that waits for renders
// asked for before (go-app renders in the animation frame's task, and a
// puzzle made in less than a frame came with the click's render); the
// board (the exact cover matrix and its player); the grid's cells,
// written without rendering the page (over three frames, see maxPaint);
// the page's rendering of the rest, the readouts and stats held; then those (see
// ui.Playback.HoldReadouts); a frame for the browser to lay them out; the
// address; the matrix's picture. It reports whether stages are left.
//
// go-app renders in ticks of its own, which may fall in the next frame's
// task: a stage that renders is done when the render is, and the next
// waits for it, so that no one task renders two stages.
func (p *Page) loadMade(ctx app.Context) bool {
	r := p.maker.ready
	if r.rendered < r.rendering {
		p.playback.HoldReadouts(r.rendering < stageReadouts)
		return true
	}
	r.stage++
	switch r.stage {
	case 1: // a render asked for before the puzzle came, such as the click's (ui.RenderSoon)
		ctx.PreventUpdate()
	case 2:
		p.putMade()
		ctx.PreventUpdate()
	case 3:
		p.repaint()
		ctx.PreventUpdate()
	case 4: // the page, but for its readouts and stats
		p.playback.HoldReadouts(true)
		r.renders(ctx)
	case stageReadouts: // the readouts and stats (the frame released them)
		r.renders(ctx)
	case 6:
		ctx.PreventUpdate()
	case 7:
		p.SyncURL(ctx)
		ctx.PreventUpdate()
	default:
		p.maker.ready = nil
		p.playback.Redraw(ctx)
		ctx.PreventUpdate()
		return false
	}
	return true
}

// stageReadouts is loadMade's stage that renders the readouts and stats,
// held until then.
const stageReadouts = 5

// renders notes that this stage renders the page, and when it has.
func (r *madePuzzle) renders(ctx app.Context) {
	stage := r.stage
	r.rendering = stage
	ctx.Defer(func(app.Context) { r.rendered = stage })
}

// putMade puts the puzzle made on the grid, and its rating beside.
func (p *Page) putMade() {
	r := p.maker.ready
	p.SetPuzzle(r.puzzle) // which forgets the maker's state
	p.maker.ready, p.maker.status = r, r.status
}

// newPuzzle starts making a new puzzle of the grid's shape, rules and the
// chosen band, unique and minimal, from seed: in the worker when it is
// ready (see newPuzzleElsewhere), else in the frame loop, the generator
// in slices (see generate).
func (p *Page) newPuzzle(seed uint64) {
	if p.newPuzzleElsewhere(seed) {
		return
	}
	g, err := generate.NewGenerator(generate.GenerateOptions{Shape: p.puzzle.Shape, Variant: p.in.Rules.Variant, Difficulty: bands[p.maker.band], Seed: seed})
	if err != nil {
		p.maker.status = "No new puzzle: " + err.Error()
		return
	}
	p.maker.gen, p.maker.status = g, "Making a new puzzle..."
	p.playback.Transport.Pause()
	p.tasks.Start((*makeWork)(p))
}

// makeWork is the page's generator as the frames' work (see generate).
type makeWork Page

// Run runs the generator for about budget; see generate.
func (w *makeWork) Run(budget time.Duration) bool { return (*Page)(w).generate(budget) }

// newPuzzleElsewhere hands the new puzzle to the worker, which makes it
// off the page's thread; it reports false when the worker is not ready.
// The answer is dropped when the puzzle changed meanwhile.
func (p *Page) newPuzzleElsewhere(seed uint64) bool {
	job, ok := p.newPuzzleJob(seed)
	if !ok {
		return false
	}
	id, ok := p.pool.First().Do(job, func(ctx app.Context, a jobs.Answer) {
		if p.maker.job != a.ID {
			return
		}
		p.maker.job = 0
		st, _, err := puzzle.ParseState(a.Puzzle)
		if a.Error != "" || err != nil {
			p.maker.status = "No new puzzle: " + cmp.Or(a.Error, fmt.Sprint(err))
			return
		}
		p.maker.ready = &madePuzzle{puzzle: st.Puzzle, status: "A new puzzle, " + a.Rating}
		p.playback.Frames.Start()
		ctx.PreventUpdate()
	})
	if ok {
		p.maker.job, p.maker.status = id, "Making a new puzzle..."
		p.playback.Transport.Pause()
	}
	return ok
}

// newPuzzleJob is the worker's job of making a new puzzle of the grid's
// shape, rules and chosen band from seed; false when the shape has no grid.
func (p *Page) newPuzzleJob(seed uint64) (jobs.Job, bool) {
	empty, err := sudoku.NewGrid(p.puzzle.Shape)
	if err != nil {
		return jobs.Job{}, false
	}
	return jobs.Job{Kind: jobs.Generate, Rules: puzzle.State{Puzzle: empty, Variant: p.in.Rules.Variant}.Query(),
		Difficulty: bands[p.maker.band].String(), Seed: seed}, true
}

// generate runs the generator until budget has passed; once it has made
// the puzzle, the next call hands it to loadMade with its rating, so that
// loading it does not add to a slice of work. It reports whether the
// generator is done, with a puzzle on its way or an error.
func (p *Page) generate(budget time.Duration) bool {
	if !p.maker.made {
		p.maker.made = p.maker.gen.StepUntil(time.Now().Add(budget))
		return false
	}
	g, r, err := p.maker.gen.Result()
	p.maker.gen, p.maker.made = nil, false
	if err != nil {
		p.maker.status = "No new puzzle: " + err.Error()
		return true
	}
	p.maker.ready = &madePuzzle{puzzle: g, status: "A new puzzle, " + r.String()}
	return true
}

// newPuzzleBox is the New puzzle control, a component of its own: a click
// on it, or a band chosen, renders it alone, not the whole page (whose
// render made the click's frame 10-20 ms longer at 2x throttle, in the
// frame that also pays for the first commit after the page was idle).
type newPuzzleBox struct {
	app.Compo

	// Key changes whenever what the control shows does, so that the
	// page's render updates it then.
	Key string

	page *Page
}

// Render draws the control (renderNewPuzzle).
func (b *newPuzzleBox) Render() app.UI { return b.page.renderNewPuzzle() }

// newPuzzleBox returns the New puzzle control for the page's render.
func (p *Page) newPuzzleBox() app.UI {
	m := p.maker
	key := fmt.Sprint(m.band, m.gen != nil, m.job != 0, p.puzzle.N() > maxNewSide, p.laid == nil, m.status)
	return &newPuzzleBox{Key: key, page: p}
}

// renderNewPuzzle draws the New puzzle button, the band to make and the
// generator's last word. A play the click pauses shows as paused in the
// next frame, which renders the page (ui.Playback.PlayFrame).
func (p *Page) renderNewPuzzle() app.UI {
	var options []app.UI
	for i, d := range bands {
		options = append(options, app.Option().Value(d.String()).Text(d.String()).Selected(i == p.maker.band))
	}
	tooBig := p.puzzle.N() > maxNewSide
	title := "a puzzle with one solution, no given to spare, rated in the band chosen"
	switch {
	case tooBig:
		title = "New puzzle makes grids up to 16x16"
	case p.laid == nil:
		title = "New puzzle needs rules it can lay out: fix the jigsaw's layout"
	}
	return app.Div().Class("row").Body(
		app.Button().ID("new-puzzle").Text("New puzzle").Title(title).Disabled(p.maker.gen != nil || p.maker.job != 0 || tooBig || p.laid == nil).
			OnClick(func(ctx app.Context, e app.Event) {
				p.newPuzzle(uint64(time.Now().UnixNano()))
				ui.RenderSoon(ctx)
			}),
		app.Label().For("difficulty").Text(" Difficulty "),
		app.Select().ID("difficulty").Body(options...).OnChange(func(ctx app.Context, e app.Event) {
			if d, err := logic.ParseDifficulty(ctx.JSSrc().Get("value").String()); err == nil && slices.Contains(bands, d) {
				p.maker.band = slices.Index(bands, d)
			}
		}),
		app.Span().ID("new-puzzle-status").Aria("live", "polite").Text(p.maker.status),
	)
}
