package sudoku_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/internal/samples"
)

func TestParseRegions(t *testing.T) {
	rs, err := sudoku.ParseRegions(samples.JigsawLayout, 9, 1)
	require.NoError(t, err)
	assert.Equal(t, samples.JigsawLayout+"\n", rs.String())
	one, err := sudoku.ParseRegions(strings.ReplaceAll(samples.JigsawLayout, "\n", ""), 9, 1)
	require.NoError(t, err)
	assert.Equal(t, rs, one)
}

// TestRegionsSide counts a layout's labels, its spaces and rules aside,
// for the side of the grid they fill, rounded up.
func TestRegionsSide(t *testing.T) {
	for _, tc := range []struct {
		text string
		side int
	}{
		{samples.JigsawLayout, 9},
		{"| " + strings.ReplaceAll(samples.JigsawLayout, "\n", " +-\n"), 9},
		{"1122\n1122\n3344\n334", 4},
		{"12\n21", 2},
		{"", 1},
	} {
		assert.Equal(t, tc.side, sudoku.RegionsSide(tc.text), "%q", tc.text)
	}
}

func TestParseRegionsErrors(t *testing.T) {
	row := func(i int, s string) string {
		lines := strings.Split(samples.JigsawLayout, "\n")
		lines[i] = s
		return strings.Join(lines, "\n")
	}
	for _, tc := range []struct {
		name, text, want string
	}{
		{"wrong size", row(0, "111112333"), "jigsaw layout: line 1, column 1 (r1c1): region 1 has 10 cells, want 9"},
		{"not connected", row(8, "977888997"), "jigsaw layout: line 9, column 1 (r9c1): region 9 is not connected: this cell is cut off from r7c7"},
		{"too many regions", row(8, "77788899A"), `jigsaw layout: line 9, column 9 (r9c9): label 'A' makes more than 9 regions`},
		{"bad label", row(4, "444555*66"), `jigsaw layout: line 5, column 7 (r5c7): '*' is not a region label (a digit or a letter)`},
		{"too short", samples.JigsawLayout[:69], "jigsaw layout: line 7, column 9: 63 cells, want 81"},
		{"too long", samples.JigsawLayout + "1", "jigsaw layout: line 9, column 10: more than 81 cells"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := sudoku.ParseRegions(tc.text, 9, 1)
			var re *sudoku.RegionError
			require.ErrorAs(t, err, &re)
			assert.EqualError(t, err, tc.want)
		})
	}
}

func FuzzParseRegions(f *testing.F) {
	f.Add(samples.JigsawLayout, 9)
	f.Add("1122\n1122\n3344\n3344", 4)
	f.Add("12\n21", 2)
	f.Fuzz(func(t *testing.T, text string, n int) {
		rs, err := sudoku.ParseRegions(text, n, 1)
		if err != nil {
			return
		}
		require.NoError(t, rs.Check(n))
		again, err := sudoku.ParseRegions(rs.String(), n, 1)
		require.NoError(t, err)
		require.Equal(t, rs, again)
	})
}

// TestJigsawLargestSide writes and reads back the boxes of the largest
// jigsaw, a label a region, and refuses larger ones everywhere: the
// layout's reader and check, and the rules on the shape.
func TestJigsawLargestSide(t *testing.T) {
	largest := sudoku.Shape{BoxRows: 2, BoxCols: 31}
	require.Equal(t, sudoku.MaxJigsaw, largest.N())
	rs := sudoku.BoxRegions(largest)
	back, err := sudoku.ParseRegions(rs.Line(), sudoku.MaxJigsaw, 1)
	require.NoError(t, err)
	assert.Equal(t, rs, back)
	assert.NoError(t, sudoku.Variant{Jigsaw: true, Regions: rs}.Fits(largest))
	for _, s := range []sudoku.Shape{{BoxRows: 7, BoxCols: 9}, {BoxRows: 8, BoxCols: 8}} {
		n := s.N()
		assert.ErrorContains(t, sudoku.BoxRegions(s).Check(n), "at most 62 regions", s.String())
		_, err := sudoku.ParseRegions(sudoku.BoxRegions(s).Line(), n, 1)
		assert.ErrorContains(t, err, "between 1 and 62", s.String())
		assert.ErrorContains(t, sudoku.Variant{Jigsaw: true}.Fits(s), "at most 62", s.String())
	}
}

// TestRandomRegions draws layouts of several shapes: each is a valid
// jigsaw layout (Check), is not the boxes, and the same seed draws the
// same layout.
func TestRandomRegions(t *testing.T) {
	tests := []struct {
		name  string
		shape sudoku.Shape
		seeds uint64 // many for 4x4, where trades often come back to the boxes
	}{
		{"4x4", sudoku.Shape{BoxRows: 2, BoxCols: 2}, 300},
		{"6x6", sudoku.Shape{BoxRows: 2, BoxCols: 3}, 30},
		{"9x9", sudoku.Shape{BoxRows: 3, BoxCols: 3}, 10},
		{"16x16", sudoku.Shape{BoxRows: 4, BoxCols: 4}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := tt.shape.N()
			boxes := sudoku.BoxRegions(tt.shape)
			require.NoError(t, boxes.Check(n))
			for seed := range tt.seeds {
				rs := sudoku.RandomRegions(tt.shape, rand.New(rand.NewPCG(seed, 1)))
				require.NoError(t, rs.Check(n), "seed %d:\n%s", seed, rs)
				assert.NotEqual(t, boxes, rs, "seed %d", seed)
				assert.Equal(t, rs, sudoku.RandomRegions(tt.shape, rand.New(rand.NewPCG(seed, 1))), "seed %d draws again the same", seed)
			}
		})
	}
}
