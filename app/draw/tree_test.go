package draw

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/player"
	"xcover/app/player/playertest"
	"xcover/app/problem"
	"xcover/dlx"
)

func TestTreeRasterHitsNodes(t *testing.T) {
	tree, pl := playertest.FullTree(t, problem.Queens(6), dlx.Options{}, 0)
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
		if n.Kind == player.Leaf && x1-x0 > 2 {
			i := (y*r.W + x0) * 4
			assert.Equal(t, Dark.Chosen, RGB{r.Pix[i], r.Pix[i+1], r.Pix[i+2]})
		}
	}
}

// BenchmarkTreeRasterDraw draws a tree at the cap, as the page does each
// frame while playing a big search (pentominoes in a 6x10 box).
func BenchmarkTreeRasterDraw(b *testing.B) {
	m, err := linksOf(problem.Pentomino(6, 10))
	require.NoError(b, err)
	pl := player.NewPlayer(m, dlx.Options{}, 0)
	tree := player.NewTree(0)
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
