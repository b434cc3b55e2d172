package draw

import (
	"encoding/xml"
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
		if e.Attr == "" {
			el.text = e.Value
		} else {
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
			moveTo := func(how string) {
				prev := pic.Links()
				l := linksNow()
				edits, ok := pic.Edits(l)
				require.True(t, ok)
				apply(t, els, edits)
				assert.Equal(t, dom(t, NewLinksPicture(l, explain.Diff(prev, l)).SVG()), els, "%s to event %d", how, pl.Pos())
			}
			moved := 0
			for moved < tt.steps && pl.Step() {
				moveTo("a step")
				moved++
			}
			for range 20 {
				if !pl.Back() {
					break
				}
				moveTo("a step back")
			}
			rng := rand.New(rand.NewPCG(1, 2))
			for range 10 {
				pl.Seek(rng.IntN(pl.Pos() + 50))
				moveTo("a jump")
			}
			pl.Seek(0)
			moveTo("back to the start")
			assert.Equal(t, dom(t, NewLinksPicture(linksNow(), nil).SVG()), func() map[string]*element {
				edits, ok := pic.Edits(linksNow()) // no move: the lit links go out
				require.True(t, ok)
				apply(t, els, edits)
				return els
			}(), "at the start again, nothing lit")
		})
	}
}

// TestLinksEditsRefuseAnotherMatrix checks the picture asks to be drawn
// whole for the links of another matrix.
func TestLinksEditsRefuseAnotherMatrix(t *testing.T) {
	seed, err := problem.SeedExample().Matrix()
	require.NoError(t, err)
	queens, err := problem.Queens(4).Matrix()
	require.NoError(t, err)
	a, err := explain.NewLinks(seed)
	require.NoError(t, err)
	b, err := explain.NewLinks(queens)
	require.NoError(t, err)
	pic := NewLinksPicture(a, nil)
	edits, ok := pic.Edits(b)
	assert.False(t, ok)
	assert.Empty(t, edits)
	assert.Same(t, a, pic.Links(), "the picture stays as it was")
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
