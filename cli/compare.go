package cli

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// runCompare is `xcover compare`: every method on the same puzzles, one
// table row per method.
func runCompare(env Env, args []string) int {
	fs := flag.NewFlagSet("compare", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover compare [flags] FILE...

Solves every puzzle of the files with each method in turn, on one core,
telling a unique solution from several (as solve -max 2 does), and prints a
table per method: puzzles, solved, unsolvable, with several solutions,
solved but not proven unique (the budget stopped the search after one
solution), over the node budget, search nodes (total and mean) and puzzles
per second.
Flags:`)
		fs.PrintDefaults()
	}
	budget := fs.Int64("budget", 1_000_000, "give up on a puzzle after this many search nodes (0: no limit)")
	list := fs.String("methods", methodList(solve.Methods), "the methods to compare, comma-separated")
	if code, ok := parseFlags(env, fs, args, true); !ok {
		return code
	}
	methods, err := parseMethods(*list)
	if err == nil && *budget < 0 {
		err = fmt.Errorf("-budget %d: want 0 (no limit) or more", *budget)
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover compare:", err)
		return 2
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(env.Stderr, "xcover compare: no FILE given")
		return 2
	}
	puzzles, bad := readPuzzles(env, fs.Args())
	ctx, stop := interruptible()
	defer stop()
	lim := solve.Limits{MaxSolutions: 2, NodeBudget: *budget, Context: ctx}
	fmt.Fprintf(env.Stdout, "%s from %s; node budget %d\n", count(len(puzzles), "puzzle"), strings.Join(fs.Args(), ", "), *budget)
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "method\tpuzzles\tsolved\tunsolvable\tmultiple\tunproven\tover budget\tnodes\tnodes/puzzle\tpuzzles/s\t")
	for _, m := range methods {
		if ctx.Err() != nil {
			break
		}
		writeRow(tw, m, measure(m, puzzles, lim))
	}
	tw.Flush()
	if ctx.Err() != nil {
		fmt.Fprintln(env.Stderr, "xcover compare: interrupted")
		return interrupted
	}
	if bad {
		return 1
	}
	return 0
}

// readPuzzles reads the puzzles of every file. A puzzle that cannot be read
// is told on stderr, as solve does, and left out; so is a file that cannot
// be opened. bad reports whether there was any.
func readPuzzles(env Env, files []string) (puzzles []sudoku.Grid, bad bool) {
	for _, name := range files {
		f, err := openText(name)
		if err != nil {
			fmt.Fprintln(env.Stderr, "xcover compare:", err)
			bad = true
			continue
		}
		sc := format.NewScanner(f, name, format.Options{})
		for sc.Scan() {
			if err := sc.Err(); err != nil {
				fmt.Fprintln(env.Stderr, err)
				bad = true
				continue
			}
			puzzles = append(puzzles, sc.Puzzle().Grid)
		}
		if err := sc.Err(); err != nil {
			fmt.Fprintln(env.Stderr, "xcover compare:", err)
			bad = true
		}
		f.Close()
	}
	return puzzles, bad
}

// methodTally is how a method did on a set of puzzles.
type methodTally struct {
	tally
	nodes   int64
	elapsed time.Duration
}

// measure solves every puzzle with method m on one core.
func measure(m solve.Method, puzzles []sudoku.Grid, lim solve.Limits) methodTally {
	var t methodTally
	start := time.Now()
	for _, p := range puzzles {
		o, err := (&solve.Solver{Method: m, Limits: lim}).Solve(p)
		if err != nil {
			t.puzzles++
			t.errors++
			continue
		}
		t.count(o)
		t.nodes += o.Stats.Nodes
	}
	t.elapsed = time.Since(start)
	return t
}

// rate is the puzzles per second.
func (t methodTally) rate() float64 {
	if t.elapsed <= 0 {
		return 0
	}
	return float64(t.puzzles) / t.elapsed.Seconds()
}

// mean is the nodes per puzzle.
func (t methodTally) mean() float64 {
	if t.puzzles == 0 {
		return 0
	}
	return float64(t.nodes) / float64(t.puzzles)
}

// writeRow writes one method's row of the compare table.
func writeRow(w io.Writer, m solve.Method, t methodTally) {
	fmt.Fprintf(w, "%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%.0f\t%.0f\t\n",
		m, t.puzzles, t.solved, t.unsolvable, t.multiple, t.unproven, t.budget, t.nodes, t.mean(), t.rate())
}

// parseMethods reads a comma-separated list of method names.
func parseMethods(list string) ([]solve.Method, error) {
	var out []solve.Method
	for _, name := range strings.Split(list, ",") {
		m, err := solve.ParseMethod(strings.TrimSpace(name))
		if err != nil {
			return nil, err
		}
		if slices.Contains(out, m) {
			return nil, fmt.Errorf("-methods: %s is listed twice", m)
		}
		out = append(out, m)
	}
	return out, nil
}

// methodList writes methods as a comma-separated list.
func methodList(methods []solve.Method) string {
	var names []string
	for _, m := range methods {
		names = append(names, m.String())
	}
	return strings.Join(names, ",")
}
