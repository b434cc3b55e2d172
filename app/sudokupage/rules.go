package sudokupage

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/puzzle"
)

// renderRules draws the rules picker: the variant, and a jigsaw's layout.
func (p *Page) renderRules() app.UI {
	return p.rules.Render(p.puzzle.Shape, func(ctx app.Context) {
		p.setPuzzle(p.puzzle)
		p.SyncURL(ctx)
		p.RedrawLater()
	})
}

// loadPreset loads a preset puzzle with its rules: classic for the
// classic presets.
func (p *Page) loadPreset(pr puzzle.Preset) {
	p.paste = pr.Puzzle
	p.take(p.rules.ReadPreset(pr))
}
