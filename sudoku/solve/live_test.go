package solve

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"xcover/sudoku"
	"xcover/sudoku/exact"
	"xcover/sudoku/format"
)

func TestLiveMatchesRun(t *testing.T) {
	p := liveGrid(t, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	for _, m := range Methods {
		t.Run(m.String(), func(t *testing.T) {
			var want []Step
			out, err := m.run(p, Limits{MaxSolutions: 2}, func(s Step) bool { want = append(want, s); return true })
			require.NoError(t, err)
			l, err := (&Solver{Method: m, Limits: Limits{MaxSolutions: 2}}).Start(p)
			require.NoError(t, err)
			var got []Step
			var nodes int64
			for {
				s, ok := l.Next()
				if !ok {
					break
				}
				got = append(got, s)
				st := l.Stats()
				assert.GreaterOrEqual(t, st.Nodes, nodes, "nodes never go down")
				nodes = st.Nodes
			}
			require.Equal(t, want, got)
			o, ok := l.Outcome()
			require.True(t, ok)
			assert.Equal(t, out.Solutions, o.Solutions)
			assert.Equal(t, out.Stop, o.Stop)
			assert.Equal(t, out.Stats.Nodes, o.Stats.Nodes)
			assert.Equal(t, out.Stats.Nodes, l.Stats().Nodes)
			_, ok = l.Next()
			assert.False(t, ok, "nothing after the end")
			l.Close()
		})
	}
}

func TestLiveClose(t *testing.T) {
	p := liveGrid(t, "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3")
	for _, m := range Methods {
		for _, pulls := range []int{10, 0} { // closed halfway, or before it starts
			t.Run(fmt.Sprintf("%s after %d steps", m, pulls), func(t *testing.T) {
				l, err := (&Solver{Method: m}).Start(p)
				require.NoError(t, err)
				for range pulls {
					_, ok := l.Next()
					require.True(t, ok)
				}
				_, ok := l.Outcome()
				assert.False(t, ok, "not ended yet")
				l.Close()
				o, ok := l.Outcome()
				require.True(t, ok)
				assert.Equal(t, exact.Canceled, o.Stop)
				_, ok = l.Next()
				assert.False(t, ok)
				l.Close()
			})
		}
	}
}

func TestLiveRejects(t *testing.T) {
	clash := sudoku.Grid{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 2}, Cells: make([]uint8, 16)}
	clash.Cells[0], clash.Cells[1] = 1, 1
	for _, m := range Methods {
		_, err := (&Solver{Method: m}).Start(clash)
		assert.Error(t, err, m.String())
	}
	_, err := (&Solver{Method: Method(99)}).Start(sudoku.Grid{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 2}, Cells: make([]uint8, 16)})
	assert.ErrorContains(t, err, "unknown method")
}

// liveGrid reads a 9x9 puzzle for these tests.
func liveGrid(t *testing.T, text string) sudoku.Grid {
	g, _, err := format.Parse(text, format.Options{})
	require.NoError(t, err)
	return g
}
