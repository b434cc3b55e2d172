package dlx

import (
	"math/big"
	"math/bits"
)

// tally is an exact count of any size: a machine word while it fits, and
// a big.Int once it does not. Sums of small tallies, nearly all of them
// in a memoized count, never touch math/big.
type tally struct {
	n   uint64   // the count, when big is nil
	big *big.Int // the count, once past 64 bits
}

// add adds u to t.
func (t *tally) add(u tally) {
	if t.big == nil && u.big == nil {
		s, carry := bits.Add64(t.n, u.n, 0)
		if carry == 0 {
			t.n = s
			return
		}
	}
	if t.big == nil {
		t.big = new(big.Int).SetUint64(t.n)
	}
	t.big.Add(t.big, u.Int())
}

// Int returns the count as a big.Int (a new one when t fits a word).
func (t tally) Int() *big.Int {
	if t.big != nil {
		return t.big
	}
	return new(big.Int).SetUint64(t.n)
}

// zero reports whether the count is 0.
func (t tally) zero() bool { return t.big == nil && t.n == 0 }

// less reports whether t < u.
func (t tally) less(u tally) bool {
	if t.big == nil && u.big == nil {
		return t.n < u.n
	}
	return t.Int().Cmp(u.Int()) < 0
}
