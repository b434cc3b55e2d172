package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// memoProblems are the problems `xcover bench` counts by memoizing,
// side by side with Knuth's DLX6 and, where it ends (plain), with the
// plain search: the domino tilings, where memoizing wins by far (the
// plain search meets each of 12x12's 5.3e16 tilings, and would run for
// years), and the problems of the cover table, where it may not
// (testdata/README.md says how they were made).
var memoProblems = []struct {
	name, file string
	plain      bool
}{
	{"dominoes 8x8", "dominoes-8x8.dlx.gz", true},
	{"dominoes 12x12", "dominoes-12x12.dlx.gz", false},
	{"word search 5x5", "wordsearch-5x5.dlx.gz", true},
	{"13 queens", "queens-13.dlx.gz", true},
	{"Langford 12", "langford-12.dlx.gz", true},
	{"pentominoes 6x10", "pentominoes-6x10.dlx.gz", true},
}

// memoSideBySide times `xcover cover -memo -count` (self is the xcover
// binary), Knuth's DLX6 (in the folder knuth) and `xcover cover -count`
// on each of memoProblems in the folder problems, as whole processes,
// interleaved, rounds times, and prints their median times and the
// memoized count's ratios to DLX6 and to the plain search. The two
// xcover counts must agree. It returns false when something failed.
func memoSideBySide(env Env, self, problems, knuth, tmp string, rounds int) bool {
	memo := peer{name: "xcover cover -memo", argv: func(in, _ string) []string {
		return []string{self, "cover", "-memo", "-count", "-progress", "0", in}
	}}
	plain := engineRun(self, "links")
	dlx6 := knuthRun(knuth, "dlx6")
	names := make([]string, len(memoProblems))
	for i, p := range memoProblems {
		names[i] = p.name
	}
	fmt.Fprintf(env.Stdout, "\nexact cover, counted by memoizing: xcover cover -memo -count, Knuth's DLX6 and the plain search (xcover cover -count), whole processes, %s, medians;\n", count(rounds, "interleaved round"))
	fmt.Fprintln(env.Stdout, "ratio: the memoized count's time / DLX6's and / the plain search's, median (min-max over rounds), wall then CPU:")
	t := newBenchTable(problemColumns, names, []peer{memo, dlx6, plain}, []peer{{name: "DLX6"}, {name: "plain"}})
	t.unitW = max(t.unitW, len("53060477521960000")) // the 12x12 board's tilings
	fmt.Fprintln(env.Stdout, t.header())
	_, missing := os.Stat(filepath.Join(knuth, "dlx6"))
	if missing != nil {
		fmt.Fprintf(env.Stdout, "Knuth's DLX6 is missing (%v; build it with ../shared/peers/knuth-dlx/build.sh %s): not timed\n", missing, knuth)
	}
	ok := true
	for _, p := range memoProblems {
		in := filepath.Join(tmp, strings.TrimSuffix(p.file, ".gz"))
		if err := gunzip(filepath.Join(problems, p.file), in); err != nil {
			fmt.Fprintln(env.Stderr, "xcover bench:", err)
			ok = false
			continue
		}
		// The runs: the memoized count, then DLX6 and the plain search
		// when they are timed; at, where each is in runs (-1: not run).
		runs := []peer{memo}
		at := func(run bool, s peer) int {
			if !run {
				return -1
			}
			runs = append(runs, s)
			return len(runs) - 1
		}
		atDLX6, atPlain := at(missing == nil, dlx6), at(p.plain, plain)
		times, err := interleave(rounds, len(runs), func(s int) (timing, error) {
			return runs[s].time(in, filepath.Join(tmp, fmt.Sprintf("out-%d", s)))
		})
		var n int
		if err == nil && atPlain >= 0 {
			n, err = sameCounts(tmp, []int{0, atPlain})
		} else if err == nil {
			n, err = sameCounts(tmp, []int{0})
		}
		if err != nil {
			fmt.Fprintln(env.Stderr, "xcover bench:", err)
			ok = false
			continue
		}
		vs := [][]timing{nil, nil}
		for i, s := range []int{atDLX6, atPlain} {
			if s >= 0 {
				vs[i] = times[s]
			}
		}
		fmt.Fprintln(env.Stdout, t.rowOf(p.name, n, memo.name, times[0], vs))
		for _, s := range []int{atDLX6, atPlain} {
			if s >= 0 {
				fmt.Fprintln(env.Stdout, t.rowOf(p.name, n, runs[s].name, times[s], nil))
			}
		}
	}
	return ok
}
