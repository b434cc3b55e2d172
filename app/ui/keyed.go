package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Keyed is a part of a page that renders again only when its key changes:
// the page renders every frame while a search plays, and go-app compares
// a part's whole tree each time unless the part is a component whose
// fields did not change. The key must tell every state the part shows.
func Keyed(key string, render func() app.UI) app.UI {
	return &keyed{Key: key, render: render}
}

// keyed is Keyed's component. go-app keeps the first one mounted and gives
// it the exported fields of each new one: render stays the first, which
// renders the page's state as it is when called.
type keyed struct {
	app.Compo

	Key    string
	render func() app.UI
}

// Render draws the part.
func (k *keyed) Render() app.UI { return k.render() }
