package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"

	"xcover/sudoku"
)

// runGenerate is `xcover generate`.
func runGenerate(env Env, args []string) int {
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, `usage: xcover generate [flags]

Writes puzzles one per line ('.' for a blank), each with exactly one
solution and minimal: no given can be removed (with -symmetric, no pair of
opposite givens) without losing uniqueness. The same flags and -seed give
the same puzzles. -difficulty keeps only puzzles rated in that band (see
xcover rate), making new ones until one is, at most -attempts times and
within -work units of work (search nodes and rating steps) for each
puzzle: a band the variant seldom reaches fails in seconds. For -variant
jigsaw, -layout gives the regions. Flags:`)
		fs.PrintDefaults()
	}
	var vf variantFlags
	vf.register(fs)
	difficulty := fs.String("difficulty", sudoku.AnyDifficulty.String(), "easy (singles), medium (locked candidates, pairs), hard (triples, fish, wings, quads, chains), expert (guesses needed) or any")
	symmetric := fs.Bool("symmetric", false, "givens symmetric under a half turn")
	count := fs.Int("n", 1, "how many puzzles")
	seed := fs.Uint64("seed", 1, "random seed")
	attempts := fs.Int("attempts", sudoku.DefaultAttempts, "puzzles made at most, for each one written, to find one of the difficulty")
	work := fs.Int64("work", 0, fmt.Sprintf("units of work at most for each puzzle written (0: %d per cell)", sudoku.DefaultWorkPerCell))
	size := fs.Int("size", 9, "grid side n")
	box := fs.String("box", "", "box shape ROWSxCOLS, e.g. 2x3 for 6x6 (default: the squarest)")
	if code, ok := parseFlags(env, fs, args, false); !ok {
		return code
	}
	opt, err := generateOptions(vf, *difficulty, *size, *box)
	if err == nil && (*count < 1 || *attempts < 1 || *work < 0) {
		err = errors.New("-n and -attempts must be at least 1, -work at least 0")
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover generate:", err)
		return 2
	}
	opt.Symmetric, opt.Seed, opt.MaxAttempts, opt.MaxWork = *symmetric, *seed, *attempts, *work
	g, err := sudoku.NewGenerator(opt)
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover generate:", err)
		return 2
	}
	out := bufio.NewWriter(env.Stdout)
	defer out.Flush()
	for range *count {
		p, _, err := g.Next()
		if err != nil {
			out.Flush()
			fmt.Fprintln(env.Stderr, "xcover generate:", err)
			return 1
		}
		fmt.Fprintln(out, oneLine(p))
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintln(env.Stderr, "xcover generate:", err)
		return 1
	}
	return 0
}

// generateOptions reads the variant, difficulty and shape flags.
func generateOptions(vf variantFlags, difficulty string, size int, box string) (sudoku.GenerateOptions, error) {
	var opt sudoku.GenerateOptions
	src, err := vf.parse()
	if err != nil {
		return opt, err
	}
	if src.variant.Jigsaw && src.layout == "" {
		return opt, errors.New("-variant jigsaw needs -layout")
	}
	po, err := shapeOptions(size, box)
	if err != nil {
		return opt, err
	}
	opt.Shape = po.Shape
	if opt.Variant, err = src.forSide(opt.Shape.N()); err != nil {
		return opt, err
	}
	if opt.Difficulty, err = sudoku.ParseDifficulty(difficulty); err != nil {
		return opt, fmt.Errorf("-difficulty: %v", err)
	}
	return opt, nil
}
