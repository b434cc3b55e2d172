package methodspage

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/puzzle"
	"xcover/app/ui"
	"xcover/sudoku"
	"xcover/sudoku/solve"
)

// renderRules draws the rules picker: the variant, and a jigsaw's layout.
func (p *Page) renderRules() app.UI {
	return p.in.RenderRules(p, p.SyncURL)
}

// loadPreset loads a preset puzzle with its rules: classic for the
// classic presets.
func (p *Page) loadPreset(pr puzzle.Preset) { p.in.LoadPreset(p, pr) }

// refusal says, in the player's place, that method m cannot play the
// variant v and what can.
func refusal(m solve.Method, v sudoku.Variant) string {
	return methodTitles[m] + " plays classic rules only (rows, columns and boxes); " + puzzle.Title(v) +
		" needs Algorithm X, which plays any rules as an exact cover matrix."
}

// methodChoice names method m in the method selector, saying when it
// cannot play the rules picked.
func (p *Page) methodChoice(m solve.Method) string {
	if m.Plays(p.in.Rules.Variant) != nil {
		return methodTitles[m] + " (classic rules only)"
	}
	return methodTitles[m]
}

// renderRefusal draws the refusal in the player's place, with the ways
// on: Algorithm X here, or the puzzle on the sudoku page.
func (p *Page) renderRefusal() app.UI {
	link := "./?" + puzzle.State{Puzzle: p.puzzle, Variant: p.in.Rules.Variant}.Query()
	return ui.PlayerBox(false).Body(
		app.P().ID("m-refusal").Class("refusal").Attr("role", "status").Text(p.refusal),
		app.Div().Class("row").Body(
			app.Button().ID("m-use-dlx").Text("Play it with Algorithm X").OnClick(func(ctx app.Context, e app.Event) {
				p.method = solve.DLX
				p.restart()
				p.SyncURL(ctx)
			}),
			app.A().ID("m-open-sudoku").Href(link).Text("Open it on the sudoku page"),
		),
	)
}

// renderRefused draws a row of the race's table for each method ticked
// that cannot play the rules, saying so in its place.
func (p *Page) renderRefused() []app.UI {
	var rows []app.UI
	for _, m := range p.refused {
		rows = append(rows, app.Tr().ID("lane-"+m.String()).Class("refused").Body(
			app.Td().Text(m.String()),
			app.Td().Class("status").ColSpan(7).Text("cannot play "+puzzle.Title(p.in.Rules.Variant)+": classic rules only"),
		))
	}
	return rows
}
