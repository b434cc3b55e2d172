package sudoku

import (
	"fmt"
	"strings"
)

// Regions are a jigsaw's irregular regions: for each cell, in row-major
// order, the index (from 0) of its region. A valid layout of side n has n
// regions of n cells each, every region connected (cells joined through
// shared sides).
type Regions []uint8

// RegionError reports what is wrong with a jigsaw layout and where: the
// line and column of the text (from 1) and the cell it names.
type RegionError struct {
	Line, Col int    // where in the text, from 1; 0 when the layout did not come from text
	Cell      string // the cell, "r3c5"; empty when the error is about the whole layout
	Msg       string
	cell      int // the cell's index + 1; 0 when none
}

// Error writes "line 2, column 14 (r2c5): region C has 8 cells, want 9".
func (e *RegionError) Error() string {
	var where []string
	if e.Line > 0 {
		where = append(where, fmt.Sprintf("line %d, column %d", e.Line, e.Col))
	}
	if e.Cell != "" {
		if len(where) > 0 {
			where[0] += " (" + e.Cell + ")"
		} else {
			where = append(where, e.Cell)
		}
	}
	if len(where) == 0 {
		return "jigsaw layout: " + e.Msg
	}
	return "jigsaw layout: " + where[0] + ": " + e.Msg
}

// ParseRegions reads a jigsaw layout of side n: n*n region labels, one per
// cell in row-major order, each a digit or a letter (case counts: 'a' and
// 'A' are different regions). Whitespace and the rule characters | - +
// between labels are skipped, so the layout may be one line or n lines.
// Labels are numbered in the order they first appear. It fails, naming
// the line, column and cell, when a character is no label, the count is
// wrong, there are more than n labels, or a region has the wrong size or
// is not connected; line is the text's first line number, for messages.
// The error is a *RegionError.
func ParseRegions(text string, n, line int) (Regions, error) {
	if n < 1 || n > MaxJigsaw {
		return nil, &RegionError{Msg: fmt.Sprintf("grid side %d: a jigsaw's must be between 1 and %d, a label a region", n, MaxJigsaw)}
	}
	type pos struct{ line, col int }
	regs := make(Regions, 0, n*n)
	at := make([]pos, 0, n*n)
	ids := map[rune]int{}
	labels := []rune{}
	ln, col := line, 0
	for _, ch := range text {
		col++
		switch {
		case ch == '\n':
			ln, col = ln+1, 0
			continue
		case isLayoutSpace(ch):
			continue
		case !(ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z'):
			return nil, &RegionError{Line: ln, Col: col, Cell: cellAt(len(regs), n), Msg: fmt.Sprintf("%q is not a region label (a digit or a letter)", ch)}
		}
		if len(regs) == n*n {
			return nil, &RegionError{Line: ln, Col: col, Msg: fmt.Sprintf("more than %d cells", n*n)}
		}
		id, ok := ids[ch]
		if !ok {
			if len(labels) == n {
				return nil, &RegionError{Line: ln, Col: col, Cell: cellAt(len(regs), n), Msg: fmt.Sprintf("label %q makes more than %d regions", ch, n)}
			}
			id = len(labels)
			ids[ch] = id
			labels = append(labels, ch)
		}
		regs = append(regs, uint8(id))
		at = append(at, pos{ln, col})
	}
	if len(regs) < n*n {
		return nil, &RegionError{Line: ln, Col: col, Msg: fmt.Sprintf("%d cells, want %d", len(regs), n*n)}
	}
	if err := regs.Check(n); err != nil {
		if re, ok := err.(*RegionError); ok && re.cell > 0 {
			p := at[re.cell-1]
			re.Line, re.Col = p.line, p.col
			for id, lab := range labels {
				re.Msg = strings.Replace(re.Msg, fmt.Sprintf("region #%d ", id+1), fmt.Sprintf("region %c ", lab), 1)
			}
		}
		return nil, err
	}
	return regs, nil
}

// isLayoutSpace reports whether ch is what a layout may hold between its
// labels: a space, a tab, a line's end, or a rule character | - +.
func isLayoutSpace(ch rune) bool { return strings.ContainsRune(" \t\r\n|-+", ch) }

// RegionsSide is the side of the square grid that a layout's labels fill
// (see ParseRegions), rounded up when their count is no square: a layout
// given apart from any puzzle can be read for it.
func RegionsSide(text string) int {
	count := 0
	for _, ch := range text {
		if !isLayoutSpace(ch) {
			count++
		}
	}
	n := 1
	for n*n < count {
		n++
	}
	return n
}

// cellAt names cell i of a grid of side n, or "" past its end.
func cellAt(i, n int) string {
	if i >= n*n {
		return ""
	}
	return CellName(i/n, i%n)
}

// Check reports whether the regions are a valid jigsaw layout of side n:
// n*n cells, n regions (0..n-1) of n cells each, each connected. The error
// is a *RegionError naming a cell of the region at fault.
func (rs Regions) Check(n int) error {
	if n > MaxJigsaw {
		return &RegionError{Msg: fmt.Sprintf("a jigsaw has at most %d regions, one a label, not %d", MaxJigsaw, n)}
	}
	if len(rs) != n*n {
		return &RegionError{Msg: fmt.Sprintf("%d cells, want %d", len(rs), n*n)}
	}
	size := make([]int, n)
	first := make([]int, n)
	for i := range first {
		first[i] = -1
	}
	for i, r := range rs {
		if int(r) >= n {
			return &RegionError{Cell: cellAt(i, n), cell: i + 1, Msg: fmt.Sprintf("region #%d is past the %d regions", r+1, n)}
		}
		if first[r] < 0 {
			first[r] = i
		}
		size[r]++
	}
	for r, k := range size {
		if k != n {
			if first[r] < 0 {
				return &RegionError{Msg: fmt.Sprintf("region #%d has no cells, want %d", r+1, n)}
			}
			return &RegionError{Cell: cellAt(first[r], n), cell: first[r] + 1, Msg: fmt.Sprintf("region #%d has %d cells, want %d", r+1, k, n)}
		}
	}
	seen := make([]bool, n*n)
	var stack []int
	for _, start := range first { // a cell left unseen is cut off from its region's first
		_, stack = rs.flood(start, n, seen, stack)
	}
	for i, r := range rs {
		if !seen[i] {
			return &RegionError{Cell: cellAt(i, n), cell: i + 1, Msg: fmt.Sprintf("region #%d is not connected: this cell is cut off from %s", r+1, cellAt(first[r], n))}
		}
	}
	return nil
}

// flood marks in seen the cells of start's region that join start through
// shared sides (start included) and returns how many it marked, with
// stack, its scratch, for the next call.
func (rs Regions) flood(start, n int, seen []bool, stack []int) (int, []int) {
	stack = append(stack[:0], start)
	seen[start] = true
	marked := 1
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, j := range [4]int{i - n, i + n, i - 1, i + 1} {
			if beside(i, j, n) && !seen[j] && rs[j] == rs[start] {
				seen[j] = true
				marked++
				stack = append(stack, j)
			}
		}
	}
	return marked, stack
}

// beside reports whether cell j is a side neighbour of cell i in a grid of
// side n: above, below, left or right of it, not across the grid's edge.
func beside(i, j, n int) bool {
	switch j {
	case i - 1:
		return i%n != 0
	case i + 1:
		return j%n != 0
	case i - n, i + n:
		return j >= 0 && j < n*n
	}
	return false
}

// Line writes the regions on one line of labels, as a link or the line
// after a jigsaw puzzle carries them.
func (rs Regions) Line() string {
	return strings.ReplaceAll(rs.String(), "\n", "")
}

// regionLabels are the labels String writes, region by region: a jigsaw
// has at most as many regions, so its side is at most MaxJigsaw.
const regionLabels = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0"

// MaxJigsaw is the largest side of a jigsaw: one region a label, a digit
// or a letter.
const MaxJigsaw = len(regionLabels)

// String writes the regions as n lines of labels, 1-9 then A-Z then a-z,
// then 0.
func (rs Regions) String() string {
	const labels = regionLabels
	n := 0
	for n*n < len(rs) {
		n++
	}
	var b strings.Builder
	for i, r := range rs {
		b.WriteByte(labels[int(r)%len(labels)])
		if n > 0 && i%n == n-1 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}
