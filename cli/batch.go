package cli

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"sync"
	"time"

	"xcover/dlx"
	"xcover/sudoku"
)

// chunkSize is how many puzzles travel together between the reader, the
// workers and the writer: enough to make the hand-offs cheap.
const chunkSize = 256

// chunkWait is how long a chunk that is not full waits for more puzzles
// before it goes anyway, so that a slow input (a person typing, a pipe
// that pauses) gets its results at once.
const chunkWait = 10 * time.Millisecond

// item is one puzzle read, or the error that stood in its place.
type item struct {
	puzzle sudoku.Puzzle
	source string // the input's name
	err    error  // a parse error, already naming file and line
}

// chunk is a run of consecutive items and, once solved, their output.
type chunk struct {
	seq   int
	items []item
	lines []string
	tally tally
	notes []string // error messages for stderr
}

// solveBatch reads every input, solves the puzzles on c.jobs workers and
// writes the results to out in input order, flushing it whenever it has
// written all that is solved; errors go to errw as they are written. When
// ctx is canceled, or out fails, it stops reading (even in the middle of a
// read that waits for input), writes the puzzles read so far (those not
// solved yet as canceled) and returns. It returns the counts.
func solveBatch(ctx context.Context, c *solveConfig, ins []input, out *bufio.Writer, errw io.Writer) tally {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	items := make(chan item, chunkSize)
	todo := make(chan *chunk, c.jobs*2)
	done := make(chan *chunk, c.jobs*2)
	go scan(ctx, c, ins, items)
	go gather(ctx, items, todo)
	var wg sync.WaitGroup
	for range c.jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := sudoku.Solver{Options: dlx.Options{
				Heuristic:    c.heuristic,
				Seed:         c.seed,
				MaxSolutions: c.max,
				NodeBudget:   c.budget,
				Context:      ctx,
			}}
			lim := c.limits(ctx)
			for ch := range todo {
				c.solveChunk(&s, lim, ch)
				done <- ch
			}
		}()
	}
	go func() { wg.Wait(); close(done) }()
	return write(done, out, errw, cancel)
}

// scan sends the items of every input in order, then closes items. It
// stops when ctx is canceled.
func scan(ctx context.Context, c *solveConfig, ins []input, items chan<- item) {
	defer close(items)
	send := func(it item) bool {
		select {
		case items <- it:
			return true
		case <-ctx.Done():
			return false
		}
	}
	for _, in := range ins {
		r, err := in.open()
		if err != nil {
			if !send(item{err: err}) {
				return
			}
			continue
		}
		sc := sudoku.NewScanner(r, in.name, c.opt)
		for sc.Scan() {
			if !send(item{puzzle: sc.Puzzle(), source: in.name, err: sc.Err()}) {
				r.Close()
				return
			}
		}
		r.Close()
		if err := sc.Err(); err != nil && !send(item{err: err}) { // reading stopped
			return
		}
	}
}

// gather packs the items into chunks, numbered in order, and sends each
// once it is full, once it has waited chunkWait for more, at the end of the
// items, or when ctx is canceled, which ends it. It closes todo.
func gather(ctx context.Context, items <-chan item, todo chan<- *chunk) {
	defer close(todo)
	ch := &chunk{}
	send := func() {
		if len(ch.items) > 0 {
			todo <- ch
			ch = &chunk{seq: ch.seq + 1}
		}
	}
	wait := time.NewTimer(chunkWait)
	for {
		select {
		case it, ok := <-items:
			if !ok {
				send()
				return
			}
			if len(ch.items) == 0 {
				wait.Reset(chunkWait)
			}
			ch.items = append(ch.items, it)
			if len(ch.items) == chunkSize {
				send()
			}
		case <-wait.C:
			send()
		case <-ctx.Done():
			send()
			return
		}
	}
}

// solveChunk solves a chunk's puzzles and writes their lines. The exact
// cover method goes through s, which keeps its memory from one puzzle to
// the next; the others through the method's Solve.
func (c *solveConfig) solveChunk(s *sudoku.Solver, lim sudoku.Limits, ch *chunk) {
	for _, it := range ch.items {
		err := it.err
		var r sudoku.Outcome
		if err == nil {
			if c.method == sudoku.DLX {
				r, err = s.Outcome(it.puzzle.Grid)
			} else {
				r, err = c.method.Solve(it.puzzle.Grid, lim)
			}
			if err != nil {
				err = fmt.Errorf("%s:%d: %w", it.source, it.puzzle.Line, err)
			}
		}
		if err != nil {
			ch.tally.puzzles++
			ch.tally.errors++
			ch.lines = append(ch.lines, "error")
			ch.notes = append(ch.notes, err.Error())
			continue
		}
		ch.lines = append(ch.lines, c.result(it.puzzle, r, &ch.tally))
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
			for _, line := range ch.lines {
				out.WriteString(line)
				out.WriteString("\n")
			}
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
