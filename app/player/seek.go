package player

// Approacher is a player that a Transport seeks on: Player or
// MethodPlayer.
type Approacher interface {
	Pos() int
	Approach(k int) bool
}

// replayer is a player over a tape of its run's last events: Player or
// MethodPlayer.
type replayer interface {
	Pos() int
	Back() bool
	Step() bool
	kept() (base, made int) // the events kept: from base to made
	rewind() bool           // to position 0 with a fresh search; false if it cannot start
}

// approach moves r toward position k (at least 0) as far as it goes at
// once, replaying nothing: over the events kept, and one new one past
// them, as a timeline's step into the unknown. When k lies before the
// events kept it first starts the search over, at position 0. It reports
// whether it is done: r stands at k, or at the end of the run before it
// (or could not start the search over, which does not happen: it started
// once). Otherwise r stands before k, and stepping forward reaches it.
func approach(r replayer, k int) bool {
	k = max(k, 0)
	base, made := r.kept()
	if max(k-1, 0) < base { // the events down to k, and the one before, are gone
		if !r.rewind() {
			return true
		}
		made = 0
	}
	for r.Pos() > k && r.Back() {
	}
	for r.Pos() < min(k, made+1) {
		if !r.Step() {
			return true
		}
	}
	return r.Pos() == k
}

// seek moves r to position k (clamped to the run) at once: approach, then
// the replay that approach leaves, however long it takes.
func seek(r replayer, k int) {
	if !approach(r, k) {
		for r.Pos() < k && r.Step() {
		}
	}
}
