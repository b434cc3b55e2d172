package player

import (
	"xcover/sudoku"
	"xcover/sudoku/solve"
)

// MethodPlayer replays a classic method's steps (solve.Step) forwards and
// backwards over the grid's values and candidates, as Player does for
// Algorithm X's events over the matrix.
//
// Position 0 is the puzzle before any step; position k is the grid after
// the first k steps. Steps are pulled from the method's search on demand,
// one past the position at most, and kept on a tape of the last keep: older
// positions are reached by replaying the search from the start (every
// method is deterministic).
type MethodPlayer struct {
	method  solve.Method
	variant sudoku.Variant
	puzzle  sudoku.Grid
	lim     solve.Limits

	live *solve.Live
	tape tape[solve.Step]
	pos  int

	tally // the grid and the counts at pos
}

// Counts add up a method's steps up to a player's position.
type Counts struct {
	Placed         int64 // values written, guessed or deduced
	Unplaced       int64 // values taken back
	Eliminated     int64 // candidates struck out
	Guesses        int64 // values tried among two or more left (see guesser)
	Contradictions int64
	Solutions      int64
}

// NewMethodPlayer returns a player at position 0 of method's search of
// puzzle under the variant's rules within lim; keep bounds the steps kept
// for stepping back (DefaultKeep when 0). It fails when the givens break a
// rule, or the method cannot play the variant (an error wrapping
// sudoku.ErrVariantUnsupported).
func NewMethodPlayer(method solve.Method, v sudoku.Variant, puzzle sudoku.Grid, lim solve.Limits, keep int) (*MethodPlayer, error) {
	if keep <= 0 {
		keep = DefaultKeep
	}
	p := &MethodPlayer{method: method, variant: v, puzzle: puzzle, lim: lim, tape: newTape[solve.Step](keep)}
	if err := p.restart(); err != nil {
		return nil, err
	}
	return p, nil
}

// restart returns to position 0 with a fresh search; when the search
// cannot start, the player stays as it was.
func (p *MethodPlayer) restart() error {
	live, err := (&solve.Solver{Method: p.method, Variant: p.variant, Limits: p.lim}).Start(p.puzzle)
	if err != nil {
		return err
	}
	if p.live != nil {
		p.live.Close()
	}
	p.live, p.pos = live, 0
	p.tape.reset()
	p.tally = newTally(p.method, p.variant, p.puzzle)
	return nil
}

// Method is the method being played.
func (p *MethodPlayer) Method() solve.Method { return p.method }

// Marks is the grid, values and candidates, at the current position.
// Treat it as read-only.
func (p *MethodPlayer) Marks() *solve.Marks { return p.marks }

// Counts are the steps' counts up to the current position.
func (p *MethodPlayer) Counts() Counts { return p.counts }

// Pos is the number of steps applied.
func (p *MethodPlayer) Pos() int { return p.pos }

// Known is the number of steps pulled so far, counting those pulled before
// a replay from the start: the whole run's length once Finished.
func (p *MethodPlayer) Known() int { return p.tape.known }

// Finished reports whether the search has been run to its StepDone, before
// a replay from the start or since.
func (p *MethodPlayer) Finished() bool { return p.tape.whole }

// AtEnd reports whether the player stands after the StepDone.
func (p *MethodPlayer) AtEnd() bool { return p.tape.ended && p.pos == p.tape.Len() }

// Outcome is what the search found, once Finished.
func (p *MethodPlayer) Outcome() (solve.Outcome, bool) { return p.live.Outcome() }

// Last returns the last step applied; ok is false at position 0.
func (p *MethodPlayer) Last() (solve.Step, bool) {
	if p.pos == 0 {
		return solve.Step{}, false
	}
	return p.tape.At(p.pos - 1), true
}

// Recent returns up to n steps before the position, the last applied
// first, as far back as the tape keeps them.
func (p *MethodPlayer) Recent(n int) []solve.Step {
	var steps []solve.Step
	for k := p.pos - 1; k >= max(p.pos-n, p.tape.Base()); k-- {
		steps = append(steps, p.tape.At(k))
	}
	return steps
}

// pull pulls steps until n exist or the search is done; it reports
// whether n exist.
func (p *MethodPlayer) pull(n int) bool {
	for p.tape.Len() < n && !p.tape.ended {
		s, ok := p.live.Next()
		if ok {
			p.tape.record(s)
		}
		if !ok || s.Kind == solve.StepDone {
			p.tape.end()
		}
	}
	return p.tape.Len() >= n
}

// Step applies the next step; false at the end.
func (p *MethodPlayer) Step() bool {
	if !p.pull(p.pos + 1) {
		return false
	}
	p.apply(p.tape.At(p.pos))
	p.pos++
	return true
}

// Back reverts the last step; false at position 0.
func (p *MethodPlayer) Back() bool {
	if p.pos == 0 {
		return false
	}
	if max(p.pos-2, 0) < p.tape.Base() { // the step to revert or the one to show is gone
		p.Seek(p.pos - 1)
		return true
	}
	p.pos--
	p.revert(p.tape.At(p.pos))
	return true
}

// Seek moves to position k (clamped to the run) at once, replaying the
// search from the start when k lies before the kept window, however long
// that takes: the methods page seeks with Transport.Seek, which replays in
// the frames' slices.
func (p *MethodPlayer) Seek(k int) { seek(p, k) }

// Approach moves toward position k as far as it goes at once, replaying
// nothing: over the steps kept and one new one, after starting the search
// over when k lies before them. It reports whether it stands at k, or at
// the end before it; if not, stepping forward reaches k.
func (p *MethodPlayer) Approach(k int) bool { return approach(p, k) }

// kept returns the window of steps kept: from base to made.
func (p *MethodPlayer) kept() (base, made int) { return p.tape.Base(), p.tape.Len() }

// rewind starts the search over, at position 0; false if it cannot start,
// which does not happen: it started once.
func (p *MethodPlayer) rewind() bool { return p.restart() == nil }

// Close ends the search; the player is unusable afterwards.
func (p *MethodPlayer) Close() { p.live.Close() }
