package dlx

import (
	"fmt"
	"math"
	"math/rand/v2"
)

// Heuristic is how the search chooses the item to branch on.
type Heuristic uint8

const (
	// MRV chooses the live primary item with the fewest options, the
	// leftmost one on ties ("minimum remaining values", Knuth's choice).
	MRV Heuristic = iota
	// FirstItem chooses the leftmost live primary item.
	FirstItem
	// MRVRandom chooses among the items with the fewest options at random,
	// from a generator seeded with Options.Seed: the same seed gives the
	// same search.
	MRVRandom
)

// String returns the heuristic's name as the command line spells it.
func (h Heuristic) String() string {
	switch h {
	case MRV:
		return "mrv"
	case FirstItem:
		return "first"
	case MRVRandom:
		return "random"
	}
	return fmt.Sprintf("Heuristic(%d)", uint8(h))
}

// ParseHeuristic reads a heuristic's name: "mrv", "first" or "random".
func ParseHeuristic(s string) (Heuristic, error) {
	for _, h := range []Heuristic{MRV, FirstItem, MRVRandom} {
		if h.String() == s {
			return h, nil
		}
	}
	return 0, fmt.Errorf("unknown heuristic %q: want mrv, first or random", s)
}

// chooser picks the item to branch on.
type chooser struct {
	h   Heuristic
	rng *rand.Rand
}

// newChooser returns the chooser for heuristic h; seed seeds MRVRandom's
// tie-breaks.
func newChooser(h Heuristic, seed uint64) chooser {
	c := chooser{h: h}
	if h == MRVRandom {
		c.rng = rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	}
	return c
}

// choose returns the header of the item to branch on and its size, or 0
// when no primary item is live (a solution).
func (c *chooser) choose(m *Links) (int32, int32) {
	first := m.items[0].next
	if first == 0 {
		return 0, 0
	}
	return c.pick(m, first)
}

// pick is choose's choice among the live primary items, first the first
// of them. Algorithm X calls it once it has found one live.
func (c *chooser) pick(m *Links, first int32) (int32, int32) {
	items, tops := m.items, m.tops
	switch c.h {
	case FirstItem:
		return first, tops[first]
	case MRVRandom:
		best, size, ties := first, tops[first], 1
		for p := items[first].next; p != 0; p = items[p].next {
			s := tops[p]
			switch {
			case s < size:
				best, size, ties = p, s, 1
			case s == size:
				ties++
				if c.rng.IntN(ties) == 0 {
					best = p
				}
			}
		}
		return best, size
	default:
		// The first item of the smallest size; none is smaller than 0, or,
		// when the bitsets find none of size 0 or 1, than 2.
		var floor int32
		if m.tracked() {
			if x := m.smallest(); x != 0 {
				return x, tops[x]
			}
			floor = 2
		}
		best, size := first, tops[first]
		for p := items[first].next; p != 0 && size > floor; p = items[p].next {
			if s := tops[p]; s < size {
				best, size = p, s
			}
		}
		return best, size
	}
}

// chooseM returns the item Algorithm M branches on and its branching
// degree, the number of children it will have: its options, fewer as far
// as its lower bound needs, and one more when it may be left with none.
// The degree is at most 0 at a dead end; the item is 0 when no primary
// item is live (a solution). MRV chooses the smallest degree, as Knuth's
// DLX3 does: on ties the item with the least slack, then the longest
// list, then the leftmost.
func (c *chooser) chooseM(m *Links) (int32, int32) {
	items, tops, bound, slack := m.items, m.tops, m.bound, m.slack
	first := items[0].next
	if first == 0 {
		return 0, 0
	}
	var best, bestS, bestL int32
	score, ties := int32(math.MaxInt32), 0
	for p := first; p != 0; p = items[p].next {
		s, l := min(slack[p], bound[p]), tops[p]
		t := l + s - bound[p] + 1
		switch {
		case c.h == FirstItem:
			return p, t
		case t > score:
		case t < score || s < bestS || s == bestS && l > bestL:
			best, score, bestS, bestL, ties = p, t, s, l, 1
		case s == bestS && l == bestL && c.h == MRVRandom:
			ties++
			if c.rng.IntN(ties) == 0 {
				best = p
			}
		}
	}
	return best, score
}
