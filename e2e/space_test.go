package e2e

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/dlx"
)

// TestE2ESolutionSpace checks the whole solution space on the matrix
// page: domino tilings of 8x8 counted by memoizing on the workers,
// exactly, in under a second, with the caches' hits, the page smooth with
// the CPU throttled; a priced board's costs on its options' rows and its
// cheapest tilings, as branch and bound finds them; the ZDD of a small
// problem's solutions drawn, a click on a node showing a solution through
// it in the player, the matrix and the links. Screenshots at both sizes.
func TestE2ESolutionSpace(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")

	// Dominoes 8x8, memoized.
	dominoes := presetIndex(t, "Dominoes (costs)")
	p.click(fmt.Sprintf("#mpreset-%d", dominoes))
	p.waitFor(`document.getElementById("matrix-size").innerText == "112 options x 64 items"`, 5*time.Second)
	p.settle()
	p.click("#memoize")
	p.waitFor(`document.getElementById("memoize").checked`, 5*time.Second)
	p.settle()
	p.smoothWhile("counting 8x8 dominoes by memoizing", func() { p.click("#count-solutions") },
		`document.getElementById("solutions-verdict").innerText.includes("counted by memoizing")`, 30*time.Second)
	verdict := p.text("#solutions-verdict")
	assert.Contains(t, verdict, "12,988,816 solutions in all, counted by memoizing")
	assert.Regexp(t, `[\d,]+ cache hits`, verdict)
	progress := p.text("#count-progress")
	m := regexp.MustCompile(` in ([\d.]+) (ms|s)$`).FindStringSubmatch(progress)
	require.NotNil(t, m, progress)
	took, err := strconv.ParseFloat(m[1], 64)
	require.NoError(t, err)
	if m[2] == "s" {
		took *= 1000
	}
	assert.Less(t, took, 1000.0, "8x8 counted in under a second on the workers: %s", progress)
	p.onScreen([]string{"#solutions-verdict", "#count-solutions", "#memoize"}, viewportWidth, viewportHeight, "the memoized count")
	p.stillShot(laptop, "memo-count")

	// Priced dominoes 4x4: costs on the rows, the cheapest tilings.
	p.setValue(fmt.Sprintf("#mpreset-size-%d", dominoes), "104", "change")
	p.waitFor(`document.getElementById("cheapest") != null`, 5*time.Second)
	p.settle()
	sheet := problem.Dominoes(4, 4, true)
	assert.Equal(t, fmt.Sprintf("%s $%d", sheet.OptionName(0), sheet.Options[0].Cost), p.text("#row-0"), "the cost on the option's row")
	pm, err := sheet.Problem()
	require.NoError(t, err)
	best, _, err := dlx.Cheapest(pm, 3, dlx.Options{})
	require.NoError(t, err)
	p.click("#cheapest")
	p.waitFor(`document.getElementById("solutions-verdict").innerText.startsWith("The cheapest solution costs")`, 10*time.Second)
	assert.Contains(t, p.text("#solutions-verdict"), fmt.Sprintf("The cheapest solution costs %d: the 3 cheapest, found by branch and bound, cost %d, %d and %d", best[0].Cost, best[0].Cost, best[1].Cost, best[2].Cost))
	p.waitFor(`document.querySelectorAll("#solution-list > *").length == 3`, 5*time.Second)
	p.stillShot(laptop, "cheapest")

	// The ZDD of 6 queens' four solutions.
	queens := presetIndex(t, "N queens")
	p.click(fmt.Sprintf("#mpreset-%d", queens))
	p.setValue(fmt.Sprintf("#mpreset-size-%d", queens), "6", "change")
	p.waitFor(`document.getElementById("matrix-size").innerText == "36 options x 34 items"`, 5*time.Second)
	p.settle()
	p.smoothWhile("drawing the ZDD of 6 queens", func() { p.click("#show-zdd") }, `document.querySelector("#zdd svg") != null`, 10*time.Second)
	label, _ := p.attr("#zdd svg", "aria-label")
	assert.True(t, strings.HasPrefix(label, "ZDD of the solutions"), label)
	assert.Contains(t, p.text("#zdd-note"), "The ZDD of all 4 solutions")
	nodes := p.count("#zdd [data-node]")
	assert.Positive(t, nodes)
	p.click("#zdd [data-node]")
	p.waitFor(`document.getElementById("narration").innerText.startsWith("Solution found")`, 20*time.Second)
	assert.Positive(t, p.count("#zdd line.lit"), "the path lit")
	assert.Equal(t, 6, p.count("#stack li"), "the partial solution is the picked one's six queens")
	p.onScreen([]string{"#zdd", "#zdd-note"}, viewportWidth, viewportHeight, "the ZDD")
	p.stillShot(laptop, "zdd")
	p.resize(phone)
	assert.LessOrEqual(t, evalJS[float64](p, `document.documentElement.scrollWidth`), 390.0, "nothing wider than the phone")
	b := p.boxOf("#zdd")
	assert.True(t, b.Left >= 0 && b.Right <= 390, "the ZDD within the phone's width: %+v", b)
	evalJS[bool](p, `(document.getElementById("zdd-panel").scrollIntoView(), true)`)
	p.stillShot(phone, "zdd")
	p.resize(laptop)
}

// TestE2EShareOfSolutions checks the sudoku page's share-out of a
// puzzle's solutions: offered for a puzzle with several, counted on a
// worker by memoizing with the page smooth with the CPU throttled, each
// candidate shaded and titled with its count; refused, clearly, for an
// empty grid's too many solutions. Screenshots at both sizes.
func TestE2EShareOfSolutions(t *testing.T) {
	p := newPage(t)
	const several = "8.........95.......76.........426798...571243...893165......916....3.487....1.532"
	p.open("/?p=" + several)
	p.waitFor(`document.getElementById("show-shares") != null`, 10*time.Second)
	p.settle()
	p.smoothWhile("sharing out 872 solutions", func() { p.click("#show-shares") },
		`document.getElementById("shares") != null`, 30*time.Second)
	label, _ := p.attr("#shares", "aria-label")
	assert.True(t, strings.HasPrefix(label, "Share of solutions"), label)
	assert.Contains(t, label, "872 solutions")
	assert.True(t, strings.HasPrefix(p.text("#shares-status"), "872 solutions, counted by memoizing"), p.text("#shares-status"))
	title := evalJS[string](p, `document.querySelector("#shares .mark[title]").title`)
	assert.Regexp(t, `^\d at r\dc\d: in [\d,]+ of 872 solutions \([\d.]+%\)$`, title)
	p.onScreen([]string{"#shares", "#show-shares", ".grid"}, viewportWidth, viewportHeight, "the share-out")
	p.screenshotOf("sudoku", laptop, "shares")
	p.resize(phone)
	assert.LessOrEqual(t, evalJS[float64](p, `document.documentElement.scrollWidth`), 390.0, "nothing wider than the phone")
	evalJS[bool](p, `(document.getElementById("shares-panel").scrollIntoView(), true)`)
	p.screenshotOf("sudoku", phone, "shares")
	p.resize(laptop)

	// A puzzle with one solution is not offered it; an empty grid's
	// solutions are too many, and the page says so.
	p.open("/?p=" + strings.Repeat(".", 80) + "1")
	p.waitFor(`document.getElementById("show-shares") != null`, 10*time.Second)
	p.settle()
	p.click("#show-shares")
	p.waitFor(`document.getElementById("shares-status")?.innerText.startsWith("No share-out")`, 90*time.Second)
	assert.Contains(t, p.text("#shares-status"), "too many solutions to share out")
	p.staysIdle("after the share-out gave up", time.Second)
}
