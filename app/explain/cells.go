package explain

import (
	"fmt"
	"slices"

	"xcover/dlx"
)

// The dancing cells view shows the engine's own arrays at a step: each
// item's block of the set array, its live options first and those taken
// out after its size; the list of items, the active ones first; the trail
// of sizes saved, with the marks a backtrack restores to. A small problem
// is shown whole; a bigger one through a lens: the rows of the items the
// step is about, each a window of its block around its size, a window of
// the list around its active part, the trail's newest entries.

// The whole view's bounds: a problem with more items, or an item with a
// longer block, gets the lens.
const (
	MaxCellsItems = 16
	MaxCellsBlock = 12
)

// The lens's bounds: the rows of items it shows at most, and the most and
// fewest cells of a row (a block's, the list's, the trail's): a page picks
// them for the room its picture has.
const (
	LensCellsRows       = 6
	MaxLensCellsColumns = 12
	MinLensCellsColumns = 4
)

// CellsFit reports whether the dancing cells of m can be shown whole.
func CellsFit(m *dlx.Problem) bool {
	if m.Items() > MaxCellsItems {
		return false
	}
	for i := range m.Items() {
		if m.Size(i) > MaxCellsBlock {
			return false
		}
	}
	return true
}

// CellsRow is an item's row of the view: its place in the list, its size
// (its live options), the cells of its block shown (From on; all of it
// when From is 0 and len(Cells) is Len), and the block's length.
type CellsRow struct {
	Item, Pos, Size int
	Cells           []dlx.CellEntry
	From, Len       int
}

// Cells is what the dancing cells view shows at a step (see ReadCells).
type Cells struct {
	Rows []CellsRow
	// List is the items of the list from place ListFrom on, of ListLen;
	// the first Active[0] of the list are the primary items still to
	// cover, and Active[1] of the secondary ones, which start at place
	// Primary, are uncovered.
	List              []int
	ListFrom, ListLen int
	Active            [2]int
	Primary           int
	// Trail is the trail's entries from TrailFrom on; Marks are how long
	// the trail was at each mark a backtrack may go back to.
	Trail     []dlx.SavedSize
	TrailFrom int
	Marks     []int
	// Moves are the moves of the step to here, in the engine's order.
	Moves []dlx.CellMove
	// Focus is the step's place in the search; Whole is set when every
	// item and cell is shown, MoreItems counts the rows a lens leaves out.
	Focus     Focus
	Whole     bool
	MoreItems int
}

// ReadCells reads what the dancing cells view shows of c at focus f: all
// of it when whole, else a lens on the step (see Cells) showing at most
// columns cells of a row (within MinLensCellsColumns and
// MaxLensCellsColumns).
func ReadCells(c *dlx.Cells, f Focus, whole bool, columns int) *Cells {
	columns = min(max(columns, MinLensCellsColumns), MaxLensCellsColumns)
	m := c.Problem()
	v := &Cells{Focus: f, Whole: whole, Primary: m.Primary()}
	v.Active[0], v.Active[1] = c.ActiveCounts()
	v.Moves = c.Moves(nil)
	list := c.ListOrder(nil)
	trail := c.Trail(nil)
	v.Marks = c.TrailMarks(nil)
	v.ListLen = len(list)
	items := v.lensItems(c, m)
	if whole {
		items = make([]int, m.Items())
		for i := range items {
			items[i] = i
		}
		v.List = list
		v.Trail = trail
	} else {
		v.ListFrom = window(len(list), v.Active[0], columns)
		v.List = list[v.ListFrom:min(len(list), v.ListFrom+columns)]
		v.TrailFrom = max(0, len(trail)-columns)
		v.Trail = trail[v.TrailFrom:]
	}
	for _, i := range items {
		block := c.Block(i, nil)
		row := CellsRow{Item: i, Pos: c.Pos(i), Size: c.Size(i), Len: len(block), Cells: block}
		if !whole {
			row.From = window(len(block), row.Size, columns)
			row.Cells = block[row.From:min(len(block), row.From+columns)]
		}
		v.Rows = append(v.Rows, row)
	}
	return v
}

// window returns where a window of n places of a row of length places
// starts, so that it shows the places around place at (a size, the
// boundary of the live part).
func window(length, at, n int) int {
	return max(0, min(at-n/2, length-n))
}

// lensItems returns the items a lens shows, in the problem's order: the
// item branched on, the items of the option tried, the items the step
// moved cells of, and, while there is room, those of the options chosen
// above; MoreItems counts those left out.
func (v *Cells) lensItems(c *dlx.Cells, m *dlx.Problem) []int {
	var want []int
	add := func(i int) {
		if i >= 0 && !slices.Contains(want, i) {
			want = append(want, i)
		}
	}
	add(v.Focus.Item)
	if v.Focus.Option >= 0 {
		for _, i := range m.OptionItems(nil, v.Focus.Option) {
			add(i)
		}
	}
	for _, mv := range v.Moves {
		if mv.Node >= 0 {
			add(mv.Item)
		}
	}
	for _, k := range slices.Backward(v.Focus.Chosen) {
		for _, i := range m.OptionItems(nil, k) {
			add(i)
		}
	}
	if len(want) == 0 { // before the first branch: the first items of the list
		for _, i := range c.ListOrder(nil) {
			add(i)
		}
	}
	v.MoreItems = max(0, m.Items()-min(len(want), LensCellsRows))
	want = want[:min(len(want), LensCellsRows)]
	slices.Sort(want)
	return want
}

// Role returns the role in the step of a cell of option k (see Role): of
// the option tried, of one chosen above, or none.
func (v *Cells) Role(k int) Role {
	switch {
	case k == v.Focus.Option:
		return Tried
	case slices.Contains(v.Focus.Chosen, k):
		return Chosen
	}
	return Plain
}

// FirstMove is the first move a step made of a node or of an item in the
// list: its order among the step's moves, and the place it moved from.
type FirstMove struct{ Order, From int }

// FirstMoves returns the first move of each node the step moved, by node,
// and of each item it moved in the list, by -1 - item.
func (v *Cells) FirstMoves() map[int32]FirstMove {
	first := make(map[int32]FirstMove, len(v.Moves))
	for k, mv := range v.Moves {
		key := mv.Node
		if key < 0 {
			key = int32(-1 - mv.Item)
		}
		if _, seen := first[key]; !seen {
			first[key] = FirstMove{Order: k, From: mv.From}
		}
	}
	return first
}

// DescribeCell says what cell k of row r holds, for the view's fields
// line, in the problem's words.
func (v *Cells) DescribeCell(m *dlx.Problem, r CellsRow, k int, optionName func(int) string) string {
	e := r.Cells[k]
	place := r.From + k
	s := fmt.Sprintf("Item %s's block, place %d of %d: option %s", m.ItemName(r.Item), place, r.Len, optionName(e.Option))
	if color := m.OptionColor(e.Option, r.Item); color != "" {
		s += ", color " + color
	}
	switch {
	case place < r.Size:
		s += fmt.Sprintf(": live (size %d)", r.Size)
	default:
		s += fmt.Sprintf(": taken out, past size %d", r.Size)
	}
	if e.Marked {
		s += "; marked by a purify, which covers pass by"
	}
	return s + "."
}

// DescribeItem says what item row r shows: its place in the list, its
// size and block.
func (v *Cells) DescribeItem(m *dlx.Problem, r CellsRow) string {
	state := "active"
	if !v.ActiveAt(r.Pos) {
		state = "out of the list's active part"
	}
	return fmt.Sprintf("Item %s: pos %d in the list (%s); size %d: the first %d of its block's %d cells are live.",
		m.ItemName(r.Item), r.Pos, state, r.Size, r.Size, r.Len)
}

// DescribeList says what place p of the list holds.
func (v *Cells) DescribeList(m *dlx.Problem, p int) string {
	i := v.List[p-v.ListFrom]
	part, state := "primary", "active, still to cover"
	if p >= v.Primary {
		part = "secondary"
	}
	if !v.ActiveAt(p) {
		state = "out: covered"
	}
	return fmt.Sprintf("The list, place %d: item %s (%s, %s).", p, m.ItemName(i), part, state)
}

// DescribeTrail says what entry k of the trail holds.
func (v *Cells) DescribeTrail(m *dlx.Problem, k int) string {
	e := v.Trail[k-v.TrailFrom]
	return fmt.Sprintf("The trail, entry %d: item %s's size was %d before a change; a backtrack to the mark before it restores it.", k, m.ItemName(e.Item), e.Size)
}

// ActiveAt reports whether place p of the list is in an active part: a
// primary item still to cover, a secondary item not yet covered.
func (v *Cells) ActiveAt(p int) bool {
	if p < v.Primary {
		return p < v.Active[0]
	}
	return p < v.Primary+v.Active[1]
}
