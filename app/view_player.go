package app

import (
	"fmt"
	"strconv"

	"xcover/app/player"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/words"
	"xcover/dlx"
)

// renderOutright draws the solve-outright buttons and their verdict.
func (p *Page) renderOutright() app.UI {
	run := func(max int64) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			o, err := player.NewOutright(p.puzzle, max)
			if err != nil {
				p.verdict = err.Error()
				return
			}
			p.outright, p.verdict = o, "Solving..."
			p.pause()
			p.frames.start()
		}
	}
	var solution app.UI = app.Text("")
	if o := p.outright; o != nil && o.Done && o.First.Cells != nil {
		solution = app.Pre().ID("outright-solution").Text(o.First.String())
	}
	running := p.outright != nil && !p.outright.Done
	return app.Div().Class("outright").Body(
		app.Button().ID("solve").Text("Solve").Disabled(p.board == nil).OnClick(run(1)),
		app.Button().ID("unique").Text("Check uniqueness").Disabled(p.board == nil).OnClick(run(2)),
		app.Button().ID("count").Text("Count solutions").Disabled(p.board == nil).OnClick(run(0)),
		app.Button().ID("stop-solve").Text("Stop").Disabled(!running).OnClick(func(ctx app.Context, e app.Event) {
			if p.outright != nil {
				p.outright.Cancel()
				p.verdict = verdict(p.outright)
			}
		}),
		app.Span().ID("verdict").Attr("aria-live", "polite").Text(p.verdict),
		solution,
	)
}

// renderPlayer draws the player's controls, timeline and breakpoints.
func (p *Playback) renderPlayer() app.UI {
	pl := p.host.player()
	if pl == nil {
		return app.Div().Class("player").Body(app.P().ID("narration").Text(p.host.narration()))
	}
	// Handlers ask the host for the player when they run: go-app keeps a
	// button's first handler, so a closure over this render's player would
	// go stale.
	do := func(f func(*player.Player)) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			p.pause()
			if pl := p.host.player(); pl != nil {
				f(pl)
			}
			p.host.syncURL(ctx)
			p.redraw(ctx)
		}
	}
	playLabel := "Play"
	if p.playing {
		playLabel = "Pause"
	}
	return app.Div().Class("player").Attr("role", "toolbar").Attr("aria-label", "player").Body(
		app.Div().Class("row").Body(
			app.Button().ID("start").Text("|◀").Attr("aria-label", "to start").OnClick(do(func(pl *player.Player) { pl.Seek(0) })),
			app.Button().ID("back-choice").Text("◀◀").Attr("aria-label", "back one choice").OnClick(do(func(pl *player.Player) { pl.BackChoice() })),
			app.Button().ID("back").Text("◀").Attr("aria-label", "back one event").OnClick(do(func(pl *player.Player) { pl.Back() })),
			app.Button().ID("play").Text(playLabel).OnClick(func(ctx app.Context, e app.Event) {
				if p.playing {
					p.pause()
					p.host.syncURL(ctx)
				} else {
					p.play(nil)
				}
			}),
			app.Button().ID("step").Text("▶").Attr("aria-label", "step one event").OnClick(do(func(pl *player.Player) { pl.Step() })),
			app.Button().ID("step-choice").Text("▶▶").Attr("aria-label", "step to the next choice").OnClick(do(func(pl *player.Player) { pl.StepChoice() })),
			app.Button().ID("to-solution").Text("To solution").OnClick(func(ctx app.Context, e app.Event) {
				p.jump(func(e dlx.Event) bool { return e.Kind == dlx.Solution })
			}),
			app.Button().ID("to-end").Text("To end").OnClick(func(ctx app.Context, e app.Event) { p.jump(nil) }),
			speedControls("", &p.Pace),
		),
		app.Div().Class("row").Body(
			newTimelineInput("", "event", pl, func(ctx app.Context, v int) {
				if pl := p.host.player(); pl != nil {
					p.pause()
					pl.Seek(v)
					p.redraw(ctx)
				}
			}, p.host.syncURL),
			app.Span().ID("position").Text(position("event", pl)),
		),
		app.Div().Class("row breakpoints").Body(
			app.Text("Stop at: "),
			checkbox("break-solution", "solution", p.breakSolution, func(v bool) { p.breakSolution = v }),
			checkbox("break-deadend", "dead end", p.breakDeadEnd, func(v bool) { p.breakDeadEnd = v }),
			app.Label().For("break-level").Text("level "),
			app.Input().ID("break-level").Type("number").Min(0).Value(p.breakLevel).OnChange(func(ctx app.Context, e app.Event) {
				if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && v >= 0 {
					p.breakLevel = v
				}
			}),
		),
		app.P().ID("narration").Attr("aria-live", "polite").Text(p.host.narration()),
	)
}

// timeline is what a player's timeline shows: Player's events or
// MethodPlayer's steps.
type timeline interface {
	Pos() int
	Known() int
	Finished() bool
}

// position says where a player is on its timeline, counting in units:
// "event 12 of 893", "step 3 of 40+".
func position(unit string, pl timeline) string {
	return fmt.Sprintf("%s %s of %s", unit, words.Count(int64(pl.Pos())), knownLabel(pl))
}

// timelineInput is a player's timeline: a range input from 0 to End, its
// thumb at Pos.
//
// It sets the input's value itself after each render, once the new max is
// in place: go-app sets an element's attributes in map order, and when the
// value comes before a larger max the browser clamps it to the old max,
// where it stays, as go-app thinks it set the value already.
type timelineInput struct {
	app.Compo

	// ID is the input's id; Label and ValueText name it and its position
	// for screen readers.
	ID, Label, ValueText string
	// Pos is the player's position and End the timeline's last one.
	Pos, End int
	// Scrub moves the player to position v, as the thumb moves.
	Scrub func(ctx app.Context, v int)
	// Commit runs where the thumb stops (it is let go, or a key moved
	// it): the page writes its URL.
	Commit func(ctx app.Context)
}

// newTimelineInput is the timeline of pl, counting in units ("event",
// "step"); prefix keeps its id apart between pages ("timeline",
// "m-timeline").
func newTimelineInput(prefix, unit string, pl timeline, scrub func(app.Context, int), commit func(app.Context)) *timelineInput {
	return &timelineInput{
		ID: prefix + "timeline", Label: "timeline: " + unit + "s", ValueText: position(unit, pl),
		Pos: pl.Pos(), End: scrubEnd(pl), Scrub: scrub, Commit: commit,
	}
}

// Render draws the range input.
func (t *timelineInput) Render() app.UI {
	return app.Input().ID(t.ID).Type("range").Min(0).Max(t.End).Value(t.Pos).
		Attr("aria-label", t.Label).Attr("aria-valuetext", t.ValueText).
		OnInput(func(ctx app.Context, e app.Event) {
			if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
				t.Scrub(ctx, v)
			}
		}).
		OnChange(func(ctx app.Context, e app.Event) { t.Commit(ctx) })
}

// OnMount puts the thumb at Pos.
func (t *timelineInput) OnMount(ctx app.Context) { t.placeThumb(ctx) }

// OnUpdate puts the thumb at Pos. Every render of the page updates the
// timeline: the funcs it passes never compare equal to the last ones.
func (t *timelineInput) OnUpdate(ctx app.Context) { t.placeThumb(ctx) }

// placeThumb sets the input's value to Pos once the render is done.
func (t *timelineInput) placeThumb(ctx app.Context) {
	ctx.Defer(func(app.Context) { t.JSValue().Set("value", t.Pos) })
}

// knownLabel is the run's length, or how much of it is known so far.
func knownLabel(pl timeline) string {
	if pl.Finished() {
		return words.Count(int64(pl.Known()))
	}
	return words.Count(int64(pl.Known())) + "+"
}

// scrubEnd is the timeline's last position: the run's length, one more
// while it goes on, to scrub one step into the unknown.
func scrubEnd(pl timeline) int {
	if pl.Finished() {
		return pl.Known()
	}
	return pl.Known() + 1
}

// checkbox draws a labelled checkbox that calls set when toggled.
func checkbox(id, label string, checked bool, set func(bool)) app.UI {
	return app.Label().Body(
		app.Input().ID(id).Type("checkbox").Checked(checked).OnChange(func(ctx app.Context, e app.Event) {
			set(ctx.JSSrc().Get("checked").Bool())
		}),
		app.Text(" "+label+" "),
	)
}

// renderStats draws the live stats, the nodes per level and the partial
// solution's stack, less its first forced levels (a sudoku's givens).
func (p *Playback) renderStats(forced int) app.UI {
	pl := p.host.player()
	if pl == nil {
		return app.Div().Class("stats").Text("")
	}
	st := pl.Stats()
	var peak int64 = 1
	for _, n := range st.PerLevel {
		peak = max(peak, n)
	}
	bars := make([]app.UI, 0, len(st.PerLevel))
	for l, n := range st.PerLevel {
		bars = append(bars, app.Div().Class("bar").Title(fmt.Sprintf("level %d: %s", l, words.Plural(n, "node"))).
			Style("height", fmt.Sprintf("%d%%", max(1, int(100*n/peak)))))
	}
	var stack []app.UI
	for l, k := range pl.Chosen() {
		if l < forced {
			continue
		}
		stack = append(stack, app.Li().Body(
			app.Button().Class("chosen").Text(fmt.Sprintf("L%d %s", l, pl.Problem().OptionName(k))).
				OnClick(func(ctx app.Context, e app.Event) {
					if pl := p.host.player(); pl != nil {
						p.pause()
						pl.SeekTry(l)
						p.host.syncURL(ctx)
						p.redraw(ctx)
					}
				}, app.EventScope(strconv.Itoa(l))),
		))
	}
	return app.Div().Class("stats").Body(
		app.Dl().ID("counters").Body(
			app.Dt().Text("level"), app.Dd().ID("stat-level").Text(strconv.Itoa(pl.Level())),
			app.Dt().Text("nodes"), app.Dd().ID("stat-nodes").Text(words.Count(st.Nodes)),
			app.Dt().Text("updates"), app.Dd().ID("stat-updates").Text(words.Count(st.Updates)),
			app.Dt().Text("solutions"), app.Dd().ID("stat-solutions").Text(words.Count(st.Solutions)),
			app.Dt().Text("events"), app.Dd().ID("stat-events").Text(words.Count(int64(pl.Pos()))),
		),
		app.Div().Class("levels").Body(
			app.H2().Text("Nodes per level"),
			app.Div().ID("bars").Class("bars").Body(bars...),
		),
		app.Div().Class("stack").Body(
			app.H2().Text(stackTitle(forced)),
			app.Ol().ID("stack").Body(stack...),
		),
	)
}

// stackTitle heads the partial solution's list.
func stackTitle(forced int) string {
	if forced == 0 {
		return "Partial solution"
	}
	return "Partial solution (after " + words.Plural(int64(forced), "given") + ")"
}

// speedControls draws the speed slider and its read-out; prefix keeps
// their ids apart between pages ("speed", "m-speed").
func speedControls(prefix string, p *player.Pace) app.UI {
	return app.Span().Class("speed").Body(
		app.Label().For(prefix+"speed").Text("Speed "),
		app.Input().ID(prefix+"speed").Type("range").Min(0).Max(len(player.Speeds)-1).Value(p.Speed).
			Attr("aria-valuetext", p.Label()).OnInput(func(ctx app.Context, e app.Event) {
			if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && v >= 0 && v < len(player.Speeds) {
				p.Speed = v
			}
		}),
		app.Span().ID(prefix+"speed-label").Text(p.Label()),
	)
}
