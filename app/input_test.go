package app

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
	"xcover/sudoku"
)

// Bad input to the page: links and pastes, fuzzed and past the limits.

// The seed corpus is in testdata/fuzz/FuzzParseState: links to each preset's
// puzzle, odd box shapes and steps, and broken queries.

// FuzzParseState checks ParseState never panics, gives one-line errors,
// and that a state it reads writes a link that reads back the same.
func FuzzParseState(f *testing.F) {
	f.Fuzz(func(t *testing.T, query string) {
		s, ok, err := ParseState(query)
		if err != nil {
			require.NotEmpty(t, err.Error())
			require.NotContains(t, err.Error(), "\n")
			return
		}
		if !ok {
			return
		}
		require.NoError(t, s.Puzzle.Shape.Validate()) // its givens may clash: the page shows where
		require.GreaterOrEqual(t, s.Step, 0)
		link := s.Query()
		require.LessOrEqual(t, len(link), MaxInput)
		again, ok, err := ParseState(link)
		require.NoError(t, err, link)
		require.True(t, ok, link)
		require.True(t, again.Puzzle.Equal(s.Puzzle), link)
		require.Equal(t, s.Step, again.Step, link)
		require.Equal(t, s.Method, again.Method, link)
	})
}

// TestInputTooLong checks the cap on the text a puzzle is read from, in a
// link and pasted.
func TestInputTooLong(t *testing.T) {
	long := "p=" + strings.Repeat(".", MaxInput)
	_, ok, err := ParseState(long)
	require.True(t, ok)
	require.EqualError(t, err, "The link is 262146 bytes long; a puzzle takes at most 256 KiB")
	_, _, err = ParseState("p=" + strings.Repeat(".", 81))
	require.NoError(t, err)

	p := &Page{}
	p.OnInit()
	before := p.puzzle
	require.False(t, p.loadText(strings.Repeat("1", MaxInput+1), sudoku.Options{}))
	require.Equal(t, "the text is 262145 bytes long; a puzzle takes at most 256 KiB", p.message)
	require.True(t, p.puzzle.Equal(before), "the puzzle on screen stays")
}

// TestPageGridLimit checks grids bigger than the page can show are refused
// with a message, in a link and pasted, and the largest size is taken.
func TestPageGridLimit(t *testing.T) {
	big, err := sudoku.NewGrid(sudoku.Shape{BoxRows: 6, BoxCols: 6})
	require.NoError(t, err)
	want := "a 36x36 grid is more than the page can show (up to 25x25); solve it with the command line, xcover solve"
	_, ok, err := ParseState(State{Puzzle: big}.Query())
	require.True(t, ok)
	require.EqualError(t, err, "The link's puzzle: "+want)

	p := &Page{}
	p.OnInit()
	require.False(t, p.loadText(sudoku.Format(big, sudoku.DefaultStyle()), sudoku.Options{}))
	require.Equal(t, want, p.message)
	require.Equal(t, 9, p.puzzle.N(), "the puzzle on screen stays")

	largest, err := sudoku.NewGrid(Sizes[len(Sizes)-1])
	require.NoError(t, err)
	s, _, err := ParseState(State{Puzzle: largest}.Query())
	require.NoError(t, err)
	require.Equal(t, MaxSide, s.Puzzle.N())
}

// TestSeekLink checks the step a link opens at, on either page's player,
// and that the message names the step shown: a link's step is replayed up
// to MaxLinkStep and the search's end.
func TestSeekLink(t *testing.T) {
	easy, _, err := sudoku.Parse(Presets[0].Puzzle, sudoku.Options{})
	require.NoError(t, err)
	empty, err := sudoku.NewGrid(Sizes[2])
	require.NoError(t, err)
	sudokuPlayer := func(g sudoku.Grid) seeker {
		b, err := NewBoard(g, dlx.Options{})
		require.NoError(t, err)
		return b.Player
	}
	logicPlayer := func(g sudoku.Grid) seeker {
		pl, err := NewMethodPlayer(sudoku.Logic, g, sudoku.Limits{MaxSolutions: 2, Tuples: sudoku.MaxTuple}, 0)
		require.NoError(t, err)
		return pl
	}
	tests := []struct {
		name   string
		player seeker
		step   int
		shown  int
		msg    string
	}{
		{"start", sudokuPlayer(easy), 0, 0, ""},
		{"within the run", sudokuPlayer(easy), 250, 250, ""},
		{"the last event", sudokuPlayer(easy), 893, 893, ""},
		{"past the end", sudokuPlayer(easy), 894, 893, "The link's step 894 is past the end of the search: here is its last step, 893."},
		{"past the end and the limit", sudokuPlayer(easy), 99_999, 893, "The link's step 99,999 is past the end of the search: here is its last step, 893."},
		{"past the limit", sudokuPlayer(empty), 5_000_000, MaxLinkStep, "The link's step 5,000,000 is further than a link replays: here is step 65,536."},
		{"the limit", sudokuPlayer(empty), MaxLinkStep, MaxLinkStep, ""},
		{"methods page, past the end", logicPlayer(easy), 99_999, 359, "The link's step 99,999 is past the end of the search: here is its last step, 359."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.msg, seekLink(tt.player, tt.step))
			assert.Equal(t, tt.shown, tt.player.Pos())
		})
	}
}

// TestStateMethod checks the method a link names, as the methods page
// writes and reads it.
func TestStateMethod(t *testing.T) {
	g, _, err := sudoku.Parse(Presets[0].Puzzle, sudoku.Options{})
	require.NoError(t, err)
	tests := []struct {
		state State
		query string
	}{
		{State{Puzzle: g}, "p="},
		{State{Puzzle: g, Method: sudoku.Rules, Step: 3}, "&m=rules&"},
	}
	for _, tt := range tests {
		q := tt.state.Query()
		if tt.state.Method == sudoku.DLX {
			assert.NotContains(t, q, "m=", "dlx, the sudoku page's method, is not written")
		} else {
			assert.Contains(t, "&"+q+"&", tt.query)
		}
		back, ok, err := ParseState(q)
		require.NoError(t, err)
		require.True(t, ok)
		assert.Equal(t, tt.state.Method, back.Method)
		assert.Equal(t, tt.state.Step, back.Step)
	}
	_, ok, err := ParseState("p=" + Presets[0].Puzzle + "&m=guess")
	assert.True(t, ok)
	assert.EqualError(t, err, `The link's method "guess" is none of dlx, backtrack, candidates, logic, rules`)
}

// TestMethodsPageLimits checks that the methods page takes puzzles and
// links as the sudoku page does: at most MaxInput bytes, MaxSide, and a
// link's step clamped to MaxLinkStep.
func TestMethodsPageLimits(t *testing.T) {
	p := &MethodsPage{}
	p.OnInit()
	before := p.puzzle
	assert.False(t, p.load(strings.Repeat(".", MaxInput+1)))
	assert.Contains(t, p.message, "at most 256 KiB")
	assert.False(t, p.load(strings.Repeat(".", 36*36)))
	assert.Contains(t, p.message, "more than the page can show")
	assert.True(t, p.puzzle.Equal(before), "the puzzle stays")
}
