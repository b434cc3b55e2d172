package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"math/big"

	"xcover/dlx"
)

// coverConfig holds the flags of `xcover cover`.
type coverConfig struct {
	count     bool
	estimate  bool
	stats     bool
	max       int64 // solutions to find; 0 for all
	budget    int64
	heuristic dlx.Heuristic
	engine    string // "links" or "cells" (see dlx.Engines)
	seed      uint64
	parts     int
	part      int
	probes    int
	profile   string // -cpuprofile
	progress  progress
	memo      memoConfig
	limit     timeLimit  // -timeout
	knuth     knuthFlags // -every, -shuffle
	jobs      int        // -j: goroutines searching at once
	json      bool       // -json: a JSON line of the count and its stats
}

// defaultProbes is how many random paths -estimate walks by default. On
// pentominoes 6x10, over seeds 1 to 30, 10,000 probes came within 0.75 to
// 1.55 times the true node count; 1,000 strayed to 2.5 times on one seed
// (the estimate's spread falls as the square root of the probes). They
// take well under a second there.
const defaultProbes = 10_000

// parseCoverFlags reads the flags of `xcover cover` and returns the files.
func parseCoverFlags(env Env, args []string) (*coverConfig, []string, error) {
	fs := flag.NewFlagSet("cover", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover cover [flags] [FILE...]

Reads an exact cover problem in Knuth's format from each FILE (stdin when
there is none, or for -): a line of items (primary ones, then '|' and the
secondary ones), then one option a line; lines that start with '|' are
comments. Writes its solutions, one a paragraph, each option as its items
are written in the input; or, with -count, the number of solutions; or,
with -estimate, Knuth's estimate of the search tree's nodes. -parts K
-part I searches part I (0 to K-1) of K: the parts' counts add up to the
whole count, and with -json each part writes a line that xcover sum adds
up. A count runs on every core (-j N: N goroutines); a listing on one,
unless -j says more, its solutions in the search's order. -engine cells searches with Knuth's dancing cells (sparse
sets, as his SSXCC, and SSMCC with multiplicities) instead of his
dancing links (DLX1, DLX2, DLX3); -stats names the engine. -memo counts
by memoizing subproblems (Knuth's DLX6), exactly at any size; -zdd FILE
writes the ZDD of all solutions, -sample N draws N uniformly at random,
and -best K writes the K cheapest by the options' costs |n (DLX5). A long
search tells its progress on stderr; Ctrl-C stops it and says what it had
counted. Flags:`)
		fs.PrintDefaults()
	}
	c := &coverConfig{}
	var heuristic string
	var first bool
	fs.BoolVar(&c.count, "count", false, "write only the number of solutions")
	fs.BoolVar(&first, "first", false, "stop at the first solution")
	fs.Int64Var(&c.max, "max", 0, "stop after this many solutions (0: all)")
	fs.Int64Var(&c.budget, "budget", 0, "stop after this many search nodes (0: no limit)")
	fs.StringVar(&heuristic, "heuristic", "mrv", "item choice: mrv, first or random")
	fs.StringVar(&c.engine, "engine", "links", "the engine: links (dancing links, as Knuth's DLX1-3) or cells (dancing cells, as his SSXCC and SSMCC)")
	fs.Uint64Var(&c.seed, "seed", 1, "seed of the random heuristic and of -estimate's paths")
	fs.BoolVar(&c.stats, "stats", false, "write the search's nodes, updates and nodes per level on stderr")
	fs.IntVar(&c.parts, "parts", 1, fmt.Sprintf("cut the search into this many parts, at most %d (see -part)", dlx.MaxSubtrees))
	fs.IntVar(&c.part, "part", 0, "the part to search, 0 to -parts minus 1")
	fs.BoolVar(&c.estimate, "estimate", false, "write Knuth's estimate of the search tree's nodes instead of searching")
	fs.IntVar(&c.probes, "probes", defaultProbes, "the random paths -estimate walks")
	c.progress.register(fs, "a long search")
	c.limit.register(fs, "the search")
	c.knuth.register(fs)
	fs.BoolVar(&c.memo.on, "memo", false, "count by memoizing subproblems (Knuth's DLX6): exact at any size; with -count, -zdd, -sample or -best")
	fs.Int64Var(&c.memo.mb, "memo-mb", defaultMemoMB(), "the memory -memo's cache and ZDD may take, in MB; the count stops with an error there")
	fs.StringVar(&c.memo.zdd, "zdd", "", "write the ZDD of all solutions to this file, in DLX6's format (memoizes)")
	fs.IntVar(&c.memo.sample, "sample", 0, "write this many solutions drawn uniformly at random, by -seed (memoizes)")
	fs.IntVar(&c.memo.best, "best", 0, "write this many of the cheapest solutions, cheapest first, by the options' costs |n (DLX5); from the ZDD with -memo")
	fs.IntVar(&c.jobs, "j", 0, "search on this many goroutines (0: every core for -count, 1 for a listing)")
	fs.BoolVar(&c.json, "json", false, "write each problem's count as a JSON line: its fingerprint, engine, part, count, nodes, updates and seconds (xcover sum adds the parts' lines up)")
	fs.StringVar(&c.profile, "cpuprofile", "", "write a CPU profile of the whole command to this file (read it with go tool pprof)")
	if err := parseArgs(fs, args); err != nil {
		return nil, nil, err
	}
	h, err := dlx.ParseHeuristic(heuristic)
	if err != nil {
		return nil, nil, err
	}
	c.heuristic = h
	if _, err := dlx.NewEngine(c.engine, dlx.NewProblem(0, 0)); err != nil {
		return nil, nil, fmt.Errorf("-engine: %w", err)
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if err := c.check(set, first); err != nil {
		return nil, nil, err
	}
	return c, fs.Args(), nil
}

// check refuses flags that do not go together or are out of range; set
// holds the flags given. It turns -first into -max 1.
func (c *coverConfig) check(set map[string]bool, first bool) error {
	switch {
	case c.estimate && (set["count"] || set["first"] || set["max"] || set["budget"] || set["parts"] || set["part"] || set["stats"]):
		return errors.New("-estimate walks random paths instead of searching: it goes with -heuristic, -seed and -probes only")
	case c.probes < 1:
		return fmt.Errorf("-probes %d: want at least 1", c.probes)
	case first && c.count:
		return errors.New("-first and -count ask for different things: give one")
	case set["max"] && (first || c.count):
		return errors.New("-max does not go with -first or -count: give one")
	case c.max < 0:
		return fmt.Errorf("-max %d: want 0 (all) or more", c.max)
	case c.budget < 0:
		return fmt.Errorf("-budget %d: want 0 (no limit) or more", c.budget)
	case c.parts < 1 || c.parts > dlx.MaxSubtrees:
		return fmt.Errorf("-parts %d: want 1 to %d", c.parts, dlx.MaxSubtrees)
	case c.part < 0 || c.part >= c.parts:
		return fmt.Errorf("-part %d: want 0 to %d (the parts of -parts %d are numbered from 0)", c.part, c.parts-1, c.parts)
	}
	if err := c.checkMemo(set, first); err != nil {
		return err
	}
	if err := c.knuth.check(c, set); err != nil {
		return err
	}
	if err := c.checkJobs(set); err != nil {
		return err
	}
	if c.json && !c.count {
		return errors.New("-json writes a count: give -count too")
	}
	if first {
		c.max = 1
	}
	return nil
}

// runCover is `xcover cover`.
func runCover(env Env, args []string) int {
	c, files, err := parseCoverFlags(env, args)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover cover:", err)
		return 2
	}
	if c.profile != "" {
		end, err := startProfile(c.profile)
		if err != nil {
			fmt.Fprintln(env.Stderr, "xcover cover:", err)
			return 2
		}
		defer func() {
			if err := end(); err != nil {
				fmt.Fprintln(env.Stderr, "xcover cover:", err)
			}
		}()
	}
	ctx, stop := interruptible()
	defer stop()
	ctx, cancel := c.limit.within(ctx)
	defer cancel()
	return c.cover(ctx, env, inputs(env, files))
}

// cover does every input in turn and returns the exit code: 1 when one
// could not be read or done in full, 130 when interrupted and 124 when
// the time limit stopped it (the inputs after it are left).
func (c *coverConfig) cover(ctx context.Context, env Env, ins []input) int {
	out := &solutionWriter{w: bufio.NewWriterSize(env.Stdout, 1<<16)}
	code := 0
	for _, in := range ins {
		err := c.coverInput(ctx, env, in, out)
		if ferr := out.flush(); err == nil { // the solutions found before a stop too
			err = ferr
		}
		if err != nil {
			fmt.Fprintf(env.Stderr, "xcover cover: %s: %v\n", in.name, err)
			code = 1
		}
		if ctx.Err() != nil {
			return stoppedCode(ctx)
		}
		if out.err != nil {
			return 1 // the rest could not be written either
		}
	}
	return code
}

// coverInput reads one problem and searches it, or estimates its tree,
// writing the results to out and the stats and progress to env.Stderr.
func (c *coverConfig) coverInput(ctx context.Context, env Env, in input, out *solutionWriter) error {
	p, err := readProblem(ctx, in)
	if err != nil {
		return err
	}
	if c.knuth.shuffle {
		p = p.Shuffled(c.seed)
	}
	m, err := dlx.NewEngine(c.engine, p)
	if err != nil {
		return err
	}
	opt := dlx.Options{Heuristic: c.heuristic, Seed: c.seed}
	if c.estimate {
		e := &estimator{m: m, opt: opt, probes: c.probes, seed: c.seed}
		est, err := untilDone(ctx, "estimating", func() (float64, error) { return e.walk(nil, func(float64) {}), nil })
		if err == nil {
			_, err = fmt.Fprintf(out.w, "%.0f\n", est)
		}
		return err
	}
	opt.MaxSolutions, opt.NodeBudget = c.max, c.budget
	units := []dlx.Subtree{{}} // the whole tree
	if c.parts > 1 {
		units = dlx.Part(dlx.Split(m, dlx.Options{Heuristic: c.heuristic, Seed: c.seed, Context: ctx}, c.parts*dlx.PartsPerWorker), c.parts, c.part)
		if ctx.Err() != nil {
			return fmt.Errorf("%s while cutting the tree into parts", why(ctx))
		}
	}
	switch {
	case c.memo.on:
		return c.coverMemo(ctx, env, in.name, p, units, out)
	case c.memo.best > 0: // without -memo: branch and bound
		return c.coverCheapest(ctx, env, in.name, p, out)
	}
	searchCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	list := c.knuth.thin(func(options []int) { // every -every'th solution, in the search's order
		if out.solution(p, options) != nil {
			cancel() // stdout is gone: no use searching on
		}
	})
	if !c.count {
		opt.OnSolution = list
	}
	s := c.newSearch(ctx, m, opt, units, func(options []int) error { list(options); return out.err },
		func(note string) { fmt.Fprintf(env.Stderr, "xcover cover: %s: %s\n", in.name, note) })
	var est *estimator
	if c.progress.on() && c.parts == 1 {
		// The progress lines' estimate, made on an engine of its own while the search runs.
		est = &estimator{m: m.Fresh(), opt: dlx.Options{Heuristic: c.heuristic, Seed: c.seed}, probes: c.probes, seed: c.seed}
	}
	stop := c.progress.watchCover(env.Stderr, s, est)
	r := s.run(searchCtx)
	stop()
	if c.stats {
		fmt.Fprintf(env.Stderr, "xcover cover: %s: %s engine: %s\n", in.name, c.engine, searchStats(r.Stats))
		fmt.Fprintf(env.Stderr, "xcover cover: %s: nodes by level: %s\n", in.name, levels(r.PerLevel, len(r.PerLevel), exact))
	}
	switch {
	case out.err != nil:
		return fmt.Errorf("writing the solutions: %v", out.err)
	case r.Stop == dlx.Canceled:
		return errors.New(stopped(ctx, r.Nodes, r.Solutions))
	case r.Stop == dlx.NodeBudget && c.count:
		return fmt.Errorf("node budget spent after %s: %s so far, not the whole count", count(r.Nodes, "node"), count(r.Solutions, "solution"))
	case r.Stop == dlx.NodeBudget:
		fmt.Fprintf(env.Stderr, "xcover cover: %s: node budget spent after %s, %s\n", in.name, count(r.Nodes, "node"), count(r.Solutions, "solution"))
	case c.count:
		return c.writeCount(out, p, big.NewInt(r.Solutions), r.Nodes, r.Updates, r.Elapsed)
	}
	return nil
}

// readProblem reads the problem of in; Ctrl-C stops it even while it
// waits for input that does not come. When in is a gzip stream that is
// corrupt, that is the error, though the parser failed first on its
// garbage.
func readProblem(ctx context.Context, in input) (*dlx.Problem, error) {
	return untilDone(ctx, "reading", func() (*dlx.Problem, error) {
		r, err := in.open()
		if err != nil {
			return nil, err
		}
		defer r.Close()
		p, err := dlx.ParseKnuth(r)
		if err != nil {
			if serr := streamError(r); serr != nil {
				return nil, serr
			}
		}
		return p, err
	})
}

// untilDone runs f on a goroutine of its own and returns what it returns
// or, as soon as Ctrl-C cancels ctx, an error that says what was
// interrupted (doing); f is then left to end on its own, as the command is
// about to.
func untilDone[T any](ctx context.Context, doing string, f func() (T, error)) (T, error) {
	type result struct {
		v   T
		err error
	}
	done := make(chan result, 1)
	go func() {
		v, err := f()
		done <- result{v, err}
	}()
	select {
	case <-ctx.Done():
		var zero T
		return zero, fmt.Errorf("%s while %s", why(ctx), doing)
	case r := <-done:
		return r.v, r.err
	}
}

// solutionWriter writes solutions one a paragraph, keeping the first error.
type solutionWriter struct {
	w       *bufio.Writer
	written bool // a solution was written: the next one needs a blank line before it
	err     error
}

// solution writes one solution: each option on a line, as its items are
// written in the input.
func (s *solutionWriter) solution(m *dlx.Problem, options []int) error {
	if s.written {
		s.w.WriteByte('\n')
	}
	s.written = true
	for _, k := range options {
		s.w.WriteString(m.OptionText(k))
		s.w.WriteByte('\n')
	}
	_, s.err = s.w.Write(nil) // bufio keeps its first error
	return s.err
}

// cheapest writes the cheapest solutions, each a paragraph that starts
// with a comment line of its cost, until a write fails.
func (s *solutionWriter) cheapest(m *dlx.Problem, sols []dlx.Costed) {
	for _, c := range sols {
		if s.written {
			s.w.WriteByte('\n')
			s.written = false
		}
		fmt.Fprintf(s.w, "| cost %d\n", c.Cost)
		if s.solution(m, c.Options) != nil {
			return
		}
	}
}

// flush writes what is buffered.
func (s *solutionWriter) flush() error {
	if err := s.w.Flush(); err != nil {
		s.err = err
		return fmt.Errorf("writing the results: %v", err)
	}
	return nil
}
