package ui

import (
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/app/words"
	"xcover/dlx"
)

// RenderStats draws the live stats, the nodes per level and the partial
// solution's stack, less its first forced levels (a sudoku's givens).
// While playing, the nodes per level and the stack are redrawn a few times
// a second (see panels), the counters as the readouts are (readoutKey);
// while playing fast, not in a frame that renders the readouts anew.
func (p *Playback) RenderStats(forced int) app.UI {
	pl := p.host.Player()
	if pl == nil {
		return app.Div().Class("stats").Text("")
	}
	version := p.panels.version
	staggered := p.fast() && p.readout.fresh && p.panels.problem == pl.Problem()
	if !p.held && !staggered {
		version = p.panels.take(pl, p.Transport.Playing, forced)
	}
	return app.Div().Class("stats").Body(
		p.keyedReadout(p.renderCounters),
		Keyed(strconv.Itoa(version), p.renderPanels),
	)
}

// renderCounters draws the counters as the player stands now.
func (p *Playback) renderCounters() app.UI {
	pl := p.host.Player()
	if pl == nil {
		return app.Dl().ID("counters").Class("counters")
	}
	st := pl.Stats()
	return app.Dl().ID("counters").Class("counters").Body(
		app.Dt().Text("level"), app.Dd().ID("stat-level").Text(strconv.Itoa(pl.Level())),
		app.Dt().Text("nodes"), app.Dd().ID("stat-nodes").Text(words.Count(st.Nodes)),
		app.Dt().Text("updates"), app.Dd().ID("stat-updates").Text(words.Count(st.Updates)),
		app.Dt().Text("solutions"), app.Dd().ID("stat-solutions").Text(words.Count(st.Solutions)),
		app.Dt().Text("events"), app.Dd().ID("stat-events").Text(words.Count(int64(pl.Pos()))),
	)
}

// renderPanels draws the nodes per level and the stack as last taken: a
// keyed part, which renders again only when they change. The bars are
// drawn in their canvas after the page renders (drawBars); each level of
// the stack is a keyed part of its own, so that a change deep in the
// search renders the levels it changed, not the whole stack.
func (p *Playback) renderPanels() app.UI {
	perLevel, chosen, forced, m := p.panels.perLevel, p.panels.chosen, p.panels.forced, p.panels.problem
	var stack []app.UI
	for l, k := range chosen {
		if l < forced {
			continue
		}
		i := l - forced
		stack = append(stack, Keyed(chosenLabel(m, l, k), func() app.UI { return p.renderChosen(i) }))
	}
	return app.Div().Class("panels").Body(
		app.Div().Class("levels").Body(
			app.H2().Text("Nodes per level"),
			app.Canvas().ID("bars").Class("bars").Attr("role", "img").Aria("label", barsLabel(perLevel)).
				DataSet("levels", len(perLevel)).OnMouseMove(p.onBarsPointer),
		),
		app.Div().Class("stack").Body(
			app.H2().Text(StackTitle(forced)),
			app.Ol().ID("stack").Body(stack...),
		),
	)
}

// renderChosen draws the i-th level of the stack, past the levels left
// out, as last taken: a button that goes back to where its option was
// tried.
func (p *Playback) renderChosen(i int) app.UI {
	l := p.panels.forced + i
	if l >= len(p.panels.chosen) {
		return app.Li()
	}
	return app.Li().Body(
		app.Button().Class("chosen").Text(chosenLabel(p.panels.problem, l, p.panels.chosen[l])).
			OnClick(func(ctx app.Context, e app.Event) {
				p.SeekTry(l)
				p.host.SyncURL(ctx)
				p.Redraw(ctx)
			}, app.EventScope(strconv.Itoa(l))),
	)
}

// chosenLabel names option k of m, chosen at level l, in the stack.
func chosenLabel(m *dlx.Problem, l, k int) string {
	return fmt.Sprintf("L%d %s", l, problem.OptionLabel(m, k))
}

// barsLabel names the nodes per level for screen readers: how many
// levels, and the one with the most nodes.
func barsLabel(perLevel []int64) string {
	if len(perLevel) == 0 {
		return "Nodes per level: none yet"
	}
	most := 0
	for l, n := range perLevel {
		if n > perLevel[most] {
			most = l
		}
	}
	return fmt.Sprintf("Nodes per level: %s, the most at level %d (%s)", words.Plural(int64(len(perLevel)), "level"), most, words.Plural(perLevel[most], "node"))
}

// barsShown is what the nodes-per-level canvas shows.
type barsShown struct {
	canvas  app.Value
	version int // the panels' version drawn
}

// drawBars paints the nodes per level, as last taken, into their canvas,
// at the screen's pixel density and its size as last laid out (Sized),
// when they, the canvas or its size changed: a column of bars at a time
// (draw.BarColumns), so that a chart of more levels than pixels costs the
// pixels.
func (p *Playback) drawBars() {
	canvas := Element("bars")
	if !canvas.Truthy() || (p.bars.canvas != nil && p.bars.canvas.Equal(canvas) && p.bars.version == p.panels.version) {
		return
	}
	cssW, cssH, _ := p.Sized.Size("bars")
	p.bars = barsShown{canvas, p.panels.version}
	ratio := max(1, Global("devicePixelRatio").Float())
	w, h := int(cssW*ratio), int(cssH*ratio)
	if canvas.Get("width").Int() != w || canvas.Get("height").Int() != h {
		canvas.Set("width", w)
		canvas.Set("height", h)
	}
	c2d := canvas.Call("getContext", "2d")
	c2d.Call("clearRect", 0, 0, w, h)
	b := schemePalette().Branch
	c2d.Set("fillStyle", fmt.Sprintf("rgb(%d,%d,%d)", b.R, b.G, b.B))
	for _, bar := range draw.BarColumns(draw.LevelBars(p.panels.perLevel, w, h)) {
		c2d.Call("fillRect", bar.X, h-bar.H, bar.W, bar.H)
	}
}

// onBarsPointer names the level under the pointer, and its nodes, in the
// chart's tooltip.
func (p *Playback) onBarsPointer(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	canvas := ctx.JSSrc()
	perLevel := p.panels.perLevel
	box := canvas.Call("getBoundingClientRect")
	width := box.Get("width").Float()
	if width <= 0 {
		return
	}
	w := canvas.Get("width").Int()
	x := (e.Get("clientX").Float() - box.Get("left").Float()) * float64(w) / width
	title := ""
	if l := draw.LevelAt(len(perLevel), w, int(x)); l >= 0 {
		title = fmt.Sprintf("level %d: %s", l, words.Plural(perLevel[l], "node"))
	}
	if canvas.Call("getAttribute", "title").String() != title {
		canvas.Call("setAttribute", "title", title)
	}
}

// StackTitle heads the partial solution's list.
func StackTitle(forced int) string {
	if forced == 0 {
		return "Partial solution"
	}
	return "Partial solution (after " + words.Plural(int64(forced), "given") + ")"
}

// PanelsEvery is how often, while playing, the nodes per level, the stack
// and the matrix page's links view are redrawn: nobody reads 81 bars and 81 options changing at 60
// frames/s, and redrawing them took two thirds of a frame at full speed.
const PanelsEvery = 125 * time.Millisecond

// panels is what the nodes-per-level bars and the stack last showed.
type panels struct {
	problem  *dlx.Problem // the player's problem they were taken from
	forced   int          // the levels the stack leaves out
	perLevel []int64
	chosen   []int
	taken    time.Time
	version  int // changes whenever what they show does
}

// fresh reports whether the panels last taken still stand for pl: while
// it plays, for PanelsEvery.
func (s *panels) fresh(pl *player.Player, playing bool, forced int) bool {
	return playing && s.problem == pl.Problem() && s.forced == forced && time.Since(s.taken) < PanelsEvery
}

// take brings the nodes per level and the partial solution up to date:
// to the player's own, or while playing every PanelsEvery. It returns
// their version, which changes when they do (or forced does).
func (s *panels) take(pl *player.Player, playing bool, forced int) int {
	if s.fresh(pl, playing, forced) {
		return s.version
	}
	s.taken = time.Now()
	perLevel, chosen := pl.Stats().PerLevel, pl.Chosen()
	if s.problem == pl.Problem() && s.forced == forced && slices.Equal(s.perLevel, perLevel) && slices.Equal(s.chosen, chosen) {
		return s.version
	}
	s.problem, s.forced = pl.Problem(), forced
	s.perLevel = append(s.perLevel[:0], perLevel...)
	s.chosen = append(s.chosen[:0], chosen...)
	s.version++
	return s.version
}
