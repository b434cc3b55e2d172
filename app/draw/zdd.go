package draw

import (
	"fmt"
	"html"
	"strings"

	"xcover/dlx"
)

// ZDDPicture is a ZDD of a problem's solutions laid out to draw: a node
// per option node of the diagram, in rows, each node's lo branch (the
// other ways to solve the same subproblem) beside it in its row and its
// hi branch (the rest of the solutions that take its option) in a row
// below; the terminal ⊤ (every item covered) at the bottom. Branches to
// ⊥ (no solution) are not drawn: a row's chain of lo branches ends there.
type ZDDPicture struct {
	Nodes []ZDDNode
	Edges []ZDDEdge
	// Width and Height are the picture's size, in the units of X and Y.
	Width, Height float64
	at            map[uint32]int // node id -> index in Nodes
	// parent holds, for each node but the root, the first node (in
	// Nodes' order) with a branch to it, and whether that branch is hi:
	// a path from the root to any node.
	parent map[uint32]ZDDEdge
	root   uint32
}

// ZDDNode is a node of a ZDDPicture: the diagram's node ID, its option
// (-1 for ⊤) and its centre.
type ZDDNode struct {
	ID     uint32
	Option int
	X, Y   float64
}

// ZDDEdge is a branch of a ZDDPicture: from one node to another, its hi
// (the option taken) or its lo branch.
type ZDDEdge struct {
	From, To uint32
	Hi       bool
}

// The layout's spacing: between nodes in a row, and between rows.
const (
	zddStep = 44.0
	zddRow  = 56.0
)

// LayoutZDD lays out z for drawing. A node's row is one more than the
// lowest row of the nodes whose hi branch reaches it, and no higher than
// the nodes whose lo branch does; within a row the nodes come in the
// order a walk from the root meets them, hi branches first.
func LayoutZDD(z *dlx.ZDD) ZDDPicture {
	pic := ZDDPicture{at: map[uint32]int{}, parent: map[uint32]ZDDEdge{}, root: z.Root}
	if z.Root < 1 {
		return pic
	}
	// Rows: the diagram's nodes are numbered after their branches, so
	// from the root down is from the largest number down.
	row := map[uint32]int{z.Root: 0}
	deepest := 0
	for n := z.Root; n >= 2; n-- {
		r, ok := row[n]
		if !ok {
			continue // not reached from the root
		}
		for _, b := range []struct {
			to   uint32
			down int
		}{{z.Lo(n), 0}, {z.Hi(n), 1}} {
			if was, ok := row[b.to]; b.to >= 1 && (!ok || was < r+b.down) {
				row[b.to] = r + b.down
			}
		}
		deepest = max(deepest, r)
	}
	if _, ok := row[1]; ok {
		row[1] = deepest + 1
	}
	// The order within rows: a walk from the root, hi first.
	var order []uint32
	seen := map[uint32]bool{}
	var walk func(n uint32)
	walk = func(n uint32) {
		if n == 0 || seen[n] {
			return
		}
		seen[n] = true
		order = append(order, n)
		if n == 1 {
			return
		}
		for _, b := range []ZDDEdge{{n, z.Hi(n), true}, {n, z.Lo(n), false}} {
			if b.To == 0 {
				continue
			}
			if _, has := pic.parent[b.To]; !has && b.To != z.Root {
				pic.parent[b.To] = b
			}
			pic.Edges = append(pic.Edges, b)
			walk(b.To)
		}
	}
	walk(z.Root)
	perRow := map[int]int{}
	widest := 0
	for _, n := range order {
		perRow[row[n]]++
		widest = max(widest, perRow[row[n]])
	}
	pic.Width = float64(widest) * zddStep
	pic.Height = float64(row[1]+1) * zddRow
	if _, ok := row[1]; !ok {
		pic.Height = float64(deepest+1) * zddRow
	}
	placed := map[int]int{}
	for _, n := range order {
		r := row[n]
		offset := (pic.Width - float64(perRow[r])*zddStep) / 2
		option := -1
		if n > 1 {
			option = z.Option(n)
		}
		pic.at[n] = len(pic.Nodes)
		pic.Nodes = append(pic.Nodes, ZDDNode{ID: n, Option: option,
			X: offset + (float64(placed[r])+0.5)*zddStep, Y: (float64(r) + 0.5) * zddRow})
		placed[r]++
	}
	return pic
}

// PathThrough returns a solution through node n: the nodes of a path
// from the root to ⊤ through n (up to n by the walk's first branches
// into each node, then down n's hi branch and the hi branches below), and
// the options the path takes; nil when n is not in the picture.
func (pic ZDDPicture) PathThrough(z *dlx.ZDD, n uint32) (path []ZDDEdge, options []int) {
	if _, ok := pic.at[n]; !ok || n < 1 {
		return nil, nil
	}
	for m := n; m != pic.root; {
		e := pic.parent[m]
		path = append(path, e)
		m = e.From
	}
	for l, r := 0, len(path)-1; l < r; l, r = l+1, r-1 {
		path[l], path[r] = path[r], path[l]
	}
	for m := n; m > 1; m = z.Hi(m) {
		path = append(path, ZDDEdge{m, z.Hi(m), true})
	}
	for _, e := range path {
		if e.Hi {
			options = append(options, z.Option(e.From))
		}
	}
	return path, options
}

// SVG writes the picture as an SVG element that fits its container's
// width: a circle per node with its option's number (from 1, as Knuth's
// ZDD files number them) and, on hover, the option's name (name gives
// it); hi branches solid, lo branches dashed; the edges of lit, a path,
// drawn bold. Each node's group has data-node, its ID, for clicks.
func (pic ZDDPicture) SVG(name func(option int) string, lit []ZDDEdge) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="zdd" viewBox="0 0 %.0f %.0f" width="%.0f" style="max-width:100%%;height:auto" role="img" aria-label="%s">`,
		pic.Width, pic.Height, pic.Width, html.EscapeString(fmt.Sprintf("ZDD of the solutions: %d nodes, hi branches solid, lo branches dashed; click a node to show a solution through it", len(pic.Nodes))))
	pic.body(&b, name, lit)
	return b.String()
}

// Document writes the picture as a standalone SVG
// document in ink's colours (the page's style sheet's rules for the ZDD,
// written into it), on a background.
func (pic ZDDPicture) Document(name func(option int) string, lit []ZDDEdge, ink Ink) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="zdd" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="%s">`,
		pic.Width, pic.Height, pic.Width, pic.Height, fontStack)
	fmt.Fprintf(&b, `<style>line{stroke:%s;stroke-width:1.5}line.lo{stroke-dasharray:4 3}line.lit{stroke:%s;stroke-width:3.5}`+
		`.node circle{fill:%s;stroke:%s;stroke-width:1.5}text{fill:%s;font-size:12px;text-anchor:middle}.top rect{fill:%s}.top text{fill:#fff}</style>`,
		attr(ink.Muted), attr(ink.Branch), attr(ink.Panel), attr(ink.Fg), attr(ink.Fg), attr(ink.Placed))
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="%s"/>`, attr(ink.Background))
	pic.body(&b, name, lit)
	return b.String()
}

// body writes the picture's edges and nodes, and closes its svg element.
func (pic ZDDPicture) body(b *strings.Builder, name func(option int) string, lit []ZDDEdge) {
	on := map[ZDDEdge]bool{}
	for _, e := range lit {
		on[e] = true
	}
	for _, e := range pic.Edges {
		from, to := pic.Nodes[pic.at[e.From]], pic.Nodes[pic.at[e.To]]
		class := "lo"
		if e.Hi {
			class = "hi"
		}
		if on[e] {
			class += " lit"
		}
		fmt.Fprintf(b, `<line class="%s" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f"/>`, class, from.X, from.Y, to.X, to.Y)
	}
	for _, n := range pic.Nodes {
		if n.Option < 0 {
			fmt.Fprintf(b, `<g class="top"><rect x="%.1f" y="%.1f" width="24" height="24"/><text x="%.1f" y="%.1f">⊤</text></g>`, n.X-12, n.Y-12, n.X, n.Y+5)
			continue
		}
		fmt.Fprintf(b, `<g class="node" data-node="%d" tabindex="0"><title>%s</title><circle cx="%.1f" cy="%.1f" r="14"/><text x="%.1f" y="%.1f">%d</text></g>`,
			n.ID, html.EscapeString(fmt.Sprintf("option %d: %s", n.Option+1, name(n.Option))), n.X, n.Y, n.X, n.Y+4, n.Option+1)
	}
	b.WriteString(`</svg>`)
}
