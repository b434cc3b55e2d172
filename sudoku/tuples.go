package sudoku

import "math/bits"

// nakedTuple looks, unit by unit, for k empty cells whose candidates
// together are k values: no other cell of the unit can hold those values.
// It applies the first such tuple that strikes something out.
func (l *logic) nakedTuple(k int, depth int32) (progress, ok bool) {
	for u, cells := range l.g.units {
		l.idx, l.masks = l.idx[:0], l.masks[:0]
		open := 0
		for _, c := range cells {
			if l.cells[c] == 0 {
				open++
				if n := bits.OnesCount64(l.cands[c]); n >= 2 && n <= k {
					l.idx = append(l.idx, c)
					l.masks = append(l.masks, l.cands[c])
				}
			}
		}
		if open <= k || len(l.idx) < k {
			continue
		}
		var pick [MaxTuple]int
		if !l.firstTuple(k, 0, 0, pick[:0], func(set uint64, _ []int) bool {
			for _, c := range cells {
				if l.cells[c] == 0 && l.cands[c]&set != 0 && l.cands[c]&^set != 0 {
					return true // some other cell holds one of the values
				}
			}
			return false
		}, func(set uint64, chosen []int) {
			progress = true
			ok = l.strikeNaked(cells, set, chosen, k, int32(u), depth)
		}) {
			continue
		}
		return progress, ok
	}
	return false, true
}

// strikeNaked strikes the values of a naked tuple out of the unit's other
// empty cells.
func (l *logic) strikeNaked(cells []int32, set uint64, chosen []int, k int, u int32, depth int32) bool {
	in := func(c int32) bool {
		for _, j := range chosen {
			if l.idx[j] == c {
				return true
			}
		}
		return false
	}
	why := cause{rule: ruleNaked, size: k, unit: u, set: set}
	for _, c := range cells {
		if l.cells[c] == 0 && !in(c) && l.cands[c]&set != 0 {
			if !l.eliminate(c, l.cands[c]&set, why, depth) {
				return false
			}
		}
	}
	return true
}

// hiddenTuple looks, unit by unit, for k values not yet placed there whose
// places together are k cells: those cells can hold no other value. It
// applies the first such tuple that strikes something out.
func (l *logic) hiddenTuple(k int, depth int32) (progress, ok bool) {
	for u, cells := range l.g.units {
		var placed uint64
		for _, c := range cells {
			if v := l.cells[c]; v != 0 {
				placed |= 1 << (v - 1)
			}
		}
		l.idx, l.masks = l.idx[:0], l.masks[:0]
		for free := l.all &^ placed; free != 0; free &= free - 1 {
			bit := free & -free
			var where uint64 // bit j: cells[j] may hold the value
			for j, c := range cells {
				if l.cands[c]&bit != 0 {
					where |= 1 << j
				}
			}
			if n := bits.OnesCount64(where); n >= 2 && n <= k {
				l.idx = append(l.idx, int32(bits.TrailingZeros64(bit)))
				l.masks = append(l.masks, where)
			}
		}
		if len(l.idx) < k {
			continue
		}
		values := func(chosen []int) uint64 {
			var set uint64
			for _, j := range chosen {
				set |= 1 << l.idx[j]
			}
			return set
		}
		var pick [MaxTuple]int
		if !l.firstTuple(k, 0, 0, pick[:0], func(where uint64, chosen []int) bool {
			set := values(chosen)
			for w := where; w != 0; w &= w - 1 {
				if l.cands[cells[bits.TrailingZeros64(w)]]&^set != 0 {
					return true // a cell of the tuple has another candidate
				}
			}
			return false
		}, func(where uint64, chosen []int) {
			progress, ok = true, true
			set := values(chosen)
			why := cause{rule: ruleHidden, size: k, unit: int32(u), set: set}
			for w := where; w != 0 && ok; w &= w - 1 {
				c := cells[bits.TrailingZeros64(w)]
				if other := l.cands[c] &^ set; other != 0 {
					ok = l.eliminate(c, other, why, depth)
				}
			}
		}) {
			continue
		}
		return progress, ok
	}
	return false, true
}

// firstTuple chooses k of l.masks, from index from on, whose union has k
// bits and for which useful says applying them would strike something out;
// it calls apply with the first such union and the chosen indexes and
// returns true, or returns false when there is none.
func (l *logic) firstTuple(k, from int, union uint64, chosen []int, useful func(uint64, []int) bool, apply func(uint64, []int)) bool {
	if len(chosen) == k {
		if bits.OnesCount64(union) == k && useful(union, chosen) {
			apply(union, chosen)
			return true
		}
		return false
	}
	for j := from; j <= len(l.masks)-(k-len(chosen)); j++ {
		u := union | l.masks[j]
		if bits.OnesCount64(u) > k {
			continue
		}
		if l.firstTuple(k, j+1, u, append(chosen, j), useful, apply) {
			return true
		}
	}
	return false
}
