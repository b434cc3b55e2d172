package solve

import (
	"math/bits"

	"xcover/sudoku"
)

// backtracker is plain backtracking: the cells in row-major order, for an
// empty one each value 1..n that clashes with nothing in its row, column
// or box, then on to the next cell; undo and try the next value when the
// rest fails. It keeps no candidates, only which values each row, column
// and box holds, which is how it checks a clash.
type backtracker struct {
	*run
	g     *geometry
	cells []uint8
	used  []uint64 // values held by each unit
	all   uint64
}

// newBacktracker sets up plain backtracking on r's puzzle.
func newBacktracker(r *run) *backtracker {
	g := geometryOf(r.puzzle.Shape)
	b := &backtracker{run: r, g: g, cells: r.puzzle.Clone().Cells, used: make([]uint64, 3*g.n), all: sudoku.AllValues(g.n)}
	for i, v := range b.cells {
		if v != 0 {
			g.toggle(b.used, int32(i), 1<<(v-1)) // the givens were validated: no unit holds a value twice
		}
	}
	return b
}

// solve runs the search from the first cell.
func (b *backtracker) solve() {
	if b.node() { // the root
		b.fill(0, 0)
	}
}

// fill fills the cells from i on, depth values having been placed. It
// returns false when the search must stop.
func (b *backtracker) fill(i int, depth int32) bool {
	for i < len(b.cells) && b.cells[i] != 0 {
		i++
	}
	if i == len(b.cells) {
		return b.solution(b.cells)
	}
	fits := b.all &^ b.g.usedAt(b.used, int32(i))
	if fits == 0 && b.emit != nil {
		return b.send(Step{Kind: StepContradiction, Cell: int32(i), Depth: depth, Reason: "no value fits " + b.g.cellName(int32(i))})
	}
	for ; fits != 0; fits &= fits - 1 {
		if !b.node() {
			return false
		}
		bit := fits & -fits
		v := uint8(bits.TrailingZeros64(bit) + 1)
		b.place(i, v, bit)
		if b.emit != nil && !b.send(Step{Kind: StepPlace, Cell: int32(i), Value: v, Depth: depth + 1}) {
			return false
		}
		if !b.fill(i+1, depth+1) {
			return false
		}
		b.place(i, 0, bit)
		if b.emit != nil && !b.send(Step{Kind: StepUnplace, Cell: int32(i), Value: v, Depth: depth}) {
			return false
		}
	}
	return true
}

// place writes v (0 to clear) into cell i, whose value's bit is bit.
func (b *backtracker) place(i int, v uint8, bit uint64) {
	b.cells[i] = v
	b.g.toggle(b.used, int32(i), bit)
	if v != 0 {
		b.out.Stats.Placements++
		b.out.Stats.Guesses++
	}
}
