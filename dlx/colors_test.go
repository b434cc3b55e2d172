package dlx

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRightLinks checks the links the hide loops follow: from each node of
// an option, right visits the option's other nodes in order and comes
// back. Algorithm X has them only when cover follows them: for short
// options, when the sizes are not tracked.
func TestRightLinks(t *testing.T) {
	long := "a b c d e f g h i j k l\n" + "a b c d e f g h i j k l\na b c d e f g h i j k\n" // items, then 23 nodes in 2 options
	tests := []struct {
		name, text string
		linked     bool // the hide loops read m.linked
		short      bool // cover follows the right links
	}{
		{"X", "a b | x\na x\nb\na b\n", true, true},
		{"X, sizes tracked", trackedText(), false, false},
		{"X, long options", long, false, false},
		{"C", "a b | x y\na x:1 y\nb x:2\na b y:3\n", true, true},
		{"M without colors", "2|a b | x\na x\nb\na b x\n", true, true},
		{"M with long options", "2|" + long, true, false},
		{"M with colors", "2|a b | x\na x:1\nb x:1\na b x:2\n", true, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseKnuth(strings.NewReader(tc.text))
			require.NoError(t, err)
			m := NewLinks(p)
			m.index()
			assert.Equal(t, tc.short, m.shortOptions, "shortOptions")
			if !tc.linked {
				assert.Nil(t, m.linked)
				return
			}
			require.Len(t, m.linked, len(m.nodes))
			for k := range p.Options() {
				first := m.firstNode(k)
				n := int32(len(p.OptionItems(nil, k)))
				for x := first; x < first+n; x++ {
					var walk []int32
					for q := m.linked[x].right; q != x; q = m.linked[q].right {
						walk = append(walk, q)
						require.LessOrEqual(t, len(walk), int(n), "option %d: the right links from node %d do not come back", k, x)
					}
					var want []int32
					for j := int32(1); j < n; j++ {
						want = append(want, first+(x-first+j)%n)
					}
					assert.Equal(t, want, walk, "option %d, from node %d", k, x)
				}
			}
		})
	}
}

// TestLinkedCopies checks that a copy's hide loops read its own colors:
// purifying in a copy leaves the original's colors as they were, and
// links without colors keep their zeros apart from their copy's.
func TestLinkedCopies(t *testing.T) {
	for _, text := range []string{"a b | x\na x:1\nb x:1\na b x:2\n", "2|a b | x\na x\nb\na b x\n"} {
		p, err := ParseKnuth(strings.NewReader(text))
		require.NoError(t, err)
		m := NewLinks(p)
		m.index()
		c := m.duplicate()
		require.NotNil(t, c.linked)
		assert.NotSame(t, &m.linked[0], &c.linked[0], "a copy shares its hide loops' links with the original")
		if m.colors != nil {
			assert.Same(t, &c.colors[0], &c.linked[0], "a copy's hide loops read another array than its colors")
			x, y := m.firstNode(0)+1, m.firstNode(1)+1 // the nodes of x in a x:1 and b x:1
			c.purify(x)
			assert.Equal(t, int32(1), m.colors[y].color, "the original's b x:1 is not purified")
			assert.Equal(t, int32(-1), c.colors[y].color, "the copy's b x:1 is purified")
			c.unpurify(x)
			assert.True(t, m.sameLinks(c))
		}
	}
}

// trackedText returns a problem in Knuth's format with trackFrom primary
// items, each in an option of its own and in one with the next.
func trackedText() string {
	var b strings.Builder
	for i := range trackFrom {
		fmt.Fprintf(&b, "i%d ", i)
	}
	b.WriteString("\n")
	for i := range trackFrom {
		fmt.Fprintf(&b, "i%d\ni%d i%d\n", i, i, (i+1)%trackFrom)
	}
	return b.String()
}
