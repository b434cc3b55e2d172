package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Visibility tells which of a page's pictures are on the screen, so that a
// frame draws only those: a canvas scrolled out of view costs nothing to
// keep up to date (making its pixels, copying them, the browser painting
// them), and is drawn when it comes back into view. It watches the
// elements with an IntersectionObserver.
type Visibility struct {
	observer app.Value
	fn       app.Func
	watched  map[string]app.Value // id -> the element watched
	hidden   map[string]bool      // ids out of view, as last told
	shown    func()               // called when an element comes into view
}

// NewVisibility starts watching; shown is called when a watched element
// comes into view (to draw it). Release frees it.
func NewVisibility(shown func()) *Visibility {
	v := &Visibility{watched: map[string]app.Value{}, hidden: map[string]bool{}, shown: shown}
	ctor := app.Window().Get("IntersectionObserver")
	if !ctor.Truthy() { // no observer: everything counts as seen
		return v
	}
	v.fn = app.FuncOf(func(this app.Value, args []app.Value) any {
		entries, came := args[0], false
		for i := range entries.Length() {
			e := entries.Index(i)
			id := e.Get("target").Get("id").String()
			in := e.Get("isIntersecting").Bool()
			came = came || in && v.hidden[id]
			v.hidden[id] = !in
		}
		if came && v.shown != nil {
			v.shown()
		}
		return nil
	})
	v.observer = ctor.New(v.fn, map[string]any{"rootMargin": "64px"})
	return v
}

// Visible reports whether the element with the given id is in view, and
// watches it from now on if it is new (a new element counts as in view
// until the observer says otherwise). It is false when there is no such
// element.
func (v *Visibility) Visible(id string) bool {
	el := app.Window().GetElementByID(id)
	if !el.Truthy() {
		return false
	}
	if v == nil || v.observer == nil {
		return true
	}
	if old, ok := v.watched[id]; !ok || !old.Equal(el) {
		if ok {
			v.observer.Call("unobserve", old)
		}
		v.observer.Call("observe", el)
		v.watched[id], v.hidden[id] = el, false
	}
	return !v.hidden[id]
}

// Release stops watching.
func (v *Visibility) Release() {
	if v == nil || v.observer == nil {
		return
	}
	v.observer.Call("disconnect")
	v.fn.Release()
	v.observer = nil
}
