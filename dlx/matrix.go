// Package dlx is an exact cover engine: Knuth's Algorithm X with dancing
// links, kept in flat int32 arrays, and his Algorithms C (colors) and M
// (multiplicities).
//
// A Matrix has primary items, which a solution must cover exactly once, and
// secondary items, which it may cover at most once, and options, each a set of
// items. A solution is a set of options that covers every primary item once
// and no secondary item twice. As in Knuth's Algorithm X, the search
// branches on primary items, so an option of secondary items alone is never
// part of a solution.
//
// An option may give a secondary item a color (AddColoredOption): options
// that give it the same color may share it, one that gives it none may
// not; the search is then Algorithm C. A primary item may have bounds
// (SetBounds): it is covered between lower and upper times; the search is
// then Algorithm M. Each counts nodes and updates as Knuth's DLX1, DLX2
// and DLX3 do, and ParseKnuth reads their text format.
//
// Three ways to search share one matrix and one set of link operations:
// Solve is the fast path (no events, no allocation per node); Search returns
// a Stepper that yields one Event at a time (branch, try, cover, uncover,
// leave, dead end, solution, done; purify and unpurify in Algorithm C; use,
// unuse, tweak, untweak, close and reopen in Algorithm M) for viewers; Events wraps it as an
// iter.Seq. Apply and Revert replay those events on a fresh copy of the
// matrix, forwards and backwards.
package dlx

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// node is one entry of the link arrays: a node's up and down links, its
// neighbours in its item's list. Index 0 is unused, indices 1..items are
// item headers, then come the options' nodes, each option preceded and the
// last followed by a spacer. A spacer's up is the first node of the option
// before it and its down the last node of the option after it. Each node's
// top is kept apart, in Matrix.tops, so that both arrays are indexed
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

// Matrix is an exact cover problem in dancing-links form. Build it with New
// (or Reset) and AddOption, or read it with ParseKnuth. Solve changes its
// links while it runs and may leave some covers in place when it ends (see
// Restore); the matrix's other methods put them back before they read or
// change the links. Goroutines may share a matrix's reading methods only
// while no Solve has left covers in it.
type Matrix struct {
	nodes     []node
	tops      []int32 // each node's top (see node)
	items     []link
	primary   int     // number of primary items
	secondary int     // number of secondary items
	optStart  []int32 // node index of each option's first node
	itemNames []string
	optNames  []string
	stack     []int32 // the search's chosen nodes, one per level
	depth     int     // how many of stack's nodes a stopped search left chosen
	resumable bool    // the links are as a Solve stopped at its budget left them (see Resume)
	paused    Options // that search's heuristic, seed and forced options
	sol       []int   // the solution handed to Options.OnSolution
	optItems  []int32 // AddOption's items, for AddOptions
	// sizes holds two bitsets, zero and one, of the live items with no
	// option and with at most one option, their words in turn (see
	// links.go). They are built when a search starts (indexed) and kept up
	// to date by cover and uncover when the matrix has many primary items
	// (see tracked); MRV reads them through smallest.
	sizes        []uint64
	primaryWords int    // the words of zero and one that hold primary items
	lastMask     uint64 // the primary items' bits in the last of those words
	indexed      bool
	// Colors (Algorithm C, see colors.go): each node's color and right
	// link, nil when no option gives an item a color.
	colors     []colorLink
	colorNames []string // color c's name is colorNames[c-1]
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

// New returns a matrix with the given numbers of primary and secondary items
// and no options. Items are numbered from 0: primary items first, then
// secondary ones.
func New(primary, secondary int) *Matrix {
	m := &Matrix{}
	m.Reset(primary, secondary)
	return m
}

// Reset empties m and gives it new items, reusing its memory: batch solvers
// reset one matrix per puzzle instead of allocating a new one. Names are
// dropped.
func (m *Matrix) Reset(primary, secondary int) {
	if primary < 0 || secondary < 0 {
		panic("dlx: negative item count")
	}
	n := primary + secondary
	m.primary, m.secondary = primary, secondary
	m.items = resize(m.items, n+2)
	m.nodes = resize(m.nodes, n+2)
	m.tops = resize(m.tops, n+2)
	m.optStart = m.optStart[:0]
	m.itemNames = m.itemNames[:0]
	m.optNames = m.optNames[:0]
	m.depth, m.resumable = 0, false
	words := (n + 2 + 63) / 64
	m.sizes = resize(m.sizes, 2*words)
	m.primaryWords = (primary + 1 + 63) / 64
	m.lastMask = ^uint64(0) >> (63 - primary%64)
	m.indexed = false
	m.colors, m.colorNames, m.linked, m.bound, m.slack = nil, nil, nil, nil, nil
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

// clone returns a copy of s that shares no memory with it; nil stays nil.
func clone[T any](s []T) []T { return copyInto(nil, s) }

// copyInto returns a copy of s in dst's array when it is big enough; nil
// for nil.
func copyInto[T any](dst, s []T) []T {
	if s == nil {
		return nil
	}
	return append(dst[:0], s...)
}

// resize returns s with length n, reusing its array when it is big enough.
func resize[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]T, n, n+n/4)
}

// Items is the number of items, primary and secondary.
func (m *Matrix) Items() int { return m.primary + m.secondary }

// Primary is the number of primary items; they are items 0..Primary()-1.
func (m *Matrix) Primary() int { return m.primary }

// Secondary is the number of secondary items; they follow the primary ones.
func (m *Matrix) Secondary() int { return m.secondary }

// Options is the number of options.
func (m *Matrix) Options() int { return len(m.optStart) }

// AddOption appends an option covering the given items and returns its index.
// The option must name at least one item, and no item twice.
func (m *Matrix) AddOption(items ...int) (int, error) {
	if len(items) == 0 {
		return 0, fmt.Errorf("option %d is empty", m.Options())
	}
	m.optItems = m.optItems[:0]
	for _, it := range items {
		if it < 0 || it >= m.Items() { // before it is made an int32; AddOptions finds an item named twice
			return 0, m.badItem(m.Options(), it)
		}
		m.optItems = append(m.optItems, int32(it))
	}
	return m.AddOptions(len(items), m.optItems)
}

// AddOptions appends options of width items each, read in turn from items,
// and returns the index of the first. It is AddOption for a builder that
// makes many options at once, such as a sudoku encoding: each option is
// checked the same way, but without the cost of a call per option. When an
// option is invalid, AddOptions returns its error and the options before it
// stay added. Like a search, it first puts back the links a stopped Solve
// left changed.
func (m *Matrix) AddOptions(width int, items []int32) (int, error) {
	m.Restore()
	m.indexed = false
	opt := len(m.optStart)
	if width < 1 || len(items)%width != 0 {
		return opt, fmt.Errorf("%d items do not make options of %d items", len(items), width)
	}
	count := len(items) / width
	base := len(m.nodes) // the first option's first node
	nodes := slices.Grow(m.nodes, len(items)+count)[:base+len(items)+count]
	tops := slices.Grow(m.tops, len(items)+count)[:base+len(items)+count]
	optStart := slices.Grow(m.optStart, count)[:opt+count]
	start, step := int32(base), int32(width+1)
	for k := range optStart[opt:] {
		optStart[opt+k] = start
		start += step
	}
	bad := linkOptions(nodes, tops, items, width, int32(m.Items()))
	if bad >= 0 { // the options before the bad item's stay
		k := bad / width
		end := optStart[opt+k]
		m.nodes, m.tops, m.optStart = nodes[:end], tops[:end], optStart[:opt+k]
		m.growColors()
		return opt, m.badItem(opt+k, int(items[bad]))
	}
	m.nodes, m.tops, m.optStart = nodes, tops, optStart
	m.growColors()
	return opt, nil
}

// linkOptions lays out options of width items each, read in turn from
// items, at the end of nodes, which has room for exactly them and their
// spacers after a spacer; n is the number of items. It links each node into
// its item's list and writes each option's spacer, and the down link of
// the spacer before it, once its nodes are linked. At an item out of range
// or already in its option, it takes that option's linked nodes out of
// their lists again and returns the item's index in items, else -1. It is a
// function of its own, with one flat loop (a loop per option measured
// slower), so that the loop keeps most of its values in registers.
func linkOptions(nodes []node, tops []int32, items []int32, width int, n int32) int {
	// One length for both arrays, as in Matrix.links.
	tops = tops[:len(nodes)]
	x := int32(len(nodes) - len(items) - len(items)/width) // the next node
	first, end := x, x+int32(width)                        // its option's first node, spacer
	for j, it := range items {
		if uint32(it) >= uint32(n) || nodes[it+1].up >= first {
			unlinkOption(nodes, tops, first, x)
			return j
		}
		head := it + 1
		last := nodes[head].up
		nodes[x] = node{up: last, down: head}
		tops[x] = head
		nodes[last].down = x
		nodes[head].up = x
		tops[head]++
		x++
		if x == end { // the spacer, whose top is one less than the one before's
			nodes[first-1].down = x - 1
			nodes[x] = node{up: first}
			tops[x] = tops[first-1] - 1
			x++
			first, end = x, x+(end-first) // end-first is width, kept out of the loop's registers
		}
	}
	return -1
}

// badItem returns the error for option opt naming item it, which is out of
// range or already in the option.
func (m *Matrix) badItem(opt, it int) error {
	if n := m.Items(); it < 0 || it >= n {
		return fmt.Errorf("option %d names item %d; items are 0..%d", opt, it, n-1)
	}
	return fmt.Errorf("option %d names item %s twice", opt, m.ItemName(it))
}

// unlinkOption takes nodes first..end-1, the last ones added to their
// items' lists, out of those lists again.
func unlinkOption(nodes []node, tops []int32, first, end int32) {
	for x := end - 1; x >= first; x-- {
		up, head := nodes[x].up, tops[x]
		nodes[up].down = head
		nodes[head].up = up
		tops[head]--
	}
}

// index builds the small-size bitsets, unless they are up to date. It runs
// when every item is live: Solve and Search call it after Restore, Apply on
// a fresh copy. So it reads the sizes of all items in order, not through
// the lists of live items.
func (m *Matrix) index() {
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
	for i, size := range m.tops[1 : m.Items()+1] {
		if size <= 1 { // rare: most items start with several options
			w, bit := bitOf(int32(i + 1))
			z, o := smallBits(bit, size)
			sizes[2*w] |= z
			sizes[2*w+1] |= o
		}
	}
}

// OptionItems appends the items of option k to dst and returns it.
func (m *Matrix) OptionItems(dst []int, k int) []int {
	for x := m.optStart[k]; m.tops[x] > 0; x++ {
		dst = append(dst, int(m.tops[x]-1))
	}
	return dst
}

// optionOf returns the option holding node x.
func (m *Matrix) optionOf(x int32) int32 {
	for m.tops[x] > 0 {
		x--
	}
	return -m.tops[x]
}

// Size returns how many options currently contain item i. Covering items
// during a search shrinks it.
func (m *Matrix) Size(i int) int {
	m.Restore()
	return int(m.tops[i+1])
}

// SetItemName names item i for display.
func (m *Matrix) SetItemName(i int, name string) {
	m.itemNames = setName(m.itemNames, m.Items(), i, name)
}

// SetOptionName names option k for display.
func (m *Matrix) SetOptionName(k int, name string) {
	m.optNames = setName(m.optNames, m.Options(), k, name)
}

// setName stores name at index i of names, growing it to n entries when needed.
func setName(names []string, n, i int, name string) []string {
	if len(names) < n {
		names = append(names, make([]string, n-len(names))...)
	}
	names[i] = name
	return names
}

// ItemName returns item i's name, or its number when it has none.
func (m *Matrix) ItemName(i int) string {
	if i >= 0 && i < len(m.itemNames) && m.itemNames[i] != "" {
		return m.itemNames[i]
	}
	return strconv.Itoa(i)
}

// OptionName returns option k's name, or the names of its items joined by
// spaces when it has none.
func (m *Matrix) OptionName(k int) string {
	if k < len(m.optNames) && m.optNames[k] != "" {
		return m.optNames[k]
	}
	var b strings.Builder
	for x := m.optStart[k]; m.tops[x] > 0; x++ {
		if x > m.optStart[k] {
			b.WriteByte(' ')
		}
		b.WriteString(m.ItemName(int(m.tops[x] - 1)))
	}
	return b.String()
}

// ItemIndex returns the item with the given name, or -1.
func (m *Matrix) ItemIndex(name string) int {
	for i := range m.Items() {
		if m.ItemName(i) == name {
			return i
		}
	}
	return -1
}

// Clone returns a copy of m that shares no memory with it, after putting
// back the covers a Solve left (see Restore).
func (m *Matrix) Clone() *Matrix {
	m.Restore()
	return m.duplicate()
}

// duplicate returns a copy of m's links as they are, sharing no memory.
func (m *Matrix) duplicate() *Matrix {
	d := &Matrix{
		nodes:        append([]node(nil), m.nodes...),
		tops:         append([]int32(nil), m.tops...),
		items:        append([]link(nil), m.items...),
		primary:      m.primary,
		secondary:    m.secondary,
		optStart:     append([]int32(nil), m.optStart...),
		itemNames:    append([]string(nil), m.itemNames...),
		optNames:     append([]string(nil), m.optNames...),
		sizes:        append([]uint64(nil), m.sizes...),
		primaryWords: m.primaryWords,
		lastMask:     m.lastMask,
		indexed:      m.indexed,
		shortOptions: m.shortOptions,
		colors:       clone(m.colors),
		colorNames:   clone(m.colorNames),
		bound:        clone(m.bound),
		slack:        clone(m.slack),
	}
	d.linked = d.colors
	if d.colors == nil {
		d.linked = clone(m.linked)
	}
	return d
}

// Active reports whether item i is still in its list of live items, that is,
// not covered.
func (m *Matrix) Active(i int) bool {
	m.Restore()
	return m.active(int32(i + 1))
}

// active reports whether item header x is in its list of live items.
func (m *Matrix) active(x int32) bool {
	return m.items[m.items[x].prev].next == x
}

// Live reports whether option k is still in the lists of all its items, that
// is, not removed by covering one of them. An option whose chosen item was
// covered to try it counts as live while it is being tried only through its
// other items' lists, so Live reports false for it.
func (m *Matrix) Live(k int) bool {
	m.Restore()
	for x := m.optStart[k]; m.tops[x] > 0; x++ {
		if m.nodes[m.nodes[x].up].down != x {
			return false
		}
	}
	return true
}
