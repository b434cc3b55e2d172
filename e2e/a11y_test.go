package e2e

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// focusedJS reads the focused element as a focused.
const focusedJS = `(() => {
	const el = document.activeElement;
	const st = getComputedStyle(el);
	return {id: el.id || el.tagName.toLowerCase(),
		outline: st.outlineStyle !== "none" && parseFloat(st.outlineWidth) >= 2};
})()`

// emulateColorScheme makes the page see the system's colour scheme as
// "dark" or "light".
func (p *page) emulateColorScheme(scheme string) {
	p.t.Helper()
	p.emulateMedia(map[string]string{"prefers-color-scheme": scheme})
}

// emulateMedia gives the page's media features (prefers-color-scheme,
// prefers-reduced-motion, ...) the values, as the system's settings
// would; the features emulated before are dropped.
func (p *page) emulateMedia(features map[string]string) {
	p.t.Helper()
	var media []*emulation.MediaFeature
	for name, value := range features {
		media = append(media, &emulation.MediaFeature{Name: name, Value: value})
	}
	p.do(fmt.Sprintf("emulate %v", features), chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: media})
		return err
	}))
}

// TestE2EKeyboard tabs through the page: every control is reached, each
// shows a visible focus ring, the grid lets the focus go on, and the grid,
// the player and the matrix's controls work from the keyboard alone.
func TestE2EKeyboard(t *testing.T) {
	p := newPage(t)
	p.open("/")
	order := p.tabOrder()
	var ids []string
	for _, f := range order {
		ids = append(ids, f.ID)
		assert.True(t, f.Outline, "%s has the focus but no visible focus ring", f.ID)
	}
	t.Logf("tab order: %v", ids)
	for _, id := range []string{"size", "preset-0", "paste", "load", "grid", "solve", "unique", "count",
		"compact", "zoom-out", "zoom-in", "matrix-scroll", "start", "back", "play", "step", "step-choice", "to-solution",
		"speed", "timeline", "break-solution", "break-level"} {
		assert.Contains(t, ids, id, "Tab never reaches #%s", id)
	}
	g := slices.Index(ids, "grid")
	require.GreaterOrEqual(t, g, 0)
	require.Less(t, g+1, len(ids), "the grid keeps the focus")
	assert.Equal(t, "solve", ids[g+1], "Tab leaves the grid for the next control")

	// The grid: arrows move the cursor, a digit sets the cell.
	for range g + 1 { // from the body, where the focus is now
		p.press(kb.Tab)
	}
	require.Equal(t, "grid", evalJS[focused](p, focusedJS).ID)
	p.press(kb.ArrowRight)
	p.press(kb.ArrowRight)
	p.waitFor(`document.querySelector("#cell-2.cursor") !== null &&
		document.getElementById("grid").getAttribute("aria-activedescendant") === "cell-2"`, 5*time.Second)
	p.press("4")
	p.textIs("#cell-2", "4")
	p.press(kb.Backspace)
	p.waitFor(`document.querySelector("#cell-2.marks") !== null`, 5*time.Second) // Backspace clears the cell

	// The player: Enter and Space press its buttons.
	p.playerByKeys("", eventsAre)
	assert.Regexp(t, `^event 2 of \d+\+?$`, evalJS[string](p, `document.getElementById("timeline").getAttribute("aria-valuetext")`))

	// The matrix's controls.
	p.focusOn("zoom-in")
	p.press(kb.Enter)
	p.waitFor(`document.getElementById("zoom").innerText == "2x"`, 5*time.Second)
	p.focusOn("compact")
	p.press(" ")
	p.waitFor(`document.getElementById("compact").checked`, 5*time.Second)
}

// TestE2EAccessibleNames checks every control has a name that a screen
// reader can say (its text, its label or an aria-label), and the live
// regions and landmarks are there.
func TestE2EAccessibleNames(t *testing.T) {
	p := newPage(t)
	p.open("/")
	unnamed := evalJS[[]string](p, unnamedJS)
	assert.Empty(t, unnamed, "controls with no accessible name")
	assert.Equal(t, 81, p.count("[role=gridcell][aria-label]"))
	assert.Equal(t, "r1c1: 5", evalJS[string](p, `document.getElementById("cell-0").getAttribute("aria-label")`))
	for _, sel := range []string{"#narration[aria-live=polite]", "#verdict[aria-live=polite]",
		".player[role=toolbar][aria-label]", "#matrix[role=img][aria-label]"} {
		assert.True(t, p.exists(sel), sel)
	}
	p.click("#load") // an empty paste: the message is an alert
	p.waitFor(`document.querySelector("#message[role=alert]") !== null`, 5*time.Second)
}

// TestE2EColorScheme checks the page follows the system's light or dark
// theme, and takes the README's screenshot (dark, mid-search).
func TestE2EColorScheme(t *testing.T) {
	p := newPage(t)
	p.open("/")
	background := func() string {
		return evalJS[string](p, `getComputedStyle(document.body).backgroundColor`)
	}
	p.emulateColorScheme("light")
	assert.Equal(t, "rgb(250, 250, 250)", background())
	assert.Equal(t, "light", evalJS[string](p, `getComputedStyle(document.documentElement).colorScheme`))
	p.screenshot("light")
	p.emulateColorScheme("dark")
	assert.Equal(t, "rgb(27, 29, 35)", background())
	assert.Equal(t, "dark", evalJS[string](p, `getComputedStyle(document.documentElement).colorScheme`))

	// The README's picture: the matrix page's first screen, the tour at
	// the cover of item 0, its links lit in the dancing links picture.
	p.open("/matrix")
	p.click("#tour-start")
	for stop := 2; stop <= 3; stop++ { // each stop moves the card's buttons: click the next once it shows
		p.click("#tour-next")
		p.waitFor(`document.getElementById("tour-stop").innerText.startsWith("Tour: stop `+strconv.Itoa(stop)+` ")`, 5*time.Second)
	}
	p.waitFor(`xcoverLinks.scene("links")?.arrows.some(a => a.lit)`, 5*time.Second)
	// The links light up in turn; with reduced motion they are drawn lit
	// at once, as they look when the lighting is over.
	p.emulateMedia(map[string]string{"prefers-color-scheme": "dark", "prefers-reduced-motion": "reduce"})
	evalJS[chromedp.Void](p, `window.scrollTo(0, 0)`)
	p.screenshot("readme")
}
