package dlx

import (
	"context"
	"math/big"
	"math/bits"
	"time"
)

// MemoOptions set how a memoized count runs.
type MemoOptions struct {
	// Heuristic chooses the item to branch on. It decides which
	// subproblems the count meets, and so how many the cache holds:
	// FirstItem, which covers the items in the input's order, meets far
	// fewer on boards whose items are cells listed row by row (a domino
	// tiling's frontier); MRV, on most other problems.
	Heuristic Heuristic
	Seed      uint64 // for MRVRandom
	// MaxBytes caps the memory of the cache and the ZDD; 0 is no cap. A
	// count that reaches it stops with MemoryFull.
	MaxBytes int64
	// ZDD keeps the diagram of all solutions (see Memo.ZDD).
	ZDD bool
	// Context, when not nil, stops the count when it is done; it is
	// checked every 1024 nodes.
	Context context.Context
	// Tick, when not nil, is called every 1024 nodes on the count's own
	// goroutine, where Memo.Stats may be read.
	Tick func()
}

// MemoStats measures a memoized count.
type MemoStats struct {
	Nodes    int64 // subproblems met, the root included: the entries made and the hits
	Hits     int64 // subproblems found in the cache
	Entries  int64 // subproblems in the cache
	Updates  int64 // as Knuth counts them (see Stats)
	Bytes    int64 // memory of the cache and the ZDD
	ZDDNodes int64 // nodes of the ZDD, when it is kept
	Elapsed  time.Duration
}

// MemoResult is what a memoized count found.
type MemoResult struct {
	MemoStats
	Count *big.Int // the solutions, exactly; what was counted when the count stopped early
	Stop  Stop     // Exhausted, Canceled or MemoryFull
}

// Memo counts a problem's solutions by memoizing its subproblems, as
// Knuth's DLX6 does after Nishino et al.'s DXZ ("Dancing with Decision
// Diagrams", 2017): when the search meets a set of items to cover (with
// the secondary items' colors) that it has met before, it takes that
// subproblem's count from its cache instead of searching it again. The
// count is exact at any size. It may keep the ZDD of all solutions, from
// which samples and the cheapest solutions come (see ZDD).
type Memo struct {
	m     *Links
	opt   MemoOptions
	ch    chooser
	cache *memoCache
	zdd   *ZDD
	mem   memBudget
	// sig is the signature: from 0, a bit for each primary item still to
	// cover; from secAt, a field of secBits bits for each secondary item,
	// 0 when it is covered or no live option holds it (it cannot matter
	// any more), else 1 plus its color (0 when none is given yet).
	sig            []uint64
	secAt, secBits int
	// color holds each secondary item's color (by header), 0 when none
	// has been given.
	color []int32
	// zob is the hash of the signature, kept up to date as it changes
	// (but with bounds), from the words zkeys holds for each item header.
	zob   uint64
	zkeys []uint64
	// With bounds (Algorithm M), the signature holds each primary item's
	// uses left from boundAt on, and each option's liveness from liveAt
	// on; kids holds the branches of the nodes being counted, to make
	// their ZDD nodes once the child that closes an item is counted.
	boundAt, liveAt int
	kids            []zddKid
	stats           MemoStats
	check           int64 // the node count at which the count ticks next
	stop            Stop
}

// NewMemo returns a memoized counter of p; p must not change while it
// counts.
func NewMemo(p *Problem, opt MemoOptions) (*Memo, error) {
	c := &Memo{m: NewLinks(p), opt: opt, ch: newChooser(opt.Heuristic, opt.Seed)}
	c.mem.max = opt.MaxBytes
	c.secAt = words64(p.Primary())
	c.secBits = 1
	if p.HasColors() {
		c.secBits = bits.Len(uint(len(p.colorNames) + 1))
	}
	words := c.secAt + words64(p.Secondary()*c.secBits)
	if p.HasBounds() {
		c.boundAt = words
		words += (p.Primary() + 1) / 2
		c.liveAt = words
		words += words64(p.Options())
	}
	c.sig = make([]uint64, words)
	c.zkeys = zobrist(p.Items() + 2)
	c.color = make([]int32, p.Items()+2)
	c.cache = newMemoCache(words, opt.ZDD, &c.mem)
	if opt.ZDD {
		c.zdd = newZDD(&c.mem)
	}
	return c, nil
}

// Stats returns the count's stats so far: read it from Tick, or once
// Count has returned.
func (c *Memo) Stats() MemoStats {
	s := c.stats
	s.Entries, s.Bytes = int64(c.cache.entries()), c.mem.used
	if c.zdd != nil {
		s.ZDDNodes = int64(c.zdd.Nodes())
	}
	return s
}

// ZDD returns the diagram of the solutions the last Count counted, nil
// unless MemoOptions.ZDD asked for it.
func (c *Memo) ZDD() *ZDD { return c.zdd }

// Count counts the solutions of subtree t of the plain search (Split; the
// zero Subtree is the whole tree): those that take the options of t's
// path, which are not counted in the ZDD. The cache stays from one count
// to the next.
func (c *Memo) Count(t Subtree) MemoResult {
	start := time.Now()
	c.stop, c.check = Exhausted, 1024
	m := c.m
	m.Restore()
	m.index()
	c.restart()
	var n tally
	var root uint32
	switch {
	case t.Solution:
		n, root = tally{lo: 1}, 1
	case t.DeadEnd:
	default:
		depth, ok := c.follow(t)
		if ok {
			n, root = c.count()
		}
		c.unfollow(depth)
	}
	if c.zdd != nil {
		c.zdd.Root = root
	}
	c.stats.Elapsed += time.Since(start)
	r := MemoResult{MemoStats: c.Stats(), Count: n.Int(), Stop: c.stop}
	if c.stop != Exhausted { // entries made on the way hold no counts: start afresh
		c.mem.used = 0
		c.cache = newMemoCache(c.cache.words, c.opt.ZDD, &c.mem)
		if c.zdd != nil {
			c.zdd = newZDD(&c.mem)
		}
	}
	return r
}

// follow takes the options of t's path, each in the list of the item t
// names for its level; it reports whether they all were there, and how
// many it took.
func (c *Memo) follow(t Subtree) (int, bool) {
	m := c.m
	m.stack = resize(m.stack, len(t.Path))
	if m.bound != nil {
		return c.followM(t)
	}
	for l, k := range t.Path {
		x, i := m.forced(k, t.Items, l)
		if x == 0 {
			return l, false
		}
		m.cover(i)
		c.flip(i)
		c.take(x)
		m.stack[l] = x
	}
	return len(t.Path), true
}

// unfollow undoes follow's first depth options.
func (c *Memo) unfollow(depth int) {
	m := c.m
	if m.bound != nil {
		c.unfollowM(depth)
		return
	}
	for l := depth - 1; l >= 0; l-- {
		x := m.stack[l]
		c.leave(x)
		m.uncover(m.tops[x])
		c.flip(m.tops[x])
	}
}

// take covers, or commits, the items of x's option other than x's own,
// and changes the signature as they change.
func (c *Memo) take(x int32) {
	m := c.m
	if m.colors == nil {
		c.stats.Updates += m.coverEach(x)
	} else {
		c.stats.Updates += m.commitOthers(x)
	}
	c.note(x, true)
}

// leave undoes take(x).
func (c *Memo) leave(x int32) {
	m := c.m
	c.note(x, false)
	if m.colors == nil {
		m.uncoverEach(x)
	} else {
		m.uncommitOthers(x)
	}
}

// note changes the signature as taking x's option (taken), or leaving
// it, changes its other items: a primary item is covered or uncovered,
// and a secondary one it gives a color gets it or loses it (the rest of
// the secondary items' fields are made at each node: see signSecondary).
// A node whose color is still positive once the option is taken gave
// it; one already purified to it is marked negative, and changes nothing.
func (c *Memo) note(x int32, taken bool) {
	m := c.m
	for q := x + 1; q != x; q++ {
		j := m.tops[q]
		if j <= 0 {
			q = m.nodes[q].up - 1
			continue
		}
		switch {
		case int(j) <= m.primary:
			if m.bound == nil { // with bounds the signature is made afresh at each node
				c.flip(j)
			}
		case m.colors == nil:
		case m.colors[q].color > 0 && taken:
			c.color[j] = m.colors[q].color
		case m.colors[q].color > 0:
			c.color[j] = 0
		}
	}
}

// flip changes the signature's bit of primary item header j, and its
// hash.
func (c *Memo) flip(j int32) {
	c.sig[uint32(j-1)>>6] ^= 1 << (uint32(j-1) & 63)
	c.zob ^= c.zkeys[j]
}

// restart makes the signature and its hash those of the whole problem,
// every item free, for a count that starts at the root.
func (c *Memo) restart() {
	clear(c.sig)
	c.zob = 0
	for j := int32(1); int(j) <= c.m.primary; j++ {
		c.flip(j)
	}
}

// holds reports whether a live option still holds secondary item header
// j, which has a color: one that gives it that color, which purifying
// marked. A marked node stays in the list when its option is hidden
// (as in Knuth's DLX2), so each one's option is checked: it is live when
// its unmarked nodes are all in their lists.
func (c *Memo) holds(j int32) bool {
	m := c.m
	for q := m.nodes[j].down; q != j; q = m.nodes[q].down {
		if m.colors[q].color < 0 && c.live(q) {
			return true
		}
	}
	return false
}

// live reports whether the option of node x is live: its unmarked nodes
// (other than x) are all in their lists.
func (c *Memo) live(x int32) bool {
	m := c.m
	for q := m.colors[x].right; q != x; q = m.colors[q].right {
		if m.colors[q].color >= 0 && m.nodes[m.nodes[q].up].down != q {
			return false
		}
	}
	return true
}

// signSecondary writes the secondary items' fields of the signature
// and returns their hash: an item no live option holds any more cannot
// matter to the rest of the search, and is left out, as Knuth's DLX6
// leaves it out.
func (c *Memo) signSecondary() uint64 {
	m := c.m
	sec := c.sig[c.secAt : c.secAt+words64(m.secondary*c.secBits)]
	if len(sec) == 0 {
		return 0
	}
	clear(sec)
	root := int32(m.primary + m.secondary + 1)
	for p := m.items[root].next; p != root; p = m.items[p].next {
		if m.tops[p] == 0 || c.color[p] != 0 && !c.holds(p) {
			continue
		}
		at := (int(p) - 1 - m.primary) * c.secBits
		v := uint64(1 + c.color[p])
		sec[at>>6] |= v << (at & 63)
		if at&63+c.secBits > 64 { // the field goes on in the next word
			sec[at>>6+1] |= v >> (64 - at&63)
		}
	}
	return hashWords(sec)
}

// count returns the solutions of the subproblem the links hold, and
// their ZDD node; with c.stop set, what it had counted when it stopped.
func (c *Memo) count() (tally, uint32) {
	m := c.m
	if m.bound != nil {
		return c.countM()
	}
	c.stats.Nodes++
	if c.stats.Nodes >= c.check && c.ticked() {
		return tally{}, 0
	}
	first := m.items[0].next
	if first == 0 {
		return tally{lo: 1}, 1
	}
	e, n, z, known := c.lookup(c.zob ^ c.signSecondary())
	if known {
		return n, z
	}
	i, size := c.ch.pick(m, first)
	if size > 0 {
		c.stats.Updates += m.cover(i)
		c.flip(i)
		for x := m.nodes[i].down; x != i; x = m.nodes[x].down {
			c.take(x)
			t, hi := c.count()
			c.leave(x)
			if !t.zero() {
				n.add(t)
				if c.zdd != nil && c.stop == Exhausted {
					var ok bool
					if z, ok = c.zdd.node(m.optionOf(x), z, hi); !ok {
						c.stop = MemoryFull
					}
				}
			}
			if c.stop != Exhausted {
				break
			}
		}
		m.uncover(i)
		c.flip(i)
	} else {
		c.stats.Updates++ // a dead end, as Knuth counts it
	}
	if c.stop == Exhausted {
		c.cache.set(e, n, z)
	}
	return n, z
}

// lookup finds the subproblem whose signature is c.sig, hashed h, in the
// cache: known is set when its count and ZDD node are known there (a hit),
// or when the count stops because the cache is full (c.stop says so);
// otherwise e is its new entry, for set once it is counted.
func (c *Memo) lookup(h uint64) (e int32, n tally, z uint32, known bool) {
	e, found := c.cache.find(c.sig, h)
	switch {
	case found:
		c.stats.Hits++
		n, z = c.cache.get(e)
		return e, n, z, true
	case e < 0:
		c.stop = MemoryFull
		return e, n, z, true
	}
	return e, n, z, false
}

// ticked ticks and reports whether the count stops here.
func (c *Memo) ticked() bool {
	c.check += 1024
	if c.opt.Tick != nil {
		c.opt.Tick()
	}
	if c.opt.Context != nil && c.opt.Context.Err() != nil {
		c.stop = Canceled
		return true
	}
	return false
}
