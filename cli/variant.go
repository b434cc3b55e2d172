package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"

	"xcover/sudoku"
	"xcover/sudoku/format"
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
	layout  string         // the -layout text; empty when each puzzle brings its own
	from    string         // where the layout came from, for messages
	regions sudoku.Regions // the layout, read once for the side its labels give; nil when it does not read
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
		data, err := readText(f.layout)
		switch {
		case err == nil:
			src.layout, src.from = string(data), f.layout
		case !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENAMETOOLONG):
			return src, fmt.Errorf("-layout: %v", err)
		case looksLikePath(f.layout):
			return src, fmt.Errorf("-layout %q: no such file, and no layout as text", f.layout)
		} // else the layout's text, which may be too long for a file's name
		src.regions, _ = sudoku.ParseRegions(src.layout, sudoku.RegionsSide(src.layout), 1) // forSide tells what is wrong, for the side asked
	}
	return src, nil
}

// looksLikePath reports whether a -layout value that names no file was
// meant as one: a layout's text holds labels, spaces and | - + only, so a
// dot or a slash tells a mistyped file name.
func looksLikePath(s string) bool { return strings.ContainsAny(s, "./\\") }

// forSide returns the variant with the layout of side n laid in, for a
// jigsaw given by -layout: the one read once when it is of that side.
func (src variantSource) forSide(n int) (sudoku.Variant, error) {
	v := src.variant
	if !v.Jigsaw || src.layout == "" {
		return v, nil
	}
	if len(src.regions) == n*n {
		v.Regions = src.regions
		return v, nil
	}
	rs, err := sudoku.ParseRegions(src.layout, n, 1)
	if err != nil {
		return v, fmt.Errorf("%s: %v", src.from, err)
	}
	v.Regions = rs
	return v, nil
}

// of returns the rules of puzzle p: the variant, with p's own layout for
// a jigsaw read with its layout line, or with -layout's.
func (src variantSource) of(p format.Puzzle) (sudoku.Variant, error) {
	if p.Regions != nil {
		v := src.variant
		v.Regions = p.Regions
		return v, nil
	}
	return src.forSide(p.Grid.N())
}

// rules returns the rules the puzzle of item it is played under, or why it
// cannot be: the error it was read with (but for givens that clash as
// classic sudoku, which another variant's rules judge), or what is wrong
// with -layout for it, named by file and line.
func (src variantSource) rules(it item) (sudoku.Variant, error) {
	if it.err != nil && (it.puzzle.Grid.Cells == nil || src.variant.Classic()) {
		return src.variant, it.err // it names the file and line
	}
	v, err := src.of(it.puzzle)
	if err != nil {
		return v, it.at(err)
	}
	return v, nil
}

// pairsLayouts reports whether each puzzle of the input is followed by its
// layout line: a jigsaw without -layout.
func (src variantSource) pairsLayouts() bool { return src.variant.Jigsaw && src.layout == "" }

// oneLine writes g on one line, '.' for a blank.
func oneLine(g sudoku.Grid) string {
	return strings.TrimSuffix(format.Format(g, format.DefaultStyle()), "\n")
}
