package app

import (
	"math"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// pace turns a player's speed into the steps due at each animation frame.
type pace struct {
	speed int     // index in Speeds
	carry float64 // steps owed to the next frame
	last  float64 // the previous frame's timestamp, ms
	// rush is set during a jump ("To end", "To solution"): it plays as
	// fast as the browser allows, past the breakpoints, and leaves the
	// speed and the breakpoints as the user set them. Pausing ends it.
	rush bool
}

// resume forgets the frames before, as playing starts.
func (p *pace) resume() { p.carry, p.last, p.rush = 0, 0, false }

// due returns how many steps are due at the frame at time now (ms): the
// time since the previous frame (a 60 Hz frame for the first, at most
// 250 ms) at the speed; without limit at full speed.
func (p *pace) due(now float64) int {
	dt := 1000.0 / 60
	if p.last > 0 {
		dt = min(now-p.last, 250)
	}
	p.last = now
	speed := Speeds[p.speed]
	if speed == 0 || p.rush {
		return math.MaxInt
	}
	p.carry += speed * dt / 1000
	due := int(p.carry)
	p.carry -= float64(due)
	return due
}

// label writes the speed for people: "100/s", or "max".
func (p *pace) label() string {
	if s := Speeds[p.speed]; s > 0 {
		return formatCount(int64(s)) + "/s"
	}
	return "max"
}

// speedControls draws the speed slider and its read-out; prefix keeps
// their ids apart between pages ("speed", "m-speed").
func (p *pace) speedControls(prefix string) app.UI {
	return app.Span().Class("speed").Body(
		app.Label().For(prefix+"speed").Text("Speed "),
		app.Input().ID(prefix+"speed").Type("range").Min(0).Max(len(Speeds)-1).Value(p.speed).
			Attr("aria-valuetext", p.label()).OnInput(func(ctx app.Context, e app.Event) {
			if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && v >= 0 && v < len(Speeds) {
				p.speed = v
			}
		}),
		app.Span().ID(prefix+"speed-label").Text(p.label()),
	)
}
