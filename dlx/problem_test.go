package dlx

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAddOptionErrors(t *testing.T) {
	m := NewProblem(3, 1)
	_, err := m.AddOption()
	assert.ErrorContains(t, err, "empty")
	_, err = m.AddOption(0, 4)
	assert.ErrorContains(t, err, "names item 4; items are 0..3")
	_, err = m.AddOption(1, 2, 1)
	assert.ErrorContains(t, err, "names item 1 twice")
	k, err := m.AddOption(0, 3)
	require.NoError(t, err)
	assert.Equal(t, 0, k)
	assert.Equal(t, []int{0, 3}, m.OptionItems(nil, k))
}

func TestLiveAndActive(t *testing.T) {
	m := seedMatrix(t)
	s := NewLinks(m).Search(Options{})
	// Branch on 0, cover 0: options A and B contain item 0 and leave the lists of 3 and 6.
	s.Next()
	s.Next()
	sm := linksOf(s)
	assert.False(t, sm.Active(0))
	assert.True(t, sm.Active(1))
	assert.False(t, sm.Live(0))
	assert.False(t, sm.Live(1))
	assert.True(t, sm.Live(2))
	assert.Equal(t, 1, sm.Size(3), "only C still holds 3")
}

func TestAddOptionsInBulk(t *testing.T) {
	m := NewProblem(3, 0)
	first, err := m.AddOptions(2, []int32{0, 1, 1, 2})
	require.NoError(t, err)
	assert.Equal(t, 0, first)
	assert.Equal(t, []int{1, 2}, m.OptionItems(nil, 1))
	_, err = m.AddOptions(2, []int32{2, 0, 1, 1, 0, 2})
	assert.ErrorContains(t, err, "option 3 names item 1 twice")
	assert.Equal(t, 3, m.Options(), "the options before the bad one stay")
	_, err = m.AddOptions(2, []int32{0, 7})
	assert.ErrorContains(t, err, "option 3 names item 7; items are 0..2")
	_, err = m.AddOptions(2, []int32{0})
	assert.ErrorContains(t, err, "1 items do not make options of 2 items")
	assert.Equal(t, 3, m.Options())
	// The problem still works: {0 1} cannot pair with {1 2} or {2 0}; {2 0}
	// leaves 1 alone; there is no exact cover of 0, 1, 2 with pairs.
	assert.Equal(t, int64(0), NewLinks(m).Solve(Options{}).Solutions)
	m.AddOption(1)
	assert.Equal(t, int64(1), NewLinks(m).Solve(Options{}).Solutions)
}

// TestLoadShapes loads one engine with problems of item counts around
// the bitsets' word boundaries, with and without secondary items, bigger
// and smaller than before: every item is live in the right list with no
// options, and a secondary item with no options is never chosen, though
// its size is 0.
func TestLoadShapes(t *testing.T) {
	p := NewProblem(5, 5)
	_, err := p.AddOptions(2, []int32{0, 5, 1, 6})
	require.NoError(t, err)
	m := NewLinks(p)
	for _, tc := range []struct{ primary, secondary int }{
		{0, 0}, {0, 2}, {2, 0}, {3, 2}, {63, 1}, {64, 0}, {64, 3}, {70, 3}, {1, 0},
	} {
		t.Run(fmt.Sprintf("%d+%d", tc.primary, tc.secondary), func(t *testing.T) {
			p.Reset(tc.primary, tc.secondary)
			m.Load(p)
			n := tc.primary + tc.secondary
			assert.Equal(t, 0, p.Options())
			for i := range n {
				assert.True(t, m.Active(i), "item %d", i)
				assert.Equal(t, 0, m.Size(i), "item %d", i)
			}
			// Each list, followed forwards and backwards, holds its items in order.
			for root, want := range map[int32][]int32{
				0:            span(1, tc.primary),
				int32(n + 1): span(int32(tc.primary+1), tc.secondary),
			} {
				var fwd, back []int32 // at most n+1 steps each, should a list not close
				for x := m.items[root].next; x != root && len(fwd) <= n; x = m.items[x].next {
					fwd = append(fwd, x)
				}
				for x := m.items[root].prev; x != root && len(back) <= n; x = m.items[x].prev {
					back = slices.Insert(back, 0, x)
				}
				assert.Equal(t, want, fwd, "list from %d", root)
				assert.Equal(t, want, back, "list from %d backwards", root)
			}
			for i := range tc.primary {
				_, err := p.AddOption(i)
				require.NoError(t, err)
			}
			m.Load(p)
			r := m.Solve(Options{})
			assert.Equal(t, int64(1), r.Solutions)
			assert.Len(t, r.First, tc.primary)
		})
	}
}

// span returns first, first+1, ..., first+count-1, or nil when count is 0.
func span(first int32, count int) []int32 {
	var s []int32
	for i := range int32(count) {
		s = append(s, first+i)
	}
	return s
}

// TestOptionName checks an option's name: its own, or its items' names
// joined by spaces, built in work linear in their length: for an option
// of 30,000 items a few dozen allocations (the builder doubling its
// buffer), where adding the names one by one to a string made one per
// item.
func TestOptionName(t *testing.T) {
	const wide = 30_000
	m := NewProblem(wide, 0)
	names := make([]string, wide)
	for i := range names {
		names[i] = fmt.Sprintf("i%d", i)
		m.SetItemName(i, names[i])
	}
	all := make([]int, wide)
	for i := range all {
		all[i] = i
	}
	for _, opt := range [][]int{{2, 0}, {wide - 1}, all} {
		_, err := m.AddOption(opt...)
		require.NoError(t, err)
	}
	m.SetOptionName(1, "last")
	for _, tc := range []struct {
		k    int
		want string
	}{
		{0, "i2 i0"},
		{1, "last"},
		{2, strings.Join(names, " ")},
	} {
		assert.Equal(t, tc.want, m.OptionName(tc.k), "option %d", tc.k)
	}
	allocs := testing.AllocsPerRun(3, func() { m.OptionName(2) })
	assert.LessOrEqual(t, allocs, 40.0, "the wide option's name is built in a few allocations, not one per item")
}
