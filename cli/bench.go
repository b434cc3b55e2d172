package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"text/tabwriter"
	"time"

	"xcover/dlx"
	"xcover/sudoku"
)

// referenceSet is a public puzzle set and the rate of the exact-cover seed's
// C++ dancing-links solver on it, measured on this project's machine kind
// (single core, first solution; shared/data/README.md).
type referenceSet struct {
	file string
	seed float64 // puzzles per second
}

var referenceSets = []referenceSet{
	{"sudoku17-49151.txt", 39600},
	{"top1465.txt", 12200},
	{"forum-hardest-1106.txt", 1630},
	{"forum-hardest-1905-11plus.txt", 3110},
	{"serg-benchmark-10000.txt", 0},
	{"top50k.txt", 0},
}

// runBench is `xcover bench`: puzzles per second on each data set, on one
// core and on all, against the seed's C++ solver.
func runBench(env Env, args []string) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	data := fs.String("data", "../shared/data", "folder of the puzzle sets")
	cores := fs.Int("j", 0, fmt.Sprintf("cores for the parallel run, at most %d (0: all)", maxJobs))
	rounds := fs.Int("rounds", 3, "runs per set, at least 1; the fastest counts")
	sample := fs.Int("sample", 1000, "methods table: the first this many puzzles of each set (0: all)")
	budget := fs.Int64("budget", slowBudget, "methods table: the node budget of plain and candidate backtracking (0: no limit)")
	if code, ok := parseFlags(env, fs, args, false); !ok {
		return code
	}
	jobs, err := jobs(*cores)
	switch {
	case err != nil:
	case *rounds < 1:
		err = fmt.Errorf("-rounds %d: want at least 1", *rounds)
	case *sample < 0:
		err = fmt.Errorf("-sample %d: want 0 (all) or more", *sample)
	case *budget < 0:
		err = fmt.Errorf("-budget %d: want 0 (no limit) or more", *budget)
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover bench:", err)
		return 2
	}
	if !hasSets(*data) {
		fmt.Fprintf(env.Stderr, "xcover bench: no puzzle set in %s (it should hold %s, ...)\n", *data, referenceSets[0].file)
		return 1
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "set\tpuzzles\t1 core/s\tseed C++/s\tratio\t%d cores/s\tspeed-up\t\n", jobs)
	failed := false
	for _, ref := range referenceSets {
		puzzles, err := loadSet(filepath.Join(*data, ref.file))
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			fmt.Fprintln(env.Stderr, "xcover bench:", err)
			failed = true
			continue
		}
		one := bestRate(puzzles, 1, *rounds)
		all := bestRate(puzzles, jobs, *rounds)
		ratio := "-"
		if ref.seed > 0 {
			ratio = fmt.Sprintf("%.2fx", one/ref.seed)
		}
		fmt.Fprintf(tw, "%s\t%d\t%.0f\t%.0f\t%s\t%.0f\t%.2fx\t\n", ref.file, len(puzzles), one, ref.seed, ratio, all, all/one)
	}
	tw.Flush()
	if !benchMethods(env, *data, *sample, *budget) {
		failed = true
	}
	if failed {
		return 1
	}
	return 0
}

// hasSets reports whether the folder data holds one of the puzzle sets.
func hasSets(data string) bool {
	for _, ref := range referenceSets {
		if _, err := os.Stat(filepath.Join(data, ref.file)); err == nil {
			return true
		}
	}
	return false
}

// slowBudget is the node budget plain and candidate backtracking get in
// the bench: enough for most puzzles, few enough that the bench ends.
const slowBudget = 100_000

// benchMethods prints, for each data set, every method's puzzles per
// second and nodes per puzzle on the first sample puzzles (first solution,
// one core), and how many spent the node budget. It returns false when a
// set failed to load.
func benchMethods(env Env, data string, sample int, budget int64) bool {
	fmt.Fprintf(env.Stdout, "\nmethods, one core, first solution, the first %d puzzles of each set; backtrack and candidates stop at %d nodes:\n", sample, budget)
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "set\tmethod\tpuzzles\tpuzzles/s\tnodes/puzzle\tover budget\t")
	ok := true
	for _, ref := range referenceSets {
		puzzles, err := loadSet(filepath.Join(data, ref.file))
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			fmt.Fprintln(env.Stderr, "xcover bench:", err)
			ok = false
			continue
		}
		if sample > 0 && len(puzzles) > sample {
			puzzles = puzzles[:sample]
		}
		for _, m := range sudoku.Methods {
			lim := sudoku.Limits{MaxSolutions: 1}
			if m == sudoku.Backtrack || m == sudoku.Candidates {
				lim.NodeBudget = budget
			}
			t := measure(m, puzzles, lim)
			fmt.Fprintf(tw, "%s\t%s\t%d\t%.0f\t%.0f\t%d\t\n", ref.file, m, t.puzzles, t.rate(), t.mean(), t.budget)
		}
	}
	tw.Flush()
	return ok
}

// loadSet reads every puzzle of a file; a bad puzzle fails the load.
func loadSet(path string) ([]sudoku.Grid, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return sudoku.ReadGrids(f, path, sudoku.Options{})
}

// bestRate solves every puzzle (first solution) on the given number of
// goroutines, rounds times, and returns the best rate in puzzles per second.
func bestRate(puzzles []sudoku.Grid, jobs, rounds int) float64 {
	best := 0.0
	for range rounds {
		start := time.Now()
		var wg sync.WaitGroup
		for w := range jobs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s := sudoku.Solver{Options: dlx.Options{MaxSolutions: 1}}
				for i := w; i < len(puzzles); i += jobs {
					s.Solve(puzzles[i])
				}
			}()
		}
		wg.Wait()
		best = max(best, float64(len(puzzles))/time.Since(start).Seconds())
	}
	return best
}
