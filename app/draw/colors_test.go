package draw

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/app/explain"
	"xcover/app/player"
	"xcover/app/problem"
	"xcover/dlx"
)

// purified follows the colors the search has given secondary items, from
// its Purify and Unpurify events alone: what the engine marks.
type purified map[int32]string

// step applies event e of m's search, or undoes it.
func (p purified) step(m *dlx.Links, e dlx.Event, undo bool) {
	switch {
	case e.Kind == dlx.Purify && !undo, e.Kind == dlx.Unpurify && undo:
		p[e.Item] = m.Problem().OptionColor(int(e.Option), int(e.Item))
	case e.Kind == dlx.Purify, e.Kind == dlx.Unpurify:
		delete(p, e.Item)
	}
}

// TestColoredPictureFollowsTheEngine plays a search with colors and one
// with bounds and colors through the links picture, edit by edit, to the
// end and back to the start, and checks at every position that the
// picture's arrows are the engine's links and its labels the engine's
// fields: a header's LEN and bounds, an option node's TOP and color,
// marked when the search's purifications so far gave its item that color,
// its hue the color's; and that the edited picture is the one drawn whole.
func TestColoredPictureFollowsTheEngine(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		alg        string
	}{
		{"two words", problem.WordSearch([]string{"AB", "BC"}, 2, 2).Text(), "C"},
		{"bounds and colors", "2:3|a 0:2|b c | x y\na b x:red\na c x:red y:blue\nb y:blue\nb c\na x:green\nc y\na\n", "M"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, err := problem.ParseSheet(tt.text)
			require.NoError(t, err)
			m, err := linksOf(s)
			require.NoError(t, err)
			require.Equal(t, tt.alg, m.Problem().Algorithm())
			pl := player.NewPlayer(m, dlx.Options{}, 0)
			pic := NewLinksPicture(wholeOf(t, pl), nil)
			ps := partsOf(pic.Scene())
			marks := purified{}
			seen := map[string]bool{}
			check := func(how string) {
				l := wholeOf(t, pl)
				edits, ok := pic.Edits(l, nil)
				require.True(t, ok)
				apply(t, ps, edits)
				whole := NewLinksPicture(l, nil)
				whole.lit = explain.Diff(l, l)
				scene := whole.Scene()
				v := pl.Links().View()
				assert.ElementsMatch(t, l.Arrows(), drawnLinks(scene), "%s %d", how, pl.Pos())
				for _, n := range scene.Nodes {
					node, _ := l.Node(n.Node)
					require.Equal(t, ps[n.ID]["label"], joinLines(n.Label), "%s %d: node %d's label, edited", how, pl.Pos(), n.Node)
					require.Equal(t, ps[n.ID]["marked"], flag(n.Marked), "%s %d: node %d's mark, edited", how, pl.Pos(), n.Node)
					field := n.Label[len(n.Label)-1]
					switch node.Kind {
					case explain.Header:
						want := "len " + strconv.Itoa(int(v.Top[n.Node]))
						if lower, upper := pl.Links().Uses(node.Item); m.Problem().HasBounds() && node.Item < m.Problem().Primary() {
							want += fmt.Sprintf(" · %d..%d", max(lower, 0), upper) // the uses still wanted and allowed
						}
						require.Equal(t, want, field)
					case explain.OptionNode:
						color := m.Problem().OptionColor(node.Option, node.Item)
						live := v.Down[v.Up[n.Node]] == n.Node && v.Up[v.Down[n.Node]] == n.Node
						marked := color != "" && live && marks[int32(node.Item)] == color
						want := "top " + strconv.Itoa(int(v.Top[n.Node]))
						if color != "" {
							want += ":" + color
						}
						if marked {
							want += "*"
							seen["marked"] = true
						}
						require.Equal(t, want, field, "%s %d: node %d", how, pl.Pos(), n.Node)
						require.Equal(t, marked, n.Marked)
						require.Equal(t, ColorHue(color), n.Hue)
					}
				}
			}
			check("start")
			for pl.Step() {
				marks.step(m, pl.Last(), false)
				seen[pl.Last().Kind.String()] = true
				check("forwards to")
			}
			for pl.Back() {
				e, ok := pl.Next()
				require.True(t, ok)
				marks.step(m, e, true)
				check("back to")
			}
			assert.Empty(t, marks)
			assert.True(t, seen["purify"] && seen["unpurify"] && seen["marked"], "%v", seen)
			if tt.alg == "M" {
				assert.True(t, seen["use"] && seen["tweak"], "%v", seen)
			}
		})
	}
}

// joinLines writes a label's lines as an edit does.
func joinLines(lines []string) string {
	out := ""
	for i, l := range lines {
		if i > 0 {
			out += "\n"
		}
		out += l
	}
	return out
}
