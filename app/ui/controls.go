package ui

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/player"
	"xcover/app/words"
	"xcover/dlx"
)

// RenderPlayer draws the player's controls, timeline and breakpoints, a
// keyed part of the page that renders again as the readouts do.
func (p *Playback) RenderPlayer() app.UI { return p.keyedReadout(p.renderPlayer) }

// renderPlayer draws the player's controls as they are now.
func (p *Playback) renderPlayer() app.UI {
	pl := p.host.Player()
	if pl == nil {
		return PlayerBox(false).Body(app.P().ID("narration").Class("narration").Text(p.host.Narration()))
	}
	// Handlers ask the host for the player when they run: go-app keeps a
	// button's first handler, so a closure over this render's player would
	// go stale.
	do := func(f func(*player.Player)) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			p.Transport.Pause()
			if pl := p.host.Player(); pl != nil {
				f(pl)
			}
			p.host.SyncURL(ctx)
			p.Redraw(ctx)
		}
	}
	playLabel := "Play"
	if p.Transport.Playing {
		playLabel = "Pause"
	}
	return PlayerBox(true).Body(
		app.Div().Class("row").Body(
			app.Button().ID("start").Text("|◀").Attr("aria-label", "to start").OnClick(do(func(pl *player.Player) { pl.Seek(0) })),
			app.Button().ID("back-choice").Text("◀◀").Attr("aria-label", "back one choice").OnClick(do(func(pl *player.Player) { p.backChoice(pl) })),
			app.Button().ID("back").Text("◀").Attr("aria-label", "back one event").OnClick(do(func(pl *player.Player) { p.SeekTo(pl.Pos() - 1) })),
			app.Button().ID("play").Text(playLabel).OnClick(func(ctx app.Context, e app.Event) {
				if p.Transport.Playing {
					p.Transport.Pause()
					p.host.SyncURL(ctx)
				} else {
					p.play(p.Transport.Play, nil)
					RenderSoon(ctx)
				}
			}),
			app.Button().ID("step").Text("▶").Attr("aria-label", "step one event").OnClick(do(func(pl *player.Player) { pl.Step() })),
			app.Button().ID("step-choice").Text("▶▶").Attr("aria-label", "step to the next choice").OnClick(do(func(pl *player.Player) { pl.StepChoice() })),
			app.Button().ID("to-solution").Text("To solution").OnClick(func(ctx app.Context, e app.Event) {
				p.Jump(func(e dlx.Event) bool { return e.Kind == dlx.Solution })
				RenderSoon(ctx)
			}),
			app.Button().ID("to-end").Text("To end").OnClick(func(ctx app.Context, e app.Event) {
				p.Jump(nil)
				RenderSoon(ctx)
			}),
			SpeedControls("", &p.Transport.Pace),
		),
		app.Div().Class("row").Body(
			NewTimelineInput("", "event", pl, func(ctx app.Context, v int) {
				p.SeekTo(v)
				p.Redraw(ctx)
			}, p.host.SyncURL),
			app.Span().ID("position").Text(Position("event", pl)),
		),
		app.Div().Class("row breakpoints").Body(
			app.Text("Stop at: "),
			Checkbox("break-solution", "solution", p.Breaks.Solution, func(v bool) { p.Breaks.Solution = v }),
			Checkbox("break-deadend", "dead end", p.Breaks.DeadEnd, func(v bool) { p.Breaks.DeadEnd = v }),
			app.Label().For("break-level").Text("level "),
			app.Input().ID("break-level").Type("number").Min(0).Value(p.Breaks.Level).OnChange(func(ctx app.Context, e app.Event) {
				if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && v >= 0 {
					p.Breaks.Level = v
				}
			}),
		),
		app.P().ID("narration").Class("narration").Attr("aria-live", "polite").Text(p.narration(pl)),
	)
}

// PlayerBox is the box a page draws its player in, named "player" for
// screen readers: a toolbar when it holds the player's controls, a group
// when it holds a message in their place (nothing to play, or a method
// that cannot play the rules).
func PlayerBox(controls bool) app.HTMLDiv {
	role := "group"
	if controls {
		role = "toolbar"
	}
	return app.Div().Class("player").Attr("role", role).Attr("aria-label", "player")
}

// timeline is what a player's timeline shows: Player's events or
// MethodPlayer's steps.
type timeline interface {
	Pos() int
	Known() int
	Finished() bool
}

// Position says where a player is on its timeline, counting in units:
// "event 12 of 893", "step 3 of 40+".
func Position(unit string, pl timeline) string {
	return fmt.Sprintf("%s %s of %s", unit, words.Count(int64(pl.Pos())), knownLabel(pl))
}

// Replaying is the narration while a seek replays a player's run, counting
// in units, to a place whose events it no longer keeps: "Seeking: replaying
// the events no longer kept, event 4,096 of 893,000."
func Replaying(unit string, pl timeline) string {
	return fmt.Sprintf("Seeking: replaying the %ss no longer kept, %s.", unit, Position(unit, pl))
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

// NewTimelineInput is the timeline of pl, counting in units ("event",
// "step"); prefix keeps its id apart between pages ("timeline",
// "m-timeline").
func NewTimelineInput(prefix, unit string, pl timeline, scrub func(app.Context, int), commit func(app.Context)) *timelineInput {
	return &timelineInput{
		ID: prefix + "timeline", Label: "timeline: " + unit + "s", ValueText: Position(unit, pl),
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

// Checkbox draws a labelled checkbox that calls set when toggled.
func Checkbox(id, label string, checked bool, set func(bool)) app.UI {
	return app.Label().Body(
		app.Input().ID(id).Type("checkbox").Checked(checked).OnChange(func(ctx app.Context, e app.Event) {
			set(ctx.JSSrc().Get("checked").Bool())
		}),
		app.Text(" "+label+" "),
	)
}

// SpeedControls draws the speed slider and its read-out; prefix keeps
// their ids apart between pages ("speed", "m-speed").
func SpeedControls(prefix string, p *player.Pace) app.UI {
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
