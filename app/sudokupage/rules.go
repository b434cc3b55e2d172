package sudokupage

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/puzzle"
	"xcover/sudoku"
)

// renderRules draws the rules picker: the variant, and a jigsaw's layout.
func (p *Page) renderRules() app.UI {
	return p.rules.Render(p.puzzle.Shape, func(ctx app.Context) {
		p.setPuzzle(p.puzzle)
		p.SyncURL(ctx)
		p.Redraw(ctx)
	})
}

// loadPreset loads a preset puzzle with its rules: classic for the
// classic presets.
func (p *Page) loadPreset(pr puzzle.Preset) {
	p.paste = pr.Puzzle
	g, err := puzzle.ReadPuzzle("the preset", pr.Puzzle, sudoku.Options{})
	if err != nil {
		p.message = err.Error()
		return
	}
	v, err := pr.Rules(g.N())
	if err != nil {
		p.message = err.Error()
		return
	}
	p.rules.Set(v)
	p.setPuzzle(g)
}

// gridName names the grid's rules for a screen reader: "sudoku",
// "X-sudoku", "windoku + jigsaw".
func gridName(v sudoku.Variant) string {
	if v.Classic() {
		return "sudoku"
	}
	return puzzle.Title(v)
}
