package dlx

import (
	mathbits "math/bits"
	"unsafe"
)

// The dancing-links operations of Knuth's Algorithm X, on item headers x
// (1..Items()) and option nodes. Each returns the number of link updates it
// made: one for every node taken out of (or put back into) a list, and one
// for the item itself. Knuth's "updates" measure, in Stats, counts those of
// the covers only, as his DLX1 does: an uncover undoes, it adds nothing.
//
// One addition to Knuth's: the live items with no option and those with at
// most one are kept in two bitsets, zero and one, indexed by item header, so
// that the MRV choice is found without scanning every live item. A change of
// size touches at most one of them: 1 -> 0 sets the bit in zero, 2 -> 1 in
// one, and the reverse changes clear them. They are updated without
// branches, one write per node: a data-dependent branch per node costs more
// than the write. Both live in Matrix.sizes, their words in turn (zero's
// word w at 2w, one's at 2w+1), so that the set to change is picked by the
// lowest bit of the index.

// links returns the node arrays, tops resliced to the length of nodes. The
// two always have the same length; told so, the compiler checks an index
// into both against one length, once, and keeps one register fewer busy.
func (m *Links) links() ([]node, []int32) {
	return m.nodes, m.tops[:len(m.nodes)]
}

// base is the start of an array of T whose elements cover and uncover
// read and write without bounds checks, a fifth of their time: the links
// of a matrix hold only indices within its arrays, which Reset and
// AddOptions check when they make them.
type base[T any] struct{ p unsafe.Pointer }

// at returns a pointer to element i.
func (b base[T]) at(i int32) *T {
	var zero T
	return (*T)(unsafe.Add(b.p, uintptr(uint32(i))*unsafe.Sizeof(zero)))
}

// nodeBase returns the base of m's nodes.
func (m *Links) nodeBase() base[node] {
	return base[node]{unsafe.Pointer(unsafe.SliceData(m.nodes))}
}

// topBase returns the base of m's tops.
func (m *Links) topBase() base[int32] {
	return base[int32]{unsafe.Pointer(unsafe.SliceData(m.tops))}
}

// sizeBase returns the base of m's size bitsets.
func (m *Links) sizeBase() base[uint64] {
	return base[uint64]{unsafe.Pointer(unsafe.SliceData(m.sizes))}
}

// trackFrom is the fewest primary items for which a search keeps the size
// bitsets up to date node by node. With fewer, a scan of the live items
// finds the smallest faster than the bitsets' upkeep costs (pentominoes,
// 72 items: a fifth of the time); a sudoku's 324 items keep them.
const trackFrom = 128

// tracked reports whether covers keep the size bitsets up to date for
// every node they hide: in Algorithm X with trackFrom primary items or
// more. Otherwise the bitsets are neither kept nor read, and the search
// scans the items. Algorithms C and M always scan them, as Knuth's
// programs do: a colored search's hide loops, which are most of its time,
// are then shorter.
func (m *Links) tracked() bool {
	return m.colors == nil && m.bound == nil && m.primary >= trackFrom
}

// shortOption is the most nodes an option may have on average for cover
// to hide options along the right links (hideAll) when the sizes are not
// tracked. Without a spacer's test, which mispredicts about once an
// option, short options are hidden faster: Langford pairs (3 nodes) count
// in a quarter less time, queens (4) and pentominoes (6) in a sixth less.
// Along long ones each node waits for the link read at the one before:
// partridge packings (14 nodes) take a tenth longer so.
const shortOption = 10

// hasShortOptions reports whether m's options have at most shortOption
// nodes on average.
func (m *Links) hasShortOptions() bool {
	options := m.p.Options()
	nodes := len(m.nodes) - ((m.primary + m.secondary) + 2) - options // less the headers and spacers
	return nodes <= shortOption*options
}

// cover takes item x out of its list of live items and hides every option
// that contains it: the option's other nodes leave their items' lists. In
// a matrix with colors it is coverColored.
func (m *Links) cover(x int32) int64 {
	if m.colors != nil {
		return m.coverColored(x)
	}
	// The item leaves first, so that the loops need neither m nor the
	// items: the hidden nodes are other items'.
	m.unlinkItem(x)
	nodes, tops := m.nodeBase(), m.topBase()
	switch {
	case m.tracked():
		m.untrack(x)
		return hideSpaced(nodes, tops, sizeWords(m.sizeBase()), x)
	case m.shortOptions:
		return hideAll(nodes, tops, m.colorBase(), x)
	}
	return hideSpaced(nodes, tops, noSizes{}, x)
}

// hideAll is cover's loop for short options when the sizes are not
// tracked: it hides the options in item x's list, following the right
// links, and returns the updates of the cover, the item's included. It
// is hideFrom(down(x), x, noColor, 0) without the colors' tests, which
// cost Algorithm X a tenth of its time (pentominoes, Langford pairs)
// when it ran hideFrom instead. The arrays are read through bases, and
// the slices copied out of m, which the compiler would otherwise read
// again after each store.
func hideAll(nodes base[node], tops base[int32], right base[colorLink], x int32) int64 {
	var updates int64 = 1
	for p := nodes.at(x).down; p != x; p = nodes.at(p).down {
		for q := right.at(p).right; q != p; q = right.at(q).right {
			n, top := *nodes.at(q), *tops.at(q)
			nodes.at(n.up).down = n.down
			nodes.at(n.down).up = n.up
			*tops.at(top)--
			updates++
		}
	}
	return updates
}

// hideSpaced is hideAll stepping through an option's nodes in order, back
// to the first from the spacer after the last, and keeping the size
// bitsets in sizes (none in noSizes). When the sizes are tracked (a
// sudoku), and for long options (partridge packings: 14 nodes, a tenth
// of the time), that is faster than the right links.
func hideSpaced[S sizeKeeper](nodes base[node], tops base[int32], sizes S, x int32) int64 {
	var updates int64 = 1
	for p := nodes.at(x).down; p != x; p = nodes.at(p).down {
		for q := p + 1; q != p; {
			n, top := *nodes.at(q), *tops.at(q)
			if top <= 0 { // a spacer: go back to the option's first node
				updates += int64(q - n.up - 1) // the option's nodes but p
				q = n.up
				continue
			}
			nodes.at(n.up).down = n.down
			nodes.at(n.down).up = n.up
			t := tops.at(top)
			size := *t - 1
			*t = size
			if words, ok := wordsOf(sizes); ok {
				w, bit := sizeBit(top, size)
				*words.at(int32(w)) |= bit
			}
			q++
		}
	}
	return updates
}

// unlinkItem takes item x out of its list of live items.
func (m *Links) unlinkItem(x int32) {
	items := m.items
	l, r := items[x].prev, items[x].next
	items[l].next = r
	items[r].prev = l
}

// relinkItem undoes unlinkItem(x).
func (m *Links) relinkItem(x int32) {
	items := m.items
	l, r := items[x].prev, items[x].next
	items[l].next = x
	items[r].prev = x
}

// uncover undoes cover(x); covers must be undone in reverse order.
func (m *Links) uncover(x int32) int64 {
	if m.colors != nil {
		return m.uncoverColored(x)
	}
	m.relinkItem(x)
	nodes, tops := m.nodeBase(), m.topBase()
	switch {
	case m.tracked():
		m.track(x) // first, as in cover: the loop changes only other items' sizes
		return unhideSpaced(nodes, tops, sizeWords(m.sizeBase()), x)
	case m.shortOptions:
		return unhideAll(nodes, tops, m.colorBase(), x)
	}
	return unhideSpaced(nodes, tops, noSizes{}, x)
}

// unhideAll undoes hideAll(x), bottom to top. Within an option it puts
// the nodes back in the order hideAll took them out: each is in another
// item's list, so their order does not matter.
func unhideAll(nodes base[node], tops base[int32], right base[colorLink], x int32) int64 {
	var updates int64 = 1
	for p := nodes.at(x).up; p != x; p = nodes.at(p).up {
		for q := right.at(p).right; q != p; q = right.at(q).right {
			n := *nodes.at(q)
			nodes.at(n.up).down = q
			nodes.at(n.down).up = q
			*tops.at(*tops.at(q))++
			updates++
		}
	}
	return updates
}

// unhideSpaced undoes hideSpaced(x), bottom to top, each option right to
// left.
func unhideSpaced[S sizeKeeper](nodes base[node], tops base[int32], sizes S, x int32) int64 {
	var updates int64 = 1
	for p := nodes.at(x).up; p != x; p = nodes.at(p).up {
		for q := p - 1; q != p; {
			n, top := *nodes.at(q), *tops.at(q)
			if top <= 0 { // a spacer: go on from the option's last node
				updates += int64(n.down - q - 1) // the option's nodes but p
				q = n.down
				continue
			}
			nodes.at(n.up).down = q
			nodes.at(n.down).up = q
			t := tops.at(top)
			size := *t
			*t = size + 1
			if words, ok := wordsOf(sizes); ok {
				w, bit := sizeBit(top, size)
				*words.at(int32(w)) &^= bit
			}
			q--
		}
	}
	return updates
}

// sizeKeeper is where cover and uncover keep the size bitsets: in their
// words (sizeWords) or nowhere (noSizes, see tracked). Their loops are
// generic in it so that the compiler writes each one out twice, and the
// one for noSizes tests nothing for the bitsets at each node it hides:
// that test, where it did nothing, was a sixth of a pentomino count's
// instructions (cachegrind, 4x15: 16.0e9 in all, then 13.5e9).
type sizeKeeper interface{ noSizes | sizeWords }

// noSizes keeps no size bitsets.
type noSizes struct{}

// sizeWords keeps them in the words at its base, m.sizes.
type sizeWords base[uint64]

// wordsOf returns the words where s keeps the bitsets; ok is false for
// noSizes. It tells the two apart by their sizes, which the compiler
// knows in each loop it writes out, so that the loop for noSizes has
// neither the test nor what it guards.
func wordsOf[S sizeKeeper](s S) (words base[uint64], ok bool) {
	if unsafe.Sizeof(s) == 0 {
		return base[uint64]{}, false
	}
	return *(*base[uint64])(unsafe.Pointer(&s)), true
}

// coverOthers covers the items of p's option other than p's own, in order;
// in a matrix with colors it commits them (commitOthers). Algorithm X's
// search tells the two apart itself, once, and calls the loops directly.
func (m *Links) coverOthers(p int32) int64 {
	if m.colors != nil {
		return m.commitOthers(p)
	}
	return m.coverEach(p)
}

// coverEach covers the items of p's option other than p's own, in order.
func (m *Links) coverEach(p int32) int64 {
	nodes, tops := m.links()
	var updates int64
	for q := p + 1; q != p; {
		x := tops[q]
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
func (m *Links) uncoverOthers(p int32) int64 {
	if m.colors != nil {
		return m.uncommitOthers(p)
	}
	return m.uncoverEach(p)
}

// uncoverEach undoes coverEach(p), right to left.
func (m *Links) uncoverEach(p int32) int64 {
	nodes, tops := m.links()
	var updates int64
	for q := p - 1; q != p; {
		x := tops[q]
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

// sizeBit returns where item x's bit changes in m.sizes when its size goes
// from size to size+1 or back: the word, zero's when size is 0 and one's
// otherwise, and the bit, which is 0 when size is more than 1 (no change).
func sizeBit(x, size int32) (int, uint64) {
	w, bit := bitOf(x)
	w = 2*w + int(uint32(-size)>>31) // 1 when size > 0 (never negative)
	if size > 1 {
		bit = 0
	}
	return w, bit
}

// untrack takes item x out of the size bitsets, when they are kept.
func (m *Links) untrack(x int32) {
	w, bit := bitOf(x)
	pair := m.sizes[2*w : 2*w+2]
	pair[0] &^= bit
	pair[1] &^= bit
}

// track puts item x into the bitsets of its size, if it is 0 or 1, when
// they are kept.
func (m *Links) track(x int32) {
	w, bit := bitOf(x)
	zero, one := smallBits(bit, m.tops[x])
	m.sizes[2*w] |= zero
	m.sizes[2*w+1] |= one
}

// smallBits returns an item's bit for the zero and the one bitsets, or 0
// for a set it is not in, given its size. It has no branches: the size
// follows no pattern the processor could predict.
func smallBits(bit uint64, size int32) (zero, one uint64) {
	if size == 0 {
		zero = bit
	}
	if size <= 1 {
		one = bit
	}
	return zero, one
}

// smallest returns the leftmost live primary item with no options, else the
// leftmost with one, else 0.
func (m *Links) smallest() int32 {
	words := m.sizes[:2*m.primaryWords]
	if x := firstPrimary(words, m.lastMask); x != 0 {
		return x
	}
	return firstPrimary(words[1:], m.lastMask)
}

// firstPrimary returns the item of the lowest bit in one size bitset: its
// words are set's even ones, those that hold primary items, of which
// lastMask keeps the primary items in the last; 0 when there is none.
func firstPrimary(set []uint64, lastMask uint64) int32 {
	last := (len(set) - 1) / 2
	for w := range last {
		if bits := set[2*w]; bits != 0 {
			return int32(w*64 + mathbits.TrailingZeros64(bits))
		}
	}
	if bits := set[2*last] & lastMask; bits != 0 {
		return int32(last*64 + mathbits.TrailingZeros64(bits))
	}
	return 0
}
