package draw

import (
	"encoding/json"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
	"xcover/sudoku"
	"xcover/sudoku/exact"
)

// parts are a scene's nodes and arrows as the page's script keeps them:
// each id's fields, written as an Edit writes them.
type parts map[string]map[string]string

// partsOf reads a scene's parts.
func partsOf(s Scene) parts {
	out := parts{}
	for _, n := range s.Nodes {
		out[n.ID] = map[string]string{"label": strings.Join(n.Label, "\n"), "out": flag(n.Out), "role": n.Role, "marked": flag(n.Marked)}
	}
	for _, a := range s.Arrows {
		out[a.ID] = map[string]string{"d": a.D, "to": strconv.Itoa(int(a.To)), "off": flag(a.Off), "lit": flag(a.Lit), "delay": strconv.Itoa(a.Delay)}
	}
	return out
}

// apply makes the edits to the parts, as the page's script does.
func apply(t *testing.T, ps parts, edits []Edit) {
	t.Helper()
	for _, e := range edits {
		p, ok := ps[e.ID]
		require.True(t, ok, "no part %q", e.ID)
		_, ok = p[e.Attr]
		require.True(t, ok, "%s has no field %q", e.ID, e.Attr)
		p[e.Attr] = e.Value
	}
}

// focusOf is the player's place in the search, as the pages mark it.
func focusOf(pl *player.Player) explain.Focus {
	return explain.StepFocus(pl.Branching(), pl.Level(), pl.Chosen())
}

// wholeOf is the whole figure of the player's links; lensOf the lens on
// its step.
func wholeOf(t *testing.T, pl *player.Player) *explain.Links {
	l, err := explain.NewLinks(pl.Links())
	require.NoError(t, err)
	l.Focus = focusOf(pl)
	return l
}

func lensOf(t *testing.T, pl *player.Player) *explain.Links {
	return explain.NewLens(pl.Links(), focusOf(pl))
}

// TestLinksEditsMatchTheWholePicture moves a picture, whole figures and
// lenses, through searches by edits, forwards, back to the start and by
// jumps, and checks that at every position the edited picture is the one
// drawn whole there; a lens whose step changes is drawn whole, as the
// page does.
func TestLinksEditsMatchTheWholePicture(t *testing.T) {
	sudoku4, err := exact.Encode(sudoku.Grid{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 2}, Cells: make([]uint8, 16)}, exact.Full)
	require.NoError(t, err)
	tests := []struct {
		name  string
		sheet problem.Sheet
		m     *dlx.Links
		view  func(*testing.T, *player.Player) *explain.Links
		steps int // events stepped through one by one (all when the search has fewer)
	}{
		{"seed example", problem.SeedExample(), nil, wholeOf, 1000},
		{"4 queens", problem.Queens(4), nil, wholeOf, 1000},
		{"Langford 3", problem.Langford(3), nil, wholeOf, 1000},
		{"7 queens", problem.Queens(7), nil, wholeOf, 150},
		{"7 queens, a lens", problem.Queens(7), nil, lensOf, 300},
		{"pentominoes 3x20, a lens", problem.Pentomino(3, 20), nil, lensOf, 300},
		{"4x4 sudoku, a lens", problem.Sheet{}, sudoku4.Links, lensOf, 400},
		{"word search (colors)", problem.WordSearch([]string{"DOG", "GOD", "ODD"}, 3, 3), nil, wholeOf, 300},
		{"word search, a lens", problem.WordSearch(problem.WordSearchWords, 5, 5), nil, lensOf, 300},
		{"squares (bounds)", problem.Squares(3), nil, wholeOf, 1000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := tt.m
			if m == nil {
				var err error
				m, err = linksOf(tt.sheet)
				require.NoError(t, err)
			}
			pl := player.NewPlayer(m, dlx.Options{Seed: 1}, 0)
			pic := NewLinksPicture(tt.view(t, pl), nil)
			ps := partsOf(pic.Scene())
			edited := 0
			moveTo := func(how string, order []explain.Change) {
				prev := pic.Links()
				l := tt.view(t, pl)
				edits, ok := pic.Edits(l, order)
				if !ok { // another lens: drawn whole
					require.False(t, slices.Equal(prev.Nodes, l.Nodes), "%s to event %d: the same nodes", how, pl.Pos())
					pic = NewLinksPicture(l, nil)
					ps = partsOf(pic.Scene())
					return
				}
				edited++
				apply(t, ps, edits)
				whole := &LinksPicture{l: l, lit: explain.Diff(prev, l)}
				if order != nil {
					whole = &LinksPicture{l: l, lit: order, ordered: true}
				}
				whole.nodeW, whole.topH, whole.belowH = pic.nodeW, pic.topH, pic.belowH
				assert.Equal(t, partsOf(whole.Scene()), ps, "%s to event %d", how, pl.Pos())
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
			moveTo("no move: the lit links go out", nil)
			assert.Equal(t, partsOf(NewLinksPicture(tt.view(t, pl), nil).Scene()), ps, "at the start again, nothing lit")
			assert.Greater(t, edited, moved/4, "most moves are edits")
		})
	}
}

// TestLinksLightInTheEnginesOrder steps over the seed example's first
// cover and back: its links light up one after another in the order the
// cover changes them, and stepping back lights the same links in reverse,
// the header's links, relinked first by the cover, last by the uncover.
func TestLinksLightInTheEnginesOrder(t *testing.T) {
	m, err := linksOf(problem.SeedExample())
	require.NoError(t, err)
	pl := player.NewPlayer(m, dlx.Options{Seed: 1}, 0)
	for pl.Step() && pl.Last().Kind != dlx.Cover {
	}
	cover := pl.Last()
	pl.Seek(pl.Pos() - 1)
	at, err := explain.NewLinks(pl.Links())
	require.NoError(t, err)
	pic := NewLinksPicture(at, nil)
	ps := partsOf(pic.Scene())
	litDelays := func() map[string]int { // lit arrow -> its delay
		out := map[string]int{}
		for id, p := range ps {
			if p["lit"] != "" {
				d, err := strconv.Atoi(p["delay"])
				require.NoError(t, err)
				out[id] = d
			}
		}
		return out
	}
	step := func(e dlx.Event) []explain.Change {
		_, order := pic.Links().Dance(e)
		l, err := explain.NewLinks(pl.Links())
		require.NoError(t, err)
		edits, ok := pic.Edits(l, order)
		require.True(t, ok)
		apply(t, ps, edits)
		return order
	}

	pl.Step()
	order := step(cover)
	forward := litDelays()
	header := arrowID(order[0].Node, order[0].Field) // the first change: the header leaves its list
	delay, lit := forward[header]
	assert.True(t, lit, "the cover's first link is lit")
	assert.Zero(t, delay, "the cover's first link lights at once")
	last := order[len(order)-1]
	if last.Field == explain.Len {
		last = order[len(order)-2]
	}
	assert.Equal(t, (len(order)-2)*min(relinkStep, relinkSpread/len(order)), forward[arrowID(last.Node, last.Field)], "the cover's last link lights last")
	for i := 1; i < len(order); i++ {
		if order[i].Field != explain.Len && order[i-1].Field != explain.Len && arrowID(order[i].Node, order[i].Field) != arrowID(order[i-1].Node, order[i-1].Field) {
			assert.NotEqual(t, forward[arrowID(order[i].Node, order[i].Field)], forward[arrowID(order[i-1].Node, order[i-1].Field)], "change %d lights after change %d", i, i-1)
		}
	}

	pl.Back()
	step(cover.Inverse())
	back := litDelays()
	assert.ElementsMatch(t, slices.Collect(maps.Keys(forward)), slices.Collect(maps.Keys(back)), "stepping back lights the same links")
	assert.Positive(t, back[header], "the uncover relinks the header last")
	for id, d := range back {
		assert.LessOrEqual(t, d, back[header], "%s lights before the header's link", id)
	}
}

// TestLinksEditsRefuseAnotherMatrix checks the picture asks to be drawn
// whole for the links of another matrix, of another size or laid out
// otherwise in as many nodes.
func TestLinksEditsRefuseAnotherMatrix(t *testing.T) {
	matrix := func(items int, options ...[]int) *dlx.Links {
		m := dlx.NewProblem(items, 0)
		for _, o := range options {
			_, err := m.AddOption(o...)
			require.NoError(t, err)
		}
		return dlx.NewLinks(m)
	}
	seed, err := linksOf(problem.SeedExample())
	require.NoError(t, err)
	queens, err := linksOf(problem.Queens(4))
	require.NoError(t, err)
	tests := []struct {
		name string
		a, b *dlx.Links
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
// there; a link that wraps round two stubs, out of its node's far side and
// into its target's near side; a node's link to itself a small loop on its
// side.
func TestArrowPath(t *testing.T) {
	m := dlx.NewProblem(3, 0)
	for _, items := range [][]int{{0, 1}, {0}} {
		_, err := m.AddOption(items...)
		require.NoError(t, err)
	}
	l, err := explain.NewLinks(dlx.NewLinks(m))
	require.NoError(t, err)
	pic := NewLinksPicture(l, nil)
	// Headers 1-3 are at x 87, 145, 203 and y 25; option 0's nodes at
	// y 75, option 1's at y 125. Nodes are 40 wide and 32 high.
	tests := []struct {
		name string
		a    explain.Arrow
		want string
	}{
		{"right, to the next header", explain.Arrow{From: 1, To: 2, Dir: explain.Right}, "M107 21 L125 21 M120 18 L125 21 L120 24"},
		{"left, to the header before", explain.Arrow{From: 2, To: 1, Dir: explain.Left}, "M125 29 L107 29 M112 32 L107 29 L112 26"},
		{"down, from a header to its first node", explain.Arrow{From: 1, To: 5, Dir: explain.Down}, "M91 41 L91 59 M88 54 L91 59 L94 54"},
		{"up, wrapping from a header to its last node", explain.Arrow{From: 1, To: 8, Dir: explain.Up}, "M83 9 L83 1 M83 149 L83 141 M86 146 L83 141 L80 146"},
		{"left, wrapping from the root to the last header", explain.Arrow{From: 0, To: 3, Dir: explain.Left}, "M9 29 L1 29 M231 29 L223 29 M228 32 L223 29 L228 26"},
		{"down, an empty item's header to itself", explain.Arrow{From: 3, To: 3, Dir: explain.Down}, "M207 41 c0 12 6 12 6 0"},
		{"right, a lone node to itself", explain.Arrow{From: 8, To: 8, Dir: explain.Right}, "M107 121 c12 0 12 6 0 6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, pic.arrowPath(tt.a))
		})
	}
}

// TestAppendJSON: edits written for the script are what encoding/json
// writes for them, whatever their strings hold, appended to what dst has.
func TestAppendJSON(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edits []Edit
	}{
		{"none", []Edit{}},
		{"nil", nil},
		{"a path", []Edit{{"a12r", "d", "M 10 20 L 30 20 M 25 17 L 30 20 L 25 23"}, {"a12r", "to", "7"}}},
		{"a flag off", []Edit{{"n3", "out", ""}}},
		{"a label of two lines", []Edit{{"n1", "label", "r4c6\nlen 9"}}},
		{"quotes and backslashes", []Edit{{"n2", "label", `say "hi" \ there`}}},
		{"HTML", []Edit{{"n2", "label", "<b>&amp;</b>"}}},
		{"control characters", []Edit{{"n2", "label", "tab\there\x00\x1f"}}},
		{"not ASCII", []Edit{{"n2", "label", "r4c6=1 ✓ ü \u2028"}}},
		{"not UTF-8", []Edit{{"n2", "label", "bad \xff byte"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want, err := json.Marshal(tc.edits)
			require.NoError(t, err)
			if tc.edits == nil {
				want = []byte("[]") // none, as the script reads it: never null
			}
			assert.Equal(t, "x"+string(want), string(AppendJSON([]byte("x"), tc.edits)))
		})
	}
}
