package draw

import (
	"fmt"
	"strconv"
	"unicode/utf8"

	"xcover/app/explain"
)

// The links picture's geometry, in the picture's own units (a page scales
// it to fit its box): how far apart a pair of opposite links is drawn, an
// arrow's head, how far a link that wraps round or leaves the picture
// sticks out, and a node's link to itself.
const (
	linkGap = 4
	tipLen  = 5
	tipHalf = 3
	stubLen = 8
	loopLen = 12
	loopGap = 6
	// A node's box holds its label's lines, lineH apart, padH more in
	// all; its width follows the longest line, within these bounds, at
	// about charW units a character (the script draws 11-unit text). Nodes
	// are gapW and gapH apart.
	lineH      = 13
	padH       = 6
	nodeMinW   = 34
	nodeMaxW   = 96
	charW      = 6.5
	padW       = 8
	gapW, gapH = 18, 18
	// A name longer than wrapAt characters goes on two lines, split at
	// the space nearest its middle.
	wrapAt = 9
	// A move of one event lights its links one after another, in the order
	// the engine changes them: each so many ms after the one before, and
	// all within relinkSpread ms.
	relinkStep   = 60
	relinkSpread = 900
)

// LinksPicture is a dancing links view, Knuth's figure of a matrix's links
// or a lens's part of it: drawn whole once (Scene), then moved from one
// point of the search to another by a few edits (Edits), as a page does
// while the player plays, so that a step costs what it changes, not the
// whole picture. It remembers the links it shows and which of them are
// lit.
type LinksPicture struct {
	l       *explain.Links
	lit     []explain.Change // the links and sizes drawn lit: the last move's
	ordered bool             // lit is in the order the engine made the changes
	// The boxes' size, from the labels: every node's width, and the
	// headers' and roots' height (top) and the option nodes' (below).
	nodeW, topH, belowH int
	// The memory Edits reuses: its last edits, the arrows lit before and
	// after the move, and the arrows it has looked at.
	edits          []Edit
	oldLit, newLit map[arrowKey]int
	seen           map[arrowKey]bool
}

// NewLinksPicture returns the picture of links l, with the changes lit
// (the last event's; none at the start), in no order.
func NewLinksPicture(l *explain.Links, lit []explain.Change) *LinksPicture {
	p := &LinksPicture{l: l, lit: lit}
	longest, topLines, belowLines := 0, 1, 1
	for _, n := range l.Nodes {
		label := nodeLabel(l, n)
		for _, line := range label {
			longest = max(longest, utf8.RuneCountInString(line))
		}
		if n.Kind == explain.OptionNode {
			belowLines = max(belowLines, len(label))
		} else {
			topLines = max(topLines, len(label))
		}
	}
	p.nodeW = min(max(nodeMinW, int(float64(longest)*charW)+padW), nodeMaxW)
	p.topH, p.belowH = padH+lineH*topLines, padH+lineH*belowLines
	return p
}

// Links returns the links the picture shows.
func (p *LinksPicture) Links() *explain.Links { return p.l }

// Scene is a links picture as the page's script draws it on a canvas (see
// web/xcover.js), in the picture's units: W x H, scaled to the canvas.
type Scene struct {
	W      int          `json:"w"`
	H      int          `json:"h"`
	Nodes  []SceneNode  `json:"nodes"`
	Arrows []SceneArrow `json:"arrows"`
	// Note, when set, is a few lines of words drawn in the middle of a
	// picture with nothing else to show (see NoteScene).
	Note []string `json:"note,omitempty"`
}

// NoteScene is a picture of words alone: lines, one under the other, in
// the middle of a scene just wide enough for them ("The search is over:",
// "0 solutions") and two thirds as high, the shape of a lens's box, so
// that a page scales it as it scales a lens.
func NoteScene(lines ...string) Scene {
	longest := 0
	for _, line := range lines {
		longest = max(longest, utf8.RuneCountInString(line))
	}
	w := int(float64(longest)*charW) + 4*padW
	return Scene{W: w, H: max(len(lines)*lineH+4*padH, w*2/3), Nodes: []SceneNode{}, Arrows: []SceneArrow{}, Note: lines}
}

// SceneNode is a node's box: where it is, its label's lines (a header's
// name and LEN, an option node's option and TOP, a root's name), its kind
// ("root", "header" or "option"), whether it is out of its lists (drawn
// dimmed), and its role in the step (explain.Role's name). An option node
// that gives its item a color (Algorithms C and M) has its hue (see
// ColorHue; -1 for none) and is Marked while its item has that color.
type SceneNode struct {
	ID     string   `json:"id"`
	Node   int32    `json:"node"`
	X      int      `json:"x"`
	Y      int      `json:"y"`
	W      int      `json:"w"`
	H      int      `json:"h"`
	Kind   string   `json:"kind"`
	Label  []string `json:"label"`
	Out    bool     `json:"out"`
	Role   string   `json:"role"`
	Hue    int      `json:"hue"`
	Marked bool     `json:"marked"`
	// From, when set, is where the box slides from, and when: its x and y,
	// and the ms after the step's first move it starts (the dancing
	// cells' moves).
	From []int `json:"from,omitempty"`
}

// SceneArrow is one link: node From's field Dir points at node To, drawn
// as the SVG path D. Off says To is not in the picture (a lens's link to a
// node it leaves out), drawn as a stub. A lit arrow lights Delay ms after
// the move's first.
type SceneArrow struct {
	ID    string `json:"id"`
	From  int32  `json:"from"`
	To    int32  `json:"to"`
	Dir   string `json:"dir"`
	D     string `json:"d"`
	Off   bool   `json:"off"`
	Lit   bool   `json:"lit"`
	Delay int    `json:"delay"`
}

// Scene draws the picture whole, as Knuth's paper draws the links: the
// roots and item headers on top, each option's nodes in a row below,
// under their items; every link an arrow (right and left arrows a little
// above and below a row's middle, down and up arrows a little right and
// left of a column's), a link that wraps round leaving its node's far side
// and coming into its target's near side, the last move's links lit, and
// the nodes taken out of their lists dimmed.
func (p *LinksPicture) Scene() Scene {
	rows, cols := 0, 0
	for _, n := range p.l.Nodes {
		rows, cols = max(rows, n.Row+1), max(cols, n.Col+1)
	}
	s := Scene{W: cols * p.colW(), Nodes: make([]SceneNode, 0, len(p.l.Nodes))}
	if rows > 0 {
		s.H = p.topH + gapH + (rows-1)*(p.belowH+gapH)
	}
	for _, n := range p.l.Nodes {
		x, y := p.centre(n)
		w, h := p.size(n)
		s.Nodes = append(s.Nodes, SceneNode{ID: nodeID(n.ID), Node: n.ID, X: x - w/2, Y: y - h/2, W: w, H: h,
			Kind: kindNames[n.Kind], Label: nodeLabel(p.l, n), Out: !p.l.Live(n.ID), Role: p.l.Role(n.ID).String(),
			Hue: ColorHue(n.Color), Marked: p.l.Marked(n.ID)})
	}
	lit := p.litArrows(nil)
	arrows := p.l.Arrows()
	s.Arrows = make([]SceneArrow, 0, len(arrows))
	for _, a := range arrows {
		delay, on := lit[arrowKey{a.From, a.Dir}]
		_, drawn := p.l.Node(a.To)
		s.Arrows = append(s.Arrows, SceneArrow{ID: arrowID(a.From, a.Dir), From: a.From, To: a.To, Dir: a.Dir.String(),
			D: p.arrowPath(a), Off: !drawn, Lit: on, Delay: delay})
	}
	return s
}

// colW is the width of a column of nodes.
func (p *LinksPicture) colW() int { return p.nodeW + gapW }

// Pitch is the room a links picture gives its columns and rows of nodes,
// in the picture's units: a scene of c columns and r option rows is
// c*Column wide and Items + r*Row high.
type Pitch struct{ Column, Row, Items int }

// Pitch returns the picture's pitch, which its labels set (see
// NewLinksPicture).
func (p *LinksPicture) Pitch() Pitch { return Pitch{p.colW(), p.belowH + gapH, p.topH + gapH} }

// kindNames name the kinds of node for the script.
var kindNames = [...]string{explain.Root: "root", explain.Header: "header", explain.OptionNode: "option"}

// arrowKey names an arrow: its node and direction.
type arrowKey struct {
	from int32
	dir  explain.Field
}

// litArrows returns the arrows of drawn nodes that the lit changes moved,
// each with the time it lights up after the first, in ms: 0 for all when
// the changes are in no order, else by its last change's place in the
// order among the drawn ones.
// It writes them into lit, emptied first, and returns it (nil for a new
// map).
func (p *LinksPicture) litArrows(lit map[arrowKey]int) map[arrowKey]int {
	if lit == nil {
		lit = make(map[arrowKey]int, len(p.lit))
	}
	clear(lit)
	drawn := 0
	for _, c := range p.lit {
		if _, ok := p.l.Node(c.Node); ok {
			drawn++
		}
	}
	step := 0
	if p.ordered {
		step = min(relinkStep, relinkSpread/max(drawn, 1))
	}
	i := 0
	for _, c := range p.lit {
		if _, ok := p.l.Node(c.Node); !ok {
			continue
		}
		if c.Field != explain.Len {
			lit[arrowKey{c.Node, c.Field}] = i * step
		}
		i++
	}
	return lit
}

// nodeID is the scene's id of node id; arrowID that of its arrow in
// direction dir.
func nodeID(id int32) string { return "n" + strconv.Itoa(int(id)) }

// arrowID is the id of node from's arrow in direction dir.
func arrowID(from int32, dir explain.Field) string {
	return "a" + strconv.Itoa(int(from)) + string(dirLetters[dir])
}

// dirLetters end the arrows' ids, one letter a direction.
var dirLetters = [...]byte{explain.Up: 'u', explain.Down: 'd', explain.Left: 'l', explain.Right: 'r', explain.Len: 'n'}

// nodeLabel is the text on a node, as in Knuth's figure: a header's item
// name and LEN (and in Algorithm M its bounds as the search has them,
// the uses still wanted and allowed: "len 3 · 1..2"), an
// option node's option name and TOP (its item's header) with the color it
// gives the item ("top 9:red", and "top 9:red*" while marked), a root's
// name; a long name on two lines.
func nodeLabel(l *explain.Links, n explain.Node) []string {
	f, _ := l.Fields(n.ID)
	lines := wrap(n.Name)
	switch n.Kind {
	case explain.Header:
		field := fmt.Sprintf("len %d", f.Top)
		if lower, upper, ok := l.Bounds(n.Item); ok {
			field += fmt.Sprintf(" · %d..%d", lower, upper)
		}
		return append(lines, field)
	case explain.OptionNode:
		field := fmt.Sprintf("top %d", f.Top)
		if n.Color != "" {
			field += ":" + n.Color
			if l.Marked(n.ID) {
				field += "*"
			}
		}
		return append(lines, field)
	}
	return lines
}

// wrap splits a name longer than wrapAt characters in two at the space
// nearest its middle, if it has one.
func wrap(name string) []string {
	if utf8.RuneCountInString(name) <= wrapAt {
		return []string{name}
	}
	mid, cut := len(name)/2, -1
	for i := range len(name) {
		if name[i] == ' ' && (cut < 0 || abs(i-mid) < abs(cut-mid)) {
			cut = i
		}
	}
	if cut < 0 {
		return []string{name}
	}
	return []string{name[:cut], name[cut+1:]}
}

// abs is |v|.
func abs(v int) int { return max(v, -v) }

// arrowPath draws arrow a as an SVG path: a shaft from its node to the
// edge of the node it points at, and an open head there. A link that goes
// against its usual way (a list wrapping round: the last node's down link
// to its header) leaves its node on the far side and comes into its target
// on the near side, two stubs as Knuth draws them; a link to a node not in
// the picture is the first stub alone; a link of a node to itself (an
// empty item's up and down, a lone node's left and right) is a small loop
// on the node's side.
func (p *LinksPicture) arrowPath(a explain.Arrow) string {
	from, _ := p.l.Node(a.From)
	x1, y1 := p.centre(from)
	// The shaft's offset from the middle, so that both links between two
	// nodes show, and the unit vector of the usual way.
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
	x1, y1 = x1+ox, y1+oy
	w, h := p.size(from)
	hw, hh := w/2, h/2
	var d path
	if a.From == a.To { // a loop out of the node's side and back in
		sx, sy := x1+ux*hw, y1+uy*hh
		px, py := uy*uy, ux*ux // across the way it goes
		d.add('M', sx, sy)
		d.add('c', ux*loopLen, uy*loopLen)
		d.add(' ', ux*loopLen+px*loopGap, uy*loopLen+py*loopGap)
		d.add(' ', px*loopGap, py*loopGap)
		return d.String()
	}
	// Out of the node's side the usual way.
	sx, sy := x1+ux*hw, y1+uy*hh
	to, drawn := p.l.Node(a.To)
	if !drawn {
		ex, ey := sx+ux*stubLen, sy+uy*stubLen
		d.line(sx, sy, ex, ey)
		d.head(ex, ey, ux, uy)
		return d.String()
	}
	x2, y2 := p.centre(to)
	x2, y2 = x2+ox, y2+oy
	tw, th := p.size(to)
	ex, ey := x2-ux*tw/2, y2-uy*th/2 // the edge of the node it points at
	if (x2-x1)*ux+(y2-y1)*uy > 0 {   // the usual way: straight there
		d.line(sx, sy, ex, ey)
	} else {
		d.line(sx, sy, sx+ux*stubLen, sy+uy*stubLen)
		d.line(ex-ux*stubLen, ey-uy*stubLen, ex, ey)
	}
	d.head(ex, ey, ux, uy)
	return d.String()
}

// path writes an SVG path's data.
type path struct{ b []byte }

// add writes a command (or ' ' for none) and a point.
func (d *path) add(cmd byte, x, y int) {
	if len(d.b) > 0 {
		d.b = append(d.b, ' ')
	}
	if cmd != ' ' {
		d.b = append(d.b, cmd)
	}
	d.b = strconv.AppendInt(d.b, int64(x), 10)
	d.b = append(d.b, ' ')
	d.b = strconv.AppendInt(d.b, int64(y), 10)
}

// line is a straight line from (x1, y1) to (x2, y2).
func (d *path) line(x1, y1, x2, y2 int) {
	d.add('M', x1, y1)
	d.add('L', x2, y2)
}

// head is an open arrow head at (x, y) pointing the way (ux, uy).
func (d *path) head(x, y, ux, uy int) {
	d.add('M', x-ux*tipLen-uy*tipHalf, y-uy*tipLen-ux*tipHalf)
	d.add('L', x, y)
	d.add('L', x-ux*tipLen+uy*tipHalf, y-uy*tipLen+ux*tipHalf)
}

// String returns the path's data.
func (d *path) String() string { return string(d.b) }

// centre is where a node is drawn: its column's middle, and its row's.
func (p *LinksPicture) centre(n explain.Node) (x, y int) {
	x = n.Col*p.colW() + p.colW()/2
	if n.Row == 0 {
		return x, (p.topH + gapH) / 2
	}
	return x, p.topH + gapH + (n.Row-1)*(p.belowH+gapH) + (p.belowH+gapH)/2
}

// size is a node's box: a header or root is as high as the top row's
// labels need, an option node as high as the option nodes' need.
func (p *LinksPicture) size(n explain.Node) (w, h int) {
	if n.Kind == explain.OptionNode {
		return p.nodeW, p.belowH
	}
	return p.nodeW, p.topH
}
