package dlx

// A viewer replays a search's events on cells of its own (Apply) and
// steps back by reverting them (Revert), and must see at every step the
// cells the search had, the order of the nodes in the sets and of the
// items in the list included: that order is what the search's choices
// follow. Apply does what the search did, marking where it marked and
// restoring where it restored, and logs each change it makes, which the
// cells themselves forget: a size saved on the trail and the item's stamp
// before, a node taken and where it came from, an item taken out of the
// list and its place there, a bound used, a purify's marks, and, for a
// Restore, the sizes, marks and trail it took back. Revert undoes the
// changes of the event's record, last first.

// DefaultCellsUndo is how many events a Cells engine's replay can revert,
// the last ones (see KeepUndo).
const DefaultCellsUndo = 1 << 15

// The changes the log records, three words each: the change and two
// words of what to undo it with.
const (
	opSave       = iota // an item's size saved: the item, its stamp before
	opTake              // a node taken out of its set: the node, where it was
	opDeactivate        // an item taken out of the list: the item, its place
	opBound             // a use of a primary item's bound: the item
	opPurify            // a purify's marks: the node that purified
)

// undoLog is the log of the events Apply replayed, a record each: the
// updates Apply counted, then its changes. It keeps the last keep records.
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

// op logs a change in the record begun last.
func (u *undoLog) op(kind, a, b int32) { u.words = append(u.words, kind, a, b) }

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
// counted for it.
func (c *Cells) Apply(e Event) int64 {
	c.undo.begin()
	c.moves = c.moves[:0]
	if c.p.HasBounds() {
		return c.applyM(e)
	}
	var n int64
	switch e.Kind {
	case Branch, Try:
		c.marks = append(c.marks, c.mark())
	case DeadEnd:
		c.marks = c.marks[:len(c.marks)-1]
	case Cover:
		n = c.logged(func() int64 { return c.cover(c.handles[e.Item]) })
	case Purify:
		n = c.logged(func() int64 { return c.purify(c.nodeOf(e.Option, e.Item)) })
	case Restore:
		m := c.marks[len(c.marks)-1]
		c.marks = c.marks[:len(c.marks)-1]
		c.logRestore(m)
	}
	return n
}

// logged runs change with its changes logged, and logs and returns the
// updates it counts.
func (c *Cells) logged(change func() int64) int64 {
	at := len(c.undo.words)
	c.undo.push(0)
	c.logging = true
	n := change()
	c.logging = false
	c.undo.words[at] = int32(n)
	return n
}

// logRestore restores the cells to mark m, logging what it takes back:
// the trail's triples it pops, each one's size and bound before, the
// purifies it takes back, and the active parts.
func (c *Cells) logRestore(m cellsMark) {
	c.undo.push(-1) // no updates; a Restore's record
	for _, w := range c.trail[m.trail:] {
		c.undo.push(w)
	}
	for j := m.trail; j < len(c.trail); j += 3 {
		h := c.trail[j]
		c.undo.push(c.cells[h+cellSize])
		c.undo.push(c.cells[h+cellBound])
	}
	for _, p := range c.purified[m.purified:] {
		c.undo.push(p)
	}
	c.undo.push(int32(len(c.purified) - m.purified))
	c.undo.push(c.active)
	c.undo.push(c.activeSecondary)
	c.restore(m)
}

// Revert undoes event e on c, the events after it reverted, and returns
// the updates Apply counted for it.
func (c *Cells) Revert(e Event) int64 {
	log := c.undo.end()
	c.moves = c.moves[:0]
	if c.p.HasBounds() {
		return c.revertM(e, log)
	}
	switch e.Kind {
	case Branch, Try:
		c.marks = c.marks[:len(c.marks)-1]
	case DeadEnd:
		c.marks = append(c.marks, c.here())
	case Cover, Purify:
		return c.undoChanges(log)
	case Restore:
		c.marks = append(c.marks, c.unrestore(log))
	}
	return 0
}

// here is the cells' mark now, starting no stamp.
func (c *Cells) here() cellsMark {
	return cellsMark{len(c.trail), len(c.purified), c.active, c.activeSecondary}
}

// undoChanges undoes the changes of a record, last first, and returns
// the updates it logged.
func (c *Cells) undoChanges(log []int32) int64 {
	for j := len(log) - 3; j >= 1; j -= 3 {
		a, b := log[j+1], log[j+2]
		switch log[j] {
		case opSave:
			c.trail = c.trail[:len(c.trail)-3]
			c.cells[a+cellStamp] = b
		case opTake:
			c.untake(a, b)
		case opDeactivate:
			c.reenter(a, b)
		case opBound:
			c.cells[a+cellBound]++
		case opPurify:
			c.unmark(a)
			c.purified = c.purified[:len(c.purified)-1]
		}
	}
	return int64(log[0])
}

// unrestore undoes a Restore from its record (see logRestore) and returns
// the mark it had restored to: the cells' mark before.
func (c *Cells) unrestore(log []int32) cellsMark {
	here := c.here()
	log = log[1:]
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
	return here
}

// untake puts node q, just taken out of its item's set, back at from,
// where it was: the node that took its place goes back to the end of the
// set's live part.
func (c *Cells) untake(q, from int32) {
	h, cells := c.nodes[q].item, c.cells
	last := h + cells[h+cellSize]
	y := cells[from]
	c.moveNode(q, last, from)
	if y != q {
		c.moveNode(y, from, last)
	}
	cells[from], cells[last] = q, y
	c.nodes[q].loc, c.nodes[y].loc = from, last
	cells[h+cellSize]++
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
	c.moveItem(h, last, pos)
	if other != h {
		c.moveItem(other, pos, last)
	}
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
