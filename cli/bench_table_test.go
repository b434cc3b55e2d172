package cli

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestBenchTableLinesUp(t *testing.T) {
	tb := newBenchTable(setColumns, []string{"top1465.txt", " forum-hardest-1905-11plus.txt"},
		[]peer{{name: "xcover -first -j 1"}, {name: "xcover -j 1"}, {name: "seed C++"}},
		[]peer{{name: "seed C++"}})
	run := func(wall, cpu time.Duration) timing {
		return timing{wall: wall * time.Millisecond, cpu: cpu * time.Millisecond}
	}
	ours := []timing{run(100, 90), run(120, 95), run(110, 100)}
	seed := []timing{run(200, 180), run(200, 190), run(200, 200)}
	lines := []string{
		tb.header(),
		tb.row("top1465.txt", 1465, 0, ours, [][]timing{seed}),
		tb.row("forum-hardest-1905-11plus.txt", 1905, 0, ours, [][]timing{seed}),
		tb.row("forum-hardest-1905-11plus.txt", 1905, 2, seed, nil),
	}
	// Every line has its CPU column where the header has it.
	at := strings.Index(lines[0], "CPU s") + len("CPU s")
	for _, l := range lines[1:] {
		if assert.GreaterOrEqual(t, len(l), at, "%q", l) {
			assert.NotEqual(t, byte(' '), l[at-1], "%q", l)
			assert.True(t, len(l) == at || l[at] == ' ', "%q", l)
		}
	}
	assert.Contains(t, lines[1], "    0.110    0.095  0.55x (0.50-0.60)     0.50x (0.50-0.50)")
	assert.True(t, strings.HasPrefix(lines[2], "forum-hardest-1905-11plus.txt     1905  xcover -first -j 1"), "%q", lines[2])
	assert.True(t, strings.HasSuffix(lines[3], "0.200    0.190"), "a peer's row has no ratios: %q", lines[3])
}

func TestRatioText(t *testing.T) {
	for _, tc := range []struct {
		a, b []time.Duration
		want string
	}{
		{[]time.Duration{1, 2}, []time.Duration{2, 2}, "0.75x (0.50-1.00)"},
		{nil, nil, "0.00x (0.00-0.00)"},
	} {
		assert.Equal(t, tc.want, ratioText(tc.a, tc.b))
	}
}
