package sudokupage

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/puzzle"
	"xcover/app/ui"
	"xcover/sudoku/format"
)

// Render draws the page in three columns, so that the whole story shows at
// once on a laptop's screen: the input, the grid and the outright solves;
// the player, its narration and the matrix; the algorithm's lit line and
// the stats. On a narrow screen they stack.
func (p *Page) Render() app.UI {
	return app.Div().ID("xcover").Body(
		ui.Header(ui.SudokuPath, "xcover", "Knuth's Algorithm X with dancing links, one step at a time."),
		app.Div().Class("workspace", "sudoku-workspace").Body(
			app.Section().Class("left").Body(
				// The input and the rules stay as they are while a search
				// plays: they render again only when what they show changes.
				ui.Keyed(fmt.Sprintf("%v|%q|%q|%v|%q|%q", p.puzzle.Shape, p.in.Paste, p.message, p.in.Rules.Variant, p.in.Rules.Layout, p.in.Rules.LayoutError),
					func() app.UI { return app.Div().Body(p.renderInput(), p.renderRules()) }),
				p.renderGrid(),
				p.renderOutright(),
				p.newPuzzleBox(),
				p.renderHint(),
			),
			app.Section().Class("middle").Body(
				p.playback.RenderPlayer(),
				p.renderView(),
			),
			app.Section().Class("side").Body(
				p.playback.RenderAlgorithm(),
				p.playback.RenderStats(p.puzzle.Givens()),
			),
		),
	)
}

// renderInput draws the size selector, the presets and the paste box.
func (p *Page) renderInput() app.UI {
	var sizes []app.UI
	for i, s := range puzzle.Sizes {
		n := s.N()
		sizes = append(sizes, app.Option().Value(strconv.Itoa(i)).Text(fmt.Sprintf("%dx%d", n, n)).Selected(p.puzzle.Shape == s))
	}
	var presets []app.UI
	for i, pr := range puzzle.Presets {
		presets = append(presets, app.Button().ID(fmt.Sprintf("preset-%d", i)).Class("preset").Text(pr.Name).
			OnClick(func(ctx app.Context, e app.Event) {
				p.loadPreset(pr)
				p.SyncURL(ctx)
				p.playback.RedrawLater()
			}, app.EventScope(strconv.Itoa(i))))
	}
	return app.Div().Class("input").Body(
		app.Div().Class("row").Body(
			app.Label().For("size").Text("Size "),
			app.Select().ID("size").Body(sizes...).OnChange(func(ctx app.Context, e app.Event) {
				i, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
				if err == nil && i >= 0 && i < len(puzzle.Sizes) {
					p.newSize(puzzle.Sizes[i])
					p.SyncURL(ctx)
					p.playback.RedrawLater()
				}
			}),
			app.Span().Class("presets").Body(presets...),
		),
		p.in.PasteBox(),
		app.Button().ID("load").Text("Load pasted puzzle").OnClick(func(ctx app.Context, e app.Event) {
			if p.loadText(p.in.Paste, format.Options{}) {
				p.SyncURL(ctx)
			}
			p.playback.RedrawLater()
		}),
		app.If(p.message != "", func() app.UI {
			return app.P().ID("message").Class("error").Attr("role", "alert").Text(p.message)
		}),
	)
}
