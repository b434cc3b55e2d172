package draw

import (
	"fmt"
	"strconv"
	"unicode/utf8"

	"xcover/app/explain"
	"xcover/dlx"
)

// The dancing cells picture's geometry, in the picture's units (a page
// scales it to fit its box): a cell's box, at least cellMinW wide and at
// most cellMaxW, CellGap apart; a row label's box; rows rowGap apart; a
// move's box slides for moveMS ms, moveStep ms after the one before, all
// within moveSpread.
const (
	cellH      = 22
	labelH     = 30
	cellMinW   = 26
	cellMaxW   = 72
	CellGap    = 4
	rowGap     = 6
	labelMinW  = 64
	labelMaxW  = 110
	moveStep   = 90
	moveSpread = 1200
)

// The numbers that name the picture's boxes (SceneNode.Node), apart from a
// cell's, which is its node's number in the engine (1 on): an item's row
// label, an item in the list, an entry of the trail, and the list's and
// the trail's labels.
const (
	rowBase   = 1_000_000
	listBase  = 2_000_000
	trailBase = 3_000_000
	listLabel = 4_000_000
	trailRow  = 4_000_001
)

// CellsPicture is the dancing cells view of a step (explain.Cells) laid out
// as a scene the page's script draws (see Scene): the list of items on
// top, a row per item below, its label then its block's cells, live ones
// first, a bar at its size, the cells taken out dimmed; the trail at the
// bottom, a bar at each mark. A cell the step moved slides from where it
// was, in the engine's order.
type CellsPicture struct {
	v              *explain.Cells
	m              *dlx.Problem
	optionName     func(int) string
	cellW, labelW  int
	listY, trailY  int
	rowY           []int // each row's top
	width, columns int
}

// CellsWidths are the widths of a cells picture's boxes: a cell's, and a
// row label's. They are a problem's (MeasureCells), not a step's, so that
// the boxes stay put from step to step.
type CellsWidths struct{ Cell, Label int }

// MeasureCells returns the widths of the boxes of problem m's cells
// pictures, its options named by optionName: a cell holds an option's
// name, an item's or a trail's entry, a row label an item's name or its
// place and size.
func MeasureCells(m *dlx.Problem, optionName func(int) string) CellsWidths {
	longest, label := 1, len("pos 00 · size 00")
	for k := range m.Options() {
		longest = max(longest, utf8.RuneCountInString(optionName(k)))
	}
	most := 0
	for i := range m.Items() {
		name := utf8.RuneCountInString(m.ItemName(i))
		most = max(most, m.Size(i))
		longest = max(longest, name+1+len(strconv.Itoa(most)))
		label = max(label, name)
	}
	label = max(label, len(fmt.Sprintf("pos %d · size %d", m.Items(), most)))
	return CellsWidths{
		Cell:  min(max(cellMinW, int(float64(longest)*charW)+padW), cellMaxW),
		Label: min(max(labelMinW, int(float64(label)*charW)+padW), labelMaxW),
	}
}

// NewCellsPicture lays out the view v of problem m's cells, its boxes w
// wide (MeasureCells), its options named by optionName.
func NewCellsPicture(m *dlx.Problem, v *explain.Cells, w CellsWidths, optionName func(int) string) *CellsPicture {
	p := &CellsPicture{v: v, m: m, optionName: optionName, cellW: w.Cell, labelW: w.Label}
	for _, r := range v.Rows {
		p.columns = max(p.columns, len(r.Cells)+b2i(r.From > 0)+b2i(r.From+len(r.Cells) < r.Len))
	}
	p.columns = max(p.columns, len(v.List)+b2i(v.ListFrom > 0)+b2i(v.ListFrom+len(v.List) < v.ListLen), len(v.Trail)+b2i(v.TrailFrom > 0))
	p.width = p.labelW + CellGap + p.columns*(p.cellW+CellGap)
	y := 0
	p.listY = y
	y += labelH + rowGap
	for range v.Rows {
		p.rowY = append(p.rowY, y)
		y += labelH + rowGap
	}
	p.trailY = y
	return p
}

// b2i is 1 for true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// rowLabel is an item row's label: its name, its place in the list and
// its size.
func (p *CellsPicture) rowLabel(r explain.CellsRow) []string {
	return []string{p.m.ItemName(r.Item), fmt.Sprintf("pos %d · size %d", r.Pos, r.Size)}
}

// trailLabel is a trail entry's label: the item and its size saved.
func trailLabel(m *dlx.Problem, e dlx.SavedSize) string {
	return m.ItemName(e.Item) + ":" + strconv.Itoa(e.Size)
}

// cellX is where the box of place k of a row shown from place from
// starts, leaving room for a "…" box when the row starts past place 0.
func (p *CellsPicture) cellX(k, from int) int {
	x := p.labelW + CellGap + (k-from)*(p.cellW+CellGap)
	if from > 0 {
		x += p.cellW + CellGap
	}
	return x
}

// Scene lays the picture out (see CellsPicture).
func (p *CellsPicture) Scene() Scene {
	v := p.v
	moves := v.FirstMoves()
	s := Scene{W: p.width, H: p.trailY + labelH}
	box := func(node int32, x, y, w, h int, kind string, label []string) *SceneNode {
		s.Nodes = append(s.Nodes, SceneNode{ID: nodeID(node), Node: node, X: x, Y: y, W: w, H: h, Kind: kind, Label: label, Role: "plain", Hue: -1})
		return &s.Nodes[len(s.Nodes)-1]
	}
	bar := func(id string, x, y int, lit bool, delay int) {
		s.Arrows = append(s.Arrows, SceneArrow{ID: id, From: -1, To: -1, D: fmt.Sprintf("M%d %d L%d %d", x, y-3, x, y+cellH+3), Lit: lit, Delay: delay})
	}
	more := func(n int, x, y int) { // the "+n" box of n cells not shown, named by its place
		if n > 0 {
			b := box(-2, x, y+(labelH-cellH)/2, p.cellW, cellH, "root", []string{"+" + strconv.Itoa(n)})
			b.ID, b.Out = fmt.Sprintf("more-%d-%d", x, y), true
		}
	}

	// The list: its items, the active part of each side first.
	active := v.Active[0]
	box(listLabel, 0, p.listY, p.labelW, labelH, "header", []string{"list", fmt.Sprintf("%d active", active)})
	more(v.ListFrom, p.labelW+CellGap, p.listY)
	cy := p.listY + (labelH-cellH)/2
	for k, i := range v.List {
		place := v.ListFrom + k
		n := box(listBase+int32(i), p.cellX(place, v.ListFrom), cy, p.cellW, cellH, "cell", []string{p.m.ItemName(i)})
		n.Out = !v.ActiveAt(place)
		if i == v.Focus.Item {
			n.Role = "branched"
		}
		if mv, ok := moves[int32(-1-i)]; ok {
			n.From = []int{p.cellX(mv.From, v.ListFrom), cy, min(mv.Order*moveStep, moveSpread)}
		}
	}
	more(v.ListLen-v.ListFrom-len(v.List), p.cellX(v.ListFrom+len(v.List), v.ListFrom), p.listY)
	bars := []int{active} // the end of each active part
	if v.Primary < v.ListLen {
		bars = append(bars, v.Primary+v.Active[1])
	}
	for _, at := range bars {
		if at >= v.ListFrom && at <= v.ListFrom+len(v.List) {
			bar("list-"+strconv.Itoa(at), p.cellX(at, v.ListFrom)-CellGap/2, cy, false, 0)
		}
	}

	// The items' rows: a label, the block's cells, a bar at the size.
	for ri, r := range v.Rows {
		y := p.rowY[ri]
		label := box(rowBase+int32(r.Item), 0, y, p.labelW, labelH, "header", p.rowLabel(r))
		label.Out = !v.ActiveAt(r.Pos)
		if r.Item == v.Focus.Item {
			label.Role = "branched"
		}
		more(r.From, p.labelW+CellGap, y)
		cy := y + (labelH-cellH)/2
		for k, e := range r.Cells {
			place := r.From + k
			n := box(e.Node, p.cellX(place, r.From), cy, p.cellW, cellH, "cell", []string{p.optionName(e.Option)})
			n.Out = place >= r.Size
			n.Role = v.Role(e.Option).String()
			n.Hue = ColorHue(p.m.OptionColor(e.Option, r.Item))
			n.Marked = e.Marked
			if mv, ok := moves[e.Node]; ok {
				n.From = []int{p.cellX(mv.From, r.From), cy, min(mv.Order*moveStep, moveSpread)}
			}
		}
		more(r.Len-r.From-len(r.Cells), p.cellX(r.From+len(r.Cells), r.From), y)
		if r.Size >= r.From && r.Size <= r.From+len(r.Cells) {
			bar("size-"+strconv.Itoa(r.Item), p.cellX(r.Size, r.From)-CellGap/2, cy, p.sizeMoved(r.Item), 0)
		}
	}

	// The trail: its entries, oldest first, a bar at each mark.
	box(trailRow, 0, p.trailY, p.labelW, labelH, "header", []string{"trail", fmt.Sprintf("%d saved", v.TrailFrom+len(v.Trail))})
	more(v.TrailFrom, p.labelW+CellGap, p.trailY)
	ty := p.trailY + (labelH-cellH)/2
	for k, e := range v.Trail {
		box(trailBase+int32(v.TrailFrom+k), p.cellX(v.TrailFrom+k, v.TrailFrom), ty, p.cellW, cellH, "cell", []string{trailLabel(p.m, e)})
	}
	for j, at := range v.Marks {
		if at >= v.TrailFrom && (j == 0 || at != v.Marks[j-1]) {
			bar("mark-"+strconv.Itoa(j), p.cellX(at, v.TrailFrom)-CellGap/2, ty, false, 0)
		}
	}
	return s
}

// sizeMoved reports whether the step moved cells of item i's block: its
// size bar is lit.
func (p *CellsPicture) sizeMoved(i int) bool {
	for _, mv := range p.v.Moves {
		if mv.Node >= 0 && mv.Item == i {
			return true
		}
	}
	return false
}

// CellsBox is what a box of a cells picture (SceneNode.Node) shows: a
// cell of an item's row (Row and Place, from the row's first shown), an
// item's row label, an item in the list (Place in the list), an entry of
// the trail, or nothing (Kind "").
type CellsBox struct {
	Kind       string // "cell", "item", "list", "trail" or ""
	Row, Place int
}

// Box returns what the box numbered node shows.
func (p *CellsPicture) Box(node int32) CellsBox {
	v := p.v
	switch {
	case node >= listLabel || node < 0:
		return CellsBox{}
	case node >= trailBase:
		return CellsBox{Kind: "trail", Place: int(node - trailBase)}
	case node >= listBase:
		for k, i := range v.List {
			if int32(i) == node-listBase {
				return CellsBox{Kind: "list", Place: v.ListFrom + k}
			}
		}
		return CellsBox{}
	case node >= rowBase:
		for ri, r := range v.Rows {
			if int32(r.Item) == node-rowBase {
				return CellsBox{Kind: "item", Row: ri}
			}
		}
		return CellsBox{}
	}
	for ri, r := range v.Rows {
		for k, e := range r.Cells {
			if e.Node == node {
				return CellsBox{Kind: "cell", Row: ri, Place: k}
			}
		}
	}
	return CellsBox{}
}

// Describe says what the box numbered node shows, for the view's fields
// line; "" for none.
func (p *CellsPicture) Describe(node int32) string {
	b := p.Box(node)
	switch b.Kind {
	case "cell":
		return p.v.DescribeCell(p.m, p.v.Rows[b.Row], b.Place, p.optionName)
	case "item":
		return p.v.DescribeItem(p.m, p.v.Rows[b.Row])
	case "list":
		return p.v.DescribeList(p.m, b.Place)
	case "trail":
		return p.v.DescribeTrail(p.m, b.Place)
	}
	return ""
}

// Neighbour returns the box the arrow key dir ("left", "right", "up",
// "down") leads to from the box numbered node, in the picture's rows
// (the list, the items', the trail); -1 for none. From none, or for
// "home", it is the first cell of the first row.
func (p *CellsPicture) Neighbour(node int32, dir string) int32 {
	rows := p.rowsOfBoxes()
	r, k := -1, -1
	for ri, row := range rows {
		for ki, n := range row {
			if n == node {
				r, k = ri, ki
			}
		}
	}
	switch {
	case r < 0 || dir == "home":
		if len(rows) > 0 && len(rows[0]) > 0 {
			return rows[0][0]
		}
		return -1
	case dir == "left" && k > 0:
		return rows[r][k-1]
	case dir == "right" && k+1 < len(rows[r]):
		return rows[r][k+1]
	case dir == "up" && r > 0 && len(rows[r-1]) > 0:
		return rows[r-1][min(k, len(rows[r-1])-1)]
	case dir == "down" && r+1 < len(rows) && len(rows[r+1]) > 0:
		return rows[r+1][min(k, len(rows[r+1])-1)]
	}
	return -1
}

// rowsOfBoxes returns the numbers of the boxes a key can pick, row by row
// as drawn: the list's items, each item's label and cells, the trail's
// entries.
func (p *CellsPicture) rowsOfBoxes() [][]int32 {
	v := p.v
	var rows [][]int32
	var list []int32
	for _, i := range v.List {
		list = append(list, listBase+int32(i))
	}
	rows = append(rows, list)
	for _, r := range v.Rows {
		row := []int32{rowBase + int32(r.Item)}
		for _, e := range r.Cells {
			row = append(row, e.Node)
		}
		rows = append(rows, row)
	}
	var trail []int32
	for k := range v.Trail {
		trail = append(trail, trailBase+int32(v.TrailFrom+k))
	}
	return append(rows, trail)
}
