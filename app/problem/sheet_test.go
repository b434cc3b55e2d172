package problem

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
)

func TestSheetTextRoundTrip(t *testing.T) {
	sudoku4, err := SudokuSheet(4)
	require.NoError(t, err)
	for name, s := range map[string]Sheet{
		"seed":      SeedExample(),
		"queens":    Queens(6),
		"langford":  Langford(4),
		"pentomino": Pentomino(3, 20),
		"sudoku":    sudoku4,
		"words":     WordSearch([]string{"AB", "BC"}, 2, 2),
		"squares":   Squares(4),
	} {
		t.Run(name, func(t *testing.T) {
			back, err := ParseSheet(s.Text())
			require.NoError(t, err)
			assert.Equal(t, s, back, "editor -> text -> editor")
			assert.Equal(t, s.Text(), back.Text())
		})
	}
}

func TestSheetTextIsKnuthFormat(t *testing.T) {
	s := SeedExample()
	s.SetSecondary(6, true)
	assert.Equal(t, "0 1 2 3 4 5 | 6\n|= A\n0 3 6\n|= B\n0 3\n|= C\n3 4 6\n|= D\n2 4 5\n|= E\n1 2 5 6\n|= F\n1 6\n", s.Text())
	// Knuth's reader takes the names as comments: the same matrix.
	m, err := dlx.ParseKnuth(strings.NewReader(s.Text()))
	require.NoError(t, err)
	own, err := s.Problem()
	require.NoError(t, err)
	assert.Equal(t, own.Options(), m.Options())
	assert.Equal(t, 6, m.Primary())
	assert.Equal(t, "0 3 6", m.OptionName(0))
	assert.Equal(t, "A", own.OptionName(0))
}

func TestParseSheetErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		line, col  int
		msg        string
	}{
		{"unknown item", "a b c\na b\nb d\n", 3, 3, `unknown item "d"`},
		{"item twice", "a b c\na b a\n", 2, 5, `names item "a" twice`},
		{"duplicate item name", "a b a\n", 1, 5, `item "a" is named twice`},
		{"duplicate option name", "a b\n|= X\na\n|= X\nb\n", 4, 4, `option name "X" is used twice (first on line 2)`},
		{"empty option", "a b\n|= X\n|= Y\na b\n", 2, 1, `option "X" is empty`},
		{"empty option at the end", "a b\na\n|= Z\n", 3, 1, `option "Z" is empty`},
		{"name before items", "|= X\na b\n", 1, 1, "before the item line"},
		{"nameless mark", "a b\n  |=\na\n", 2, 3, "name is missing"},
		{"no items", "", 1, 0, "no items"},
		{"a second bar", "| comment\na | b | c\n", 2, 7, "a second '|'"},
		{"a color on a primary item", "a | x\na:red x\n", 2, 1, "color"},
		{"bad bounds", "3:2|a b\na b\n", 1, 1, "bound"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseSheet(tc.text)
			var pe *dlx.ParseError
			require.True(t, errors.As(err, &pe), "%v", err)
			assert.Equal(t, tc.line, pe.Line, "line")
			assert.Equal(t, tc.col, pe.Col, "column")
			assert.Contains(t, pe.Msg, tc.msg)
		})
	}
}

func TestSheetEdits(t *testing.T) {
	s := SeedExample()
	s.Toggle(0, 0) // A loses 0
	assert.Equal(t, []int{3, 6}, s.Options[0].Items)
	s.Toggle(0, 0)
	assert.Equal(t, []int{3, 6, 0}, s.Options[0].Items)

	c := s.AddItem()
	assert.Equal(t, 7, c)
	assert.Equal(t, "7", s.Items[7].Name)
	s.Toggle(5, c)

	// Item 3 becomes secondary: it moves after the primary items, and the
	// options follow it.
	at := s.SetSecondary(3, true)
	assert.Equal(t, 7, at)
	assert.Equal(t, []string{"0", "1", "2", "4", "5", "6", "7", "3"}, names(s.Items))
	assert.Equal(t, "A", s.Options[0].Name)
	assert.Equal(t, []int{7, 5, 0}, s.Options[0].Items, "A = {3, 6, 0}")
	assert.Equal(t, []int{0, 7}, s.Options[1].Items, "B = {0, 3}")
	assert.Equal(t, 7, s.Primary())
	back := s.SetSecondary(7, false)
	assert.Equal(t, 7, back, "the last primary place")
	assert.Equal(t, []int{7, 5, 0}, s.Options[0].Items)

	s.RemoveItem(0)
	assert.Equal(t, []int{6, 4}, s.Options[0].Items, "A without 0")
	assert.Equal(t, []int{6}, s.Options[1].Items, "B without 0")
	r := s.AddOption()
	assert.ErrorContains(t, s.Check(), "row 7 (option \"\") is empty")
	s.Toggle(r, 1)
	assert.NoError(t, s.Check())
	s.RemoveOption(0)
	assert.Len(t, s.Options, 6)
	assert.Equal(t, "B", s.Options[0].Name)
}

func names(cols []Column) []string {
	var out []string
	for _, c := range cols {
		out = append(out, c.Name)
	}
	return out
}

func TestSheetCheck(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(s *Sheet)
		msg  string
	}{
		{"duplicate item", func(s *Sheet) { s.Items[4].Name = "1" }, `columns 2 and 5 are both named "1"`},
		{"space in a name", func(s *Sheet) { s.Items[0].Name = "a b" }, `column 1: item name "a b" may not hold spaces`},
		{"nameless item", func(s *Sheet) { s.Items[2].Name = "" }, "column 3 has no name"},
		{"duplicate option", func(s *Sheet) { s.Options[3].Name = "A" }, `rows 1 and 4 are both named "A"`},
		{"empty option", func(s *Sheet) { s.Options[1].Items = nil }, `row 2 (option "B") is empty`},
		{"item twice", func(s *Sheet) { s.Options[1].Items = []int{0, 3, 0} }, `row 2 names item "0" twice`},
		{"no primary", func(s *Sheet) {
			for i := range s.Items {
				s.Items[i].Secondary = true
			}
		}, "no primary items"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := SeedExample()
			tc.edit(&s)
			_, err := s.Problem()
			assert.ErrorContains(t, err, tc.msg)
		})
	}
}

// TestSheetCheckWideOption checks an option of 30,000 items: it checks
// out, and an item it names twice, first and last, is found; naming an
// item in another option is no repeat.
func TestSheetCheckWideOption(t *testing.T) {
	const wide = 30_000
	s := Sheet{Items: make([]Column, wide), Options: []Row{{Items: []int{wide - 1, 0}}, {}}}
	for c := range s.Items {
		s.Items[c].Name = fmt.Sprintf("i%d", c)
		s.Options[1].Items = append(s.Options[1].Items, c)
	}
	require.NoError(t, s.Check())
	s.Options[1].Items = append(s.Options[1].Items, 0)
	assert.EqualError(t, s.Check(), `row 2 names item "i0" twice`)
}

// TestSheetColorsAndBounds reads colors and bounds, writes them back as
// Knuth does, and builds the matrix Algorithms C and M search.
func TestSheetColorsAndBounds(t *testing.T) {
	text := "2:3|a 2|b c | x y\na b x:red\n|= P\na c x:red y:blue\nb y\nb c\n"
	s, err := ParseSheet(text)
	require.NoError(t, err)
	assert.Equal(t, text, s.Text())
	assert.Equal(t, Column{Name: "a", Lower: 2, Upper: 3}, s.Items[0])
	assert.Equal(t, "2|b", s.Items[1].Head())
	assert.Equal(t, "c", s.Items[2].Head())
	assert.Equal(t, []string{"", "", "red"}, s.Options[0].Colors)
	assert.Nil(t, s.Options[2].Colors)
	assert.Equal(t, "blue", s.Color(1, 4))
	assert.Equal(t, "", s.Color(1, 0))
	m, err := s.Problem()
	require.NoError(t, err)
	assert.Equal(t, "M", m.Algorithm())
	assert.Equal(t, "red", m.OptionColor(1, 3))
	lower, upper := m.Bounds(0)
	assert.Equal(t, [2]int{2, 3}, [2]int{lower, upper})
}

// TestSheetEditsKeepColors checks that the editor's changes keep each
// option's colors beside its items.
func TestSheetEditsKeepColors(t *testing.T) {
	s, err := ParseSheet("2:3|a b | x y\na x:red y:blue\nb x\n")
	require.NoError(t, err)
	s.Toggle(0, 2) // a loses x
	assert.Equal(t, []int{0, 3}, s.Options[0].Items)
	assert.Equal(t, []string{"", "blue"}, s.Options[0].Colors)
	s.Toggle(0, 2)
	assert.Equal(t, []string{"", "blue", ""}, s.Options[0].Colors)
	s.SetColor(0, 2, "green")
	assert.Equal(t, "green", s.Color(0, 2))
	s.RemoveItem(3) // y
	assert.Equal(t, []int{0, 2}, s.Options[0].Items)
	assert.Equal(t, []string{"", "green"}, s.Options[0].Colors)
	at := s.SetSecondary(2, false) // x becomes primary: no colors
	assert.Nil(t, s.Options[0].Colors)
	assert.Equal(t, 2, at)
	back := s.SetSecondary(0, true) // a becomes secondary: no bounds
	assert.False(t, s.Items[back].Bounded())
	s.SetColor(1, 1, "red")
	assert.ErrorContains(t, s.Check(), "gives primary item")
}
