package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"xcover/sudoku"
)

// variantFlags are the flags that choose a variant: -variant and, for a
// jigsaw, -layout.
type variantFlags struct {
	name, layout string
}

// register adds -variant and -layout to a flag set.
func (f *variantFlags) register(fs interface {
	StringVar(p *string, name, value, usage string)
}) {
	fs.StringVar(&f.name, "variant", "classic", "rules: classic, x, windoku, anti-knight, anti-king, jigsaw, or several joined by +")
	fs.StringVar(&f.layout, "layout", "", "jigsaw: the regions, n*n labels (a digit or letter per cell), as a FILE or the text itself; without it each puzzle line is followed by its layout line")
}

// variantSource is a parsed -variant and -layout: the variant, and the
// layout's text when one was given.
type variantSource struct {
	variant sudoku.Variant
	layout  string // the -layout text; empty when each puzzle brings its own
	from    string // where the layout came from, for messages
}

// parse reads the flags.
func (f *variantFlags) parse() (variantSource, error) {
	v, err := sudoku.ParseVariant(f.name)
	if err != nil {
		return variantSource{}, fmt.Errorf("-variant: %v", err)
	}
	src := variantSource{variant: v, layout: f.layout, from: "-layout"}
	if f.layout != "" && !v.Jigsaw {
		return src, fmt.Errorf("-layout applies to -variant jigsaw only, not %s", v)
	}
	if f.layout != "" {
		if data, err := os.ReadFile(f.layout); err == nil {
			src.layout, src.from = string(data), f.layout
		}
	}
	return src, nil
}

// forSide returns the variant with the layout of side n laid in, for a
// jigsaw given by -layout.
func (src variantSource) forSide(n int) (sudoku.Variant, error) {
	v := src.variant
	if !v.Jigsaw || src.layout == "" {
		return v, nil
	}
	rs, err := sudoku.ParseRegions(src.layout, n, 1)
	if err != nil {
		return v, fmt.Errorf("%s: %v", src.from, err)
	}
	v.Regions = rs
	return v, nil
}

// variantPuzzle is one puzzle read for a variant command.
type variantPuzzle struct {
	puzzle  sudoku.Puzzle
	variant sudoku.Variant
	text    string // the puzzle's line as written
	source  string // the input's name
}

// at names where p was read, as "file:line: err", for a message.
func (p variantPuzzle) at(err error) error {
	return fmt.Errorf("%s:%d: %v", p.source, p.puzzle.Line, err)
}

// readVariantPuzzles reads one puzzle per line from each input (empty and
// # lines skipped); for a jigsaw without -layout, the line after each
// puzzle is its layout. It calls fn with each puzzle, or with the error
// of one that could not be read, named by file and line.
func readVariantPuzzles(inputs []input, opt sudoku.Options, src variantSource, fn func(p variantPuzzle, err error)) {
	for _, in := range inputs {
		rc, err := in.open()
		if err != nil {
			fn(variantPuzzle{}, err)
			continue
		}
		sc := bufio.NewScanner(rc)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		line := 0
		for sc.Scan() {
			line++
			text := strings.TrimSpace(sc.Text())
			if text == "" || strings.HasPrefix(text, "#") {
				continue
			}
			g, st, err := sudoku.Parse(text, opt)
			var clash *sudoku.ConflictError
			if errors.As(err, &clash) && g.Cells != nil {
				err = nil // read as classic; the variant's own rules judge the givens when it is solved or rated
			}
			if err != nil {
				fn(variantPuzzle{}, fmt.Errorf("%s:%d: %v", in.name, line, err))
				continue
			}
			p := variantPuzzle{puzzle: sudoku.Puzzle{Grid: g, Style: st, Line: line}, text: text, source: in.name}
			if src.variant.Jigsaw && src.layout == "" {
				if !sc.Scan() {
					fn(variantPuzzle{}, fmt.Errorf("%s:%d: jigsaw puzzle without its layout line after it", in.name, line))
					break
				}
				line++
				rs, err := sudoku.ParseRegions(sc.Text(), g.N(), line)
				if err != nil {
					fn(variantPuzzle{}, fmt.Errorf("%s: %v", in.name, err))
					continue
				}
				p.variant = src.variant
				p.variant.Regions = rs
			} else if p.variant, err = src.forSide(g.N()); err != nil {
				fn(variantPuzzle{}, err)
				continue
			}
			fn(p, nil)
		}
		if err := sc.Err(); err != nil {
			fn(variantPuzzle{}, fmt.Errorf("%s: %v", in.name, err))
		}
		rc.Close()
	}
}

// solveVariant is `xcover solve -variant`: one puzzle at a time, through
// the variant's own exact cover matrix. A method other than dlx is refused
// before any puzzle is read, with the error naming it (exit status 2).
func solveVariant(ctx context.Context, env Env, c *solveConfig, files []string) int {
	if c.method != sudoku.DLX {
		g, _ := sudoku.EmptyGrid(1)
		_, err := c.variant.variant.Solve(g, c.method, sudoku.Limits{})
		fmt.Fprintln(env.Stderr, "xcover solve:", err)
		return 2
	}
	out := bufio.NewWriter(env.Stdout)
	start := time.Now()
	var t tally
	readVariantPuzzles(inputs(env, files), c.opt, c.variant, func(p variantPuzzle, err error) {
		if err == nil {
			var o sudoku.Outcome
			if o, err = p.variant.Solve(p.puzzle.Grid, c.method, c.limits(ctx)); err == nil {
				out.Write(c.appendResult(nil, p.puzzle, o, &t))
				return
			}
			err = p.at(err)
		}
		t.puzzles++
		t.errors++
		fmt.Fprintln(out, "error")
		fmt.Fprintln(env.Stderr, "xcover solve:", err)
	})
	if err := out.Flush(); err != nil {
		fmt.Fprintln(env.Stderr, "xcover solve: writing the results:", err)
		t.errors++
	}
	fmt.Fprintln(env.Stderr, t.summary(time.Since(start)))
	if t.errors > 0 {
		return 1
	}
	return 0
}

// oneLine writes g on one line, '.' for a blank.
func oneLine(g sudoku.Grid) string {
	return strings.TrimSuffix(sudoku.Format(g, sudoku.DefaultStyle()), "\n")
}
