package exact

import (
	"fmt"
	"math/bits"

	"xcover/dlx"
	"xcover/sudoku"
)

// VariantEncoding is a puzzle of a variant as an exact cover matrix. Its
// primary items are the classic ones (cell, then each unit and value:
// rows, columns, boxes or regions) followed by a group per extra unit kind
// ("diagonal", "window"); its secondary items, one per pair of cells a
// knight's or king's move apart and value, let at most one of the two hold
// the value. Each candidate is an option covering its cell, its units'
// items for its value and its pairs' items for its value.
type VariantEncoding struct {
	Board   *sudoku.Board // the rules laid out on the puzzle's shape
	Puzzle  sudoku.Grid   // the puzzle encoded
	Mode    Mode          // Full or Reduced
	Problem *dlx.Problem  // the exact cover problem
	Links   *dlx.Links    // its dancing links
	// Forced lists the givens' options in the full encoding, for
	// dlx.Options.Forced; empty in the reduced one.
	Forced []int
	cands  candidateList
	items  []int32 // matrix item -> item index in the full encoding
	// scratch, reused by the generator
	itemAt []int32
	cand   []uint64
	opt    []int
	pairAt [][]int32 // per cell, the pairs holding it
}

// EncodeVariant returns the exact cover encoding of puzzle under the board's
// rules, with every item and option named ("diagonal 1 has 7", "knight
// pair r1c1-r2c3 has 5", "r3c5=7"). It fails when the puzzle does not fit
// the board or its givens break a rule.
func EncodeVariant(b *sudoku.Board, puzzle sudoku.Grid, mode Mode) (*VariantEncoding, error) {
	e := &VariantEncoding{Board: b}
	if err := e.encode(puzzle, mode); err != nil {
		return nil, err
	}
	for i := range e.Problem.Items() {
		e.Problem.SetItemName(i, e.ItemName(i))
	}
	for k := range e.Problem.Options() {
		e.Problem.SetOptionName(k, e.Candidate(k).Name())
	}
	return e, nil
}

// Regiven returns the full encoding of puzzle under e's board, from e, a
// full encoding under it: the problem, its names and its links are e's,
// shared, and only the givens forced are puzzle's. Neither encoding may be
// encoded again after this (a search works on an engine of its own). It fails as
// EncodeVariant does, and encodes puzzle anew when e is not a full
// encoding.
func (e *VariantEncoding) Regiven(puzzle sudoku.Grid) (*VariantEncoding, error) {
	if e.Mode != Full {
		return EncodeVariant(e.Board, puzzle, Full)
	}
	if err := e.Board.Validate(puzzle); err != nil {
		return nil, err
	}
	return &VariantEncoding{Board: e.Board, Puzzle: puzzle, Mode: Full, Problem: e.Problem, Links: e.Links, Forced: fullForced(puzzle), cands: e.cands, items: e.items}, nil
}

// fullItems is the number of items in the full encoding: primary (cells,
// then units by value) and secondary (pairs by value).
func fullItems(b *sudoku.Board) (primary, secondary int) {
	n := b.Shape.N()
	return n*n + len(b.Units)*n, len(b.Pairs) * n
}

// encode builds the problem without names and loads its links, reusing
// e's memory.
func (e *VariantEncoding) encode(puzzle sudoku.Grid, mode Mode) error {
	b := e.Board
	if err := b.Validate(puzzle); err != nil {
		return err
	}
	if e.Problem == nil {
		e.Problem, e.Links = &dlx.Problem{}, &dlx.Links{}
	}
	if e.pairAt == nil {
		e.pairAt = make([][]int32, len(puzzle.Cells))
		for k, p := range b.Pairs {
			e.pairAt[p.A] = append(e.pairAt[p.A], int32(k))
			e.pairAt[p.B] = append(e.pairAt[p.B], int32(k))
		}
	}
	e.Puzzle, e.Mode = puzzle, mode
	n := b.Shape.N()
	nn := n * n
	prim, sec := fullItems(b)
	e.itemAt = resize(e.itemAt, prim+sec)
	e.items = e.items[:0]
	e.cands, e.Forced = e.cands[:0], e.Forced[:0]
	all := sudoku.AllValues(n)
	if mode == Full {
		for i := range e.itemAt {
			e.itemAt[i] = int32(i)
			e.items = append(e.items, int32(i))
		}
		e.Problem.Reset(prim, sec)
		for c, v := range puzzle.Cells {
			if v != 0 {
				e.Forced = append(e.Forced, len(e.cands)+int(v)-1)
			}
			if err := e.addCell(c, all); err != nil {
				return err
			}
		}
		e.Links.Load(e.Problem)
		return nil
	}
	// Reduced: drop the givens' cells and the unit values they hold, and
	// every candidate a given's peer rules out.
	e.cand = b.Candidates(puzzle.Cells, e.cand)
	for i := range e.itemAt {
		e.itemAt[i] = -1
	}
	for c, v := range puzzle.Cells {
		if v == 0 {
			e.itemAt[c] = 1
		}
	}
	for u, unit := range b.Units {
		var held uint64
		for _, c := range unit.Cells {
			if v := puzzle.Cells[c]; v != 0 {
				held |= 1 << (v - 1)
			}
		}
		for v := range n {
			if held&(1<<v) == 0 {
				e.itemAt[nn+u*n+v] = 1
			}
		}
	}
	primary := 0
	for i := range prim {
		if e.itemAt[i] >= 0 {
			e.itemAt[i] = int32(primary)
			e.items = append(e.items, int32(i))
			primary++
		}
	}
	for i := prim; i < prim+sec; i++ {
		e.itemAt[i] = int32(len(e.items))
		e.items = append(e.items, int32(i))
	}
	e.Problem.Reset(primary, sec)
	for c, v := range puzzle.Cells {
		if v == 0 {
			if err := e.addCell(c, e.cand[c]); err != nil {
				return err
			}
		}
	}
	e.Links.Load(e.Problem)
	return nil
}

// addCell adds the options of cell c for the values in free.
func (e *VariantEncoding) addCell(c int, free uint64) error {
	b := e.Board
	n := b.Shape.N()
	nn := n * n
	prim, _ := fullItems(b)
	for ; free != 0; free &= free - 1 {
		v := bits.TrailingZeros64(free)
		e.opt = append(e.opt[:0], int(e.itemAt[c]))
		for _, u := range b.UnitsOf(c) {
			e.opt = append(e.opt, int(e.itemAt[nn+int(u)*n+v]))
		}
		for _, p := range e.pairAt[c] {
			e.opt = append(e.opt, int(e.itemAt[prim+int(p)*n+v]))
		}
		if _, err := e.Problem.AddOption(e.opt...); err != nil {
			return err
		}
		e.cands = append(e.cands, int32(c*sudoku.MaxSize+v))
	}
	return nil
}

// Candidate returns the candidate of option k.
func (e *VariantEncoding) Candidate(k int) sudoku.Candidate { return e.cands.at(k, e.Board.Shape.N()) }

// Group returns the label of matrix item i's group: "cell", "row",
// "column", "box", "region", "diagonal", "window", "knight pair" or "king
// pair".
func (e *VariantEncoding) Group(i int) string {
	b := e.Board
	n := b.Shape.N()
	full := int(e.items[i])
	prim, _ := fullItems(b)
	switch {
	case full < n*n:
		return "cell"
	case full < prim:
		return b.Units[(full-n*n)/n].Label
	default:
		return b.Pairs[(full-prim)/n].Label
	}
}

// ItemName names matrix item i: "cell r3c5", "row 3 has 7", "diagonal 1
// has 7", "knight pair r1c1-r2c3 has 5".
func (e *VariantEncoding) ItemName(i int) string {
	b := e.Board
	n := b.Shape.N()
	full := int(e.items[i])
	prim, _ := fullItems(b)
	switch {
	case full < n*n:
		return "cell " + sudoku.CellName(full/n, full%n)
	case full < prim:
		k := full - n*n
		return fmt.Sprintf("%s has %d", b.Units[k/n].Name(), k%n+1)
	default:
		k := full - prim
		return fmt.Sprintf("%s has %d", b.Pairs[k/n].Name(n), k%n+1)
	}
}

// deadEnd names matrix item i and gives its cell, or -1 when it is not a
// cell's item.
func (e *VariantEncoding) deadEnd(i int) (string, int32) {
	if full := e.items[i]; int(full) < len(e.Puzzle.Cells) {
		return e.ItemName(i), full
	}
	return e.ItemName(i), -1
}

// Decode writes the puzzle with the candidates of the given options filled in.
func (e *VariantEncoding) Decode(options []int) sudoku.Grid { return e.cands.decode(e.Puzzle, options) }
