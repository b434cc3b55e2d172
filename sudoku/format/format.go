package format

import (
	"fmt"
	"strconv"
	"strings"

	"xcover/sudoku"
)

// Layout is the way a puzzle's cells are laid out as text.
type Layout int

const (
	// OneLine writes all n*n cells as one token, row after row, one
	// character per cell: "53..7....6..195....98....6.8...".
	OneLine Layout = iota
	// GridLines writes one row per line, one character per cell, maybe
	// spaced, with | between boxes and rule lines between bands of boxes.
	GridLines
	// ValuePerLine writes n*n lines of one decimal number each; an empty or
	// non-number line is a blank.
	ValuePerLine
	// Numbers writes whitespace-separated decimal numbers, 0 (or a blank
	// mark such as .) for a blank. Format puts one row on each line; Parse
	// accepts the numbers broken over lines in any way.
	Numbers
)

var layoutNames = [...]string{"one-line", "grid", "value-per-line", "numbers"}

// String names the layout: "one-line", "grid", "value-per-line" or "numbers".
func (l Layout) String() string {
	if l >= 0 && int(l) < len(layoutNames) {
		return layoutNames[l]
	}
	return fmt.Sprintf("Layout(%d)", int(l))
}

// blankMarks are the characters that mark a blank cell.
const blankMarks = "0._-*"

// Style is how a puzzle is written, so that its solution can be written back
// the way the puzzle came. Parse reports the style of its input. The zero
// Style is the one-line form with '.' for blanks.
type Style struct {
	Layout Layout
	// Blank is the mark written for a blank cell, one of 0 . _ - *. Zero, or
	// any other byte, means the layout's default: '.' for OneLine and
	// GridLines, '0' for Numbers, an empty line for ValuePerLine. '-' is not
	// written in GridLines and Numbers, where a row of blanks would read as a
	// rule line; '.' is written instead.
	Blank byte
	// Spaced puts a space between the cells of a GridLines row ("5 3 . 7"
	// rather than "53.7"). Numbers are always spaced.
	Spaced bool
	// Separators draws | between boxes and a rule line such as
	// "------+-------+------" between bands of boxes, in GridLines and
	// Numbers. Grids whose boxes are whole rows get none.
	Separators bool
	// OneRow writes Numbers all on one line, as a puzzle read from one
	// line was, rather than a row of the grid to a line.
	OneRow bool
}

// DefaultStyle returns the common one-line style with '.' for blanks.
func DefaultStyle() Style { return Style{Layout: OneLine, Blank: '.'} }

// blankFor returns the mark Format writes for a blank in layout l; 0 means an
// empty line.
func (st Style) blankFor(l Layout) byte {
	b := st.Blank
	switch {
	case !isBlankMark(b):
		b = 0
	case b == '-' && (l == GridLines || l == Numbers):
		b = '.'
	}
	switch {
	case b != 0 || l == ValuePerLine:
		return b
	case l == Numbers:
		return '0'
	default:
		return '.'
	}
}

// Format writes g in style st, every line ending in a newline. A grid whose
// values go above 35 cannot be written one character per cell, so OneLine
// and GridLines give Numbers for grids larger than 35x35, OneLine on one
// line.
func Format(g sudoku.Grid, st Style) string { return string(AppendFormat(nil, g, st)) }

// AppendFormat appends g written as Format writes it to dst and returns
// the extended slice: a batch writes its results into one buffer.
func AppendFormat(dst []byte, g sudoku.Grid, st Style) []byte {
	layout := st.Layout
	if g.N() > 35 && (layout == OneLine || layout == GridLines) {
		layout, st.OneRow = Numbers, layout == OneLine
	}
	blank := st.blankFor(layout)
	switch {
	case layout == Numbers && st.OneRow:
		for i, v := range g.Cells {
			if i > 0 {
				dst = append(dst, ' ')
			}
			if v != 0 {
				dst = strconv.AppendInt(dst, int64(v), 10)
			} else {
				dst = append(dst, blank)
			}
		}
		dst = append(dst, '\n')
	case layout == GridLines || layout == Numbers:
		var b strings.Builder
		writeRows(&b, g, layout, st, blank)
		dst = append(dst, b.String()...)
	case layout == ValuePerLine:
		if blank == 0 && g.Givens() == 0 { // n*n empty lines would not read back as a puzzle
			blank = '0'
		}
		for _, v := range g.Cells {
			switch {
			case v != 0:
				dst = strconv.AppendInt(dst, int64(v), 10)
			case blank != 0:
				dst = append(dst, blank)
			}
			dst = append(dst, '\n')
		}
	default:
		for _, v := range g.Cells {
			dst = append(dst, sudoku.ValueChar(int(v), blank))
		}
		dst = append(dst, '\n')
	}
	return dst
}

// writeRows writes g one row per line, for GridLines and Numbers.
func writeRows(b *strings.Builder, g sudoku.Grid, layout Layout, st Style, blank byte) {
	n := g.N()
	seps := st.Separators && g.BoxCols < n
	gap, width := "", 1
	if layout == Numbers {
		gap, width = " ", len(strconv.Itoa(n))
	} else if st.Spaced {
		gap = " "
	}
	rule := ""
	for r := range n {
		var row strings.Builder
		for c := range n {
			if c > 0 {
				row.WriteString(gap)
				if seps && c%g.BoxCols == 0 {
					row.WriteString("|" + gap)
				}
			}
			text := string(sudoku.ValueChar(g.Get(r, c), blank))
			if layout == Numbers && g.Get(r, c) != 0 {
				text = strconv.Itoa(g.Get(r, c))
			}
			row.WriteString(strings.Repeat(" ", width-len(text)) + text)
		}
		if seps && r > 0 && r%g.BoxRows == 0 {
			if rule == "" {
				rule = ruleFor(row.String())
			}
			b.WriteString(rule + "\n")
		}
		b.WriteString(row.String() + "\n")
	}
}

// ruleFor draws the rule line that goes with row: + under each |, - under
// everything else.
func ruleFor(row string) string {
	return strings.Map(func(r rune) rune {
		if r == '|' {
			return '+'
		}
		return '-'
	}, row)
}
