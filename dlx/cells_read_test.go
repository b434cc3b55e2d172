package dlx

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// cellsReading is what a picture reads of cells: every item's block, size
// and place in the list, the list, its active parts, the trail and its
// marks.
type cellsReading struct {
	blocks [][]CellEntry
	sizes  []int
	pos    []int
	list   []int
	active [2]int
	trail  []SavedSize
	marks  []int
}

// readCells reads c as a picture does.
func readCells(c *Cells) cellsReading {
	m := c.Problem()
	var r cellsReading
	for i := range m.Items() {
		r.blocks = append(r.blocks, c.Block(i, nil))
		r.sizes = append(r.sizes, c.Size(i))
		r.pos = append(r.pos, c.Pos(i))
	}
	r.list = c.ListOrder(nil)
	r.active[0], r.active[1] = c.ActiveCounts()
	r.trail = c.Trail(nil)
	r.marks = c.TrailMarks(nil)
	return r
}

// play applies moves to reading r: each node or item to its new place,
// from the place the moves before left it at.
func (r cellsReading) play(moves []CellMove) cellsReading {
	out := cellsReading{list: slices.Clone(r.list)}
	at := map[int32]int{} // each node's place
	for _, b := range r.blocks {
		out.blocks = append(out.blocks, slices.Clone(b))
		for k, e := range b {
			at[e.Node] = k
		}
	}
	itemAt := map[int]int{}
	for k, i := range r.list {
		itemAt[i] = k
	}
	for _, mv := range moves {
		if mv.Node < 0 {
			if itemAt[mv.Item] != mv.From {
				panic("an item moved from a place it is not at")
			}
			out.list[mv.To], itemAt[mv.Item] = mv.Item, mv.To
			continue
		}
		if at[mv.Node] != mv.From {
			panic("a node moved from a place it is not at")
		}
		b := out.blocks[mv.Item]
		b[mv.To].Node, at[mv.Node] = mv.Node, mv.To
	}
	return out
}

// TestCellsReadings replays searches of random problems (with colors and
// bounds), the seed example and queens on cells, and checks at every event,
// forwards and back: that the readers agree with each other (a size is
// the block's live part, a place is the item's in the list, a block holds
// each of its item's options once, the marks grow); and that the moves
// the event reports, played in their order on the reading before it, give
// the reading after it, forwards and back.
func TestCellsReadings(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	problems := []*Problem{seedMatrix(t), queens(5)}
	for n := range 200 {
		problems = append(problems, randomProblem(rng, n%4))
	}
	for n, m := range problems {
		c := NewCells(m)
		before := readCells(c)
		checkReading(t, m, before, n)
		var evs []Event
		readings := []cellsReading{before}
		for e := range Events(NewCells(m), Options{}) {
			c.Apply(e)
			after := readCells(c)
			checkReading(t, m, after, n)
			played := before.play(c.Moves(nil))
			require.Equal(t, after.list, played.list, "problem %d, event %d %v: the list", n, len(evs), e)
			require.Equal(t, order(after.blocks), order(played.blocks), "problem %d, event %d %v: the blocks", n, len(evs), e)
			evs = append(evs, e)
			readings = append(readings, after)
			before = after
		}
		for k := len(evs) - 1; k >= 0; k-- {
			c.Revert(evs[k])
			back := readCells(c)
			require.Equal(t, readings[k], back, "problem %d, reverting event %d %v", n, k, evs[k])
			played := readings[k+1].play(c.Moves(nil))
			require.Equal(t, back.list, played.list, "problem %d, reverting event %d: the list", n, k)
			require.Equal(t, order(back.blocks), order(played.blocks), "problem %d, reverting event %d: the blocks", n, k)
		}
	}
}

// order is the nodes of each block, in order.
func order(blocks [][]CellEntry) [][]int32 {
	var out [][]int32
	for _, b := range blocks {
		var nodes []int32
		for _, e := range b {
			nodes = append(nodes, e.Node)
		}
		out = append(out, nodes)
	}
	return out
}

// checkReading checks that a reading of m's cells agrees with itself.
func checkReading(t *testing.T, m *Problem, r cellsReading, n int) {
	t.Helper()
	for i, b := range r.blocks {
		require.Len(t, b, m.Size(i), "problem %d, item %d: the whole block", n, i)
		require.LessOrEqual(t, r.sizes[i], len(b))
		var opts []int
		for _, e := range b {
			opts = append(opts, e.Option)
		}
		slices.Sort(opts)
		require.Equal(t, itemOptions(m, i), opts, "problem %d, item %d: each option once", n, i)
		require.Equal(t, i, r.list[r.pos[i]], "problem %d, item %d: its place in the list", n, i)
	}
	require.LessOrEqual(t, r.active[0], m.Primary())
	require.LessOrEqual(t, r.active[1], m.Secondary())
	require.True(t, slices.IsSorted(r.marks), "problem %d: the marks", n)
	if len(r.marks) > 0 {
		require.LessOrEqual(t, r.marks[len(r.marks)-1], len(r.trail))
	}
}

// itemOptions returns the options that contain item i, in order.
func itemOptions(m *Problem, i int) []int {
	var out []int
	for k := range m.Options() {
		if slices.Contains(m.OptionItems(nil, k), i) {
			out = append(out, k)
		}
	}
	return out
}
