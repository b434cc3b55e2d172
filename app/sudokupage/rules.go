package sudokupage

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/puzzle"
)

// renderRules draws the rules picker: the variant, and a jigsaw's layout.
func (p *Page) renderRules() app.UI {
	return p.in.RenderRules(p, func(ctx app.Context) {
		p.SyncURL(ctx)
		p.playback.RedrawLater()
	})
}

// loadPreset loads a preset puzzle with its rules: classic for the
// classic presets.
func (p *Page) loadPreset(pr puzzle.Preset) { p.in.LoadPreset(p, pr) }
