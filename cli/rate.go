package cli

import (
	"bufio"
	"flag"
	"fmt"
	"io"

	"xcover/sudoku"
)

// runRate is `xcover rate`.
func runRate(env Env, args []string) int {
	fs := flag.NewFlagSet("rate", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover rate [flags] [FILE...]

Rates puzzles (one per line, or multi-line grids, as solve reads them;
stdin when no FILE or for -) by how a person
solves them: always the easiest technique that applies (naked and hidden
singles, locked candidates, naked and hidden pairs and triples, X-wing,
XY-wing, swordfish, XYZ-wing, naked and hidden quads, jellyfish,
alternating chains on 9x9), a guess when none does. Writes each puzzle,
then its difficulty (easy: singles; medium: locked candidates and pairs;
hard: triples, fish, wings, quads and chains; expert: guesses needed), the
hardest technique and how often it was used, the guesses and a score
summing each step's weight (1 for a single, 100 for a guess). A summary
counts each difficulty. Flags:`)
		fs.PrintDefaults()
	}
	var vf variantFlags
	vf.register(fs)
	size := fs.Int("size", 0, "grid side n (0: infer from the input)")
	box := fs.String("box", "", "box shape ROWSxCOLS, e.g. 2x3 for 6x6 (default: the squarest)")
	if code, ok := parseFlags(env, fs, args, true); !ok {
		return code
	}
	src, err := vf.parse()
	var opt sudoku.Options
	if err == nil {
		opt, err = shapeOptions(*size, *box)
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover rate:", err)
		return 2
	}
	out := bufio.NewWriter(env.Stdout)
	var bands [4]int
	errs := 0
	for _, in := range inputs(env, fs.Args()) {
		n, err := rateInput(in, opt, src, out, env.Stderr, func(r sudoku.Rating) { bands[r.Difficulty]++ })
		if err != nil {
			n++
			fmt.Fprintln(env.Stderr, "xcover rate:", err)
		}
		errs += n
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintln(env.Stderr, "xcover rate: writing the ratings:", err)
		errs++
	}
	fmt.Fprintf(env.Stderr, "%d easy, %d medium, %d hard, %d expert, %d errors\n", bands[0], bands[1], bands[2], bands[3], errs)
	if errs > 0 {
		return 1
	}
	return 0
}

// rateInput rates the puzzles of one input, writing each with its rating
// to out, or "error" with the message to errw, and handing each rating to
// count: a puzzle that cannot be read or rated does not stop the others.
// It returns the number of errors, and what stopped the input early.
func rateInput(in input, opt sudoku.Options, src variantSource, out, errw io.Writer, count func(sudoku.Rating)) (int, error) {
	rc, err := in.open()
	if err != nil {
		return 0, err
	}
	defer rc.Close()
	sc := sudoku.NewScanner(rc, in.name, opt)
	sc.Layouts = src.pairsLayouts()
	errs := 0
	for sc.Scan() {
		p := sc.Puzzle()
		r, err := ratePuzzle(p, sc.Err(), src, in.name)
		if err != nil {
			errs++
			fmt.Fprintln(out, "error")
			fmt.Fprintln(errw, "xcover rate:", err)
			continue
		}
		count(r)
		fmt.Fprintf(out, "%s %s\n", oneLine(p.Grid), r)
	}
	return errs, sc.Err()
}

// ratePuzzle rates puzzle p, read from the input name with the error err,
// under its rules; an error names the file and line.
func ratePuzzle(p sudoku.Puzzle, err error, src variantSource, name string) (sudoku.Rating, error) {
	if err != nil && (p.Grid.Cells == nil || src.variant.Classic()) {
		return sudoku.Rating{}, err // it names the file and line
	}
	var r sudoku.Rating
	v, err := src.of(p)
	var b *sudoku.Board
	if err == nil {
		b, err = v.Board(p.Grid.Shape)
	}
	if err == nil {
		r, err = b.Rate(p.Grid)
	}
	if err != nil {
		return r, fmt.Errorf("%s:%d: %w", name, p.Line, err)
	}
	return r, nil
}
