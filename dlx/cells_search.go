package dlx

import "time"

// cellStep is where a cells Stepper is in SSXCC's search.
type cellStep uint8

const (
	cellEnter      cellStep = iota // a new node: choose an item, or find a solution
	cellDeadEnd                    // report that the item has no option
	cellCoverItem                  // cover the item chosen
	cellNextOption                 // try the item's next option, if any
	cellCommit                     // commit the tried option's other items, in turn
	cellSolution                   // report a solution, one level down
	cellRestore                    // restore the sizes the option's commits changed
	cellLeave                      // report that the option is left
	cellBacktrack                  // return to the level above
	cellDone                       // report Done
	cellFinished                   // nothing more
)

// cellsStepper is the Stepper of the dancing cells: SSXCC's search one
// event at a time, as Solve runs it (see cells_solve.go), with the
// events a viewer replays on cells of its own (Apply): Branch, Cover,
// Try, the commits' Covers and Purifies, Solution, Restore (the
// backtrack: the sizes saved since the try come back) and Leave.
type cellsStepper struct {
	c      *Cells
	opt    Options
	ch     chooser
	stats  Stats
	start  time.Time
	step   cellStep
	stop   Stop
	level  int
	levels []cellsLevel // the item, the option's node, its place and the marks, by level
	q      int32        // the node being committed
}

// Search returns a Stepper over cells of its own for c's problem; c itself
// is not changed.
func (c *Cells) Search(opt Options) Stepper {
	if c.p.HasBounds() {
		return c.searchM(opt)
	}
	return &cellsStepper{c: NewCells(c.p), opt: opt, ch: newChooser(opt.Heuristic, opt.Seed), start: time.Now()}
}

// Resume returns nil: a cells search that stopped at its budget leaves no
// state to go on from (its cells are restored when it ends).
func (c *Cells) Resume(*Result, Options) Stepper { return nil }

// Engine is the stepper's cells, in their current state.
func (s *cellsStepper) Engine() Engine { return s.c }

// Stats returns the search's stats so far.
func (s *cellsStepper) Stats() Stats {
	st := s.stats
	st.PerLevel = append([]int64(nil), st.PerLevel...)
	if s.step != cellFinished {
		st.Elapsed = time.Since(s.start)
	}
	return st
}

// Level is the current level of the search tree.
func (s *cellsStepper) Level() int { return s.level }

// Chosen returns the options of the partial solution, level by level.
func (s *cellsStepper) Chosen() []int {
	n := s.level
	switch s.step {
	case cellCommit, cellSolution, cellRestore, cellLeave:
		n++ // the option at this level is chosen from Try until Leave
	}
	out := make([]int, 0, n)
	for _, l := range s.levels[:n] {
		out = append(out, int(s.c.optionOf(s.c.cells[l.item+l.at])))
	}
	return out
}

// Next performs the search up to its next event and returns it; ok is false
// once the Done event has been returned.
func (s *cellsStepper) Next() (Event, bool) {
	c := s.c
	for {
		lvl := int32(s.level)
		switch s.step {
		case cellEnter:
			if stop, ok := s.opt.stop(s.stats.Nodes); ok {
				return s.finish(stop), true
			}
			if s.level == len(s.levels) {
				s.levels = append(s.levels, cellsLevel{})
			}
			l := &s.levels[s.level]
			if s.opt.ownNode(s.level) {
				s.stats.countNode(s.level)
			}
			if c.active == 0 { // the root of a problem with no primary item
				return s.solution(0), true
			}
			l.before = c.mark()
			var size int32
			if s.level < len(s.opt.Forced) {
				var ok bool
				l.item, l.node, ok = c.forced(s.opt.Forced[s.level], s.opt.items, s.level)
				if l.item <= 0 { // no option of the problem's
					s.step = cellDeadEnd
					return Event{Kind: Branch, Level: lvl, Item: -1}, true
				}
				size = c.size(l.item) * b2i(ok)
			} else {
				l.item, size = s.ch.pickCells(c)
				l.node = 0
			}
			s.step = cellCoverItem
			if size == 0 {
				s.step = cellDeadEnd
			}
			return Event{Kind: Branch, Level: lvl, Item: c.index(l.item), Size: size}, true
		case cellDeadEnd:
			s.step = cellBacktrack
			item := int32(-1)
			if h := s.levels[s.level].item; h > 0 {
				item = c.index(h)
			}
			return Event{Kind: DeadEnd, Level: lvl, Item: item}, true
		case cellCoverItem:
			l := &s.levels[s.level]
			if u := c.cover(l.item); s.opt.ownNode(s.level) {
				s.stats.Updates += u
			}
			l.at = -1
			s.step = cellNextOption
			return Event{Kind: Cover, Level: lvl, Item: c.index(l.item)}, true
		case cellNextOption:
			l := &s.levels[s.level]
			switch {
			case l.node != 0 && l.at >= 0, l.node == 0 && l.at+1 >= c.size(l.item):
				s.step = cellBacktrack
				n := c.restore(l.before)
				return Event{Kind: Restore, Level: lvl, Item: c.index(l.item), Option: -1, Size: int32(n)}, true
			case l.node != 0:
				l.at = c.nodes[l.node].loc - l.item
			default:
				l.at++
			}
			l.trying = c.mark()
			x := c.cells[l.item+l.at]
			s.q, s.step = x+1, cellCommit
			return Event{Kind: Try, Level: lvl, Option: c.optionOf(x)}, true
		case cellCommit:
			l := &s.levels[s.level]
			x := c.cells[l.item+l.at]
			if n := c.nodes[s.q]; n.item <= 0 {
				s.q += n.item
			}
			if s.q == x { // every item committed
				if c.active == 0 {
					s.step = cellSolution
					continue
				}
				s.level++
				s.step = cellEnter
				continue
			}
			q := s.q
			s.q++
			u, kind := c.commit(q)
			if kind == Done { // purified to this color already: nothing done
				continue
			}
			if s.opt.ownEdge(s.level) {
				s.stats.Updates += u
			}
			return Event{Kind: kind, Level: lvl, Item: c.index(c.nodes[q].item), Option: c.optionOf(q)}, true
		case cellSolution:
			if stop, ok := s.opt.stop(s.stats.Nodes); ok {
				return s.finish(stop), true
			}
			s.stats.countNode(s.level + 1)
			return s.solution(s.level + 1), true
		case cellRestore:
			l := &s.levels[s.level]
			n := c.restore(l.trying)
			s.step = cellLeave
			return Event{Kind: Restore, Level: lvl, Item: c.index(l.item), Option: c.optionOf(c.cells[l.item+l.at]), Size: int32(n)}, true
		case cellLeave:
			l := &s.levels[s.level]
			s.step = cellNextOption
			return Event{Kind: Leave, Level: lvl, Option: c.optionOf(c.cells[l.item+l.at])}, true
		case cellBacktrack:
			if s.level == 0 {
				return s.finish(Exhausted), true
			}
			s.level--
			s.step = cellRestore
		case cellDone:
			s.step = cellFinished
			s.stats.Elapsed = time.Since(s.start)
			return Event{Kind: Done, Level: lvl, Stop: s.stop}, true
		default:
			return Event{}, false
		}
	}
}

// solution records the solution found at level and returns its event;
// the search then goes on backtracking, or ends at its solution limit.
func (s *cellsStepper) solution(level int) Event {
	s.stats.Solutions++
	opts := s.Chosen()
	s.c.sol = append(s.c.sol[:0], opts...)
	e := Event{Kind: Solution, Level: int32(level), Options: s.c.sol}
	switch {
	case s.opt.MaxSolutions > 0 && s.stats.Solutions >= s.opt.MaxSolutions:
		s.stop, s.step = SolutionLimit, cellDone
	case level == 0:
		s.step = cellBacktrack
	default:
		s.step = cellRestore
	}
	return e
}

// finish ends the search for reason stop and returns the Done event.
func (s *cellsStepper) finish(stop Stop) Event {
	s.stop, s.step = stop, cellFinished
	s.stats.Elapsed = time.Since(s.start)
	return Event{Kind: Done, Level: int32(s.level), Stop: stop}
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// branches returns the children of the Branch event e of stepper s as
// paths name them: the options in the item's set, in its order.
func (c *Cells) branches(s Stepper, e Event) []int {
	if ms, ok := s.(*cellsMStepper); ok { // include the option, or exclude it
		switch deg := ms.nodes[e.Level].degree; {
		case deg <= 0:
			return nil
		case deg == 1:
			return []int{0}
		}
		return []int{0, 1}
	}
	v := s.(*cellsStepper).c
	h := v.handles[e.Item]
	opts := make([]int, 0, v.size(h))
	for _, x := range v.cells[h : h+v.size(h)] {
		opts = append(opts, int(v.optionOf(x)))
	}
	return opts
}
