package format

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/internal/samples"
)

// The seed corpus is in testdata/fuzz/FuzzParse and testdata/fuzz/FuzzScanner:
// each layout, and broken input.

// FuzzParse checks Parse never panics, gives one-line errors, and that a
// puzzle it reads, written in its own style or any other, reads back the
// same.
func FuzzParse(f *testing.F) {
	f.Fuzz(func(t *testing.T, text string, side int) {
		opt := Options{Side: side % (sudoku.MaxSize + 2)}
		g, st, err := Parse(text, opt)
		if err != nil {
			checkFuzzError(t, err)
			return
		}
		checkRereads(t, g, st, opt)
	})
}

// FuzzScanner checks a Scanner never panics or stalls, gives one-line
// errors, and that each puzzle it reads, written out, reads back the same.
func FuzzScanner(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte, side int) {
		opt := Options{Side: side % (sudoku.MaxSize + 2)}
		s := NewScanner(bytes.NewReader(data), "fuzz.txt", opt)
		scanFuzz(t, s, data, func(p Puzzle) {
			checkRereads(t, p.Grid, p.Style, opt)
			if p.Solution != nil {
				require.True(t, p.Solution.Solves(p.Grid))
			}
		})
		if _, optErr := opt.sizing(); optErr == nil {
			require.NoError(t, s.Err())
		}
	})
}

// FuzzScannerLayouts checks a Scanner pairing puzzles with layout lines
// never panics or stalls, gives one-line errors naming the file, takes
// at most a puzzle a line (a puzzle whose layout line is missing takes
// one), and gives each puzzle it reads without an error a valid layout of
// its side.
func FuzzScannerLayouts(f *testing.F) {
	layout := strings.ReplaceAll(samples.JigsawLayout, "\n", "")
	one := "1" + strings.Repeat(".", 80)
	f.Add([]byte(one + "\n" + layout + "\n"))
	f.Add([]byte(one + "\n\n# layout\n" + layout + "\n" + one + "\n"))
	f.Add([]byte("11" + one[2:] + "\n" + layout[1:] + "\n1234\n1122\n1122\n3344\n3344\n"))
	f.Add([]byte("1.3.\n.4.2\n2..1\n.1.3\n1122112233443344\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := NewScanner(bytes.NewReader(data), "fuzz.txt", Options{})
		s.Layouts = true
		scanFuzz(t, s, data, func(p Puzzle) {
			require.NotNil(t, p.Regions)
			require.NoError(t, p.Regions.Check(p.Grid.N()))
		})
		require.NoError(t, s.Err())
	})
}

// scanFuzz scans data, named fuzz.txt, with s, as the fuzz targets do:
// never more puzzles than lines, each with its line; an error of one line,
// saying something, a *ParseError naming the file; and check sees each
// puzzle read without an error.
func scanFuzz(t *testing.T, s *Scanner, data []byte, check func(Puzzle)) {
	t.Helper()
	items := 0
	for s.Scan() {
		items++
		require.LessOrEqual(t, items, bytes.Count(data, []byte("\n"))+1, "more puzzles than lines")
		p := s.Puzzle()
		require.Positive(t, p.Line)
		if err := s.Err(); err != nil {
			checkFuzzError(t, err)
			var pe *ParseError
			require.ErrorAs(t, err, &pe)
			require.Equal(t, "fuzz.txt", pe.File)
			continue
		}
		check(p)
	}
}

// checkFuzzError checks an error is a single line that says something.
func checkFuzzError(t *testing.T, err error) {
	t.Helper()
	msg := err.Error()
	require.NotEmpty(t, msg)
	require.NotContains(t, msg, "\n")
	var pe *ParseError
	if errors.As(err, &pe) {
		require.GreaterOrEqual(t, pe.Line, 0)
		require.GreaterOrEqual(t, pe.Col, 0)
	}
}

// fuzzStyles are the styles every puzzle read is written back in, besides
// its own.
var fuzzStyles = []Style{
	DefaultStyle(),
	{Layout: OneLine, Blank: '0'},
	{Layout: GridLines, Spaced: true, Separators: true},
	{Layout: GridLines, Blank: '-'},
	{Layout: Numbers},
	{Layout: Numbers, Blank: '.', Separators: true},
	{Layout: ValuePerLine, Blank: '0'},
}

// checkRereads checks g is valid and that Format in each style gives a text
// Parse reads back as g.
func checkRereads(t *testing.T, g sudoku.Grid, st Style, opt Options) {
	t.Helper()
	require.NoError(t, g.Validate())
	for _, style := range append(fuzzStyles, st) {
		text := Format(g, style)
		again, _, err := Parse(text, opt)
		require.NoError(t, err, "style %+v wrote\n%s", style, text)
		require.True(t, again.Equal(g), "style %+v wrote\n%s", style, text)
	}
}

// FuzzPlainLine checks the one-line reader's fast path against its cell by
// cell path: the fast path takes exactly the lines the other reads without
// error, and reads them to the same grid and blank mark.
func FuzzPlainLine(f *testing.F) {
	for _, s := range []string{
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
		"1234341221434321", "1..2", "11..", "1..5", "x...", "12.4", "0000", "", "...",
		"123456789ABCDEFG" + "................................................................................................................................................................................................................................................",
	} {
		f.Add(s, 0)
	}
	f.Fuzz(func(t *testing.T, s string, side int) {
		z := sizing{side: side % (sudoku.MaxSize + 2)}
		if z.side < 0 || len(s) > sudoku.MaxSize*sudoku.MaxSize {
			return
		}
		g, blank, ok := readPlainLine(s, z)
		want, wantBlank, err := readCellLine(field{s: s, col: 1}, 1, z, "line")
		require.Equal(t, err == nil, ok, "%q: fast path %v, cell path error %v", s, ok, err)
		if ok {
			require.Equal(t, want, g, "%q", s)
			require.Equal(t, wantBlank, blank, "%q", s)
		}
		// The scanner's short way reads a line as its general way does.
		sc := &Scanner{src: newLineSource(strings.NewReader("")), z: z}
		l := textLine{num: 1, text: s}
		if p, ok := sc.plainOneLiner(l); ok {
			want, err := parseBlock(sc.block(l), z)
			require.NoError(t, err, "%q", s)
			want.Line = 0
			require.Equal(t, want, p, "%q", s)
		}
	})
}
