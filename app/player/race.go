package player

import (
	"cmp"
	"slices"
	"time"

	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/solve"
)

// Race runs several methods on the same puzzle side by side, in slices of
// bounded time so that the page can draw between them: every lane still
// running gets an equal share of each slice, and counts the time it spent.
type Race struct {
	Lanes []*Lane
}

// Lane is one method's run in a race.
type Lane struct {
	Method solve.Method
	// Steps is how many steps the method has made.
	Steps int64
	// Elapsed is the time spent in the lane's slices.
	Elapsed time.Duration
	// Done is set once the method's search has ended; Outcome is then final.
	Done    bool
	Outcome solve.Outcome
	live    *solve.Live
	tally   // the grid and the counts as the steps so far left them
}

// NewRace prepares a race of methods on puzzle under the variant's rules,
// each within lim. It fails when the givens break a rule or a method
// cannot play the variant.
func NewRace(puzzle sudoku.Grid, v sudoku.Variant, methods []solve.Method, lim solve.Limits) (*Race, error) {
	r := &Race{}
	for _, m := range methods {
		live, err := (&solve.Solver{Method: m, Variant: v, Limits: lim}).Start(puzzle)
		if err != nil {
			r.Cancel()
			return nil, err
		}
		r.Lanes = append(r.Lanes, &Lane{Method: m, live: live, tally: newTally(m, v, puzzle)})
	}
	return r, nil
}

// Run gives the lanes still running about slice of time between them; it
// reports whether every lane is done.
func (r *Race) Run(slice time.Duration) bool {
	running := 0
	for _, l := range r.Lanes {
		if !l.Done {
			running++
		}
	}
	for _, l := range r.Lanes {
		if !l.Done {
			l.run(slice / time.Duration(running))
		}
	}
	return r.Done()
}

// Done reports whether every lane has finished.
func (r *Race) Done() bool {
	for _, l := range r.Lanes {
		if !l.Done {
			return false
		}
	}
	return true
}

// Cancel stops the lanes still running; their outcomes say dlx.Canceled.
func (r *Race) Cancel() {
	for _, l := range r.Lanes {
		if !l.Done {
			l.live.Close()
			l.finish()
		}
	}
}

// Ranking returns the lanes fastest first: those that finished their
// search (not stopped by a limit) by time, then the others.
func (r *Race) Ranking() []*Lane {
	ranked := slices.Clone(r.Lanes)
	slices.SortStableFunc(ranked, func(a, b *Lane) int {
		if a.Finished() != b.Finished() {
			if a.Finished() {
				return -1
			}
			return 1
		}
		return cmp.Compare(a.Elapsed, b.Elapsed)
	})
	return ranked
}

// Finished reports whether the lane's search ended on its own: exhausted
// or at the solutions asked for, not stopped by a budget or cancelled.
func (l *Lane) Finished() bool {
	return l.Done && (l.Outcome.Stop == dlx.Exhausted || l.Outcome.Stop == dlx.SolutionLimit)
}

// Stats are the lane's stats so far, with the time it spent in its slices.
func (l *Lane) Stats() solve.Stats {
	st := l.Outcome.Stats
	if !l.Done {
		st = l.live.Stats()
	}
	st.Elapsed = l.Elapsed
	return st
}

// Counts are the lane's steps' counts so far, as a player counts them.
func (l *Lane) Counts() Counts { return l.counts }

// Cells is the number of the grid's cells, filled or not.
func (l *Lane) Cells() int { return len(l.marks.Values) }

// Filled is how many cells the lane has filled: those of its solution
// once it has found one (the search may take the values back as it goes
// on, to prove the solution unique), else those its steps filled so far.
func (l *Lane) Filled() int {
	cells := l.marks.Values
	if l.Outcome.Solution.Cells != nil {
		cells = l.Outcome.Solution.Cells
	}
	filled := 0
	for _, v := range cells {
		if v != 0 {
			filled++
		}
	}
	return filled
}

// run pulls the lane's steps for about share of time.
func (l *Lane) run(share time.Duration) {
	start := time.Now()
	ended := false
	for n := 1; ; n++ {
		s, ok := l.live.Next()
		if !ok {
			ended = true
			break
		}
		l.Steps++
		l.apply(s)
		if n%64 == 0 && time.Since(start) >= share {
			break
		}
	}
	l.Elapsed += time.Since(start)
	if ended {
		l.finish()
	}
}

// finish takes the lane's outcome once its search has ended, timed by
// the lane's slices.
func (l *Lane) finish() {
	l.Done = true
	l.Outcome, _ = l.live.Outcome()
	l.Outcome.Stats.Elapsed = l.Elapsed
}
