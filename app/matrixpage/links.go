package matrixpage

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/explain"
	"xcover/dlx"
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
		app.P().Class("hint").Text("Each node's links, as the engine holds them: a cover makes its neighbours link past the nodes it takes out (lit), an uncover links them back in reverse order."),
		app.Div().ID("links").Class("scroll").Attr("role", "group").Aria("label", "Dancing links").
			On("mouseover", p.pickLinkNode).On("focusin", p.pickLinkNode),
		app.P().ID("link-fields").Class("link-fields").Aria("live", "polite"),
	)
}

// pickLinkNode makes the node under the pointer, or given the focus, the
// one whose fields show below the view, as they are at each step.
func (p *Page) pickLinkNode(ctx app.Context, e app.Event) {
	node := e.Get("target").Call("closest", ".lnode")
	if !node.Truthy() {
		return
	}
	if id, err := strconv.Atoi(node.Get("dataset").Get("id").String()); err == nil {
		p.linkNode = int32(id)
		p.showLinkFields()
	}
}

// showLinkFields writes the fields of the node hovered or focused last, as
// the picture shows them, in the line below the view. Like the picture,
// the line is written here, not rendered: a step changes both together.
func (p *Page) showLinkFields() {
	line := app.Window().GetElementByID("link-fields")
	if !line.Truthy() {
		return
	}
	text := "Hover or focus a node for its fields."
	if p.links != nil && p.linkNode >= 0 {
		text = p.links.Links().Describe(p.linkNode)
	}
	if line.Get("textContent").String() != text { // a live region: say it once
		line.Set("textContent", text)
	}
}

// drawLinks shows the links as the player's matrix has them, the links the
// last move changed lit, and the fields of the node picked below them.
func (p *Page) drawLinks() {
	p.drawPicture()
	p.showLinkFields()
}

// drawPicture draws the links picture: whole once per problem (and
// whenever the view is new), and then edited, so that a step costs the few
// links it moves.
func (p *Page) drawPicture() {
	view := app.Window().GetElementByID("links")
	drawn := view.Truthy() && view.Get("firstChild").Truthy()
	if !view.Truthy() || p.play == nil || p.links != nil && drawn && p.play.Pos() == p.linksPos {
		return
	}
	pos := p.linksPos
	p.linksPos = p.play.Pos()
	l, err := explain.NewLinks(p.play.Matrix())
	if err != nil {
		p.links = nil
		view.Set("innerHTML", "")
		return
	}
	if p.links != nil && drawn {
		if edits, ok := p.links.Edits(l, p.dance(pos)); ok && applyEdits(edits) {
			return
		}
	}
	p.links = draw.NewLinksPicture(l, nil)
	view.Set("innerHTML", p.links.SVG())
}

// dance returns the changes to the links, in the engine's order, of the
// move from position pos to the player's: the event stepped over, or the
// inverse of the one stepped back over; nil for any other move.
func (p *Page) dance(pos int) []explain.Change {
	var e dlx.Event
	switch p.play.Pos() {
	case pos + 1:
		e = p.play.Last()
	case pos - 1:
		next, ok := p.play.Next()
		if !ok {
			return nil
		}
		e = next.Inverse()
	default:
		return nil
	}
	_, order := p.links.Links().Dance(e)
	return order
}

// applyEdits makes the edits to the page's links picture, in one call to
// the page's script (web/xcover.js): hundreds of calls from Go, one for
// each, would take milliseconds. It reports false when the script is not
// there (a stale cache): the picture is then drawn whole.
func applyEdits(edits []draw.Edit) bool {
	edit := app.Window().Get("xcoverEdit")
	if !edit.Truthy() {
		return false
	}
	if len(edits) > 0 {
		b, _ := json.Marshal(edits) // cannot fail: strings only
		app.Window().Call("xcoverEdit", string(b))
	}
	return true
}
