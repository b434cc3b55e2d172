package dlx

import "fmt"

// Kind is the kind of a search event.
type Kind uint8

const (
	// Branch: the search chose Item, which has Size options, to branch on.
	Branch Kind = iota
	// Cover: Item was covered: taken out of the live items, with every
	// option that contains it.
	Cover
	// Try: Option was chosen as part of the partial solution.
	Try
	// Uncover: Item was uncovered, undoing its Cover.
	Uncover
	// Leave: Option left the partial solution (backtrack).
	Leave
	// DeadEnd: the chosen Item has no options; the search backtracks.
	DeadEnd
	// Solution: the partial solution, Options, covers every primary item.
	Solution
	// Done: the search ended, for the reason in Stop.
	Done
)

var kindNames = [...]string{"branch", "cover", "try", "uncover", "leave", "dead end", "solution", "done"}

// String names the kind.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Event is one step of the search. Every event carries the level of the
// search tree it happened at (the root is level 0); the other fields are set
// as the kind says.
type Event struct {
	Kind    Kind  // what happened; it says which fields below are set
	Stop    Stop  // Done
	Level   int32 // every kind
	Item    int32 // Branch, Cover, Uncover, DeadEnd; -1 when a forced option is no option of the matrix
	Size    int32 // Branch: the item's number of options
	Option  int32 // Try, Leave
	Options []int // Solution: the chosen options, level by level
}

// String describes the event in one line, with item and option numbers.
// Narrate names them.
func (e Event) String() string {
	switch e.Kind {
	case Branch:
		return fmt.Sprintf("L%d branch on item %d (%d options)", e.Level, e.Item, e.Size)
	case Cover, Uncover, DeadEnd:
		return fmt.Sprintf("L%d %s item %d", e.Level, e.Kind, e.Item)
	case Try, Leave:
		return fmt.Sprintf("L%d %s option %d", e.Level, e.Kind, e.Option)
	case Solution:
		return fmt.Sprintf("L%d solution %v", e.Level, e.Options)
	default:
		return fmt.Sprintf("L%d done: %s", e.Level, e.Stop)
	}
}

// Narrate describes the event in plain words with m's item and option names:
// "Branch on 'row 4 has 7': 2 options".
func (e Event) Narrate(m *Matrix) string { return e.NarrateWith(m.ItemName, m.OptionName) }

// NarrateWith is Narrate with the names that itemName and optionName give
// items and options by index, such as names shortened for a page.
func (e Event) NarrateWith(itemName, optionName func(int) string) string {
	item := func() string { return itemName(int(e.Item)) }
	option := func() string { return optionName(int(e.Option)) }
	if (e.Kind == Branch || e.Kind == DeadEnd) && e.Item < 0 { // a forced option that is no option of m
		return "Dead end: the forced option is not in the matrix, backtrack"
	}
	switch e.Kind {
	case Branch:
		return fmt.Sprintf("Branch on '%s': %s", item(), plural(int(e.Size), "option"))
	case Cover:
		return fmt.Sprintf("Cover '%s'", item())
	case Uncover:
		return fmt.Sprintf("Uncover '%s'", item())
	case Try:
		return fmt.Sprintf("Try '%s'", option())
	case Leave:
		return fmt.Sprintf("Leave '%s', backtrack", option())
	case DeadEnd:
		return fmt.Sprintf("Dead end: '%s' has no options left, backtrack", item())
	case Solution:
		return fmt.Sprintf("Solution found with %s", plural(len(e.Options), "option"))
	default:
		return fmt.Sprintf("Done: %s", e.Stop)
	}
}

// plural writes "1 option" or "3 options".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// Inverse returns the event that undoes e: Cover and Uncover undo each
// other, as do Try and Leave. Branch, DeadEnd, Solution and Done change no
// links; their inverse is themselves, and a viewer undoes them in its own
// state (the branch stack, the solution count).
func (e Event) Inverse() Event {
	switch e.Kind {
	case Cover:
		e.Kind = Uncover
	case Uncover:
		e.Kind = Cover
	case Try:
		e.Kind = Leave
	case Leave:
		e.Kind = Try
	}
	return e
}

// Apply replays event e on m, a copy of the matrix the events came from,
// and returns the updates it counts (Knuth's measure, as in Stats: a
// Cover's, none for an Uncover): applying a search's events in order leaves
// m's links as the engine's were after each one. Only Cover and Uncover change links; Try and Leave
// change none (the covers that follow a Try carry the change).
func (m *Matrix) Apply(e Event) int64 {
	m.Restore()
	m.index()
	switch e.Kind {
	case Cover:
		return m.cover(e.Item + 1)
	case Uncover:
		m.uncover(e.Item + 1)
	}
	return 0
}

// Revert undoes event e on m and returns the updates Apply counted for it,
// so that reverting events in reverse order walks the matrix, and its
// stats, back through the engine's states.
func (m *Matrix) Revert(e Event) int64 {
	m.Restore()
	m.index()
	switch e.Kind {
	case Cover:
		return m.uncover(e.Item + 1) // as many links as the cover changed
	case Uncover:
		m.cover(e.Item + 1)
	}
	return 0
}
