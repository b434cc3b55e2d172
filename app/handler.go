package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Register routes the app's pages; call it on both sides, before
// app.RunWhenOnBrowser in the browser and before serving natively.
func Register() {
	app.Route("/", func() app.Composer { return &Page{} })
	app.Route("/matrix", func() app.Composer { return &MatrixPage{} })
}

// Handler returns the go-app handler for the page, for the given version
// (a hash of app.wasm, so that a restart is no update) and the byte length
// of the uncompressed app.wasm (so the loading progress ends at 100% when
// app.wasm is served compressed). Everything it names is served from web/:
// the page needs no outside URL.
func Handler(version string, wasmLength int64) *app.Handler {
	return &app.Handler{
		Name:              "xcover",
		ShortName:         "xcover",
		Title:             "xcover: Algorithm X, dancing links, step by step",
		Description:       "Watch Knuth's Algorithm X solve sudoku and any exact cover problem, in your browser.",
		Icon:              app.Icon{Default: "/web/icon-192.png", Large: "/web/icon-512.png", SVG: "/web/icon.svg"},
		Styles:            []string{"/web/xcover.css"},
		BackgroundColor:   "#1b1d23",
		ThemeColor:        "#1b1d23",
		LoadingLabel:      "Loading xcover {progress}%",
		Version:           version,
		WasmContentLength: strconv.FormatInt(wasmLength, 10),
	}
}
