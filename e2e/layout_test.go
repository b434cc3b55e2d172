package e2e

import (
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// box is an element's place on the screen, in CSS pixels.
type box struct {
	Left   float64 `json:"left"`
	Top    float64 `json:"top"`
	Right  float64 `json:"right"`
	Bottom float64 `json:"bottom"`
}

// boxOf returns where the element sel is on the screen.
func (p *page) boxOf(sel string) box {
	p.t.Helper()
	return evalJS[box](p, `(() => { const r = document.querySelector(`+jsString(sel)+`).getBoundingClientRect(); return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; })()`)
}

// theWholeStory are the parts of an Algorithm X page that must show
// together: on the sudoku page the grid, the matrix, the player's
// controls, the narration and the algorithm's panel; on the matrix page
// the dancing links picture instead of the grid and the matrix (the
// editor, the matrix and the tree follow below).
var theWholeStory = map[string][]string{
	"/":       {".grid", "#matrix-scroll", "#play", "#timeline", "#narration", "#algorithm"},
	"/matrix": {"#links", "#back", "#step", "#play", "#timeline", "#narration", "#algorithm"},
}

// onScreen checks that every part is wholly in a w x h window.
func (p *page) onScreen(parts []string, w, h float64, msg string) {
	p.t.Helper()
	for _, sel := range parts {
		b := p.boxOf(sel)
		assert.True(p.t, b.Top >= 0 && b.Left >= 0 && b.Bottom <= h && b.Right <= w, "%s: %s at %gx%g: %+v", msg, sel, w, h, b)
	}
}

// TestE2ELayoutShowsTheWholeStory checks, at 1280x800, that every part of
// the story is on the screen without scrolling, and at 390x844 (a phone)
// that they stack within the screen's width; it takes a screenshot of both.
func TestE2ELayoutShowsTheWholeStory(t *testing.T) {
	for path, parts := range theWholeStory {
		p := newPage(t)
		p.open(path)
		p.click("#step")
		p.waitFor(`document.querySelector("#code li.lit") !== null`, 5*time.Second)
		p.onScreen(parts, viewportWidth, viewportHeight, path)
		name := map[string]string{"/": "sudoku", "/matrix": "matrix"}[path]
		p.screenshotOf(name, laptop, "the-whole-story")

		p.resize(phone)
		assert.LessOrEqual(t, evalJS[float64](p, `document.documentElement.scrollWidth`), 390.0, "%s: nothing wider than the phone", path)
		for _, sel := range parts {
			b := p.boxOf(sel)
			assert.True(t, b.Left >= 0 && b.Right <= 390, "%s %s at 390x844: %+v", path, sel, b)
		}
		p.screenshotOf(name, phone, "the-whole-story")
	}
}

// TestE2ELinksCentreStage checks the matrix page's first screen during the
// tour, at 1280x800 and on a phone: the tour's card, the whole dancing
// links picture, the pseudocode and the player's step buttons show at
// once; the picture is scaled to fit its box, as large as the box or the
// screen allows, nothing clipped, and large enough that its labels are
// drawn: every node has one.
func TestE2ELinksCentreStage(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	p.click("#tour-start")
	p.waitVisible("#tour")
	for stop := 2; stop <= 4; stop++ { // a stop at a time, as a reader goes: each plays the search to its place
		p.click("#tour-next")
		p.waitFor(`document.getElementById("tour-stop").innerText.startsWith("Tour: stop `+strconv.Itoa(stop)+` ")`, 10*time.Second)
	}
	parts := []string{"#tour", "#links", "#algorithm", "#back", "#step", "#play", "#tour-next"}
	p.onScreen(parts, viewportWidth, viewportHeight, "the tour")
	s := p.sceneOf("links")
	require.NotEmpty(t, s.Nodes)
	for _, n := range s.Nodes {
		assert.NotEmpty(t, n.Label, "node %d is labelled", n.Node)
	}
	assert.GreaterOrEqual(t, s.Scale*11, 9.0, "labels drawn at 9 px or more")
	fits := func(size string) {
		canvas, box := p.boxOf("#links"), p.boxOf("#links-panel .links-box")
		maxH := evalJS[float64](p, `parseFloat(getComputedStyle(document.getElementById("links")).maxHeight)`)
		assert.LessOrEqual(t, canvas.Right, box.Right+0.5, "%s: the picture is not clipped on the right", size)
		assert.InDelta(t, s.W*s.Scale, canvas.Right-canvas.Left, 2, "%s: the picture is drawn whole in the canvas", size)
		wide, high, most := canvas.Right-canvas.Left >= box.Right-box.Left-2, canvas.Bottom-canvas.Top >= maxH-2, s.Scale >= 2
		assert.True(t, wide || high || most, "%s: the picture is as large as its box allows: %+v in %+v, max height %g, scale %g", size, canvas, box, maxH, s.Scale)
	}
	fits("1280x800")
	p.screenshotOf("matrix", laptop, "tour")

	p.resize(phone)
	assert.LessOrEqual(t, evalJS[float64](p, `document.documentElement.scrollWidth`), 390.0, "nothing wider than the phone")
	p.waitFor(`xcoverLinks.scene("links").scale < `+fmt.Sprint(s.Scale), 5*time.Second)
	s = p.sceneOf("links")
	fits("390x844")
	p.screenshotOf("matrix", phone, "tour")
}

// litLine is the pseudocode line lit in the algorithm panel.
const litLine = `document.querySelector("#code li.lit")?.innerText ?? ""`

// TestE2EAlgorithmPanel steps forwards and back on the pages that run
// Algorithm X and on the methods page: the panel is named for screen
// readers and lights the line each event runs, the same going back.
func TestE2EAlgorithmPanel(t *testing.T) {
	for _, path := range []string{"/", "/matrix"} {
		p := newPage(t)
		p.open(path)
		label, _ := p.attr("#algorithm", "aria-label")
		assert.Equal(t, "Algorithm X, step by step", label)
		assert.Equal(t, "search: solve(0), then stop", evalJS[string](p, litLine), "%s: before the first event", path)
		p.click("#step")
		p.waitFor(litLine+` == "choose an item i with the fewest options, s of them"`, 5*time.Second)
		p.click("#step")
		p.waitFor(litLine+` == "cover(i)"`, 5*time.Second)
		p.click("#back")
		p.waitFor(litLine+` == "choose an item i with the fewest options, s of them"`, 5*time.Second)
		assert.Contains(t, p.text("#code-values"), "level 0 · item ", path)
	}
	p := newPage(t)
	p.open("/methods")
	p.click("#m-step")
	// The step's render lights a line and counts the step; wait for the
	// count, which comes with it (a line may be lit before the first step).
	p.waitFor(`document.getElementById("code-values")?.innerText == "step 1 of 1+"`, 5*time.Second)
	assert.NotEqual(t, "", evalJS[string](p, litLine), "a line is lit")
	label, _ := p.attr("#algorithm", "aria-label")
	assert.Contains(t, label, ", step by step")
}
