package sudokupage

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// face is what a cell of the grid shows: its classes, its text (a value,
// pencil marks or a count) and its name for screen readers.
type face struct {
	class, text, label string
}

// gridBox is the sudoku grid's element, a component whose cells the page
// writes into the DOM itself, a cell at a time and only those that
// changed (paint), rather than rendering them: a new puzzle changes every
// cell, and go-app rendering and comparing hundreds of cells' elements
// made that frame the page's longest on a slow machine; while a search
// plays, a frame changes a few cells. The grid's own attributes and its
// listeners are rendered as usual.
type gridBox struct {
	app.Compo

	// Key changes whenever the grid or a cell does, so that the
	// component updates (and paints) then.
	Key string

	// The first component mounted is kept, and these with it: they read
	// the page as it is when called.
	render  func() app.UI      // the grid's element, without its cells
	cells   func() []shownCell // the cells to show
	painted []face             // the cells as last written into el
	el      app.Value          // the element they were written into
}

// Render draws the grid's element; its cells are painted.
func (g *gridBox) Render() app.UI { return g.render() }

// OnMount paints the cells into the new element.
func (g *gridBox) OnMount(ctx app.Context) { ctx.Defer(func(app.Context) { g.paint() }) }

// OnUpdate paints the cells that changed, once the element is up to date.
func (g *gridBox) OnUpdate(ctx app.Context) { ctx.Defer(func(app.Context) { g.paint() }) }

// paint writes the cells that changed since the last paint into the
// grid's element: all of them into a new element, or when their number
// changed.
func (g *gridBox) paint() {
	el := g.JSValue()
	if el == nil || !el.Truthy() || g.cells == nil {
		return
	}
	cells := g.cells()
	if g.el == nil || !g.el.Equal(el) || len(g.painted) != len(cells) || el.Get("childElementCount").Int() != len(cells) {
		el.Set("textContent", "")
		doc := app.Window().Get("document")
		for i := range cells {
			cell := doc.Call("createElement", "div")
			cell.Set("id", "cell-"+strconv.Itoa(i))
			cell.Call("setAttribute", "role", "gridcell")
			el.Call("appendChild", cell)
		}
		g.el, g.painted = el, make([]face, len(cells))
	}
	children := el.Get("children")
	for i, c := range cells {
		f, old := c.face, g.painted[i]
		if f == old {
			continue
		}
		cell := children.Index(i)
		if f.class != old.class {
			cell.Set("className", f.class)
		}
		if f.text != old.text {
			cell.Set("textContent", f.text)
		}
		if f.label != old.label {
			cell.Call("setAttribute", "aria-label", f.label)
		}
		g.painted[i] = f
	}
}
