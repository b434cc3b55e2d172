package matrixpage

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/explain"
	"xcover/app/ui"
)

// renderLinks draws the dancing links view's frame: drawLinks fills it
// with the picture after each render. A matrix too big to read as links
// gets a line that says so instead.
func (p *Page) renderLinks() app.UI {
	if p.play == nil {
		return app.Div()
	}
	m := p.play.Problem()
	if m.Items() > explain.MaxLinkItems || m.Options() > explain.MaxLinkOptions {
		return app.P().ID("links-too-big").Class("hint").Text(fmt.Sprintf(
			"The dancing links are drawn for up to %d items and %d options; this matrix has %d and %d.",
			explain.MaxLinkItems, explain.MaxLinkOptions, m.Items(), m.Options()))
	}
	return app.Div().Class("links").Body(
		app.H2().Text("Dancing links"),
		app.P().Class("hint").Text("Each node's links, as the engine holds them: a cover makes its neighbours link past the nodes it takes out (lit), an uncover links them back in reverse order. Hover or focus a node for its fields."),
		app.Div().ID("links").Class("scroll").Attr("role", "img").Aria("label", "Dancing links"),
	)
}

// drawLinks draws the links as the player's matrix has them into the view,
// the links the last change made lit; while playing, a few times a second
// (ui.PanelsEvery), as the stats panels: a picture of a thousand links
// rebuilt at every frame would freeze the page.
func (p *Page) drawLinks() {
	view := app.Window().GetElementByID("links")
	if !view.Truthy() || p.play == nil || p.links != nil && p.play.Pos() == p.linksPos ||
		p.Playing && time.Since(p.linksAt) < ui.PanelsEvery {
		return
	}
	p.linksAt, p.linksPos = time.Now(), p.play.Pos()
	l, err := explain.NewLinks(p.play.Matrix())
	if err != nil {
		view.Set("innerHTML", "")
		return
	}
	var changed []explain.Change
	if p.links != nil {
		changed = explain.Diff(p.links, l)
	}
	p.links = l
	view.Set("innerHTML", draw.LinksSVG(l, changed))
}
