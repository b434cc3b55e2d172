package sudokupage

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// renderView draws the toggle between the matrix and the dancing links
// lens, and the one picked, in the same place.
func (p *Page) renderView() app.UI {
	pick := func(lens bool) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			if p.lens != lens {
				p.lens = lens
				p.links.Reset()
				p.Redraw(ctx)
			}
		}
	}
	toggle := app.Div().Class("row view-toggle").Attr("role", "group").Aria("label", "show the search as").Body(
		app.Button().ID("show-matrix").Text("Matrix").Aria("pressed", !p.lens).OnClick(pick(false)),
		app.Button().ID("show-lens").Text("Dancing links lens").Aria("pressed", p.lens).OnClick(pick(true)),
	)
	if !p.lens {
		return app.Div().Body(toggle, p.RenderMatrix(p.matrixGroups()))
	}
	return app.Div().ID("lens-panel").Class("links").Body(toggle, p.links.Render(),
		app.P().Class("hint").Text("The links around the step: the item branched on and its options, the tried option's other items, and the nodes their covers take out (dimmed), lit in the order the engine relinks them."))
}

// drawLens draws the lens on the player's step, when it shows.
func (p *Page) drawLens() {
	if p.lens && p.board != nil {
		p.links.DrawLens(p.board.Player)
	}
}
