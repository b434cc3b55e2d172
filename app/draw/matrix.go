package draw

import (
	"slices"

	"xcover/app/player"
)

// RGB is a colour.
type RGB struct{ R, G, B uint8 }

// Palette colours the matrix. The accents are from the Okabe-Ito palette,
// told apart by people with any common colour blindness.
var Palette = struct {
	Background, Hover, BranchColumn, TriedRow RGB
	One, Dim, Branch, Tried, Chosen           RGB
}{
	Background:   RGB{0x1b, 0x1d, 0x23},
	Hover:        RGB{0x33, 0x36, 0x40},
	BranchColumn: RGB{0x3d, 0x2e, 0x08},
	TriedRow:     RGB{0x0c, 0x30, 0x40},
	One:          RGB{0xe8, 0xe8, 0xe8},
	Dim:          RGB{0x4a, 0x4d, 0x57},
	Branch:       RGB{0xe6, 0x9f, 0x00}, // orange
	Tried:        RGB{0x56, 0xb4, 0xe9}, // sky blue
	Chosen:       RGB{0x00, 0x9e, 0x73}, // bluish green
}

// MaxPixels bounds a raster's size: a bigger matrix (25x25 sudoku has
// 15,625 options x 2,500 items) is drawn scaled down, Scale x Scale cells
// to a pixel, so that a frame stays cheap to make and to copy to a canvas.
const MaxPixels = 1 << 21

// Raster draws a player's matrix as pixels, one per cell (or per Scale x
// Scale block of cells, showing the most notable of them): options are
// rows, items are columns. In compact mode it keeps only the live options
// and items (and the chosen options and the item branched on, so the
// search's place stays in view).
type Raster struct {
	W, H    int
	Scale   int     // cells per pixel, across and down
	Pix     []byte  // RGBA, row by row
	Rows    []int32 // option of each row of cells
	Cols    []int32 // item of each column of cells
	options [][]int32
	colOf   []int32 // item -> column, or -1
	// Scratch, reused from frame to frame: each option's and item's state,
	// and the items the highlight lights up.
	rowState, colState []uint8
	lit                []bool
	rank               []uint8 // scaled: per pixel, how notable its 1 is
	// Scaled: per block of rows and of columns, its most notable state
	// and whether the highlight touches it.
	blockRows, blockCols []uint8
	rowHover, colHover   []bool
}

// rowState and colState pick a pixel's colour.
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

// Highlight is what the pointer points at, drawn as a lighter background:
// an option's row (-1 for none) and some items' columns.
type Highlight struct {
	Option int
	Items  []int
}

// NoHighlight highlights nothing.
var NoHighlight = Highlight{Option: -1}

// Draw fills the raster for the player's position.
func (r *Raster) Draw(p *player.Player, compact bool, hl Highlight) {
	m := p.Matrix()
	if r.options == nil {
		prob := p.Problem()
		for k := range prob.Options() {
			var items []int32
			for _, it := range prob.OptionItems(nil, k) {
				items = append(items, int32(it))
			}
			r.options = append(r.options, items)
		}
	}
	tried, branch := p.Trying(), p.Branching()
	r.rowState = sized(r.rowState, m.Options())
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
	r.colState, r.lit = sized(r.colState, m.Items()), sized(r.lit, m.Items())
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
		if !compact || state != rowRemoved {
			r.Rows = append(r.Rows, int32(k))
		}
	}
	r.colOf = sized(r.colOf, m.Items())
	for i, state := range r.colState {
		r.colOf[i] = -1
		if !compact || state != colCovered {
			r.colOf[i] = int32(len(r.Cols))
			r.Cols = append(r.Cols, int32(i))
		}
	}

	r.Scale = 1
	for ceilDiv(len(r.Cols), r.Scale)*ceilDiv(len(r.Rows), r.Scale) > MaxPixels {
		r.Scale++
	}
	if r.Scale > 1 {
		r.drawScaled(hl)
		return
	}
	r.W, r.H = len(r.Cols), len(r.Rows)
	r.Pix = sized(r.Pix, r.W*r.H*4)
	for y, k := range r.Rows {
		line := r.Pix[y*r.W*4 : (y+1)*r.W*4]
		rs := r.rowState[k]
		for x, it := range r.Cols {
			put(line, x, background(rs, r.colState[it], int(k) == hl.Option || r.lit[it]))
		}
		for _, it := range r.options[k] {
			if x := r.colOf[it]; x >= 0 {
				put(line, int(x), one(rs, r.colState[it]))
			}
		}
	}
}

// drawScaled draws Scale x Scale cells to a pixel: a pixel's background is
// that of its most notable row and column, and it shows its most notable 1.
func (r *Raster) drawScaled(hl Highlight) {
	s := r.Scale
	r.W, r.H = ceilDiv(len(r.Cols), s), ceilDiv(len(r.Rows), s)
	r.Pix = sized(r.Pix, r.W*r.H*4)
	r.rank = sized(r.rank, r.W*r.H)
	clear(r.rank)
	// The most notable state of each block of rows and of columns.
	r.blockRows, r.blockCols = sized(r.blockRows, r.H), sized(r.blockCols, r.W)
	r.rowHover, r.colHover = sized(r.rowHover, r.H), sized(r.colHover, r.W)
	rows, cols, rowHover, colHover := r.blockRows, r.blockCols, r.rowHover, r.colHover
	clear(rows)
	clear(cols)
	clear(rowHover)
	clear(colHover)
	for y, k := range r.Rows {
		rows[y/s] = max(rows[y/s], rowRank[r.rowState[k]])
		rowHover[y/s] = rowHover[y/s] || int(k) == hl.Option
	}
	for x, it := range r.Cols {
		cols[x/s] = max(cols[x/s], colRank[r.colState[it]])
		colHover[x/s] = colHover[x/s] || r.lit[it]
	}
	for y := range r.H {
		line := r.Pix[y*r.W*4 : (y+1)*r.W*4]
		for x := range r.W {
			put(line, x, background(rowOfRank[rows[y]], colOfRank[cols[x]], rowHover[y] || colHover[x]))
		}
	}
	for y, k := range r.Rows {
		line, ranks := r.Pix[y/s*r.W*4:(y/s+1)*r.W*4], r.rank[y/s*r.W:(y/s+1)*r.W]
		rs := r.rowState[k]
		for _, it := range r.options[k] {
			x := r.colOf[it]
			if x < 0 {
				continue
			}
			cs := r.colState[it]
			if rank := oneRank(rs, cs); rank > ranks[x/int32(s)] {
				put(line, int(x)/s, one(rs, cs))
				ranks[x/int32(s)] = rank
			}
		}
	}
}

// The order of notability of row and column states, least first, and back.
var (
	rowRank   = [...]uint8{rowRemoved: 0, rowPlain: 1, rowChosen: 2, rowTried: 3}
	rowOfRank = [...]uint8{rowRemoved, rowPlain, rowChosen, rowTried}
	colRank   = [...]uint8{colCovered: 0, colPlain: 1, colBranch: 2}
	colOfRank = [...]uint8{colCovered, colPlain, colBranch}
)

// oneRank ranks the colour one gives a 1, as one picks it: the search's
// place first, removed cells last.
func oneRank(row, col uint8) uint8 {
	switch {
	case row == rowTried:
		return 5
	case row == rowChosen:
		return 4
	case col == colBranch:
		return 3
	case row == rowRemoved || col == colCovered:
		return 1
	}
	return 2
}

// ceilDiv is a/b rounded up.
func ceilDiv(a, b int) int { return (a + b - 1) / b }

// put writes colour c at pixel x of a row.
func put(line []byte, x int, c RGB) {
	line[4*x], line[4*x+1], line[4*x+2], line[4*x+3] = c.R, c.G, c.B, 0xff
}

// background is the colour of a 0.
func background(row, col uint8, hover bool) RGB {
	switch {
	case row == rowTried:
		return Palette.TriedRow
	case col == colBranch:
		return Palette.BranchColumn
	case hover:
		return Palette.Hover
	}
	return Palette.Background
}

// one is the colour of a 1.
func one(row, col uint8) RGB {
	switch {
	case row == rowTried:
		return Palette.Tried
	case row == rowChosen:
		return Palette.Chosen
	case col == colBranch:
		return Palette.Branch
	case row == rowRemoved || col == colCovered:
		return Palette.Dim
	}
	return Palette.One
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
