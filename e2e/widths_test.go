package e2e

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/app/puzzle"
)

// pageState is a state of a page whose width is checked: its name in the
// screenshots, how to reach it from the state before, what to scroll
// into view for its screenshots ("" for the page's top), and the links
// picture (a canvas's id) whose labels must read at both sizes, if any.
type pageState struct {
	name   string
	reach  func(p *page)
	show   string
	labels string
}

// readableLabels is the condition that the links picture on the canvas
// with that id draws its 11-unit labels at 9 px or more (links-draw.js
// leaves out those under 7): the lens picks its size by its room.
func readableLabels(id string) string {
	return fmt.Sprintf(`(s => s != null && s.drawn && s.scale * 11 >= 9)(xcoverLinks.scene(%s))`, jsString(id))
}

// tooWideJS lists the elements that reach past the window's right edge
// and whose parent does not, with where they end: where to look when a
// page is too wide.
const tooWideJS = `(() => {
	const w = document.documentElement.clientWidth;
	const past = e => e && e.getBoundingClientRect().right > w + 0.5;
	return Array.from(document.querySelectorAll("body *"))
		.filter(e => past(e) && !past(e.parentElement))
		.slice(0, 8)
		.map(e => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (e.className ? "." + e.className : "") +
			" ends at " + Math.round(e.getBoundingClientRect().right));
})()`

// TestE2EPagesFitTheWindow takes each page through states that once made
// it wider than the window (a long run, a long search tree, a race, long
// tables and names), and checks in each, at a laptop's and at a phone's
// size, that nothing makes the page wider than the window: charts and
// tables wrap, scale or scroll in their own box; a lens is labelled
// at both. It saves a screenshot of each (see screenName).
func TestE2EPagesFitTheWindow(t *testing.T) {
	for _, tc := range []struct {
		page, path string
		states     []pageState
	}{
		{"sudoku", "/", []pageState{
			{"start", nil, "", ""},
			{"forum-hardest-end", toEnd("Forum hardest"), "#bars", ""},
			{"lens", func(p *page) { p.click("#show-lens"); p.click("#back-choice") }, "#lens", "lens"},
		}},
		{"methods", "/methods", []pageState{
			{"start", nil, "", ""},
			{"race", race, "#race", ""},
			{"forum-hardest-end", methodToEnd("Forum hardest"), "#m-solutions", ""},
		}},
		{"matrix", "/matrix", []pageState{
			{"start", nil, "", ""},
			{"long-names", longNames, "#algorithm", ""},
			{"pentominoes-6x10-tree", pentominoTree, "#tree", ""},
			{"pentominoes-6x10-solutions", listSolutions, "#solution-list", ""},
			{"pentominoes-6x10-compare", compareHeuristics, "#compare-table", ""},
			{"pentominoes-6x10-lens", func(p *page) { p.click("#step-choice") }, "#links", "links"},
		}},
	} {
		t.Run(tc.page, func(t *testing.T) {
			p := newPage(t)
			p.open(tc.path)
			for _, st := range tc.states {
				if st.reach != nil {
					st.reach(p)
				}
				for _, s := range []screen{laptop, phone} {
					p.resize(s)
					what := screenName(tc.page, s, st.name)
					if w := evalJS[int](p, `document.documentElement.scrollWidth`); !assert.LessOrEqual(t, w, s.W, "%s: the page is wider than the window", what) {
						t.Logf("%s: past the window's edge: %v", what, evalJS[[]string](p, tooWideJS))
					}
					if st.labels != "" {
						p.waitFor(readableLabels(st.labels), 5*time.Second)
					}
					scrollTo(p, st.show)
					p.screenshotOf(tc.page, s, st.name)
				}
				p.resize(laptop)
			}
		})
	}
}

// scrollTo scrolls the element sel into the window's middle, or the page
// to its top when sel is "", and waits two frames: what comes into view
// (the solutions' content-visibility: auto) is drawn in the second.
func scrollTo(p *page, sel string) {
	p.t.Helper()
	scroll := `window.scrollTo(0, 0)`
	if sel != "" {
		scroll = fmt.Sprintf(`document.querySelector(%s).scrollIntoView({block: "center"})`, jsString(sel))
	}
	evalJS[bool](p, scroll+`; new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))`)
}

// sudokuPreset is the id of the button of the sudoku preset with the name.
func sudokuPreset(t testing.TB, name string) string {
	i := slices.IndexFunc(puzzle.Presets, func(pr puzzle.Preset) bool { return pr.Name == name })
	if i < 0 {
		t.Fatalf("no sudoku preset %q", name)
	}
	return fmt.Sprintf("#preset-%d", i)
}

// atTheEnd is the condition that a player's position (its id) reads "N
// of N": the run is over and the player at its end.
func atTheEnd(id string) string {
	return fmt.Sprintf(`/ ([\d,]+) of \1$/.test(document.getElementById(%q)?.innerText ?? "")`, id)
}

// toEnd loads the sudoku preset with the name and plays Algorithm X to the
// end of its search: many levels in the nodes per level.
func toEnd(preset string) func(p *page) {
	return func(p *page) {
		p.click(sudokuPreset(p.t, preset))
		p.waitFor(`document.getElementById("position").innerText.startsWith("event 0 of")`, 5*time.Second)
		p.click("#to-end")
		p.waitFor(atTheEnd("position"), 60*time.Second)
		bars := `document.getElementById("bars")`
		assert.Greater(p.t, evalJS[int](p, `Number(`+bars+`.dataset.levels)`), 60, "a long search has many levels")
		p.waitFor(`(c => c.width > 0 && c.getContext("2d").getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 == 3 && v > 0))(`+bars+`)`, 5*time.Second)
		assert.Regexp(p.t, `^Nodes per level: [\d,]+ levels, the most at level \d+ \([\d,]+ nodes\)$`, evalJS[string](p, bars+`.getAttribute("aria-label")`))
		require.True(p.t, evalJS[bool](p, `(c => { const r = c.getBoundingClientRect();
			return c.dispatchEvent(new MouseEvent("mousemove", {bubbles: true, clientX: r.left + 2, clientY: r.bottom - 2})); })(`+bars+`)`))
		assert.Regexp(p.t, `^level \d+: [\d,]+ nodes?$`, evalJS[string](p, bars+`.title`), "the bar under the pointer names its level")
	}
}

// race races every method on the methods page's puzzle, to the summary.
func race(p *page) {
	p.click("#race-start")
	p.waitFor(`document.getElementById("race-summary") !== null`, 60*time.Second)
}

// methodToEnd loads the sudoku preset with the name on the methods page
// and plays the method to the end, where its solution is listed: a line of
// 81 digits.
func methodToEnd(preset string) func(p *page) {
	return func(p *page) {
		p.click(sudokuPreset(p.t, preset))
		p.waitFor(`document.getElementById("m-position").innerText.startsWith("step 0 of")`, 5*time.Second)
		assert.Contains(p.t, p.methodEnd(), "solved, unique")
		assert.Equal(p.t, 1, p.count("#m-solutions li"))
	}
}

// longName is a name with no space to break at, longer than a phone is
// wide.
const longName = "Averyveryveryveryveryveryverylongitemnamewithoutanyspacesatallxxxxxxxxxxxxxx"

// longNames loads a problem whose items have long names and steps into
// its search, so that the narration, the algorithm's values and the stack
// name them (the stack shortens them).
func longNames(p *page) {
	text := fmt.Sprintf("%[1]s B%[1]s C\n%[1]s B%[1]s\nC\n%[1]s C\nB%[1]s\n", longName)
	p.setValue("#knuth", text, "input")
	p.click("#load-text")
	p.waitFor(`document.getElementById("narration").innerText.startsWith("Ready: 4 options over 3 items")`, 5*time.Second)
	for k := 1; k <= 4; k++ {
		p.clickAndWait("#step", eventsAre(k))
	}
	assert.Contains(p.t, p.text("#code-values"), longName, "the algorithm's values name the item")
}

// pentominoTree loads the pentominoes on a 6x10 board and plays the
// search until its tree is drawn to its cap.
func pentominoTree(p *page) {
	i := slices.IndexFunc(problem.MatrixPresets, func(pr problem.MatrixPreset) bool { return pr.Name == "Pentominoes" })
	if i < 0 {
		p.t.Fatal("no Pentominoes preset")
	}
	p.setValue(fmt.Sprintf("#mpreset-size-%d", i), "6", "change")
	p.waitFor(`document.getElementById("narration").innerText.startsWith("Ready: 2,056 options over 72 items")`, 10*time.Second)
	p.click("#to-end")
	p.waitFor(`document.getElementById("tree-info").innerText.includes("the tree is drawn up to")`, 60*time.Second)
	p.click("#play") // pauses
	p.waitFor(`document.getElementById("play").innerText == "Play"`, 5*time.Second)
}

// listSolutions lists the first 100 solutions of the matrix page's
// problem.
func listSolutions(p *page) {
	p.setValue("#keep", "100", "change")
	p.click("#list-solutions")
	p.waitFor(`document.getElementById("solutions-verdict").innerText.startsWith("The first 100 solutions")`, 60*time.Second)
}

// compareHeuristics runs the heuristics' comparison until the first has
// counted nodes, then stops it: the table holds big numbers.
func compareHeuristics(p *page) {
	p.click("#compare")
	p.waitFor(`document.querySelector("#compare-table tbody td.num:nth-child(3)")?.innerText.length > 5`, 60*time.Second)
	p.click("#stop-compare")
	p.waitFor(`document.getElementById("stop-compare").disabled`, 10*time.Second)
}
