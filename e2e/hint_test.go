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
	p.click("#hint")
	p.waitFor(`document.getElementById("hint-text").innerText != ""`, 5*time.Second)
	assert.Regexp(t, `^(Hint: a .+\. Look at the marked cells\.|No technique applies here: a guess is needed\.)$`, p.text("#hint-text"))
	if p.text("#hint-text") != "No technique applies here: a guess is needed." {
		assert.Positive(t, p.count(".cell.hint"), "the hint's cells are marked")
	}
	p.screenshot("hint")
}
