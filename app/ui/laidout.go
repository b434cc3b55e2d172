package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// MarkLaidOut tells tools and tests that the page is laid out for the
// window's size: the root element's data-laid-out becomes the window's
// width and height ("1280x800"). A page calls it, deferred, once it has
// rendered and drawn itself when it mounts and after each resize it
// handles (go-app tells a resize a quarter of a second after the window's
// last change, and a lens then picks its size by its room), so that one
// reading it knows the page will not move under the pointer again.
func MarkLaidOut(app.Context) {
	size := strconv.Itoa(Global("innerWidth").Int()) + "x" + strconv.Itoa(Global("innerHeight").Int())
	RootData().Set("laidOut", size)
}
