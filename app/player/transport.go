package player

import (
	"time"

	"xcover/dlx"
)

// Transport is a player's play button, without the browser: playing or
// paused, at a Pace, with an extra stop. It drives any player whose steps
// read as E: Algorithm X's events (dlx.Event) or a method's steps
// (solve.Step).
type Transport[E any] struct {
	// Pace turns the speed into the steps due at each frame; Rush is its
	// part of a jump.
	Pace Pace
	// Playing is set from Play until Pause.
	Playing bool
	// Seeking is set while a jump replays steps that a seek needs and the
	// player no longer keeps (Replay); pausing ends it.
	Seeking bool
	until   func(E) bool // the extra stop while playing, or nil
}

// Play starts playing, stopping also where until says (nil: only at the
// breakpoints and the end).
func (t *Transport[E]) Play(until func(E) bool) {
	t.Playing, t.until, t.Seeking = true, until, false
	t.Pace.Resume()
}

// Jump plays as fast as the page allows, past the breakpoints, to where
// until says (nil: the end). The speed stays as the user set it.
func (t *Transport[E]) Jump(until func(E) bool) {
	t.Play(until)
	t.Pace.Rush = true
}

// Replay jumps to where until says on behalf of a seek, which the player
// could not make at once: Seeking is set until it gets there.
func (t *Transport[E]) Replay(until func(E) bool) {
	t.Jump(until)
	t.Seeking = true
}

// Seek moves pl to position k, as a timeline asks, with bounded work per
// call: at once when pl keeps the steps on the way (Approach: a window's
// worth at most, and one new step), otherwise by replaying them (Replay)
// in the slices of the page's frames (Advance). It reports whether it
// replays, and so wants frames.
func (t *Transport[E]) Seek(pl Approacher, k int) bool {
	t.Pause()
	if pl.Approach(k) {
		return false
	}
	t.Replay(func(E) bool { return pl.Pos() >= k })
	return true
}

// Pause stops playing, and a jump or a seek's replay.
func (t *Transport[E]) Pause() { t.Playing, t.until, t.Pace.Rush, t.Seeking = false, nil, false, false }

// checkEvery is how many steps Advance makes between looks at the clock.
const checkEvery = 256

// Advance makes up to due steps with step, which makes one and returns it,
// or reports false at the end. It pauses at the end, where until says,
// and, unless jumping, where breaks says; it returns early once budget has
// run out (it looks at the clock every few hundred steps).
func (t *Transport[E]) Advance(due int, step func() (E, bool), breaks func(E) bool, budget time.Duration) {
	start := time.Now()
	for i := range due {
		e, ok := step()
		if !ok {
			t.Pause()
			return
		}
		if (!t.Pace.Rush && breaks(e)) || (t.until != nil && t.until(e)) {
			t.Pause()
			return
		}
		if i%checkEvery == checkEvery-1 && time.Since(start) > budget {
			return
		}
	}
}

// Breakpoints are where playing Algorithm X's events stops: at a solution,
// at a dead end, at a branch on a level (0: none); always at the end.
type Breakpoints struct {
	Solution, DeadEnd bool
	Level             int
}

// At reports whether a breakpoint stops the player after event e.
func (b Breakpoints) At(e dlx.Event) bool {
	switch e.Kind {
	case dlx.Solution:
		return b.Solution
	case dlx.DeadEnd:
		return b.DeadEnd
	case dlx.Branch:
		return b.Level > 0 && int(e.Level) == b.Level
	case dlx.Done:
		return true
	}
	return false
}

// StepEvent steps pl and returns the event made, for Transport.Advance.
func StepEvent(pl *Player) func() (dlx.Event, bool) {
	return func() (dlx.Event, bool) {
		if !pl.Step() {
			return dlx.Event{}, false
		}
		return pl.Last(), true
	}
}
