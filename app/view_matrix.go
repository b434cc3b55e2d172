package app

import (
	"fmt"
	"strconv"

	"xcover/app/draw"

	"xcover/app/words"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// matrixGroups labels the sudoku matrix's column groups (cell, row, column,
// box), each as wide as its share of the columns drawn.
func (p *Page) matrixGroups() (groups []app.UI) {
	if p.board != nil {
		m := p.board.Player.Matrix()
		branch := p.board.Player.Branching()
		counts := [4]int{}
		nn := p.puzzle.N() * p.puzzle.N()
		for i := range m.Items() {
			if !p.compact || m.Active(i) || i == branch {
				counts[i/nn]++
			}
		}
		for k, name := range []string{"cell", "row", "column", "box"} {
			if counts[k] > 0 {
				groups = append(groups, app.Span().Class("group").Style("flex-grow", strconv.Itoa(counts[k])).Text(name))
			}
		}
	}
	return groups
}

// renderMatrix draws the matrix's canvas with its column groups' labels
// above it, if any, the zoom and compact toggles and the hover read-out.
// The labels are in the canvas's scroll box, so that they scroll with it
// and a wide matrix does not widen the page; drawMatrix sizes them.
func (p *Playback) renderMatrix(groups []app.UI) app.UI {
	size := "-"
	if pl := p.host.player(); pl != nil {
		m := pl.Problem()
		size = words.Plural(int64(m.Options()), "option") + " x " + words.Plural(int64(m.Items()), "item")
	}
	return app.Div().Class("matrix").Body(
		app.Div().Class("row").Body(
			app.Span().ID("matrix-size").Text(size),
			app.Label().Body(
				app.Input().ID("compact").Type("checkbox").Checked(p.compact).OnChange(func(ctx app.Context, e app.Event) {
					p.compact = ctx.JSSrc().Get("checked").Bool()
					p.redraw(ctx)
				}),
				app.Text(" compact (live rows and columns only)"),
			),
			app.Button().ID("zoom-out").Text("−").Attr("aria-label", "zoom out").OnClick(func(ctx app.Context, e app.Event) {
				p.zoom = max(p.zoom-1, 1)
				p.redraw(ctx)
			}),
			app.Span().ID("zoom").Text(fmt.Sprintf("%dx", p.zoom)),
			app.Button().ID("zoom-in").Text("+").Attr("aria-label", "zoom in").OnClick(func(ctx app.Context, e app.Event) {
				p.zoom = min(p.zoom+1, 16)
				p.redraw(ctx)
			}),
		),
		// Chromium lets the keyboard focus a scrolled box, to scroll it with
		// the arrow keys: name it for that.
		app.Div().ID("matrix-scroll").Class("scroll").Attr("role", "region").
			Attr("aria-label", "exact cover matrix, scrolls with the arrow keys").Body(
			app.If(len(groups) > 0, func() app.UI {
				return app.Div().ID("matrix-groups").Class("groups").Body(groups...)
			}),
			// drawMatrix sizes the canvas: its size follows the raster.
			app.Canvas().ID("matrix").Attr("role", "img").
				Attr("aria-label", "exact cover matrix: options are rows, items are columns").
				OnMouseMove(p.onMatrixHover).
				OnMouseLeave(func(ctx app.Context, e app.Event) { p.highlightOption(ctx, -1) }),
		),
		app.P().ID("tooltip").Class("tooltip").Text(p.tooltip),
	)
}

// onMatrixHover names the row and column under the pointer and lights up
// the cell and value in the grid.
func (p *Playback) onMatrixHover(ctx app.Context, e app.Event) {
	x, y := e.Get("offsetX").Int()/p.zoom, e.Get("offsetY").Int()/p.zoom
	k, it := p.raster.At(x, y)
	pl := p.host.player()
	if k < 0 || pl == nil {
		return
	}
	m := pl.Problem()
	p.hover = draw.Highlight{Option: k, Items: []int{it}}
	p.tooltip = fmt.Sprintf("row %s · column %s", m.OptionName(k), m.ItemName(it))
	p.redraw(ctx)
}
