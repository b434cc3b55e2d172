package matrixpage

import (
	"fmt"
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/player"
	"xcover/app/ui"
	"xcover/app/words"
	"xcover/app/workers"
)

// renderSolutions draws the solutions' controls (how many to list, list,
// count only, stop, export), what the search found and the first
// SolutionsShown solutions drawn for the problem.
func (p *Page) renderSolutions() app.UI {
	var keeps []app.UI
	for _, k := range []int{1, 10, 100, KeepAll} {
		label := "first " + strconv.Itoa(k)
		if k == KeepAll {
			label = "all"
		}
		keeps = append(keeps, app.Option().Value(strconv.Itoa(k)).Text(label).Selected(k == p.keep))
	}
	running := p.batch != nil && !p.batch.Done
	statusClass := "solutions-status"
	if running {
		statusClass += " pending"
	}
	verdict := p.unready
	if b := p.batch; b != nil {
		verdict = batchVerdict(b, p.cheapest)
		if len(b.Solutions) > SolutionsShown {
			verdict += fmt.Sprintf("; the first %d are drawn, the download has all %s kept", SolutionsShown, words.Count(int64(len(b.Solutions))))
		}
	}
	return app.Div().Class("solutions").Body(
		app.H2().Text("Solutions"),
		app.Div().Class("row").Body(
			app.Select().ID("keep").Attr("aria-label", "how many solutions to list").Body(keeps...).
				OnChange(func(ctx app.Context, e app.Event) {
					if k, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && k > 0 {
						p.keep = k
					}
				}),
			app.Button().ID("list-solutions").Text("List").Disabled(p.play == nil).OnClick(func(ctx app.Context, e app.Event) {
				p.solve(p.keep)
				ui.RenderSoonAndReveal(ctx, "solutions-status")
			}),
			app.Button().ID("count-solutions").Text("Count only").Disabled(p.play == nil).OnClick(func(ctx app.Context, e app.Event) {
				p.solve(0)
				ui.RenderSoonAndReveal(ctx, "solutions-status")
			}),
			app.Label().Class("check").Title("count by memoizing subproblems, as Knuth's DLX6: exact at any size, fast where few sets of items stay to cover").Body(
				app.Input().Type("checkbox").ID("memoize").Checked(p.memo).OnChange(func(ctx app.Context, e app.Event) {
					p.memo = ctx.JSSrc().Get("checked").Bool()
				}),
				app.Text(" memoize"),
			),
			app.Button().ID("show-zdd").Text("ZDD").Title("draw the ZDD of all the solutions, for a small problem").
				Disabled(p.play == nil).OnClick(func(ctx app.Context, e app.Event) {
				p.buildZDD()
				ui.RenderSoonAndReveal(ctx, "zdd-note")
			}),
			app.If(p.sheet.HasCosts(), func() app.UI {
				return app.Button().ID("cheapest").Text("Cheapest").Title("the cheapest solutions by their options' costs, as Knuth's DLX5 finds them").
					Disabled(p.play == nil).OnClick(func(ctx app.Context, e app.Event) {
					p.findCheapest()
					ui.RenderSoonAndReveal(ctx, "solutions-status")
				})
			}),
			app.Button().ID("stop-solutions").Text("Stop").Disabled(!running).OnClick(func(ctx app.Context, e app.Event) {
				p.stopCount()
			}),
			app.Button().ID("export-solutions").Text("Download (.txt)").
				Disabled(p.batch == nil || len(p.batch.Solutions) == 0).OnClick(func(ctx app.Context, e app.Event) {
				if p.batch != nil && p.play != nil {
					download("solutions.txt", draw.SolutionsText(p.play.Problem(), p.batch.Solutions))
				}
			}),
		),
		// While a search runs, the block keeps room for its lines: see
		// RenderSoonAndReveal.
		app.Div().ID("solutions-status").Class(statusClass).Body(
			app.P().ID("solutions-verdict").Attr("aria-live", "polite").Text(verdict),
			workers.RenderProgress(p.counting),
		),
		p.renderZDD(),
		&solutionList{Run: p.runs, Shown: len(p.boards), page: p},
	)
}

// solutionList draws the solutions drawn so far, p.boards. As a component
// whose fields are two numbers it renders only when a board comes: the
// page renders every frame while the search goes on, and comparing a
// hundred boards' cells each frame cost a slow machine milliseconds.
type solutionList struct {
	app.Compo

	Run   int // the search whose solutions these are (Page.runs)
	Shown int // how many boards are drawn
	page  *Page
}

// Render draws the boards.
func (l *solutionList) Render() app.UI {
	pictures := make([]app.UI, min(l.Shown, len(l.page.boards)))
	for i := range pictures {
		pictures[i] = &solutionBoard{N: i + 1, Run: l.Run, page: l.page}
	}
	return app.Div().ID("solution-list").Class("solution-list").Body(pictures...)
}

// solutionBoard draws solution N of search Run: a board of coloured
// cells, or its options' names. As a component of its own it renders
// once: the list renders whenever a board comes, and go-app leaves a child
// component whose exported fields are unchanged as it is. Those are two
// numbers, cheap to compare: with the picture among them, go-app compared
// every board drawn so far cell by cell each time one came, and a frame
// of listing pentominoes took 40-68 ms at 2x throttle.
type solutionBoard struct {
	app.Compo

	N   int // the solution's number, from 1
	Run int // the search it is of (Page.runs)
	// page holds the pictures; go-app gives a mounted board new exported
	// fields only, so the board reads its picture from the page.
	page *Page
}

// Render draws the board as one piece of HTML (boardHTML): go-app mounts
// it with one call, where a node per cell cost a slow machine a
// millisecond for each few cells, many times what the browser then spends
// on them.
func (b *solutionBoard) Render() app.UI {
	return app.Raw(boardHTML(b.N, b.page.boards[b.N-1]))
}

// boardHTML writes solution n's picture as HTML: its number, then its
// board of cells (toned, with a sudoku's box lines) or its options' names
// as a list, every name escaped.
func boardHTML(n int, pic draw.Picture) string {
	var b strings.Builder
	b.WriteString(`<div class="solution"><div class="solution-title">#`)
	b.WriteString(strconv.Itoa(n))
	b.WriteString(`</div>`)
	if pic.Rows == 0 {
		b.WriteString(`<ul class="solution-options">`)
		for _, l := range pic.Lines {
			b.WriteString(`<li>` + html.EscapeString(l) + `</li>`)
		}
		b.WriteString(`</ul></div>`)
		return b.String()
	}
	fmt.Fprintf(&b, `<div class="board" style="grid-template-columns: repeat(%d, 1.5em)">`, pic.Cols)
	for j, c := range pic.Cells {
		b.WriteString(`<span class="pc`)
		if t := pic.Tones[j]; t > 0 {
			b.WriteString(" tone-" + strconv.Itoa((t-1)%12+1))
		}
		if box := pic.Box; box[0] > 0 && j/pic.Cols%box[0] == 0 && j >= pic.Cols {
			b.WriteString(" box-top")
		}
		if box := pic.Box; box[1] > 0 && j%pic.Cols%box[1] == 0 && j%pic.Cols > 0 {
			b.WriteString(" box-left")
		}
		b.WriteString(`">` + html.EscapeString(c) + `</span>`)
	}
	b.WriteString(`</div></div>`)
	return b.String()
}

// renderCompare draws the heuristics' comparison: a button to run it and
// a table of each heuristic's solutions, nodes, updates and time.
func (p *Page) renderCompare() app.UI {
	var rows []app.UI
	if c := p.compare; c != nil {
		for i, b := range c.Runs {
			st := b.Stats()
			rows = append(rows, app.Tr().Body(
				app.Td().Text(heuristicLabels[c.Heuristics[i]]),
				app.Td().Class("num").Text(words.Count(st.Solutions)),
				app.Td().Class("num").Text(words.Count(st.Nodes)),
				app.Td().Class("num").Text(words.Count(st.Updates)),
				app.Td().Class("num").Text(words.Duration(b.Elapsed)),
				app.Td().Text(runState(b)),
			))
		}
	}
	running := p.compare != nil && !p.compare.Done()
	return app.Div().Class("compare").Body(
		app.H2().Text("Heuristics side by side"),
		app.Div().Class("row").Body(
			app.Button().ID("compare").Text("Compare").Disabled(p.play == nil).OnClick(func(ctx app.Context, e app.Event) {
				p.startCompare()
			}),
			app.Button().ID("stop-compare").Text("Stop").Disabled(!running).OnClick(func(ctx app.Context, e app.Event) {
				if p.compare != nil {
					p.compare.Cancel()
					p.tasks.Drop(p.compare)
				}
			}),
			app.Span().Class("hint").Text(fmt.Sprintf("all solutions, each up to %s nodes", words.Count(CompareBudget))),
		),
		app.Table().ID("compare-table").Body(
			app.THead().Body(app.Tr().Body(
				app.Th().Text("branch on"), app.Th().Text("solutions"), app.Th().Text("nodes"),
				app.Th().Text("updates"), app.Th().Text("time"), app.Th().Text(""),
			)),
			app.TBody().Body(rows...),
		),
	)
}

// runState says how far a run of the comparison is.
func runState(b *player.Batch) string {
	switch {
	case !b.Done && b.Elapsed == 0:
		return "waiting"
	case !b.Done:
		return "running"
	}
	return b.Stop.String()
}
