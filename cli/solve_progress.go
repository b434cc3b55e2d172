package cli

import (
	"context"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"xcover/dlx"
	sudokuexact "xcover/sudoku/exact"
	"xcover/sudoku/solve"
)

// solveGauge is what the progress lines of a batch read, written by its
// reader and workers as they go: the puzzles read and done, the nodes
// and solutions of those done, and each worker's search under way.
type solveGauge struct {
	read, done       atomic.Int64
	nodes, solutions atomic.Int64
	workers          []workerGauge
}

// workerGauge is one worker's search under way.
type workerGauge struct {
	puzzle           atomic.Pointer[item] // nil between puzzles
	nodes, solutions atomic.Int64
}

// newSolveGauge returns the gauge of a batch solved by jobs workers.
func newSolveGauge(jobs int) *solveGauge {
	return &solveGauge{workers: make([]workerGauge, jobs)}
}

// begin tells that the worker has started on it.
func (w *workerGauge) begin(it *item) { w.puzzle.Store(it) }

// end tells that the worker is done with its puzzle, whose search took
// nodes and found solutions, and counts it done.
func (g *solveGauge) end(w *workerGauge, nodes, solutions int64) {
	w.puzzle.Store(nil)
	w.nodes.Store(0)
	w.solutions.Store(0)
	g.nodes.Add(nodes)
	g.solutions.Add(solutions)
	g.done.Add(1)
}

// gauge returns a worker's solver's tick: the engine calls it every 1024
// nodes (dlx.Options.Tick), on the worker's goroutine, where the solver's
// figures so far may be read, and it hands them to the gauge.
func (w *workerGauge) gauge(s *sudokuexact.Solver) func() {
	return func() {
		nodes, solutions := s.Progress()
		w.nodes.Store(nodes)
		w.solutions.Store(solutions)
	}
}

// running returns the figures of the batch so far, how many puzzles are
// under way and, when exactly one is, that puzzle and its search's nodes
// so far.
func (g *solveGauge) running() (nodes, solutions int64, busy int, one *item, oneNodes int64) {
	nodes, solutions = g.nodes.Load(), g.solutions.Load()
	for i := range g.workers {
		w := &g.workers[i]
		n := w.nodes.Load()
		if it := w.puzzle.Load(); it != nil {
			busy++
			one, oneNodes = it, n
		}
		nodes += n
		solutions += w.solutions.Load()
	}
	if busy != 1 {
		return nodes, solutions, busy, nil, 0
	}
	return nodes, solutions, busy, one, oneNodes
}

// watchSolve writes a progress line of the batch that g gauges on w every
// p.every, from p.every on, while a puzzle is under way, until stop is
// called. When one exact cover
// search of classic sudoku runs alone, and it is not after the first
// solution only (which a restarting search finds, far short of the
// tree), the line sets it against Knuth's estimate of its tree, walked
// beside it from the first line on.
func (c *solveConfig) watchSolve(w io.Writer, g *solveGauge) (stop func()) {
	var est puzzleEstimate
	stopLines := c.progress.watch(w, func(elapsed time.Duration, done <-chan struct{}) string {
		nodes, solutions, busy, one, oneNodes := g.running()
		if busy == 0 { // waiting for input: nothing to tell
			return ""
		}
		if c.method != solve.DLX || c.max == 1 || !c.variant.variant.Classic() {
			one = nil
		}
		return solveLine(elapsed, nodes, solutions, g.done.Load(), g.read.Load(), oneNodes, est.of(one, c))
	})
	return func() {
		stopLines()
		est.stop()
	}
}

// puzzleEstimate is the estimate of the puzzle that runs alone, walked
// until that puzzle is done or the batch is.
type puzzleEstimate struct {
	puzzle *item
	mean   *atomic.Uint64
	cancel context.CancelFunc
}

// of returns the estimate so far of the tree of puzzle (nil: none, 0),
// starting it when it is another puzzle's than the last.
func (e *puzzleEstimate) of(puzzle *item, c *solveConfig) float64 {
	if puzzle != e.puzzle {
		e.stop()
		e.puzzle = puzzle
		if puzzle != nil {
			if enc, err := sudokuexact.Encode(puzzle.puzzle.Grid, sudokuexact.Reduced); err == nil {
				var ctx context.Context
				ctx, e.cancel = context.WithCancel(context.Background())
				est := &estimator{m: enc.Links, opt: dlx.Options{Heuristic: c.heuristic, Seed: c.seed}, probes: defaultProbes, seed: c.seed}
				e.mean = est.start(ctx.Done())
			}
		}
	}
	if e.mean == nil {
		return 0
	}
	return math.Float64frombits(e.mean.Load())
}

// stop stops the walk under way, if any.
func (e *puzzleEstimate) stop() {
	if e.cancel != nil {
		e.cancel()
	}
	e.mean, e.cancel = nil, nil
}

// solveLine tells a batch's progress after elapsed: the nodes, their
// rate and the solutions so far, the puzzles done of those read, and
// against est (0: none) how far the one search under way, of oneNodes so
// far, has come.
func solveLine(elapsed time.Duration, nodes, solutions, done, read, oneNodes int64, est float64) string {
	var b strings.Builder
	b.WriteString("xcover solve: ")
	appendFigures(&b, elapsed, float64(nodes), solutions)
	b.WriteString("; " + count(done, "puzzle") + " done of " + strconv.FormatInt(read, 10) + " read")
	appendEstimate(&b, elapsed, float64(oneNodes), est)
	return b.String()
}

// lockedWriter lets the progress lines and the batch's notes share
// stderr.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

// Write writes p on the underlying writer, one Write at a time.
func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
