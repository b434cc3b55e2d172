package format

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/internal/samples"
)

// scanned is what a test expects of one item of a Scanner: a puzzle's
// layout, or parts of its error.
type scanned struct {
	line   int
	layout Layout
	err    []string // parts of the message; nil for a puzzle
}

// scanAll reads every item of text and checks them against want.
func scanAll(t *testing.T, text string, opt Options, want []scanned) []Puzzle {
	t.Helper()
	s := NewScanner(strings.NewReader(text), "mixed.txt", opt)
	var got []Puzzle
	for i := 0; s.Scan(); i++ {
		require.Less(t, i, len(want), "more items than expected")
		p, err, w := s.Puzzle(), s.Err(), want[i]
		assert.Equal(t, w.line, p.Line, "item %d", i)
		if w.err == nil {
			if assert.NoError(t, err, "item %d", i) {
				assert.Equal(t, w.layout, p.Style.Layout, "item %d", i)
				assert.NoError(t, p.Grid.Validate())
			}
		} else if assert.Error(t, err, "item %d", i) {
			assert.NotContains(t, err.Error(), "\n")
			for _, part := range w.err {
				assert.Contains(t, err.Error(), part, "item %d", i)
			}
		}
		got = append(got, p)
	}
	require.NoError(t, s.Err())
	require.Len(t, got, len(want))
	return got
}

func TestScannerMixedFile(t *testing.T) {
	lowRow := samples.Solved(t, shape9) // its first row will use only 1..3: "123......"
	for c := 3; c < 9; c++ {
		lowRow.Set(0, c, 0)
	}
	var lines []string
	// add adds lines to the file and returns the number of the first.
	add := func(more ...string) int {
		lines = append(lines, more...)
		return len(lines) - len(more) + 1
	}
	add("quizzes,solutions", "# comments and empty lines are skipped")
	csv := add(samples.EasyText + "," + easySolution)
	add("")
	one4 := add(puzzle4)
	short := add(samples.EasyText[:80])
	grid := add(strings.Split(strings.TrimSpace(`
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
. . . | . 8 . | . 7 9`), "\n")...)
	one6 := add(puzzle6) // straight after the grid
	compact := add(strings.Fields(textOf(lowRow, "", "\n", letter))...)
	add("", "# a 16x16 grid as numbers, twenty to a line")
	numbers := add(strings.Split(regroup(textOf(puzzleOf(samples.Solved(t, shape16)), " ", " ", decimal), 20), "\n")...)
	add("")
	conflict := add("55" + samples.EasyText[2:])
	zeros := add(strings.ReplaceAll(samples.EasyText, ".", "0"))
	badRow := add("1.3.", ".4.2", "2.1", ".1.3")
	csv4 := add(puzzle4 + ",1234341223414123")
	add("  ----------------  ") // a rule line outside a grid
	tokens := add("1.3.\t.4.2\t2..1\t.1.3")
	text := strings.Join(lines, "\n")

	got := scanAll(t, text, Options{}, []scanned{
		{line: csv, layout: OneLine},
		{line: one4, layout: OneLine},
		{line: short, err: []string{"line has 80 cells", "81 (9x9)"}},
		{line: grid, layout: GridLines},
		{line: one6, layout: OneLine},
		{line: compact, layout: GridLines},
		{line: numbers, layout: Numbers},
		{line: conflict, err: []string{fmt.Sprintf("mixed.txt:%d:2: r1c1 and r1c2 both hold 5 in row 1", conflict)}},
		{line: zeros, layout: OneLine},
		{line: badRow, err: []string{fmt.Sprintf("mixed.txt:%d: row has 3 cells; want 4 like the first row (line %d)", badRow+2, badRow)}},
		{line: csv4, layout: OneLine},
		{line: tokens, err: []string{fmt.Sprintf("mixed.txt:%d:1: bad value \"1.3.\"", tokens)}},
	})
	require.NotNil(t, got[0].Solution)
	assert.Equal(t, easySolution+"\n", Format(*got[0].Solution, DefaultStyle()))
	assert.Nil(t, got[1].Solution)
	assert.True(t, got[5].Grid.Equal(lowRow))
	assert.Equal(t, 16, got[6].Grid.N())
	assert.True(t, got[10].Solution.Solves(got[10].Grid))
}

// TestScannerRowsOrPuzzles checks how lines of m*m cells are told apart: the
// rows of an m*m x m*m grid, or one-line m x m puzzles.
func TestScannerRowsOrPuzzles(t *testing.T) {
	sixteen := strings.Repeat(textOf(samples.Solved(t, shape4), "", "", letter), 16)
	solved16 := samples.Solved(t, shape16)
	lowFirstRow := solved16.Clone()
	for c := 4; c < 16; c++ {
		lowFirstRow.Set(0, c, 0)
	}
	tests := []struct {
		name string
		text string
		opt  Options
		want []scanned
	}{
		{"nine rows of a 9x9 grid", textOf(gridFrom(t, shape9, samples.EasyText), "", "\n", letter), Options{}, []scanned{{line: 1, layout: GridLines}}},
		{"sixteen 4x4 puzzles", sixteen, Options{}, nil},
		{"a 16x16 grid whose first row fits a 4x4 puzzle", textOf(lowFirstRow, "", "\n", letter), Options{}, []scanned{{line: 1, layout: GridLines}}},
		{"a 4x4 puzzle, then a 16x16 grid", puzzle4 + "\n" + textOf(solved16, "", "\n", letter), Options{}, []scanned{{line: 1, layout: OneLine}, {line: 2, layout: GridLines}}},
		{"4x4 rows by the side", "1.3.\n.4.2\n2..1\n.1.3\n" + puzzle4 + "\n", Options{Side: 4}, []scanned{{line: 1, layout: GridLines}, {line: 5, layout: OneLine}}},
		{"a grid cut short by a puzzle", "1.3.\n.4.2\n" + puzzle4 + "\n", Options{}, []scanned{
			{line: 1, err: []string{"mixed.txt:1: grid has 2 rows; a 4x4 grid needs 4"}},
			{line: 3, layout: OneLine},
		}},
		{"a numbers puzzle on one line", "1 0 3 0 0 4 0 2 2 0 0 1 0 1 0 3\n\n" + puzzle4, Options{}, []scanned{{line: 1, layout: Numbers}, {line: 3, layout: OneLine}}},
		{"a lone dash line is a rule", "----\n" + puzzle4, Options{}, []scanned{{line: 2, layout: OneLine}}},
		{"81 dashes are an empty 9x9 puzzle", strings.Repeat("-", 81) + "\n" + puzzle4, Options{}, []scanned{{line: 1, layout: OneLine}, {line: 2, layout: OneLine}}},
		{"16 dashes are an empty 4x4 puzzle by the side", strings.Repeat("-", 16) + "\n" + puzzle4, Options{Side: 4}, []scanned{{line: 1, layout: OneLine}, {line: 2, layout: OneLine}}},
		{"a 9x9 grid with a clash whose first row fits a 3x3 puzzle", "1...2...3\n" + strings.Repeat(".........\n", 7) + "9.......9\n", Options{}, []scanned{
			{line: 1, err: []string{"mixed.txt:9:9: r9c1 and r9c9 both hold 9 in row 9"}},
		}},
		{"a short one-line puzzle, then a grid", "1.3..4.22..1.1.\n1.3.\n.4.2\n2..1\n.1.3\n", Options{}, []scanned{
			{line: 1, err: []string{"mixed.txt:1: line has 15 cells"}},
			{line: 2, layout: GridLines},
		}},
		{"a compact grid with a bad row", "1.3.\n.4.2\n2.1\n.1.3\n" + puzzle4, Options{}, []scanned{
			{line: 1, err: []string{"mixed.txt:3: row has 3 cells; want 4 like the first row (line 1)"}},
			{line: 5, layout: OneLine},
		}},
	}
	for i := range 16 {
		tests[1].want = append(tests[1].want, scanned{line: i + 1, layout: OneLine})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			scanAll(t, tt.text, tt.opt, tt.want)
		})
	}
}

func TestScannerValuePerLine(t *testing.T) {
	g := gridFrom(t, shape9, samples.EasyText)
	text := textOf(g, "\n", "\n", orEmpty)
	tests := []struct {
		name, text string
		line       int // where the cells start
	}{
		{"plain", text, 1},
		// # lines are comments here too, not blank cells.
		{"comment on top", "# from top1465\n" + text, 2},
		{"comment inside", strings.Replace(text, "\n", "\n# a note\n", 5), 1},
		// Empty lines beyond the 81 cells are not cells: first those at
		// the end, then those at the start.
		{"empty lines after", text + "\n\n", 1},
		{"empty line before", "\n" + text, 2},
		{"empty lines around", "\n\n" + text + "\n", 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := scanAll(t, tt.text, Options{}, []scanned{{line: tt.line, layout: ValuePerLine}})
			assert.True(t, got[0].Grid.Equal(g), "read %s", got[0].Grid)
		})
	}
}

func TestScannerLongLines(t *testing.T) {
	big := textOf(puzzleOf(samples.Solved(t, sudoku.Shape{BoxRows: 8, BoxCols: 8})), " ", " ", decimal)
	tooLong := strings.Repeat(".", maxLineBytes+10)
	text := strings.Repeat(".", 4095) + "Z\n" + tooLong + "\n" + big + puzzle4 + "\n"
	scanAll(t, text, Options{}, []scanned{
		{line: 1, layout: OneLine},
		{line: 2, err: []string{"line is longer than 65536 bytes"}},
		{line: 3, layout: Numbers},
		{line: 4, layout: OneLine},
	})
}

func TestScannerStops(t *testing.T) {
	boom := errors.New("disk on fire")
	s := NewScanner(io.MultiReader(strings.NewReader(samples.EasyText+"\n"), iotest.ErrReader(boom)), "x.txt", Options{})
	require.True(t, s.Scan())
	require.NoError(t, s.Err())
	assert.False(t, s.Scan())
	require.ErrorIs(t, s.Err(), boom)
	assert.Equal(t, "reading x.txt: disk on fire", s.Err().Error())
	assert.False(t, s.Scan())

	s = NewScanner(strings.NewReader(samples.EasyText), "x.txt", Options{Side: 100})
	assert.False(t, s.Scan())
	require.Error(t, s.Err())
	assert.Equal(t, "options: grid side 100: must be between 1 and 64", s.Err().Error())

	s = NewScanner(strings.NewReader("\n# nothing\n\n"), "", Options{})
	assert.False(t, s.Scan())
	assert.NoError(t, s.Err())
}

func ExampleScanner() {
	text := `# two puzzles and a mistake
1.3..4.22..1.1.3
1.3..4.22..1.1.
1 . | 3 .
. 4 | . 2
----+----
2 . | . 1
. 1 | . 3
`
	s := NewScanner(strings.NewReader(text), "puzzles.txt", Options{})
	for s.Scan() {
		if err := s.Err(); err != nil {
			fmt.Println(err)
			continue
		}
		p := s.Puzzle()
		fmt.Println(p.Line, p.Style.Layout, p.Grid.Givens())
	}
	if err := s.Err(); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 2 one-line 8
	// puzzles.txt:3: line has 15 cells; a one-line puzzle needs n*n cells, such as 4 (2x2), 9 (3x3), 16 (4x4), 25 (5x5)
	// 4 grid 8
}

func TestReadGrids(t *testing.T) {
	grids, err := ReadGrids(strings.NewReader("# two puzzles\n"+strings.Repeat(".", 16)+"\n1...\n..2.\n.3..\n...4\n"), "two", Options{})
	require.NoError(t, err)
	require.Len(t, grids, 2)
	assert.Equal(t, 4, grids[1].Get(3, 3))
	_, err = ReadGrids(strings.NewReader(strings.Repeat(".", 16)+"\n12345\n"), "bad", Options{})
	assert.ErrorContains(t, err, "bad:2")
}

func TestScannerPending(t *testing.T) {
	s := NewScanner(strings.NewReader(samples.EasyText+"\n"+samples.EasyText+"\n"), "p.txt", Options{})
	require.True(t, s.Scan())
	assert.True(t, s.Pending(), "the second puzzle is read and waits")
	require.True(t, s.Scan())
	assert.False(t, s.Pending(), "nothing more is read: the next Scan reads")
	assert.False(t, s.Scan())
}

// TestScannerStreams reads puzzles from a stream that stays open, as a
// person typing into a pipe makes: each puzzle, one-line or a grid of rows
// with blanks, comes back without waiting for more input, although short
// lines could begin a value-per-line puzzle that the whole input must make.
func TestScannerStreams(t *testing.T) {
	for _, text := range []string{
		"1.3.\n.4.2\n2..1\n.1.3\n",
		"53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n",
	} {
		r, w := io.Pipe()
		go w.Write([]byte(text)) // and the pipe stays open
		s := NewScanner(r, "stdin", Options{})
		scanned := make(chan bool)
		go func() { scanned <- s.Scan() }()
		select {
		case ok := <-scanned:
			require.True(t, ok)
			require.NoError(t, s.Err())
			assert.Equal(t, 1, s.Puzzle().Line)
		case <-time.After(10 * time.Second):
			t.Fatalf("no puzzle read from %q while the input stays open", text)
		}
		w.Close()
	}
}

// TestScannerLayoutLinesAmiss reads jigsaw files with a layout line
// missing or one too many, or a bad puzzle without its layout: each costs
// one error, and the puzzles around it are read with their layouts. A
// layout labelled 0-8 is a layout, not a puzzle, even when it is wrong.
func TestScannerLayoutLinesAmiss(t *testing.T) {
	layout := strings.ReplaceAll(samples.JigsawLayout, "\n", "")
	zeroBased := strings.Map(func(r rune) rune { return r - 1 }, layout)
	one := "1" + strings.Repeat(".", 80)
	two := "2" + strings.Repeat(".", 80)
	bad := "1x" + strings.Repeat(".", 79)
	for _, tc := range []struct {
		name  string
		lines []string
		want  []string // each item: "ok", or a part of its error
	}{
		{"layout missing", []string{one, two, layout}, []string{"without its layout line", "ok"}},
		{"layout twice", []string{one, layout, layout, two, layout}, []string{"ok", "without its layout line", "ok"}},
		{"bad puzzle without layout", []string{bad, two, layout}, []string{"value x", "ok"}},
		{"bad puzzle with layout", []string{bad, layout, two, layout}, []string{"value x", "ok"}},
		{"labels 0-8", []string{one, zeroBased, two, layout}, []string{"ok", "ok"}},
		{"bad layout labelled 0-8", []string{one, zeroBased[80:] + zeroBased[1:80] + zeroBased[:1], two, layout},
			[]string{"is not connected", "ok"}},
	} {
		s := NewScanner(strings.NewReader(strings.Join(tc.lines, "\n")+"\n"), "amiss.txt", Options{})
		s.Layouts = true
		var got []string
		for s.Scan() {
			if err := s.Err(); err != nil {
				got = append(got, err.Error())
				continue
			}
			require.NotNil(t, s.Puzzle().Regions, tc.name)
			got = append(got, "ok")
		}
		require.Len(t, got, len(tc.want), "%s: %q", tc.name, got)
		for i, w := range tc.want {
			if w == "ok" {
				assert.Equal(t, "ok", got[i], tc.name)
			} else {
				assert.Contains(t, got[i], w, tc.name)
			}
		}
	}
}

// A batch of one-line puzzles costs the scanner two allocations a puzzle:
// the line's text and the grid's cells.
func TestScannerAllocationsPerLine(t *testing.T) {
	line := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
	text := strings.Repeat(line, 1000)
	allocs := testing.AllocsPerRun(5, func() {
		s := NewScanner(strings.NewReader(text), "batch.txt", Options{})
		for s.Scan() {
			require.NoError(t, s.Err())
		}
	})
	assert.LessOrEqual(t, allocs/1000, 2.01)
}

// TestScannerLayouts reads jigsaw puzzles each followed by its layout line:
// a puzzle that cannot be read passes over its layout, givens that clash
// keep their grid and layout for the variant to judge, and a layout that
// cannot be read, or is missing at the end, is its puzzle's error.
func TestScannerLayouts(t *testing.T) {
	layout := strings.ReplaceAll(samples.JigsawLayout, "\n", "")
	one := "1" + strings.Repeat(".", 80)
	clash := "11" + strings.Repeat(".", 79)
	badLayout := strings.Replace(layout, "1111", "1112", 1)
	text := strings.Join([]string{
		one, layout, // 1-2
		"", "12x" + strings.Repeat(".", 78), layout, // 3-5
		"# a clash", clash, layout, // 6-8
		one, badLayout, // 9-10
		one, strings.Repeat("1", 70000), // 11-12
		one, // 13, and no layout
	}, "\n") + "\n"
	want, err := sudoku.ParseRegions(layout, 9, 1)
	require.NoError(t, err)
	for _, tc := range []struct {
		line    int
		grid    bool     // the grid comes back
		regions bool     // and the layout
		err     []string // parts of the error; nil for none
	}{
		{1, true, true, nil},
		{4, false, false, []string{"mixed.txt:4:3: value x"}},
		{7, true, true, []string{"mixed.txt:7:", "both hold 1 in row 1"}},
		{9, false, false, []string{"mixed.txt:10:1: jigsaw layout (r1c1): region 1 has 8 cells, want 9"}},
		{11, false, false, []string{"mixed.txt:12: line is longer than"}},
		{13, false, false, []string{"mixed.txt:13: jigsaw puzzle without its layout line after it"}},
	} {
		s := NewScanner(strings.NewReader(text), "mixed.txt", Options{})
		s.Layouts = true
		var p Puzzle
		for s.Scan() {
			if p = s.Puzzle(); p.Line >= tc.line {
				break
			}
		}
		require.Equal(t, tc.line, p.Line)
		assert.Equal(t, tc.grid, p.Grid.Cells != nil, "line %d", tc.line)
		if tc.regions {
			assert.Equal(t, want, p.Regions, "line %d", tc.line)
		} else {
			assert.Nil(t, p.Regions, "line %d", tc.line)
		}
		if tc.err == nil {
			assert.NoError(t, s.Err())
			continue
		}
		require.Error(t, s.Err(), "line %d", tc.line)
		for _, part := range tc.err {
			assert.Contains(t, s.Err().Error(), part, "line %d", tc.line)
		}
	}
	count := 0
	s := NewScanner(strings.NewReader(text), "mixed.txt", Options{})
	s.Layouts = true
	for s.Scan() {
		count++
	}
	assert.Equal(t, 6, count, "one item a puzzle, the layouts taken with them")
}
