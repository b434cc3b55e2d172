package sudokupage

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The views beside the grid (Page.view).
const (
	matrixView = ""       // the 0/1 matrix
	lensView   = "lens"   // the dancing links lens
	sharesView = "shares" // the share of solutions of each candidate
)

// renderView draws the toggle between the matrix, the dancing links lens
// and, for a puzzle with several solutions, their share-out, and the one
// picked, in the same place.
func (p *Page) renderView() app.UI {
	pick := func(view string) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			if p.view != view {
				p.view = view
				p.links.Reset()
				if view == sharesView {
					p.startShares()
				}
				p.playback.Redraw(ctx)
			}
		}
	}
	view := p.view
	if view == sharesView && !p.several {
		view = matrixView
	}
	toggle := app.Div().Class("row view-toggle").Attr("role", "group").Aria("label", "show the search as").Body(
		app.Button().ID("show-matrix").Text("Matrix").Aria("pressed", view == matrixView).OnClick(pick(matrixView)),
		app.Button().ID("show-lens").Text("Dancing links lens").Aria("pressed", view == lensView).OnClick(pick(lensView)),
		app.If(p.several, func() app.UI {
			return app.Button().ID("show-shares").Text("Share of solutions").Aria("pressed", view == sharesView).OnClick(pick(sharesView))
		}),
		app.If(view == lensView, p.links.ExportMenu).ElseIf(view == matrixView, p.playback.MatrixExportMenu),
	)
	switch view {
	case lensView:
		return app.Div().ID("lens-panel").Class("links").Body(toggle, p.links.Render(),
			app.P().Class("hint").Text("The links around the step: the item branched on and its options, the tried option's other items, and the nodes their covers take out (dimmed), lit in the order the engine relinks them."))
	case sharesView:
		return app.Div().Body(toggle, p.renderShares())
	}
	return app.Div().Body(toggle, p.playback.RenderMatrix(p.matrixGroups()))
}

// drawLens draws the lens on the player's step, when it shows.
func (p *Page) drawLens() {
	if p.view == lensView && p.board != nil {
		p.links.DrawLens(p.board.Player)
	}
}
