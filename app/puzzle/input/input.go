// Package input is the puzzle input the sudoku and methods pages share:
// the rules picker (Rules: a variant's rules and a jigsaw's layout), the
// paste box, and how a puzzle is read from a paste, a preset or a link
// and handed to the page (Input). It sits next to app/puzzle, whose
// presets, links and rules' reading it puts on the page.
package input

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/puzzle"
	"xcover/sudoku"
	"xcover/sudoku/format"
)

// Input is a page's puzzle input: the rules picked and the paste box's
// text. The page holds it as a named field and hands it, with each call,
// itself as the Host that takes a puzzle read and says what went wrong.
type Input struct {
	Rules Rules
	Paste string // the paste box's text, kept as typed
}

// Host is the page an Input hands puzzles to.
type Host interface {
	// Puzzle is the page's puzzle.
	Puzzle() sudoku.Grid
	// SetPuzzle makes g the puzzle.
	SetPuzzle(g sudoku.Grid)
	// Say shows msg where the page tells what is wrong with its input.
	Say(msg string)
}

// Take hands g to the host, or, when err is not nil, has the host say why
// it cannot be the puzzle, the current one staying. It reports whether g
// was taken. Every puzzle read from a paste, a preset or a link goes
// through it.
func (in *Input) Take(h Host, g sudoku.Grid, err error) bool {
	if err != nil {
		h.Say(err.Error())
		return false
	}
	h.SetPuzzle(g)
	return true
}

// Load reads a puzzle in any format, or a jigsaw's puzzle line followed by
// its layout, and takes it (see Take).
func (in *Input) Load(h Host, text string, opt format.Options) bool {
	g, err := in.Rules.ReadPuzzle(text, opt)
	return in.Take(h, g, err)
}

// LoadPreset takes a preset puzzle with its rules (classic for the
// classic presets); its text goes into the paste box.
func (in *Input) LoadPreset(h Host, pr puzzle.Preset) {
	in.Paste = pr.Puzzle
	g, err := in.Rules.ReadPreset(pr)
	in.Take(h, g, err)
}

// Restore reads a link's query: its rules become the picker's, and it
// returns the link's state (the puzzle, its step and method) for the page
// to take; a jigsaw's layout that does not read is shown to be fixed, its
// puzzle kept. A link that cannot be read leaves the rules as they were,
// the host saying why, and ok is false.
func (in *Input) Restore(h Host, query string) (s puzzle.State, ok bool) {
	s, ok, err := in.Rules.ReadLink(query)
	if err != nil {
		h.Say(err.Error())
	}
	return s, ok
}

// RenderRules draws the rules picker for the page's puzzle; a change of
// the rules takes the page's puzzle, as it is then, again under them, and
// calls changed. (A page may keep the picker drawn while its puzzle
// changes: the puzzle is asked for at the change.)
func (in *Input) RenderRules(h Host, changed func(ctx app.Context)) app.UI {
	return in.Rules.Render(h.Puzzle().Shape, func(ctx app.Context) {
		h.SetPuzzle(h.Puzzle())
		changed(ctx)
	})
}

// PasteBox is the box a pasted puzzle is taken from, in any format; what
// is typed goes to the Input's Paste, for the page's Load button.
func (in *Input) PasteBox() app.UI {
	return app.Textarea().ID("paste").Placeholder("Paste a puzzle: 81 characters, a grid, numbers...").
		Attr("aria-label", "puzzle to load, in any format").
		Text(in.Paste).OnInput(func(ctx app.Context, e app.Event) {
		in.Paste = ctx.JSSrc().Get("value").String()
	})
}
