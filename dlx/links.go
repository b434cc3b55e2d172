package dlx

import mathbits "math/bits"

// The dancing-links operations of Knuth's Algorithm X, on item headers x
// (1..Items()) and option nodes. Each returns the number of link updates it
// made, Knuth's "updates" measure: one for every node taken out of (or put
// back into) a list, and one for the item itself.
//
// One addition to Knuth's: the live items with zero or one option are kept
// in bitsets (Matrix.zero and Matrix.one, indexed by item header), so that
// the MRV choice is found without scanning every live item. They are
// updated without branches: a data-dependent branch per node costs more
// than the two writes.

// cover takes item x out of its list of live items and hides every option
// that contains it: the option's other nodes leave their items' lists.
func (m *Matrix) cover(x int32) int64 {
	nodes, zero, one := m.nodes, m.zero, m.one
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
			w, z, o := sizeBits(it, size)
			one[w] = one[w]&^z | o // 2 -> 1 sets the bit, 1 -> 0 clears it
			zero[w] |= z
			updates++
			q++
		}
	}
	l, r := m.items[x].prev, m.items[x].next
	m.items[l].next = r
	m.items[r].prev = l
	w, bit := bitOf(x)
	zero[w] &^= bit
	one[w] &^= bit
	return updates
}

// uncover undoes cover(x); covers must be undone in reverse order.
func (m *Matrix) uncover(x int32) int64 {
	nodes, zero, one := m.nodes, m.zero, m.one
	l, r := m.items[x].prev, m.items[x].next
	m.items[l].next = x
	m.items[r].prev = x
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
			w, z, o := sizeBits(it, size)
			zero[w] &^= z
			one[w] = one[w]&^o | z // 0 -> 1 sets the bit, 1 -> 2 clears it
			updates++
			q--
		}
	}
	m.track(x)
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

// bitOf returns the word and bit of item header x in the size bitsets.
func bitOf(x int32) (int, uint64) {
	return int(uint32(x) >> 6), uint64(1) << (uint32(x) & 63)
}

// sizeBits returns item x's word in the size bitsets and its bit as z when
// size is 0 and as o when size is 1 (each 0 otherwise).
func sizeBits(x, size int32) (w int, z, o uint64) {
	w, bit := bitOf(x)
	if size == 0 {
		z = bit
	}
	if size == 1 {
		o = bit
	}
	return w, z, o
}

// track puts item x into the bitset of its size, if it is 0 or 1.
func (m *Matrix) track(x int32) {
	w, bit := bitOf(x)
	switch m.nodes[x].top {
	case 0:
		m.zero[w] |= bit
	case 1:
		m.one[w] |= bit
	}
}

// smallest returns the leftmost live primary item with no options, else the
// leftmost with one, else 0.
func (m *Matrix) smallest() int32 {
	for _, set := range [2][]uint64{m.zero, m.one} {
		for w, bits := range set[:m.primaryWords] {
			if w == m.primaryWords-1 {
				bits &= m.lastMask
			}
			if bits != 0 {
				return int32(w*64 + mathbits.TrailingZeros64(bits))
			}
		}
	}
	return 0
}
