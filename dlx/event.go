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
	// Purify: Option, being chosen, gives secondary Item its color
	// (Algorithms C and M): the options that give Item another color, or
	// none, are hidden; those that give it the same color are marked.
	Purify
	// Unpurify: undoes Purify.
	Unpurify
	// Use: Option, being chosen or branched on, uses primary Item once
	// (Algorithm M); Size uses are left. Item is covered, by a Cover
	// event that follows, when none is.
	Use
	// Unuse: undoes Use; Size uses are left again.
	Unuse
	// Tweak: Option, just tried for the branch Item, is set aside
	// (Algorithm M): it leaves Item's list, and its other items' lists when
	// Item has uses left, so that the options tried after it never choose
	// it again.
	Tweak
	// Untweak: undoes Tweak, the last Option set aside coming back first.
	Untweak
	// Close: the branch Item, with no option left to try and its lower
	// bound met, is left out of the rest of the search (Algorithm M): it
	// leaves the list of items to branch on if it has uses left.
	Close
	// Reopen: undoes Close.
	Reopen
	// Restore: the dancing cells' backtrack (Cells): the sizes of the sets
	// saved on the trail since Option was tried (Option -1: since Item was
	// branched on), Size of them, are restored, and with them the items
	// covered and the colors purified since: the nodes taken out are just
	// past their sets' live parts, where the takes left them.
	Restore
)

var kindNames = [...]string{"branch", "cover", "try", "uncover", "leave", "dead end", "solution", "done",
	"purify", "unpurify", "use", "unuse", "tweak", "untweak", "close", "reopen", "restore"}

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
	Item    int32 // Branch, Cover, Uncover, DeadEnd, Purify, Unpurify, Use, Unuse, Tweak, Untweak, Close, Reopen; -1 when a forced option is no option of the matrix
	Size    int32 // Branch: the item's number of options (Algorithm M: the branch's children); Use, Unuse: the item's uses left; Restore: the sizes restored
	Option  int32 // Try, Leave, Purify, Unpurify, Use and Unuse of an option's item, Tweak, Untweak, Restore; -1 for a Use or Unuse of the branch item, and a Restore of the branch's item
	Options []int // Solution: the chosen options, level by level; the slice is reused by the next Solution: copy it to keep it
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
	case Purify, Unpurify, Tweak, Untweak:
		return fmt.Sprintf("L%d %s item %d, option %d", e.Level, e.Kind, e.Item, e.Option)
	case Use, Unuse:
		return fmt.Sprintf("L%d %s item %d (%d left)", e.Level, e.Kind, e.Item, e.Size)
	case Close, Reopen:
		return fmt.Sprintf("L%d %s item %d", e.Level, e.Kind, e.Item)
	case Restore:
		if e.Option < 0 {
			return fmt.Sprintf("L%d restore %d sizes since item %d", e.Level, e.Size, e.Item)
		}
		return fmt.Sprintf("L%d restore %d sizes since option %d", e.Level, e.Size, e.Option)
	case Solution:
		return fmt.Sprintf("L%d solution %v", e.Level, e.Options)
	default:
		return fmt.Sprintf("L%d done: %s", e.Level, e.Stop)
	}
}

// Narrate describes the event in plain words with m's item, option and
// color names: "Branch on 'row 4 has 7': 2 options".
func (e Event) Narrate(m *Problem) string {
	color := ""
	if e.Kind == Purify || e.Kind == Unpurify {
		color = m.OptionColor(int(e.Option), int(e.Item))
	}
	return e.narrate(m.ItemName, m.OptionName, color)
}

// NarrateWith is Narrate with the names that itemName and optionName give
// items and options by index, such as names shortened for a page; it
// leaves out colors' names.
func (e Event) NarrateWith(itemName, optionName func(int) string) string {
	return e.narrate(itemName, optionName, "")
}

// narrate is Narrate with the given names, and color, if known, the color
// a Purify or Unpurify event is about.
func (e Event) narrate(itemName, optionName func(int) string, color string) string {
	item := func() string { return itemName(int(e.Item)) }
	option := func() string { return optionName(int(e.Option)) }
	if color != "" {
		color = " " + color
	}
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
	case Purify:
		return fmt.Sprintf("Purify '%s' to%s: options with another color leave", item(), color)
	case Unpurify:
		return fmt.Sprintf("Unpurify '%s' from%s", item(), color)
	case Use:
		return fmt.Sprintf("Use '%s': %s left", item(), plural(int(e.Size), "use"))
	case Unuse:
		return fmt.Sprintf("Give a use back to '%s': %s left", item(), plural(int(e.Size), "use"))
	case Tweak:
		return fmt.Sprintf("Set '%s' aside: '%s' will not try it again", option(), item())
	case Untweak:
		return fmt.Sprintf("Put '%s' back in the list of '%s'", option(), item())
	case Close:
		return fmt.Sprintf("Go on without '%s': no option left, its lower bound met", item())
	case Reopen:
		return fmt.Sprintf("Reopen '%s'", item())
	case Restore:
		if e.Option < 0 {
			return fmt.Sprintf("Restore %s saved since branching on '%s', backtrack", plural(int(e.Size), "size"), item())
		}
		return fmt.Sprintf("Restore %s saved since trying '%s'", plural(int(e.Size), "size"), option())
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

// inverses pairs each kind with the kind that undoes it: a kind that
// changes no links is its own.
var inverses = [...]Kind{Branch: Branch, Cover: Uncover, Try: Leave, Uncover: Cover, Leave: Try,
	DeadEnd: DeadEnd, Solution: Solution, Done: Done, Purify: Unpurify, Unpurify: Purify,
	Use: Unuse, Unuse: Use, Tweak: Untweak, Untweak: Tweak, Close: Reopen, Reopen: Close, Restore: Restore}

// Inverse returns the event that undoes e: Cover and Uncover undo each
// other, as do Try and Leave, Purify and Unpurify, Use and Unuse (whose
// Size, the uses left, is then the other's), Tweak and Untweak, Close and
// Reopen. Branch, DeadEnd, Solution and Done change no links; their
// inverse is themselves, and a viewer undoes them in its own state (the
// branch stack, the solution count).
func (e Event) Inverse() Event {
	switch e.Kind {
	case Use:
		e.Size++
	case Unuse:
		e.Size--
	}
	if int(e.Kind) < len(inverses) {
		e.Kind = inverses[e.Kind]
	}
	return e
}

// counted reports whether Knuth counts the updates of an event of kind k:
// those of covers, purifications, tweaks, and, in Algorithms X and C, of
// dead ends (one each: the empty item is covered).
func (m *Links) counted(k Kind) bool {
	return k == Cover || k == Purify || k == Tweak || k == DeadEnd && m.bound == nil
}

// Apply replays event e on m, an engine of its own for the problem the
// events came from,
// and returns the updates it counts (Knuth's measure, as in Stats: those
// of a Cover, a Purify, a Tweak, a dead end in Algorithms X and C; none for
// the kinds that undo): applying a search's events in order leaves m's
// links, colors and bounds as the engine's were after each one. Try,
// Leave, Branch, DeadEnd, Solution and Done change nothing (the covers
// that follow a Try carry the change).
func (m *Links) Apply(e Event) int64 {
	m.index()
	n := m.do(e)
	if !m.counted(e.Kind) {
		return 0
	}
	return n
}

// Revert undoes event e on m and returns the updates Apply counted for it,
// so that reverting events in reverse order walks the matrix, and its
// stats, back through the engine's states.
func (m *Links) Revert(e Event) int64 {
	m.index()
	n := m.do(e.Inverse())
	if e.Kind == DeadEnd {
		n = 1
	}
	if !m.counted(e.Kind) {
		return 0
	}
	return n
}

// do makes the change of event e and returns its count of updates (a
// dead end's is one).
func (m *Links) do(e Event) int64 {
	i := e.Item + 1
	switch e.Kind {
	case Cover:
		return m.cover(i)
	case Uncover:
		return m.uncover(i)
	case Purify:
		return m.purify(m.nodeOf(e.Option, i))
	case Unpurify:
		return m.unpurify(m.nodeOf(e.Option, i))
	case Use:
		m.bound[i]--
	case Unuse:
		m.bound[i]++
	case Tweak:
		return m.tweak(i, m.nodeOf(e.Option, i))
	case Untweak:
		return m.untweak(i, m.nodeOf(e.Option, i))
	case Close:
		m.closeItem(i)
	case Reopen:
		m.reopen(i)
	case DeadEnd:
		return 1
	}
	return 0
}
