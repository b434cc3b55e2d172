package matrixpage

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/app/ui"
	"xcover/app/words"
)

// renderTree draws the search tree's canvas with its nodes per level and
// a read-out of the node under the pointer.
func (p *Page) renderTree() app.UI {
	info := "No search."
	var levels []app.UI
	if t := p.tree; t != nil {
		pos := p.play.Pos()
		perLevel := t.PerLevel(pos)
		explored := 0
		for l, n := range perLevel {
			explored += n
			levels = append(levels, app.Div().Class("tree-level").Text(fmt.Sprintf("L%d %s", l, words.Count(int64(n)))))
		}
		info = fmt.Sprintf("%s explored, %s known", words.Plural(int64(explored), "node"), words.Count(int64(len(t.Nodes))))
		if t.Truncated {
			info += fmt.Sprintf("; the tree is drawn up to %s nodes, the rest of the search is left out", words.Count(int64(t.Cap)))
		}
	}
	return app.Div().Class("tree").Body(
		app.Div().Class("row picture-head").Body(
			app.H2().Text("Search tree"),
			ui.ExportMenu(ui.Export{ID: "tree", What: "the search tree", Canvas: "tree",
				Name: func() string { return ui.FileName("tree", p.play.Pos()) },
				Pixels: func() (w, h int, pix []byte, scale int) {
					return p.treeRaster.W, p.treeRaster.H, p.treeRaster.Pix, 1
				}}, &p.treeRec),
		),
		app.P().ID("tree-info").Class("hint").Text(info),
		app.Div().Class("tree-body").Body(
			app.Div().ID("tree-levels").Class("tree-levels").Body(levels...),
			app.Div().ID("tree-box").Class("scroll").Body(
				app.Canvas().ID("tree").Attr("role", "img").
					Attr("aria-label", "the search tree: a band per node, its children below it; click a node to go there").
					OnClick(p.onTreeClick).OnMouseMove(p.onTreeHover),
			),
		),
		app.P().ID("tree-tip").Class("tooltip").Text(p.treeTip),
	)
}

// treeNodeAt returns the tree node under the pointer of event e, or -1.
func (p *Page) treeNodeAt(e app.Event) int {
	if p.tree == nil {
		return -1
	}
	return p.treeRaster.At(e.Get("offsetX").Int(), e.Get("offsetY").Int())
}

// onTreeClick moves the player to the clicked node: just after the event
// that made it, at once when the player keeps the events on the way,
// otherwise in the frames' slices (see Playback.SeekTo).
func (p *Page) onTreeClick(ctx app.Context, e app.Event) {
	k := p.treeNodeAt(e)
	if k < 0 || k >= len(p.tree.Nodes) {
		return
	}
	p.playback.SeekTo(p.tree.Nodes[k].Event + 1)
	p.playback.Redraw(ctx)
}

// onTreeHover describes the node under the pointer.
func (p *Page) onTreeHover(ctx app.Context, e app.Event) {
	k := p.treeNodeAt(e)
	if k < 0 || k >= len(p.tree.Nodes) {
		return
	}
	p.treeTip = describeNode(p.tree, k, p.play)
}

// describeNode says what node k of t is, with the names of pl's problem.
func describeNode(t *player.Tree, k int, pl *player.Player) string {
	n := t.Nodes[k]
	m := pl.Problem()
	where := fmt.Sprintf("Level %d, event %d", n.Level, n.Event+1)
	if n.Option >= 0 {
		where += fmt.Sprintf(", after trying '%s'", problem.OptionLabel(m, int(n.Option)))
	}
	switch n.Kind {
	case player.Leaf:
		return where + ": a solution"
	case player.DeadEnd:
		return where + fmt.Sprintf(": dead end, '%s' has no options", m.ItemName(int(n.Item)))
	}
	return where + fmt.Sprintf(": branch on '%s' (%s)", m.ItemName(int(n.Item)), words.Plural(int64(n.Size), "option"))
}

// drawTree paints the tree into its canvas after the page has rendered.
func (p *Page) drawTree() {
	canvas := ui.Element("tree")
	if p.tree == nil {
		ui.BlankCanvas(canvas)
		return
	}
	if !canvas.Truthy() || !p.playback.Seen.Visible("tree-box") { // drawn when it comes into view
		return
	}
	if len(p.tree.Nodes) == 0 {
		canvas.Set("height", 0)
		return
	}
	pos := p.play.Pos()
	shown := treeShown{canvas, p.tree, len(p.tree.Nodes), pos}
	if shown.same(p.treeShown) { // nothing moved
		return
	}
	p.treeShown = shown
	r := &p.treeRaster
	r.Draw(p.tree, draw.TreeWidth, pos, p.tree.Current(pos, p.play.Level()))
	p.treePixels.Put(canvas, r.W, r.H, r.Pix)
}

// treeShown is what the tree's canvas shows: which tree, how much of it
// and where the player is.
type treeShown struct {
	canvas app.Value
	tree   *player.Tree
	nodes  int
	pos    int
}

// same reports whether s shows what t does.
func (s treeShown) same(t treeShown) bool {
	return t.canvas != nil && s.canvas.Equal(t.canvas) && s.tree == t.tree && s.nodes == t.nodes && s.pos == t.pos
}
