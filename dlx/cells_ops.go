package dlx

// The operations of the dancing cells on item handles h and option nodes
// x. Each returns the updates it makes, as SSXCC counts them: one for each
// node taken out of a set, and one for a primary item covered.
//
// The search (Solve) and a viewer's replay (Stepper, Apply) undo them
// differently: the search saves each set's size on the trail before its
// first change of a stamp and restores the sizes saved since a mark, all
// at once (Solnon's idea, as in Knuth's later SSXCC); a viewer undoes
// each operation by its inverse, which puts the sizes back one node at a
// time, as SSXCC did first. Both leave the cells as they were, but for
// the order of the nodes within the sets, which neither restores: a set
// is a set. That order, and the order of the items in the list, are the
// engine's own history, and the search's choices follow them.

// take takes node x out of its item's set: it swaps x with the set's last
// live node, which takes x's place, and makes the set one smaller. A
// search saves the set's size on the trail first, once a stamp; a replay
// logs where x was, to put it back there (see Revert).
func (c *Cells) take(x int32) {
	n := &c.nodes[x]
	h, from := n.item, n.loc
	cells := c.cells
	size := cells[h+cellSize]
	switch {
	case c.saving && cells[h+cellStamp] != c.stamp:
		c.trail = append(c.trail, h, size)
		cells[h+cellStamp] = c.stamp
	case c.logging:
		c.undo.push(from)
	}
	last := h + size - 1
	y := cells[last]
	cells[last], cells[from] = x, y
	n.loc, c.nodes[y].loc = last, from
	cells[h+cellSize] = size - 1
}

// deactivate swaps item h out of the active part of its part of the list:
// it leaves h just past the items still to cover, the one there taking its
// place. It reports whether h was primary.
func (c *Cells) deactivate(h int32) bool {
	cells := c.cells
	pos := cells[h+cellPos]
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
	c.list[last], c.list[pos] = h, other
	cells[h+cellPos], cells[other+cellPos] = last, pos
	return primary
}

// reactivate undoes deactivate(h), h the last item deactivated of its
// part: the active part grows back over it, h staying where it is.
func (c *Cells) reactivate(h int32) {
	if c.cells[h+cellPos] < int32(c.p.Primary()) {
		c.active++
	} else {
		c.activeSecondary++
	}
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

// unhideOthers puts back what hideOthers(x) took out, one more size a
// node: each node is just past its set's live part, where hideOthers left
// it, once the hides after it are undone.
func (c *Cells) unhideOthers(x int32) {
	for q := x + 1; q != x; {
		n := c.nodes[q]
		switch {
		case n.item <= 0:
			q += n.item
			continue
		case n.color >= 0:
			c.cells[n.item+cellSize]++
		}
		q++
	}
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

// uncover undoes cover(h), the covers after it undone.
func (c *Cells) uncover(h int32) {
	for _, x := range c.cells[h : h+c.size(h)] {
		c.unhideOthers(x)
	}
	c.reactivate(h)
}

// purify gives secondary item h the color of node p, an option being
// chosen: every option in h's set that gives it another color, or none,
// leaves its other items' sets; those that give it p's color stay, their
// nodes in h's set marked, so that covers pass them by.
func (c *Cells) purify(p int32) int64 {
	h, color := c.nodes[p].item, c.nodes[p].color
	if c.saving { // a backtrack unmarks the nodes (see restore)
		c.purified = append(c.purified, h)
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

// unpurify undoes purify(p), the operations after it undone.
func (c *Cells) unpurify(p int32) {
	h, color := c.nodes[p].item, c.nodes[p].color
	for _, x := range c.cells[h : h+c.size(h)] {
		if n := &c.nodes[x]; n.color == -color {
			n.color = color
		} else {
			c.unhideOthers(x)
		}
	}
}

// commit makes the change choosing node q's option makes to q's item,
// other than the one branched on: a cover, a purify, or nothing when the
// item is purified to q's color already. q's option has left its items'
// sets (the cover of the item branched on took it out), so a purify
// leaves q's node unmarked, and uncommit finds it as commit did.
func (c *Cells) commit(q int32) int64 {
	switch color := c.nodes[q].color; {
	case color == 0:
		return c.cover(c.nodes[q].item)
	case color > 0:
		return c.purify(q)
	}
	return 0
}

// uncommit undoes commit(q).
func (c *Cells) uncommit(q int32) {
	switch color := c.nodes[q].color; {
	case color == 0:
		c.uncover(c.nodes[q].item)
	case color > 0:
		c.unpurify(q)
	}
}
