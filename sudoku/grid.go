package sudoku

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxSize is the largest side length n a grid may have (64x64 cells, boxes
// of 8x8). Values are stored in a byte and candidate sets in a uint64.
const MaxSize = 64

// Shape is the shape of a grid's boxes. The grid's side is n = BoxRows*BoxCols:
// it has n rows, n columns and n boxes, each holding the values 1..n once.
type Shape struct {
	BoxRows int // rows in one box
	BoxCols int // columns in one box
}

// N is the side length of a grid of this shape.
func (s Shape) N() int { return s.BoxRows * s.BoxCols }

// String writes the shape as "9x9 (3x3 boxes)".
func (s Shape) String() string {
	n := s.N()
	return fmt.Sprintf("%dx%d (%dx%d boxes)", n, n, s.BoxRows, s.BoxCols)
}

// Validate reports whether the shape is usable.
func (s Shape) Validate() error {
	if s.BoxRows < 1 || s.BoxCols < 1 {
		return fmt.Errorf("box shape %dx%d: both sides must be at least 1", s.BoxRows, s.BoxCols)
	}
	if s.BoxRows > MaxSize || s.BoxCols > MaxSize || s.N() > MaxSize { // sides first: their product may overflow
		return fmt.Errorf("box shape %dx%d gives a grid larger than the largest, %dx%d", s.BoxRows, s.BoxCols, MaxSize, MaxSize)
	}
	return nil
}

// ShapeFor returns the usual box shape for side length n: the most square
// one, with no more rows than columns (2x3 boxes for 6x6, 3x4 for 12x12).
func ShapeFor(n int) (Shape, error) {
	if n < 1 || n > MaxSize {
		return Shape{}, fmt.Errorf("grid side %d: must be between 1 and %d", n, MaxSize)
	}
	rows := 1
	for r := 1; r*r <= n; r++ {
		if n%r == 0 {
			rows = r
		}
	}
	return Shape{BoxRows: rows, BoxCols: n / rows}, nil
}

// Grid is a sudoku grid. Cells holds n*n values in row-major order; 0 is a
// blank and 1..n are values.
type Grid struct {
	Shape
	Cells []uint8 // row after row; 0 is a blank, v the value v
}

// NewGrid returns an empty grid of the given shape.
func NewGrid(s Shape) (Grid, error) {
	if err := s.Validate(); err != nil {
		return Grid{}, err
	}
	n := s.N()
	return Grid{Shape: s, Cells: make([]uint8, n*n)}, nil
}

// EmptyGrid returns an empty n x n grid with the usual box shape.
func EmptyGrid(n int) (Grid, error) {
	s, err := ShapeFor(n)
	if err != nil {
		return Grid{}, err
	}
	return NewGrid(s)
}

// Get returns the value at row r, column c (both from 0); 0 is a blank.
func (g Grid) Get(r, c int) int { return int(g.Cells[r*g.N()+c]) }

// Set stores v at row r, column c (both from 0); 0 makes the cell blank.
func (g Grid) Set(r, c, v int) { g.Cells[r*g.N()+c] = uint8(v) }

// Box returns the index (from 0, row-major) of the box holding row r, column c.
func (s Shape) Box(r, c int) int {
	return (r/s.BoxRows)*s.BoxRows + c/s.BoxCols
}

// Clone returns a copy of g that shares no memory with it.
func (g Grid) Clone() Grid {
	return Grid{Shape: g.Shape, Cells: append([]uint8(nil), g.Cells...)}
}

// Givens counts the filled cells.
func (g Grid) Givens() int {
	k := 0
	for _, v := range g.Cells {
		if v != 0 {
			k++
		}
	}
	return k
}

// Equal reports whether g and h have the same shape and the same cells.
func (g Grid) Equal(h Grid) bool {
	return g.Shape == h.Shape && string(g.Cells) == string(h.Cells)
}

// CellName names the cell at row r, column c (both from 0) as people count:
// "r3c5" for r=2, c=4.
func CellName(r, c int) string { return string(appendCell(make([]byte, 0, 8), r, c)) }

// appendCell appends CellName(r, c) to b: the names of a grid's cells and
// candidates are made by the thousand when a grid is encoded, where
// fmt.Sprintf took half the time.
func appendCell(b []byte, r, c int) []byte {
	b = strconv.AppendInt(append(b, 'r'), int64(r+1), 10)
	return strconv.AppendInt(append(b, 'c'), int64(c+1), 10)
}

// ConflictError reports two cells of one row, column or box holding the same value.
type ConflictError struct {
	Value  int
	Unit   string // "row 3", "column 5" or "box 2"
	R1, C1 int    // the first cell (from 0)
	R2, C2 int    // the second cell (from 0)
}

// Error names both cells, the value and the unit.
func (e *ConflictError) Error() string {
	return fmt.Sprintf("%s and %s both hold %d in %s", CellName(e.R1, e.C1), CellName(e.R2, e.C2), e.Value, e.Unit)
}

// Validate checks the cells' values are in range and that no row, column or
// box holds a value twice. It returns a *ConflictError for the first clash.
func (g Grid) Validate() error {
	if err := g.Shape.Validate(); err != nil {
		return err
	}
	n := g.N()
	if len(g.Cells) != n*n {
		return fmt.Errorf("grid %s has %d cells, want %d", g.Shape, len(g.Cells), n*n)
	}
	for i, v := range g.Cells {
		if int(v) > n {
			return fmt.Errorf("%s: value %d is out of range 1..%d", CellName(i/n, i%n), v, n)
		}
	}
	var used [3 * MaxSize]uint64 // values seen in each row, column and box
	for i, v := range g.Cells {
		if v == 0 {
			continue
		}
		r, c := i/n, i%n
		bit := uint64(1) << (v - 1)
		for _, u := range [3]int{r, n + c, 2*n + g.Box(r, c)} {
			if used[u]&bit != 0 {
				j := g.firstIn(u, int(v))
				return &ConflictError{Value: int(v), Unit: UnitName(u, n), R1: j / n, C1: j % n, R2: r, C2: c}
			}
			used[u] |= bit
		}
	}
	return nil
}

// firstIn returns the first cell, in row-major order, of unit u (rows, then
// columns, then boxes) that holds v.
func (g Grid) firstIn(u, v int) int {
	n := g.N()
	for i, x := range g.Cells {
		r, c := i/n, i%n
		if int(x) == v && (u == r || u == n+c || u == 2*n+g.Box(r, c)) {
			return i
		}
	}
	return -1
}

// UnitName names unit u of the 3n units (rows, then columns, then boxes).
func UnitName(u, n int) string {
	switch u / n {
	case 0:
		return fmt.Sprintf("row %d", u+1)
	case 1:
		return fmt.Sprintf("column %d", u-n+1)
	default:
		return fmt.Sprintf("box %d", u-2*n+1)
	}
}

// IsSolved reports whether g is complete and breaks no rule.
func (g Grid) IsSolved() bool {
	for _, v := range g.Cells {
		if v == 0 {
			return false
		}
	}
	return g.Validate() == nil
}

// Solves reports whether g is a valid complete grid that keeps every given of puzzle.
func (g Grid) Solves(puzzle Grid) bool {
	if g.Shape != puzzle.Shape || len(g.Cells) != len(puzzle.Cells) || !g.IsSolved() {
		return false
	}
	for i, v := range puzzle.Cells {
		if v != 0 && g.Cells[i] != v {
			return false
		}
	}
	return true
}

// String draws the grid on n lines, values as characters (see ValueChar) and
// blanks as '.'.
func (g Grid) String() string {
	n := g.N()
	var b strings.Builder
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			b.WriteByte(ValueChar(g.Get(r, c), '.'))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// ValueChar writes value v (1..35) as one character: 1-9, then A-Z for 10-35.
// A blank (0) is written as blank; values above 35 give '?'.
func ValueChar(v int, blank byte) byte {
	switch {
	case v == 0:
		return blank
	case v <= 9:
		return byte('0' + v)
	case v <= 35:
		return byte('A' + v - 10)
	default:
		return '?'
	}
}

// AllValues is the set of the values 1..n, bit v-1 for value v.
func AllValues(n int) uint64 { return ^uint64(0) >> (64 - n) }

// Candidate is a value in a cell: an option of the exact cover encoding.
type Candidate struct {
	Row, Col, Value int // row and column from 0, value from 1
}

// Name writes the candidate as "r3c5=7".
func (c Candidate) Name() string {
	b := appendCell(make([]byte, 0, 12), c.Row, c.Col)
	return string(strconv.AppendInt(append(b, '='), int64(c.Value), 10))
}
