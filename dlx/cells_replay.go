package dlx

// A viewer replays a search's events on cells of its own (Apply) and
// steps back by reverting them (Revert), and must see at every step the
// cells the search had, the order of the nodes in the sets and of the
// items in the list included: that order is what the search's choices
// follow. A set forgets where a node taken out came from, so Apply logs
// it, for each node a Cover or a Purify takes out, and where the item a
// Cover takes out of the list was; Revert puts them back from the log,
// in reverse. An Uncover or an Unpurify moves nothing (the nodes are just
// past their sets' live parts, where the takes left them): Revert does
// it again by counting the sizes down.

// DefaultCellsUndo is how many Covers and Purifies a Cells engine's
// replay can revert, the last ones (see KeepUndo).
const DefaultCellsUndo = 1 << 15

// undoLog is the log of Apply's Covers and Purifies, a record each: the
// places the nodes taken out came from, in order, and for a Cover first
// the item's place in the list. It keeps the last keep records.
type undoLog struct {
	places []int32
	starts []int // where each record starts in places
	first  int   // the first record kept: those before are dropped
	keep   int
}

// reset empties the log.
func (u *undoLog) reset() {
	u.places, u.starts, u.first = u.places[:0], u.starts[:0], 0
	if u.keep == 0 {
		u.keep = DefaultCellsUndo
	}
}

// begin starts a record, dropping the oldest when there are keep.
func (u *undoLog) begin() {
	if len(u.starts)-u.first >= u.keep {
		u.first++
		if u.first >= len(u.starts)/2 { // move the kept ones down, now and then
			drop := u.starts[u.first]
			u.places = append(u.places[:0], u.places[drop:]...)
			for j := range u.starts[u.first:] {
				u.starts[j] = u.starts[u.first+j] - drop
			}
			u.starts = u.starts[:len(u.starts)-u.first]
			u.first = 0
		}
	}
	u.starts = append(u.starts, len(u.places))
}

// push logs a place in the record begun last.
func (u *undoLog) push(place int32) { u.places = append(u.places, place) }

// end takes the last record off the log and returns its places; ok is
// false when it was dropped.
func (u *undoLog) end() (places []int32, ok bool) {
	if len(u.starts) == u.first {
		return nil, false
	}
	start := u.starts[len(u.starts)-1]
	places = u.places[start:]
	u.places, u.starts = u.places[:start], u.starts[:len(u.starts)-1]
	return places, true
}

// KeepUndo sets how many of the last Covers and Purifies applied the
// engine can revert: a player that steps back over its last keep events
// needs no more than keep (DefaultCellsUndo until set).
func (c *Cells) KeepUndo(keep int) { c.undo.keep = max(keep, 1) }

// Apply replays event e of a search of cells on c, whose cells must be as
// the search had them just before e, and returns the updates the search
// counted for it: those of a Cover or a Purify (a dead end's are none, as
// SSXCC counts them).
func (c *Cells) Apply(e Event) int64 {
	switch e.Kind {
	case Cover:
		h := c.handles[e.Item]
		c.undo.begin()
		c.undo.push(c.cells[h+cellPos])
		c.logging = true
		defer func() { c.logging = false }()
		return c.cover(h)
	case Uncover:
		c.uncover(c.handles[e.Item])
	case Purify:
		c.undo.begin()
		c.logging = true
		defer func() { c.logging = false }()
		return c.purify(c.nodeOf(e.Option, e.Item))
	case Unpurify:
		c.unpurify(c.nodeOf(e.Option, e.Item))
	}
	return 0
}

// Revert undoes event e on c, the events after it reverted, and returns
// the updates Apply counted for it.
func (c *Cells) Revert(e Event) int64 {
	switch e.Kind {
	case Cover:
		h := c.handles[e.Item]
		places, ok := c.undo.end()
		if !ok {
			panic("dlx: Cells.Revert: the cover is older than the engine keeps (see KeepUndo)")
		}
		n := int64(len(places) - 1)
		c.putBack(c.cells[h:h+c.size(h)], -1, places[1:])
		c.reenter(h, places[0])
		if c.cells[h+cellPos] < int32(c.p.Primary()) {
			n++
		}
		return n
	case Uncover:
		h := c.handles[e.Item]
		c.recount(c.cells[h:h+c.size(h)], -1)
		c.deactivate(h)
	case Purify:
		p := c.nodeOf(e.Option, e.Item)
		places, ok := c.undo.end()
		if !ok {
			panic("dlx: Cells.Revert: the purify is older than the engine keeps (see KeepUndo)")
		}
		h, color := c.nodes[p].item, c.nodes[p].color
		c.putBack(c.cells[h:h+c.size(h)], color, places)
		for _, x := range c.cells[h : h+c.size(h)] {
			if n := &c.nodes[x]; n.color == -color {
				n.color = color
			}
		}
		return int64(len(places))
	case Unpurify:
		p := c.nodeOf(e.Option, e.Item)
		h, color := c.nodes[p].item, c.nodes[p].color
		for _, x := range c.cells[h : h+c.size(h)] {
			if n := &c.nodes[x]; n.color == color {
				n.color = -color
			}
		}
		c.recount(c.cells[h:h+c.size(h)], color)
	}
	return 0
}

// putBack undoes the takes of the hides of the options of nodes xs (all
// but those whose color is keep: the purify's own), last first, from the
// places they came from, the last of places first.
func (c *Cells) putBack(xs []int32, keep int32, places []int32) {
	j := len(places)
	for k := len(xs) - 1; k >= 0; k-- {
		x := xs[k]
		if keep > 0 && -c.nodes[x].color == keep {
			continue
		}
		for q := x - 1; q != x; {
			n := c.nodes[q]
			switch {
			case n.item <= 0:
				q += n.loc
				continue
			case n.color >= 0:
				j--
				c.untake(q, places[j])
			}
			q--
		}
	}
}

// untake puts node q, just taken out of its item's set, back at from,
// where it was: the node that took its place goes back to the end of the
// set's live part.
func (c *Cells) untake(q, from int32) {
	h, cells := c.nodes[q].item, c.cells
	last := h + cells[h+cellSize]
	y := cells[from]
	cells[from], cells[last] = q, y
	c.nodes[q].loc, c.nodes[y].loc = from, last
	cells[h+cellSize]++
}

// reenter undoes deactivate(h), which moved h from pos: h and the item
// that took its place swap back.
func (c *Cells) reenter(h, pos int32) {
	last := c.cells[h+cellPos]
	c.reactivate(h)
	other := c.list[pos]
	c.list[pos], c.list[last] = h, other
	c.cells[h+cellPos], c.cells[other+cellPos] = pos, last
}

// recount counts down the sizes the unhides of the options of nodes xs
// counted up (all but those whose color is keep), putting their nodes
// back out of the sets where they stand, just past the live parts.
func (c *Cells) recount(xs []int32, keep int32) {
	for _, x := range xs {
		if keep > 0 && -c.nodes[x].color == keep {
			continue
		}
		for q := x + 1; q != x; {
			n := c.nodes[q]
			switch {
			case n.item <= 0:
				q += n.item
				continue
			case n.color >= 0:
				c.cells[n.item+cellSize]--
			}
			q++
		}
	}
}

// nodeOf returns option k's node in item i's set.
func (c *Cells) nodeOf(k, i int32) int32 {
	h := c.handles[i]
	for x := c.firstNodes[k]; c.nodes[x].item > 0; x++ {
		if c.nodes[x].item == h {
			return x
		}
	}
	return 0
}
