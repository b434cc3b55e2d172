package draw

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLevelBars(t *testing.T) {
	for _, tc := range []struct {
		name     string
		perLevel []int64
		w, h     int
		want     []Bar
	}{
		{"none", nil, 100, 80, nil},
		{"no room", []int64{1}, 0, 80, nil},
		{"4 pixels and a gap", []int64{1, 4, 2, 0}, 100, 80, []Bar{{0, 4, 20}, {5, 4, 80}, {10, 4, 40}, {15, 4, 0}}},
		{"a pixel at least", []int64{1, 1000}, 100, 80, []Bar{{0, 4, 1}, {5, 4, 80}}},
		{"narrower to fit", []int64{1, 1, 1, 1}, 16, 10, []Bar{{0, 3, 10}, {4, 3, 10}, {8, 3, 10}, {12, 3, 10}}},
		{"touching", []int64{1, 1, 1, 1}, 8, 10, []Bar{{0, 2, 10}, {2, 2, 10}, {4, 2, 10}, {6, 2, 10}}},
		{"sharing pixels", []int64{2, 1, 2, 1}, 2, 10, []Bar{{0, 1, 10}, {0, 1, 5}, {1, 1, 10}, {1, 1, 5}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, LevelBars(tc.perLevel, tc.w, tc.h))
		})
	}
}

// TestLevelAt checks that the level found under each pixel is the one
// whose bar, or the gap after it, covers the pixel.
func TestLevelAt(t *testing.T) {
	for _, tc := range []struct{ n, w int }{{3, 100}, {20, 100}, {40, 100}, {81, 300}, {300, 100}} {
		bars := LevelBars(make([]int64, tc.n), tc.w, 10)
		require.Len(t, bars, tc.n)
		for x := range tc.w {
			l := LevelAt(tc.n, tc.w, x)
			if l < 0 {
				last := bars[tc.n-1]
				assert.GreaterOrEqual(t, x, last.X+last.W, "n %d w %d: pixel %d is past the bars", tc.n, tc.w, x)
				continue
			}
			assert.GreaterOrEqual(t, x, bars[l].X, "n %d w %d: pixel %d", tc.n, tc.w, x)
			if l+1 < tc.n {
				assert.Less(t, x, max(bars[l+1].X, bars[l].X+1), "n %d w %d: pixel %d", tc.n, tc.w, x)
			}
		}
	}
	assert.Equal(t, -1, LevelAt(0, 100, 5), "no levels")
	assert.Equal(t, -1, LevelAt(3, 100, -1), "left of the chart")
}

func TestBarColumns(t *testing.T) {
	for _, tc := range []struct {
		name string
		bars []Bar
		want []Bar
	}{
		{"none", nil, nil},
		{"apart", []Bar{{0, 4, 20}, {5, 4, 80}}, []Bar{{0, 4, 20}, {5, 4, 80}}},
		{"empty left out", []Bar{{0, 4, 20}, {5, 4, 0}, {10, 4, 3}}, []Bar{{0, 4, 20}, {10, 4, 3}}},
		{"shared pixels, the tallest", []Bar{{0, 1, 10}, {0, 1, 5}, {1, 1, 0}, {1, 1, 7}}, []Bar{{0, 1, 10}, {1, 1, 7}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, BarColumns(tc.bars))
		})
	}
	// Laid out, 300 levels in 100 pixels: a column a pixel.
	perLevel := make([]int64, 300)
	for l := range perLevel {
		perLevel[l] = int64(l%7 + 1)
	}
	cols := BarColumns(LevelBars(perLevel, 100, 10))
	require.Len(t, cols, 100)
	for x, c := range cols {
		assert.Equal(t, x, c.X)
	}
}
