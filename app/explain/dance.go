package explain

import (
	"slices"

	"xcover/dlx"
)

// Change is one link (or size) that changed: node Node's field went from
// From to To. For Len, From and To are sizes.
type Change struct {
	Node     int32
	Field    Field
	From, To int32
}

// Diff returns the links and sizes that differ between a and b, two states
// of the same matrix, in the order of the nodes' IDs and then of their
// fields: what a view redraws when the player jumps from a's position to
// b's. It is nil when a and b are not of the same matrix.
func Diff(a, b *Links) []Change {
	if len(a.v.Up) != len(b.v.Up) || len(a.v.Left) != len(b.v.Left) {
		return nil
	}
	var out []Change
	add := func(id int32, f Field, from, to int32) {
		if from != to {
			out = append(out, Change{id, f, from, to})
		}
	}
	for _, n := range a.Nodes {
		id := n.ID
		if n.Kind != Root {
			add(id, Up, a.v.Up[id], b.v.Up[id])
			add(id, Down, a.v.Down[id], b.v.Down[id])
		}
		if n.Kind != OptionNode {
			add(id, Left, a.v.Left[id], b.v.Left[id])
			add(id, Right, a.v.Right[id], b.v.Right[id])
		}
		if n.Kind == Header {
			add(id, Len, a.v.Top[id], b.v.Top[id])
		}
	}
	return out
}

// Dance returns the links as they are after event e and the changes e
// makes, in the order they happen: for a Cover as Knuth's cover runs,
// the item's header leaving its list, then for each option below the
// header, top to bottom, its other nodes leaving their lists, left to
// right, each with its item's size going down by one; for an Uncover the
// same changes undone in exactly the reverse order. Other events change no
// links: l itself comes back, with no changes. To animate a step back, dance
// the inverse of the event stepped over (dlx.Event.Inverse).
//
// Dance works on l's copy of the links, as Knuth's algorithm does; the
// engine's arrays after e are the same, which the tests check.
func (l *Links) Dance(e dlx.Event) (*Links, []Change) {
	if e.Kind != dlx.Cover && e.Kind != dlx.Uncover {
		return l, nil
	}
	n := l.clone()
	var ch []Change
	n.dance(e, func(id int32, f Field, from, to int32) { ch = append(ch, Change{id, f, from, to}) })
	return n, ch
}

// dance makes the changes of event e, a Cover or an Uncover, to l's own
// links, telling each to changed (when not nil) as it makes it.
func (l *Links) dance(e dlx.Event, changed func(id int32, f Field, from, to int32)) {
	v := &l.v
	set := func(arr []int32, id int32, f Field, to int32) {
		if changed != nil {
			changed(id, f, arr[id], to)
		}
		arr[id] = to
	}
	i := e.Item + 1
	if e.Kind == dlx.Cover {
		set(v.Right, v.Left[i], Right, v.Right[i])
		set(v.Left, v.Right[i], Left, v.Left[i])
		for p := v.Down[i]; p != i; p = v.Down[p] {
			for q := l.right(p); q != p; q = l.right(q) {
				set(v.Down, v.Up[q], Down, v.Down[q])
				set(v.Up, v.Down[q], Up, v.Up[q])
				set(v.Top, v.Top[q], Len, v.Top[v.Top[q]]-1)
			}
		}
		return
	}
	for p := v.Up[i]; p != i; p = v.Up[p] {
		for q := l.left(p); q != p; q = l.left(q) {
			set(v.Top, v.Top[q], Len, v.Top[v.Top[q]]+1)
			set(v.Up, v.Down[q], Up, q)
			set(v.Down, v.Up[q], Down, q)
		}
	}
	set(v.Left, v.Right[i], Left, i)
	set(v.Right, v.Left[i], Right, i)
}

// clone returns a copy of l whose links can change; the layout is shared.
func (l *Links) clone() *Links {
	n := *l
	n.v.Up, n.v.Down, n.v.Top = slices.Clone(l.v.Up), slices.Clone(l.v.Down), slices.Clone(l.v.Top)
	n.v.Left, n.v.Right = slices.Clone(l.v.Left), slices.Clone(l.v.Right)
	return &n
}
