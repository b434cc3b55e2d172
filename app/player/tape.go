package player

// tape records a run's events as they are generated, keeping the last keep
// of them in a ring: event k is at k % keep. Players step back inside the
// window and replay the run from its start for anything older, so memory
// stays bounded however long the run.
type tape[E any] struct {
	keep  int
	made  int // events recorded since the last reset
	ring  []E
	ended bool // the run's last event was recorded since the last reset

	// known is the most events recorded in any pass, and whole is set
	// once a pass recorded the run's last event: a replay from the start
	// knows the run as far as the passes before it went.
	known int
	whole bool
}

// newTape returns an empty tape keeping up to keep events.
func newTape[E any](keep int) tape[E] { return tape[E]{keep: keep} }

// reset empties the tape for a replay, keeping its memory and what it
// knows of the run.
func (t *tape[E]) reset() { t.made, t.ring, t.ended = 0, t.ring[:0], false }

// record appends event e.
func (t *tape[E]) record(e E) {
	if len(t.ring) < t.keep {
		t.ring = append(t.ring, e)
	} else {
		t.ring[t.made%t.keep] = e
	}
	t.made++
	t.known = max(t.known, t.made)
}

// end notes that the run's last event has been recorded.
func (t *tape[E]) end() { t.ended, t.whole = true, true }

// at returns event k, which must lie in [base, made).
func (t *tape[E]) at(k int) E { return t.ring[k%t.keep] }

// base is the first event still kept.
func (t *tape[E]) base() int { return max(t.made-t.keep, 0) }
