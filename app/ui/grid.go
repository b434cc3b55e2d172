package ui

import (
	"fmt"

	"xcover/sudoku"
)

// MaxMarked is the largest grid side whose blank cells show pencil marks;
// bigger grids show how many candidates are left.
const MaxMarked = 16

// MarkColumns is how many pencil marks fit across a cell.
func MarkColumns(n int) int {
	k := 1
	for k*k < n {
		k++
	}
	return k
}

// CellSize is the side of a grid cell as CSS: smaller for big grids, and
// smaller still when the screen is too narrow for the grid (a phone's).
func CellSize(n int) string {
	px := 26
	switch {
	case n <= 9:
		px = 44
	case n <= 16:
		px = 34
	}
	return fmt.Sprintf("min(%dpx, calc((100vw - 28px) / %d))", px, n)
}

// MarksText lays out a blank cell's candidates as text, k to a line, with
// a space where a value is no longer possible: one text node per cell keeps
// the grid light to render, even at 16x16.
func MarksText(marks []int, n int) string {
	k := MarkColumns(n)
	line := make([]byte, 0, 2*n)
	next := 0
	for v := 1; v <= n; v++ {
		ch := byte(' ')
		if next < len(marks) && marks[next] == v {
			ch = sudoku.ValueChar(v, ' ')
			next++
		}
		line = append(line, ch)
		switch {
		case v == n:
		case v%k == 0:
			line = append(line, '\n')
		default:
			line = append(line, ' ')
		}
	}
	return string(line)
}
