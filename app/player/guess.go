package player

import (
	"math/bits"

	"xcover/sudoku"
	"xcover/sudoku/solve"
)

// tally follows a method's steps over the grid: the marks they leave and
// their counts. The player and the race count with it, so that they agree.
type tally struct {
	marks  *solve.Marks
	counts Counts
	guesser
}

// newTally starts method's tally at puzzle, before any step, under the
// variant's rules.
func newTally(method solve.Method, v sudoku.Variant, puzzle sudoku.Grid) tally {
	return tally{marks: solve.NewMarks(puzzle), guesser: guesser{method: method, variant: v}}
}

// apply makes step s on the marks and counts it.
func (t *tally) apply(s solve.Step) {
	t.count(s, 1)
	t.marks.Apply(s)
}

// revert takes step s back from the marks and the counts.
func (t *tally) revert(s solve.Step) {
	t.marks.Revert(s)
	t.count(s, -1)
}

// count adds step s, made on the marks as they are, to the counts (sign 1)
// or takes it off (sign -1).
func (t *tally) count(s solve.Step, sign int64) {
	c := &t.counts
	if t.isGuess(t.marks, s) {
		c.Guesses += sign
	}
	switch s.Kind {
	case solve.StepPlace:
		c.Placed += sign
	case solve.StepUnplace:
		c.Unplaced += sign
	case solve.StepEliminate:
		c.Eliminated += sign * int64(bits.OnesCount64(s.Mask))
	case solve.StepContradiction:
		c.Contradictions += sign
	case solve.StepSolution:
		c.Solutions += sign
	}
}

// guesser tells a method's guesses: values tried where the search had a
// choice, the cell (or the item Algorithm X branches on) having another
// option not tried yet. A value tried as the only option left is forced,
// not a guess. solve.Stats.Guesses counts every value dlx and plain
// backtracking try, forced or not; the page counts the same way for every
// method, from the steps.
type guesser struct {
	method  solve.Method
	variant sudoku.Variant // the rules dlx plays, which shape its items
	// The variant's layout, made at dlx's first guess: each unit's cells
	// (rows, columns, boxes or regions, then diagonals and windows), each
	// cell's units, and the cells a knight's or king's pair ties it to.
	units     [][]int32
	cellUnits [][]int32
	paired    [][]int32
	used      []uint64 // scratch: the values each unit holds
	sizes     []int32  // scratch: each unit and value's options, Algorithm X's items
}

// isGuess reports whether step s, made on grid m as it stands before it,
// is a guess. The methods that tell their guesses (candidates, logic,
// rules) make a StepGuess with the cell's choices; dlx and plain
// backtracking only place values, and the choice they had is worked out
// from the grid.
func (g *guesser) isGuess(m *solve.Marks, s solve.Step) bool {
	switch {
	case s.Kind == solve.StepGuess:
		return bits.OnesCount64(s.Mask) >= 2
	case s.Kind != solve.StepPlace:
		return false
	case g.method == solve.Backtrack:
		return backtrackLeft(m, int(s.Cell), s.Value) >= 2
	case g.method == solve.DLX:
		return g.dlxLeft(m, int(s.Cell), s.Value) >= 2
	}
	return false
}

// layout lays the variant out on m's shape, once.
func (g *guesser) layout(m *solve.Marks) {
	if g.cellUnits != nil {
		return
	}
	b, err := g.variant.Board(m.Shape)
	if err != nil { // cannot happen: the search started on this board
		b, _ = sudoku.Variant{}.Board(m.Shape)
	}
	nn := len(m.Values)
	g.units, g.cellUnits, g.paired = make([][]int32, len(b.Units)), make([][]int32, nn), make([][]int32, nn)
	for u, unit := range b.Units {
		g.units[u] = unit.Cells
		for _, c := range unit.Cells {
			g.cellUnits[c] = append(g.cellUnits[c], int32(u))
		}
	}
	for _, p := range b.Pairs {
		g.paired[p.A] = append(g.paired[p.A], p.B)
		g.paired[p.B] = append(g.paired[p.B], p.A)
	}
}

// fill sets g.used to the values each unit of m holds.
func (g *guesser) fill(m *solve.Marks) {
	g.layout(m)
	g.used = zeroed(g.used, len(g.units))
	for i, v := range m.Values {
		if v != 0 {
			for _, u := range g.cellUnits[i] {
				g.used[u] |= 1 << (v - 1)
			}
		}
	}
}

// fits is the set of values that blank cell i of m can take, after fill:
// none its units hold nor a cell paired with it; empty for a filled cell.
func (g *guesser) fits(m *solve.Marks, i int) uint64 {
	if m.Values[i] != 0 {
		return 0
	}
	var held uint64
	for _, u := range g.cellUnits[i] {
		held |= g.used[u]
	}
	for _, p := range g.paired[i] {
		held |= uint64(1) << m.Values[p] >> 1 // 0 for a blank
	}
	return ^held & allValues(m.N())
}

// backtrackLeft is how many values plain backtracking has left to try in
// cell i, v included, as it places v: it tries the values that fit in
// increasing order, so those below v are spent.
func backtrackLeft(m *solve.Marks, i int, v uint8) int {
	n := m.N()
	r, c := i/n, i%n
	r0, c0 := r/m.BoxRows*m.BoxRows, c/m.BoxCols*m.BoxCols
	var peers uint64 // the values in the cell's row, column and box
	for k := range n {
		for _, j := range [3]int{r*n + k, k*n + c, (r0+k/m.BoxCols)*n + c0 + k%m.BoxCols} {
			peers |= uint64(1) << m.Values[j] >> 1 // 0 for a blank
		}
	}
	return bits.OnesCount64(^peers & allValues(n) >> (v - 1))
}

// dlxLeft is how many options the item Algorithm X branches on has left
// to try, the one placing v in cell i included. The search (MRV, on the
// reduced encoding: sudoku.Reduced) branches on the first primary item
// with the fewest options, items in the encoding's order: the cells, then
// each unit (row, column, box or region, then diagonal and window) with
// each value; an item's options are in cell, then value order, and it
// tries them in turn. The pairs' items are secondary: never branched on.
func (g *guesser) dlxLeft(m *solve.Marks, i int, v uint8) int {
	g.fill(m)
	n := m.N()
	best, item := n+1, -1 // item: a cell, or nn + unit*n + value-1
	for j := range m.Values {
		if m.Values[j] == 0 {
			if k := bits.OnesCount64(g.fits(m, j)); k < best {
				best, item = k, j
			}
		}
	}
	if best <= 1 {
		return best // forced: no need to look further
	}
	nn := n * n
	g.sizes = zeroed(g.sizes, len(g.units)*n)
	for j := range m.Values {
		for f := g.fits(m, j); f != 0; f &= f - 1 {
			for _, u := range g.cellUnits[j] {
				g.sizes[int(u)*n+bits.TrailingZeros64(f)]++
			}
		}
	}
	for k, size := range g.sizes {
		if g.used[k/n]&(1<<(k%n)) == 0 && int(size) < best { // an open item
			best, item = int(size), nn+k
		}
	}
	if item < nn {
		return bits.OnesCount64(g.fits(m, item) >> (v - 1))
	}
	unit, value := (item-nn)/n, (item-nn)%n
	left := 0
	for _, j := range g.units[unit] { // in cell order
		if int(j) >= i && g.fits(m, int(j))&(1<<value) != 0 {
			left++
		}
	}
	return left
}

// zeroed returns s with length n and every element zero, reusing its
// array when it is big enough.
func zeroed[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// allValues is the set of the values 1..n.
func allValues(n int) uint64 { return ^uint64(0) >> (64 - n) }
