package logic

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"xcover/sudoku"
)

// maxChainSide is the largest grid side chains are looked for on: their
// search grows with the cube of the candidates linked, and the published
// ladders they belong to are for 9x9.
const maxChainSide = 9

// chain finds an alternating inference chain: candidates linked in turn
// by strong links (of the two, one is true: a cell's last two candidates,
// a value's last two places in a unit) and weak links (at most one is
// true: two candidates of a cell, or a value in two cells that see each
// other), from a strong link at the start to one at the end. If the first
// candidate is false, the last is true; so one of the two is, and every
// candidate that sees both is false. A chain that comes back to its first
// candidate proves it true. The shortest chain that deduces something is
// taken. Cells holds the chain's cells, Values the chain's values, in
// order.
func (s *logicState) chain() (Deduction, bool) {
	if s.n > maxChainSide {
		return Deduction{}, false
	}
	g := s.links()
	var best Deduction
	bestLen := -1
	g.prev, g.depth = make([]int32, 2*len(g.nodes)), make([]int32, 2*len(g.nodes))
	for a := range g.nodes {
		if d, l, ok := g.search(s, a, bestLen); ok {
			best, bestLen = d, l
		}
	}
	return best, bestLen >= 0
}

// chainGraph is the candidates that have a strong link, and their links.
type chainGraph struct {
	nodes  []int32   // candidates, as cell*n + value-1
	strong [][]int32 // per node, the nodes it is strongly linked to (indexes into nodes)
	weak   [][]int32 // per node, the nodes that see it
	// the search's scratch, per state (2k: node k is false, 2k+1: true)
	prev  []int32 // the state before, -1 when not reached
	depth []int32 // the links from the start
	queue []int32
}

// links builds the chain graph of the grid's candidates.
func (s *logicState) links() *chainGraph {
	n := s.n
	index := make([]int32, n*n*n) // candidate -> node + 1
	g := &chainGraph{}
	node := func(c, v int) int32 {
		id := int32(c*n + v - 1)
		if index[id] == 0 {
			g.nodes = append(g.nodes, id)
			g.strong = append(g.strong, nil)
			index[id] = int32(len(g.nodes))
		}
		return index[id] - 1
	}
	link := func(c1, v1, c2, v2 int) {
		a, b := node(c1, v1), node(c2, v2)
		if !slices.Contains(g.strong[a], b) {
			g.strong[a] = append(g.strong[a], b)
			g.strong[b] = append(g.strong[b], a)
		}
	}
	for c, v := range s.cells {
		if m := s.cands[c]; v == 0 && bits.OnesCount64(m) == 2 {
			vs := valuesOf(m)
			link(c, vs[0], c, vs[1])
		}
	}
	for _, u := range s.b.Units {
		for v := 1; v <= n; v++ {
			if places, placed := s.placesOf(v, u.Cells); !placed && bits.OnesCount64(places) == 2 {
				a, b := bits.TrailingZeros64(places), 63-bits.LeadingZeros64(places)
				link(int(u.Cells[a]), v, int(u.Cells[b]), v)
			}
		}
	}
	g.weak = make([][]int32, len(g.nodes))
	for a, x := range g.nodes {
		for b := a + 1; b < len(g.nodes); b++ {
			if s.sees(x, g.nodes[b]) {
				g.weak[a] = append(g.weak[a], int32(b))
				g.weak[b] = append(g.weak[b], int32(a))
			}
		}
	}
	return g
}

// sees reports whether candidates x and y (cell*n + value-1) cannot both
// be true: two of a cell, or one value in cells that see each other.
func (s *logicState) sees(x, y int32) bool {
	n := int32(s.n)
	cx, cy := x/n, y/n
	switch {
	case x == y:
		return false
	case cx == cy:
		return true
	}
	return x%n == y%n && s.b.IsPeer(cx, cy)
}

// search walks the chains from node a, assumed false, breadth first, and
// returns the shortest one, of fewer than limit links (any, when limit is
// negative), that deduces something, and its length in links.
func (g *chainGraph) search(s *logicState, a, limit int) (Deduction, int, bool) {
	prev, depth := g.prev, g.depth
	for i := range prev {
		prev[i] = -1
	}
	start := int32(2 * a)
	prev[start], depth[start] = start, 0
	g.queue = append(g.queue[:0], start)
	for i := 0; i < len(g.queue); i++ {
		st := g.queue[i]
		if limit >= 0 && int(depth[st])+1 >= limit {
			break
		}
		next := g.weak[st/2]
		if st%2 == 0 {
			next = g.strong[st/2]
		}
		for _, k := range next {
			to := 2*k + 1 - st%2
			if prev[to] >= 0 {
				continue
			}
			prev[to], depth[to] = st, depth[st]+1
			g.queue = append(g.queue, to)
			if to%2 == 1 {
				if d, ok := g.deduce(s, a, int(k), to); ok {
					return d, int(depth[to]), true
				}
			}
		}
	}
	return Deduction{}, 0, false
}

// deduce returns what the chain ending at state end proves, from node a
// (false) to node z (true), if anything: a itself when z is a, else the
// candidates that see both.
func (g *chainGraph) deduce(s *logicState, a, z int, end int32) (Deduction, bool) {
	n := s.n
	x, y := int(g.nodes[a]), int(g.nodes[z])
	cx, vx, cy, vy := x/n, x%n+1, y/n, y%n+1
	d := Deduction{Technique: Chain}
	switch {
	case a == z:
		d.Place = s.cand(cx, vx)
	case cx == cy: // the cell's other candidates
		for m := s.cands[cx] &^ (1<<(vx-1) | 1<<(vy-1)); m != 0; m &= m - 1 {
			d.Eliminations = append(d.Eliminations, s.cand(cx, bits.TrailingZeros64(m)+1))
		}
	case vx == vy: // the value in every cell that sees both
		d.Eliminations = s.seenByAll([]int{cx, cy}, vx)
	case s.b.IsPeer(int32(cx), int32(cy)): // each cell loses the other's value
		for _, e := range []sudoku.Candidate{s.cand(cx, vy), s.cand(cy, vx)} {
			if s.cands[e.Row*n+e.Col]&(1<<(e.Value-1)) != 0 {
				d.Eliminations = append(d.Eliminations, e)
			}
		}
	}
	if d.Place.Value == 0 && len(d.Eliminations) == 0 {
		return d, false
	}
	for st := end; ; st = g.prev[st] {
		id := int(g.nodes[st/2])
		d.Cells = append(d.Cells, id/n)
		d.Values = append(d.Values, id%n+1)
		if g.prev[st] == st {
			break
		}
	}
	slices.Reverse(d.Cells)
	slices.Reverse(d.Values)
	return d, true
}

// chainText tells a chain in words: its links in Eureka's notation ("="
// strong, "-" weak), then what it proves.
func (d Deduction) chainText(n int, elims string) string {
	var b strings.Builder
	b.WriteString("chain ")
	for i, c := range d.Cells {
		if i > 0 {
			b.WriteString([]string{" - ", " = "}[i%2])
		}
		b.WriteString(sudoku.Candidate{Row: c / n, Col: c % n, Value: d.Values[i]}.Name())
	}
	last := len(d.Cells) - 1
	first, end := sudoku.CellName(d.Cells[0]/n, d.Cells[0]%n), sudoku.CellName(d.Cells[last]/n, d.Cells[last]%n)
	if p := d.Place; p.Value != 0 {
		fmt.Fprintf(&b, ": if %s were not %d it would be, so it is", first, d.Values[0])
		return b.String()
	}
	fmt.Fprintf(&b, ": if %s is not %d, %s is %d; every candidate that sees both is false: %s", first, d.Values[0], end, d.Values[last], elims)
	return b.String()
}
