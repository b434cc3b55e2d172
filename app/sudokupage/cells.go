package sudokupage

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/ui"
)

// face is what a cell of the grid shows: its classes, its text (a value,
// pencil marks or a count) and its name for screen readers.
type face struct {
	class, text, label string
}

// gridBox is the sudoku grid's element, a component whose cells the page
// writes into the DOM itself, only those that changed and all in one call
// (paint), rather than rendering them: a new puzzle changes every
// cell, and go-app rendering and comparing hundreds of cells' elements
// made that frame the page's longest on a slow machine; while a search
// plays, a frame changes a few cells. The grid's own attributes and its
// listeners are rendered as usual.
type gridBox struct {
	app.Compo

	// Key changes whenever the grid or a cell does, so that the
	// component updates (and paints) then.
	Key string

	// The first component mounted is kept, and these with it.
	page    *Page     // whose grid it shows
	painted []face    // the cells as last written into el
	el      app.Value // the element they were written into
	batch   []byte    // the last paint's changes, its memory kept
}

// Render draws the grid's element; its cells are painted.
func (g *gridBox) Render() app.UI { return g.page.renderGridBox() }

// OnMount paints the cells into the new element, and lets the page paint
// them itself (Page.repaint) while it is mounted.
func (g *gridBox) OnMount(ctx app.Context) {
	g.page.grid = g
	ctx.Defer(func(app.Context) { g.paint() })
}

// OnDismount stops the page painting into the element.
func (g *gridBox) OnDismount() {
	if g.page.grid == g {
		g.page.grid, g.page.gridBehind = nil, false
	}
}

// OnUpdate paints the cells that changed, once the element is up to date.
func (g *gridBox) OnUpdate(ctx app.Context) { ctx.Defer(func(app.Context) { g.paint() }) }

// maxPaint is the most cells of a grid a frame writes: the browser's
// layout and paint of a cell's new text cost about 0.3-0.6 ms on a slow
// machine, and a new puzzle, which changes every cell of a 9x9 grid, lays
// out in three frames of 20-30 ms at 2x throttle (45 cells a frame made
// frames of 40-50 ms) rather than one of 80 ms with the rest of the page.
const maxPaint = 27

// paint writes the cells that changed since the last paint into the
// grid's element, in one call to the page's script (web/cells.js), up to
// maxPaint of them; all of them into a new element or when their number
// changed. It reports whether cells are left for the next frame's paint,
// and asks for that frame.
func (g *gridBox) paint() (behind bool) {
	defer func() { g.page.gridBehind = behind }()
	el := g.JSValue()
	script := ui.Global("xcoverCells")
	if el == nil || !el.Truthy() || !script.Truthy() {
		return false
	}
	cells := g.page.shown
	limit := maxPaint
	if g.el == nil || !g.el.Equal(el) || len(g.painted) != len(cells) || el.Get("childElementCount").Int() != len(cells) {
		g.el, g.painted = el, make([]face, len(cells))
		limit = len(cells) // a new grid shows whole
	}
	b := g.batch[:0]
	n := 0
	for i, c := range cells {
		f := c.face
		if f == g.painted[i] {
			continue
		}
		if n++; n > limit {
			behind = true
			break
		}
		if len(b) > 0 {
			b = append(b, '\x1e')
		}
		b = strconv.AppendInt(b, int64(i), 10)
		for _, field := range [...]string{f.class, f.text, f.label} {
			b = append(append(b, '\x1f'), field...)
		}
		g.painted[i] = f
	}
	g.batch = b
	script.Call("paint", el, len(cells), string(b))
	if behind && g.page.playback.Frames != nil {
		g.page.playback.Frames.Start()
	}
	return behind
}
