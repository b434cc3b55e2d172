package dlx

import (
	"math/rand/v2"
	"slices"
	"unsafe"
)

// The search's own cover, purify and commits: cells_ops.go's, written out
// again without the replay's logging, reading the arrays through bases
// (see Links' base): a search spends four fifths of its time in them, and
// a take here is a dozen instructions, against sixty there.
//
// The search undoes a try in one of two ways. By the trail: it restores
// the sizes saved since the try's mark (restore), which costs an entry
// for each set the try changed. Or by counting: it undoes the try's
// covers one by one, counting each set's size back up a node at a time,
// as SSXCC does, which costs a step for each node the covers took. Where
// a try's covers take many nodes from each set they change (pentominoes:
// half a dozen), the trail is faster; where most of its takes are their
// sets' first (13 queens: the diagonals), counting back up is, and its
// takes save nothing. countingPays tells which, by walking a few random
// paths down the tree.
//
// The functions below are written once over two type parameters, the way
// U they undo (byTrail or byCounting) and whether the problem's options
// have colors, K (withColors or noColors), and the compiler makes a copy
// of each for each of the four pairs (their types have different shapes),
// in which saves[U]() and colored[K]() are constants: the counting copies
// save nothing, the copies without colors test no colors, and no copy
// tests at each take which it is. Without colors, 13 queens counts a
// twentieth faster.

// byTrail and byCounting name the two ways to undo a try, as a type
// argument of the search's operations; only their lengths matter.
type (
	byTrail    [1]byte
	byCounting [0]byte
)

// undoing is the constraint of the search's operations' way to undo.
type undoing interface{ byTrail | byCounting }

// saves reports whether the way U undoes by the trail: its takes save
// sizes.
func saves[U undoing]() bool {
	var u U
	return len(u) > 0
}

// withColors and noColors tell the search's operations whether the
// problem's options have colors; only their lengths matter.
type (
	withColors [1]byte
	noColors   [0]byte
)

// coloring is the constraint of the search's operations' colors.
type coloring interface{ withColors | noColors }

// colored reports whether K has colors.
func colored[K coloring]() bool {
	var k K
	return len(k) > 0
}

// cellBases are the bases of the cells and the nodes, which the search's
// operations read them through (Cells.fast): they pass no more than the
// cells to each other, so that a call saves few registers around it.
type cellBases struct {
	cells base[int32]
	nodes base[cellNode]
}

// bases returns c's bases, valid until the arrays grow (never in a search).
func (c *Cells) bases() cellBases {
	return cellBases{base[int32]{unsafe.Pointer(unsafe.SliceData(c.cells))}, base[cellNode]{unsafe.Pointer(unsafe.SliceData(c.nodes))}}
}

// roomToSave makes room on the trail for a save of every item, so that the
// takes after it save without growing it (see saveSize).
func (c *Cells) roomToSave() {
	if room := 3 * len(c.handles); cap(c.trail)-len(c.trail) < room {
		c.trail = slices.Grow(c.trail, room)
	}
}

// saveSize is save(h) for the search, on a trail with room (roomToSave).
func (c *Cells) saveSize(h int32) {
	cells, t := c.fast.cells, len(c.trail)
	c.trail = c.trail[:t+3]
	e := (*[3]int32)(c.trail[t:])
	e[0], e[1], e[2] = h, *cells.at(h + cellSize), *cells.at(h + cellBound)
	*cells.at(h + cellStamp) = c.stamp
}

// restoreFast is restore(m) for the search: the purifies since m take
// away their marks on their items.
func (c *Cells) restoreFast(m cellsMark) int {
	for _, p := range c.purified[m.purified:] {
		*c.fast.cells.at(c.fast.nodes.at(p).item + cellPurifier) = 0
	}
	return c.restoreSizes(m)
}

// hideFast is hideOthers(x) for the search.
func hideFast[U undoing, K coloring](c *Cells, x int32) int64 {
	var updates int64
	cells, nodes := c.fast.cells, c.fast.nodes
	if saves[U]() {
		c.roomToSave()
	}
	for q := nodes.at(x).right; q != x; q = nodes.at(q).right {
		n := nodes.at(q)
		h := n.item
		if colored[K]() && *cells.at(h + cellPurifier) != 0 {
			continue // a purified item's set stays as its purify left it
		}
		size := cells.at(h + cellSize)
		if saves[U]() && *cells.at(h + cellStamp) < c.stamp {
			c.saveSize(h)
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

// coverFast is cover(h) for the search, with deactivate and hideFast
// written out in it: a call an option was a fifth of the time of a
// search whose covers hide few nodes (13 queens). As SSXCC, it leaves a
// secondary item in the list: the search reads only the primary part,
// and its end restores the list (see SolveInto).
func coverFast[U undoing, K coloring](c *Cells, h int32) int64 {
	var updates int64
	cells, nodes := c.fast.cells, c.fast.nodes
	if pos := *cells.at(h + cellPos); pos < c.primary {
		c.active--
		last := c.active
		list := base[int32]{unsafe.Pointer(unsafe.SliceData(c.list))}
		other := *list.at(last)
		*list.at(last), *list.at(pos) = h, other
		*cells.at(h + cellPos), *cells.at(other + cellPos) = last, pos
		updates++
	}
	if saves[U]() {
		c.roomToSave()
	}
	end := h + *cells.at(h + cellSize)
	for p := h; p < end; p++ {
		x := *cells.at(p)
		for q := nodes.at(x).right; q != x; q = nodes.at(q).right {
			n := nodes.at(q)
			g := n.item
			if colored[K]() && *cells.at(g + cellPurifier) != 0 {
				continue
			}
			size := cells.at(g + cellSize)
			if saves[U]() && *cells.at(g + cellStamp) < c.stamp {
				c.saveSize(g)
			}
			last := g + *size - 1
			y := *cells.at(last)
			from := n.loc
			*cells.at(last), *cells.at(from) = q, y
			n.loc, nodes.at(y).loc = last, from
			*size--
			updates++
		}
	}
	return updates
}

// purifyFast is purify(p) for the search: it marks p's item as purified by
// p, where purify marks the item's nodes of p's color.
func purifyFast[U undoing, K coloring](c *Cells, p int32) int64 {
	n := c.fast.nodes.at(p)
	h, color := n.item, n.color
	if saves[U]() {
		c.purified = append(c.purified, p)
	}
	var updates int64
	cells := c.fast.cells
	*cells.at(h + cellPurifier) = p
	end := h + *cells.at(h + cellSize)
	for q := h; q < end; q++ {
		if x := *cells.at(q); c.fast.nodes.at(x).color != color {
			updates += hideFast[U, K](c, x)
		}
	}
	return updates
}

// commitFast is commitOthers(x) for the search.
func commitFast[U undoing, K coloring](c *Cells, x int32) int64 {
	var updates int64
	nodes := c.fast.nodes
	for q := nodes.at(x).right; q != x; q = nodes.at(q).right {
		n := nodes.at(q)
		switch {
		case !colored[K]() || n.color == 0:
			updates += coverFast[U, K](c, n.item)
		case *c.fast.cells.at(n.item + cellPurifier) == 0:
			updates += purifyFast[U, K](c, q)
		}
	}
	return updates
}

// uncoverCounting undoes coverFast(h) by counting the sizes back up, the
// covers after it undone.
func uncoverCounting[K coloring](c *Cells, h int32) {
	cells, nodes := c.fast.cells, c.fast.nodes
	end := h + *cells.at(h + cellSize)
	for p := h; p < end; p++ {
		x := *cells.at(p)
		for q := nodes.at(x).right; q != x; q = nodes.at(q).right {
			g := nodes.at(q).item
			if !colored[K]() || *cells.at(g + cellPurifier) == 0 {
				*cells.at(g + cellSize)++
			}
		}
	}
	if *cells.at(h + cellPos) < c.primary {
		c.active++
	}
}

// unpurifyCounting undoes purifyFast(p) by counting the sizes back up.
func unpurifyCounting(c *Cells, p int32) {
	cells, nodes := c.fast.cells, c.fast.nodes
	n := nodes.at(p)
	h, color := n.item, n.color
	*cells.at(h + cellPurifier) = 0
	end := h + *cells.at(h + cellSize)
	for q := h; q < end; q++ {
		x := *cells.at(q)
		if nodes.at(x).color == color {
			continue
		}
		for r := nodes.at(x).right; r != x; r = nodes.at(r).right {
			g := nodes.at(r).item
			if *cells.at(g + cellPurifier) == 0 {
				*cells.at(g + cellSize)++
			}
		}
	}
}

// uncommitCounting undoes commitFast(x) by counting the sizes back up,
// right to left.
func uncommitCounting[K coloring](c *Cells, x int32) {
	nodes := c.fast.nodes
	for q := x - 1; q != x; q-- {
		n := nodes.at(q)
		if n.item <= 0 {
			q += n.loc + 1 // a spacer's loc is the width of the option after it; the loop's q-- takes it to its last node
			continue
		}
		switch {
		case !colored[K]() || n.color == 0:
			uncoverCounting[K](c, n.item)
		case *c.fast.cells.at(n.item + cellPurifier) == q:
			unpurifyCounting(c, q)
		}
	}
}

// countingPays reports whether the search of c's problem undoes its tries
// faster by counting sizes back up than by the trail: whether, down a few
// random paths, most takes were the first their sets had since the mark
// of their try, so that the trail would save a size for most of them. It
// walks from the cells as Load made them and leaves them so.
func (c *Cells) countingPays() bool {
	const probes = 8
	rng := rand.New(rand.NewPCG(1, 2))
	var ch chooser
	c.fast = c.bases()
	var takes, saves int64
	for range probes {
		root := c.mark()
		for c.active > 0 {
			h, size := ch.pickCells(c)
			if size == 0 {
				break
			}
			x := c.cells[h+rng.Int32N(size)]
			c.mark()
			coverFast[byTrail, withColors](c, h)
			c.mark()
			saved := len(c.trail)
			takes += commitFast[byTrail, withColors](c, x)
			saves += int64(len(c.trail)-saved) / 3
		}
		c.restoreFast(root)
	}
	c.moved = true // the probes reshuffled the cells
	return 2*saves > takes
}
