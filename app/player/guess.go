package player

import (
	"math/bits"

	"xcover/sudoku"
)

// tally follows a method's steps over the grid: the marks they leave and
// their counts. The player and the race count with it, so that they agree.
type tally struct {
	marks  *sudoku.Marks
	counts Counts
	guesser
}

// newTally starts method's tally at puzzle, before any step.
func newTally(method sudoku.Method, puzzle sudoku.Grid) tally {
	return tally{marks: sudoku.NewMarks(puzzle), guesser: guesser{method: method}}
}

// apply makes step s on the marks and counts it.
func (t *tally) apply(s sudoku.Step) {
	t.count(s, 1)
	t.marks.Apply(s)
}

// revert takes step s back from the marks and the counts.
func (t *tally) revert(s sudoku.Step) {
	t.marks.Revert(s)
	t.count(s, -1)
}

// count adds step s, made on the marks as they are, to the counts (sign 1)
// or takes it off (sign -1).
func (t *tally) count(s sudoku.Step, sign int64) {
	c := &t.counts
	if t.isGuess(t.marks, s) {
		c.Guesses += sign
	}
	switch s.Kind {
	case sudoku.StepPlace:
		c.Placed += sign
	case sudoku.StepUnplace:
		c.Unplaced += sign
	case sudoku.StepEliminate:
		c.Eliminated += sign * int64(bits.OnesCount64(s.Mask))
	case sudoku.StepContradiction:
		c.Contradictions += sign
	case sudoku.StepSolution:
		c.Solutions += sign
	}
}

// guesser tells a method's guesses: values tried where the search had a
// choice, the cell (or the item Algorithm X branches on) having another
// option not tried yet. A value tried as the only option left is forced,
// not a guess. sudoku.Stats.Guesses counts every value dlx and plain
// backtracking try, forced or not; the page counts the same way for every
// method, from the steps.
type guesser struct {
	method sudoku.Method
	used   []uint64 // scratch: the values each row, column and box holds
	sizes  []int32  // scratch: each unit and value's options, Algorithm X's items
}

// isGuess reports whether step s, made on grid m as it stands before it,
// is a guess. The methods that tell their guesses (candidates, logic,
// rules) make a StepGuess with the cell's choices; dlx and plain
// backtracking only place values, and the choice they had is worked out
// from the grid.
func (g *guesser) isGuess(m *sudoku.Marks, s sudoku.Step) bool {
	switch {
	case s.Kind == sudoku.StepGuess:
		return bits.OnesCount64(s.Mask) >= 2
	case s.Kind != sudoku.StepPlace:
		return false
	case g.method == sudoku.Backtrack:
		return backtrackLeft(m, int(s.Cell), s.Value) >= 2
	case g.method == sudoku.DLX:
		return g.dlxLeft(m, int(s.Cell), s.Value) >= 2
	}
	return false
}

// units returns the row, column and box of cell i of m, numbered as
// g.used numbers them: rows, then columns, then boxes.
func units(m *sudoku.Marks, i int) [3]int {
	n := m.N()
	r, c := i/n, i%n
	return [3]int{r, n + c, 2*n + m.Box(r, c)}
}

// fill sets g.used to the values each unit of m holds.
func (g *guesser) fill(m *sudoku.Marks) {
	g.used = zeroed(g.used, 3*m.N())
	for i, v := range m.Values {
		if v != 0 {
			for _, u := range units(m, i) {
				g.used[u] |= 1 << (v - 1)
			}
		}
	}
}

// fits is the set of values that blank cell i of m can take, after fill;
// empty for a filled cell.
func (g *guesser) fits(m *sudoku.Marks, i int) uint64 {
	if m.Values[i] != 0 {
		return 0
	}
	u := units(m, i)
	return ^(g.used[u[0]] | g.used[u[1]] | g.used[u[2]]) & allValues(m.N())
}

// backtrackLeft is how many values plain backtracking has left to try in
// cell i, v included, as it places v: it tries the values that fit in
// increasing order, so those below v are spent.
func backtrackLeft(m *sudoku.Marks, i int, v uint8) int {
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
// reduced encoding: sudoku.Reduced) branches on the first item with the
// fewest options, items in the encoding's order: the cells, then each
// row, column and box with each value; an item's options are in cell,
// then value order, and it tries them in turn.
func (g *guesser) dlxLeft(m *sudoku.Marks, i int, v uint8) int {
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
	g.sizes = zeroed(g.sizes, 3*nn)
	for j := range m.Values {
		for f := g.fits(m, j); f != 0; f &= f - 1 {
			for _, u := range units(m, j) {
				g.sizes[u*n+bits.TrailingZeros64(f)]++
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
	for j := i; j < nn; j++ {
		if u := units(m, j); (u[0] == unit || u[1] == unit || u[2] == unit) && g.fits(m, j)&(1<<value) != 0 {
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
