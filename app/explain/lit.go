package explain

import (
	"xcover/app/ring"
	"xcover/dlx"
)

// Values are what Algorithm X has in play at a position: the level, the
// item chosen there and its size when it was chosen, the option tried.
type Values struct {
	Level  int // the level of the last event; 0 at the start
	Item   int // the item chosen at Level, -1 when none is yet (or any more)
	Size   int // Item's number of options when it was chosen; 0 when no Item
	Option int // the option tried at Level, -1 when none
}

// Lit is what the pseudocode panel shows at a position: the line lit in
// the trace's algorithm and the values in play.
type Lit struct {
	Line int // a line of the algorithm, from 1; XSearch..XUncoverItem for AlgorithmX
	Values
}

// start is what position 0 shows: the search about to begin.
var start = Lit{Line: XSearch, Values: Values{Item: -1, Option: -1}}

// LineOf returns the line of AlgorithmX that event e runs, given prev, the
// event just before it. Only a Cover or an Uncover needs prev, and neither
// is ever a search's first event: the chosen item's Cover follows its
// Branch, and its Uncover follows the Leave of its last option; the other
// Covers and Uncovers are those of an option's other items.
func LineOf(prev, e dlx.Event) int { return AlgorithmX.LineOf(prev, e) }

// frame is what one level of the search holds while events are recorded.
type frame struct{ item, size, option int32 }

// lit is a Lit as a Trace stores it: small, without pointers.
type lit struct {
	line                      uint8
	level, item, size, option int32
}

// Trace keeps, for every event of a run, what the pseudocode panel shows
// after it, so that any position's Lit is a lookup: the same going
// forwards, backwards or jumping. Feed it every event as it is generated,
// with its index, by making Record the player's observer:
//
//	tr := explain.NewTrace(0)
//	pl.Observe(tr.Record) // or a function calling it and the tree's Add
//	lit, ok := tr.At(pl.Pos())
//
// It keeps the last keep events' Lits in a ring, as the player keeps its
// events; give it a keep no smaller than the player's.
type Trace struct {
	alg    *Algorithm
	ring   ring.Ring[lit]
	prev   dlx.Event
	frames []frame // the search's levels as of the last event recorded
}

// DefaultKeep is how many positions a Trace keeps by default: as many as a
// player keeps events by default.
const DefaultKeep = 1 << 18

// NewTrace returns an empty trace of Algorithm X keeping keep positions
// (DefaultKeep when keep <= 0).
func NewTrace(keep int) *Trace { return NewTraceOf(&AlgorithmX, keep) }

// NewTraceOf is NewTrace for the lines of algorithm a (see AlgorithmOf).
func NewTraceOf(a *Algorithm, keep int) *Trace {
	if keep <= 0 {
		keep = DefaultKeep
	}
	return &Trace{alg: a, ring: ring.New[lit](keep)}
}

// Record notes event e, the run's k-th (from 0). Events must come in order;
// k = 0 starts the run again (a player replaying from the start sends the
// same events again from index 0). An event already recorded is skipped.
func (t *Trace) Record(k int, e dlx.Event) {
	if k == 0 {
		t.ring.Reset()
		t.frames, t.prev = t.frames[:0], dlx.Event{}
	}
	if k != t.ring.Len() {
		return
	}
	st := stepOf(t.prev, e)
	line := int(t.alg.lines[st])
	lvl := int(e.Level)
	for len(t.frames) <= lvl {
		t.frames = append(t.frames, frame{-1, 0, -1})
	}
	f := &t.frames[lvl]
	switch e.Kind {
	case dlx.Branch:
		*f = frame{item: e.Item, size: e.Size, option: -1}
	case dlx.Try:
		f.option = e.Option
	case dlx.Leave:
		f.option = -1
	}
	l := lit{line: uint8(line), level: e.Level, item: f.item, size: f.size, option: f.option}
	switch {
	case e.Kind == dlx.Solution || e.Kind == dlx.Done:
		l.item, l.size, l.option = -1, 0, -1
	case st == t.alg.last:
		*f = frame{-1, 0, -1} // the level is over: its item leaves play
	}
	t.ring.Push(l)
	t.prev = e
}

// Len is the number of events recorded.
func (t *Trace) Len() int { return t.ring.Len() }

// At returns what position pos shows: the start at 0, else the Lit after
// event pos-1. ok is false when that event is not recorded, or no longer
// kept.
func (t *Trace) At(pos int) (Lit, bool) {
	if pos == 0 {
		return start, true
	}
	if pos < 0 || pos > t.ring.Len() || pos-1 < t.ring.Base() {
		return Lit{}, false
	}
	l := t.ring.At(pos - 1)
	return Lit{Line: int(l.line), Values: Values{Level: int(l.level), Item: int(l.item), Size: int(l.size), Option: int(l.option)}}, true
}
