package cli

import (
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"xcover/dlx"
)

// coverProblem is an exact cover problem timed against the one of Knuth's
// programs that reads it.
type coverProblem struct {
	name  string // as the table shows it
	file  string // in the problems folder: Knuth's format, gzip-compressed
	knuth string // Knuth's program: dlx1, dlx2 (colors) or dlx3 (multiplicities)
}

// coverProblems are the problems `xcover bench` times side by side with
// Knuth's programs (testdata/README.md says how they were made).
var coverProblems = []coverProblem{
	{"pentominoes 6x10", "pentominoes-6x10.dlx.gz", "dlx1"},
	{"word search 5x5", "wordsearch-5x5.dlx.gz", "dlx2"},
	{"partridge 6", "partridge-6.dlx.gz", "dlx3"},
}

// coverSideBySide times `xcover cover -count -progress=false` (self is
// the xcover binary) and Knuth's program on each problem of the folder
// problems as whole processes, interleaved, rounds times, and prints their
// median times and xcover's ratio to Knuth's, with its range over the
// rounds. Knuth's programs are in the folder knuth (his build.sh makes
// them); a problem whose program is missing, or that xcover cannot read
// yet, is told and skipped. It returns false when something failed.
func coverSideBySide(env Env, self, problems, knuth, tmp string, rounds int) bool {
	// Without the progress lines, whose estimate would add a few percent of
	// CPU time on another core: Knuth's programs tell nothing as they go.
	ours := peer{name: "xcover cover -count -progress=false", argv: func(in, _ string) []string {
		return []string{self, "cover", "-count", "-progress=false", in}
	}}
	solvers := []peer{ours}
	var names, bins []string
	for _, p := range coverProblems {
		names = append(names, p.name)
		bin := filepath.Join(knuth, p.knuth)
		bins = append(bins, bin)
		solvers = append(solvers, peer{name: "Knuth's " + strings.ToUpper(p.knuth), argv: func(string, string) []string { return []string{bin} }, stdin: true})
	}
	fmt.Fprintf(env.Stdout, "\nexact cover, every solution counted: xcover cover -count and Knuth's programs, whole processes, %d interleaved rounds, medians;\n", rounds)
	fmt.Fprintln(env.Stdout, "ratio: xcover's time / Knuth's, median (min-max over rounds), wall then CPU:")
	t := newBenchTable(problemColumns, names, solvers, []peer{{name: "Knuth"}})
	fmt.Fprintln(env.Stdout, t.header())
	ok := true
	for i, p := range coverProblems {
		knuthPeer := solvers[i+1]
		in := filepath.Join(tmp, strings.TrimSuffix(p.file, ".gz"))
		if err := gunzip(filepath.Join(problems, p.file), in); err != nil {
			fmt.Fprintln(env.Stderr, "xcover bench:", err)
			ok = false
			continue
		}
		if err := readsAsKnuth(in); err != nil {
			fmt.Fprintf(env.Stdout, "%-*s  xcover cannot read this file: %v\n", t.setW, p.name, err)
			continue
		}
		if _, err := os.Stat(bins[i]); err != nil {
			fmt.Fprintf(env.Stdout, "%-*s  %s is missing (%v; build it with ../shared/peers/knuth-dlx/build.sh %s): not timed\n", t.setW, p.name, knuthPeer.name, err, knuth)
			continue
		}
		pair := []peer{ours, knuthPeer}
		outs := []string{filepath.Join(tmp, "out-xcover"), filepath.Join(tmp, "out-knuth")}
		times, err := interleave(rounds, len(pair), func(s int) (timing, error) { return pair[s].time(in, outs[s]) })
		if err == nil {
			var n int
			if n, err = countIn(outs[0]); err == nil {
				fmt.Fprintln(env.Stdout, t.row(p.name, n, 0, times[0], times[1:]))
				fmt.Fprintln(env.Stdout, t.row(p.name, n, i+1, times[1], nil))
				continue
			}
		}
		fmt.Fprintln(env.Stderr, "xcover bench:", err)
		ok = false
	}
	return ok
}

// gunzip writes the gzip-compressed file in, uncompressed, into out.
func gunzip(in, out string) error {
	f, err := os.Open(in)
	if err != nil {
		return err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return fmt.Errorf("%s: %v", in, err)
	}
	w, err := os.Create(out)
	if err != nil {
		return err
	}
	if _, err := io.Copy(w, z); err != nil {
		w.Close()
		return fmt.Errorf("%s: %v", in, err)
	}
	return w.Close()
}

// readsAsKnuth reads the problem in the file path as `xcover cover` does
// and returns the error that stops it.
func readsAsKnuth(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = dlx.ParseKnuth(f)
	return err
}

// countIn reads the count that `xcover cover -count` wrote into the file
// path.
func countIn(path string) (int, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil {
		return 0, fmt.Errorf("xcover cover -count wrote %q, not a count", b)
	}
	return n, nil
}
