package dlx

import (
	"math"
	"time"
	"unsafe"
)

// cellsLevel is a level of the cells' search: the item branched on, the
// option tried, as a node of the item's set and its place there, and the
// marks to go back to: before the item's cover and before the option's
// commits.
type cellsLevel struct {
	item, node, at int32
	before, trying cellsMark
}

// SolveInto is Solve writing into r as it goes, reusing r's slices: where
// a Tick reads the stats so far. It searches from the cells as Load made
// them, and leaves them with their sizes and marks as they were, but
// reshuffled (see rewind).
func (c *Cells) SolveInto(r *Result, opt Options) {
	start := time.Now()
	c.rewind()
	c.moved = true
	r.Stats = Stats{PerLevel: r.PerLevel[:0]}
	r.Stop = Exhausted
	r.First = r.First[:0]
	if c.p.HasBounds() {
		c.solveM(r, opt)
	} else {
		ch := newChooser(opt.Heuristic, opt.Seed)
		root := c.mark()
		c.search(r, &opt, &ch)
		c.restore(root)
	}
	if r.Solutions == 0 {
		r.First = nil
	}
	r.Elapsed = time.Since(start)
}

// SearchSubtreeInto searches subtree t of the search under opt (see
// Split), writing into r as it goes (see SolveInto), without the nodes of
// the path that the subtree before has, or their updates. The search
// follows the path branching on the items the whole search branched on,
// from the root's cells: its tie-breaks below the path follow the list of
// items as the path leaves it, which the whole search had reshuffled
// further by then, so that a cut's subtrees, which find the whole
// search's solutions, may visit other nodes than the whole search did.
func (c *Cells) SearchSubtreeInto(r *Result, opt Options, t Subtree) {
	opt.Forced, opt.items, opt.shared = t.Path, t.Items, t.Shared
	c.SolveInto(r, opt)
}

// search is SSXCC's search on the cells from their root state, with
// forced levels first (see Options.Forced).
func (c *Cells) search(r *Result, opt *Options, ch *chooser) {
	levels := make([]cellsLevel, 0, c.p.Primary()+len(opt.Forced)+1)
	check := checkpoint(r.Nodes, opt)
	count := opt.OnSolution == nil && opt.MaxSolutions == 0
	var level int
	var l *cellsLevel
enter: // a new node at this level: branch on an item, or find a solution
	if r.Nodes >= check {
		if stopAt(r, opt) {
			return
		}
		check = checkpoint(r.Nodes+1, opt)
	}
	if level == len(levels) {
		levels = append(levels, cellsLevel{})
	}
	l = &levels[level]
	if opt.ownNode(level) {
		r.countNode(level)
	}
	if c.active == 0 { // only at the root: no primary item at all
		if c.cellsSolution(r, opt, levels[:level], count) {
			return
		}
		goto backtrack
	}
	if level < len(opt.Forced) {
		var ok bool
		if l.item, l.node, ok = c.forced(opt.Forced[level], opt.items, level); !ok {
			goto backtrack // a dead end: the option is not live
		}
	} else {
		var size int32
		if l.item, size = ch.pickCells(c); size == 0 {
			goto backtrack // a dead end: SSXCC covers nothing
		}
		l.node = 0
	}
	l.before = c.mark()
	if u := c.coverSaving(c.bases(), l.item); opt.ownNode(level) {
		r.Updates += u
	}
	l.at = -1
next: // try the item's next option, or give up on the item
	if l.node != 0 { // a forced level tries its option only
		if l.at >= 0 {
			goto exhausted
		}
		l.at = c.nodes[l.node].loc - l.item
	} else if l.at++; l.at >= c.size(l.item) {
		goto exhausted
	}
	l.trying = c.mark()
	if u := c.commitSaving(c.bases(), c.cells[l.item+l.at]); opt.ownEdge(level) {
		r.Updates += u
	}
	if c.active == 0 { // a solution, one level down
		if r.Nodes >= check {
			if stopAt(r, opt) {
				return
			}
			check = checkpoint(r.Nodes+1, opt)
		}
		r.countNode(level + 1)
		if c.cellsSolution(r, opt, levels[:level+1], count) {
			return
		}
		c.restore(l.trying)
		goto next
	}
	level++
	goto enter
exhausted:
	c.restore(l.before)
backtrack:
	if level == 0 {
		return
	}
	level--
	l = &levels[level]
	c.restore(l.trying)
	goto next
}

// cellsSolution records in r the solution whose options are tried at
// levels, and reports whether the search stops at it. When solutions are
// only counted, it counts.
func (c *Cells) cellsSolution(r *Result, opt *Options, levels []cellsLevel, count bool) bool {
	if count && r.Solutions > 0 {
		r.Solutions++
		return false
	}
	r.Solutions++
	if r.Solutions == 1 || opt.OnSolution != nil {
		sol := c.sol[:0]
		for _, l := range levels {
			sol = append(sol, int(c.optionOf(c.cells[l.item+l.at])))
		}
		c.sol = sol
		if r.Solutions == 1 {
			r.First = append(r.First, sol...)
			if r.First == nil { // a solution of no options is still one
				r.First = []int{}
			}
		}
		if opt.OnSolution != nil {
			opt.OnSolution(sol)
		}
	}
	if opt.MaxSolutions > 0 && r.Solutions >= opt.MaxSolutions {
		r.Stop = SolutionLimit
		return true
	}
	return false
}

// forced returns the item a forced level branches on and the node of
// option k it tries: items[level] on a subtree's path, else the option's
// first primary item (its first item when it names none); ok is false
// when the option is not live in that item's set, or is not an option of
// the problem (a dead end).
func (c *Cells) forced(k int, items []int, level int) (h, x int32, ok bool) {
	if k < 0 || k >= len(c.firstNodes) {
		return 0, 0, false
	}
	first := c.firstNodes[k]
	x = first
	if level < len(items) {
		want := c.handles[items[level]]
		for x = first; c.nodes[x].item > 0 && c.nodes[x].item != want; x++ {
		}
	} else {
		for q := first; c.nodes[q].item > 0; q++ {
			if c.index(c.nodes[q].item) < int32(c.p.Primary()) {
				x = q
				break
			}
		}
	}
	h = c.nodes[x].item
	if h <= 0 || !c.isActive(h) || c.nodes[x].loc >= h+c.size(h) {
		return h, 0, false
	}
	return h, x, true
}

// pickCells returns the item to branch on among the active primary
// items and its size: as SSXCC does, the first in the list of the
// fewest options.
func (ch *chooser) pickCells(c *Cells) (int32, int32) {
	list, cells := c.list[:c.active], c.cells
	switch ch.h {
	case FirstItem:
		return list[0], cells[list[0]+cellSize]
	case MRVRandom:
		best, size, ties := list[0], cells[list[0]+cellSize], 1
		for _, h := range list[1:] {
			switch s := cells[h+cellSize]; {
			case s < size:
				best, size, ties = h, s, 1
			case s == size:
				ties++
				if ch.rng.IntN(ties) == 0 {
					best = h
				}
			}
		}
		return best, size
	}
	best, size := int32(0), int32(math.MaxInt32)
	for _, h := range list {
		if s := cells[h+cellSize]; s < size {
			best, size = h, s
			if s == 0 {
				break
			}
		}
	}
	return best, size
}

// The search's own cover, purify and commits: cells_ops.go's, written out
// again without the replay's logging, reading the arrays through bases
// (see Links' base): a search spends four fifths of its time in them, and
// a take here is a dozen instructions, against sixty there.

// cellBases are the bases of the cells and the nodes, and the stamp the
// search's takes save sizes under.
type cellBases struct {
	cells base[int32]
	nodes base[cellNode]
	stamp int32
}

// bases returns c's bases, valid until the arrays grow (never in a search).
func (c *Cells) bases() cellBases {
	return cellBases{base[int32]{unsafe.Pointer(unsafe.SliceData(c.cells))}, base[cellNode]{unsafe.Pointer(unsafe.SliceData(c.nodes))}, c.stamp}
}

// hideSaving is hideOthers(x) for the search.
func (c *Cells) hideSaving(b cellBases, x int32) int64 {
	var updates int64
	cells, nodes := b.cells, b.nodes
	for q := x + 1; q != x; q++ {
		n := nodes.at(q)
		h := n.item
		if h <= 0 {
			q += h - 1 // the loop's q++ takes it to the option's first node
			continue
		}
		if n.color < 0 {
			continue
		}
		size := cells.at(h + cellSize)
		if s := cells.at(h + cellStamp); *s != b.stamp {
			c.trail = append(c.trail, h, *size, *cells.at(h + cellBound))
			*s = b.stamp
		}
		last := h + *size - 1
		y := *cells.at(last)
		from := n.loc
		*cells.at(last), *cells.at(from) = q, y
		n.loc, nodes.at(y).loc = last, from
		*size--
		updates++
	}
	return updates
}

// coverSaving is cover(h) for the search.
func (c *Cells) coverSaving(b cellBases, h int32) int64 {
	var updates int64
	if c.deactivate(h) {
		updates++
	}
	cells := b.cells
	end := h + *cells.at(h + cellSize)
	for p := h; p < end; p++ {
		updates += c.hideSaving(b, *cells.at(p))
	}
	return updates
}

// purifySaving is purify(p) for the search.
func (c *Cells) purifySaving(b cellBases, p int32) int64 {
	n := b.nodes.at(p)
	h, color := n.item, n.color
	c.purified = append(c.purified, p)
	var updates int64
	cells := b.cells
	end := h + *cells.at(h + cellSize)
	for q := h; q < end; q++ {
		x := *cells.at(q)
		if m := b.nodes.at(x); m.color == color {
			m.color = -color
		} else {
			updates += c.hideSaving(b, x)
		}
	}
	return updates
}

// commitSaving is commitOthers(x) for the search.
func (c *Cells) commitSaving(b cellBases, x int32) int64 {
	var updates int64
	nodes := b.nodes
	for q := x + 1; q != x; q++ {
		n := nodes.at(q)
		if n.item <= 0 {
			q += n.item - 1
			continue
		}
		switch {
		case n.color == 0:
			updates += c.coverSaving(b, n.item)
		case n.color > 0:
			updates += c.purifySaving(b, q)
		}
	}
	return updates
}
