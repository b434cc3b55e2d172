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
	"xcover/app/player/playertest"
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

// sheetAt is the player of problem s, as the matrix page runs it, at
// position pos.
func sheetAt(t *testing.T, s problem.Sheet, pos int) *player.Player {
	t.Helper()
	m := playertest.Links(t, s)
	pl := player.NewPlayer(m, dlx.Options{Seed: 1}, 0)
	pl.Seek(pos)
	return pl
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
// colors) on the matrix page: its count is 960; its 432 option nodes are
// too many to draw whole, so the links panel is a lens. Stepping to the
// search's first purify lights Algorithm C's purify line, narrates it with
// its color, and the lens shows the engine's links with each colored node
// labelled and tinted; stepping back lights the line before and draws the
// lens before. At a laptop's and a phone's size the page is no
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

	words := problem.WordSearch(problem.WordSearchWords, 5, 5)
	pl := p.stepToKind(t, words, dlx.Purify)
	pos := pl.Pos()
	at := p.lensAt("links", pl)
	label, _ := p.attr("#links", "aria-label")
	assert.True(t, strings.HasPrefix(label, "Dancing links lens"), label)
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
	assert.Positive(t, colored, "the lens shows letters")
	p.screenshotOf("matrix", laptop, "word-search-purify")

	p.click("#back")
	p.atEvent(pos - 1)
	before := p.lensAt("links", sheetAt(t, words, pos-1))
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

// stepToKind steps the page's player, and one of problem s's own, to the first
// event of the given kind, and returns that player.
func (p *page) stepToKind(t *testing.T, s problem.Sheet, kind dlx.Kind) *player.Player {
	t.Helper()
	pl := sheetAt(t, s, 0)
	for pl.Step() && pl.Last().Kind != kind {
	}
	require.Equal(t, kind, pl.Last().Kind)
	for range pl.Pos() {
		p.click("#step")
	}
	p.atEvent(pl.Pos())
	return pl
}

// TestE2EBounds loads the squares in a box (Algorithm M: bounds on how
// many squares of each size): its count is 25; stepping to the search's
// first option set aside lights Algorithm M's line for it, and the links
// picture shows the engine's links, the bounded items' headers with the
// uses still wanted and allowed; stepping back draws the links before.
func TestE2EBounds(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	p.click(fmt.Sprintf("#mpreset-%d", presetIndex(t, "Squares (bounds)")))
	squares := problem.Squares(4)
	p.waitFor(fmt.Sprintf(`document.getElementById("matrix-size").innerText == "%d options x %d items"`, len(squares.Options), len(squares.Items)), 5*time.Second)
	p.waitFor(`document.querySelector("#algorithm h2").innerText.startsWith("Algorithm M")`, 5*time.Second)
	assert.Equal(t, "0:16|S1", p.text("#col-0"), "the editor's header shows the bounds")

	p.click("#count-solutions")
	p.waitFor(`document.getElementById("solutions-verdict").innerText.startsWith("25 solutions in all")`, 60*time.Second)

	pl := p.stepToKind(t, squares, dlx.Tweak)
	at := wholeAt(t, pl)
	p.waitFor(`document.querySelector("#code li.lit")?.innerText.includes("set o aside")`, 5*time.Second)
	sameDrawing(t, at, p.sceneOf("links"), "at the first option set aside")
	s1 := p.sceneOf("links").Nodes[1] // S1's header
	require.Equal(t, explain.HeaderID(0), s1.Node)
	lower, upper := pl.Links().Uses(0)
	assert.Equal(t, fmt.Sprintf("len %d · %d..%d", pl.Links().Size(0), max(lower, 0), upper), s1.Label[len(s1.Label)-1])
	p.screenshotOf("matrix", laptop, "squares-tweak")

	p.click("#back")
	p.atEvent(pl.Pos() - 1)
	before := wholeAt(t, sheetAt(t, squares, pl.Pos()-1))
	p.waitFor(`!document.querySelector("#code li.lit")?.innerText.includes("set o aside")`, 5*time.Second)
	sameDrawing(t, before, p.sceneOf("links"), "a step back")
}
