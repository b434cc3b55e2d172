package problem

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
)

// allSolutions solves s and returns its solutions, each its options' names.
func allSolutions(t *testing.T, s Sheet) (*dlx.Problem, [][]string) {
	t.Helper()
	m, err := s.Problem()
	require.NoError(t, err)
	var out [][]string
	dlx.NewLinks(m).Solve(dlx.Options{OnSolution: func(opts []int) {
		var names []string
		for _, k := range opts {
			names = append(names, m.OptionName(k))
		}
		out = append(out, names)
	}})
	return m, out
}

func TestSeedExampleHasOneCover(t *testing.T) {
	_, sols := allSolutions(t, SeedExample())
	require.Len(t, sols, 1)
	assert.ElementsMatch(t, []string{"B", "D", "F"}, sols[0])
}

func TestPresetCounts(t *testing.T) {
	for _, tc := range []struct {
		name  string
		sheet Sheet
		count int64
	}{
		{"4 queens", Queens(4), 2},
		{"6 queens", Queens(6), 4},
		{"8 queens", Queens(8), 92},
		{"Langford 3", Langford(3), 2},
		{"Langford 5", Langford(5), 0},
		{"Langford 7", Langford(7), 52},
		{"pentominoes 3x20", Pentomino(3, 20), 8},
		// xcover cover -count agrees, and on encode-wordsearch.py's text for
		// the same words (aaw/cover's generator).
		{"word search", WordSearch(WordSearchWords, 5, 5), 960},
		{"squares 3x3", Squares(3), 4},
		{"squares 4x4", Squares(4), 25},
		{"squares 5x5", Squares(5), 234},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := tc.sheet.Problem()
			require.NoError(t, err)
			assert.Equal(t, tc.count, dlx.NewLinks(m).Solve(dlx.Options{}).Solutions)
		})
	}
}

func TestSudokuSheetCountsEveryGrid(t *testing.T) {
	s, err := SudokuSheet(4)
	require.NoError(t, err)
	assert.Len(t, s.Items, 64)
	assert.Len(t, s.Options, 64)
	assert.Equal(t, "r1c1=1", s.Options[0].Name)
	m, err := s.Problem()
	require.NoError(t, err)
	assert.Equal(t, int64(288), dlx.NewLinks(m).Solve(dlx.Options{}).Solutions, "the 4x4 sudoku grids")
}

func TestPentominoShapes(t *testing.T) {
	want := map[string]int{"F": 8, "I": 2, "L": 8, "N": 8, "P": 8, "T": 4, "U": 4, "V": 4, "W": 4, "X": 1, "Y": 8, "Z": 4}
	for _, p := range Pentominoes {
		assert.Len(t, orientations(p.Cells), want[p.Name], p.Name)
	}
	s := Pentomino(6, 10)
	assert.Len(t, s.Items, 72)
	assert.Len(t, s.Options, 2056, "placements in a 6x10 box, as Knuth counts them")
}

func TestQueensDiagonalsAreSecondary(t *testing.T) {
	s := Queens(5)
	assert.Equal(t, 10, s.Primary())
	assert.Len(t, s.Items, 10+9+9)
	assert.Equal(t, "r2 c3 a5 b4", s.OptionName(7))
	require.NoError(t, s.Check())
	assert.Len(t, WordSearch([]string{"ABA"}, 1, 3).Options, 1, "a palindrome, once")
}

func TestMatrixPresetsLoad(t *testing.T) {
	for _, pr := range MatrixPresets {
		sizes := pr.Sizes
		if len(sizes) == 0 {
			sizes = []int{0}
		} else {
			assert.Contains(t, sizes, pr.Default, pr.Name)
		}
		for _, n := range sizes {
			s, err := pr.Make(n)
			require.NoError(t, err, pr.Name)
			require.NoError(t, s.Check(), pr.Name)
		}
	}
}

// TestPresetAlgorithms checks that the word search needs colors and the
// squares bounds, so that the page shows Algorithms C and M.
func TestPresetAlgorithms(t *testing.T) {
	for _, tc := range []struct {
		sheet Sheet
		alg   string
	}{{SeedExample(), "X"}, {WordSearch(WordSearchWords, 5, 5), "C"}, {Squares(4), "M"}} {
		m, err := tc.sheet.Problem()
		require.NoError(t, err)
		assert.Equal(t, tc.alg, m.Algorithm())
	}
}

// TestSquaresCountsPackings counts the squares' packings by brute force:
// sets of 2x2 squares that do not overlap, as many as the bounds allow, the
// 1x1 squares filling the rest in one way.
func TestSquaresCountsPackings(t *testing.T) {
	for n := 3; n <= 5; n++ {
		var corners [][2]int
		for r := range n - 1 {
			for c := range n - 1 {
				corners = append(corners, [2]int{r, c})
			}
		}
		overlap := func(a, b [2]int) bool { return max(a[0]-b[0], b[0]-a[0]) < 2 && max(a[1]-b[1], b[1]-a[1]) < 2 }
		var count func(from int, placed [][2]int) int64
		count = func(from int, placed [][2]int) int64 {
			var total int64
			if len(placed) >= 1 && len(placed) <= max(n-2, 1) {
				total++
			}
			for k := from; k < len(corners); k++ {
				free := true
				for _, p := range placed {
					free = free && !overlap(p, corners[k])
				}
				if free {
					total += count(k+1, append(placed, corners[k]))
				}
			}
			return total
		}
		m, err := Squares(n).Problem()
		require.NoError(t, err)
		assert.Equal(t, count(0, nil), dlx.NewLinks(m).Solve(dlx.Options{}).Solutions, "n=%d", n)
	}
}

// TestWordSearchNames checks the word search's options are named by their
// word, first letter's cell and way, and give the cells the letters.
func TestWordSearchNames(t *testing.T) {
	s := WordSearch([]string{"AB"}, 2, 2)
	var names []string
	for r := range s.Options {
		names = append(names, s.Options[r].Name)
	}
	assert.Equal(t, []string{"AB r1c1→", "AB r1c2←", "AB r2c1→", "AB r2c2←", "AB r1c1↓", "AB r2c1↑", "AB r1c2↓", "AB r2c2↑",
		"AB r1c1↘", "AB r2c2↖", "AB r1c2↙", "AB r2c1↗"}, names)
	assert.Equal(t, "AB r1c2←\n", strings.SplitAfterN(s.Text(), "|= ", 3)[2][:len("AB r1c2←\n")])
	assert.Equal(t, "B", s.Color(1, 1), "item 1, r1c1, holds B when AB reads leftwards from r1c2")
	require.NoError(t, s.Check())
	assert.Len(t, WordSearch([]string{"ABA"}, 1, 3).Options, 1, "a palindrome, once")
}
