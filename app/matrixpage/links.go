package matrixpage

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/explain"
	"xcover/app/words"
	"xcover/dlx"
)

// whole reports whether the problem is small enough to draw all its links;
// a bigger one gets the lens.
func (p *Page) whole() bool {
	return explain.Fits(p.play.Problem()) == nil
}

// renderLinks draws the dancing links view: Knuth's figure of the whole
// matrix when it is small enough, else a lens on the search's step.
func (p *Page) renderLinks() app.UI {
	if p.play == nil {
		return app.Div()
	}
	title, hint := "Dancing links", "Each node's links, as the engine holds them: a cover makes its neighbours link past the nodes it takes out (lit in turn), an uncover links them back in reverse order."
	if !p.whole() {
		m := p.play.Problem()
		title = "Dancing links: a lens on the step"
		hint = fmt.Sprintf("The matrix (%s, %s) is too big to draw whole: the lens shows the item branched on and its options, the tried option's other items, and the nodes their covers take out.",
			words.Plural(int64(m.Items()), "item"), words.Plural(int64(m.Options()), "option"))
	}
	hint += linksKey(p.play.Problem())
	return app.Div().ID("links-panel").Class("links").Body(
		app.H2().Text(title),
		p.links.Render(),
		app.P().Class("hint").Text(hint),
	)
}

// drawLinks draws the links as the player's matrix has them, the last
// move's lit.
func (p *Page) drawLinks() {
	switch {
	case p.play == nil:
	case p.whole():
		p.links.DrawWhole(p.play)
	default:
		p.links.DrawLens(p.play)
	}
}

// linksKey tells how the picture shows m's colors and bounds, if it has
// any (Algorithms C and M).
func linksKey(m *dlx.Problem) string {
	var s string
	if m.HasColors() {
		s += " A node that gives its item a color is tinted and labelled with it (top 9:D); a purify marks (*, outlined twice) the nodes of its color, which covers then pass by, and hides the others' options."
	}
	if m.HasBounds() {
		s += " A bounded item's header shows, after its size, how many more times it must and may be covered (len 3 · 1..2): each option chosen that uses it counts down."
	}
	return s
}
