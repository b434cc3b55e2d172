package methodspage

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/stretchr/testify/require"

	"xcover/app/apptest"
	"xcover/app/puzzle"
	"xcover/sudoku/solve"
)

// TestMethodPlayerBoxIsNamed checks the player's box is named "player" for
// screen readers in each state of the page: a toolbar with the controls, a
// group when a clash or a refusal takes their place.
func TestMethodPlayerBoxIsNamed(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setUp func(p *Page)
		role  string
	}{
		{"playing", func(p *Page) {}, "toolbar"},
		{"givens clash", func(p *Page) { p.load("55" + puzzle.Presets[0].Puzzle[2:]) }, "group"},
		{"method refused", func(p *Page) {
			p.method = solve.Backtrack
			p.loadPreset(puzzle.Presets[8]) // X-sudoku
		}, "group"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := apptest.Mount(t, &Page{})
			tc.setUp(p)
			want := app.Div().Class("player").Attr("role", tc.role).Attr("aria-label", "player")
			require.NoError(t, app.Match(want, p.renderMethodPlayer()))
		})
	}
}
