package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Sizes tells the size of elements that a page draws into, as the
// browser last laid them out, without asking it to lay the page out
// again: reading an element's size right after the page rendered makes
// the browser lay out the whole page then and there, a second time in the
// frame. A ResizeObserver tells the sizes instead, after each layout.
type Sizes struct {
	observer
	sizes map[string][2]float64
	moved bool // a report changed a watched element's size
}

// NewSizes starts watching; changed is called when a watched element's
// size changes (to draw it again). Release frees it.
func NewSizes(changed func()) *Sizes {
	s := &Sizes{sizes: map[string][2]float64{}}
	s.observer = newObserver("ResizeObserver", nil, func(e app.Value) {
		id := e.Get("target").Get("id").String()
		box := e.Get("contentRect")
		size := [2]float64{box.Get("width").Float(), box.Get("height").Float()}
		if old, ok := s.sizes[id]; ok && old != size {
			s.moved = true
		}
		s.sizes[id] = size
	}, func() {
		if s.moved && changed != nil {
			changed()
		}
		s.moved = false
	})
	return s
}

// Size returns the CSS size of the element with the given id's content
// box, and watches it from now on if it is new; a new element's size is
// read at once. It is false when there is no such element.
func (s *Sizes) Size(id string) (w, h float64, ok bool) {
	el := Element(id)
	if !el.Truthy() {
		return 0, 0, false
	}
	if s == nil || s.js == nil {
		return el.Get("clientWidth").Float(), el.Get("clientHeight").Float(), true
	}
	if s.watch(id, el) {
		s.sizes[id] = [2]float64{el.Get("clientWidth").Float(), el.Get("clientHeight").Float()}
	}
	size := s.sizes[id]
	return size[0], size[1], true
}

// Release stops watching.
func (s *Sizes) Release() {
	if s != nil {
		s.release()
	}
}
