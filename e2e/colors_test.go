package e2e

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// coloredNode is what the links canvas holds of a node's color: its hue
// (-1 for none) and whether it is marked.
type coloredNode struct {
	Node   int32    `json:"node"`
	Label  []string `json:"label"`
	Hue    int      `json:"hue"`
	Marked bool     `json:"marked"`
}

// wordSearchAt is the word search preset's player, as the matrix page runs
// it, at position pos, and its links as the page draws them.
func wordSearchAt(t *testing.T, pos int) (*player.Player, *explain.Links) {
	t.Helper()
	m, err := problem.WordSearch(problem.WordSearchWords, 5, 5).Matrix()
	require.NoError(t, err)
	pl := player.NewPlayer(m, dlx.Options{Seed: 1}, 0)
	pl.Seek(pos)
	l, err := explain.NewLinks(pl.Matrix())
	require.NoError(t, err)
	l.Focus = explain.StepFocus(pl.Branching(), pl.Level(), pl.Chosen()).After(pl.Last())
	return pl, l
}

// presetIndex is the matrix page's preset button index of the preset so
// named.
func presetIndex(t *testing.T, name string) int {
	t.Helper()
	i := slices.IndexFunc(problem.MatrixPresets, func(pr problem.MatrixPreset) bool { return pr.Name == name })
	require.GreaterOrEqual(t, i, 0, name)
	return i
}

// TestE2EColors loads the word search (Algorithm C: the cells' letters are
// colors) on the matrix page: its count is 960; stepping to the search's
// first purify lights Algorithm C's purify line, narrates it with its
// color, and the links picture shows the engine's links with each colored
// node labelled and tinted; stepping back lights the line before and
// draws the links before. At a laptop's and a phone's size the page is no
// wider than its window.
func TestE2EColors(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	p.click(fmt.Sprintf("#mpreset-%d", presetIndex(t, "Word search (colors)")))
	p.waitFor(`document.getElementById("matrix-size").innerText == "72 options x 28 items"`, 5*time.Second)
	p.waitFor(`document.querySelector("#algorithm h2").innerText.startsWith("Algorithm C")`, 5*time.Second)
	assert.Contains(t, p.text("#narration"), "Algorithm C branches")

	p.click("#count-solutions")
	p.waitFor(`document.getElementById("solutions-verdict").innerText.startsWith("960 solutions in all")`, 60*time.Second)

	// Step to the first purify.
	pl, _ := wordSearchAt(t, 0)
	for pl.Step() && pl.Last().Kind != dlx.Purify {
	}
	require.Equal(t, dlx.Purify, pl.Last().Kind)
	pos := pl.Pos()
	for range pos {
		p.click("#step")
	}
	p.atEvent(pos)
	_, at := wordSearchAt(t, pos)
	p.waitFor(`document.querySelector("#code li.lit")?.innerText.includes("purify it")`, 5*time.Second)
	assert.True(t, strings.HasPrefix(p.text("#narration"), "Purify '"), p.text("#narration"))
	color := pl.Problem().OptionColor(int(pl.Last().Option), int(pl.Last().Item))
	assert.Contains(t, p.text("#narration"), " to "+color+":")
	sameDrawing(t, at, p.sceneOf("links"), "at the first purify")
	nodes := evalJS[[]coloredNode](p, `xcoverLinks.scene("links").nodes`)
	colored := 0
	for _, n := range nodes {
		node, ok := at.Node(n.Node)
		require.True(t, ok)
		if node.Color == "" {
			assert.Equal(t, -1, n.Hue)
			continue
		}
		colored++
		assert.GreaterOrEqual(t, n.Hue, 0, "node %d is tinted", n.Node)
		assert.Contains(t, n.Label[len(n.Label)-1], ":"+node.Color, "node %d's label names its color", n.Node)
		assert.Equal(t, at.Marked(n.Node), n.Marked, "node %d", n.Node)
	}
	assert.Equal(t, 72*5, colored, "every cell's node has a letter")
	p.screenshotOf("matrix", laptop, "word-search-purify")

	p.click("#back")
	p.atEvent(pos - 1)
	_, before := wordSearchAt(t, pos-1)
	p.waitFor(`!document.querySelector("#code li.lit")?.innerText.includes("purify it")`, 5*time.Second)
	sameDrawing(t, before, p.sceneOf("links"), "a step back")

	for _, s := range []screen{laptop, phone} {
		p.resize(s)
		what := screenName("matrix", s, "word-search")
		if w := evalJS[int](p, `document.documentElement.scrollWidth`); !assert.LessOrEqual(t, w, s.W, "%s: the page is wider than the window", what) {
			t.Logf("%s: past the window's edge: %v", what, evalJS[[]string](p, tooWideJS))
		}
		scrollTo(p, "#links")
		p.screenshotOf("matrix", s, "word-search")
	}
}
