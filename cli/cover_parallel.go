package cli

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"xcover/dlx"
)

// parallelCut is how many subtrees a search on several goroutines cuts the
// whole tree into (dlx.Split) when it is not a part of a count (whose cut
// is the part's): many more than goroutines, handed out in order from a
// queue, so that the goroutines end together however uneven the subtrees
// are. It does not depend on -j, so that the cells' stats, which depend on
// the cut (see dlx.Cells.SearchSubtreeInto), are the same for any -j above 1.
const parallelCut = 512

// solutionBuffer is how many solutions of a subtree, found ahead of the
// one being written, wait to be written before their goroutine waits too:
// what bounds a listing's memory on several goroutines.
const solutionBuffer = 64

// searcher is one problem's search, on one goroutine (coverSearch) or on
// several (parallelSearch): run searches, ask and snapshots give the
// progress lines its stats as it runs.
type searcher interface {
	run(ctx context.Context) dlx.Result
	ask()
	snapshots() <-chan snapshot
}

// snapshots is where a search on one goroutine hands its snapshots over.
func (s *coverSearch) snapshots() <-chan snapshot { return s.snaps }

// newSearch returns the search of m under opt over units on c.jobs
// goroutines: on one, the units in turn; on several, the units of the
// part, or else the whole tree cut into parallelCut subtrees, handed out
// from a queue. When listing on several goroutines, write is called with
// each solution, on the caller's goroutine, in the order of one search;
// with -stats, note is told how the goroutines shared the work.
func (c *coverConfig) newSearch(ctx context.Context, m dlx.Engine, opt dlx.Options, units []dlx.Subtree, write func([]int) error, note func(string)) searcher {
	if c.jobs <= 1 {
		return newCoverSearch(m, opt, units)
	}
	start := time.Now()
	if c.parts == 1 {
		units = dlx.Split(m, dlx.Options{Heuristic: opt.Heuristic, Seed: opt.Seed, Context: ctx}, parallelCut)
	}
	opt.OnSolution = nil
	p := &parallelSearch{m: m, opt: opt, units: units, snaps: make(chan snapshot, 1), cut: time.Since(start)}
	p.workers = make([]*parallelWorker, min(c.jobs, len(units)))
	for j := range p.workers {
		p.workers[j] = &parallelWorker{m: m.Fresh(), live: &dlx.Result{}}
	}
	if !c.count {
		p.write = write
	}
	if c.stats {
		p.note = note
	}
	return p
}

// parallelSearch searches the subtrees of units on its workers'
// goroutines, each with an engine of its own over the shared problem, each taking the next
// subtree from the queue when done with one. A listing's solutions go
// through a bounded channel per subtree to the caller's goroutine, which
// writes them subtree by subtree, in the order of one search.
type parallelSearch struct {
	m     dlx.Engine
	opt   dlx.Options
	units []dlx.Subtree
	write func([]int) error // the listing's writer; nil when counting
	note  func(string)      // where -stats tells how the work was shared; nil without
	cut   time.Duration     // the time the cut took

	next    atomic.Int64      // the next subtree to take
	nodes   atomic.Int64      // the nodes of the subtrees done, for the budget
	mu      sync.Mutex        // guards workers' published stats
	workers []*parallelWorker // made before the progress lines may ask
	want    atomic.Bool       // a snapshot is asked for
	snaps   chan snapshot
}

// parallelWorker is one goroutine of a parallelSearch.
type parallelWorker struct {
	m       dlx.Engine
	done    dlx.Result  // its subtrees searched so far, together
	live    *dlx.Result // the subtree being searched
	units   int         // its subtrees done
	shown   dlx.Stats   // done and live as last published, under the search's mu
	taken   int         // subtrees done, as published
	counted int64       // the live subtree's nodes added to the search's
	spent   func()      // stops every goroutine: the budget is spent
	end     time.Time   // when it was done
}

// ask asks for a snapshot, which the next goroutine to tick (within
// 1024 of its nodes) that has searched some hands over on snaps: every
// goroutine's stats, as they last published them.
func (p *parallelSearch) ask() { p.want.Store(true) }

// sum is the snapshot of every goroutine's stats as they last published
// them (every 1024 nodes).
func (p *parallelSearch) sum() snapshot {
	p.mu.Lock()
	defer p.mu.Unlock()
	s := snapshot{total: len(p.units)}
	for _, w := range p.workers {
		s.stats.Add(w.shown)
		s.units += w.taken
	}
	return s
}

// snapshots is where ask hands the snapshots over.
func (p *parallelSearch) snapshots() <-chan snapshot { return p.snaps }

// publish makes w's stats so far the ones ask reads.
func (p *parallelSearch) publish(w *parallelWorker) {
	p.mu.Lock()
	w.shown.Nodes, w.shown.Updates, w.shown.Solutions = 0, 0, 0
	w.shown.PerLevel = w.shown.PerLevel[:0]
	w.shown.Add(w.done.Stats)
	w.shown.Add(w.live.Stats)
	w.taken = w.units
	p.mu.Unlock()
}

// run searches every subtree, or until ctx is done, the node budget is
// spent or, listing, the solutions wanted are written, and returns the
// stats of all the goroutines added up, as one search of the same
// subtrees would count them, and why it stopped.
func (p *parallelSearch) run(ctx context.Context) dlx.Result {
	start := time.Now()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var found []chan []int // each subtree's solutions, when listing
	if p.write != nil {
		found = make([]chan []int, len(p.units))
		for i := range found {
			found[i] = make(chan []int, solutionBuffer)
		}
	}
	var budgetSpent atomic.Bool
	var wg sync.WaitGroup
	for _, w := range p.workers {
		w.spent = cancel
		wg.Go(func() {
			if p.search(ctx, w, found) {
				budgetSpent.Store(true)
				cancel()
			}
		})
	}
	written, stop := p.writeInOrder(ctx, found)
	if stop != dlx.Exhausted {
		cancel() // the solutions wanted are written, or stdout is gone
	}
	wg.Wait()
	var total dlx.Result
	first, last := time.Now(), start
	for _, w := range p.workers {
		total.Stats.Add(w.done.Stats)
		first, last = minTime(first, w.end), maxTime(last, w.end)
	}
	if p.note != nil && len(p.workers) > 0 {
		p.note(fmt.Sprintf("%d goroutines over %d subtrees (cut in %v): the first done %v before the last",
			len(p.workers), len(p.units), p.cut.Round(time.Millisecond), last.Sub(first).Round(time.Millisecond)))
	}
	total.Elapsed = time.Since(start)
	if found != nil { // the solutions found ahead of a stop are not written
		total.Solutions = written
	}
	switch {
	case budgetSpent.Load():
		total.Stop = dlx.NodeBudget
	case stop != dlx.Exhausted:
		total.Stop = stop
	case ctx.Err() != nil:
		total.Stop = dlx.Canceled
	}
	return total
}

// search is worker w's loop: it takes the next subtree and searches it
// until none is left or ctx is done, and reports whether it spent the
// node budget. Listing, it sends each solution on its subtree's channel
// and closes the channel when done with the subtree.
func (p *parallelSearch) search(ctx context.Context, w *parallelWorker, found []chan []int) (budgetSpent bool) {
	o := p.opt
	o.Context = ctx
	o.Tick = func() {
		p.publish(w)
		// A goroutine that has searched nodes hands the snapshot over: an
		// engine may tick as a subtree starts, before its first node.
		if w.shown.Nodes > 0 && p.want.Load() && p.want.CompareAndSwap(true, false) {
			p.snaps <- p.sum()
		}
		budgetSpent = p.count(w)
		if budgetSpent {
			w.spent()
		}
	}
	defer func() {
		p.publish(w)
		w.end = time.Now()
	}()
	for ctx.Err() == nil && !budgetSpent {
		i := int(p.next.Add(1) - 1)
		if i >= len(p.units) {
			return false
		}
		if p.opt.NodeBudget > 0 { // the budget left, for a subtree searched alone
			if o.NodeBudget = p.opt.NodeBudget - p.nodes.Load(); o.NodeBudget <= 0 {
				return true
			}
		}
		if found != nil {
			ch := found[i]
			o.OnSolution = func(options []int) {
				select {
				case ch <- slices.Clone(options):
				case <-ctx.Done():
				}
			}
		}
		w.m.SearchSubtreeInto(w.live, o, p.units[i])
		if found != nil {
			close(found[i])
		}
		budgetSpent = budgetSpent || p.count(w) || w.live.Stop == dlx.NodeBudget
		w.counted = 0
		w.done.Stats.Add(w.live.Stats)
		w.live.Stats = dlx.Stats{PerLevel: w.live.PerLevel[:0]}
		w.units++
	}
	return budgetSpent
}

// count adds the nodes w has searched since it last counted to the
// search's, and reports whether they spend the node budget.
func (p *parallelSearch) count(w *parallelWorker) bool {
	n := p.nodes.Add(w.live.Nodes - w.counted)
	w.counted = w.live.Nodes
	return p.opt.NodeBudget > 0 && n >= p.opt.NodeBudget
}

// writeInOrder writes, when listing, the solutions of each subtree in
// turn as they come, until every subtree is written, ctx is done or the
// solutions wanted are written (dlx.SolutionLimit), or the writer fails
// (dlx.Canceled), and returns how many it wrote and why it stopped.
func (p *parallelSearch) writeInOrder(ctx context.Context, found []chan []int) (written int64, stop dlx.Stop) {
	for _, ch := range found {
		for {
			var sol []int
			var ok bool
			select {
			case sol, ok = <-ch:
			case <-ctx.Done():
				return written, dlx.Exhausted // the search tells why it stopped
			}
			if !ok {
				break
			}
			if p.write(sol) != nil {
				return written, dlx.Canceled
			}
			if written++; p.opt.MaxSolutions > 0 && written == p.opt.MaxSolutions {
				return written, dlx.SolutionLimit
			}
		}
	}
	return written, dlx.Exhausted
}

// checkJobs refuses a -j that does not go with the other flags, and
// chooses the goroutines when -j is not given: every core for a count,
// one for a listing (which writes in the search's order all the same).
func (c *coverConfig) checkJobs(set map[string]bool) error {
	oneGoroutine := c.estimate || c.memo.on || c.memo.best > 0
	switch {
	case c.jobs < 0:
		return fmt.Errorf("-j %d: want 1 or more (0: every core for -count)", c.jobs)
	case c.jobs > 1 && oneGoroutine:
		return errors.New("-j searches on several goroutines: -estimate, -memo, -zdd, -sample and -best run on one")
	case c.jobs > 0:
		return nil
	case c.count && !oneGoroutine:
		c.jobs = runtime.GOMAXPROCS(0)
	default:
		c.jobs = 1
	}
	return nil
}

// minTime is the earlier of a and b; maxTime the later.
func minTime(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

func maxTime(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}
