package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
)

// TestE2EKeyboardPages tabs through the methods and matrix pages as
// TestE2EKeyboard does the sudoku page: every control is reached, each
// shows a focus ring, every control has a name, and the players work from
// the keyboard alone.
func TestE2EKeyboardPages(t *testing.T) {
	for _, tc := range []struct {
		path, ready string
		controls    []string
		byKeys      func(*page)
	}{
		// The methods page: its grid only shows the method's work, so it
		// takes no focus.
		{"/methods", "#mgrid", []string{"to-sudoku", "to-matrix", "preset-0", "paste", "load", "method", "tuples",
			"m-start", "m-back", "m-play", "m-step", "m-next-guess", "m-to-end", "m-speed", "m-timeline",
			"race-dlx", "race-rules", "race-start"}, methodsByKeys},
		{"/matrix", "#knuth", []string{"to-sudoku", "to-methods", "mpreset-0", "heuristic", "add-row", "add-col",
			"col-0", "row-0", "knuth", "load-text", "export-matrix", "start", "back", "play", "step", "to-solution",
			"speed", "timeline", "keep", "list-solutions", "count-solutions", "compare"}, matrixByKeys},
	} {
		t.Run(tc.path, func(t *testing.T) {
			p := newPage(t)
			p.open(tc.path)
			p.waitVisible(tc.ready)
			var ids []string
			for _, f := range p.tabOrder() {
				ids = append(ids, f.ID)
				assert.True(t, f.Outline, "%s has the focus but no visible focus ring", f.ID)
			}
			t.Logf("tab order: %v", ids)
			for _, id := range tc.controls {
				assert.Contains(t, ids, id, "Tab never reaches #%s", id)
			}
			assert.Empty(t, evalJS[[]string](p, unnamedJS), "controls with no accessible name")
			tc.byKeys(p)
		})
	}
}

// methodsByKeys works the methods page's player and method selector from
// the keyboard.
func methodsByKeys(p *page) {
	at := func(step int) string {
		return fmt.Sprintf(`document.getElementById("m-position").innerText.startsWith("step %d of")`, step)
	}
	p.playerByKeys("m-", at)
	p.focusOn("method")
	p.press(kb.ArrowDown) // the next method: the player starts over
	p.waitFor(at(0), 5*time.Second)
	assert.NotEqual(p.t, "logic", evalJS[string](p, `document.getElementById("method").value`))
}

// matrixByKeys works the matrix page's player and solutions list from the
// keyboard.
func matrixByKeys(p *page) {
	p.playerByKeys("", eventsAre)
	p.focusOn("list-solutions")
	p.press(kb.Enter)
	p.waitFor(`document.querySelectorAll("#solution-list li").length > 0`, 10*time.Second)
}
