package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// peer is a solver timed as a whole process beside xcover.
type peer struct {
	name string
	// argv is the command that solves every puzzle of in (first solution)
	// or the problem in (all its solutions) and writes to out, or nil when
	// the solver prints to stdout.
	argv func(in, out string) []string
	// stdin is set when the solver reads in on its standard input, as
	// Knuth's programs do, rather than by name.
	stdin bool
}

// time runs the solver on in once, as a whole process, and returns its
// wall and CPU times.
func (p peer) time(in, out string) (timing, error) {
	stdin := ""
	if p.stdin {
		stdin = in
	}
	return timeProcess(p.argv(in, out), stdin, out)
}

// builder runs a compiler: name with args, in no particular folder.
type builder func(name string, args ...string) error

// runBuild is the builder of the bench: the command's output is kept for
// the error.
func runBuild(name string, args ...string) error {
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s: %w: %s", name, err, strings.TrimSpace(string(out)))
	}
	return nil
}

// buildPeers compiles the peers it can find into the folder tmp: the
// seed's C++ solver (sudoku_solve.cpp in seedDir, with g++ -O3 as its
// build.sh does, but built in tmp so that the shared folder stays as it
// is) and the C reference (the file refSrc, with cc -O2). It returns the
// peers built and, for each one that was not, a note that says why.
func buildPeers(seedDir, refSrc, tmp string, build builder) ([]peer, []string) {
	var peers []peer
	var notes []string
	seedSrc := filepath.Join(seedDir, "sudoku_solve.cpp")
	seedBin := filepath.Join(tmp, "seed-ss")
	if _, err := os.Stat(seedSrc); err != nil {
		notes = append(notes, fmt.Sprintf("seed C++: not found (%s)", seedSrc))
	} else if err := build("g++", "-O3", "-o", seedBin, seedSrc); err != nil {
		notes = append(notes, fmt.Sprintf("seed C++: cannot be built: %v", err))
	} else {
		peers = append(peers, peer{name: "seed C++", argv: func(in, out string) []string { return []string{seedBin, in, out} }})
	}
	refBin := filepath.Join(tmp, "dlx-reference")
	if _, err := os.Stat(refSrc); err != nil {
		notes = append(notes, fmt.Sprintf("C reference: not found (%s)", refSrc))
	} else if err := build("cc", "-O2", "-o", refBin, refSrc); err != nil {
		notes = append(notes, fmt.Sprintf("C reference: cannot be built: %v", err))
	} else {
		// One run: the reference times five by default.
		peers = append(peers, peer{name: "C reference", argv: func(in, _ string) []string { return []string{refBin, in, "1"} }})
	}
	return peers, notes
}

// timeProcess runs argv as a whole process, its standard input from the
// file stdin (none when it is "") and its standard output into the file
// out, and returns its wall and CPU times.
func timeProcess(argv []string, stdin, out string) (timing, error) {
	f, err := os.Create(out)
	if err != nil {
		return timing{}, err
	}
	defer f.Close()
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdout = f
	if stdin != "" {
		in, err := os.Open(stdin)
		if err != nil {
			return timing{}, err
		}
		defer in.Close()
		cmd.Stdin = in
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	start := time.Now()
	err = cmd.Run()
	d := time.Since(start)
	if err != nil {
		return timing{}, fmt.Errorf("%s: %w: %s", strings.Join(argv, " "), err, strings.TrimSpace(stderr.String()))
	}
	return timing{wall: d, cpu: cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()}, nil
}

// plainCopy writes the puzzles of the file in into the file out, one
// 81-character line each with 0 for an empty cell, the one form every peer
// reads (the seed's solver crashes on comment lines). Other lines are left
// out. The file in may be gzip-compressed. It returns how many puzzles it
// wrote.
func plainCopy(in, out string) (int, error) {
	b, err := readText(in)
	if err != nil {
		return 0, err
	}
	var w strings.Builder
	n := 0
	for line := range strings.Lines(string(b)) {
		line = strings.TrimRight(line, "\r\n")
		if len(line) != 81 || strings.Trim(line, ".0123456789") != "" {
			continue
		}
		w.WriteString(strings.ReplaceAll(line, ".", "0"))
		w.WriteByte('\n')
		n++
	}
	return n, os.WriteFile(out, []byte(w.String()), 0o644)
}
