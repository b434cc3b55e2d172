package draw

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"xcover/app/explain"
)

// Edit is one change to a drawn LinksPicture's Scene: the node or arrow
// whose id is ID gets its field Attr (a SceneNode's or SceneArrow's JSON
// name: "d", "to", "off", "lit", "delay", "label", "out", "role") set to
// Value, written as text: a number in decimal, a flag as "1" or "", a
// label's lines joined by newlines; "marked" for an option node's mark.
// Pages send edits to the browser as JSON (AppendJSON; see
// web/xcover.js).
type Edit struct {
	ID    string `json:"id"`
	Attr  string `json:"attr"`
	Value string `json:"value"`
}

// Edits moves the picture to links next, a later or earlier point of the
// same matrix's search, and returns what changes in its scene: the arrows
// whose links moved (path, target, and whether it is drawn) and the ones
// lit or no longer lit, and the nodes whose labels (a header's size, an
// option node's mark), liveness, role or mark changed.
// Applied in order to the scene the picture drew before, they make the
// scene it draws after. They hold until the next call, which writes its
// own over them: a page sends them on at once, frame after frame.
//
// The links that differ are lit after the move. When the move is one
// event, order gives its changes in the order the engine makes them
// (explain.Links.Dance from the picture's links), and the links light up
// in that order; nil lights them all at once.
//
// Edits returns false, and leaves the picture as it was, when next draws
// other nodes (the links of another matrix, a lens on another step): draw
// that whole.
func (p *LinksPicture) Edits(next *explain.Links, order []explain.Change) ([]Edit, bool) {
	if !slices.Equal(next.Nodes, p.l.Nodes) {
		return nil, false
	}
	changes := explain.Diff(p.l, next)
	oldLit, was, prev := p.litArrows(p.oldLit), p.lit, p.l
	p.l, p.lit, p.ordered = next, changes, order != nil
	if order != nil {
		p.lit = order
	}
	newLit := p.litArrows(p.newLit)
	p.oldLit, p.newLit = oldLit, newLit

	out := p.edits[:0]
	defer func() { p.edits = out }()
	for _, c := range changes {
		id := nodeID(c.Node)
		if c.Field == explain.Len { // a header's size: its label
			n, _ := next.Node(c.Node)
			out = append(out, Edit{id, "label", strings.Join(nodeLabel(next, n), "\n")})
			continue
		}
		a := explain.Arrow{From: c.Node, To: c.To, Dir: c.Field}
		_, wasDrawn := prev.Node(c.From)
		_, drawn := next.Node(c.To)
		id = arrowID(c.Node, c.Field)
		out = append(out, Edit{id, "d", p.arrowPath(a)}, Edit{id, "to", strconv.Itoa(int(c.To))})
		if drawn != wasDrawn {
			out = append(out, Edit{id, "off", flag(!drawn)})
		}
	}
	// The arrows lit before or after: whether they are, and when they
	// light up.
	if p.seen == nil {
		p.seen = map[arrowKey]bool{}
	}
	seen := p.seen
	clear(seen)
	for _, cs := range [][]explain.Change{was, p.lit} {
		for _, c := range cs {
			k := arrowKey{c.Node, c.Field}
			if c.Field == explain.Len || seen[k] {
				continue
			}
			seen[k] = true
			before, wasOn := oldLit[k]
			after, on := newLit[k]
			if on != wasOn {
				out = append(out, Edit{arrowID(k.from, k.dir), "lit", flag(on)})
			}
			if after != before {
				out = append(out, Edit{arrowID(k.from, k.dir), "delay", strconv.Itoa(after)})
			}
		}
	}
	for _, n := range next.Nodes {
		if live := next.Live(n.ID); live != prev.Live(n.ID) {
			out = append(out, Edit{nodeID(n.ID), "out", flag(!live)})
		}
		if r := next.Role(n.ID); r != prev.Role(n.ID) {
			out = append(out, Edit{nodeID(n.ID), "role", r.String()})
		}
		if n.Kind == explain.Header && next.Size(n.Item) == prev.Size(n.Item) && boundsChanged(prev, next, n.Item) {
			out = append(out, Edit{nodeID(n.ID), "label", strings.Join(nodeLabel(next, n), "\n")})
		}
		if n.Color == "" {
			continue
		}
		if marked := next.Marked(n.ID); marked != prev.Marked(n.ID) {
			out = append(out, Edit{nodeID(n.ID), "marked", flag(marked)}, Edit{nodeID(n.ID), "label", strings.Join(nodeLabel(next, n), "\n")})
		}
	}
	return out, true
}

// boundsChanged reports whether item i's bounds differ between a and b
// (Algorithm M's uses of it).
func boundsChanged(a, b *explain.Links, i int) bool {
	al, au, _ := a.Bounds(i)
	bl, bu, _ := b.Bounds(i)
	return al != bl || au != bu
}

// flag writes a flag as an edit's value: "1" or "".
func flag(on bool) string {
	if on {
		return "1"
	}
	return ""
}

// AppendJSON appends edits to dst as the JSON array that the page's
// script reads, byte for byte what encoding/json writes for them, without
// its reflection: a frame of play writes hundreds of edits, and
// json.Marshal took a third of a links view's time in it.
func AppendJSON(dst []byte, edits []Edit) []byte {
	dst = append(dst, '[')
	for i, e := range edits {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"id":`...)
		dst = appendJSONString(dst, e.ID)
		dst = append(dst, `,"attr":`...)
		dst = appendJSONString(dst, e.Attr)
		dst = append(dst, `,"value":`...)
		dst = appendJSONString(dst, e.Value)
		dst = append(dst, '}')
	}
	return append(dst, ']')
}

// appendJSONString appends s as a JSON string: as is between quotes when
// it is printable ASCII that encoding/json writes unescaped (ids, numbers,
// paths, most names), else as encoding/json writes it.
func appendJSONString(dst []byte, s string) []byte {
	for i := range len(s) {
		if c := s[i]; c < 0x20 || c >= utf8.RuneSelf || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			b, _ := json.Marshal(s) // cannot fail: a string
			return append(dst, b...)
		}
	}
	dst = append(dst, '"')
	dst = append(dst, s...)
	return append(dst, '"')
}
