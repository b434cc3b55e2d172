package dlx

// zddKid is a branch of a node being counted with bounds: the option
// taken, and the ZDD node of the rest of its solutions.
type zddKid struct {
	option int32
	hi     uint32
}

// signBounds writes the signature with bounds, from scratch: the items
// still to cover and, as Algorithm M's state adds, each primary item's
// uses left and which options are live, for an option set aside (tried
// already, Knuth's tweak) leaves the subproblem without it though its
// items are free.
func (c *Memo) signBounds() {
	m, sig := c.m, c.sig
	clear(sig[:c.secAt])
	for p := m.items[0].next; p != 0; p = m.items[p].next {
		setBit(sig, int(p-1))
	}
	c.signSecondary()
	clear(sig[c.boundAt:])
	for i := 1; i <= m.primary; i++ {
		s := i - 1
		sig[c.boundAt+s/2] |= uint64(uint32(m.bound[i])) << (32 * uint(s&1))
	}
	for k := range m.p.Options() {
		if m.Live(k) {
			setBit(sig[c.liveAt:], k)
		}
	}
}

// countM is count with bounds: Algorithm M's branching (see searchM),
// memoized. The children of a node are its item's options, each set
// aside once tried (unless the item takes one option, as in Algorithm X),
// and, when the item may be left with no more uses, the child that
// closes it.
func (c *Memo) countM() (tally, uint32) {
	m := c.m
	c.stats.Nodes++
	if c.stats.Nodes >= c.check && c.ticked() {
		return tally{}, 0
	}
	i, score := c.ch.chooseM(m)
	if i == 0 {
		return tally{lo: 1}, 1
	}
	if score <= 0 {
		c.stats.Updates++
		return tally{}, 0
	}
	c.signBounds()
	e, n, z, known := c.lookup(hashWords(c.sig))
	if known {
		return n, z
	}
	var closed uint32 // the ZDD node of the child that closes i
	base := len(c.kids)
	// M4: one use of i; cover it when its uses are spent.
	m.bound[i]--
	x := m.nodes[i].down
	var first int32
	if !m.simple(i) {
		first = x
	}
	if m.bound[i] == 0 {
		c.stats.Updates += m.cover(i)
	}
	for c.stop == Exhausted {
		// M5: try x, set it aside first unless i takes one option only.
		if m.simple(i) {
			if x == i {
				break
			}
		} else if m.tops[i] <= m.bound[i]-m.slack[i] { // too few options left for i's lower bound
			break
		} else if x == i { // no option left: go on without i
			m.closeItem(i)
			t, z := c.count()
			m.reopen(i)
			n.add(t)
			closed = z
			break
		} else {
			c.stats.Updates += m.tweak(i, x)
		}
		c.stats.Updates += m.commitM(x) // M6
		c.note(x, true)
		t, z := c.count()
		c.note(x, false)
		m.uncommitM(x)
		if !t.zero() {
			n.add(t)
			c.kids = append(c.kids, zddKid{m.optionOf(x), z})
		}
		x = m.nodes[x].down
	}
	m.restoreItem(i, first) // M8
	z = closed
	if c.zdd != nil && c.stop == Exhausted {
		for _, k := range c.kids[base:] {
			var ok bool
			if z, ok = c.zdd.node(k.option, z, k.hi); !ok {
				c.stop = MemoryFull
				break
			}
		}
	}
	c.kids = c.kids[:base]
	if c.stop == Exhausted {
		c.cache.set(e, n, z)
	}
	return n, z
}

// followM is follow with bounds, as searchM follows a forced path: at
// each level it branches on the item t names, sets aside the options
// before the path's in that item's list, and takes the path's option, or
// closes the item for -1.
func (c *Memo) followM(t Subtree) (int, bool) {
	m := c.m
	m.mItems, m.mFirst = resize(m.mItems, len(t.Path)), resize(m.mFirst, len(t.Path))
	for l, k := range t.Path {
		i := int32(t.Items[l] + 1)
		want := i
		if k >= 0 {
			if want = m.nodeOf(int32(k), i); want == 0 {
				return l, false
			}
		}
		m.bound[i]-- // M4
		x := m.nodes[i].down
		m.mItems[l], m.mFirst[l] = i, 0
		if !m.simple(i) {
			m.mFirst[l] = x
		}
		if m.bound[i] == 0 {
			m.cover(i)
		}
		for { // M5, passing over the options before want
			switch {
			case m.simple(i) && x == i, !m.simple(i) && m.tops[i] <= m.bound[i]-m.slack[i]:
				m.restoreItem(i, m.mFirst[l])
				return l, false
			case m.simple(i):
			case x == i:
				if want != i {
					m.restoreItem(i, m.mFirst[l])
					return l, false
				}
				m.closeItem(i)
			default:
				m.tweak(i, x)
			}
			if x == want {
				break
			}
			x = m.nodes[x].down
		}
		if x != i {
			m.commitM(x)
			c.note(x, true)
		}
		m.stack[l] = x
	}
	return len(t.Path), true
}

// unfollowM undoes followM's first depth levels.
func (c *Memo) unfollowM(depth int) {
	m := c.m
	for l := depth - 1; l >= 0; l-- {
		x, i := m.stack[l], m.mItems[l]
		if x != i {
			c.note(x, false)
		}
		m.leaveM(x, i)
		m.restoreItem(i, m.mFirst[l])
	}
}
