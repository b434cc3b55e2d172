package jobs

import (
	"math/big"
	"strconv"
	"time"

	"xcover/dlx"
)

// MemoBytes is the memory a worker's memoized count may take: a count
// that needs more stops and says so (dlx.MemoryFull), where the browser
// would otherwise end the worker.
const MemoBytes = 512 << 20

// countMemo is count for a memoized count (Job.Memo): part j.Part of
// j.Parts of the subtrees of m's search (m is the dancing links, whose
// paths a Memo follows), each counted through one cache, the counts added
// up exactly. It tells its progress (counts and the cache's) as count
// does, and lists nothing.
func countMemo(j Job, m dlx.Engine, h dlx.Heuristic, post func(Answer), clock func() time.Time) {
	a := Answer{ID: j.ID}
	start := clock()
	told, every := start, progressEvery*time.Duration(j.Parts)
	var memo *dlx.Memo
	exact := new(big.Int)
	tell := func(now time.Time, progress bool) {
		told = now
		s := memo.Stats()
		p := a
		p.Nodes, p.Updates, p.Hits, p.Entries, p.Bytes = s.Nodes, s.Updates, s.Hits, s.Entries, s.Bytes
		p.Exact, p.Solutions = exact.String(), clipped(exact)
		p.Progress, p.Elapsed = progress, now.Sub(start)
		post(p)
	}
	due := func() {
		if now := clock(); now.Sub(told) >= every {
			tell(now, true)
		}
	}
	memo, err := dlx.NewMemo(m.Problem(), dlx.MemoOptions{Heuristic: h, Seed: j.Seed, MaxBytes: MemoBytes, Tick: due})
	if err != nil {
		a.Error = err.Error()
		post(a)
		return
	}
	opt := dlx.Options{Heuristic: h, Seed: j.Seed}
	cut := dlx.Split(m, opt, j.Parts*dlx.PartsPerWorker)
	a.Next = j.Part
	for s := j.Part; s < len(cut); s += j.Parts {
		r := memo.Count(cut[s])
		if r.Stop == dlx.MemoryFull {
			a.Error = "the cache is full (" + strconv.Itoa(MemoBytes>>20) + " MB on each worker) before the count is done: count without memoizing"
			post(a)
			return
		}
		exact.Add(exact, r.Count)
		a.Next = s + j.Parts
		due()
	}
	a.Stop = dlx.Exhausted.String()
	tell(clock(), false)
}

// clipped is n as an int64, or the largest int64 when it is larger.
func clipped(n *big.Int) int64 {
	if n.IsInt64() {
		return n.Int64()
	}
	return 1<<63 - 1
}
