package app

import (
	"cmp"
	"slices"
	"time"

	"xcover/dlx"
	"xcover/sudoku"
)

// Race runs several methods on the same puzzle side by side, in slices of
// bounded time so that the page can draw between them: every lane still
// running gets an equal share of each slice, and counts the time it spent.
type Race struct {
	Lanes []*Lane
}

// Lane is one method's run in a race.
type Lane struct {
	Method sudoku.Method
	// Marks is the lane's grid as its steps have changed it so far.
	Marks *sudoku.Marks
	// Steps is how many steps the method has made.
	Steps int64
	// Elapsed is the time spent in the lane's slices.
	Elapsed time.Duration
	// Done is set once the method's search has ended; Outcome is then final.
	Done    bool
	Outcome sudoku.Outcome
	live    *sudoku.Live
}

// NewRace prepares a race of methods on puzzle, each within lim. It fails
// when the givens break a rule.
func NewRace(puzzle sudoku.Grid, methods []sudoku.Method, lim sudoku.Limits) (*Race, error) {
	r := &Race{}
	for _, m := range methods {
		live, err := m.Start(puzzle, lim)
		if err != nil {
			r.Cancel()
			return nil, err
		}
		r.Lanes = append(r.Lanes, &Lane{Method: m, Marks: sudoku.NewMarks(puzzle), live: live})
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
func (l *Lane) Stats() sudoku.Stats {
	st := l.Outcome.Stats
	if !l.Done {
		st = l.live.Stats()
	}
	st.Elapsed = l.Elapsed
	return st
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
		l.Marks.Apply(s)
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
