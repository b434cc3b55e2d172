package draw

import (
	"fmt"
	"strconv"

	"xcover/app/explain"
)

// Edit is one change to a drawn LinksPicture's SVG: the element whose id
// is ID gets its attribute Attr set to Value or, when Attr is "", its text.
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
// and the fields each changed node names. The links that differ are the
// ones lit after the move. Applied in order to the SVG the picture drew
// before, they make the SVG it draws after. It returns false, and leaves
// the picture as it was, when next is the links of another matrix: draw
// that whole.
func (p *LinksPicture) Edits(next *explain.Links) ([]Edit, bool) {
	if len(next.Nodes) != len(p.l.Nodes) || next.Nodes[len(next.Nodes)-1] != p.l.Nodes[len(p.l.Nodes)-1] {
		return nil, false
	}
	changes := explain.Diff(p.l, next)
	oldLit, was := p.litArrows(), p.lit
	prev := p.l
	p.l, p.lit = next, changes
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
			title := describeNode(next, n)
			out = append(out, Edit{fmt.Sprintf("ln%d", n.ID), "aria-label", title},
				Edit{fmt.Sprintf("lt%d", n.ID), "", title})
		}
	}
	relight := func(cs []explain.Change, lit bool) { // the arrows lit or unlit by the move
		for _, c := range cs {
			if k := (arrowKey{c.Node, c.Field}); c.Field != explain.Len && newLit[k] == lit && oldLit[k] != lit {
				out = append(out, Edit{arrowID(k.from, k.dir), "class", arrowClass(k.dir, lit)})
			}
		}
	}
	relight(was, false)
	relight(changes, true)
	for _, n := range next.Nodes {
		if live := next.Live(n.ID); live != prev.Live(n.ID) {
			out = append(out, Edit{fmt.Sprintf("ln%d", n.ID), "class", nodeClass(live)})
		}
	}
	return out, true
}
