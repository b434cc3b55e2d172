package ui

import (
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/player"
	"xcover/app/problem"
	"xcover/app/words"
	"xcover/dlx"
)

// RenderStats draws the live stats, the nodes per level and the partial
// solution's stack, less its first forced levels (a sudoku's givens).
// While playing, the nodes per level and the stack are redrawn a few times
// a second (see panels), the counters as the readouts are (readoutKey).
func (p *Playback) RenderStats(forced int) app.UI {
	pl := p.host.Player()
	if pl == nil {
		return app.Div().Class("stats").Text("")
	}
	version := p.panels.take(pl, p.Playing, forced)
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
// keyed part, which renders again only when they change.
func (p *Playback) renderPanels() app.UI {
	perLevel, chosen, forced, m := p.panels.perLevel, p.panels.chosen, p.panels.forced, p.panels.problem
	var peak int64 = 1
	for _, n := range perLevel {
		peak = max(peak, n)
	}
	bars := make([]app.UI, 0, len(perLevel))
	for l, n := range perLevel {
		bars = append(bars, app.Div().Class("bar").Title(fmt.Sprintf("level %d: %s", l, words.Plural(n, "node"))).
			Style("height", fmt.Sprintf("%d%%", max(1, int(100*n/peak)))))
	}
	var stack []app.UI
	for l, k := range chosen {
		if l < forced {
			continue
		}
		stack = append(stack, app.Li().Body(
			app.Button().Class("chosen").Text(fmt.Sprintf("L%d %s", l, problem.OptionLabel(m, k))).
				OnClick(func(ctx app.Context, e app.Event) {
					p.SeekTry(l)
					p.host.SyncURL(ctx)
					p.Redraw(ctx)
				}, app.EventScope(strconv.Itoa(l))),
		))
	}
	return app.Div().Class("panels").Body(
		app.Div().Class("levels").Body(
			app.H2().Text("Nodes per level"),
			app.Div().ID("bars").Class("bars").Body(bars...),
		),
		app.Div().Class("stack").Body(
			app.H2().Text(StackTitle(forced)),
			app.Ol().ID("stack").Body(stack...),
		),
	)
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
	problem  *dlx.Matrix // the player's problem they were taken from
	forced   int         // the levels the stack leaves out
	perLevel []int64
	chosen   []int
	taken    time.Time
	version  int // changes whenever what they show does
}

// take brings the nodes per level and the partial solution up to date:
// to the player's own, or while playing every PanelsEvery. It returns
// their version, which changes when they do (or forced does).
func (s *panels) take(pl *player.Player, playing bool, forced int) int {
	if playing && s.problem == pl.Problem() && s.forced == forced && time.Since(s.taken) < PanelsEvery {
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
