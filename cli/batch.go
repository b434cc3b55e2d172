package cli

import (
	"context"
	"fmt"
	"io"
	"sync"

	"xcover/dlx"
	"xcover/sudoku"
)

// chunkSize is how many puzzles travel together between the reader, the
// workers and the writer: enough to make the hand-offs cheap.
const chunkSize = 256

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
// writes the results to out in input order; errors go to errw as they are
// written. It returns the counts.
func solveBatch(ctx context.Context, c *solveConfig, ins []input, out, errw io.Writer) tally {
	todo := make(chan *chunk, c.jobs*2)
	done := make(chan *chunk, c.jobs*2)
	go read(ctx, c, ins, todo)
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
	return write(done, out, errw)
}

// read sends the inputs' items in chunks, numbered in order.
func read(ctx context.Context, c *solveConfig, ins []input, todo chan<- *chunk) {
	defer close(todo)
	ch := &chunk{}
	send := func() {
		if len(ch.items) > 0 {
			todo <- ch
			ch = &chunk{seq: ch.seq + 1}
		}
	}
	for _, in := range ins {
		if ctx.Err() != nil {
			break
		}
		r, err := in.open()
		if err != nil {
			ch.items = append(ch.items, item{err: err})
			continue
		}
		sc := sudoku.NewScanner(r, in.name, c.opt)
		for sc.Scan() {
			ch.items = append(ch.items, item{puzzle: sc.Puzzle(), source: in.name, err: sc.Err()})
			if len(ch.items) == chunkSize {
				send()
			}
		}
		if err := sc.Err(); err != nil { // reading stopped
			ch.items = append(ch.items, item{err: err})
		}
		r.Close()
	}
	send()
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

// write writes chunks in sequence order as they arrive, and sums their tallies.
func write(done <-chan *chunk, out, errw io.Writer) tally {
	var total tally
	waiting := map[int]*chunk{}
	next := 0
	for ch := range done {
		waiting[ch.seq] = ch
		for ch, ok := waiting[next]; ok; ch, ok = waiting[next] {
			delete(waiting, next)
			for _, line := range ch.lines {
				io.WriteString(out, line)
				io.WriteString(out, "\n")
			}
			for _, note := range ch.notes {
				fmt.Fprintln(errw, note)
			}
			total.add(ch.tally)
			next++
		}
	}
	return total
}
