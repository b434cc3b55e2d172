package app

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/dlx"
	"xcover/sudoku"
)

// Render draws the page: input on the left with the grid, the matrix on
// the right, the player and its narration below.
func (p *Page) Render() app.UI {
	return app.Div().ID("xcover").Body(
		app.Header().Body(
			app.H1().Text("xcover"),
			app.P().Class("tagline").Text("Knuth's Algorithm X with dancing links, one step at a time."),
		),
		app.Div().Class("panes").Body(
			app.Section().Class("left").Body(
				p.renderInput(),
				p.renderGrid(),
				p.renderOutright(),
			),
			app.Section().Class("right").Body(
				p.renderMatrix(),
			),
		),
		p.renderPlayer(),
		p.renderStats(),
	)
}

// renderInput draws the size selector, the presets and the paste box.
func (p *Page) renderInput() app.UI {
	var sizes []app.UI
	for i, s := range Sizes {
		n := s.N()
		sizes = append(sizes, app.Option().Value(strconv.Itoa(i)).Text(fmt.Sprintf("%dx%d", n, n)).Selected(p.puzzle.Shape == s))
	}
	var presets []app.UI
	for i, pr := range Presets {
		presets = append(presets, app.Button().ID(fmt.Sprintf("preset-%d", i)).Class("preset").Text(pr.Name).
			OnClick(func(ctx app.Context, e app.Event) {
				p.paste = pr.Puzzle
				p.loadText(pr.Puzzle, sudoku.Options{})
				p.syncURL(ctx)
				p.redraw(ctx)
			}, app.EventScope(strconv.Itoa(i))))
	}
	return app.Div().Class("input").Body(
		app.Div().Class("row").Body(
			app.Label().For("size").Text("Size "),
			app.Select().ID("size").Body(sizes...).OnChange(func(ctx app.Context, e app.Event) {
				i, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
				if err == nil && i >= 0 && i < len(Sizes) {
					p.newSize(Sizes[i])
					p.syncURL(ctx)
					p.redraw(ctx)
				}
			}),
			app.Span().Class("presets").Body(presets...),
		),
		app.Textarea().ID("paste").Placeholder("Paste a puzzle: 81 characters, a grid, numbers...").
			Text(p.paste).OnInput(func(ctx app.Context, e app.Event) {
			p.paste = ctx.JSSrc().Get("value").String()
		}),
		app.Button().ID("load").Text("Load pasted puzzle").OnClick(func(ctx app.Context, e app.Event) {
			if p.loadText(p.paste, sudoku.Options{}) {
				p.syncURL(ctx)
			}
			p.redraw(ctx)
		}),
		app.If(p.message != "", func() app.UI {
			return app.P().ID("message").Class("error").Attr("role", "alert").Text(p.message)
		}),
	)
}

// renderGrid draws the sudoku grid with the search's partial solution and
// each blank cell's remaining candidates.
func (p *Page) renderGrid() app.UI {
	g := p.puzzle
	n := g.N()
	var views []CellView
	if p.board != nil {
		views = p.board.Cells()
	}
	hoverCell := -1
	if p.hover.Option >= 0 && p.board != nil {
		c := p.board.Encoding.Candidate(p.hover.Option)
		hoverCell = c.Row*n + c.Col
	}
	cells := make([]app.UI, 0, n*n)
	for i := range n * n {
		r, c := i/n, i%n
		view := CellView{Value: int(g.Cells[i]), Kind: Given}
		if views != nil {
			view = views[i]
		} else if g.Cells[i] == 0 {
			view.Kind = Blank
		}
		class := "cell " + [...]string{"blank", "given", "placed", "trying"}[view.Kind]
		if r%g.BoxRows == 0 {
			class += " box-top"
		}
		if c%g.BoxCols == 0 {
			class += " box-left"
		}
		if i == p.cursor {
			class += " cursor"
		}
		if i == hoverCell {
			class += " hover"
		}
		for _, x := range p.conflict {
			if x == i {
				class += " conflict"
			}
		}
		cells = append(cells, p.renderCell(i, view, class))
	}
	return app.Div().ID("grid").Class("grid").
		Style("grid-template-columns", fmt.Sprintf("repeat(%d, var(--cell))", n)).
		Style("--marks", strconv.Itoa(markColumns(n))).
		Style("--cell", cellSize(n)).
		TabIndex(0).Attr("role", "grid").Attr("aria-label", fmt.Sprintf("%dx%d sudoku grid: type values, arrows move, paste a puzzle", n, n)).
		OnKeyDown(p.onGridKey).OnPaste(p.onGridPaste).Body(cells...)
}

// maxMarked is the largest grid side whose blank cells show pencil marks;
// bigger grids show how many candidates are left.
const maxMarked = 16

// markColumns is how many pencil marks fit across a cell.
func markColumns(n int) int {
	k := 1
	for k*k < n {
		k++
	}
	return k
}

// cellSize is the side of a grid cell, smaller for big grids.
func cellSize(n int) string {
	switch {
	case n <= 9:
		return "44px"
	case n <= 16:
		return "34px"
	}
	return "26px"
}

// renderCell draws one cell: its value, or its pencil marks.
func (p *Page) renderCell(i int, view CellView, class string) app.UI {
	n := p.puzzle.N()
	label := sudoku.CellName(i/n, i%n)
	cell := app.Div().ID(fmt.Sprintf("cell-%d", i)).Class(class).Attr("role", "gridcell").
		OnClick(func(ctx app.Context, e app.Event) { p.cursor = i }, app.EventScope(strconv.Itoa(i)))
	if view.Value != 0 {
		return cell.Attr("aria-label", fmt.Sprintf("%s: %d", label, view.Value)).
			Text(string(sudoku.ValueChar(view.Value, ' ')))
	}
	if n > maxMarked {
		return cell.Attr("aria-label", fmt.Sprintf("%s: blank, %d candidates", label, len(view.Marks))).
			Class(class + " count").Text(strconv.Itoa(len(view.Marks)))
	}
	return cell.Attr("aria-label", fmt.Sprintf("%s: blank, candidates %v", label, view.Marks)).
		Class("marks").Text(marksText(view.Marks, n)).
		OnMouseMove(func(ctx app.Context, e app.Event) { p.hoverMark(ctx, e, i) }, app.EventScope(strconv.Itoa(i))).
		OnMouseOut(func(ctx app.Context, e app.Event) { p.highlightOption(ctx, -1) }, app.EventScope(strconv.Itoa(i)))
}

// marksText lays out a blank cell's candidates as text, k to a line, with
// a space where a value is no longer possible: one text node per cell keeps
// the grid light to render, even at 16x16.
func marksText(marks []int, n int) string {
	k := markColumns(n)
	line := make([]byte, 0, 2*n)
	next := 0
	for v := 1; v <= n; v++ {
		ch := byte(' ')
		if next < len(marks) && marks[next] == v {
			ch = sudoku.ValueChar(v, ' ')
			next++
		}
		line = append(line, ch)
		switch {
		case v == n:
		case v%k == 0:
			line = append(line, '\n')
		default:
			line = append(line, ' ')
		}
	}
	return string(line)
}

// hoverMark highlights the candidate under the pointer in blank cell i:
// the cell is a k x k layout of its candidates.
func (p *Page) hoverMark(ctx app.Context, e app.Event, i int) {
	n := p.puzzle.N()
	k := markColumns(n)
	cell := e.Get("currentTarget")
	w, h := cell.Get("clientWidth").Float(), cell.Get("clientHeight").Float()
	if w <= 0 || h <= 0 || p.board == nil {
		return
	}
	col := int(e.Get("offsetX").Float() * float64(k) / w)
	row := int(e.Get("offsetY").Float() * float64(k) / h)
	v := row*k + col + 1
	option := -1
	if col >= 0 && col < k && v >= 1 && v <= n && p.board.Player.Matrix().Live(i*n+v-1) {
		option = i*n + v - 1
	}
	if option != p.hover.Option {
		p.highlightOption(ctx, option)
	}
}

// highlightOption lights up option k's row and item columns in the matrix
// (-1 to clear).
func (p *Page) highlightOption(ctx app.Context, k int) {
	p.hover, p.tooltip = NoHighlight, ""
	if k >= 0 && p.board != nil {
		m := p.board.Player.Problem()
		p.hover = Highlight{Option: k, Items: m.OptionItems(nil, k)}
		p.tooltip = m.OptionName(k)
	}
	p.redraw(ctx)
}

// onGridKey edits the cell under the cursor: a value's character sets it,
// Backspace, Delete, 0 or . clear it, arrows and Tab move.
func (p *Page) onGridKey(ctx app.Context, e app.Event) {
	n := p.puzzle.N()
	key := e.Get("key").String()
	move := func(d int) { p.cursor = (p.cursor + d + n*n) % (n * n) }
	switch key {
	case "ArrowLeft":
		move(-1)
	case "ArrowRight":
		move(1)
	case "ArrowUp":
		move(-n)
	case "ArrowDown":
		move(n)
	case "Tab":
		if e.Get("shiftKey").Bool() {
			move(-1)
		} else {
			move(1)
		}
	case "Backspace", "Delete", "0", ".", " ":
		p.setCell(p.cursor, 0)
		p.syncURL(ctx)
	default:
		v, ok := keyValue(key, n)
		if !ok {
			return
		}
		p.setCell(p.cursor, v)
		p.syncURL(ctx)
	}
	e.PreventDefault()
	p.redraw(ctx)
}

// onGridPaste loads a puzzle pasted onto the grid, in any format.
func (p *Page) onGridPaste(ctx app.Context, e app.Event) {
	text := e.Get("clipboardData").Call("getData", "text").String()
	e.PreventDefault()
	p.paste = text
	if p.loadText(text, sudoku.Options{}) {
		p.syncURL(ctx)
	}
	p.redraw(ctx)
}

// keyValue reads a typed character as a value 1..n.
func keyValue(key string, n int) (int, bool) {
	if len(key) != 1 {
		return 0, false
	}
	ch := key[0]
	v := 0
	switch {
	case ch >= '1' && ch <= '9':
		v = int(ch - '0')
	case ch >= 'a' && ch <= 'z':
		v = int(ch-'a') + 10
	case ch >= 'A' && ch <= 'Z':
		v = int(ch-'A') + 10
	}
	return v, v >= 1 && v <= n
}

// renderMatrix draws the matrix's canvas with its group labels, the zoom
// and compact toggles and the hover read-out.
func (p *Page) renderMatrix() app.UI {
	var groups []app.UI
	width := 0
	if p.board != nil {
		m := p.board.Player.Matrix()
		branch := p.board.Player.Branching()
		counts := [4]int{}
		nn := p.puzzle.N() * p.puzzle.N()
		for i := range m.Items() {
			if !p.compact || m.Active(i) || i == branch {
				counts[i/nn]++
				width++
			}
		}
		for k, name := range []string{"cell", "row", "column", "box"} {
			if counts[k] > 0 {
				groups = append(groups, app.Span().Class("group").Style("flex-grow", strconv.Itoa(counts[k])).Text(name))
			}
		}
	}
	size := "-"
	if p.board != nil {
		m := p.board.Player.Problem()
		size = fmt.Sprintf("%d options x %d items", m.Options(), m.Items())
	}
	return app.Div().Class("matrix").Body(
		app.Div().Class("row").Body(
			app.Span().ID("matrix-size").Text(size),
			app.Label().Body(
				app.Input().ID("compact").Type("checkbox").Checked(p.compact).OnChange(func(ctx app.Context, e app.Event) {
					p.compact = ctx.JSSrc().Get("checked").Bool()
					p.redraw(ctx)
				}),
				app.Text(" compact (live rows and columns only)"),
			),
			app.Button().ID("zoom-out").Text("−").Attr("aria-label", "zoom out").OnClick(func(ctx app.Context, e app.Event) {
				p.zoom = max(p.zoom-1, 1)
				p.redraw(ctx)
			}),
			app.Span().ID("zoom").Text(fmt.Sprintf("%dx", p.zoom)),
			app.Button().ID("zoom-in").Text("+").Attr("aria-label", "zoom in").OnClick(func(ctx app.Context, e app.Event) {
				p.zoom = min(p.zoom+1, 16)
				p.redraw(ctx)
			}),
		),
		app.Div().Class("groups").Style("width", fmt.Sprintf("%dpx", width*p.zoom)).Body(groups...),
		app.Div().ID("matrix-scroll").Class("scroll").Body(
			// drawMatrix sizes the canvas: its size follows the raster.
			app.Canvas().ID("matrix").Attr("role", "img").
				Attr("aria-label", "exact cover matrix: options are rows, items are columns").
				OnMouseMove(p.onMatrixHover).
				OnMouseLeave(func(ctx app.Context, e app.Event) { p.highlightOption(ctx, -1) }),
		),
		app.P().ID("tooltip").Class("tooltip").Text(p.tooltip),
	)
}

// onMatrixHover names the row and column under the pointer and lights up
// the cell and value in the grid.
func (p *Page) onMatrixHover(ctx app.Context, e app.Event) {
	x, y := e.Get("offsetX").Int()/p.zoom, e.Get("offsetY").Int()/p.zoom
	k, it := p.raster.At(x, y)
	if k < 0 || p.board == nil {
		return
	}
	m := p.board.Player.Problem()
	p.hover = Highlight{Option: k, Items: []int{it}}
	p.tooltip = fmt.Sprintf("row %s · column %s", m.OptionName(k), m.ItemName(it))
	p.redraw(ctx)
}

// renderOutright draws the solve-outright buttons and their verdict.
func (p *Page) renderOutright() app.UI {
	run := func(max int64) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			o, err := NewOutright(p.puzzle, max)
			if err != nil {
				p.verdict = err.Error()
				return
			}
			p.outright, p.verdict = o, "Solving..."
			p.pause()
			p.frames.start()
		}
	}
	var solution app.UI = app.Text("")
	if o := p.outright; o != nil && o.Done && o.First.Cells != nil {
		solution = app.Pre().ID("outright-solution").Text(o.First.String())
	}
	running := p.outright != nil && !p.outright.Done
	return app.Div().Class("outright").Body(
		app.Button().ID("solve").Text("Solve").Disabled(p.board == nil).OnClick(run(1)),
		app.Button().ID("unique").Text("Check uniqueness").Disabled(p.board == nil).OnClick(run(2)),
		app.Button().ID("count").Text("Count solutions").Disabled(p.board == nil).OnClick(run(0)),
		app.Button().ID("stop-solve").Text("Stop").Disabled(!running).OnClick(func(ctx app.Context, e app.Event) {
			if p.outright != nil {
				p.outright.Cancel()
				p.verdict = verdict(p.outright)
			}
		}),
		app.Span().ID("verdict").Attr("aria-live", "polite").Text(p.verdict),
		solution,
	)
}

// renderPlayer draws the player's controls, timeline and breakpoints.
func (p *Page) renderPlayer() app.UI {
	if p.board == nil {
		return app.Div().Class("player").Text("")
	}
	pl := p.board.Player
	// Handlers read p.board when they run: go-app keeps a button's first
	// handler, so a closure over this render's player would go stale.
	do := func(f func()) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			p.pause()
			f()
			p.syncURL(ctx)
			p.redraw(ctx)
		}
	}
	playLabel := "Play"
	if p.playing {
		playLabel = "Pause"
	}
	known := pl.Known()
	if !pl.Finished() {
		known++ // room to scrub one step into the unknown
	}
	speed := "max"
	if s := Speeds[p.speed]; s > 0 {
		speed = formatCount(int64(s)) + "/s"
	}
	return app.Div().Class("player").Attr("role", "toolbar").Attr("aria-label", "player").Body(
		app.Div().Class("row").Body(
			app.Button().ID("start").Text("|◀").Attr("aria-label", "to start").OnClick(do(func() { p.board.Player.Seek(0) })),
			app.Button().ID("back-choice").Text("◀◀").Attr("aria-label", "back one choice").OnClick(do(func() { p.board.Player.BackChoice() })),
			app.Button().ID("back").Text("◀").Attr("aria-label", "back one event").OnClick(do(func() { p.board.Player.Back() })),
			app.Button().ID("play").Text(playLabel).OnClick(func(ctx app.Context, e app.Event) {
				if p.playing {
					p.pause()
					p.syncURL(ctx)
				} else {
					p.play(nil)
				}
			}),
			app.Button().ID("step").Text("▶").Attr("aria-label", "step one event").OnClick(do(func() { p.board.Player.Step() })),
			app.Button().ID("step-choice").Text("▶▶").Attr("aria-label", "step to the next choice").OnClick(do(func() { p.board.Player.StepChoice() })),
			app.Button().ID("to-solution").Text("To solution").OnClick(func(ctx app.Context, e app.Event) {
				p.play(func(e dlx.Event) bool { return e.Kind == dlx.Solution })
				p.speed = len(Speeds) - 1
			}),
			app.Button().ID("to-end").Text("To end").OnClick(func(ctx app.Context, e app.Event) {
				p.breakSolution = false
				p.speed = len(Speeds) - 1
				p.play(nil)
			}),
			app.Label().For("speed").Text("Speed "),
			app.Input().ID("speed").Type("range").Min(0).Max(len(Speeds)-1).Value(p.speed).OnInput(func(ctx app.Context, e app.Event) {
				if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && v >= 0 && v < len(Speeds) {
					p.speed = v
				}
			}),
			app.Span().ID("speed-label").Text(speed),
		),
		app.Div().Class("row").Body(
			app.Input().ID("timeline").Type("range").Min(0).Max(known).Value(pl.Pos()).
				Attr("aria-label", "timeline: events").OnInput(func(ctx app.Context, e app.Event) {
				if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
					p.pause()
					p.board.Player.Seek(v)
					p.redraw(ctx)
				}
			}),
			app.Span().ID("position").Text(fmt.Sprintf("event %d of %s", pl.Pos(), knownLabel(pl))),
		),
		app.Div().Class("row breakpoints").Body(
			app.Text("Stop at: "),
			checkbox("break-solution", "solution", p.breakSolution, func(v bool) { p.breakSolution = v }),
			checkbox("break-deadend", "dead end", p.breakDeadEnd, func(v bool) { p.breakDeadEnd = v }),
			app.Label().For("break-level").Text("level "),
			app.Input().ID("break-level").Type("number").Min(0).Value(p.breakLevel).OnChange(func(ctx app.Context, e app.Event) {
				if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && v >= 0 {
					p.breakLevel = v
				}
			}),
		),
		app.P().ID("narration").Attr("aria-live", "polite").Text(p.narration()),
	)
}

// knownLabel is the run's length, or how much of it is known so far.
func knownLabel(pl *Player) string {
	if pl.Finished() {
		return strconv.Itoa(pl.Known())
	}
	return strconv.Itoa(pl.Known()) + "+"
}

// checkbox draws a labelled checkbox that calls set when toggled.
func checkbox(id, label string, checked bool, set func(bool)) app.UI {
	return app.Label().Body(
		app.Input().ID(id).Type("checkbox").Checked(checked).OnChange(func(ctx app.Context, e app.Event) {
			set(ctx.JSSrc().Get("checked").Bool())
		}),
		app.Text(" "+label+" "),
	)
}

// renderStats draws the live stats, the nodes per level and the partial
// solution's stack.
func (p *Page) renderStats() app.UI {
	if p.board == nil {
		return app.Div().Class("stats").Text("")
	}
	pl := p.board.Player
	st := pl.Stats()
	var peak int64 = 1
	for _, n := range st.PerLevel {
		peak = max(peak, n)
	}
	bars := make([]app.UI, 0, len(st.PerLevel))
	for l, n := range st.PerLevel {
		bars = append(bars, app.Div().Class("bar").Title(fmt.Sprintf("level %d: %d nodes", l, n)).
			Style("height", fmt.Sprintf("%d%%", max(1, int(100*n/peak)))))
	}
	givens := p.puzzle.Givens()
	var stack []app.UI
	for l, k := range pl.Chosen() {
		if l < givens {
			continue
		}
		stack = append(stack, app.Li().Body(
			app.Button().Class("chosen").Text(fmt.Sprintf("L%d %s", l, pl.Problem().OptionName(k))).
				OnClick(func(ctx app.Context, e app.Event) {
					p.pause()
					p.board.Player.SeekTry(l)
					p.syncURL(ctx)
					p.redraw(ctx)
				}, app.EventScope(strconv.Itoa(l))),
		))
	}
	return app.Div().Class("stats").Body(
		app.Dl().ID("counters").Body(
			app.Dt().Text("level"), app.Dd().ID("stat-level").Text(strconv.Itoa(pl.Level())),
			app.Dt().Text("nodes"), app.Dd().ID("stat-nodes").Text(formatCount(st.Nodes)),
			app.Dt().Text("updates"), app.Dd().ID("stat-updates").Text(formatCount(st.Updates)),
			app.Dt().Text("solutions"), app.Dd().ID("stat-solutions").Text(formatCount(st.Solutions)),
			app.Dt().Text("events"), app.Dd().ID("stat-events").Text(formatCount(int64(pl.Pos()))),
		),
		app.Div().Class("levels").Body(
			app.H2().Text("Nodes per level"),
			app.Div().ID("bars").Class("bars").Body(bars...),
		),
		app.Div().Class("stack").Body(
			app.H2().Text(fmt.Sprintf("Partial solution (after %d givens)", givens)),
			app.Ol().ID("stack").Body(stack...),
		),
	)
}

// formatCount writes n with thousands separators: 1,234,567.
func formatCount(n int64) string {
	s := strconv.FormatInt(n, 10)
	if n < 0 {
		return "-" + formatCount(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
