package player

import (
	"fmt"
	"slices"

	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/exact"
)

// Board is a sudoku puzzle being solved on screen: the puzzle, its full
// exact cover encoding (the givens are forced first choices, so they are
// animated like any other) and the player over the search.
type Board struct {
	Puzzle   sudoku.Grid
	Encoding Encoding
	Player   *Player
}

// Encoding is what a Board reads of its puzzle's full exact cover
// encoding, classic (exact.Encoding) or a variant's
// (exact.VariantEncoding): both number option cell*n + value-1.
type Encoding interface {
	// Candidate returns the candidate of option k.
	Candidate(k int) sudoku.Candidate
	// Decode writes the puzzle with the options' candidates filled in.
	Decode(options []int) sudoku.Grid
	// Group labels item i's group: "cell", "row", "diagonal", "knight pair"...
	Group(i int) string
}

// NewBoard encodes puzzle under the classic rules and puts a player at
// the start of its search. Givens that break a rule give a
// *sudoku.ConflictError.
func NewBoard(puzzle sudoku.Grid, opt dlx.Options) (*Board, error) {
	e, err := exact.Encode(puzzle, exact.Full)
	if err != nil {
		return nil, err
	}
	return newBoard(puzzle, e, e.Links, e.Forced, opt), nil
}

// NewVariantBoard encodes puzzle under the rules of rules, a variant laid
// out on the puzzle's shape, and puts a player at the start of its search;
// classic sudoku (rules nil or classic) is encoded as NewBoard does. Givens
// that break a rule give a *sudoku.ConflictError naming the unit or pair.
func NewVariantBoard(rules *sudoku.Board, puzzle sudoku.Grid, opt dlx.Options) (*Board, error) {
	if rules == nil || rules.Variant.Classic() {
		return NewBoard(puzzle, opt)
	}
	e, err := exact.EncodeVariant(rules, puzzle, exact.Full)
	if err != nil {
		return nil, err
	}
	return newBoard(puzzle, e, e.Links, e.Forced, opt), nil
}

// Regiven returns a board of puzzle, a grid of b's shape under b's rules,
// at the start of its search: it shares b's encoding of the rules (see
// exact.Encoding.Regiven), and spares a page that shows new puzzle after
// new puzzle encoding each one anew. It fails as NewVariantBoard does.
func (b *Board) Regiven(puzzle sudoku.Grid, opt dlx.Options) (*Board, error) {
	switch e := b.Encoding.(type) {
	case *exact.Encoding:
		r, err := e.Regiven(puzzle)
		if err != nil {
			return nil, err
		}
		return newBoard(puzzle, r, r.Links, r.Forced, opt), nil
	case *exact.VariantEncoding:
		r, err := e.Regiven(puzzle)
		if err != nil {
			return nil, err
		}
		return newBoard(puzzle, r, r.Links, r.Forced, opt), nil
	}
	return nil, fmt.Errorf("a board of %T cannot take new givens", b.Encoding)
}

// newBoard puts a player at the start of the search of m, e's links,
// with the givens' options forced.
func newBoard(puzzle sudoku.Grid, e Encoding, m *dlx.Links, forced []int, opt dlx.Options) *Board {
	opt.Forced = forced
	return &Board{Puzzle: puzzle, Encoding: e, Player: NewPlayer(m, opt, 0)}
}

// CellKind says where a cell's value comes from.
type CellKind uint8

const (
	// Blank: no value yet; Marks lists the candidates still possible.
	Blank CellKind = iota
	// Given: part of the puzzle.
	Given
	// Placed: chosen by the search, in the partial solution.
	Placed
	// Trying: the option being tried at the deepest level.
	Trying
)

// CellView is what the grid shows in one cell.
type CellView struct {
	Value int
	Kind  CellKind
	Marks []int // Blank cells: the values whose options are still live
}

// Cells returns the view of every cell, row by row, at the player's
// position.
func (b *Board) Cells() []CellView { return b.CellsInto(nil) }

// CellsInto is Cells written over cells, whose memory it reuses (the
// marks' too), for a page that shows the board at every frame.
func (b *Board) CellsInto(cells []CellView) []CellView {
	n := b.Puzzle.N()
	cells = slices.Grow(cells[:0], n*n)[:n*n]
	for i, v := range b.Puzzle.Cells {
		cells[i] = CellView{Marks: cells[i].Marks[:0]}
		if v != 0 {
			cells[i] = CellView{Value: int(v), Kind: Given}
		}
	}
	chosen := b.Player.Chosen()
	for j, k := range chosen {
		c := b.Encoding.Candidate(k)
		i := c.Row*n + c.Col
		if cells[i].Kind == Given {
			continue
		}
		cells[i] = CellView{Value: c.Value, Kind: Placed, Marks: cells[i].Marks}
		if j == len(chosen)-1 {
			cells[i].Kind = Trying
		}
	}
	m := b.Player.View()
	for i := range cells {
		if cells[i].Kind != Blank {
			continue
		}
		for v := 1; v <= n; v++ {
			if m.Live(i*n + v - 1) { // the full encoding's option order
				cells[i].Marks = append(cells[i].Marks, v)
			}
		}
	}
	return cells
}

// Solution returns the grid of the player's last solution: the puzzle with
// the chosen options filled in, when the last event is a Solution.
func (b *Board) Solution() (sudoku.Grid, bool) {
	e := b.Player.Last()
	if e.Kind != dlx.Solution {
		return sudoku.Grid{}, false
	}
	return b.Encoding.Decode(e.Options), true
}
