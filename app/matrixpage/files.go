package matrixpage

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/problem"
	"xcover/app/puzzle"
	"xcover/app/ui"
	"xcover/app/words"
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
	// opened is a problem being read from a file or the text box, which
	// the page takes once it is read.
	opened *opened
	// showLong is set when the user asked to see a long text in the box
	// (see boxText).
	showLong bool
	// The text box's value is the page's to write, not go-app's (see
	// syncBox): shown is what the page last wrote into it; typed is set
	// when it was typed into since (the page does not copy every
	// keystroke into Go: a paste of hundreds of kilobytes would be
	// copied, and the page rendered, for nothing); dirty when the page's
	// text was set since, to be written even if it is what was shown.
	shown        string
	typed, dirty bool
}

// listenForFiles starts taking dropped files and guarding the text box
// against pastes too long for it; releaseFiles stops it.
func (p *Page) listenForFiles(ctx app.Context) {
	p.files.drops = ui.ListenForDrops(ctx, func(ctx app.Context, f ui.File) {
		p.openFile(ctx, f)
		p.playback.Redraw(ctx)
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
				p.playback.Redraw(ctx)
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
		if err != nil {
			p.notice = f.Name + ": " + err.Error()
			return
		}
		text, err := problem.UnpackFile(f.Name, data)
		if err != nil {
			p.notice = err.Error()
			return
		}
		// The file is read in this task; the next frames read its
		// problem, a slice each (see opened), the one after takes it
		// and renders the page, and the pictures are drawn in frames after
		// that (RedrawLater): all at once passed 50 ms for a problem of a
		// few thousand options.
		p.startOpened(&opened{name: f.Name, text: text})
		ctx.PreventUpdate()
	})
}

// opened is a problem's text from a file or the text box, being read:
// the page's Scheduler runs it as it runs the search's work, a slice a
// frame, and the page takes its problem once it is done (takeOpened).
type opened struct {
	name string // the file's name; "" for the text box
	text string
	load *problem.Load
	read bool  // the whole text is read
	err  error // what is wrong with the text, once found
	// settled is set once a frame has passed: Chromium runs the next
	// frame's callbacks in the task of the click that came with it, and
	// the click's work and the problem's reading together passed 50 ms.
	settled bool
}

// LoadSlice is how many bytes of a problem's text a whole SolveBudget's
// slice reads (fewer in a smaller slice): a whole 200 KB problem read in
// one frame passed 50 ms on a CPU twice as slow, and 256 KB of short
// options over 100 ms; 32 KB takes about 10.
const LoadSlice = 32 << 10

// Run reads the next part of the problem, LoadSlice bytes for a whole
// SolveBudget, and reports whether the problem is ready to take: once a
// mistake is found, or in the frame after the last part was read, so that
// the frame that takes the problem and renders the page reads nothing. The
// first frame reads nothing either (see settled).
func (o *opened) Run(budget time.Duration) bool {
	switch {
	case !o.settled:
		o.settled = true
		return false
	case o.read || o.err != nil:
		return true
	case o.load == nil:
		o.load = problem.NewLoad(o.name, o.text)
	}
	bytes := int(int64(LoadSlice) * int64(budget) / int64(ui.SolveBudget))
	o.read, o.err = o.load.Step(max(1, bytes))
	return o.err != nil
}

// startOpened schedules o's reading, in place of any problem being read.
func (p *Page) startOpened(o *opened) {
	if p.files.opened != nil {
		p.tasks.Drop(p.files.opened)
	}
	p.files.opened = o
	p.tasks.Start(o)
}

// readOpened gives the frame to the problem being opened, if one is and
// its reading is the work the Scheduler runs next, and reports whether it
// did: the frame reads the next part of it, or takes it (takeOpened).
func (p *Page) readOpened(ctx app.Context) bool {
	o := p.files.opened
	if o == nil || p.tasks.Next() != o {
		return false
	}
	if p.tasks.Slice(p.tasks.Budget(false)) == o {
		p.takeOpened(ctx, o)
	}
	return true
}

// takeOpened takes the problem o read, whole or up to a mistake. A mistake
// in a file is told in the notice, naming the file; one in the text box,
// under it, where the page points at it.
func (p *Page) takeOpened(ctx app.Context, o *opened) {
	p.files.opened = nil
	switch {
	case o.err != nil && o.name == "":
		p.textMistake(o.text, o.err)
		p.keepBox(o.text)
		ctx.Defer(func(app.Context) { p.pointAtMistake() })
		return
	case o.err != nil:
		p.notice = o.err.Error()
		return
	}
	p.takeText(o.load, o.text)
	if o.name == "" {
		p.keepBox(o.text)
	} else {
		p.files.name = strings.TrimSuffix(o.name, ".gz")
	}
	p.playback.RedrawLater()
}

// loadBox loads the text box's text, as files are opened (see
// opened): a text too long is refused at once by its length, before it
// is copied out of the box; the next frames read the problem, the one
// after takes it. The box keeps the text, loaded or not.
func (p *Page) loadBox() {
	box := ui.Element("knuth")
	if err := puzzle.TooLong("The problem", int64(box.Get("textLength").Int())); err != nil {
		p.message = err.Error()
		return
	}
	p.startOpened(&opened{text: box.Get("value").String()})
}

// showText has the page's text written into the text box (see boxText
// and syncBox); a long text is shown only when asked for again.
func (p *Page) showText() {
	p.files.showLong, p.files.dirty = false, true
	p.playback.Frames.Start()
}

// keepBox notes that the text box holds text, which the page loaded from
// it, long or not: it stays (emptying a box of a long text costs the
// browser as much as filling it).
func (p *Page) keepBox(text string) {
	p.files.showLong, p.files.shown, p.files.typed, p.files.dirty = true, text, false, false
}

// syncBox writes the text box's value when the page's text (boxText) is
// not what the box shows, or was set since the box was typed into. Each
// frame does it (showText starts the frames), and the page after it
// draws: go-app does not write the
// value, which it would compare with what it last wrote, not with what
// was typed since.
func (p *Page) syncBox() {
	if p.files.opened != nil {
		return // the page's text is the box's or the file's, not yet taken
	}
	want := p.boxText()
	if want == p.files.shown && !(p.files.dirty && p.files.typed) {
		p.files.dirty = false
		return
	}
	if box := ui.Element("knuth"); box.Truthy() {
		box.Set("value", want)
		p.files.shown, p.files.typed, p.files.dirty = want, false, false
	}
}

// MaxBoxText is the longest problem's text the text box shows unasked: a
// box that holds more costs the browser tens of milliseconds each time it
// lays the page out (hundreds for 256 KB, on a slow machine), and so
// would each problem's load.
const MaxBoxText = 32 << 10

// boxText is what the text box shows: the problem's text, or nothing when
// the text is longer than MaxBoxText and not asked for (renderShowText);
// a problem typed or pasted into the empty box is loaded as any other.
func (p *Page) boxText() string {
	if p.longText() {
		return ""
	}
	return p.text
}

// longText reports whether the text box leaves the problem's text out
// (see boxText).
func (p *Page) longText() bool { return len(p.text) > MaxBoxText && !p.files.showLong }

// boxPlaceholder is what the empty text box says.
func (p *Page) boxPlaceholder() string {
	if p.longText() {
		return "The problem's text is " + words.Bytes(int64(len(p.text))) + ": too long to show at once. Show it with the button below, download it, or paste another problem here."
	}
	return "Paste or type a problem in Knuth's format, then Load text."
}

// renderShowText draws the button that shows a long text in the box.
func (p *Page) renderShowText() app.UI {
	return app.If(p.longText(), func() app.UI {
		return app.Button().ID("show-text").Text("Show the text (" + words.Bytes(int64(len(p.text))) + ")").OnClick(func(ctx app.Context, e app.Event) {
			p.files.showLong = true
			p.playback.Frames.Start()
		})
	})
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
