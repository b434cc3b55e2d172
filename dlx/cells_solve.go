package dlx

import (
	"math"
	"time"
	"unsafe"
)

// cellsTry is a level of the cells' search: the item branched on, and the
// option tried, as its place in the item's set, and, at a forced level,
// its node (else 0).
type cellsTry struct{ item, node, at int32 }

// cellsLevel is a level of the cells' stepper: its try, and the marks to
// go back to: before the item's cover and before the option's commits.
type cellsLevel struct {
	cellsTry
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
		if !c.decided {
			c.counting, c.decided = c.countingPays(), true
			c.rewind()
			c.moved = true
		}
		root := c.mark()
		c.search(r, &opt, &ch) // b's stamp is taken at each mark
		switch {
		case !c.counting:
			c.restoreFast(root)
		case r.Stop != Exhausted:
			c.rewind() // the covers of the levels it stopped at
		}
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

// cellsSearch is the state of a search of the cells that stays from level
// to level, behind one pointer: the loop's merges store nothing of it.
type cellsSearch struct {
	c   *Cells
	r   *Result
	opt *Options
	ch  *chooser
	// tries holds the tries of the levels above, and marks, but when
	// counting, the marks to go back to at each: before its item's cover
	// and before its option's commits.
	tries []cellsTry
	marks []cellsMark
	check int64 // the nodes at which the search next asks whether to stop
	// count is set when the search only counts solutions; forced when it
	// has forced levels (a subtree's).
	count, forced bool
}

// search is SSXCC's search on the cells from their root state, with
// forced levels first (see Options.Forced). The level it is at lives in
// locals (item, node, at), as SSXCC keeps it in registers.
func (c *Cells) search(r *Result, opt *Options, ch *chooser) {
	s := &cellsSearch{
		c: c, r: r, opt: opt, ch: ch,
		tries:  make([]cellsTry, 0, c.p.Primary()+len(opt.Forced)+1),
		check:  checkpoint(r.Nodes, opt),
		count:  opt.OnSolution == nil && opt.MaxSolutions == 0,
		forced: len(opt.Forced) > 0,
	}
	c.fast = c.bases()
	switch {
	case c.counting && c.colored:
		runCells[byCounting, withColors](s)
	case c.counting:
		runCells[byCounting, noColors](s)
	case c.colored:
		runCells[byTrail, withColors](s)
	default:
		runCells[byTrail, noColors](s)
	}
}

// runCells runs search s from its root, undoing its tries the way U, its
// options with colors or not as K.
func runCells[U undoing, K coloring](s *cellsSearch) {
	c, r, opt := s.c, s.r, s.opt
	var (
		level          int
		item, node, at int32
	)
enter: // a new node at this level: branch on an item, or find a solution
	if r.Nodes >= s.check {
		if stopAt(r, opt) {
			return
		}
		s.check = checkpoint(r.Nodes+1, opt)
	}
	if !s.forced || opt.ownNode(level) {
		r.countNode(level)
	}
	if c.active == 0 { // only at the root: no primary item at all
		if c.cellsSolution(r, opt, s.tries, s.count) {
			return
		}
		goto backtrack
	}
	if s.forced && level < len(opt.Forced) {
		var ok bool
		if item, node, ok = c.forced(opt.Forced[level], opt.items, level); !ok {
			goto backtrack // a dead end: the option is not live
		}
	} else {
		var size int32
		if item, size = s.ch.pickCells(c); size == 0 {
			goto backtrack // a dead end: SSXCC covers nothing
		}
		node = 0
	}
	if saves[U]() {
		s.marks = append(s.marks, c.mark(), cellsMark{})
	}
	if u := coverFast[U, K](c, item); !s.forced || opt.ownNode(level) {
		r.Updates += u
	}
	at = -1
next: // try the item's next option, or give up on the item
	if node != 0 { // a forced level tries its option only
		if at >= 0 {
			goto exhausted
		}
		at = c.nodes[node].loc - item
	} else if at++; at >= *c.fast.cells.at(item + cellSize) {
		goto exhausted
	}
	if saves[U]() {
		s.marks[2*level+1] = c.mark()
	}
	if u := commitFast[U, K](c, *c.fast.cells.at(item + at)); !s.forced || opt.ownEdge(level) {
		r.Updates += u
	}
	s.tries = append(s.tries, cellsTry{item, node, at})
	if c.active == 0 { // a solution, one level down
		if r.Nodes >= s.check {
			if stopAt(r, opt) {
				return
			}
			s.check = checkpoint(r.Nodes+1, opt)
		}
		r.countNode(level + 1)
		if c.cellsSolution(r, opt, s.tries, s.count) {
			return
		}
		s.tries = s.tries[:level]
		undoTry[U, K](s, item, at, level)
		goto next
	}
	level++
	goto enter
exhausted:
	if saves[U]() {
		c.restoreFast(s.marks[2*level])
		s.marks = s.marks[:2*level]
	} else {
		uncoverCounting[K](c, item)
	}
backtrack:
	if level == 0 {
		return
	}
	level--
	item, node, at = s.tries[level].item, s.tries[level].node, s.tries[level].at
	s.tries = s.tries[:level]
	undoTry[U, K](s, item, at, level)
	goto next
}

// undoTry undoes the commits of option at of item's set, the try of the
// level given: the sizes saved since its mark restored, or, counting, the
// commits undone one by one.
func undoTry[U undoing, K coloring](s *cellsSearch, item, at int32, level int) {
	if saves[U]() {
		s.c.restoreFast(s.marks[2*level+1])
	} else {
		uncommitCounting[K](s.c, *s.c.fast.cells.at(item + at))
	}
}

// cellsSolution records in r the solution whose options are tried at
// levels, and reports whether the search stops at it. When solutions are
// only counted, it counts.
func (c *Cells) cellsSolution(r *Result, opt *Options, levels []cellsTry, count bool) bool {
	if count && r.Solutions > 0 {
		r.Solutions++
		return false
	}
	r.Solutions++
	var sol []int
	if r.Solutions == 1 || opt.OnSolution != nil {
		sol = c.sol[:0]
		for _, l := range levels {
			sol = append(sol, int(c.optionOf(c.cells[l.item+l.at])))
		}
		c.sol = sol
	}
	return r.found(opt, sol)
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
// fewest options. It is kept out of line: inlined in the search (as
// profile-guided optimization would), its loop spills a register, and 13
// queens counts a twentieth slower.
//
//go:noinline
func (ch *chooser) pickCells(c *Cells) (int32, int32) {
	list := c.list[:c.active]
	cells := base[int32]{unsafe.Pointer(unsafe.SliceData(c.cells))}
	switch ch.h {
	case FirstItem:
		return list[0], *cells.at(list[0] + cellSize)
	case MRVRandom:
		best, size, ties := list[0], *cells.at(list[0] + cellSize), 1
		for _, h := range list[1:] {
			switch s := *cells.at(h + cellSize); {
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
		if s := *cells.at(h + cellSize); s < size {
			best, size = h, s
			if s == 0 {
				break
			}
		}
	}
	return best, size
}
