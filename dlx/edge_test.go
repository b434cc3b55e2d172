package dlx

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEmptySolution checks that a problem whose one solution chooses no
// option reports that solution, as an empty, non-nil First.
func TestEmptySolution(t *testing.T) {
	for _, m := range []*Problem{NewProblem(0, 0), NewProblem(0, 2)} {
		for _, e := range engines(m) {
			r := e.Solve(Options{})
			assert.Equal(t, int64(1), r.Solutions, e.Name())
			require.NotNil(t, r.First, e.Name())
			assert.Empty(t, r.First, e.Name())
			evs, st := collect(e, Options{})
			assert.Equal(t, []Kind{Solution, Done}, kinds(evs), e.Name())
			assert.Equal(t, int64(1), st.Solutions, e.Name())
		}
	}
}

// TestForcedBeyondPrimary checks forced options that cover no primary item
// (so more levels than primary items) and a forced index that is no
// option's: no panic, and the counts a search by hand gives; the events of
// a forced index that is no option's name no item, and say so.
func TestForcedBeyondPrimary(t *testing.T) {
	build := func() *Problem {
		m := NewProblem(1, 2)
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
		m := build()
		for _, eng := range engines(m) {
			r := eng.Solve(Options{Forced: tc.forced})
			assert.Equal(t, tc.want, r.Solutions, "%s: %s", eng.Name(), tc.name)
			n := int64(0)
			for e := range Events(eng, Options{Forced: tc.forced}) {
				if e.Kind == Solution {
					n++
				}
				if e.Kind == Branch && tc.want == 0 {
					assert.Equal(t, int32(-1), e.Item, tc.name)
					assert.Equal(t, "Dead end: the forced option is not in the matrix, backtrack", e.Narrate(m), tc.name)
				}
				assert.NotEmpty(t, e.Narrate(m), tc.name) // with item names, no index -1
			}
			assert.Equal(t, tc.want, n, "%s: %s: events", eng.Name(), tc.name)
		}
	}
}

// TestAddAfterFailedAdd checks that an AddOptions that fails halfway
// keeps the options before the bad one, and that options added after it
// make the same problem as when added to a fresh one: same solutions,
// nodes and updates.
func TestAddAfterFailedAdd(t *testing.T) {
	add := func(m *Problem, opts ...[]int) {
		for _, o := range opts {
			_, err := m.AddOption(o...)
			require.NoError(t, err)
		}
	}
	failed := NewProblem(2, 0)
	add(failed, []int{0}, []int{0})
	k, err := failed.AddOptions(1, []int32{1, 1, 1, 9})
	require.EqualError(t, err, "option 5 names item 9; items are 0..1")
	assert.Equal(t, 5, k, "the bad option's index")
	assert.Equal(t, 5, failed.Options(), "the options before the bad one stay")
	_, err = failed.AddOptions(2, []int32{0, 1, 1, 1})
	require.EqualError(t, err, "option 6 names item 1 twice")
	add(failed, []int{0, 1})
	fresh := NewProblem(2, 0)
	add(fresh, []int{0}, []int{0}, []int{1}, []int{1}, []int{1}, []int{0, 1}, []int{0, 1})
	want, got := NewLinks(fresh).Solve(Options{}), NewLinks(failed).Solve(Options{})
	assert.Equal(t, want.Solutions, got.Solutions)
	assert.Equal(t, want.Nodes, got.Nodes)
	assert.Equal(t, want.Updates, got.Updates)
}

// TestUpdatesAsKnuth checks updates are counted as Knuth's DLX1 counts
// them: one per item covered and per node a cover hides; uncovering adds
// none.
func TestUpdatesAsKnuth(t *testing.T) {
	m := NewProblem(2, 0)
	for _, opt := range [][]int{{0, 1}, {0}, {1}} {
		_, err := m.AddOption(opt...)
		require.NoError(t, err)
	}
	// Covering item 0 counts 1, and 1 for hiding {0,1}'s node in item 1.
	// Trying {0,1} covers item 1: 1 ({1} hides nothing). Trying {0} then
	// covers item 1 again, at the next level: 1. Uncovers count nothing
	// (they would add 4 more).
	r := NewLinks(m).Solve(Options{})
	assert.Equal(t, int64(2), r.Solutions)
	assert.Equal(t, int64(4), r.Updates)
}

// kinds lists the kinds of events.
func kinds(evs []Event) []Kind {
	var out []Kind
	for _, e := range evs {
		out = append(out, e.Kind)
	}
	return out
}
