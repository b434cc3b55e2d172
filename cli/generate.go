package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"

	"xcover/sudoku"
	"xcover/sudoku/generate"
	"xcover/sudoku/logic"
	"xcover/sudoku/solve"
)

// runGenerate is `xcover generate`.
func runGenerate(env Env, args []string) int {
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintf(env.Stderr, `usage: xcover generate [flags]

Writes puzzles one per line ('.' for a blank), each with exactly one
solution and minimal: no given can be removed (with -symmetric, no pair of
opposite givens) without losing uniqueness. The same flags and -seed give
the same puzzles. -difficulty keeps only puzzles rated in that band (see
xcover rate), making new ones until one is, at most -attempts times and
within -work units of work (search nodes and rating steps) for each
puzzle: a band the variant seldom reaches fails in seconds. For -variant
jigsaw, -layout gives the regions; without it each puzzle gets a random
layout of its own, written on the line after it (as solve and rate read
them): a layout is kept when an exact cover search shows a solution grid
within %d nodes (work not counted in -work), and -work bounds the
work on each layout kept. Flags:
`, fillBudget)
		fs.PrintDefaults()
	}
	var vf variantFlags
	vf.register(fs)
	difficulty := fs.String("difficulty", logic.AnyDifficulty.String(), "easy (singles), medium (locked candidates, pairs), hard (triples, fish, wings, quads, chains), expert (guesses needed) or any")
	symmetric := fs.Bool("symmetric", false, "givens symmetric under a half turn")
	count := fs.Int("n", 1, "how many puzzles")
	seed := fs.Uint64("seed", 1, "random seed")
	attempts := fs.Int("attempts", generate.DefaultAttempts, "puzzles made at most, for each one written, to find one of the difficulty")
	work := fs.Int64("work", 0, fmt.Sprintf("units of work at most for each puzzle written (0: %d per cell)", generate.DefaultWorkPerCell))
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
	var next func() (sudoku.Grid, sudoku.Regions, error)
	if opt.Variant.Jigsaw && opt.Variant.Regions == nil {
		next, err = generateJigsaws(opt)
	} else {
		next, err = generateFrom(opt)
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, "xcover generate:", err)
		return 2
	}
	out := bufio.NewWriter(env.Stdout)
	defer out.Flush()
	for range *count {
		p, layout, err := next()
		if err != nil {
			out.Flush()
			fmt.Fprintln(env.Stderr, "xcover generate:", err)
			return 1
		}
		fmt.Fprintln(out, oneLine(p))
		if layout != nil {
			fmt.Fprintln(out, layout.Line())
		}
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintln(env.Stderr, "xcover generate:", err)
		return 1
	}
	return 0
}

// generateFrom returns a maker of puzzles under opt's rules, one after
// another from one generator; their layout is nil (-layout's, if any). It
// fails when the rules make no sense on the shape.
func generateFrom(opt generate.GenerateOptions) (func() (sudoku.Grid, sudoku.Regions, error), error) {
	g, err := generate.NewGenerator(opt)
	if err != nil {
		return nil, err
	}
	return func() (sudoku.Grid, sudoku.Regions, error) {
		p, _, err := g.Next()
		return p, nil, err
	}, nil
}

// maxLayouts is how many random jigsaw layouts generateJigsaws draws at
// most for one puzzle: about one in eight admits no solution grid, or
// hides it deep.
const maxLayouts = 50

// fillBudget is the search nodes fillable spends at most on a layout:
// a layout with a solution grid mostly shows one in a few hundred.
const fillBudget = 20000

// fillable reports whether opt's rules show a solution grid to an exact
// cover search within fillBudget nodes: the generator fills a grid by
// plain backtracking, which a layout with no grid, or a grid found only
// deep, would keep busy until its work bound.
func fillable(opt generate.GenerateOptions) bool {
	if _, err := opt.Variant.Board(opt.Shape); err != nil {
		return false
	}
	n := opt.Shape.N()
	s := solve.Solver{Method: solve.DLX, Variant: opt.Variant, Limits: solve.Limits{MaxSolutions: 1, NodeBudget: fillBudget}}
	o, err := s.Solve(sudoku.Grid{Shape: opt.Shape, Cells: make([]uint8, n*n)})
	return err == nil && o.Solutions > 0
}

// generateJigsaws returns a maker of jigsaw puzzles each on a random
// layout of its own (sudoku.RandomRegions), drawn from opt's seed as the
// puzzle is. It fails when the rules make no sense on the shape.
func generateJigsaws(opt generate.GenerateOptions) (func() (sudoku.Grid, sudoku.Regions, error), error) {
	o := opt
	o.Variant.Regions = sudoku.BoxRegions(opt.Shape) // to check the rest of the options
	if _, err := generate.NewGenerator(o); err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(opt.Seed, 0x6a6967736177))
	return func() (sudoku.Grid, sudoku.Regions, error) {
		for range maxLayouts {
			o := opt
			o.Variant.Regions = sudoku.RandomRegions(opt.Shape, rng)
			o.Seed = rng.Uint64()
			if !fillable(o) {
				continue
			}
			g, err := generate.NewGenerator(o)
			if err != nil {
				return sudoku.Grid{}, nil, err
			}
			p, _, err := g.Next() // fillable: a solution grid exists
			return p, o.Variant.Regions, err
		}
		return sudoku.Grid{}, nil, fmt.Errorf("none of %d random jigsaw layouts showed a solution grid within %d search nodes", maxLayouts, fillBudget)
	}, nil
}

// generateOptions reads the variant, difficulty and shape flags.
func generateOptions(vf variantFlags, difficulty string, size int, box string) (generate.GenerateOptions, error) {
	var opt generate.GenerateOptions
	src, err := vf.parse()
	if err != nil {
		return opt, err
	}
	po, err := shapeOptions(size, box)
	if err != nil {
		return opt, err
	}
	opt.Shape = po.Shape
	if opt.Variant, err = src.forSide(opt.Shape.N()); err != nil {
		return opt, err
	}
	if opt.Difficulty, err = logic.ParseDifficulty(difficulty); err != nil {
		return opt, fmt.Errorf("-difficulty: %v", err)
	}
	return opt, nil
}
