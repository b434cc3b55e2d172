package sudokupage

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// matrixGroups labels the sudoku matrix's column groups (cell, row, column,
// box), each as wide as its share of the columns drawn.
func (p *Page) matrixGroups() (groups []app.UI) {
	if p.board != nil {
		m := p.board.Player.Matrix()
		branch := p.board.Player.Branching()
		counts := [4]int{}
		nn := p.puzzle.N() * p.puzzle.N()
		for i := range m.Items() {
			if !p.Compact || m.Active(i) || i == branch {
				counts[i/nn]++
			}
		}
		for k, name := range []string{"cell", "row", "column", "box"} {
			if counts[k] > 0 {
				groups = append(groups, app.Span().Class("group").Style("flex-grow", strconv.Itoa(counts[k])).Text(name))
			}
		}
	}
	return groups
}
