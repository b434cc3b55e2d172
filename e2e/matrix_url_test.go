package e2e

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/problem"
	"xcover/app/puzzle"
	"xcover/app/words"
)

// The end-to-end tests of the matrix page's address, files and pastes:
// a link that comes back to the problem and the event, problems opened
// from files or dropped, downloads, and input too big refused at once.

// reload reloads the tab and waits until the page has started and drawn
// itself again, as open does.
func (p *page) reload() {
	p.t.Helper()
	p.do("reload", chromedp.Reload())
	ctx, cancel := context.WithTimeout(p.ctx, loadTimeout+5*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](`document.getElementById("app-wasm-loader") === null`,
		chromedp.WithPollingTimeout(loadTimeout))); err != nil {
		p.t.Fatalf("the app did not start again after a reload: %v", err)
	}
	p.waitFor(`document.documentElement.dataset.laidOut`, 5*time.Second)
}

// href is the tab's address, and the path and query and fragment of it
// that open takes.
func (p *page) href() (href, pathQuery string) {
	p.t.Helper()
	href = evalJS[string](p, `location.href`)
	return href, strings.TrimPrefix(href, p.base)
}

// shown is what the matrix page says of its player: its position and its
// narration.
func (p *page) shown() (position, narration string) {
	p.t.Helper()
	return p.text("#position"), p.text("#narration")
}

// addressSays waits until the address's query and fragment are the ones
// given (written at most every ui.AddressEvery).
func (p *page) addressSays(query, fragmentStart string) {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`location.search == %s && location.hash.startsWith(%s)`, jsString(query), jsString(fragmentStart)), 5*time.Second)
}

// TestE2EMatrixLinkComesBack steps eight queens to an event: the address
// follows, replacing its history entry; a reload, and the link opened in a
// fresh tab, show the same problem at the same event with the same
// narration, on the same engine.
func TestE2EMatrixLinkComesBack(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	assert.Equal(t, "", evalJS[string](p, `location.search + location.hash`), "the default page has a bare address")
	history := evalJS[int](p, `history.length`)

	p.click("#mpreset-1") // N queens, n=8
	p.waitFor(`document.getElementById("narration").innerText.startsWith("Ready: 64 options")`, 5*time.Second)
	p.addressSays("?preset=queens&n=8", "")
	for range 3 {
		p.click("#step-choice")
	}
	p.click("#step")
	p.waitFor(`!document.getElementById("position").innerText.startsWith("event 0 ")`, 5*time.Second)
	p.settle() // every click's step taken: the position read is the last
	position, narration := p.shown()
	event := strings.Fields(position)[1]
	p.addressSays("?preset=queens&n=8&s="+event, "")
	assert.Equal(t, history, evalJS[int](p, `history.length`), "steps replace the history's entry: Back leaves the page")

	href, path := p.href()
	p.reload()
	p.waitFor(`document.getElementById("position").innerText == `+jsString(position), 10*time.Second)
	assert.Equal(t, narration, p.text("#narration"), "a reload comes back to the same event")
	assert.Equal(t, href, evalJS[string](p, `location.href`), "and the address stays")

	// The link in a fresh tab; then the same on the dancing cells.
	q := newPage(t)
	q.open(path)
	q.waitFor(`document.getElementById("position").innerText == `+jsString(position), 10*time.Second)
	assert.Equal(t, narration, q.text("#narration"), "a shared link shows the same event")

	p.click("#engine-cells")
	p.click("#step")
	p.waitFor(`document.getElementById("position").innerText.startsWith("event 1 ")`, 5*time.Second)
	p.addressSays("?preset=queens&n=8&s=1&engine=cells", "")
	_, cells := p.href()
	position, narration = p.shown()
	q.open(cells)
	q.waitFor(`document.getElementById("position").innerText == `+jsString(position), 10*time.Second)
	assert.Equal(t, narration, q.text("#narration"))
	pressed, _ := q.attr("#engine-cells", "aria-pressed")
	assert.Equal(t, "true", pressed, "the engine is the link's")
}

// TestE2EMatrixLinkCarriesAProblem loads a problem of one's own from the
// text box: the address carries it, compressed, in its fragment, and a
// fresh tab opens it at the same event. Links that cannot be read are
// refused with a line that says why, and the page shows its default.
func TestE2EMatrixLinkCarriesAProblem(t *testing.T) {
	text := "| colors: Knuth's example\np q r | x y\n|= A\np q x y:A\n|= B\np r x:A y\n|= C\np x:B\n|= D\nq x:A\n|= E\nr y:B\n"
	sheet, err := problem.ParseSheet(text)
	require.NoError(t, err)

	p := newPage(t)
	p.open("/matrix")
	p.setValue("#knuth", text, "input")
	p.click("#load-text")
	p.waitFor(`document.getElementById("narration").innerText.startsWith("Ready: 5 options over 5 items (3 primary)")`, 5*time.Second)
	for range 4 {
		p.click("#step")
	}
	p.waitFor(`document.getElementById("position").innerText.startsWith("event 4 ")`, 5*time.Second)
	p.addressSays("?s=4", "#dlx=")
	position, narration := p.shown()
	_, path := p.href()

	q := newPage(t)
	q.open(path)
	q.waitFor(`document.getElementById("position").innerText == `+jsString(position), 10*time.Second)
	assert.Equal(t, narration, q.text("#narration"))
	assert.Equal(t, sheet.Text(), evalJS[string](q, `document.getElementById("knuth").value`), "the problem, in the text box")
	assert.False(t, q.exists("#matrix-notice"))

	// Links that cannot be read.
	seed := "Ready: 6 options over 7 items"
	bad, _ := problem.Link{Text: "a b\na c\n"}.Fragment()
	for _, tc := range []struct{ path, notice string }{
		{"/matrix#dlx=@@@", "The link's problem is not base64url: illegal base64 data at input byte 0"},
		{"/matrix#dlx=" + strings.Repeat("A", problem.MaxLinkText+1024), "The link's problem is 65 KB long; a link holds at most 64 KB."},
		{"/matrix?s=3#" + bad, `The link's problem, line 2, column 3: unknown item "c" in option`},
		{"/matrix?preset=queens&n=99", `The link's size n="99" is not a size of queens: 4, 5, 6, 7, 8, 9, 10, 11, 12`},
	} {
		q := newPage(t) // a tab of its own: a link that changes only the fragment would not load the page anew
		q.open(tc.path)
		assert.Equal(t, tc.notice, q.text("#matrix-notice"), tc.path)
		assert.True(t, strings.HasPrefix(q.text("#narration"), seed), "%s: the default problem", tc.path)
		q.waitFor(`location.search + location.hash == ""`, 5*time.Second) // the address says what the page shows
	}
}

// writeProblem writes text into a file of dir, gzip-compressed when its
// name ends in .gz, and returns its path.
func writeProblem(t *testing.T, dir, name, text string) string {
	t.Helper()
	data := []byte(text)
	if strings.HasSuffix(name, ".gz") {
		var b bytes.Buffer
		z := gzip.NewWriter(&b)
		_, err := z.Write(data)
		require.NoError(t, err)
		require.NoError(t, z.Close())
		data = b.Bytes()
	}
	path := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(path, data, 0o644))
	return path
}

// openFile opens a file through the page's file input, as the picker
// would.
func (p *page) openFile(path string) {
	p.t.Helper()
	p.do("open "+path, chromedp.SetUploadFiles(chromedp.CSS("#open-file"), []string{path}))
}

// dropJS drops a file named name holding text on the page, as a drag
// from the desktop would, after a dragenter; it returns whether the page
// took the drop (its default was prevented).
const dropJS = `((name, text) => {
	const dt = new DataTransfer();
	dt.items.add(new File([text], name));
	const at = document.getElementById("links") ?? document.body;
	at.dispatchEvent(new DragEvent("dragenter", {dataTransfer: dt, bubbles: true, cancelable: true}));
	window.__hint = document.documentElement.dataset.dropping !== undefined &&
		getComputedStyle(document.getElementById("drop-hint")).display != "none";
	return !at.dispatchEvent(new DragEvent("drop", {dataTransfer: dt, bubbles: true, cancelable: true}));
})`

// TestE2EMatrixOpensFiles opens problems from files, plain and
// compressed, through the Open… button's input and by a drop on the page;
// a bad file is refused in a line that names it and the place of the
// mistake; the download is the problem in view, under its file's name.
func TestE2EMatrixOpensFiles(t *testing.T) {
	dir := t.TempDir()
	queens := "| five queens\n" + problem.Queens(5).Text()
	p := newPage(t)
	p.open("/matrix")
	p.catchDownloads()

	p.openFile(writeProblem(t, dir, "five.dlx", queens))
	p.waitFor(`document.getElementById("narration").innerText.startsWith("Ready: 25 options over 28 items")`, 5*time.Second)
	p.waitFor(`document.getElementById("knuth").value == `+jsString(queens), 5*time.Second) // the file's text, in the text box
	p.addressSays("", "#dlx=")

	langford := problem.Langford(4)
	p.openFile(writeProblem(t, dir, "langford.dlx.gz", langford.Text()))
	p.waitFor(fmt.Sprintf(`document.getElementById("narration").innerText.startsWith("Ready: %d options over %d items")`, len(langford.Options), len(langford.Items)), 5*time.Second)
	p.click("#export-matrix")
	name, text := p.download(0)
	assert.Equal(t, "langford.dlx", name)
	assert.Equal(t, langford.Text(), text)

	p.openFile(writeProblem(t, dir, "bad.dlx.gz", "a b\n\na b\na c\n"))
	p.waitFor(`document.getElementById("matrix-notice")?.innerText.length > 0`, 5*time.Second)
	assert.Equal(t, `bad.dlx.gz: line 4, column 3: unknown item "c" in option`, p.text("#matrix-notice"))
	assert.True(t, strings.HasPrefix(p.text("#narration"), fmt.Sprintf("Ready: %d options", len(langford.Options))), "the problem stays")

	// A drop: the hint shows while the file is over the page.
	took := evalJS[bool](p, dropJS+`("dropped.dlx", `+jsString(queens)+`)`)
	assert.True(t, took, "the page takes the drop: the browser does not open the file")
	assert.True(t, evalJS[bool](p, `window.__hint`), "the drop hint shows while dragging")
	p.waitFor(`document.getElementById("narration").innerText.startsWith("Ready: 25 options over 28 items")`, 5*time.Second)
	assert.False(t, p.exists("#matrix-notice"), "a good file clears the notice")
	assert.Equal(t, "none", evalJS[string](p, `getComputedStyle(document.getElementById("drop-hint")).display`), "the hint goes")
	p.click("#export-matrix")
	name, text = p.download(1)
	assert.Equal(t, "dropped.dlx", name)
	assert.Equal(t, problem.Queens(5).Text(), text)

	// A file too big, refused before it is read.
	big := writeProblem(t, dir, "big.dlx", strings.Repeat("a ", 150_000))
	p.openFile(big)
	p.waitFor(`document.getElementById("matrix-notice")?.innerText.length > 0`, 5*time.Second)
	assert.Equal(t, "big.dlx is 293 KB; this page takes at most 256 KB.", p.text("#matrix-notice"))
}

// pasteJS pastes text into the text box as the clipboard would (the
// browser puts in a synthetic paste's text itself only if the page lets
// it: the page's guard runs first); it returns whether the page refused
// it.
const pasteJS = `(text => {
	const dt = new DataTransfer();
	dt.setData("text/plain", text);
	return !document.getElementById("knuth").dispatchEvent(new ClipboardEvent("paste", {clipboardData: dt, bubbles: true, cancelable: true}));
})`

// TestE2EMatrixRefusesOversizedInput pastes 800 KB into the text box:
// the page refuses it at once, in its own words, and no main-thread task
// passes 50 ms on a CPU twice as slow. A text as long put in the box is
// refused when loaded.
func TestE2EMatrixRefusesOversizedInput(t *testing.T) {
	p := newPage(t)
	p.open("/matrix")
	p.settle()
	huge := 800_000
	refusal := fmt.Sprintf("The problem is %s; this page takes at most %s.", words.Bytes(int64(huge)), words.Bytes(puzzle.MaxInput))
	s := p.traceWhile(func() {
		assert.True(t, evalJS[bool](p, pasteJS+`("a b\n".repeat(`+fmt.Sprint(huge/4)+`))`), "the paste is refused")
	}, `document.getElementById("matrix-message")?.innerText == `+jsString(refusal), 10*time.Second)
	p.check("an 800 KB paste", s, false)
	assert.Less(t, evalJS[int](p, `document.getElementById("knuth").value.length`), 1000, "the box keeps what it had")

	// The same text put in the box (as a drop of text would), then
	// loaded: refused by its length. (A box holding 800 KB costs the
	// browser long layouts and paints, whatever the page does.)
	p.click("#mpreset-1")
	p.waitFor(`!document.getElementById("matrix-message")`, 5*time.Second)
	p.setValue("#knuth", strings.Repeat("a b\n", huge/4), "input")
	p.click("#load-text")
	p.waitFor(`document.getElementById("matrix-message")?.innerText == `+jsString(refusal), 10*time.Second)
	assert.True(t, strings.HasPrefix(p.text("#narration"), "Ready: 64 options"), "the problem stays")
}

// TestE2EMatrixFileButtonsFit takes the matrix page with its Open… and
// Download buttons at 1280x800 and on a phone: the player and the picture
// on the first screen of the laptop, nothing wider than the phone; and the
// drop hint over the page.
func TestE2EMatrixFileButtonsFit(t *testing.T) {
	p := newPage(t)
	p.open("/matrix?preset=queens&n=6&s=12")
	p.waitFor(`document.getElementById("position").innerText.startsWith("event 12 ")`, 10*time.Second)
	p.onScreen(append(theWholeStory["/matrix"], "label[for=open-file]"), float64(laptop.W), float64(laptop.H), "with Open…")
	p.screenshotOf("matrix", laptop, "open-file")

	p.resize(phone)
	assert.LessOrEqual(t, evalJS[float64](p, `document.documentElement.scrollWidth`), float64(phone.W), "nothing wider than the phone")
	b := p.boxOf("label[for=open-file]")
	assert.True(t, b.Left >= 0 && b.Right <= float64(phone.W), "Open… on the phone's screen: %+v", b)
	p.screenshotOf("matrix", phone, "open-file")

	p.resize(laptop)
	evalJS[bool](p, `(() => {
		const dt = new DataTransfer();
		dt.items.add(new File(["a\na\n"], "x.dlx"));
		return document.body.dispatchEvent(new DragEvent("dragenter", {dataTransfer: dt, bubbles: true, cancelable: true}));
	})()`)
	p.waitVisible("#drop-hint")
	p.screenshotOf("matrix", laptop, "drop-hint")
}
