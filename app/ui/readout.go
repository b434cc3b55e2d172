package ui

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/player"
)

// ReadableSpeed is the fastest play, in events a second, whose every event
// the text readouts show; faster (and during a jump), they show the
// search every PanelsEvery, as nobody reads sixty narrations a second.
const ReadableSpeed = 60

// readout is when the text readouts (the player's row and narration, the
// counters, the pseudocode) last rendered, and what for.
type readout struct {
	taken  time.Time
	player *player.Player
	key    string
	// fresh: the key was taken in this frame's render. While a search
	// plays fast, the stats panels then wait for a later frame (see
	// RenderStats), so that no one frame renders both.
	fresh bool
}

// readoutKey is the key of the text readouts' keyed parts: it changes
// with everything they show, at every event while a search plays slowly
// or stands, and every PanelsEvery while it plays fast.
func (p *Playback) readoutKey() string {
	if p.held && p.readout.key != "" {
		return p.readout.key
	}
	pl := p.host.Player()
	if p.readoutsFresh(pl) {
		return p.readout.key
	}
	pos := -1
	if pl != nil {
		pos = pl.Pos()
	}
	t := &p.Transport
	p.readout = readout{taken: time.Now(), player: pl, fresh: true,
		key: fmt.Sprintf("%p|%d|%v|%v|%d|%v|%v|%s", pl, pos, t.Playing, t.Pace.Rush, t.Pace.Speed, p.Breaks, t.Seeking, p.host.Narration())}
	return p.readout.key
}

// fast reports whether a search plays too fast to read each event: the
// readouts then show it every PanelsEvery.
func (p *Playback) fast() bool {
	t := &p.Transport
	speed := player.Speeds[t.Pace.Speed]
	return t.Playing && (t.Pace.Rush || speed == 0 || speed > ReadableSpeed)
}

// readoutsDue reports whether the next render would change the text
// readouts or the stats panels: always while a search plays slowly or
// stands, every PanelsEvery while it plays fast.
func (p *Playback) readoutsDue() bool {
	pl := p.host.Player()
	return !p.readoutsFresh(pl) || pl == nil || !p.panels.fresh(pl, true, p.panels.forced)
}

// readoutsFresh reports whether the readouts last taken for pl still
// stand: while it plays fast, for PanelsEvery.
func (p *Playback) readoutsFresh(pl *player.Player) bool {
	return p.fast() && pl == p.readout.player && time.Since(p.readout.taken) < PanelsEvery
}

// HoldReadouts keeps the text readouts and the stats panels as they are
// shown while hold is set: a page that changes all at once (a new puzzle)
// renders its other parts in one frame and these in the next, so that no
// one frame pays for the whole page on a slow machine. A page's frame
// releases them before its work, so that a hold lasts one frame's render
// whatever happens to the work that set it.
func (p *Playback) HoldReadouts(hold bool) { p.held = hold }

// keyedReadout renders a text readout as a keyed part of the page.
func (p *Playback) keyedReadout(render func() app.UI) app.UI {
	return Keyed(p.readoutKey(), render)
}
