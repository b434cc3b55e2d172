package dlx

import (
	"math"
	"unsafe"
)

// The operations of the dancing cells on item handles h and option nodes
// x. Each returns the updates it makes, as SSXCC counts them: one for each
// node taken out of a set, and one for a primary item covered.
//
// Nothing is undone operation by operation. Before the first change of a
// set's size after a mark (a branch, a try), the size is saved on the
// trail; a backtrack restores the sizes saved since the mark, all at once
// (Solnon's idea, as in Knuth's later SSXCC), and with them the sets: the
// nodes taken out are just past the sets' live parts, where the takes
// left them. The order of the nodes within the sets, and of the items in
// the list, is not restored: a set is a set. That order is the search's
// own history, and its choices follow it.

// save saves item h's size and bound on the trail before their first
// change since the last mark (a stamp): a backtrack restores them.
func (c *Cells) save(h int32) {
	cells := c.cells
	if stamp := &cells[h+cellStamp]; *stamp != c.stamp {
		if c.logging {
			c.undo.op(opSave, h, *stamp)
		}
		c.trail = append(c.trail, h, cells[h+cellSize], cells[h+cellBound])
		*stamp = c.stamp
	}
}

// take takes node x out of its item's set: it swaps x with the set's last
// live node, which takes x's place, and makes the set one smaller, its
// size saved first.
func (c *Cells) take(x int32) {
	n := &c.nodes[x]
	h, from := n.item, n.loc
	c.save(h)
	cells := c.cells
	last := h + cells[h+cellSize] - 1
	y := cells[last]
	if c.logging {
		c.undo.op(opTake, x, from)
		c.moveNode(x, from, last)
		if y != x {
			c.moveNode(y, last, from)
		}
	}
	cells[last], cells[from] = x, y
	n.loc, c.nodes[y].loc = last, from
	cells[h+cellSize]--
}

// deactivate swaps item h out of the active part of its part of the list:
// it leaves h just past the items still to cover, the one there taking its
// place. It reports whether h was primary.
func (c *Cells) deactivate(h int32) bool {
	cells := c.cells
	pos := cells[h+cellPos]
	if c.logging {
		c.undo.op(opDeactivate, h, pos)
	}
	var last int32
	primary := pos < int32(c.p.Primary())
	if primary {
		c.active--
		last = c.active
	} else {
		c.activeSecondary--
		last = int32(c.p.Primary()) + c.activeSecondary
	}
	other := c.list[last]
	if c.logging {
		c.moveItem(h, pos, last)
		if other != h {
			c.moveItem(other, last, pos)
		}
	}
	c.list[last], c.list[pos] = h, other
	cells[h+cellPos], cells[other+cellPos] = last, pos
	return primary
}

// hideOthers takes the option of node x out of the sets of its items
// other than x's own, but for those of nodes marked by a purify, and
// returns how many it took.
func (c *Cells) hideOthers(x int32) int64 {
	var updates int64
	for q := x + 1; q != x; {
		n := c.nodes[q]
		switch {
		case n.item <= 0:
			q += n.item
			continue
		case n.color >= 0:
			c.take(q)
			updates++
		}
		q++
	}
	return updates
}

// cover covers item h: it leaves the items to cover, and every option in
// its set leaves its other items' sets.
func (c *Cells) cover(h int32) int64 {
	var updates int64
	if c.deactivate(h) {
		updates++
	}
	for _, x := range c.cells[h : h+c.size(h)] {
		updates += c.hideOthers(x)
	}
	return updates
}

// purify gives secondary item h the color of node p, an option being
// chosen: every option in h's set that gives it another color, or none,
// leaves its other items' sets; those that give it p's color stay, their
// nodes in h's set marked, so that covers pass them by. p's option has
// left h's set (the cover of the item branched on took it out), so p's
// node stays unmarked.
func (c *Cells) purify(p int32) int64 {
	h, color := c.nodes[p].item, c.nodes[p].color
	c.purified = append(c.purified, p)
	if c.logging {
		c.undo.op(opPurify, p, 0)
	}
	var updates int64
	for _, x := range c.cells[h : h+c.size(h)] {
		if n := &c.nodes[x]; n.color == color {
			n.color = -color
		} else {
			updates += c.hideOthers(x)
		}
	}
	return updates
}

// commit makes the change choosing node q's option makes to q's item,
// other than the one branched on: a cover, a purify, or nothing when the
// item is purified to q's color already. It returns the updates and the
// event's kind: Cover, Purify, or Done for nothing.
func (c *Cells) commit(q int32) (int64, Kind) {
	switch color := c.nodes[q].color; {
	case color == 0:
		return c.cover(c.nodes[q].item), Cover
	case color > 0:
		return c.purify(q), Purify
	}
	return 0, Done
}

// unmark takes away the marks of purify(p): p's color on the nodes of its
// item's set. It reads the arrays through bases: a backtrack of a search
// with colors (a word search) spends a third of its time here.
func (c *Cells) unmark(p int32) {
	b := c.bases()
	n := b.nodes.at(p)
	h, color := n.item, n.color
	for q, end := h, h+*b.cells.at(h + cellSize); q < end; q++ {
		if m := b.nodes.at(*b.cells.at(q)); m.color == -color {
			m.color = color
		}
	}
}

// remark puts back the marks unmark(p) took away.
func (c *Cells) remark(p int32) {
	h, color := c.nodes[p].item, c.nodes[p].color
	for _, x := range c.cells[h : h+c.size(h)] {
		if n := &c.nodes[x]; n.color == color {
			n.color = -color
		}
	}
}

// cellsMark is a point of the search to restore the cells to: the trail's
// and the purified items' lengths, and the active items.
type cellsMark struct {
	trail, purified         int
	active, activeSecondary int32
}

// mark returns the cells' mark now, and starts a new stamp: sizes that
// change after it are saved anew.
func (c *Cells) mark() cellsMark {
	c.nextStamp()
	return cellsMark{len(c.trail), len(c.purified), c.active, c.activeSecondary}
}

// restore puts the cells back as they were at mark m: the purified items'
// marks taken away, the sizes and bounds saved since restored, last saved
// first, and the active items as they were. It returns how many sizes it
// restored.
func (c *Cells) restore(m cellsMark) int {
	for k := len(c.purified) - 1; k >= m.purified; k-- {
		c.unmark(c.purified[k])
	}
	return c.restoreSizes(m)
}

// restoreSizes is restore(m) but for the purifies' marks, which it
// forgets: the sizes and bounds saved since m restored, last saved first,
// and the active items as they were.
func (c *Cells) restoreSizes(m cellsMark) int {
	c.purified = c.purified[:m.purified]
	trail := c.trail[m.trail:]
	cells := base[int32]{unsafe.Pointer(unsafe.SliceData(c.cells))}
	for j := len(trail) - 3; j >= 0; j -= 3 {
		e := (*[3]int32)(trail[j:])
		*cells.at(e[0] + cellSize), *cells.at(e[0] + cellBound) = e[1], e[2]
	}
	c.trail = c.trail[:m.trail]
	c.active, c.activeSecondary = m.active, m.activeSecondary
	c.nextStamp() // what changes next is saved anew: the sizes the stamp saved are back
	return len(trail) / 3
}

// nextStamp starts a new stamp. Stamps only grow, so that the search's
// takes can tell a set saved under the stamp now from one saved before
// by a compare (see cellBases); when they would overflow, after two
// billion marks, every set's stamp starts again from 0, as the new stamp
// saves them all anew anyway. (A replay reverting a save past that puts
// back a stamp from before, which only matters if it equals the stamp
// then, another two billion marks later.)
func (c *Cells) nextStamp() {
	if c.stamp == math.MaxInt32 {
		for _, h := range c.handles {
			c.cells[h+cellStamp] = 0
		}
		c.stamp = 0
	}
	c.stamp++
}
