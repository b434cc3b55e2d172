package ui

import (
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

// CellSize is the side of a grid cell, smaller for big grids.
func CellSize(n int) string {
	switch {
	case n <= 9:
		return "44px"
	case n <= 16:
		return "34px"
	}
	return "26px"
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
