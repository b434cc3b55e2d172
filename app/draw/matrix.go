package draw

import (
	"slices"

	"xcover/app/player"
)

// MaxPixels bounds a raster's size: a bigger matrix (25x25 sudoku has
// 15,625 options x 2,500 items) is drawn scaled down, Scale x Scale cells
// to a pixel, so that a frame stays cheap to make and to copy to a canvas.
const MaxPixels = 1 << 21

// Raster draws a player's matrix as pixels, one per cell (or per Scale x
// Scale block of cells, showing the most notable of them): options are
// rows, items are columns. The item branched on and the option tried are
// lines in bands of their accents; the 1s of removed options and covered
// items are dimmed.
type Raster struct {
	W, H    int
	Scale   int       // cells per pixel, across and down
	Pix     []byte    // RGBA, row by row
	Rows    []int32   // option of each row of cells
	Cols    []int32   // item of each column of cells
	options [][]int32 // each option's items, slices of flat
	flat    []int32
	colOf   []int32 // item -> column, or -1
	// Scratch, reused from frame to frame: each option's and item's state,
	// and the items the highlight lights up.
	rowState, colState []uint8
	lit                []bool
	// The ground of each row and column of pixels, whether a line's 1 is
	// in it (see tick), a row of pixels of each ground (see fill), and how
	// notable each pixel's ink is.
	rowGround, colGround []uint8
	rowTick, colTick     []bool
	lines                []byte
	rank                 []uint8
}

// Reset readies the raster for another problem, keeping its memory: a
// new puzzle's first picture then allocates nothing.
func (r *Raster) Reset() {
	r.W, r.H = 0, 0
	r.options, r.flat = r.options[:0], r.flat[:0]
}

// Look is how a Raster shows the matrix: the page's settings.
type Look struct {
	// Palette colours it: Dark or Light, as the page's colour scheme
	// (required).
	Palette *Palette
	// Compact keeps only the live options and items (and the chosen
	// options and the item branched on, so that the search's place stays
	// in view).
	Compact bool
	// Zoom is how many canvas pixels a raster pixel is shown as, across
	// (0 counts as 1): the bands keep about the same width on screen.
	Zoom int
}

// bandHalo is how many pixels of halo the item branched on and the option
// tried have on each side at zoom 1, so that their bands are 7 pixels wide;
// zoomed in, fewer, down to none from zoom 4.
const bandHalo = 3

// rowState and colState are an option's and an item's part in the search,
// which pick the ink of its 1s.
const (
	rowPlain = iota
	rowRemoved
	rowChosen
	rowTried
)

const (
	colPlain = iota
	colCovered
	colBranch
)

// Highlight is what the pointer points at, drawn on a ground touched with
// the ink: an option's row (-1 for none) and some items' columns.
type Highlight struct {
	Option int
	Items  []int
}

// NoHighlight highlights nothing.
var NoHighlight = Highlight{Option: -1}

// Draw fills the raster for the player's position, with what the pointer
// points at lit.
func (r *Raster) Draw(p *player.Player, look Look, hl Highlight) {
	m := p.View()
	if prob := p.Problem(); len(r.options) != prob.Options() { // a new problem (see Reset)
		r.flat, r.options = r.flat[:0], r.options[:0]
		var items []int
		ends := make([]int, prob.Options())
		for k := range ends {
			items = prob.OptionItems(items[:0], k)
			for _, it := range items {
				r.flat = append(r.flat, int32(it))
			}
			ends[k] = len(r.flat)
		}
		for k, end := range ends {
			start := 0
			if k > 0 {
				start = ends[k-1]
			}
			r.options = append(r.options, r.flat[start:end:end])
		}
	}
	tried, branch := p.Trying(), p.Branching()
	r.rowState = sized(r.rowState, p.Problem().Options())
	for k := range r.rowState {
		r.rowState[k] = rowPlain
		if !m.Live(k) {
			r.rowState[k] = rowRemoved
		}
	}
	for _, k := range p.Chosen() {
		r.rowState[k] = rowChosen
	}
	if tried >= 0 {
		r.rowState[tried] = rowTried
	}
	r.colState, r.lit = sized(r.colState, p.Problem().Items()), sized(r.lit, p.Problem().Items())
	for i := range r.colState {
		r.colState[i], r.lit[i] = colPlain, false
		switch {
		case i == branch:
			r.colState[i] = colBranch
		case !m.Active(i):
			r.colState[i] = colCovered
		}
	}
	for _, it := range hl.Items {
		if it >= 0 && it < len(r.lit) {
			r.lit[it] = true
		}
	}

	r.Rows, r.Cols = r.Rows[:0], r.Cols[:0]
	for k, state := range r.rowState {
		if !look.Compact || state != rowRemoved {
			r.Rows = append(r.Rows, int32(k))
		}
	}
	r.colOf = sized(r.colOf, p.Problem().Items())
	for i, state := range r.colState {
		r.colOf[i] = -1
		if !look.Compact || state != colCovered {
			r.colOf[i] = int32(len(r.Cols))
			r.Cols = append(r.Cols, int32(i))
		}
	}

	r.Scale = 1
	for ceilDiv(len(r.Cols), r.Scale)*ceilDiv(len(r.Rows), r.Scale) > MaxPixels {
		r.Scale++
	}
	r.W, r.H = ceilDiv(len(r.Cols), r.Scale), ceilDiv(len(r.Rows), r.Scale)
	r.groundAll(hl.Option, bandHalo/max(look.Zoom, 1))
	r.tick(tried, branch)
	r.fill(look.Palette)
	r.ink(look.Palette)
}

// groundAll picks the ground of each row and column of pixels: the line
// of the option tried and its halo of halo pixels each side (none: a
// stripe), the pointer's option; the line of the item branched on and its
// halo, the items lit.
func (r *Raster) groundAll(hover, halo int) {
	s := r.Scale
	triedLine, branchLine := groundTriedLine, groundBranchLine
	if halo == 0 {
		triedLine, branchLine = groundTriedStripe, groundBranchStripe
	}
	r.rowGround, r.colGround = sized(r.rowGround, r.H), sized(r.colGround, r.W)
	clear(r.rowGround)
	clear(r.colGround)
	for y, k := range r.Rows {
		g := groundPlain
		switch {
		case r.rowState[k] == rowTried:
			g = triedLine
		case int(k) == hover:
			g = groundHover
		}
		r.rowGround[y/s] = max(r.rowGround[y/s], g)
	}
	for x, it := range r.Cols {
		g := groundPlain
		switch {
		case r.colState[it] == colBranch:
			g = branchLine
		case r.lit[it]:
			g = groundHover
		}
		r.colGround[x/s] = max(r.colGround[x/s], g)
	}
	widen(r.rowGround, groundTriedLine, groundTriedHalo, halo)
	widen(r.colGround, groundBranchLine, groundBranchHalo, halo)
}

// widen lays ground halo on the n pixels each side of every line in
// grounds, under any higher ground.
func widen(grounds []uint8, line, halo uint8, n int) {
	for i, g := range grounds {
		if g != line {
			continue
		}
		for j := max(i-n, 0); j <= min(i+n, len(grounds)-1); j++ {
			grounds[j] = max(grounds[j], halo)
		}
	}
}

// tick marks the columns of pixels where the option tried (-1: none) has
// its 1s, and the rows where the item branched on (-1: none) has its 1s:
// there, the halo around the line is a tick, pointing at the 1.
func (r *Raster) tick(tried, branch int) {
	r.colTick, r.rowTick = sized(r.colTick, r.W), sized(r.rowTick, r.H)
	clear(r.colTick)
	clear(r.rowTick)
	if tried >= 0 {
		for _, it := range r.options[tried] {
			if x := r.colOf[it]; x >= 0 {
				r.colTick[int(x)/r.Scale] = true
			}
		}
	}
	if branch >= 0 {
		for y, k := range r.Rows {
			if slices.Contains(r.options[k], int32(branch)) {
				r.rowTick[y/r.Scale] = true
			}
		}
	}
}

// groundAt is the ground of pixel (x, y): the higher of its row's and its
// column's, or a tick where a halo crosses a 1 of its line.
func (r *Raster) groundAt(x, y int) uint8 {
	g := max(r.rowGround[y], r.colGround[x])
	switch {
	case g == groundTriedHalo && r.colTick[x]:
		return groundTriedTick
	case g == groundBranchHalo && r.rowTick[y]:
		return groundBranchTick
	}
	return g
}

// fill paints every pixel its ground. Most rows of pixels are copies of
// one row for each ground a row can have; the few that hold ticks are
// painted pixel by pixel.
func (r *Raster) fill(pal *Palette) {
	n := r.W * 4
	r.lines = sized(r.lines, int(groundKinds)*n)
	for g := range groundKinds {
		line := r.lines[int(g)*n : int(g+1)*n]
		for x, cg := range r.colGround {
			put(line, x, pal.inks[max(g, cg)][inkNone])
		}
	}
	r.Pix = sized(r.Pix, r.H*n)
	for y, g := range r.rowGround {
		line := r.Pix[y*n : (y+1)*n]
		if g != groundTriedHalo && !r.rowTick[y] {
			copy(line, r.lines[int(g)*n:int(g+1)*n])
			continue
		}
		for x := range r.W {
			put(line, x, pal.inks[r.groundAt(x, y)][inkNone])
		}
	}
}

// ink paints the 1s on their grounds; where cells share a pixel, the
// pixel shows the most notable of their inks.
func (r *Raster) ink(pal *Palette) {
	s := r.Scale
	r.rank = sized(r.rank, r.W*r.H)
	clear(r.rank)
	for y, k := range r.Rows {
		py := y / s
		line, ranks := r.Pix[py*r.W*4:(py+1)*r.W*4], r.rank[py*r.W:(py+1)*r.W]
		rs := r.rowState[k]
		for _, it := range r.options[k] {
			x := r.colOf[it]
			if x < 0 {
				continue
			}
			px := int(x) / s
			if ink := inkOf(rs, r.colState[it]); ink > ranks[px] {
				ranks[px] = ink
				put(line, px, pal.inks[r.groundAt(px, py)][ink])
			}
		}
	}
}

// inkOf is the ink of a 1 in a row and a column of these states: the
// search's place first, removed cells last.
func inkOf(row, col uint8) uint8 {
	switch {
	case row == rowTried:
		return inkTried
	case row == rowChosen:
		return inkChosen
	case col == colBranch:
		return inkBranch
	case row == rowRemoved || col == colCovered:
		return inkDim
	}
	return inkLive
}

// ceilDiv is a/b rounded up.
func ceilDiv(a, b int) int { return (a + b - 1) / b }

// put writes colour c at pixel x of a row.
func put(line []byte, x int, c RGB) {
	line[4*x], line[4*x+1], line[4*x+2], line[4*x+3] = c.R, c.G, c.B, 0xff
}

// At returns the option and item under raster pixel (x, y), or -1s; when
// scaled down, the first of the pixel's cells.
func (r *Raster) At(x, y int) (option, item int) {
	if x < 0 || y < 0 || x >= r.W || y >= r.H {
		return -1, -1
	}
	return int(r.Rows[y*r.Scale]), int(r.Cols[x*r.Scale])
}

// sized returns s with length n, reusing its array when it can.
func sized[T any](s []T, n int) []T { return slices.Grow(s[:0], n)[:n] }
