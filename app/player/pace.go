package player

import (
	"math"

	"xcover/app/words"
)

// Pace turns a player's speed into the steps due at each animation frame.
type Pace struct {
	Speed int     // index in Speeds
	carry float64 // steps owed to the next frame
	last  float64 // the previous frame's timestamp, ms
	// Rush is set during a jump ("To end", "To solution"): it plays as
	// fast as the browser allows, past the breakpoints, and leaves the
	// speed and the breakpoints as the user set them. Pausing ends it.
	Rush bool
}

// Resume forgets the frames before, as playing starts.
func (p *Pace) Resume() { p.carry, p.last, p.Rush = 0, 0, false }

// Due returns how many steps are due at the frame at time now (ms): the
// time since the previous frame (a 60 Hz frame for the first, at most
// 250 ms) at the speed; without limit at full speed.
func (p *Pace) Due(now float64) int {
	dt := 1000.0 / 60
	if p.last > 0 {
		dt = min(now-p.last, 250)
	}
	p.last = now
	speed := Speeds[p.Speed]
	if speed == 0 || p.Rush {
		return math.MaxInt
	}
	p.carry += speed * dt / 1000
	due := int(p.carry)
	p.carry -= float64(due)
	return due
}

// Label writes the speed for people: "100/s", or "max".
func (p *Pace) Label() string {
	if s := Speeds[p.Speed]; s > 0 {
		return words.Count(int64(s)) + "/s"
	}
	return "max"
}

// Speeds are the player's speeds in events per second; the last, 0, is as
// fast as the browser allows.
var Speeds = []float64{1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6, 0}
