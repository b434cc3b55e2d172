package dlx

import "fmt"

// Multiplicities, as in Knuth's Algorithm M (TAOCP 7.2.2.1): a primary
// item with bounds u:v must be covered at least u and at most v times.
// Each primary item's header keeps its uses left (Knuth's BOUND, v at the
// start, one less for each chosen option that names it) in Matrix.bound
// and its slack v-u in Matrix.slack. An item whose uses are spent is
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
// set. A matrix with bounds other than 1:1 is searched by Algorithm M.
func (m *Matrix) SetBounds(i, lower, upper int) error {
	if i < 0 || i >= m.primary {
		return fmt.Errorf("item %d: only primary items have bounds", i)
	}
	if upper < 1 || lower < 0 || lower > upper {
		return fmt.Errorf("item %s: bounds %d:%d; want 0 <= lower <= upper and upper >= 1", m.ItemName(i), lower, upper)
	}
	m.Restore()
	if m.bound == nil {
		if lower == 1 && upper == 1 {
			return nil
		}
		m.indexed = false // the size bitsets are not kept in Algorithm M
		m.bound = make([]int32, m.primary+1)
		m.slack = make([]int32, m.primary+1)
		for x := range m.bound[1:] {
			m.bound[x+1] = 1
		}
	}
	m.bound[i+1], m.slack[i+1] = int32(upper), int32(upper-lower)
	return nil
}

// HasBounds reports whether a primary item has bounds other than 1:1: the
// search is then Knuth's Algorithm M.
func (m *Matrix) HasBounds() bool { return m.bound != nil }

// Bounds returns how many times item i must be covered, at least and at
// most: 1:1 for a primary item without bounds, 0:1 for a secondary item.
func (m *Matrix) Bounds(i int) (lower, upper int) {
	switch {
	case i >= m.primary:
		return 0, 1
	case m.bound == nil:
		return 1, 1
	}
	m.Restore()
	return int(m.bound[i+1] - m.slack[i+1]), int(m.bound[i+1])
}

// Algorithm names the algorithm that searches m: "X" (Knuth's DLX1), "C"
// with colors (DLX2), "M" with bounds (DLX3). Each counts nodes and
// updates as its program does.
func (m *Matrix) Algorithm() string {
	switch {
	case m.bound != nil:
		return "M"
	case m.colors != nil:
		return "C"
	}
	return "X"
}

// simple reports whether branching on item i, whose uses left are already
// one less, is as in Algorithm X: it is covered and takes exactly one
// option.
func (m *Matrix) simple(i int32) bool { return m.bound[i] == 0 && m.slack[i] == 0 }

// tweak sets option node x aside after it is tried for item i, its
// first node in i's list: x leaves the list, and, when i has uses left
// (so is not covered), the option's other nodes leave theirs. It returns
// the nodes taken out.
func (m *Matrix) tweak(i, x int32) int64 {
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
func (m *Matrix) untweak(i, x int32) int64 {
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
func (m *Matrix) untweakAll(i, first int32) {
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
func (m *Matrix) lastTweak(i, first int32) int32 {
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
func (m *Matrix) changeSize(i, d int32) {
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
func (m *Matrix) closeItem(i int32) {
	if m.bound[i] != 0 {
		m.unlinkItem(i)
	}
}

// reopen undoes closeItem(i).
func (m *Matrix) reopen(i int32) {
	if m.bound[i] != 0 {
		m.relinkItem(i)
	}
}

// use counts a use of primary item i by a chosen option, covering i when
// its uses are spent; unuse undoes it. Both return the cover's count.
func (m *Matrix) use(i int32) int64 {
	m.bound[i]--
	if m.bound[i] == 0 {
		return m.cover(i)
	}
	return 0
}

// unuse undoes use(i).
func (m *Matrix) unuse(i int32) int64 {
	var updates int64
	if m.bound[i] == 0 {
		updates = m.uncover(i)
	}
	m.bound[i]++
	return updates
}
