package puzzle

import (
	"strings"

	"xcover/sudoku"
)

// Preset is a puzzle the page offers with one click.
type Preset struct {
	Name   string
	Puzzle string // in any format sudoku.Parse reads
}

// Presets are the page's sample puzzles.
var Presets = []Preset{
	{"Easy", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"},
	{"17 clues", "000000010400000000020000000000050407008000300001090000300400200050100000000806000"},
	{"Forum hardest", "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"},
	{"Empty", strings.Repeat(".", 81)},
	{"Unsolvable", "12345678........9" + strings.Repeat(".", 64)},
	{"Several solutions", "8.........95.......76.........426798...571243...893165......916....3.487....1.532"},
	{"6x6", "1.....\n..2.3.\n.3....\n....4.\n.5.6..\n.....2"},
	{"16x16", "1...............\n" + strings.Repeat("................\n", 15)},
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
