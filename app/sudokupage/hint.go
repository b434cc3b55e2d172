package sudokupage

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/sudoku"
)

// showHint finds the next logical deduction on the puzzle as typed and
// names its technique and where it works, marking its cells in the grid:
// the value it yields is left for the user to find.
func (p *Page) showHint() {
	p.hint, p.hintCells = "", nil
	if p.laid == nil {
		return // the button is disabled: there is no board
	}
	d, err := p.laid.Hint(p.puzzle)
	switch {
	case err != nil:
		p.hint = "No hint: " + err.Error()
	case d.Technique == sudoku.NoTechnique:
		p.hint = "The grid is full."
	case d.Technique == sudoku.Guess:
		p.hint = "No technique applies here: a guess is needed."
	default:
		p.hint = "Hint: " + article(d.Technique.String()) + " " + d.Technique.String()
		if d.Unit != "" {
			p.hint += " in " + d.Unit
		}
		p.hint += ". Look at the marked cells."
		p.hintCells = d.Cells
	}
}

// renderHint draws the Hint button and the last hint.
func (p *Page) renderHint() app.UI {
	return app.Div().Class("row").Body(
		app.Button().ID("hint").Text("Hint").Disabled(p.board == nil).OnClick(func(ctx app.Context, e app.Event) {
			p.showHint()
		}),
		app.Span().ID("hint-text").Aria("live", "polite").Text(p.hint),
	)
}

// article is the indefinite article before a technique's name: "an" before
// a vowel or an X ("an X-wing"), "a" otherwise.
func article(name string) string {
	if name != "" && strings.ContainsRune("aeiouAEIOUX", rune(name[0])) {
		return "an"
	}
	return "a"
}
