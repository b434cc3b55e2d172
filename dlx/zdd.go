package dlx

import (
	"bufio"
	"fmt"
	"io"
	"math/big"
	"math/rand"
)

// ZDD is a zero-suppressed decision diagram of a problem's solutions, as
// a memoized count (Memo) builds it and Knuth's DLX6 writes it: node 0 is
// the empty family (no solution), node 1 the family of the empty set
// (every item covered), and each other node n stands for option Option(n)
// taken together with the solutions of Hi(n), or else the solutions of
// Lo(n). A subproblem met twice shares its nodes, so the diagram of
// 10^31 solutions may have a million nodes. Root is the whole problem's.
type ZDD struct {
	opt    []int32  // each node's option; the terminals' are -1
	lo, hi []uint32 // each node's branches
	budget *memBudget
	// counts holds each node's number of solutions, once Count or a
	// sample has needed them.
	counts []tally
	// Root is the node of all the problem's solutions.
	Root uint32
}

// newZDD returns a diagram of the two terminals alone.
func newZDD(budget *memBudget) *ZDD {
	return &ZDD{opt: []int32{-1, -1}, lo: []uint32{0, 1}, hi: []uint32{0, 1}, budget: budget}
}

// node adds a node for option k, else lo, and returns it; ok is false when
// it does not fit the memory cap.
func (z *ZDD) node(k int32, lo, hi uint32) (uint32, bool) {
	var ok bool
	if z.opt, ok = grow(z.opt, 1, z.budget); !ok {
		return 0, false
	}
	if z.lo, ok = grow(z.lo, 1, z.budget); !ok {
		return 0, false
	}
	if z.hi, ok = grow(z.hi, 1, z.budget); !ok {
		return 0, false
	}
	z.opt = append(z.opt, k)
	z.lo = append(z.lo, lo)
	z.hi = append(z.hi, hi)
	return uint32(len(z.opt) - 1), true
}

// Nodes is the number of nodes, the two terminals included.
func (z *ZDD) Nodes() int { return len(z.opt) }

// Option, Lo and Hi read node n: its option and its two branches.
func (z *ZDD) Option(n uint32) int { return int(z.opt[n]) }

// Lo is the node of the solutions without node n's option.
func (z *ZDD) Lo(n uint32) uint32 { return z.lo[n] }

// Hi is the node of the rest of the solutions with node n's option.
func (z *ZDD) Hi(n uint32) uint32 { return z.hi[n] }

// WriteKnuth writes the diagram as DLX6 does: a line "id: (~k?lo:hi)" a
// node, with ids in hexadecimal and options numbered from 1 in the order
// of the input, each node after its branches, and last a line for the
// root, "id: (~0?0:root)".
func (z *ZDD) WriteKnuth(w io.Writer) error {
	b := bufio.NewWriterSize(w, 1<<16)
	for n := 2; n < len(z.opt); n++ {
		fmt.Fprintf(b, "%x: (~%d?%x:%x)\n", n, z.opt[n]+1, z.lo[n], z.hi[n])
	}
	fmt.Fprintf(b, "%x: (~0?0:%x)\n", len(z.opt), z.Root)
	return b.Flush()
}

// count returns the solutions of node n, counting every node once: the
// nodes are made after their branches, so one pass in order does it.
func (z *ZDD) count(n uint32) tally {
	if len(z.counts) < len(z.opt) {
		from := len(z.counts)
		if from == 0 {
			z.counts = append(z.counts, tally{}, tally{lo: 1})
			from = 2
		}
		for k := from; k < len(z.opt); k++ {
			t := z.counts[z.lo[k]]
			t.add(z.counts[z.hi[k]])
			z.counts = append(z.counts, t)
		}
	}
	return z.counts[n]
}

// Count returns the number of solutions.
func (z *ZDD) Count() *big.Int { return new(big.Int).Set(z.count(z.Root).Int()) }

// Sample appends to dst the options of a solution drawn uniformly at
// random with rng, and returns it; nil when there is no solution.
func (z *ZDD) Sample(rng *rand.Rand, dst []int) []int {
	total := z.count(z.Root)
	if total.zero() {
		return nil
	}
	// Past 64 bits the ranks are big.Ints.
	// r, uniform below the count, picks a solution by its rank: each node
	// ranks its hi branch's solutions first.
	if total.big == nil && total.hi == 0 {
		return z.walkSmall(uniformBelow(rng, total.lo), dst)
	}
	r := new(big.Int).Rand(rng, total.Int())
	n := z.Root
	for n > 1 {
		hi := z.count(z.hi[n]).Int()
		if r.Cmp(hi) < 0 {
			dst = append(dst, int(z.opt[n]))
			n = z.hi[n]
			continue
		}
		r.Sub(r, hi)
		n = z.lo[n]
	}
	return dst
}

// walkSmall follows the solution of rank r from the root, when the count
// fits a word (and so do all the counts below the root).
func (z *ZDD) walkSmall(r uint64, dst []int) []int {
	n := z.Root
	for n > 1 {
		if hi := z.counts[z.hi[n]].lo; r < hi {
			dst = append(dst, int(z.opt[n]))
			n = z.hi[n]
		} else {
			r -= hi
			n = z.lo[n]
		}
	}
	return dst
}

// uniformBelow returns a number drawn uniformly from 0 to n-1 (n > 0), by
// rejection: exact, with no modulo bias.
func uniformBelow(rng *rand.Rand, n uint64) uint64 {
	limit := ^uint64(0) - (^uint64(0)%n+1)%n // the largest multiple of n, minus 1
	for {
		if r := rng.Uint64(); r <= limit {
			return r % n
		}
	}
}

// OptionCounts returns, for each of the problem's options (options of
// them), how many solutions hold it: the paths from the root to each node
// of the option, times the solutions below its hi branch, added up. The
// paths are counted from the root down, a node after every node above it
// (each has a larger number than its branches).
func (z *ZDD) OptionCounts(options int) []*big.Int {
	counts := make([]*big.Int, options)
	paths := make([]*big.Int, len(z.opt))
	if z.Root < 2 {
		return counts
	}
	paths[z.Root] = big.NewInt(1)
	through := new(big.Int)
	for n := int(z.Root); n >= 2; n-- {
		p := paths[n]
		if p == nil {
			continue
		}
		through.Mul(p, z.count(z.hi[n]).Int())
		k := z.opt[n]
		if counts[k] == nil {
			counts[k] = new(big.Int)
		}
		counts[k].Add(counts[k], through)
		for _, b := range []uint32{z.lo[n], z.hi[n]} {
			if b < 2 {
				continue
			}
			if paths[b] == nil {
				paths[b] = new(big.Int)
			}
			paths[b].Add(paths[b], p)
		}
	}
	return counts
}
