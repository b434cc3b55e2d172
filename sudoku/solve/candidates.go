package solve

import (
	"math/bits"
	"strconv"

	"xcover/sudoku"
)

// walker is candidate backtracking. It first works out every empty cell's
// candidates from the givens (stopping at once, naming the cell, when one
// has none), then walks the empty cells in row-major order: each takes its
// lowest candidate that clashes with no value placed so far; a cell with
// none left sends the walk back to the previous cell, whose value is
// struck out of its candidates (marked as used) before it tries the next.
// A cell stepped back past gets its struck-out values back.
type walker struct {
	*run
	g      *geometry
	cells  []uint8
	cands  []uint64 // the candidates from the givens, less the values struck out
	struck []uint64 // the values struck out of each cell on the path
	used   []uint64 // values held by each unit
	path   []int32  // the empty cells, in row-major order
}

// newWalker sets up candidate backtracking on r's puzzle.
func newWalker(r *run) *walker {
	g := geometryOf(r.puzzle.Shape)
	w := &walker{run: r, g: g, cells: r.puzzle.Clone().Cells, used: make([]uint64, 3*g.n)}
	w.cands = startCandidates(r.puzzle, g, w.used)
	w.struck = make([]uint64, len(w.cells))
	for i, v := range w.cells {
		if v == 0 {
			w.path = append(w.path, int32(i))
		}
	}
	return w
}

// startCandidates returns each cell's candidates before any step, as
// NewMarks has them: a given's is its value alone, a blank's all of 1..n.
// It fills used with the values each unit holds.
func startCandidates(puzzle sudoku.Grid, g *geometry, used []uint64) []uint64 {
	all := sudoku.AllValues(g.n)
	cands := make([]uint64, len(puzzle.Cells))
	for i, v := range puzzle.Cells {
		cands[i] = all
		if v != 0 {
			cands[i] = 1 << (v - 1)
			g.toggle(used, int32(i), 1<<(v-1)) // the givens were validated: no unit holds a value twice
		}
	}
	return cands
}

// strikeGivens strikes out of each blank cell the values its row, column
// and box hold (used, from startCandidates), one step per cell. It returns
// false when the consumer quit.
func (r *run) strikeGivens(g *geometry, cands, used []uint64) bool {
	for i, v := range r.puzzle.Cells {
		gone := cands[i] & g.usedAt(used, int32(i))
		if v != 0 || gone == 0 {
			continue
		}
		cands[i] &^= gone
		r.out.Stats.Eliminations += int64(bits.OnesCount64(gone))
		c := int32(i)
		if r.emit != nil && !r.send(Step{Kind: StepEliminate, Cell: c, Mask: gone, Reason: "the givens in the row, column and box of " + g.cellName(c)}) {
			return false
		}
	}
	return true
}

// startSearch strikes the givens' values out of the blank cells'
// candidates and reports whether the search may start: not when a blank
// cell is left without candidates (Outcome.Unsolvable names it) or when the
// consumer quit.
func (r *run) startSearch(g *geometry, cells []uint8, cands, used []uint64) bool {
	if !r.strikeGivens(g, cands, used) {
		return false
	}
	for i, v := range cells {
		if v == 0 && cands[i] == 0 {
			r.out.Unsolvable = g.cellName(int32(i)) + " has no candidates"
			if r.emit != nil {
				r.send(Step{Kind: StepContradiction, Cell: int32(i), Reason: r.out.Unsolvable})
			}
			return false
		}
	}
	return true
}

// solve runs the walk.
func (w *walker) solve() {
	if !w.startSearch(w.g, w.cells, w.cands, w.used) || !w.node() { // the root
		return
	}
	pos := 0
	for !w.halted {
		if pos == len(w.path) {
			if !w.solution(w.cells) {
				return
			}
			if pos = w.back(pos, "every solution is wanted"); pos < 0 {
				return
			}
			continue
		}
		c := w.path[pos]
		choices := w.cands[c] &^ w.g.usedAt(w.used, c)
		if choices == 0 {
			if w.emit != nil && !w.send(Step{Kind: StepContradiction, Cell: c, Depth: int32(pos),
				Reason: "no candidate of " + w.g.cellName(c) + " is left"}) {
				return
			}
			if pos = w.back(pos, ""); pos < 0 {
				return
			}
			continue
		}
		if !w.node() {
			return
		}
		bit := choices & -choices
		v := uint8(bits.TrailingZeros64(bit) + 1)
		pos++
		if w.emit != nil && !w.send(Step{Kind: StepGuess, Cell: c, Value: v, Mask: choices, Depth: int32(pos)}) {
			return
		}
		w.set(c, v, bit)
		w.out.Stats.Guesses++
		w.out.Stats.Placements++
		if w.emit != nil && !w.send(Step{Kind: StepPlace, Cell: c, Value: v, Depth: int32(pos)}) {
			return
		}
	}
}

// back steps back from path position pos: the cell there gets its
// struck-out values back, and the previous cell's value is taken out and
// struck out of its candidates. It returns the new position, or -1 when
// the walk is back before the first cell: every choice is spent. why, when
// not empty, says why the walk went back without being stuck.
func (w *walker) back(pos int, why string) int {
	if pos < len(w.path) {
		c := w.path[pos]
		if s := w.struck[c]; s != 0 {
			w.cands[c] |= s
			w.struck[c] = 0
			if w.emit != nil && !w.send(Step{Kind: StepRestore, Cell: c, Mask: s, Depth: int32(pos), Reason: "stepping back past " + w.g.cellName(c)}) {
				return -1
			}
		}
	}
	pos--
	if pos < 0 {
		return -1
	}
	c := w.path[pos]
	v := w.cells[c]
	bit := uint64(1) << (v - 1)
	w.set(c, 0, bit)
	if w.emit != nil && !w.send(Step{Kind: StepUnplace, Cell: c, Value: v, Depth: int32(pos)}) {
		return -1
	}
	w.cands[c] &^= bit
	w.struck[c] |= bit
	w.out.Stats.Eliminations++
	if w.emit != nil {
		if why == "" {
			why = "it led to a dead end"
		}
		if !w.send(Step{Kind: StepEliminate, Cell: c, Mask: bit, Depth: int32(pos),
			Reason: w.g.cellName(c) + "=" + strconv.Itoa(int(v)) + " is used: " + why}) {
			return -1
		}
	}
	return pos
}

// set writes v (0 to clear) into cell c, whose value's bit is bit.
func (w *walker) set(c int32, v uint8, bit uint64) {
	w.cells[c] = v
	w.g.toggle(w.used, c, bit)
}
