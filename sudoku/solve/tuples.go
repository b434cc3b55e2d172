package solve

import (
	"math/bits"

	"xcover/sudoku"
)

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
		set, found := l.findTuple(k, false, cells)
		if !found {
			continue
		}
		why := cause{rule: ruleNaked, size: k, unit: int32(u), set: set}
		for _, c := range cells {
			if l.cells[c] == 0 && l.cands[c]&^set != 0 && l.cands[c]&set != 0 {
				if !l.eliminate(c, l.cands[c]&set, why, depth) {
					return true, false
				}
			}
		}
		return true, true
	}
	return false, true
}

// hiddenTuple looks, unit by unit, for k values not yet placed there whose
// places together are k cells: those cells can hold no other value. It
// applies the first such tuple that strikes something out.
func (l *logic) hiddenTuple(k int, depth int32) (progress, ok bool) {
	var where [sudoku.MaxSize]uint64 // per value, bit j: cells[j] may hold it
	for u, cells := range l.g.units {
		var placed uint64
		clear(where[:l.g.n])
		for j, c := range cells {
			if v := l.cells[c]; v != 0 {
				placed |= 1 << (v - 1)
				continue
			}
			for m := l.cands[c]; m != 0; m &= m - 1 {
				where[bits.TrailingZeros64(m)] |= 1 << j
			}
		}
		l.idx, l.masks = l.idx[:0], l.masks[:0]
		for free := l.all &^ placed; free != 0; free &= free - 1 {
			v := bits.TrailingZeros64(free)
			if n := bits.OnesCount64(where[v]); n >= 2 && n <= k {
				l.idx = append(l.idx, int32(v))
				l.masks = append(l.masks, where[v])
			}
		}
		if len(l.idx) < k {
			continue
		}
		spots, found := l.findTuple(k, true, cells)
		if !found {
			continue
		}
		set := l.chosenValues(k)
		why := cause{rule: ruleHidden, size: k, unit: int32(u), set: set}
		for w := spots; w != 0; w &= w - 1 {
			c := cells[bits.TrailingZeros64(w)]
			if other := l.cands[c] &^ set; other != 0 && !l.eliminate(c, other, why, depth) {
				return true, false
			}
		}
		return true, true
	}
	return false, true
}

// findTuple chooses k of l.masks (candidates of cells for a naked tuple,
// places of values for a hidden one) whose union has k bits and that
// would strike something out of the unit's cells. It returns the first
// such union, with the chosen indexes in l.chosen.
func (l *logic) findTuple(k int, hidden bool, cells []int32) (uint64, bool) {
	var set uint64
	found := ChooseTuple(l.masks, l.chosen[:k], func(union uint64) bool {
		set = union
		return l.useful(k, hidden, cells, union)
	})
	return set, found
}

// ChooseTuple chooses len(pick) of masks, in index order, whose union has
// as many bits as there are masks chosen, and calls try with the union of
// each such choice, the indexes chosen in pick, until try accepts one; it
// reports whether it did. Naked and hidden tuples, for the logic method
// and the rater, are such choices: k cells whose candidates are k values,
// or k values whose places are k cells.
func ChooseTuple(masks []uint64, pick []int, try func(union uint64) bool) bool {
	return chooseFrom(masks, pick, 0, 0, 0, try)
}

// chooseFrom is ChooseTuple with the first depth indexes of pick chosen,
// their union union, the next one to be chosen from index from on.
func chooseFrom(masks []uint64, pick []int, depth, from int, union uint64, try func(uint64) bool) bool {
	k := len(pick)
	if depth == k {
		return bits.OnesCount64(union) == k && try(union)
	}
	for j := from; j <= len(masks)-(k-depth); j++ {
		u := union | masks[j]
		if bits.OnesCount64(u) > k {
			continue
		}
		pick[depth] = j
		if chooseFrom(masks, pick, depth+1, j+1, u, try) {
			return true
		}
	}
	return false
}

// useful reports whether a tuple would strike something out: for a naked
// one (union: its values), whether another empty cell of the unit holds
// one of them; for a hidden one (union: its cells), whether one of its
// cells holds another value.
func (l *logic) useful(k int, hidden bool, cells []int32, union uint64) bool {
	if hidden {
		set := l.chosenValues(k)
		for w := union; w != 0; w &= w - 1 {
			if l.cands[cells[bits.TrailingZeros64(w)]]&^set != 0 {
				return true
			}
		}
		return false
	}
	for _, c := range cells {
		if l.cells[c] == 0 && l.cands[c]&union != 0 && l.cands[c]&^union != 0 {
			return true
		}
	}
	return false
}

// chosenValues is the set of the values a hidden tuple chose.
func (l *logic) chosenValues(k int) uint64 {
	var set uint64
	for _, j := range l.chosen[:k] {
		set |= 1 << l.idx[j]
	}
	return set
}
