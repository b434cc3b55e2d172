package matrixpage

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/explain"
	"xcover/app/words"
)

// engineNames name the engines the picture can show, as their buttons do.
var engineNames = map[string]string{"links": "Dancing links", "cells": "Dancing cells"}

// renderPicture draws the buttons that pick the engine the player
// searches with, the dancing links or the dancing cells, and the picture
// of the engine's own data.
func (p *Page) renderPicture() app.UI {
	var buttons []app.UI
	for _, e := range []string{"links", "cells"} {
		buttons = append(buttons, app.Button().ID("engine-"+e).Class("preset").Text(engineNames[e]).Aria("pressed", p.engine == e).
			OnClick(func(ctx app.Context, _ app.Event) {
				p.setEngine(e)
				p.playback.Redraw(ctx)
			}, app.EventScope(e)))
	}
	picture, export := p.renderLinks(), p.links.ExportMenu
	if p.engine == "cells" {
		picture, export = p.renderCells(), p.cells.ExportMenu
	}
	return app.Div().Class("picture").Body(
		app.Div().Class("row view-toggle").Body(
			app.Div().ID("engines").Class("row").Attr("role", "group").Aria("label", "The engine the player searches with").Body(buttons...),
			app.If(p.play != nil, export),
		),
		picture,
	)
}

// setEngine makes the player search with engine e (see engineNames): a
// new search; the tour, when on, starts again on it.
func (p *Page) setEngine(e string) {
	if e == p.engine {
		return
	}
	touring := p.tour >= 0
	p.engine = e
	p.restart()
	if touring {
		p.tourAt(0)
	}
}

// renderCells draws the dancing cells view: every item's block, the list
// and the trail when the problem is small enough, else a lens on the
// search's step.
func (p *Page) renderCells() app.UI {
	if p.play == nil {
		return app.Div()
	}
	m := p.play.Problem()
	title := "Dancing cells"
	hint := "Each item keeps its options in a block of one array, the live ones first, up to its size (the bar): a cover swaps each option it takes out with the block's last live one, past the size (the cells slide, in the engine's order). The list keeps the items still to cover first. Before its first change after a mark (|), a size is saved on the trail; a backtrack restores the sizes saved since its mark, and the nodes just past them are live again."
	if !explain.CellsFit(m) {
		title = "Dancing cells: a lens on the step"
		hint = fmt.Sprintf("The problem (%s, %s) is too big to draw whole: the lens shows the rows of the items the step is about, each a window of its block around its size (+n: cells not shown), a window of the list around its active part, and the trail's newest entries. ",
			words.Plural(int64(m.Items()), "item"), words.Plural(int64(m.Options()), "option")) + hint
	}
	if m.HasColors() {
		hint += " A purify marks the nodes of its color (outlined twice), which covers pass by, and takes out the options of other colors."
	}
	// A section, where the links' panel is a div: switching engines makes
	// the page replace the panel, and the picture gets a canvas of its own.
	return app.Section().ID("cells-panel").Class("links").Body(
		app.H2().Text(title),
		p.cells.Render(),
		app.P().Class("hint").Text(hint),
	)
}

// drawPicture draws the picture of the player's engine at its position:
// the links or the cells.
func (p *Page) drawPicture() {
	switch {
	case p.play == nil:
	case p.engine == "cells":
		p.cells.Draw(p.play)
	default:
		p.drawLinks()
	}
}
