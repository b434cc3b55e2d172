package puzzle

import (
	"strings"

	"xcover/sudoku"
)

// Preset is a puzzle the page offers with one click, with its rules.
type Preset struct {
	Name   string
	Puzzle string // in any format format.Parse reads
	// Variant names the rules as sudoku.ParseVariant reads them; empty
	// for classic sudoku.
	Variant string
	// Layout is a jigsaw's regions (see ReadLayout); empty otherwise.
	Layout string
	// Source says where a published puzzle comes from.
	Source string
}

// Rules returns the preset's variant, with a jigsaw's regions, for its
// grid of side n.
func (p Preset) Rules(n int) (sudoku.Variant, error) {
	v, err := sudoku.ParseVariant(p.Variant)
	if err != nil || p.Layout == "" {
		return v, err
	}
	v.Regions, err = ReadLayout("The preset's jigsaw layout", p.Layout, n)
	return v, err
}

// Presets are the page's sample puzzles.
var Presets = []Preset{
	{Name: "Easy", Puzzle: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"},
	{Name: "17 clues", Puzzle: "000000010400000000020000000000050407008000300001090000300400200050100000000806000"},
	{Name: "Forum hardest", Puzzle: "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"},
	{Name: "Empty", Puzzle: strings.Repeat(".", 81)},
	{Name: "Unsolvable", Puzzle: "12345678........9" + strings.Repeat(".", 64)},
	{Name: "Several solutions", Puzzle: "8.........95.......76.........426798...571243...893165......916....3.487....1.532"},
	{Name: "6x6", Puzzle: "1.....\n..2.3.\n.3....\n....4.\n.5.6..\n.....2"},
	{Name: "16x16", Puzzle: "1...............\n" + strings.Repeat("................\n", 15)},
	// Variants, published with their solutions (sudoku's
	// TestPublishedVariantPuzzles checks them): appended, so that the
	// presets above keep their indexes.
	{Name: "X-sudoku", Variant: "x", Source: "UK Puzzles",
		Puzzle: ".....38......47...6...2....89........23...78........36....3...4...16......78....."},
	{Name: "X-sudoku 2", Variant: "x", Source: "Sudopedia",
		Puzzle: ".............................................7.4.5.3.9.5.6.7.8.9.3.4.6.7.1.2.3.4."},
	{Name: "Jigsaw", Variant: "jigsaw", Source: "Janko, Chaos Sudoku 108",
		Puzzle: "8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.",
		Layout: "999998888555998888555998333555111333222111333222111444222766444777766444777766666"},
}

// Sizes are the grid shapes of the size selector.
var Sizes = []sudoku.Shape{
	{BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, {BoxRows: 3, BoxCols: 3},
	{BoxRows: 3, BoxCols: 4}, {BoxRows: 4, BoxCols: 4}, {BoxRows: 5, BoxCols: 5},
}

// MaxSide is the largest grid side the page takes, the largest of Sizes:
// its matrix is drawn one pixel per cell, and a 36x36 grid's (46,656
// options x 5,184 items) would not fit the browser's canvas or memory. The
// command line solves grids up to sudoku.MaxSize.
var MaxSide = Sizes[len(Sizes)-1].N()
