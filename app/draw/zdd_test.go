package draw

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/dlx"
)

// TestLayoutZDD lays out the ZDD of the 36 tilings of a 4x4 board: every
// option node once, ⊤ alone in the bottom row, hi branches going down a
// row and lo branches staying or going down; the path through each node
// is a tiling, through that node; the SVG has a node to click for each.
func TestLayoutZDD(t *testing.T) {
	p, err := problem.Dominoes(4, 4, false).Problem()
	require.NoError(t, err)
	memo, err := dlx.NewMemo(p, dlx.MemoOptions{ZDD: true})
	require.NoError(t, err)
	memo.Count(dlx.Subtree{})
	z := memo.ZDD()
	pic := LayoutZDD(z)
	require.Len(t, pic.Nodes, z.Nodes()-1, "every node but ⊥")
	rowOf := map[uint32]float64{}
	for _, n := range pic.Nodes {
		rowOf[n.ID] = n.Y
		assert.True(t, n.X > 0 && n.X < pic.Width && n.Y > 0 && n.Y < pic.Height, "node %d inside", n.ID)
	}
	for _, n := range pic.Nodes {
		if n.ID != 1 {
			assert.Less(t, n.Y, rowOf[1], "⊤ is below node %d", n.ID)
		}
	}
	for _, e := range pic.Edges {
		if e.Hi {
			assert.Greater(t, rowOf[e.To], rowOf[e.From], "hi branch %v goes down", e)
		} else {
			assert.GreaterOrEqual(t, rowOf[e.To], rowOf[e.From], "lo branch %v", e)
		}
	}
	svg := pic.SVG(p.OptionName, nil)
	for _, n := range pic.Nodes {
		if n.Option < 0 {
			continue
		}
		path, options := pic.PathThrough(z, n.ID)
		require.NotEmpty(t, path)
		assert.Equal(t, z.Root, path[0].From, "from the root")
		assert.Equal(t, uint32(1), path[len(path)-1].To, "to ⊤")
		assert.Contains(t, options, n.Option, "through node %d", n.ID)
		covered := map[int]int{}
		for _, k := range options {
			for _, it := range p.OptionItems(nil, k) {
				covered[it]++
			}
		}
		assert.Len(t, covered, 16, "a tiling")
		for it, c := range covered {
			assert.Equal(t, 1, c, "cell %d once", it)
		}
		assert.Contains(t, svg, `data-node="`+strconv.FormatUint(uint64(n.ID), 10)+`"`)
	}
	lit, _ := pic.PathThrough(z, pic.Nodes[len(pic.Nodes)/2].ID)
	assert.Equal(t, len(lit), strings.Count(pic.SVG(p.OptionName, lit), `lit"`), "the lit path's edges drawn bold")
	assert.True(t, slices.ContainsFunc(pic.Nodes, func(n ZDDNode) bool { return n.Option < 0 }), "⊤ drawn")
}
