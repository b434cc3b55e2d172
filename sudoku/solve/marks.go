package solve

import (
	"xcover/sudoku"
)

// Marks is a view of a grid as a method's steps change it: each cell's
// value and its candidates (pencil marks). It starts from the puzzle (see
// NewMarks); Apply moves it one step forward and Revert one step back, so a
// player can step, scrub and rewind through a method's steps.
//
// A method that keeps candidates (candidates, logic, rules) keeps them
// exactly as Marks shows them after each of its steps: a placed cell's
// candidates are its value alone. Backtrack and dlx keep none: their steps
// only place and unplace, and the candidates stay as NewMarks set them.
type Marks struct {
	sudoku.Shape
	Values []uint8  // row-major; 0 is a blank
	Cands  []uint64 // row-major; bit v-1 set when v is a candidate
}

// NewMarks returns the marks of puzzle before any step: the givens, each
// given's candidates its value alone, every blank's candidates all of 1..n.
func NewMarks(puzzle sudoku.Grid) *Marks {
	m := &Marks{Shape: puzzle.Shape, Values: append([]uint8(nil), puzzle.Cells...), Cands: make([]uint64, len(puzzle.Cells))}
	all := sudoku.AllValues(puzzle.N())
	for i, v := range puzzle.Cells {
		m.Cands[i] = all
		if v != 0 {
			m.Cands[i] = 1 << (v - 1)
		}
	}
	return m
}

// Apply makes step s on the marks.
func (m *Marks) Apply(s Step) {
	switch s.Kind {
	case StepPlace:
		m.Values[s.Cell] = s.Value
	case StepUnplace:
		m.Values[s.Cell] = 0
	case StepEliminate:
		m.Cands[s.Cell] &^= s.Mask
	case StepRestore:
		m.Cands[s.Cell] |= s.Mask
	}
}

// Revert takes step s back: applying steps in order and then reverting
// them in reverse order returns the marks to where they started.
func (m *Marks) Revert(s Step) { m.Apply(s.Inverse()) }

// Grid returns the values as a grid (sharing no memory with m).
func (m *Marks) Grid() sudoku.Grid {
	return sudoku.Grid{Shape: m.Shape, Cells: append([]uint8(nil), m.Values...)}
}

// Clone returns a copy of m that shares no memory with it.
func (m *Marks) Clone() *Marks {
	return &Marks{Shape: m.Shape, Values: append([]uint8(nil), m.Values...), Cands: append([]uint64(nil), m.Cands...)}
}
