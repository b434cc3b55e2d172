package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// solveConfig holds the flags of `xcover solve`.
type solveConfig struct {
	first     bool
	count     bool
	max       int64
	stats     bool
	list      bool
	heuristic dlx.Heuristic
	seed      uint64
	budget    int64
	jobs      int
	size      int
	box       string
	opt       format.Options
	method    solve.Method
	tuples    int
	variant   variantSource // -variant and -layout
	profile   string        // -cpuprofile: where to write the command's CPU profile
	progress  progress
	limit     timeLimit // -timeout
}

// parseSolveFlags reads the flags of `xcover solve` and returns the files.
func parseSolveFlags(env Env, args []string) (*solveConfig, []string, error) {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover solve [flags] [FILE...]

Reads puzzles (one per line, or multi-line grids; stdin when no FILE or for -) and
writes one result per puzzle, in input order: the solution in the input's own
style, then "multiple" when it has more than one and "(node budget spent)"
when the budget stopped the search before it could tell; or "unsolvable",
"node budget spent" or "error" (the message goes to stderr). A summary goes
to stderr (with -stats, each puzzle's search too), and a long batch tells
its progress there; Ctrl-C, or -timeout, stops it and says what the
searches under way had done. Methods: dlx (exact cover, the
default), backtrack (plain, row by row), candidates (candidate
backtracking), logic (singles and tuples, then guesses in the most
constrained cell), rules (pairwise exclusion, then counting). Flags:`)
		fs.PrintDefaults()
	}
	c := &solveConfig{}
	var heuristic, method string
	fs.StringVar(&method, "method", "dlx", "solving method: dlx, backtrack, candidates, logic or rules")
	fs.IntVar(&c.tuples, "tuples", solve.MaxTuple, "logic method: the largest naked or hidden tuple (1 singles only, 2 pairs, 3 triples, 4 quads)")
	fs.BoolVar(&c.first, "first", false, "stop at the first solution (no uniqueness check; fastest)")
	fs.BoolVar(&c.count, "count", false, "count every solution")
	fs.Int64Var(&c.max, "max", 2, "stop after this many solutions (2 tells unique from multiple)")
	fs.BoolVar(&c.stats, "stats", false, "write each puzzle's search stats on stderr: nodes, guesses, placements, eliminations, updates and time")
	fs.BoolVar(&c.list, "list", false, "after a puzzle with several solutions, list them, indented, when there are fewer than 100 (with -count: all of them)")
	fs.StringVar(&heuristic, "heuristic", "mrv", "item choice: mrv, first or random")
	fs.Uint64Var(&c.seed, "seed", 1, "seed of the random heuristic, and of -first's restarts on a big grid")
	fs.Int64Var(&c.budget, "budget", 0, "give up on a puzzle after this many search nodes (0: no limit)")
	fs.IntVar(&c.jobs, "j", 0, fmt.Sprintf("puzzles solved in parallel, at most %d (0: one per core)", maxJobs))
	fs.IntVar(&c.size, "size", 0, "grid side n (0: infer from the input)")
	fs.StringVar(&c.box, "box", "", "box shape ROWSxCOLS, e.g. 2x3 for 6x6 (default: the squarest)")
	fs.StringVar(&c.profile, "cpuprofile", "", "write a CPU profile of the whole command to this file (read it with go tool pprof)")
	c.progress.register(fs, "a long batch")
	c.limit.register(fs, "the batch")
	var vf variantFlags
	vf.register(fs)
	if err := parseArgs(fs, args); err != nil {
		return nil, nil, err
	}
	variant, err := vf.parse()
	if err != nil {
		return nil, nil, err
	}
	c.variant = variant
	h, err := dlx.ParseHeuristic(heuristic)
	if err != nil {
		return nil, nil, err
	}
	c.heuristic = h
	if c.method, err = solve.ParseMethod(method); err != nil {
		return nil, nil, fmt.Errorf("-method: %v", err)
	}
	if err := c.method.Plays(variant.variant); err != nil {
		return nil, nil, err
	}
	if err := c.checkMethodFlags(fs); err != nil {
		return nil, nil, err
	}
	maxSet := false
	fs.Visit(func(f *flag.Flag) { maxSet = maxSet || f.Name == "max" })
	switch {
	case c.first && c.count:
		return nil, nil, errors.New("-first and -count ask for different things: give one")
	case (c.first || c.count) && maxSet:
		return nil, nil, errors.New("-max does not go with -first or -count: give one")
	case c.first:
		c.max = 1
	case c.count:
		c.max = 0
	case c.max < 1:
		return nil, nil, fmt.Errorf("-max %d: must be at least 1 (use -count to count them all)", c.max)
	}
	if c.budget < 0 {
		return nil, nil, fmt.Errorf("-budget %d: want 0 (no limit) or more", c.budget)
	}
	if c.jobs, err = jobs(c.jobs); err != nil {
		return nil, nil, err
	}
	if c.opt, err = shapeOptions(c.size, c.box); err != nil {
		return nil, nil, err
	}
	return c, fs.Args(), nil
}

// checkMethodFlags refuses the flags the chosen method cannot honour:
// -heuristic and -seed steer the exact cover search of classic rules
// only, -tuples the logic method only.
func (c *solveConfig) checkMethodFlags(fs *flag.FlagSet) error {
	var err error
	fs.Visit(func(f *flag.Flag) {
		switch {
		case err != nil:
		case (f.Name == "heuristic" || f.Name == "seed") && c.method != solve.DLX:
			err = fmt.Errorf("-%s applies to -method dlx only, not %s", f.Name, c.method)
		case (f.Name == "heuristic" || f.Name == "seed") && !c.variant.variant.Classic():
			err = fmt.Errorf("-%s applies to classic rules only: -variant %s searches with mrv", f.Name, c.variant.variant)
		case f.Name == "tuples" && c.method != solve.Logic:
			err = fmt.Errorf("-tuples applies to -method logic only, not %s", c.method)
		case f.Name == "tuples" && (c.tuples < 1 || c.tuples > solve.MaxTuple):
			err = fmt.Errorf("-tuples %d: must be between 1 and %d", c.tuples, solve.MaxTuple)
		}
	})
	return err
}

// maxJobs bounds -j: each job holds a solver and its share of the
// puzzles in flight, and more jobs than cores only add waiting.
const maxJobs = 1024

// jobs checks the value of a -j flag and returns the number of jobs it
// asks for; 0 means one per core.
func jobs(j int) (int, error) {
	switch {
	case j == 0:
		return runtime.NumCPU(), nil
	case j < 0 || j > maxJobs:
		return 0, fmt.Errorf("-j %d: want 1 to %d, or 0 for one per core", j, maxJobs)
	}
	return j, nil
}

// limits are the method's limits for one puzzle.
func (c *solveConfig) limits(ctx context.Context) solve.Limits {
	return solve.Limits{MaxSolutions: c.max, NodeBudget: c.budget, Context: ctx, Tuples: c.tuples}
}

// shapeOptions turns -size and -box into parse options.
func shapeOptions(size int, box string) (format.Options, error) {
	var opt format.Options
	if box != "" {
		var s sudoku.Shape
		rows, cols, _ := strings.Cut(box, "x")
		var err1, err2 error
		s.BoxRows, err1 = strconv.Atoi(rows)
		s.BoxCols, err2 = strconv.Atoi(cols)
		if err1 != nil || err2 != nil {
			return opt, fmt.Errorf("-box %q: want ROWSxCOLS, e.g. 2x3", box)
		}
		if err := s.Validate(); err != nil {
			return opt, fmt.Errorf("-box %q: %v", box, err)
		}
		if size != 0 && size != s.N() {
			return opt, fmt.Errorf("-size %d does not match -box %s (side %d)", size, box, s.N())
		}
		opt.Shape = s
		return opt, nil
	}
	if size != 0 {
		s, err := sudoku.ShapeFor(size)
		if err != nil {
			return opt, fmt.Errorf("-size %d: %v", size, err)
		}
		opt.Shape = s
	}
	return opt, nil
}

// runSolve is `xcover solve`.
func runSolve(env Env, args []string) int {
	c, files, err := parseSolveFlags(env, args)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover solve:", err)
		return 2
	}
	if c.profile != "" {
		end, err := startProfile(c.profile)
		if err != nil {
			fmt.Fprintln(env.Stderr, "xcover solve:", err)
			return 2
		}
		defer func() {
			if err := end(); err != nil {
				fmt.Fprintln(env.Stderr, "xcover solve:", err)
			}
		}()
	}
	ctx, stop := interruptible()
	defer stop()
	ctx, cancel := c.limit.within(ctx)
	defer cancel()
	code := solveFiles(ctx, env, c, files)
	if ctx.Err() != nil {
		fmt.Fprintln(env.Stderr, "xcover solve:", why(ctx))
		return stoppedCode(ctx)
	}
	return code
}

// interrupted is the exit code of a command stopped by Ctrl-C or SIGTERM,
// as a shell gives one killed by SIGINT.
const interrupted = 130

// interruptible returns a context that Ctrl-C (SIGINT) or SIGTERM cancels,
// so that a command can stop cleanly and write what it has done. Once
// canceled, the signals are the system's again: a second Ctrl-C ends the
// process at once.
func interruptible() (context.Context, context.CancelFunc) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	context.AfterFunc(ctx, stop)
	return ctx, stop
}

// solveFiles runs a batch and writes its summary, and returns the exit code:
// 1 when some puzzle could not be read or the results not written.
func solveFiles(ctx context.Context, env Env, c *solveConfig, files []string) int {
	out := bufio.NewWriterSize(env.Stdout, 1<<16)
	start := time.Now()
	tally := solveBatch(ctx, c, inputs(env, files), out, env.Stderr)
	if err := out.Flush(); err != nil && tally.errors == 0 {
		fmt.Fprintln(env.Stderr, "xcover solve: writing the results:", err)
		tally.errors++
	}
	fmt.Fprintln(env.Stderr, tally.summary(time.Since(start)))
	if tally.errors > 0 {
		return 1
	}
	return 0
}

// tally counts a batch's outcomes.
type tally struct {
	puzzles, solved, multiple, unsolvable, budget, canceled, errors int
	// unproven counts the solved puzzles whose search the node budget or a
	// cancel stopped after one solution, before it could tell whether
	// there is another.
	unproven int
}

// add adds another tally's counts.
func (t *tally) add(o tally) {
	t.puzzles += o.puzzles
	t.solved += o.solved
	t.multiple += o.multiple
	t.unsolvable += o.unsolvable
	t.budget += o.budget
	t.canceled += o.canceled
	t.errors += o.errors
	t.unproven += o.unproven
}

// count counts one puzzle's outcome: solved (and whether with several
// solutions, or with one that the search was stopped before proving
// unique), unsolvable, or stopped before a solution (over budget or
// canceled).
func (t *tally) count(r solve.Outcome) {
	t.puzzles++
	switch {
	case r.Solutions == 0 && r.Stop == dlx.Exhausted:
		t.unsolvable++
	case r.Solutions == 0 && r.Stop == dlx.Canceled:
		t.canceled++
	case r.Solutions == 0:
		t.budget++
	default:
		t.solved++
		switch {
		case r.Solutions > 1:
			t.multiple++
		case r.Stop == dlx.NodeBudget || r.Stop == dlx.Canceled:
			t.unproven++
		}
	}
}

// summary writes the one-line report printed at the end of a batch.
func (t tally) summary(elapsed time.Duration) string {
	secs := elapsed.Seconds()
	rate := 0.0
	if secs > 0 {
		rate = float64(t.puzzles-t.errors) / secs
	}
	canceled := ""
	if t.canceled > 0 {
		canceled = fmt.Sprintf(", %d canceled", t.canceled)
	}
	return fmt.Sprintf("%s: %d solved (%d with several solutions, %d not proven unique), %d unsolvable, %d over budget%s, %s; %.3f s, %.0f %s/s",
		count(t.puzzles, "puzzle"), t.solved, t.multiple, t.unproven, t.unsolvable, t.budget, canceled, count(t.errors, "error"), secs, rate, nounFor(rate, "puzzle"))
}

// appendResult appends the outcome of one puzzle to b as its output line,
// newline included, and counts it.
func (c *solveConfig) appendResult(b []byte, p format.Puzzle, r solve.Outcome, t *tally) []byte {
	t.count(r)
	switch {
	case r.Solutions == 0 && r.Stop == dlx.Exhausted:
		b = append(b, "unsolvable"...)
		if r.Unsolvable != "" {
			b = fmt.Appendf(b, " (%s)", r.Unsolvable)
		}
	case r.Solutions == 0:
		b = append(b, r.Stop.String()...)
	default:
		start := len(b)
		b = format.AppendFormat(b, r.Solution, p.Style)
		if len(b) > start && b[len(b)-1] == '\n' { // what follows goes on the last line
			b = b[:len(b)-1]
		}
		switch {
		case c.max == 0 && r.Solutions > 1:
			b = fmt.Appendf(b, " %d solutions", r.Solutions)
		case r.Solutions > 1:
			b = append(b, " multiple"...)
		}
		if r.Stop == dlx.NodeBudget || r.Stop == dlx.Canceled {
			b = fmt.Appendf(b, " (%s)", r.Stop)
		}
	}
	if c.list && r.Solutions > 1 {
		for _, g := range r.All {
			for _, line := range strings.Split(strings.TrimSuffix(format.Format(g, p.Style), "\n"), "\n") {
				b = append(b, "\n  "...)
				b = append(b, line...)
			}
		}
	}
	return append(b, '\n')
}

// statsOf writes a puzzle's search stats for -stats: its nodes, guesses,
// placements, eliminations, updates (for the exact cover method) and time.
func (c *solveConfig) statsOf(s solve.Stats) string {
	text := count(s.Nodes, "node") + ", " + count(s.Guesses, "guess") + ", " + count(s.Placements, "placement") + ", " + count(s.Eliminations, "elimination")
	if c.method == solve.DLX {
		text += ", " + count(s.Updates, "update")
	}
	return text + ", " + s.Elapsed.String()
}
