package app

import "sort"

// TreeRowHeight is the height in pixels of a level of the tree picture.
const TreeRowHeight = 14

// TreeRaster draws a Tree as an icicle chart in pixels: level l is the row
// of bands at y = l*TreeRowHeight, each node a band as wide as its share of
// the leaves, children below their parent, left to right in search order.
type TreeRaster struct {
	W, H int
	Pix  []byte // RGBA, row by row
	// x0 and x1 are each node's band, in pixels; byLevel lists the nodes
	// of each level, left to right.
	x0, x1  []int32
	byLevel [][]int32
	// Scratch, reused from frame to frame.
	start, width, next []int32
	onPath             []bool
}

// Colours of the tree picture, besides the matrix's Palette.
var (
	treeNode   = RGB{0x8a, 0x90, 0x9c}
	treeFuture = RGB{0x3a, 0x3e, 0x49}
	treeDead   = RGB{0xd5, 0x5e, 0x00} // vermillion
)

// Draw paints the tree w pixels wide, as it stands after pos events of the
// search: nodes made later are dim, the path from the root to node current
// (-1: none) is lit, dead ends and solutions have their own colours.
func (r *TreeRaster) Draw(t *Tree, w, pos, current int) {
	var total int32
	r.next = sized(r.next, len(t.Nodes)) // big enough for spanInto to reuse
	r.start, r.width, total = t.spanInto(r.start, r.width, r.next)
	start, width := r.start, r.width
	levels := t.Levels()
	r.W, r.H = w, max(levels, 1)*TreeRowHeight
	r.Pix = sized(r.Pix, r.W*r.H*4)
	for i := 0; i < len(r.Pix); i += 4 {
		r.Pix[i], r.Pix[i+1], r.Pix[i+2], r.Pix[i+3] = Palette.Background.R, Palette.Background.G, Palette.Background.B, 0xff
	}
	n := len(t.Nodes)
	r.x0, r.x1 = sized(r.x0, n), sized(r.x1, n)
	r.byLevel = sized(r.byLevel, levels)
	for l := range r.byLevel {
		r.byLevel[l] = r.byLevel[l][:0]
	}
	scale := float64(w) / float64(max(total, 1))
	onPath := sized(r.onPath, n)
	clear(onPath)
	path := t.Path(current)
	for _, k := range path {
		onPath[k] = true
	}
	r.onPath = onPath
	for k, node := range t.Nodes {
		x0 := int32(float64(start[k]) * scale)
		x1 := max(int32(float64(start[k]+width[k])*scale), x0+1)
		r.x0[k], r.x1[k] = x0, x1
		r.byLevel[node.Level] = append(r.byLevel[node.Level], int32(k))
	}
	// Later nodes paint over earlier ones where bands share a pixel, so the
	// lit path and the solutions are painted last, to stay in view.
	paint := func(k int) {
		node := t.Nodes[k]
		c := treeNode
		switch {
		case onPath[k]:
			c = Palette.Branch
		case node.Event >= pos:
			c = treeFuture
		case node.Kind == Leaf:
			c = Palette.Chosen
		case node.Kind == DeadEnd:
			c = treeDead
		}
		r.band(int(node.Level), int(r.x0[k]), int(r.x1[k]), c)
	}
	for k, node := range t.Nodes {
		if !onPath[k] && (node.Kind != Leaf || node.Event >= pos) {
			paint(k)
		}
	}
	for k, node := range t.Nodes {
		if !onPath[k] && node.Kind == Leaf && node.Event < pos {
			paint(k)
		}
	}
	for _, k := range path {
		paint(k)
	}
}

// band paints a node's band: the level's row less a pixel of gap below,
// and less a pixel on the right when it is wide enough to spare one.
func (r *TreeRaster) band(level, x0, x1 int, c RGB) {
	if x1-x0 > 3 {
		x1--
	}
	for y := level * TreeRowHeight; y < (level+1)*TreeRowHeight-2; y++ {
		line := r.Pix[y*r.W*4 : (y+1)*r.W*4]
		for x := x0; x < x1 && x < r.W; x++ {
			put(line, x, c)
		}
	}
}

// At returns the node under pixel (x, y), or -1.
func (r *TreeRaster) At(x, y int) int {
	l := y / TreeRowHeight
	if x < 0 || y < 0 || l >= len(r.byLevel) {
		return -1
	}
	nodes := r.byLevel[l]
	i := sort.Search(len(nodes), func(i int) bool { return r.x1[nodes[i]] > int32(x) })
	if i < len(nodes) && r.x0[nodes[i]] <= int32(x) {
		return int(nodes[i])
	}
	return -1
}

// Band returns the pixels of node k of t as last drawn: its band's left and
// right edges and its level's top.
func (r *TreeRaster) Band(t *Tree, k int) (x0, x1, y int) {
	return int(r.x0[k]), int(r.x1[k]), int(t.Nodes[k].Level) * TreeRowHeight
}
