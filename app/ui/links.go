package ui

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/draw"
	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/app/words"
	"xcover/dlx"
)

// LinksView shows a dancing links picture, Knuth's figure of a small
// matrix or a lens on a big one, in a canvas that the page's script draws
// (web/xcover.js): whole when its nodes change, by a step's edits
// otherwise, so that a step costs what it changes. A pointer over a node,
// or the keyboard following the links from node to node (arrow keys, Home
// for the first), picks the node whose fields show in a line below, as
// they are at each step.
type LinksView struct {
	// ID is the canvas's id; the fields line's is ID + "-fields".
	ID   string
	pic  *draw.LinksPicture // the picture as last drawn, nil when none is
	pos  int                // the player's position it was drawn at
	node int32              // the node picked, -1 for none
	// reader reads the links at each step into the memory of the links
	// the picture showed before.
	reader explain.Reader
	json   []byte           // the last edits written for the script, whose memory the next reuses
	size   explain.LensSize // the lens's size as last drawn
	note   []string         // the words drawn instead of links (the search over, no solution), nil for none
	fit    lensFit          // how big a lens reads in the canvas's room
	rec    Recording        // the export menu's recording
}

// NewLinksView returns a view whose canvas has the given id.
func NewLinksView(id string) LinksView { return LinksView{ID: id, node: -1} }

// Reset forgets the picture, the node picked and the lens's pitch: the
// next Draw draws whole.
func (v *LinksView) Reset() {
	v.pic, v.node, v.size, v.fit, v.note = nil, -1, explain.LensSize{}, lensFit{}, nil
}

// Links returns the links last drawn, nil when none are.
func (v *LinksView) Links() *explain.Links {
	if v.pic == nil {
		return nil
	}
	return v.pic.Links()
}

// Render draws the canvas, named for screen readers (Draw names it
// after what it shows), the line that says what a lens leaves out, and
// the line that shows the picked node's fields. The canvas takes the
// focus, so that the keyboard can walk the links.
func (v *LinksView) Render() app.UI {
	return app.Div().Class("links-box").Body(
		app.Canvas().ID(v.ID).Class("links-canvas").Attr("tabindex", "0").Attr("role", "img").Aria("label", "Dancing links").
			On("mousemove", v.onPointer).On("keydown", v.onKey).On("focus", v.onKey),
		app.P().ID(v.ID+"-more").Class("hint links-more"),
		app.P().ID(v.ID+"-fields").Class("link-fields").Aria("live", "polite"),
	)
}

// ExportMenu draws the picture's export menu (see ExportMenu): its files
// are named after the canvas and the step, "xcover-lens-event-12".
func (v *LinksView) ExportMenu() app.UI {
	return ExportMenu(Export{ID: v.ID, What: "the dancing links picture", Canvas: v.ID, Name: func() string { return FileName(v.ID, v.pos) },
		SVG: func(ink draw.Ink) string {
			if v.pic == nil {
				return ""
			}
			return draw.SceneSVG(v.scene(), ink)
		}}, &v.rec)
}

// onPointer picks the node under the pointer.
func (v *LinksView) onPointer(ctx app.Context, e app.Event) {
	links := Global("xcoverLinks")
	if !links.Truthy() || v.pic == nil {
		return
	}
	if id := int32(links.Call("at", v.ID, e.Get("clientX"), e.Get("clientY")).Int()); id >= 0 && id != v.node {
		v.pick(id)
	}
}

// onKey follows the picked node's link the arrow key points along, when
// it leads to a node drawn; Home, or the first key or focus, picks the
// first node.
func (v *LinksView) onKey(ctx app.Context, e app.Event) {
	l := v.Links()
	if l == nil || len(l.Nodes) == 0 {
		return
	}
	key := e.Get("key").String()
	f, ok := l.Fields(v.node)
	next := v.node
	switch {
	case key == "Home" || !ok:
		next = l.Nodes[0].ID
	case key == "ArrowUp":
		next = f.Up
	case key == "ArrowDown":
		next = f.Down
	case key == "ArrowLeft":
		next = f.Left
	case key == "ArrowRight":
		next = f.Right
	default:
		return
	}
	if e.Get("type").String() == "keydown" {
		e.PreventDefault() // the arrows walk the links, not the page
	}
	if _, drawn := l.Node(next); drawn {
		v.pick(next)
	}
}

// pick makes node id the one whose fields show, ringed in the picture.
func (v *LinksView) pick(id int32) {
	v.node = id
	if links := Global("xcoverLinks"); links.Truthy() {
		links.Call("focus", v.ID, id)
	}
	v.showFields()
}

// showFields writes the picked node's fields, as the picture shows them,
// in the line below it. Like the picture, the line is written here, not
// rendered: a step changes both together.
func (v *LinksView) showFields() {
	line := Element(v.ID + "-fields")
	if !line.Truthy() {
		return
	}
	text := "Point at a node, or focus the picture and follow its links with the arrow keys, for the node's fields."
	if l := v.Links(); l != nil {
		if d := l.Describe(v.node); d != "" {
			text = d
		}
	}
	if line.Get("textContent").String() != text { // a live region: say it once
		line.Set("textContent", text)
	}
}

// drawn reports whether the view shows pl's position already: a frame in
// which the player did not move (a count running, say) reads no links.
func (v *LinksView) drawn(pl *player.Player) bool {
	script := Global("xcoverLinks")
	return v.pic != nil && v.pos == pl.Pos() && script.Truthy() && script.Call("has", v.ID).Bool()
}

// DrawWhole shows all the links of pl's matrix at its position, Knuth's
// figure: the matrix must be small enough (explain.NewLinks).
func (v *LinksView) DrawWhole(pl *player.Player) {
	if v.drawn(pl) {
		return
	}
	l, err := v.reader.Links(pl.Links())
	if err != nil {
		return
	}
	l.Focus = StepFocus(pl)
	v.draw(pl, l, "Dancing links: every node of the matrix and its links", "")
}

// DrawLens shows a lens on pl's step (explain.NewLens), as big as its
// canvas's room lets it be read (LensFor; the canvas's data-lens tells
// its items and options, "5 7"), named in the problem's words, and says
// what it leaves out.
func (v *LinksView) DrawLens(pl *player.Player) {
	script := Global("xcoverLinks")
	if script.Truthy() {
		if room := script.Call("room", v.ID); room.Truthy() {
			v.fit.room = [2]float64{room.Index(0).Float(), room.Index(1).Float()}
		}
	}
	size := v.fit.size()
	if v.drawn(pl) && size == v.size { // a resize may make room for more, or less
		return
	}
	focus, note := lensFocus(pl)
	if (note == nil) != (v.note == nil) && v.pic != nil { // drawn whole, not moved by edits
		v.reader.Free(v.pic.Links())
		v.pic = nil
	}
	v.note = note
	l := v.reader.Lens(pl.Links(), focus, size)
	if v.fit.pitch == (draw.Pitch{}) && v.fit.learn(draw.NewLinksPicture(l, nil).Pitch()) {
		// The first picture of a problem whose names are not sudoku's:
		// read again at the size they let it read.
		v.reader.Free(l)
		size = v.fit.size()
		l = v.reader.Lens(pl.Links(), focus, size)
	}
	v.size = size
	if canvas := Element(v.ID); canvas.Truthy() {
		if lens := fmt.Sprintf("%d %d", size.Items, size.Options); canvas.Get("dataset").Get("lens").String() != lens {
			canvas.Get("dataset").Set("lens", lens)
		}
	}
	defer func() {
		if v.pic != nil && v.fit.learn(v.pic.Pitch()) {
			v.DrawLens(pl) // names wider than the lens's before: a smaller lens
		}
	}()
	label, more := lensWords(pl, l.Focus, note)
	switch m := lensMore(l); {
	case note != nil || m == "":
	case more == "":
		more = m
	default: // after a sentence
		more += " " + strings.ToUpper(m[:1]) + m[1:] + "."
	}
	v.draw(pl, l, label, more)
}

// lensFocus returns the focus of the lens on pl's step (StepFocus) and
// the note drawn in its place, if any: at the end, the lens shows the last
// solution found, or, with none, says that the search is over.
func lensFocus(pl *player.Player) (explain.Focus, []string) {
	f := StepFocus(pl)
	if !pl.AtEnd() {
		return f, nil
	}
	if f.Chosen = pl.Found(); len(f.Chosen) > 0 {
		return f, nil
	}
	return f, []string{"The search is over:", words.Plural(pl.Stats().Solutions, "solution")}
}

// lensWords names the lens on pl's step at focus f for screen readers
// (label) and says, in the line below it, what it shows when that is not
// a step's links (the item branched on and its options): the items still
// to cover before the first choice, a solution's options, the last
// solution found at the end, or the note drawn instead (no solution).
func lensWords(pl *player.Player, f explain.Focus, note []string) (label, more string) {
	m := pl.Problem()
	over := "The search is over: " + words.Plural(pl.Stats().Solutions, "solution") + "."
	switch {
	case note != nil:
		return "Dancing links lens: " + strings.ToLower(over[:1]) + over[1:], ""
	case f.Item >= 0:
		label = "Dancing links lens: item " + m.ItemName(f.Item) + " and its " + words.Plural(int64(pl.View().Size(f.Item)), "option")
		if f.Option >= 0 {
			label += ", trying " + problem.OptionLabel(m, f.Option)
		}
		return label, ""
	case len(f.Chosen) > 0 && pl.AtEnd():
		return "Dancing links lens: the search is over; the last solution found, its options and their items",
			over + " The last solution found: its options and their items."
	case len(f.Chosen) > 0:
		return "Dancing links lens: a solution, its options and their items", "A solution: its options and their items."
	}
	return "Dancing links lens: before the first choice, the items still to cover, fewest options first",
		"Before the first choice: the items still to cover, fewest options first (len: the options each has left), and the options of the first."
}

// readableScale is the least scale a lens is drawn at, so that its
// 11-unit labels are 9 px or more (the drawing leaves out those under 7).
const readableScale = 0.85

// sudokuPitch is the pitch of a sudoku lens (see draw.Pitch), which a lens
// guesses until it has drawn a picture of its problem's names.
var sudokuPitch = draw.Pitch{Column: 84, Row: 50, Items: 63}

// LensFor returns the lens whose picture, of the given pitch, reads in a
// box w px wide and at most h px high (0: no bound): as many columns and
// rows as fit at readableScale, within the lens's bounds
// (explain.LensSize). A phone's lens shows fewer items than a laptop's,
// each labelled, and long names fewer than short ones.
func LensFor(w, h float64, pitch draw.Pitch) explain.LensSize {
	size := explain.FullLens
	if w > 0 {
		size.Items = int(w / (float64(pitch.Column) * readableScale))
	}
	if h > 0 {
		size.Options = int((h/readableScale - float64(pitch.Items)) / float64(pitch.Row))
	}
	return size.Clamp()
}

// lensFit sizes a lens to its canvas's room (LensFor), by the pitch of
// the pictures of its problem drawn so far: the widest and tallest,
// sudoku's before the first. The pitch only grows, so that a lens settles
// at once and does not swing between sizes as the step's names change.
type lensFit struct {
	room  [2]float64 // the canvas's room in CSS px, width and max-height; zero before it is told
	pitch draw.Pitch // zero before a picture is drawn
}

// size returns the lens to draw: the biggest while the room is unknown.
func (f *lensFit) size() explain.LensSize {
	switch {
	case f.room == [2]float64{}:
		return explain.FullLens
	case f.pitch == draw.Pitch{}:
		return LensFor(f.room[0], f.room[1], sudokuPitch)
	}
	return LensFor(f.room[0], f.room[1], f.pitch)
}

// learn takes the pitch of a picture just drawn, and reports whether the
// lens to draw changed with it.
func (f *lensFit) learn(p draw.Pitch) bool {
	before := f.size()
	if f.pitch != (draw.Pitch{}) {
		p = draw.Pitch{Column: max(f.pitch.Column, p.Column), Row: max(f.pitch.Row, p.Row), Items: max(f.pitch.Items, p.Items)}
	}
	f.pitch = p
	return f.size() != before
}

// lensMore says what lens l leaves out: "and 3 more options and 9 more
// items, not shown"; "" when nothing.
func lensMore(l *explain.Links) string {
	var parts []string
	if l.MoreOptions > 0 {
		parts = append(parts, words.Plural(int64(l.MoreOptions), "more option"))
	}
	if l.MoreItems > 0 {
		parts = append(parts, words.Plural(int64(l.MoreItems), "more item"))
	}
	if len(parts) == 0 {
		return ""
	}
	return "and " + strings.Join(parts, " and ") + ", not shown"
}

// draw shows links l, the links of pl's matrix at its position, named
// label, with the line more below: by the edits from the picture drawn
// last when l draws the same nodes, the changes of the event stepped over
// (or back over) lit in the engine's order; whole otherwise, or when the
// canvas is new. It draws nothing when the canvas is not on the page.
func (v *LinksView) draw(pl *player.Player, l *explain.Links, label, more string) {
	script := Global("xcoverLinks")
	canvas := Element(v.ID)
	if !script.Truthy() || !canvas.Truthy() {
		return
	}
	if canvas.Call("getAttribute", "aria-label").String() != label {
		canvas.Call("setAttribute", "aria-label", label)
	}
	if line := Element(v.ID + "-more"); line.Truthy() && line.Get("textContent").String() != more {
		line.Set("textContent", more)
	}
	pos := v.pos
	v.pos = pl.Pos()
	if v.pic != nil {
		// The picture shows l from here on: the links it showed go back
		// to the reader.
		defer v.reader.Free(v.pic.Links())
		if edits, ok := v.pic.Edits(l, dance(pl, pos, v.pic.Links())); ok {
			v.json = draw.AppendJSON(v.json[:0], edits)
			if script.Call("edit", v.ID, string(v.json)).Bool() {
				v.showFields()
				return
			}
		}
	}
	v.pic = draw.NewLinksPicture(l, nil)
	b, _ := json.Marshal(v.scene()) // cannot fail: numbers and strings
	script.Call("draw", v.ID, string(b))
	if _, ok := l.Node(v.node); !ok {
		v.node = -1
	}
	script.Call("focus", v.ID, v.node)
	v.showFields()
}

// scene is the picture as drawn: the links, or the note instead.
func (v *LinksView) scene() draw.Scene {
	if v.note != nil {
		return draw.NoteScene(v.note...)
	}
	return v.pic.Scene()
}

// dance returns the changes to links l, in the engine's order, of pl's
// move from position pos to its own: the event stepped over, or the
// inverse of the one stepped back over; nil for any other move.
func dance(pl *player.Player, pos int, l *explain.Links) []explain.Change {
	var e dlx.Event
	switch pl.Pos() {
	case pos + 1:
		e = pl.Last()
	case pos - 1:
		next, ok := pl.Next()
		if !ok {
			return nil
		}
		e = next.Inverse()
	default:
		return nil
	}
	_, order := l.Dance(e)
	return order
}

// StepFocus is pl's place in the search as a links view marks it (see
// explain.StepFocus).
func StepFocus(pl *player.Player) explain.Focus {
	return explain.StepFocus(pl.Branching(), pl.Level(), pl.Chosen())
}
