package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Visibility tells which of a page's pictures are on the screen, so that a
// frame draws only those: a canvas scrolled out of view costs nothing to
// keep up to date (making its pixels, copying them, the browser painting
// them), and is drawn when it comes back into view. It watches the
// elements with an IntersectionObserver.
type Visibility struct {
	observer
	hidden map[string]bool // ids out of view, as last told
	came   bool            // a report brought an element into view
}

// NewVisibility starts watching; shown is called when a watched element
// comes into view (to draw it). Release frees it.
func NewVisibility(shown func()) *Visibility {
	v := &Visibility{hidden: map[string]bool{}}
	v.observer = newObserver("IntersectionObserver", map[string]any{"rootMargin": "64px"}, func(e app.Value) {
		id := e.Get("target").Get("id").String()
		in := e.Get("isIntersecting").Bool()
		v.came = v.came || in && v.hidden[id]
		v.hidden[id] = !in
	}, func() {
		if v.came && shown != nil {
			shown()
		}
		v.came = false
	})
	return v
}

// Visible reports whether the element with the given id is in view, and
// watches it from now on if it is new (a new element counts as in view
// until the observer says otherwise). It is false when there is no such
// element.
func (v *Visibility) Visible(id string) bool {
	el := Element(id)
	if !el.Truthy() {
		return false
	}
	if v == nil || v.js == nil {
		return true
	}
	if v.watch(id, el) {
		v.hidden[id] = false
	}
	return !v.hidden[id]
}

// Release stops watching.
func (v *Visibility) Release() {
	if v != nil {
		v.release()
	}
}
