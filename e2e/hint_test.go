package e2e

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestE2EHint asks for a hint on the page's first puzzle: a technique and
// its cells marked on the grid.
func TestE2EHint(t *testing.T) {
	p := newPage(t)
	p.open("/")
	p.hint()
	p.screenshot("hint")
}

// hint asks for a hint on the puzzle in the grid and checks it: a
// technique, where it works and its cells marked, or a guess needed.
func (p *page) hint() {
	p.t.Helper()
	p.click("#hint")
	p.waitFor(`document.getElementById("hint-text").innerText != ""`, 5*time.Second)
	const guess = "No technique applies here: a guess is needed."
	assert.Regexp(p.t, `^(Hint: an? .+\. Look at the marked cells\.|`+guess+`)$`, p.text("#hint-text"))
	if p.text("#hint-text") != guess {
		assert.Positive(p.t, p.count(".cell.hint"), "the hint's cells are marked")
	}
}
