package sudokupage

import (
	"errors"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"xcover/app/words"
	"xcover/sudoku"
	"xcover/sudoku/logic"
)

// maxHintWork bounds the nodes of the search a hint makes to check the
// puzzle has exactly one solution: the hardest classic puzzles need about
// 20,000; a 25x25 grid with random givens can keep it busy for minutes.
// The bound is about 2 s of computing in WebAssembly on 25x25, a few
// seconds of the page's frames.
const maxHintWork = 2_000_000

// hintSlice is how many of the check's nodes a hint visits between looks
// at the clock, a fraction of a millisecond; once the check is over, it
// looks after each technique tried (see logic.Hinter.Step).
const hintSlice = 256

// showHint starts looking for the next logical deduction on the puzzle as
// typed: the frame loop does the work in slices (see findHint).
func (p *Page) showHint() {
	p.hint, p.hintCells, p.hinter = "", nil, nil
	if p.laid == nil {
		return // the button is disabled: there is no board
	}
	p.hinter = logic.NewHinter(p.laid, p.puzzle, maxHintWork)
	p.tasks.Start((*hintWork)(p))
}

// hintWork is the hint being looked for as the frames' work (see findHint).
type hintWork Page

// Run looks for the hint for about budget; see findHint.
func (w *hintWork) Run(budget time.Duration) bool { return (*Page)(w).findHint(budget) }

// findHint works on the hint being looked for until budget has passed; once
// it is found it tells it. It reports whether the hint is done.
func (p *Page) findHint(budget time.Duration) bool {
	deadline := time.Now().Add(budget)
	for !p.hinter.Step(hintSlice) {
		if !time.Now().Before(deadline) {
			return false
		}
	}
	d, err := p.hinter.Result()
	p.hinter = nil
	p.tellHint(d, err)
	return true
}

// tellHint names the hint's technique and where it works, marking its
// cells in the grid: the value it yields is left for the user to find.
func (p *Page) tellHint(d logic.Deduction, err error) {
	switch {
	case errors.Is(err, sudoku.ErrWorkBound):
		p.hint = "No hint: a hint needs a puzzle with exactly one solution, and " + words.Count(maxHintWork) +
			" nodes of search could not tell whether this one has. Fill in more cells and ask again, or use Check uniqueness, " +
			"which searches for as long as it takes."
	case err != nil:
		p.hint = "No hint: " + err.Error()
	case d.Technique == logic.NoTechnique:
		p.hint = "The grid is full."
	case d.Technique == logic.Guess:
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

// renderHint draws the Hint button, which says so while a hint is looked
// for, and the last hint.
func (p *Page) renderHint() app.UI {
	label := "Hint"
	if p.hinter != nil {
		label = "Looking for a hint..."
	}
	return app.Div().Class("row").Body(
		app.Button().ID("hint").Text(label).Disabled(p.board == nil || p.hinter != nil).OnClick(func(ctx app.Context, e app.Event) {
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
