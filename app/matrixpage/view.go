package matrixpage

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/problem"
	"xcover/app/ui"
	"xcover/app/words"
	"xcover/dlx"
)

// Render draws the matrix page. The first screen tells the story: the
// presets and the player; the tour, when on, over the dancing links, the
// picture as large as the screen allows; the algorithm's lit line and the
// stats. Below come the workbench (the grid editor and Knuth's text, the
// matrix and the search tree), then the solutions and the heuristics side
// by side.
func (p *Page) Render() app.UI {
	return app.Div().ID("xcover").Class("matrix-page").Body(
		ui.Header(ui.MatrixPath, "xcover: any exact cover problem", "Edit a 0/1 matrix or paste Knuth's format, then watch Algorithm X, C or M search it."),
		p.renderNotice(),
		app.Div().Class("workspace").Body(
			app.Section().Class("left").Body(
				// The presets stay as they are while a search plays.
				ui.Keyed(fmt.Sprint(p.sizes, p.heuristic), p.renderPresets),
				p.playback.RenderPlayer(),
			),
			app.Section().Class("middle").Body(
				p.renderTour(),
				p.renderPicture(),
			),
			app.Section().Class("side").Body(
				p.playback.RenderAlgorithm(),
				p.playback.RenderStats(0),
			),
		),
		app.Div().Class("workbench").Body(
			app.Section().Class("problem").Body(
				p.renderEditor(),
				p.renderText(),
			),
			app.Section().Class("search").Body(
				p.playback.RenderMatrix(nil, p.playback.MatrixExportMenu()),
				p.renderTree(),
			),
		),
		app.Div().Class("results").Body(
			p.renderSolutions(),
			p.renderCompare(),
		),
		renderDropHint(),
	)
}

// renderPresets draws a button per preset, with its size selector, and
// the heuristic the player's search uses.
func (p *Page) renderPresets() app.UI {
	var items []app.UI
	for i, pr := range problem.MatrixPresets {
		scope := app.EventScope(strconv.Itoa(i))
		btn := app.Button().ID(fmt.Sprintf("mpreset-%d", i)).Class("preset").Text(pr.Name).
			OnClick(func(ctx app.Context, e app.Event) {
				p.loadPreset(i)
				p.playback.Redraw(ctx)
			}, scope)
		if len(pr.Sizes) == 0 {
			items = append(items, btn)
			continue
		}
		var sizes []app.UI
		for _, n := range pr.Sizes {
			sizes = append(sizes, app.Option().Value(strconv.Itoa(n)).Text(pr.Label(n)).Selected(n == p.sizes[i]))
		}
		items = append(items, app.Span().Class("preset-group").Body(btn,
			app.Select().ID(fmt.Sprintf("mpreset-size-%d", i)).Attr("aria-label", pr.Name+": size").Body(sizes...).
				OnChange(func(ctx app.Context, e app.Event) {
					if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
						p.sizes[i] = n
						p.loadPreset(i)
						p.playback.Redraw(ctx)
					}
				}, scope)))
	}
	items = append(items, app.Button().ID("tour-start").Class("preset").Text("Take the tour").
		OnClick(func(ctx app.Context, e app.Event) {
			p.startTour()
			p.playback.Redraw(ctx)
		}), p.renderOpen())
	var hs []app.UI
	for _, h := range []dlx.Heuristic{dlx.MRV, dlx.FirstItem, dlx.MRVRandom} {
		hs = append(hs, app.Option().Value(h.String()).Text(heuristicLabels[h]).Selected(h == p.heuristic))
	}
	return app.Div().Class("input").Body(
		app.Div().Class("row").Body(items...),
		app.Div().Class("row").Body(
			app.Label().For("heuristic").Text("The player branches on "),
			app.Select().ID("heuristic").Body(hs...).OnChange(func(ctx app.Context, e app.Event) {
				if h, err := dlx.ParseHeuristic(ctx.JSSrc().Get("value").String()); err == nil {
					p.heuristic = h
					p.restart()
					p.playback.Redraw(ctx)
				}
			}),
		),
	)
}

// heuristicLabels name the heuristics for people.
var heuristicLabels = map[dlx.Heuristic]string{
	dlx.MRV:       "fewest options (MRV)",
	dlx.FirstItem: "first item",
	dlx.MRVRandom: "fewest options, random tie-break",
}

// renderEditor draws the editing tools and, for a matrix small enough, the
// grid of cells: click a cell to toggle it, a header to select its option
// or item.
func (p *Page) renderEditor() app.UI {
	s := p.sheet
	tools := p.renderEditTools()
	if n := len(s.Items) * len(s.Options); n > MaxGridCells {
		return app.Div().Class("editor").Body(tools,
			app.P().ID("grid-too-big").Class("hint").Text(fmt.Sprintf(
				"The grid editor shows up to %s cells; this matrix has %s (%s x %s). Edit it as text below.",
				words.Count(MaxGridCells), words.Count(int64(n)), words.Plural(int64(len(s.Options)), "option"), words.Plural(int64(len(s.Items)), "item"))))
	}
	return app.Div().Class("editor").Body(tools, &gridEditor{Sheet: s, SelRow: p.selRow, SelCol: p.selCol, page: p})
}

// itemTitle describes an item's column.
func itemTitle(c problem.Column) string {
	switch {
	case c.Secondary:
		return c.Name + ": secondary (covered at most once, or by options of one color)"
	case c.Bounded():
		return fmt.Sprintf("%s: primary, covered %d to %d times", c.Name, c.Lower, c.Upper)
	}
	return c.Name + ": primary (covered exactly once)"
}

// boundsText writes a column's bounds as the editor's field shows them:
// "2:3", "" for none.
func boundsText(c problem.Column) string {
	if !c.Bounded() {
		return ""
	}
	return fmt.Sprintf("%d:%d", c.Lower, c.Upper)
}

// parseBounds reads the bounds field: "u:v", "v" for exactly v, "" for
// none (exactly once).
func parseBounds(text string) (lower, upper int, err error) {
	if text == "" {
		return 0, 0, nil
	}
	lo, hi, pair := strings.Cut(text, ":")
	if upper, err = strconv.Atoi(hi); !pair {
		upper, err = strconv.Atoi(lo)
		lower = upper
	} else if err == nil {
		lower, err = strconv.Atoi(lo)
	}
	if err != nil {
		return 0, 0, fmt.Errorf("bounds %q: write u:v, or v for exactly v times", text)
	}
	return lower, upper, nil
}

// onEditorClick toggles the clicked cell, or selects the clicked header's
// option or item: one handler for the whole table.
func (p *Page) onEditorClick(ctx app.Context, e app.Event) {
	el := e.Get("target").Call("closest", "[data-r],[data-c]")
	if !el.Truthy() {
		return
	}
	data := el.Get("dataset")
	r, errR := strconv.Atoi(data.Get("r").String())
	c, errC := strconv.Atoi(data.Get("c").String())
	switch {
	case errR == nil && errC == nil && r < len(p.sheet.Options) && c < len(p.sheet.Items):
		p.selRow, p.selCol = r, c
		p.edit(func(s *problem.Sheet) { s.Toggle(r, c) })
	case errR == nil:
		p.selRow = r
	case errC == nil:
		p.selCol = c
	}
	p.playback.Redraw(ctx)
}

// renderEditTools draws the buttons that add options and items, and the
// selected option's and item's name, kind and remove button.
func (p *Page) renderEditTools() app.UI {
	s := p.sheet
	parts := []app.UI{
		app.Button().ID("add-row").Text("+ option").OnClick(func(ctx app.Context, e app.Event) {
			p.edit(func(s *problem.Sheet) { p.selRow = s.AddOption() })
			p.playback.Redraw(ctx)
		}),
		app.Button().ID("add-col").Text("+ item").OnClick(func(ctx app.Context, e app.Event) {
			p.edit(func(s *problem.Sheet) { p.selCol = s.AddItem() })
			p.playback.Redraw(ctx)
		}),
	}
	if r := p.selRow; r >= 0 && r < len(s.Options) {
		parts = append(parts,
			app.Label().For("row-name").Text(fmt.Sprintf("Option %d", r+1)),
			app.Input().ID("row-name").Size(8).Value(s.Options[r].Name).Placeholder(s.OptionLabel(r)).
				OnChange(func(ctx app.Context, e app.Event) {
					name := strings.TrimSpace(ctx.JSSrc().Get("value").String())
					if r := p.selRow; r >= 0 && r < len(p.sheet.Options) {
						p.edit(func(s *problem.Sheet) { s.Options[r].Name = name })
						p.playback.Redraw(ctx)
					}
				}),
			app.Label().For("row-cost").Text("cost"),
			app.Input().ID("row-cost").Type("number").Min(0).Size(4).Value(s.Options[r].Cost).
				OnChange(func(ctx app.Context, e app.Event) {
					cost, err := strconv.ParseInt(ctx.JSSrc().Get("value").String(), 10, 64)
					if r := p.selRow; err == nil && cost >= 0 && r >= 0 && r < len(p.sheet.Options) {
						p.edit(func(s *problem.Sheet) { s.Options[r].Cost = cost })
						p.playback.Redraw(ctx)
					}
				}),
			app.Button().ID("remove-row").Text("remove").OnClick(func(ctx app.Context, e app.Event) {
				if r := p.selRow; r >= 0 && r < len(p.sheet.Options) {
					p.edit(func(s *problem.Sheet) { s.RemoveOption(r) })
					p.selRow = -1
					p.playback.Redraw(ctx)
				}
			}),
		)
	}
	if c := p.selCol; c >= 0 && c < len(s.Items) {
		parts = append(parts,
			app.Label().For("col-name").Text(fmt.Sprintf("Item %d", c+1)),
			app.Input().ID("col-name").Size(6).Value(s.Items[c].Name).
				OnChange(func(ctx app.Context, e app.Event) {
					name := strings.TrimSpace(ctx.JSSrc().Get("value").String())
					if c := p.selCol; c >= 0 && c < len(p.sheet.Items) {
						p.edit(func(s *problem.Sheet) { s.Items[c].Name = name })
						p.playback.Redraw(ctx)
					}
				}),
			app.If(!s.Items[c].Secondary, func() app.UI {
				return app.Span().Body(
					app.Label().For("col-bounds").Text("bounds"),
					app.Input().ID("col-bounds").Size(5).Value(boundsText(s.Items[c])).Placeholder("1:1").
						Title("covered at least u and at most v times (Algorithm M): u:v").
						OnChange(func(ctx app.Context, e app.Event) {
							lower, upper, err := parseBounds(strings.TrimSpace(ctx.JSSrc().Get("value").String()))
							if c := p.selCol; c >= 0 && c < len(p.sheet.Items) {
								if err != nil {
									p.message = err.Error()
								} else {
									p.edit(func(s *problem.Sheet) { s.Items[c].Lower, s.Items[c].Upper = lower, upper })
								}
								p.playback.Redraw(ctx)
							}
						}),
				)
			}),
			app.Label().Body(
				app.Input().ID("col-secondary").Type("checkbox").Checked(s.Items[c].Secondary).
					OnChange(func(ctx app.Context, e app.Event) {
						on := ctx.JSSrc().Get("checked").Bool()
						if c := p.selCol; c >= 0 && c < len(p.sheet.Items) {
							p.edit(func(s *problem.Sheet) { p.selCol = s.SetSecondary(c, on) })
							p.playback.Redraw(ctx)
						}
					}),
				app.Text(" secondary"),
			),
			app.Button().ID("remove-col").Text("remove").OnClick(func(ctx app.Context, e app.Event) {
				if c := p.selCol; c >= 0 && c < len(p.sheet.Items) {
					p.edit(func(s *problem.Sheet) { s.RemoveItem(c) })
					p.selCol = -1
					p.playback.Redraw(ctx)
				}
			}),
		)
	}
	if r, c := p.selRow, p.selCol; r >= 0 && r < len(s.Options) && c >= 0 && c < len(s.Items) && s.Items[c].Secondary && s.Has(r, c) {
		parts = append(parts,
			app.Label().For("cell-color").Text("color"),
			app.Input().ID("cell-color").Size(6).Value(s.Color(r, c)).Placeholder("none").
				Title("the color this option gives this secondary item (Algorithm C): options of one color may share it").
				OnChange(func(ctx app.Context, e app.Event) {
					color := strings.TrimSpace(ctx.JSSrc().Get("value").String())
					if r, c := p.selRow, p.selCol; r >= 0 && r < len(p.sheet.Options) && c >= 0 && c < len(p.sheet.Items) {
						p.edit(func(s *problem.Sheet) { s.SetColor(r, c, color) })
						p.playback.Redraw(ctx)
					}
				}),
		)
	}
	return app.Div().Class("row edit-tools").Body(parts...)
}

// renderText draws the problem in Knuth's format, the button that loads
// what was typed or pasted, the export, and what is wrong.
func (p *Page) renderText() app.UI {
	return app.Div().Class("knuth").Body(
		app.H2().Text("Knuth's format"),
		app.P().Class("hint").Text("First line: the primary items, then '|' and the secondary ones; '2:3|a' bounds item a (covered 2 to 3 times: Algorithm M). "+
			"Then one option a line: its items, 'x:red' giving secondary item x a color (options of one color may share x: Algorithm C). "+
			"A line '"+problem.NameMark+" name' names the option after it; other lines starting with '|' are comments."),
		app.Textarea().ID("knuth").Attr("spellcheck", "false").Attr("wrap", "off").Attr("aria-label", "the problem in Knuth's format").
			Placeholder(p.boxPlaceholder()).OnInput(func(ctx app.Context, e app.Event) { // its value: see syncBox
			p.files.typed = true // read when loaded (loadBox)
			ctx.PreventUpdate()
		}),
		app.Div().Class("row").Body(
			app.Button().ID("load-text").Text("Load text").OnClick(func(ctx app.Context, e app.Event) {
				p.loadBox()
			}),
			p.renderShowText(),
			app.Button().ID("export-matrix").Text("Download .dlx").Title("The problem in view, in Knuth's format").OnClick(func(ctx app.Context, e app.Event) {
				download(p.downloadName(), p.sheet.Text())
			}),
		),
		app.If(p.message != "", func() app.UI {
			return app.P().ID("matrix-message").Class("error").Attr("role", "alert").Text(p.message)
		}),
	)
}

// pointAtMistake selects the character of the text box where the last
// text loaded is wrong.
func (p *Page) pointAtMistake() {
	pe := p.mistake
	if pe == nil {
		return
	}
	start, end := mistakeRange(p.text, pe.Line, pe.Col)
	box := ui.Element("knuth")
	if box.Truthy() {
		box.Call("focus")
		box.Call("setSelectionRange", start, end)
	}
}

// mistakeRange returns where a text box's selection starts and ends to
// pick out the character of text at line and col (both from 1; col counts
// bytes, as dlx.ParseError's does, and 0 means the line's start), in the
// UTF-16 code units JavaScript counts a text in: a character before it
// outside ASCII is one byte or more in Go and one unit or two in the box.
func mistakeRange(text string, line, col int) (start, end int) {
	at := 0
	for l := 1; l < line; l++ {
		nl := strings.IndexByte(text[at:], '\n')
		if nl < 0 {
			break
		}
		at += nl + 1
	}
	at = min(at+max(col-1, 0), len(text))
	for _, r := range text[:at] {
		start += utf16.RuneLen(r)
	}
	end = start + 1
	if r, size := utf8.DecodeRuneInString(text[at:]); size > 0 {
		end = start + utf16.RuneLen(r)
	}
	return start, end
}

// download offers text to the user as a file.
func download(name, text string) {
	blob := ui.Global("Blob").New([]any{text}, map[string]any{"type": "text/plain;charset=utf-8"})
	a := ui.Global("document").Call("createElement", "a")
	a.Set("href", ui.Global("URL").Call("createObjectURL", blob))
	a.Set("download", name)
	a.Call("click")
}
