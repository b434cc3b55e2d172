package puzzle

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// janko is the layout of the Jigsaw preset.
const janko = "999998888555998888555998333555111333222111333222111444222766444777766444777766666"

// mustRegions reads a layout that the test knows is good.
func mustRegions(t *testing.T, text string, n int) sudoku.Regions {
	t.Helper()
	rs, err := sudoku.ParseRegions(text, n, 1)
	require.NoError(t, err)
	return rs
}

// TestStateVariantRoundTrip writes each variant's state as a link and
// reads it back: the rules, a jigsaw's regions, the puzzle, the step and
// the method come back, and a classic link says nothing of variants (old
// links read as classic).
func TestStateVariantRoundTrip(t *testing.T) {
	nine, err := sudoku.EmptyGrid(9)
	require.NoError(t, err)
	four, err := sudoku.EmptyGrid(4)
	require.NoError(t, err)
	six, err := sudoku.EmptyGrid(6)
	require.NoError(t, err)
	tests := []struct {
		name   string
		state  State
		has    []string // in the query
		hasNot []string
	}{
		{"classic", State{Puzzle: nine}, nil, []string{"variant=", "regions="}},
		{"x", State{Puzzle: nine, Variant: sudoku.Variant{Diagonals: true}, Step: 7}, []string{"variant=x"}, []string{"regions="}},
		{"windoku", State{Puzzle: nine, Variant: sudoku.Variant{Windows: true}}, []string{"variant=windoku"}, nil},
		{"anti-knight and x, methods page", State{Puzzle: nine, Variant: sudoku.Variant{Diagonals: true, AntiKnight: true}, Method: solve.Backtrack},
			[]string{"variant=x%2Banti-knight", "m=backtrack"}, nil},
		{"anti-king", State{Puzzle: nine, Variant: sudoku.Variant{AntiKing: true}}, []string{"variant=anti-king"}, nil},
		{"jigsaw", State{Puzzle: nine, Variant: sudoku.Variant{Jigsaw: true, Regions: mustRegions(t, janko, 9)}},
			[]string{"variant=jigsaw", "regions=111112222333112222333112444333555444666555444666555777666899777888899777888899999"}, nil},
		{"jigsaw 4x4 with x", State{Puzzle: four, Variant: sudoku.Variant{Diagonals: true, Jigsaw: true, Regions: mustRegions(t, "1122112233443344", 4)}},
			[]string{"variant=x%2Bjigsaw", "regions=1122112233443344"}, nil},
		{"windoku 4x4", State{Puzzle: four, Variant: sudoku.Variant{Windows: true}}, []string{"variant=windoku"}, nil},
		{"x 6x6", State{Puzzle: six, Variant: sudoku.Variant{Diagonals: true}}, []string{"variant=x"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := tt.state.Query()
			for _, want := range tt.has {
				assert.Contains(t, q, want)
			}
			for _, not := range tt.hasNot {
				assert.NotContains(t, q, not)
			}
			back, ok, err := ParseState(q)
			require.NoError(t, err, q)
			require.True(t, ok)
			assert.Equal(t, tt.state.Variant, back.Variant)
			assert.True(t, tt.state.Puzzle.Equal(back.Puzzle))
			assert.Equal(t, tt.state.Step, back.Step)
			assert.Equal(t, tt.state.Method, back.Method)
		})
	}
}

// TestStateVariantMistakes checks a link's wrong rules are told in a
// sentence naming the part at fault, and a wrong layout comes back as a
// *LayoutError with the link's text and the rest of the state read.
func TestStateVariantMistakes(t *testing.T) {
	x := "p=" + Presets[8].Puzzle
	jig := "p=" + Presets[10].Puzzle
	six := "p=" + strings.ReplaceAll(Presets[6].Puzzle, "\n", "")
	for _, tc := range []struct {
		query, want string
		layout      bool // the error is the layout's, with its text
	}{
		{x + "&variant=hexagon", `The link's variant "hexagon" is none of classic, x, windoku, anti-knight, anti-king, jigsaw, or several joined by +`, false},
		{six + "&variant=windoku", "The link's variant windoku cannot be played on this grid: windoku needs square boxes of side 2 or more, not 6x6 (2x3 boxes)", false},
		{jig + "&variant=jigsaw", "The link's jigsaw has no layout: give its regions, one label per cell", true},
		{jig + "&regions=" + janko[:80] + "7", "The link's jigsaw layout: column 58 (r7c4): region 7 has 10 cells, want 9", true},
		{jig + "&regions=" + janko[:80], "The link's jigsaw layout: column 80: 80 cells, want 81", true},
		{jig + "&regions=1" + janko[1:], "The link's jigsaw layout: column 1 (r1c1): region 1 has 10 cells, want 9", true},
		{jig + "&regions=" + "111111111" + "222222222" + "333333333" + "444444444" + "555555555" + "666666666" + "777777777" + "888888888" + "99999999.", `The link's jigsaw layout: column 81 (r9c9): '.' is not a region label (a digit or a letter)`, true},
	} {
		s, ok, err := ParseState(tc.query)
		assert.True(t, ok)
		require.Error(t, err, tc.query)
		assert.Equal(t, tc.want, err.Error(), tc.query)
		var le *LayoutError
		if assert.Equal(t, tc.layout, errors.As(err, &le), tc.query) && tc.layout {
			_, regions, _ := strings.Cut(tc.query, "&regions=")
			assert.Equal(t, regions, le.Text, "the link's layout is kept")
			assert.True(t, s.Variant.Jigsaw, "a jigsaw still")
			assert.Equal(t, 20, s.Puzzle.Givens(), "the puzzle is read")
		}
	}
}

// TestReadLayout checks a layout's mistakes are named at their line,
// column and cell, on one line, and the text is kept.
func TestReadLayout(t *testing.T) {
	lines := strings.Join([]string{"111222333", "111222333", "111222333", "444555666", "444555666", "444555666", "777888999", "777888999", "777888999"}, "\n")
	notConnected := strings.Join([]string{"1122", "1122", "3344", "4433"}, "\n")
	for _, tc := range []struct {
		text string
		n    int
		want string
	}{
		{lines, 9, ""},
		{strings.Replace(lines, "111222333\n444", "111222339\n444", 1), 9, "The jigsaw layout: line 1, column 7 (r1c7): region 3 has 8 cells, want 9"},
		{notConnected, 4, "The jigsaw layout: line 4, column 1 (r4c1): region 4 is not connected: this cell is cut off from r3c3"},
		{"1122 1122 3344 334", 4, "The jigsaw layout: column 18: 15 cells, want 16"},
		{"11223", 2, "The jigsaw layout: column 5: more than 4 cells"},
	} {
		rs, err := ReadLayout("The jigsaw layout", tc.text, tc.n)
		if tc.want == "" {
			require.NoError(t, err)
			assert.Len(t, rs, tc.n*tc.n)
			continue
		}
		require.Error(t, err, tc.text)
		assert.Equal(t, tc.want, err.Error())
		var le *LayoutError
		require.True(t, errors.As(err, &le))
		assert.Equal(t, tc.text, le.Text)
	}
}

// TestBoxLayout checks the layout a jigsaw starts from is the shape's
// boxes, and reads back as a valid layout.
func TestBoxLayout(t *testing.T) {
	assert.Equal(t, "111222\n111222\n333444\n333444\n555666\n555666\n", BoxLayout(sudoku.Shape{BoxRows: 2, BoxCols: 3}))
	for _, s := range Sizes {
		_, err := ReadLayout("boxes", BoxLayout(s), s.N())
		assert.NoError(t, err, s.String())
	}
}

// TestSplitLayout checks a pasted jigsaw, its puzzle on one line and its
// layout after it, is split, and anything else is left whole.
func TestSplitLayout(t *testing.T) {
	p := Presets[10].Puzzle
	for _, tc := range []struct {
		text, grid, layout string
		ok                 bool
	}{
		{p + "\n" + janko, p, janko, true},
		{"\n  " + p + "\r\n" + janko + "\n", p + "\r", janko + "\n", true},
		{p + "\n" + janko[:27] + "\n" + janko[27:54] + "\n" + janko[54:], p, janko[:27] + "\n" + janko[27:54] + "\n" + janko[54:], true},
		{p, "", "", false},
		{p + "\n" + janko[:80], "", "", false},
		{p + "\n" + p, "", "", true}, // a layout's count: ReadLayout tells what is wrong
		{"12345\n" + janko, "", "", false},
	} {
		grid, layout, ok := SplitLayout(tc.text)
		require.Equal(t, tc.ok, ok, tc.text)
		if ok && tc.grid != "" {
			assert.Equal(t, tc.grid, grid)
			assert.Equal(t, tc.layout, layout)
		}
	}
}

// TestSizesFit checks which rules each size of the page can play.
func TestSizesFit(t *testing.T) {
	for _, s := range Sizes {
		for _, v := range []sudoku.Variant{{Diagonals: true}, {AntiKnight: true}, {AntiKing: true}, {Jigsaw: true}} {
			assert.NoError(t, v.Fits(s), "%s on %s", v, s)
		}
		err := sudoku.Variant{Windows: true}.Fits(s)
		if s.BoxRows == s.BoxCols {
			assert.NoError(t, err, s.String())
		} else {
			assert.ErrorContains(t, err, "windoku needs square boxes", s.String())
		}
	}
}

// TestVariantPresets checks each variant preset reads with its rules and
// has exactly one solution under them, and that the presets the pages'
// tests click by index stay where they were.
func TestVariantPresets(t *testing.T) {
	names := make([]string, len(Presets))
	for i, pr := range Presets {
		names[i] = pr.Name
	}
	assert.Equal(t, []string{"Easy", "17 clues", "Forum hardest", "Empty", "Unsolvable", "Several solutions", "6x6", "16x16", "X-sudoku", "X-sudoku 2", "Jigsaw"}, names)
	for _, pr := range Presets[8:] {
		g, err := ReadPuzzle("the preset", pr.Puzzle, format.Options{})
		require.NoError(t, err, pr.Name)
		v, err := pr.Rules(g.N())
		require.NoError(t, err, pr.Name)
		assert.Equal(t, pr.Variant, v.String())
		assert.NotEmpty(t, pr.Source, pr.Name)
		o, err := (&solve.Solver{Method: solve.DLX, Variant: v, Limits: solve.Limits{MaxSolutions: 2}}).Solve(g)
		require.NoError(t, err, pr.Name)
		assert.True(t, o.Unique(), pr.Name)
		classic, err := (&solve.Solver{Method: solve.DLX, Limits: solve.Limits{MaxSolutions: 2}}).Solve(g)
		if err == nil {
			assert.False(t, classic.Unique(), "%s: classic rules alone do not pin its solution", pr.Name)
		}
	}
}

func TestTitle(t *testing.T) {
	for _, tc := range []struct {
		v    sudoku.Variant
		want string
	}{
		{sudoku.Variant{}, "classic sudoku"},
		{sudoku.Variant{Diagonals: true}, "X-sudoku"},
		{sudoku.Variant{Diagonals: true, Windows: true, AntiKnight: true, AntiKing: true, Jigsaw: true}, "X-sudoku + windoku + anti-knight + anti-king + jigsaw"},
	} {
		assert.Equal(t, tc.want, Title(tc.v))
	}
	for _, name := range sudoku.VariantNames() {
		assert.NotEmpty(t, ruleTitles[name], name)
	}
}
