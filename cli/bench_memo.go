package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// memoProblems are the problems `xcover bench` counts by memoizing,
// side by side with Knuth's DLX6 and with the plain search: the domino
// tilings, where memoizing wins by far, and the problems of the cover
// table, where it may not (testdata/README.md says how they were made).
var memoProblems = []struct{ name, file string }{
	{"dominoes 12x12", "dominoes-12x12.dlx.gz"},
	{"word search 5x5", "wordsearch-5x5.dlx.gz"},
	{"13 queens", "queens-13.dlx.gz"},
	{"Langford 12", "langford-12.dlx.gz"},
	{"pentominoes 6x10", "pentominoes-6x10.dlx.gz"},
}

// memoSideBySide times `xcover cover -memo -count` (self is the xcover
// binary), Knuth's DLX6 (in the folder knuth) and `xcover cover -count`
// on each of memoProblems in the folder problems, as whole processes,
// interleaved, rounds times, and prints their median times and the
// memoized count's ratios to DLX6 and to the plain search. The two
// xcover counts must agree. It returns false when something failed.
func memoSideBySide(env Env, self, problems, knuth, tmp string, rounds int) bool {
	memo := peer{name: "xcover cover -memo", argv: func(in, _ string) []string {
		return []string{self, "cover", "-memo", "-count", "-progress=false", in}
	}}
	plain := engineRun(self, "links")
	dlx6 := knuthRun(knuth, "dlx6")
	names := make([]string, len(memoProblems))
	for i, p := range memoProblems {
		names[i] = p.name
	}
	fmt.Fprintf(env.Stdout, "\nexact cover, counted by memoizing: xcover cover -memo -count, Knuth's DLX6 and the plain search (xcover cover -count), whole processes, %d interleaved rounds, medians;\n", rounds)
	fmt.Fprintln(env.Stdout, "ratio: the memoized count's time / DLX6's and / the plain search's, median (min-max over rounds), wall then CPU:")
	t := newBenchTable(problemColumns, names, []peer{memo, dlx6, plain}, []peer{{name: "DLX6"}, {name: "plain"}})
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
		runs := []peer{memo, plain, dlx6}
		if missing != nil {
			runs = runs[:2]
		}
		times, err := interleave(rounds, len(runs), func(s int) (timing, error) {
			return runs[s].time(in, filepath.Join(tmp, fmt.Sprintf("out-%d", s)))
		})
		var n int
		if err == nil {
			n, err = sameCounts(tmp, []int{0, 1})
		}
		if err != nil {
			fmt.Fprintln(env.Stderr, "xcover bench:", err)
			ok = false
			continue
		}
		vs := [][]timing{nil, times[1]}
		if missing == nil {
			vs[0] = times[2]
		}
		fmt.Fprintln(env.Stdout, t.rowOf(p.name, n, memo.name, times[0], vs))
		if missing == nil {
			fmt.Fprintln(env.Stdout, t.rowOf(p.name, n, dlx6.name, times[2], nil))
		}
		fmt.Fprintln(env.Stdout, t.rowOf(p.name, n, plain.name, times[1], nil))
	}
	return ok
}
