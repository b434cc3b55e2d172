package draw

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/player"
	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku"
)

// pixel returns the colour of the raster at (x, y).
func (r *Raster) pixel(x, y int) RGB {
	i := 4 * (y*r.W + x)
	return RGB{r.Pix[i], r.Pix[i+1], r.Pix[i+2]}
}

func TestRasterFollowsPlayer(t *testing.T) {
	g, _, err := sudoku.Parse(puzzle.Presets[0].Puzzle, sudoku.Options{})
	require.NoError(t, err)
	b, err := player.NewBoard(g, dlx.Options{})
	require.NoError(t, err)
	var r Raster
	r.Draw(b.Player, false, NoHighlight)
	require.Equal(t, 324, r.W)
	require.Equal(t, 729, r.H)
	// Option 4 is r1c1=5 (items 0, 85, 166, 247); item 0 is cell r1c1.
	assert.Equal(t, Palette.One, r.pixel(0, 4))
	assert.Equal(t, Palette.Background, r.pixel(1, 4))

	b.Player.Seek(2) // branch on cell r1c1, cover it
	r.Draw(b.Player, false, NoHighlight)
	assert.Equal(t, Palette.Branch, r.pixel(0, 4))
	assert.Equal(t, Palette.BranchColumn, r.pixel(0, 10), "the branch column's zeros are tinted")

	b.Player.Seek(3) // try r1c1=5
	r.Draw(b.Player, false, Highlight{Option: 4, Items: []int{85}})
	assert.Equal(t, Palette.Tried, r.pixel(0, 4))
	assert.Equal(t, Palette.Tried, r.pixel(85, 4))
	assert.Equal(t, Palette.TriedRow, r.pixel(1, 4))
	assert.Equal(t, Palette.Hover, r.pixel(85, 0), "the highlighted item's column")
	k, it := r.At(85, 4)
	assert.Equal(t, []int{4, 85}, []int{k, it})

	b.Player.Seek(6) // its other items covered: the options they held are gone
	r.Draw(b.Player, false, NoHighlight)
	assert.Equal(t, Palette.Dim, r.pixel(1, 13), "r1c2=5 (option 13, cell r1c2 = item 1) is removed")

	r.Draw(b.Player, true, NoHighlight)
	assert.Less(t, r.H, 729, "compact drops removed options")
	assert.Less(t, r.W, 324, "and covered items")
	for y := range r.H {
		k, _ := r.At(0, y)
		assert.True(t, b.Player.Matrix().Live(k) || k == 4, "option %d is live or chosen", k)
	}
	k, it = r.At(r.W, 0)
	assert.Equal(t, []int{-1, -1}, []int{k, it})
}

func TestRasterScalesDownBigMatrices(t *testing.T) {
	g, err := sudoku.NewGrid(sudoku.Shape{BoxRows: 5, BoxCols: 5})
	require.NoError(t, err)
	b, err := player.NewBoard(g, dlx.Options{})
	require.NoError(t, err)
	var r Raster
	r.Draw(b.Player, false, NoHighlight)
	// 15,625 options x 2,500 items, 5 x 5 cells to a pixel.
	require.Equal(t, 5, r.Scale)
	assert.Equal(t, 500, r.W)
	assert.Equal(t, 3125, r.H)
	assert.LessOrEqual(t, r.W*r.H, MaxPixels)
	assert.Len(t, r.Pix, r.W*r.H*4)
	// Options 0..4 are r1c1=1..5, all in cell r1c1 (item 0): the top-left
	// pixel shows their 1s, the one beside it (items 5..9) only 0s.
	assert.Equal(t, Palette.One, r.pixel(0, 0))
	assert.Equal(t, Palette.Background, r.pixel(1, 0))
	k, it := r.At(1, 2)
	assert.Equal(t, []int{10, 5}, []int{k, it}, "a pixel stands for the first of its cells")

	require.True(t, b.Player.StepUntil(func(e dlx.Event) bool { return e.Kind == dlx.Try }, 0))
	tried := b.Player.Trying()
	r.Draw(b.Player, false, NoHighlight)
	assert.Equal(t, Palette.Tried, r.pixel(0, tried/5), "the tried option's 1s win their pixels")
	assert.Equal(t, Palette.TriedRow, r.pixel(1, tried/5))
}

// BenchmarkRasterDraw draws a frame of the 9x9 sudoku's 729x324 matrix
// 30 events into the default puzzle's search, as the page does each frame
// while playing, and of an empty 25x25 sudoku's 15,625x2,500 one, drawn
// scaled down.
func BenchmarkRasterDraw(b *testing.B) {
	empty25, err := sudoku.NewGrid(sudoku.Shape{BoxRows: 5, BoxCols: 5})
	require.NoError(b, err)
	preset, _, err := sudoku.Parse(puzzle.Presets[0].Puzzle, sudoku.Options{})
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
				r.Draw(board.Player, false, NoHighlight)
			}
		})
	}
}
