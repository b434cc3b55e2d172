package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// The calls into the browser, gathered here: the app's other files reach
// the window, the document, the page's elements and its scripts through
// these few functions, so that a reader finds in one place all that the
// Go side asks of the browser (and a test double would replace one file).

// Element returns the page's element with the given id; its Truthy is
// false when there is none.
func Element(id string) app.Value { return app.Window().GetElementByID(id) }

// Global returns the window's property name: a constructor (Uint8Array,
// Worker, Blob), an object of the browser (navigator, URL, document) or
// one of the page's scripts (xcoverLinks, xcoverCells); its Truthy is
// false when there is none.
func Global(name string) app.Value { return app.Window().Get(name) }

// SetGlobal sets the window's property name: what the page tells tools
// and tests (xcoverWarm, xcoverBench).
func SetGlobal(name string, v any) { app.Window().Set(name, v) }

// CallWindow calls the window's function name with args
// (requestAnimationFrame, setTimeout, matchMedia and the like) and
// returns what it returns.
func CallWindow(name string, args ...any) app.Value { return app.Window().Call(name, args...) }

// RootData returns the dataset of the page's root element: where the page
// tells tools and tests its state (data-laid-out, data-workers).
func RootData() app.Value { return Global("document").Get("documentElement").Get("dataset") }
