package cli

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"xcover/dlx"
)

// memoConfig holds the flags of `xcover cover` about the whole solution
// space: memoized counting, the ZDD, samples and the cheapest solutions.
type memoConfig struct {
	on     bool   // -memo (or -zdd, -sample: they need its diagram)
	mb     int64  // -memo-mb: the cache's and the ZDD's memory cap
	zdd    string // -zdd: where to write the diagram
	sample int    // -sample: how many solutions to draw
	best   int    // -best: how many of the cheapest to write
}

// defaultMemoMB is -memo-mb's default: half the machine's memory as
// /proc/meminfo tells it, else 4 GiB.
func defaultMemoMB() int64 {
	b, err := os.ReadFile("/proc/meminfo")
	if err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if rest, ok := strings.CutPrefix(line, "MemTotal:"); ok {
				if kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64); err == nil && kb > 0 {
					return kb / 1024 / 2
				}
			}
		}
	}
	return 4096
}

// check refuses memo flags that do not go with the others.
func (c *coverConfig) checkMemo(set map[string]bool, first bool) error {
	mc := &c.memo
	mc.on = mc.on || mc.zdd != "" || mc.sample > 0
	switch {
	case mc.sample < 0:
		return fmt.Errorf("-sample %d: want 1 or more", mc.sample)
	case mc.best < 0:
		return fmt.Errorf("-best %d: want 1 or more", mc.best)
	case mc.mb < 1:
		return fmt.Errorf("-memo-mb %d: want 1 or more", mc.mb)
	case !mc.on && mc.best == 0:
		if set["memo-mb"] {
			return errors.New("-memo-mb caps -memo's cache: give -memo too")
		}
		return nil
	case c.estimate:
		return errors.New("-estimate walks random paths: it does not go with -memo, -zdd, -sample or -best")
	case first || set["max"] || set["budget"]:
		return errors.New("-memo, -zdd, -sample and -best go through every solution: they do not go with -first, -max or -budget")
	case mc.best > 0 && (c.count || mc.sample > 0 || mc.zdd != ""):
		return errors.New("-best writes the cheapest solutions: it does not go with -count, -sample or -zdd")
	case mc.sample > 0 && c.count:
		return errors.New("-sample writes solutions: it does not go with -count")
	case mc.on && c.engine != "links":
		return errors.New("-memo counts on the dancing links: drop -engine " + c.engine)
	case mc.on && !c.count && mc.sample == 0 && mc.zdd == "" && mc.best == 0:
		return errors.New("-memo counts: give it -count, -zdd FILE, -sample N or -best K")
	case c.parts > 1 && (mc.zdd != "" || mc.sample > 0 || mc.best > 0):
		return errors.New("-parts cuts a count: it goes with -memo -count, not with -zdd, -sample or -best")
	}
	return nil
}

// coverMemo counts p's solutions by memoizing (or writes its ZDD, samples
// or cheapest solutions), over the subtrees of units, on c's heuristic.
func (c *coverConfig) coverMemo(ctx context.Context, env Env, name string, p *dlx.Problem, units []dlx.Subtree, out *solutionWriter) error {
	// The cap counts the cache's and the ZDD's arrays; the Go runtime is
	// told to keep the whole heap near it, so that the process stays
	// within it too.
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(c.memo.mb<<20 + c.memo.mb<<20/8 + 64<<20))
	mo := dlx.MemoOptions{Heuristic: c.heuristic, Seed: c.seed, MaxBytes: c.memo.mb << 20,
		ZDD: c.memo.zdd != "" || c.memo.sample > 0 || c.memo.best > 0, Context: ctx}
	w := &memoWatch{snaps: make(chan dlx.MemoStats, 1)}
	mo.Tick = w.tick
	memo, err := dlx.NewMemo(p, mo)
	if err != nil {
		return err
	}
	w.memo = memo
	stop := c.progress.watch(env.Stderr, func(elapsed time.Duration, done <-chan struct{}) string {
		w.want.Store(true)
		select {
		case <-done:
			return ""
		case s := <-w.snaps:
			return memoLine(s, elapsed, c.memo.mb)
		}
	})
	total := new(big.Int)
	var r dlx.MemoResult
	for _, t := range units {
		r = memo.Count(t)
		total.Add(total, r.Count)
		if r.Stop != dlx.Exhausted {
			break
		}
	}
	stop()
	if c.stats {
		fmt.Fprintf(env.Stderr, "xcover cover: %s: memo: %s\n", name, memoStats(r.MemoStats))
	}
	switch r.Stop {
	case dlx.Canceled:
		return fmt.Errorf("%s after %s, %s: the count is not done", why(ctx), count(r.Nodes, "node"), count(r.Entries, "cache entry"))
	case dlx.MemoryFull:
		return fmt.Errorf("the memo's cap of %d MB is reached after %s and %s: give -memo-mb more, or count without -memo", c.memo.mb, count(r.Nodes, "node"), count(r.Entries, "cache entry"))
	}
	if c.count {
		return c.writeCount(out, p, total, r.Nodes, r.Updates, r.Elapsed)
	}
	z := memo.ZDD()
	if c.memo.zdd != "" {
		if err := writeZDD(c.memo.zdd, z); err != nil {
			return err
		}
	}
	if c.memo.sample > 0 && total.Sign() > 0 {
		return c.writeSamples(z, p, out, rand.New(rand.NewSource(int64(c.seed))))
	}
	if c.memo.best > 0 {
		out.cheapest(p, z.Cheapest(c.memo.best, p.Cost))
	}
	return out.err
}

// writeSamples writes -sample solutions drawn uniformly from z with rng.
func (c *coverConfig) writeSamples(z *dlx.ZDD, p *dlx.Problem, out *solutionWriter, rng *rand.Rand) error {
	var sol []int
	for range c.memo.sample {
		sol = z.Sample(rng, sol[:0])
		if out.solution(p, sol) != nil {
			break
		}
	}
	return out.err
}

// writeZDD writes z to the file at path in DLX6's format.
func writeZDD(path string, z *dlx.ZDD) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := z.WriteKnuth(f); err != nil {
		f.Close()
		return fmt.Errorf("writing the ZDD: %v", err)
	}
	return f.Close()
}

// coverCheapest writes the -best cheapest solutions of p, found by branch
// and bound.
func (c *coverConfig) coverCheapest(ctx context.Context, env Env, name string, p *dlx.Problem, out *solutionWriter) error {
	sols, r, err := dlx.Cheapest(p, c.memo.best, dlx.Options{Heuristic: c.heuristic, Seed: c.seed, Context: ctx})
	if err != nil {
		return err
	}
	if c.stats {
		fmt.Fprintf(env.Stderr, "xcover cover: %s: branch and bound: %s\n", name, searchStats(r.Stats))
	}
	if r.Stop == dlx.Canceled {
		return errors.New(stopped(ctx, r.Nodes, r.Solutions))
	}
	out.cheapest(p, sols)
	return out.err
}

// memoWatch hands a memoized count's stats to the progress lines: the
// count ticks every 1024 nodes, and then, on its own goroutine, gives a
// snapshot when one is asked for.
type memoWatch struct {
	memo  *dlx.Memo
	want  atomic.Bool
	snaps chan dlx.MemoStats
}

// tick is the count's Tick.
func (w *memoWatch) tick() {
	if w.want.Load() {
		w.want.Store(false)
		w.snaps <- w.memo.Stats()
	}
}

// memoLine tells a memoized count's progress: "4 s: 1.23M nodes (309k/s),
// 41% hits, 812k cache entries, 96 MB of 12000 MB".
func memoLine(s dlx.MemoStats, elapsed time.Duration, capMB int64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "xcover cover: %.0f s: %s %s (%s/s), %.0f%% hits, %s %s, %d MB of %d MB",
		elapsed.Seconds(), short(float64(s.Nodes)), nounFor(float64(s.Nodes), "node"), short(float64(s.Nodes)/max(elapsed.Seconds(), 1e-3)),
		100*float64(s.Hits)/max(float64(s.Nodes), 1), short(float64(s.Entries)), nounFor(float64(s.Entries), "cache entry"), s.Bytes>>20, capMB)
	return b.String()
}

// memoStats writes a memoized count's stats on one line.
func memoStats(s dlx.MemoStats) string {
	return fmt.Sprintf("%s, %s, %s, %s, %s, %.1f MB, %v",
		count(s.Nodes, "node"), count(s.Hits, "hit"), count(s.Entries, "cache entry"), count(s.Updates, "update"), count(s.ZDDNodes, "ZDD node"), float64(s.Bytes)/(1<<20), s.Elapsed)
}
