package matrixpage

import (
	"context"
	"fmt"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/ui"
	"xcover/app/words"
	"xcover/dlx"
)

// MaxZDDNodes bounds the ZDD the page draws: more nodes would not read.
const MaxZDDNodes = 160

// zddBudget bounds the memoized count that builds the ZDD on the page's
// own thread, in nodes: a few milliseconds on a slow machine.
const zddBudget = 5_000

// zddView is the ZDD of the problem's solutions as the page draws it, and
// the solution picked in it.
type zddView struct {
	z     *dlx.ZDD
	pic   draw.ZDDPicture
	count string
	lit   []draw.ZDDEdge // the path of the solution picked
	err   string         // why there is no picture
}

// buildZDD counts the problem's solutions by memoizing, keeping their
// ZDD, and lays it out, when it is small enough to draw.
func (p *Page) buildZDD() {
	p.zdd = &zddView{}
	if p.play == nil {
		return
	}
	m := p.play.Problem()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ticks := 0
	memo, err := dlx.NewMemo(m, dlx.MemoOptions{ZDD: true, Context: ctx, Tick: func() {
		if ticks++; ticks*1024 > zddBudget {
			cancel()
		}
	}})
	if err != nil {
		p.zdd.err = err.Error()
		return
	}
	r := memo.Count(dlx.Subtree{})
	switch z := memo.ZDD(); {
	case r.Stop != dlx.Exhausted:
		p.zdd.err = fmt.Sprintf("The ZDD is too big to build here (more than %s nodes of memoized search): count with memoize instead.", words.Count(zddBudget))
	case z.Nodes()-1 > MaxZDDNodes:
		p.zdd.err = fmt.Sprintf("The ZDD of the %s solutions has %s nodes: too many to draw (at most %d).", words.Exact(r.Count), words.Count(int64(z.Nodes()-1)), MaxZDDNodes)
	default:
		p.zdd.z, p.zdd.pic, p.zdd.count = z, draw.LayoutZDD(z), words.Exact(r.Count)
	}
}

// pickZDD lights the path of a solution through node n of the ZDD and
// moves the player to the step where the search finds that solution, so
// that the matrix and the links show it.
func (p *Page) pickZDD(n uint32) {
	v := p.zdd
	if v == nil || v.z == nil || p.play == nil {
		return
	}
	path, options := v.pic.PathThrough(v.z, n)
	if path == nil {
		return
	}
	v.lit = path
	slices.Sort(options)
	p.playback.SeekTo(0)
	p.playback.Transport.Replay(func(e dlx.Event) bool {
		if e.Kind != dlx.Solution || len(e.Options) != len(options) {
			return false
		}
		got := slices.Clone(e.Options)
		slices.Sort(got)
		return slices.Equal(got, options)
	})
	p.playback.Frames.Start()
}

// renderZDD draws the ZDD, or says why it is not drawn.
func (p *Page) renderZDD() app.UI {
	v := p.zdd
	if v == nil {
		return app.Text("")
	}
	if v.z == nil {
		return app.P().ID("zdd-note").Class("hint").Text(v.err)
	}
	m := p.play.Problem()
	name := func(k int) string { return m.OptionName(k) }
	of := "all " + v.count + " solutions"
	if v.count == "1" {
		of = "the one solution"
	}
	return app.Div().ID("zdd-panel").Class("zdd-panel").Body(
		app.Div().Class("row picture-head").Body(
			app.P().ID("zdd-note").Class("hint").Text(fmt.Sprintf(
				"The ZDD of %s: %d nodes, each an option (numbered from 1, as in the text); solid: take it, dashed: leave it. Click a node to see a solution through it.",
				of, len(v.pic.Nodes)-1)),
			ui.ExportMenu(ui.Export{ID: "zdd", What: "the ZDD", Element: "zdd", Name: func() string { return "xcover-zdd" },
				SVG: p.zddSVG}, nil),
		),
		app.Div().ID("zdd").Class("zdd-scroll").OnClick(func(ctx app.Context, e app.Event) {
			el := e.Get("target").Call("closest", "[data-node]")
			if !el.Truthy() {
				return
			}
			if n, err := strconv.ParseUint(el.Get("dataset").Get("node").String(), 10, 32); err == nil {
				p.pickZDD(uint32(n))
				p.playback.Redraw(ctx)
			}
		}).Body(app.Raw(`<div>`+v.pic.SVG(name, v.lit)+`</div>`)),
	)
}

// zddSVG returns the ZDD as drawn, the path picked lit, as a standalone
// SVG document in ink's colours; "" when none is drawn.
func (p *Page) zddSVG(ink draw.Ink) string {
	v := p.zdd
	if v == nil || v.z == nil || p.play == nil {
		return ""
	}
	return v.pic.Document(p.play.Problem().OptionName, v.lit, ink)
}
