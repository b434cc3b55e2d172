package cli

import (
	"bufio"
	"flag"
	"fmt"

	"xcover/sudoku"
)

// runRate is `xcover rate`.
func runRate(env Env, args []string) int {
	fs := flag.NewFlagSet("rate", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover rate [flags] [FILE...]

Rates puzzles (one per line; stdin when no FILE or for -) by how a person
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
	readVariantPuzzles(inputs(env, fs.Args()), opt, src, func(p variantPuzzle, err error) {
		var r sudoku.Rating
		if err == nil {
			var b *sudoku.Board
			if b, err = p.variant.Board(p.puzzle.Grid.Shape); err == nil {
				r, err = b.Rate(p.puzzle.Grid)
			}
			if err != nil {
				err = p.at(err)
			}
		}
		if err != nil {
			errs++
			fmt.Fprintln(out, "error")
			fmt.Fprintln(env.Stderr, "xcover rate:", err)
			return
		}
		bands[r.Difficulty]++
		fmt.Fprintf(out, "%s %s\n", p.text, r)
	})
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
