package explain

import "xcover/dlx"

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
// same changes undone in exactly the reverse order. With colors (Knuth's
// Algorithm C) a cover passes marked nodes by; a Purify hides, top to
// bottom, the options in its item's list that give the item another color
// (or none), each as a cover hides it, and an Unpurify brings them back
// in reverse. With bounds (Algorithm M) a Tweak takes the option tried out
// of its item's list (hiding it first while the item has uses left), a
// Close takes an item with uses left out of the list of items, and
// Untweak and Reopen undo them. Other events change no links: l itself
// comes back, with no changes. To animate a step back, dance the inverse
// of the event stepped over (dlx.Event.Inverse).
//
// Dance works on l's copy of the links, as Knuth's algorithm does; the
// engine's arrays after e are the same, which the tests check.
func (l *Links) Dance(e dlx.Event) (*Links, []Change) {
	switch e.Kind {
	case dlx.Cover, dlx.Uncover, dlx.Purify, dlx.Unpurify, dlx.Tweak, dlx.Untweak, dlx.Close, dlx.Reopen:
	default:
		return l, nil
	}
	n := l.clone()
	var ch []Change
	n.dance(e, func(id int32, f Field, from, to int32) { ch = append(ch, Change{id, f, from, to}) })
	return n, ch
}

// dancer makes a dance's changes to links, telling each to changed (when
// not nil) as it makes it.
type dancer struct {
	l       *Links
	changed func(id int32, f Field, from, to int32)
}

// set makes node id's field f, held in arr, point at to.
func (d dancer) set(arr []int32, id int32, f Field, to int32) {
	if d.changed != nil {
		d.changed(id, f, arr[id], to)
	}
	arr[id] = to
}

// hide takes the nodes of q's option other than q out of their lists, left
// to right, all but the marked ones: Knuth's hide.
func (d dancer) hide(q int32) {
	v := &d.l.v
	for r := d.l.right(q); r != q; r = d.l.right(r) {
		if d.l.marked(r) {
			continue
		}
		d.set(v.Down, v.Up[r], Down, v.Down[r])
		d.set(v.Up, v.Down[r], Up, v.Up[r])
		d.set(v.Top, v.Top[r], Len, v.Top[v.Top[r]]-1)
	}
}

// unhide undoes hide(q), right to left.
func (d dancer) unhide(q int32) {
	v := &d.l.v
	for r := d.l.left(q); r != q; r = d.l.left(r) {
		if d.l.marked(r) {
			continue
		}
		d.set(v.Top, v.Top[r], Len, v.Top[v.Top[r]]+1)
		d.set(v.Up, v.Down[r], Up, r)
		d.set(v.Down, v.Up[r], Down, r)
	}
}

// unlinkItem takes header i out of its list of items; relinkItem puts it
// back.
func (d dancer) unlinkItem(i int32) {
	v := &d.l.v
	d.set(v.Right, v.Left[i], Right, v.Right[i])
	d.set(v.Left, v.Right[i], Left, v.Left[i])
}

func (d dancer) relinkItem(i int32) {
	v := &d.l.v
	d.set(v.Left, v.Right[i], Left, i)
	d.set(v.Right, v.Left[i], Right, i)
}

// dance makes the changes of event e to l's own links, telling each to
// changed (when not nil) as it makes it.
func (l *Links) dance(e dlx.Event, changed func(id int32, f Field, from, to int32)) {
	d, v := dancer{l, changed}, &l.v
	i := e.Item + 1
	var x int32 // the event's option's node in item i's list
	switch e.Kind {
	case dlx.Purify, dlx.Unpurify, dlx.Tweak, dlx.Untweak:
		x = l.nodeIn(int(e.Option), i)
	}
	uses := func() bool { _, upper, _ := l.Bounds(int(e.Item)); return upper != 0 }
	switch e.Kind {
	case dlx.Cover:
		d.unlinkItem(i)
		for p := v.Down[i]; p != i; p = v.Down[p] {
			d.hide(p)
		}
	case dlx.Uncover:
		for p := v.Up[i]; p != i; p = v.Up[p] {
			d.unhide(p)
		}
		d.relinkItem(i)
	case dlx.Purify: // hide the options of other colors, mark the rest
		c := v.Color[x]
		for q := v.Down[i]; q != i; q = v.Down[q] {
			switch {
			case q == x:
			case v.Color[q] == c:
				v.Color[q] = -c
			default:
				d.hide(q)
			}
		}
	case dlx.Unpurify:
		c := v.Color[x]
		for q := v.Up[i]; q != i; q = v.Up[q] {
			switch {
			case q == x:
			case v.Color[q] == -c:
				v.Color[q] = c
			default:
				d.unhide(q)
			}
		}
	case dlx.Tweak:
		if uses() {
			d.hide(x)
		}
		d.set(v.Down, i, Down, v.Down[x])
		d.set(v.Up, v.Down[x], Up, i)
		d.set(v.Top, i, Len, v.Top[i]-1)
	case dlx.Untweak:
		d.set(v.Down, i, Down, x)
		d.set(v.Up, v.Down[x], Up, x)
		d.set(v.Top, i, Len, v.Top[i]+1)
		if uses() {
			d.unhide(x)
		}
	case dlx.Close:
		if uses() {
			d.unlinkItem(i)
		}
	case dlx.Reopen:
		if uses() {
			d.relinkItem(i)
		}
	}
}

// nodeIn returns option k's node in the list of item header i, or 0.
func (l *Links) nodeIn(k int, i int32) int32 {
	for _, x := range l.OptionNodes(k) {
		if l.v.Top[x] == i {
			return x
		}
	}
	return 0
}

// clone returns a copy of l whose links can change; the layout is shared.
func (l *Links) clone() *Links { return l.cloneInto(nil) }

// cloneInto is clone written over n, whose arrays it reuses; a new copy
// when n is nil.
func (l *Links) cloneInto(n *Links) *Links {
	if n == nil {
		n = &Links{}
	}
	v := n.v
	*n = *l
	n.v.Up, n.v.Down, n.v.Top = append(v.Up[:0], l.v.Up...), append(v.Down[:0], l.v.Down...), append(v.Top[:0], l.v.Top...)
	n.v.Left, n.v.Right = append(v.Left[:0], l.v.Left...), append(v.Right[:0], l.v.Right...)
	n.v.Color = nil
	if l.v.Color != nil {
		n.v.Color = append(v.Color[:0], l.v.Color...)
	}
	return n
}
