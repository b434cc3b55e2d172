package draw

import (
	"sort"

	"xcover/app/player"
)

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
	tones              []uint8 // each level's pixels' tones, row by row
}

// The colours of the tree picture by precedence: where bands share a
// pixel, it takes the colour of the highest, so the lit path, solutions and
// dead ends stay in view however many nodes a pixel holds.
var treeColours = [...]RGB{
	Dark.Background,
	{0x3a, 0x3e, 0x49}, // a node the player has not reached yet
	{0x8a, 0x90, 0x9c}, // a node
	{0xd5, 0x5e, 0x00}, // a dead end: vermillion
	Dark.Chosen,        // a solution
	Dark.Branch,        // on the path to the player's node
}

// The indexes of treeColours.
const (
	toneBackground uint8 = iota
	toneFuture
	toneNode
	toneDead
	toneSolution
	tonePath
)

// Draw paints the tree w pixels wide, as it stands after pos events of the
// search: nodes made later are dim, the path from the root to node current
// (-1: none) is lit, dead ends and solutions have their own colours.
func (r *TreeRaster) Draw(t *player.Tree, w, pos, current int) {
	n := len(t.Nodes)
	var total int32
	r.next = sized(r.next, n) // big enough for spanInto to reuse
	r.start, r.width, total = t.SpanInto(r.start, r.width, r.next)
	levels := t.Levels()
	r.W, r.H = w, levels*TreeRowHeight
	r.x0, r.x1 = sized(r.x0, n), sized(r.x1, n)
	r.byLevel = sized(r.byLevel, levels)
	for l := range r.byLevel {
		r.byLevel[l] = r.byLevel[l][:0]
	}
	onPath := sized(r.onPath, n)
	clear(onPath)
	for _, k := range t.Path(current) {
		onPath[k] = true
	}
	r.onPath = onPath
	// Each level's row of pixels gets the highest tone of its nodes.
	tones := sized(r.tones, levels*w)
	clear(tones)
	r.tones = tones
	scale := float64(w) / float64(max(total, 1))
	for k, node := range t.Nodes {
		x0 := int32(float64(r.start[k]) * scale)
		x1 := min(max(int32(float64(r.start[k]+r.width[k])*scale), x0+1), int32(w))
		r.x0[k], r.x1[k] = x0, x1
		r.byLevel[node.Level] = append(r.byLevel[node.Level], int32(k))
		tone := toneNode
		switch {
		case onPath[k]:
			tone = tonePath
		case node.Event >= pos:
			tone = toneFuture
		case node.Kind == player.Leaf:
			tone = toneSolution
		case node.Kind == player.DeadEnd:
			tone = toneDead
		}
		if x1-x0 > 3 {
			x1-- // a pixel of gap between wide bands
		}
		row := tones[int(node.Level)*w : int(node.Level+1)*w]
		for x := x0; x < x1; x++ {
			row[x] = max(row[x], tone)
		}
	}
	r.Pix = sized(r.Pix, r.W*r.H*4)
	for y := range r.H {
		line := r.Pix[y*w*4 : (y+1)*w*4]
		if y%TreeRowHeight >= TreeRowHeight-2 { // the gap below a level
			for x := range w {
				put(line, x, Dark.Background)
			}
			continue
		}
		row := tones[y/TreeRowHeight*w : (y/TreeRowHeight+1)*w]
		for x, tone := range row {
			put(line, x, treeColours[tone])
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
func (r *TreeRaster) Band(t *player.Tree, k int) (x0, x1, y int) {
	return int(r.x0[k]), int(r.x1[k]), int(t.Nodes[k].Level) * TreeRowHeight
}

// TreeWidth is the width of the search tree's canvas, in pixels.
const TreeWidth = 560
