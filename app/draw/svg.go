package draw

import (
	"fmt"
	"html"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Ink is the colours a standalone picture is drawn in: the page's own, as
// its style sheet sets them for the colour scheme it shows (CSS colours:
// "#1b1d23", "rgb(...)"), so that a picture saved looks as it did on the
// screen.
type Ink struct {
	Background string `json:"bg"`
	Panel      string `json:"panel"`
	Fg         string `json:"fg"`
	Muted      string `json:"muted"`
	Branch     string `json:"branch"`
	Trying     string `json:"trying"`
	Placed     string `json:"placed"`
	Focus      string `json:"focus"`
}

// The scene's text, as web/links-draw.js draws it: sceneFont units high,
// lines sceneLine apart, in the page's sans-serif.
const (
	sceneFont = 11
	sceneLine = 13
	fontStack = "system-ui, sans-serif"
)

// SceneSVG writes scene s as a standalone SVG document in ink's colours:
// the same boxes, arrows and labels the page's script draws on its canvas
// (web/links-draw.js) at the end of a step, s.W x s.H units on a
// background. The links not lit are thin and muted, those leading out of
// the picture dashed, the step's lit ones bold in the branch's colour; a
// node out of its lists is dimmed, a node of the step's is tinted and
// outlined in its role's colour, a colored node tinted by its hue (and
// outlined twice while marked); a label too long for its box is cut with
// an ellipsis. A note is written in the middle.
func SceneSVG(s Scene, ink Ink) string {
	var b strings.Builder
	b.Grow(256 + 160*len(s.Arrows) + 320*len(s.Nodes))
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="%s" font-size="%d">`,
		s.W, s.H, s.W, s.H, fontStack, sceneFont)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="%s"/>`, s.W, s.H, attr(ink.Background))
	var plain, off []string
	for _, a := range s.Arrows {
		switch {
		case a.Lit:
		case a.Off:
			off = append(off, a.D)
		default:
			plain = append(plain, a.D)
		}
	}
	fmt.Fprintf(&b, `<g fill="none" stroke="%s" stroke-width="0.9">`, attr(ink.Muted))
	if len(plain) > 0 {
		fmt.Fprintf(&b, `<path opacity="0.7" d="%s"/>`, attr(strings.Join(plain, " ")))
	}
	if len(off) > 0 {
		fmt.Fprintf(&b, `<path opacity="0.5" stroke-dasharray="3 2" d="%s"/>`, attr(strings.Join(off, " ")))
	}
	b.WriteString(`</g>`)
	fmt.Fprintf(&b, `<g fill="none" stroke="%s" stroke-width="2.5">`, attr(ink.Branch))
	for _, a := range s.Arrows {
		if a.Lit {
			dash := ""
			if a.Off {
				dash = ` stroke-dasharray="3 2"`
			}
			fmt.Fprintf(&b, `<path class="lit"%s d="%s"/>`, dash, attr(a.D))
		}
	}
	b.WriteString(`</g>`)
	b.WriteString(`<g text-anchor="middle" dominant-baseline="central">`)
	for _, n := range s.Nodes {
		sceneNodeSVG(&b, n, ink)
	}
	for i, line := range s.Note {
		y := float64(s.H)/2 + (float64(i)-float64(len(s.Note)-1)/2)*sceneLine
		fmt.Fprintf(&b, `<text class="note" x="%s" y="%s" fill="%s">%s</text>`, num(float64(s.W)/2), num(y), attr(ink.Fg), html.EscapeString(line))
	}
	b.WriteString(`</g></svg>`)
	return b.String()
}

// sceneNodeSVG writes node n's box and label, as web/links-draw.js's box
// draws them.
func sceneNodeSVG(b *strings.Builder, n SceneNode, ink Ink) {
	accent := map[string]string{"branched": ink.Branch, "tried": ink.Trying, "chosen": ink.Placed}[n.Role]
	dim := 1.0
	if n.Out {
		dim = 0.35
		if accent != "" {
			dim = 0.6
		}
	}
	fmt.Fprintf(b, `<g class="node %s" opacity="%s">`, attr(n.Kind), num(dim))
	fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`, n.X, n.Y, n.W, n.H, attr(ink.Panel))
	hue := ""
	if n.Hue >= 0 {
		hue = fmt.Sprintf("hsl(%d, 70%%, 50%%)", n.Hue)
		tint := 0.2
		if n.Marked {
			tint = 0.5
		}
		fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" opacity="%s"/>`, n.X, n.Y, n.W, n.H, hue, num(tint))
	}
	stroke, width := ink.Fg, "0.9"
	if accent != "" {
		fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" opacity="0.28"/>`, n.X, n.Y, n.W, n.H, attr(accent))
		stroke, width = accent, "2.5"
	}
	fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="%s" stroke-width="%s"/>`, n.X, n.Y, n.W, n.H, attr(stroke), width)
	if hue != "" {
		fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="%s" stroke-width="2"/>`, n.X+2, n.Y+2, n.W-4, n.H-4, hue)
		if n.Marked {
			fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="%s" stroke-width="2"/>`, n.X+5, n.Y+5, n.W-10, n.H-10, hue)
		}
	}
	// The name's lines, then the field's, muted (a root's and a cell's
	// lines are all names).
	field := len(n.Label) - 1
	if n.Kind == "root" || n.Kind == "cell" {
		field = len(n.Label)
	}
	for i, line := range n.Label {
		fill := ink.Fg
		if i >= field {
			fill = ink.Muted
		}
		y := float64(n.Y) + float64(n.H)/2 + (float64(i)-float64(len(n.Label)-1)/2)*sceneLine
		fmt.Fprintf(b, `<text x="%s" y="%s" fill="%s">%s</text>`, num(float64(n.X)+float64(n.W)/2), num(y), attr(fill), html.EscapeString(fitText(line, n.W-6)))
	}
	b.WriteString(`</g>`)
}

// fitText cuts text to what fits in room units at the scene's font (about
// charW a character), ending it with an ellipsis when cut.
func fitText(text string, room int) string {
	most := int(float64(room) / charW)
	if utf8.RuneCountInString(text) <= most {
		return text
	}
	r := []rune(text)
	return string(r[:max(most-1, 0)]) + "…"
}

// attr escapes s for an attribute's value.
func attr(s string) string { return html.EscapeString(s) }

// num writes x briefly: "0.35", "12", "6.5".
func num(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// PixelsSVG writes a w x h picture of RGBA pixels (a Raster's or a
// TreeRaster's) as a standalone SVG document shown scale times as big: a
// rectangle per run of pixels of one colour in a row, runs repeated in
// the rows below merged into one taller rectangle, so that a matrix's
// columns and background cost a few shapes; transparent pixels are left
// out. Each colour's rectangles are one path.
func PixelsSVG(w, h int, pix []byte, scale int) string {
	p := NewPixelsWriter(w, h, pix, scale)
	for !p.Write(h) {
	}
	return p.String()
}

// PixelsWriter writes PixelsSVG's document a few rows at a time, so that
// a page can spread a big picture's over several frames.
type PixelsWriter struct {
	w, h, scale int
	pix         []byte
	y           int                          // the next row to read
	paths       map[[4]byte]*strings.Builder // each colour's rectangles
	order       [][4]byte                    // the colours, as first met
	prev, next  []pixelRun                   // the runs still open, left to right
}

// NewPixelsWriter returns a writer of w x h pixels pix (which must not
// change until it is done) shown scale times as big.
func NewPixelsWriter(w, h int, pix []byte, scale int) *PixelsWriter {
	return &PixelsWriter{w: w, h: h, scale: scale, pix: pix, paths: map[[4]byte]*strings.Builder{}}
}

// Write reads up to rows more rows of pixels, and reports whether it has
// read them all.
func (p *PixelsWriter) Write(rows int) (done bool) {
	w := p.w
	for end := min(p.y+rows, p.h); p.y < end; p.y++ {
		line := p.pix[p.y*w*4 : (p.y+1)*w*4]
		p.next = p.next[:0]
		k := 0 // prev's first run not yet passed
		for x := 0; x < w; {
			c := [4]byte(line[x*4 : x*4+4])
			end := x + 1
			for end < w && [4]byte(line[end*4:end*4+4]) == c {
				end++
			}
			for ; k < len(p.prev) && p.prev[k].x < x; k++ {
				p.emit(p.prev[k]) // a run above that this row does not go on
			}
			if k < len(p.prev) && p.prev[k].x == x && p.prev[k].n == end-x && p.prev[k].c == c {
				r := p.prev[k]
				r.rows++
				p.next = append(p.next, r)
				k++
			} else {
				p.next = append(p.next, pixelRun{x: x, y: p.y, n: end - x, rows: 1, c: c})
			}
			x = end
		}
		for ; k < len(p.prev); k++ {
			p.emit(p.prev[k])
		}
		p.prev, p.next = p.next, p.prev
	}
	return p.y >= p.h
}

// emit writes run r's rectangle into its colour's path.
func (p *PixelsWriter) emit(r pixelRun) {
	if r.c[3] == 0 {
		return
	}
	b := p.paths[r.c]
	if b == nil {
		b = &strings.Builder{}
		p.paths[r.c] = b
		p.order = append(p.order, r.c)
	}
	fmt.Fprintf(b, "M%d %dh%dv%dh-%dz", r.x, r.y, r.n, r.rows, r.n)
}

// String returns the document, once Write has read every row.
func (p *PixelsWriter) String() string {
	for _, r := range p.prev {
		p.emit(r)
	}
	p.prev = nil
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" shape-rendering="crispEdges">`, p.w*p.scale, p.h*p.scale, p.w, p.h)
	for _, c := range p.order {
		opacity := ""
		if c[3] != 255 {
			opacity = fmt.Sprintf(` fill-opacity="%s"`, num(float64(c[3])/255))
		}
		fmt.Fprintf(&b, `<path fill="#%02x%02x%02x"%s d="%s"/>`, c[0], c[1], c[2], opacity, p.paths[c].String())
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// pixelRun is a rectangle of PixelsSVG: n pixels of colour c from (x, y),
// rows high.
type pixelRun struct {
	x, y, n, rows int
	c             [4]byte
}
