package draw

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/player"
	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/format"
)

// pixel returns the colour of the raster at (x, y).
func (r *Raster) pixel(x, y int) RGB {
	i := 4 * (y*r.W + x)
	return RGB{r.Pix[i], r.Pix[i+1], r.Pix[i+2]}
}

// palettes are the raster's palettes, named, for table tests.
var palettes = []struct {
	name string
	pal  *Palette
}{{"dark", &Dark}, {"light", &Light}}

// presetBoard is a board of the sudoku preset i.
func presetBoard(t testing.TB, i int) *player.Board {
	g, _, err := format.Parse(puzzle.Presets[i].Puzzle, format.Options{})
	require.NoError(t, err)
	b, err := player.NewBoard(g, dlx.Options{})
	require.NoError(t, err)
	return b
}

// cell is a pixel a test expects: its ground and its ink (inkNone: a 0).
type cell struct {
	x, y        int
	ground, ink uint8
	why         string
}

// assertCells checks the raster's pixels against cells, in palette pal.
func assertCells(t *testing.T, r *Raster, pal *Palette, cells []cell) {
	t.Helper()
	for _, c := range cells {
		assert.Equal(t, pal.inks[c.ground][c.ink], r.pixel(c.x, c.y), "(%d, %d): %s", c.x, c.y, c.why)
	}
}

// In the first preset, option 4 is r1c1=5 (items 0, 85, 166, 247) and
// options 0..8 are r1c1=1..9, all with item 0, cell r1c1. The search
// branches on r1c1 (event 1), covers it (2), tries r1c1=5 (3) and covers
// its other items (4..6).
func TestRasterFollowsPlayer(t *testing.T) {
	for _, tc := range []struct {
		name   string
		events int
		hl     Highlight
		cells  []cell
	}{
		{"start", 0, NoHighlight, []cell{
			{0, 4, groundPlain, inkLive, "a live 1"},
			{1, 4, groundPlain, inkNone, "a 0"},
		}},
		{"branched", 2, NoHighlight, []cell{
			{0, 4, groundBranchLine, inkBranch, "a 1 of the item branched on, on its line"},
			{0, 10, groundBranchLine, inkNone, "the line keeps the plain ground"},
			{3, 100, groundBranchHalo, inkNone, "the line's halo: the band's rail"},
			{4, 100, groundPlain, inkNone, "the band is 7 pixels wide"},
			{2, 8, groundBranchTick, inkNone, "a tick in the rail beside each 1 of the line"},
			{2, 9, groundBranchHalo, inkNone, "no tick beside a 0"},
		}},
		{"tried", 3, Highlight{Option: 4, Items: []int{85}}, []cell{
			{0, 4, groundTriedLine, inkTried, "the tried option's 1 where the lines cross"},
			{85, 4, groundTriedLine, inkTried, "the tried option's 1s"},
			{1, 4, groundTriedLine, inkNone, "the line keeps the plain ground"},
			{200, 1, groundTriedHalo, inkNone, "the line's halo: the band's rail"},
			{200, 7, groundTriedHalo, inkNone, "the band's other rail"},
			{200, 8, groundPlain, inkNone, "the band is 7 pixels high"},
			{166, 2, groundTriedTick, inkNone, "a tick in the rail beside each 1 of the line"},
			{167, 2, groundTriedHalo, inkNone, "no tick beside a 0"},
			{0, 2, groundBranchLine, inkBranch, "the branch line runs through the tried band"},
			{2, 2, groundTriedHalo, inkNone, "the tried band runs over the branch band"},
			{85, 0, groundHover, inkNone, "the highlighted item's column"},
		}},
		{"tried's items covered", 6, NoHighlight, []cell{
			{175, 13, groundPlain, inkDim, "r1c2=5 (option 13, with r1 has 5, item 85) is removed: dimmed"},
			{85, 13, groundPlain, inkDim, "a removed option's 1 in a covered item"},
		}},
	} {
		for _, p := range palettes {
			t.Run(tc.name+"/"+p.name, func(t *testing.T) {
				b := presetBoard(t, 0)
				b.Player.Seek(tc.events)
				var r Raster
				r.Draw(b.Player, Look{Palette: p.pal, Zoom: 1}, tc.hl)
				require.Equal(t, 324, r.W)
				require.Equal(t, 729, r.H)
				assertCells(t, &r, p.pal, tc.cells)
			})
		}
	}
}

func TestRasterDimsNotHides(t *testing.T) {
	for _, p := range palettes {
		b := presetBoard(t, 0)
		b.Player.Seek(6)
		var r Raster
		r.Draw(b.Player, Look{Palette: p.pal, Zoom: 1}, NoHighlight)
		assert.NotEqual(t, p.pal.Background, r.pixel(175, 13), "%s: a removed option's 1 is still drawn", p.name)
		assert.NotEqual(t, p.pal.Background, r.pixel(85, 13), "%s: a covered item's 1 is still drawn", p.name)
	}
}

func TestRasterBandsNarrowWhenZoomed(t *testing.T) {
	for _, tc := range []struct {
		zoom, halo int
		line       uint8 // the tried line's ground
	}{
		{0, 3, groundTriedLine}, {1, 3, groundTriedLine}, {2, 1, groundTriedLine}, {3, 1, groundTriedLine},
		{4, 0, groundTriedStripe}, {16, 0, groundTriedStripe},
	} {
		b := presetBoard(t, 0)
		b.Player.Seek(3) // try r1c1=5, option 4
		var r Raster
		r.Draw(b.Player, Look{Palette: &Dark, Zoom: tc.zoom}, NoHighlight)
		what := fmt.Sprintf("zoom %d", tc.zoom)
		assert.Equal(t, Dark.inks[tc.line][inkNone], r.pixel(200, 4), "%s: the line", what)
		for y := 4 - tc.halo; y < 4; y++ {
			assert.Equal(t, Dark.inks[groundTriedHalo][inkNone], r.pixel(200, y), "%s: row %d is in the band", what, y)
		}
		assert.Equal(t, Dark.Background, r.pixel(200, 4-tc.halo-1), "%s: the band ends", what)
		assert.Equal(t, Dark.Background, r.pixel(tc.halo+1, 100), "%s: the branch band ends", what)
		k, it := r.At(85, 4)
		assert.Equal(t, []int{4, 85}, []int{k, it}, "%s: a pixel is a cell, whatever the zoom", what)
		k, it = r.At(2, 6)
		assert.Equal(t, []int{6, 2}, []int{k, it}, "%s: a pixel in the bands is its own cell", what)
	}
}

func TestRasterCompact(t *testing.T) {
	b := presetBoard(t, 0)
	b.Player.Seek(6)
	var r Raster
	r.Draw(b.Player, Look{Palette: &Light, Compact: true, Zoom: 1}, NoHighlight)
	assert.Less(t, r.H, 729, "compact drops removed options")
	assert.Less(t, r.W, 324, "and covered items")
	for y := range r.H {
		k, _ := r.At(0, y)
		assert.True(t, b.Player.View().Live(k) || k == 4, "option %d is live or chosen", k)
	}
	tried := slices.Index(r.Rows, 4)
	require.GreaterOrEqual(t, tried, 0, "the tried option stays")
	assert.Equal(t, Light.Background, r.pixel(r.W-1, tried), "on its line")
	assert.Equal(t, Light.inks[groundTriedHalo][inkNone], r.pixel(r.W-1, tried+1), "in its band")
	k, it := r.At(r.W, 0)
	assert.Equal(t, []int{-1, -1}, []int{k, it})
}

func TestRasterScalesDownBigMatrices(t *testing.T) {
	g, err := sudoku.NewGrid(sudoku.Shape{BoxRows: 5, BoxCols: 5})
	require.NoError(t, err)
	b, err := player.NewBoard(g, dlx.Options{})
	require.NoError(t, err)
	var r Raster
	r.Draw(b.Player, Look{Palette: &Light, Zoom: 1}, NoHighlight)
	// 15,625 options x 2,500 items, 5 x 5 cells to a pixel.
	require.Equal(t, 5, r.Scale)
	assert.Equal(t, 500, r.W)
	assert.Equal(t, 3125, r.H)
	assert.LessOrEqual(t, r.W*r.H, MaxPixels)
	assert.Len(t, r.Pix, r.W*r.H*4)
	// Options 0..4 are r1c1=1..5, all in cell r1c1 (item 0): the top-left
	// pixel shows their 1s, the one beside it (items 5..9) only 0s.
	assertCells(t, &r, &Light, []cell{
		{0, 0, groundPlain, inkLive, "a pixel shows its cells' 1s"},
		{1, 0, groundPlain, inkNone, "and 0s where all are 0"},
	})
	k, it := r.At(1, 2)
	assert.Equal(t, []int{10, 5}, []int{k, it}, "a pixel stands for the first of its cells")

	// Branch on r1c1 (item 0) and try r1c1=1 (option 0, on pixel row 0).
	require.True(t, b.Player.StepUntil(func(e dlx.Event) bool { return e.Kind == dlx.Try }, 0))
	require.Equal(t, 0, b.Player.Trying())
	r.Draw(b.Player, Look{Palette: &Light, Zoom: 1}, NoHighlight)
	assertCells(t, &r, &Light, []cell{
		{0, 0, groundTriedLine, inkTried, "the tried option's 1s win their pixels"},
		{1, 0, groundTriedLine, inkNone, "its line"},
		{1, 3, groundTriedHalo, inkNone, "its band, in pixels"},
		{1, 4, groundBranchTick, inkNone, "r1c1's 21st to 25th options, beside the branch line"},
		{4, 6, groundPlain, inkNone, "outside the bands"},
	})
}

// BenchmarkRasterDraw draws a frame of the 9x9 sudoku's 729x324 matrix
// 30 events into the default puzzle's search, as the page does each frame
// while playing, and of an empty 25x25 sudoku's 15,625x2,500 one, drawn
// scaled down.
func BenchmarkRasterDraw(b *testing.B) {
	empty25, err := sudoku.NewGrid(sudoku.Shape{BoxRows: 5, BoxCols: 5})
	require.NoError(b, err)
	preset, _, err := format.Parse(puzzle.Presets[0].Puzzle, format.Options{})
	require.NoError(b, err)
	for _, bc := range []struct {
		name  string
		grid  sudoku.Grid
		steps int
	}{
		{"9x9", preset, 30},
		{"25x25", empty25, 6},
	} {
		b.Run(bc.name, func(b *testing.B) {
			board, err := player.NewBoard(bc.grid, dlx.Options{})
			require.NoError(b, err)
			board.Player.Seek(bc.steps)
			var r Raster
			for b.Loop() {
				r.Draw(board.Player, Look{Palette: &Light, Zoom: 1}, NoHighlight)
			}
		})
	}
}
