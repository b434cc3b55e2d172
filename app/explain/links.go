package explain

import (
	"errors"
	"fmt"
	"slices"

	"xcover/dlx"
)

// The largest matrix Links draws: more items, options or option nodes
// would not be readable.
const (
	MaxLinkItems   = 40
	MaxLinkOptions = 80
	MaxLinkNodes   = 240
)

// ErrTooBig is the error Fits and NewLinks return for a matrix with more
// than MaxLinkItems items, MaxLinkOptions options or MaxLinkNodes option
// nodes.
var ErrTooBig = errors.New("too big to draw the links")

// Fits reports, as nil, whether m is small enough for NewLinks to draw all
// its links; else an ErrTooBig that tells its size.
func Fits(m *dlx.Problem) error {
	nodes := 0
	if m.Items() <= MaxLinkItems && m.Options() <= MaxLinkOptions {
		var buf []int
		for k := range m.Options() {
			buf = m.OptionItems(buf[:0], k)
			nodes += len(buf)
		}
		if nodes <= MaxLinkNodes {
			return nil
		}
	}
	if nodes == 0 {
		return fmt.Errorf("%w: %d items and %d options (at most %d and %d)",
			ErrTooBig, m.Items(), m.Options(), MaxLinkItems, MaxLinkOptions)
	}
	return fmt.Errorf("%w: %d option nodes (at most %d)", ErrTooBig, nodes, MaxLinkNodes)
}

// Kind is what a node of the links view is.
type Kind uint8

const (
	// Root heads a list of items: the primary items' root is node 0, the
	// secondary items' (when there are any) node Items+1.
	Root Kind = iota
	// Header is an item's header: it heads the item's list of options'
	// nodes and holds its size.
	Header
	// OptionNode is one item of an option.
	OptionNode
)

// Node is a node of the links view and its place in Knuth's drawing: the
// roots and item headers in row 0, option k's nodes in row k+1, each in the
// column of its item (item i in column i+1, the primary root in column 0,
// the secondary root in column Items+1).
type Node struct {
	ID       int32  // the node's index in the engine's arrays (see dlx.LinkView)
	Kind     Kind   // root, header or option node
	Row, Col int    // its place in the drawing
	Item     int    // a header's or option node's item; -1 for a root
	Option   int    // an option node's option; -1 otherwise
	Name     string // a header's item name, an option node's option name, "root" or "secondary root"
	Color    string // the color an option node gives its item (Algorithms C and M), "" for none
}

// Field names one of a node's fields, as Knuth names them.
type Field uint8

const (
	Up    Field = iota // the node above in its item's list (ULINK)
	Down               // the node below (DLINK)
	Left               // the node to the left: in a header's item list (LLINK), in an option's nodes
	Right              // the node to the right (RLINK)
	Len                // a header's size: its item's live options (LEN)
)

var fieldNames = [...]string{"up", "down", "left", "right", "len"}

// String names the field.
func (f Field) String() string {
	if int(f) < len(fieldNames) {
		return fieldNames[f]
	}
	return fmt.Sprintf("Field(%d)", uint8(f))
}

// Fields are a node's fields, for showing on hover or focus. Top is an
// option node's item header; for a header it is its size, as in Knuth's
// DLX1, where a header's TOP field is its LEN; 0 for a root. A root has no
// up and down links: they are its own ID.
type Fields struct {
	Up, Down, Left, Right, Top int32
}

// Arrow is one link to draw: node From's field Dir (Up, Down, Left or
// Right) points at node To.
type Arrow struct {
	From, To int32
	Dir      Field
}

// Links is the dancing links of a matrix at one point of a search, as a
// view draws them: some of its nodes laid out as in Knuth's paper, and the
// engine's links among them. NewLinks takes every node of a small matrix;
// NewLens the few around the search's current step of any matrix. Make
// them from the links the player shows (Player.Links), which are the
// engine's as of the player's position.
type Links struct {
	// Nodes are the nodes drawn, in the order of their IDs: roots, headers
	// and option nodes. Spacers, which the engine keeps between options,
	// are never drawn.
	Nodes []Node
	// Focus is the search's place the view marks (see Role); the zero
	// Focus marks nothing.
	Focus Focus
	// MoreItems and MoreOptions count what a lens leaves out to stay
	// readable: the items and options it would show next.
	MoreItems, MoreOptions int
	v                      dlx.LinkView
	at                     []int32 // node ID -> index in Nodes, -1 for a node not drawn
	// names name items and options: an item's name, an option's name (or
	// its items when it has none).
	itemName, optionName func(int) string
	// color is the color option k gives item i, "" for none; bounds are
	// each primary item's uses still wanted at least and allowed at most,
	// nil without bounds (Algorithm M).
	color  func(k, i int) string
	bounds [][2]int32
	// whole is the engine whose nodes these are all of, nil for a lens.
	whole *dlx.Links
}

// NewLinks returns all of m's links as they are now, laid out for drawing.
// It fails with ErrTooBig when m does not fit (Fits): NewLens shows a part
// of any matrix.
func NewLinks(m *dlx.Links) (*Links, error) {
	var r Reader
	return r.Links(m)
}

// Reader reads a matrix's links frame after frame (Links, Lens) into
// memory given back (Free), and keeps the lens's working copy, so that a
// view that reads them at every frame of a search makes little garbage: a
// 9x9 sudoku's lens read anew each time made 150 KB a frame, which brought
// the page's collector, and a frame of 140 ms, every few seconds of play.
// Its zero value is ready.
type Reader struct {
	free    *Links // links given back, whose memory the next read takes
	scratch *Links // Lens's copy of the links as the step found them
}

// Free gives back links l, which no one reads any more: the next read
// reuses their memory.
func (r *Reader) Free(l *Links) { r.free = l }

// Links is NewLinks, read into memory given back. The nodes of all of a
// matrix's links never change, only their fields do: links given back
// that were read whole from the same matrix keep their nodes, so that a
// read copies the links and names nothing.
func (r *Reader) Links(m *dlx.Links) (*Links, error) {
	if err := Fits(m.Problem()); err != nil {
		return nil, err
	}
	if l := r.free; l != nil && l.whole == m {
		r.free = nil
		l.reread(m)
		return l, nil
	}
	l := r.read(m)
	v := &l.v
	l.Nodes = slices.Grow(l.Nodes, len(v.Up))
	l.add(Node{ID: 0, Kind: Root, Item: -1, Option: -1, Name: "root"})
	for i := range v.Items {
		l.add(Node{ID: HeaderID(i), Kind: Header, Col: i + 1, Item: i, Option: -1, Name: l.itemName(i)})
	}
	if v.Items > v.Primary {
		l.add(Node{ID: int32(v.Items + 1), Kind: Root, Col: v.Items + 1, Item: -1, Option: -1, Name: "secondary root"})
	}
	for k := range v.OptionStart {
		name := l.optionName(k)
		for _, x := range l.OptionNodes(k) {
			item := int(v.Top[x] - 1)
			l.add(Node{ID: x, Kind: OptionNode, Row: k + 1, Col: item + 1, Item: item, Option: k, Name: name, Color: l.color(k, item)})
		}
	}
	l.whole = m
	return l, nil
}

// read copies m's links, with no node to draw yet, into the memory given
// back, if any.
func (r *Reader) read(m *dlx.Links) *Links {
	l := r.free
	if r.free = nil; l == nil {
		l = &Links{}
	}
	v, at, nodes, bounds := l.v, l.at, l.Nodes[:0], l.bounds
	m.ViewInto(&v)
	p := m.Problem()
	*l = Links{Nodes: nodes, v: v, at: slices.Grow(at[:0], len(v.Up))[:len(v.Up)], itemName: p.ItemName, optionName: p.OptionName, color: p.OptionColor, Focus: NoFocus, bounds: bounds}
	l.readBounds(m)
	for i := range l.at {
		l.at[i] = -1
	}
	return l
}

// reread copies m's links into l, which holds all of m's nodes already.
func (l *Links) reread(m *dlx.Links) {
	m.ViewInto(&l.v)
	l.Focus, l.MoreItems, l.MoreOptions = NoFocus, 0, 0
	l.readBounds(m)
}

// readBounds copies m's bounds, if it has any (Algorithm M).
func (l *Links) readBounds(m *dlx.Links) {
	p := m.Problem()
	if !p.HasBounds() {
		l.bounds = nil
		return
	}
	l.bounds = slices.Grow(l.bounds[:0], p.Primary())[:p.Primary()]
	for i := range l.bounds {
		lower, upper := m.Uses(i)
		l.bounds[i] = [2]int32{int32(max(lower, 0)), int32(upper)}
	}
}

// right and left are an option node's horizontal links: an option's nodes
// form a ring, as Knuth draws them, which never changes. The engine keeps
// them side by side, between spacers.
func (l *Links) right(x int32) int32 {
	if l.v.Top[x+1] > 0 {
		return x + 1
	}
	return l.v.OptionStart[l.optionOf(x)]
}

func (l *Links) left(x int32) int32 {
	if l.v.Top[x-1] > 0 {
		return x - 1
	}
	last := x
	for l.v.Top[last+1] > 0 {
		last++
	}
	return last
}

// add draws node n: it goes at the end of Nodes.
func (l *Links) add(n Node) {
	l.at[n.ID] = int32(len(l.Nodes))
	l.Nodes = append(l.Nodes, n)
}

// Node returns the node with the given ID, and false when there is none.
func (l *Links) Node(id int32) (Node, bool) {
	if id < 0 || int(id) >= len(l.at) || l.at[id] < 0 {
		return Node{}, false
	}
	return l.Nodes[l.at[id]], true
}

// Fields returns node id's fields, and false when there is no such node.
func (l *Links) Fields(id int32) (Fields, bool) {
	n, ok := l.Node(id)
	if !ok {
		return Fields{}, false
	}
	switch n.Kind {
	case OptionNode:
		return Fields{Up: l.v.Up[id], Down: l.v.Down[id], Left: l.left(id), Right: l.right(id), Top: l.v.Top[id]}, true
	case Header:
		return Fields{Up: l.v.Up[id], Down: l.v.Down[id], Left: l.v.Left[id], Right: l.v.Right[id], Top: l.v.Top[id]}, true
	default:
		return Fields{Up: id, Down: id, Left: l.v.Left[id], Right: l.v.Right[id]}, true
	}
}

// Describe names node id and its fields, as a view shows them on hover or
// focus: "node 9 (option A, item 0): up 1, down 2, left 11, right 10, top
// 1"; a header's size is its "len". It is "" for no such node.
func (l *Links) Describe(id int32) string {
	n, ok := l.Node(id)
	if !ok {
		return ""
	}
	f, _ := l.Fields(id)
	what := n.Name
	if n.Kind == OptionNode {
		h, _ := l.Node(HeaderID(n.Item))
		what = "option " + n.Name + ", item " + h.Name
	}
	top := fmt.Sprintf("top %d", f.Top)
	if n.Kind == Header {
		top = fmt.Sprintf("len %d", f.Top)
		if lower, upper, ok := l.Bounds(n.Item); ok {
			top += fmt.Sprintf(", %d..%d more uses", lower, upper)
		}
	}
	if n.Color != "" {
		top += ", color " + n.Color
		if l.Marked(id) {
			top += " (marked: its item has this color)"
		}
	}
	return fmt.Sprintf("node %d (%s): up %d, down %d, left %d, right %d, %s", n.ID, what, f.Up, f.Down, f.Left, f.Right, top)
}

// Bounds returns how many more times primary item i must be covered, at
// least and at most, as the search has them (Algorithm M's bounds, less
// the options chosen that use i), and false when the matrix has no bounds
// (Algorithm X or C).
func (l *Links) Bounds(i int) (lower, upper int, ok bool) {
	if l.bounds == nil || i < 0 || i >= len(l.bounds) {
		return 0, 0, false
	}
	return int(l.bounds[i][0]), int(l.bounds[i][1]), true
}

// Size returns item i's size: its number of live options.
func (l *Links) Size(i int) int { return int(l.v.Top[i+1]) }

// Live reports whether node id is still in its lists: a header that is not
// covered, an option node that its item's list still reaches (its
// neighbours link to it). A covered item's header, and the nodes a cover
// hid, keep their own links, which is how uncover puts them back.
func (l *Links) Live(id int32) bool {
	n, ok := l.Node(id)
	switch {
	case !ok:
		return false
	case n.Kind == Root:
		return true
	case n.Kind == Header:
		return l.v.Right[l.v.Left[id]] == id
	default:
		return l.v.Down[l.v.Up[id]] == id && l.v.Up[l.v.Down[id]] == id
	}
}

// Arrows returns every link to draw: for each header and option node its
// up, down, left and right links, for each root its left and right ones,
// in the order of Nodes. A hidden node's own links are drawn too: they
// still point at its old neighbours, while those link past it.
func (l *Links) Arrows() []Arrow {
	out := make([]Arrow, 0, 4*len(l.Nodes))
	for _, n := range l.Nodes {
		f, _ := l.Fields(n.ID)
		if n.Kind != Root {
			out = append(out, Arrow{n.ID, f.Up, Up}, Arrow{n.ID, f.Down, Down})
		}
		out = append(out, Arrow{n.ID, f.Left, Left}, Arrow{n.ID, f.Right, Right})
	}
	return out
}

// HeaderID returns item i's header node ID, which a tour stop's Item points
// at in the links view.
func HeaderID(i int) int32 { return int32(i + 1) }

// OptionNodes returns option k's node IDs, left to right: the row a tour
// stop's Option points at in the links view. It is nil for no option.
func (l *Links) OptionNodes(k int) []int32 {
	if k < 0 || k >= len(l.v.OptionStart) {
		return nil
	}
	var out []int32
	for x := l.v.OptionStart[k]; l.v.Top[x] > 0; x++ {
		out = append(out, x)
	}
	return out
}
