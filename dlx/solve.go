package dlx

import (
	"context"
	"fmt"
	"math"
	"time"
)

// Options set how a search runs and when it stops.
type Options struct {
	// Heuristic chooses the item to branch on; MRV, the zero value, by default.
	Heuristic Heuristic
	Seed      uint64 // for MRVRandom
	// MaxSolutions stops the search after this many solutions: 1 finds the
	// first, 2 checks uniqueness, 0 counts them all.
	MaxSolutions int64
	// NodeBudget stops the search once it has visited this many nodes of the
	// search tree; 0 means no budget.
	NodeBudget int64
	// Context, when not nil, stops the search when it is done. It is checked
	// every 1024 nodes.
	Context context.Context
	// Tick, when not nil, is called every 1024 nodes, on the search's own
	// goroutine, before the context is checked: where a search's progress
	// may be read (SolveInto's Result holds its stats so far) and told.
	Tick func()
	// Forced options are chosen first, one per level, before the search
	// branches freely: level l branches on the first primary item of
	// Forced[l] (its first item when it has none) and tries only that
	// option. A sudoku viewer forces the givens this way so they are
	// animated like any other choice. A forced option that an earlier one
	// has removed is a dead end, as is an index that is no option's. With
	// bounds (Algorithm M), Forced is a path down the search tree instead:
	// level l branches on the item the search chooses and takes its child
	// Forced[l], an option of that item (those before it in the item's
	// list set aside, as if tried), or -1, the child that closes the item;
	// a child the search does not have is a dead end (see Split).
	Forced []int
	// items makes the forced levels a subtree's path (SearchSubtree):
	// level l branches on item items[l], as the search of the whole did,
	// and tries Forced[l] in its list. The path's first shared nodes are
	// the subtree before's: the search counts neither them nor their
	// updates, nor those of the options taken between them.
	items  []int
	shared int
	// OnSolution, when not nil, is called with each solution's options, in
	// the order they were chosen. The slice is reused: copy it to keep it.
	OnSolution func(options []int)
}

// Stop tells why a search ended.
type Stop uint8

const (
	// Exhausted: the whole tree was searched.
	Exhausted Stop = iota
	// SolutionLimit: Options.MaxSolutions solutions were found.
	SolutionLimit
	// NodeBudget: Options.NodeBudget nodes were visited.
	NodeBudget
	// Canceled: Options.Context was canceled.
	Canceled
	// MemoryFull: a memoized count (Memo) reached its memory cap.
	MemoryFull
)

// String names the reason as narration would.
func (s Stop) String() string {
	switch s {
	case Exhausted:
		return "exhausted"
	case SolutionLimit:
		return "solution limit reached"
	case NodeBudget:
		return "node budget spent"
	case Canceled:
		return "canceled"
	case MemoryFull:
		return "memory cap reached"
	}
	return fmt.Sprintf("Stop(%d)", uint8(s))
}

// Stats measures a search as Knuth does.
type Stats struct {
	Nodes     int64         // nodes of the search tree visited, the root included
	Updates   int64         // as Knuth counts them: items covered, and nodes their covers took out of lists
	Solutions int64         // solutions found
	MaxLevel  int           // the deepest level reached; the root is level 0
	PerLevel  []int64       // nodes visited at each level
	Elapsed   time.Duration // wall time of the search
}

// String writes the stats on one line.
func (s Stats) String() string {
	return fmt.Sprintf("%s, %d nodes, %d updates, max level %d, %v",
		plural(int(s.Solutions), "solution"), s.Nodes, s.Updates, s.MaxLevel, s.Elapsed)
}

// countNode records a visit to a node at level.
func (s *Stats) countNode(level int) {
	s.Nodes++
	if level >= len(s.PerLevel) {
		s.deeper(level)
	}
	s.PerLevel[level]++
}

// deeper makes room in PerLevel for level, deeper than any before: the
// new MaxLevel. (MaxLevel is always the last of PerLevel's levels.)
func (s *Stats) deeper(level int) {
	for len(s.PerLevel) <= level {
		s.PerLevel = append(s.PerLevel, 0)
	}
	s.MaxLevel = level
}

// Result is what Solve found.
type Result struct {
	Stats
	Stop  Stop  // why the search ended
	First []int // the options of the first solution, nil when there is none
}

// SolveInto is Solve writing into r, reusing r's slices: a batch solver
// keeps one Result per worker and allocates nothing per puzzle.
func (m *Links) SolveInto(r *Result, opt Options) {
	start := time.Now()
	r.Stats = Stats{PerLevel: r.PerLevel[:0]}
	r.Stop = Exhausted
	r.First = r.First[:0]
	ch := newChooser(opt.Heuristic, opt.Seed)
	m.Restore()
	m.index()
	if m.bound != nil {
		m.depth = m.searchM(r, &opt, &ch)
	} else {
		m.depth = m.searchX(r, &opt, &ch)
	}
	if r.Solutions == 0 {
		r.First = nil
	}
	if m.resumable = (r.Stop == NodeBudget || r.Stop == Canceled) && opt.items == nil; m.resumable { // both stop at X2; a Stepper forces no subtree's path
		m.paused = Options{Heuristic: opt.Heuristic, Seed: opt.Seed, Forced: opt.Forced}
	}
	r.Elapsed = time.Since(start)
}

// checkpoint returns the first node count from nodes on at which a search
// under opt checks whether it stops (see stopAt): its node budget, or,
// with a context or a tick, the next multiple of 1024; never without
// any. The
// search compares its count with it alone, one value kept at each node.
func checkpoint(nodes int64, opt *Options) int64 {
	next := int64(math.MaxInt64)
	if opt.NodeBudget > 0 {
		next = opt.NodeBudget
	}
	if opt.Context != nil || opt.Tick != nil {
		next = min(next, (nodes+1023)&^1023)
	}
	return next
}

// stopAt is stop for the fast paths: it sets r.Stop when the search
// stops.
func stopAt(r *Result, opt *Options) bool {
	stop, ok := opt.stop(r.Nodes)
	if ok {
		r.Stop = stop
	}
	return ok
}

// stop ticks every 1024 nodes and reports whether a search that has
// visited the given nodes stops before visiting another, and why: its
// node budget is spent or its context done. Solve and a Stepper both ask
// it at each node they enter (Solve only from its checkpoint on).
func (o *Options) stop(nodes int64) (Stop, bool) {
	if o.NodeBudget > 0 && nodes >= o.NodeBudget {
		return NodeBudget, true
	}
	if nodes&1023 == 0 {
		if o.Tick != nil {
			o.Tick()
		}
		if o.Context != nil && o.Context.Err() != nil {
			return Canceled, true
		}
	}
	return 0, false
}

// solution records in r the solution whose options are chosen at
// m.stack[:level] (levels that chose no option, Algorithm M's closes, have
// an item header there) and reports whether the search stops at it.
func (m *Links) solution(r *Result, opt *Options, level int) bool {
	r.Solutions++
	var sol []int
	if r.Solutions == 1 || opt.OnSolution != nil {
		sol = m.sol[:0]
		for _, p := range m.stack[:level] {
			if int(p) > m.itemCount() {
				sol = append(sol, int(m.optionOf(p)))
			}
		}
		m.sol = sol
	}
	return r.found(opt, sol)
}

// found tells of solution sol, just counted in r: r keeps it when it is
// the first, opt's OnSolution is told it; sol may be nil when neither
// wants it. It reports whether the search stops at it.
func (r *Result) found(opt *Options, sol []int) bool {
	if r.Solutions == 1 {
		r.First = append(r.First, sol...)
		if r.First == nil { // a solution of no options is still one
			r.First = []int{}
		}
	}
	if opt.OnSolution != nil {
		opt.OnSolution(sol)
	}
	if opt.MaxSolutions > 0 && r.Solutions >= opt.MaxSolutions {
		r.Stop = SolutionLimit
		return true
	}
	return false
}

// searchX is Knuth's Algorithm X, or C when m has colors (the covers
// commit colored items), on a restored, indexed matrix. It returns the
// level it stopped at, whose covers are left for Restore.
func (m *Links) searchX(r *Result, opt *Options, ch *chooser) int {
	m.stack = resize(m.stack, m.primary+len(opt.Forced)+1)
	// The search's state but its level, node and item lives in memory, in
	// s: Go's calls save no registers, and held in registers it was stored
	// and loaded again around every cover, all of it, at each node.
	s := struct {
		stack  []int32
		forced []int
		check  int64
		// alts counts the levels above this one with options left to
		// try. When it is 0 at a backtrack the search is over, and the
		// covers above are left for Restore: undoing them would change
		// nothing the search reads, and a batch solver resets the matrix
		// instead. In a uniqueness check that proves a puzzle unique,
		// those uncovers were a sixth of the time.
		alts    int
		colored bool // Algorithm C: options commit their items
		count   bool // solutions are only counted
	}{stack: m.stack, forced: opt.Forced, check: checkpoint(r.Nodes, opt),
		colored: m.colors != nil, count: opt.OnSolution == nil && opt.MaxSolutions == 0}
	var level int
	var u int64
	var x, i int32
	var size int32

	// The steps follow Knuth's Algorithm X (TAOCP 7.2.2.1, X2-X8).
enter: // X2: a new node at this level.
	if r.Nodes >= s.check {
		if stopAt(r, opt) {
			return level
		}
		s.check = checkpoint(r.Nodes+1, opt)
	}
	if level < len(s.forced) {
		if opt.ownNode(level) {
			r.countNode(level)
		}
		x, i = m.forced(s.forced[level], opt.items, level)
		if x == 0 {
			r.Updates++ // a dead end, as one of no options
			goto backtrack
		}
		if u = m.cover(i); opt.ownNode(level) {
			r.Updates += u
		}
		s.stack[level] = x
		goto try
	}
	r.countNode(level)
	if first := m.items[0].next; first != 0 {
		i, size = ch.pick(m, first) // X3
	} else { // every primary item is covered: a solution
		if r.Solutions > 0 && s.count {
			r.Solutions++ // most nodes of some searches, so kept short
		} else if m.solution(r, opt, level) {
			return level
		}
		goto backtrack
	}
	if size == 0 { // a dead end: nothing to cover
		r.Updates++ // Knuth covers the item all the same: one update
		goto backtrack
	}
	r.Updates += m.cover(i) // X4
	x = m.nodes[i].down
	s.stack[level] = x
try: // X5: try option x, or give up on item i when its options are spent.
	if x == i {
		m.uncover(i) // X7
		goto backtrack
	}
	if s.colored {
		u = m.commitOthers(x)
	} else {
		u = m.coverEach(x)
	}
	if opt.ownEdge(level) {
		r.Updates += u
	}
	if m.next(x, i, level, s.forced) != i {
		s.alts++
	}
	level++
	goto enter
backtrack: // X8
	if s.alts == 0 { // no level has an option left: the tree is searched
		return level
	}
	level--
	x = s.stack[level] // X6: leave option x, go on to the next one.
	if s.colored {
		m.uncommitOthers(x)
	} else {
		m.uncoverEach(x)
	}
	i = m.tops[x]
	x = m.next(x, i, level, s.forced)
	if x != i {
		s.alts--
	}
	s.stack[level] = x
	goto try
}

// forced returns the node of option k that a forced level takes and the
// item it branches on: items[level] on a subtree's path, else the
// option's first primary item (its first item when it names none); x is
// 0 when the option is not live in that item's list, or is not an option
// of m. (A colored item cannot be branched on, and with no colors any
// item of the option will do.)
func (m *Links) forced(k int, items []int, level int) (x, i int32) {
	if k < 0 || k >= m.p.Options() {
		return 0, 0
	}
	if level < len(items) {
		i = int32(items[level] + 1)
		x = m.nodeOf(int32(k), i)
	} else {
		x = m.firstNode(k)
		for q := x; m.tops[q] > 0; q++ {
			if int(m.tops[q]) <= m.primary {
				x = q
				break
			}
		}
		i = m.tops[x]
	}
	if x == 0 || !m.active(i) || m.nodes[m.nodes[x].up].down != x {
		return 0, i
	}
	return x, i
}

// ownNode reports whether a search counts the node at level, and its
// updates: it is not one of the shared nodes of a subtree's path.
func (o *Options) ownNode(level int) bool { return level >= o.shared }

// ownEdge reports whether a search counts the updates of the option it
// takes at level: the node below it is not a shared one.
func (o *Options) ownEdge(level int) bool { return level >= o.shared-1 }

// next returns the option node to try after x for item i at level: the
// next one in i's list, or i itself (none) when the level's option is forced.
func (m *Links) next(x, i int32, level int, forced []int) int32 {
	if level < len(forced) {
		return i
	}
	return m.nodes[x].down
}

// Restore puts back every link that Solve left changed: the covers of a
// search stopped early (by a solution limit, a node budget or
// cancellation), or those an exhausted search did not undo. A search
// restores the engine before it starts; the readers of its state (Active,
// Live, Size, View) do not, and after a Solve show what it left. Load
// makes it unneeded, so a batch solver that loads its engine for every
// puzzle never pays for it.
func (m *Links) Restore() {
	if m.depth > 0 || m.resumable { // else nothing to write
		m.restore()
	}
}

// restore is Restore's work, apart so that the test before it is inlined
// where a search starts.
func (m *Links) restore() {
	m.resumable, m.paused = false, Options{}
	for ; m.depth > 0; m.depth-- {
		l := m.depth - 1
		x := m.stack[l]
		if m.bound != nil {
			m.leaveM(x, m.mItems[l])
			m.restoreItem(m.mItems[l], m.mFirst[l])
			continue
		}
		m.uncoverOthers(x)
		m.uncover(m.tops[x])
	}
}

// A note on where searchX is in this file. Built with default.pgo, the
// compiler decides whether a call inside a function inlined into searchX
// (cover inside coverEach, uncover inside uncoverEach, in links_cover.go)
// is hot by that call's line in its own file minus searchX's first line,
// as if it were one of searchX's own calls (Go 1.26's inliner; nested PGO
// inlining is golang/go#69046). With searchX at line 236 those two land on
// hot calls of searchX and are inlined; four more lines above it moved them
// off, which made the links engine 5-7% slower on word search 5x5 (same
// instructions, other code). Lines added or removed above searchX, or above
// those calls in links_cover.go, change searchX's code: time cover -count
// after such an edit.
