package dlx

// A viewer replays a search's events on cells of its own (Apply) and
// steps back by reverting them (Revert), and must see at every step the
// cells the search had, the order of the nodes in the sets and of the
// items in the list included: that order is what the search's choices
// follow. Apply does what the search did, marks at a Branch and a Try,
// restores at a Restore, and logs what Revert needs to undo each event
// exactly, which the cells themselves forget: where each node a take
// moved came from and the stamp its item had, where each item covered
// was in the list, and, for a Restore, the sizes, marks and active parts
// it undid.

// DefaultCellsUndo is how many events a Cells engine's replay can revert,
// the last ones (see KeepUndo).
const DefaultCellsUndo = 1 << 15

// undoLog is the log of the events Apply replayed, a record each. It
// keeps the last keep records.
type undoLog struct {
	words  []int32
	starts []int // where each record starts in words
	first  int   // the first record kept: those before are dropped
	keep   int
}

// reset empties the log.
func (u *undoLog) reset() {
	u.words, u.starts, u.first = u.words[:0], u.starts[:0], 0
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
			u.words = append(u.words[:0], u.words[drop:]...)
			for j := range u.starts[u.first:] {
				u.starts[j] = u.starts[u.first+j] - drop
			}
			u.starts = u.starts[:len(u.starts)-u.first]
			u.first = 0
		}
	}
	u.starts = append(u.starts, len(u.words))
}

// push logs a word in the record begun last.
func (u *undoLog) push(w int32) { u.words = append(u.words, w) }

// end takes the last record off the log and returns its words; it panics
// when the record was dropped: the engine was asked to revert further
// back than it keeps.
func (u *undoLog) end() []int32 {
	if len(u.starts) == u.first {
		panic("dlx: Cells.Revert: the event is older than the engine keeps (see KeepUndo)")
	}
	start := u.starts[len(u.starts)-1]
	words := u.words[start:]
	u.words, u.starts = u.words[:start], u.starts[:len(u.starts)-1]
	return words
}

// KeepUndo sets how many of the last events applied the engine can
// revert: a player that steps back over its last keep events needs no
// more (DefaultCellsUndo until set).
func (c *Cells) KeepUndo(keep int) { c.undo.keep = max(keep, 1) }

// Apply replays event e of a search of cells on c, whose cells must be as
// the search had them just before e, and returns the updates the search
// counted for it: those of a Cover or a Purify (a dead end's are none, as
// SSXCC counts them).
func (c *Cells) Apply(e Event) int64 {
	c.undo.begin()
	switch e.Kind {
	case Branch, Try:
		c.marks = append(c.marks, c.mark())
	case DeadEnd:
		c.marks = c.marks[:len(c.marks)-1]
	case Cover, Purify:
		c.logging = true
		defer func() { c.logging = false }()
		c.undo.push(int32(len(c.trail)))
		if e.Kind == Cover {
			return c.cover(c.handles[e.Item])
		}
		return c.purify(c.nodeOf(e.Option, e.Item))
	case Restore:
		m := c.marks[len(c.marks)-1]
		c.marks = c.marks[:len(c.marks)-1]
		for _, w := range c.trail[m.trail:] { // the trail it pops
			c.undo.push(w)
		}
		for j := m.trail; j < len(c.trail); j += 3 { // the sizes and bounds it overwrites
			h := c.trail[j]
			c.undo.push(c.cells[h+cellSize])
			c.undo.push(c.cells[h+cellBound])
		}
		for _, p := range c.purified[m.purified:] { // the purifies it takes back
			c.undo.push(p)
		}
		c.undo.push(int32(len(c.purified) - m.purified))
		c.undo.push(c.active)
		c.undo.push(c.activeSecondary)
		c.restore(m)
	}
	return 0
}

// Revert undoes event e on c, the events after it reverted, and returns
// the updates Apply counted for it.
func (c *Cells) Revert(e Event) int64 {
	log := c.undo.end()
	switch e.Kind {
	case Branch, Try:
		c.marks = c.marks[:len(c.marks)-1]
	case DeadEnd:
		c.marks = append(c.marks, c.mark())
	case Cover:
		h := c.handles[e.Item]
		n := c.putBack(c.cells[h:h+c.size(h)], 0, log[2:])
		c.reenter(h, log[1])
		c.trail = c.trail[:log[0]]
		if c.cells[h+cellPos] < int32(c.p.Primary()) {
			n++
		}
		return n
	case Purify:
		p := c.nodeOf(e.Option, e.Item)
		c.unmark(p)
		c.purified = c.purified[:len(c.purified)-1]
		n := c.putBack(c.cells[c.nodes[p].item:c.nodes[p].item+c.size(c.nodes[p].item)], c.nodes[p].color, log[1:])
		c.trail = c.trail[:log[0]]
		return n
	case Restore:
		here := cellsMark{len(c.trail), len(c.purified), c.active, c.activeSecondary} // the mark Apply went back to
		k := len(log) - 3
		purifies := int(log[k])
		k -= purifies
		entries := k / 5 * 3 // the trail's triples, then each one's size and bound before
		c.trail = append(c.trail, log[:entries]...)
		for j, at := 0, entries; j < entries; j, at = j+3, at+2 {
			h := log[j]
			c.cells[h+cellSize], c.cells[h+cellBound] = log[at], log[at+1]
		}
		for _, p := range log[k : k+purifies] {
			c.purified = append(c.purified, p)
			c.remark(p)
		}
		c.active, c.activeSecondary = log[len(log)-2], log[len(log)-1]
		c.marks = append(c.marks, here)
	}
	return 0
}

// putBack undoes the takes of the hides of the options of nodes xs (but
// those of the nodes whose color is -keep, marked by the purify undone),
// last first, from the places and stamps logged (two words a take), the
// last first. It returns how many it put back.
func (c *Cells) putBack(xs []int32, keep int32, log []int32) int64 {
	j := len(log)
	for k := len(xs) - 1; k >= 0; k-- {
		x := xs[k]
		if keep > 0 && c.nodes[x].color == keep {
			continue
		}
		for q := x - 1; q != x; {
			n := c.nodes[q]
			switch {
			case n.item <= 0:
				q += n.loc
				continue
			case n.color >= 0:
				j -= 2
				c.untake(q, log[j], log[j+1])
			}
			q--
		}
	}
	return int64(len(log) / 2)
}

// untake puts node q, just taken out of its item's set, back at from,
// where it was (the node that took its place goes back to the end of the
// set's live part), and gives the item back the stamp it had, saved, when
// the take saved the item's size (-1 when it did not).
func (c *Cells) untake(q, from, saved int32) {
	h, cells := c.nodes[q].item, c.cells
	last := h + cells[h+cellSize]
	y := cells[from]
	cells[from], cells[last] = q, y
	c.nodes[q].loc, c.nodes[y].loc = from, last
	cells[h+cellSize]++
	if saved >= 0 {
		cells[h+cellStamp] = saved
	}
}

// reenter undoes deactivate(h), which moved h from pos: the active part
// grows back over h, and h and the item that took its place swap back.
func (c *Cells) reenter(h, pos int32) {
	last := c.cells[h+cellPos]
	if last < int32(c.p.Primary()) {
		c.active++
	} else {
		c.activeSecondary++
	}
	other := c.list[pos]
	c.list[pos], c.list[last] = h, other
	c.cells[h+cellPos], c.cells[other+cellPos] = pos, last
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
