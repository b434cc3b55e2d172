package sudokupage

import (
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/sudoku"
)

// bands are the difficulties the New puzzle control offers, the first by
// default.
var bands = []sudoku.Difficulty{sudoku.AnyDifficulty, sudoku.Easy, sudoku.Medium, sudoku.Hard, sudoku.Expert}

// maxNewSide is the largest grid side New puzzle makes: a 16x16 puzzle
// takes about a second of the page's frames, a 25x25 one more than the
// generator's work bound.
const maxNewSide = 16

// maker is the New puzzle control: the band chosen, the generator at work
// and what it last said.
type maker struct {
	band   int               // the index of the chosen band in bands
	gen    *sudoku.Generator // the new puzzle being made, if any
	made   bool              // gen has made it: the next frame puts it on the grid
	status string            // "Making a new puzzle...", the new puzzle's rating, or why there is none
}

// newPuzzle starts making a new puzzle of the grid's shape, rules and the
// chosen band, unique and minimal, from seed: the frame loop runs the
// generator in slices (see generate).
func (p *Page) newPuzzle(seed uint64) {
	g, err := sudoku.NewGenerator(sudoku.GenerateOptions{Shape: p.puzzle.Shape, Variant: p.rules.Variant, Difficulty: bands[p.maker.band], Seed: seed})
	if err != nil {
		p.maker.status = "No new puzzle: " + err.Error()
		return
	}
	p.maker.gen, p.maker.status = g, "Making a new puzzle..."
	p.Pause()
	p.Frames.Start()
}

// generate runs the generator until budget has passed; once it has made
// the puzzle, the next call puts it on the grid with its rating, so that
// loading it (tens of milliseconds for 9x9) does not add to a slice of
// work. It reports whether the generator is done, with a puzzle on the
// grid or an error.
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
	p.setPuzzle(g)
	p.maker.status = "A new puzzle, " + r.String()
	return true
}

// renderNewPuzzle draws the New puzzle button, the band to make and the
// generator's last word.
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
		app.Button().ID("new-puzzle").Text("New puzzle").Title(title).Disabled(p.maker.gen != nil || tooBig || p.laid == nil).
			OnClick(func(ctx app.Context, e app.Event) { p.newPuzzle(uint64(time.Now().UnixNano())) }),
		app.Label().For("difficulty").Text(" Difficulty "),
		app.Select().ID("difficulty").Body(options...).OnChange(func(ctx app.Context, e app.Event) {
			if d, err := sudoku.ParseDifficulty(ctx.JSSrc().Get("value").String()); err == nil && slices.Contains(bands, d) {
				p.maker.band = slices.Index(bands, d)
			}
		}),
		app.Span().ID("new-puzzle-status").Aria("live", "polite").Text(p.maker.status),
	)
}
