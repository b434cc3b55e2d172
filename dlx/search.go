package dlx

import (
	"iter"
	"time"
)

// step is where a Stepper is in Algorithm X.
type step uint8

const (
	stepEnter         step = iota // X2-X3: visit a node, choose an item
	stepDeadEnd                   // report that the chosen item has no options
	stepCoverItem                 // X4: cover the chosen item
	stepNextOption                // X5: try the next option of the item, if any
	stepCoverOthers               // X5: cover the tried option's other items
	stepUncoverOthers             // X6: uncover them again, right to left
	stepUncoverItem               // X7: uncover the chosen item
	stepBacktrack                 // X8: return to the level above
	stepDone                      // report Done
	stepFinished                  // nothing more
)

// Stepper runs Algorithm X one event at a time on its own copy of a matrix.
// It is a plain state machine: no goroutine, nothing to release, so a caller
// may stop calling Next at any point. A browser pulls a bounded number of
// events per animation frame.
type Stepper struct {
	m     *Matrix
	opt   Options
	ch    chooser
	stats Stats
	start time.Time
	step  step
	stop  Stop
	level int
	items []int32 // the item chosen at each level
	stack []int32 // the option node being tried at each level
	p     int32   // the node being covered or uncovered in the current option
}

// Search returns a Stepper over a copy of m; m itself is not changed,
// except that links a stopped Solve left changed are restored first.
func (m *Matrix) Search(opt Options) *Stepper {
	c := m.Clone()
	c.index()
	return newStepper(c, opt)
}

// newStepper returns a Stepper at the root of the search of c.
func newStepper(c *Matrix, opt Options) *Stepper {
	return &Stepper{
		m:     c,
		opt:   opt,
		ch:    newChooser(opt.Heuristic, opt.Seed),
		start: time.Now(),
		items: make([]int32, c.primary+len(opt.Forced)+1),
		stack: make([]int32, c.primary+len(opt.Forced)+1),
	}
}

// Resume returns a Stepper that goes on with the search that SolveInto
// wrote into r, when its node budget or its context stopped it: from the
// node it stopped at, on a copy of m as the search left it, with that
// search's heuristic, seed and forced options, its stats starting from
// r's, so that the two make one search, with the same nodes, updates and
// solutions as a search that never stopped (MRVRandom draws its ties
// afresh from the seed). opt gives the limits and OnSolution from then
// on; its limits count the whole search. m is then restored. It returns
// nil when m is not as such a stop left it: the search ended otherwise, or
// m has been used since (any of its methods restores it).
func (m *Matrix) Resume(r *Result, opt Options) *Stepper {
	if !m.resumable {
		return nil
	}
	opt.Heuristic, opt.Seed, opt.Forced = m.paused.Heuristic, m.paused.Seed, m.paused.Forced
	s := newStepper(m.duplicate(), opt)
	s.level = m.depth
	for l, x := range m.stack[:m.depth] {
		s.stack[l], s.items[l] = x, m.tops[x]
	}
	s.stats = r.Stats
	s.stats.PerLevel = append([]int64(nil), r.PerLevel...)
	s.start = time.Now().Add(-r.Elapsed)
	m.Restore()
	return s
}

// Events returns the search's events as an iterator. Each range over it
// runs a fresh search; breaking out of the loop, or pulling with iter.Pull
// and stopping, abandons it with nothing left running.
func (m *Matrix) Events(opt Options) iter.Seq[Event] {
	return func(yield func(Event) bool) {
		s := m.Search(opt)
		for {
			e, ok := s.Next()
			if !ok || !yield(e) {
				return
			}
		}
	}
}

// Matrix is the stepper's copy of the matrix, in its current state. Treat
// it as read-only.
func (s *Stepper) Matrix() *Matrix { return s.m }

// Stats returns the search's stats so far.
func (s *Stepper) Stats() Stats {
	st := s.stats
	st.PerLevel = append([]int64(nil), st.PerLevel...)
	if s.step != stepFinished {
		st.Elapsed = time.Since(s.start)
	}
	return st
}

// Level is the current level of the search tree.
func (s *Stepper) Level() int { return s.level }

// Chosen returns the options of the partial solution, level by level.
func (s *Stepper) Chosen() []int {
	n := s.level
	if s.step == stepCoverOthers || s.step == stepUncoverOthers {
		n++ // the option at this level is chosen from Try until Leave
	}
	out := make([]int, 0, n)
	for _, x := range s.stack[:n] {
		out = append(out, int(s.m.optionOf(x)))
	}
	return out
}

// Next performs the search up to its next event and returns it; ok is false
// once the Done event has been returned.
func (s *Stepper) Next() (e Event, ok bool) {
	m := s.m
	for {
		lvl := int32(s.level)
		switch s.step {
		case stepEnter:
			if b := s.opt.NodeBudget; b > 0 && s.stats.Nodes >= b {
				return s.finish(NodeBudget), true
			}
			if ctx := s.opt.Context; ctx != nil && s.stats.Nodes&1023 == 0 && ctx.Err() != nil {
				return s.finish(Canceled), true
			}
			s.stats.countNode(s.level)
			var i, size int32
			if s.level < len(s.opt.Forced) {
				var x int32
				if x, i = m.forced(s.opt.Forced[s.level]); x != 0 {
					size = m.tops[i]
				}
			} else if i, size = s.ch.choose(m); i == 0 {
				return s.solution(), true
			}
			s.items[s.level] = i
			s.step = stepCoverItem
			if size == 0 {
				s.step = stepDeadEnd
			}
			return Event{Kind: Branch, Level: lvl, Item: i - 1, Size: size}, true
		case stepDeadEnd:
			s.step = stepBacktrack
			return Event{Kind: DeadEnd, Level: lvl, Item: s.items[s.level] - 1}, true
		case stepCoverItem:
			i := s.items[s.level]
			s.stats.Updates += m.cover(i)
			s.stack[s.level] = m.nodes[i].down
			if s.level < len(s.opt.Forced) {
				s.stack[s.level] = m.optStart[s.opt.Forced[s.level]]
			}
			s.step = stepNextOption
			return Event{Kind: Cover, Level: lvl, Item: i - 1}, true
		case stepNextOption:
			x := s.stack[s.level]
			if x == s.items[s.level] {
				s.step = stepUncoverItem
				continue
			}
			s.p = x + 1
			s.step = stepCoverOthers
			return Event{Kind: Try, Level: lvl, Option: m.optionOf(x)}, true
		case stepCoverOthers:
			x := s.stack[s.level]
			s.p = s.skipSpacer(s.p, true)
			if s.p == x {
				s.level++
				s.step = stepEnter
				continue
			}
			j := m.tops[s.p]
			s.stats.Updates += m.cover(j)
			s.p++
			return Event{Kind: Cover, Level: lvl, Item: j - 1}, true
		case stepUncoverOthers:
			x := s.stack[s.level]
			s.p = s.skipSpacer(s.p, false)
			if s.p == x {
				s.stack[s.level] = m.next(x, s.items[s.level], s.level, s.opt.Forced)
				s.step = stepNextOption
				return Event{Kind: Leave, Level: lvl, Option: m.optionOf(x)}, true
			}
			j := m.tops[s.p]
			m.uncover(j)
			s.p--
			return Event{Kind: Uncover, Level: lvl, Item: j - 1}, true
		case stepUncoverItem:
			i := s.items[s.level]
			m.uncover(i)
			s.step = stepBacktrack
			return Event{Kind: Uncover, Level: lvl, Item: i - 1}, true
		case stepBacktrack:
			if s.level == 0 {
				return s.finish(Exhausted), true
			}
			s.level--
			s.p = s.stack[s.level] - 1
			s.step = stepUncoverOthers
		case stepDone:
			s.step = stepFinished
			s.stats.Elapsed = time.Since(s.start)
			return Event{Kind: Done, Level: lvl, Stop: s.stop}, true
		default:
			return Event{}, false
		}
	}
}

// skipSpacer moves p off a spacer to the option's other end, so that p runs
// cyclically over the option's nodes: forwards when covering, backwards when
// uncovering.
func (s *Stepper) skipSpacer(p int32, forward bool) int32 {
	n := s.m.nodes[p]
	if s.m.tops[p] > 0 {
		return p
	}
	if forward {
		return n.up
	}
	return n.down
}

// solution records a solution and returns its event; the search then
// backtracks, or stops when the solution limit is reached.
func (s *Stepper) solution() Event {
	s.stats.Solutions++
	opts := s.Chosen()
	if s.opt.OnSolution != nil {
		s.opt.OnSolution(opts)
	}
	s.step = stepBacktrack
	if max := s.opt.MaxSolutions; max > 0 && s.stats.Solutions >= max {
		s.stop = SolutionLimit
		s.step = stepDone
	}
	return Event{Kind: Solution, Level: int32(s.level), Options: opts}
}

// finish ends the search for the given reason and returns the Done event.
func (s *Stepper) finish(stop Stop) Event {
	s.stop = stop
	s.step = stepDone
	e, _ := s.Next()
	return e
}
