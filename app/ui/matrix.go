package ui

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/problem"
	"xcover/app/words"
)

// RenderMatrix draws the matrix's canvas with its column groups' labels
// above it, if any, the zoom and compact toggles, tools (say, the export
// menu) and the hover read-out. The labels are in the canvas's scroll box,
// so that they scroll with it and a wide matrix does not widen the page;
// drawMatrix sizes them.
func (p *Playback) RenderMatrix(groups []app.UI, tools ...app.UI) app.UI {
	size := "-"
	if pl := p.host.Player(); pl != nil {
		m := pl.Problem()
		size = words.Plural(int64(m.Options()), "option") + " x " + words.Plural(int64(m.Items()), "item")
	}
	return app.Div().Class("matrix").Body(
		app.Div().Class("row").Body(
			app.Span().ID("matrix-size").Text(size),
			app.Label().Body(
				app.Input().ID("compact").Type("checkbox").Checked(p.Compact).OnChange(func(ctx app.Context, e app.Event) {
					p.Compact = ctx.JSSrc().Get("checked").Bool()
					p.Redraw(ctx)
				}),
				app.Text(" compact (live rows and columns only)"),
			),
			app.Button().ID("zoom-out").Text("−").Attr("aria-label", "zoom out").OnClick(func(ctx app.Context, e app.Event) {
				p.Zoom = max(p.Zoom-1, 1)
				p.Redraw(ctx)
			}),
			app.Span().ID("zoom").Text(fmt.Sprintf("%dx", p.Zoom)),
			app.Button().ID("zoom-in").Text("+").Attr("aria-label", "zoom in").OnClick(func(ctx app.Context, e app.Event) {
				p.Zoom = min(p.Zoom+1, 16)
				p.Redraw(ctx)
			}),
			app.Range(tools).Slice(func(i int) app.UI { return tools[i] }),
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
				OnMouseLeave(func(ctx app.Context, e app.Event) { p.HighlightOption(ctx, -1) }),
		),
		app.P().ID("tooltip").Class("tooltip").Text(p.Tooltip),
	)
}

// MatrixExportMenu draws the matrix's export menu (see ExportMenu): its
// pixels as big as they show (the zoom), its files named after the step,
// "xcover-matrix-event-12".
func (p *Playback) MatrixExportMenu() app.UI {
	return ExportMenu(Export{ID: "matrix", What: "the matrix", Canvas: "matrix",
		Name: func() string {
			pos := 0
			if pl := p.host.Player(); pl != nil {
				pos = pl.Pos()
			}
			return FileName("matrix", pos)
		},
		Pixels: func() (w, h int, pix []byte, scale int) { return p.Raster.W, p.Raster.H, p.Raster.Pix, p.Zoom },
	}, &p.matrixRec)
}

// onMatrixHover names the row and column under the pointer and lights up
// the cell and value in the grid.
func (p *Playback) onMatrixHover(ctx app.Context, e app.Event) {
	x, y := e.Get("offsetX").Int()/p.Zoom, e.Get("offsetY").Int()/p.Zoom
	k, it := p.Raster.At(x, y)
	pl := p.host.Player()
	if k < 0 || pl == nil {
		return
	}
	m := pl.Problem()
	p.Hover = draw.Highlight{Option: k, Items: []int{it}}
	p.Tooltip = fmt.Sprintf("row %s · column %s", problem.OptionLabel(m, k), m.ItemName(it))
	p.Redraw(ctx)
}

// lightScheme is the media query of a light colour scheme, asked once:
// its answer follows the system's setting.
var lightScheme app.Value

// schemePalette is the matrix's palette for the colour scheme the page
// shows: web/xcover.css follows the system's, light or dark.
func schemePalette() *draw.Palette {
	if lightScheme == nil {
		lightScheme = CallWindow("matchMedia", "(prefers-color-scheme: light)")
	}
	if lightScheme.Get("matches").Bool() {
		return &draw.Light
	}
	return &draw.Dark
}
