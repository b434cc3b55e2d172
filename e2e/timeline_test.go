package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"
)

// The end-to-end tests of the players' timelines, on every page.

// playerPages are the pages with a player: their path, an element shown
// once the page is up, the prefix of the player's ids and a preset that
// starts a fresh search.
var playerPages = []struct {
	path, ready, prefix, preset string
}{
	{"/", "#grid", "", "#preset-0"},
	{"/methods", "#mgrid", "m-", "#preset-0"},
	{"/matrix", "#knuth", "", "#mpreset-0"},
}

// thumb returns the value and the max of the timeline whose ids start
// with prefix.
func (p *page) thumb(prefix string) (value, max string) {
	p.t.Helper()
	vm := evalJS[[]string](p, fmt.Sprintf(`(t => [t.value, t.max])(document.getElementById(%q))`, prefix+"timeline"))
	require.Len(p.t, vm, 2)
	return vm[0], vm[1]
}

// positionIs is the condition that the player's position read-out (ids
// starting with prefix) matches the JavaScript regular expression re.
func positionIs(prefix, re string) string {
	return fmt.Sprintf(`%s.test(document.getElementById(%q).innerText)`, re, prefix+"position")
}

// TestE2ETimelineThumbAtEnd plays fresh searches to their end on each
// page and checks the timeline's thumb is at its end each time. go-app
// sets an element's attributes in random order: a value set before the
// larger max that comes with it was clamped to the old max, and stayed
// there, about one time in eight.
func TestE2ETimelineThumbAtEnd(t *testing.T) {
	for _, pg := range playerPages {
		t.Run(pg.path, func(t *testing.T) {
			p := newPage(t)
			p.open(pg.path)
			p.waitVisible(pg.ready)
			for try := range 16 {
				p.clickAndWait(pg.preset, positionIs(pg.prefix, `/^\w+ 0 of \d+\+$/`))
				p.clickAndWait("#"+pg.prefix+"to-end", positionIs(pg.prefix, `/^\w+ (\d+) of \1$/`))
				value, max := p.thumb(pg.prefix)
				require.Equal(t, max, value, "try %d: the thumb is at the end of %q", try, p.text("#"+pg.prefix+"position"))
			}
		})
	}
}

// linkFollows is the condition that the link's step (s= in the address,
// none for step 0) is the value of the timeline whose ids start with prefix.
func linkFollows(prefix string) string {
	return fmt.Sprintf(`(new URLSearchParams(location.search).get("s") ?? "0") === document.getElementById(%q).value`, prefix+"timeline")
}

// TestE2ETimelineURL scrubs the timeline of the sudoku and methods pages,
// from the keyboard and with the pointer, and checks the link's step
// follows it.
func TestE2ETimelineURL(t *testing.T) {
	for _, pg := range playerPages[:2] {
		t.Run(pg.path, func(t *testing.T) {
			p := newPage(t)
			p.open(pg.path)
			p.waitVisible(pg.ready)
			scrubbed := func(position string) {
				t.Helper()
				p.waitFor(positionIs(pg.prefix, position), 5*time.Second)
				p.waitFor(linkFollows(pg.prefix), 5*time.Second)
			}
			p.focusOn(pg.prefix + "timeline")
			for k := 1; k <= 3; k++ { // one at a time: the timeline grows as the search goes
				p.press(kb.ArrowRight)
				scrubbed(fmt.Sprintf(`/^\w+ %d of/`, k))
			}
			p.press(kb.Home)
			scrubbed(`/^\w+ 0 of/`)
			p.press(kb.PageUp)
			scrubbed(`/^\w+ [1-9]\d* of/`)
			// A drag: input events as the thumb moves, change as it is let go.
			p.setValue("#"+pg.prefix+"timeline", "3", "input")
			p.setValue("#"+pg.prefix+"timeline", "2", "input")
			p.setValue("#"+pg.prefix+"timeline", "2", "change")
			scrubbed(`/^\w+ 2 of/`)
		})
	}
}
