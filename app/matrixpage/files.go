package matrixpage

import (
	"errors"
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/problem"
	"xcover/app/puzzle"
	"xcover/app/ui"
	"xcover/dlx"
)

// files is how problems come into the page and go out of it besides the
// presets and the editor: files opened or dropped, pastes, downloads.
type files struct {
	drops *ui.FileDrops
	paste *ui.PasteGuard
	// name is the name of the file last opened, which a download of the
	// problem takes; "" when the problem came otherwise.
	name string
	// typed is set when the text box was typed into since the page last
	// wrote it: the page does not copy every keystroke into Go (a paste
	// of hundreds of kilobytes would be copied, and the page rendered,
	// for nothing), so the box may hold what the page's text does not.
	typed bool
}

// listenForFiles starts taking dropped files and guarding the text box
// against pastes too long for it; releaseFiles stops it.
func (p *Page) listenForFiles(ctx app.Context) {
	p.files.drops = ui.ListenForDrops(ctx, func(ctx app.Context, f ui.File) {
		p.openFile(ctx, f)
		p.Redraw(ctx)
	})
	p.files.paste = ui.GuardPaste(ctx, "knuth", puzzle.MaxInput, func(ctx app.Context, length int) {
		p.message = puzzle.TooLong("The problem", int64(length)).Error()
	})
}

// releaseFiles stops what listenForFiles started.
func (p *Page) releaseFiles() {
	p.files.drops.Release()
	p.files.paste.Release()
}

// renderOpen draws the Open… button: a label for the file input, which
// itself is hidden from the eye but not from the keyboard.
func (p *Page) renderOpen() app.UI {
	return app.Span().Class("open-file").Body(
		app.Input().ID("open-file").Type("file").Class("file-input").Attr("accept", ".dlx,.gz,.txt,text/plain,application/gzip").
			Aria("label", "Open a problem file in Knuth's format (.dlx, or .dlx.gz)").
			OnChange(func(ctx app.Context, e app.Event) {
				input := ctx.JSSrc()
				if list := input.Get("files"); list.Get("length").Int() > 0 {
					p.openFile(ctx, ui.FileOf(list.Index(0)))
				}
				input.Set("value", "") // the same file may be opened again
				p.Redraw(ctx)
			}),
		app.Label().For("open-file").Class("button").Title("Open a problem in Knuth's format (.dlx, or .dlx.gz), or drop one on the page").Text("Open…"),
	)
}

// renderDropHint draws the hint the page shows while a file is dragged
// over it (the style shows it under the root's data-dropping).
func renderDropHint() app.UI {
	return app.Div().ID("drop-hint").Class("drop-hint").Aria("hidden", "true").Body(
		app.P().Text("Drop a problem file (.dlx or .dlx.gz) to open it"),
	)
}

// openFile opens a problem file the user picked or dropped: one too big is
// refused at once, before a byte of it is read; the browser reads the
// others off the page's thread, and the page takes the problem when it
// has it. What goes wrong is in the notice, naming the file.
func (p *Page) openFile(ctx app.Context, f ui.File) {
	if err := puzzle.TooLong(f.Name, f.Size); err != nil {
		p.notice = err.Error()
		return
	}
	f.Read(ctx, func(ctx app.Context, data []byte, err error) {
		defer p.Redraw(ctx)
		if err != nil {
			p.notice = f.Name + ": " + err.Error()
			return
		}
		s, text, err := problem.ReadFile(f.Name, data)
		if err != nil {
			p.notice = err.Error()
			return
		}
		p.takeText(s, text)
		p.files.name = strings.TrimSuffix(f.Name, ".gz")
	})
}

// loadBox loads the text box's text (see loadText); a text too long is
// refused by its length, before it is copied out of the box.
func (p *Page) loadBox() bool {
	box := ui.Element("knuth")
	if err := puzzle.TooLong("The problem", int64(box.Get("value").Get("length").Int())); err != nil {
		p.message = err.Error()
		return false
	}
	return p.loadText(box.Get("value").String())
}

// showText writes the page's text into the text box when the box was
// typed into since: rendering writes it only when it changes, and the
// page does not know what was typed.
func (p *Page) showText() {
	if p.files.typed {
		p.files.typed = false
		if box := ui.Element("knuth"); box.Truthy() {
			box.Set("value", p.text)
		}
	}
}

// downloadName is the name a download gives the problem: the file's it
// came from, the preset's and its size's, or problem.dlx.
func (p *Page) downloadName() string {
	switch i := p.addr.preset; {
	case i >= 0 && len(problem.MatrixPresets[i].Sizes) > 0:
		return fmt.Sprintf("%s-%d.dlx", problem.MatrixPresets[i].Key, p.sizes[i])
	case i >= 0:
		return problem.MatrixPresets[i].Key + ".dlx"
	case p.files.name != "":
		return p.files.name
	}
	return "problem.dlx"
}

// textMessage words what is wrong with a text loaded into the problem:
// where the mistake is, "The text, line 3, column 5: ...", or what the
// error says.
func textMessage(err error) string {
	var pe *dlx.ParseError
	if errors.As(err, &pe) {
		return "The text, " + err.Error()
	}
	return err.Error()
}
