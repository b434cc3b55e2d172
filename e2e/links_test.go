package e2e

import (
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// drawnLinksJS reads the links the view draws: from, to and direction.
const drawnLinksJS = `Array.from(document.querySelectorAll("#links path.link")).map(l => [+l.dataset.from, +l.dataset.to, l.dataset.dir])`

// engineLinks are the links the engine holds at position pos of the seed
// example's search, as the page's player runs it.
func engineLinks(t *testing.T, pos int) [][3]any {
	t.Helper()
	m, err := problem.SeedExample().Matrix()
	require.NoError(t, err)
	pl := player.NewPlayer(m, dlx.Options{Seed: 1}, 0)
	pl.Seek(pos)
	require.Equal(t, pos, pl.Pos())
	return arrows(t, pl)
}

// arrows are the links the player's matrix holds, as drawnLinksJS reads
// them.
func arrows(t *testing.T, pl *player.Player) [][3]any {
	t.Helper()
	l, err := explain.NewLinks(pl.Matrix())
	require.NoError(t, err)
	var out [][3]any
	for _, a := range l.Arrows() {
		out = append(out, [3]any{float64(a.From), float64(a.To), a.Dir.String()})
	}
	return out
}

// TestE2EDancingLinks checks the links view draws the engine's links on
// the seed example, after covers and after stepping back; that a node
// names its fields; and that the view animates smoothly.
func TestE2EDancingLinks(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	label, _ := p.attr("#links", "aria-label")
	assert.Equal(t, "Dancing links", label)
	p.waitFor(`document.querySelectorAll("#links path.link").length > 0`, 5*time.Second)
	links := func() [][3]any {
		var out [][3]any
		for _, l := range evalJS[[][]any](p, drawnLinksJS) {
			out = append(out, [3]any{l[0], l[1], l[2]})
		}
		return out
	}
	assert.ElementsMatch(t, engineLinks(t, 0), links(), "at the start")
	for range 5 { // a branch, its cover, a try and its other items' covers
		p.click("#step")
	}
	p.waitFor(`document.getElementById("position").innerText.startsWith("event 5 ")`, 5*time.Second)
	assert.ElementsMatch(t, engineLinks(t, 5), links(), "after covers")
	assert.Positive(t, p.count("#links path.changed"), "the last cover's links are lit")
	assert.Positive(t, p.count("#links .lnode.out"), "covered nodes are dimmed")
	// One step back, over a cover: its links come back one after another,
	// in the reverse of the order the cover took them out.
	p.click("#back")
	p.waitFor(`document.getElementById("position").innerText.startsWith("event 4 ")`, 5*time.Second)
	assert.Greater(t, p.count(`#links path.changed[style^="animation-delay"]`), 1, "an uncover's links light up in turn")
	p.click("#back")
	p.waitFor(`document.getElementById("position").innerText.startsWith("event 3 ")`, 5*time.Second)
	assert.ElementsMatch(t, engineLinks(t, 3), links(), "stepping back undoes the dance")
	assert.Regexp(t, `^node \d+ \(.*\): up \d+, down \d+, left \d+, right \d+, (top|len) \d+$`,
		evalJS[string](p, `document.querySelector("#links .lnode:nth-of-type(3) title").textContent`))

	// A node given the focus shows its fields below the view, as they are
	// at each step: the root, whose right link the next covers move.
	title := `document.getElementById("lt0").textContent`
	p.focusOn("ln0")
	p.textIs("#link-fields", evalJS[string](p, title), "the focused node's fields")
	before := p.text("#link-fields")
	for step := 0; evalJS[string](p, title) == before; step++ {
		require.Less(t, step, 30, "thirty steps leave the root's links as they were")
		p.click("#step")
	}
	p.textIs("#link-fields", evalJS[string](p, title), "the fields after steps")
	assert.NotEqual(t, before, p.text("#link-fields"))
	evalJS[bool](p, `(document.getElementById("links").scrollIntoView({block: "center"}), true)`)
	p.screenshot("dancing-links")

	// Four queens, and seven, the most queens the view draws: the view
	// animates the search smoothly, played at the page's pace and rushed to
	// the end, and ends showing the engine's links.
	for _, n := range []int{4, 7} {
		m, err := problem.Queens(n).Matrix()
		require.NoError(t, err)
		p.click("#mpreset-1")
		p.setValue("#mpreset-size-1", strconv.Itoa(n), "change")
		p.waitFor(fmt.Sprintf(`document.getElementById("matrix-size").innerText == "%d options x %d items"`, m.Options(), m.Items()), 5*time.Second)
		time.Sleep(time.Second) // what loading the preset left to do (layout, garbage) is not the animation's
		if n == 7 {             // 3,943 events: seconds of dancing at 500 a second
			if evalJS[bool](p, `document.getElementById("break-solution").checked`) {
				p.click("#break-solution") // dance on past the solutions
			}
			p.click("#play")
			p.staysSmooth(fmt.Sprintf("the links view, %d queens played at %s", n, p.text("#speed-label")), 2*time.Second)
		}
		// Rushed to the end the search takes a frame or two, each of which
		// may do much (the matrix and the links move far): no task may
		// freeze the page, but one frame is no median.
		end := p.traceWhile(func() { p.click("#to-end") }, `!document.getElementById("position").innerText.endsWith("+")`, 60*time.Second)
		p.check(fmt.Sprintf("the links view, %d queens rushed to the end", n), end, false)
		pl := player.NewPlayer(m, dlx.Options{Seed: 1}, 0)
		for pl.Step() {
		}
		assert.ElementsMatch(t, arrows(t, pl), links(), "%d queens at the end", n)
	}
}

// TestE2ETour runs the guided tour as a first-time visitor: it is offered,
// walks the seed example stop by stop, with the player, the pseudocode and
// the links in step, to the solution {B, D, F}, and ends by offering a
// sudoku. A second visit does not offer it again; the link stays.
func TestE2ETour(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	p.waitVisible("#tour-offer")
	p.click("#tour-offer-start")
	p.waitVisible("#tour")
	stops := 0
	for p.exists("#tour-next") {
		stops++
		p.click("#tour-next")
		p.waitFor(`document.getElementById("tour-stop").innerText.startsWith("Tour: stop `+strconv.Itoa(stops+1)+` ")`, 5*time.Second)
		assert.NotEmpty(t, evalJS[string](p, litLine), "stop %d lights a line", stops+1)
		assert.Positive(t, p.count("#links path.link"), "stop %d draws the links", stops+1)
	}
	assert.Equal(t, len(explain.Tour())-1, stops)
	assert.Equal(t, "report the solution; return", evalJS[string](p, litLine))
	assert.Equal(t, []string{"L0 B", "L1 D", "L2 F"}, evalJS[[]string](p, `Array.from(document.querySelectorAll("#stack .chosen")).map(b => b.innerText)`))
	href, _ := p.attr("#tour-sudoku", "href")
	assert.Equal(t, "./", href)
	p.screenshot("tour-end")

	p.open("/matrix")
	p.waitVisible("#tour-start")
	assert.False(t, p.exists("#tour-offer"), "offered on the first visit only")
}
