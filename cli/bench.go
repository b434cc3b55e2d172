package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"

	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// referenceSets are the public puzzle sets the bench looks for in its
// data folder (shared/data/README.md).
var referenceSets = []string{
	"sudoku17-49151.txt",
	"top1465.txt",
	"forum-hardest-1106.txt",
	"forum-hardest-1905-11plus.txt",
	"serg-benchmark-10000.txt",
	"top50k.txt",
}

// sideBySideSets are the sets timed against the peers by default: the
// ones the speed goals name.
const sideBySideSets = "sudoku17-49151.txt,top1465.txt,forum-hardest-1905-11plus.txt"

// runBench is `xcover bench`: xcover solve, as a whole process, timed on
// each set interleaved with the peers it can build (the seed's C++ solver
// and the C reference), with the ratios and their spread over the rounds;
// then the methods table; then xcover cover -count timed the same way
// against Knuth's DLX programs on exact cover problems.
func runBench(env Env, args []string) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover bench [flags]

Times xcover against other solvers, each as a whole process, in
interleaved rounds, and writes each one's median wall and CPU time and
xcover's ratios to the others with their spread over the rounds: xcover
solve on the puzzle sets of the -data folder beside a C++ dancing-links solver
and the C reference (built when their sources are found); then every
solving method on the first puzzles of each set; then xcover cover -count,
with each engine, beside Knuth's DLX programs (in the -knuth folder) on
the exact cover problems of the -problems folder, and the memoized count
beside his DLX6. Run it from the repository's root, on a quiet machine.
Flags:`)
		fs.PrintDefaults()
	}
	data := fs.String("data", "../shared/data", "folder of the puzzle sets")
	sets := fs.String("sets", sideBySideSets, "comma-separated sets of the data folder timed side by side")
	seedDir := fs.String("cpp", "../shared/peers/nstagman-cpp", "folder of the C++ dancing-links sudoku solver timed beside xcover (nstagman's sudoku_solve.cpp, the program xcover grew from)")
	refSrc := fs.String("ref", "docs/dlx-reference.c", "the C reference's source")
	cores := fs.Int("j", 0, fmt.Sprintf("cores for the parallel run, at most %d (0: all)", maxJobs))
	rounds := fs.Int("rounds", 7, "interleaved rounds per set, at least 1; medians count")
	sample := fs.Int("sample", 1000, "methods table: the first this many puzzles of each set (0: all)")
	budget := fs.Int64("budget", slowBudget, "methods table: the node budget of plain and candidate backtracking (0: no limit)")
	problems := fs.String("problems", "testdata", "folder of the exact cover problems timed against Knuth's programs")
	knuth := fs.String("knuth", "build/peers", "folder of Knuth's programs dlx1, dlx2, dlx3, dlx6 and ssxcc (../shared/peers/knuth-dlx/build.sh DIR makes them)")
	only := fs.String("only", "", "time only the sudoku sets (sudoku), the exact cover problems (cover) or their memoized counts (memo); all by default")
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
	case *only != "" && *only != "sudoku" && *only != "cover" && *only != "memo":
		err = fmt.Errorf("-only %q: want sudoku, cover or memo", *only)
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover bench:", err)
		return 2
	}
	tmp, err := os.MkdirTemp("", "xcover-bench-")
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover bench:", err)
		return 1
	}
	defer os.RemoveAll(tmp)
	ok := true
	if *only == "" || *only == "sudoku" {
		if !hasSets(*data) {
			fmt.Fprintf(env.Stderr, "xcover bench: no puzzle set in %s (it should hold %s, ...)\n", *data, referenceSets[0])
			return 1
		}
		ok = sideBySide(env, *data, strings.Split(*sets, ","), *seedDir, *refSrc, tmp, jobs, *rounds)
		ok = benchMethods(env, *data, *sample, *budget) && ok
	}
	if *only != "sudoku" {
		self, err := os.Executable()
		if err != nil {
			fmt.Fprintln(env.Stderr, "xcover bench:", err)
			return 1
		}
		if *only != "memo" {
			ok = coverSideBySide(env, self, *problems, *knuth, tmp, *rounds) && ok
		}
		if *only != "cover" {
			ok = memoSideBySide(env, self, *problems, *knuth, tmp, *rounds) && ok
		}
	}
	if !ok {
		return 1
	}
	return 0
}

// sideBySide times xcover solve (-first -j 1, -j 1 with the uniqueness
// proof, and -first on jobs cores) and the peers as whole processes on
// each set, interleaved, and prints each one's median wall time and
// xcover's ratios to each peer with their range over the rounds. It
// returns false when something failed. tmp is a folder for the copies of
// the sets and the peers built.
func sideBySide(env Env, data string, sets []string, seedDir, refSrc, tmp string, jobs, rounds int) bool {
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover bench:", err)
		return false
	}
	peers, notes := buildPeers(seedDir, refSrc, tmp, runBuild)
	for _, n := range notes {
		fmt.Fprintf(env.Stdout, "peer %s; xcover is timed without it\n", n)
	}
	solvers := []peer{
		{name: "xcover -first -j 1", argv: func(in, _ string) []string { return []string{self, "solve", "-first", "-j", "1", in} }},
		{name: "xcover -j 1", argv: func(in, _ string) []string { return []string{self, "solve", "-j", "1", in} }},
	}
	if jobs > 1 {
		solvers = append(solvers, peer{name: fmt.Sprintf("xcover -first -j %d", jobs), argv: func(in, _ string) []string {
			return []string{self, "solve", "-first", "-j", strconv.Itoa(jobs), in}
		}})
	}
	ours := len(solvers)
	solvers = append(solvers, peers...)
	fmt.Fprintf(env.Stdout, "whole process, %s, medians of wall and CPU time (user and system, all threads);\n", count(rounds, "interleaved round"))
	fmt.Fprintf(env.Stdout, "ratio: xcover's time / the peer's, median (min-max over rounds), wall then CPU:\n")
	t := newBenchTable(setColumns, sets, solvers, peers)
	fmt.Fprintln(env.Stdout, t.header())
	ok := true
	for _, set := range sets {
		set = strings.TrimSpace(set)
		in := filepath.Join(tmp, set)
		n, err := plainCopy(filepath.Join(data, set), in)
		if err != nil {
			fmt.Fprintln(env.Stderr, "xcover bench:", err)
			ok = false
			continue
		}
		out := filepath.Join(tmp, "out")
		times, err := interleave(rounds, len(solvers), func(s int) (timing, error) {
			return solvers[s].time(in, out)
		})
		if err != nil {
			fmt.Fprintln(env.Stderr, "xcover bench:", err)
			ok = false
			continue
		}
		for s := range solvers {
			var vs [][]timing
			if s < ours {
				vs = times[ours:]
			}
			fmt.Fprintln(env.Stdout, t.row(set, n, s, times[s], vs))
		}
		if jobs > 1 {
			fmt.Fprintln(env.Stdout, t.speedUp(set, n, jobs, times[0], times[2]))
		}
	}
	return ok
}

// hasSets reports whether the folder data holds one of the puzzle sets.
func hasSets(data string) bool {
	for _, set := range referenceSets {
		if _, err := os.Stat(filepath.Join(data, set)); err == nil {
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
	which := "every puzzle" // -sample 0
	if sample > 0 {
		which = "the first " + count(sample, "puzzle")
	}
	fmt.Fprintf(env.Stdout, "\nmethods, one core, first solution, %s of each set; backtrack and candidates stop at %s:\n", which, count(budget, "node"))
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "set\tmethod\tpuzzles\tpuzzles/s\tnodes/puzzle\tover budget\t")
	ok := true
	for _, set := range referenceSets {
		puzzles, err := loadSet(filepath.Join(data, set))
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
		for _, m := range solve.Methods {
			lim := solve.Limits{MaxSolutions: 1}
			if m == solve.Backtrack || m == solve.Candidates {
				lim.NodeBudget = budget
			}
			t := measure(m, puzzles, lim)
			fmt.Fprintf(tw, "%s\t%s\t%d\t%.0f\t%.0f\t%d\t\n", set, m, t.puzzles, t.rate(), t.mean(), t.budget)
		}
	}
	tw.Flush()
	return ok
}

// loadSet reads every puzzle of a file, plain or gzip-compressed; a bad
// puzzle fails the load.
func loadSet(path string) ([]sudoku.Grid, error) {
	f, err := openText(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return format.ReadGrids(f, path, format.Options{})
}
