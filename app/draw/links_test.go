package draw

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
	"xcover/sudoku/exact"
	"xcover/sudoku/format"
)

// drawnLinks reads the links a scene draws.
func drawnLinks(s Scene) []explain.Arrow {
	dirs := map[string]explain.Field{"up": explain.Up, "down": explain.Down, "left": explain.Left, "right": explain.Right}
	var out []explain.Arrow
	for _, a := range s.Arrows {
		out = append(out, explain.Arrow{From: a.From, To: a.To, Dir: dirs[a.Dir]})
	}
	return out
}

// picture draws links l whole, the changes since prev lit.
func picture(prev, l *explain.Links) Scene {
	if prev == nil {
		return NewLinksPicture(l, nil).Scene()
	}
	return NewLinksPicture(l, explain.Diff(prev, l)).Scene()
}

// count returns how many of s's parts keep f.
func count[T any](s []T, f func(T) bool) int {
	n := 0
	for _, x := range s {
		if f(x) {
			n++
		}
	}
	return n
}

// TestLinksSceneDrawsTheEnginesLinks draws the seed example's links at
// every event of its search, forwards and back: every link the engine has
// is an arrow, the last event's are lit, and covered nodes are dimmed.
func TestLinksSceneDrawsTheEnginesLinks(t *testing.T) {
	m, err := linksOf(problem.SeedExample())
	require.NoError(t, err)
	pl := player.NewPlayer(m, dlx.Options{}, 0)
	prev, err := explain.NewLinks(pl.Links())
	require.NoError(t, err)
	start := picture(nil, prev)
	assert.Equal(t, len(prev.Arrows()), len(start.Arrows))
	assert.Zero(t, count(start.Arrows, func(a SceneArrow) bool { return a.Lit || a.Off }))
	assert.Zero(t, count(start.Nodes, func(n SceneNode) bool { return n.Out }))
	covered := false
	for pl.Step() {
		l, err := explain.NewLinks(pl.Links())
		require.NoError(t, err)
		s := picture(prev, l)
		assert.ElementsMatch(t, l.Arrows(), drawnLinks(s), "event %d", pl.Pos())
		if pl.Last().Kind == dlx.Cover {
			assert.Positive(t, count(s.Arrows, func(a SceneArrow) bool { return a.Lit }), "a cover changes links")
			covered = covered || count(s.Nodes, func(n SceneNode) bool { return n.Out }) > 0
		}
		prev = l
	}
	assert.True(t, covered, "covered nodes are dimmed")
	for pl.Back() {
	}
	l, err := explain.NewLinks(pl.Links())
	require.NoError(t, err)
	assert.Equal(t, start, picture(nil, l), "stepping back to the start draws the start")
}

// TestLinksSceneLabels checks every node is labelled as in Knuth's figure:
// the root by name, a header by its item's name and LEN, an option node by
// its option's name and TOP, the values the engine holds; that the branched
// item and the tried option are marked; and that the boxes hold the lines.
func TestLinksSceneLabels(t *testing.T) {
	m, err := linksOf(problem.SeedExample())
	require.NoError(t, err)
	pl := player.NewPlayer(m, dlx.Options{}, 0)
	for pl.Pos() < 3 { // branch on 0, cover it, try A
		require.True(t, pl.Step())
	}
	l, err := explain.NewLinks(pl.Links())
	require.NoError(t, err)
	l.Focus = explain.Focus{Item: 0, Option: 0}
	s := NewLinksPicture(l, nil).Scene()
	v := pl.Links().View()
	require.Len(t, s.Nodes, len(l.Nodes))
	for i, n := range s.Nodes {
		node := l.Nodes[i]
		assert.Equal(t, node.ID, n.Node)
		assert.GreaterOrEqual(t, n.H, padH+lineH*len(n.Label), "node %d holds its lines", n.Node)
		switch node.Kind {
		case explain.Root:
			assert.Equal(t, []string{"root"}, n.Label)
		case explain.Header:
			assert.Equal(t, []string{m.Problem().ItemName(node.Item), "len " + strconv.Itoa(int(v.Top[node.ID]))}, n.Label)
		case explain.OptionNode:
			assert.Equal(t, []string{m.Problem().OptionName(node.Option), "top " + strconv.Itoa(int(v.Top[node.ID]))}, n.Label)
		}
	}
	roles := map[string][]int32{}
	for _, n := range s.Nodes {
		roles[n.Role] = append(roles[n.Role], n.Node)
	}
	assert.Equal(t, []int32{explain.HeaderID(0)}, roles["branched"])
	assert.Equal(t, l.OptionNodes(0), roles["tried"])
}

// TestWrap checks long names go on two lines, split at the space nearest
// the middle.
func TestWrap(t *testing.T) {
	tests := []struct {
		name string
		want []string
	}{
		{"r4c6=1", []string{"r4c6=1"}},
		{"row 4 has 1", []string{"row 4", "has 1"}},
		{"column 6 has 1", []string{"column", "6 has 1"}},
		{"knightpairs", []string{"knightpairs"}},
		{"a b c d e f g h", []string{"a b c d", "e f g h"}},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, wrap(tt.name), tt.name)
	}
}

// TestLensScene draws a lens on a 9x9 sudoku's search: the nodes are the
// lens's, labelled in the problem's words, the links to nodes it leaves out
// are stubs, and the picture stays within the size its caps allow.
func TestLensScene(t *testing.T) {
	g, _, err := format.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", format.Options{})
	require.NoError(t, err)
	e, err := exact.Encode(g, exact.Full)
	require.NoError(t, err)
	pl := player.NewPlayer(e.Links, dlx.Options{Forced: e.Forced}, 0)
	for pl.Level() <= len(e.Forced) || pl.Last().Kind != dlx.Cover || len(pl.Chosen()) <= pl.Level() {
		require.True(t, pl.Step()) // to the tried option's first cover
	}
	l := lensOf(t, pl)
	require.GreaterOrEqual(t, l.Focus.Option, 0)
	s := NewLinksPicture(l, nil).Scene()
	require.NotEmpty(t, s.Nodes)
	assert.ElementsMatch(t, l.Arrows(), drawnLinks(s))
	for _, n := range s.Nodes {
		name := strings.Join(n.Label[:len(n.Label)-1], " ")
		if n.Kind == "option" {
			assert.Regexp(t, `^r\dc\d=\d$`, name)
			assert.Regexp(t, `^top \d+$`, n.Label[len(n.Label)-1])
		}
		if n.Kind == "header" {
			assert.Regexp(t, `^(cell r\dc\d|(row|column|box) \d has \d)$`, name)
			assert.Regexp(t, `^len \d+$`, n.Label[len(n.Label)-1])
		}
	}
	assert.Positive(t, count(s.Arrows, func(a SceneArrow) bool { return a.Off }), "links to nodes the lens leaves out")
	for _, a := range s.Arrows {
		_, drawn := l.Node(a.To)
		assert.Equal(t, !drawn, a.Off, "%s", a.ID)
		if a.Off {
			assert.Equal(t, 2, strings.Count(a.D, "M"), "%s: a stub and its head: %s", a.ID, a.D)
		}
	}
	assert.LessOrEqual(t, s.W, explain.MaxLensItems*(nodeMaxW+gapW))
}
