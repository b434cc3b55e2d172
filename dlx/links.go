package dlx

import "math/bits"

// The dancing-links operations of Knuth's Algorithm X, on item headers x
// (1..Items()) and option nodes p. Each returns the number of link updates it
// made, Knuth's "updates" measure: one for every node taken out of (or put
// back into) a list.

// cover takes item x out of its list of live items and hides every option
// that contains it: the option's other nodes leave their items' lists.
func (m *Matrix) cover(x int32) int64 {
	nodes, sets := m.nodes, m.sets()
	var updates int64 = 1
	for p := nodes[x].down; p != x; p = nodes[p].down {
		for q := p + 1; q != p; {
			it := nodes[q].top
			if it <= 0 { // a spacer: go back to the option's first node
				q = nodes[q].up
				continue
			}
			u, d := nodes[q].up, nodes[q].down
			nodes[u].down = d
			nodes[d].up = u
			size := nodes[it].top - 1
			nodes[it].top = size
			if size < smallSizes {
				sets.move(it, size+1, size)
			}
			updates++
			q++
		}
	}
	l, r := m.items[x].prev, m.items[x].next
	m.items[l].next = r
	m.items[r].prev = l
	sets.move(x, nodes[x].top, smallSizes)
	return updates
}

// uncover undoes cover(x); covers must be undone in reverse order.
func (m *Matrix) uncover(x int32) int64 {
	nodes, sets := m.nodes, m.sets()
	l, r := m.items[x].prev, m.items[x].next
	m.items[l].next = x
	m.items[r].prev = x
	sets.move(x, smallSizes, nodes[x].top)
	var updates int64 = 1
	for p := nodes[x].up; p != x; p = nodes[p].up {
		for q := p - 1; q != p; {
			it := nodes[q].top
			if it <= 0 { // a spacer: go on from the option's last node
				q = nodes[q].down
				continue
			}
			u, d := nodes[q].up, nodes[q].down
			nodes[u].down = q
			nodes[d].up = q
			size := nodes[it].top
			nodes[it].top = size + 1
			if size < smallSizes {
				sets.move(it, size, size+1)
			}
			updates++
			q--
		}
	}
	return updates
}

// coverOthers covers the items of p's option other than p's own, in order.
func (m *Matrix) coverOthers(p int32) int64 {
	nodes := m.nodes
	var updates int64
	for q := p + 1; q != p; {
		x := nodes[q].top
		if x <= 0 {
			q = nodes[q].up
			continue
		}
		updates += m.cover(x)
		q++
	}
	return updates
}

// uncoverOthers undoes coverOthers(p).
func (m *Matrix) uncoverOthers(p int32) int64 {
	nodes := m.nodes
	var updates int64
	for q := p - 1; q != p; {
		x := nodes[q].top
		if x <= 0 {
			q = nodes[q].down
			continue
		}
		updates += m.uncover(x)
		q--
	}
	return updates
}

// sizeSets are bitsets of the live primary items of each size below
// smallSizes, so that the MRV choice finds the leftmost smallest item without
// scanning the list of live items. Set k holds bits words*k..words*(k+1)-1.
type sizeSets struct {
	bits    []uint64
	words   int
	primary int32
}

// sets returns m's size sets.
func (m *Matrix) sets() sizeSets {
	return sizeSets{m.small, m.words, int32(m.primary)}
}

// move moves item x from the set of size from to the set of size to; sizes
// of smallSizes or more have no set.
func (s sizeSets) move(x, from, to int32) {
	if x > s.primary {
		return
	}
	w, bit := int(x)/64, uint64(1)<<(x%64)
	if from < smallSizes {
		s.bits[int(from)*s.words+w] &^= bit
	}
	if to < smallSizes {
		s.bits[int(to)*s.words+w] |= bit
	}
}

// smallest returns the leftmost live primary item of the smallest size
// below smallSizes, or 0 when every live item is larger.
func (m *Matrix) smallest() int32 {
	for i, w := range m.small {
		if w != 0 {
			return int32(i%m.words*64 + bits.TrailingZeros64(w))
		}
	}
	return 0
}
