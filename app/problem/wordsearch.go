package problem

import "fmt"

// WordSearch hides words in a rows x cols grid of letters, as Knuth's
// Algorithm C solves it: the words are primary items, the cells rRcC
// (from 1) secondary ones, and each option places a word along a row, a
// column or a diagonal, either way, giving each cell it crosses its letter
// as the cell's color. Two words may cross at a cell only where they have
// the same letter; a cell no word crosses stays empty. An option is named
// by its word, the cell of its first letter and the way it reads:
// "DANCE r1c1→", "LINKS r5c5↖". A palindrome is placed one way only, its
// other way being the same placement.
func WordSearch(words []string, rows, cols int) Sheet {
	s := Sheet{}
	for _, w := range words {
		s.Items = append(s.Items, Column{Name: w})
	}
	for r := 1; r <= rows; r++ {
		for c := 1; c <= cols; c++ {
			s.Items = append(s.Items, Column{Name: fmt.Sprintf("r%dc%d", r, c), Secondary: true})
		}
	}
	cell := func(r, c int) int { return len(words) + r*cols + c }
	for k, w := range words {
		for way, d := range [][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
			for r := range rows {
				for c := range cols {
					er, ec := r+d[0]*(len(w)-1), c+d[1]*(len(w)-1)
					if er >= rows || ec < 0 || ec >= cols {
						continue
					}
					for b, back := range []bool{false, true} {
						if back && palindrome(w) {
							continue // the same placement read the other way
						}
						first := fmt.Sprintf("r%dc%d", r+1, c+1)
						if back {
							first = fmt.Sprintf("r%dc%d", er+1, ec+1)
						}
						row := Row{Name: w + " " + first + arrows[b][way], Items: []int{k}, Colors: []string{""}}
						for j := range len(w) {
							letter := w[j]
							if back {
								letter = w[len(w)-1-j]
							}
							row.Items = append(row.Items, cell(r+d[0]*j, c+d[1]*j))
							row.Colors = append(row.Colors, string(letter))
						}
						s.Options = append(s.Options, row)
					}
				}
			}
		}
	}
	return s
}

// palindrome reports whether w reads the same both ways.
func palindrome(w string) bool {
	for i := range len(w) / 2 {
		if w[i] != w[len(w)-1-i] {
			return false
		}
	}
	return true
}

// arrows show the ways a word reads: along a row, down a column, down
// each diagonal, and each the other way.
var arrows = [2][4]string{{"→", "↓", "↘", "↙"}, {"←", "↑", "↖", "↗"}}

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
