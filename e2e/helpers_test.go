package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The page helpers the tests share: actions, reads and waits on a page
// (the measures of its smoothness are in smoothness_test.go).

// do runs chromedp actions on the tab within actionTimeout, failing the test
// on error. It is the way to anything the other helpers do not cover.
func (p *page) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, actionTimeout)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
}

// runAction runs one chromedp action that returns a value, within actionTimeout,
// failing the test on error.
func runAction[T any](p *page, what string, action chromedp.Action[T]) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, actionTimeout)
	defer cancel()
	v, err := chromedp.Run(ctx, action)
	if err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
	return v
}

// open loads the app at pathQuery (a path with an optional query, such as
// "/" or "/?puzzle=..."), waits until go-app has started it (its loader,
// #app-wasm-loader, is gone) and returns the time from the start of the
// navigation to then, the load-to-interactive time; then it waits until
// the page has rendered and drawn itself (ui.MarkLaidOut).
func (p *page) open(pathQuery string) time.Duration {
	p.t.Helper()
	if !strings.HasPrefix(pathQuery, "/") {
		pathQuery = "/" + pathQuery
	}
	p.do("navigate to "+pathQuery, chromedp.Navigate(p.base+pathQuery))
	ctx, cancel := context.WithTimeout(p.ctx, loadTimeout+5*time.Second)
	defer cancel()
	ms, err := chromedp.Run(ctx, chromedp.Poll[float64](
		`document.getElementById("app-wasm-loader") === null && performance.now()`,
		chromedp.WithPollingTimeout(loadTimeout)))
	if err != nil {
		label := "(none)"
		lctx, lcancel := context.WithTimeout(p.ctx, 2*time.Second)
		defer lcancel()
		if l, err := chromedp.Run(lctx, chromedp.Evaluate[string](
			`document.getElementById("app-wasm-loader-label")?.innerText ?? ""`)); err == nil {
			label = fmt.Sprintf("%q", l)
		}
		p.t.Fatalf("the app did not start within %v at %s (loader label %s): %v", loadTimeout, pathQuery, label, err)
	}
	p.waitFor(`document.documentElement.dataset.laidOut`, 5*time.Second) // the page has rendered and drawn itself
	return time.Duration(ms * float64(time.Millisecond))
}

// gridHas waits for the sudoku grid to show n cells: the page writes a
// grid's cells over its first frames (sudokupage's maxPaint a frame), so
// that the loader's going does not mean they are all there yet. It fails
// the test when the grid keeps another number of cells.
func (p *page) gridHas(n int) {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`document.querySelectorAll(".cell").length == %d`, n), 5*time.Second)
}

// click clicks the first element that the CSS selector matches, with the
// mouse, once it is where the mouse will find it (see clickPointJS): the
// mouse goes to a point, so an element that moves between the reading of
// its place and the press (the page rendering what an earlier action
// changed) would leave the click to whatever comes there instead.
func (p *page) click(sel string) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, actionTimeout)
	defer cancel()
	for try := 0; ; try++ {
		var at *struct{ X, Y float64 }
		for at == nil {
			var err error
			at, err = chromedp.Run(ctx, chromedp.Evaluate[*struct{ X, Y float64 }](clickPointJS+"("+jsString(sel)+")", chromedp.EvalAwaitPromise))
			if err != nil {
				p.t.Fatalf("click %s: it never stood still under the mouse: %v\n%s", sel, err, p.journal())
			}
		}
		if err := chromedp.Do(ctx, chromedp.MouseClickXY(at.X, at.Y)); err != nil {
			p.t.Fatalf("click %s: %v", sel, err)
		}
		// The point is found, then pressed, in two calls: a render in
		// between may move the element. The page noted what the press hit
		// (see clickPointJS): another element is a miss, pressed again.
		hit, err := chromedp.Run(ctx, chromedp.Evaluate[bool](clickHitJS+"()"))
		if err != nil || hit { // an error: the press took the page elsewhere
			return
		}
		if try == 2 {
			p.t.Fatalf("click %s: three presses at its place hit something else\n%s", sel, p.journal())
		}
		p.t.Logf("click %s: the press hit another element (the page moved under the mouse); pressing again", sel)
	}
}

// clickHitJS reports whether the last press, noted by clickPointJS's
// listener, hit the element it was aimed at (the element the point was
// found for, even if the press's render has replaced it since).
const clickHitJS = `(() => {
	const el = window.xcoverTestTarget, hit = window.xcoverTestPressed;
	return !el || !hit || hit === el || el.contains(hit); // nothing noted (the page went, say): no miss seen
})`

// clickPointJS is a function of a CSS selector that resolves to the point
// to click its first element at, once it is there: the element is scrolled
// into view, has kept its place and size over two animation frames (the
// page has rendered whatever it had to), and is what the point hits (no
// other element covers it). It resolves to null when the element is not
// there yet, or not within a second: the caller asks again. It notes in
// window.xcoverTestPressed what the next press hits (see clickHitJS).
const clickPointJS = `(async sel => {
	const frame = () => new Promise(done => requestAnimationFrame(done));
	let last = "";
	for (let i = 0; i < 60; i++) {
		const el = document.querySelector(sel);
		if (!el) {
			await frame();
			return null;
		}
		el.scrollIntoViewIfNeeded();
		await frame();
		const r = el.getBoundingClientRect(), place = [r.x, r.y, r.width, r.height].join();
		const x = r.x + r.width / 2, y = r.y + r.height / 2, hit = document.elementFromPoint(x, y);
		if (place === last && r.width > 0 && r.height > 0 && (hit === el || el.contains(hit))) {
			window.xcoverTestTarget = el, window.xcoverTestPressed = null;
			addEventListener("pointerdown", e => { window.xcoverTestPressed = e.target; }, {capture: true, once: true});
			return {x, y};
		}
		last = place;
	}
	return null;
})`

// typeKeys focuses the first element that the CSS selector matches and
// types keys into it, as key events ("\n" is Enter; kb.* names other keys).
func (p *page) typeKeys(sel, keys string) {
	p.t.Helper()
	p.do("type into "+sel, chromedp.SendKeys(chromedp.CSS(sel), keys))
}

// press sends keys to whatever has the focus (the page when nothing has),
// as key events: for keyboard shortcuts.
func (p *page) press(keys string) {
	p.t.Helper()
	p.do("press keys", chromedp.KeyEvent(keys))
}

// text returns the visible text (innerText) of the first element that the
// CSS selector matches, waiting for it to exist.
func (p *page) text(sel string) string {
	p.t.Helper()
	return readAgain(p, "text of "+sel, chromedp.Text(chromedp.CSS(sel)))
}

// attr returns an attribute of the first element that the CSS selector
// matches, waiting for it to exist, and whether the element has it.
func (p *page) attr(sel, name string) (string, bool) {
	p.t.Helper()
	a := readAgain(p, "attribute "+name+" of "+sel, chromedp.AttributeValue(chromedp.CSS(sel), name))
	return a.Value, a.Exists
}

// readAgain runs a read of an element as runAction does, and runs it again
// when go-app replaced the element between finding and reading it (a
// render can replace a node whose place in the tree changed kind).
func readAgain[T any](p *page, what string, action chromedp.Action[T]) T {
	p.t.Helper()
	for try := 1; ; try++ {
		ctx, cancel := context.WithTimeout(p.ctx, actionTimeout)
		v, err := chromedp.Run(ctx, action)
		cancel()
		switch {
		case err == nil:
			return v
		case try < 3 && strings.Contains(err.Error(), "No node with given id found"):
			p.t.Logf("%s: the element was replaced as it was read; again", what)
		default:
			p.t.Fatalf("%s: %v", what, err)
		}
	}
}

// count returns how many elements the CSS selector matches now.
func (p *page) count(sel string) int {
	p.t.Helper()
	return evalJS[int](p, fmt.Sprintf(`document.querySelectorAll(%s).length`, jsString(sel)))
}

// exists reports whether the CSS selector matches an element now.
func (p *page) exists(sel string) bool {
	p.t.Helper()
	return p.count(sel) > 0
}

// evalJS evaluates a JavaScript expression in the page, awaiting it when it
// is a promise, and decodes its value (as JSON) into T; use chromedp.Void
// to ignore it.
func evalJS[T any](p *page, js string) T {
	p.t.Helper()
	return runAction(p, "evaluate "+js, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
}

// waitFor waits until the JavaScript expression is truthy, checking it at
// each animation frame, for at most timeout; it fails the test after that.
func (p *page) waitFor(js string, timeout time.Duration) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, timeout+5*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(timeout))); err != nil {
		p.t.Fatalf("waiting %v for %s: %v\n%s", timeout, js, err, p.journal())
	}
}

// waitForMutation is waitFor checking js on each change to the page's DOM
// instead of on each animation frame, for a wait that a timing measures:
// polling every frame keeps the page drawing frames, work that a page
// left alone would not do. js must turn true with a change to the DOM.
func (p *page) waitForMutation(js string, timeout time.Duration) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, timeout+5*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingMutation(), chromedp.WithPollingTimeout(timeout))); err != nil {
		p.t.Fatalf("waiting %v for %s: %v\n%s", timeout, js, err, p.journal())
	}
}

// settle waits until the page has done what it had to: it is laid out
// for its window (ui.MarkLaidOut), its pictures show all that was sent to
// them, and the browser has found its main thread idle twice in a row (a
// frame's work, layout and paint included, is done). A measure of the
// page's work that follows measures that work, not what came before.
func (p *page) settle() {
	p.t.Helper()
	p.waitFor(`document.documentElement.dataset.laidOut && (window.xcoverLinks?.drawn() ?? true)`, 5*time.Second)
	evalJS[bool](p, `new Promise(done => requestIdleCallback(() => requestIdleCallback(() => done(true), {timeout: 2000}), {timeout: 2000}))`)
}

// journalJS keeps, in every page, a journal of what a failed wait should
// tell: the last input events (their kind, target and place) and changes of
// visibility, in window.e2eJournal (see journal).
const journalJS = `{
	const journal = window.e2eJournal = [];
	const note = line => { journal.push(Math.round(performance.now()) + " ms: " + line); if (journal.length > 40) journal.shift(); };
	for (const kind of ["pointerdown", "pointerup", "click", "input", "change", "keydown"]) {
		addEventListener(kind, e => note(kind + " on " + (e.target.id ? "#" + e.target.id : e.target.nodeName) +
			(e.clientX !== undefined ? " at " + Math.round(e.clientX) + "," + Math.round(e.clientY) : "")), true);
	}
	document.addEventListener("visibilitychange", () => note("visibility " + document.visibilityState));
	addEventListener("scroll", () => note("scrolled to " + Math.round(scrollX) + "," + Math.round(scrollY)), {passive: true});
	const where = n => n ? (n.id ? "#" + n.id : n.nodeName + (n.className ? "." + n.className : "")) : "?";
	new PerformanceObserver(list => {
		for (const e of list.getEntries()) {
			note("layout shift: " + e.sources.map(s => where(s.node) + " from " + Math.round(s.previousRect.x) + "," + Math.round(s.previousRect.y) +
				" to " + Math.round(s.currentRect.x) + "," + Math.round(s.currentRect.y)).join("; "));
		}
	}).observe({type: "layout-shift"});
	addEventListener("resize", () => note("window " + innerWidth + "x" + innerHeight));
}`

// journal describes the page for a failed wait: its time, visibility and
// focus, whether animation frames and timers still run, its scroll, and the
// journal of its last input events (journalJS).
func (p *page) journal() string {
	ctx, cancel := context.WithTimeout(p.ctx, 5*time.Second)
	defer cancel()
	state, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(async () => {
		const frame = await Promise.race([new Promise(r => requestAnimationFrame(() => r("runs"))), new Promise(r => setTimeout(() => r("stalled"), 1000))]);
		return "the page at " + Math.round(performance.now()) + " ms: " + document.visibilityState + (document.hasFocus() ? ", focused" : ", not focused") +
			", animation frames " + frame + ", scrolled to " + Math.round(scrollX) + "," + Math.round(scrollY) +
			"\n  " + (window.e2eJournal ?? ["no journal"]).join("\n  ");
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		return "the page does not answer: " + err.Error()
	}
	return state
}

// textIs checks the visible text of the first element that the CSS
// selector matches is want, waiting up to actionTimeout for it: the page
// redraws after a key or a click in a task of its own.
func (p *page) textIs(sel, want string, msg ...any) {
	p.t.Helper()
	deadline := time.Now().Add(actionTimeout)
	got := p.text(sel)
	for got != want && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
		got = p.text(sel)
	}
	assert.Equal(p.t, want, got, msg...)
}

// waitVisible waits until the first element that the CSS selector matches
// is visible, for at most actionTimeout.
func (p *page) waitVisible(sel string) {
	p.t.Helper()
	p.do("wait for "+sel+" to be visible", chromedp.WaitVisible(chromedp.CSS(sel)))
}

// screenshot saves the tab's viewport as build/screenshots/NAME.png and
// returns the file's path, once the links pictures show all that was sent
// to them (a canvas just resized is blank until its worker draws it).
func (p *page) screenshot(name string) string {
	p.t.Helper()
	p.waitFor(`window.xcoverLinks?.drawn() ?? true`, 5*time.Second)
	png := runAction(p, "screenshot", chromedp.CaptureScreenshot())
	if err := os.MkdirAll(screenshotDir, 0o755); err != nil {
		p.t.Fatal(err)
	}
	path := filepath.Join(screenshotDir, name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("screenshot: %s", path)
	return path
}

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// focused describes the element that has the focus: its id, and whether
// it shows a focus indicator (an outline, or for a grid the cursor cell's
// ring).
type focused struct {
	ID      string `json:"id"`
	Outline bool   `json:"outline"`
}

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

// focusOn gives the element with the id the focus.
func (p *page) focusOn(id string) {
	p.t.Helper()
	evalJS[chromedp.Void](p, fmt.Sprintf(`document.getElementById(%q).focus()`, id))
}

// playerByKeys works a player from the keyboard: Enter and Space on its
// step button, Enter on its back button, the right arrow on its timeline.
// prefix is the player's id prefix ("" or "m-") and at(k) is true once the
// player shows step k.
func (p *page) playerByKeys(prefix string, at func(int) string) {
	p.t.Helper()
	p.focusOn(prefix + "step")
	p.press(kb.Enter)
	p.waitFor(at(1), 5*time.Second)
	p.press(" ")
	p.waitFor(at(2), 5*time.Second)
	p.focusOn(prefix + "back")
	p.press(kb.Enter)
	p.waitFor(at(1), 5*time.Second)
	p.focusOn(prefix + "timeline")
	p.press(kb.ArrowRight)
	p.waitFor(at(2), 5*time.Second)
}

// tabOrder presses Tab from the page's start until the focus leaves the
// page (the body has it: it went to the browser's own controls) or 100
// times, and returns what had the focus in turn.
func (p *page) tabOrder() []focused {
	p.t.Helper()
	var order []focused
	for range 100 {
		p.press(kb.Tab)
		f := evalJS[focused](p, focusedJS)
		if f.ID == "body" {
			break
		}
		order = append(order, f)
	}
	return order
}

// events reads the player's event counter.
func (p *page) events() int {
	n, err := strconv.Atoi(strings.ReplaceAll(p.text("#stat-events"), ",", ""))
	require.NoError(p.t, err)
	return n
}

// clickAndWait clicks sel and waits until the JavaScript condition holds.
func (p *page) clickAndWait(sel, cond string) {
	p.click(sel)
	p.waitFor(cond, 5*time.Second)
}

// eventsAre is the condition that the page shows n events applied.
func eventsAre(n int) string {
	return fmt.Sprintf(`document.getElementById("stat-events").innerText == "%d"`, n)
}

// setValue sets a form field's value as a user's paste or choice would,
// and sends the event ("input" or "change") the page listens to.
func (p *page) setValue(sel, value, event string) {
	p.t.Helper()
	ok := evalJS[bool](p, fmt.Sprintf(`(() => {
		const el = document.querySelector(%s);
		if (!el) return false;
		el.value = %s;
		return el.dispatchEvent(new Event(%s, {bubbles: true}));
	})()`, jsString(sel), jsString(value), jsString(event)))
	require.True(p.t, ok, "set the value of %s", sel)
}

// addressHas waits until the page's address holds part in its query: a
// page writes its address at most every ui.AddressEvery, the last state
// asked for once that time is up, so an action's address may come later
// than what the action shows.
func (p *page) addressHas(part string) {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`location.search.includes(%s)`, jsString(part)), 5*time.Second)
}

// methodEnd plays the chosen method to its end and returns the outcome line.
func (p *page) methodEnd() string {
	p.t.Helper()
	p.click("#m-to-end")
	p.waitFor(`document.getElementById("m-outcome").innerText != ""`, 30*time.Second)
	return p.text("#m-outcome")
}
