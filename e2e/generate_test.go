package e2e

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestE2ENewPuzzleAndHint makes a new puzzle in the page, with no
// main-thread task over 50 ms while it does, then asks for a hint: a
// technique and its cells marked on the grid.
func TestE2ENewPuzzleAndHint(t *testing.T) {
	p := newPage(t)
	p.open("/")
	before := p.text("#paste")
	p.noLongTaskWhile("making a new puzzle", func() { p.click("#new-puzzle") },
		`document.getElementById("verdict").innerText.startsWith("A new puzzle, ")`, 20*time.Second)
	t.Logf("%s", p.text("#verdict"))
	assert.Contains(t, evalJS[string](p, `location.search`), "p=", "the new puzzle is in the link")
	assert.Equal(t, before, p.text("#paste"), "the paste box keeps the user's text")
	p.click("#hint")
	p.waitFor(`document.getElementById("hint-text").innerText != ""`, 5*time.Second)
	assert.Regexp(t, `^(Hint: a .+\. Look at the marked cells\.|No technique applies here: a guess is needed\.)$`, p.text("#hint-text"))
	if p.text("#hint-text") != "No technique applies here: a guess is needed." {
		assert.Positive(t, p.count(".cell.hint"), "the hint's cells are marked")
	}
	p.screenshot("hint")
}
