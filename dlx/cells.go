package dlx

import "slices"

// Knuth's dancing cells (TAOCP 7.2.2.3; his programs SSXC and SSXCC): the
// problem's options kept in sparse sets instead of linked lists. Each
// item has a block of one array, cells, holding the nodes of the options
// that contain it; the first size of them are the item's live options,
// the rest those taken out. Taking a node out of its item's set is a swap
// with the set's last live node and one less size; putting it back is only
// one more size: the node is just past the live ones, where it was left.
// The items to cover are a sparse set too: a list whose first live are
// active, an item covered swapped to just past them.
//
// The search branches as SSXCC does, on the active primary item with the
// fewest live options, the first of them in the list on ties: the list's
// order, which covers reshuffle and uncovers leave as they are, breaks
// the ties. It counts nodes and updates as SSXCC does: a node at every
// branch and at every solution; an update for each primary item covered
// and each node taken out of a set. A dead end covers nothing and
// counts no update (DLX1 covers its empty item: one).

// cellsHeader is how many words of cells come before an item's block: its
// header, read at negative offsets from the block's start, which is the
// item's handle (see Cells).
const cellsHeader = 7

// The fields of an item's header, as offsets from its handle.
const (
	cellSize  = -1 // the item's live options
	cellPos   = -2 // its place in the list of items
	cellStamp = -3 // the trail's stamp when its size was last saved (see trail)
	cellIndex = -4 // its index in the problem
	cellBound = -5 // Algorithm M: its uses left
	cellSlack = -6 // Algorithm M: its slack, upper bound less lower
	// cellPurifier is the node whose purify the search's own operations
	// (cells_fast.go) last gave the item, else 0: they mark the item, not
	// its nodes.
	cellPurifier = -7
	cellsFirst   = cellsHeader
)

// cellNode is one node of an option: the handle of its item, where it is
// in the item's block (loc), and the color it gives the item: 0 for none,
// c > 0 for color c, -c while the item is purified to c (the node then
// stays in its item's set: covers pass it by). A spacer between options
// has item 0 or less: minus the width of the option before it, and loc
// the width of the option after it, so that a walk round an option steps
// from its end back to its first node, or from its start to its last.
type cellNode struct {
	item, loc, color int32
	// right is the next node of the option, the first after the last (0
	// in a spacer): the search's loops round an option follow it rather
	// than test each node for a spacer, a branch that mispredicts once an
	// option. It fills the node to 16 bytes: a node never straddles two
	// cache lines.
	right int32
}

// Cells is Knuth's dancing cells engine: a Problem in sparse sets, and
// the state of its search. Make it with NewCells (or Load). Like Links,
// one engine searches on one goroutine at a time, and Search and Fresh
// give engines of their own.
type Cells struct {
	p *Problem
	// cells holds each item's header and block, item after item; an
	// item's handle is the index of its block's first cell.
	cells []int32
	// nodes holds the options' nodes, each option after a spacer, the last
	// followed by one; option k's first node is firstNode(k).
	nodes []cellNode
	// list holds the items' handles: the primary items first, the active
	// ones (still to cover) first among them, active of them; then the
	// secondary items, those not yet covered first, activeSecondary of
	// them. A secondary item is never branched on; purifying it does not
	// take it out.
	list            []int32
	active          int32
	activeSecondary int32
	primary         int32   // the problem's primary items
	handles         []int32 // each item's handle, by index
	// firstNodes holds the first node of each option.
	firstNodes []int32
	// trail holds the sizes saved since the search's root, as triples of
	// a handle, a size and a bound: each item's size is saved there before
	// its first change after a mark (a stamp), and a backtrack restores the
	// sizes saved since its mark (see cells_ops.go).
	trail []int32
	stamp int32
	// purified holds the nodes that purified their items since the root,
	// whose marks a backtrack takes away.
	purified []int32
	// logging is set while Apply replays an event: the operations log
	// where they moved things from (see cells_replay.go); marks are the
	// marks of the branches and tries replayed, to restore to.
	logging bool
	marks   []cellsMark
	moves   []CellMove // the last Apply's or Revert's moves (see Moves)
	// undo is what Apply records to Revert a Cover or a Purify exactly
	// (see cells_replay.go).
	undo undoLog
	// loaded is the cells and the list as Load made them, and moved
	// whether a search has reshuffled them since: each Solve starts from
	// the loaded order (see rewind), so that the same search of the same
	// problem visits the same nodes every time.
	loaded struct {
		cells, list, locs       []int32
		active, activeSecondary int32
	}
	moved bool
	// counting is set when a search undoes its tries by counting sizes
	// back up instead of restoring them from the trail (see
	// countingPays), once decided.
	counting, decided bool
	// colored is set when some option has a color.
	colored bool
	// fast holds the bases of cells and nodes for the search, taken at its
	// start (see bases).
	fast cellBases
	// possible is false for a problem with bounds in which a primary item
	// has fewer options than its lower bound: the search has no node.
	possible bool
	sol      []int // the solution handed to Options.OnSolution
}

// NewCells returns the dancing cells of problem p, ready to search. p must
// not change while the engine searches it.
func NewCells(p *Problem) *Cells {
	c := &Cells{}
	c.Load(p)
	return c
}

// Load makes c the dancing cells of problem p, reusing c's memory.
func (c *Cells) Load(p *Problem) {
	c.p = p
	n := p.Items()
	sizes := p.sizes()
	// The cells: each item's header and block, in the problem's order.
	c.handles = resize(c.handles, n)
	at := int32(0)
	for i := range n {
		c.handles[i] = at + cellsFirst
		at += cellsHeader + sizes[i]
	}
	c.cells = resize(c.cells, int(at))
	c.list = resize(c.list, n)
	for i, h := range c.handles {
		hd := c.cells[h-cellsHeader : h]
		lower, upper := p.Bounds(i)
		hd[cellSlack+cellsHeader], hd[cellBound+cellsHeader] = int32(upper-lower), int32(upper)
		hd[cellIndex+cellsHeader], hd[cellStamp+cellsHeader] = int32(i), 0
		hd[cellPos+cellsHeader], hd[cellSize+cellsHeader] = int32(i), 0
		hd[cellPurifier+cellsHeader] = 0
		c.list[i] = h
	}
	c.active, c.activeSecondary, c.primary = int32(p.Primary()), int32(p.Secondary()), int32(p.Primary())
	// The nodes: options after spacers, each node put in its item's block.
	count := p.Options()
	c.nodes = resize(c.nodes, 1+len(p.items)+count)
	c.firstNodes = resize(c.firstNodes, count)
	x := int32(0)
	c.nodes[0] = cellNode{}
	c.colored = false
	for k := range count {
		first, end := p.optionEntries(k)
		width := end - first
		c.nodes[x].loc = width // the spacer before the option
		x++
		c.firstNodes[k] = x
		for e := first; e < end; e++ {
			h := c.handles[p.items[e]]
			size := c.cells[h+cellSize]
			c.cells[h+size] = x
			c.cells[h+cellSize] = size + 1
			var color int32
			if p.colors != nil {
				color = p.colors[e]
				c.colored = c.colored || color != 0
			}
			c.nodes[x] = cellNode{item: h, loc: h + size, color: color, right: x + 1}
			x++
		}
		if width > 0 {
			c.nodes[x-1].right = c.firstNodes[k]
		}
		c.nodes[x] = cellNode{item: -width}
	}
	c.trail, c.purified, c.marks, c.stamp = c.trail[:0], c.purified[:0], c.marks[:0], 0
	c.counting, c.decided = false, false
	c.undo.reset()
	c.possible = true
	if p.HasBounds() {
		c.possible = c.prepareM()
	}
	c.loaded.active, c.loaded.activeSecondary = c.active, c.activeSecondary
	c.loaded.cells = append(c.loaded.cells[:0], c.cells...)
	c.loaded.list = append(c.loaded.list[:0], c.list...)
	c.loaded.locs = resize(c.loaded.locs, len(c.nodes))
	for x, n := range c.nodes {
		c.loaded.locs[x] = n.loc
	}
	c.moved = false
}

// rewind puts the cells back as Load made them, when a search has moved
// them: the order of the nodes in the sets and of the items in the list
// included, which a search restores the sizes of but reshuffles.
func (c *Cells) rewind() {
	if !c.moved {
		return
	}
	copy(c.cells, c.loaded.cells)
	copy(c.list, c.loaded.list)
	for x, loc := range c.loaded.locs {
		n := &c.nodes[x]
		n.loc, n.color = loc, max(n.color, -n.color) // a search stopped early leaves its marks
	}
	c.active, c.activeSecondary = c.loaded.active, c.loaded.activeSecondary
	c.trail, c.purified = c.trail[:0], c.purified[:0]
	c.moved = false
}

// Problem is the problem c searches.
func (c *Cells) Problem() *Problem { return c.p }

// Name is "cells".
func (c *Cells) Name() string { return "cells" }

// Fresh returns new cells for c's problem.
func (c *Cells) Fresh() Engine { return NewCells(c.p) }

// Solve searches c's problem and returns what it found (see SolveInto).
func (c *Cells) Solve(opt Options) Result {
	var r Result
	c.SolveInto(&r, opt)
	return r
}

// size returns item h's live options.
func (c *Cells) size(h int32) int32 { return c.cells[h+cellSize] }

// index returns item h's index in the problem.
func (c *Cells) index(h int32) int32 { return c.cells[h+cellIndex] }

// isActive reports whether item h is still to cover: a primary item in
// the active part of the list, a secondary one in the uncovered part.
func (c *Cells) isActive(h int32) bool {
	pos := c.cells[h+cellPos]
	if primary := int32(c.p.Primary()); pos >= primary {
		return pos < primary+c.activeSecondary
	}
	return pos < c.active
}

// Size returns how many options item i's set holds in the engine's
// current state: covering items during a search shrinks it.
func (c *Cells) Size(i int) int { return int(c.size(c.handles[i])) }

// Active reports whether item i is still to be covered in the engine's
// current state (a secondary item: whether no option chosen has covered
// it; purifying it leaves it active, as in Links).
func (c *Cells) Active(i int) bool { return c.isActive(c.handles[i]) }

// Live reports whether option k is in the live part of the sets of all
// its items in the engine's current state, not taken out by a cover or a
// purify. As in Links, an option whose item was covered to try it has
// left the sets of its other items, so Live reports false for it.
func (c *Cells) Live(k int) bool { return c.optionLive(c.firstNodes[k]) }

// optionLive reports whether the option of node x is in the live part of
// the sets of all its items.
func (c *Cells) optionLive(x int32) bool {
	for q := x; ; {
		n := c.nodes[q]
		if n.item <= 0 {
			q += n.item
			if q == x {
				return true
			}
			continue
		}
		if n.loc >= n.item+c.size(n.item) {
			return false
		}
		if q++; q == x {
			return true
		}
	}
}

// optionOf returns the option of node x.
func (c *Cells) optionOf(x int32) int32 {
	k, found := slices.BinarySearch(c.firstNodes, x)
	if !found {
		k--
	}
	return int32(k)
}
