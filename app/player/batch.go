package player

import (
	"math"
	"math/big"
	"slices"
	"sort"
	"time"

	"xcover/dlx"
)

// Batch runs a search without animation in slices of bounded time, so that
// the page gives the browser back its thread between slices (Go in
// WebAssembly blocks the page while it computes), or follows one that runs
// elsewhere in parts (NewSplitBatch). It keeps the first Keep solutions it
// finds and counts them all.
type Batch struct {
	stepper dlx.Stepper
	parts   []PartReport // a split search's parts, as they last reported
	// searched is how many subtrees of a split search's cut every part
	// has searched: the least of the parts' PartReport.Next, or
	// math.MaxInt once they all have ended. Solutions lists theirs.
	searched int
	// merged is how many of each part's listed solutions are merged
	// into Solutions (or left out past Keep): those before searched.
	merged []int
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

// NewBatch prepares the search of m with opt, keeping up to keep
// solutions; it searches on an engine of its own.
func NewBatch(m dlx.Engine, opt dlx.Options, keep int) *Batch {
	opt.OnSolution = nil
	return &Batch{stepper: m.Search(opt), Keep: keep}
}

// PartReport is what a part of a split search tells of itself (see
// dlx.Split): its counts so far, the solutions it has listed since it
// last told (up to the batch's Keep in all), the index in the cut of the
// next subtree it searches (it has searched all of its own before), the
// time it has run, and whether it has ended.
type PartReport struct {
	Solutions, Nodes, Updates int64
	Listed                    []dlx.PartSolution
	Next                      int
	Elapsed                   time.Duration
	Done                      bool
	// A memoized count's: its exact count so far (nil for a plain
	// search), and its cache's hits, entries and bytes.
	Exact                *big.Int
	Hits, Entries, Bytes int64
}

// NewSplitBatch returns a batch whose search runs elsewhere in parts, on a
// page's workers, say: Report tells it each part's progress and end. It is
// done once every part has ended. Its solutions are the first keep of
// the parts', in the order a search of the whole finds them, as soon as
// they are known to be: those in the subtrees before every part's next
// (a part's first ones need not be the whole's), all at the end. A
// cancelled batch keeps those it has listed.
func NewSplitBatch(keep, parts int) *Batch {
	return &Batch{Keep: keep, parts: make([]PartReport, parts), merged: make([]int, parts)}
}

// Split reports whether the batch follows a search that runs elsewhere.
func (b *Batch) Split() bool { return b.stepper == nil }

// Report takes what part of a split search tells: its counts, list, next
// subtree and time so far, and whether it has ended; Solutions lists the
// solutions of the subtrees that every part has now searched.
func (b *Batch) Report(part int, r PartReport) {
	if b.Done || part < 0 || part >= len(b.parts) {
		return
	}
	r.Listed = append(b.parts[part].Listed, r.Listed...) // each report lists what is new
	b.parts[part] = r
	done, searched := true, math.MaxInt
	b.Elapsed = 0
	for _, p := range b.parts {
		done, searched, b.Elapsed = done && p.Done, min(searched, p.Next), max(b.Elapsed, p.Elapsed)
	}
	if done {
		searched = math.MaxInt
	}
	if searched > b.searched {
		b.merge(searched)
	}
	if done {
		b.Done, b.Stop = true, dlx.Exhausted
	}
}

// merge adds to Solutions, up to Keep, the parts' solutions in the
// subtrees from b.searched to searched, which every part has now searched,
// in the order a search of the whole finds them, and moves b.searched on.
// A part lists its subtrees in order, so each part's new ones follow
// those merged before.
func (b *Batch) merge(searched int) {
	if len(b.Solutions) >= b.Keep { // none to add: the list is full, or it is a count
		b.searched = searched
		return
	}
	lists := make([][]dlx.PartSolution, len(b.parts))
	for i, p := range b.parts {
		from := b.merged[i]
		to := from + sort.Search(len(p.Listed)-from, func(k int) bool { return p.Listed[from+k].Subtree >= searched })
		lists[i], b.merged[i] = p.Listed[from:to], to
	}
	for _, s := range dlx.MergeParts(b.Keep-len(b.Solutions), lists...) {
		b.Solutions = append(b.Solutions, s.Options)
	}
	b.searched = searched
}

// Run searches for about the given time, or to the end; it reports whether
// the search is done. A split batch searches nothing here.
func (b *Batch) Run(slice time.Duration) bool {
	if b.Done || b.Split() {
		return b.Done
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

// Stats returns the search's stats so far: a split search's parts' added
// up.
func (b *Batch) Stats() dlx.Stats {
	if !b.Split() {
		return b.stepper.Stats()
	}
	var st dlx.Stats
	for _, p := range b.parts {
		st.Solutions, st.Nodes, st.Updates = st.Solutions+p.Solutions, st.Nodes+p.Nodes, st.Updates+p.Updates
	}
	return st
}

// Exact returns the exact count of a memoized count split in parts, the
// parts' so far added up, and its caches' hits, entries and bytes; nil
// when the parts count without memoizing.
func (b *Batch) Exact() (n *big.Int, hits, entries, bytes int64) {
	for _, p := range b.parts {
		if p.Exact == nil {
			continue
		}
		if n == nil {
			n = new(big.Int)
		}
		n.Add(n, p.Exact)
		hits, entries, bytes = hits+p.Hits, entries+p.Entries, bytes+p.Bytes
	}
	return n, hits, entries, bytes
}

// Compare runs the same search with each heuristic in turn, in slices, for
// a table of their node and update counts.
type Compare struct {
	Heuristics []dlx.Heuristic
	Runs       []*Batch
}

// NewCompare prepares the search of m for all solutions with MRV, the
// first item and MRV with random tie-breaks (seeded, so the table can be
// reproduced), each stopping after budget nodes (0: none).
func NewCompare(m dlx.Engine, budget int64) *Compare {
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
