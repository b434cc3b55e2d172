package ui

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// Watch makes the Playback follow pl's run for the algorithm's panel
// (Algorithm X, or C or M as pl's problem needs): it records every event
// pl generates (explain.Trace), and passes each on to also, if any (a
// search tree's Add). Call it with a new player, before it makes its
// first event.
func (p *Playback) Watch(pl *player.Player, also func(k int, e dlx.Event)) {
	p.trace = explain.NewTraceOf(algorithmOf(pl), 0)
	tr := p.trace
	pl.Observe(func(k int, e dlx.Event) {
		tr.Record(k, e)
		if also != nil {
			also(k, e)
		}
	})
}

// RenderAlgorithm draws the search's pseudocode (Algorithm X, or C or M
// as the problem needs) with the line the player's position runs lit, and
// the values in play.
func (p *Playback) RenderAlgorithm() app.UI { return p.keyedReadout(p.renderAlgorithm) }

// renderAlgorithm draws the pseudocode as the player stands now.
func (p *Playback) renderAlgorithm() app.UI {
	lit, values, alg := explain.XSearch, "Not started.", &explain.AlgorithmX
	if pl := p.host.Player(); pl != nil && p.trace != nil {
		alg = algorithmOf(pl)
		if l, ok := p.trace.At(pl.Pos()); ok {
			lit, values = l.Line, describeValues(pl.Problem(), l.Values)
		}
	}
	return CodePanel(alg.Code, lit, values)
}

// algorithmOf returns the algorithm pl's engine searches its problem
// with.
func algorithmOf(pl *player.Player) *explain.Algorithm {
	return explain.AlgorithmFor(pl.Engine().Name(), pl.Problem().Algorithm())
}

// describeValues says what Algorithm X has in play, naming the item and
// the option as the problem does.
func describeValues(m *dlx.Problem, v explain.Values) string {
	s := "level " + strconv.Itoa(v.Level)
	if v.Item >= 0 {
		s += fmt.Sprintf(" · item %s, %d option", m.ItemName(v.Item), v.Size)
		if v.Size != 1 {
			s += "s"
		}
	}
	if v.Option >= 0 {
		s += " · trying " + problem.OptionLabel(m, v.Option)
	}
	return s
}

// CodePanel draws a piece of pseudocode with line lit (from 1) picked out
// for the eye and for screen readers, and the values in play below it.
func CodePanel(code explain.Code, lit int, values string) app.UI {
	lines := make([]app.UI, len(code.Lines))
	for i, l := range code.Lines {
		li := app.Li().Class("indent-" + strconv.Itoa(l.Indent)).Text(l.Text)
		if l.N == lit {
			li = li.Class("lit").Aria("current", "step")
		}
		lines[i] = li
	}
	return app.Aside().ID("algorithm").Class("algorithm").Aria("label", code.Title+", step by step").Body(
		app.H2().Text(code.Title+", step by step"),
		app.Ol().ID("code").Class("code").Body(lines...),
		app.P().ID("code-values").Class("code-values").Aria("live", "polite").Text(values),
	)
}
