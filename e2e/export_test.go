package e2e

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// downloadDir is where a tab saves its downloads, and the names of those
// the browser has told complete.
type downloadDir struct {
	dir       string
	mu        sync.Mutex
	names     map[string]string // each download's name, by the browser's id for it
	completed map[string]bool   // the names of the downloads complete
	changed   chan struct{}     // a download completed
}

// downloads makes the tab save its downloads, under the names the page
// gives them, into a directory of the test's, and follows the browser's
// word on each.
func (p *page) downloads() *downloadDir {
	p.t.Helper()
	d := &downloadDir{dir: p.t.TempDir(), names: map[string]string{}, completed: map[string]bool{}, changed: make(chan struct{}, 1)}
	p.do("open a tab", chromedp.Evaluate[chromedp.Void](`0`)) // the tab and its browser context exist from here
	chromedp.ListenBrowser(p.ctx, func(ev any) {
		d.mu.Lock()
		defer d.mu.Unlock()
		switch e := ev.(type) {
		case *browser.EventDownloadWillBegin:
			d.names[e.GUID] = e.SuggestedFilename
		case *browser.EventDownloadProgress:
			if e.State == browser.DownloadProgressStateCompleted {
				d.completed[d.names[e.GUID]] = true
				select {
				case d.changed <- struct{}{}:
				default:
				}
			}
		}
	})
	_, err := chromedp.CallBrowser(p.ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: d.dir, BrowserContextID: chromedp.FromContext(p.ctx).BrowserContextID, EventsEnabled: new(true)})
	require.NoError(p.t, err, "letting the tab download")
	return d
}

// downloaded waits until the page has saved a file named name (see
// downloads) and the browser says it is complete, and returns its bytes.
func (p *page) downloaded(d *downloadDir, name string) []byte {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`window.xcoverExport?.saved.includes(%s)`, jsString(name)), 10*time.Second)
	timeout := time.After(10 * time.Second)
	for {
		d.mu.Lock()
		done := d.completed[name]
		d.mu.Unlock()
		if done {
			b, err := os.ReadFile(filepath.Join(d.dir, name))
			require.NoError(p.t, err, "the download the browser says is complete")
			return b
		}
		select {
		case <-d.changed:
		case <-timeout:
			entries, _ := os.ReadDir(d.dir)
			var names []string
			for _, e := range entries {
				names = append(names, e.Name())
			}
			p.t.Fatalf("the browser did not complete %s (the directory holds %q)", name, names)
		}
	}
}

// pngSize checks b is a PNG image and returns its width and height.
func pngSize(t testing.TB, b []byte) (w, h int) {
	t.Helper()
	require.Greater(t, len(b), 24, "a PNG")
	require.Equal(t, []byte("\x89PNG\r\n\x1a\n"), b[:8], "the PNG signature")
	require.Equal(t, "IHDR", string(b[12:16]), "the PNG's header chunk first")
	return int(binary.BigEndian.Uint32(b[16:20])), int(binary.BigEndian.Uint32(b[20:24]))
}

// svgDoc is an SVG document as a test reads it: its root's attributes and
// the text of its text elements.
type svgDoc struct {
	attrs map[string]string
	texts []string
}

// parseSVGDoc checks b is an SVG document (well-formed XML whose root is
// an svg element in SVG's namespace) and reads it.
func parseSVGDoc(t testing.TB, b []byte) svgDoc {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(b))
	doc := svgDoc{attrs: map[string]string{}}
	depth, inText := 0, false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		require.NoError(t, err, "the SVG is well-formed XML")
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				require.Equal(t, "svg", tok.Name.Local)
				require.Equal(t, "http://www.w3.org/2000/svg", tok.Name.Space)
				for _, a := range tok.Attr {
					doc.attrs[a.Name.Local] = a.Value
				}
			}
			depth++
			if inText = tok.Name.Local == "text"; inText {
				doc.texts = append(doc.texts, "")
			}
		case xml.CharData:
			if inText {
				doc.texts[len(doc.texts)-1] += string(tok)
			}
		case xml.EndElement:
			depth--
			inText = false
		}
	}
	require.NotEmpty(t, doc.attrs, "an svg root")
	return doc
}

// exportMenu opens the export menu id (its buttons are id-png, id-svg
// and id-record) and clicks its button what.
func (p *page) exportMenu(id, what string) {
	p.t.Helper()
	if !evalJS[bool](p, fmt.Sprintf(`document.getElementById(%s)?.open ?? false`, jsString(id+"-export"))) {
		p.click("#" + id + "-export summary")
	}
	p.click("#" + id + "-" + what)
}

// exportPNG saves picture id as a PNG named name, and checks it is as big
// as the canvas shows (sizeJS gives [w, h]).
func (p *page) exportPNG(dir *downloadDir, id, name, sizeJS string) {
	p.t.Helper()
	p.exportMenu(id, "png")
	w, h := pngSize(p.t, p.downloaded(dir, name))
	want := evalJS[[]int](p, sizeJS)
	assert.Equal(p.t, want, []int{w, h}, "%s: as big as the picture shows", name)
}

// canvasShown is the size canvas id shows at, in device pixels (the page
// at a pixel ratio of 1).
func canvasShown(id string) string {
	return fmt.Sprintf(`(c => [Math.max(c.width, c.clientWidth), Math.max(c.height, c.clientHeight)])(document.getElementById(%s))`, jsString(id))
}

// sceneLabels are the label lines of the links or cells picture id short
// enough to be written whole (a long one is cut with an ellipsis).
func sceneLabels(id string) string {
	return fmt.Sprintf(`xcoverLinks.scene(%s).nodes.flatMap(n => n.label).filter(t => t.length <= 8)`, jsString(id))
}

// exportSceneSVG saves links or cells picture id as an SVG named name and
// checks it holds its labels.
func (p *page) exportSceneSVG(dir *downloadDir, id, name string) {
	p.t.Helper()
	labels := evalJS[[]string](p, sceneLabels(id))
	require.NotEmpty(p.t, labels)
	p.exportMenu(id, "svg")
	doc := parseSVGDoc(p.t, p.downloaded(dir, name))
	for _, l := range labels {
		assert.Contains(p.t, doc.texts, l, "%s: a label of the picture", name)
	}
}

// record records picture id while the search plays a few events, and
// checks the video saved as name is WebM; the page stays smooth meanwhile,
// its CPU throttled.
func (p *page) record(dir *downloadDir, id, name string) {
	p.t.Helper()
	p.exportMenu(id, "record")
	p.textIs("#"+id+"-record", "Stop recording")
	p.textIs("#"+id+"-export summary", "● Recording ▾")
	p.smoothWhile("recording "+id+" while the search steps", func() {
		for range 3 {
			p.click("#step")
		}
	}, fmt.Sprintf(`xcoverExport.frames(%s) >= 30`, jsString(id)), 10*time.Second)
	p.exportMenu(id, "record")
	b := p.downloaded(dir, name)
	require.Greater(p.t, len(b), 4)
	assert.Equal(p.t, []byte{0x1a, 0x45, 0xdf, 0xa3}, b[:4], "%s: WebM's EBML magic", name)
	p.textIs("#"+id+"-record", "Record")
}

// TestE2EExportMatrixPage saves each picture of the exact cover page as
// PNG and SVG, and records the links: the dancing links and cells (their
// labels in the SVG), the matrix, the tree and the ZDD, each PNG as big as
// its picture shows, the video WebM.
func TestE2EExportMatrixPage(t *testing.T) {
	p := newPage(t)
	dir := p.downloads()
	p.open("/matrix")
	p.stepTo(3)
	p.settle()

	p.exportPNG(dir, "links", "xcover-links-event-3.png", canvasShown("links"))
	p.exportSceneSVG(dir, "links", "xcover-links-event-3.svg")
	p.record(dir, "links", "xcover-links-event-3.webm")
	p.settle()

	pos := 6 // three more steps while recording
	p.exportPNG(dir, "matrix", fmt.Sprintf("xcover-matrix-event-%d.png", pos), canvasShown("matrix"))
	p.exportMenu("matrix", "svg")
	doc := parseSVGDoc(t, p.downloaded(dir, fmt.Sprintf("xcover-matrix-event-%d.svg", pos)))
	shown := evalJS[[]int](p, canvasShown("matrix"))
	assert.Equal(t, fmt.Sprint(shown[0]), doc.attrs["width"], "the matrix's SVG, as wide as it shows")
	assert.Equal(t, fmt.Sprint(shown[1]), doc.attrs["height"])

	p.exportPNG(dir, "tree", fmt.Sprintf("xcover-tree-event-%d.png", pos), canvasShown("tree"))

	p.click("#engine-cells")
	p.waitFor(`xcoverLinks.scene("cells")?.nodes.length > 0`, 5*time.Second)
	p.stepTo(2)
	p.settle()
	p.exportPNG(dir, "cells", "xcover-cells-event-2.png", canvasShown("cells"))
	p.exportSceneSVG(dir, "cells", "xcover-cells-event-2.svg")

	p.click("#show-zdd")
	p.waitFor(`document.querySelector("#zdd svg") != null`, 10*time.Second)
	p.exportMenu("zdd", "svg")
	doc = parseSVGDoc(t, p.downloaded(dir, "xcover-zdd.svg"))
	assert.Contains(t, doc.texts, "⊤", "the ZDD's terminal")
	assert.Len(t, doc.texts, evalJS[int](p, `document.querySelectorAll("#zdd svg text").length`), "the page's ZDD's labels")
	p.exportPNG(dir, "zdd", "xcover-zdd.png", `(b => [b.width, b.height].map(Math.round))(document.querySelector("#zdd svg").viewBox.baseVal)`)
	assert.Equal(t, "true", evalJS[string](p, `String(document.getElementById("zdd-record").disabled)`), "an SVG picture is not recorded")
	assert.Contains(t, p.attrOr("#zdd-record", "title"), "only the canvas pictures")
}

// attrOr returns the attribute name of the first element sel matches, ""
// when it has none.
func (p *page) attrOr(sel, name string) string {
	p.t.Helper()
	v, _ := p.attr(sel, name)
	return v
}

// TestE2EExportSudokuPage saves the sudoku page's lens and matrix as PNG
// and SVG and records the lens while the search plays.
func TestE2EExportSudokuPage(t *testing.T) {
	p := newPage(t)
	dir := p.downloads()
	p.open("/")
	p.click("#show-lens")
	p.waitFor(`xcoverLinks.scene("lens")?.nodes.length > 0`, 5*time.Second)
	p.stepTo(4)
	p.settle()
	p.exportPNG(dir, "lens", "xcover-lens-event-4.png", canvasShown("lens"))
	p.exportSceneSVG(dir, "lens", "xcover-lens-event-4.svg")
	p.record(dir, "lens", "xcover-lens-event-4.webm")

	p.click("#show-matrix")
	p.waitFor(`document.getElementById("matrix")?.width > 0`, 5*time.Second)
	p.settle()
	p.exportPNG(dir, "matrix", "xcover-matrix-event-7.png", canvasShown("matrix"))
	p.exportMenu("matrix", "svg")
	parseSVGDoc(t, p.downloaded(dir, "xcover-matrix-event-7.svg"))
}

// TestE2ELensEnds checks the exact cover page's lens shows something
// before the first choice (the items still to cover) and at the end (the
// last solution found), at a laptop's size and a phone's, the page no
// wider than the window and, on the laptop, the player and the picture on
// the first screen; and that the sudoku page's lens says the search is
// over when it found no solution.
func TestE2ELensEnds(t *testing.T) {
	for _, s := range []screen{laptop, phone} {
		t.Run(s.String(), func(t *testing.T) {
			p := newPage(t)
			p.open("/matrix")
			p.resize(s)
			p.click("#mpreset-4") // 4x4 sudoku: too big to draw whole
			p.waitFor(`document.getElementById("links-more")?.textContent.startsWith("Before the first choice")`, 5*time.Second)
			p.settle()
			assert.Positive(t, evalJS[int](p, `xcoverLinks.scene("links").nodes.filter(n => n.kind == "header").length`), "the items still to cover")
			p.showLens(s)
			p.screenshotOf("matrix", s, "lens-start")
			p.fits(s)

			p.click("#to-end")
			p.waitFor(`document.getElementById("links-more")?.textContent.startsWith("The search is over: 288 solutions.")`, 30*time.Second)
			p.settle()
			assert.Positive(t, evalJS[int](p, `xcoverLinks.scene("links").nodes.filter(n => n.role == "chosen").length`), "the last solution's options")
			p.showLens(s)
			p.screenshotOf("matrix", s, "lens-end")
			p.fits(s)
		})
	}
	p := newPage(t)
	p.open("/")
	p.click("#preset-4") // unsolvable
	p.click("#show-lens")
	p.click("#to-end")
	p.waitFor(`xcoverLinks.scene("lens")?.note?.join(" ") == "The search is over: 0 solutions"`, 10*time.Second)
	assert.Contains(t, p.attrOr("#lens", "aria-label"), "the search is over: 0 solutions")
}

// showLens scrolls the exact cover page's picture to the top of a phone's
// screen, for its screenshot (a laptop shows it on the first screen).
func (p *page) showLens(s screen) {
	p.t.Helper()
	if s == laptop {
		p.do("scroll to the top", chromedp.Evaluate[chromedp.Void](`scrollTo(0, 0)`))
	} else {
		p.do("scroll to the picture", chromedp.Evaluate[chromedp.Void](`document.querySelector(".picture").scrollIntoView()`))
	}
	p.settle()
}

// fits checks the page is no wider than window s and, at a laptop's size,
// the player and the links picture start on the first screen.
func (p *page) fits(s screen) {
	p.t.Helper()
	assert.LessOrEqual(p.t, evalJS[int](p, `document.documentElement.scrollWidth`), s.W, "nothing wider than the window")
	if s == laptop {
		p.do("scroll to the top", chromedp.Evaluate[chromedp.Void](`scrollTo(0, 0)`))
		ids := []string{"play", "links", "links-export"}
		tops := evalJS[[]float64](p, `["play", "links", "links-export"].map(id => document.getElementById(id).getBoundingClientRect().top)`)
		for i, top := range tops {
			assert.Less(p.t, top, float64(s.H), "#%s starts on the first screen", ids[i])
		}
	}
}

// TestE2EExportBigMatrix saves the 16x16 sudoku's matrix, a picture of a
// million pixels, as SVG and PNG: the page stays smooth, its CPU
// throttled, while it writes the SVG in slices of its frames.
func TestE2EExportBigMatrix(t *testing.T) {
	p := newPage(t)
	dir := p.downloads()
	p.open("/")
	p.click("#preset-7") // 16x16
	p.gridHas(256)
	p.waitFor(`document.getElementById("matrix")?.height >= 1024`, 10*time.Second)
	p.settle()
	p.click("#matrix-export summary")
	p.smoothWhile("saving the 16x16 sudoku's matrix as SVG", func() { p.click("#matrix-svg") },
		`xcoverExport.saved.includes("xcover-matrix-event-0.svg")`, 30*time.Second)
	doc := parseSVGDoc(t, p.downloaded(dir, "xcover-matrix-event-0.svg"))
	shown := evalJS[[]int](p, canvasShown("matrix"))
	assert.Equal(t, fmt.Sprint(shown[0]), doc.attrs["width"])
	assert.Equal(t, fmt.Sprint(shown[1]), doc.attrs["height"])
	p.smoothWhile("saving it as PNG", func() { p.click("#matrix-png") },
		`xcoverExport.saved.includes("xcover-matrix-event-0.png")`, 30*time.Second)
	w, h := pngSize(t, p.downloaded(dir, "xcover-matrix-event-0.png"))
	assert.Equal(t, shown, []int{w, h})
}
