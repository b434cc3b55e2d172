package explain

import "slices"

// Focus is the place of a search that a links view marks and a lens shows:
// the item branched on at the current level, the option tried there, and
// the options chosen at the levels above it. Item and Option are -1 when
// there are none (before the first branch, at a solution, between two
// options).
type Focus struct {
	Item, Option int
	Chosen       []int
}

// NoFocus marks nothing.
var NoFocus = Focus{Item: -1, Option: -1}

// StepFocus is the focus of a search whose last event was at level, where
// it branched on item (-1 for none), having chosen the options chosen,
// level by level (a player's Branching, Level and Chosen): the option
// tried at that level, if any, and those chosen above. With no item, every
// option chosen is marked (a solution's).
func StepFocus(item, level int, chosen []int) Focus {
	chosen = slices.Clone(chosen) // the caller's changes as the search goes on
	f := Focus{Item: item, Option: -1, Chosen: chosen}
	if item >= 0 && level < len(chosen) {
		f.Option, f.Chosen = chosen[level], chosen[:level]
	}
	return f
}

// Role is what a node is to the search's current step, as a view colours
// it: the colours of the matrix's bands and of the grid.
type Role uint8

const (
	// Plain: the node plays no part in the step.
	Plain Role = iota
	// Branched: the header of the item branched on.
	Branched
	// Tried: a node of the option being tried.
	Tried
	// Chosen: a node of an option chosen at a level above.
	Chosen
)

var roleNames = [...]string{"plain", "branched", "tried", "chosen"}

// String names the role.
func (r Role) String() string { return roleNames[r] }

// Role returns node id's role in the step that l.Focus is at.
func (l *Links) Role(id int32) Role {
	n, ok := l.Node(id)
	switch {
	case !ok:
		return Plain
	case n.Kind == Header && n.Item == l.Focus.Item:
		return Branched
	case n.Kind != OptionNode:
		return Plain
	case n.Option == l.Focus.Option:
		return Tried
	case slices.Contains(l.Focus.Chosen, n.Option):
		return Chosen
	}
	return Plain
}
