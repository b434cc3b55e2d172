package cli

import (
	"context"
	"slices"
	"sync/atomic"

	"xcover/dlx"
)

// coverSearch is one problem's search: the whole tree, or the subtrees of
// a part (dlx.Split, dlx.Part), searched one after another by the engine's
// fast path, with the limits counting over all of them. It lets the
// progress lines see its stats while it runs without slowing it: the
// engine ticks every 1024 nodes, and at that moment, in the search's own
// goroutine, a snapshot is taken when one has been asked for (see tick).
type coverSearch struct {
	m     dlx.Engine
	opt   dlx.Options
	units []dlx.Subtree

	// Written by the search's goroutine only, and read there by tick.
	done   dlx.Result  // the units searched so far, together
	nUnits int         // how many units are done
	live   *dlx.Result // the unit being searched

	want  atomic.Bool   // a snapshot is asked for
	snaps chan snapshot // where it goes
}

// snapshot is a search's stats at one moment, for a progress line.
type snapshot struct {
	stats        dlx.Stats
	units, total int // units searched, of how many
}

// newCoverSearch returns the search of m under opt over units: the
// subtrees of a part, or the whole tree as one subtree with no path.
func newCoverSearch(m dlx.Engine, opt dlx.Options, units []dlx.Subtree) *coverSearch {
	return &coverSearch{m: m, opt: opt, units: units, snaps: make(chan snapshot, 1), live: &dlx.Result{}}
}

// tick hands a snapshot over when one is asked for: the engine calls it
// every 1024 nodes (Options.Tick), on the search's goroutine, where the
// search's stats may be read.
func (s *coverSearch) tick() {
	if s.want.Load() {
		s.want.Store(false)
		s.snaps <- s.snapshot()
	}
}

// ask asks for a snapshot, which the search hands over on snaps within
// 1024 nodes.
func (s *coverSearch) ask() { s.want.Store(true) }

// snapshot is the search's stats so far: the units done and the live one.
func (s *coverSearch) snapshot() snapshot {
	st := s.done.Stats
	st.PerLevel = slices.Clone(st.PerLevel)
	st.Add(s.live.Stats)
	return snapshot{stats: st, units: s.nUnits, total: len(s.units)}
}

// run searches the units in order until they are done or a limit stops
// it, and returns the stats of them all and why it stopped.
func (s *coverSearch) run(ctx context.Context) dlx.Result {
	total := &s.done
	for _, t := range s.units {
		if ctx.Err() != nil {
			total.Stop = dlx.Canceled
			break
		}
		o := s.opt
		o.Context, o.Tick = ctx, s.tick
		if o.MaxSolutions > 0 {
			o.MaxSolutions -= total.Solutions
		}
		if o.NodeBudget > 0 {
			if o.NodeBudget -= total.Nodes; o.NodeBudget <= 0 {
				total.Stop = dlx.NodeBudget
				break
			}
		}
		s.m.SearchSubtreeInto(s.live, o, t)
		total.Stats.Add(s.live.Stats)
		s.nUnits++
		if s.live.Stop != dlx.Exhausted {
			total.Stop = s.live.Stop
			break
		}
	}
	return *total
}
