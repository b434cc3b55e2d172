package samples

import (
	"testing"

	"github.com/stretchr/testify/require"

	"xcover/sudoku"
)

// EasyText is a classic 9x9 puzzle with one solution, solved by singles.
const EasyText = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

const (
	// HardText is the "most difficult sudoku in the world" of the rules
	// method's seed; the classic methods need many guesses for it.
	HardText = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
	// NoSolution: r1c8 and r1c9 can only both be 9; no cell is without candidates.
	NoSolution = "1234567.." + "........." + "........." + "........." + ".......8." + "........." + "........." + "........." + "........8"
)

// JigsawLayout is a 9x9 jigsaw: the classic boxes with r3c3 given to the
// second region and r1c4 to the first.
const JigsawLayout = `111122333
111222333
112222333
444555666
444555666
444555666
777888999
777888999
777888999`

// Solved returns a solved grid of shape sh, made by shifting rows.
func Solved(t testing.TB, sh sudoku.Shape) sudoku.Grid {
	t.Helper()
	g, err := sudoku.NewGrid(sh)
	require.NoError(t, err)
	n := sh.N()
	for r := range n {
		for c := range n {
			g.Set(r, c, ((r%sh.BoxRows)*sh.BoxCols+r/sh.BoxRows+c)%n+1)
		}
	}
	require.True(t, g.IsSolved())
	return g
}

// MustVariant parses a variant's name or fails the test.
func MustVariant(t testing.TB, name string) sudoku.Variant {
	t.Helper()
	v, err := sudoku.ParseVariant(name)
	require.NoError(t, err)
	return v
}

// CheckRules checks a complete grid against the variant's rules worked
// out afresh, without a Board: every row, column, box or region,
// diagonal and window holds each value once, and no two cells a knight's
// or king's move apart share a value.
func CheckRules(t *testing.T, g sudoku.Grid, v sudoku.Variant) {
	t.Helper()
	n := g.N()
	distinct := func(what string, cells [][2]int) {
		seen := map[int]bool{}
		for _, rc := range cells {
			x := g.Get(rc[0], rc[1])
			require.True(t, x >= 1 && x <= n && !seen[x], "%s: value %d twice or out of range", what, x)
			seen[x] = true
		}
	}
	for i := range n {
		var row, col, diag, anti [][2]int
		for j := range n {
			row = append(row, [2]int{i, j})
			col = append(col, [2]int{j, i})
			diag = append(diag, [2]int{j, j})
			anti = append(anti, [2]int{j, n - 1 - j})
		}
		distinct("row", row)
		distinct("column", col)
		if v.Diagonals {
			distinct("diagonal", diag)
			distinct("anti-diagonal", anti)
		}
	}
	groups := map[int][][2]int{}
	for r := range n {
		for c := range n {
			k := (r/g.BoxRows)*g.BoxRows + c/g.BoxCols
			if v.Jigsaw {
				k = int(v.Regions[r*n+c])
			}
			groups[k] = append(groups[k], [2]int{r, c})
		}
	}
	for _, cells := range groups {
		distinct("box or region", cells)
	}
	if v.Windows {
		k := g.BoxRows
		for wr := 0; wr < k-1; wr++ {
			for wc := 0; wc < k-1; wc++ {
				var cells [][2]int
				for r := range k {
					for c := range k {
						cells = append(cells, [2]int{1 + wr*(k+1) + r, 1 + wc*(k+1) + c})
					}
				}
				distinct("window", cells)
			}
		}
	}
	for r := range n {
		for c := range n {
			for dr := -2; dr <= 2; dr++ {
				for dc := -2; dc <= 2; dc++ {
					r2, c2 := r+dr, c+dc
					if r2 < 0 || r2 >= n || c2 < 0 || c2 >= n || (dr == 0 && dc == 0) {
						continue
					}
					knight := dr*dr+dc*dc == 5
					king := dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1
					if (knight && v.AntiKnight) || (king && v.AntiKing) {
						require.NotEqual(t, g.Get(r, c), g.Get(r2, c2), "r%dc%d and r%dc%d", r+1, c+1, r2+1, c2+1)
					}
				}
			}
		}
	}
}
