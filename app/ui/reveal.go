package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Reveal scrolls the page, if it must, just far enough that the element
// with the given id is on the screen: a block whose lines a click is about
// to fill (a count's verdict and progress), so that the user who clicked
// at the window's bottom edge sees them come. The block keeps room for
// its lines before they come (its style sets its height), or the page
// might not be tall enough yet to scroll that far.
func Reveal(id string) {
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Call("scrollIntoView", map[string]any{"block": "nearest"})
	}
}
