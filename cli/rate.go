package cli

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"sync/atomic"

	"xcover/sudoku/format"
	"xcover/sudoku/logic"
	"xcover/sudoku/solve"
)

// runRate is `xcover rate`.
func runRate(env Env, args []string) int {
	fs := flag.NewFlagSet("rate", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover rate [flags] [FILE...]

Rates puzzles (one per line, or multi-line grids, as solve reads them;
stdin when no FILE or for -) by how a person
solves them: always the easiest technique that applies (naked and hidden
singles, locked candidates, naked and hidden pairs and triples, X-wing,
XY-wing, swordfish, XYZ-wing, naked and hidden quads, jellyfish,
alternating chains on 9x9), a guess when none does. Writes each puzzle,
then its difficulty (easy: singles; medium: locked candidates and pairs;
hard: triples, fish, wings, quads and chains; expert: guesses needed), the
hardest technique and how often it was used, the guesses and a score
summing each step's weight (1 for a single, 100 for a guess). A summary
counts each difficulty. Flags:`)
		fs.PrintDefaults()
	}
	var vf variantFlags
	vf.register(fs)
	size := fs.Int("size", 0, "grid side n (0: infer from the input)")
	box := fs.String("box", "", "box shape ROWSxCOLS, e.g. 2x3 for 6x6 (default: the squarest)")
	budget := fs.Int64("budget", 0, "give up on a puzzle when proving it has one solution takes more search nodes than this (0: no limit)")
	if code, ok := parseFlags(env, fs, args, true); !ok {
		return code
	}
	src, err := vf.parse()
	var opt format.Options
	if err == nil {
		opt, err = shapeOptions(*size, *box)
	}
	if err == nil && *budget < 0 {
		err = fmt.Errorf("-budget %d: want 0 (no limit) or more", *budget)
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover rate:", err)
		return 2
	}
	ctx, stop := interruptible()
	defer stop()
	rt := rating{src: src, lim: solve.Limits{NodeBudget: *budget, Context: ctx}, out: bufio.NewWriter(env.Stdout), errw: env.Stderr}
	read := make(chan *chunk, 2)
	go scan(ctx, &solveConfig{opt: opt, variant: src}, inputs(env, fs.Args()), new(atomic.Int64), read)
	rt.all(ctx, read)
	if err := rt.out.Flush(); err != nil {
		fmt.Fprintln(env.Stderr, "xcover rate: writing the ratings:", err)
		rt.errs++
	}
	b := rt.bands
	fmt.Fprintf(env.Stderr, "%d easy, %d medium, %d hard, %d expert, %s\n", b[0], b[1], b[2], b[3], count(rt.errs, "error"))
	switch {
	case ctx.Err() != nil:
		fmt.Fprintln(env.Stderr, "xcover rate: interrupted")
		return interrupted
	case rt.errs > 0:
		return 1
	}
	return 0
}

// rating is a run of `xcover rate`: how it rates, where it writes, and
// its counts.
type rating struct {
	src   variantSource
	lim   solve.Limits // the proof of one solution's node budget, and Ctrl-C
	out   *bufio.Writer
	errw  io.Writer
	bands [4]int // puzzles rated, by difficulty
	errs  int
}

// all rates the puzzles of the chunks read, as solve's reader sends them
// (a chunk once the input has nothing more ready, so that a person typing
// sees each rating at once), writing each with its rating, or "error" with
// the message to errw: a puzzle that cannot be read or rated does not
// stop the others. It stops at once when ctx is canceled, though the
// reader waits for input.
func (rt *rating) all(ctx context.Context, read <-chan *chunk) {
	for {
		select {
		case ch, ok := <-read:
			if !ok {
				return
			}
			for _, it := range ch.items {
				r, err := rt.rate(it)
				switch {
				case ctx.Err() != nil:
					return
				case err != nil:
					rt.errs++
					fmt.Fprintln(rt.out, "error")
					fmt.Fprintln(rt.errw, "xcover rate:", err)
				default:
					rt.bands[r.Difficulty]++
					fmt.Fprintf(rt.out, "%s %s\n", oneLine(it.puzzle.Grid), r)
				}
			}
			rt.out.Flush()
		case <-ctx.Done():
			return
		}
	}
}

// rate rates the puzzle of item it under its rules; an error names the
// file and line.
func (rt *rating) rate(it item) (logic.Rating, error) {
	v, err := rt.src.rules(it)
	if err != nil {
		return logic.Rating{}, err
	}
	b, err := v.Board(it.puzzle.Grid.Shape)
	var r logic.Rating
	if err == nil {
		r, err = logic.RateWithin(b, it.puzzle.Grid, rt.lim)
	}
	if err != nil {
		return r, it.at(err)
	}
	return r, nil
}
