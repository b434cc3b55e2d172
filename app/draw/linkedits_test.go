package draw

import (
	"encoding/xml"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// element is what a test keeps of an SVG element with an id: its
// attributes and its text.
type element struct {
	attrs map[string]string
	text  string
}

// dom reads an SVG picture's elements that have an id, as a browser would
// hold them.
func dom(t *testing.T, svg string) map[string]*element {
	t.Helper()
	out := map[string]*element{}
	var open []*element // the elements being read, nil for those with no id
	d := xml.NewDecoder(strings.NewReader(svg))
	for {
		tok, err := d.Token()
		if err != nil {
			require.Equal(t, "EOF", err.Error())
			return out
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			var e *element
			for _, a := range tok.Attr {
				if a.Name.Local == "id" {
					e = &element{attrs: map[string]string{}}
					out[a.Value] = e
				}
			}
			if e != nil {
				for _, a := range tok.Attr {
					e.attrs[a.Name.Local] = a.Value
				}
			}
			open = append(open, e)
		case xml.EndElement:
			open = open[:len(open)-1]
		case xml.CharData:
			if e := open[len(open)-1]; e != nil {
				e.text += string(tok)
			}
		}
	}
}

// apply makes the edits to the elements, as the page does.
func apply(t *testing.T, els map[string]*element, edits []Edit) {
	t.Helper()
	for _, e := range edits {
		el, ok := els[e.ID]
		require.True(t, ok, "no element %q", e.ID)
		switch {
		case e.Attr == "":
			el.text = e.Value
		case e.Value == "":
			delete(el.attrs, e.Attr)
		default:
			el.attrs[e.Attr] = e.Value
		}
	}
}

// TestLinksEditsMatchTheWholePicture moves a picture through whole searches
// by edits, forwards, back to the start and by jumps, and checks that at
// every position the edited picture is the one drawn whole there.
func TestLinksEditsMatchTheWholePicture(t *testing.T) {
	tests := []struct {
		name  string
		sheet problem.Sheet
		steps int // events stepped through one by one (all when the search has fewer)
	}{
		{"seed example", problem.SeedExample(), 1000},
		{"4 queens", problem.Queens(4), 1000},
		{"Langford 3", problem.Langford(3), 1000},
		{"7 queens", problem.Queens(7), 150},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := tt.sheet.Matrix()
			require.NoError(t, err)
			pl := player.NewPlayer(m, dlx.Options{Seed: 1}, 0)
			linksNow := func() *explain.Links {
				l, err := explain.NewLinks(pl.Matrix())
				require.NoError(t, err)
				return l
			}
			pic := NewLinksPicture(linksNow(), nil)
			els := dom(t, pic.SVG())
			moveTo := func(how string, order []explain.Change) {
				prev := pic.Links()
				l := linksNow()
				edits, ok := pic.Edits(l, order)
				require.True(t, ok)
				apply(t, els, edits)
				whole := &LinksPicture{l: l, lit: explain.Diff(prev, l), tock: pic.tock}
				if order != nil {
					whole = &LinksPicture{l: l, lit: order, ordered: true, tock: pic.tock}
				}
				assert.Equal(t, dom(t, whole.SVG()), els, "%s to event %d", how, pl.Pos())
			}
			moved := 0
			for moved < tt.steps && pl.Step() {
				_, order := pic.Links().Dance(pl.Last())
				moveTo("a step", order)
				moved++
			}
			for range 20 {
				if !pl.Back() {
					break
				}
				e, ok := pl.Next() // the event stepped back over
				require.True(t, ok)
				_, order := pic.Links().Dance(e.Inverse())
				moveTo("a step back", order)
			}
			rng := rand.New(rand.NewPCG(1, 2))
			for range 10 {
				pl.Seek(rng.IntN(pl.Pos() + 50))
				moveTo("a jump", nil)
			}
			pl.Seek(0)
			moveTo("back to the start", nil)
			assert.Equal(t, dom(t, NewLinksPicture(linksNow(), nil).SVG()), func() map[string]*element {
				edits, ok := pic.Edits(linksNow(), nil) // no move: the lit links go out
				require.True(t, ok)
				apply(t, els, edits)
				return els
			}(), "at the start again, nothing lit")
		})
	}
}

// TestLinksLightInTheEnginesOrder steps over the seed example's first
// cover and back: its links light up one after another in the order the
// cover changes them, and stepping back lights the same links in reverse,
// the header's links, relinked first by the cover, last by the uncover.
func TestLinksLightInTheEnginesOrder(t *testing.T) {
	m, err := problem.SeedExample().Matrix()
	require.NoError(t, err)
	pl := player.NewPlayer(m, dlx.Options{Seed: 1}, 0)
	for pl.Step() && pl.Last().Kind != dlx.Cover {
	}
	cover := pl.Last()
	pl.Seek(pl.Pos() - 1)
	at, err := explain.NewLinks(pl.Matrix())
	require.NoError(t, err)
	pic := NewLinksPicture(at, nil)
	els := dom(t, pic.SVG())
	litArrows := func(attr string) map[string]string { // lit arrow -> its attribute attr
		out := map[string]string{}
		for id, e := range els {
			if strings.Contains(e.attrs["class"], "changed") {
				out[id] = e.attrs[attr]
			}
		}
		return out
	}
	step := func(e dlx.Event) []explain.Change {
		_, order := pic.Links().Dance(e)
		l, err := explain.NewLinks(pl.Matrix())
		require.NoError(t, err)
		edits, ok := pic.Edits(l, order)
		require.True(t, ok)
		apply(t, els, edits)
		return order
	}

	pl.Step()
	order := step(cover)
	forward, forwardClass := litArrows("style"), litArrows("class")
	header := arrowID(order[0].Node, order[0].Field) // the first change: the header leaves its list
	delay, lit := forward[header]
	assert.True(t, lit, "the cover's first link is lit")
	assert.Equal(t, "", delay, "the cover's first link lights at once")
	last := order[len(order)-1]
	if last.Field == explain.Len {
		last = order[len(order)-2]
	}
	assert.Equal(t, fmt.Sprintf("animation-delay:%dms", (len(order)-2)*min(relinkStep, relinkSpread/len(order))),
		forward[arrowID(last.Node, last.Field)], "the cover's last link lights last")
	for i := 1; i < len(order); i++ {
		if order[i].Field != explain.Len && order[i-1].Field != explain.Len && arrowID(order[i].Node, order[i].Field) != arrowID(order[i-1].Node, order[i-1].Field) {
			assert.NotEqual(t, forward[arrowID(order[i].Node, order[i].Field)], forward[arrowID(order[i-1].Node, order[i-1].Field)], "change %d lights after change %d", i, i-1)
		}
	}

	pl.Back()
	step(cover.Inverse())
	back, backClass := litArrows("style"), litArrows("class")
	assert.ElementsMatch(t, keys(forward), keys(back), "stepping back lights the same links")
	for id, class := range backClass {
		assert.NotEqual(t, forwardClass[id], class, "%s, lit again, starts its animation again (another beat)", id)
	}
	assert.NotEqual(t, "", back[header], "the uncover relinks the header last")
	for id, d := range back {
		assert.LessOrEqual(t, ms(t, d), ms(t, back[header]), "%s lights before the header's link", id)
	}
}

// keys returns a map's keys.
func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// ms reads an arrow's style's animation-delay, 0 for none.
func ms(t *testing.T, style string) int {
	t.Helper()
	if style == "" {
		return 0
	}
	var v int
	_, err := fmt.Sscanf(style, "animation-delay:%dms", &v)
	require.NoError(t, err)
	return v
}

// TestLinksEditsRefuseAnotherMatrix checks the picture asks to be drawn
// whole for the links of another matrix, of another size or laid out
// otherwise in as many nodes.
func TestLinksEditsRefuseAnotherMatrix(t *testing.T) {
	matrix := func(items int, options ...[]int) *dlx.Matrix {
		m := dlx.New(items, 0)
		for _, o := range options {
			_, err := m.AddOption(o...)
			require.NoError(t, err)
		}
		return m
	}
	seed, err := problem.SeedExample().Matrix()
	require.NoError(t, err)
	queens, err := problem.Queens(4).Matrix()
	require.NoError(t, err)
	tests := []struct {
		name string
		a, b *dlx.Matrix
	}{
		{"another size", seed, queens},
		{"as many nodes, other items", matrix(3, []int{0}, []int{2}), matrix(3, []int{1}, []int{2})},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := explain.NewLinks(tt.a)
			require.NoError(t, err)
			b, err := explain.NewLinks(tt.b)
			require.NoError(t, err)
			pic := NewLinksPicture(a, nil)
			edits, ok := pic.Edits(b, nil)
			assert.False(t, ok)
			assert.Empty(t, edits)
			assert.Same(t, a, pic.Links(), "the picture stays as it was")
		})
	}
}

// TestArrowPath checks the arrows' shapes: from a node's middle, a little
// to one side, to the edge of the node pointed at, with an open head
// there; a node's link to itself a small loop on its side.
func TestArrowPath(t *testing.T) {
	m := dlx.New(3, 0)
	for _, items := range [][]int{{0, 1}, {0}} {
		_, err := m.AddOption(items...)
		require.NoError(t, err)
	}
	l, err := explain.NewLinks(m)
	require.NoError(t, err)
	pic := NewLinksPicture(l, nil)
	// Headers 1-3 are at x 66, 110, 154 and y 15; option 0's nodes at
	// y 45, option 1's at y 75. Nodes are 30 wide and 18 high.
	tests := []struct {
		name string
		a    explain.Arrow
		want string
	}{
		{"right, to the next header", explain.Arrow{From: 1, To: 2, Dir: explain.Right}, "M66 11 L95 11 M90 8 L95 11 L90 14"},
		{"left, to the header before", explain.Arrow{From: 2, To: 1, Dir: explain.Left}, "M110 19 L81 19 M86 22 L81 19 L86 16"},
		{"down, from a header to its first node", explain.Arrow{From: 1, To: 5, Dir: explain.Down}, "M70 15 L70 36 M67 31 L70 36 L73 31"},
		{"up, wrapping from a header to its last node", explain.Arrow{From: 1, To: 8, Dir: explain.Up}, "M62 15 L62 66 M59 61 L62 66 L65 61"},
		{"down, an empty item's header to itself", explain.Arrow{From: 3, To: 3, Dir: explain.Down}, "M158 24 c0 12 6 12 6 0"},
		{"right, a lone node to itself", explain.Arrow{From: 8, To: 8, Dir: explain.Right}, "M81 71 c12 0 12 6 0 6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, pic.arrowPath(tt.a))
		})
	}
}
