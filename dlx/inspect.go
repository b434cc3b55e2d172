package dlx

// LinkView is a read-only copy of a matrix's dancing links, for viewers
// that draw them as Knuth does (package app/explain). It is laid out as
// the engine's arrays are:
//
//   - node 0 is the root of the primary items' list, nodes 1..Items are
//     the item headers (item i is node i+1), and node Items+1 is the root
//     of the secondary items' list;
//   - then come the options' nodes, each option after a spacer and the
//     last one followed by one; OptionStart[k] is option k's first node.
//
// Up, Down and Top are indexed by node; for an item header Top is the
// item's size (its live options, Knuth's LEN), for an option's node its
// item's header, for a spacer zero or less. Left and Right are the item
// list's links, indexed by header or root (0..Items+1). An option's nodes
// have no stored left and right links: they are consecutive, as in
// Knuth's DLX1, and never change.
//
// Color, nil when no option has colors, is indexed by node: 0 for none,
// c > 0 for color c, named ColorNames[c-1], and -c while the node is
// purified (Algorithm C: its option gives its item the color an option
// already chosen gave it). Bound, nil without bounds, is each primary
// item's uses left, indexed by header (Algorithm M: the upper bound less
// the chosen options that name the item).
//
// It is a copy: changing it changes nothing in the matrix, and later
// searches on the matrix do not change it.
type LinkView struct {
	Items, Primary int
	Up, Down, Top  []int32
	Left, Right    []int32
	OptionStart    []int32
	Color          []int32
	ColorNames     []string
	Bound          []int32
}

// View copies m's current links. On a Stepper's engine (Stepper.Links) or
// a replayed one (Links.Apply, as a player keeps), it shows the links as
// the search has left them at that point.
func (m *Links) View() LinkView {
	var v LinkView
	m.ViewInto(&v)
	return v
}

// ViewInto is View written over v, whose arrays it reuses when they are
// big enough: a viewer that reads the links at every frame of a search
// need not make them anew each time.
func (m *Links) ViewInto(v *LinkView) {
	v.Items, v.Primary = m.primary+m.secondary, m.primary
	v.Up, v.Down = resize(v.Up, len(m.nodes)), resize(v.Down, len(m.nodes))
	v.Top = append(v.Top[:0], m.tops[:len(m.nodes)]...)
	v.Left, v.Right = resize(v.Left, len(m.items)), resize(v.Right, len(m.items))
	v.OptionStart = resize(v.OptionStart, m.p.Options())
	for k := range v.OptionStart {
		v.OptionStart[k] = m.firstNode(k)
	}
	v.ColorNames, v.Bound = copyInto(v.ColorNames, m.p.colorNames), copyInto(v.Bound, m.bound)
	if m.colors != nil {
		v.Color = resize(v.Color, len(m.nodes))
		for x, c := range m.colors[:len(m.nodes)] {
			v.Color[x] = c.color
		}
	} else {
		v.Color = nil
	}
	for i, n := range m.nodes {
		v.Up[i], v.Down[i] = n.up, n.down
	}
	for i, l := range m.items {
		v.Left[i], v.Right[i] = l.prev, l.next
	}
}
