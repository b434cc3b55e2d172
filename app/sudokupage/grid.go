package sudokupage

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/player"
	"xcover/app/puzzle/input"
	"xcover/app/ui"
	"xcover/app/words"
	"xcover/sudoku"
	"xcover/sudoku/format"
)

// renderGrid draws the sudoku grid with the search's partial solution and
// each blank cell's remaining candidates: the grid's element renders, and
// its cells are painted into it (gridBox), when anything they show
// changed.
func (p *Page) renderGrid() app.UI {
	if p.takeCells() {
		p.gridVersion++
	}
	return &gridBox{Key: strconv.Itoa(p.gridVersion), page: p}
}

// repaint writes the cells that changed into the grid's element without
// rendering it: a frame of a fast play in which only they change (see
// ui.Playback's Repaint).
func (p *Page) repaint() {
	if p.takeCells() {
		p.gridVersion++
		if p.grid != nil {
			p.grid.paint()
		}
	}
}

// takeCells brings each cell's face (p.shown) and the grid's attributes
// up to date, and reports whether any changed. A cell whose view and
// marks did not change keeps its face: a frame of a search changes a few
// cells, and making every cell's text and label again made the page's
// garbage for its collector to stop the page over.
func (p *Page) takeCells() bool {
	g := p.puzzle
	n := g.N()
	if p.board != nil {
		p.views = p.board.CellsInto(p.views)
	}
	hovered := p.hoverCell()
	attrs := gridAttrs{n, p.cursor, input.GridName(p.in.Rules.Variant)}
	all := attrs != p.gridAttrs || len(p.shown) != n*n || !slices.Equal(p.drawn, p.shownDrawn)
	changed := all
	p.shown = slices.Grow(p.shown[:0], n*n)[:n*n]
	for i := range n * n {
		view := player.CellView{Value: int(g.Cells[i]), Kind: player.Given}
		if p.board != nil {
			view = p.views[i]
		} else if g.Cells[i] == 0 {
			view.Kind = player.Blank
		}
		var flags cellFlags
		flags.set(flagCursor, i == p.cursor)
		flags.set(flagHover, i == hovered)
		flags.set(flagHint, slices.Contains(p.hintCells, i))
		flags.set(flagConflict, slices.Contains(p.conflict, i))
		c := &p.shown[i]
		if !all && c.flags == flags && c.view.Value == view.Value && c.view.Kind == view.Kind && slices.Equal(c.view.Marks, view.Marks) {
			continue
		}
		f := p.cellFace(i, view, flags.classes("cell "+[...]string{"blank", "given", "placed", "trying"}[view.Kind]+p.drawn[i]))
		changed = changed || f != c.face
		c.view = player.CellView{Value: view.Value, Kind: view.Kind, Marks: append(c.view.Marks[:0], view.Marks...)}
		c.flags, c.face = flags, f
	}
	p.gridAttrs = attrs
	p.shownDrawn = append(p.shownDrawn[:0], p.drawn...)
	return changed
}

// cellFlags are the states a cell's classes show besides its kind and the
// rules: under the cursor, under the pointer, in the hint, in a clash.
type cellFlags uint8

// The cell flags, in the order their classes follow the others.
const (
	flagCursor cellFlags = 1 << iota
	flagHover
	flagHint
	flagConflict
)

// set sets flag f when on.
func (c *cellFlags) set(f cellFlags, on bool) {
	if on {
		*c |= f
	}
}

// classes appends the flags' classes to class.
func (c cellFlags) classes(class string) string {
	for i, name := range [...]string{" cursor", " hover", " hint", " conflict"} {
		if c&(1<<i) != 0 {
			class += name
		}
	}
	return class
}

// renderGridBox draws the grid's element, without its cells: its layout,
// its name and the listeners for its cells.
func (p *Page) renderGridBox() app.UI {
	a := p.gridAttrs
	n := a.n
	return app.Div().ID("grid").Class("grid").
		Style("grid-template-columns", fmt.Sprintf("repeat(%d, var(--cell))", n)).
		Style("--marks", strconv.Itoa(ui.MarkColumns(n))).
		Style("--cell", ui.CellSize(n)).
		TabIndex(0).Attr("role", "grid").Attr("aria-label", fmt.Sprintf("%dx%d %s grid: type values, arrows move, paste a puzzle", n, n, a.name)).
		Attr("aria-activedescendant", fmt.Sprintf("cell-%d", a.cursor)).
		OnKeyDown(p.onGridKey).OnPaste(p.onGridPaste).
		OnClick(p.onGridClick).OnMouseMove(p.onGridMouseMove).OnMouseOut(p.onGridMouseOut)
}

// onGridClick puts the cursor on the cell clicked. The grid listens for
// its cells' clicks and pointer moves (onGridMouseMove, onGridMouseOut),
// three listeners in all rather than three a cell: a new puzzle renders
// every cell again, and each cell's listeners, added and taken away, cost
// the frame that shows it more than the cell itself.
func (p *Page) onGridClick(ctx app.Context, e app.Event) {
	if i, _ := p.cellOf(e); i >= 0 {
		p.cursor = i
	}
}

// onGridMouseMove highlights the candidate under the pointer in a blank
// cell's pencil marks.
func (p *Page) onGridMouseMove(ctx app.Context, e app.Event) {
	i, cell := p.cellOf(e)
	if i < 0 || !p.marked(i) || !p.hoverMark(ctx, e, cell, i) {
		ctx.PreventUpdate()
	}
}

// onGridMouseOut ends the highlight when the pointer leaves a blank cell.
func (p *Page) onGridMouseOut(ctx app.Context, e app.Event) {
	if i, _ := p.cellOf(e); i >= 0 && p.marked(i) {
		p.playback.HighlightOption(ctx, -1)
		return
	}
	ctx.PreventUpdate()
}

// cellOf returns the index of the cell a grid event came from and its
// element, or -1 when it came from none.
func (p *Page) cellOf(e app.Event) (int, app.Value) {
	target := e.Get("target")
	if !target.Truthy() || !target.Get("closest").Truthy() {
		return -1, nil
	}
	cell := target.Call("closest", ".cell")
	if !cell.Truthy() {
		return -1, nil
	}
	i, err := strconv.Atoi(strings.TrimPrefix(cell.Get("id").String(), "cell-"))
	if err != nil || i < 0 || i >= len(p.shown) {
		return -1, nil
	}
	return i, cell
}

// marked reports whether cell i shows pencil marks.
func (p *Page) marked(i int) bool {
	return p.shown[i].view.Value == 0 && p.puzzle.N() <= ui.MaxMarked
}

// gridAttrs is what the grid's element shows: its side, the cell under
// the cursor and the rules' name.
type gridAttrs struct {
	n, cursor int
	name      string
}

// shownCell is a cell as the grid shows it: its view (its marks its
// own), its flags and its face.
type shownCell struct {
	view  player.CellView
	flags cellFlags
	face  face
}

// cellFace is what cell i shows with view and classes class: its value,
// or its pencil marks (a count of them past ui.MaxMarked).
func (p *Page) cellFace(i int, view player.CellView, class string) face {
	n := p.puzzle.N()
	label := sudoku.CellName(i/n, i%n)
	switch {
	case view.Value != 0:
		return face{class, string(sudoku.ValueChar(view.Value, ' ')), fmt.Sprintf("%s: %d", label, view.Value)}
	case n > ui.MaxMarked:
		return face{class + " count", strconv.Itoa(len(view.Marks)), fmt.Sprintf("%s: blank, %s", label, words.Plural(int64(len(view.Marks)), "candidate"))}
	}
	return face{class + " marks", ui.MarksText(view.Marks, n), fmt.Sprintf("%s: blank, candidates %v", label, view.Marks)}
}

// hoverMark highlights the candidate under the pointer in blank cell i,
// whose element is cell: the cell is a k x k layout of its candidates. It
// reports whether the highlight changed.
func (p *Page) hoverMark(ctx app.Context, e app.Event, cell app.Value, i int) bool {
	n := p.puzzle.N()
	k := ui.MarkColumns(n)
	box := cell.Call("getBoundingClientRect")
	w, h := box.Get("width").Float(), box.Get("height").Float()
	if w <= 0 || h <= 0 || p.board == nil {
		return false
	}
	col := int((e.Get("clientX").Float() - box.Get("left").Float()) * float64(k) / w)
	row := int((e.Get("clientY").Float() - box.Get("top").Float()) * float64(k) / h)
	v := row*k + col + 1
	option := -1
	if col >= 0 && col < k && v >= 1 && v <= n && p.board.Player.View().Live(i*n+v-1) {
		option = i*n + v - 1
	}
	if option == p.playback.Hover.Option {
		return false
	}
	p.playback.HighlightOption(ctx, option)
	return true
}

// hoverCell is the cell of the option under the pointer, or -1; an option
// the puzzle does not have (a stale one) lights up nothing.
func (p *Page) hoverCell() int {
	k := p.playback.Hover.Option
	if p.board == nil || k < 0 || k >= p.board.Player.Problem().Options() {
		return -1
	}
	c := p.board.Encoding.Candidate(k)
	return c.Row*p.puzzle.N() + c.Col
}

// onGridKey edits the cell under the cursor: a value's character sets it,
// Backspace, Delete, 0 or . clear it, arrows move. Tab is left alone: it
// moves the focus on, out of the grid.
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
	case "Backspace", "Delete", "0", ".", " ":
		p.setCell(p.cursor, 0)
		p.SyncURL(ctx)
	default:
		v, ok := keyValue(key, n)
		if !ok {
			return
		}
		p.setCell(p.cursor, v)
		p.SyncURL(ctx)
	}
	e.PreventDefault()
	p.playback.Redraw(ctx)
}

// onGridPaste loads a puzzle pasted onto the grid, in any format.
func (p *Page) onGridPaste(ctx app.Context, e app.Event) {
	text := e.Get("clipboardData").Call("getData", "text").String()
	e.PreventDefault()
	p.in.Paste = text
	if p.loadText(text, format.Options{}) {
		p.SyncURL(ctx)
	}
	p.playback.Redraw(ctx)
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
