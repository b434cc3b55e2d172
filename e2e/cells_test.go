package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/draw"
	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// shownBox is what a cells canvas shows of a box, as the page's script
// holds it (xcoverLinks.scene): where it slides from, if the step moved it.
type shownBox struct {
	ID    string   `json:"id"`
	Node  int32    `json:"node"`
	Label []string `json:"label"`
	Out   bool     `json:"out"`
	Role  string   `json:"role"`
	X     int      `json:"x"`
	From  []int    `json:"from"`
}

// cellsBoxes reads the boxes the cells canvas shows.
func (p *page) cellsBoxes() []shownBox {
	p.t.Helper()
	return evalJS[[]shownBox](p, `xcoverLinks.scene("cells")?.nodes ?? []`)
}

// cellsPlayerAt is sheet s's player on the dancing cells, as the matrix
// page runs it, at position pos.
func cellsPlayerAt(t *testing.T, s problem.Sheet, pos int) *player.Player {
	t.Helper()
	m, err := s.Problem()
	require.NoError(t, err)
	pl := player.NewPlayer(dlx.NewCells(m), dlx.Options{Seed: 1}, dlx.DefaultCellsUndo)
	pl.Seek(pos)
	require.Equal(t, pos, pl.Pos())
	return pl
}

// cellsPictureAt is the picture of pl's cells as the page draws it: whole,
// or through a lens columns wide.
func cellsPictureAt(pl *player.Player, whole bool, columns int) *draw.CellsPicture {
	m := pl.Problem()
	v := explain.ReadCells(pl.View().(*dlx.Cells), explain.StepFocus(pl.Branching(), pl.Level(), pl.Chosen()), whole, columns)
	name := func(k int) string { return problem.OptionLabel(m, k) }
	return draw.NewCellsPicture(m, v, draw.MeasureCells(m, name), name)
}

// sameCells checks that the canvas shows picture want's boxes: their
// labels, places, dimming, roles and slides.
func sameCells(t *testing.T, want *draw.CellsPicture, got []shownBox, msg string) {
	t.Helper()
	var boxes []shownBox
	for _, n := range want.Scene().Nodes {
		boxes = append(boxes, shownBox{ID: n.ID, Node: n.Node, Label: n.Label, Out: n.Out, Role: n.Role, X: n.X, From: n.From})
	}
	assert.ElementsMatch(t, boxes, got, "%s: the boxes", msg)
}

// slides counts the boxes a picture slides: those the step moved.
func slides(boxes []shownBox) (n int) {
	for _, b := range boxes {
		if b.From != nil {
			n++
		}
	}
	return n
}

// stillShot saves a screenshot of the window (see screenshotOf) with the
// cells at rest: with motion reduced, the cells the step moved stand in
// their places, where a shot taken mid-slide would catch them between two.
func (p *page) stillShot(s screen, state string) {
	p.t.Helper()
	p.emulateMedia(map[string]string{"prefers-reduced-motion": "reduce"})
	p.screenshotOf("matrix", s, state)
	p.emulateMedia(nil)
}

// TestE2EDancingCells checks the dancing cells view on the matrix page: a
// "Dancing cells" button beside "Dancing links" makes the player search
// with the cells and the picture draw their arrays, named for screen
// readers; on the seed example it shows every block, the list and the
// trail as the engine holds them, forwards and back, the cells a step
// moved sliding from their places; the pseudocode is the dancing cells';
// the keyboard and the pointer pick a box whose fields show below; a
// problem too big to draw whole gets a lens in the problem's words; and
// the view plays smoothly with the CPU throttled. Screenshots at both
// sizes.
func TestE2EDancingCells(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	pressed, _ := p.attr("#engine-links", "aria-pressed")
	assert.Equal(t, "true", pressed, "the links by default")
	p.click("#engine-cells")
	p.waitFor(`xcoverLinks.scene("cells")?.nodes.length > 0`, 5*time.Second)
	pressed, _ = p.attr("#engine-cells", "aria-pressed")
	assert.Equal(t, "true", pressed)
	label, _ := p.attr("#cells", "aria-label")
	assert.True(t, strings.HasPrefix(label, "Dancing cells"), label)
	assert.Contains(t, p.text("#algorithm h2"), "Dancing cells")
	assert.Contains(t, p.text("#narration"), "The dancing cells branch")
	seed := problem.SeedExample()
	sameCells(t, cellsPictureAt(cellsPlayerAt(t, seed, 0), true, 0), p.cellsBoxes(), "at the start")
	p.onScreen([]string{"#cells", "#back", "#step", "#play", "#narration", "#algorithm"}, viewportWidth, viewportHeight, "the cells view")
	p.stillShot(laptop, "cells-start")

	for range 5 { // a branch, its cover, a try and its other items' covers
		p.click("#step")
	}
	p.atEvent(5)
	p.waitFor(`xcoverLinks.scene("cells").nodes.some(n => n.from)`, 5*time.Second)
	boxes := p.cellsBoxes()
	sameCells(t, cellsPictureAt(cellsPlayerAt(t, seed, 5), true, 0), boxes, "after covers")
	assert.Positive(t, slides(boxes), "the cover's cells slide")
	assert.Equal(t, "no color: cover it", evalJS[string](p, litLine))
	p.stillShot(laptop, "cells-stepped")
	// One step back, over a cover: its cells slide back to their places.
	p.click("#back")
	p.atEvent(4)
	back := p.cellsBoxes()
	stepped := cellsPlayerAt(t, seed, 5)
	require.True(t, stepped.Back()) // the moves of the revert, the cells sliding back
	sameCells(t, cellsPictureAt(stepped, true, 0), back, "stepped back")
	assert.Positive(t, slides(back), "stepping back slides the cells back")
	// On to the first backtrack: the sizes come back from the trail.
	for range 4 {
		p.click("#step")
	}
	p.atEvent(8)
	sameCells(t, cellsPictureAt(cellsPlayerAt(t, seed, 8), true, 0), p.cellsBoxes(), "the sizes restored")
	assert.Equal(t, "restore the sizes saved since the mark: the sets are back", evalJS[string](p, litLine))
	assert.Contains(t, p.text("#narration"), "Restore")
	p.stillShot(laptop, "cells-restored")

	// The keyboard walks the boxes: focus picks the list's first item,
	// down goes to the first item's row; the pointer picks a cell.
	pic := cellsPictureAt(cellsPlayerAt(t, seed, 8), true, 0)
	first := pic.Neighbour(-1, "home")
	p.focusOn("cells")
	p.textIs("#cells-fields", pic.Describe(first), "the list's first item")
	p.press(kb.ArrowDown)
	p.textIs("#cells-fields", pic.Describe(pic.Neighbour(first, "down")), "down: the first item's row")
	p.press(kb.ArrowRight)
	assert.Contains(t, p.text("#cells-fields"), "'s block, place 0")
	p.hoverLinkNode("cells", pic.Neighbour(pic.Neighbour(pic.Neighbour(first, "down"), "down"), "right"))
	assert.Contains(t, p.text("#cells-fields"), "Item 1's block, place 0")

	// The phone: nothing wider than its screen, the picture's labels drawn.
	p.resize(phone)
	assert.LessOrEqual(t, evalJS[float64](p, `document.documentElement.scrollWidth`), 390.0, "nothing wider than the phone")
	b := p.boxOf("#cells")
	assert.True(t, b.Left >= 0 && b.Right <= 390, "the picture within the phone's width: %+v", b)
	assert.GreaterOrEqual(t, evalJS[float64](p, `xcoverLinks.scene("cells").scale`)*11, 7.0, "the labels are drawn")
	p.stillShot(phone, "cells-restored")
	p.resize(laptop)

	// Pentominoes 3x20: too big to draw whole, a lens as wide as the
	// canvas's room reads, in the problem's words, at each step.
	p.click("#mpreset-3")
	p.waitFor(`document.getElementById("cells").getAttribute("aria-label").startsWith("Dancing cells lens")`, 5*time.Second)
	for range 12 {
		p.click("#step")
	}
	p.atEvent(12)
	columns, err := strconv.Atoi(evalJS[string](p, `document.getElementById("cells").dataset.columns ?? ""`))
	require.NoError(t, err)
	pent := problem.Pentomino(3, 20)
	p.waitFor(`xcoverLinks.scene("cells").nodes.length == `+strconv.Itoa(len(cellsPictureAt(cellsPlayerAt(t, pent, 12), false, columns).Scene().Nodes)), 5*time.Second)
	sameCells(t, cellsPictureAt(cellsPlayerAt(t, pent, 12), false, columns), p.cellsBoxes(), "pentominoes' lens")
	p.onScreen([]string{"#cells", "#back", "#step", "#play", "#narration", "#algorithm"}, viewportWidth, viewportHeight, "the cells' lens")
	p.stillShot(laptop, "cells-lens")

	// Played with the CPU throttled, and rushed to the end: smooth.
	if evalJS[bool](p, `document.getElementById("break-solution").checked`) {
		p.click("#break-solution") // play on past the solutions
	}
	p.settle()
	p.click("#play")
	p.staysSmooth(fmt.Sprintf("the cells' lens, pentominoes played at %s", p.text("#speed-label")), 2*time.Second)
	p.click("#play") // pause
	queens, err := problem.Queens(7).Problem()
	require.NoError(t, err)
	p.click("#mpreset-1")
	p.setValue("#mpreset-size-1", "7", "change")
	p.waitFor(fmt.Sprintf(`document.getElementById("matrix-size").innerText == "%d options x %d items"`, queens.Options(), queens.Items()), 5*time.Second)
	p.settle()
	end := p.traceWhile(func() { p.click("#to-end") }, `!document.getElementById("position").innerText.endsWith("+")`, 60*time.Second)
	p.check("the cells view, 7 queens rushed to the end", end, false)
	p.stillShot(laptop, "cells-7-queens-end")
	p.resize(phone)
	assert.LessOrEqual(t, evalJS[float64](p, `document.documentElement.scrollWidth`), 390.0, "nothing wider than the phone after a long run")
	p.stillShot(phone, "cells-7-queens-end")
}

// TestE2ECellsTour replays the guided tour with the dancing cells: each
// stop at its place of the cells' run, its line lit, to the solution
// {B, D, F}; switching to the links starts their tour.
func TestE2ECellsTour(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	p.click("#engine-cells")
	p.click("#tour-start")
	p.waitVisible("#tour")
	tour := explain.CellsTour()
	for stop := 1; ; stop++ {
		p.waitFor(`document.getElementById("tour-stop").innerText.startsWith("Tour: stop `+strconv.Itoa(stop)+` of `+strconv.Itoa(len(tour))+`, on the dancing cells")`, 5*time.Second)
		p.atEvent(tour[stop-1].Pos)
		assert.Equal(t, explain.AlgorithmCells.Lines[tour[stop-1].Line-1].Text, evalJS[string](p, litLine), "stop %d", stop)
		if stop == 3 {
			p.stillShot(laptop, "cells-tour-stop-3")
		}
		if !p.exists("#tour-next") {
			break
		}
		p.click("#tour-next")
	}
	assert.Equal(t, []string{"L0 B", "L1 D", "L2 F"}, evalJS[[]string](p, `Array.from(document.querySelectorAll("#stack .chosen")).map(b => b.innerText)`))
	p.click("#engine-links")
	p.waitFor(`document.getElementById("tour-stop").innerText.startsWith("Tour: stop 1 of `+strconv.Itoa(len(explain.Tour()))+`, on the dancing links")`, 5*time.Second)
}
