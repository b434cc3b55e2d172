package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// observer is a browser observer (IntersectionObserver, ResizeObserver)
// of elements named by id: it observes each element once, and the new one
// when an id's element is replaced.
type observer struct {
	js      app.Value // nil when the browser has no such observer
	fn      app.Func
	watched map[string]app.Value // id -> the element observed
}

// newObserver makes an observer of the constructor named ctor, with the
// given options (nil for none): for each report, it calls each with every
// entry, then after (if not nil).
func newObserver(ctor string, options map[string]any, each func(entry app.Value), after func()) observer {
	o := observer{watched: map[string]app.Value{}}
	c := Global(ctor)
	if !c.Truthy() {
		return o
	}
	o.fn = app.FuncOf(func(this app.Value, args []app.Value) any {
		entries := args[0]
		for i := range entries.Length() {
			each(entries.Index(i))
		}
		if after != nil {
			after()
		}
		return nil
	})
	if options == nil {
		o.js = c.New(o.fn)
	} else {
		o.js = c.New(o.fn, options)
	}
	return o
}

// watch observes el, the element with the given id, unless it does
// already; it reports whether el is new to it.
func (o *observer) watch(id string, el app.Value) bool {
	old, seen := o.watched[id]
	if seen && old.Equal(el) {
		return false
	}
	if seen {
		o.js.Call("unobserve", old)
	}
	o.js.Call("observe", el)
	o.watched[id] = el
	return true
}

// release stops observing.
func (o *observer) release() {
	if o.js == nil {
		return
	}
	o.js.Call("disconnect")
	o.fn.Release()
	o.js = nil
}
