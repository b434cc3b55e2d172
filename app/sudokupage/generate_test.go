package sudokupage

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/puzzle"
	"xcover/app/ui"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/generate"
	"xcover/sudoku/logic"
	"xcover/sudoku/solve"
)

// pathNewPuzzle is the New puzzle button's path in the New puzzle
// control's tree (renderNewPuzzle).
var pathNewPuzzle = []int{0}

// TestNewPuzzle makes new puzzles in slices of 0.2 ms, as the frame loop
// does in 8: each lands on the grid with one solution, its shape and its
// rating in the band chosen, and a seed makes the same puzzle again.
func TestNewPuzzle(t *testing.T) {
	for _, tc := range []struct {
		shape sudoku.Shape
		band  logic.Difficulty
		seed  uint64
	}{
		{puzzle.Sizes[2], logic.AnyDifficulty, 7},
		{puzzle.Sizes[2], logic.Hard, 7},
		{puzzle.Sizes[2], logic.Expert, 3},
		{puzzle.Sizes[1], logic.Easy, 1},
	} {
		generated := func() (*Page, int) {
			p := apptest.Mount(t, &Page{})
			p.newSize(tc.shape)
			p.maker.band = slices.Index(bands, tc.band)
			p.newPuzzle(tc.seed)
			require.NotNil(t, p.maker.gen)
			assert.Equal(t, "Making a new puzzle...", p.maker.status)
			slices := apptest.RunSlices(t, p.generate, 200*time.Microsecond)
			require.Nil(t, p.maker.gen, "done")
			require.NotNil(t, p.maker.ready, "made")
			p.putMade() // the next frame's work
			return p, slices
		}
		p, slices := generated()
		t.Logf("%s %s: made in %d slices of 0.2 ms: %s", tc.shape, tc.band, slices+1, p.maker.status)
		want := "A new puzzle, "
		if tc.band != logic.AnyDifficulty {
			want += tc.band.String() + " ("
		}
		assert.True(t, strings.HasPrefix(p.maker.status, want), p.maker.status)
		require.NotNil(t, p.board, "the new puzzle is on the grid, its search ready")
		assert.Equal(t, tc.shape, p.puzzle.Shape)
		o, err := (&solve.Solver{Method: solve.DLX, Limits: solve.Limits{MaxSolutions: 2}}).Solve(p.puzzle)
		require.NoError(t, err)
		assert.Equal(t, int64(1), o.Solutions, "one solution")
		again, _ := generated()
		assert.True(t, again.puzzle.Equal(p.puzzle), "the same seed, the same puzzle")
	}
}

// TestNewPuzzleGivesWayToTheUser drops the puzzle being made when the user
// loads another, and keeps the user's puzzle when making one fails.
func TestNewPuzzleGivesWayToTheUser(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.newPuzzle(1)
	require.NotNil(t, p.maker.gen)
	require.True(t, p.loadText(puzzle.Presets[1].Puzzle, format.Options{}))
	assert.Nil(t, p.maker.gen, "the user's puzzle wins")
	assert.Empty(t, p.maker.status)

	before := p.puzzle.Clone()
	p.maker.gen, _ = generate.NewGenerator(generate.GenerateOptions{Variant: sudoku.Variant{AntiKnight: true}, Difficulty: logic.Easy, MaxWork: 1000})
	apptest.RunSlices(t, p.generate, time.Millisecond)
	assert.Contains(t, p.maker.status, "No new puzzle: no easy anti-knight puzzle within 1000 units of work")
	assert.True(t, before.Equal(p.puzzle), "the puzzle stays")
}

// TestNewPuzzleButton offers New puzzle up to 16x16 and while no puzzle is
// being made.
func TestNewPuzzleButton(t *testing.T) {
	button := func(disabled bool, title string) app.UI {
		return app.Button().ID("new-puzzle").Text("New puzzle").Title(title).Disabled(disabled).
			OnClick(func(app.Context, app.Event) {})
	}
	const offered = "a puzzle with one solution, no given to spare, rated in the band chosen"
	p := apptest.Mount(t, &Page{})
	key := func() string { return p.newPuzzleBox().(*newPuzzleBox).Key }
	idle := key()
	require.NoError(t, app.Match(button(false, offered), p.renderNewPuzzle(), pathNewPuzzle...))
	p.newPuzzle(1)
	assert.NotEqual(t, idle, key(), "the page's render updates the control when a puzzle is being made")
	require.NoError(t, app.Match(button(true, offered), p.renderNewPuzzle(), pathNewPuzzle...), "while a puzzle is made")
	p.newSize(puzzle.Sizes[len(puzzle.Sizes)-1])
	require.NoError(t, app.Match(button(true, "New puzzle makes grids up to 16x16"), p.renderNewPuzzle(), pathNewPuzzle...))

	p = apptest.Mount(t, &Page{})
	p.loadPreset(puzzle.Presets[10]) // a jigsaw
	p.in.Rules.Layout = strings.Replace(puzzle.Presets[10].Layout, "99999", "99998", 1)
	require.False(t, p.in.Rules.ReadLayout(9))
	p.SetPuzzle(p.puzzle)
	require.NoError(t, app.Match(button(true, "New puzzle needs rules it can lay out: fix the jigsaw's layout"), p.renderNewPuzzle(), pathNewPuzzle...),
		"a jigsaw whose layout does not read")
}

// TestNewPuzzleKeepsTheRules makes a new puzzle under the rules picked:
// X-sudoku's preset, then New puzzle, gives an X-sudoku with one solution
// under its rules.
func TestNewPuzzleKeepsTheRules(t *testing.T) {
	p := apptest.Mount(t, &Page{})
	p.loadPreset(puzzle.Presets[8]) // X-sudoku
	x := p.in.Rules.Variant
	require.False(t, x.Classic())
	p.newPuzzle(5)
	apptest.RunSlices(t, p.generate, time.Millisecond)
	require.Nil(t, p.maker.gen, "done")
	p.putMade()
	require.True(t, strings.HasPrefix(p.maker.status, "A new puzzle, "), p.maker.status)
	assert.Equal(t, x, p.in.Rules.Variant, "the rules stay")
	o, err := (&solve.Solver{Method: solve.DLX, Variant: x, Limits: solve.Limits{MaxSolutions: 2}}).Solve(p.puzzle)
	require.NoError(t, err)
	assert.Equal(t, int64(1), o.Solutions, "one solution under the rules")
	classic, err := (&solve.Solver{Method: solve.DLX, Limits: solve.Limits{MaxSolutions: 2}}).Solve(p.puzzle)
	require.NoError(t, err)
	assert.Equal(t, int64(2), classic.Solutions, "a minimal X-sudoku needs its diagonals")
}

// TestWarmUpTasksFinish runs the warm-up's parts as idle time would, in
// slices of ui.IdleBudget: each ends, the generation within a bounded
// number of slices.
func TestWarmUpTasksFinish(t *testing.T) {
	tasks := warmUpTasks()
	require.Len(t, tasks, 15+4, "a task per technique, then four")
	for i, task := range tasks {
		calls := 1
		for !task(ui.IdleBudget) {
			calls++
			require.Less(t, calls, 1000, "part %d does not end", i)
		}
		t.Logf("part %d: %d slices", i, calls)
	}
}
