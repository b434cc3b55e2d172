package draw

import (
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// testInk is an ink whose colours tell apart what each is used for.
var testInk = Ink{Background: "#000001", Panel: "#000002", Fg: "#000003", Muted: "#000004",
	Branch: "#000005", Trying: "#000006", Placed: "#000007", Focus: "#000008"}

// svgElement is an element of an SVG document as parsed: its name, its
// attributes and its text.
type svgElement struct {
	name  string
	attrs map[string]string
	text  string
}

// parseSVG parses doc as XML, failing the test when it is not, and returns
// its elements in document order.
func parseSVG(t *testing.T, doc string) []svgElement {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(doc))
	var out []svgElement
	var open []int
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		require.NoError(t, err, "the SVG parses")
		switch tok := tok.(type) {
		case xml.StartElement:
			e := svgElement{name: tok.Name.Local, attrs: map[string]string{}}
			for _, a := range tok.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			open = append(open, len(out))
			out = append(out, e)
		case xml.CharData:
			if len(open) > 0 {
				out[open[len(open)-1]].text += string(tok)
			}
		case xml.EndElement:
			open = open[:len(open)-1]
		}
	}
	require.NotEmpty(t, out)
	require.Equal(t, "svg", out[0].name)
	assert.Equal(t, "http://www.w3.org/2000/svg", out[0].attrs["xmlns"], "a standalone document")
	return out
}

// seedScene is the scene of the seed example's links after its first n
// events, the step's focus marked.
func seedScene(t *testing.T, n int) Scene {
	m, err := linksOf(problem.SeedExample())
	require.NoError(t, err)
	pl := player.NewPlayer(m, dlx.Options{}, 0)
	for pl.Pos() < n {
		require.True(t, pl.Step())
	}
	prev, err := explain.NewLinks(pl.Links())
	require.NoError(t, err)
	require.True(t, pl.Step())
	l, err := explain.NewLinks(pl.Links())
	require.NoError(t, err)
	l.Focus = explain.StepFocus(pl.Branching(), pl.Level(), pl.Chosen())
	return NewLinksPicture(l, explain.Diff(prev, l)).Scene()
}

// TestSceneSVGDrawsTheScene writes the seed example's links at a cover as
// SVG: the document is the scene's size, on the background; every node is
// a group with its box and its label's lines; the lit links are the bold
// paths, the others in the muted paths, every arrow's path once.
func TestSceneSVGDrawsTheScene(t *testing.T) {
	s := seedScene(t, 1)
	lit := count(s.Arrows, func(a SceneArrow) bool { return a.Lit })
	require.Positive(t, lit, "the step's cover lights links")
	els := parseSVG(t, SceneSVG(s, testInk))
	assert.Equal(t, strconv.Itoa(s.W), els[0].attrs["width"])
	assert.Equal(t, strconv.Itoa(s.H), els[0].attrs["height"])
	assert.Equal(t, fmt.Sprintf("0 0 %d %d", s.W, s.H), els[0].attrs["viewBox"])
	assert.Equal(t, "#000001", els[1].attrs["fill"], "the background first")

	var groups, texts []svgElement
	paths := ""
	litPaths := 0
	for _, e := range els {
		switch {
		case e.name == "g" && strings.HasPrefix(e.attrs["class"], "node "):
			groups = append(groups, e)
		case e.name == "text":
			texts = append(texts, e)
		case e.name == "path" && e.attrs["class"] == "lit":
			litPaths++
			paths += " " + e.attrs["d"]
		case e.name == "path":
			paths += " " + e.attrs["d"]
		}
	}
	assert.Len(t, groups, len(s.Nodes), "a group per node")
	assert.Equal(t, lit, litPaths, "a bold path per lit link")
	for _, a := range s.Arrows {
		assert.Equal(t, 1, strings.Count(paths, a.D), "arrow %s drawn once", a.ID)
	}
	var want, got []string
	for _, n := range s.Nodes {
		want = append(want, n.Label...)
	}
	for _, e := range texts {
		got = append(got, e.text)
	}
	assert.Equal(t, want, got, "every label's lines, in the nodes' order")
}

// TestSceneSVGNodes checks a node's look follows what the canvas shows: a
// node out of its lists dimmed, more when it has no part in the step; a
// node of the step tinted and outlined in its role's colour; a colored
// node tinted by its hue, outlined inside, twice while marked; a header's
// field muted, a root's and a cell's lines not.
func TestSceneSVGNodes(t *testing.T) {
	for _, c := range []struct {
		name    string
		node    SceneNode
		opacity string
		stroke  string // the box's outline
		rects   int
		muted   int // lines in the muted colour
	}{
		{"plain header", SceneNode{Kind: "header", Label: []string{"a", "len 2"}, Role: "plain", Hue: -1}, "1", "#000003", 2, 1},
		{"header out of its list", SceneNode{Kind: "header", Label: []string{"a", "len 2"}, Out: true, Role: "plain", Hue: -1}, "0.35", "#000003", 2, 1},
		{"the item branched on", SceneNode{Kind: "header", Label: []string{"a", "len 2"}, Role: "branched", Hue: -1}, "1", "#000005", 3, 1},
		{"tried, out of its list", SceneNode{Kind: "option", Label: []string{"A", "top 1"}, Out: true, Role: "tried", Hue: -1}, "0.6", "#000006", 3, 1},
		{"chosen", SceneNode{Kind: "option", Label: []string{"A", "top 1"}, Role: "chosen", Hue: -1}, "1", "#000007", 3, 1},
		{"colored", SceneNode{Kind: "option", Label: []string{"A", "top 9:D"}, Role: "plain", Hue: 120}, "1", "#000003", 4, 1},
		{"colored and marked", SceneNode{Kind: "option", Label: []string{"A", "top 9:D"}, Role: "plain", Hue: 120, Marked: true}, "1", "#000003", 5, 1},
		{"root", SceneNode{Kind: "root", Label: []string{"root"}, Role: "plain", Hue: -1}, "1", "#000003", 2, 0},
		{"cell", SceneNode{Kind: "cell", Label: []string{"A", "x"}, Role: "plain", Hue: -1}, "1", "#000003", 2, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := c.node
			n.X, n.Y, n.W, n.H = 10, 20, 60, 32
			els := parseSVG(t, SceneSVG(Scene{W: 100, H: 100, Nodes: []SceneNode{n}}, testInk))
			var group svgElement
			var rects []svgElement
			muted := 0
			for _, e := range els {
				switch {
				case e.name == "g" && strings.HasPrefix(e.attrs["class"], "node"):
					group = e
				case e.name == "rect" && e.attrs["width"] != "100":
					rects = append(rects, e)
				case e.name == "text" && e.attrs["fill"] == "#000004":
					muted++
				}
			}
			assert.Equal(t, c.opacity, group.attrs["opacity"])
			require.Len(t, rects, c.rects)
			assert.Equal(t, "#000002", rects[0].attrs["fill"], "the panel first")
			outline := rects[len(rects)-1]
			if n.Hue >= 0 {
				outline = rects[2]
				assert.Contains(t, rects[1].attrs["fill"], "hsl(120", "tinted by its hue")
			}
			assert.Equal(t, c.stroke, outline.attrs["stroke"])
			assert.Equal(t, c.muted, muted)
		})
	}
}

// TestFitText checks a label too long for its box is cut with an
// ellipsis, as the canvas cuts it.
func TestFitText(t *testing.T) {
	for _, c := range []struct {
		text string
		room int
		want string
	}{
		{"r1c1", 60, "r1c1"},
		{"abcdefghij", 65, "abcdefghij"},
		{"abcdefghijk", 65, "abcdefghi…"},
		{"ééééééééééé", 65, "ééééééééé…"},
		{"abc", 0, "…"},
	} {
		assert.Equal(t, c.want, fitText(c.text, c.room), "%q in %d", c.text, c.room)
	}
}

// pathRect matches a rectangle of PixelsSVG's paths.
var pathRect = regexp.MustCompile(`M(\d+) (\d+)h(\d+)v(\d+)h-(\d+)z`)

// paint rasterizes PixelsSVG's document doc back into w x h RGBA pixels,
// failing the test on a shape it does not know or a pixel painted twice.
func paint(t *testing.T, doc string, w, h int) []byte {
	t.Helper()
	pix := make([]byte, w*h*4)
	seen := make([]bool, w*h)
	for _, e := range parseSVG(t, doc) {
		if e.name != "path" {
			continue
		}
		var c [4]byte
		_, err := fmt.Sscanf(e.attrs["fill"], "#%02x%02x%02x", &c[0], &c[1], &c[2])
		require.NoError(t, err)
		c[3] = 255
		if o, ok := e.attrs["fill-opacity"]; ok {
			f, err := strconv.ParseFloat(o, 64)
			require.NoError(t, err)
			c[3] = byte(f*255 + 0.5)
		}
		d := e.attrs["d"]
		require.Equal(t, d, strings.Join(pathRect.FindAllString(d, -1), ""), "only rectangles")
		for _, m := range pathRect.FindAllStringSubmatch(d, -1) {
			x, _ := strconv.Atoi(m[1])
			y, _ := strconv.Atoi(m[2])
			n, _ := strconv.Atoi(m[3])
			rows, _ := strconv.Atoi(m[4])
			for yy := y; yy < y+rows; yy++ {
				for xx := x; xx < x+n; xx++ {
					require.False(t, seen[yy*w+xx], "pixel (%d, %d) painted twice", xx, yy)
					seen[yy*w+xx] = true
					copy(pix[(yy*w+xx)*4:], c[:])
				}
			}
		}
	}
	return pix
}

// TestPixelsSVG writes pictures of pixels as SVG and paints them back:
// the same pixels, transparent ones left out, in a few rectangles where
// runs repeat.
func TestPixelsSVG(t *testing.T) {
	red, blue, clear, half := [4]byte{255, 0, 0, 255}, [4]byte{0, 0, 255, 255}, [4]byte{}, [4]byte{0, 128, 0, 128}
	for _, c := range []struct {
		name  string
		w     int
		rows  [][]([4]byte)
		rects int
	}{
		{"one colour", 3, [][]([4]byte){{red, red, red}, {red, red, red}}, 1},
		{"a column", 3, [][]([4]byte){{red, blue, red}, {red, blue, red}, {red, blue, red}}, 3},
		{"a run that stops", 3, [][]([4]byte){{red, red, red}, {red, red, red}, {blue, red, red}}, 3},
		{"a run that starts", 2, [][]([4]byte){{red, blue}, {red, red}}, 3},
		{"transparent left out", 2, [][]([4]byte){{clear, red}, {clear, red}}, 1},
		{"half transparent", 2, [][]([4]byte){{half, red}}, 2},
		{"a checkerboard", 2, [][]([4]byte){{red, blue}, {blue, red}}, 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			var pix []byte
			for _, row := range c.rows {
				require.Len(t, row, c.w)
				for _, p := range row {
					pix = append(pix, p[:]...)
				}
			}
			h := len(c.rows)
			doc := PixelsSVG(c.w, h, pix, 3)
			els := parseSVG(t, doc)
			assert.Equal(t, strconv.Itoa(3*c.w), els[0].attrs["width"], "shown 3 times as big")
			assert.Equal(t, fmt.Sprintf("0 0 %d %d", c.w, h), els[0].attrs["viewBox"])
			got := paint(t, doc, c.w, h)
			for i := range c.w * h {
				want := pix[i*4 : i*4+4]
				if want[3] == 0 {
					want = make([]byte, 4)
				}
				assert.Equal(t, want, got[i*4:i*4+4], "pixel %d", i)
			}
			assert.Len(t, pathRect.FindAllString(doc, -1), c.rects)
		})
	}
}

// TestPixelsSVGMatrix writes a sudoku's matrix raster as SVG: painted
// back, the same pixels, in far fewer shapes than pixels; and the same
// document written a few rows at a time.
func TestPixelsSVGMatrix(t *testing.T) {
	var r Raster
	pl := presetBoard(t, 0).Player
	for range 6 {
		require.True(t, pl.Step())
	}
	r.Draw(pl, Look{Palette: &Light}, NoHighlight)
	doc := PixelsSVG(r.W, r.H, r.Pix, 1)
	assert.Equal(t, r.Pix, paint(t, doc, r.W, r.H))
	assert.Less(t, len(pathRect.FindAllString(doc, -1))*20, r.W*r.H)
	w := NewPixelsWriter(r.W, r.H, r.Pix, 1)
	writes := 1
	for !w.Write(7) {
		writes++
	}
	assert.Equal(t, (r.H+6)/7, writes, "seven rows a write")
	assert.Equal(t, doc, w.String(), "written in slices, the same document")
}

// TestZDDDocument writes the ZDD of the 4x4 board's tilings as a
// standalone document: it parses, is the picture's size, on the
// background, the ink's colours in its style, a numbered circle per node.
func TestZDDDocument(t *testing.T) {
	p, err := problem.Dominoes(4, 4, false).Problem()
	require.NoError(t, err)
	memo, err := dlx.NewMemo(p, dlx.MemoOptions{ZDD: true})
	require.NoError(t, err)
	memo.Count(dlx.Subtree{})
	z := memo.ZDD()
	pic := LayoutZDD(z)
	path, _ := pic.PathThrough(z, z.Root)
	els := parseSVG(t, pic.Document(p.OptionName, path, testInk))
	assert.Equal(t, fmt.Sprintf("%.0f", pic.Width), els[0].attrs["width"])
	assert.Equal(t, fmt.Sprintf("%.0f", pic.Height), els[0].attrs["height"])
	circles, lit := 0, 0
	for _, e := range els {
		switch {
		case e.name == "style":
			for _, c := range []string{"#000001", "#000002", "#000003", "#000004", "#000005", "#000007"} {
				if c != "#000001" {
					assert.Contains(t, e.text, c)
				}
			}
		case e.name == "rect" && e.attrs["width"] == "100%":
			assert.Equal(t, "#000001", e.attrs["fill"])
		case e.name == "circle":
			circles++
		case e.name == "line" && strings.Contains(e.attrs["class"], "lit"):
			lit++
		}
	}
	assert.Equal(t, len(pic.Nodes)-1, circles, "a circle per node but ⊤")
	assert.Equal(t, len(path), lit)
}

// TestNoteScene checks a picture of words alone: big enough for its lines,
// written in the middle of the SVG, one under the other.
func TestNoteScene(t *testing.T) {
	s := NoteScene("The search is over:", "no solutions")
	assert.GreaterOrEqual(t, float64(s.W), float64(len("The search is over:"))*charW)
	assert.GreaterOrEqual(t, s.H, 2*sceneLine)
	var lines []string
	var ys []float64
	for _, e := range parseSVG(t, SceneSVG(s, testInk)) {
		if e.name == "text" {
			lines = append(lines, e.text)
			assert.Equal(t, num(float64(s.W)/2), e.attrs["x"], "centred")
			y, err := strconv.ParseFloat(e.attrs["y"], 64)
			require.NoError(t, err)
			ys = append(ys, y)
		}
	}
	assert.Equal(t, []string{"The search is over:", "no solutions"}, lines)
	require.Len(t, ys, 2)
	assert.InDelta(t, float64(s.H), ys[0]+ys[1], 0.001, "around the middle")
	assert.Equal(t, float64(sceneLine), ys[1]-ys[0], "a line apart")
}
