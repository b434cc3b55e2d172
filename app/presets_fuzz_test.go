package app

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"xcover/sudoku"
)

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
		require.NoError(t, s.Puzzle.Validate())
		require.GreaterOrEqual(t, s.Step, 0)
		link := s.Query()
		require.LessOrEqual(t, len(link), MaxInput)
		again, ok, err := ParseState(link)
		require.NoError(t, err, link)
		require.True(t, ok, link)
		require.True(t, again.Puzzle.Equal(s.Puzzle), link)
		require.Equal(t, s.Step, again.Step, link)
	})
}

// TestInputTooLong checks the cap on the text a puzzle is read from, in a
// link and pasted.
func TestInputTooLong(t *testing.T) {
	long := "p=" + strings.Repeat(".", MaxInput)
	_, ok, err := ParseState(long)
	require.True(t, ok)
	require.EqualError(t, err, "the link is 262146 bytes long; a puzzle takes at most 256 KiB")
	_, _, err = ParseState("p=" + strings.Repeat(".", 81))
	require.NoError(t, err)

	p := &Page{}
	p.OnInit()
	before := p.puzzle
	require.False(t, p.loadText(strings.Repeat("1", MaxInput+1), sudoku.Options{}))
	require.Equal(t, "the text is 262145 bytes long; a puzzle takes at most 256 KiB", p.message)
	require.True(t, p.puzzle.Equal(before), "the puzzle on screen stays")
}
