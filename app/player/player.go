package player

import (
	"slices"

	"xcover/dlx"
)

// DefaultKeep is how many events a Player keeps for stepping back (5 MB);
// further back, it replays the search from the start, so memory
// stays bounded however long the run.
const DefaultKeep = 1 << 18

// Player replays a search's events forwards and backwards over an engine
// of its own, and keeps what a viewer shows: the partial solution, the
// item branched on at each level, and Knuth's stats as of the current
// event.
//
// Position 0 is the state before any event; position k is the state after
// the first k events. Events are generated on demand by a dlx.Stepper, one
// past the position at most, and kept in a ring of the last keep events:
// stepping back inside it reverts events one by one; further back the
// search is replayed from the start (the engine is deterministic, so the
// replay reaches the same state).
type Player struct {
	engine dlx.Engine // the search's engine: its kind and problem
	opt    dlx.Options

	view    dlx.Engine // an engine of that kind, replayed to pos
	stepper dlx.Stepper
	log     tape[logged] // the events generated so far, the last keep of them
	pos     int

	observe func(k int, e dlx.Event) // sees each event generated; see Observe

	// The view state at pos.
	chosen    []int   // options of the partial solution, level by level
	branch    []int32 // the item branched on at each level, -1 for none yet
	shadowed  []int32 // what each Branch applied overwrote in branch, in order
	level     int32
	nodes     int64
	updates   int64
	solutions int64
	perLevel  []int64

	// solution is a Solution event's Options, the last one read: a
	// search that counts grids meets one every hundred events or so, and
	// a copy each time kept the page's garbage collector busy.
	solution []int
	// found is the last solution stepped over, its options: nil at the
	// start, and once that solution is stepped back over (the one before
	// it is not kept).
	found []int
}

// NewPlayer returns a player at position 0 of e's search with opt. keep
// bounds the events kept for stepping back (DefaultKeep when 0). The
// player searches on engines of its own, of e's kind: e is not changed.
func NewPlayer(e dlx.Engine, opt dlx.Options, keep int) *Player {
	if keep <= 0 {
		keep = DefaultKeep
	}
	opt.OnSolution = nil
	p := &Player{engine: e, opt: opt, log: newTape[logged](keep)}
	p.restart()
	return p
}

// restart returns to position 0 with a fresh search.
func (p *Player) restart() {
	p.view = p.engine.Fresh()
	if v, ok := p.view.(interface{ KeepUndo(int) }); ok {
		v.KeepUndo(p.log.Keep()) // the dancing cells keep what reverts the events the player keeps
	}
	p.stepper = p.engine.Search(p.opt)
	p.log.reset()
	p.pos = 0
	p.chosen, p.branch, p.shadowed = p.chosen[:0], p.branch[:0], p.shadowed[:0]
	p.level, p.nodes, p.updates, p.solutions = 0, 0, 0, 0
	p.perLevel = p.perLevel[:0]
	p.found = nil
}

// Observe calls f with each event the player generates from now on, and
// its index, as a search tree does to grow. After a replay from the start
// the same events come again, with the same indexes.
func (p *Player) Observe(f func(k int, e dlx.Event)) { p.observe = f }

// Pos is the number of events applied.
func (p *Player) Pos() int { return p.pos }

// Known is the number of events generated so far, counting those made
// before a replay from the start: the whole run's length once Finished.
func (p *Player) Known() int { return p.log.known }

// Finished reports whether the search has been run to its Done event,
// before a replay from the start or since.
func (p *Player) Finished() bool { return p.log.whole }

// AtEnd reports whether the player stands after the Done event.
func (p *Player) AtEnd() bool { return p.log.ended && p.pos == p.log.Len() }

// View is the engine as of the current position. Treat it as read-only.
func (p *Player) View() dlx.Engine { return p.view }

// Links is the view when the search is the dancing links', else nil.
func (p *Player) Links() *dlx.Links {
	l, _ := p.view.(*dlx.Links)
	return l
}

// Problem is the problem searched.
func (p *Player) Problem() *dlx.Problem { return p.engine.Problem() }

// Engine is the engine the player was made with (see NewPlayer): its
// kind and problem.
func (p *Player) Engine() dlx.Engine { return p.engine }

// Options are the search's options.
func (p *Player) Options() dlx.Options { return p.opt }

// Chosen returns the options of the partial solution, level by level.
func (p *Player) Chosen() []int { return p.chosen }

// Level is the level of the last event applied.
func (p *Player) Level() int { return int(p.level) }

// Branching returns the item whose options are being tried at the current
// level, or -1 (at the start, at a solution and at the end).
func (p *Player) Branching() int {
	e := p.Last()
	if p.pos == 0 || e.Kind == dlx.Solution || e.Kind == dlx.Done || int(e.Level) >= len(p.branch) {
		return -1
	}
	return int(p.branch[e.Level])
}

// Found returns the options of the last solution the search has found on
// its way to the position, in the order they were chosen: at the end, the
// last solution of the search. It is nil when none was found, and after
// stepping back over that solution (the one before it is not kept).
func (p *Player) Found() []int { return slices.Clone(p.found) }

// Trying returns the option being tried at the deepest level, or -1.
func (p *Player) Trying() int {
	if len(p.chosen) == 0 {
		return -1
	}
	return p.chosen[len(p.chosen)-1]
}

// Stats returns the stats as of the current position.
func (p *Player) Stats() dlx.Stats {
	levels := len(p.perLevel)
	for levels > 0 && p.perLevel[levels-1] == 0 {
		levels--
	}
	return dlx.Stats{
		Nodes:     p.nodes,
		Updates:   p.updates,
		Solutions: p.solutions,
		MaxLevel:  max(levels-1, 0),
		PerLevel:  append([]int64(nil), p.perLevel[:levels]...),
	}
}

// Last returns the last event applied; the zero Event at position 0.
func (p *Player) Last() dlx.Event {
	if p.pos == 0 {
		return dlx.Event{}
	}
	return p.event(p.pos - 1)
}

// Next returns the event Step would apply, generating it if needed; ok is
// false at the end.
func (p *Player) Next() (dlx.Event, bool) {
	if !p.generate(p.pos + 1) {
		return dlx.Event{}, false
	}
	return p.event(p.pos), true
}

// logged is an event as the log keeps it: without pointers, so that the
// garbage collector need not scan the log. A Solution's options are the
// partial solution at that point, which the player holds.
type logged struct {
	kind, stop             uint8
	level, item, size, opt int32
}

// event returns event k, which must be in the window; a Solution gets its
// options from the partial solution, so k must be pos or pos-1 for one.
func (p *Player) event(k int) dlx.Event {
	l := p.log.At(k)
	e := dlx.Event{Kind: dlx.Kind(l.kind), Stop: dlx.Stop(l.stop), Level: l.level, Item: l.item, Size: l.size, Option: l.opt}
	if e.Kind == dlx.Solution {
		p.solution = append(p.solution[:0], p.chosen...)
		e.Options = p.solution
	}
	return e
}

// generate makes events until n exist or the search is done; it reports
// whether n exist.
func (p *Player) generate(n int) bool {
	for p.log.Len() < n && !p.log.ended {
		e, ok := p.stepper.Next()
		if ok {
			if p.observe != nil {
				p.observe(p.log.Len(), e)
			}
			p.log.record(logged{uint8(e.Kind), uint8(e.Stop), e.Level, e.Item, e.Size, e.Option})
		}
		if !ok || e.Kind == dlx.Done {
			p.log.end()
		}
	}
	return p.log.Len() >= n
}

// Step applies the next event; false at the end.
func (p *Player) Step() bool {
	e, ok := p.Next()
	if !ok {
		return false
	}
	p.apply(e)
	p.pos++
	return true
}

// Back reverts the last event; false at position 0. When that event is
// no longer kept, it replays the search up to it, however long that
// takes: the pages step back with Transport.Seek, which replays in the
// frames' slices.
func (p *Player) Back() bool {
	if p.pos == 0 {
		return false
	}
	if !p.backKept() {
		p.Seek(p.pos - 1)
	}
	return true
}

// backKept reverts the last event when it is kept, and the one before it
// to show; false otherwise, or at position 0.
func (p *Player) backKept() bool {
	if p.pos == 0 || max(p.pos-2, 0) < p.log.Base() {
		return false
	}
	p.pos--
	p.revert(p.event(p.pos))
	return true
}

// Seek moves to position k (clamped to the run) at once, replaying the
// search from the start when k lies before the kept window, however long
// that takes: the pages seek with Transport.Seek, which replays in the
// frames' slices.
func (p *Player) Seek(k int) { seek(p, k) }

// Approach moves toward position k as far as it goes at once, replaying
// nothing: over the events kept and one new one, after starting the search
// over when k lies before them. It reports whether it stands at k, or at
// the end before it; if not, stepping forward reaches k.
func (p *Player) Approach(k int) bool { return approach(p, k) }

// kept returns the window of events kept: from base to made.
func (p *Player) kept() (base, made int) { return p.log.Base(), p.log.Len() }

// rewind starts the search over, at position 0; it always can.
func (p *Player) rewind() bool {
	p.restart()
	return true
}

// IsChoice reports whether an event is a step of the search tree rather
// than a detail of covering: anything but Cover and Uncover.
func IsChoice(e dlx.Event) bool { return e.Kind != dlx.Cover && e.Kind != dlx.Uncover }

// StepChoice steps forward over cover and uncover events to the next choice
// event, and applies it; false at the end.
func (p *Player) StepChoice() bool {
	for p.Step() {
		if IsChoice(p.Last()) {
			return true
		}
	}
	return false
}

// BackChoice steps back to just after the previous choice event, over
// the events kept only: when the choice lies further back, it stops at the
// oldest event kept (a window of many thousand events holds a choice in
// every search there is). It reports false when it cannot step back.
func (p *Player) BackChoice() bool {
	if !p.backKept() {
		return false
	}
	for p.pos > 0 && !IsChoice(p.Last()) && p.backKept() {
	}
	return true
}

// StepUntil steps forward until stop reports true for the event just
// applied, or the end; it reports whether stop matched. At most limit
// events are applied (no limit when limit <= 0).
func (p *Player) StepUntil(stop func(dlx.Event) bool, limit int) bool {
	for n := 0; limit <= 0 || n < limit; n++ {
		if !p.Step() {
			return false
		}
		if stop(p.Last()) {
			return true
		}
	}
	return false
}

// apply updates the view state for event e going forwards.
func (p *Player) apply(e dlx.Event) {
	p.level = e.Level
	switch e.Kind {
	case dlx.Branch, dlx.Solution:
		p.countNode(int(e.Level), 1)
		if e.Kind == dlx.Solution {
			p.solutions++
			p.found = append(p.found[:0], p.chosen...)
			break
		}
		for len(p.branch) <= int(e.Level) {
			p.branch = append(p.branch, -1)
		}
		p.shadowed = append(p.shadowed, p.branch[e.Level])
		p.branch[e.Level] = e.Item
	case dlx.Try:
		p.chosen = append(p.chosen, int(e.Option))
	case dlx.Leave:
		p.chosen = p.chosen[:len(p.chosen)-1]
	}
	if e.Kind != dlx.Done { // the engine's own changes: covers, purifies, the cells' marks and restores, ...
		p.updates += p.view.Apply(e)
	}
}

// revert undoes event e, the last one applied.
func (p *Player) revert(e dlx.Event) {
	switch e.Kind {
	case dlx.Branch, dlx.Solution:
		p.countNode(int(e.Level), -1)
		if e.Kind == dlx.Solution {
			p.solutions--
			p.found = nil
			break
		}
		last := len(p.shadowed) - 1
		p.branch[e.Level], p.shadowed = p.shadowed[last], p.shadowed[:last]
	case dlx.Try:
		p.chosen = p.chosen[:len(p.chosen)-1]
	case dlx.Leave:
		p.chosen = append(p.chosen, int(e.Option))
	}
	if e.Kind != dlx.Done {
		p.updates -= p.view.Revert(e)
	}
	p.level = p.Last().Level
}

// countNode adds delta to the node counts at level.
func (p *Player) countNode(level int, delta int64) {
	for len(p.perLevel) <= level {
		p.perLevel = append(p.perLevel, 0)
	}
	p.perLevel[level] += delta
	p.nodes += delta
}

// SeekTry moves to just after the Try event that put the partial
// solution's option at level into it; nothing happens when level is not in
// the partial solution. When that event is kept it moves there at once and
// returns nil. Otherwise it starts the search over, at position 0, and
// returns until: stepping forward until it reports true for the event just
// applied (Transport.Replay) lands on the Try, in a single replay.
func (p *Player) SeekTry(level int) (until func(dlx.Event) bool) {
	if level < 0 || level >= len(p.chosen) {
		return nil
	}
	for k := p.pos - 1; k >= p.log.Base(); k-- {
		if l := p.log.At(k); dlx.Kind(l.kind) == dlx.Try && int(l.level) == level {
			p.Seek(k + 1)
			return nil
		}
	}
	// The search tries each partial solution once: the Try sought is the
	// one that makes the partial solution what it is now, up to level.
	want := slices.Clone(p.chosen[:level+1])
	p.restart()
	return func(e dlx.Event) bool {
		return e.Kind == dlx.Try && int(e.Level) == level && slices.Equal(p.chosen, want)
	}
}
