package puzzle

import (
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/exact"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// FuzzParseState checks ParseState never panics, gives one-line errors,
// and that a state it reads writes a link that reads back the same, its
// rules and a jigsaw's valid regions included.
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
		require.Equal(t, s.Variant, again.Variant, link)
		if s.Variant.Jigsaw {
			require.NoError(t, s.Variant.Regions.Check(s.Puzzle.N()), link)
		}
	})
}

// TestStateMethod checks the method a link names, as the methods page
// writes and reads it.
func TestStateMethod(t *testing.T) {
	g, _, err := format.Parse(Presets[0].Puzzle, format.Options{})
	require.NoError(t, err)
	tests := []struct {
		state State
		query string
	}{
		{State{Puzzle: g}, "p="},
		{State{Puzzle: g, Method: solve.Rules, Step: 3}, "&m=rules&"},
	}
	for _, tt := range tests {
		q := tt.state.Query()
		if tt.state.Method == solve.DLX {
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

func TestConflict(t *testing.T) {
	_, err := exact.Encode(sudoku.Grid{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 2}, Cells: []uint8{1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0}}, exact.Full)
	a, c, ok := Conflict(err, 4)
	require.True(t, ok, "%v", err)
	assert.Equal(t, []int{0, 8}, []int{a, c})
	_, _, ok = Conflict(nil, 4)
	assert.False(t, ok)
}

func TestStateRoundTrip(t *testing.T) {
	for _, text := range []string{Presets[0].Puzzle, Presets[6].Puzzle, Presets[7].Puzzle} {
		g, _, err := format.Parse(text, format.Options{})
		require.NoError(t, err)
		s, ok, err := ParseState(State{Puzzle: g, Step: 42}.Query())
		require.NoError(t, err)
		require.True(t, ok)
		assert.True(t, g.Equal(s.Puzzle))
		assert.Equal(t, 42, s.Step)
	}
	big, err := sudoku.EmptyGrid(36)
	require.NoError(t, err)
	big.Set(0, 0, 36)
	// Its link writes numbers, which read back, but the page refuses a grid
	// that big (see TestPageGridLimit).
	v, err := url.ParseQuery(State{Puzzle: big}.Query())
	require.NoError(t, err)
	back, _, err := format.Parse(v.Get("p"), format.Options{})
	require.NoError(t, err)
	assert.True(t, big.Equal(back))
	_, _, err = ParseState(State{Puzzle: big}.Query())
	assert.ErrorContains(t, err, "more than the page can show")
	rect, err := sudoku.NewGrid(sudoku.Shape{BoxRows: 3, BoxCols: 2})
	require.NoError(t, err)
	s, _, err := ParseState(State{Puzzle: rect}.Query())
	require.NoError(t, err)
	assert.Equal(t, rect.Shape, s.Puzzle.Shape)
	_, ok, err := ParseState("x=1")
	assert.False(t, ok)
	assert.NoError(t, err)
	_, _, err = ParseState("p=12&s=1")
	assert.Error(t, err)
	_, _, err = ParseState("p=" + Presets[0].Puzzle + "&s=-3")
	assert.ErrorContains(t, err, "step")
}

// TestInputMistakesSayWhere checks that the pages name a mistake's place
// in words, and a link's mistake by the part of the link at fault.
func TestInputMistakesSayWhere(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"12345", "line 1: line has 5 cells; a one-line puzzle needs n*n cells"},
		{"5 3 . x", "line 1, column 1: value 5 at r1c1 is out of range 1..2"},
		{Presets[0].Puzzle + "\n12", "line 2: more text after the one-line puzzle on line 1"},
	} {
		_, err := ReadPuzzle("the text", tc.text, format.Options{})
		require.Error(t, err)
		assert.True(t, strings.HasPrefix(err.Error(), tc.want), "%q: %v", tc.text, err)
	}
	easy := "p=" + Presets[0].Puzzle
	for _, tc := range []struct{ query, want string }{
		{"p=12345", "The link's puzzle: line 1: line has 5 cells"},
		{easy + "&m=bogus", `The link's method "bogus" is none of dlx, backtrack, candidates, logic, rules`},
		{easy + "&b=3y3", `The link's box shape "3y3" is not ROWSxCOLS`},
		{easy + "&s=x", `The link's step "x" is not a count of steps`},
	} {
		_, ok, err := ParseState(tc.query)
		assert.True(t, ok)
		require.Error(t, err)
		assert.True(t, strings.HasPrefix(err.Error(), tc.want), "%q: %v", tc.query, err)
	}
}
