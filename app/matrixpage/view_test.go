package matrixpage

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/player/playertest"
	"xcover/app/problem"
	"xcover/dlx"
)

// TestMistakeRange checks the selection picks out the mistake's character
// in UTF-16 code units, as the text box counts, whatever the characters
// before it are in bytes.
func TestMistakeRange(t *testing.T) {
	for _, tc := range []struct {
		name       string
		text       string
		line, col  int
		start, end int
	}{
		{"ASCII", "0 1 2\n0 1\n1 3\n", 3, 3, 12, 13},
		{"2-byte é before", "é b\né x\n", 2, 4, 6, 7},
		{"3-byte € before", "€ b\n€ x\n", 2, 5, 6, 7},
		{"4-byte emoji before: 2 units", "😀 b\n😀 x\n", 2, 6, 8, 9},
		{"at the emoji: both its units", "a b\na 😀\n", 2, 3, 6, 8},
		{"the whole line: its start", "é\nb\n", 2, 0, 2, 3},
		{"past the end", "é", 1, 9, 1, 2},
		{"past the last line", "é\n", 5, 1, 2, 3},
	} {
		start, end := mistakeRange(tc.text, tc.line, tc.col)
		assert.Equal(t, []int{tc.start, tc.end}, []int{start, end}, tc.name)
	}
}

// TestMistakeRangeOfParseError checks a mistake found after characters
// outside ASCII is picked out where the parser says it is.
func TestMistakeRangeOfParseError(t *testing.T) {
	text := "é ü 😀\né x\n"
	_, err := problem.ParseSheet(text)
	var pe *dlx.ParseError
	require.True(t, errors.As(err, &pe), "%v", err)
	require.Equal(t, 2, pe.Line)
	start, end := mistakeRange(text, pe.Line, pe.Col)
	units := utf16.Encode([]rune(text)) // the text as the box holds it
	assert.Equal(t, "x", string(utf16.Decode(units[start:end])), "the box selects the unknown item")
}

// TestParseBounds reads the editor's bounds field as Knuth's item line
// writes bounds, and writes them back.
func TestParseBounds(t *testing.T) {
	for _, tc := range []struct {
		text         string
		lower, upper int
		bad          bool
	}{
		{"", 0, 0, false},
		{"2:3", 2, 3, false},
		{"2", 2, 2, false},
		{"0:5", 0, 5, false},
		{"a:3", 0, 0, true},
		{"2:", 0, 0, true},
		{"x", 0, 0, true},
	} {
		t.Run(tc.text, func(t *testing.T) {
			lower, upper, err := parseBounds(tc.text)
			if tc.bad {
				assert.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, [2]int{tc.lower, tc.upper}, [2]int{lower, upper})
			if tc.text != "2" {
				assert.Equal(t, tc.text, boundsText(problem.Column{Lower: lower, Upper: upper}))
			}
		})
	}
}

// TestLinksKey checks the links picture's hint tells colors and bounds
// only for a problem that has them.
func TestLinksKey(t *testing.T) {
	for _, tc := range []struct {
		sheet          problem.Sheet
		colors, bounds bool
	}{
		{problem.SeedExample(), false, false},
		{problem.WordSearch([]string{"AB"}, 2, 2), true, false},
		{problem.Squares(3), false, true},
	} {
		m := playertest.Links(t, tc.sheet)
		key := linksKey(m.Problem())
		assert.Equal(t, tc.colors, strings.Contains(key, "color"), key)
		assert.Equal(t, tc.bounds, strings.Contains(key, "bounded"), key)
	}
}
