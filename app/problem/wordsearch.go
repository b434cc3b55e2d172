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
