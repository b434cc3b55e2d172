package draw

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// cellsPlayer is a player of sheet s's problem on the dancing cells.
func cellsPlayer(t *testing.T, s problem.Sheet, opt dlx.Options) *player.Player {
	t.Helper()
	m, err := s.Problem()
	require.NoError(t, err)
	return player.NewPlayer(dlx.NewCells(m), opt, 0)
}

// cellsScene reads and lays out pl's cells at its position, whole or
// through a lens of columns.
func cellsScene(pl *player.Player, whole bool, columns int) (*CellsPicture, *explain.Cells, Scene) {
	m := pl.Problem()
	v := explain.ReadCells(pl.View().(*dlx.Cells), explain.StepFocus(pl.Branching(), pl.Level(), pl.Chosen()), whole, columns)
	name := func(k int) string { return problem.OptionLabel(m, k) }
	p := NewCellsPicture(m, v, MeasureCells(m, name), name)
	return p, v, p.Scene()
}

// TestCellsPictureWhole plays the seed example, a word search (colors)
// and a problem with bounds on the cells and checks each step's whole
// picture against the engine's arrays: a row per item in the problem's
// order, each cell box where its place says, dimmed past the size, the
// size's bar between the live cells and the others; the list in the
// list's order, dimmed past its active parts; the trail's entries; the
// boxes the step moved sliding from their places before, in the engine's
// order; every box inside the picture, each with its own id, and told
// by the fields line.
func TestCellsPictureWhole(t *testing.T) {
	for _, tc := range []struct {
		name  string
		sheet problem.Sheet
	}{
		{"seed example", problem.SeedExample()},
		{"word search", problem.WordSearch([]string{"AB", "BC"}, 2, 2)},
		{"squares", problem.Squares(2)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pl := cellsPlayer(t, tc.sheet, dlx.Options{})
			m := pl.Problem()
			require.True(t, explain.CellsFit(m))
			for steps := 0; ; steps++ {
				c := pl.View().(*dlx.Cells)
				pic, v, s := cellsScene(pl, true, 0)
				require.Len(t, v.Rows, m.Items())
				byID := map[string]SceneNode{}
				for _, n := range s.Nodes {
					_, seen := byID[n.ID]
					require.False(t, seen && n.Node >= 0, "position %d: box %s twice", pl.Pos(), n.ID)
					byID[n.ID] = n
					assert.True(t, n.X >= 0 && n.Y >= 0 && n.X+n.W <= s.W && n.Y+n.H <= s.H, "position %d: box %s inside", pl.Pos(), n.ID)
				}
				moves := c.Moves(nil)
				moved := map[int32]int{} // each node's first move
				for k, mv := range moves {
					if _, ok := moved[mv.Node]; !ok && mv.Node >= 0 {
						moved[mv.Node] = k
					}
				}
				for i := range m.Items() {
					block := c.Block(i, nil)
					var xs []int
					for place, e := range block {
						n := byID[nodeID(e.Node)]
						require.Equal(t, e.Node, n.Node, "position %d, item %d", pl.Pos(), i)
						assert.Equal(t, place >= c.Size(i), n.Out, "position %d: item %d, place %d", pl.Pos(), i, place)
						assert.Equal(t, e.Marked, n.Marked)
						xs = append(xs, n.X)
						_, slides := moved[e.Node]
						assert.Equal(t, slides, n.From != nil, "position %d: node %d slides when it moved", pl.Pos(), e.Node)
						assert.Contains(t, pic.Describe(n.Node), "Item "+m.ItemName(i)+"'s block")
					}
					assert.True(t, slices.IsSorted(xs), "position %d, item %d: the cells in their places", pl.Pos(), i)
				}
				list := c.ListOrder(nil)
				primary, _ := c.ActiveCounts()
				var xs []int
				for place, i := range list {
					n := byID[nodeID(listBase+int32(i))]
					assert.Equal(t, m.ItemName(i), n.Label[0])
					xs = append(xs, n.X)
					if place < m.Primary() {
						assert.Equal(t, place >= primary, n.Out, "position %d: list place %d", pl.Pos(), place)
					}
				}
				assert.True(t, slices.IsSorted(xs), "position %d: the list in its order", pl.Pos())
				assert.Len(t, v.Trail, len(c.Trail(nil)))
				for _, n := range s.Nodes {
					if n.Node >= 0 && n.Node < listLabel {
						assert.NotEmpty(t, pic.Describe(n.Node), "position %d: box %s told", pl.Pos(), n.ID)
					}
				}
				if !pl.Step() {
					break
				}
			}
		})
	}
}

// TestCellsPictureBack checks that stepping back slides the cells the
// event had moved back to their places, in the reverse of its order.
func TestCellsPictureBack(t *testing.T) {
	pl := cellsPlayer(t, problem.SeedExample(), dlx.Options{})
	pl.Seek(2) // the cover of item 0: A and B out of their other items' blocks
	_, _, forward := cellsScene(pl, true, 0)
	pl.Back()
	_, _, back := cellsScene(pl, true, 0)
	slides := func(s Scene) map[string][]int {
		out := map[string][]int{}
		for _, n := range s.Nodes {
			if n.From != nil {
				out[n.ID] = []int{n.X, n.From[0]}
			}
		}
		return out
	}
	f, b := slides(forward), slides(back)
	require.NotEmpty(t, f)
	require.Equal(t, len(f), len(b), "the same boxes slide back")
	for id, xs := range f {
		assert.Equal(t, []int{xs[1], xs[0]}, b[id], "box %s slides back to where it was", id)
	}
}

// TestCellsLens plays a sudoku and pentominoes on the cells through
// lenses of a phone's and a laptop's width and checks each step's lens:
// the item branched on among its rows, at most LensCellsRows of them and
// the rest counted; each row a window of its block that holds its size's
// boundary and no more than the lens's columns; the list's window holds
// its active part's end; the picture no wider than the columns allow.
func TestCellsLens(t *testing.T) {
	sudoku, err := problem.SudokuSheet(9)
	require.NoError(t, err)
	for _, tc := range []struct {
		name  string
		sheet problem.Sheet
	}{
		{"pentominoes 3x20", problem.Pentomino(3, 20)},
		{"9x9 sudoku", sudoku},
	} {
		for _, columns := range []int{explain.MinLensCellsColumns, 6, explain.MaxLensCellsColumns} {
			pl := cellsPlayer(t, tc.sheet, dlx.Options{MaxSolutions: 1})
			for pl.Pos() < 400 && pl.Step() {
				pic, v, s := cellsScene(pl, false, columns)
				c := pl.View().(*dlx.Cells)
				assert.LessOrEqual(t, len(v.Rows), explain.LensCellsRows)
				assert.Equal(t, pl.Problem().Items(), len(v.Rows)+v.MoreItems, "%s: the rows shown and those counted", tc.name)
				if f := v.Focus.Item; f >= 0 {
					assert.True(t, slices.ContainsFunc(v.Rows, func(r explain.CellsRow) bool { return r.Item == f }), "%s, position %d: the item branched on", tc.name, pl.Pos())
				}
				for _, r := range v.Rows {
					assert.LessOrEqual(t, len(r.Cells), columns)
					if r.Len > 0 {
						assert.True(t, r.From <= r.Size && r.Size <= r.From+len(r.Cells), "%s, position %d: item %d's window %d+%d holds its size %d", tc.name, pl.Pos(), r.Item, r.From, len(r.Cells), r.Size)
					}
					assert.Equal(t, c.Size(r.Item), r.Size)
				}
				active, _ := c.ActiveCounts()
				assert.True(t, v.ListFrom <= active && active <= v.ListFrom+len(v.List), "%s: the list's window holds its active part's end", tc.name)
				assert.LessOrEqual(t, s.W, pic.labelW+CellGap+(columns+2)*(pic.cellW+CellGap))
			}
		}
	}
}

// TestCellsKeys walks the boxes of a picture with the arrow keys: right
// along a row, down to the row below, and Home back to the first.
func TestCellsKeys(t *testing.T) {
	pl := cellsPlayer(t, problem.SeedExample(), dlx.Options{})
	pl.Seek(3)
	pic, _, _ := cellsScene(pl, true, 0)
	first := pic.Neighbour(-1, "home")
	require.Equal(t, listBase+int32(pl.View().(*dlx.Cells).ListOrder(nil)[0]), first, "the list's first item")
	right := pic.Neighbour(first, "right")
	assert.NotEqual(t, first, right)
	assert.Equal(t, first, pic.Neighbour(right, "left"))
	down := pic.Neighbour(first, "down")
	assert.True(t, strings.HasPrefix(pic.Describe(down), "Item "), "down from the list: the first item's row label, %q", pic.Describe(down))
	assert.Equal(t, int32(-1), pic.Neighbour(first, "up"), "nothing above the list")
	assert.Equal(t, first, pic.Neighbour(down, "home"))
}
