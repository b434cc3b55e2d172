package sudokupage

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/sudoku"
)

// newPuzzle starts making a new puzzle of the grid's shape, unique and
// minimal, from seed: the frame loop runs the generator in slices.
func (p *Page) newPuzzle(seed uint64) {
	g, err := sudoku.NewGenerator(sudoku.GenerateOptions{Shape: p.puzzle.Shape, Difficulty: sudoku.AnyDifficulty, Seed: seed})
	if err != nil {
		p.message = err.Error()
		return
	}
	p.gen = g
	p.verdict = "Making a new puzzle..."
	p.Pause()
	p.Frames.Start()
}

// generate runs the generator for at most budget and, once it has made
// the puzzle, puts it on the grid with its rating; it reports whether the
// puzzle is made.
func (p *Page) generate(budget time.Duration) bool {
	start := time.Now()
	for !p.gen.Step(1) {
		if time.Since(start) > budget {
			return false
		}
	}
	g, r, err := p.gen.Result()
	p.gen = nil
	if err != nil {
		p.verdict = "No new puzzle: " + err.Error()
		return true
	}
	p.setPuzzle(g)
	p.verdict = "A new puzzle, " + r.String()
	return true
}

// renderNewPuzzle draws the New puzzle button.
func (p *Page) renderNewPuzzle() app.UI {
	return app.Button().ID("new-puzzle").Text("New puzzle").Disabled(p.gen != nil).
		OnClick(func(ctx app.Context, e app.Event) { p.newPuzzle(uint64(time.Now().UnixNano())) })
}
