package explain

import (
	"slices"

	"xcover/dlx"
)

// Marked reports whether option node id is marked, as Algorithms C and M
// mark a node: its item has been purified to the node's color by an
// option in the partial solution, so that the node stays in its list and
// covers pass it by. The options chosen above l.Focus have purified their
// colored items; the option tried at it those it has committed so far,
// which Focus.Last tells: its items are committed in the engine's order
// (from the item branched on, round to the right) and uncommitted in the
// reverse order.
func (l *Links) Marked(id int32) bool {
	n, ok := l.Node(id)
	return ok && n.Kind == OptionNode && n.Color != "" && l.marked(id)
}

// marked is Marked for option node x, drawn or not.
func (l *Links) marked(x int32) bool {
	i := int(l.v.Top[x] - 1)
	c := l.color(l.optionOf(x), i)
	return c != "" && l.v.Down[l.v.Up[x]] == x && l.v.Up[l.v.Down[x]] == x && l.purified()[i] == c
}

// marks are the colors a focus has given items, kept for the focus they
// were worked out at: a picture asks for each of its colored nodes.
type marks struct {
	at     Focus
	colors map[int]string
}

// purified returns the colors items have been purified to at l.Focus, by
// item.
func (l *Links) purified() map[int]string {
	f := l.Focus
	if m := l.marks; m != nil && m.at.Item == f.Item && m.at.Option == f.Option && m.at.Last.Kind == f.Last.Kind &&
		m.at.Last.Item == f.Last.Item && slices.Equal(m.at.Chosen, f.Chosen) {
		return m.colors
	}
	colors := map[int]string{}
	for _, k := range f.Chosen {
		l.colorsOf(k, nil, colors)
	}
	if f.Option >= 0 && f.Item >= 0 {
		items := l.covers(f)[1:] // the tried option's other items, in the engine's order
		switch e := f.Last; e.Kind {
		case dlx.Try:
			items = items[:0] // none committed yet
		case dlx.Cover, dlx.Purify, dlx.Use:
			if last := slices.Index(items, int(e.Item)); last >= 0 {
				items = items[:last+1] // the rest are not committed yet
			}
		case dlx.Uncover, dlx.Unpurify, dlx.Unuse:
			if first := slices.Index(items, int(e.Item)); first >= 0 {
				items = items[:first] // the rest are uncommitted already
			}
		}
		l.colorsOf(f.Option, items, colors)
	}
	l.marks = &marks{at: f, colors: colors}
	return colors
}

// colorsOf adds to colors the colors option k gives its items, only those
// in items when it is not nil.
func (l *Links) colorsOf(k int, items []int, colors map[int]string) {
	for _, x := range l.OptionNodes(k) {
		i := int(l.v.Top[x] - 1)
		if c := l.color(k, i); c != "" && (items == nil || slices.Contains(items, i)) {
			colors[i] = c
		}
	}
}
