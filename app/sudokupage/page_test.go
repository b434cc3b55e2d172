package sudokupage

import (
	"html"
	"regexp"
	"slices"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/draw"
	"xcover/app/player"
	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku/exact"
	"xcover/sudoku/format"
)

// The paths of a few elements in Page's tree (component, then children).
var (
	pathRoot    = []int{0}
	pathTitle   = []int{0, 0, 0, 0, 0} // the header is a keyed part
	pathMessage = []int{3}             // in renderInput's tree
)

func TestPageRendersDefaultPuzzle(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	require.NoError(t, app.Match(app.Div().ID("xcover"), p, pathRoot...))
	require.NoError(t, app.Match(app.Text("xcover"), p, pathTitle...))
	require.NotNil(t, p.board)
	assert.Equal(t, 30, p.puzzle.Givens(), "the easy preset")
	// The grid's element is rendered; its first cell, painted into it,
	// shows the given 5, under the cursor.
	assert.Contains(t, app.HTMLString(p.renderGridBox()), `id="grid"`)
	assert.Equal(t, face{"cell given box-top box-left cursor", "5", "r1c1: 5"}, p.shown[0].face)
	assert.Contains(t, p.Narration(), "Ready: 30 givens")
}

func TestPageShowsBadInputAndKeepsIt(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	before := p.puzzle.Clone()
	p.in.Paste = "12345"
	assert.False(t, p.loadText(p.in.Paste, format.Options{}))
	assert.Equal(t, "12345", p.in.Paste, "the text stays in the box")
	assert.True(t, before.Equal(p.puzzle), "the puzzle is unchanged")
	assert.Contains(t, p.message, "5 cells")
	// Match the freshly rendered input (a keyed part of the page).
	require.NoError(t, app.Match(app.P().ID("message").Class("error").Attr("role", "alert"), p.renderInput(), pathMessage...))
}

func TestPageHighlightsClashingGivens(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.setCell(1, 5) // r1c1 is 5 already
	assert.Nil(t, p.board, "no search while the givens clash")
	assert.Equal(t, []int{0, 1}, p.conflict)
	assert.Contains(t, p.message, "r1c1 and r1c2 both hold 5")
	assert.Equal(t, 5, p.puzzle.Get(0, 1), "what was typed stays")
	p.setCell(1, 0)
	assert.NotNil(t, p.board)
	assert.Empty(t, p.message)
	assert.Empty(t, p.conflict)
}

func TestPagePlaysToSolution(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.playback.Transport.Pace.Speed = len(player.Speeds) - 1 // full speed
	p.playback.Transport.Playing = true
	for p.playback.Transport.Playing {
		p.playback.Advance(p.playback.Transport.Pace.Due(0))
	}
	last := p.board.Player.Last()
	assert.Equal(t, dlx.Solution, last.Kind, "the solution breakpoint stops the player")
	g, ok := p.board.Solution()
	require.True(t, ok)
	assert.True(t, g.Solves(p.puzzle))
	assert.Equal(t, "Solution found with 81 options", p.Narration())
}

func TestPageBreakpoints(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.playback.Breaks.Solution, p.playback.Breaks.Level = false, 31
	p.playback.Transport.Pace.Speed = len(player.Speeds) - 1 // full speed
	p.playback.Transport.Playing = true
	for p.playback.Transport.Playing {
		p.playback.Advance(p.playback.Transport.Pace.Due(0))
	}
	last := p.board.Player.Last()
	assert.Equal(t, dlx.Branch, last.Kind)
	assert.Equal(t, int32(31), last.Level)
}

func TestPageSpeedPacesEvents(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.playback.Transport.Pace.Speed = 3 // 10 events per second
	p.playback.Transport.Playing = true
	p.playback.Transport.Pace.Due(1000) // the first frame
	p.playback.Advance(p.playback.Transport.Pace.Due(1250))
	assert.Equal(t, 2, p.board.Player.Pos(), "a quarter second at 10/s")
	p.playback.Advance(p.playback.Transport.Pace.Due(1300))
	assert.Equal(t, 3, p.board.Player.Pos(), "fractions carry over")
}

func TestPageKeys(t *testing.T) {
	for _, tc := range []struct {
		key  string
		n    int
		want int
		ok   bool
	}{{"7", 9, 7, true}, {"A", 16, 10, true}, {"g", 16, 16, true}, {"A", 9, 0, false}, {"Enter", 9, 0, false}} {
		v, ok := keyValue(tc.key, tc.n)
		assert.Equal(t, tc.ok, ok, tc.key)
		if ok {
			assert.Equal(t, tc.want, v)
		}
	}
}

func TestPastedClashIsShownNotLost(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	clash := "55" + puzzle.Presets[0].Puzzle[2:]
	assert.True(t, p.loadText(clash, format.Options{}), "the link follows the grid on screen")
	assert.Equal(t, 5, p.puzzle.Get(0, 1), "the pasted grid is on screen")
	assert.Equal(t, []int{0, 1}, p.conflict)
	assert.Contains(t, p.message, "both hold 5")
}

// TestPageNewPuzzleDropsHover checks that loading another puzzle drops the
// pointer's highlight: the old puzzle's option would light up another cell
// of the new one, or none and panic the grid's render. A stale option
// that gets through anyway lights up nothing.
func TestPageNewPuzzleDropsHover(t *testing.T) {
	tests := []struct {
		name   string
		from   string // the puzzle hovered
		option int    // the option under the pointer
		load   func(p *Page)
	}{
		{"size 16x16 to 12x12", puzzle.Presets[7].Puzzle, 4095, func(p *Page) { p.newSize(puzzle.Sizes[3]) }},
		{"6x6 preset", puzzle.Presets[0].Puzzle, 63, func(p *Page) { p.loadText(puzzle.Presets[6].Puzzle, format.Options{}) }},
		{"pasted 1x1", puzzle.Presets[0].Puzzle, 63, func(p *Page) { p.loadText("1", format.Options{}) }},
		{"typed value", puzzle.Presets[0].Puzzle, 63, func(p *Page) { p.setCell(7, 1) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := apptest.Mount(t, &Page{})
			require.True(t, p.loadText(tt.from, format.Options{}))
			p.playback.Highlight(tt.option)
			require.NotEqual(t, -1, p.hoverCell())
			require.NotEmpty(t, p.playback.Tooltip)
			tt.load(p)
			assert.Equal(t, draw.NoHighlight, p.playback.Hover)
			assert.Empty(t, p.playback.Tooltip)
			assert.Equal(t, -1, p.hoverCell())
			assert.NotPanics(t, func() { p.Render() })

			p.playback.Hover = draw.Highlight{Option: tt.option} // stale all the same
			assert.NotPanics(t, func() { p.Render() })
		})
	}
}

// TestJumpsKeepTheSettings jumps to the solution and to the end on the
// sudoku page: past the breakpoints, at full speed, and the speed and the
// breakpoints stay as the user set them.
func TestJumpsKeepTheSettings(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	require.True(t, p.loadText(puzzle.Presets[2].Puzzle, format.Options{})) // forum hardest: dead ends before the solution
	p.playback.Breaks.DeadEnd = true
	speed := p.playback.Transport.Pace.Speed
	p.playback.Jump(func(e dlx.Event) bool { return e.Kind == dlx.Solution })
	for p.playback.Transport.Playing {
		p.playback.Advance(p.playback.Transport.Pace.Due(0))
	}
	assert.Equal(t, dlx.Solution, p.board.Player.Last().Kind, "to the solution, past the dead ends")
	p.playback.Jump(nil)
	for p.playback.Transport.Playing {
		p.playback.Advance(p.playback.Transport.Pace.Due(0))
	}
	assert.True(t, p.board.Player.AtEnd())
	assert.Equal(t, speed, p.playback.Transport.Pace.Speed)
	assert.True(t, p.playback.Breaks.Solution)
	assert.True(t, p.playback.Breaks.DeadEnd)
	assert.False(t, p.playback.Transport.Pace.Rush, "the jump is over")

}

// TestPageAlgorithmPanel checks the panel lights the line each event runs,
// forwards and stepping back, from the page's own player.
func TestPageAlgorithmPanel(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	lit := func() string {
		m := regexp.MustCompile(`<li[^>]*aria-current="step"[^>]*>([^<]*)</li>`).FindStringSubmatch(app.HTMLString(p.playback.RenderAlgorithm()))
		require.NotNil(t, m, "a line is lit")
		return html.UnescapeString(m[1])
	}
	assert.Equal(t, "search: solve(0), then stop", lit())
	p.board.Player.Step()
	assert.Equal(t, "choose an item i with the fewest options, s of them", lit())
	p.board.Player.Step()
	assert.Equal(t, "cover(i)", lit())
	for p.board.Player.Last().Kind != dlx.Try {
		p.board.Player.Step()
	}
	assert.Equal(t, "for each option o in i's list, top to bottom:", lit())
	p.board.Player.Back()
	p.board.Player.Back()
	p.board.Player.Step()
	assert.Equal(t, "cover(i)", lit(), "stepping back and forth lights the same line")
}

// TestGridRendersWhenACellChanges: the grid's key stays while nothing it
// shows changes, so that go-app leaves it alone, and changes with a cell
// or the cursor.
func TestGridRendersWhenACellChanges(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	key := func() string { return p.renderGrid().(*gridBox).Key }
	k1 := key()
	assert.Equal(t, k1, key(), "nothing changed")
	p.cursor = 5
	k2 := key()
	assert.NotEqual(t, k1, k2, "the cursor moved")
	trying := func() bool {
		return slices.ContainsFunc(p.board.Cells(), func(c player.CellView) bool { return c.Kind == player.Trying })
	}
	for !trying() {
		require.True(t, p.board.Player.Step())
	}
	assert.NotEqual(t, k2, key(), "a value is tried in a cell")
	p.renderGrid()
	assert.Len(t, p.shown, 81)
}

// TestGridFacesFollowThePlayer: the faces the grid keeps from frame to
// frame (a cell that did not change keeps its face) are those made afresh
// at the same step, forwards and back, and a frame in which no cell
// changed reports none.
func TestGridFacesFollowThePlayer(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	fresh := apptest.Mount(t, &Page{})
	p.takeCells()
	assert.False(t, p.takeCells(), "nothing moved")
	check := func() {
		t.Helper()
		p.takeCells()
		fresh.board.Player.Seek(p.board.Player.Pos())
		fresh.shown = nil
		fresh.takeCells()
		for i := range p.shown {
			require.Equal(t, fresh.shown[i].face, p.shown[i].face, "cell %d at event %d", i, p.board.Player.Pos())
		}
	}
	for range 300 {
		require.True(t, p.board.Player.Step())
		check()
	}
	for range 120 {
		require.True(t, p.board.Player.Back())
		check()
	}
	p.cursor = 7
	assert.True(t, p.takeCells(), "the cursor moved")
	assert.Contains(t, p.shown[7].face.class, "cursor")
}

// TestNewPuzzleSharesTheEncoding: a new puzzle under the same rules and
// shape shares the last board's encoding, and plays as a board encoded
// afresh does; other rules are encoded anew, and givens that clash are
// shown as they are without sharing.
func TestNewPuzzleSharesTheEncoding(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	matrix := func() *dlx.Problem {
		switch e := p.board.Encoding.(type) {
		case *exact.Encoding:
			return e.Problem
		case *exact.VariantEncoding:
			return e.Problem
		}
		return nil
	}
	first := matrix()
	g, _, err := format.Parse("000000010400000000020000000000050407008000300001090000300400200050100000000806000", format.Options{})
	require.NoError(t, err)
	p.SetPuzzle(g)
	require.NotNil(t, p.board)
	assert.Same(t, first, matrix(), "the same rules and shape share the encoding")
	want, err := player.NewBoard(g, dlx.Options{})
	require.NoError(t, err)
	for range 200 {
		require.Equal(t, want.Player.Step(), p.board.Player.Step())
		require.Equal(t, want.Cells(), p.board.Cells(), "event %d", want.Player.Pos())
	}

	clash := g.Clone()
	clash.Cells[1] = 1 // r1c2 = 1 beside r1c8 = 1
	p.SetPuzzle(clash)
	assert.Nil(t, p.board)
	assert.Equal(t, []int{1, 7}, p.conflict)

	p.in.Rules.Variant.Diagonals = true
	p.SetPuzzle(g)
	require.NotNil(t, p.board)
	x := matrix()
	assert.NotSame(t, first, x, "other rules, another encoding")
	assert.Equal(t, 342, x.Primary())
	p.SetPuzzle(g.Clone())
	assert.Same(t, x, matrix())
}

// TestNewPuzzleKeepsNothingOfTheLast gives the page a hint, a verdict, a
// clash message and a share-out for one puzzle, then loads another: the
// per-puzzle state is made anew, and only the new board's is there.
func TestNewPuzzleKeepsNothingOfTheLast(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	require.True(t, p.loadText(puzzle.Presets[0].Puzzle, format.Options{}))
	old := p.board
	p.hint, p.hintCells, p.verdict, p.verdictDue = "naked single", []int{3}, "Solved in 1 ms", true
	p.several, p.share, p.conflict = true, &shareOut{}, []int{1, 2}
	require.True(t, p.loadText(puzzle.Presets[6].Puzzle, format.Options{}))
	assert.NotNil(t, p.board)
	assert.NotSame(t, old, p.board)
	want := puzzleState{board: p.board, laid: p.laid, drawn: p.drawn, groups: p.groups, several: p.several}
	assert.Equal(t, want, p.puzzleState, "nothing but the new board's own state")
	assert.False(t, p.tasks.Busy())
}
