package dlx

// A picture of the dancing cells reads their arrays through the readers
// below, as a replay (Apply, Revert) leaves them: each item's block of
// the set array, the list of items, the trail of saved sizes, and the
// moves the last event made, in the order it made them.

// CellEntry is one cell of an item's block: the node it holds (an index
// that names the node for as long as the engine lives), the node's option,
// and whether a purify has marked the node (its item purified to the
// node's color: covers pass it by).
type CellEntry struct {
	Node   int32
	Option int
	Marked bool
}

// Block appends to dst the cells of item i's block in the order they are
// in: the first Size(i) hold the options still in the item's set, the
// rest those taken out, the last taken first.
func (c *Cells) Block(i int, dst []CellEntry) []CellEntry {
	h := c.handles[i]
	end := h + int32(c.p.Size(i))
	for _, x := range c.cells[h:end] {
		dst = append(dst, CellEntry{Node: x, Option: int(c.optionOf(x)), Marked: c.nodes[x].color < 0})
	}
	return dst
}

// ListOrder appends to dst the items in the list's order: the primary ones
// first, the ActiveCounts first of each part.
func (c *Cells) ListOrder(dst []int) []int {
	for _, h := range c.list {
		dst = append(dst, int(c.index(h)))
	}
	return dst
}

// ActiveCounts returns how many items of each part of the list are still
// active: the first primary of the list's primary items are to cover, and
// the first secondary of its secondary items are uncovered.
func (c *Cells) ActiveCounts() (primary, secondary int) {
	return int(c.active), int(c.activeSecondary)
}

// Pos returns item i's place in the list.
func (c *Cells) Pos(i int) int { return int(c.cells[c.handles[i]+cellPos]) }

// NodeItem returns the item and the option of node x (a CellEntry's Node).
func (c *Cells) NodeItem(x int32) (item, option int) {
	return int(c.index(c.nodes[x].item)), int(c.optionOf(x))
}

// NodePlace returns where node x is in its item's block, from 0.
func (c *Cells) NodePlace(x int32) int {
	n := c.nodes[x]
	return int(n.loc - n.item)
}

// SavedSize is an entry of the trail: an item and the size it had when a
// change after a mark saved it, which a backtrack to the mark restores.
type SavedSize struct{ Item, Size int }

// Trail appends to dst the sizes saved on the trail, oldest first.
func (c *Cells) Trail(dst []SavedSize) []SavedSize {
	for j := 0; j+2 < len(c.trail); j += 3 {
		dst = append(dst, SavedSize{Item: int(c.index(c.trail[j])), Size: int(c.trail[j+1])})
	}
	return dst
}

// TrailMarks appends to dst how long the trail was, in entries, at each
// mark a replay holds that a backtrack goes back to: a Branch's and a
// Try's, oldest first; a Restore goes back to the last. For a problem
// with bounds it appends none: Algorithm M's replay keeps a mark a level,
// set by the level's branch when it has two ways, not a stack.
func (c *Cells) TrailMarks(dst []int) []int {
	if c.p.HasBounds() {
		return dst
	}
	for _, m := range c.marks {
		dst = append(dst, m.trail/3)
	}
	return dst
}

// CellMove is a move the dancing cells make: node Node from place From to
// place To of item Item's block; or, when Node is -1, item Item from place
// From to place To of the list.
type CellMove struct {
	Item     int
	Node     int32
	From, To int
}

// Moves appends to dst the moves of the last Apply or Revert, in the order
// it made them: each take, two nodes swapping places (the one taken and
// the set's last live one), and each item out of the list or back in,
// two items swapping.
func (c *Cells) Moves(dst []CellMove) []CellMove { return append(dst, c.moves...) }

// moveNode notes that node x moved from place from to place to of its
// item's block, while a replay moves things.
func (c *Cells) moveNode(x, from, to int32) {
	h := c.nodes[x].item
	c.moves = append(c.moves, CellMove{Item: int(c.index(h)), Node: x, From: int(from - h), To: int(to - h)})
}

// moveItem notes that item h moved from place from to place to of the
// list, while a replay moves things.
func (c *Cells) moveItem(h, from, to int32) {
	c.moves = append(c.moves, CellMove{Item: int(c.index(h)), Node: -1, From: int(from), To: int(to)})
}
