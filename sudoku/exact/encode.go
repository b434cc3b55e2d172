package exact

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strconv"

	"xcover/dlx"
	"xcover/sudoku"
)

// Constraint is one of the four kinds of exact cover items of a sudoku.
type Constraint uint8

const (
	CellConstraint   Constraint = iota // each cell holds one value
	RowConstraint                      // each row holds each value once
	ColumnConstraint                   // each column holds each value once
	BoxConstraint                      // each box holds each value once
)

var constraintNames = [...]string{"cell", "row", "column", "box"}

// String names the constraint: "cell", "row", "column" or "box".
func (k Constraint) String() string {
	if int(k) < len(constraintNames) {
		return constraintNames[k]
	}
	return fmt.Sprintf("Constraint(%d)", uint8(k))
}

// Item is an exact cover item of a sudoku: a constraint and, for a cell
// item, its row and column, otherwise its unit (row, column or box, from 0)
// and value. Items are numbered in the full encoding as
// kind*n*n + a*n + b, where (a, b) is (row, column) for cell items and
// (unit, value-1) for the others.
type Item struct {
	Kind Constraint
	// A and B are, from 0, the cell's row and column for a cell item; else
	// the row, column or box, and the value less one.
	A, B int
}

// Name writes the item as people say it: "cell r3c5", "row 3 has 7",
// "column 5 has 7", "box 5 has 7".
func (it Item) Name() string {
	if it.Kind == CellConstraint {
		return "cell " + sudoku.CellName(it.A, it.B)
	}
	b := append(make([]byte, 0, 16), it.Kind.String()...)
	b = strconv.AppendInt(append(b, ' '), int64(it.A+1), 10)
	return string(strconv.AppendInt(append(b, " has "...), int64(it.B+1), 10))
}

// Items returns the four items candidate c of a grid of shape s covers,
// in the order cell, row, column, box.
func Items(s sudoku.Shape, c sudoku.Candidate) [4]Item {
	v := c.Value - 1
	return [4]Item{
		{CellConstraint, c.Row, c.Col},
		{RowConstraint, c.Row, v},
		{ColumnConstraint, c.Col, v},
		{BoxConstraint, s.Box(c.Row, c.Col), v},
	}
}

// Mode selects an encoding.
type Mode uint8

const (
	// Full has all n^3 candidates and all 4n^2 items; the givens are
	// forced first choices (see Encoding.Forced), so a viewer animates them.
	Full Mode = iota
	// Reduced has only the candidates consistent with the givens and only
	// the items the givens leave open, as in Knuth's sudoku-dlx: far less
	// set-up per puzzle.
	Reduced
)

// Encoding is a sudoku puzzle as an exact cover problem, with the maps
// from the problem's options and items back to candidates and sudoku
// items.
type Encoding struct {
	Puzzle  sudoku.Grid  // the puzzle encoded
	Mode    Mode         // Full or Reduced
	Problem *dlx.Problem // the exact cover problem
	Links   *dlx.Links   // its dancing links, which Solver searches
	// Forced lists the givens' options, for dlx.Options.Forced; empty in the
	// reduced encoding, which has no options for the givens.
	Forced []int
	cands  candidateList // option -> its candidate
	items  []int32       // matrix item -> item index in the full encoding
	// Scratch for the reduced encoding, kept to reuse memory.
	used   []uint64 // values used in each row, column and box
	itemAt []int32  // full item index -> matrix item, or -1
	places []place  // each cell's row, column and box, for the shape placed
	opts   []int32  // the options' items, four per option, for AddOptions
	placed sudoku.Shape
	// swaps, when not nil, reorders the cell items of the reduced
	// encoding a little, at swapRate (see swapCells): a restart's own
	// tree.
	swaps    *rand.Rand
	swapRate float64
}

// Encode returns the exact cover encoding of puzzle, with names for every
// item and option. It fails when the givens break a rule.
func Encode(puzzle sudoku.Grid, mode Mode) (*Encoding, error) {
	e := &Encoding{}
	if err := e.encode(puzzle, mode); err != nil {
		return nil, err
	}
	m := e.Problem
	for i := range m.Items() {
		m.SetItemName(i, e.Item(i).Name())
	}
	for k := range m.Options() {
		m.SetOptionName(k, e.Candidate(k).Name())
	}
	return e, nil
}

// Regiven returns the full encoding of puzzle, a grid of the shape of e,
// itself a full encoding: the problem, its names and its links are e's,
// shared, and only the givens forced are puzzle's. Neither encoding may
// be encoded again after this (a search works on an engine of its own). It fails as Encode
// does when the givens break a rule, and encodes puzzle anew when e is
// not a full encoding of its shape.
func (e *Encoding) Regiven(puzzle sudoku.Grid) (*Encoding, error) {
	if e.Mode != Full || puzzle.Shape != e.Puzzle.Shape {
		return Encode(puzzle, Full)
	}
	if err := puzzle.Validate(); err != nil {
		return nil, err
	}
	return &Encoding{Puzzle: puzzle, Mode: Full, Problem: e.Problem, Links: e.Links, Forced: fullForced(puzzle), cands: e.cands, items: e.items}, nil
}

// fullForced lists the givens' options in a full encoding of puzzle, in
// which cell c's option for value v is c*n + v-1.
func fullForced(puzzle sudoku.Grid) []int {
	n := puzzle.N()
	var forced []int
	for c, v := range puzzle.Cells {
		if v != 0 {
			forced = append(forced, c*n+int(v)-1)
		}
	}
	return forced
}

// encode builds the problem without names and loads its links, reusing
// e's memory.
func (e *Encoding) encode(puzzle sudoku.Grid, mode Mode) error {
	if err := puzzle.Shape.Validate(); err != nil {
		return err
	}
	if e.Problem == nil {
		e.Problem, e.Links = &dlx.Problem{}, &dlx.Links{}
	}
	e.Puzzle, e.Mode = puzzle, mode
	e.cands, e.items, e.Forced = e.cands[:0], e.items[:0], e.Forced[:0]
	e.opts = e.opts[:0]
	if mode == Full {
		if err := puzzle.Validate(); err != nil {
			return err
		}
		e.full()
	} else if err := e.reduced(); err != nil {
		return err
	}
	return e.flush()
}

// full builds all n^3 options, in row, column, value order.
func (e *Encoding) full() {
	s := e.Puzzle.Shape
	n := s.N()
	e.Problem.Reset(4*n*n, 0)
	for i := range 4 * n * n {
		e.items = append(e.items, int32(i))
	}
	e.itemAt = resize(e.itemAt, 4*n*n)
	for i := range e.itemAt {
		e.itemAt[i] = int32(i)
	}
	e.locate()
	all := ^uint64(0) >> (64 - n)
	for cell, given := range e.Puzzle.Cells {
		if given != 0 {
			e.Forced = append(e.Forced, len(e.cands)+int(given)-1)
		}
		e.add(cell, all)
	}
}

// place is where a cell lies: its row, column and box.
type place struct{ row, col, box int32 }

// locate fills e.places for the puzzle's shape, unless it is already done.
func (e *Encoding) locate() {
	s := e.Puzzle.Shape
	if e.placed == s {
		return
	}
	n := s.N()
	e.places = resize(e.places, n*n)
	for i := range e.places {
		r, c := i/n, i%n
		e.places[i] = place{int32(r), int32(c), int32(s.Box(r, c))}
	}
	e.placed = s
}

// add queues the options of cell for the values in free (bit v for value
// v+1), in value order, their items numbered by e.itemAt from their
// full-encoding index; flush adds the queued options to the matrix.
func (e *Encoding) add(cell int, free uint64) {
	n := e.Puzzle.N()
	nn := n * n
	p, at := e.places[cell], e.itemAt
	c := at[cell]
	row := at[nn+int(p.row)*n:][:n]
	col := at[2*nn+int(p.col)*n:][:n]
	box := at[3*nn+int(p.box)*n:][:n]
	opts, cands := e.opts, e.cands
	for ; free != 0; free &= free - 1 {
		v := bits.TrailingZeros64(free)
		opts = append(opts, c, row[v], col[v], box[v])
		cands = append(cands, int32(cell*sudoku.MaxSize+v))
	}
	e.opts, e.cands = opts, cands
}

// flush adds the options queued by add to the problem, all in one call,
// and loads the links.
func (e *Encoding) flush() error {
	if _, err := e.Problem.AddOptions(4, e.opts); err != nil {
		return err
	}
	e.Links.Load(e.Problem)
	return nil
}

// reduced builds the options consistent with the givens, over the items the
// givens leave open. It fails when the givens break a rule.
func (e *Encoding) reduced() error {
	g := e.Puzzle
	s := g.Shape
	n := s.N()
	nn := n * n
	e.used = resize(e.used, 3*n)
	clear(e.used)
	rows, cols, boxes := e.used[:n], e.used[n:2*n], e.used[2*n:]
	e.locate()
	if len(g.Cells) != nn {
		return g.Validate()
	}
	for i, v := range g.Cells {
		if v != 0 {
			p := e.places[i]
			bit := uint64(1) << (v - 1)
			if int(v) > n || (rows[p.row]|cols[p.col]|boxes[p.box])&bit != 0 {
				return g.Validate() // it names the clash
			}
			rows[p.row] |= bit
			cols[p.col] |= bit
			boxes[p.box] |= bit
		}
	}
	// Number the open items in the full encoding's order; a closed item
	// (a given's) maps to -1. Without branches, as whether an item is open
	// follows no pattern the processor could predict: every item is written
	// at e.items[next] and itemAt gets next | (open-1), next or -1, but
	// next moves on only past an open item.
	e.itemAt = resize(e.itemAt, 4*nn)
	e.items = resize(e.items, 4*nn)
	var next int32
	for i, v := range g.Cells {
		open := int32(0)
		if v == 0 {
			open = 1
		}
		e.itemAt[i] = next | (open - 1)
		e.items[next] = int32(i)
		next += open
	}
	if e.swaps != nil {
		e.swapCells(next)
	}
	for k, unit := range [3][]uint64{rows, cols, boxes} {
		for a, used := range unit {
			full := (k+1)*nn + a*n
			at := e.itemAt[full:][:n]
			for b := range at {
				open := int32(^used>>b) & 1
				at[b] = next | (open - 1)
				e.items[next] = int32(full + b)
				next += open
			}
		}
	}
	e.items = e.items[:next]
	e.Problem.Reset(int(next), 0)
	all := ^uint64(0) >> (64 - n)
	for cell, v := range g.Cells {
		if v == 0 {
			p := e.places[cell]
			e.add(cell, all&^(rows[p.row]|cols[p.col]|boxes[p.box]))
		}
	}
	return nil
}

// resize returns s with length n, reusing its array when it is big enough.
func resize[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]T, n)
}

// candidateList holds the candidates of an encoding's options, option k's
// as cell*sudoku.MaxSize + value-1.
type candidateList []int32

// at returns option k's candidate, on a grid of side n.
func (cs candidateList) at(k, n int) sudoku.Candidate {
	cell, v := int(cs[k])/sudoku.MaxSize, int(cs[k])%sudoku.MaxSize
	return sudoku.Candidate{Row: cell / n, Col: cell % n, Value: v + 1}
}

// decode returns puzzle with the candidates of options filled in.
func (cs candidateList) decode(puzzle sudoku.Grid, options []int) sudoku.Grid {
	g := puzzle.Clone()
	cs.decodeInto(g, options)
	return g
}

// decodeInto fills the candidates of options into g.
func (cs candidateList) decodeInto(g sudoku.Grid, options []int) {
	for _, k := range options {
		x := cs[k]
		g.Cells[x/sudoku.MaxSize] = uint8(x%sudoku.MaxSize + 1)
	}
}

// Candidate returns the candidate of option k.
func (e *Encoding) Candidate(k int) sudoku.Candidate { return e.cands.at(k, e.Puzzle.N()) }

// Item returns the sudoku item of matrix item i.
func (e *Encoding) Item(i int) Item {
	n := e.Puzzle.N()
	full := int(e.items[i])
	return Item{Kind: Constraint(full / (n * n)), A: full % (n * n) / n, B: full % n}
}

// Group returns the label of matrix item i's group: "cell", "row",
// "column" or "box".
func (e *Encoding) Group(i int) string { return e.Item(i).Kind.String() }

// deadEnd names matrix item i and gives its cell, or -1 when it is not a
// cell's item.
func (e *Encoding) deadEnd(i int) (string, int32) {
	it := e.Item(i)
	if it.Kind == CellConstraint {
		return it.Name(), int32(it.A*e.Puzzle.N() + it.B)
	}
	return it.Name(), -1
}

// OptionOf returns the option of candidate c, or -1 when the encoding has
// none (a reduced encoding drops the candidates the givens rule out).
func (e *Encoding) OptionOf(c sudoku.Candidate) int {
	want := int32((c.Row*e.Puzzle.N()+c.Col)*sudoku.MaxSize + c.Value - 1)
	for k, x := range e.cands {
		if x == want {
			return k
		}
	}
	return -1
}

// Decode writes the puzzle with the candidates of the given options filled
// in.
func (e *Encoding) Decode(options []int) sudoku.Grid { return e.cands.decode(e.Puzzle, options) }
