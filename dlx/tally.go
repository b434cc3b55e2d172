package dlx

import (
	"math/big"
	"math/bits"
)

// tally is an exact count of any size: two machine words while it fits
// 128 bits, a big.Int past them. Sums of tallies, nearly all the work of
// a memoized count's arithmetic, touch math/big only past 3.4e38.
type tally struct {
	lo, hi uint64   // the count, when big is nil
	big    *big.Int // the count, once past 128 bits
}

// add adds u to t.
func (t *tally) add(u tally) {
	if t.big == nil && u.big == nil {
		lo, carry := bits.Add64(t.lo, u.lo, 0)
		hi, over := bits.Add64(t.hi, u.hi, carry)
		if over == 0 {
			t.lo, t.hi = lo, hi
			return
		}
	}
	if t.big == nil {
		t.big = t.Int()
	} else {
		t.big = new(big.Int).Set(t.big) // tallies share their big.Ints: never change one in place
	}
	t.big.Add(t.big, u.Int())
}

// Int returns the count as a big.Int, which the caller must not change.
func (t tally) Int() *big.Int {
	if t.big != nil {
		return t.big
	}
	n := new(big.Int).SetUint64(t.hi)
	return n.Lsh(n, 64).Or(n, new(big.Int).SetUint64(t.lo))
}

// zero reports whether the count is 0.
func (t tally) zero() bool { return t.big == nil && t.lo|t.hi == 0 }
