package dlx

// The dancing-links operations of Knuth's Algorithm X, on item headers x
// (1..Items()) and option nodes p. Each returns the number of link updates it
// made, Knuth's "updates" measure: one for every node taken out of (or put
// back into) a list.

// cover takes item x out of its list of live items and hides every option
// that contains it.
func (m *Matrix) cover(x int32) int64 {
	nodes := m.nodes
	var updates int64 = 1
	for p := nodes[x].down; p != x; p = nodes[p].down {
		updates += m.hide(p)
	}
	l, r := m.items[x].prev, m.items[x].next
	m.items[l].next = r
	m.items[r].prev = l
	return updates
}

// uncover undoes cover(x); covers must be undone in reverse order.
func (m *Matrix) uncover(x int32) int64 {
	nodes := m.nodes
	l, r := m.items[x].prev, m.items[x].next
	m.items[l].next = x
	m.items[r].prev = x
	var updates int64 = 1
	for p := nodes[x].up; p != x; p = nodes[p].up {
		updates += m.unhide(p)
	}
	return updates
}

// hide takes the nodes of p's option, other than p, out of their items' lists.
func (m *Matrix) hide(p int32) int64 {
	nodes := m.nodes
	var updates int64
	for q := p + 1; q != p; {
		x := nodes[q].top
		if x <= 0 { // a spacer: go back to the option's first node
			q = nodes[q].up
			continue
		}
		u, d := nodes[q].up, nodes[q].down
		nodes[u].down = d
		nodes[d].up = u
		nodes[x].top--
		updates++
		q++
	}
	return updates
}

// unhide undoes hide(p).
func (m *Matrix) unhide(p int32) int64 {
	nodes := m.nodes
	var updates int64
	for q := p - 1; q != p; {
		x := nodes[q].top
		if x <= 0 { // a spacer: go on from the option's last node
			q = nodes[q].down
			continue
		}
		u, d := nodes[q].up, nodes[q].down
		nodes[u].down = q
		nodes[d].up = q
		nodes[x].top++
		updates++
		q--
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
