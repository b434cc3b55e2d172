package e2e

import (
	"fmt"
	"hash/fnv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/draw"
	"xcover/app/player"
	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku/format"
)

// presetBoard is a native board of the sudoku preset i, to draw what the
// page should show.
func presetBoard(t *testing.T, i int) *player.Board {
	g, _, err := format.Parse(puzzle.Presets[i].Puzzle, format.Options{})
	require.NoError(t, err)
	b, err := player.NewBoard(g, dlx.Options{})
	require.NoError(t, err)
	return b
}

// canvasSum is the matrix canvas's size and a hash (FNV-1a) of its pixels.
const canvasSum = `(() => {
	const c = document.getElementById("matrix");
	const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
	let h = 0x811c9dc5;
	for (let i = 0; i < d.length; i++) { h = Math.imul(h ^ d[i], 0x01000193) >>> 0; }
	return [c.width, c.height, h];
})()`

// matrixIs asserts that the matrix canvas holds, pixel for pixel, what a
// native Raster draws of b's player at its position in palette pal, at
// zoom 1, neither compact nor lit.
func (p *page) matrixIs(b *player.Board, pal *draw.Palette, what string) {
	p.t.Helper()
	var r draw.Raster
	r.Draw(b.Player, draw.Look{Palette: pal, Zoom: 1}, draw.NoHighlight)
	h := fnv.New32a()
	h.Write(r.Pix)
	assert.Equal(p.t, []int{r.W, r.H, int(h.Sum32())}, evalJS[[]int](p, canvasSum), what)
}

// TestE2EMatrixFollowsColourScheme shows the matrix in the system's
// colour scheme, dark or light, as the rest of the page: the canvas is
// drawn in that scheme's palette and its box has the page's background.
func TestE2EMatrixFollowsColourScheme(t *testing.T) {
	p := newPage(t)
	b := presetBoard(t, 0)
	background := func() string {
		return evalJS[string](p, `getComputedStyle(document.getElementById("matrix-scroll")).backgroundColor`)
	}
	rgb := func(c draw.RGB) string { return fmt.Sprintf("rgb(%d, %d, %d)", c.R, c.G, c.B) }

	p.emulateColorScheme("dark")
	p.open("/")
	p.stepTo(3) // branch on r1c1, cover it, try r1c1=5: both bands
	b.Player.Seek(3)
	p.matrixIs(b, &draw.Dark, "dark")
	assert.Equal(t, rgb(draw.Dark.Background), background())
	p.screenshot("matrix-dark")

	p.emulateColorScheme("light")
	p.stepTo(4)
	b.Player.Seek(4)
	p.matrixIs(b, &draw.Light, "light")
	assert.Equal(t, rgb(draw.Light.Background), background())
	p.screenshot("matrix-light")
}
