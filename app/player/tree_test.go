package player_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/player"
	"xcover/app/player/playertest"
	"xcover/app/problem"
	"xcover/dlx"
)

func TestTreeNodesAreTheEnginesNodes(t *testing.T) {
	for _, tc := range []struct {
		name  string
		sheet problem.Sheet
		opt   dlx.Options
	}{
		{"seed", problem.SeedExample(), dlx.Options{}},
		{"8 queens", problem.Queens(8), dlx.Options{}},
		{"8 queens, first item", problem.Queens(8), dlx.Options{Heuristic: dlx.FirstItem}},
		{"Langford 7, random", problem.Langford(7), dlx.Options{Heuristic: dlx.MRVRandom, Seed: 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tree, _ := playertest.FullTree(t, tc.sheet, tc.opt, 0)
			st := playertest.Links(t, tc.sheet).Solve(tc.opt)
			assert.Equal(t, st.Nodes, int64(len(tree.Nodes)))
			assert.True(t, tree.Done)
			assert.False(t, tree.Truncated)
			leaves, perLevel := int64(0), make([]int64, st.MaxLevel+1)
			for _, n := range tree.Nodes {
				if n.Kind == player.Leaf {
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
	tree, pl := playertest.FullTree(t, problem.SeedExample(), dlx.Options{}, 0)
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

func parents(t *player.Tree) []int32 {
	var out []int32
	for _, n := range t.Nodes {
		out = append(out, n.Parent)
	}
	return out
}

func TestTreeCurrentFollowsThePlayer(t *testing.T) {
	tree, pl := playertest.FullTree(t, problem.Queens(6), dlx.Options{}, 0)
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
	tree, pl := playertest.FullTree(t, problem.Queens(8), dlx.Options{}, 100)
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
