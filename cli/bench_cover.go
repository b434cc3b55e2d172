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

// coverProblem is an exact cover problem timed with each engine against
// the one of Knuth's programs that reads it.
type coverProblem struct {
	name string // as the table shows it
	file string // in the problems folder: Knuth's format, gzip-compressed
	// links and cells are Knuth's programs the engines are timed against:
	// dlx1, dlx2 (colors) or dlx3 (multiplicities), and ssxcc, or "" for
	// none (SSXCC does not read multiplicities).
	links, cells string
}

// coverProblems are the problems `xcover bench` times side by side with
// Knuth's programs (testdata/README.md says how they were made).
var coverProblems = []coverProblem{
	{"pentominoes 6x10", "pentominoes-6x10.dlx.gz", "dlx1", "ssxcc"},
	{"word search 5x5", "wordsearch-5x5.dlx.gz", "dlx2", "ssxcc"},
	{"13 queens", "queens-13.dlx.gz", "dlx1", "ssxcc"},
	{"Langford 12", "langford-12.dlx.gz", "dlx1", "ssxcc"},
	{"partridge 6", "partridge-6.dlx.gz", "dlx3", ""},
}

// engineRun is a solver of the cover table: `xcover cover` with an
// engine, or one of Knuth's programs.
func engineRun(self, engine string) peer {
	return peer{name: "xcover cover -engine " + engine, argv: func(in, _ string) []string {
		// Without the progress lines, whose estimate would add a few
		// percent of CPU time on another core: Knuth's programs tell
		// nothing as they go. On one goroutine, as they search.
		return []string{self, "cover", "-count", "-j", "1", "-progress", "0", "-engine", engine, in}
	}}
}

// knuthRun is Knuth's program name in the folder knuth.
func knuthRun(knuth, name string) peer {
	bin := filepath.Join(knuth, name)
	return peer{name: "Knuth's " + strings.ToUpper(name), argv: func(string, string) []string { return []string{bin} }, stdin: true}
}

// coverSideBySide times `xcover cover -count` with each engine (self is
// the xcover binary) and Knuth's programs on each problem of the folder
// problems as whole processes, interleaved, rounds times, and prints their
// median times, each engine's ratio to Knuth's program that does as it
// does (DLX1-3 for the links, SSXCC for the cells), and the cells' ratio
// to the links, with their ranges over the rounds. Knuth's programs are in
// the folder knuth (his build.sh makes them); one that is missing is told
// and not timed; a problem that xcover cannot read yet is told and
// skipped. It returns false when something failed.
func coverSideBySide(env Env, self, problems, knuth, tmp string, rounds int) bool {
	links, cells := engineRun(self, "links"), engineRun(self, "cells")
	names := make([]string, len(coverProblems))
	solvers := []peer{links, cells, knuthRun(knuth, "ssxcc")}
	for i, p := range coverProblems {
		names[i] = p.name
		solvers = append(solvers, knuthRun(knuth, p.links))
	}
	fmt.Fprintf(env.Stdout, "\nexact cover, every solution counted: xcover cover -count with each engine and Knuth's programs, whole processes, %s, medians;\n", count(rounds, "interleaved round"))
	fmt.Fprintln(env.Stdout, "ratio: xcover's time / Knuth's program's (DLX1-3 for the links, SSXCC for the cells), and the cells' / the links', median (min-max over rounds), wall then CPU:")
	t := newBenchTable(problemColumns, names, solvers, []peer{{name: "Knuth"}, {name: "links"}})
	fmt.Fprintln(env.Stdout, t.header())
	ok := true
	for _, p := range coverProblems {
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
		// The runs: each engine, then its program when there is one.
		var runs []peer
		var engines []int // where each engine is in runs
		for _, e := range []struct {
			run   peer
			knuth string
		}{{links, p.links}, {cells, p.cells}} {
			engines = append(engines, len(runs))
			runs = append(runs, e.run)
			if e.knuth == "" {
				continue
			}
			k := knuthRun(knuth, e.knuth)
			if _, err := os.Stat(filepath.Join(knuth, e.knuth)); err != nil {
				fmt.Fprintf(env.Stdout, "%-*s  %s is missing (%v; build it with ../shared/peers/knuth-dlx/build.sh %s): not timed\n", t.setW, p.name, k.name, err, knuth)
				continue
			}
			runs = append(runs, k)
		}
		times, err := interleave(rounds, len(runs), func(s int) (timing, error) {
			return runs[s].time(in, filepath.Join(tmp, fmt.Sprintf("out-%d", s)))
		})
		var n int
		if err == nil {
			n, err = sameCounts(tmp, engines)
		}
		if err != nil {
			fmt.Fprintln(env.Stderr, "xcover bench:", err)
			ok = false
			continue
		}
		for i, e := range engines {
			knuthAt := e + 1 // the engine's program, if timed
			if i+1 < len(engines) && knuthAt == engines[i+1] || knuthAt == len(runs) {
				knuthAt = -1
			}
			vs := [][]timing{nil}
			if knuthAt >= 0 {
				vs[0] = times[knuthAt]
			}
			if i > 0 { // the cells, against the links
				vs = append(vs, times[engines[0]])
			}
			fmt.Fprintln(env.Stdout, t.rowOf(p.name, n, runs[e].name, times[e], vs))
			if knuthAt >= 0 {
				fmt.Fprintln(env.Stdout, t.rowOf(p.name, n, runs[knuthAt].name, times[knuthAt], nil))
			}
		}
	}
	return ok
}

// sameCounts reads the counts the engines' runs (their places) wrote in
// the folder tmp, and returns it, or an error when they differ.
func sameCounts(tmp string, engines []int) (int, error) {
	var first int
	for i, e := range engines {
		n, err := countIn(filepath.Join(tmp, fmt.Sprintf("out-%d", e)))
		if err != nil {
			return 0, err
		}
		if i == 0 {
			first = n
		} else if n != first {
			return 0, fmt.Errorf("the engines count %s and %s", count(first, "solution"), count(n, "solution"))
		}
	}
	return first, nil
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
