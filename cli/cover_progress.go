package cli

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"xcover/dlx"
)

// progressEvery is how long a search runs before its first progress line,
// and how often it tells one after that.
const progressEvery = 2 * time.Second

// progressLevels is how many levels a progress line's profile shows.
const progressLevels = 12

// progress tells a long search's progress: on, every how long, and by
// which clock (tests give a shorter interval and their own clock).
type progress struct {
	on    bool
	every time.Duration
	now   func() time.Time
}

// watch writes a progress line of s on w every p.every, from p.every on,
// until stop is called; stop returns once no more line can be written.
// est, when not nil, estimates the whole tree's nodes for the lines; it
// starts when the first line is due, so that a short search never pays
// for it.
func (p progress) watch(w io.Writer, s *coverSearch, est *estimator) (stop func()) {
	if !p.on {
		return func() {}
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		start := p.now()
		tick := time.NewTicker(p.every)
		defer tick.Stop()
		var mean *atomic.Uint64
		for {
			select {
			case <-done:
				return
			case <-tick.C:
			}
			if est != nil && mean == nil {
				mean = est.start(done)
			}
			s.ask()
			select {
			case <-done:
				return
			case snap := <-s.snaps:
				nodes := 0.0
				if mean != nil {
					nodes = math.Float64frombits(mean.Load())
				}
				fmt.Fprintln(w, progressLine(snap, p.now().Sub(start), nodes))
			}
		}
	})
	return func() {
		close(done)
		wg.Wait()
	}
}

// estimator makes Knuth's estimate of the nodes of the tree of m: probes
// random paths under opt's heuristic, in batches whose seeds come from
// seed. -estimate walks it to the end; the progress lines' one walks on a
// copy of the matrix searched while the search runs, and ends the same.
type estimator struct {
	m      *dlx.Matrix
	opt    dlx.Options
	probes int
	seed   uint64
}

// estimateBatch is how many probes an estimate walks between two looks at
// whether the search is over.
const estimateBatch = 1000

// walk walks the probes a batch at a time, calling store with the mean so
// far after each batch, until they are walked or done is closed (nil:
// never), and returns the mean (0 for none).
func (e *estimator) walk(done <-chan struct{}, store func(float64)) float64 {
	seeds := rand.New(rand.NewPCG(e.seed, 0))
	mean, sum, walked := 0.0, 0.0, 0
	for walked < e.probes {
		select {
		case <-done:
			return mean
		default:
		}
		n := min(estimateBatch, e.probes-walked)
		sum += e.m.Estimate(e.opt, n, seeds.Uint64()) * float64(n)
		walked += n
		mean = sum / float64(walked)
		store(mean)
	}
	return mean
}

// start walks the estimate on a goroutine of its own until done is closed
// and returns where the mean so far is kept, as float64 bits (0 until the
// first batch is walked).
func (e *estimator) start(done <-chan struct{}) *atomic.Uint64 {
	var mean atomic.Uint64
	go e.walk(done, func(x float64) { mean.Store(math.Float64bits(x)) })
	return &mean
}

// progressLine tells a search's progress after elapsed: the nodes, their
// rate and the solutions so far; against est, the estimated nodes of the
// whole tree (0: none), how far it has come and how long it may take
// yet; in a part, the subtrees done; and the nodes of the first levels.
func progressLine(s snapshot, elapsed time.Duration, est float64) string {
	var b strings.Builder
	nodes := float64(s.stats.Nodes)
	fmt.Fprintf(&b, "xcover cover: %.0f s: %s nodes (%s/s), %d solutions", elapsed.Seconds(), short(nodes), short(nodes/max(elapsed.Seconds(), 1e-3)), s.stats.Solutions)
	switch {
	case est > 0 && nodes < est:
		left := time.Duration(float64(elapsed) * (est - nodes) / max(nodes, 1))
		fmt.Fprintf(&b, "; %.0f%% of ~%s nodes estimated, ~%s left", 100*nodes/est, short(est), left.Round(time.Second))
	case est > 0:
		fmt.Fprintf(&b, "; past the estimate of ~%s nodes", short(est))
	case s.total > 1:
		fmt.Fprintf(&b, "; %d of %d subtrees done", s.units, s.total)
	}
	fmt.Fprintf(&b, "; nodes by level: %s", levels(s.stats.PerLevel, progressLevels, short))
	return b.String()
}

// levels writes the first n counts of a per-level profile as write
// writes each, with "..." when there are more.
func levels(perLevel []int64, n int, write func(float64) string) string {
	var parts []string
	for l, c := range perLevel {
		if l == n {
			parts = append(parts, "...")
			break
		}
		parts = append(parts, write(float64(c)))
	}
	return strings.Join(parts, " ")
}

// exact writes a count in full.
func exact(x float64) string { return strconv.FormatFloat(x, 'f', 0, 64) }

// short writes a count in a few characters: 950, 12.3k, 4.56M, 7.89G.
func short(x float64) string {
	for _, u := range []struct {
		unit string
		size float64
	}{{"T", 1e12}, {"G", 1e9}, {"M", 1e6}, {"k", 1e3}} {
		if v := x / u.size; v >= 1 {
			decimals := 0
			switch {
			case v < 10:
				decimals = 2
			case v < 100:
				decimals = 1
			}
			return strconv.FormatFloat(v, 'f', decimals, 64) + u.unit
		}
	}
	return exact(x)
}
