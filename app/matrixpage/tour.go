package matrixpage

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/explain"
	"xcover/app/problem"
)

// tourSteps returns the guided first run's stops, on the seed example,
// told of the engine the player searches with.
func (p *Page) tourSteps() []explain.TourStep {
	if p.engine == "cells" {
		return cellsTour
	}
	return linksTour
}

// The tour's stops for each engine.
var (
	linksTour = explain.Tour()
	cellsTour = explain.CellsTour()
)

// tourSeenKey marks, in the browser's storage, that the tour was offered.
const tourSeenKey = "xcover-tour-offered"

// offerTour shows the tour's offer on the first visit only.
func (p *Page) offerTour(ctx app.Context) {
	var seen bool
	_ = ctx.LocalStorage().Get(tourSeenKey, &seen) // no storage: offer it
	p.tourOffer = !seen
	_ = ctx.LocalStorage().Set(tourSeenKey, true)
}

// startTour loads the seed example and goes to the tour's first stop.
func (p *Page) startTour() {
	i := slices.IndexFunc(problem.MatrixPresets, func(pr problem.MatrixPreset) bool { return pr.Name == explain.TourProblem })
	p.loadPreset(i)
	p.tourOffer = false
	p.tourAt(0)
}

// tourAt goes to the tour's stop k: the player to its position, the item
// and option it points at lit in the matrix.
func (p *Page) tourAt(k int) {
	steps := p.tourSteps()
	if p.play == nil || k < 0 || k >= len(steps) {
		return
	}
	st := steps[k]
	p.tour = k
	p.playback.Transport.Pause()
	p.play.Seek(st.Pos)
	p.playback.Hover = draw.Highlight{Option: st.Option}
	if st.Item >= 0 {
		p.playback.Hover.Items = []int{st.Item}
	}
}

// renderTour draws the tour's offer, or the stop it is at.
func (p *Page) renderTour() app.UI {
	if p.tour < 0 {
		return app.If(p.tourOffer, func() app.UI {
			return app.P().ID("tour-offer").Class("tour").Body(
				app.Text("New to exact cover? "),
				app.Button().ID("tour-offer-start").Text("Take the tour").OnClick(func(ctx app.Context, e app.Event) {
					p.startTour()
					p.playback.Redraw(ctx)
				}),
				app.Text(" a guided run of the 7-item example to its solution, step by step."),
			)
		})
	}
	steps := p.tourSteps()
	st := steps[p.tour]
	last := p.tour == len(steps)-1
	return app.Div().ID("tour").Class("tour").Attr("role", "region").Aria("label", "Guided tour").Body(
		app.P().ID("tour-stop").Class("muted").Text(fmt.Sprintf("Tour: stop %d of %d, on the %s", p.tour+1, len(steps), strings.ToLower(engineNames[p.engine]))),
		app.P().ID("tour-say").Aria("live", "polite").Text(st.Say),
		app.Div().Class("row").Body(
			app.Button().ID("tour-back").Text("Back").Disabled(p.tour == 0).OnClick(func(ctx app.Context, e app.Event) {
				p.tourAt(p.tour - 1)
				p.playback.Redraw(ctx)
			}),
			app.If(!last, func() app.UI {
				return app.Button().ID("tour-next").Text("Next").OnClick(func(ctx app.Context, e app.Event) {
					p.tourAt(p.tour + 1)
					p.playback.Redraw(ctx)
				})
			}),
			app.If(st.Offer == "sudoku", func() app.UI {
				return app.A().ID("tour-sudoku").Href("./").Text("Now watch it solve a sudoku")
			}),
			app.Button().ID("tour-end").Text("End the tour").OnClick(func(ctx app.Context, e app.Event) {
				p.tour = -1
				p.playback.Hover = draw.NoHighlight
				p.playback.Redraw(ctx)
			}),
		),
	)
}
