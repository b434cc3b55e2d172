package input

import (
	"errors"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/puzzle"
	"xcover/sudoku"
	"xcover/sudoku/format"
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
}

// TestRulesReadLink reads links whole: one with no puzzle loads nothing
// and says nothing; one that cannot be read loads nothing, says why and
// leaves the rules; a layout that does not read still loads.
func TestRulesReadLink(t *testing.T) {
	jig := puzzle.Presets[10]
	for _, tc := range []struct {
		name, query, variant, err string
		ok                        bool
	}{
		{"empty", "", "x", "", false},
		{"no puzzle", "m=dlx", "x", "", false},
		{"bad query", "p=%zz", "x", "invalid URL escape", false},
		{"bad puzzle", "p=12", "x", "The link's puzzle", false},
		{"bad variant", "p=" + jig.Puzzle + "&variant=hex", "x", `The link's variant "hex" is none of`, false},
		{"bad layout", "p=" + jig.Puzzle + "&regions=12.", "jigsaw", "", true},
		{"classic", "p=" + jig.Puzzle, "classic", "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := Rules{Variant: sudoku.Variant{Diagonals: true}}
			s, ok, err := r.ReadLink(tc.query)
			assert.Equal(t, tc.ok, ok)
			if tc.err != "" {
				assert.ErrorContains(t, err, tc.err)
			} else {
				assert.NoError(t, err)
			}
			assert.Equal(t, tc.variant, r.Variant.String())
			if ok {
				assert.Equal(t, 81, len(s.Puzzle.Cells), "the link's puzzle comes back")
			}
		})
	}
}

// host is an input.Host that keeps what it is handed.
type host struct {
	got []sudoku.Grid
	msg string
}

func (h *host) Puzzle() sudoku.Grid {
	if len(h.got) == 0 {
		return sudoku.Grid{}
	}
	return h.got[len(h.got)-1]
}
func (h *host) SetPuzzle(g sudoku.Grid) { h.got = append(h.got, g) }
func (h *host) Say(msg string)          { h.msg = msg }

// TestTake hands a puzzle read to the page, or its error to the message,
// the page's puzzle staying; Load and LoadPreset read then take, the
// preset's text going into the paste box; Restore reads a link's rules.
func TestTake(t *testing.T) {
	var in Input
	h := &host{}
	g, err := puzzle.ReadPuzzle("the text", puzzle.Presets[0].Puzzle, format.Options{})
	require.NoError(t, err)
	assert.True(t, in.Take(h, g, nil))
	assert.Empty(t, h.msg)
	require.Len(t, h.got, 1)
	assert.True(t, h.got[0].Equal(g))

	assert.False(t, in.Take(h, sudoku.Grid{}, errors.New("the text: line 1: too short")))
	assert.Equal(t, "the text: line 1: too short", h.msg)
	assert.Len(t, h.got, 1, "nothing more is handed on")

	assert.False(t, in.Load(h, "12345", format.Options{}))
	assert.Len(t, h.got, 1)
	assert.NotEmpty(t, h.msg)
	in.LoadPreset(h, puzzle.Presets[8]) // X-sudoku
	assert.Len(t, h.got, 2)
	assert.Equal(t, puzzle.Presets[8].Puzzle, in.Paste)
	assert.Equal(t, "x", in.Rules.Variant.String())
	s, ok := in.Restore(h, puzzle.State{Puzzle: g}.Query())
	assert.True(t, ok)
	assert.True(t, s.Puzzle.Equal(g))
	assert.Equal(t, "classic", in.Rules.Variant.String(), "the link's rules")
}

// TestRulesFromLink takes the rules of links: a link's rules, a layout
// that does not read kept to be fixed, other mistakes left to the page.
func TestRulesFromLink(t *testing.T) {
	jig := puzzle.Presets[10]
	for _, tc := range []struct {
		query, variant, layout, layoutError, err string
	}{
		{"p=" + jig.Puzzle + "&regions=" + jig.Layout, "jigsaw", "111112222\n333112222\n", "", ""},
		{"p=" + jig.Puzzle + "&variant=jigsaw", "jigsaw", puzzle.BoxLayout(nine), "The link's jigsaw has no layout: give its regions, one label per cell", ""},
		{"p=" + jig.Puzzle + "&regions=12.", "jigsaw", "12.", "The link's jigsaw layout: column 3 (r1c3): '.' is not a region label (a digit or a letter)", ""},
		{"p=" + jig.Puzzle + "&variant=hex", "x", "", "", `The link's variant "hex" is none of`},
		{"p=" + jig.Puzzle, "classic", "", "", ""},
	} {
		r := Rules{Variant: sudoku.Variant{Diagonals: true}}
		s, ok, err := puzzle.ParseState(tc.query)
		require.True(t, ok)
		err = r.fromLink(s, err)
		if tc.err != "" {
			assert.ErrorContains(t, err, tc.err)
		} else {
			assert.NoError(t, err)
		}
		assert.Equal(t, tc.variant, r.Variant.String(), tc.query)
		assert.Contains(t, r.Layout, tc.layout, tc.query)
		assert.Equal(t, tc.layoutError, r.LayoutError, tc.query)
	}
}

// TestRulesReadPuzzle reads pasted puzzles: a jigsaw's layout line after
// its puzzle ticks jigsaw; a classic puzzle leaves the rules alone.
func TestRulesReadPuzzle(t *testing.T) {
	jig := puzzle.Presets[10]
	var r Rules
	g, err := r.ReadPuzzle(jig.Puzzle+"\n"+jig.Layout, format.Options{})
	require.NoError(t, err)
	assert.Equal(t, 20, g.Givens())
	assert.Equal(t, "jigsaw", r.Variant.String())
	assert.Equal(t, jig.Layout, r.Layout)
	assert.Len(t, r.Variant.Regions, 81)

	r = Rules{Variant: sudoku.Variant{Diagonals: true}}
	_, err = r.ReadPuzzle(puzzle.Presets[0].Puzzle, format.Options{})
	require.NoError(t, err)
	assert.Equal(t, "x", r.Variant.String())
	_, err = r.ReadPuzzle("12345\n"+jig.Layout, format.Options{})
	assert.ErrorContains(t, err, "line 2: row has 81 cells; want 5 like the first row (line 1)")
	assert.Equal(t, "x", r.Variant.String(), "the rules stay")
}

// TestPasteBox draws the paste box with the text typed so far.
func TestPasteBox(t *testing.T) {
	in := Input{Paste: "1.3..4.22..1.1.3"}
	html := app.HTMLString(in.PasteBox())
	assert.Contains(t, html, `id="paste"`)
	assert.Contains(t, html, `value="1.3..4.22..1.1.3"`)
}

// TestRulesLay lays rules out for a page: a board and the cells' classes,
// or no board and what the message says; nothing when the layout box
// already tells what is wrong.
func TestRulesLay(t *testing.T) {
	six := sudoku.Shape{BoxRows: 2, BoxCols: 3}
	for _, tc := range []struct {
		name  string
		rules Rules
		shape sudoku.Shape
		board bool
		msg   string
	}{
		{"classic", Rules{}, nine, true, ""},
		{"x", Rules{Variant: sudoku.Variant{Diagonals: true}}, nine, true, ""},
		{"jigsaw without a layout", Rules{Variant: sudoku.Variant{Jigsaw: true}}, nine, false, ""},
		{"windoku on 6x6", Rules{Variant: sudoku.Variant{Windows: true}}, six, false, "windoku needs square boxes"},
	} {
		b, classes, msg := tc.rules.Lay(tc.shape)
		assert.Equal(t, tc.board, b != nil, tc.name)
		assert.Len(t, classes, tc.shape.N()*tc.shape.N(), tc.name)
		if tc.msg == "" {
			assert.Empty(t, msg, tc.name)
		} else {
			assert.Contains(t, msg, tc.msg, tc.name)
		}
	}
}

// TestRulesLayAgain gives the same layout while the shape and rules stay,
// and lays them out anew when either changes, a jigsaw's regions too.
func TestRulesLayAgain(t *testing.T) {
	var r Rules
	first, classes, _ := r.Lay(nine)
	again, _, _ := r.Lay(nine)
	assert.Same(t, first, again, "the same rules on the same shape")

	six, _, _ := r.Lay(sudoku.Shape{BoxRows: 2, BoxCols: 3})
	assert.Equal(t, 6, six.Shape.N(), "another shape")

	r.Variant.Diagonals = true
	x, xClasses, _ := r.Lay(nine)
	assert.True(t, x.Variant.Diagonals, "other rules")
	assert.NotEqual(t, classes, xClasses)

	regions := sudoku.BoxRegions(nine)
	r.Variant = sudoku.Variant{Jigsaw: true, Regions: regions}
	jigsaw, _, _ := r.Lay(nine)
	require.NotNil(t, jigsaw)
	regions[0], regions[3] = regions[3], regions[0] // the rules' regions change in place
	changed, _, msg := r.Lay(nine)
	fresh, _, freshMsg := (&Rules{Variant: r.Variant}).Lay(nine)
	assert.NotSame(t, jigsaw, changed, "the regions changed")
	assert.Equal(t, fresh, changed)
	assert.Equal(t, freshMsg, msg)
}
