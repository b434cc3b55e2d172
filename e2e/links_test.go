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
	"xcover/app/player/playertest"
	"xcover/app/problem"
	"xcover/app/puzzle"
	"xcover/dlx"
	"xcover/sudoku/format"
)

// shownNode and shownArrow are what a links canvas shows of a node and a
// link, as the page's script holds them (xcoverLinks.scene) and draws them.
type shownNode struct {
	Node  int32    `json:"node"`
	Label []string `json:"label"`
	Out   bool     `json:"out"`
	Role  string   `json:"role"`
}

type shownArrow struct {
	From  int32  `json:"from"`
	To    int32  `json:"to"`
	Dir   string `json:"dir"`
	Off   bool   `json:"off"`
	Lit   bool   `json:"lit"`
	Delay int    `json:"delay"`
}

// shown is a links canvas's picture.
type shown struct {
	W      float64      `json:"w"`
	H      float64      `json:"h"`
	Scale  float64      `json:"scale"`
	Nodes  []shownNode  `json:"nodes"`
	Arrows []shownArrow `json:"arrows"`
}

// sceneOf reads what the links canvas with that id shows.
func (p *page) sceneOf(id string) shown {
	p.t.Helper()
	return evalJS[shown](p, `xcoverLinks.scene(`+jsString(id)+`) ?? {nodes: [], arrows: []}`)
}

// lit counts the lit links of a picture.
func (s shown) lit() (n int) {
	for _, a := range s.Arrows {
		if a.Lit {
			n++
		}
	}
	return n
}

// out counts the nodes a picture dims: those out of their lists.
func (s shown) out() (n int) {
	for _, x := range s.Nodes {
		if x.Out {
			n++
		}
	}
	return n
}

// sameDrawing checks that the picture shows the nodes, labels, roles and
// links of links l: what the engine holds at the player's position.
func sameDrawing(t *testing.T, l *explain.Links, s shown, msg string) {
	t.Helper()
	want := draw.NewLinksPicture(l, nil).Scene()
	var nodes, got []shownNode
	for _, n := range want.Nodes {
		nodes = append(nodes, shownNode{Node: n.Node, Label: n.Label, Out: n.Out, Role: n.Role})
	}
	got = append(got, s.Nodes...)
	assert.ElementsMatch(t, nodes, got, "%s: the nodes and their labels", msg)
	var arrows, gotArrows []shownArrow
	for _, a := range want.Arrows {
		arrows = append(arrows, shownArrow{From: a.From, To: a.To, Dir: a.Dir, Off: a.Off})
	}
	for _, a := range s.Arrows {
		gotArrows = append(gotArrows, shownArrow{From: a.From, To: a.To, Dir: a.Dir, Off: a.Off})
	}
	assert.ElementsMatch(t, arrows, gotArrows, "%s: the links", msg)
}

// seedAt is the seed example's player, as the matrix page runs it, at
// position pos.
func seedAt(t *testing.T, pos int) *player.Player {
	t.Helper()
	m := playertest.Links(t, problem.SeedExample())
	pl := player.NewPlayer(m, dlx.Options{Seed: 1}, 0)
	pl.Seek(pos)
	require.Equal(t, pos, pl.Pos())
	return pl
}

// wholeAt is the whole figure of the player's links, as the matrix page
// draws it.
func wholeAt(t *testing.T, pl *player.Player) *explain.Links {
	t.Helper()
	l, err := explain.NewLinks(pl.Links())
	require.NoError(t, err)
	l.Focus = explain.StepFocus(pl.Branching(), pl.Level(), pl.Chosen())
	return l
}

// lensAt is the lens on the player's step, as the page draws it on the
// canvas with that id: of the size the page picked for the canvas's room
// (its data-lens, see ui.LensFor).
func (p *page) lensAt(id string, pl *player.Player) *explain.Links {
	p.t.Helper()
	var size explain.LensSize
	lens := evalJS[string](p, `document.getElementById(`+jsString(id)+`).dataset.lens ?? ""`)
	_, err := fmt.Sscan(lens, &size.Items, &size.Options)
	require.NoError(p.t, err, "the lens's size on #%s: %q", id, lens)
	var r explain.Reader
	return r.Lens(pl.Links(), explain.StepFocus(pl.Branching(), pl.Level(), pl.Chosen()), size)
}

// atEvent waits until the player's position is event k.
func (p *page) atEvent(k int) {
	p.t.Helper()
	p.waitFor(`document.getElementById("position").innerText.startsWith("event `+strconv.Itoa(k)+` ")`, 5*time.Second)
}

// TestE2EDancingLinks checks the links picture on the matrix page: it
// draws the engine's links on the seed example, every node labelled as in
// Knuth's figure, after covers and after stepping back, the last cover's
// links lit in turn and the covered nodes dimmed; a node picked with the
// keyboard or the pointer names its fields below; and the picture
// animates smoothly with the CPU throttled, 7 queens played and rushed.
func TestE2EDancingLinks(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	label, _ := p.attr("#links", "aria-label")
	assert.True(t, strings.HasPrefix(label, "Dancing links"), label)
	p.waitFor(`xcoverLinks.scene("links")?.arrows.length > 0`, 5*time.Second)
	sameDrawing(t, wholeAt(t, seedAt(t, 0)), p.sceneOf("links"), "at the start")
	for range 5 { // a branch, its cover, a try and its other items' covers
		p.click("#step")
	}
	p.atEvent(5)
	s := p.sceneOf("links")
	sameDrawing(t, wholeAt(t, seedAt(t, 5)), s, "after covers")
	assert.Positive(t, s.lit(), "the last cover's links are lit")
	assert.Positive(t, s.out(), "covered nodes are dimmed")
	// One step back, over a cover: its links come back one after another,
	// in the reverse of the order the cover took them out.
	p.click("#back")
	p.atEvent(4)
	delayed := 0
	for _, a := range p.sceneOf("links").Arrows {
		if a.Lit && a.Delay > 0 {
			delayed++
		}
	}
	assert.Greater(t, delayed, 1, "an uncover's links light up in turn")
	p.click("#back")
	p.atEvent(3)
	sameDrawing(t, wholeAt(t, seedAt(t, 3)), p.sceneOf("links"), "stepping back undoes the dance")

	// The keyboard walks the links: focus picks the root, the right arrow
	// follows its right link; the fields show as they are at each step.
	p.focusOn("links")
	at3 := wholeAt(t, seedAt(t, 3))
	p.textIs("#links-fields", at3.Describe(0), "the root's fields")
	p.press(kb.ArrowRight)
	f, _ := at3.Fields(0)
	p.textIs("#links-fields", at3.Describe(f.Right), "the node the root's right link points at")
	assert.Regexp(t, `^node \d+ \(.*\): up \d+, down \d+, left \d+, right \d+, len \d+$`, p.text("#links-fields"))
	p.press(kb.Home)
	p.textIs("#links-fields", at3.Describe(0), "Home goes back to the root")
	pos := 3
	for at := wholeAt(t, seedAt(t, pos)); at.Describe(0) == at3.Describe(0); at = wholeAt(t, seedAt(t, pos)) {
		require.Less(t, pos, 30, "thirty steps leave the root's links as they were")
		p.click("#step")
		pos++
	}
	p.atEvent(pos)
	p.textIs("#links-fields", wholeAt(t, seedAt(t, pos)).Describe(0), "the root's fields after steps")
	// The pointer picks a node: the middle of the tried option's first.
	p.hoverLinkNode("links", wholeAt(t, seedAt(t, pos)).OptionNodes(0)[0])
	assert.Contains(t, p.text("#links-fields"), "(option A, item 0)")
	p.screenshotOf("matrix", laptop, "links-stepped")

	// Four queens, and seven, the most queens the view draws whole: the
	// view animates the search smoothly, played at the page's pace and
	// rushed to the end, and ends showing the engine's links.
	for _, n := range []int{4, 7} {
		m := playertest.Links(t, problem.Queens(n))
		p.click("#mpreset-1")
		p.setValue("#mpreset-size-1", strconv.Itoa(n), "change")
		p.waitFor(fmt.Sprintf(`document.getElementById("matrix-size").innerText == "%d options x %d items"`, m.Problem().Options(), m.Problem().Items()), 5*time.Second)
		p.settle()  // what loading the preset left to do is not what is measured
		if n == 7 { // 3,943 events: seconds of dancing at 500 a second
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
		p.waitFor(`xcoverLinks.scene("links")?.nodes.length == `+strconv.Itoa(len(wholeAt(t, pl).Nodes)), 5*time.Second)
		sameDrawing(t, wholeAt(t, pl), p.sceneOf("links"), fmt.Sprintf("%d queens at the end", n))
	}
	p.screenshotOf("matrix", laptop, "links-7-queens-end")
}

// hoverLinkNode moves the pointer over node id of the links canvas.
func (p *page) hoverLinkNode(canvas string, id int32) {
	p.t.Helper()
	require.True(p.t, evalJS[bool](p, `(() => {
		const c = document.getElementById(`+jsString(canvas)+`), s = xcoverLinks.scene(c.id);
		const n = s.nodes.find(n => n.node == `+strconv.Itoa(int(id))+`), r = c.getBoundingClientRect();
		return c.dispatchEvent(new MouseEvent("mousemove", {bubbles: true,
			clientX: r.left + (n.x + n.w / 2) * s.scale, clientY: r.top + (n.y + n.h / 2) * s.scale}));
	})()`), "hovering node %d", id)
}

// TestE2ELens checks the lens on the sudoku page: toggled in place of the
// matrix, on the first screen at 1280x800, named for screen readers, it
// shows the engine's links around the step at every position forwards and
// back, in the problem's words, says what it leaves out, and plays
// smoothly with the CPU throttled. On the matrix page a problem too big to
// draw whole gets the lens.
func TestE2ELens(t *testing.T) {
	g, _, err := format.Parse(puzzle.Presets[0].Puzzle, format.Options{})
	require.NoError(t, err)
	b, err := player.NewBoard(g, dlx.Options{})
	require.NoError(t, err)
	pl := b.Player

	p := newPage(t)
	p.open("/")
	p.click("#show-lens")
	p.waitVisible("#lens")
	label, _ := p.attr("#lens", "aria-label")
	assert.True(t, strings.HasPrefix(label, "Dancing links"), label)
	p.click("#to-solution")
	p.waitFor(`document.getElementById("narration").innerText.startsWith("Solution")`, 10*time.Second)
	lensIs := func(k int, how string) {
		t.Helper()
		p.atEvent(k)
		pl.Seek(k)
		l := p.lensAt("lens", pl)
		p.waitFor(`xcoverLinks.scene("lens")?.nodes.length == `+strconv.Itoa(len(l.Nodes)), 5*time.Second)
		sameDrawing(t, l, p.sceneOf("lens"), fmt.Sprintf("the lens at event %d, %s", k, how))
		label, _ := p.attr("#lens", "aria-label")
		if l.Focus.Item >= 0 {
			assert.True(t, strings.HasPrefix(label, "Dancing links lens: item "), "event %d: %s", k, label)
		}
		if l.MoreItems+l.MoreOptions > 0 {
			assert.Contains(t, p.text("#lens-more"), "more", "event %d: what the lens leaves out", k)
		}
	}
	for _, k := range []int{190, 240, 210, 230} { // past the givens, where the search branches
		p.setValue("#timeline", strconv.Itoa(k), "input")
		lensIs(k, "by the timeline")
	}
	for k := 231; k <= 238; k++ {
		p.click("#step")
		lensIs(k, "stepped forwards")
	}
	for k := 237; k >= 229; k-- {
		p.click("#back")
		lensIs(k, "stepped back")
	}
	b2 := p.boxOf("#lens")
	assert.True(t, b2.Top >= 0 && b2.Bottom <= viewportHeight && b2.Right <= viewportWidth, "the lens on the first screen: %+v", b2)
	p.screenshotOf("sudoku", laptop, "lens-stepped") // TestE2EPagesFitTheWindow writes the "lens" state
	// The picture tells when its worker has drawn what was sent to it
	// (screenshots wait for it): not yet just after a message, soon after.
	assert.Equal(t, []bool{true, false}, evalJS[[]bool](p, `(() => {
		const before = xcoverLinks.drawn();
		xcoverLinks.focus("lens", -1);
		return [before, xcoverLinks.drawn()];
	})()`), "drawn before a message, and not just after it")
	p.waitFor(`xcoverLinks.drawn() && xcoverLinks.scene("lens").drawn`, 5*time.Second)

	// Stepping over a cover lights its links, those the lens shows, in
	// the engine's order: the first cover after event 229 that moves one.
	pl.Seek(229)
	lit := 0
	for lit == 0 {
		e, ok := pl.Next()
		require.True(t, ok, "a cover that lights the lens's links")
		before := draw.NewLinksPicture(p.lensAt("lens", pl), nil)
		_, order := before.Links().Dance(e)
		require.True(t, pl.Step())
		edits, same := before.Edits(p.lensAt("lens", pl), order)
		if e.Kind != dlx.Cover || !same {
			continue
		}
		for _, ed := range edits {
			if ed.Attr == "lit" && ed.Value != "" {
				lit++
			}
		}
	}
	p.setValue("#timeline", strconv.Itoa(pl.Pos()-1), "input")
	p.atEvent(pl.Pos() - 1)
	p.click("#step")
	p.atEvent(pl.Pos())
	p.waitFor(`xcoverLinks.scene("lens").arrows.filter(a => a.lit).length == `+strconv.Itoa(lit), 5*time.Second)

	p.click("#preset-3") // empty: a long run, past every solution
	if evalJS[bool](p, `document.getElementById("break-solution").checked`) {
		p.click("#break-solution")
	}
	p.click("#play")
	p.staysSmooth("the lens played at "+p.text("#speed-label"), 2*time.Second)
	p.click("#play")

	// The matrix page: 8 queens is too big to draw whole.
	p = newPage(t)
	p.open("/matrix")
	p.click("#mpreset-1")
	p.waitFor(`document.getElementById("matrix-size").innerText == "64 options x 46 items"`, 5*time.Second)
	for range 8 {
		p.click("#step")
	}
	p.atEvent(8)
	m := playertest.Links(t, problem.Queens(8))
	q := player.NewPlayer(m, dlx.Options{Seed: 1}, 0)
	q.Seek(8)
	p.waitFor(`xcoverLinks.scene("links")?.nodes.length == `+strconv.Itoa(len(p.lensAt("links", q).Nodes)), 5*time.Second)
	sameDrawing(t, p.lensAt("links", q), p.sceneOf("links"), "8 queens' lens")
	label, _ = p.attr("#links", "aria-label")
	assert.True(t, strings.HasPrefix(label, "Dancing links lens"), label)
	p.screenshotOf("matrix", laptop, "lens-8-queens")
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
		assert.Positive(t, len(p.sceneOf("links").Arrows), "stop %d draws the links", stops+1)
		if stops == 2 {
			p.screenshotOf("matrix", laptop, "tour-stop-3")
		}
	}
	assert.Equal(t, len(explain.Tour())-1, stops)
	assert.Equal(t, "report the solution; return", evalJS[string](p, litLine))
	assert.Equal(t, []string{"L0 B", "L1 D", "L2 F"}, evalJS[[]string](p, `Array.from(document.querySelectorAll("#stack .chosen")).map(b => b.innerText)`))
	href, _ := p.attr("#tour-sudoku", "href")
	assert.Equal(t, "./", href)
	p.screenshotOf("matrix", laptop, "tour-end")

	p.open("/matrix")
	p.waitVisible("#tour-start")
	assert.False(t, p.exists("#tour-offer"), "offered on the first visit only")
}
