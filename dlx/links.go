// Package dlx is an exact cover engine: a Problem (items, options, their
// names, colors and bounds) and two engines that search it, Knuth's
// dancing links (Links: Algorithm X, C with colors, M with bounds, on
// flat int32 arrays) and his dancing cells (Cells: the same problems on
// sparse sets, as his SSXCC counts them).
//
// Three ways to search share each engine: Solve is the fast path (no
// events, no allocation per node); Search returns a Stepper that yields one
// Event at a time (branch, try, cover, uncover, leave, dead end, solution,
// done; purify and unpurify in Algorithm C; use, unuse, tweak, untweak,
// close and reopen in Algorithm M) for viewers; Events wraps it as an
// iter.Seq. Apply and Revert replay those events on an engine of one's
// own, forwards and backwards. Split, Part and Count cut a search into
// parts that machines count apart; Estimate guesses its size.
package dlx

import "slices"

// node is one entry of the link arrays: a node's up and down links, its
// neighbours in its item's list. Index 0 is unused, indices 1..items are
// item headers, then come the options' nodes, each option preceded and the
// last followed by a spacer. A spacer's up is the first node of the option
// before it and its down the last node of the option after it. Each node's
// top is kept apart, in Links.tops, so that both arrays are indexed
// without scaling: for an item header it is the item's live option count,
// for an option node its item, for a spacer minus the index of the option
// after it.
type node struct {
	up, down int32
}

// link is an item's place in its circular list of live items. Primary items
// are listed from root 0, secondary items from root items+1.
type link struct {
	prev, next int32
}

// Links is Knuth's dancing links engine: a Problem in dancing-links form,
// and the state of its search. Make it with NewLinks (or Load, to reuse its
// memory). Solve changes its links while it runs and may leave some covers
// in place when it ends (see Restore); the engine's other methods put them
// back before they read or change the links. Goroutines may share an
// engine's reading methods only while no Solve has left covers in it; each
// searches best on an engine of its own (Clone).
type Links struct {
	p         *Problem
	nodes     []node
	tops      []int32 // each node's top (see node)
	items     []link
	primary   int     // number of primary items
	secondary int     // number of secondary items
	origin    int32   // the first option's first node (see firstNode)
	stack     []int32 // the search's chosen nodes, one per level
	depth     int     // how many of stack's nodes a stopped search left chosen
	resumable bool    // the links are as a Solve stopped at its budget left them (see Resume)
	paused    Options // that search's heuristic, seed and forced options
	sol       []int   // the solution handed to Options.OnSolution
	// sizes holds two bitsets, zero and one, of the live items with no
	// option and with at most one option, their words in turn (see
	// links_cover.go). They are built when a search starts (indexed) and
	// kept up to date by cover and uncover when the problem has many
	// primary items (see tracked); MRV reads them through smallest.
	sizes        []uint64
	primaryWords int    // the words of zero and one that hold primary items
	lastMask     uint64 // the primary items' bits in the last of those words
	indexed      bool
	// Colors (Algorithm C, see colors.go): each node's color and right
	// link, nil when no option gives an item a color.
	colors []colorLink
	// linked is what the hide loops read (see colorBase): colors itself,
	// or, when there are none, links of its own whose colors are zeros;
	// nil when no loop follows right links: in Algorithm X, unless the
	// options are short and the sizes not tracked (shortOptions: see
	// cover).
	linked       []colorLink
	shortOptions bool
	// Multiplicities (Algorithm M, see bounds.go): each primary item's
	// uses left and slack, by header; nil when every item has the bounds 1:1.
	bound, slack []int32
	// Algorithm M's search state, by level (see multiplicity.go): the
	// item branched on and the first option it set aside.
	mItems, mFirst []int32
}

// NewLinks returns the dancing links of problem p, ready to search. p must
// not change while the engine searches it.
func NewLinks(p *Problem) *Links {
	m := &Links{}
	m.Load(p)
	return m
}

// Load makes m the dancing links of problem p, reusing m's memory: a batch
// solver loads one engine per puzzle instead of allocating a new one.
func (m *Links) Load(p *Problem) {
	m.p = p
	m.reset(p.primary, p.secondary)
	count := p.Options()
	base := len(m.nodes) // the first option's first node
	size := base + len(p.items) + count
	m.nodes = slices.Grow(m.nodes, size-base)[:size] // the headers stay
	m.tops = slices.Grow(m.tops, size-base)[:size]
	m.origin = int32(base)
	linkOptions(m.nodes, m.tops, p.items, p.optStart, int32(base))
	if p.colors != nil {
		m.colors = resize(m.colors, len(m.nodes))
		for x := range m.colors[:base] {
			m.colors[x] = colorLink{}
		}
		for k := range count {
			first, end := p.optionEntries(k)
			x := m.firstNode(k)
			for e := first; e < end; e++ {
				m.colors[x] = colorLink{color: p.colors[e]}
				x++
			}
			m.colors[x] = colorLink{}
		}
	}
	if p.upper != nil {
		m.bound, m.slack = resize(m.bound, m.primary+1), resize(m.slack, m.primary+1)
		m.bound[0], m.slack[0] = 0, 0
		for i := range m.primary {
			m.bound[i+1], m.slack[i+1] = p.upper[i], p.upper[i]-p.lower[i]
		}
	}
}

// reset empties m and gives it the items of a problem, with no options.
func (m *Links) reset(primary, secondary int) {
	n := primary + secondary
	m.primary, m.secondary = primary, secondary
	m.items = resize(m.items, n+2)
	m.nodes = resize(m.nodes, n+2)
	m.tops = resize(m.tops, n+2)
	m.depth, m.resumable = 0, false
	words := (n + 2 + 63) / 64
	m.sizes = resize(m.sizes, 2*words)
	m.primaryWords = (primary + 1 + 63) / 64
	m.lastMask = ^uint64(0) >> (63 - primary%64)
	m.indexed = false
	m.colors, m.linked, m.bound, m.slack = nil, nil, nil, nil
	// Every item and root linked to its neighbours, then the ends joined
	// into two circular lists: the primary items from root 0, the
	// secondary ones from root n+1. Each item's header starts with an
	// empty list; the last header is the first spacer.
	// (One length for the three, so that the loop checks no index.)
	items, nodes, tops := m.items, m.nodes[:len(m.items)], m.tops[:len(m.items)]
	for i := range items {
		items[i] = link{prev: int32(i - 1), next: int32(i + 1)}
		nodes[i] = node{up: int32(i), down: int32(i)}
		tops[i] = 0
	}
	m.nodes[n+1] = node{}
	m.items[0].prev, m.items[primary].next = int32(primary), 0
	m.items[n+1] = link{prev: int32(n), next: int32(primary + 1)}
	m.items[primary+1].prev = int32(n + 1)
}

// Problem is the problem m searches.
func (m *Links) Problem() *Problem { return m.p }

// firstNode returns option k's first node: the options' nodes follow each
// other, each option's after a spacer.
func (m *Links) firstNode(k int) int32 { return m.origin + int32(k) + m.p.optStart[k] }

// Name is "links".
func (m *Links) Name() string { return "links" }

// Fresh returns new links for m's problem.
func (m *Links) Fresh() Engine { return NewLinks(m.p) }

// Solve searches m's problem and returns what it found. It is the fast
// path: it makes no events and allocates nothing per node. It may leave
// covers in place: a search that stops early leaves those of the stop,
// and one that runs to the end those above the last level that had
// options left to try (it skips the uncovers up to the root, which change
// nothing it reads). The next search puts them back (see Restore).
func (m *Links) Solve(opt Options) Result {
	var r Result
	m.SolveInto(&r, opt)
	return r
}

// branches returns the children of the Branch event e of stepper s as
// paths name them: the options in the item's list, top to bottom, and in
// Algorithm M only as many as the branch has children, with -1 for the
// child that closes the item when it has one (see searchM).
func (m *Links) branches(s Stepper, e Event) []int {
	v := s.(*linksStepper).m
	var opts []int
	h := e.Item + 1
	for x := v.nodes[h].down; x != h; x = v.nodes[x].down {
		opts = append(opts, int(v.optionOf(x)))
	}
	if v.bound == nil {
		return opts
	}
	n := int(e.Size) // the children: the first options, and maybe the close
	if n > len(opts) {
		return append(opts, -1)
	}
	return opts[:n]
}

// linkOptions lays out the options whose items are entries, option k's
// from starts[k] to starts[k+1], at the end of nodes, which has room for
// exactly them and their spacers after a spacer at base-1. It links each
// node into its item's list and writes each option's spacer, and the
// down link of the spacer before it, once its nodes are linked. It is a
// function of its own, with one flat loop (a loop per option measured
// slower), so that the loop keeps most of its values in registers. The
// problem has checked the entries: no item is out of range or named twice
// in an option.
func linkOptions(nodes []node, tops []int32, entries []int32, starts []int32, base int32) {
	// One length for both arrays, as in Links.links.
	tops = tops[:len(nodes)]
	if len(starts) < 2 {
		return
	}
	x := base         // the next node
	first := x        // its option's first node
	next := starts[1] // the entry that starts the next option
	k := 1
	for e, it := range entries {
		if int32(e) == next { // the spacer, whose top is one less than the one before's
			nodes[first-1].down = x - 1
			nodes[x] = node{up: first}
			tops[x] = tops[first-1] - 1
			x++
			first = x
			k++
			next = starts[k]
		}
		head := it + 1
		last := nodes[head].up
		nodes[x] = node{up: last, down: head}
		tops[x] = head
		nodes[last].down = x
		nodes[head].up = x
		tops[head]++
		x++
	}
	nodes[first-1].down = x - 1
	nodes[x] = node{up: first}
	tops[x] = tops[first-1] - 1
}

// index builds the small-size bitsets, unless they are up to date. It runs
// when every item is live: Solve and Search call it after Restore, Apply on
// a fresh copy. So it reads the sizes of all items in order, not through
// the lists of live items.
func (m *Links) index() {
	if m.indexed {
		return
	}
	clear(m.sizes)
	m.indexed = true
	m.shortOptions = !m.tracked() && m.hasShortOptions()
	switch {
	case m.colors != nil:
		m.linked = m.colors
	case m.bound != nil || m.shortOptions: // no colors: zeros
		m.linked = resize(m.linked, len(m.nodes))
		clear(m.linked)
	default:
		m.linked = nil
	}
	m.linkRight()
	if !m.tracked() {
		return
	}
	sizes := m.sizes
	for i, size := range m.tops[1 : m.primary+m.secondary+1] {
		if size <= 1 { // rare: most items start with several options
			w, bit := bitOf(int32(i + 1))
			z, o := smallBits(bit, size)
			sizes[2*w] |= z
			sizes[2*w+1] |= o
		}
	}
}

// optionOf returns the option holding node x.
func (m *Links) optionOf(x int32) int32 {
	for m.tops[x] > 0 {
		x--
	}
	return -m.tops[x]
}

// Size returns how many options contain item i in the engine's current
// state: covering items during a search shrinks it.
func (m *Links) Size(i int) int { return int(m.tops[i+1]) }

// duplicate returns a copy of m's links as they are, sharing no memory but
// the problem.
func (m *Links) duplicate() *Links {
	d := &Links{
		p:            m.p,
		nodes:        clone(m.nodes),
		tops:         clone(m.tops),
		items:        clone(m.items),
		primary:      m.primary,
		secondary:    m.secondary,
		origin:       m.origin,
		sizes:        clone(m.sizes),
		primaryWords: m.primaryWords,
		lastMask:     m.lastMask,
		indexed:      m.indexed,
		shortOptions: m.shortOptions,
		colors:       clone(m.colors),
		bound:        clone(m.bound),
		slack:        clone(m.slack),
	}
	d.linked = d.colors
	if d.colors == nil {
		d.linked = clone(m.linked)
	}
	return d
}

// Active reports whether item i is still in its list of live items in the
// engine's current state, that is, not covered.
func (m *Links) Active(i int) bool { return m.active(int32(i + 1)) }

// active reports whether item header x is in its list of live items.
func (m *Links) active(x int32) bool {
	return m.items[m.items[x].prev].next == x
}

// Live reports whether option k is still in the lists of all its items in
// the engine's current state, that is, not removed by covering one of
// them. An option whose chosen item was covered to try it counts as live
// while it is being tried only through its other items' lists, so Live
// reports false for it.
func (m *Links) Live(k int) bool {
	for x := m.firstNode(k); m.tops[x] > 0; x++ {
		if m.nodes[m.nodes[x].up].down != x {
			return false
		}
	}
	return true
}

// itemCount is the number of items, primary and secondary.
func (m *Links) itemCount() int { return m.primary + m.secondary }
