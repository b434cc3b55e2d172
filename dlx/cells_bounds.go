package dlx

import (
	"math"
	"time"
)

// Multiplicities on the dancing cells, as Knuth's SSMCC (after Filip
// Stappers) searches them: a primary item with bounds u:v keeps its uses
// left, its bound (v less the options chosen that name it), and its slack
// v-u, in its header. The search branches two ways at each node: on an
// item and the first option of its set, which it either includes in the
// solution or, once every solution with it is found, excludes from the
// problem. Including an option uses each of its primary items once; an
// item whose uses are spent is covered (the other options of its set
// leave the problem), and so is a secondary item the option gives no
// color; one it colors is purified (the options of other colors leave).
// Either way the item leaves the list of items. An item left with no
// option and its lower bound met leaves the list as well. A change that
// would leave an item with fewer options than its lower bound still needs
// is a dead end: the node backtracks at once.
//
// The branch chooses, among the active primary items, the one with the
// fewest ways to go on, as DLX3 counts them (see chooseM's degree): on
// ties the one with the least slack, then the longest set, then the
// first in the problem's order. An item with one way to go on is a forced
// move: its first option is included without a branch to the right, and
// the search saves no sizes for it. Nodes count every node of the binary
// tree; updates every node taken out of a set.

// prepareM takes the items with no option out of the list, for a problem
// with bounds (Load calls it): a primary item with lower bound 0, and a
// secondary item. It reports whether every primary item has options
// enough for its lower bound: else the problem has no solution, and the
// search visits no node.
func (c *Cells) prepareM() bool {
	ok := true
	for i, h := range c.handles {
		if size := c.size(h); i < c.p.Primary() && size < c.cells[h+cellBound]-c.cells[h+cellSlack] {
			ok = false
		} else if size == 0 {
			c.deactivate(h)
		}
	}
	return ok
}

// chooseM returns the item the search branches on and its degree: the
// first item whose degree is 1, as a forced move; else the best by
// degree, then least slack, then longest set, then the first in the
// problem's order; 0 when no primary item is active (a solution).
func (c *Cells) chooseM() (best, degree int32) {
	cells := c.cells
	score, bestS, bestL := int32(math.MaxInt32), int32(0), int32(0)
	for _, h := range c.list[:c.active] {
		bound, slack, size := cells[h+cellBound], cells[h+cellSlack], cells[h+cellSize]
		s := min(slack, bound)
		t := size + s - bound + 1
		switch {
		case t == 1:
			return h, 1
		case t < score, t == score && (s < bestS || s == bestS && (size > bestL || size == bestL && h < best)):
			best, score, bestS, bestL = h, t, s, size
		}
	}
	if best == 0 {
		return 0, 0
	}
	return best, score
}

// include includes the option of node x in the solution: each of its
// items in turn is used, and covered or purified when its uses are spent
// or it is secondary (see the top of this file). It returns the updates
// and 0, or, at a dead end, the item that would be left with too few
// options (the changes made until then stay, for a backtrack to restore).
func (c *Cells) include(x int32) (updates int64, tough int32) {
	first := x - 1
	for c.nodes[first].item > 0 {
		first--
	}
	cells := c.cells
	for q := first + 1; c.nodes[q].item > 0; q++ {
		h, loc := c.nodes[q].item, c.nodes[q].loc
		primary := cells[h+cellPos] < int32(c.p.Primary())
		if !c.isActive(h) {
			continue // a secondary item purified already
		}
		if primary {
			c.useBound(h)
		}
		if !primary || cells[h+cellBound] == 0 {
			color := c.nodes[q].color
			if primary {
				color = 0
			}
			for s := h + c.size(h) - 1; s >= h; s-- {
				if s == loc {
					continue
				}
				if y := cells[s]; color == 0 || c.nodes[y].color != color {
					u, bad := c.exclude(y)
					if updates += u; bad != 0 {
						return updates, bad
					}
				}
			}
			c.deactivate(h)
			continue
		}
		size := c.size(h) - 1
		if size < cells[h+cellBound]-cells[h+cellSlack] {
			return updates, h
		}
		if size == 0 {
			c.deactivate(h)
		} else {
			c.take(q)
			updates++
		}
	}
	return updates, 0
}

// exclude takes the option of node y out of the problem: out of the sets
// of its items, but for those purified already; an item left with no
// option leaves the list. It returns the updates and 0, or, at a dead end,
// the item that would be left with too few options.
func (c *Cells) exclude(y int32) (updates int64, tough int32) {
	first := y - 1
	for c.nodes[first].item > 0 {
		first--
	}
	cells := c.cells
	for q := first + 1; c.nodes[q].item > 0; q++ {
		h := c.nodes[q].item
		primary := cells[h+cellPos] < int32(c.p.Primary())
		if !primary && !c.isActive(h) {
			continue
		}
		size := c.size(h) - 1
		if primary {
			if size < cells[h+cellBound]-cells[h+cellSlack] {
				return updates, h
			}
			if size == 0 {
				c.deactivate(h)
			}
		}
		if size > 0 {
			c.take(q)
			updates++
		}
	}
	return updates, 0
}

// useBound uses primary item h once: one less of its bound, saved first.
func (c *Cells) useBound(h int32) {
	c.save(h)
	if c.logging {
		c.undo.op(opBound, h, 0)
	}
	c.cells[h+cellBound]--
}

// cellsMNode is a node of the binary search tree of a problem with
// bounds: the item branched on, the option's node, the degree, and the
// mark to restore to before the branch to the right.
type cellsMNode struct {
	item, node, degree int32
	mark               cellsMark
}

// mStep is where the search of a problem with bounds is.
type mStep uint8

const (
	mEnter    mStep = iota // a new node: branch, or find a solution
	mInclude               // include the node's option
	mFailed                // report the dead end an include or an exclude met
	mLeave                 // report that an option included is left
	mBackup                // back to the last stage's node
	mPurge                 // restore before the branch to the right
	mExclude               // exclude the node's option: the branch to the right
	mDone                  // report Done
	mFinished              // nothing more
)

// cellsMStepper is the Stepper of the dancing cells for a problem with
// bounds: SSMCC's binary search one event at a time. Branch{Item, Size:
// degree} (a degree of 1 is a forced move), Try{Option} (include it),
// Tweak{Item, Option} (exclude it), DeadEnd{Item} (the item an include
// or an exclude would leave with too few options), Restore (before the
// branch to the right), Leave{Option} (an option included is left),
// Solution. Its levels are those of the binary tree; its stages count the
// options included.
type cellsMStepper struct {
	c        *Cells
	opt      Options
	stats    Stats
	start    time.Time
	step     mStep
	stop     Stop
	level    int
	nodes    []cellsMNode
	stages   []int // the level of each stage's inclusion: the options chosen
	tough    int32 // the dead end's item
	after    mStep // where to go after a dead end or a Leave
	possible bool  // the problem has options enough for every lower bound
	trying   bool  // an option is included and not yet left at this level
}

// searchM returns the stepper of a problem with bounds.
func (c *Cells) searchM(opt Options) *cellsMStepper {
	e := NewCells(c.p)
	return &cellsMStepper{c: e, opt: opt, start: time.Now(), possible: e.possible}
}

// Engine is the stepper's cells, in their current state.
func (s *cellsMStepper) Engine() Engine { return s.c }

// Stats returns the search's stats so far.
func (s *cellsMStepper) Stats() Stats {
	st := s.stats
	st.PerLevel = append([]int64(nil), st.PerLevel...)
	if s.step != mFinished {
		st.Elapsed = time.Since(s.start)
	}
	return st
}

// Level is the current level of the binary search tree.
func (s *cellsMStepper) Level() int { return s.level }

// Chosen returns the options included, stage by stage.
func (s *cellsMStepper) Chosen() []int {
	out := make([]int, 0, len(s.stages)+1)
	for _, l := range s.stages {
		out = append(out, int(s.c.optionOf(s.nodes[l].node)))
	}
	if s.trying {
		out = append(out, int(s.c.optionOf(s.nodes[s.level].node)))
	}
	return out
}

// Next performs the search up to its next event and returns it; ok is
// false once the Done event has been returned.
func (s *cellsMStepper) Next() (Event, bool) {
	c := s.c
	for {
		lvl := int32(s.level)
		switch s.step {
		case mEnter:
			if !s.possible {
				return s.finish(Exhausted), true
			}
			if stop, ok := s.opt.stop(s.stats.Nodes); ok {
				return s.finish(stop), true
			}
			if s.level == len(s.nodes) {
				s.nodes = append(s.nodes, cellsMNode{})
			}
			if s.opt.ownNode(s.level) {
				s.stats.countNode(s.level)
			}
			n := &s.nodes[s.level]
			n.item, n.degree = c.chooseM()
			if n.item == 0 {
				return s.solution(), true
			}
			if n.degree <= 0 { // too few options: a dead end (no include can get here)
				s.tough, s.step, s.after = n.item, mFailed, mBackup
				return Event{Kind: Branch, Level: lvl, Item: c.index(n.item), Size: 0}, true
			}
			n.node = c.cells[n.item]
			if n.degree > 1 {
				n.mark = c.mark()
			}
			s.step = mInclude
			if s.level < len(s.opt.Forced) {
				if s.opt.Forced[s.level] != 0 { // the path goes right
					s.step = mExclude
					if n.degree == 1 {
						s.tough, s.step, s.after = n.item, mFailed, mBackup
					}
				}
			}
			return Event{Kind: Branch, Level: lvl, Item: c.index(n.item), Size: n.degree}, true
		case mInclude:
			n := &s.nodes[s.level]
			u, tough := c.include(n.node)
			if s.opt.ownEdge(s.level) {
				s.stats.Updates += u
			}
			s.trying = true
			if tough != 0 {
				s.tough, s.step, s.after = tough, mFailed, mLeave
			} else {
				s.stages = append(s.stages, s.level)
				s.trying = false
				s.level++
				s.step = mEnter
			}
			return Event{Kind: Try, Level: lvl, Item: c.index(n.item), Option: c.optionOf(n.node)}, true
		case mFailed:
			s.step = s.after
			return Event{Kind: DeadEnd, Level: lvl, Item: c.index(s.tough)}, true
		case mLeave:
			n := &s.nodes[s.level]
			s.trying = false
			s.step = mPurge
			if n.degree == 1 || s.level < len(s.opt.Forced) { // no branch to the right, or a path's level
				s.step = mBackup
			}
			return Event{Kind: Leave, Level: lvl, Option: c.optionOf(n.node)}, true
		case mBackup:
			if len(s.stages) == 0 {
				return s.finish(Exhausted), true
			}
			s.level = s.stages[len(s.stages)-1]
			s.stages = s.stages[:len(s.stages)-1]
			s.trying = true
			s.step = mLeave
		case mPurge:
			n := &s.nodes[s.level]
			k := c.restore(n.mark)
			s.step = mExclude
			return Event{Kind: Restore, Level: lvl, Item: c.index(n.item), Option: c.optionOf(n.node), Size: int32(k)}, true
		case mExclude:
			n := &s.nodes[s.level]
			u, tough := c.exclude(n.node)
			if s.opt.ownEdge(s.level) {
				s.stats.Updates += u
			}
			if tough != 0 {
				s.tough, s.step, s.after = tough, mFailed, mBackup
			} else {
				s.level++
				s.step = mEnter
			}
			return Event{Kind: Tweak, Level: lvl, Item: c.index(n.item), Option: c.optionOf(n.node)}, true
		case mDone:
			s.step = mFinished
			s.stats.Elapsed = time.Since(s.start)
			return Event{Kind: Done, Level: lvl, Stop: s.stop}, true
		default:
			return Event{}, false
		}
	}
}

// solution records the solution of the options included and returns its
// event; the search then backs up, or ends at its solution limit.
func (s *cellsMStepper) solution() Event {
	s.stats.Solutions++
	s.c.sol = append(s.c.sol[:0], s.Chosen()...)
	e := Event{Kind: Solution, Level: int32(s.level), Options: s.c.sol}
	s.step = mBackup
	if s.opt.MaxSolutions > 0 && s.stats.Solutions >= s.opt.MaxSolutions {
		s.stop, s.step = SolutionLimit, mDone
	}
	return e
}

// finish ends the search for reason stop and returns the Done event.
func (s *cellsMStepper) finish(stop Stop) Event {
	s.stop, s.step = stop, mFinished
	s.stats.Elapsed = time.Since(s.start)
	return Event{Kind: Done, Level: int32(s.level), Stop: stop}
}

// solveM is SolveInto for a problem with bounds: the stepper's search,
// its events counted and its solutions told.
func (c *Cells) solveM(r *Result, opt Options) {
	tick := opt.Tick
	s := c.searchM(opt)
	if tick != nil { // the stats so far are r's, at each tick
		s.opt.Tick = func() {
			r.Stats = s.stats
			tick()
		}
	}
	for e, ok := s.Next(); ok; e, ok = s.Next() {
		if e.Kind != Solution {
			continue
		}
		if r.Solutions == 0 {
			r.First = append(r.First, e.Options...)
			if r.First == nil {
				r.First = []int{}
			}
		}
		r.Solutions = s.stats.Solutions
		if opt.OnSolution != nil {
			opt.OnSolution(e.Options)
		}
	}
	r.Stats, r.Stop = s.stats, s.stop
	r.Stats.PerLevel = append(r.PerLevel[:0], s.stats.PerLevel...)
}

// applyM is Apply for a problem with bounds.
func (c *Cells) applyM(e Event) int64 {
	switch e.Kind {
	case Branch:
		c.undo.push(-1) // no updates
		if e.Size > 1 { // not a forced move: a mark, for the branch to the right
			c.logMark(e.Level)
		}
	case Try:
		return c.logged(func() int64 {
			u, _ := c.include(c.cells[c.handles[e.Item]])
			return u
		})
	case Tweak:
		return c.logged(func() int64 {
			u, _ := c.exclude(c.nodeOf(e.Option, e.Item))
			return u
		})
	case Restore:
		c.logRestore(c.marks[e.Level])
	}
	return 0
}

// logMark sets the mark of level l, logging the one it replaces.
func (c *Cells) logMark(l int32) {
	for int(l) >= len(c.marks) {
		c.marks = append(c.marks, cellsMark{})
	}
	m := c.marks[l]
	c.undo.push(l)
	c.undo.push(int32(m.trail))
	c.undo.push(int32(m.purified))
	c.undo.push(m.active)
	c.undo.push(m.activeSecondary)
	c.marks[l] = c.mark()
}

// revertM is Revert for a problem with bounds, from the event's record.
func (c *Cells) revertM(e Event, log []int32) int64 {
	switch e.Kind {
	case Branch:
		if len(log) > 1 {
			c.marks[log[1]] = cellsMark{int(log[2]), int(log[3]), log[4], log[5]}
		}
	case Try, Tweak:
		return c.undoChanges(log)
	case Restore:
		c.unrestore(log)
	}
	return 0
}
