package methodspage

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/puzzle"
	"xcover/app/puzzle/input"
	"xcover/app/ui"
	"xcover/app/words"
	"xcover/sudoku"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// Render draws the methods page in three columns, as the sudoku page
// does, so that the grid, the player and the method's lit line show at
// once on a laptop's screen: the puzzle and its grid; the method, its
// player and counters; the method's pseudocode. On a narrow screen they
// stack. The race follows.
func (p *Page) Render() app.UI {
	return app.Div().ID("xcover").Class("methods-page").Body(
		ui.Header(ui.MethodsPath, "xcover: the classic methods", "Plain backtracking, candidates, logic and rules, raced against Algorithm X."),
		app.Div().Class("workspace", "sudoku-workspace").Body(
			app.Section().Class("left").Body(
				p.renderPuzzleInput(),
				p.renderRules(),
				p.renderMarksGrid(),
			),
			app.Section().Class("middle").Body(
				p.renderMethodChoice(),
				p.renderMethodPlayer(),
				p.renderMethodCounts(),
			),
			app.Section().Class("side").Body(
				p.renderMethodCode(),
			),
		),
		p.renderRace(),
	)
}

// renderPuzzleInput draws the presets and the paste box.
func (p *Page) renderPuzzleInput() app.UI {
	var presets []app.UI
	for i, pr := range puzzle.Presets {
		presets = append(presets, app.Button().ID(fmt.Sprintf("preset-%d", i)).Class("preset").Text(pr.Name).
			OnClick(func(ctx app.Context, e app.Event) {
				p.loadPreset(pr)
				p.SyncURL(ctx)
			}, app.EventScope(strconv.Itoa(i))))
	}
	return app.Div().Class("input").Body(
		app.Div().Class("row").Body(app.Span().Class("presets").Body(presets...)),
		p.in.PasteBox(),
		app.Button().ID("load").Text("Load pasted puzzle").OnClick(func(ctx app.Context, e app.Event) {
			if p.load(p.in.Paste) {
				p.SyncURL(ctx)
			}
		}),
		app.If(p.message != "", func() app.UI {
			return app.P().ID("message").Class("error").Attr("role", "alert").Text(p.message)
		}),
	)
}

// renderMethodChoice draws the method selector and the logic method's
// largest tuple.
func (p *Page) renderMethodChoice() app.UI {
	var methods []app.UI
	for _, m := range solve.Methods {
		methods = append(methods, app.Option().Value(m.String()).Text(p.methodChoice(m)).Selected(m == p.method))
	}
	var tuples []app.UI
	for k := 1; k <= solve.MaxTuple; k++ {
		tuples = append(tuples, app.Option().Value(strconv.Itoa(k)).Text([...]string{"", "singles", "pairs", "triples", "quads"}[k]).Selected(k == p.tuples))
	}
	return app.Div().Class("row").Body(
		app.Label().For("method").Text("Method "),
		app.Select().ID("method").Body(methods...).OnChange(func(ctx app.Context, e app.Event) {
			if m, err := solve.ParseMethod(ctx.JSSrc().Get("value").String()); err == nil {
				p.method = m
				p.restart()
				p.SyncURL(ctx)
			}
		}),
		app.Label().For("tuples").Text("up to "),
		app.Select().ID("tuples").Attr("aria-label", "largest naked or hidden tuple").Body(tuples...).
			OnChange(func(ctx app.Context, e app.Event) {
				if k, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
					p.tuples = k
					p.restart()
				}
			}),
	)
}

// renderMarksGrid draws the grid as the player's position has it: values
// placed and each blank's candidates, with the last step's cell marked.
func (p *Page) renderMarksGrid() app.UI {
	g := p.puzzle
	n := g.N()
	values, cands := g.Cells, []uint64(nil)
	stepCell, stepClass := -1, ""
	if p.player != nil {
		m := p.player.Marks()
		values, cands = m.Values, m.Cands
		if s, ok := p.player.Last(); ok && s.Cell >= 0 {
			stepCell, stepClass = int(s.Cell), "step-"+strings.ReplaceAll(s.Kind.String(), " ", "-")
		}
	}
	cells := make([]app.UI, 0, n*n)
	for i := range n * n {
		r, c := i/n, i%n
		class := "cell" + p.drawn[i]
		switch {
		case g.Cells[i] != 0:
			class += " given"
		case values[i] != 0:
			class += " placed"
		}
		if i == stepCell {
			class += " " + stepClass
		}
		if slices.Contains(p.conflict, i) {
			class += " conflict"
		}
		label := sudoku.CellName(r, c)
		cell := app.Div().ID(fmt.Sprintf("mcell-%d", i)).Attr("role", "gridcell")
		switch {
		case values[i] != 0:
			cells = append(cells, cell.Class(class).Attr("aria-label", fmt.Sprintf("%s: %d", label, values[i])).
				Text(string(sudoku.ValueChar(int(values[i]), ' '))))
		case cands == nil || n > ui.MaxMarked:
			k := n
			if cands != nil {
				k = bits.OnesCount64(cands[i])
			}
			cells = append(cells, cell.Class(class+" count").Attr("aria-label", fmt.Sprintf("%s: blank, %s", label, words.Plural(int64(k), "candidate"))).
				Text(strconv.Itoa(k)))
		default:
			marks := candidateList(cands[i])
			cells = append(cells, cell.Class(class+" marks").Attr("aria-label", fmt.Sprintf("%s: blank, candidates %v", label, marks)).
				Text(ui.MarksText(marks, n)))
		}
	}
	return app.Div().ID("mgrid").Class("grid").Attr("role", "grid").
		Attr("aria-label", fmt.Sprintf("%dx%d %s grid as the method sees it", n, n, input.GridName(p.in.Rules.Variant))).
		Style("grid-template-columns", fmt.Sprintf("repeat(%d, var(--cell))", n)).
		Style("--marks", strconv.Itoa(ui.MarkColumns(n))).
		Style("--cell", ui.CellSize(n)).Body(cells...)
}

// candidateList lists the values in a candidate set, smallest first.
func candidateList(set uint64) []int {
	var vs []int
	for ; set != 0; set &= set - 1 {
		vs = append(vs, bits.TrailingZeros64(set)+1)
	}
	return vs
}

// renderMethodPlayer draws the player's controls, timeline and narration.
func (p *Page) renderMethodPlayer() app.UI {
	switch {
	case p.refusal != "":
		return p.renderRefusal()
	case p.player == nil:
		return ui.PlayerBox(false).Body(app.P().ID("m-narration").Class("narration").Text(p.Narration()))
	}
	pl := p.player
	// Handlers read p.player when they run: go-app keeps a button's first
	// handler, so a closure over this render's player would go stale.
	do := func(f func(pl *player.MethodPlayer)) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			p.transport.Pause()
			if p.player != nil {
				f(p.player)
			}
			p.SyncURL(ctx)
		}
	}
	playLabel := "Play"
	if p.transport.Playing {
		playLabel = "Pause"
	}
	return ui.PlayerBox(true).Body(
		app.Div().Class("row").Body(
			app.Button().ID("m-start").Text("|◀").Attr("aria-label", "to start").OnClick(do(func(pl *player.MethodPlayer) { pl.Seek(0) })),
			app.Button().ID("m-back").Text("◀").Attr("aria-label", "back one step").OnClick(do(func(pl *player.MethodPlayer) { p.seek(pl.Pos() - 1) })),
			app.Button().ID("m-play").Text(playLabel).OnClick(func(ctx app.Context, e app.Event) {
				if p.transport.Playing {
					p.transport.Pause()
					p.SyncURL(ctx)
				} else {
					p.play(p.transport.Play, nil)
				}
			}),
			app.Button().ID("m-step").Text("▶").Attr("aria-label", "step").OnClick(do(func(pl *player.MethodPlayer) { pl.Step() })),
			app.Button().ID("m-next-guess").Text("▶▶").Attr("aria-label", "to the next guess, contradiction or solution").
				OnClick(func(ctx app.Context, e app.Event) { p.play(p.transport.Jump, isGuess) }),
			app.Button().ID("m-to-end").Text("To end").OnClick(func(ctx app.Context, e app.Event) { p.play(p.transport.Jump, nil) }),
			ui.SpeedControls("m-", &p.transport.Pace),
		),
		app.Div().Class("row").Body(
			ui.NewTimelineInput("m-", "step", pl, func(ctx app.Context, v int) { p.seek(v) }, p.SyncURL),
			app.Span().ID("m-position").Text(ui.Position("step", pl)),
		),
		app.P().ID("m-narration").Class("narration").Attr("aria-live", "polite").Text(p.Narration()),
	)
}

// renderMethodCounts draws the counters at the player's position, the
// recent steps and, at the end, the outcome with the solutions listed.
func (p *Page) renderMethodCounts() app.UI {
	if p.player == nil {
		return app.Div()
	}
	pl := p.player
	c := pl.Counts()
	n := p.puzzle.N()
	var recent []app.UI
	for _, s := range pl.Recent(8) {
		recent = append(recent, app.Li().Text(describeStep(s, n)))
	}
	var outcome app.UI = app.P().ID("m-outcome").Text("")
	if o, ok := pl.Outcome(); ok && pl.AtEnd() {
		var sols []app.UI
		for _, s := range o.All {
			sols = append(sols, app.Li().Class("solution-line").Text(format.Format(s, format.Style{Layout: format.OneLine, Blank: '.'})))
		}
		outcome = app.Div().Body(
			app.P().ID("m-outcome").Text(fmt.Sprintf("%s: %s%s.", methodTitles[o.Method], outcomeText(o), unlisted(o))),
			app.Ol().ID("m-solutions").Body(sols...),
		)
	}
	return app.Div().Class("stats").Body(
		app.Dl().ID("m-counters").Class("counters").Body(
			app.Dt().Text("placed"), app.Dd().ID("m-placed").Text(words.Count(c.Placed)),
			app.Dt().Text("taken back"), app.Dd().ID("m-unplaced").Text(words.Count(c.Unplaced)),
			app.Dt().Text("eliminated"), app.Dd().ID("m-eliminated").Text(words.Count(c.Eliminated)),
			app.Dt().Text("guesses"), app.Dd().ID("m-guesses").Text(words.Count(c.Guesses)),
			app.Dt().Text("contradictions"), app.Dd().ID("m-contradictions").Text(words.Count(c.Contradictions)),
			app.Dt().Text("solutions"), app.Dd().ID("m-found").Text(words.Count(c.Solutions)),
		),
		app.Div().Class("recent").Body(
			app.H2().Text("Last steps"),
			app.Ol().ID("m-log").Reversed(true).Body(recent...),
			outcome,
		),
	)
}

// renderRace draws the race: which methods, the lanes' live counters and,
// at the end, the summary.
func (p *Page) renderRace() app.UI {
	var choose []app.UI
	for i, m := range solve.Methods {
		choose = append(choose, ui.Checkbox("race-"+m.String(), m.String(), p.racers[i], func(v bool) { p.racers[i] = v }))
	}
	running := p.race != nil && !p.race.Done()
	why := "" // why the race cannot start
	switch {
	case p.blocked:
		why = "Fix the puzzle to race."
	case !slices.Contains(p.racers, true):
		why = "Tick at least one method to race."
	}
	body := []app.UI{
		app.H2().Text("Race"),
		app.Div().Class("row").Body(choose...),
		app.Div().Class("row").Body(
			app.Button().ID("race-start").Text("Race them").Disabled(running || why != "").Title(why).
				OnClick(func(ctx app.Context, e app.Event) { p.startRace() }),
			app.Button().ID("race-stop").Text("Stop").Disabled(!running).OnClick(func(ctx app.Context, e app.Event) { p.stopRace() }),
			app.Span().Class("muted").Text(fmt.Sprintf("Each method gets an equal share of every frame and a budget of %s nodes; times include making the steps the page shows (xcover compare times the fast path).", words.Count(RaceBudget))),
		),
	}
	if p.race != nil {
		body = append(body, p.renderLanes(), app.If(p.race.Done(), p.renderSummary))
	}
	return app.Section().ID("race").Class("race").Body(body...)
}

// renderLanes draws one row per racing method with its live counters.
func (p *Page) renderLanes() app.UI {
	rows := []app.UI{app.Tr().Body(
		app.Th().Text("method"), app.Th().Text("status"), app.Th().Text("filled"), app.Th().Text("nodes"),
		app.Th().Text("guesses"), app.Th().Text("placements"), app.Th().Text("eliminations"), app.Th().Text("time"),
	)}
	for _, l := range p.race.Lanes {
		st := l.Stats()
		status := "running"
		if l.Done {
			status = outcomeText(l.Outcome)
		}
		c := l.Counts()
		rows = append(rows, app.Tr().ID("lane-"+l.Method.String()).Body(
			app.Td().Text(l.Method.String()), app.Td().Class("status").Text(status),
			app.Td().Class("filled").Text(fmt.Sprintf("%d/%d", l.Filled(), l.Cells())),
			app.Td().Class("num nodes").Text(words.Count(st.Nodes)), app.Td().Class("num guesses").Text(words.Count(c.Guesses)),
			app.Td().Class("num").Text(words.Count(c.Placed)), app.Td().Class("num").Text(words.Count(c.Eliminated)),
			app.Td().Class("num").Text(words.Duration(st.Elapsed)),
		))
	}
	rows = append(rows, p.renderRefused()...)
	return tableBox(app.Table().ID("race-lanes").Class("table").Body(rows...))
}

// renderSummary ranks the methods once the race is over.
func (p *Page) renderSummary() app.UI {
	ranked := p.race.Ranking()
	best := ranked[0].Elapsed
	rows := []app.UI{app.Tr().Body(
		app.Th().Text("#"), app.Th().Text("method"), app.Th().Text("result"), app.Th().Text("nodes"),
		app.Th().Text("steps"), app.Th().Text("time"), app.Th().Text("vs fastest"),
	)}
	for i, l := range ranked {
		ratio := "-"
		if l.Finished() && best > 0 {
			ratio = fmt.Sprintf("%.1fx", float64(l.Elapsed)/float64(best))
		}
		rows = append(rows, app.Tr().Body(
			app.Td().Text(strconv.Itoa(i+1)), app.Td().Text(l.Method.String()), app.Td().Text(outcomeText(l.Outcome)),
			app.Td().Class("num").Text(words.Count(l.Outcome.Stats.Nodes)), app.Td().Class("num").Text(words.Count(l.Steps)),
			app.Td().Class("num").Text(words.Duration(l.Elapsed)), app.Td().Class("num").Text(ratio),
		))
	}
	return app.Div().Body(
		app.H2().Text("Summary"),
		tableBox(app.Table().ID("race-summary").Class("table").Body(rows...)),
	)
}

// unlisted says when a count of solutions is too long to list.
func unlisted(o solve.Outcome) string {
	if o.Solutions >= solve.ListLimit && o.All == nil {
		return ", too many to list"
	}
	return ""
}

// renderMethodCode draws the method's pseudocode with the line its last
// step ran lit.
func (p *Page) renderMethodCode() app.UI {
	code, _ := explain.MethodCode(p.method)
	lit, where := explain.MethodStart, "Not started."
	if p.player != nil {
		last, ok := p.player.Last()
		lit, where = explain.MethodLineAt(p.method, last, ok), ui.Position("step", p.player)
	}
	return ui.CodePanel(code, lit, where)
}

// tableBox holds a table that may be wider than the screen (a phone's):
// the table scrolls sideways in it, and the page keeps the window's width.
func tableBox(table app.UI) app.UI {
	return app.Div().Class("table-box").Body(table)
}
