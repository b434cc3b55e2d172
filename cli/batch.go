package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"

	"xcover/dlx"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// chunkSize is how many puzzles travel together between the reader, the
// workers and the writer: enough to make the hand-offs cheap.
const chunkSize = 256

// item is one puzzle read, or the error that stood in its place.
type item struct {
	puzzle format.Puzzle
	source string // the input's name
	err    error  // a parse error, already naming file and line
}

// at names where the item was read, "file:line: err", for err.
func (it item) at(err error) error {
	return fmt.Errorf("%s:%d: %w", it.source, it.puzzle.Line, err)
}

// chunk is a run of consecutive items and, once solved, their output.
type chunk struct {
	seq   int
	items []item
	out   []byte // the items' output lines
	tally tally
	notes []string // error messages for stderr
}

// solveBatch reads every input, solves the puzzles on c.jobs workers and
// writes the results to out in input order, flushing it whenever it has
// written all that is solved; errors go to errw as they are written. When
// ctx is canceled, or out fails, it stops reading (even in the middle of a
// read that waits for input), writes the puzzles handed to the workers so
// far (those not solved yet as canceled) and returns. It returns the counts.
func solveBatch(ctx context.Context, c *solveConfig, ins []input, out *bufio.Writer, errw io.Writer) tally {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	g := newSolveGauge(c.jobs)
	errw = &lockedWriter{w: errw}
	stop := c.watchSolve(errw, g)
	defer stop()
	read := make(chan *chunk, c.jobs*2)
	todo := make(chan *chunk, c.jobs*2)
	done := make(chan *chunk, c.jobs*2)
	go scan(ctx, c, ins, &g.read, read)
	go forward(ctx, read, todo)
	var wg sync.WaitGroup
	for k := range c.jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := &g.workers[k]
			s := &solve.Solver{Method: c.method, Limits: c.limits(ctx)}
			s.Exact.Options = dlx.Options{Heuristic: c.heuristic, Seed: c.seed}
			s.Exact.Options.Tick = w.gauge(&s.Exact)
			for ch := range todo {
				c.solveChunk(s, ch, g, w)
				done <- ch
			}
		}()
	}
	go func() { wg.Wait(); close(done) }()
	return write(done, out, errw, cancel)
}

// scan reads the inputs' items into chunks, numbered in order, and sends
// each once it is full, or once the input has nothing more ready, so that a
// slow input (a person typing, a pipe that pauses) gets its results at
// once. It counts the items in n, closes read at the end, and stops when
// ctx is canceled.
func scan(ctx context.Context, c *solveConfig, ins []input, n *atomic.Int64, read chan<- *chunk) {
	defer close(read)
	ch := &chunk{}
	send := func() bool {
		if len(ch.items) == 0 {
			return true
		}
		select {
		case read <- ch:
			ch = &chunk{seq: ch.seq + 1}
			return true
		case <-ctx.Done():
			return false
		}
	}
	for _, in := range ins {
		r, err := in.open()
		if err != nil {
			ch.items = append(ch.items, item{err: err})
			continue
		}
		sc := format.NewScanner(r, in.name, c.opt)
		sc.Layouts = c.variant.pairsLayouts()
		for sc.Scan() {
			ch.items = append(ch.items, item{puzzle: sc.Puzzle(), source: in.name, err: sc.Err()})
			n.Add(1)
			if (len(ch.items) == chunkSize || !sc.Pending()) && !send() {
				r.Close()
				return
			}
		}
		r.Close()
		if err := sc.Err(); err != nil { // reading stopped
			ch.items = append(ch.items, item{err: err})
		}
	}
	send()
}

// forward passes the chunks read on to the workers, and closes todo at the
// end of the input or, without waiting for a read in progress, once ctx is
// canceled.
func forward(ctx context.Context, read <-chan *chunk, todo chan<- *chunk) {
	defer close(todo)
	for {
		select {
		case ch, ok := <-read:
			if !ok {
				return
			}
			todo <- ch
		case <-ctx.Done():
			return
		}
	}
}

// solveChunk solves a chunk's puzzles with s, under each puzzle's rules,
// and writes their lines, telling g through w of each. The solver keeps
// the exact cover search's memory from one puzzle to the next. A search
// that Ctrl-C stopped gets a note of what it had done.
func (c *solveConfig) solveChunk(s *solve.Solver, ch *chunk, g *solveGauge, w *workerGauge) {
	for i := range ch.items {
		it := ch.items[i]
		w.begin(&ch.items[i])
		v, err := c.variant.rules(it)
		var r solve.Outcome
		if err == nil {
			s.Variant = v
			if r, err = s.Solve(it.puzzle.Grid); err != nil {
				err = it.at(err)
			}
		}
		g.end(w, r.Stats.Nodes, r.Solutions)
		if r.Stop == dlx.Canceled && r.Stats.Nodes > 0 {
			ch.notes = append(ch.notes, "xcover solve: "+it.at(errors.New(stopped(s.Limits.Context, r.Stats.Nodes, r.Solutions))).Error())
		}
		if err != nil {
			ch.tally.puzzles++
			ch.tally.errors++
			ch.out = append(ch.out, "error\n"...)
			ch.notes = append(ch.notes, err.Error())
			continue
		}
		ch.out = c.appendResult(ch.out, it.puzzle, r, &ch.tally)
		if c.stats {
			ch.notes = append(ch.notes, "xcover solve: "+it.at(errors.New(c.statsOf(r.Stats))).Error())
		}
	}
}

// write writes chunks in sequence order as they arrive, flushing out when
// no other chunk is ready, and sums their tallies. When out fails, it
// reports the error once, counts it, and calls fail to stop the batch.
func write(done <-chan *chunk, out *bufio.Writer, errw io.Writer, fail func()) tally {
	var total tally
	waiting := map[int]*chunk{}
	next := 0
	var werr error
	for ch := range done {
		waiting[ch.seq] = ch
		for ch, ok := waiting[next]; ok; ch, ok = waiting[next] {
			delete(waiting, next)
			out.Write(ch.out)
			for _, note := range ch.notes {
				fmt.Fprintln(errw, note)
			}
			total.add(ch.tally)
			next++
		}
		if len(done) == 0 {
			out.Flush()
		}
		if _, err := out.Write(nil); err != nil && werr == nil { // out keeps its first error
			werr = err
			fmt.Fprintln(errw, "xcover solve: writing the results:", err)
			total.errors++
			fail()
		}
	}
	return total
}
