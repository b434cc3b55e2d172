package app

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/dlx"
)

// fullTree plays the whole search of s with a tree observing the player.
func fullTree(t *testing.T, s Sheet, opt dlx.Options, limit int) (*Tree, *Player) {
	t.Helper()
	m, err := s.Matrix()
	require.NoError(t, err)
	pl := NewPlayer(m, opt, 0)
	tree := NewTree(limit)
	pl.Observe(tree.Add)
	for pl.Step() {
	}
	return tree, pl
}

func TestTreeNodesAreTheEnginesNodes(t *testing.T) {
	for _, tc := range []struct {
		name  string
		sheet Sheet
		opt   dlx.Options
	}{
		{"seed", SeedExample(), dlx.Options{}},
		{"8 queens", Queens(8), dlx.Options{}},
		{"8 queens, first item", Queens(8), dlx.Options{Heuristic: dlx.FirstItem}},
		{"Langford 7, random", Langford(7), dlx.Options{Heuristic: dlx.MRVRandom, Seed: 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tree, _ := fullTree(t, tc.sheet, tc.opt, 0)
			m, err := tc.sheet.Matrix()
			require.NoError(t, err)
			st := m.Solve(tc.opt)
			assert.Equal(t, st.Nodes, int64(len(tree.Nodes)))
			assert.True(t, tree.Done)
			assert.False(t, tree.Truncated)
			leaves, perLevel := int64(0), make([]int64, st.MaxLevel+1)
			for _, n := range tree.Nodes {
				if n.Kind == Leaf {
					leaves++
				}
				perLevel[n.Level]++
			}
			assert.Equal(t, st.Solutions, leaves)
			assert.Equal(t, st.PerLevel, perLevel)
		})
	}
}

func TestTreeOfTheSeedExample(t *testing.T) {
	// MRV branches on item 0 (options A, B); A leaves item 1 with no
	// option (a dead end); B leads to D, then F: the cover.
	tree, pl := fullTree(t, SeedExample(), dlx.Options{}, 0)
	m := pl.Problem()
	var got []string
	for _, n := range tree.Nodes {
		s := ""
		if n.Option >= 0 {
			s = m.OptionName(int(n.Option)) + ">"
		}
		s += [...]string{"inner", "dead", "leaf"}[n.Kind]
		got = append(got, s)
	}
	assert.Equal(t, []string{"inner", "A>dead", "B>inner", "D>inner", "F>leaf"}, got)
	assert.Equal(t, []int32{-1, 0, 0, 2, 3}, parents(tree))
	start, width, total := tree.Span()
	assert.Equal(t, int32(2), total, "two leaves")
	assert.Equal(t, []int32{0, 0, 1, 1, 1}, start)
	assert.Equal(t, []int32{2, 1, 1, 1, 1}, width)
}

func parents(t *Tree) []int32 {
	var out []int32
	for _, n := range t.Nodes {
		out = append(out, n.Parent)
	}
	return out
}

func TestTreeCurrentFollowsThePlayer(t *testing.T) {
	tree, pl := fullTree(t, Queens(6), dlx.Options{}, 0)
	for _, pos := range []int{0, 1, 2, 3, 50, 400, pl.Known()} {
		pl.Seek(pos)
		cur := tree.Current(pos, pl.Level())
		if pos == 0 {
			assert.Equal(t, -1, cur)
			continue
		}
		require.GreaterOrEqual(t, cur, 0, "pos %d", pos)
		path := tree.Path(cur)
		assert.Equal(t, 0, path[0], "from the root")
		// The path's edges are the partial solution, as far as it goes.
		opts := []int{}
		for _, k := range path[1:] {
			opts = append(opts, int(tree.Nodes[k].Option))
		}
		chosen := pl.Chosen()
		require.LessOrEqual(t, len(opts), len(chosen), "pos %d", pos)
		assert.Equal(t, chosen[:len(opts)], opts, "pos %d", pos)
		assert.Less(t, tree.Nodes[cur].Event, pos)
	}
}

func TestTreeCapAndReplays(t *testing.T) {
	tree, pl := fullTree(t, Queens(8), dlx.Options{}, 100)
	assert.Len(t, tree.Nodes, 100)
	assert.True(t, tree.Truncated)
	assert.Equal(t, pl.Known(), tree.Seen())
	assert.Equal(t, -1, tree.Current(pl.Known(), 0), "past the cap, no node is current")
	before := len(tree.Nodes)
	pl.Seek(0) // a replay from the start feeds the same events again
	pl.Seek(500)
	assert.Len(t, tree.Nodes, before)
	assert.Equal(t, pl.Known(), tree.Seen())
}

func TestTreeRasterHitsNodes(t *testing.T) {
	tree, pl := fullTree(t, Queens(6), dlx.Options{}, 0)
	var r TreeRaster
	cur := tree.Current(pl.Pos(), pl.Level())
	r.Draw(tree, 300, pl.Pos(), cur)
	assert.Equal(t, 300, r.W)
	assert.Equal(t, tree.Levels()*TreeRowHeight, r.H)
	assert.Len(t, r.Pix, r.W*r.H*4)
	for k := range tree.Nodes {
		x0, x1, y := r.Band(tree, k)
		hit := r.At((x0+x1-1)/2, y+1)
		require.GreaterOrEqual(t, hit, 0)
		assert.Equal(t, tree.Nodes[k].Level, tree.Nodes[hit].Level, "a node of the same level")
	}
	x0, x1, y := r.Band(tree, 0)
	assert.Equal(t, [2]int{0, 300}, [2]int{x0, x1}, "the root spans the tree")
	assert.Equal(t, 0, y)
	assert.Equal(t, -1, r.At(10, r.H+5))
	// Solutions are green where they are drawn alone.
	for k, n := range tree.Nodes {
		x0, x1, y := r.Band(tree, k)
		if n.Kind == Leaf && x1-x0 > 2 {
			i := (y*r.W + x0) * 4
			assert.Equal(t, Palette.Chosen, RGB{r.Pix[i], r.Pix[i+1], r.Pix[i+2]})
		}
	}
}

// BenchmarkTreeRasterDraw draws a tree at the cap, as the page does each
// frame while playing a big search (pentominoes in a 6x10 box).
func BenchmarkTreeRasterDraw(b *testing.B) {
	m, err := Pentomino(6, 10).Matrix()
	require.NoError(b, err)
	pl := NewPlayer(m, dlx.Options{}, 0)
	tree := NewTree(0)
	pl.Observe(tree.Add)
	for !tree.Truncated && pl.Step() {
	}
	var r TreeRaster
	cur := tree.Current(pl.Pos(), pl.Level())
	b.ResetTimer()
	for range b.N {
		r.Draw(tree, TreeWidth, pl.Pos(), cur)
	}
}

func TestDescribeNode(t *testing.T) {
	tree, pl := fullTree(t, SeedExample(), dlx.Options{}, 0)
	var got []string
	for k := range tree.Nodes {
		got = append(got, describeNode(tree, k, pl))
	}
	// Events: 1 branch on 0, 2 cover 0, 3 try A, 4-5 cover 3 and 6, 6
	// branch on 1 (E and F are gone); 7 dead end, 8-9 uncover, 10 leave A,
	// 11 try B, 12 cover 3, 13 branch on 4 (only D left), 14 cover 4, 15 try
	// D, 16-17 cover 5 and 2, 18 branch on 1 (only F), 19 cover 1, 20 try
	// F, 21 cover 6, 22 the solution.
	assert.Equal(t, []string{
		"Level 0, event 1: branch on '0' (2 options)",
		"Level 1, event 6, after trying 'A': dead end, '1' has no options",
		"Level 1, event 13, after trying 'B': branch on '4' (1 option)",
		"Level 2, event 18, after trying 'D': branch on '1' (1 option)",
		"Level 3, event 22, after trying 'F': a solution",
	}, got)
}
