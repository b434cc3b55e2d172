package jobs

import (
	"strconv"
	"time"

	"xcover/dlx"
)

// SharesBytes is the memory a share-out may take: a puzzle whose
// solutions are too many to memoize within it stops and says so. (An
// empty grid's 6.7e21 solutions are.)
const SharesBytes = 256 << 20

// shares counts the solutions of the sudoku job j names by memoizing,
// keeping their ZDD, and tells how many hold each candidate; it tells its
// progress as it goes, at most every progressEvery (clock tells the
// time, asked every 1,024 nodes).
func shares(j Job, post func(Answer), clock func() time.Time) {
	a := Answer{ID: j.ID}
	e, err := sudokuOf(j.Problem)
	if err != nil {
		a.Error = err.Error()
		post(a)
		return
	}
	start := clock()
	told := start
	var memo *dlx.Memo
	tell := func(now time.Time) {
		told = now
		s := memo.Stats()
		p := a
		p.Nodes, p.Updates, p.Hits, p.Entries, p.Bytes = s.Nodes, s.Updates, s.Hits, s.Entries, s.Bytes
		p.Progress, p.Elapsed = true, now.Sub(start)
		post(p)
	}
	memo, err = dlx.NewMemo(e.Problem, dlx.MemoOptions{MaxBytes: SharesBytes, ZDD: true, Tick: func() {
		if now := clock(); now.Sub(told) >= progressEvery {
			tell(now)
		}
	}})
	if err != nil {
		a.Error = err.Error()
		post(a)
		return
	}
	r := memo.Count(dlx.Subtree{})
	a.Nodes, a.Updates, a.Hits, a.Entries, a.Bytes = r.Nodes, r.Updates, r.Hits, r.Entries, r.Bytes
	a.Elapsed, a.Stop = clock().Sub(start), r.Stop.String()
	if r.Stop == dlx.MemoryFull {
		a.Error = "too many solutions to share out: the memo filled its " + strconv.Itoa(SharesBytes>>20) + " MB after " + strconv.Itoa(int(r.Entries)) + " subproblems"
		post(a)
		return
	}
	a.Exact, a.Solutions = r.Count.String(), clipped(r.Count)
	for k, n := range memo.ZDD().OptionCounts(e.Problem.Options()) {
		if n != nil && n.Sign() > 0 {
			c := e.Candidate(k)
			a.Shares = append(a.Shares, Share{Row: c.Row, Col: c.Col, Value: c.Value, Count: n.String()})
		}
	}
	post(a)
}
