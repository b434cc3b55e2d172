package dlx

import (
	"math/big"
	"math/rand/v2"
	"unsafe"
)

// memoCache is a memoized count's cache: for each subproblem met, its
// signature (the items still to cover, and the secondary items' states),
// its count and the ZDD node of its solutions. Entries live in flat
// arrays, a signature's words after the one before's, and an open
// addressing table finds them; nothing is allocated per entry. Every
// array grows only when the memory cap allows it, so a count that would
// pass the cap stops instead of being killed.
type memoCache struct {
	words int             // a signature's words
	keys  chunked[uint64] // each entry's signature
	// counts holds each entry's count, 128 bits, low word first; the
	// high word is bigCount when the count is in bigs instead.
	counts chunked[uint64]
	bigs   map[int32]*big.Int
	zdds   chunked[uint32] // each entry's ZDD node, when the ZDD is kept
	keepZ  bool
	// slots is the table, by the top bits of a signature's hash: at a
	// used slot the hash's top 32 bits (a tag that spares most compares
	// of signatures, and places the entry again when the table grows)
	// and the entry's number plus 1; 0 at a free one.
	slots  []uint64
	shift  uint // 64 less the table's bits
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

// grow returns s with room for n more elements: a copy about 1.5 times
// larger when they do not fit, if the budget allows that, else ok is false.
func grow[T any](s []T, n int, b *memBudget) (out []T, ok bool) {
	if len(s)+n <= cap(s) {
		return s, true
	}
	size := cap(s) + cap(s)/2 + 16*n
	var zero T
	if !b.take(int64(size-cap(s)) * int64(unsafe.Sizeof(zero))) {
		return s, false
	}
	out = make([]T, len(s), size)
	copy(out, s)
	return out, true
}

// newMemoCache returns an empty cache of signatures of the given words.
func newMemoCache(words int, keepZ bool, budget *memBudget) *memoCache {
	const bits = 10
	c := &memoCache{words: words, keepZ: keepZ, budget: budget, bigs: map[int32]*big.Int{},
		keys: chunked[uint64]{width: words}, counts: chunked[uint64]{width: 2}, zdds: chunked[uint32]{width: 1},
		slots: make([]uint64, 1<<bits), shift: 64 - bits}
	budget.take(int64(len(c.slots)) * 8)
	return c
}

// entries is the number of entries.
func (c *memoCache) entries() int { return c.counts.n }

// hashWords hashes a signature's words, for signatures that are not kept
// up to date as the search goes (those with bounds).
func hashWords(sig []uint64) uint64 {
	h := uint64(len(sig))
	for _, w := range sig {
		h = (h ^ w) * 0x9e3779b97f4a7c15
		h ^= h >> 32
	}
	return h * 0x9e3779b97f4a7c15
}

// zobrist returns n random words, the same for every count: a hash that
// XORs one word per element of a set is kept up to date at a word's cost
// per change (Zobrist's hashing).
func zobrist(n int) []uint64 {
	rng := rand.New(rand.NewPCG(0x9e3779b97f4a7c15, 0xd1b54a32d192ed03))
	keys := make([]uint64, n)
	for k := range keys {
		keys[k] = rng.Uint64()
	}
	return keys
}

// find returns the entry of sig, whose hash is h, and true; or, when
// there is none, adds one with sig's words and no count yet (see set) and
// returns it and false. It returns -1 when the new entry does not fit the
// memory cap.
func (c *memoCache) find(sig []uint64, h uint64) (int32, bool) {
	mask := uint64(len(c.slots) - 1)
	tag := h >> 32
	for at := h >> c.shift; ; at = (at + 1) & mask {
		s := c.slots[at]
		if s == 0 {
			e, ok := c.add(sig)
			if !ok {
				return -1, false
			}
			c.slots[at] = tag<<32 | uint64(e+1)
			if c.entries()*2 > len(c.slots) && !c.rehash() {
				return -1, false
			}
			return e, false
		}
		if s>>32 == tag {
			e := int(uint32(s)) - 1
			if equal(c.keys.at(e), sig) {
				return int32(e), true
			}
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
	if c.entries() >= 1<<31-1 {
		return 0, false // entry numbers are 31 bits
	}
	if !c.keys.push(c.budget, sig...) || !c.counts.push(c.budget) || c.keepZ && !c.zdds.push(c.budget) {
		return 0, false
	}
	return int32(c.entries() - 1), true
}

// rehash doubles the table, if the cap allows it: each entry goes to the
// slot its tag, the top of its hash, gives it in the larger table.
func (c *memoCache) rehash() bool {
	if !c.budget.take(int64(len(c.slots)) * 8 * 2) {
		return false
	}
	c.budget.used -= int64(len(c.slots)) * 8 // the old table goes
	slots := make([]uint64, 2*len(c.slots))
	mask := uint64(len(slots) - 1)
	shift := c.shift - 1
	for _, s := range c.slots {
		if s == 0 {
			continue
		}
		at := (s >> 32 << 32) >> shift
		for slots[at] != 0 {
			at = (at + 1) & mask
		}
		slots[at] = s
	}
	c.slots, c.shift = slots, shift
	return true
}

// set records entry e's count and ZDD node.
func (c *memoCache) set(e int32, t tally, z uint32) {
	n := c.counts.at(int(e))
	if t.big != nil || t.hi == bigCount {
		n[1] = bigCount
		c.bigs[e] = t.Int()
	} else {
		n[0], n[1] = t.lo, t.hi
	}
	if c.keepZ {
		c.zdds.at(int(e))[0] = z
	}
}

// get returns entry e's count and ZDD node.
func (c *memoCache) get(e int32) (tally, uint32) {
	n := c.counts.at(int(e))
	t := tally{lo: n[0], hi: n[1]}
	if t.hi == bigCount {
		t = tally{big: c.bigs[e]}
	}
	var z uint32
	if c.keepZ {
		z = c.zdds.at(int(e))[0]
	}
	return t, z
}

// words64 is how many words hold n bits.
func words64(n int) int { return (n + 63) / 64 }

// setBit sets bit i of a bitset.
func setBit(set []uint64, i int) { set[i>>6] |= 1 << (uint(i) & 63) }
