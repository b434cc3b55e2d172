package cli

import (
	"math"
	"math/rand/v2"
	"sync/atomic"

	"xcover/dlx"
)

// estimator makes Knuth's estimate of the nodes of the tree of m: probes
// random paths under opt's heuristic, in batches whose seeds come from
// seed. -estimate walks it to the end; the progress lines' one walks on a
// copy of the matrix searched while the search runs, and ends the same.
type estimator struct {
	m      dlx.Engine
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
