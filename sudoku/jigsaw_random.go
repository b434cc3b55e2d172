package sudoku

import (
	"math/rand/v2"
	"slices"
)

// BoxRegions returns shape s's boxes as a jigsaw layout.
func BoxRegions(s Shape) Regions {
	n := s.N()
	rs := make(Regions, n*n)
	for i := range rs {
		rs[i] = uint8(s.Box(i/n, i%n))
	}
	return rs
}

// RandomRegions returns a random jigsaw layout for shape s, drawn from rng:
// it starts from the boxes and, many times over, trades a cell between two
// neighbouring regions for one the other way (so both keep their size),
// when both regions stay connected. It trades on until the layout is not
// the boxes, and returns them only when no trade can keep the regions
// connected (a grid of side 1 or 2).
func RandomRegions(s Shape, rng *rand.Rand) Regions {
	n := s.N()
	boxes := BoxRegions(s)
	rs := slices.Clone(boxes)
	// touches reports whether cell i has a side neighbour in region r.
	touches := func(i int, r uint8) bool {
		for _, j := range [4]int{i - n, i + n, i - 1, i + 1} {
			if beside(i, j, n) && rs[j] == r {
				return true
			}
		}
		return false
	}
	// connected reports whether the region of cell c is joined up.
	seen := make([]bool, n*n)
	var stack []int
	connected := func(c int) bool {
		clear(seen)
		var marked int
		marked, stack = rs.flood(c, n, seen, stack)
		return marked == n
	}
	var from []int // cells of region B that touch region A
	for trades, tries := 0, 0; (trades < 2*n*n || slices.Equal(rs, boxes)) && tries < 50*n*n; tries++ {
		a := rng.IntN(n * n)
		b := a + [4]int{-n, n, -1, 1}[rng.IntN(4)]
		if !beside(a, b, n) || rs[a] == rs[b] {
			continue
		}
		ra, rb := rs[a], rs[b] // a goes to region B; a cell of B touching A goes to A
		from = from[:0]
		for i, r := range rs {
			if r == rb && i != b && touches(i, ra) {
				from = append(from, i)
			}
		}
		if len(from) == 0 {
			continue
		}
		c := from[rng.IntN(len(from))]
		rs[a], rs[c] = rb, ra // the sizes stay: only the two regions can come apart
		if !connected(a) || !connected(c) {
			rs[a], rs[c] = ra, rb
			continue
		}
		trades++
	}
	return rs
}
