package draw

import (
	"fmt"
	"html"
	"strings"

	"xcover/app/explain"
)

// The links view's grid: a node's cell, in CSS pixels.
const (
	linkColW = 44
	linkRowH = 30
	nodeW    = 30
	nodeH    = 18
)

// LinksSVG draws the dancing links of a small matrix as an SVG picture, as
// Knuth's paper does: the roots and item headers (name and size) on top,
// each option's nodes in a row below, under their items; every link an
// arrow (right and left arrows a little above and below a row's middle,
// down and up arrows a little right and left of a column's), the links
// in changed (the last event's) drawn lit, and the nodes taken out of the
// lists dimmed. Every node can take the focus, and names its fields (up,
// down, left, right, top) to a pointer and a screen reader. Each arrow
// carries its link as data-from, data-to and data-dir, for the tests.
func LinksSVG(l *explain.Links, changed []explain.Change) string {
	lit := map[[2]int32]bool{}
	for _, c := range changed {
		lit[[2]int32{c.Node, int32(c.Field)}] = true
	}
	rows, cols := 0, 0
	for _, n := range l.Nodes {
		rows, cols = max(rows, n.Row+1), max(cols, n.Col+1)
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" class="links-svg">`, cols*linkColW, rows*linkRowH)
	b.WriteString(`<defs><marker id="tip" viewBox="0 0 6 6" refX="6" refY="3" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0,0 L6,3 L0,6 z"/></marker></defs>`)
	for _, a := range l.Arrows() {
		from, _ := l.Node(a.From)
		to, _ := l.Node(a.To)
		x1, y1 := centre(from)
		x2, y2 := centre(to)
		switch a.Dir { // apart, so that both links between two nodes show
		case explain.Right:
			y1, y2 = y1-4, y2-4
		case explain.Left:
			y1, y2 = y1+4, y2+4
		case explain.Down:
			x1, x2 = x1+5, x2+5
		case explain.Up:
			x1, x2 = x1-5, x2-5
		}
		class := "link " + a.Dir.String()
		if lit[[2]int32{a.From, int32(a.Dir)}] {
			class += " changed"
		}
		fmt.Fprintf(&b, `<line class="%s" x1="%d" y1="%d" x2="%d" y2="%d" marker-end="url(#tip)" data-from="%d" data-to="%d" data-dir="%s"/>`,
			class, x1, y1, x2, y2, a.From, a.To, a.Dir)
	}
	for _, n := range l.Nodes {
		x, y := centre(n)
		class := "lnode"
		if !l.Live(n.ID) {
			class += " out"
		}
		label := n.Name
		if n.Kind == explain.Header {
			label = fmt.Sprintf("%s %d", n.Name, l.Size(n.Item))
		}
		title := html.EscapeString(describeNode(l, n))
		fmt.Fprintf(&b, `<g class="%s" tabindex="0" data-id="%d" aria-label="%s"><title>%s</title><rect x="%d" y="%d" width="%d" height="%d" rx="3"/>`,
			class, n.ID, title, title, x-nodeW/2, y-nodeH/2, nodeW, nodeH)
		if n.Kind != explain.OptionNode {
			fmt.Fprintf(&b, `<text x="%d" y="%d">%s</text>`, x, y+4, html.EscapeString(label))
		}
		b.WriteString(`</g>`)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// centre is where a node is drawn.
func centre(n explain.Node) (x, y int) {
	return n.Col*linkColW + linkColW/2, n.Row*linkRowH + linkRowH/2
}

// describeNode names a node and its fields: "node 9 (option A, item 0): up
// 1, down 2, left 11, right 10, top 1".
func describeNode(l *explain.Links, n explain.Node) string {
	f, _ := l.Fields(n.ID)
	what := n.Name
	if n.Kind == explain.OptionNode {
		h, _ := l.Node(explain.HeaderID(n.Item))
		what = "option " + n.Name + ", item " + h.Name
	}
	top := fmt.Sprintf("top %d", f.Top)
	if n.Kind == explain.Header {
		top = fmt.Sprintf("len %d", f.Top)
	}
	return fmt.Sprintf("node %d (%s): up %d, down %d, left %d, right %d, %s", n.ID, what, f.Up, f.Down, f.Left, f.Right, top)
}
