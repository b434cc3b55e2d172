package dlx

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEmptySolution checks that a problem whose one solution chooses no
// option reports that solution, as an empty, non-nil First.
func TestEmptySolution(t *testing.T) {
	for _, m := range []*Matrix{New(0, 0), New(0, 2)} {
		r := m.Solve(Options{})
		assert.Equal(t, int64(1), r.Solutions)
		require.NotNil(t, r.First)
		assert.Empty(t, r.First)
	}
}

// TestForcedBeyondPrimary checks forced options that cover no primary item
// (so more levels than primary items) and a forced index that is no
// option's: no panic, and the counts a search by hand gives; the events of
// a forced index that is no option's name no item, and say so.
func TestForcedBeyondPrimary(t *testing.T) {
	build := func() *Matrix {
		m := New(1, 2)
		for _, opt := range [][]int{{1}, {2}, {0}} {
			_, err := m.AddOption(opt...)
			require.NoError(t, err)
		}
		for i, name := range []string{"p", "s1", "s2"} {
			m.SetItemName(i, name)
		}
		return m
	}
	for _, tc := range []struct {
		name   string
		forced []int
		want   int64
	}{
		{"two secondary-only options forced", []int{0, 1}, 1},
		{"not an option", []int{5}, 0},
		{"a negative index", []int{-1}, 0},
	} {
		r := build().Solve(Options{Forced: tc.forced})
		assert.Equal(t, tc.want, r.Solutions, tc.name)
		n := int64(0)
		m := build()
		for e := range m.Events(Options{Forced: tc.forced}) {
			if e.Kind == Solution {
				n++
			}
			if e.Kind == Branch && tc.want == 0 {
				assert.Equal(t, int32(-1), e.Item, tc.name)
				assert.Equal(t, "Dead end: the forced option is not in the matrix, backtrack", e.Narrate(m), tc.name)
			}
			assert.NotEmpty(t, e.Narrate(m), tc.name) // with item names, no index -1
		}
		assert.Equal(t, tc.want, n, "%s: events", tc.name)
	}
}

// TestAddAfterStoppedSearch checks that options added after a search that
// stopped early, or after an AddOptions that failed halfway, make the same
// matrix as when added to a fresh one: same solutions, nodes and updates.
func TestAddAfterStoppedSearch(t *testing.T) {
	add := func(m *Matrix, opts ...[]int) {
		for _, o := range opts {
			_, err := m.AddOption(o...)
			require.NoError(t, err)
		}
	}
	stopped := New(2, 0)
	add(stopped, []int{0}, []int{1}, []int{0, 1})
	stopped.Solve(Options{MaxSolutions: 1})
	add(stopped, []int{0}, []int{1})
	fresh := New(2, 0)
	add(fresh, []int{0}, []int{1}, []int{0, 1}, []int{0}, []int{1})
	want, got := fresh.Solve(Options{}), stopped.Solve(Options{})
	assert.Equal(t, int64(5), want.Solutions)
	assert.Equal(t, want.Solutions, got.Solutions)
	assert.Equal(t, want.Nodes, got.Nodes)
	assert.Equal(t, want.Updates, got.Updates)

	failed := New(2, 0)
	add(failed, []int{0}, []int{0})
	failed.Solve(Options{})
	_, err := failed.AddOptions(1, []int32{1, 1, 1, 9})
	require.Error(t, err, "item 9 does not exist")
	fresh = New(2, 0)
	add(fresh, []int{0}, []int{0}, []int{1}, []int{1}, []int{1})
	want, got = fresh.Solve(Options{}), failed.Solve(Options{})
	assert.Equal(t, want.Solutions, got.Solutions)
	assert.Equal(t, want.Nodes, got.Nodes, "the heuristic saw stale sizes")
	assert.Equal(t, want.Updates, got.Updates)
}

// TestUpdatesAsKnuth checks updates are counted as Knuth's DLX1 counts
// them: one per item covered and per node a cover hides; uncovering adds
// none.
func TestUpdatesAsKnuth(t *testing.T) {
	m := New(2, 0)
	for _, opt := range [][]int{{0, 1}, {0}, {1}} {
		_, err := m.AddOption(opt...)
		require.NoError(t, err)
	}
	// Covering item 0 counts 1, and 1 for hiding {0,1}'s node in item 1.
	// Trying {0,1} covers item 1: 1 ({1} hides nothing). Trying {0} then
	// covers item 1 again, at the next level: 1. Uncovers count nothing
	// (they would add 4 more).
	r := m.Solve(Options{})
	assert.Equal(t, int64(2), r.Solutions)
	assert.Equal(t, int64(4), r.Updates)
}
