package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/draw"
	"xcover/app/matrixpage"
	"xcover/app/player"
	"xcover/app/player/playertest"
	"xcover/app/problem"
	"xcover/dlx"
)

// The end-to-end tests of the matrix page, /matrix.

// clickAt clicks the element at pixel (x, y) of its box, as the mouse
// would.
func (p *page) clickAt(sel string, x, y int) {
	p.t.Helper()
	ok := evalJS[bool](p, fmt.Sprintf(`(() => {
		const el = document.querySelector(%s), r = el.getBoundingClientRect();
		return el.dispatchEvent(new MouseEvent("click", {bubbles: true, clientX: r.left + %d, clientY: r.top + %d}));
	})()`, jsString(sel), x, y))
	require.True(p.t, ok, "click %s at %d,%d", sel, x, y)
}

// catchDownloads makes the page's downloads land in window.__downloads
// (name and blob URL) instead of the disk.
func (p *page) catchDownloads() {
	evalJS[bool](p, `(window.__downloads = [], HTMLAnchorElement.prototype.click = function () {
		window.__downloads.push({name: this.download, href: this.href});
	}, true)`)
}

// download returns the name and the text of the k-th download caught.
func (p *page) download(k int) (name, text string) {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`window.__downloads.length > %d`, k), 5*time.Second)
	name = evalJS[string](p, fmt.Sprintf(`window.__downloads[%d].name`, k))
	text = evalJS[string](p, fmt.Sprintf(`fetch(window.__downloads[%d].href).then(r => r.text())`, k))
	return name, text
}

// treePixel reads the colour of the tree's canvas at (x, y).
func (p *page) treePixel(x, y int) draw.RGB {
	c := evalJS[[]int](p, fmt.Sprintf(`Array.from(document.getElementById("tree").getContext("2d").getImageData(%d, %d, 1, 1).data)`, x, y))
	require.Len(p.t, c, 4)
	return draw.RGB{R: uint8(c[0]), G: uint8(c[1]), B: uint8(c[2])}
}

// seedTree is the seed example's whole search tree as the page draws it,
// computed natively.
func seedTree(t *testing.T) (*player.Tree, *draw.TreeRaster, *player.Player) {
	m := playertest.Links(t, problem.SeedExample())
	pl := player.NewPlayer(m, dlx.Options{Seed: 1}, 0)
	tree := player.NewTree(0)
	pl.Observe(tree.Add)
	for pl.Step() {
	}
	r := &draw.TreeRaster{}
	r.Draw(tree, draw.TreeWidth, pl.Pos(), -1)
	return tree, r, pl
}

func TestE2EMatrixPlayBackAndTree(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	assert.Contains(t, p.text("#narration"), "Ready: 6 options over 7 items")
	assert.Equal(t, problem.SeedExample().Text(), evalJS[string](p, `document.getElementById("knuth").value`))

	// Play to the first solution: {B, D, F}.
	p.click("#to-solution")
	p.waitFor(`document.getElementById("narration").innerText.startsWith("Solution found")`, 20*time.Second)
	assert.Equal(t, "1", p.text("#stat-solutions"))
	assert.Equal(t, []string{"L0 B", "L1 D", "L2 F"}, strings.Split(p.text("#stack"), "\n"))
	atSolution := p.events()

	// Step back: the solution is undone.
	p.clickAndWait("#back", eventsAre(atSolution-1))
	assert.Equal(t, "0", p.text("#stat-solutions"))
	assert.NotContains(t, p.text("#narration"), "Solution")

	// The tree so far has the search's five nodes; click the dead end
	// under A: the player jumps to the event that made it.
	tree, raster, _ := seedTree(t)
	require.Len(t, tree.Nodes, 5)
	evalJS[bool](p, `(document.getElementById("tree-box").scrollIntoView(), true)`) // below the first screen: drawn when seen
	p.waitFor(`document.getElementById("tree").width == `+fmt.Sprint(draw.TreeWidth), 5*time.Second)
	dead := 1
	require.Equal(t, player.DeadEnd, tree.Nodes[dead].Kind)
	x0, x1, y := raster.Band(tree, dead)
	p.clickAt("#tree", (x0+x1)/2, y+4)
	p.waitFor(eventsAre(tree.Nodes[dead].Event+1), 5*time.Second)
	assert.Equal(t, "Branch on '1': 0 options", p.text("#narration"))
	assert.Equal(t, draw.Dark.Branch, p.treePixel((x0+x1)/2, y+4), "the current node is lit")
	sx0, sx1, sy := raster.Band(tree, 4) // the solution, not reached yet
	assert.NotEqual(t, draw.Dark.Chosen, p.treePixel((sx0+sx1)/2, sy+4))
	p.screenshot("matrix-tree")

	// And to the solution's node.
	p.clickAt("#tree", (sx0+sx1)/2, sy+4)
	p.waitFor(`document.getElementById("narration").innerText.startsWith("Solution found")`, 5*time.Second)
	assert.Equal(t, tree.Nodes[4].Event+1, p.events())
}

func TestE2EMatrixBadTextIsKept(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	bad := "0 1 2\n0 1\n1 3\n"
	p.setValue("#knuth", bad, "input")
	p.click("#load-text")
	p.waitVisible("#matrix-message")
	assert.Equal(t, `The text, line 3, column 3: unknown item "3" in option`, p.text("#matrix-message"))
	assert.Equal(t, bad, evalJS[string](p, `document.getElementById("knuth").value`), "the text is kept")
	assert.Equal(t, 12, evalJS[int](p, `document.getElementById("knuth").selectionStart`), "the mistake is selected")
	assert.Contains(t, p.text("#narration"), "Ready: 6 options over 7 items", "the problem is unchanged")
	p.screenshot("matrix-bad-text")

	good := "a b | c\n|= X\na c\nb\n"
	p.setValue("#knuth", good, "input")
	p.click("#load-text")
	p.waitFor(`!document.getElementById("matrix-message")`, 5*time.Second)
	assert.Contains(t, p.text("#narration"), "Ready: 2 options over 3 items (2 primary)")
	assert.Equal(t, "X", p.text("#row-0"))
	assert.Equal(t, "b", p.text("#row-1"), "an unnamed option is called by its items")
}

func TestE2EMatrixEditing(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	knuth := `document.getElementById("knuth").value`
	// Toggle a cell: B gets item 6; the text follows.
	p.click("#bit-1-6")
	p.waitFor(knuth+`.includes("|= B\n0 3 6\n")`, 5*time.Second)
	class, _ := p.attr("#bit-1-6", "class")
	assert.Contains(t, class, "on")
	// A new option is empty until it has an item.
	p.click("#add-row")
	p.waitVisible("#matrix-message")
	assert.Contains(t, p.text("#matrix-message"), `row 7 (option "") is empty`)
	p.click("#bit-6-2")
	p.waitFor(`!document.getElementById("matrix-message")`, 5*time.Second)
	p.setValue("#row-name", "G", "change")
	p.waitFor(knuth+`.endsWith("|= G\n2\n")`, 5*time.Second)
	// Item 5 becomes secondary: it moves after the primary items.
	p.click("#col-5")
	p.click("#col-secondary")
	p.waitFor(knuth+`.startsWith("0 1 2 3 4 6 | 5\n")`, 5*time.Second)
	assert.Contains(t, p.text("#narration"), "Ready: 7 options over 7 items (6 primary)")
	// A duplicate name is refused with a message, and the text shows it.
	p.click("#col-0")
	p.setValue("#col-name", "1", "change")
	p.waitVisible("#matrix-message")
	assert.Contains(t, p.text("#matrix-message"), `columns 1 and 2 are both named "1"`)
	p.click("#remove-col")
	p.waitFor(`!document.getElementById("matrix-message")`, 5*time.Second)
	assert.Contains(t, p.text("#matrix-size"), "7 options x 6 items")
	p.screenshot("matrix-editing")
}

func TestE2EMatrixPresetsSolutionsAndHeuristics(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	// Six queens: 4 solutions, drawn as boards.
	p.setValue("#mpreset-size-1", "6", "change")
	p.waitFor(`document.getElementById("matrix-size").innerText == "36 options x 34 items"`, 5*time.Second)
	p.setValue("#keep", "100", "change")
	p.click("#list-solutions")
	p.waitFor(`document.getElementById("solutions-verdict").innerText.startsWith("The first") || document.getElementById("solutions-verdict").innerText.startsWith("4 solutions in all")`, 20*time.Second)
	// The boards come a frame's share at a time, maybe after the verdict.
	p.waitFor(`document.querySelectorAll("#solution-list .solution").length == 4`, 5*time.Second)
	assert.Equal(t, 4*6, p.count("#solution-list .pc.tone-1"), "six queens a board")

	// The matrix and the solutions download as text.
	p.catchDownloads()
	p.click("#export-matrix")
	name, text := p.download(0)
	assert.Equal(t, "queens-6.dlx", name)
	assert.Equal(t, problem.Queens(6).Text(), text)
	p.click("#export-solutions")
	name, text = p.download(1)
	assert.Equal(t, "solutions.txt", name)
	assert.True(t, strings.HasPrefix(text, "solution 1\n. Q . . . .\n"), "%q", text)
	assert.Equal(t, 4, strings.Count(text, "solution "))

	// Heuristics side by side, on the same problem.
	p.click("#compare")
	p.waitFor(`Array.from(document.querySelectorAll("#compare-table tbody tr td:last-child")).map(td => td.innerText).join() == "exhausted,exhausted,exhausted"`, 30*time.Second)
	rows := evalJS[[][]string](p, `Array.from(document.querySelectorAll("#compare-table tbody tr")).map(tr => Array.from(tr.cells).map(td => td.innerText))`)
	require.Len(t, rows, 3)
	m := playertest.Links(t, problem.Queens(6))
	for i, h := range []dlx.Heuristic{dlx.MRV, dlx.FirstItem, dlx.MRVRandom} {
		want := m.Solve(dlx.Options{Heuristic: h, Seed: 1})
		assert.Equal(t, "4", rows[i][1], h.String())
		assert.Equal(t, fmt.Sprint(want.Nodes), strings.ReplaceAll(rows[i][2], ",", ""), h.String())
		assert.Equal(t, fmt.Sprint(want.Updates), strings.ReplaceAll(rows[i][3], ",", ""), h.String())
	}

	// Pentominoes in a 3x20 box: too big for the grid editor; counted in
	// slices while the page stays responsive.
	p.click("#mpreset-3")
	p.waitVisible("#grid-too-big")
	p.settle() // what loading the preset left to do is not what is measured
	// The button at the window's bottom edge, as a user scrolling down to
	// it may leave it: the click makes room under it, so that the verdict
	// and the progress it brings are on the screen.
	evalJS[any](p, `document.getElementById("count-solutions").scrollIntoView({block: "end"})`)
	p.smoothWhile("counting pentominoes 3x20", func() { p.click("#count-solutions") },
		`document.getElementById("solutions-verdict").innerText.startsWith("8 solutions in all")`, 60*time.Second)
	t.Logf("pentominoes 3x20: %s", p.text("#solutions-verdict"))
	p.waitFor(`document.getElementById("count-progress")?.innerText.startsWith("Counted")`, 5*time.Second)
	for _, id := range []string{"solutions-verdict", "count-progress"} {
		r := evalJS[map[string]float64](p, `(r => ({top: r.top, bottom: r.bottom, height: innerHeight}))(document.getElementById("`+id+`").getBoundingClientRect())`)
		assert.True(t, r["top"] >= 0 && r["bottom"] <= r["height"], "%s is not on the screen after the count: %v", id, r)
	}
	p.click("#list-solutions")
	p.waitFor(`document.querySelectorAll("#solution-list .solution").length == 8`, 60*time.Second)
	assert.Equal(t, 60, p.count("#solution-list .solution:first-child .pc"))
	p.screenshot("matrix-pentominoes")

	// Counting the 6x10 box's 9,356 covers takes a while: the page stays
	// smooth, and Stop ends it.
	p.setValue("#mpreset-size-3", "6", "change")
	p.waitFor(`document.getElementById("matrix-size").innerText == "2,056 options x 72 items"`, 5*time.Second)
	p.settle() // what loading the preset left to do is not what is measured
	p.clickAndWait("#count-solutions", `!document.getElementById("stop-solutions").disabled`)
	p.staysSmooth("counting pentominoes 6x10", 2*time.Second)
	p.clickAndWait("#stop-solutions", `document.getElementById("solutions-verdict").innerText.startsWith("Stopped")`)

	// Listing them all draws the first boards as they come and keeps
	// counting: the page stays smooth while the boards are added and after.
	p.setValue("#keep", strconv.Itoa(matrixpage.KeepAll), "change")
	p.clickAndWait("#list-solutions", `!document.getElementById("stop-solutions").disabled`)
	p.staysSmooth("listing pentominoes 6x10", 2*time.Second)
	p.waitFor(fmt.Sprintf(`document.querySelectorAll("#solution-list .solution").length == %d`, matrixpage.SolutionsShown), 30*time.Second)
	p.staysSmooth("listing pentominoes 6x10, the boards drawn", 2*time.Second)
	p.clickAndWait("#stop-solutions", `document.getElementById("solutions-verdict").innerText.startsWith("Stopped")`)

	// Back to the sudoku page by its link.
	p.click("#to-sudoku")
	p.waitFor(`document.querySelectorAll(".cell").length == 81`, 10*time.Second)
	p.click("#to-matrix")
	p.waitFor(`!!document.getElementById("knuth")`, 10*time.Second)
}
