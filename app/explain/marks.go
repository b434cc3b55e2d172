package explain

// Marked reports whether option node id is marked, as Algorithms C and M
// mark a node: its item has been purified to the node's color by an
// option in the partial solution, so that the node stays in its list and
// covers pass it by. It is the engine's own mark (dlx.LinkView.Color).
func (l *Links) Marked(id int32) bool {
	n, ok := l.Node(id)
	return ok && n.Kind == OptionNode && l.marked(id)
}

// marked is Marked for option node x, drawn or not.
func (l *Links) marked(x int32) bool { return l.v.Color != nil && l.v.Color[x] < 0 }
