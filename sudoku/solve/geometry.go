package solve

import (
	"sync"

	"xcover/sudoku"
)

// geometry is where a shape's cells lie: its units (rows, then columns,
// then boxes, each a list of n cells) and each cell's peers (the other
// cells of its row, column and box).
type geometry struct {
	n         int
	units     [][]int32 // 3n units of n cells
	peers     [][]int32 // per cell, its peers in row-major order
	cellUnits [][3]int32
	cellNames []string // "r3c5"
	unitNames []string // "row 3", "column 5", "box 2"
}

// geometries caches each shape's geometry; methods on many goroutines share it.
var geometries sync.Map // Shape -> *geometry

// geometryOf returns the geometry of shape s.
func geometryOf(s sudoku.Shape) *geometry {
	if g, ok := geometries.Load(s); ok {
		return g.(*geometry)
	}
	n := s.N()
	g := &geometry{n: n, units: make([][]int32, 3*n), peers: make([][]int32, n*n), cellUnits: make([][3]int32, n*n)}
	for i := range n * n {
		r, c := i/n, i%n
		u := [3]int32{int32(r), int32(n + c), int32(2*n + s.Box(r, c))}
		g.cellUnits[i] = u
		for _, k := range u {
			g.units[k] = append(g.units[k], int32(i))
		}
	}
	for i := range n * n {
		r, c, b := i/n, i%n, s.Box(i/n, i%n)
		for j := range n * n {
			if j != i && (j/n == r || j%n == c || s.Box(j/n, j%n) == b) {
				g.peers[i] = append(g.peers[i], int32(j))
			}
		}
	}
	for i := range n * n {
		g.cellNames = append(g.cellNames, sudoku.CellName(i/n, i%n))
	}
	for u := range 3 * n {
		g.unitNames = append(g.unitNames, sudoku.UnitName(u, n))
	}
	v, _ := geometries.LoadOrStore(s, g)
	return v.(*geometry)
}

// unitName names unit u of the geometry: "row 3", "column 5", "box 2".
func (g *geometry) unitName(u int32) string { return g.unitNames[u] }

// cellName names cell i: "r3c5".
func (g *geometry) cellName(i int32) string { return g.cellNames[i] }

// usedAt is the set of values that used, a set per unit, holds in cell
// i's row, column and box.
func (g *geometry) usedAt(used []uint64, i int32) uint64 {
	u := g.cellUnits[i]
	return used[u[0]] | used[u[1]] | used[u[2]]
}

// toggle flips value bit in the sets of cell i's row, column and box.
func (g *geometry) toggle(used []uint64, i int32, bit uint64) {
	u := g.cellUnits[i]
	used[u[0]] ^= bit
	used[u[1]] ^= bit
	used[u[2]] ^= bit
}
