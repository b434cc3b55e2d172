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
	if !ok || n.Kind != OptionNode || n.Color == "" || !l.Live(id) {
		return false
	}
	return l.purifiedTo(n.Item) == n.Color
}

// purifiedTo returns the color item i has been purified to at l.Focus,
// "" when none.
func (l *Links) purifiedTo(i int) string {
	f := l.Focus
	for _, k := range f.Chosen {
		if c := l.color(k, i); c != "" {
			return c
		}
	}
	if f.Option < 0 || f.Item < 0 {
		return ""
	}
	items := l.covers(f)[1:] // the tried option's other items, in the engine's order
	at := slices.Index(items, i)
	if at < 0 {
		return ""
	}
	switch e := f.Last; {
	case e.Kind == dlx.Try:
		return ""
	case e.Kind == dlx.Cover || e.Kind == dlx.Purify || e.Kind == dlx.Use:
		if last := slices.Index(items, int(e.Item)); last >= 0 && at > last {
			return "" // not committed yet
		}
	case e.Kind == dlx.Uncover || e.Kind == dlx.Unpurify || e.Kind == dlx.Unuse:
		if first := slices.Index(items, int(e.Item)); first >= 0 && at >= first {
			return "" // uncommitted already
		}
	}
	return l.color(f.Option, i)
}
