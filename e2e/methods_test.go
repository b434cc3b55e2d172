package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/puzzle"
	"xcover/sudoku/format"
	"xcover/sudoku/solve"
)

// chooseMethod picks a method in the methods page's selector, as a user
// does, and waits for the player to start over.
func (p *page) chooseMethod(m solve.Method) {
	p.t.Helper()
	evalJS[bool](p, fmt.Sprintf(`(() => { const s = document.getElementById("method"); s.value = %s; s.dispatchEvent(new Event("change")); return true })()`, jsString(m.String())))
	p.waitFor(`document.getElementById("m-position").innerText.startsWith("step 0 of")`, 5*time.Second)
}

func TestE2EMethodsPlayer(t *testing.T) {
	p := newPage(t)
	p.open("/")
	p.click("#to-methods")
	p.waitVisible("#mgrid")
	assert.Equal(t, 81, p.count("#mgrid .cell"))
	assert.Contains(t, p.text("#m-narration"), "Ready")

	// Logic (the default) on the easy puzzle: step, step back.
	for k := 1; k <= 3; k++ {
		p.click("#m-step")
		p.waitFor(fmt.Sprintf(`document.getElementById("m-position").innerText.startsWith("step %d of")`, k), 5*time.Second)
	}
	third := p.text("#m-narration")
	assert.NotContains(t, third, "Ready")
	assert.Equal(t, 3, p.count("#m-log li"))
	p.click("#m-back")
	p.waitFor(`document.getElementById("m-position").innerText.startsWith("step 2 of")`, 5*time.Second)
	p.click("#m-step")
	p.waitFor(`document.getElementById("m-position").innerText.startsWith("step 3 of")`, 5*time.Second)
	assert.Equal(t, third, p.text("#m-narration"), "stepping back and forth shows the same step")

	// Play stops at the solution, with every cell filled; the end comes
	// after the search has proved it unique.
	p.click("#m-play")
	p.waitFor(`document.getElementById("m-found").innerText == "1"`, 30*time.Second)
	assert.Zero(t, p.count("#mgrid .cell.marks"), "every cell has its value at the solution")
	assert.Equal(t, "0", p.text("#m-guesses"), "the easy puzzle needs no guess")
	assert.Contains(t, p.methodEnd(), "solved, unique")
	p.screenshot("methods-logic-end")

	// Rules on a puzzle with several solutions lists each of them, and
	// counts them when there are too many to list.
	const four = "8.........59.......76.........6.8547.....1293......168...594716...816932...732485"
	p.click("#paste")
	evalJS[bool](p, `(document.getElementById("paste").value = "", true)`)
	p.typeKeys("#paste", four)
	p.click("#load")
	p.chooseMethod(solve.Rules)
	assert.Contains(t, p.methodEnd(), "4 solutions")
	assert.Equal(t, 4, p.count("#m-solutions li"))
	assert.Regexp(t, `^[1-9]{81}$`, p.text("#m-solutions li"), "the list numbers the solutions, the line is the grid")
	p.addressHas("m=rules")

	p.click("#preset-5")
	p.chooseMethod(solve.Rules)
	puzzle, _, err := format.Parse(puzzle.Presets[5].Puzzle, format.Options{})
	require.NoError(t, err)
	all, err := (&solve.Solver{Method: solve.DLX}).Solve(puzzle)
	require.NoError(t, err)
	require.Greater(t, all.Solutions, int64(solve.ListLimit))
	assert.Contains(t, p.methodEnd(), fmt.Sprintf("%d solutions, too many to list", all.Solutions))
	assert.Zero(t, p.count("#m-solutions li"))

	// Candidate backtracking names the cell that makes a puzzle unsolvable.
	p.click("#preset-4")
	p.chooseMethod(solve.Candidates)
	assert.Contains(t, p.methodEnd(), "unsolvable: r1c9")

	// Plain backtracking on the forum's hardest puzzle: step to the next
	// guess, then back to the start.
	p.click("#preset-2")
	p.chooseMethod(solve.Backtrack)
	p.click("#m-next-guess")
	p.waitFor(`!document.getElementById("m-position").innerText.startsWith("step 0 of")`, 5*time.Second)
	p.click("#m-start")
	p.waitFor(`document.getElementById("m-position").innerText.startsWith("step 0 of")`, 5*time.Second)
}

// TestE2EMethodsClash loads a puzzle whose givens clash on the methods
// page, from a link and pasted: the page shows it with the clash marked,
// as the sudoku page does, with nothing to play or race.
func TestE2EMethodsClash(t *testing.T) {
	p := newPage(t)
	clash := "55" + puzzle.Presets[0].Puzzle[2:]
	for _, load := range []func(){
		func() { p.open("/methods?p=" + clash) },
		func() {
			p.open("/methods")
			p.setValue("#paste", clash, "input")
			p.click("#load")
		},
	} {
		load()
		p.waitFor(`document.getElementById("message") !== null`, 5*time.Second)
		assert.Contains(t, p.text("#message"), "r1c1 and r1c2 both hold 5")
		assert.Equal(t, "5", p.text("#mcell-1"), "the clashing grid is on screen")
		assert.Equal(t, 2, p.count("#mgrid .cell.conflict"))
		p.addressHas("p=55.") // the link is the grid on screen
		assert.Equal(t, "Fix the puzzle to start.", p.text("#m-narration"))
		assert.True(t, evalJS[bool](p, `document.getElementById("race-start").disabled`))
		title, _ := p.attr("#race-start", "title")
		assert.Equal(t, "Fix the puzzle to race.", title)
	}
}

func TestE2EMethodsRace(t *testing.T) {
	p := newPage(t)
	p.open("/methods")

	p.click("#race-start")
	p.waitFor(`document.getElementById("race-summary") !== null`, 60*time.Second)
	for _, m := range solve.Methods {
		lane := "#lane-" + m.String()
		assert.Equal(t, "solved, unique", p.text(lane+" .status"), m.String())
		assert.Equal(t, "81/81", p.text(lane+" .filled"), "%s: a solved lane shows its solution filled", m)
	}
	assert.Equal(t, len(solve.Methods)+1, p.count("#race-summary tr"))
	p.screenshot("methods-race")

	// The player counts guesses as the race does: none for dlx, which
	// branches on forced items only here, some for plain backtracking.
	for _, m := range []solve.Method{solve.DLX, solve.Backtrack} {
		p.chooseMethod(m)
		p.methodEnd()
		assert.Equal(t, p.text("#lane-"+m.String()+" .guesses"), p.text("#m-guesses"), m.String())
	}
	assert.Equal(t, "0", p.text("#lane-dlx .guesses"))
	assert.NotEqual(t, "0", p.text("#lane-backtrack .guesses"))

	// With no method ticked there is nothing to race: the button says so.
	for _, m := range solve.Methods {
		p.click("#race-" + m.String())
	}
	p.waitFor(`document.getElementById("race-start").disabled`, 5*time.Second)
	title, _ := p.attr("#race-start", "title")
	assert.Equal(t, "Tick at least one method to race.", title)
	for _, m := range solve.Methods {
		p.click("#race-" + m.String())
	}
	p.waitFor(`!document.getElementById("race-start").disabled`, 5*time.Second)

	// Plain backtracking takes long on a 17-clue puzzle: the page stays
	// smooth while the race runs, and Stop ends it.
	p.click("#preset-1")
	p.waitFor(`document.getElementById("mcell-7").innerText.trim() == "1"`, 5*time.Second) // the 17-clue puzzle is on the grid (CI once raced it)
	p.click("#race-start")
	p.waitFor(`document.querySelector("#lane-backtrack .nodes")?.innerText > "0"`, 10*time.Second)
	p.staysSmooth("racing", time.Second)
	require.Equal(t, "running", p.text("#lane-backtrack .status"))
	p.click("#race-stop")
	p.waitFor(`document.getElementById("race-summary") !== null`, 5*time.Second)
	assert.Equal(t, "stopped", p.text("#lane-backtrack .status"))
	assert.Equal(t, "solved, unique", p.text("#lane-dlx .status"), "dlx finished long before")
	assert.True(t, strings.HasSuffix(p.text("#race-summary tr:last-child td:last-child"), "-"), "a stopped method has no ratio")
}
