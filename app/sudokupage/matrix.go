package sudokupage

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/player"
)

// itemGroups are a board's matrix's items as its encoding groups them, each
// group a run of items: cell, row, column, box or region, then the
// variant's diagonal, window, knight pair and king pair.
type itemGroups struct {
	names []string // the groups' labels, in the items' order
	ends  []int    // ends[k] is the index after group k's last item
}

// groupItems groups the items of b's matrix.
func groupItems(b *player.Board) itemGroups {
	var g itemGroups
	for i := range b.Player.Problem().Items() {
		name := b.Encoding.Group(i)
		if k := len(g.names) - 1; k >= 0 && g.names[k] == name {
			g.ends[k] = i + 1
			continue
		}
		g.names, g.ends = append(g.names, name), append(g.ends, i+1)
	}
	return g
}

// matrixGroups labels the sudoku matrix's column groups (cell, row,
// column, box, and a variant's own), each as wide as its share of the
// columns drawn.
func (p *Page) matrixGroups() (groups []app.UI) {
	if p.board == nil {
		return nil
	}
	m := p.board.Player.View()
	branch := p.board.Player.Branching()
	start := 0
	for k, name := range p.groups.names {
		count := 0
		for i := start; i < p.groups.ends[k]; i++ {
			if !p.playback.Compact || m.Active(i) || i == branch {
				count++
			}
		}
		start = p.groups.ends[k]
		if count > 0 {
			groups = append(groups, app.Span().Class("group").Style("flex-grow", strconv.Itoa(count)).Text(name))
		}
	}
	return groups
}
