package draw

import (
	"fmt"
	"slices"
	"strconv"

	"xcover/app/explain"
)

// Edit is one change to a drawn LinksPicture's SVG: the element whose id
// is ID gets its attribute Attr set to Value (or removed, for an empty
// Value) or, when Attr is "", its text.
// Pages send edits to the browser as JSON (see web/xcover.js).
type Edit struct {
	ID    string `json:"id"`
	Attr  string `json:"attr"`
	Value string `json:"value"`
}

// Edits moves the picture to links next, a later or earlier point of the
// same matrix's search, and returns what changes in its SVG: the arrows
// whose links moved (path and data-to) and the ones lit or no longer lit,
// the nodes that left or came back into their lists, the headers' sizes,
// and the fields each changed node names. Applied in order to the SVG the
// picture drew before, they make the SVG it draws after.
//
// The links that differ are lit after the move. When the move is one
// event, order gives its changes in the order the engine makes them
// (explain.Links.Dance from the picture's links), and the links light up
// in that order; nil lights them all at once.
//
// Edits returns false, and leaves the picture as it was, when next is laid
// out otherwise (the links of another matrix): draw that whole.
func (p *LinksPicture) Edits(next *explain.Links, order []explain.Change) ([]Edit, bool) {
	if !slices.Equal(next.Nodes, p.l.Nodes) {
		return nil, false
	}
	changes := explain.Diff(p.l, next)
	oldLit, was := p.litArrows(), p.lit
	prev := p.l
	p.l, p.lit, p.ordered, p.tock = next, changes, order != nil, !p.tock
	if order != nil {
		p.lit = order
	}
	newLit := p.litArrows()

	var out []Edit
	named := map[int32]bool{}
	for _, c := range changes {
		if c.Field != explain.Len {
			a := explain.Arrow{From: c.Node, To: c.To, Dir: c.Field}
			id := arrowID(c.Node, c.Field)
			out = append(out, Edit{id, "d", p.arrowPath(a)}, Edit{id, "data-to", strconv.Itoa(int(c.To))})
		}
		n, _ := next.Node(c.Node)
		if c.Field == explain.Len {
			out = append(out, Edit{fmt.Sprintf("lx%d", n.ID), "", nodeLabel(next, n)})
		}
		if !named[n.ID] {
			named[n.ID] = true
			title := next.Describe(n.ID)
			out = append(out, Edit{fmt.Sprintf("ln%d", n.ID), "aria-label", title},
				Edit{fmt.Sprintf("lt%d", n.ID), "", title})
		}
	}
	// The arrows lit before or after: their class (a lit one's changes
	// with the beat), and when they light up.
	relit := map[arrowKey]bool{}
	for _, cs := range [][]explain.Change{was, p.lit} {
		for _, c := range cs {
			k := arrowKey{c.Node, c.Field}
			if c.Field == explain.Len || relit[k] {
				continue
			}
			relit[k] = true
			id := arrowID(k.from, k.dir)
			before, wasOn := oldLit[k]
			after, on := newLit[k]
			if on || wasOn {
				out = append(out, Edit{id, "class", arrowClass(k.dir, on, p.tock)})
			}
			if after != before {
				out = append(out, Edit{id, "style", delayStyle(after)})
			}
		}
	}
	for _, n := range next.Nodes {
		if live := next.Live(n.ID); live != prev.Live(n.ID) {
			out = append(out, Edit{fmt.Sprintf("ln%d", n.ID), "class", nodeClass(live)})
		}
	}
	return out, true
}
