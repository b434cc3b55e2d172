package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFrameStateBefore(t *testing.T) {
	tests := []struct {
		name            string
		s               frameState
		playing, player bool
		want            frameState
		work            frameWork
	}{
		{"idle: nothing to do, the page renders", frameState{}, false, true,
			frameState{}, frameWork{due: true}},
		{"playing: play", frameState{turn: turnPictures}, true, true,
			frameState{turn: turnPictures}, frameWork{due: true, play: true}},
		{"playing without a player: nothing", frameState{}, true, false,
			frameState{}, frameWork{due: true}},
		{"a play's first frame settles: nothing, not even the time", frameState{settle: true}, true, true,
			frameState{}, frameWork{prevent: true, more: true}},
		{"settling waits for a play", frameState{settle: true}, false, true,
			frameState{settle: true}, frameWork{due: true}},
		{"after the stop, the page renders and nothing else", frameState{renderNext: true, redrawIn: 2, syncURL: true}, false, true,
			frameState{redrawIn: 2, syncURL: true}, frameWork{due: true, more: true}},
		{"a redraw two frames on waits a frame", frameState{redrawIn: 2, syncURL: true}, false, true,
			frameState{redrawIn: 1, syncURL: true}, frameWork{due: true, prevent: true, more: true}},
		{"a redraw due, stopped: draw and write the address only", frameState{redrawIn: 1, syncURL: true}, false, true,
			frameState{}, frameWork{due: true, redraw: true, syncURL: true, prevent: true}},
		{"a redraw due while playing: draw, and play on", frameState{redrawIn: 1, turn: turnRest}, true, true,
			frameState{turn: turnRest}, frameWork{due: true, redraw: true, play: true}},
		{"settling comes before the stop's render", frameState{settle: true, renderNext: true}, true, true,
			frameState{renderNext: true}, frameWork{prevent: true, more: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, w := tt.s.before(tt.playing, tt.player)
			assert.Equal(t, tt.want, s)
			assert.Equal(t, tt.work, w)
		})
	}
}

func TestFrameStateAfter(t *testing.T) {
	tests := []struct {
		name    string
		s       frameState
		playing bool
		quiet   bool
		want    frameState
		work    frameWork
	}{
		{"the play stopped: render next, then draw and write the address two frames on", frameState{turn: turnPage}, false, false,
			frameState{turn: turnPage, renderNext: true, redrawIn: 2, syncURL: true}, frameWork{prevent: true, more: true}},
		{"pictures' turn: draw them, the page's next", frameState{turn: turnPictures}, true, false,
			frameState{turn: turnPage}, frameWork{redraw: true, prevent: true, more: true}},
		{"page's turn, readouts due: render, then rest", frameState{turn: turnPage}, true, false,
			frameState{turn: turnRest}, frameWork{more: true}},
		{"page's turn, quiet: repaint the grid, the pictures' next", frameState{turn: turnPage}, true, true,
			frameState{turn: turnPictures}, frameWork{repaint: true, prevent: true, more: true}},
		{"rest after a render: nothing, the pictures' next", frameState{turn: turnRest}, true, true,
			frameState{turn: turnPictures}, frameWork{prevent: true, more: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			asked := false
			s, w := tt.s.after(tt.playing, func() bool { asked = true; return tt.quiet })
			assert.Equal(t, tt.want, s)
			assert.Equal(t, tt.work, w)
			assert.Equal(t, tt.playing && tt.s.turn == turnPage, asked, "quiet is asked only on the page's turn")
		})
	}
}

func TestFrameStateStarted(t *testing.T) {
	assert.Equal(t, frameState{settle: true, turn: turnPage}, frameState{turn: turnPictures}.started(),
		"a play renders the page first, the pictures after")
	assert.Equal(t, frameState{settle: true, turn: turnRest}, frameState{turn: turnRest}.started(),
		"a page resting from a render rests first")
	assert.Equal(t, frameState{redrawIn: 2, turn: turnPage}, frameState{turn: turnPage}.redrawLater())
}

// TestFramePlayCycle follows a play from its start to its stop, frame by
// frame: settle, then the page, the pictures, the page again (a render,
// then a rest), and at the stop the render, a wait, the drawing.
func TestFramePlayCycle(t *testing.T) {
	s := frameState{}.started()
	type frame struct {
		playingAfter, quiet bool
		work                string
	}
	did := func(w frameWork) string {
		out := ""
		for _, f := range []struct {
			on   bool
			name string
		}{{w.play, "play"}, {w.redraw, "draw"}, {w.syncURL, "url"}, {w.repaint, "repaint"}, {!w.prevent, "render"}} {
			if f.on {
				out += f.name + " "
			}
		}
		return out
	}
	frames := []frame{
		{true, false, ""},             // settles
		{true, false, "play render "}, // the page, rendered
		{true, false, "play "},        // a rest
		{true, false, "play draw "},   // the pictures
		{true, true, "play repaint "}, // the page, quiet: the grid repainted
		{true, false, "play draw "},   // the pictures
		{true, false, "play render "}, // the page, rendered
		{false, false, "play "},       // a rest, in which the play stops
		{false, false, "render "},     // the stop's render
		{false, false, ""},            // a wait
		{false, false, "draw url "},   // the pictures and the address
		{false, false, "render "},     // idle
	}
	playing := true
	for i, f := range frames {
		var w frameWork
		s, w = s.before(playing, true)
		if w.play {
			var after frameWork
			s, after = s.after(f.playingAfter, func() bool { return f.quiet })
			playing = f.playingAfter
			w.redraw = w.redraw || after.redraw
			w.syncURL = w.syncURL || after.syncURL
			w.repaint = after.repaint
			w.prevent = w.prevent || after.prevent
		}
		assert.Equal(t, f.work, did(w), "frame %d", i)
	}
}
