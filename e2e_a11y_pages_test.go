package main

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/stretchr/testify/assert"
)

// unnamedJS lists the controls a screen reader could not name: no
// aria-label, no label, and for a button no text.
const unnamedJS = `Array.from(document.querySelectorAll(
	"button, input, select, textarea, canvas, [role=grid], [role=gridcell], [tabindex]"))
	.filter(el => {
		const label = el.getAttribute("aria-label") ||
			(el.labels && Array.from(el.labels).map(l => l.innerText).join(" ")) ||
			(el.tagName === "BUTTON" ? el.innerText : "");
		return !label || !label.trim();
	})
	.map(el => el.id || el.outerHTML.slice(0, 80))`

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

// focusOn gives the element with the id the focus.
func (p *page) focusOn(id string) {
	p.t.Helper()
	evalJS[chromedp.Void](p, fmt.Sprintf(`document.getElementById(%q).focus()`, id))
}

// methodsByKeys works the methods page's player and method selector from
// the keyboard: Enter and Space on its buttons, the arrows on its timeline
// and selector.
func methodsByKeys(p *page) {
	at := func(step int) string {
		return fmt.Sprintf(`document.getElementById("m-position").innerText.startsWith("step %d of")`, step)
	}
	p.focusOn("m-step")
	p.press(kb.Enter)
	p.waitFor(at(1), 5*time.Second)
	p.press(" ")
	p.waitFor(at(2), 5*time.Second)
	p.focusOn("m-back")
	p.press(kb.Enter)
	p.waitFor(at(1), 5*time.Second)
	p.focusOn("m-timeline")
	p.press(kb.ArrowRight)
	p.waitFor(at(2), 5*time.Second)
	p.focusOn("method")
	p.press(kb.ArrowDown) // the next method: the player starts over
	p.waitFor(at(0), 5*time.Second)
	assert.NotEqual(p.t, "logic", evalJS[string](p, `document.getElementById("method").value`))
}

// matrixByKeys works the matrix page from the keyboard: the player's
// buttons and timeline, and a cell of the 0/1 editor.
func matrixByKeys(p *page) {
	p.focusOn("step")
	p.press(kb.Enter)
	p.waitFor(eventsAre(1), 5*time.Second)
	p.press(" ")
	p.waitFor(eventsAre(2), 5*time.Second)
	p.focusOn("back")
	p.press(kb.Enter)
	p.waitFor(eventsAre(1), 5*time.Second)
	p.focusOn("timeline")
	p.press(kb.ArrowRight)
	p.waitFor(eventsAre(2), 5*time.Second)
	p.focusOn("list-solutions")
	p.press(kb.Enter)
	p.waitFor(`document.querySelectorAll("#solution-list li").length > 0`, 10*time.Second)
}
