package draw

import (
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

// drawnLinks reads the links an SVG picture draws.
func drawnLinks(t *testing.T, svg string) []explain.Arrow {
	t.Helper()
	dirs := map[string]explain.Field{"up": explain.Up, "down": explain.Down, "left": explain.Left, "right": explain.Right}
	var out []explain.Arrow
	for _, m := range regexp.MustCompile(`data-from="(\d+)" data-to="(\d+)" data-dir="(\w+)"`).FindAllStringSubmatch(svg, -1) {
		from, err := strconv.Atoi(m[1])
		require.NoError(t, err)
		to, err := strconv.Atoi(m[2])
		require.NoError(t, err)
		out = append(out, explain.Arrow{From: int32(from), To: int32(to), Dir: dirs[m[3]]})
	}
	return out
}

// picture draws links l whole, the changes since prev lit.
func picture(prev, l *explain.Links) string {
	if prev == nil {
		return NewLinksPicture(l, nil).SVG()
	}
	return NewLinksPicture(l, explain.Diff(prev, l)).SVG()
}

// TestLinksSVGDrawsTheEnginesLinks draws the seed example's links at every
// event of its search, forwards and back: every link the engine has is an
// arrow, the last event's are lit, and covered nodes are dimmed.
func TestLinksSVGDrawsTheEnginesLinks(t *testing.T) {
	m, err := problem.SeedExample().Matrix()
	require.NoError(t, err)
	pl := player.NewPlayer(m, dlx.Options{}, 0)
	prev, err := explain.NewLinks(pl.Matrix())
	require.NoError(t, err)
	start := picture(nil, prev)
	assert.Equal(t, len(prev.Arrows()), len(drawnLinks(t, start)))
	assert.NotContains(t, start, "changed")
	assert.NotContains(t, start, `class="lnode out"`)
	covered := false
	for pl.Step() {
		l, err := explain.NewLinks(pl.Matrix())
		require.NoError(t, err)
		svg := picture(prev, l)
		assert.ElementsMatch(t, l.Arrows(), drawnLinks(t, svg), "event %d", pl.Pos())
		if pl.Last().Kind == dlx.Cover {
			assert.Contains(t, svg, "changed", "a cover changes links")
			covered = covered || strings.Contains(svg, `class="lnode out"`)
		}
		prev = l
	}
	assert.True(t, covered, "covered nodes are dimmed")
	for pl.Back() {
	}
	l, err := explain.NewLinks(pl.Matrix())
	require.NoError(t, err)
	assert.Equal(t, start, picture(nil, l), "stepping back to the start draws the start")
}

// TestLinksSVGNamesFields checks a node names its fields for hover and
// focus.
func TestLinksSVGNamesFields(t *testing.T) {
	m, err := problem.SeedExample().Matrix()
	require.NoError(t, err)
	l, err := explain.NewLinks(m)
	require.NoError(t, err)
	svg := picture(nil, l)
	assert.Regexp(t, `<title id="lt\d+">node \d+ \(option A, item 0\): up \d+, down \d+, left \d+, right \d+, top \d+</title>`, svg)
	assert.Regexp(t, `<title id="lt\d+">node \d+ \(0\): up \d+, down \d+, left \d+, right \d+, len 2</title>`, svg)
	assert.Contains(t, svg, `tabindex="0"`)
}
