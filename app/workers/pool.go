package workers

import (
	"fmt"
	"math/big"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/jobs"
	"xcover/app/player"
	"xcover/app/ui"
	"xcover/app/words"
)

// MaxWorkers bounds a page's workers, whatever the machine's cores: each
// holds the engine's WebAssembly and its memory.
const MaxWorkers = 8

// Pool is a page's Web Workers, one per core of the machine
// (navigator.hardwareConcurrency, at most MaxWorkers): a count runs in
// parts, one on each (Count); the first one also makes new puzzles.
type Pool struct {
	ctx     app.Context
	ws      []*Worker
	onReady func()
}

// StartPool starts the workers; onReady (if not nil) is called when the
// first is ready. Release stops them.
func StartPool(ctx app.Context, onReady func()) *Pool {
	n := ui.Global("navigator").Get("hardwareConcurrency").Int()
	p := &Pool{ctx: ctx, onReady: onReady}
	p.start(min(max(n, 1), MaxWorkers))
	return p
}

// start starts n workers. The page's root element says how many are
// ready (data-workers), for tools and tests.
func (p *Pool) start(n int) {
	p.ws = make([]*Worker, n)
	for i := range p.ws {
		p.ws[i] = StartWorker(p.ctx, func() {
			ui.RootData().Set("workers", len(p.Ready()))
			if i == 0 && p.onReady != nil {
				p.onReady()
			}
		})
	}
}

// First is the pool's first worker, which makes new puzzles; nil without
// a pool.
func (p *Pool) First() *Worker {
	if p == nil || len(p.ws) == 0 {
		return nil
	}
	return p.ws[0]
}

// Ready returns the workers that take jobs.
func (p *Pool) Ready() []*Worker {
	if p == nil {
		return nil
	}
	var out []*Worker
	for _, w := range p.ws {
		if w.Ready() {
			out = append(out, w)
		}
	}
	return out
}

// Restart stops every worker, whatever it is doing, and starts as many
// afresh: Stop's way to end a count at once.
func (p *Pool) Restart() {
	if p == nil {
		return
	}
	n := len(p.ws)
	p.Release()
	p.start(n)
}

// Release stops the workers.
func (p *Pool) Release() {
	if p == nil {
		return
	}
	for _, w := range p.ws {
		w.Release()
	}
	p.ws = nil
}

// Counting is a count running in parts on a pool's workers.
type Counting struct {
	// Batch follows the parts: their counts, list and end.
	Batch *player.Batch
	// Workers is how many workers count.
	Workers int
	// Memo is set when the parts count by memoizing (jobs.Job.Memo).
	Memo bool
	// Estimates is Knuth's estimate of the search's nodes, averaged over
	// the parts that have told theirs.
	Estimates jobs.Estimates
	// Err is why a part could not count, which ended the count; "" when
	// none.
	Err     string
	started time.Time
}

// Count runs job (a jobs.Count, its Parts and Part set here) in parts, one
// on each ready worker, and calls changed with each part's progress and
// end. It reports false, and does nothing, when no worker is ready: the
// page then counts in its own frames.
func (p *Pool) Count(job jobs.Job, changed func(ctx app.Context)) (*Counting, bool) {
	ws := p.Ready()
	if len(ws) == 0 {
		return nil, false
	}
	c := &Counting{Batch: player.NewSplitBatch(job.Keep, len(ws)), Workers: len(ws), Memo: job.Memo, started: time.Now()}
	for i, w := range ws {
		j := job
		j.Kind, j.Parts, j.Part = jobs.Count, len(ws), i
		w.Do(j, func(ctx app.Context, a jobs.Answer) {
			c.Estimates.Add(a)
			if a.Error != "" { // a part that cannot count: the count has no answer
				c.Err = a.Error
				c.Batch.Cancel()
				changed(ctx)
				return
			}
			c.Batch.Report(i, partReport(a))
			changed(ctx)
			if a.Progress {
				// The frame that changed starts shows the progress: a
				// render in the handler as well cost a slow machine 10-35
				// ms more. The parts together answer four times a second
				// (see jobs), so the page renders no more often.
				ctx.PreventUpdate()
			}
		})
	}
	return c, true
}

// partReport is what a count's answer tells its batch of the part.
func partReport(a jobs.Answer) player.PartReport {
	r := player.PartReport{Solutions: a.Solutions, Nodes: a.Nodes, Updates: a.Updates,
		Listed: a.Listed, Next: a.Next, Elapsed: a.Elapsed, Done: !a.Progress,
		Hits: a.Hits, Entries: a.Entries, Bytes: a.Bytes}
	if a.Exact != "" {
		r.Exact, _ = new(big.Int).SetString(a.Exact, 10)
	}
	return r
}

// Progress says how far the count has come: on how many workers, the
// nodes done of the estimated total and the time left, the solutions so
// far; at the end, the count and the time it took.
func (c *Counting) Progress() string {
	b := c.Batch
	st := b.Stats()
	on := fmt.Sprintf("on %s", words.Plural(int64(c.Workers), "worker"))
	took := time.Since(c.started)
	if c.Err != "" {
		return "The count " + on + " failed: " + c.Err
	}
	if c.Memo {
		return c.memoProgress(on, took)
	}
	if b.Done {
		return fmt.Sprintf("Counted %s: %s, %s in %s", on, words.Plural(st.Solutions, "solution"), words.Plural(st.Nodes, "node"), words.Duration(took))
	}
	s := fmt.Sprintf("Counting %s: %s", on, words.Plural(st.Nodes, "node"))
	if estimate := c.Estimates.Mean(); estimate > 0 {
		s += " of about " + words.About(estimate)
		if done := float64(st.Nodes) / estimate; done > 0.01 && done < 1 {
			left := time.Duration(float64(took) * (1 - done) / done)
			s += fmt.Sprintf(" (%.0f%%, about %s left)", 100*done, words.Rough(left))
		}
	}
	return s + "; " + words.Plural(st.Solutions, "solution") + " so far"
}

// memoProgress is Progress for a memoized count: its exact count, and
// how its caches do.
func (c *Counting) memoProgress(on string, took time.Duration) string {
	b := c.Batch
	st := b.Stats()
	n, hits, entries, bytes := b.Exact()
	if n == nil {
		n = new(big.Int)
	}
	count := words.Exact(n) + " solutions"
	if n.IsInt64() && n.Int64() == 1 {
		count = "1 solution"
	}
	cache := fmt.Sprintf("%s, %s cache hits, %s subproblems cached (%.1f MB)", words.Plural(st.Nodes, "node"), words.Count(hits), words.Count(entries), float64(bytes)/(1<<20))
	if b.Done {
		return fmt.Sprintf("Counted by memoizing %s: %s; %s, in %s", on, count, cache, words.Duration(took))
	}
	return fmt.Sprintf("Counting by memoizing %s: %s; %s so far", on, cache, count)
}

// RenderProgress draws the count's progress, named for screen readers.
func RenderProgress(c *Counting) app.UI {
	if c == nil {
		return app.Text("")
	}
	return app.P().ID("count-progress").Class("count-progress").Aria("label", "count progress").Aria("live", "polite").Text(c.Progress())
}
