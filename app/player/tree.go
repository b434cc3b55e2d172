package player

import (
	"slices"
	"sort"

	"xcover/dlx"
)

// DefaultTreeCap is how many nodes a Tree keeps: past it the rest of the
// search is left out ("collapsed"), so memory and drawing stay bounded, and
// the events up to the last node drawn (about 14 a node) mostly stay in the
// player's window (DefaultKeep), so a click on a node steps back to it
// rather than replaying the search.
const DefaultTreeCap = 20_000

// NodeKind tells a search tree node's fate.
type NodeKind uint8

const (
	// Inner: a node that branched on an item with options.
	Inner NodeKind = iota
	// DeadEnd: the item chosen there had no options.
	DeadEnd
	// Leaf: every primary item is covered; the node is a solution.
	Leaf
)

// TreeNode is a node of the search tree: made by a Branch event (or a
// Solution event, for a solution), at a level, below its parent, reached by
// trying Option at the parent's level.
type TreeNode struct {
	Event  int // the index of the event that made it
	Level  int32
	Parent int32 // -1 for the root
	Option int32 // -1 for the root
	Item   int32 // the item branched on (Inner, DeadEnd)
	Size   int32 // its options
	Kind   NodeKind
}

// Tree is the search tree as far as a search's events have been fed to
// it, in the order the search visits the nodes (depth first), up to a cap.
type Tree struct {
	Nodes []TreeNode
	// Cap bounds len(Nodes); Truncated is set when the search had more,
	// the first of them made by event CutAt.
	Cap       int
	Truncated bool
	CutAt     int
	// Done is set once the search's Done event came.
	Done bool

	seen int     // events fed so far
	path []int32 // the latest node at each level
	try  []int32 // the option being tried at each level
}

// NewTree returns an empty tree that keeps up to limit nodes
// (DefaultTreeCap when 0).
func NewTree(limit int) *Tree {
	if limit <= 0 {
		limit = DefaultTreeCap
	}
	return &Tree{Cap: limit}
}

// Add feeds event k of the search. Events must come in order; an event
// already fed (a replay from the start) is ignored.
func (t *Tree) Add(k int, e dlx.Event) {
	if k != t.seen {
		return
	}
	t.seen++
	lvl := int(e.Level)
	switch e.Kind {
	case dlx.Try:
		t.try = grow(t.try, lvl)
		t.try[lvl] = e.Option
	case dlx.Done:
		t.Done = true
	case dlx.Branch, dlx.Solution:
		if len(t.Nodes) >= t.Cap {
			if !t.Truncated {
				t.Truncated, t.CutAt = true, k
			}
			return
		}
		n := TreeNode{Event: k, Level: e.Level, Parent: -1, Option: -1, Item: e.Item, Size: e.Size}
		switch {
		case e.Kind == dlx.Solution:
			n.Kind, n.Item = Leaf, -1
		case e.Size == 0:
			n.Kind = DeadEnd
		}
		if lvl > 0 {
			n.Parent, n.Option = t.path[lvl-1], t.try[lvl-1]
		}
		t.path = grow(t.path, lvl)
		t.path[lvl] = int32(len(t.Nodes))
		t.Nodes = append(t.Nodes, n)
	}
}

// grow returns s with room for index i.
func grow(s []int32, i int) []int32 {
	for len(s) <= i {
		s = append(s, -1)
	}
	return s
}

// Seen is the number of events fed.
func (t *Tree) Seen() int { return t.seen }

// Current returns the node the search stands at after pos events, given
// the level of the last of them, or -1 (before the root, or past the
// nodes kept): the deepest node made by then at that level or above.
func (t *Tree) Current(pos, level int) int {
	if t.Truncated && pos > t.CutAt {
		return -1
	}
	// The nodes made by then are those with Event < pos, a prefix.
	k := sort.Search(len(t.Nodes), func(i int) bool { return t.Nodes[i].Event >= pos }) - 1
	for k >= 0 && int(t.Nodes[k].Level) > level {
		k = int(t.Nodes[k].Parent)
	}
	return k
}

// Path returns the nodes from the root to node k, root first.
func (t *Tree) Path(k int) []int {
	var out []int
	for ; k >= 0; k = int(t.Nodes[k].Parent) {
		out = append(out, k)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// PerLevel counts the nodes made before pos at each level.
func (t *Tree) PerLevel(pos int) []int {
	var out []int
	for _, n := range t.Nodes {
		if n.Event >= pos {
			break
		}
		for len(out) <= int(n.Level) {
			out = append(out, 0)
		}
		out[n.Level]++
	}
	return out
}

// Levels is the number of levels of the nodes kept.
func (t *Tree) Levels() int {
	levels := 0
	for _, n := range t.Nodes {
		levels = max(levels, int(n.Level)+1)
	}
	return levels
}

// Span places every node on a line as an icicle chart does: each leaf
// (a node without children) gets one unit, each node spans its children,
// left to right in the order of the search. It returns each node's start
// and width and the total width, in units.
func (t *Tree) Span() (start []int32, width []int32, total int32) {
	var next []int32
	return t.SpanInto(start, width, next)
}

// SpanInto is Span reusing the memory of start, width and next (scratch).
func (t *Tree) SpanInto(start, width, next []int32) ([]int32, []int32, int32) {
	n := len(t.Nodes)
	start, width, next = slices.Grow(start[:0], n)[:n], slices.Grow(width[:0], n)[:n], slices.Grow(next[:0], n)[:n]
	clear(width)
	for k := n - 1; k >= 0; k-- { // children come after their parent
		width[k] = max(width[k], 1)
		if p := t.Nodes[k].Parent; p >= 0 {
			width[p] += width[k]
		}
	}
	var total int32
	for k, node := range t.Nodes { // next: where a node's next child starts
		if p := node.Parent; p >= 0 {
			start[k] = next[p]
			next[p] += width[k]
		} else {
			start[k] = total
			total += width[k]
		}
		next[k] = start[k]
	}
	return start, width, total
}
