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
	linkGap  = 4 // how far apart a pair of opposite links is drawn
	tipLen   = 5 // an arrow's head: its length and half its width
	tipHalf  = 3
	// A move of one event lights its links one after another, in the order
	// the engine changes them: each so many ms after the one before, and
	// all within relinkSpread ms.
	relinkStep   = 60
	relinkSpread = 900
	loopLen      = 12 // a link of a node to itself: how far out it goes
	loopGap      = 6  // and how far apart its ends are
)

// LinksPicture is the dancing links view of one small matrix: drawn whole
// once (SVG), then moved from one point of the search to another by a few
// edits (Edits), as a page does while the player plays, so that a step
// costs what it changes, not the whole picture. It remembers the links it
// shows and which of them are lit.
type LinksPicture struct {
	l       *explain.Links
	lit     []explain.Change // the links and sizes drawn lit: the last move's
	ordered bool             // lit is in the order the engine made the changes
	// tock flips at each move, and with it the lit arrows' animation, so
	// that an arrow lit again by the next move lights up again.
	tock bool
}

// NewLinksPicture returns the picture of links l, with the changes lit
// (the last event's; none at the start), in no order.
func NewLinksPicture(l *explain.Links, lit []explain.Change) *LinksPicture {
	return &LinksPicture{l: l, lit: lit}
}

// Links returns the links the picture shows.
func (p *LinksPicture) Links() *explain.Links { return p.l }

// SVG draws the picture whole, as Knuth's paper draws the links: the roots
// and item headers (name and size) on top, each option's nodes in a row
// below, under their items; every link an arrow (right and left arrows a
// little above and below a row's middle, down and up arrows a little right
// and left of a column's), the lit links drawn so, and the nodes taken out
// of the lists dimmed. Every node can take the focus, and names its fields
// (up, down, left, right, top) to a pointer and a screen reader. When the
// lit changes are in order, each lit arrow lights up after the ones before
// it (an animation-delay). Each arrow carries its link as data-from,
// data-to and data-dir, for the tests; each part that can change has an id
// (see Edit).
func (p *LinksPicture) SVG() string {
	l := p.l
	rows, cols := 0, 0
	for _, n := range l.Nodes {
		rows, cols = max(rows, n.Row+1), max(cols, n.Col+1)
	}
	lit := p.litArrows()
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" class="links-svg">`, cols*linkColW, rows*linkRowH)
	for _, a := range l.Arrows() {
		k := arrowKey{a.From, a.Dir}
		delay, on := lit[k]
		fmt.Fprintf(&b, `<path id="%s" class="%s"%s d="%s" data-from="%d" data-to="%d" data-dir="%s"/>`,
			arrowID(a.From, a.Dir), arrowClass(a.Dir, on, p.tock), delayAttr(delay), p.arrowPath(a), a.From, a.To, a.Dir)
	}
	for _, n := range l.Nodes {
		x, y := centre(n)
		title := html.EscapeString(l.Describe(n.ID))
		fmt.Fprintf(&b, `<g id="ln%d" class="%s" tabindex="0" data-id="%d" aria-label="%s"><title id="lt%d">%s</title><rect x="%d" y="%d" width="%d" height="%d" rx="3"/>`,
			n.ID, nodeClass(l.Live(n.ID)), n.ID, title, n.ID, title, x-nodeW/2, y-nodeH/2, nodeW, nodeH)
		if n.Kind != explain.OptionNode {
			fmt.Fprintf(&b, `<text id="lx%d" x="%d" y="%d">%s</text>`, n.ID, x, y+4, html.EscapeString(nodeLabel(l, n)))
		}
		b.WriteString(`</g>`)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// arrowKey names an arrow: its node and direction.
type arrowKey struct {
	from int32
	dir  explain.Field
}

// litArrows returns the arrows the lit changes moved, each with the time
// it lights up after the first, in ms: 0 for all when the changes are in
// no order, else by its last change's place in the order.
func (p *LinksPicture) litArrows() map[arrowKey]int {
	lit := make(map[arrowKey]int, len(p.lit))
	step := 0
	if p.ordered {
		step = min(relinkStep, relinkSpread/max(len(p.lit), 1))
	}
	for i, c := range p.lit {
		if c.Field != explain.Len {
			lit[arrowKey{c.Node, c.Field}] = i * step
		}
	}
	return lit
}

// delayAttr is a lit arrow's style attribute: its animation-delay, none
// for 0.
func delayAttr(ms int) string {
	if ms == 0 {
		return ""
	}
	return fmt.Sprintf(` style="%s"`, delayStyle(ms))
}

// delayStyle is the style of an arrow that lights up ms after the first.
func delayStyle(ms int) string {
	if ms == 0 {
		return ""
	}
	return fmt.Sprintf("animation-delay:%dms", ms)
}

// arrowID is the id of node from's arrow in direction dir.
func arrowID(from int32, dir explain.Field) string {
	return fmt.Sprintf("la%d%c", from, dirLetters[dir])
}

// dirLetters end the arrows' ids, one letter a direction.
var dirLetters = [...]byte{explain.Up: 'u', explain.Down: 'd', explain.Left: 'l', explain.Right: 'r', explain.Len: 'n'}

// arrowClass is an arrow's class: "link" and its direction, and for a lit
// arrow "changed" and the move's beat, "tick" or "tock": each lights its
// own animation (see web/xcover.css), so a move that lights an arrow lit
// by the move before starts its animation again.
func arrowClass(dir explain.Field, lit, tock bool) string {
	switch {
	case !lit:
		return "link " + dir.String()
	case tock:
		return "link " + dir.String() + " changed tock"
	}
	return "link " + dir.String() + " changed tick"
}

// nodeClass is a node's class: "lnode", and "out" when it is out of its
// lists.
func nodeClass(live bool) string {
	if live {
		return "lnode"
	}
	return "lnode out"
}

// nodeLabel is the text on a root or header: a header's item name and size.
func nodeLabel(l *explain.Links, n explain.Node) string {
	if n.Kind == explain.Header {
		return fmt.Sprintf("%s %d", n.Name, l.Size(n.Item))
	}
	return n.Name
}

// arrowPath draws arrow a as an SVG path: a shaft from its node to the
// edge of the node it points at, and an open head there; a link of a node
// to itself (an empty item's up and down, a lone node's left and right)
// is a small loop on the node's side.
func (p *LinksPicture) arrowPath(a explain.Arrow) string {
	from, _ := p.l.Node(a.From)
	to, _ := p.l.Node(a.To)
	x1, y1 := centre(from)
	x2, y2 := centre(to)
	// The shaft's offset from the middle, so that both links between two
	// nodes show, and the unit vector of a link that goes the usual way.
	var ox, oy, ux, uy int
	switch a.Dir {
	case explain.Right:
		oy, ux = -linkGap, 1
	case explain.Left:
		oy, ux = linkGap, -1
	case explain.Down:
		ox, uy = linkGap, 1
	case explain.Up:
		ox, uy = -linkGap, -1
	}
	x1, y1, x2, y2 = x1+ox, y1+oy, x2+ox, y2+oy
	if a.From == a.To { // a loop out of the node's side and back in
		sx, sy := x1+ux*nodeW/2, y1+uy*nodeH/2
		px, py := uy*uy, ux*ux // across the way it goes
		return fmt.Sprintf("M%d %d c%d %d %d %d %d %d", sx, sy,
			ux*loopLen, uy*loopLen, ux*loopLen+px*loopGap, uy*loopLen+py*loopGap, px*loopGap, py*loopGap)
	}
	// The way it goes: a wrap-around link goes against the usual way.
	ux, uy = sign(x2-x1), sign(y2-y1)
	ex, ey := x2-ux*nodeW/2, y2-uy*nodeH/2 // the edge of the node it points at
	return fmt.Sprintf("M%d %d L%d %d M%d %d L%d %d L%d %d", x1, y1, ex, ey,
		ex-ux*tipLen-uy*tipHalf, ey-uy*tipLen-ux*tipHalf, ex, ey, ex-ux*tipLen+uy*tipHalf, ey-uy*tipLen+ux*tipHalf)
}

// sign is -1, 0 or 1 as v is negative, zero or positive.
func sign(v int) int {
	switch {
	case v < 0:
		return -1
	case v > 0:
		return 1
	}
	return 0
}

// centre is where a node is drawn.
func centre(n explain.Node) (x, y int) {
	return n.Col*linkColW + linkColW/2, n.Row*linkRowH + linkRowH/2
}
