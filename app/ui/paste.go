package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// PasteGuard refuses a paste too long for a text box before the browser
// puts it in: a box holding hundreds of kilobytes costs the browser a
// long task to lay out, and the page would refuse the text anyway.
type PasteGuard struct{ listeners }

// GuardPaste starts refusing pastes longer than most characters into the
// element with the given id: refuse gets the paste's length (in UTF-16
// code units, as the browser counts; a text has at least as many bytes),
// in the page's UI goroutine. The length is read in the browser: the text
// is never copied into Go. Release stops it.
func GuardPaste(ctx app.Context, id string, most int, refuse func(ctx app.Context, length int)) *PasteGuard {
	g := &PasteGuard{}
	g.on("paste", func(e app.Value) {
		if e.Get("target").Get("id").String() != id {
			return
		}
		clip := e.Get("clipboardData")
		if !clip.Truthy() {
			return
		}
		if n := TextLength(clip.Call("getData", "text/plain")); n > most {
			e.Call("preventDefault")
			ctx.Dispatch(func(ctx app.Context) { refuse(ctx, n) })
		}
	})
	return g
}

// TextLength is the length of a JavaScript string, in UTF-16 code units,
// read without copying the string into Go (a string's properties are read
// through its wrapper object: syscall/js reads none of a string's own).
func TextLength(s app.Value) int { return Global("Object").New(s).Get("length").Int() }
