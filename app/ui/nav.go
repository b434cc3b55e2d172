package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// The app's pages, as routed. Links between them are relative ("matrix",
// "./"), so that they work when the site is served under a sub-path.
const (
	SudokuPath  = "/"
	MatrixPath  = "/matrix"
	MethodsPath = "/methods"
)

// sitePages are the pages the header links to: route, link, title, in
// the order shown.
var sitePages = []struct{ path, href, id, title string }{
	{SudokuPath, "./", "to-sudoku", "Sudoku with Algorithm X"},
	{MatrixPath, "matrix", "to-matrix", "Any exact cover problem"},
	{MethodsPath, "methods", "to-methods", "The classic methods, and a race"},
}

// Header draws a page's title, a line about it and the links to the
// other pages.
func Header(current, title, about string) app.UI {
	// A keyed part: the page renders every frame while a search plays, and
	// the header never changes. The key holds all that it shows.
	return Keyed(current+"|"+title+"|"+about, func() app.UI { return header(current, title, about) })
}

// header draws the page's title and the links to the other pages.
func header(current, title, about string) app.UI {
	links := []app.UI{app.Text(about)}
	for _, pg := range sitePages {
		if pg.path == current {
			continue
		}
		links = append(links, app.Text(" · "), app.A().ID(pg.id).Href(pg.href).Text(pg.title))
	}
	return app.Header().Body(
		app.H1().Text(title),
		app.Nav().Class("tagline").Attr("aria-label", "pages").Body(links...),
	)
}
