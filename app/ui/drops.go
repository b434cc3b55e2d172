package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// FileDrops lets the user drop a file anywhere on the page. While a drag
// that carries files is over the page, the root element has a
// data-dropping attribute, which the page's style shows a hint for; a
// drop hands the first file to the page, and the browser does not open it
// in place of the page. The listeners are the document's, called at once
// (not in the UI goroutine): they must stop the browser's own handling,
// and a drag's events come many times a second.
type FileDrops struct {
	listeners
	depth int // dragenter less dragleave: the drag is over the page while positive
}

// ListenForDrops starts taking drops: drop gets each dropped file, in the
// page's UI goroutine. Release stops it.
func ListenForDrops(ctx app.Context, drop func(ctx app.Context, f File)) *FileDrops {
	d := &FileDrops{}
	d.on("dragenter", func(e app.Value) {
		if carriesFiles(e) {
			e.Call("preventDefault")
			d.depth++
			RootData().Set("dropping", "")
		}
	})
	d.on("dragover", func(e app.Value) {
		if carriesFiles(e) {
			e.Call("preventDefault") // a drop may come here
			e.Get("dataTransfer").Set("dropEffect", "copy")
		}
	})
	d.on("dragleave", func(e app.Value) {
		if carriesFiles(e) {
			if d.depth--; d.depth <= 0 {
				d.done()
			}
		}
	})
	d.on("drop", func(e app.Value) {
		if !carriesFiles(e) {
			return
		}
		e.Call("preventDefault") // not the browser's: it would leave the page for the file
		d.done()
		files := e.Get("dataTransfer").Get("files")
		if files.Get("length").Int() > 0 {
			f := FileOf(files.Index(0))
			ctx.Dispatch(func(ctx app.Context) { drop(ctx, f) })
		}
	})
	return d
}

// done ends a drag: the hint goes.
func (d *FileDrops) done() {
	d.depth = 0
	RootData().Delete("dropping")
}

// carriesFiles reports whether drag event e carries files (not text or a
// link dragged from the page).
func carriesFiles(e app.Value) bool {
	dt := e.Get("dataTransfer")
	return dt.Truthy() && dt.Get("types").Call("includes", "Files").Bool()
}

// listeners are listeners on the document, called at once.
type listeners []struct {
	kind string
	fn   app.Func
}

// on listens to the document's events of a kind.
func (l *listeners) on(kind string, f func(e app.Value)) {
	fn := app.FuncOf(func(_ app.Value, args []app.Value) any {
		f(args[0])
		return nil
	})
	Global("document").Call("addEventListener", kind, fn)
	*l = append(*l, struct {
		kind string
		fn   app.Func
	}{kind, fn})
}

// Release stops the listeners.
func (l *listeners) Release() {
	for _, x := range *l {
		Global("document").Call("removeEventListener", x.kind, x.fn)
		x.fn.Release()
	}
	*l = nil
}
