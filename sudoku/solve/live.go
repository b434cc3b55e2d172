package solve

import (
	"iter"
	"time"

	"xcover/sudoku/exact"
)

// Live is a method's search in progress, pulled one step at a time: a
// browser can run it in slices between animation frames, and read its
// stats as it goes. Close it when done with it before the end.
type Live struct {
	r     *run
	next  func() (Step, bool)
	stop  func()
	out   Outcome // set when the search has returned
	ended bool    // the search has returned
	done  bool    // Next has nothing more to give
}

// startLive makes the Live of the search of r, a run of method m.
func startLive(m Method, r *run) *Live {
	l := &Live{r: r}
	l.next, l.stop = iter.Pull(func(yield func(Step) bool) {
		r.emit = yield
		m.search(r)
		l.out, l.ended = r.finish(), true
	})
	return l
}

// Next returns the search's next step; ok is false once the search has
// ended (its last step is a StepDone) or was closed.
func (l *Live) Next() (s Step, ok bool) {
	if l.done {
		return Step{}, false
	}
	s, ok = l.next()
	if !ok {
		l.done = true
	} else if s.Kind == StepDone {
		l.next() // lets the search return, so that the outcome is there
		l.done = true
	}
	return s, ok
}

// Stats are the search's stats so far. Elapsed is the time since Start,
// pauses between pulls included, until the search ends.
func (l *Live) Stats() Stats {
	if l.ended {
		return l.out.Stats
	}
	st := l.r.out.Stats
	st.Elapsed = time.Since(l.r.start)
	return st
}

// Outcome is what the search found; ok is false, and the outcome partial,
// until the search has ended (Next reported the end, or Close).
func (l *Live) Outcome() (o Outcome, ok bool) {
	if !l.ended {
		return l.r.out, false
	}
	return l.out, true
}

// Close ends the search where it is (its outcome then stops with
// dlx.Canceled) and releases it. Closing an ended search does nothing.
func (l *Live) Close() {
	l.done = true
	l.stop()
	if !l.ended { // it never started: it ends here
		l.r.halt(exact.Canceled)
		l.out, l.ended = l.r.finish(), true
	}
}
