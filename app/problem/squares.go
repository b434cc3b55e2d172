package problem

import "fmt"

// Squares fills an n x n box with 1x1 and 2x2 squares, at least one 2x2
// and at most n-2 of them, as Knuth's Algorithm M solves it: items S1 and
// S2 count the squares of each size, with bounds (S1 0:n*n, any number;
// S2 1:n-2), and the cells rRcC (from 1) are covered once each. Option
// "S2 r1c1 r1c2 r2c1 r2c2" puts a 2x2 square in the corner. Squares of a
// size are alike, so a packing counts once, whatever order they are
// placed in.
func Squares(n int) Sheet {
	s := Sheet{Items: []Column{{Name: "S1", Lower: 0, Upper: n * n}, {Name: "S2", Lower: 1, Upper: max(n-2, 1)}}}
	for r := 1; r <= n; r++ {
		for c := 1; c <= n; c++ {
			s.Items = append(s.Items, Column{Name: fmt.Sprintf("r%dc%d", r, c)})
		}
	}
	cell := func(r, c int) int { return 2 + r*n + c }
	for side := 1; side <= 2; side++ {
		for r := 0; r+side <= n; r++ {
			for c := 0; c+side <= n; c++ {
				row := Row{Items: []int{side - 1}}
				for dr := range side {
					for dc := range side {
						row.Items = append(row.Items, cell(r+dr, c+dc))
					}
				}
				s.Options = append(s.Options, row)
			}
		}
	}
	return s
}
