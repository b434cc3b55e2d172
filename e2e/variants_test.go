package e2e

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/puzzle"
)

// The published variant puzzles of the presets and their solutions
// (sudoku's TestPublishedVariantPuzzles checks them against the engine).
var (
	xPreset, jigsawPreset = puzzle.Presets[8], puzzle.Presets[10]
)

const (
	xPublished      = "259613847381947265674528913896371452123456789745289136518732694932164578467895321"
	jigsawPublished = "845279361359162784281395476467918235574623918136754829928536147792481653613847592"
)

// matrixGroups is the text of the matrix's column group labels.
func (p *page) matrixGroups() string {
	p.t.Helper()
	return evalJS[string](p, `document.getElementById("matrix-groups")?.innerText ?? ""`)
}

// tick sets a rule's checkbox as a click does, and waits for the page to
// take it.
func (p *page) tick(rule string, on bool) {
	p.t.Helper()
	if evalJS[bool](p, `document.getElementById("variant-`+rule+`").checked`) != on {
		p.click("#variant-" + rule)
	}
	want := "true"
	if !on {
		want = "false"
	}
	p.waitFor(`document.getElementById("variant-`+rule+`").checked === `+want, 5*time.Second)
}

// TestE2EVariantX picks X-sudoku on the page, loads the published X
// puzzle and solves it to the published solution; the matrix labels its
// diagonal items and the grid shades the diagonals. Then anti-knight:
// its secondary items are labelled "knight pair".
func TestE2EVariantX(t *testing.T) {
	p := newPage(t)
	p.open("/")
	p.tick("x", true)
	p.waitFor(`document.getElementById("matrix-groups").innerText.includes("diagonal")`, 5*time.Second)
	p.addressHas("variant=x")

	p.setValue("#paste", xPreset.Puzzle, "input")
	p.click("#load")
	p.waitFor(`document.getElementById("cell-5").innerText == "3"`, 5*time.Second)
	assert.Equal(t, "729 options x 342 items", p.text("#matrix-size"))
	assert.Contains(t, p.matrixGroups(), "diagonal")
	assert.Equal(t, 17, p.count("#grid .cell.diagonal"), "both diagonals, their middle once")
	assert.Equal(t, xPublished, p.solveOutright())
	p.addressHas("variant=x")
	p.screenshot("variant-x")

	// The same puzzle under classic rules has several solutions.
	p.tick("x", false)
	p.click("#unique")
	p.waitFor(`document.getElementById("verdict").innerText.startsWith("Not unique")`, 30*time.Second)
	// Counting them runs on the workers; the verdict tells the count.
	p.waitFor(`Number(document.documentElement.dataset.workers) > 0`, 20*time.Second)
	p.click("#count")
	p.waitFor(`document.getElementById("count-progress")?.innerText.startsWith("Counted on")`, 30*time.Second)
	p.waitFor(`/^[\d,]+ solutions, counted in /.test(document.getElementById("verdict").innerText)`, 5*time.Second)

	p.tick("anti-knight", true)
	p.waitFor(`document.getElementById("matrix-groups").innerText.includes("knight pair")`, 5*time.Second)
	assert.Equal(t, "729 options x 2,340 items", p.text("#matrix-size"))
	assert.NotContains(t, p.matrixGroups(), "diagonal")
	p.addressHas("variant=anti-knight")
	p.screenshot("variant-anti-knight")

	// A size that cannot play windoku says so and disables it.
	p.setValue("#size", "1", "change") // 6x6
	p.waitFor(`document.querySelectorAll("#grid .cell").length == 36`, 5*time.Second)
	assert.True(t, evalJS[bool](p, `document.getElementById("variant-windoku").disabled`))
	assert.Contains(t, p.text("#variant-windoku-note"), "not available for 6x6")
}

// TestE2EVariantJigsaw opens a jigsaw from a link: its regions are drawn
// in thick lines and it solves to the published solution. A link with a
// bad layout, and a bad layout typed in, show the error at the layout and
// keep the text.
func TestE2EVariantJigsaw(t *testing.T) {
	p := newPage(t)
	p.open("/?p=" + jigsawPreset.Puzzle + "&variant=jigsaw&regions=" + jigsawPreset.Layout)
	p.waitVisible("#layout")
	assert.True(t, evalJS[bool](p, `document.getElementById("variant-jigsaw").checked`))
	assert.Contains(t, evalJS[string](p, `document.getElementById("layout").value`), "111112222\n333112222\n")
	// Janko's first row is 999998888: a region's line after r1c5, none
	// after r1c3 where a box's would be.
	assert.True(t, p.exists("#cell-5.box-left"), "r1c6 starts a region")
	assert.False(t, p.exists("#cell-3.box-left"), "no box line inside a region")
	assert.Contains(t, p.matrixGroups(), "region")
	assert.NotContains(t, p.matrixGroups(), "box")
	assert.Equal(t, jigsawPublished, p.solveOutright())
	p.screenshot("variant-jigsaw")

	bad := jigsawPreset.Layout[:80] + "7"
	p.open("/?p=" + jigsawPreset.Puzzle + "&variant=jigsaw&regions=" + bad)
	p.waitVisible("#layout-error")
	assert.Equal(t, "The link's jigsaw layout: column 58 (r7c4): region 7 has 10 cells, want 9", p.text("#layout-error"))
	assert.Equal(t, bad, evalJS[string](p, `document.getElementById("layout").value`), "the link's text is kept")
	assert.Equal(t, "8", p.text("#cell-0"), "the puzzle is loaded")
	assert.True(t, evalJS[bool](p, `document.getElementById("solve").disabled`))
	assert.Equal(t, "Fix the jigsaw layout to start the search.", p.text("#narration"))

	typed := "111222333\n111222333\n111222333\n444555666\n444555666\n444555666\n777888999\n777888999\n777889999"
	p.setValue("#layout", typed, "input")
	p.click("#use-layout")
	p.waitFor(`document.getElementById("layout-error").innerText.includes("line 7")`, 5*time.Second)
	assert.Equal(t, "The jigsaw layout: line 7, column 4 (r7c4): region 8 has 8 cells, want 9", p.text("#layout-error"))
	assert.Equal(t, typed, evalJS[string](p, `document.getElementById("layout").value`), "the typed text is kept")
	p.screenshot("variant-bad-layout")

	p.setValue("#layout", jigsawPreset.Layout, "input")
	p.click("#use-layout")
	p.waitFor(`document.getElementById("layout-error") === null && !document.getElementById("solve").disabled`, 5*time.Second)
	rules, err := jigsawPreset.Rules(9)
	require.NoError(t, err)
	p.waitFor(fmt.Sprintf(`new URLSearchParams(location.search).get("regions") === %s`, jsString(rules.Regions.Line())), 5*time.Second)
	q, err := url.ParseQuery(strings.TrimPrefix(evalJS[string](p, "location.search"), "?"))
	require.NoError(t, err)
	assert.Equal(t, "jigsaw", q.Get("variant"))
	assert.Len(t, q.Get("regions"), 81)
}

// TestE2EVariantMethods opens X-sudoku on the methods page: the classic
// method says it cannot play it, Algorithm X plays it to its solution, and
// the race runs Algorithm X alone, the others saying they cannot.
func TestE2EVariantMethods(t *testing.T) {
	p := newPage(t)
	p.open("/methods?p=" + xPreset.Puzzle + "&variant=x&m=backtrack")
	p.waitVisible("#m-refusal")
	assert.Equal(t, "Plain backtracking plays classic rules only (rows, columns and boxes); X-sudoku needs Algorithm X, which plays any rules as an exact cover matrix.",
		p.text("#m-refusal"))
	href, _ := p.attr("#m-open-sudoku", "href")
	assert.Contains(t, href, "variant=x")
	assert.Equal(t, 17, p.count("#mgrid .cell.diagonal"))
	p.screenshot("variant-methods-refusal")

	p.click("#m-use-dlx")
	p.waitVisible("#m-position")
	assert.Equal(t, "dlx", evalJS[string](p, `document.getElementById("method").value`))
	assert.Contains(t, p.methodEnd(), "solved, unique")
	assert.Equal(t, xPublished, p.text("#m-solutions li"))

	p.click("#race-start")
	p.waitFor(`document.getElementById("race-summary") !== null`, 30*time.Second)
	assert.Equal(t, "solved, unique", p.text("#lane-dlx .status"))
	for _, m := range []string{"backtrack", "candidates", "logic", "rules"} {
		assert.Equal(t, "cannot play X-sudoku: classic rules only", p.text("#lane-"+m+" .status"), m)
	}
	p.screenshot("variant-methods-race")
}
