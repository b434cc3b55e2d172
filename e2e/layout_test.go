package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
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
// together: the grid or editor, the matrix, the player's controls, the
// narration and the algorithm's panel.
var theWholeStory = map[string][]string{
	"/":       {".grid", "#matrix-scroll", "#play", "#timeline", "#narration", "#algorithm"},
	"/matrix": {"#editor", "#matrix-scroll", "#play", "#timeline", "#narration", "#algorithm"},
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
		for _, sel := range parts {
			b := p.boxOf(sel)
			assert.True(t, b.Top >= 0 && b.Left >= 0 && b.Bottom <= viewportHeight && b.Right <= viewportWidth,
				"%s %s at 1280x800: %+v", path, sel, b)
		}
		name := map[string]string{"/": "layout-sudoku", "/matrix": "layout-matrix"}[path]
		p.screenshot(name + "-1280x800")

		p.do("a phone's screen", chromedp.EmulateViewport(390, 844))
		p.waitFor(`document.documentElement.clientWidth == 390`, 5*time.Second)
		assert.LessOrEqual(t, evalJS[float64](p, `document.documentElement.scrollWidth`), 390.0, "%s: nothing wider than the phone", path)
		for _, sel := range parts {
			b := p.boxOf(sel)
			assert.True(t, b.Left >= 0 && b.Right <= 390, "%s %s at 390x844: %+v", path, sel, b)
		}
		p.screenshot(name + "-390x844")
	}
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
