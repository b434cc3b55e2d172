package dlx

// searchM is Knuth's Algorithm M (TAOCP 7.2.2.1, M2-M9), with colors, on
// a restored, indexed matrix with bounds (see bounds.go). It returns the
// level it stopped at, whose choices are left for Restore; an exhausted
// search leaves none.
//
// Forced options mean here a path to a subtree: at level l the search
// branches on the item it chooses, sets aside the options before
// Forced[l] in that item's list as if they had been tried, and tries
// Forced[l] only; -1 takes the child that closes the item. A path the
// search never takes is a dead end.
func (m *Links) searchM(r *Result, opt *Options, ch *chooser) int {
	n := m.maxLevels(len(opt.Forced))
	m.stack, m.mItems, m.mFirst = resize(m.stack, n), resize(m.mItems, n), resize(m.mFirst, n)
	stack, items, first := m.stack, m.mItems, m.mFirst
	nodes := m.nodes
	var level int
	var i, x, want, score int32
	var ok bool
	check := checkpoint(r.Nodes, opt)

enter: // M2: a new node at this level.
	if r.Nodes >= check {
		if stopAt(r, opt) {
			return level
		}
		check = checkpoint(r.Nodes+1, opt)
	}
	if opt.ownNode(level) {
		r.countNode(level)
	}
	i, score = ch.chooseM(m) // M3
	if i == 0 {
		if m.solution(r, opt, level) {
			return level
		}
		goto backtrack
	}
	if score <= 0 { // a dead end
		goto backtrack
	}
	if want, ok = m.forcedM(opt.Forced, level, i); !ok {
		goto backtrack
	}
	// M4: one use of i; cover it when its uses are spent.
	m.bound[i]--
	x = nodes[i].down
	items[level], first[level] = i, 0
	if !m.simple(i) {
		first[level] = x
	}
	if m.bound[i] == 0 {
		if u := m.cover(i); opt.ownNode(level) {
			r.Updates += u
		}
	}
advance: // M5: try x, set it aside first unless i takes one option only.
	stack[level] = x
	switch {
	case m.simple(i):
		if x == i {
			goto restore
		}
	case m.tops[i] <= m.bound[i]-m.slack[i]: // too few options left for i's lower bound
		goto restore
	case x == i: // no option left: go on without i
		if want != 0 && want != i {
			goto restore
		}
		m.closeItem(i)
		level++
		goto enter
	default:
		// Passing x over on a forced path, or taking it: the update
		// belongs to the node, or to the option taken from it.
		if u := m.tweak(i, x); x != want && opt.ownNode(level) || x == want && opt.ownEdge(level) {
			r.Updates += u
		}
	}
	if want != 0 && x != want { // a forced path passes x over
		x = nodes[x].down
		goto advance
	}
	if u := m.commitM(x); opt.ownEdge(level) { // M6
		r.Updates += u
	}
	level++
	goto enter
backtrack: // M9
	if level == 0 {
		return 0
	}
	level--
	x, i, want = stack[level], items[level], 0
	m.leaveM(x, i) // M7
	if x == i || level < len(opt.Forced) {
		goto restore
	}
	x = nodes[x].down
	goto advance
restore: // M8
	m.restoreItem(i, first[level])
	goto backtrack
}

// forcedM returns the node of i's list that a forced path takes at level,
// i itself for the child that closes i, or 0 when the level is free; ok is
// false when the path names an option that is not i's or no option.
func (m *Links) forcedM(forced []int, level int, i int32) (want int32, ok bool) {
	if level >= len(forced) {
		return 0, true
	}
	switch k := forced[level]; {
	case k == -1:
		return i, true
	case k >= 0 && k < m.p.Options():
		want = m.nodeOf(int32(k), i)
		return want, want != 0
	}
	return 0, false
}

// commitM commits the items of x's option other than x's own, in order:
// a primary item is used (covered when its uses are spent), a secondary
// one committed as in Algorithm C.
func (m *Links) commitM(x int32) int64 {
	var updates int64
	for q := x + 1; q != x; q++ {
		j := m.tops[q]
		switch {
		case j <= 0: // a spacer: back to the option's first node
			q = m.nodes[q].up - 1
		case int(j) <= m.primary:
			updates += m.use(j)
		case m.colors != nil:
			updates += m.commit(q)
		default:
			updates += m.cover(j)
		}
	}
	return updates
}

// uncommitM undoes commitM(x), right to left.
func (m *Links) uncommitM(x int32) {
	for q := x - 1; q != x; q-- {
		j := m.tops[q]
		switch {
		case j <= 0: // a spacer: on from the option's last node
			q = m.nodes[q].down + 1
		case int(j) <= m.primary:
			m.unuse(j)
		case m.colors != nil:
			m.uncommit(q)
		default:
			m.uncover(j)
		}
	}
}

// leaveM undoes the choice at a level that branched on item i and took x:
// an option's commits, or, when x is i, its close.
func (m *Links) leaveM(x, i int32) {
	if x == i {
		m.reopen(i)
		return
	}
	m.uncommitM(x)
}

// restoreItem undoes a level's branching on item i, whose list started at
// first when it was not simple (M8): the options set aside come back, i
// is uncovered if it was covered, and its use is given back.
func (m *Links) restoreItem(i, first int32) {
	if !m.simple(i) {
		m.untweakAll(i, first)
	}
	if m.bound[i] == 0 {
		m.uncover(i)
	}
	m.bound[i]++
}

// maxLevels returns how deep a search of m with the given number of forced
// options may go, and one more: each level tries an option for one of its
// item's uses, or closes the item, and a forced option takes a level.
func (m *Links) maxLevels(forced int) int {
	n := m.primary + forced + 1
	for _, b := range m.bound {
		n += int(b)
	}
	return n
}
