package player

import "xcover/app/ring"

// tape records a run's events as they are generated, keeping the last keep
// of them in a ring: players step back inside the window and replay the
// run from its start for anything older, so memory stays bounded however
// long the run.
type tape[E any] struct {
	ring.Ring[E]
	ended bool // the run's last event was recorded since the last reset

	// known is the most events recorded in any pass, and whole is set
	// once a pass recorded the run's last event: a replay from the start
	// knows the run as far as the passes before it went.
	known int
	whole bool
}

// newTape returns an empty tape keeping up to keep events.
func newTape[E any](keep int) tape[E] { return tape[E]{Ring: ring.New[E](keep)} }

// reset empties the tape for a replay, keeping its memory and what it
// knows of the run.
func (t *tape[E]) reset() { t.Reset(); t.ended = false }

// record appends event e.
func (t *tape[E]) record(e E) {
	t.Push(e)
	t.known = max(t.known, t.Len())
}

// end notes that the run's last event has been recorded.
func (t *tape[E]) end() { t.ended, t.whole = true, true }
