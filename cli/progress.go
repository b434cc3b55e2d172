package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"
)

// progressEvery is how long a search runs before its first progress line,
// and how often it tells one after that.
const progressEvery = 2 * time.Second

// progress tells a long search's progress: every how long (0: never),
// and by which clock (tests give a shorter interval and their own clock).
// Both cover and solve tell theirs this way.
type progress struct {
	every time.Duration
	now   func() time.Time
}

// register adds -progress to fs, for p, and sets p to its default: a line
// every progressEvery by the system's clock. what names what it tells the
// progress of.
func (p *progress) register(fs *flag.FlagSet, what string) {
	p.every, p.now = progressEvery, time.Now
	fs.Var(durationFlag{&p.every}, "progress", "tell "+what+"'s progress on stderr every `duration`, such as 500ms, 10s or 1m (0: never)")
}

// on reports whether progress lines are told.
func (p progress) on() bool { return p.every > 0 }

// watch writes on w the line that line returns (nothing for "") every
// p.every, from p.every on, until stop is called; stop returns once no
// more line can be written. line gets the time since watch was called,
// and done, closed by stop, to give up on anything it waits for.
func (p progress) watch(w io.Writer, line func(elapsed time.Duration, done <-chan struct{}) string) (stop func()) {
	if !p.on() {
		return func() {}
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		start := p.now()
		tick := time.NewTicker(p.every)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
			}
			if l := line(p.now().Sub(start), done); l != "" {
				select {
				case <-done: // the search ended while the line was made
					return
				default:
					fmt.Fprintln(w, l)
				}
			}
		}
	})
	return func() {
		close(done)
		wg.Wait()
	}
}

// appendFigures writes a search's figures after elapsed, as every progress
// line starts: "4 s: 1.23M nodes (309k/s), 89 solutions".
func appendFigures(b *strings.Builder, elapsed time.Duration, nodes float64, solutions int64) {
	fmt.Fprintf(b, "%.0f s: %s %s (%s/s), %s", elapsed.Seconds(), short(nodes), nounFor(nodes, "node"), short(nodes/max(elapsed.Seconds(), 1e-3)), count(solutions, "solution"))
}

// yearSeconds is a year in seconds: a search that would take longer is
// told so, not in hours.
const yearSeconds = 365 * 24 * 60 * 60

// appendEstimate writes, against est, Knuth's estimate of the whole
// tree's nodes, how far a search of nodes after elapsed has come and how
// long it may take yet; nothing when est is 0 (none yet).
func appendEstimate(b *strings.Builder, elapsed time.Duration, nodes, est float64) {
	switch {
	case est > 0 && nodes < est:
		fmt.Fprintf(b, "; %.0f%% of ~%s nodes estimated, ", 100*nodes/est, short(est))
		if left := elapsed.Seconds() * (est - nodes) / max(nodes, 1); left < yearSeconds {
			fmt.Fprintf(b, "~%s left", (time.Duration(left) * time.Second).Round(time.Second))
		} else {
			b.WriteString("more than a year left")
		}
	case est > 0:
		fmt.Fprintf(b, "; past the estimate of ~%s nodes", short(est))
	}
}

// stopped says what a search that ctx's end stopped (Ctrl-C, or the time
// limit) had done.
func stopped(ctx context.Context, nodes, solutions int64) string {
	return why(ctx) + " after " + count(nodes, "node") + ": " + count(solutions, "solution") + " so far"
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

// short writes a count in a few characters: 950, 12.3k, 4.56M, 7.89G,
// and from a thousand T on as a power of ten, 6.67e21 (a blank sudoku's
// tree).
func short(x float64) string {
	if x >= 1e15 {
		s := strconv.FormatFloat(x, 'e', 2, 64) // 6.67e+21
		return strings.Replace(s, "e+", "e", 1)
	}
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
