package dlx

import "fmt"

// Multiplicities, as in Knuth's Algorithm M (TAOCP 7.2.2.1): a primary
// item with bounds u:v must be covered at least u and at most v times.
// Each primary item's header keeps its uses left (Knuth's BOUND, v at the
// start, one less for each chosen option that names it) in Links.bound
// and its slack v-u in Links.slack. An item whose uses are spent is
// covered; one whose lower bound is met may also be closed: taken out of
// the items to branch on, though options may still name it.
//
// Branching on an item i that may take more than one option, or none, the
// search tries i's options one by one; after each, the option is set
// aside (tweaked out of i's list, and hidden while i has uses left), so
// that the options tried later never choose it again: a set of options is
// found once, not once per order. When the options left are too few for
// i's lower bound the level is done; when none is left and the lower
// bound is met, the last child closes i.

// SetBounds says that primary item i must be covered at least lower and at
// most upper times, 0 <= lower <= upper, upper >= 1. An item is 1:1 until
// set. A problem with bounds other than 1:1 is searched by Algorithm M.
func (p *Problem) SetBounds(i, lower, upper int) error {
	if i < 0 || i >= p.primary {
		return fmt.Errorf("item %d: only primary items have bounds", i)
	}
	if upper < 1 || lower < 0 || lower > upper {
		return fmt.Errorf("item %s: bounds %d:%d; want 0 <= lower <= upper and upper >= 1", p.ItemName(i), lower, upper)
	}
	if p.upper == nil {
		if lower == 1 && upper == 1 {
			return nil
		}
		p.lower, p.upper = make([]int32, p.primary), make([]int32, p.primary)
		for x := range p.upper {
			p.lower[x], p.upper[x] = 1, 1
		}
	}
	p.lower[i], p.upper[i] = int32(lower), int32(upper)
	return nil
}

// HasBounds reports whether a primary item has bounds other than 1:1: the
// search is then Knuth's Algorithm M.
func (p *Problem) HasBounds() bool { return p.upper != nil }

// Bounds returns how many times item i must be covered, at least and at
// most: 1:1 for a primary item without bounds, 0:1 for a secondary item.
func (p *Problem) Bounds(i int) (lower, upper int) {
	switch {
	case i >= p.primary:
		return 0, 1
	case p.upper == nil:
		return 1, 1
	}
	return int(p.lower[i]), int(p.upper[i])
}

// Algorithm names the algorithm that searches p: "X" (Knuth's DLX1), "C"
// with colors (DLX2), "M" with bounds (DLX3).
func (p *Problem) Algorithm() string {
	switch {
	case p.upper != nil:
		return "M"
	case p.colors != nil:
		return "C"
	}
	return "X"
}

// Uses returns how many more times item i may be covered in the engine's
// current state, at least and at most: its bounds less the options chosen
// that name it (Algorithm M); 1:1 for a primary item without bounds that
// is live, 0:1 for a secondary item.
func (m *Links) Uses(i int) (lower, upper int) {
	switch {
	case i >= m.primary:
		return 0, 1
	case m.bound == nil:
		return 1, 1
	}
	return int(m.bound[i+1] - m.slack[i+1]), int(m.bound[i+1])
}

// simple reports whether branching on item i, whose uses left are already
// one less, is as in Algorithm X: it is covered and takes exactly one
// option.
func (m *Links) simple(i int32) bool { return m.bound[i] == 0 && m.slack[i] == 0 }

// tweak sets option node x aside after it is tried for item i, its
// first node in i's list: x leaves the list, and, when i has uses left
// (so is not covered), the option's other nodes leave theirs. It returns
// the nodes taken out.
func (m *Links) tweak(i, x int32) int64 {
	var updates int64 = 1
	if m.bound[i] != 0 {
		updates += m.hide(x)
	}
	nodes := m.nodes
	d := nodes[x].down
	nodes[i].down = d
	nodes[d].up = i
	m.changeSize(i, -1)
	return updates
}

// untweak undoes tweak(i, x), x the last option set aside, and returns
// its count.
func (m *Links) untweak(i, x int32) int64 {
	nodes := m.nodes
	nodes[i].down = x
	nodes[nodes[x].down].up = x
	m.changeSize(i, 1)
	var updates int64 = 1
	if m.bound[i] != 0 {
		updates += m.unhide(x)
	}
	return updates
}

// untweakAll puts back every option set aside for item i since first, the
// first of i's list when the search branched on it, all at once.
func (m *Links) untweakAll(i, first int32) {
	nodes := m.nodes
	end := nodes[i].down
	nodes[i].down = first
	prev := i
	for x := first; x != end; prev, x = x, nodes[x].down {
		nodes[x].up = prev
		m.changeSize(i, 1)
		if m.bound[i] != 0 {
			m.unhide(x)
		}
	}
	nodes[end].up = prev
}

// lastTweak returns the last option node set aside for item i since
// first, or 0 when none is.
func (m *Links) lastTweak(i, first int32) int32 {
	end := m.nodes[i].down
	if first == end {
		return 0
	}
	x := first
	for m.nodes[x].down != end {
		x = m.nodes[x].down
	}
	return x
}

// changeSize changes item i's size by d, one, keeping the size bitsets
// (which Algorithm M does not keep: see tracked).
func (m *Links) changeSize(i, d int32) {
	size := m.tops[i]
	if d < 0 {
		size--
	}
	m.tops[i] += d
	if !m.tracked() {
		return
	}
	w, bit := sizeBit(i, size)
	if d < 0 {
		m.sizes[w] |= bit
	} else {
		m.sizes[w] &^= bit
	}
}

// closeItem takes item i out of the items to branch on without covering
// it, when it still has uses left; reopen puts it back.
func (m *Links) closeItem(i int32) {
	if m.bound[i] != 0 {
		m.unlinkItem(i)
	}
}

// reopen undoes closeItem(i).
func (m *Links) reopen(i int32) {
	if m.bound[i] != 0 {
		m.relinkItem(i)
	}
}

// use counts a use of primary item i by a chosen option, covering i when
// its uses are spent; unuse undoes it. Both return the cover's count.
func (m *Links) use(i int32) int64 {
	m.bound[i]--
	if m.bound[i] == 0 {
		return m.cover(i)
	}
	return 0
}

// unuse undoes use(i).
func (m *Links) unuse(i int32) int64 {
	var updates int64
	if m.bound[i] == 0 {
		updates = m.uncover(i)
	}
	m.bound[i]++
	return updates
}
