package ui

// frameState is where a Playback's frames stand: one value that decides,
// frame by frame, what a frame does besides playing the search (draw the
// pictures, let the page render, repaint the grid, rest, wait), so that no
// one frame pays for two of them on a slow machine. Its transitions are
// pure: before and after read the state and what the page tells, and
// return the next state and the frame's work (see PlayFrame).
type frameState struct {
	// settle: a play just started, in an input's task, which Chromium may
	// run the next frame's callbacks in; that frame plays nothing, so that
	// the click and a search's first slice (all of a short one) are not
	// one task.
	settle bool
	// renderNext: the last frame played the search to where it stops (the
	// end, a breakpoint); the next one renders the page there and does
	// nothing else. A frame that did both, as a short search rushed to its
	// end in one, passed 50 ms on a slow machine.
	renderNext bool
	// turn is what the next frame that plays does besides playing.
	turn frameTurn
	// redrawIn counts down the frames until the pictures are drawn (see
	// RedrawLater), 0 for none due; syncURL asks that frame to write the
	// address too.
	redrawIn int
	syncURL  bool
}

// frameTurn is what a frame that plays does besides playing: while a
// search plays, frames take turns to draw the pictures and to render the
// page, so that no one frame pays for both (on a slow machine the two
// together passed 50 ms).
type frameTurn uint8

const (
	// turnPage: render the page, or repaint the grid when the readouts
	// are not due (quiet).
	turnPage frameTurn = iota
	// turnPictures: draw the pictures.
	turnPictures
	// turnRest: go-app rendered the page in a task of its own after the
	// frame before, and the browser lays out and paints what it changed in
	// this frame's task; it plays on but neither draws nor renders.
	turnRest
)

// frameWork is what a frame does, as frameState decides it.
type frameWork struct {
	due     bool // read the events due (Due): only a settling frame does not
	redraw  bool // draw the pictures
	syncURL bool // write the page's state into the address bar
	repaint bool // write the grid's cells straight into the page (Repaint)
	play    bool // play the events due, then ask after
	prevent bool // render nothing (ctx.PreventUpdate)
	more    bool // ask for another frame
}

// started is the state once a play starts: the next frame settles, and the
// first that plays renders the page (unless the page rests from a render),
// leaving the pictures to the one after it: a short search rushed to its
// end ends in it, and then draws them once.
func (s frameState) started() frameState {
	s.settle = true
	if s.turn != turnRest {
		s.turn = turnPage
	}
	return s
}

// redrawLater is the state once the pictures are asked for in a frame of
// their own, two frames on: Chromium runs a frame's animation callbacks in
// the same task as the input that came with it, so the next frame's would
// share the click's task.
func (s frameState) redrawLater() frameState {
	s.redrawIn = 2
	return s
}

// before decides a frame's work up to playing: playing tells whether the
// player is playing, player whether the page has one.
func (s frameState) before(playing, player bool) (frameState, frameWork) {
	if s.settle && playing {
		s.settle = false
		return s, frameWork{prevent: true, more: true}
	}
	w := frameWork{due: true}
	if s.renderNext {
		s.renderNext = false
		w.more = true
		return s, w
	}
	if s.redrawIn > 0 {
		if s.redrawIn--; s.redrawIn > 0 {
			w.prevent, w.more = true, true
			return s, w
		}
		w.redraw = true
		w.syncURL, s.syncURL = s.syncURL, false
		w.prevent = !playing // the page rendered in the frame before: this one draws only
	}
	w.play = playing && player
	return s, w
}

// after decides the work of a frame that played, once it has: playing
// tells whether the player plays on, quiet whether the page can repaint
// its grid rather than render (asked only when that is the question).
func (s frameState) after(playing bool, quiet func() bool) (frameState, frameWork) {
	w := frameWork{prevent: true, more: true}
	if !playing { // the end, or a breakpoint: the page next, then the pictures and the address
		s.syncURL, s.renderNext = true, true
		return s.redrawLater(), w
	}
	switch s.turn {
	case turnRest:
		s.turn = turnPictures
	case turnPictures:
		w.redraw, s.turn = true, turnPage
	default:
		if quiet() {
			w.repaint, s.turn = true, turnPictures
		} else {
			w.prevent, s.turn = false, turnRest
		}
	}
	return s, w
}
