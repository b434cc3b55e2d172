package sudokupage

import (
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/puzzle"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/logic"
)

// hintNow asks for a hint and runs the frames' slices of it to the end.
func hintNow(t *testing.T, p *Page) {
	t.Helper()
	p.showHint()
	require.NotNil(t, p.hinter, "the click only starts the hint")
	apptest.RunSlices(t, p.findHint, time.Millisecond)
	assert.Nil(t, p.hinter)
}

// TestHint checks the hint names a technique and marks its cells without
// giving the value, says when a guess is needed, and goes with the puzzle.
func TestHint(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	require.True(t, p.loadText(puzzle.Presets[0].Puzzle, format.Options{}))
	hintNow(t, p)
	b, err := sudoku.Variant{}.Board(p.puzzle.Shape)
	require.NoError(t, err)
	d, err := logic.Hint(b, p.puzzle)
	require.NoError(t, err)
	want := "Hint: " + article(d.Technique.String()) + " " + d.Technique.String()
	if d.Unit != "" {
		want += " in " + d.Unit
	}
	assert.Equal(t, want+". Look at the marked cells.", p.hint, "the technique and where, not the value")
	assert.Equal(t, d.Cells, p.hintCells)
	assert.NotEmpty(t, p.hintCells)
	require.True(t, p.loadText(puzzle.Presets[2].Puzzle, format.Options{})) // forum hardest
	assert.Empty(t, p.hint, "a new puzzle drops the hint")
	hintNow(t, p)
	assert.NotEmpty(t, p.hint)
	require.True(t, p.loadText(strings.Repeat(".", 81), format.Options{}))
	hintNow(t, p)
	assert.Contains(t, p.hint, "No hint", "an empty grid has many solutions")
}

// random25 is a 25x25 grid of 150 random givens that break no rule: the
// search for up to two of its solutions finds none in 2,000,000 nodes, nor
// proves there is none.
const random25 = `...IM..5..D......4.L.....
.........NC....H.....M...
........E.....I..........
...4.3.....2......8G..A.O
.......F.I....J5.76...3..
.N9.........ED.4....B....
..D......1....F.2......GJ
.3.O.ED.FJB.C7.....M.....
J.4L....78....5...BFD.O..
7...5.G.K.O.P..C......2..
O........3......FE.......
68J.........K.....7.....D
....L.....H.3........C...
.......9..7.........8.K..
M...............43P..9...
...H.4N.6..L..7P.........
......9B.....8.M.L.....7I
.5..6...I.1....G.H..3.J..
.................1.....O.
4....2..H.P.............F
..E....3....6....N5......
.........C.KF.NJ...7G.H..
........8.9..M...A..1....
P.I6.5.............4F...A
.M2...7I..J............3K
`

// TestHintTooHard checks a hint on a grid whose check would run for
// minutes gives up after maxHintWork nodes, in the frames' slices, and
// says what happened and what to do; meanwhile the button says it is
// looking, and a new puzzle drops the search.
func TestHintTooHard(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	require.True(t, p.loadText(random25, format.Options{}))
	require.NotNil(t, p.board, "the givens break no rule")
	p.showHint()
	require.False(t, p.findHint(time.Nanosecond), "one slice is not the whole check")
	assert.Empty(t, p.hint, "nothing to tell yet")
	button := app.HTMLString(p.renderHint())
	assert.Contains(t, button, "Looking for a hint...")
	assert.Contains(t, button, "disabled")
	require.True(t, p.loadText(puzzle.Presets[0].Puzzle, format.Options{}))
	assert.Nil(t, p.hinter, "a new puzzle drops the search")

	require.True(t, p.loadText(random25, format.Options{}))
	hintNow(t, p)
	assert.Equal(t, "No hint: a hint needs a puzzle with exactly one solution, and 2,000,000 nodes of search could not tell "+
		"whether this one has. Fill in more cells and ask again, or use Check uniqueness, which searches for as long as it takes.", p.hint)
	assert.Empty(t, p.hintCells)
}

func TestArticle(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"naked single", "a"}, {"locked candidates", "a"}, {"X-wing", "an"}, {"XY-wing", "an"},
		{"swordfish", "a"}, {"chain", "a"}, {"", "a"},
	} {
		assert.Equal(t, tc.want, article(tc.name), tc.name)
	}
}
