package logic

import (
	"math/bits"
	"strconv"
	"strings"

	"xcover/sudoku"
	"xcover/sudoku/solve"
)

// fishes are the fish techniques by their size.
var fishes = [solve.MaxTuple + 1]Technique{2: XWing, 3: Swordfish, 4: Jellyfish}

// fish finds a value whose places in k rows (the base) lie in k columns
// between them (the cover), or the same with rows and columns swapped.
// Each base row holds the value once, in a cover column, and each cover
// column holds it once: so the base rows use up the cover columns, whose
// other cells lose the value. Two rows are an X-wing, three a swordfish,
// four a jellyfish.
func (s *logicState) fish(k int) (Deduction, bool) {
	n := s.n
	rows, cols := s.b.Units[:n], s.b.Units[n:2*n] // every board's first units
	for v := 1; v <= n; v++ {
		for _, lines := range [][2][]sudoku.Unit{{rows, cols}, {cols, rows}} {
			base, cover := lines[0], lines[1]
			s.idx, s.masks = s.idx[:0], s.masks[:0]
			for i, u := range base {
				if places, placed := s.placesOf(v, u.Cells); !placed && bits.OnesCount64(places) >= 2 && bits.OnesCount64(places) <= k {
					s.idx = append(s.idx, i)
					s.masks = append(s.masks, places)
				}
			}
			var found Deduction
			ok := s.tuples(k, func(pick []int, union uint64) bool {
				var in uint64 // the base lines, by index
				for _, i := range pick {
					in |= 1 << s.idx[i]
				}
				var elims []sudoku.Candidate
				var cells []int
				for m := union; m != 0; m &= m - 1 {
					for i, c := range cover[bits.TrailingZeros64(m)].Cells {
						switch {
						case s.cells[c] != 0 || s.cands[c]&(1<<(v-1)) == 0:
						case in&(1<<i) != 0:
							cells = append(cells, int(c))
						default:
							elims = append(elims, s.cand(int(c), v))
						}
					}
				}
				if len(elims) == 0 {
					return false
				}
				var names []string
				for m := in; m != 0; m &= m - 1 {
					names = append(names, strconv.Itoa(bits.TrailingZeros64(m)+1))
				}
				found = Deduction{Technique: fishes[k], Unit: base[0].Label + "s " + strings.Join(names, ", "),
					Cells: cells, Values: []int{v}, Eliminations: elims}
				return true
			})
			if ok {
				return found, true
			}
		}
	}
	return Deduction{}, false
}

// xyWing finds a pivot cell with two candidates {x,y} that sees two
// pincer cells {x,z} and {y,z}: whichever value the pivot takes, one
// pincer is z, so every cell seeing both pincers loses z.
func (s *logicState) xyWing() (Deduction, bool) {
	return s.wing(2, XYWing)
}

// xyzWing finds a pivot cell with three candidates {x,y,z} that sees two
// pincer cells {x,z} and {y,z}: one of the three is z, so every cell
// seeing all three loses z.
func (s *logicState) xyzWing() (Deduction, bool) {
	return s.wing(3, XYZWing)
}

// wing finds a pivot of size candidates (2: an XY-wing, 3: an XYZ-wing)
// and two pincers among its peers, each with two candidates, which
// together with the pivot's leave one value z to some cell seeing the
// pincers (and, for an XYZ-wing, the pivot, which may be z itself).
func (s *logicState) wing(size int, t Technique) (Deduction, bool) {
	for p, v := range s.cells {
		pm := s.cands[p]
		if v != 0 || bits.OnesCount64(pm) != size {
			continue
		}
		peers := s.b.Peers(int(p))
		for i, a := range peers {
			am := s.cands[a]
			if s.cells[a] != 0 || bits.OnesCount64(am) != 2 || bits.OnesCount64(am&pm) != size-1 {
				continue
			}
			for _, b := range peers[i+1:] {
				bm := s.cands[b]
				if s.cells[b] != 0 || bits.OnesCount64(bm) != 2 || bm == am {
					continue
				}
				z := am & bm
				if bits.OnesCount64(z) != 1 || (size == 2) == (pm&z != 0) || bits.OnesCount64(am|bm|pm) != 3 {
					continue
				}
				cells := []int{int(a), int(b)}
				if size == 3 {
					cells = append(cells, p)
				}
				if elims := s.seenByAll(cells, bits.TrailingZeros64(z)+1); len(elims) > 0 {
					return Deduction{Technique: t, Cells: []int{p, int(a), int(b)}, Values: []int{bits.TrailingZeros64(z) + 1},
						Eliminations: elims}, true
				}
			}
		}
	}
	return Deduction{}, false
}

// seenByAll returns the candidates v of the empty cells that see every
// one of cells (and are none of them).
func (s *logicState) seenByAll(cells []int, v int) []sudoku.Candidate {
	b := s.b
	s.seen = append(s.seen[:0], b.PeerSet(cells[0])...)
	seen := s.seen
	for _, c := range cells[1:] {
		for w := range seen {
			seen[w] &= b.PeerSet(c)[w]
		}
	}
	bit := uint64(1) << (v - 1)
	var elims []sudoku.Candidate
	for w, word := range seen {
		for ; word != 0; word &= word - 1 {
			c := w*64 + bits.TrailingZeros64(word)
			if s.cells[c] == 0 && s.cands[c]&bit != 0 {
				elims = append(elims, s.cand(c, v))
			}
		}
	}
	return elims
}
