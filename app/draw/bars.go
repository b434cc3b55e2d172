package draw

import "slices"

// Bar is one level's bar in the nodes-per-level chart, in the chart's
// pixels from its left and its bottom.
type Bar struct{ X, W, H int }

// Bar widths in the nodes-per-level chart: 4 pixels and a gap of 1 while
// the levels fit; narrower to fit the chart, down to 1 pixel; touching once
// a bar and its gap would take fewer than 3 pixels.
const (
	barWidth = 4
	barGap   = 1
)

// LevelBars lays out the nodes of each level, perLevel, as bars in a chart
// w pixels wide and h high: level l's bar is l's share of the chart's
// width, as tall as its nodes are to the most of any level (at least a
// pixel when it has any). Past a level a pixel, bars share pixels.
func LevelBars(perLevel []int64, w, h int) []Bar {
	n := len(perLevel)
	if n == 0 || w <= 0 || h <= 0 {
		return nil
	}
	var peak int64 = 1
	for _, c := range perLevel {
		peak = max(peak, c)
	}
	bars := make([]Bar, n)
	for l, c := range perLevel {
		x, end := barSpan(l, n, w)
		b := Bar{X: x, W: max(1, end-x), H: 0}
		if c > 0 {
			b.H = max(1, int(int64(h)*c/peak))
		}
		bars[l] = b
	}
	return bars
}

// BarColumns merges the bars that share their pixels (past a level a
// pixel) into one, as tall as the tallest, and leaves out the empty ones:
// what a chart draws, a rectangle each.
func BarColumns(bars []Bar) []Bar {
	var out []Bar
	for _, b := range bars {
		if n := len(out); n > 0 && out[n-1].X == b.X && out[n-1].W == b.W {
			out[n-1].H = max(out[n-1].H, b.H)
			continue
		}
		out = append(out, b)
	}
	return slices.DeleteFunc(out, func(b Bar) bool { return b.H == 0 })
}

// LevelAt returns the level whose bar, in a chart w pixels wide of n
// levels, spans pixel x (the gap after it included; the last of those
// that share it, past a level a pixel), or -1 for none.
func LevelAt(n, w, x int) int {
	if n <= 0 || w <= 0 || x < 0 {
		return -1
	}
	l := ((x+1)*n - 1) / w // the last bar starting at x or before it
	if pitch := barWidth + barGap; n*pitch <= w {
		l = x / pitch
	}
	if l >= n {
		return -1
	}
	return l
}

// barSpan returns where level l's bar of n starts and ends (gap left out)
// in a chart w pixels wide.
func barSpan(l, n, w int) (x, end int) {
	if pitch := barWidth + barGap; n*pitch <= w {
		return l * pitch, l*pitch + barWidth
	}
	x, next := l*w/n, (l+1)*w/n
	if next-x >= 3 {
		return x, next - barGap
	}
	return x, next
}
