package cli

import (
	"io"
	"math"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// progressLevels is how many levels a progress line's profile shows.
const progressLevels = 12

// watchCover writes a progress line of s on w every p.every, from p.every
// on, until stop is called; stop returns once no more line can be
// written. est, when not nil, estimates the whole tree's nodes for the
// lines; it starts when the first line is due, so that a short search
// never pays for it.
func (p progress) watchCover(w io.Writer, s searcher, est *estimator) (stop func()) {
	var mean *atomic.Uint64 // the estimate so far, once started
	return p.watch(w, func(elapsed time.Duration, done <-chan struct{}) string {
		if est != nil && mean == nil {
			mean = est.start(done)
		}
		s.ask()
		select {
		case <-done:
			return ""
		case snap := <-s.snapshots():
			est := 0.0
			if mean != nil {
				est = math.Float64frombits(mean.Load())
			}
			return progressLine(snap, elapsed, est)
		}
	})
}

// progressLine tells a search's progress after elapsed: the nodes, their
// rate and the solutions so far; against est, the estimated nodes of the
// whole tree (0: none), how far it has come and how long it may take
// yet; in a part, the subtrees done; and the nodes of the first levels,
// once there are any.
func progressLine(s snapshot, elapsed time.Duration, est float64) string {
	var b strings.Builder
	b.WriteString("xcover cover: ")
	appendFigures(&b, elapsed, float64(s.stats.Nodes), s.stats.Solutions)
	appendEstimate(&b, elapsed, float64(s.stats.Nodes), est)
	if est == 0 && s.total > 1 {
		b.WriteString("; ")
		b.WriteString(strconv.Itoa(s.units) + " of " + count(s.total, "subtree") + " done")
	}
	if len(s.stats.PerLevel) > 0 {
		b.WriteString("; nodes by level: ")
		b.WriteString(levels(s.stats.PerLevel, progressLevels, short))
	}
	return b.String()
}
