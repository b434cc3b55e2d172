package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
)

// screen is a browser window's size, in CSS pixels.
type screen struct{ W, H int }

// String writes the size as the screenshots name it: "1280x800".
func (s screen) String() string { return fmt.Sprintf("%dx%d", s.W, s.H) }

// The window sizes the layout is checked at: a laptop's (the tabs' size
// when they open) and a phone's.
var (
	laptop = screen{viewportWidth, viewportHeight}
	phone  = screen{390, 844}
)

// screenName names a screenshot of a page ("sudoku", "matrix",
// "methods") at a window's size in a state: "sudoku-1280x800-start".
func screenName(page string, s screen, state string) string {
	return page + "-" + s.String() + "-" + state
}

// resize sets the tab's window to s and waits until the page has it.
func (p *page) resize(s screen) {
	p.t.Helper()
	p.do("resize the window to "+s.String(), chromedp.EmulateViewport(int64(s.W), int64(s.H)))
	// The window has its size at once, the page a while later: the
	// browser tells it in its next frame, go-app a quarter of a second
	// after that, and a lens then picks its size by its room. Until the
	// page says it is laid out for the size (ui.MarkLaidOut), what a test
	// reads of it, or clicks on it, may move.
	p.waitFor(fmt.Sprintf(`document.documentElement.clientWidth == %d && window.innerHeight == %d && document.documentElement.dataset.laidOut == "%dx%d"`,
		s.W, s.H, s.W, s.H), 5*time.Second)
}

// screenshotOf saves the window as build/screenshots/PAGE-WxH-STATE.png
// (see screenName) and returns the file's path.
func (p *page) screenshotOf(page string, s screen, state string) string {
	p.t.Helper()
	return p.screenshot(screenName(page, s, state))
}

func TestScreenName(t *testing.T) {
	for _, tc := range []struct {
		page  string
		s     screen
		state string
		want  string
	}{
		{"sudoku", laptop, "forum-hardest-end", "sudoku-1280x800-forum-hardest-end"},
		{"methods", phone, "race", "methods-390x844-race"},
	} {
		assert.Equal(t, tc.want, screenName(tc.page, tc.s, tc.state))
	}
}
