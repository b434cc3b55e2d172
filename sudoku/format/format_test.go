package format

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/internal/samples"
)

// puzzleOf blanks about half the cells of a solved grid.
func puzzleOf(g sudoku.Grid) sudoku.Grid {
	p := g.Clone()
	for i := range p.Cells {
		if (i*7+i/3)%2 == 0 {
			p.Cells[i] = 0
		}
	}
	return p
}

// gridFrom makes a grid of shape sh from one character per cell, without
// the reader under test: 1-9, A-Z, anything else blank.
func gridFrom(t testing.TB, sh sudoku.Shape, cells string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.NewGrid(sh)
	require.NoError(t, err)
	require.Len(t, cells, len(g.Cells))
	for i := range cells {
		g.Cells[i] = uint8(strings.IndexByte("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", cells[i]) + 1)
	}
	return g
}

// textOf writes g without Format: each cell by cell, cells joined by
// cellSep and rows by rowSep.
func textOf(g sudoku.Grid, cellSep, rowSep string, cell func(v int) string) string {
	n := g.N()
	rows := make([]string, n)
	for r := range n {
		cells := make([]string, n)
		for c := range n {
			cells[c] = cell(g.Get(r, c))
		}
		rows[r] = strings.Join(cells, cellSep)
	}
	return strings.Join(rows, rowSep) + "\n"
}

func letter(v int) string  { return string(sudoku.ValueChar(v, '.')) }
func decimal(v int) string { return strconv.Itoa(v) }

// orEmpty writes a blank as an empty string, other values as numbers.
func orEmpty(v int) string {
	if v == 0 {
		return ""
	}
	return decimal(v)
}

// orDot writes a blank as '.', other values as numbers.
func orDot(v int) string {
	if v == 0 {
		return "."
	}
	return decimal(v)
}

// boxed draws separators into a grid written one row of whitespace-separated
// cells per line: | between boxes, and rule lines between bands.
func boxed(text string, sh sudoku.Shape) string {
	var b strings.Builder
	for r, row := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if r > 0 && r%sh.BoxRows == 0 {
			b.WriteString("-------+-------\n")
		}
		for c, cell := range strings.Fields(row) {
			if c > 0 && c%sh.BoxCols == 0 {
				b.WriteString("| ")
			}
			b.WriteString(cell + " ")
		}
		b.WriteString("\n")
	}
	return b.String()
}

// regroup puts the whitespace-separated tokens of text k to a line.
func regroup(text string, k int) string {
	var b strings.Builder
	for i, tok := range strings.Fields(text) {
		b.WriteString(tok)
		if (i+1)%k == 0 {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

const (
	easySolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	puzzle4      = "1.3..4.22..1.1.3"
	puzzle6      = "1.3.5..5.1.32..5.15.1..4.4.6.26..3.5"
)

var (
	shape4  = sudoku.Shape{BoxRows: 2, BoxCols: 2}
	shape6  = sudoku.Shape{BoxRows: 2, BoxCols: 3}
	shape9  = sudoku.Shape{BoxRows: 3, BoxCols: 3}
	shape12 = sudoku.Shape{BoxRows: 3, BoxCols: 4}
	shape16 = sudoku.Shape{BoxRows: 4, BoxCols: 4}
	shape25 = sudoku.Shape{BoxRows: 5, BoxCols: 5}
	shape36 = sudoku.Shape{BoxRows: 6, BoxCols: 6}
)

func TestParseLayouts(t *testing.T) {
	one := sudoku.Shape{BoxRows: 1, BoxCols: 1}
	g4 := gridFrom(t, shape4, puzzle4)
	g6 := gridFrom(t, shape6, puzzle6)
	g9 := gridFrom(t, shape9, samples.EasyText)
	p12 := puzzleOf(samples.Solved(t, shape12))
	p16 := puzzleOf(samples.Solved(t, shape16))
	p25 := puzzleOf(samples.Solved(t, shape25))
	p36 := puzzleOf(samples.Solved(t, shape36))
	sep := func(l Layout, blank byte, spaced bool) Style {
		return Style{Layout: l, Blank: blank, Spaced: spaced, Separators: true}
	}

	tests := []struct {
		name  string
		text  string
		opt   Options
		want  sudoku.Grid
		style Style
	}{
		{"1x1 one-line", "1", Options{}, gridFrom(t, one, "1"), Style{Layout: OneLine}},
		{"1x1 blank", " .\n", Options{}, gridFrom(t, one, "."), Style{Layout: OneLine, Blank: '.'}},
		{"4x4 one-line", puzzle4, Options{}, g4, Style{Layout: OneLine, Blank: '.'}},
		{"4x4 one-line zeros", "1030040220010103", Options{}, g4, Style{Layout: OneLine, Blank: '0'}},
		{"4x4 one-line underscores", "1_3__4_22__1_1_3", Options{Side: 4}, g4, Style{Layout: OneLine, Blank: '_'}},
		{"4x4 one-line dashes", "1-3--4-22--1-1-3", Options{}, g4, Style{Layout: OneLine, Blank: '-'}},
		{"4x4 one-line stars", "1*3**4*22**1*1*3", Options{}, g4, Style{Layout: OneLine, Blank: '*'}},
		{"4x4 grid", "1.3.\n.4.2\n2..1\n.1.3\n", Options{}, g4, Style{Layout: GridLines, Blank: '.'}},
		{"4x4 grid spaced", "1 . 3 .\n. 4 . 2\n2 . . 1\n. 1 . 3\n", Options{}, g4, Style{Layout: GridLines, Blank: '.', Spaced: true}},
		{"4x4 grid separators", "1 . | 3 .\n. 4 | . 2\n----+----\n2 . | . 1\n. 1 | . 3\n", Options{}, g4, sep(GridLines, '.', true)},
		{"4x4 grid of dashes", "1 - | 3 -\n- 4 | - 2\n----+----\n2 - | - 1\n- - | - -\n", Options{}, gridFrom(t, shape4, "1.3..4.22..1...."), sep(GridLines, '-', true)},
		{"4x4 value per line", "1\n\n3\n\nx\n4\n-\n2\n2\n\n\n1\n\n1\nnothing here\n3\n", Options{}, g4, Style{Layout: ValuePerLine, Blank: '-'}},
		{"4x4 value per line, trailing blanks", "1\n2\n3\n4\n3\n4\n1\n2\n2\n1\n4\n3\n4\n3\n\n\n\n", Options{}, gridFrom(t, shape4, "12343412214343.."), Style{Layout: ValuePerLine}},
		{"4x4 numbers on one line", "1 0 3 0 0 4 0 2 2 0 0 1 0 1 0 3", Options{}, g4, Style{Layout: Numbers, Blank: '0', OneRow: true}},
		{"4x4 numbers over lines", "1 0 3\n0 0 4 0 2 2\n0 0 1 0 1 0 3", Options{}, g4, Style{Layout: Numbers, Blank: '0'}},
		{"6x6 one-line", puzzle6, Options{}, g6, Style{Layout: OneLine, Blank: '.'}},
		{"6x6 grid", "1 . 3 | . 5 .\n. 5 . | 1 . 3\n------+------\n2 . . | 5 . 1\n5 . 1 | . . 4\n------+------\n. 4 . | 6 . 2\n6 . . | 3 . 5\n", Options{}, g6, sep(GridLines, '.', true)},
		{"9x9 one-line", samples.EasyText, Options{}, g9, Style{Layout: OneLine, Blank: '.'}},
		{"9x9 one-line zeros, padded", "  " + strings.ReplaceAll(samples.EasyText, ".", "0") + " \r\n\n", Options{}, g9, Style{Layout: OneLine, Blank: '0'}},
		{"9x9 csv", "# a comment\npuzzle,solution\n" + samples.EasyText + "," + easySolution + "\n", Options{}, g9, Style{Layout: OneLine, Blank: '.'}},
		{"9x9 grid compact", textOf(g9, "", "\n", letter), Options{}, g9, Style{Layout: GridLines, Blank: '.'}},
		{"9x9 grid boxes spaced", "530 070 000\n600 195 000\n098 000 060\n800 060 003\n400 803 001\n700 020 006\n060 000 280\n000 419 005\n000 080 079\n", Options{}, g9, Style{Layout: GridLines, Blank: '0'}},
		{"9x9 grid bordered", "# easy\n+-------+-------+-------+\n| 5 3 . | . 7 . | . . . |\n| 6 . . | 1 9 5 | . . . |\n| . 9 8 | . . . | . 6 . |\n+-------+-------+-------+\n| 8 . . | . 6 . | . . 3 |\n| 4 . . | 8 . 3 | . . 1 |\n| 7 . . | . 2 . | . . 6 |\n+-------+-------+-------+\n| . 6 . | . . . | 2 8 . |\n| . . . | 4 1 9 | . . 5 |\n| . . . | . 8 . | . 7 9 |\n+-------+-------+-------+\n", Options{}, g9, sep(GridLines, '.', true)},
		{"9x9 grid with empty lines", strings.ReplaceAll(textOf(g9, " ", "\n", letter), "\n", "\n\n"), Options{}, g9, Style{Layout: GridLines, Blank: '.', Spaced: true}},
		{"9x9 value per line", textOf(g9, "\n", "\n", orEmpty), Options{}, g9, Style{Layout: ValuePerLine}},
		{"9x9 numbers", textOf(g9, " ", "\n", decimal), Options{}, g9, Style{Layout: GridLines, Blank: '0', Spaced: true}},
		{"12x12 one-line", textOf(p12, "", "", letter), Options{}, p12, Style{Layout: OneLine, Blank: '.'}},
		{"12x12 grid spaced", textOf(p12, " ", "\n", letter), Options{}, p12, Style{Layout: GridLines, Blank: '.', Spaced: true}},
		{"16x16 one-line letters", textOf(p16, "", "", letter), Options{}, p16, Style{Layout: OneLine, Blank: '.'}},
		{"16x16 one-line lowercase", strings.ToLower(textOf(p16, "", "", letter)), Options{}, p16, Style{Layout: OneLine, Blank: '.'}},
		{"16x16 grid of numbers", textOf(p16, " ", "\r\n", decimal), Options{}, p16, Style{Layout: Numbers, Blank: '0'}},
		{"16x16 grid of numbers, separators", boxed(textOf(p16, " ", "\n", orDot), shape16), Options{}, p16, Style{Layout: Numbers, Blank: '.', Separators: true}},
		{"16x16 numbers in lines of 10", regroup(textOf(p16, " ", " ", decimal), 10), Options{}, p16, Style{Layout: Numbers, Blank: '0'}},
		{"25x25 one-line", textOf(p25, "", "", letter), Options{}, p25, Style{Layout: OneLine, Blank: '.'}},
		{"25x25 grid", textOf(p25, "", "\n", letter), Options{}, p25, Style{Layout: GridLines, Blank: '.'}},
		{"36x36 grid of numbers", textOf(p36, " ", "\n", decimal), Options{}, p36, Style{Layout: Numbers, Blank: '0'}},
		{"36x36 numbers on one line", textOf(p36, " ", " ", decimal), Options{}, p36, Style{Layout: Numbers, Blank: '0', OneRow: true}},
		{"36x36 value per line", textOf(p36, "\n", "\n", orEmpty), Options{}, p36, Style{Layout: ValuePerLine}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, st, err := Parse(tt.text, tt.opt)
			require.NoError(t, err)
			assert.True(t, g.Equal(tt.want), "got\n%vwant\n%v", g, tt.want)
			assert.Equal(t, tt.style, st)
		})
	}
}

func TestParseOptions(t *testing.T) {
	// Both 1s are in the first box when boxes are 3x2, not when they are 2x3.
	tall := sudoku.Shape{BoxRows: 3, BoxCols: 2}
	text := "1.....\n......\n.1....\n......\n......\n......\n"
	g, _, err := Parse(text, Options{})
	require.NoError(t, err)
	assert.Equal(t, shape6, g.Shape)

	for _, opt := range []Options{{Shape: tall}, {Side: 6, Shape: tall}} {
		_, _, err = Parse(text, opt)
		var ce *sudoku.ConflictError
		require.ErrorAs(t, err, &ce)
		assert.Equal(t, "box 1", ce.Unit)
	}
	g, _, err = Parse(strings.Replace(text, ".1", "..", 1), Options{Shape: tall})
	require.NoError(t, err)
	assert.Equal(t, tall, g.Shape)

	// A fixed side tells a 2x2 one-line puzzle from a row of a 4x4 grid.
	_, _, err = Parse("1234", Options{Side: 2})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "value 3 at r2c1 is out of range 1..2")
	_, _, err = Parse("1.3.", Options{Side: 4})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "line has 4 cells; a 4x4 one-line puzzle needs 16")
}

func TestParseErrors(t *testing.T) {
	row9 := "5 3 . | . 7 . | . . .\n"
	grid9 := row9 + "6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n------+-------+------\n8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n7 . . | . 2 . | . . 6\n------+-------+------\n. 6 . | . . . | 2 8 .\n. . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n"
	tests := []struct {
		name      string
		text      string
		opt       Options
		want      []string // parts of the message
		line, col int
		conflict  bool
	}{
		{"empty", " \n\n# only a comment\n", Options{}, []string{"no puzzle"}, 0, 0, false},
		{"one-line too short", samples.EasyText[:80], Options{}, []string{"line has 80 cells", "one-line puzzle", "64 (8x8)", "81 (9x9)"}, 1, 0, false},
		{"one-line too long for the side", samples.EasyText + ".", Options{Side: 9}, []string{"line has 82 cells", "9x9 one-line puzzle needs 81"}, 1, 0, false},
		{"one-line too long for any side", strings.Repeat(".", 5000), Options{}, []string{"5000 cells", "largest one-line puzzle (64x64) has 4096"}, 1, 0, false},
		{"bad character", "\n" + samples.EasyText[:8] + "?" + samples.EasyText[9:], Options{}, []string{"bad character '?'"}, 2, 9, false},
		{"bad character, not ASCII", samples.EasyText[:80] + "é", Options{}, []string{"bad character 'é'"}, 1, 81, false},
		{"bad byte, not UTF-8", samples.EasyText[:80] + "\xff", Options{}, []string{`bad character '\xff'`}, 1, 81, false},
		{"letter out of range", samples.EasyText[:2] + "C" + samples.EasyText[3:], Options{}, []string{"value C (12) at r1c3 is out of range 1..9"}, 1, 3, false},
		{"number out of range", strings.Replace(textOf(gridFrom(t, shape9, samples.EasyText), " ", "\n", decimal), "5 3 0", "5 3 12", 1), Options{}, []string{"value 12 at r1c3 is out of range 1..9"}, 1, 5, false},
		{"huge number", "1 0 3 0 0 4 0 2 2 0 99999999999999999999 1 0 1 0 3", Options{}, []string{"value 99999999999999999999 at r3c3 is out of range 1..4"}, 1, 21, false},
		{"bad token", "1 0 3 0 0 4 0 2 2 0 x1 1 0 1 0 3", Options{}, []string{`bad value "x1"`}, 1, 21, false},
		{"row too short", strings.Replace(grid9, "4 . . | 8 . 3 | . . 1", "4 . . | 8 . 3 | . 1", 1), Options{}, []string{"row has 8 cells", "want 9 like the first row (line 1)"}, 6, 0, false},
		{"row too long", strings.Replace(grid9, ". . . | 4 1 9 | . . 5", ". . . | 4 1 9 | . . 5 .", 1), Options{}, []string{"row has 10 cells", "want 9"}, 10, 0, false},
		{"first row wrong for the side", grid9, Options{Side: 4}, []string{"row has 9 cells; a 4x4 grid needs 4"}, 1, 0, false},
		{"missing row", strings.TrimSuffix(grid9, ". . . | . 8 . | . 7 9\n"), Options{}, []string{"grid has 8 rows; a 9x9 grid needs 9"}, 1, 0, false},
		{"bad character in a grid", strings.Replace(grid9, "1 9 5", "1 % 5", 1), Options{}, []string{"bad character '%'"}, 2, 11, false},
		{"two grids", grid9 + "\n" + grid9, Options{}, []string{"more text after the 9x9 grid that starts on line 1"}, 13, 0, false},
		{"two one-line puzzles", samples.EasyText + "\n" + samples.EasyText + "\n", Options{}, []string{"more text after the one-line puzzle on line 1"}, 2, 0, false},
		{"numbers not a square", "1 2 3 4 5 6 7", Options{}, []string{"line has 7 values", "4 (2x2)", "9 (3x3)"}, 1, 0, false},
		{"rows of numbers not a square", "1 2 3\n4 5 6 7\n", Options{}, []string{"row has 4 cells; want 3 like the first row (line 1)"}, 2, 0, false},
		{"conflict in a line", "55" + samples.EasyText[2:], Options{}, []string{"r1c1 and r1c2 both hold 5 in row 1"}, 1, 2, true},
		{"conflict in a box", strings.Replace(grid9, "6 . . | 1 9 5", "6 . 3 | 1 9 5", 1), Options{}, []string{"r1c2 and r2c3 both hold 3 in box 1"}, 2, 5, true},
		{"conflict in a column", strings.Replace(grid9, ". . . | . 8 . | . 7 9", "5 . . | . 8 . | . 7 9", 1), Options{}, []string{"r1c1 and r9c1 both hold 5 in column 1"}, 11, 1, true},
		{"csv solution too short", samples.EasyText + "," + easySolution[:80], Options{}, []string{"solution has 80 cells; a 9x9 one-line puzzle needs 81"}, 1, 0, false},
		{"csv solution with a blank", samples.EasyText + "," + easySolution[:2] + "." + easySolution[3:], Options{}, []string{"solution leaves r1c3 blank"}, 1, 85, false},
		{"csv solution breaks a given", samples.EasyText + "," + strings.NewReplacer("5", "3", "3", "5").Replace(easySolution), Options{}, []string{"solution has 3 at r1c1 where the puzzle has 5"}, 1, 83, false},
		{"csv solution conflict", samples.EasyText + "," + "5" + easySolution[:80], Options{}, []string{"solution: r1c1 and r1c2 both hold 5 in row 1"}, 1, 84, true},
		{"csv three fields", samples.EasyText + "," + easySolution + ",x", Options{}, []string{"more than two fields"}, 1, 164, false},
		{"csv empty puzzle", "," + easySolution, Options{}, []string{"CSV puzzle must be one token, not 0"}, 1, 1, false},
		{"bad side", samples.EasyText, Options{Side: 65}, []string{"options:", "between 1 and 64"}, 0, 0, false},
		{"side and shape differ", samples.EasyText, Options{Side: 9, Shape: shape6}, []string{"options: side 9 does not match 6x6 (2x3 boxes)"}, 0, 0, false},
		{"bad shape", samples.EasyText, Options{Shape: sudoku.Shape{BoxRows: 0, BoxCols: 3}}, []string{"options:", "box shape 0x3"}, 0, 0, false},
		{"line too long", "# x\n" + strings.Repeat("1", maxLineBytes+10), Options{}, []string{"line is longer than 65536 bytes"}, 2, 0, false},
		{"text too long", strings.Repeat(samples.EasyText+"\n", maxTextBytes/80), Options{}, []string{"the most a puzzle may take is"}, 0, 0, false},
		{"only rules", "------\n------\n", Options{}, []string{"only rule lines"}, 1, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := Parse(tt.text, tt.opt)
			require.Error(t, err)
			msg := err.Error()
			assert.NotContains(t, msg, "\n")
			for _, part := range tt.want {
				assert.Contains(t, msg, part)
			}
			var pe *ParseError
			if errors.As(err, &pe) {
				assert.Equal(t, tt.line, pe.Line, msg)
				assert.Equal(t, tt.col, pe.Col, msg)
			} else {
				assert.Zero(t, tt.line, "an error without a place: %s", msg)
			}
			var ce *sudoku.ConflictError
			assert.Equal(t, tt.conflict, errors.As(err, &ce), msg)
		})
	}
}

func TestParseErrorText(t *testing.T) {
	tests := []struct {
		err  ParseError
		want string
	}{
		{ParseError{File: "a.txt", Line: 3, Col: 7, Msg: "bad"}, "a.txt:3:7: bad"},
		{ParseError{File: "a.txt", Line: 3, Msg: "bad"}, "a.txt:3: bad"},
		{ParseError{Line: 3, Col: 7, Msg: "bad"}, "3:7: bad"},
		{ParseError{File: "a.txt", Msg: "bad"}, "a.txt: bad"},
		{ParseError{Msg: "bad"}, "bad"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.err.Error())
	}
}

func TestFormat(t *testing.T) {
	g4 := gridFrom(t, shape4, puzzle4)
	g12 := gridFrom(t, shape12, "1.3.5.7.9.B."+strings.Repeat(".", 132))
	blanks12 := " 0  0  0  0 |  0  0  0  0 |  0  0  0  0\n"
	rule12 := "------------+-------------+------------\n"
	band12 := rule12 + strings.Repeat(blanks12, 3)
	tests := []struct {
		name  string
		grid  sudoku.Grid
		style Style
		want  string
	}{
		{"default", g4, DefaultStyle(), "1.3..4.22..1.1.3\n"},
		{"zero style", g4, Style{}, "1.3..4.22..1.1.3\n"},
		{"one-line zeros", g4, Style{Blank: '0'}, "1030040220010103\n"},
		{"bad blank mark", g4, Style{Blank: 'x'}, "1.3..4.22..1.1.3\n"},
		{"grid", g4, Style{Layout: GridLines}, "1.3.\n.4.2\n2..1\n.1.3\n"},
		{"grid spaced", g4, Style{Layout: GridLines, Blank: '_', Spaced: true}, "1 _ 3 _\n_ 4 _ 2\n2 _ _ 1\n_ 1 _ 3\n"},
		{"grid separators", g4, Style{Layout: GridLines, Separators: true}, "1.|3.\n.4|.2\n--+--\n2.|.1\n.1|.3\n"},
		{"grid spaced separators, dash blank", g4, Style{Layout: GridLines, Blank: '-', Spaced: true, Separators: true}, "1 . | 3 .\n. 4 | . 2\n----+----\n2 . | . 1\n. 1 | . 3\n"},
		{"numbers", g4, Style{Layout: Numbers}, "1 0 3 0\n0 4 0 2\n2 0 0 1\n0 1 0 3\n"},
		{"numbers dotted", g4, Style{Layout: Numbers, Blank: '.', Separators: true}, "1 . | 3 .\n. 4 | . 2\n----+----\n2 . | . 1\n. 1 | . 3\n"},
		{"value per line", g4, Style{Layout: ValuePerLine}, "1\n\n3\n\n\n4\n\n2\n2\n\n\n1\n\n1\n\n3\n"},
		{"value per line zeros", g4, Style{Layout: ValuePerLine, Blank: '0'}, "1\n0\n3\n0\n0\n4\n0\n2\n2\n0\n0\n1\n0\n1\n0\n3\n"},
		{"12x12 one-line", g12, Style{}, "1.3.5.7.9.B." + strings.Repeat(".", 132) + "\n"},
		{"12x12 numbers", g12, Style{Layout: Numbers, Separators: true}, " 1  0  3  0 |  5  0  7  0 |  9  0 11  0\n" + strings.Repeat(blanks12, 2) + strings.Repeat(band12, 3)},
		{"1x1", gridFrom(t, sudoku.Shape{BoxRows: 1, BoxCols: 1}, "1"), Style{Layout: GridLines, Separators: true}, "1\n"},
		{"3x3 has no separators", gridFrom(t, sudoku.Shape{BoxRows: 1, BoxCols: 3}, "123231312"), Style{Layout: GridLines, Separators: true}, "123\n231\n312\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Format(tt.grid, tt.style))
			assert.Equal(t, "before\n"+tt.want, string(AppendFormat([]byte("before\n"), tt.grid, tt.style)), "AppendFormat appends")
		})
	}
}

func TestFormatLargeGridsUseNumbers(t *testing.T) {
	g := samples.Solved(t, shape36)
	for _, tc := range []struct {
		style Style
		lines int
	}{
		{Style{Layout: OneLine}, 1}, // a one-line puzzle gets a one-line solution
		{Style{Layout: GridLines}, 36},
		{Style{Layout: Numbers}, 36},
		{Style{Layout: Numbers, OneRow: true}, 1},
	} {
		text := Format(g, tc.style)
		lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
		require.Len(t, lines, tc.lines, "%+v", tc.style)
		assert.Len(t, strings.Fields(lines[0]), 36*36/tc.lines)
		assert.Contains(t, text, "36")
		back, st, err := Parse(text, Options{})
		require.NoError(t, err)
		assert.True(t, back.Equal(g))
		assert.Equal(t, Numbers, st.Layout)
	}
}

// TestFormatEmptyValuePerLine checks an empty grid written one value per
// line reads back: its blanks are written 0, not as empty lines alone.
func TestFormatEmptyValuePerLine(t *testing.T) {
	for _, n := range []int{4, 9, 16} {
		g, err := sudoku.EmptyGrid(n)
		require.NoError(t, err)
		back, st, err := Parse(Format(g, Style{Layout: ValuePerLine}), Options{})
		require.NoError(t, err, "%dx%d", n, n)
		assert.True(t, back.Equal(g))
		assert.Equal(t, ValuePerLine, st.Layout)
	}
}

// TestFormatParseRoundTrip writes grids of every size in every style and reads them
// back: Parse gives the same grid, and a style that writes the same text.
func TestFormatParseRoundTrip(t *testing.T) {
	shapes := []sudoku.Shape{{BoxRows: 1, BoxCols: 1}, {BoxRows: 1, BoxCols: 2}, {BoxRows: 1, BoxCols: 3}, shape4, shape6, {BoxRows: 3, BoxCols: 2}, {BoxRows: 6, BoxCols: 1}, shape9, shape12, shape16, {BoxRows: 4, BoxCols: 5}, shape25, shape36, {BoxRows: 8, BoxCols: 8}}
	styles := []Style{
		DefaultStyle(),
		{Layout: OneLine, Blank: '0'},
		{Layout: OneLine, Blank: '-'},
		{Layout: GridLines},
		{Layout: GridLines, Blank: '*', Spaced: true},
		{Layout: GridLines, Separators: true},
		{Layout: GridLines, Blank: '0', Spaced: true, Separators: true},
		{Layout: Numbers},
		{Layout: Numbers, Blank: '.', Separators: true},
		{Layout: ValuePerLine},
		{Layout: ValuePerLine, Blank: '0'},
	}
	for _, sh := range shapes {
		solution := samples.Solved(t, sh)
		for _, g := range []sudoku.Grid{solution, puzzleOf(solution)} {
			for _, st := range styles {
				if st.Layout == ValuePerLine && st.Blank == 0 && g.Givens() == 0 {
					continue // n*n empty lines are no puzzle
				}
				name := fmt.Sprintf("%s/%d givens/%+v", sh, g.Givens(), st)
				t.Run(name, func(t *testing.T) {
					text := Format(g, st)
					got, gotStyle, err := Parse(text, Options{Shape: sh})
					require.NoError(t, err, text)
					assert.True(t, got.Equal(g), text)
					assert.Equal(t, text, Format(got, gotStyle))
					if usual, _ := sudoku.ShapeFor(sh.N()); usual == sh {
						inferred, _, err := Parse(text, Options{})
						require.NoError(t, err, text)
						assert.True(t, inferred.Equal(g), text)
					}
				})
			}
		}
	}
}

// TestFormatSolutionInInputStyle writes a solution back the way its puzzle came.
func TestFormatSolutionInInputStyle(t *testing.T) {
	solution := gridFrom(t, shape9, easySolution)
	tests := []struct {
		name, puzzle, want string
	}{
		{"zeros", strings.ReplaceAll(samples.EasyText, ".", "0"), easySolution + "\n"},
		{"dots", samples.EasyText, easySolution + "\n"},
		{"grid", textOf(gridFrom(t, shape9, samples.EasyText), "", "\n", letter), textOf(solution, "", "\n", letter)},
		{"numbers", textOf(gridFrom(t, shape9, samples.EasyText), " ", "\n", decimal), textOf(solution, " ", "\n", decimal)},
		{"value per line", textOf(gridFrom(t, shape9, samples.EasyText), "\n", "\n", orEmpty), textOf(solution, "\n", "\n", decimal)},
		{"separators", "53.|.7.|...\n6..|195|...\n.98|...|.6.\n---+---+---\n8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n---+---+---\n.6.|...|28.\n...|419|..5\n...|.8.|.79\n",
			"534|678|912\n672|195|348\n198|342|567\n---+---+---\n859|761|423\n426|853|791\n713|924|856\n---+---+---\n961|537|284\n287|419|635\n345|286|179\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, st, err := Parse(tt.puzzle, Options{})
			require.NoError(t, err)
			assert.Equal(t, tt.want, Format(solution, st))
		})
	}
}

func TestFormatLayoutString(t *testing.T) {
	assert.Equal(t, "one-line", OneLine.String())
	assert.Equal(t, "numbers", Numbers.String())
	assert.Equal(t, "Layout(9)", Layout(9).String())
}

func ExampleParse() {
	g, st, err := Parse(`
# the puzzle from Wikipedia
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
`, Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Shape, st.Layout, g.Givens())

	_, _, err = Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7", Options{})
	fmt.Println(err)
	// Output:
	// 9x9 (3x3 boxes) grid 30
	// 1: line has 80 cells; a one-line puzzle needs n*n cells, such as 49 (7x7), 64 (8x8), 81 (9x9), 100 (10x10)
}

func ExampleFormat() {
	puzzle, st, _ := Parse("1030040220010103", Options{})
	solution, _, _ := Parse("1234341223414123", Options{})
	fmt.Print(Format(solution, st))
	fmt.Print(Format(puzzle, Style{Layout: GridLines, Spaced: true, Separators: true}))
	// Output:
	// 1234341223414123
	// 1 . | 3 .
	// . 4 | . 2
	// ----+----
	// 2 . | . 1
	// . 1 | . 3
}
