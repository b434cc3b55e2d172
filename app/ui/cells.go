package ui

import (
	"encoding/json"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/app/words"
	"xcover/dlx"
)

// CellsView shows the dancing cells' arrays at the player's step (see
// draw.CellsPicture), in a canvas the page's script draws (web/xcover.js),
// as the links' pictures are: whole at each step, the cells the step moved
// sliding from where they were in the engine's order. A pointer over a
// box, or the keyboard moving from box to box (arrow keys, Home for the
// first), picks the box whose fields show in a line below.
type CellsView struct {
	// ID is the canvas's id; the fields line's is ID + "-fields".
	ID   string
	pic  *draw.CellsPicture // the picture as last drawn, nil when none is
	pos  int                // the player's position it was drawn at
	cols int                // the lens's columns it was drawn with
	box  int32              // the box picked, -1 for none
	// widths are the boxes' widths for the problem m (see
	// draw.MeasureCells), measured once a problem.
	widths draw.CellsWidths
	m      *dlx.Problem
	rec    Recording // the export menu's recording
}

// NewCellsView returns a view whose canvas has the given id.
func NewCellsView(id string) CellsView { return CellsView{ID: id, box: -1} }

// Reset forgets the picture and the box picked: the next Draw draws anew.
func (v *CellsView) Reset() { v.pic, v.box = nil, -1 }

// Render draws the canvas, named for screen readers (Draw names it after
// what it shows), and the line that shows the picked box's fields. The
// canvas takes the focus, so that the keyboard can walk the boxes.
func (v *CellsView) Render() app.UI {
	return app.Div().Class("links-box").Body(
		app.Canvas().ID(v.ID).Class("links-canvas cells-canvas").Attr("tabindex", "0").Attr("role", "img").Aria("label", "Dancing cells").
			On("mousemove", v.onPointer).On("keydown", v.onKey).On("focus", v.onKey),
		app.P().ID(v.ID+"-fields").Class("link-fields").Aria("live", "polite"),
	)
}

// ExportMenu draws the picture's export menu (see ExportMenu): its files
// are named after the step, "xcover-cells-event-12".
func (v *CellsView) ExportMenu() app.UI {
	return ExportMenu(Export{ID: v.ID, What: "the dancing cells picture", Canvas: v.ID, Name: func() string { return FileName(v.ID, v.pos) },
		SVG: func(ink draw.Ink) string {
			if v.pic == nil {
				return ""
			}
			return draw.SceneSVG(v.pic.Scene(), ink)
		}}, &v.rec)
}

// onPointer picks the box under the pointer.
func (v *CellsView) onPointer(ctx app.Context, e app.Event) {
	script := Global("xcoverLinks")
	if !script.Truthy() || v.pic == nil {
		return
	}
	if id := int32(script.Call("at", v.ID, e.Get("clientX"), e.Get("clientY")).Int()); id >= 0 && id != v.box && v.pic.Describe(id) != "" {
		v.pick(id)
	}
}

// onKey moves the pick along the picture's rows by the arrow keys; Home,
// or the first key or focus, picks the first box.
func (v *CellsView) onKey(ctx app.Context, e app.Event) {
	if v.pic == nil {
		return
	}
	dir := map[string]string{"ArrowLeft": "left", "ArrowRight": "right", "ArrowUp": "up", "ArrowDown": "down", "Home": "home"}[e.Get("key").String()]
	if v.pic.Describe(v.box) == "" {
		dir = "home"
	}
	if dir == "" {
		return
	}
	if e.Get("type").String() == "keydown" {
		e.PreventDefault() // the arrows walk the picture, not the page
	}
	if next := v.pic.Neighbour(v.box, dir); next >= 0 {
		v.pick(next)
	}
}

// pick makes box id the one whose fields show, ringed in the picture.
func (v *CellsView) pick(id int32) {
	v.box = id
	if script := Global("xcoverLinks"); script.Truthy() {
		script.Call("focus", v.ID, id)
	}
	v.showFields()
}

// showFields writes the picked box's fields in the line below the
// picture.
func (v *CellsView) showFields() {
	line := Element(v.ID + "-fields")
	if !line.Truthy() {
		return
	}
	text := "Point at a cell, or focus the picture and move with the arrow keys, for what it holds."
	if v.pic != nil {
		if d := v.pic.Describe(v.box); d != "" {
			text = d
		}
	}
	if line.Get("textContent").String() != text { // a live region: say it once
		line.Set("textContent", text)
	}
}

// Draw shows the cells of pl (whose engine must be the dancing cells) at
// its position: all of them for a small problem, else a lens on the step
// as many cells wide as the canvas's room reads at readableScale.
func (v *CellsView) Draw(pl *player.Player) {
	script := Global("xcoverLinks")
	canvas := Element(v.ID)
	c, ok := pl.View().(*dlx.Cells)
	if !script.Truthy() || !canvas.Truthy() || !ok {
		return
	}
	m := pl.Problem()
	name := func(k int) string { return problem.OptionLabel(m, k) }
	if v.m != m {
		v.m, v.widths = m, draw.MeasureCells(m, name)
	}
	whole := explain.CellsFit(m)
	cols := explain.MaxLensCellsColumns
	if room := script.Call("room", v.ID); room.Truthy() && !whole {
		// As many cells as read at readableScale, beside the row's label
		// and the two "+n" boxes either side.
		w := room.Index(0).Float()/readableScale - float64(v.widths.Label)
		cols = int(w/float64(v.widths.Cell+draw.CellGap)) - 2
	}
	if v.pic != nil && v.pos == pl.Pos() && v.cols == cols && script.Call("has", v.ID).Bool() {
		return
	}
	focus := StepFocus(pl)
	cells := explain.ReadCells(c, focus, whole, cols)
	v.pic = draw.NewCellsPicture(m, cells, v.widths, name)
	v.pos, v.cols = pl.Pos(), cols
	label := "Dancing cells: every item's block of the set array, the list and the trail"
	if !whole {
		label = "Dancing cells lens"
		if focus.Item >= 0 {
			label += ": item " + m.ItemName(focus.Item) + " and its " + words.Plural(int64(c.Size(focus.Item)), "live option")
			if focus.Option >= 0 {
				label += ", trying " + problem.OptionLabel(m, focus.Option)
			}
		} else {
			label += ": no item is branched on at this step"
		}
	}
	if canvas.Call("getAttribute", "aria-label").String() != label {
		canvas.Call("setAttribute", "aria-label", label)
	}
	if columns := strconv.Itoa(cols); !whole && canvas.Get("dataset").Get("columns").String() != columns {
		canvas.Get("dataset").Set("columns", columns) // the lens's width, for tests and tools
	}
	b, _ := json.Marshal(v.pic.Scene()) // cannot fail: numbers and strings
	script.Call("draw", v.ID, string(b))
	if v.pic.Describe(v.box) == "" {
		v.box = -1
	}
	script.Call("focus", v.ID, v.box)
	v.showFields()
}
