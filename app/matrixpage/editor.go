package matrixpage

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/problem"
)

// gridEditor is the matrix as a table of cells to toggle, options as rows
// and items as columns. It is a component of its own so that go-app
// renders its cells (thousands for a big matrix) again only when the sheet
// or the selection changes, not each time the page does: while playing,
// several times a second, and rebuilding them took tens of milliseconds.
type gridEditor struct {
	app.Compo

	Sheet          problem.Sheet // the problem; the page replaces it on each edit
	SelRow, SelCol int           // the selected option and item, or -1
	page           *Page         // whose onEditorClick takes the clicks
}

// Render draws the table: a header per item and per option, a cell per
// option and item, on when the option has the item.
func (g *gridEditor) Render() app.UI {
	s := g.Sheet
	head := []app.UI{app.Th().Text("")}
	for c, col := range s.Items {
		class := "col-head"
		if col.Secondary {
			class += " secondary"
		}
		if c == g.SelCol {
			class += " selected"
		}
		head = append(head, app.Th().Body(app.Button().ID(fmt.Sprintf("col-%d", c)).Class(class).
			DataSet("c", c).Title(itemTitle(col)).Text(col.Head())))
	}
	rows := []app.UI{app.Tr().Body(head...)}
	for r := range s.Options {
		class := "row-head"
		if r == g.SelRow {
			class += " selected"
		}
		name := s.OptionName(r)
		if cost := s.Options[r].Cost; cost > 0 { // as Knuth's DLX5 prints a cost
			name += fmt.Sprintf(" $%d", cost)
		}
		line := []app.UI{app.Th().Body(app.Button().ID(fmt.Sprintf("row-%d", r)).Class(class).
			DataSet("r", r).Text(name))}
		for c := range s.Items {
			class := "bit"
			if s.Has(r, c) {
				class += " on"
			}
			if r == g.SelRow || c == g.SelCol {
				class += " sel"
			}
			cell := app.Td().ID(fmt.Sprintf("bit-%d-%d", r, c)).DataSet("r", r).DataSet("c", c)
			if color := s.Color(r, c); color != "" { // its color's name, on its hue
				cell = cell.Text(color).Title(s.Items[c].Name+":"+color).
					Style("background", fmt.Sprintf("hsl(%d, 70%%, 50%%)", draw.ColorHue(color)))
				class += " colored"
			}
			line = append(line, cell.Class(class))
		}
		rows = append(rows, app.Tr().Body(line...))
	}
	return app.Div().Class("grid-scroll").Body(
		app.Table().ID("editor").Attr("aria-label", "the matrix: options are rows, items are columns; click a cell to toggle it").
			Body(app.TBody().Body(rows...)).OnClick(g.page.onEditorClick),
	)
}
