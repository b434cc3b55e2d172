package matrixpage

import (
	"fmt"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/problem"
	"xcover/app/puzzle"
	"xcover/app/ui"
)

// address is what the page keeps of its address (see problem.Link): the
// problem in view, a preset or the user's, and the link being followed.
type address struct {
	// bar writes the address, once the page has read it (OnNav opens it).
	bar ui.Address
	// preset is the preset in view, at its size in the page's sizes; -1
	// for a problem of the user's.
	preset int
	// event is the event of a link the player is seeking, -1 when none:
	// once there, the page says if it could not get there (see landed).
	event int
	// fragment is the problem's in a link (see Page.fragment), made anew
	// only when the problem changes (stale): a problem's text takes some
	// compressing. linkable is false when it is too long for a link.
	fragment        string
	linkable, stale bool
	// query and asked are the query and the fragment the address holds,
	// or has been asked to.
	query, asked string
}

// OnNav opens the link in the page's address: its problem, engine and
// heuristic, and the player at its event.
func (p *Page) OnNav(ctx app.Context) {
	u := ctx.Page().URL()
	p.follow(u.RawQuery, u.Fragment)
	p.addr.bar.Open(ctx)
	p.addr.query, p.addr.asked = u.RawQuery, u.Fragment // what the address holds: a bad link's goes
	p.playback.Redraw(ctx)
}

// follow opens the link of a query and fragment; a link that cannot be
// read, or whose problem cannot be, leaves the page at its default and the
// notice says why.
func (p *Page) follow(query, fragment string) {
	l, err := problem.ParseLink(query, fragment)
	if err == nil {
		err = p.open(l)
	}
	if err != nil {
		_ = p.open(problem.DefaultLink()) // the first preset: no error
		p.notice = err.Error()
	}
}

// open makes link l's problem, engine and heuristic the page's, and seeks
// its event.
func (p *Page) open(l problem.Link) error {
	load := problem.NewLoad("", l.Text)
	if l.Preset == "" {
		if _, err := load.All(); err != nil {
			return fmt.Errorf("The link's problem, %w", err)
		}
	}
	p.engine, p.heuristic = l.Engine, l.Heuristic
	if l.Preset != "" {
		i := slices.IndexFunc(problem.MatrixPresets, func(pr problem.MatrixPreset) bool { return pr.Key == l.Preset })
		if l.Size != 0 {
			p.sizes[i] = l.Size
		}
		p.loadPreset(i)
	} else {
		p.takeText(load, l.Text)
	}
	p.seekLink(l.Event)
	return nil
}

// seekLink moves the player to a link's event, at most
// puzzle.MaxLinkStep, replaying the search in the frames' slices (see
// ui.Playback.SeekTo).
func (p *Page) seekLink(event int) {
	if p.play == nil || event == 0 {
		return
	}
	p.addr.event = event
	p.playback.SeekTo(min(event, puzzle.MaxLinkStep))
	p.landed()
}

// landed says, once the player has got to a link's event or as near as
// it could, why it shows another event if it does.
func (p *Page) landed() {
	if p.addr.event < 0 || p.playback.Transport.Seeking {
		return
	}
	if note := puzzle.LinkStepNote("event", p.addr.event, p.play.Pos()); note != "" {
		p.notice = note
	}
	p.addr.event = -1
}

// link is the page's state as a link: the preset, the player's event,
// the engine and the heuristic; a problem of the user's is left out (its
// text is in the fragment: see fragment).
func (p *Page) link() problem.Link {
	l := problem.Link{Engine: p.engine, Heuristic: p.heuristic}
	if i := p.addr.preset; i >= 0 {
		l.Preset = problem.MatrixPresets[i].Key
		if len(problem.MatrixPresets[i].Sizes) > 0 {
			l.Size = p.sizes[i]
		}
	}
	if p.play != nil {
		l.Event = p.play.Pos()
	}
	return l
}

// fragment writes the problem of the user's as a link's fragment ("" for
// a preset); ok is false, and the fragment "", when it is too long for a
// link.
func (p *Page) fragment() (fragment string, ok bool) {
	if p.addr.preset >= 0 {
		return "", true
	}
	return problem.Link{Text: p.sheet.Text()}.Fragment()
}

// SyncURL writes the page's state into the address bar (see link), at
// most a few times a second (ui.Address). The player's controls call it
// as the user steps, and the page each time it has drawn, whatever
// changed; while the player plays or seeks, it waits for the end. A
// problem too long for a link leaves the address bare.
func (p *Page) SyncURL(app.Context) {
	if !p.addr.bar.Opened() || p.playback.Transport.Playing || p.playback.Transport.Seeking {
		return
	}
	if p.addr.stale {
		p.addr.fragment, p.addr.linkable = p.fragment()
		p.addr.stale = false
	}
	query := ""
	if p.addr.linkable {
		query = p.link().Query()
	}
	if query == p.addr.query && p.addr.fragment == p.addr.asked {
		return // nothing new: the usual case, as the page draws
	}
	p.addr.query, p.addr.asked = query, p.addr.fragment
	p.addr.bar.Set(query, p.addr.fragment)
}

// renderNotice draws what is wrong with a link or a file opened, or why
// a link's event is not the one shown, under the page's header.
func (p *Page) renderNotice() app.UI {
	return app.If(p.notice != "", func() app.UI {
		return app.P().ID("matrix-notice").Class("error").Attr("role", "alert").Text(p.notice)
	})
}
