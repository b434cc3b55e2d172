package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/puzzle"
	"xcover/sudoku"
)

var nine = sudoku.Shape{BoxRows: 3, BoxCols: 3}

// cellsWith lists the cells whose classes hold class.
func cellsWith(classes []string, class string) []int {
	var cells []int
	for i, c := range classes {
		if strings.Contains(" "+c+" ", " "+class+" ") {
			cells = append(cells, i)
		}
	}
	return cells
}

// TestRuleClasses checks how the grid draws each variant: thick lines
// where a box or a jigsaw's region starts, the diagonals and the windows
// shaded.
func TestRuleClasses(t *testing.T) {
	board := func(v sudoku.Variant, s sudoku.Shape) *sudoku.Board {
		b, err := v.Board(s)
		require.NoError(t, err)
		return b
	}
	jigsaw, err := sudoku.ParseRegions(puzzle.Presets[10].Layout, 9, 1)
	require.NoError(t, err)
	four := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	tests := []struct {
		name      string
		shape     sudoku.Shape
		rules     *sudoku.Board
		class     string
		firstRows []int // the cells of the first two rows with the class
	}{
		{"boxes", nine, nil, "box-left", []int{0, 3, 6, 9, 12, 15}},
		{"classic", nine, board(sudoku.Variant{}, nine), "box-top", []int{0, 1, 2, 3, 4, 5, 6, 7, 8}},
		// Janko's layout: 999998888 / 555998888.
		{"jigsaw left lines", nine, board(sudoku.Variant{Jigsaw: true, Regions: jigsaw}, nine), "box-left", []int{0, 5, 9, 12, 14}},
		{"jigsaw top lines", nine, board(sudoku.Variant{Jigsaw: true, Regions: jigsaw}, nine), "box-top", []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}},
		{"x", nine, board(sudoku.Variant{Diagonals: true}, nine), "diagonal", []int{0, 8, 10, 16}},
		{"windoku", nine, board(sudoku.Variant{Windows: true}, nine), "window", []int{10, 11, 12, 14, 15, 16}},
		{"windoku 4x4", four, board(sudoku.Variant{Windows: true}, four), "window", []int{5, 6}},
		{"anti-knight draws nothing more", nine, board(sudoku.Variant{AntiKnight: true}, nine), "diagonal", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			classes := RuleClasses(tt.shape, tt.rules)
			require.Len(t, classes, tt.shape.N()*tt.shape.N())
			var first []int
			for _, c := range cellsWith(classes, tt.class) {
				if c < 2*tt.shape.N() {
					first = append(first, c)
				}
			}
			assert.Equal(t, tt.firstRows, first)
		})
	}
	both := RuleClasses(nine, board(sudoku.Variant{Diagonals: true, Windows: true}, nine))
	assert.Equal(t, " diagonal window", both[10], "r2c2 is on a diagonal and in a window, once each")
}

// TestRulesPicker works the picker's rules as its checkboxes and layout
// box do: rules combine, a jigsaw starts from the boxes, a layout the user
// typed stays, a size change turns off what it cannot play.
func TestRulesPicker(t *testing.T) {
	var r Rules
	r.Tick("x", true, nine)
	r.Tick("anti-king", true, nine)
	assert.Equal(t, "x+anti-king", r.Variant.String())
	b, err := r.Board(nine)
	require.NoError(t, err)
	assert.Len(t, b.Units, 29)

	r.Tick("jigsaw", true, nine)
	assert.Equal(t, puzzle.BoxLayout(nine), r.Layout, "a jigsaw starts from the boxes")
	assert.Empty(t, r.LayoutError)
	assert.Len(t, r.Variant.Regions, 81)

	r.Layout = "12"
	assert.False(t, r.ReadLayout(9))
	assert.Equal(t, "The jigsaw layout: column 2: 2 cells, want 81", r.LayoutError)
	_, err = r.Board(nine)
	assert.ErrorIs(t, err, ErrLayout)
	r.Tick("jigsaw", false, nine)
	assert.Empty(t, r.LayoutError, "no jigsaw, no layout to fix")
	assert.Nil(t, r.Variant.Regions)
	r.Tick("jigsaw", true, nine)
	assert.Equal(t, "12", r.Layout, "the text typed stays")
	assert.NotEmpty(t, r.LayoutError)

	r.Layout = puzzle.BoxLayout(nine)
	require.True(t, r.ReadLayout(9))
	r.Tick("windoku", true, nine)
	assert.Equal(t, "Windoku is off: windoku needs square boxes of side 2 or more, not 12x12 (3x4 boxes). The jigsaw layout starts again from the 12x12 boxes.",
		r.Fit(sudoku.Shape{BoxRows: 3, BoxCols: 4}))
	assert.Equal(t, "x+anti-king+jigsaw", r.Variant.String())
	assert.Len(t, r.Variant.Regions, 144)
	assert.Empty(t, r.Fit(sudoku.Shape{BoxRows: 3, BoxCols: 4}), "nothing more to change")

	r.Set(sudoku.Variant{})
	assert.Equal(t, "classic", r.Variant.String())
	r.SetBadLayout(sudoku.Variant{Jigsaw: true}, &puzzle.LayoutError{Msg: "The link's jigsaw has no layout"}, nine)
	assert.Equal(t, puzzle.BoxLayout(nine), r.Layout, "an empty layout starts from the boxes")
	assert.Equal(t, "The link's jigsaw has no layout", r.LayoutError)
}
