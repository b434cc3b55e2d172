package player

import (
	"slices"
	"time"

	"xcover/dlx"
)

// Batch runs a search without animation in slices of bounded time, so that
// the page gives the browser back its thread between slices (Go in
// WebAssembly blocks the page while it computes). It keeps the first Keep
// solutions it finds and counts them all.
type Batch struct {
	stepper *dlx.Stepper
	// Keep is how many solutions to keep (0: none, count only).
	Keep int
	// Solutions are the first Keep solutions, each its options.
	Solutions [][]int
	// Elapsed is the time spent computing, slices added up.
	Elapsed time.Duration
	// Done is set once the search has ended, for the reason in Stop.
	Done bool
	Stop dlx.Stop
}

// NewBatch prepares the search of m with opt, keeping up to keep solutions.
func NewBatch(m *dlx.Matrix, opt dlx.Options, keep int) *Batch {
	opt.OnSolution = nil
	return &Batch{stepper: m.Search(opt), Keep: keep}
}

// Run searches for about the given time, or to the end; it reports whether
// the search is done.
func (b *Batch) Run(slice time.Duration) bool {
	if b.Done {
		return true
	}
	start := time.Now()
	for n := 1; ; n++ {
		e, ok := b.stepper.Next()
		if !ok || e.Kind == dlx.Done {
			b.Done, b.Stop = true, e.Stop
			break
		}
		if e.Kind == dlx.Solution && len(b.Solutions) < b.Keep {
			b.Solutions = append(b.Solutions, slices.Clone(e.Options))
		}
		if n%64 == 0 && time.Since(start) >= slice { // an event of a big matrix can cover thousands of nodes
			break
		}
	}
	b.Elapsed += time.Since(start)
	return b.Done
}

// Cancel ends the search where it is.
func (b *Batch) Cancel() {
	if !b.Done {
		b.Done, b.Stop = true, dlx.Canceled
	}
}

// Stats returns the search's stats so far.
func (b *Batch) Stats() dlx.Stats { return b.stepper.Stats() }

// Compare runs the same search with each heuristic in turn, in slices, for
// a table of their node and update counts.
type Compare struct {
	Heuristics []dlx.Heuristic
	Runs       []*Batch
}

// NewCompare prepares the search of m for all solutions with MRV, the
// first item and MRV with random tie-breaks (seeded, so the table can be
// reproduced), each stopping after budget nodes (0: none).
func NewCompare(m *dlx.Matrix, budget int64) *Compare {
	c := &Compare{Heuristics: []dlx.Heuristic{dlx.MRV, dlx.FirstItem, dlx.MRVRandom}}
	for _, h := range c.Heuristics {
		c.Runs = append(c.Runs, NewBatch(m, dlx.Options{Heuristic: h, Seed: 1, NodeBudget: budget}, 0))
	}
	return c
}

// Run works for about the given time on the first run not done; it
// reports whether every run is done.
func (c *Compare) Run(slice time.Duration) bool {
	for _, b := range c.Runs {
		if !b.Done {
			b.Run(slice)
			break
		}
	}
	return c.Done()
}

// Done reports whether every run is done.
func (c *Compare) Done() bool {
	for _, b := range c.Runs {
		if !b.Done {
			return false
		}
	}
	return true
}

// Cancel stops the runs not done.
func (c *Compare) Cancel() {
	for _, b := range c.Runs {
		b.Cancel()
	}
}
