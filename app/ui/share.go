package ui

import "time"

// The frames a page aims at, and how far a frame's interval may stretch
// before the frames' work counts as too much for the machine.
const (
	frameTime = 1000.0 / 60 // ms
	lateFrame = 1.5 * frameTime
	onTime    = 1.2 * frameTime
	// minShare is the least share of its budgets a frame loop grants.
	minShare = 0.1
)

// frameShare adapts the work a frame loop does each frame to the machine
// it runs on: the budgets (PlayBudget, SolveBudget) are the most for a
// fast machine, and a frame gets a share of them. Each frame that comes
// late (the last one's work, the page's rendering and the browser's
// painting took more than the frame time) cuts the share by a third; each
// on time gives some back, up to all of it. On a machine twice as slow,
// where drawing a frame costs twice as much, the share settles where the
// frames fit again, so the page stays smooth instead of dropping frames
// and making long tasks.
type frameShare struct {
	share float64 // of the budgets, in (minShare, 1]
	last  float64 // the last frame's time (ms), 0 when there was none
}

// newFrameShare grants all of the budgets at first.
func newFrameShare() frameShare { return frameShare{share: 1} }

// frame takes the time (ms) of a frame that comes while the loop runs.
func (s *frameShare) frame(now float64) {
	if s.last > 0 {
		switch gap := now - s.last; {
		case gap > lateFrame:
			s.share = max(minShare, s.share*2/3)
		case gap < onTime:
			s.share = min(1, s.share+0.05)
		}
	}
	s.last = now
}

// pause forgets the last frame: the loop stopped, and the gap until it
// starts again says nothing of the machine.
func (s *frameShare) pause() { s.last = 0 }

// budget is the share of the budget max that a frame may spend.
func (s *frameShare) budget(max time.Duration) time.Duration {
	return time.Duration(float64(max) * s.share)
}
