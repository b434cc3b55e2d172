package generate

import (
	"math/bits"
	"math/rand/v2"

	"xcover/sudoku"
)

// filler makes a random solution grid of a board by backtracking, one node
// of the search a step, so that the generator can pause it anywhere: the
// empty cell with the fewest candidates first (the first in row-major
// order among equals), its values in random order, each written value
// struck out of its peers' candidates. A try that visits budget nodes
// starts over from the empty grid with new random choices: a random search
// stuck in a barren part of the tree is cheaper to restart than to finish.
type filler struct {
	b      *sudoku.Board
	rng    *rand.Rand
	cells  []uint8
	cands  []uint64
	stack  []fillFrame
	saved  []uint64 // each frame's peers' candidates before its value was written, frame after frame
	nodes  int      // nodes visited in this try
	budget int      // nodes a try may visit
}

// fillFrame is one node of the filler's search: a cell and the values it
// tries, in the random order drawn when the node was entered.
type fillFrame struct {
	cell   int32
	vals   [sudoku.MaxSize]uint8
	n      uint8 // how many values it has
	next   uint8 // the index of the next value to try
	placed bool  // vals[next-1] is written in the cell
}

// fillResult is what a filler's step reports.
type fillResult uint8

const (
	fillWorking fillResult = iota // more steps are needed (a try that spent its budget starts over)
	fillDone                      // the grid is full
	fillNone                      // the whole tree is searched: the board has no solution grid
)

// newFiller returns a filler of board b's grids drawing from rng; its
// first step starts from the empty grid.
func newFiller(b *sudoku.Board, rng *rand.Rand) *filler {
	n := b.Shape.N()
	f := &filler{b: b, rng: rng, cells: make([]uint8, n*n), budget: 50 * n * n}
	f.restart()
	return f
}

// restart starts a try from the empty grid.
func (f *filler) restart() {
	clear(f.cells)
	f.cands = f.b.Candidates(f.cells, f.cands)
	f.stack, f.saved, f.nodes = f.stack[:0], f.saved[:0], 0
}

// step visits one node: it chooses the next cell, or finds the grid full,
// then writes the first of the cell's values that leaves every peer a
// candidate, backing up to earlier cells while none does.
func (f *filler) step() fillResult {
	if f.nodes++; f.nodes > f.budget {
		f.restart()
		return fillWorking
	}
	best, fewest := -1, 65
	for c, v := range f.cells {
		if k := bits.OnesCount64(f.cands[c]); v == 0 && k < fewest {
			best, fewest = c, k
		}
	}
	if best < 0 {
		return fillDone
	}
	fr := fillFrame{cell: int32(best), n: uint8(fewest)}
	for i, m := 0, f.cands[best]; m != 0; i, m = i+1, m&(m-1) {
		fr.vals[i] = uint8(bits.TrailingZeros64(m) + 1)
	}
	f.rng.Shuffle(fewest, func(i, j int) { fr.vals[i], fr.vals[j] = fr.vals[j], fr.vals[i] })
	f.stack = append(f.stack, fr)
	for len(f.stack) > 0 {
		top := &f.stack[len(f.stack)-1]
		if top.placed {
			f.unplace(top)
		}
		for top.next < top.n {
			top.next++
			if f.place(top) {
				return fillWorking
			}
			f.unplace(top)
		}
		f.stack = f.stack[:len(f.stack)-1]
	}
	return fillNone
}

// place writes the frame's current value into its cell and strikes it out
// of the empty peers, saving their candidates first; it reports whether
// every peer keeps a candidate.
func (f *filler) place(fr *fillFrame) bool {
	v := fr.vals[fr.next-1]
	bit := uint64(1) << (v - 1)
	ok := true
	for _, p := range f.b.Peers(int(fr.cell)) {
		f.saved = append(f.saved, f.cands[p])
		if f.cells[p] == 0 {
			f.cands[p] &^= bit
			ok = ok && f.cands[p] != 0
		}
	}
	f.cells[fr.cell] = v
	fr.placed = true
	return ok
}

// unplace takes the frame's value back out of its cell and restores the
// peers' candidates.
func (f *filler) unplace(fr *fillFrame) {
	peers := f.b.Peers(int(fr.cell))
	saved := f.saved[len(f.saved)-len(peers):]
	for i, p := range peers {
		f.cands[p] = saved[i]
	}
	f.saved = f.saved[:len(f.saved)-len(peers)]
	f.cells[fr.cell] = 0
	fr.placed = false
}
