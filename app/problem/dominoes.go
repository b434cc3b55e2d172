package problem

import "fmt"

// Dominoes tiles a rows x cols board with dominoes: an item per cell,
// named "row.column" from 1, row by row, and an option per domino. An 8x8
// board has 12,988,816 tilings; memoizing counts them in a blink (see
// dlx.Memo), where the plain search meets every one. When priced, each
// domino costs 1 to 9, by a fixed rule of its place and direction, so
// that the cheapest tiling is a puzzle of its own (see dlx.Cheapest).
func Dominoes(rows, cols int, priced bool) Sheet {
	s := Sheet{}
	for r := 1; r <= rows; r++ {
		for c := 1; c <= cols; c++ {
			s.Items = append(s.Items, Column{Name: fmt.Sprintf("%d.%d", r, c)})
		}
	}
	at := func(r, c int) int { return (r-1)*cols + c - 1 }
	add := func(r, c, r2, c2, turn int) {
		row := Row{Items: []int{at(r, c), at(r2, c2)}}
		if priced {
			row.Cost = int64(1 + (7*r+3*c+5*turn)%9)
		}
		s.Options = append(s.Options, row)
	}
	for r := 1; r <= rows; r++ {
		for c := 1; c <= cols; c++ {
			if c < cols {
				add(r, c, r, c+1, 0)
			}
			if r < rows {
				add(r, c, r+1, c, 1)
			}
		}
	}
	return s
}
