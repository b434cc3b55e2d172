package dlx

import (
	"time"
)

// step is where a Stepper is in Algorithm X, C or M.
type step uint8

const (
	stepEnter         step = iota // X2-X3: visit a node, choose an item
	stepDeadEnd                   // report that the chosen item has no options
	stepUseItem                   // M4: use the chosen item once
	stepCoverItem                 // X4: cover the chosen item
	stepNextOption                // X5, M5: try the next option of the item, if any
	stepTry                       // M5: report the option tried after setting it aside
	stepCoverOthers               // X5: cover (commit, use) the tried option's other items
	stepUncoverOthers             // X6: uncover them again, right to left
	stepUncoverItem               // X7: uncover the chosen item
	stepRestore                   // M8: put back the options set aside, uncover the item
	stepUnuseItem                 // M8: give the chosen item's use back
	stepBacktrack                 // X8: return to the level above
	stepDone                      // report Done
	stepFinished                  // nothing more
)

// linksStepper is the Stepper of the dancing links: Algorithm X, C with
// colors, M with bounds, as Solve would run them.
type linksStepper struct {
	m     *Links
	opt   Options
	ch    chooser
	stats Stats
	start time.Time
	step  step
	stop  Stop
	level int
	items []int32 // the item chosen at each level
	stack []int32 // the option node being tried at each level (M: the item, when it is closed)
	first []int32 // M: the first option of the item's list at each level, when it was not simple
	p     int32   // the node being covered or uncovered in the current option
	k     int32   // the current option, from Try to Leave
	half  bool    // M: the item at p, or the chosen item, is used but not yet covered, or uncovered but its use not yet given back
	want  int32   // M: the node a forced path tries at this level (see searchM)
}

// Search returns a Stepper over an engine of its own for m's problem; m
// itself is not changed.
func (m *Links) Search(opt Options) Stepper {
	c := NewLinks(m.p)
	c.index()
	return newStepper(c, opt, c.maxLevels(len(opt.Forced)))
}

// newStepper returns a Stepper at the root of the search of c, with room
// for n levels.
func newStepper(c *Links, opt Options, n int) *linksStepper {
	return &linksStepper{
		m:     c,
		opt:   opt,
		ch:    newChooser(opt.Heuristic, opt.Seed),
		start: time.Now(),
		items: make([]int32, n),
		stack: make([]int32, n),
		first: make([]int32, n),
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
// nil when m is not as such a stop left it: the search ended otherwise,
// searched a subtree (SearchSubtree), or m has been restored or has
// searched since.
func (m *Links) Resume(r *Result, opt Options) Stepper {
	if !m.resumable {
		return nil
	}
	opt.Heuristic, opt.Seed, opt.Forced = m.paused.Heuristic, m.paused.Seed, m.paused.Forced
	s := newStepper(m.duplicate(), opt, len(m.stack)) // as deep as the stopped search could go
	s.level = m.depth
	for l, x := range m.stack[:m.depth] {
		s.stack[l], s.items[l] = x, m.tops[x]
		if m.bound != nil {
			s.items[l], s.first[l] = m.mItems[l], m.mFirst[l]
		}
	}
	s.stats = r.Stats
	s.stats.PerLevel = append([]int64(nil), r.PerLevel...)
	s.start = time.Now().Add(-r.Elapsed)
	m.Restore()
	return s
}

// Links is the stepper's engine, in its current state. Treat it as
// read-only.
func (s *linksStepper) Links() *Links { return s.m }

// Engine is the stepper's engine, in its current state: Links.
func (s *linksStepper) Engine() Engine { return s.m }

// Stats returns the search's stats so far.
func (s *linksStepper) Stats() Stats {
	st := s.stats
	st.PerLevel = append([]int64(nil), st.PerLevel...)
	if s.step != stepFinished {
		st.Elapsed = time.Since(s.start)
	}
	return st
}

// Level is the current level of the search tree.
func (s *linksStepper) Level() int { return s.level }

// Chosen returns the options of the partial solution, level by level.
func (s *linksStepper) Chosen() []int { return s.appendChosen(make([]int, 0, s.level+1)) }

// appendChosen appends the options of the partial solution to out.
func (s *linksStepper) appendChosen(out []int) []int {
	n := s.level
	if s.step == stepCoverOthers || s.step == stepUncoverOthers {
		n++ // the option at this level is chosen from Try until Leave
	}
	for _, x := range s.stack[:n] {
		if int(x) > s.m.itemCount() { // not a level that closed its item
			out = append(out, int(s.m.optionOf(x)))
		}
	}
	return out
}

// Next performs the search up to its next event and returns it; ok is false
// once the Done event has been returned.
func (s *linksStepper) Next() (e Event, ok bool) {
	m := s.m
	for {
		lvl := int32(s.level)
		switch s.step {
		case stepEnter:
			if stop, ok := s.opt.stop(s.stats.Nodes); ok {
				return s.finish(stop), true
			}
			s.stats.countNode(s.level)
			i, size, ok := s.choose()
			if ok && i == 0 {
				return s.solution(), true
			}
			s.items[s.level] = i
			s.step = stepCoverItem
			if m.bound != nil {
				s.step = stepUseItem
			}
			if size <= 0 || !ok {
				s.step = stepDeadEnd
			}
			return Event{Kind: Branch, Level: lvl, Item: i - 1, Size: max(size, 0)}, true
		case stepDeadEnd:
			s.step = stepBacktrack
			if m.bound == nil {
				s.stats.Updates++ // Knuth covers the empty item: one update
			}
			return Event{Kind: DeadEnd, Level: lvl, Item: s.items[s.level] - 1}, true
		case stepUseItem:
			i := s.items[s.level]
			m.bound[i]--
			x := m.nodes[i].down
			s.stack[s.level], s.first[s.level] = x, 0
			if !m.simple(i) {
				s.first[s.level] = x
			}
			s.step = stepNextOption
			if m.bound[i] == 0 {
				s.step = stepCoverItem
			}
			return Event{Kind: Use, Level: lvl, Item: i - 1, Option: -1, Size: m.bound[i]}, true
		case stepCoverItem:
			i := s.items[s.level]
			if m.bound == nil {
				s.stack[s.level] = m.nodes[i].down
				if s.level < len(s.opt.Forced) {
					s.stack[s.level], _ = m.forced(s.opt.Forced[s.level], nil, 0) // while i is live
				}
			}
			s.stats.Updates += m.cover(i)
			s.step = stepNextOption
			return Event{Kind: Cover, Level: lvl, Item: i - 1}, true
		case stepNextOption:
			if m.bound != nil {
				if e, ok := s.nextM(); ok {
					return e, true
				}
				continue
			}
			x := s.stack[s.level]
			if x == s.items[s.level] {
				s.step = stepUncoverItem
				continue
			}
			fallthrough
		case stepTry:
			x := s.stack[s.level]
			s.p, s.k = x+1, m.optionOf(x)
			s.step = stepCoverOthers
			return Event{Kind: Try, Level: lvl, Option: s.k}, true
		case stepCoverOthers:
			x := s.stack[s.level]
			s.p = s.skipSpacer(s.p, true)
			if s.p == x {
				s.level++
				s.step = stepEnter
				continue
			}
			if e, ok := s.commit(); ok {
				return e, true
			}
		case stepUncoverOthers:
			x := s.stack[s.level]
			s.p = s.skipSpacer(s.p, false)
			if s.p == x {
				s.step = stepNextOption
				switch {
				case m.bound == nil:
					s.stack[s.level] = m.next(x, s.items[s.level], s.level, s.opt.Forced)
				case s.level < len(s.opt.Forced):
					s.step = stepRestore
				default:
					s.stack[s.level] = m.nodes[x].down
				}
				return Event{Kind: Leave, Level: lvl, Option: s.k}, true
			}
			if e, ok := s.uncommit(); ok {
				return e, true
			}
		case stepUncoverItem:
			i := s.items[s.level]
			m.uncover(i)
			s.step = stepBacktrack
			return Event{Kind: Uncover, Level: lvl, Item: i - 1}, true
		case stepRestore:
			i := s.items[s.level]
			if last := s.first[s.level]; last != 0 { // not simple
				if last = m.lastTweak(i, last); last != 0 {
					m.untweak(i, last)
					return Event{Kind: Untweak, Level: lvl, Item: i - 1, Option: m.optionOf(last)}, true
				}
			}
			s.step = stepUnuseItem
			if m.bound[i] == 0 && !s.half {
				m.uncover(i)
				s.half, s.step = true, stepRestore
				return Event{Kind: Uncover, Level: lvl, Item: i - 1}, true
			}
		case stepUnuseItem:
			i := s.items[s.level]
			m.bound[i]++
			s.half, s.step = false, stepBacktrack
			return Event{Kind: Unuse, Level: lvl, Item: i - 1, Option: -1, Size: m.bound[i]}, true
		case stepBacktrack:
			if s.level == 0 {
				return s.finish(Exhausted), true
			}
			s.level--
			s.want = 0
			x, i := s.stack[s.level], s.items[s.level]
			if m.bound != nil && x == i { // the level closed i
				m.reopen(i)
				s.step = stepRestore
				return Event{Kind: Reopen, Level: int32(s.level), Item: i - 1}, true
			}
			s.p, s.k = x-1, m.optionOf(x)
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

// choose returns the item to branch on at this level and its number of
// options (Algorithm M: of children); i is 0 at a solution. ok is false
// when a forced option cannot be taken: the level is a dead end.
func (s *linksStepper) choose() (i, size int32, ok bool) {
	m := s.m
	if m.bound != nil {
		i, size = s.ch.chooseM(m)
		if i == 0 {
			return 0, 0, true
		}
		s.want, ok = m.forcedM(s.opt.Forced, s.level, i)
		return i, size, ok
	}
	if s.level < len(s.opt.Forced) {
		x, i := m.forced(s.opt.Forced[s.level], nil, 0)
		return i, m.tops[i] * min(x, 1), i != 0
	}
	i, size = s.ch.choose(m)
	return i, size, true
}

// nextM is Algorithm M's step M5 at this level: it tries the next option
// of the chosen item, setting it aside first unless the item is simple,
// closes the item when no option is left, or restores it when the options
// left are too few. It returns the event it made, if any.
func (s *linksStepper) nextM() (Event, bool) {
	m, lvl := s.m, int32(s.level)
	i, x := s.items[s.level], s.stack[s.level]
	switch {
	case m.simple(i):
		if x == i {
			s.step = stepRestore
			return Event{}, false
		}
		if s.want != 0 && x != s.want {
			s.stack[s.level] = m.nodes[x].down
			return Event{}, false
		}
		s.step = stepTry
		return Event{}, false
	case m.tops[i] <= m.bound[i]-m.slack[i]:
		s.step = stepRestore
		return Event{}, false
	case x == i:
		if s.want != 0 && s.want != i {
			s.step = stepRestore
			return Event{}, false
		}
		m.closeItem(i)
		s.level++
		s.step = stepEnter
		return Event{Kind: Close, Level: lvl, Item: i - 1}, true
	}
	s.stats.Updates += m.tweak(i, x)
	s.step = stepTry
	if s.want != 0 && x != s.want {
		s.stack[s.level] = m.nodes[x].down
		s.step = stepNextOption
	}
	return Event{Kind: Tweak, Level: lvl, Item: i - 1, Option: m.optionOf(x)}, true
}

// commit makes the change the tried option makes at node s.p, which it
// then passes unless a covering is still to follow, and returns its event;
// a node already purified makes none.
func (s *linksStepper) commit() (Event, bool) {
	m, p, lvl := s.m, s.p, int32(s.level)
	j := m.tops[p]
	if m.bound != nil && int(j) <= m.primary && !s.half {
		m.bound[j]--
		s.half = m.bound[j] == 0 // its cover follows
		if !s.half {
			s.p++
		}
		return Event{Kind: Use, Level: lvl, Item: j - 1, Option: s.k, Size: m.bound[j]}, true
	}
	if c := m.color(p); c != 0 {
		s.p++
		if c < 0 {
			return Event{}, false
		}
		s.stats.Updates += m.purify(p)
		return Event{Kind: Purify, Level: lvl, Item: j - 1, Option: s.k}, true
	}
	s.half = false
	s.stats.Updates += m.cover(j)
	s.p++
	return Event{Kind: Cover, Level: lvl, Item: j - 1}, true
}

// uncommit undoes commit at node s.p, right to left.
func (s *linksStepper) uncommit() (Event, bool) {
	m, p, lvl := s.m, s.p, int32(s.level)
	j := m.tops[p]
	if m.bound != nil && int(j) <= m.primary && (m.bound[j] != 0 || s.half) {
		m.bound[j]++
		s.half = false
		s.p--
		return Event{Kind: Unuse, Level: lvl, Item: j - 1, Option: s.k, Size: m.bound[j]}, true
	}
	if c := m.color(p); c != 0 {
		s.p--
		if c < 0 {
			return Event{}, false
		}
		m.unpurify(p)
		return Event{Kind: Unpurify, Level: lvl, Item: j - 1, Option: s.k}, true
	}
	m.uncover(j)
	s.half = m.bound != nil && int(j) <= m.primary // its use is given back next
	if !s.half {
		s.p--
	}
	return Event{Kind: Uncover, Level: lvl, Item: j - 1}, true
}

// skipSpacer moves p off a spacer to the option's other end, so that p runs
// cyclically over the option's nodes: forwards when covering, backwards when
// uncovering.
func (s *linksStepper) skipSpacer(p int32, forward bool) int32 {
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
func (s *linksStepper) solution() Event {
	s.stats.Solutions++
	s.m.sol = s.appendChosen(s.m.sol[:0])
	opts := s.m.sol
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
func (s *linksStepper) finish(stop Stop) Event {
	s.stop = stop
	s.step = stepDone
	e, _ := s.Next()
	return e
}
