package ui

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// File is what a page knows of a file the user picked or dropped (a
// browser File) before reading it: its name and size in bytes.
type File struct {
	Name  string
	Size  int64
	value app.Value
}

// FileOf reads the name and size of a browser File.
func FileOf(v app.Value) File {
	return File{Name: v.Get("name").String(), Size: int64(v.Get("size").Float()), value: v}
}

// Read reads the file's bytes: the browser reads them off the page's
// thread, then done gets them, or why they could not be read, in the
// page's UI goroutine (ctx.Dispatch).
func (f File) Read(ctx app.Context, done func(ctx app.Context, data []byte, err error)) {
	var got, failed app.Func
	finish := func(data []byte, err error) {
		got.Release()
		failed.Release()
		ctx.Dispatch(func(ctx app.Context) { done(ctx, data, err) })
	}
	got = app.FuncOf(func(_ app.Value, args []app.Value) any {
		bytes := Global("Uint8Array").New(args[0])
		data := make([]byte, bytes.Get("length").Int())
		app.CopyBytesToGo(data, bytes)
		finish(data, nil)
		return nil
	})
	failed = app.FuncOf(func(_ app.Value, args []app.Value) any {
		finish(nil, errors.New("cannot be read: "+args[0].Get("message").String()))
		return nil
	})
	f.value.Call("arrayBuffer").Call("then", got, failed)
}
