package dlx

import (
	"fmt"
	"iter"
	"strings"
)

// Engine searches a Problem: Knuth's dancing links (Links) or his dancing
// cells (Cells). Both find every solution of any problem, and each counts
// nodes and updates as Knuth's programs for it do: the links as DLX1, DLX2
// and DLX3, the cells as SSXCC. Where those programs branch or try
// options in another order, so do the engines, and their searches visit
// other nodes on the way to the same solutions.
//
// An engine holds the state of its search beside the problem, which it
// never changes. One engine searches on one goroutine at a time; engines
// of one problem search side by side.
type Engine interface {
	// Problem is the problem the engine searches.
	Problem() *Problem
	// Name is the engine's name, as the command line's -engine takes it:
	// "links" or "cells".
	Name() string
	// Fresh returns an engine of the same kind for the same problem, at
	// the root of its search.
	Fresh() Engine
	// Solve searches the problem and returns what it found. It is the
	// fast path: it makes no events and allocates nothing per node.
	Solve(opt Options) Result
	// SolveInto is Solve writing into r as it goes, reusing r's slices:
	// where a Tick reads the stats so far, and a batch solver keeps one
	// Result per worker.
	SolveInto(r *Result, opt Options)
	// Search returns a Stepper over an engine of its own, at the root of
	// the search: the engine itself is not changed.
	Search(opt Options) Stepper
	// Resume returns a Stepper that goes on with the search that
	// SolveInto wrote into r when its node budget or its context stopped
	// it, so that the two make one search; nil when the engine is not as
	// such a stop left it.
	Resume(r *Result, opt Options) Stepper
	// SearchSubtreeInto searches subtree t of the search under opt (see
	// Split), writing into r as SolveInto does.
	SearchSubtreeInto(r *Result, opt Options, t Subtree)
	// Estimate returns Knuth's estimate of the number of nodes of the
	// search tree under opt's heuristic, from probes random paths down it.
	Estimate(opt Options, probes int, seed uint64) float64

	// Apply replays event e of a search of this engine's kind on this
	// engine, whose state must be the search's just before e, and returns
	// the updates the search counted for it; Revert undoes it. Applying a
	// search's events in turn, and reverting them in reverse, walks the
	// engine through the search's states: what a viewer shows forwards
	// and backwards.
	Apply(e Event) int64
	Revert(e Event) int64
	// Active reports whether item i is still to be covered (or, secondary,
	// may still be), Live whether option k is still in every list or set
	// of its items, and Size how many options item i's list or set holds,
	// in the engine's current state.
	Active(i int) bool
	Live(k int) bool
	Size(i int) int

	// branches returns the children of the Branch event e of stepper s,
	// one of this engine's, as paths name them (see Split).
	branches(s Stepper, e Event) []int
}

// Stepper runs a search one event at a time on an engine of its own: a
// plain state machine, with no goroutine and nothing to release, so that
// a caller may stop calling Next at any point. A browser pulls a bounded
// number of events per animation frame.
type Stepper interface {
	// Next performs the search up to its next event and returns it; ok is
	// false once the Done event has been returned.
	Next() (e Event, ok bool)
	// Stats returns the search's stats so far.
	Stats() Stats
	// Level is the current level of the search tree.
	Level() int
	// Chosen returns the options of the partial solution, level by level.
	Chosen() []int
	// Engine is the stepper's engine in its current state: *Links or
	// *Cells, as the engine searched. Treat it as read-only.
	Engine() Engine
}

// Engines names the engines, as the command line's -engine takes them.
var Engines = []string{"links", "cells"}

// NewEngine returns the engine with the given name (see Engines) for
// problem p.
func NewEngine(name string, p *Problem) (Engine, error) {
	switch name {
	case "links":
		return NewLinks(p), nil
	case "cells":
		return NewCells(p), nil
	}
	return nil, fmt.Errorf("unknown engine %q: want %s", name, strings.Join(Engines, " or "))
}

// Events returns the events of e's search under opt as an iterator. Each
// range over it runs a fresh search; breaking out of the loop, or pulling
// with iter.Pull and stopping, abandons it with nothing left running.
func Events(e Engine, opt Options) iter.Seq[Event] {
	return func(yield func(Event) bool) {
		s := e.Search(opt)
		for {
			ev, ok := s.Next()
			if !ok || !yield(ev) {
				return
			}
		}
	}
}
