package dlx

import (
	"math/big"
	"unsafe"
)

// memoCache is a memoized count's cache: for each subproblem met, its
// signature (the items still to cover, and the secondary items' states),
// its count and the ZDD node of its solutions. Entries live in flat
// arrays, a signature's words after the one before's, and an open
// addressing table of entry numbers finds them; nothing is allocated per
// entry. Every array grows only when the memory cap allows it, so a count
// that would pass the cap stops instead of being killed.
type memoCache struct {
	words  int      // a signature's words
	keys   []uint64 // entry e's signature is keys[e*words:(e+1)*words]
	counts []uint64 // entry e's count, or bigCount when it is in bigs
	bigs   map[int32]*big.Int
	zdds   []uint32 // entry e's ZDD node, when the ZDD is kept
	keepZ  bool
	slots  []uint32 // the table: entry+1 at each used slot, 0 at a free one
	budget *memBudget
}

// bigCount marks a count kept as a big.Int.
const bigCount = ^uint64(0)

// memBudget is the memory a count may take, and what it has taken.
type memBudget struct {
	max  int64 // 0: no cap
	used int64
}

// take reports whether n more bytes fit the cap, and counts them if so.
func (b *memBudget) take(n int64) bool {
	if b.max > 0 && b.used+n > b.max {
		return false
	}
	b.used += n
	return true
}

// grow returns s with room for one more element: a copy 1.5 times larger
// when it is full, if the budget allows that, else ok is false.
func grow[T any](s []T, b *memBudget) (out []T, ok bool) {
	if len(s) < cap(s) {
		return s, true
	}
	n := cap(s) + cap(s)/2 + 256
	var zero T
	size := int64(unsafe.Sizeof(zero))
	if !b.take(int64(n-cap(s)) * size) {
		return s, false
	}
	out = make([]T, len(s), n)
	copy(out, s)
	return out, true
}

// newMemoCache returns an empty cache of signatures of the given words.
func newMemoCache(words int, keepZ bool, budget *memBudget) *memoCache {
	c := &memoCache{words: words, keepZ: keepZ, budget: budget, bigs: map[int32]*big.Int{}}
	c.slots = make([]uint32, 1<<10)
	budget.take(int64(len(c.slots)) * 4)
	return c
}

// entries is the number of entries.
func (c *memoCache) entries() int { return len(c.counts) }

// hash mixes a signature's words.
func hash(sig []uint64) uint64 {
	h := uint64(len(sig))
	for _, w := range sig {
		h = (h ^ w) * 0x9e3779b97f4a7c15
		h ^= h >> 31
	}
	return h ^ h>>29
}

// find returns the entry of sig and true, or, when there is none, adds
// one with sig's words and no count yet (see set) and returns it and
// false. It returns -1 when the new entry does not fit the memory cap.
func (c *memoCache) find(sig []uint64) (int32, bool) {
	mask := uint64(len(c.slots) - 1)
	w := c.words
	for h := hash(sig) & mask; ; h = (h + 1) & mask {
		s := c.slots[h]
		if s == 0 {
			e, ok := c.add(sig)
			if !ok {
				return -1, false
			}
			c.slots[h] = uint32(e + 1)
			if c.entries()*2 > len(c.slots) && !c.rehash() {
				return -1, false
			}
			return e, false
		}
		if k := c.keys[int(s-1)*w : int(s)*w]; equal(k, sig) {
			return int32(s - 1), true
		}
	}
}

// equal reports whether two signatures are the same.
func equal(a, b []uint64) bool {
	for i, w := range a {
		if b[i] != w {
			return false
		}
	}
	return true
}

// add appends an entry for sig, if the cap allows it.
func (c *memoCache) add(sig []uint64) (int32, bool) {
	var ok bool
	if len(c.keys)+c.words > cap(c.keys) {
		n := cap(c.keys) + cap(c.keys)/2 + 256*c.words
		if !c.budget.take(int64(n-cap(c.keys)) * 8) {
			return 0, false
		}
		keys := make([]uint64, len(c.keys), n)
		copy(keys, c.keys)
		c.keys = keys
	}
	if c.counts, ok = grow(c.counts, c.budget); !ok {
		return 0, false
	}
	if c.keepZ {
		if c.zdds, ok = grow(c.zdds, c.budget); !ok {
			return 0, false
		}
		c.zdds = append(c.zdds, 0)
	}
	c.keys = append(c.keys, sig...)
	c.counts = append(c.counts, 0)
	return int32(len(c.counts) - 1), true
}

// rehash doubles the table, if the cap allows it.
func (c *memoCache) rehash() bool {
	if !c.budget.take(int64(len(c.slots)) * 4) {
		return false
	}
	c.budget.used -= int64(len(c.slots)) * 4 / 2 // the old table goes
	slots := make([]uint32, 2*len(c.slots))
	mask := uint64(len(slots) - 1)
	w := c.words
	for e := range c.entries() {
		h := hash(c.keys[e*w:(e+1)*w]) & mask
		for slots[h] != 0 {
			h = (h + 1) & mask
		}
		slots[h] = uint32(e + 1)
	}
	c.slots = slots
	return true
}

// set records entry e's count and ZDD node.
func (c *memoCache) set(e int32, t tally, z uint32) {
	if t.big != nil || t.n == bigCount {
		c.counts[e] = bigCount
		c.bigs[e] = t.Int()
	} else {
		c.counts[e] = t.n
	}
	if c.keepZ {
		c.zdds[e] = z
	}
}

// get returns entry e's count and ZDD node.
func (c *memoCache) get(e int32) (tally, uint32) {
	t := tally{n: c.counts[e]}
	if t.n == bigCount {
		t = tally{big: c.bigs[e]}
	}
	var z uint32
	if c.keepZ {
		z = c.zdds[e]
	}
	return t, z
}

// words64 is how many words hold n bits.
func words64(n int) int { return (n + 63) / 64 }

// setBit sets bit i of a bitset.
func setBit(set []uint64, i int) { set[i>>6] |= 1 << (uint(i) & 63) }
